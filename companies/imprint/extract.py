"""From imprint lines to the CONTRACT section 7 record (representatives: ``representation``).

Contract: :func:`extract` takes the page and its imprint lines (see ``sections``) and returns
the record. The lines are cut into company blocks (a line that starts with a company name opens
one); the block the page names as provider (or the first) is read, and nothing of the other
blocks is mixed in. The general partner of a GmbH & Co. KG contributes its managing directors
only. Values nobody states stay ``None``.
"""

from __future__ import annotations

import re
from itertools import pairwise

from . import blocks, chairs, designations, practicename, reach, represented, restated, sole
from . import legal_forms as forms
from .activity import (
    NON_COMMERCIAL,
    activity_below,
    activity_only,
    designation_over,
    designation_over_trade,
    holiday_let,
    profession_line,
)
from .confirm import name_confirmed
from .controller import controller_directors
from .country import address_country, country_of
from .cues import cue_text, found, trade_stated
from .entries import form_from_register, members_vat_ids, provider_register
from .given_names import given_name, surname_first
from .initials import with_initials
from .jsonld import fill_from_jsonld
from .legal_forms import SOLE_FORM, find_form, form_key, key_from_label, legal_form_code, named_club
from .linetext import capitalised_label, upper_label
from .neighbours import OWNER_LABEL
from .persons import label_segments, person_name, role_kind, strip_profession, strip_titles
from .placeholders import FIELD, clear_template_values, town_under
from .practice import persons_in_sections, persons_over_street
from .register import find_court, vat_ids_in
from .representation import board_heading, editor_offices, one_chair, representatives
from .text import Line, Page
from .titled import lone_person as _lone_person
from .titled import unquoted_unroled as _unquoted_unroled
from .trades import business_noun, occupation, profession_word, public_body, trade_title

_BARE_FORM = re.compile(
    r"GmbH|AG|KG|OHG|OG|GbR|Aktiengesellschaft|Kollektivgesellschaft|Kommanditgesellschaft|"
    rf"{SOLE_FORM}|Genossenschaft|Stiftung|Verein|eingetragener\s+Verein|"
    r"Gesellschaft\s+mit\s+beschr(?:ä|ae)nkter\s+Haftung|Gesellschaft\s+b(?:ü|ue)rgerlichen\s+Rechts",
    re.IGNORECASE,
)
# A group practice's kind before its form in parentheses ("Praxisgemeinschaft (GbR)", "Gemeinschaftspraxis (PartG)").
_KIND_THEN_FORM = re.compile(r"[A-ZÄÖÜ][\wäöüß-]*(?:gemeinschaft|praxis|partnerschaft)\s*\(([^()]{2,45})\)")
# What shows a person behind a designation that names none: a practitioner's chamber, a tax number, a small trader's
# statement, the sole trader's form word.
_RUN_BY_A_PERSON = re.compile(rf"kammer|Berufsbezeichnung|Handwerksrolle|Steuer-?\s?(?:nummer|nr)|\bSt\.?-?Nr|Kleinunternehmer|{SOLE_FORM}", re.IGNORECASE)
_CLUB_WORD = re.compile(r"(?:^|\s)(?:[A-ZÄÖÜ][\wäöüß-]*)?(?:[Cc]lub|[Kk]lub)\b")  # a club by its name ("Tischtennisclub X"): no sole trader
# (also in English, as a Swiss page prints it below the designation: "Sole proprietorship, Jan Ott", convention 78)
_SOLE_WORDS = rf"(?:{SOLE_FORM}|Sole\s+(?:proprietorship|proprietor|trader))"  # the sole trader's form word, German or English
_FORM_AND_OWNER = re.compile(rf"{_SOLE_WORDS}" r"\s*(?:[,:–-]|\s(?:von|de|di))\s*(?:Herrn?\s+|Frau\s+)?([^,;:()]{3,60})$", re.IGNORECASE)
_SOLE_FORM_ONLY = re.compile(_SOLE_WORDS, re.IGNORECASE)
# The UG's addition on the line below the firm ("Ott Immobilien UG" / "(haftungsbeschränkt)"), or the KG of a firm broken after its
# "& Co." ("Ott GmbH & Co." / "KG"): part of the firm as printed.
_LIMITED = re.compile(r"\([Hh]aftungsbeschr(?:ä|ae)nkt\)|KG\.?|OHG\.?")
# Professions that the title stripper removes with the academic titles ("Notar Dr. Jan Ott").
_PROFESSION_TITLE = re.compile(r"(?:Notar(?:in)?|Rechtsanw(?:a|ä|ae)lt(?:in)?|RA(?:in)?|Steuerberater(?:in)?|StB|WP)\b")
# A firm's own label ("Firmenname: Belvoro Widmer"): a person-shaped firm names no owner by itself (convention 45).
_FIRM_LABEL = re.compile(r"^(?:Firmenname|Firma|Firmenbezeichnung|Firmenwortlaut|Firmierung|Unternehmensname)\s*:", re.IGNORECASE)
_OWNER_AND_DIRECTOR = re.compile(r"(?:Inhaber(?:in)?|Owner)\s*(?:und|and|&|/)\s*(?:Gesch(?:ä|ae)ftsf|Managing\s+Director)|Gesch(?:ä|ae)ftsf\w*\s*(?:und|&|/)\s*Inhaber", re.I)
# A titled doctor's name and then the practice's designation on one line (convention 47): the practice is the name, the doctor its owner.
_DOCTOR_THEN_PRACTICE = re.compile(r"^((?:(?:Dr|Prof|Dipl|Mag)\.(?:\s?[a-z]+\.)*\s*)+[A-ZÄÖÜ][\w-]+\s+[A-ZÄÖÜ][\w-]+)\s+" r"([A-ZÄÖÜ][a-zäöüß-]*(?:praxis|kanzlei|ordination)\b.*)$")
_COMMA_REST = re.compile(r",\s+([^,]+)$")  # (after the name: "Roth Design, Anna Roth")
_DIRECTED_FORMS = ("gmbh", "ug", "gmbh_co_kg")  # forms led by managing directors (a controller sentence names them, convention 44)


def empty_record() -> dict:
    """The CONTRACT record of a page that is not an imprint."""
    return {
        "name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
        "representatives": [], "email": None, "phone": None,
    }


# A register entry the record has no field for ("ZVR: 1093020071") still confirms the provider.
_BARE_AT_UID = re.compile(r"^(?:UID|USt-?IdNr)(?:-?(?:Nr|Nummer))?\.?\s*:?\s*(\d{8})$", re.IGNORECASE)
_REGISTER_ID = re.compile(r"^ZVR(?:-Zahl)?\s*:?\s*\d{6,}")


# The one responsible for the content, the domain's holder or the privacy contact (conventions 56, 101, 125): no provider.
_EDITOR = re.compile(r"(?:Verantwortlich\w*|V\.?\s?i\.?\s?S\.?\s?d\.?\s?P\.?|Responsible|Domaininhaber\w*|(?:Kontaktdaten\s+)?de[sr]\s+Verantwortlichen|"
                     r"Datenschutzbeauftragte[rn]?)\b[^:\n]{0,80}:?\s*(.*)$", re.IGNORECASE)


def _editor_only(lines: list[Line], name: str) -> bool:
    """True when a person is named as the one responsible for the content ("Verantwortlich für den Inhalt
    nach § 18 Abs. 2 MStV:" / "Anna Roth"): the person a page names, though not as its provider (unless the provider's
    designation carries her name: "Naturheilpraxis Anna Roth")."""
    for line, below in pairwise([*lines, None]):
        found = _EDITOR.match(line.text)
        if found and (editor := person_name(strip_titles(found.group(1) or (below.text if below else "")).split(",")[0].strip())) and editor not in name:
            return True
    return False


def _self_represented(text: str, person: str | None) -> str:
    """``text`` without a "Vertreten durch:" that names the provider person herself (a generator's field a private person
    filled with her own name) or a public office ("vertreten durch den Bürgermeister …", the municipality's): no sign
    that one person runs a business."""
    text = re.sub(r"[Vv]ertreten\s+durch\s+(?:de[nm]|die)\s+(?:Ober)?(?:B(?:ü|ue)rgermeister|Landr(?:a|ä)t|Rektor|Pr(?:ä|ae)sident|Kanzler|Dekan)(?:in)?\b",
                  "", text)  # (a university's: "Sie wird gesetzlich vertreten durch den Rektor", convention 190)
    return re.sub(rf"(?:[Vv]ertreten\s+durch|Represented\s+by)\s*:?\s*(?:(?:Herrn?|Frau|Mr\.?|Ms\.?)\s+)?{re.escape(person)}\b", "",
                  text) if person else text


def _other_represents(rows: list[blocks.Row], name: str) -> bool:
    """A person provider "Vertreten durch:" another person ("Hermann Ott" / "Vertreten durch: Johannes Ott"; 941), or with another
    as its president, chair or board ("Präsident: Jan Ott", 351; "Vorstand: A, B"): a group's name, whose form the page does not state."""
    for k, row in enumerate(rows):
        if found := sole.REPRESENTED.search(text := capitalised_label(row.text)):
            value = text[found.end() :].strip(" :") or (rows[k + 1].text if k + 1 < len(rows) else "")
            value = re.split(r"\s*(?:[,;&]|\bund\b)\s*", re.sub(r"^Vorstand\s*:?\s*", "", value.strip()))[0]  # (a board's first: "Vorstand: A, B")
            return (other := person_name(value)) is not None and other == value.strip() and other not in name
    return any(seg.kind in ("president", "chair_of_board", "board_member") and (p := person_name(re.split(r"\s*(?:[,;&]|\bund\b)\s*", seg.value.strip(" :"))[0])) and p not in name for r in rows for seg in label_segments(r.text))


def extract(page: Page, lines: list[Line], url: str | None = None) -> dict:
    """The CONTRACT record for a page's imprint lines (``empty_record()`` when nothing is sure)."""
    rows = blocks.rows(lines)
    block, company = restated.provider_block(rows)
    blocks.mark_gp(block)
    own = [r for r in block if not r.gp]
    titled = None if company else designations.name_for_bare_form(own, page.title)  # (the title's name, the form printed alone)
    name = company[0] if company else titled[0] if titled else sole.sole_name(own)
    if name and re.search(r"\b(?:e\.\s?[VKU]|i\.\s?G)$", name) and any(f"{name}." in r.text for r in rows):
        name = f"{name}."  # (a sentence's full stop was the form's, "… für den SC e.V."; "SC e.V" alone stays)
    elif name and re.search(r"\b(?:GmbH|AG|KG|OHG|UG)$", name) and any(r.text.strip() == f"{name}." for r in rows):
        name = f"{name}."  # a firm's line printed with a final dot, "… GmbH & Co. KG.": the name as printed (conventions 2, 211)
    name = with_initials(own, blocks.runs_on(own, name, page.title))  # (and its own initials: "…, NGA", 238, 306)
    name = blocks.whole_name(rows, blocks.broken_above(own, name)) if company else name
    limited = next((b.text for a, b in pairwise(rows) if (company or find_form(name or "")) and a.text == name and _LIMITED.fullmatch(b.text)), None)
    name = f"{name} {limited}" if limited and (name.endswith("UG") if limited[0] == "(" else re.search(r"&\s*Co\.?$", name)) else name  # "Ott UG" / "(haftungsbeschränkt)": one firm
    if name and (dept := re.match(r"^(.+?\be\.\s?V\.)\s+(?:Abteilung|Abt\.|Sparte)\s+\S.*$", name)):
        name = dept.group(1)  # "WSG Lobeda e.V. Abteilung Tischtennis": the club; its department is no part of the name (1921)
    if name and (host := re.match(r"^(.+?)\s+c/o\s", name)) and find_form(host.group(1)):
        name = host.group(1)  # "Nordhang GbR c/o Markus Steinl": the host is no part of the firm (249)
    if name and (by := re.match(r"^.{2,60}?\s+(?:by|[–—-]\s+(?:eine\s+)?(?:Marke|Angebot)\s+de[rs]|[–—-]\s+a\s+brand\s+of|\((?:eine\s+)?(?:Marke|Angebot|Handelsname)\s+(?:de[rs]|von))\s+([^()]{3,80}?)\)?$", name)) and find_form(by.group(1)):
        name = by.group(1)  # "lichtfang photography by pixelbäckerei GmbH", "X — eine Marke der Y GmbH", "X (Handelsname der Y GmbH)": the firm runs the brand (320)
    provider_line = next((r.text for r in own if name and r.text.startswith(name)), None)
    if name and name[0] in sole.QUOTES and name[-1] in sole.QUOTES:
        name = name[1:-1].strip() or None  # «Malergeschäft Bruno Keller»
    name, role_owner = _unquoted_unroled(name, company is None)  # ("`Luota AG"; "Jan Ott, founder", "Eva Ott (Gründerin und Inhaberin)")
    sole_owner: str | None = role_owner
    described = coined = two = False
    if company is None and name:
        marked = sole.SOLE_MARK.match(name)
        inner = re.search(rf"\((?:{sole.SOLE_WORD}\s*[,/]\s*)?(?:Inh\.|Inhaber(?:in)?:?)\s*([^()]+)\)$", name)
        inline = re.match(r"^(.{3,60}?)\s+(?:Inh\.|Inhaber(?:in)?:?)\s+(.+)$", name)
        held = re.match(r"^(.{2,60}?)\s*\(([^()]+)\)$", name)  # (a parenthesis after the name)
        if marked and inner and person_name(inner.group(1)):
            # "Roth Fotografie (Inh. Anna Roth)", "(Einzelunternehmen, Inh. Anna Roth)": the designation, its owner in the parenthesis
            sole_owner, name = person_name(inner.group(1)), marked.group("name").strip()
        elif marked:
            name = marked.group("name").strip()  # "Anna Roth (Inhaberin)", "Roth Umzüge (Einzelunternehmen)"
        elif (practice := _DOCTOR_THEN_PRACTICE.match(name)) and person_name(strip_titles(practice[1])) == strip_titles(practice[1]).strip():
            sole_owner, name, coined = strip_titles(practice[1]).strip(), practice[2], True  # "Dr. med. dent. Anna Roth Zahnarztpraxis am Markt" (47)
        elif inline and person_name(inline.group(2)):
            sole_owner, name = person_name(inline.group(2)), inline.group(1).strip(" ,;–—-|·")  # "Blumenhaus Roth Inh. Anna Roth", "X — Inhaber …"
        elif held and (held_person := _lone_person(held.group(1))) and all(occupation(w) or profession_word(w) for w in held.group(2).split()):
            name, described = held_person, True  # "Bernd Kessler (Glasermeister)": the person, her profession a business signal (257)
        elif held and ((held_person := _lone_person(held.group(2))) and not person_name(held.group(1)) or (  # "The R Company (Jan Ott)": a designation, its owner;
                person_name(held[1]) == held[1] and designations.designation_after(held[2], held[1], own) and (held_person := held[1]))):  # or "Jan Ott (Nordlicht Studio)" (115)
            sole_owner, name, coined = held_person, held[2] if held_person == held[1] else held[1], True
        if (owned := re.match(r"^(.{2,60}?)\s+owned\s+by\s+(.{3,60}?)(?:\s*\((?:sole\s+proprietor\w*|Einzelunternehm\w*)\))?$", name)) and (owned_by := _lone_person(owned.group(2))):
            sole_owner, name, coined = owned_by, owned.group(1), True  # "Pixelgarten owned by Jan Ott (sole proprietor)" (328)
        if (trailing := re.match(r"^([^,/]{3,60})(?:,|\s/)\s+([^,/]{3,60})$", name)) and person_name(trailing.group(1)) == trailing.group(1) and activity_only(
                trailing.group(2)):
            name, described = trailing.group(1), True  # "Frederik Ott, Unternehmensberatung" (or " / "): the person, a generic activity (531)
        elif trailing and person_name(trailing[1]) == trailing[1] and designations.designation_after(trailing[2], trailing[1]):
            sole_owner, name, coined = trailing[1], trailing[2], True  # a bold line read whole, "Anna Roth, Blickfang Fotografie" (115)
        dashed = None if (d := re.match(r"^(.+?)\s+[–—/-]\s+(.+)$", name)) and "/" in name[d.end(1) : d.start(2)] and all(person_name(p) == p.strip() for p in d.groups()) else d  # (or a slash: "Jan Ott / Nordlicht Studio"; not between two persons, "Jan Ott / Eva Roth")
        # (or a brand in small letters: "2rauf acoustic – Anna Roth", as "espresso stazione, Jan Ott" below; or any, the person's office following, 842)
        before = bool(dashed and _lone_person(dashed.group(2)) and (designations.designation_before(
            dashed.group(1), dashed.group(2)) or dashed.group(1).islower() or designations.owner_follows(provider_line, name)))
        if (dashed and not before and person_name(dashed.group(1)) in {strip_titles(dashed.group(1)).strip(), strip_profession(strip_titles(dashed.group(1)))}
                and not re.search(r"\d|@", dashed.group(2)) and not sole.CLUB_NAME.search(dashed.group(2))  # ("Disinfo Awareness - Verein zur …": one name)
                and min(len(t) for t in dashed.group(1).split()) > 2):
            name = dashed.group(1).strip()  # "Anna Roth – Fotografie": the person, then the activity (a business signal, as a line below her name)
            described = any(business_noun(w) or profession_word(w) for w in dashed.group(2).split()) or trade_title(dashed.group(2))
            # "Jan Ott – Nordlicht Consulting": her designation (115); or words the title prints as the site's name without her (1881)
            branded = designations.designation_after(dashed.group(2).strip(), name, own) or practicename.title_brand(page, dashed.group(2), name)
            sole_owner, name, coined = (person_name(name), dashed.group(2).strip(), True) if branded else (sole_owner, name, coined)
        elif dashed and before:
            # "TwinTech - Daniel Lehner": the designation, then the person who runs it (convention 60)
            sole_owner, name = person_name(dashed.group(2)), dashed.group(1).strip()
            coined = True  # a trading designation: a business signal (convention 12)
        comma = _COMMA_REST.match(provider_line, len(name)) if (provider_line or "").startswith(name) else None
        if (comma and _lone_person(comma.group(1))
                and (designations.designation_before(name, comma.group(1)) or (name.islower() and person_name(name) is None))):
            # "espresso stazione, Jan Ott": as after a dash, the designation and who runs it (convention 60)
            sole_owner, coined = person_name(comma.group(1)), True
        elif (comma and person_name(name) == name and (rest := comma.group(1).strip()) and (name.split()[-1] in rest.split() and len(rest.split()) >= 2 or designations.designation_after(rest, name))
              and person_name(rest) is None and not activity_only(rest) and not re.search(r"\d|@", rest)):
            # "Jan Ott, Ott Webtechnik": the person, then the designation built on her surname: the designation, she its owner (115)
            sole_owner, name, coined = name, rest, True
        # "Anna Roth & Jan Ott" / "Still & Strong Yoga": the designation, the two run it together (convention 126)
        two = (bool(sole.SEVERAL_PERSONS.match(name)) and strip_profession(name) == name) or persons_over_street(own) or persons_in_sections(own)  # (not "Autor und Texter Jan Ott")
        name = designations.partners_designation(own, name) or name
        designation = designations.designation_below(own, name) or designations.brand_below(page, own, name)
        activity = practicename.generic_activity(name, own)  # (a group practice's line over its doctors is its name, 1384; so is one a firm's label repeats, "Eingetragener Firmenname: Ink-Tattoo", or a "Praxis für …", 1561)
        if designation and person_name(name):
            sole_owner, name = person_name(name), designation
            coined = True  # a trading designation: a business signal (convention 12)
        elif not (two and person_name(name) == name) and (owner := designations.owner_below(own, name)) and person_name(name) != owner:
            # "Wicki Sport" / "Matthias Wicki": two name-like lines, the first built on the surname of the second: the trading designation over its owner
            sole_owner, coined = owner, True
        elif (owner := sole.owner_under(own, name)) and not activity:
            # "Abenteuer Irland" / "Anna Roth, Hauptstr. 1": a designation's own paragraph over its owner's (not a bold activity, convention 132)
            sole_owner, coined = owner, True
        elif activity:
            below = sole.person_after(own, name)
            if below and below == person_name(below):
                name, described = below, True  # "Coaching & Beratung" / "Jan Ott": a description, the person is the provider
    key = company[1] if company else titled[1] if titled else "einzel" if (  # the designation's form word ("Ott Feuerwerk Einzelunternehmen")
        marked_form := sole.SOLE_MARK.match(provider_line or "")) and "einzel" in marked_form.string[marked_form.end("name"):].lower() else None
    if company or (name and find_form(name)):  # (a firm read as a plain line: "de-RSE e.V. - Society …")
        key = form_key(name) or key
    form_row = open_form = False  # a row that states the form ("Rechtsform: …", or "Verein" alone over the club's name)
    for i, row in enumerate(own):  # (a heading "Rechtsform" over its value: "Verein nach Art. 60 ff. ZGB")
        declared = forms.STATED_FORM.match(f"{row.text.rstrip(' :')}: {own[i + 1].text}" if row.header and i + 1 < len(own) else row.text)
        if (declared and (forms.OPEN_FORM.search(declared.group(1)) or FIELD.fullmatch(declared.group(1)))) or forms.FORM_TO_FOLLOW.match(row.text):
            open_form = True  # "Rechtsform: TODO – Einzelunternehmen, GbR oder GmbH?", "[Einzelunternehmen / o. Ä.]": left open (convention 20)
        elif declared and (key is None or key in ("foreign",)):
            key, form_row = key_from_label(declared.group(1)), True
        elif key is None and len(bare := forms.form_row_text(row.text)) < 40 and _BARE_FORM.fullmatch(bare):  # (or "(Gesellschaft bürgerlichen Rechts)")
            key, form_row = key_from_label(bare), True  # (also under a register heading: "Handelsregistereintrag" / "Aktiengesellschaft (AG)")
        elif key is None and len(row.text) < 50 and (kind := _KIND_THEN_FORM.fullmatch(row.text.strip())) and _BARE_FORM.fullmatch(kind[1]):
            key, form_row = key_from_label(kind[1]), True  # "Praxisgemeinschaft (GbR)": the kind of practice, its form (1604)
        elif key is None and company is None and _FORM_AND_OWNER.match(row.text):
            key = "einzel"
    vats = vat_ids_in([r.text for r in own]) or (vat_ids_in([r.text for r in blocks.repeated_block(rows, block, company[0])]) if company else [])
    vat = None if company is None and members_vat_ids(own) else vats[0] if vats else None
    register = provider_register(block, key) or (provider_register(blocks.repeated_block(rows, block, company[0]), key) if company else None)
    unnamed = name is None and key is None  # (a form the rows' labels give an HRB or HRA entry names no firm that prints no name, 952)
    if register is not None and (key is None or (key == "verein" and register.kind == "VR")):
        # (a German club by its name, "Kaninchenzuchtverein", in the club register: e.V., convention 3)
        key = form_from_register(register, own) or key
    contact_rows, shared = reach.operator_rows(own), reach.shared_contact(rows, block)  # (a joint site's shared "Kontakt:", 1135)
    address = reach.operator_address(contact_rows, key in ("ev", "verein") or bool(name and sole.CLUB_NAME.search(name)))
    address = reach.fullest_printing(address, own) or reach.address_beside_provider(page, lines, name)
    zones = {ln.zone for ln in lines}  # the part of the page that holds the imprint: its wording
    country = country_of(own, register, vat, address, key, url, "\n".join(ln.text for ln in page.lines if ln.zone in zones))
    if address is not None and address["country"] is None:
        address["country"] = address_country(address, country)
    if vat is None and country == "AT":
        # An Austrian UID printed without its prefix ("UID-Nr.: 61915869").
        bare = next((m for r in own for m in [_BARE_AT_UID.match(r.text)] if m), None)
        vat = "ATU" + bare.group(1) if bare else None
    if address is not None and len({v[:2] for v in vats}) > 1:
        # A VAT id for each country (a Swiss seat with a German branch): the seat's country's.
        vat = next((v for v in vats if v[:2] == address["country"][:2]), vat)
    owner_from_name = inferred = club_inferred = False
    cue_vat = vat and not re.search(r"(\d)\1{7}", vat)  # (a template's id of one digit, "DE 000 000 000", is no business signal: 264)
    name_owner: str | None = None
    if company is None:
        # Business cues may sit in sections the record does not read ("Berufsbezeichnung"), of the imprint's part of the page
        text = "\n".join([*(r.text for r in own), *(ln.text for ln in page.lines if ln.zone in zones)])
        # a generator's list of the laws it complies with ("§ 63 Gewerbeordnung") is no trade (a private statement stays, also in a VAT line without a number: "Umsatzsteuer-ID: entfällt (Privatvermietung)", 374)
        private = found(NON_COMMERCIAL, text)
        text = cue_text(text)
        # an upper-case heading ("BERUFSBEZEICHNUNG") names the same section as its usual spelling, where it stands
        # ("VERTRETEN DURCH:" / the provider herself) (unless its field was left unfilled: it is gone from ``text``)
        for upper in {*(r.text if r.text.isupper() else upper_label(r.text) for r in own if r.text.isupper() or upper_label(r.text)), *(ln.text for ln in page.lines if ln.zone in zones and ln.heading and ln.text.isupper())}:
            text = text.replace(upper, upper + "\n" + upper.capitalize())
        person = (name if surname_first(name) else person_name(name)) if name else None  # ("Roth, Anna": a person, convention 31)
        if person and (bare := strip_profession(person)) != person and person_name(bare) == bare:
            person = bare  # (a profession the name reader took for a name word, misspelt: "Achitekt Jan Ott", 296)
        elif person and len(person.split()) >= 3 and business_noun(person.split()[-1]) and person_name(" ".join(person.split()[:-1])):
            person = None  # "Franziska Gerst Bogenbau": a trading name built on the person, no person's name (1820)
        if person is None and name and name.isupper() and (titled := person_name(name.title())) and given_name(titled.split()[0]) and (
                titled.lower() in (name.lower(), strip_profession(name.title()).lower())):  # (also before her profession: "ANNA ROTH GOLDSCHMIEDIN", 471)
            person = name = name[: len(titled)] if name.lower().startswith(titled.lower()) else name[-len(titled) :]  # "ANNA ROTH": a person's name in capitals stays so (42)
        if (private or (holiday_let(name) and not cue_vat and not found(sole.BUSINESS, text) and not trade_stated(text))) and person is None and name and (below := sole_owner or sole.person_after(own, name)) and below == person_name(below):
            name, person, coined = below, below, False  # a flat's name over its landlady, let without a business cue: the object's, no trading name (12, 374)
        words = (name or "").split()
        if person and len(words) >= 3 and words[0].isupper() and words[0].isalpha() and len(words[0]) > 3 and given_name(words[1]) and not given_name(words[0].capitalize()):
            person = None  # "NORDWERK Jan Ott": a designation in capitals before the person, one name as printed (convention 490)
        # The provider line is a person, perhaps behind academic or professional titles
        # ("Notar Dr. Anna Roth" -> "Anna Roth"; "Karl MÜLLER" -> "Karl Müller").
        is_person = name is not None and person is not None and person.lower() in (
            strip_titles(name).lower(), strip_profession(strip_titles(name)).lower(),
            strip_titles(strip_profession(strip_titles(name))).lower()) and not designations.person_inside(person) and not designations.capitals_of_designation(name)
        if is_person and name == person and not given_name(name.split()[0]) and not surname_first(name) and (_other_represents(own, name) or (register is not None and register.kind == "VR")):
            is_person = False  # "Quint Felicity" / "Vertreten durch: Jan Ott", or a name in the club register: a group's (57, 672, 742)
        # A profession before the provider's name ("Heilpraktikerin Eva Roth") is a business signal, so is a designation on a trade word
        profession = name is not None and (strip_profession(strip_titles(name), True) != strip_titles(name) or bool(_PROFESSION_TITLE.match(name))
                                           or (is_person and (described or activity_below(own, name) or profession_line(own)
                                                              or designation_over(page, lines[0], name)))
                                           or (not is_person and (any(business_noun(w) for w in name.split()) or designation_over_trade(own, name))))
        if is_person and strip_profession(strip_titles(name)) != strip_titles(name) and any(r.text.strip() == person or (OWNER_LABEL.match(r.text) and person in r.text) for r in own):
            is_person, sole_owner = False, person  # "Dachdeckermeister Jan Ott" over "Jan Ott" or "Inhaber: Jan Ott": the designation as printed (1054)
        name = person if is_person else name
        club = any(sole.CLUB_LABEL.match(r.text) or _REGISTER_ID.match(r.text) for r in own) or bool(
            name and ((sole.CLUB_NAME.search(name) and not is_person) or named_club(page.lines, name))) or (
            # a board by its offices ("Präsidentin: …", "Kassier: …", "Vorstand: …", not "vertreten durch den Vorstand") under a name that is no person's: a body, no form word (57)
            "board" if name and not is_person and not profession and not coined
            and any(seg.kind in ("chair_of_board", "president") or (seg.kind == "board_member" and not sole.REPRESENTED.search(r.text)) for r in own for seg in label_segments(r.text)) else False)
        # "Agenda 21 Garching" / "Vertreten durch: Jan Ott" and nothing of a trade (no trade word,
        # no brand, no business cue): an association, represented by its board (convention 57)
        club = club or bool(name and not is_person and not profession and not coined and found(sole.REPRESENTED, text)
                            and not found(sole.BUSINESS, text) and not any(sole.coined_brand(w) and not _CLUB_WORD.search(w) for w in name.split()) and not represented.named_after_representative(own, name))  # ("CoderClub", 402; "Kellers Tippwerk" / "Vertreten durch: Hans Keller": his business)
        # (or a board heading over its member, "Altherrenvorstand:" / "Jan Ott": a body led by a board, its form not inferred, 1543)
        club = club or ("board" if name and not is_person and not profession and not coined and board_heading(own) else False)
        # a trade designation under a template's person field left unfilled ("[Ihr Vorname und Nachname]"), its rows stating
        # nothing else of a business (no VAT id, owner, trade statement): no natural person is shown to run it (595, 56)
        bare_trade = (not is_person and profession and not coined and not sole_owner and key is None and not cue_vat
                      and any(FIELD.fullmatch(r.text) for r in own) and not any(label_segments(r.text) for r in own)
                      and not found(sole.BUSINESS, text) and not found(sole.REPRESENTED, text) and not trade_stated(text)
                      and sole.person_after(own, name) is None and not practicename.person_in_name(name))
        if club:
            court, club_inferred = any(find_court(r.text) for r in own), key is None
            key = key or (None if club == "board" else "ev" if country == "DE" and court else "verein" if country == "CH" and not (name and public_body(name)) else None)
        elif (name and (found(sole.BUSINESS, text) or (sole.REPRESENTED.search(_self_represented(text, person)) and not (is_person and _other_represents(own, name)))
                        or profession or coined or trade_stated(text) or cue_vat)
              and not found(sole.GROUP_PRACTICE, text) and not public_body(name) and not _CLUB_WORD.search(name)  # (a municipality, a church, a club)
              and not any(name in r.text and forms.PUBLIC_LAW.search(r.text) for r in own)  # ("Die X ist eine Körperschaft des öffentlichen Rechts")
              and not private and not bare_trade  # ("Dies ist eine privat geführte Webseite", convention 256)
              and not (register is not None and register.kind == "HRB")  # a capital company's register
              and not ((two or sole.SEVERAL_PERSONS.match(name)) and not sole_owner  # (a designation over its owner is none,
                       and not any(OWNER_LABEL.match(r.text) for r in own))):  # nor one an "Inhaber" line names)
            inferred = key is None  # the form follows from the cues, no word on the page names it
            key = key or "einzel"
            # (not when an "Inhaber:" line names someone else: "Göttl Hof" / "Inhaber: Familie Göttl")
            # (an owner heading over her own line, "Inhaber / Entwicklung / Betrieb" / "Jan Ott", names her: 155)
            owner_from_name = is_person and key == "einzel" and not sole_owner and not any(
                (OWNER_LABEL.match(r.text) and name not in r.text and not (r.header and k + 1 < len(own) and name in own[k + 1].text))
                or _FIRM_LABEL.match(r.text) for k, r in enumerate(own))
            if not is_person and (owner_name := sole.person_after(own, name) or designations.owner_above(own, name)):
                name_owner = owner_name
        elif is_person and not form_row and not any(forms.STATED_FORM.match(r.text) for r in own):
            key = None
        # "Einzelunternehmen, Jan Ott" / "Entreprise individuelle de Loïc Roth": the form and its owner on one row
        stated_owner = next((person_name(m.group(1)) for r in own for m in [_FORM_AND_OWNER.match(r.text)] if m), None) or next(
            (person_name(m.group("person")) for r in own if (m := sole.SOLE_STATEMENT.match(r.text)) and m.group("name").strip() == name), None)
        if (sole_owner or stated_owner) and key == "einzel":
            name_owner = sole_owner or stated_owner
        if stated_owner and _SOLE_FORM_ONLY.fullmatch(name or ""):
            name = stated_owner  # "Einzelunternehmen, Jan Ott" as the provider's first line: the form names nobody, its owner does
    else:
        club = False
    # an association whose form the page does not name is represented by its board (convention 57)
    reps = chairs.listed_chair(block, representatives(block, rk := key if key or not club else "verein", country) or editor_offices(page.lines, rk, country))
    if sole_owner and sole_owner != name:  # (the designation is nobody: "Anna Roth" / "Roth Momente (Einzelunternehmer)", 2072)
        reps = [r for r in reps if r["name"] != name]
    if company is None and key == "einzel" and (any(_OWNER_AND_DIRECTOR.search(r.text) for r in own) or is_person and any(
            OWNER_LABEL.match(r.text) for r in own) and {r["name"] for r in reps if r["role"] == "managing_director"} == {name}):
        # "Inhaber und Geschäftsführer: Jan Ott" of a trading name, or "Inhaber: Jan Ott" and "Geschäftsführer: Jan Ott": the owner
        # (only those of that line where it names both: "Inhaber / Geschäftsführer: A" beside "Geschäftsführerin: B", convention 52)
        both = [f"{r.text} {own[k + 1].text if k + 1 < len(own) and (r.text.endswith(':') or r.header) else ''}" for k, r in enumerate(own)
                if _OWNER_AND_DIRECTOR.search(r.text)]  # (its value on the next row when it is a label alone)
        reps = [{**r, "role": "owner"} if r["role"] == "managing_director" and (not both or any(r["name"] in t for t in both)) else r
                for r in reps]
    if company is None and key == "einzel" and (owner_named := {r["name"] for r in reps if r["role"] == "owner"} | {sole_owner} - {None}):
        # the owner's own "Geschäftsführerin:" line repeats her: no second role (convention 243)
        reps = [r for r in reps if not (r["role"] == "managing_director" and r["name"] in owner_named)]
    directors = {r["name"] for r in reps if r["role"] == "managing_director"}
    # "Dr. Eva Roth" / "Geschäftsführung: Dr. Eva Roth": the provider herself leads her practice;
    # still a sole trader, the person a managing director only (convention 6).
    self_directed = company is None and key == "einzel" and owner_from_name and directors == {name}
    directed = company is None and key == "einzel" and bool(directors) and not self_directed
    owners = [r for r in reps if r["role"] == "owner"] if company is None and key == "einzel" else []
    if len(owners) > 1:
        # several owners: no one-person sole trader and the form is not named; each labelled Inhaber
        # stays an owner ("Inhaber: Jan und Eva Ott", convention 311; or under an "Inhaber" heading)
        labelled = [r for r in owners if any(r["name"] in x.text or OWNER_LABEL.fullmatch(x.text.rstrip(" :")) for x in own if OWNER_LABEL.match(x.text))]
        if form_row and len(labelled) == 1:
            # the form printed on its own ("Einzelunternehmen" / "Inhaber: Jan Ott"): the one labelled owner is its owner, the
            # provider's designation ("Betreiber: Kino Elbtal") none (convention 294)
            owners, reps = labelled, [r for r in reps if r["role"] != "owner" or r in labelled]
        else:
            key, reps = None, labelled
    if (directed and (is_person or len(directors) > 1 or register is not None)) or (open_form and company is None):
        # a managing director means a company whose form the page does not name; one alone below a designation
        # without a register leads a sole trader's business (convention 91); a form left open is none (20)
        key = None
    if key == "einzel" and inferred and register is not None and register.kind == "HRA" and register.country == "DE":
        key = "ek"  # a trader in the commercial register is a registered merchant, whether or not he prints "e.K."
    if key == "einzel" and inferred and not (is_person or owner_from_name or name_owner or owners or directors) and not practicename.person_in_name(name) and (
            _editor_only([ln for ln in page.lines if ln.zone in zones], name) or not (cue_vat or _RUN_BY_A_PERSON.search(text))):
        # a trade page whose only person is the one responsible for its content, or that names no person at all (no chamber, tax
        # number or form word either): no one is shown to run it, no form (conventions 3, 56, 295, 412; 1017, 179)
        key = None
    legal_form = None if unnamed and register and register.kind in ("HRB", "HRA") else legal_form_code(key, country or "DE")
    if owner_from_name and name and not self_directed and not any(r["role"] == "owner" for r in reps):
        reps.insert(0, {"name": name, "role": "owner"})
    elif name_owner and key == "einzel" and not any(r["role"] == "owner" for r in reps):
        reps.insert(0, {"name": name_owner, "role": "owner"})
    if company is None and key is None and not directed and not club and len(owners) < 2 and (is_person or not any(
            r["role"] in ("president", "chair_of_board") for r in reps)):
        reps = []  # (an organisation's president or chair, named as such, stays: "Authorised representative: X, President", 112)
        # a site's name over the person on a page that shows no business is no trading designation: the person (433, 1305)
        name = (None if open_form or coined or register is not None else practicename.site_named_person(own, name, sole_owner, text)) or name
    if company is not None and key in ("ek", "eu") and not reps and name:
        # "Anna Roth e.K.": the registered merchant the firm is named after is its owner
        # (a person line of its own names the owner before a firm that reads like a name: "Roth Vermessung e.U." / "Anna Roth", 560)
        person = designations.owner_line(own, name) or person_name(
            re.sub(r"\s*,?\s*(?:e\.\s?K(?:fm|fr)?\.|e\.\s?U\.|eingetragene[rs]?\s+\w+)\s*$", "", name))
        if person:
            reps = [{"name": person, "role": "owner"}]
    if key == "gbr" and not reps and name:
        reps = designations.partner_line(own, name)
        if not reps and company is None and is_person:
            reps = [{"name": name, "role": "partner"}]  # the one person of a GbR's provider block (conventions 249, 806)
    if not reps and name and key in _DIRECTED_FORMS:
        reps = controller_directors([ln.text for ln in page.lines], name)  # the privacy part's controller (convention 44)
    reps = one_chair(reps)
    record = {
        "name": name,
        "legal_form": legal_form,
        # a German number without its court ("HRB 9995 PI") is no entry (it still told the country and the form)
        "register": register.as_dict() if register and (register.court or register.country != "DE") else None,
        "vat_id": vat,
        "address": address,
        "representatives": reps,
        "email": reach.operator_email(contact_rows, url, name) or reach.operator_email(shared, url, name),
        "phone": reach.operator_phone(contact_rows, country) or reach.operator_phone(shared, country),
    }
    if record["email"] is None:
        record["email"] = reach.email_elsewhere(page, lines, provider_line, address, contact_rows)
    if record["phone"] is None:
        record["phone"] = reach.footer_phone(page, address, country)
    fill_from_jsonld(record, page, country)
    printed, record = record["name"] or any(FIELD.fullmatch(r.text) for r in own), clear_template_values(record)
    record["legal_form"] = record["legal_form"] or (legal_form if form_row else None)  # (a template's own wording states it, 33)
    if club_inferred and reps and not record["representatives"]:
        record["legal_form"] = None  # a board of sample persons only ("Max Mustermann (Präsidium)") shows no club (832)
    if record["name"] is None and record["register"] is None and record["address"] is None and not (printed and record["email"]):
        return empty_record()  # (a partly filled template's real mailbox stays, convention 10)
    derived = ("name", "legal_form") if inferred else ("name",)  # a name and what follows from it alone (a trade word's form) confirm nothing
    if not any(value for key, value in record.items() if key not in derived) and not any(_REGISTER_ID.match(r.text) for r in own) and not (
            sole.provider_stated(own, record["name"]) or town_under([r.text for r in own], record["name"]) or name_confirmed(page, own, record["name"])):
        return empty_record()  # a bare name is no imprint: nothing confirms it is the provider
    return record


def role_of(text: str) -> str | None:
    """Role kind named by a short text (exposed for tests and callers)."""
    return role_kind(text)
