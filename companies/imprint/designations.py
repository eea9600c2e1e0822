"""Trading designations around a sole trader's name line.

Contract: :func:`designation_below` reads the line below the provider person (a designation on
her surname, a coined or brand-shaped word, a plain designation below a person with a common
given name, a trade word with a place), :func:`partners_designation` the one below two partners,
:func:`designation_before` (with :func:`designation_word`) the one before a person on the same line,
:func:`person_inside` a designation that ends with its person, read as one name.
:mod:`.sole` picks the name line these start from; a designation's own paragraph above the person is
:func:`.sole.owner_under`.
"""

from __future__ import annotations

import re

from .activity import activity_only
from .address import find_address, is_street_line
from .blocks import Row
from .contact import deobfuscate
from .given_names import given_name
from .labelvalue import NAME_LABEL, label_value
from .legal_forms import find_form
from .namelines import FORM_WORDING
from .neighbours import OWNER_LABEL
from .persons import label_segments, person_name, role_kind, strip_profession, strip_titles
from .sections import classify_head
from .sole import (
    CAMEL_BRAND,
    CLUB_NAME,
    QUOTES,
    SEVERAL_PERSONS,
    SOLE_MARK,
    SOLE_STATEMENT,
    coined_brand,
    person_after,
)
from .text import Page
from .titled import lone_person
from .topics import GENERIC_LINE
from .trades import business_noun, profession_word, public_body, trade_title
from .words import IMPRINT_WORD

# A line whose spelling makes it a brand: an acronym ("MLZ", "K&M"), two capitalised words joined
# by a dot ("Titze.Consulting") or a distinctive acronym joined to a word ("RAI-Experte"; a trade's
# own acronym, "IT-Beratung", "Kfz-Meister", describes the activity).
_ACRONYM = re.compile(r"[A-ZÄÖÜ]{1,5}[&+][A-ZÄÖÜ]{1,4}|[A-ZÄÖÜ]{2,5}")
_DOTTED_BRAND = re.compile(r"[A-ZÄÖÜ][\wäöüß]+\.[A-ZÄÖÜ][\wäöüß]+")
_ACRONYM_WORD = re.compile(r"(?P<acronym>[A-ZÄÖÜ]{2,5})-[A-ZÄÖÜ][a-zäöüß]{3,}")
_TRADE_ACRONYMS = frozenset({"IT", "EDV", "KFZ", "PR", "SEO", "PC", "TV", "HR", "UX", "UI", "AI", "KI", "CAD",
                             "GIS", "PV", "SAP", "DJ", "BWL", "VWL", "EU", "USA", "UG", "GMBH"})


def _brand_shaped(text: str) -> bool:
    """A line spelt as a brand, not as words of the language (see ``_ACRONYM``); a person's
    initials are one ("Milos Lukas Ziolkowski" / "MLZ")."""
    if _ACRONYM.fullmatch(text):
        return text.upper() not in _TRADE_ACRONYMS
    acronym = _ACRONYM_WORD.fullmatch(text)
    return bool(_DOTTED_BRAND.fullmatch(text) or (acronym and acronym.group("acronym") not in _TRADE_ACRONYMS))


# An inflected adjective written in lower case inside a trading designation ("mobile", "kreative").
_ADJECTIVE = re.compile(r"(?!(?:eine|einer|einen|meine|deine|seine|ihre|unsere|diese|jede|alle|mehr|oder|aber|sowie|gerne|"
                        r"ohne|ganze)\b)[a-zäöüß]{3,}(?:e|er|es|en)")


def designation_below(rows: list[Row], name: str) -> str | None:
    """A trading designation right below the provider's name: marked as a sole trader's
    ("Anna Roth" / "Roth Umzüge (Einzelunternehmer)" -> "Roth Umzüge"), built on the person's
    surname ("Anna Roth" / "Roth Fotografie"), a coined brand word ("LichtWerk"), or stated as the
    person's sole proprietorship in the rows ("Envy Web ist ein Einzelunternehmen von Anna Roth"), or
    any other plain line between her and the street that is no person and no description of the activity
    ("Zauberwald"); a description of the activity is none ("Diplom-Informatikerin", "Beratung und Coaching")."""
    for i, row in enumerate(rows[:-1]):
        # (the provider's row, also with a form word or activity after a dash: "Jan Ott — Einzelunternehmen", or with her degree: "Jan Ott,
        # M.A."; or her provider label's, "Betreiber: Jan Ott")
        if row.text == name or strip_titles(row.text) == name or (row.text.startswith(name) and _DASH_AFTER.match(row.text, len(name))) or (
                (label := NAME_LABEL.match(row.text)) and label_value(label[1]) == name and ":" not in rows[i + 1].text
                and not re.match(r"Firm", row.text)):  # (a firm's label names the firm: "Firmenname: Belinda Roth", 45)
            # (also past her one-word profession's line: "Jan Ott" / "Heilpraktiker" / "Naturheilpraxis Jan Ott")
            # (not when the street follows that line: "Reto Gamper" / "Velo-Arzt" / street, a designation by its domain, 186)
            past_trade = profession_word(rows[i + 1].text.strip()) and i + 2 < len(rows) and not is_street_line(rows[i + 2].text)
            j = i + 2 if (FORM_WORDING.fullmatch(rows[i + 1].text) or past_trade) and i + 2 < len(rows) else i + 1  # (past the form's own line:
            below = rows[j].text  # "Jan Ott" / "Einzelunternehmen" / "Ott Obstbau")
            if OWNER_LABEL.match(below):
                return None  # the owner's line below the provider's, "Antiquariat Wolters" / "Inh. Katrin Wolters": no designation
            match = SOLE_MARK.match(below)
            person = person_name(name)
            if match and person_name(marked := match.group("name").strip()) == marked and re.search(r"\(Inh", below):
                return None  # "Holzwerk Nord" / "Jana Roth (Inhaberin)": the owner below the designation, no designation
            if match:
                # (not the person again with a generic activity: "Jan Ott, Unternehmensberatung (Einzelunternehmen)", 531)
                again = re.match(r"^([^,]+),\s+(.+)$", match.group("name").strip())
                return None if again and person_name(again.group(1)) == person and activity_only(again.group(2)) else match.group("name").strip()
            # a plain line between the person and the street ("LinkedIn" or "GitHub" links under a
            # private person's name are no designation)
            above_street = not rows[j].link and j + 1 < len(rows) and (
                is_street_line(rows[j + 1].text) or find_address([rows[j + 1].text]) is not None)  # (or "Hauptstr. 1, 83278 Ort")
            # one word built on the person's first name or surname ("Petra Béres" / "Petrafit"):
            # a coined designation
            built = (person and len(below.split()) == 1 and re.fullmatch(r"[A-ZÄÖÜ][\wäöüß]+", below)
                     and any(len(part) > 2 and below.lower().startswith(part.lower()) and len(below) > len(part) + 1
                             for part in person.split()))
            # a name in quotation marks ("„Lichtblick“"): marked as a name by its spelling
            quoted = len(below) > 3 and below[0] in QUOTES and below[-1] in QUOTES and len(below.split()) <= 6
            domain = bool(re.fullmatch(r"[A-ZÄÖÜa-zäöü][\w-]{2,40}\.(?:de|at|ch|com|net|org|eu|info|online|shop)", below))  # ("Rheumafrei.de", 73)
            shaped = coined_brand(below) or built or _brand_shaped(below) or quoted or domain or _plain_designation(below, person) or (_domain_twin(below, rows) and (not person or person not in below))
            if person and ((above_street and shaped) or any(
                    (m := SOLE_STATEMENT.match(r.text)) and m.group("name").strip() == below
                    and person_name(m.group("person")) == person for r in rows)):
                return below[1:-1].strip() if quoted else below  # (without its quotation marks, convention 269)
            surname = person.split()[-1] if person else None
            words = [w for w in below.split() if w not in ("–", "—", "-")]
            own_words = set(person.split()) if person else set()
            # the surname as a word, or as the head of a coined compound ("FurtnerLive Pro")
            # (also in capitals, beside a product's digit-letter word: "BLEY 3D & Kunststofftechnik" below "Norman Bley")
            on_surname = surname and len(surname) > 2 and (surname.casefold() in re.split(r"[\s-]+", below.casefold()) or any(
                w.startswith(surname) and len(w) > len(surname) and w[len(surname)].isupper() for w in words))
            if (on_surname and len(words) <= 5 and (len(words) >= 2 or coined_brand(words[0]))
                    and not re.search(r"[\d@:/,]", _DIGIT_LETTER.sub("", below)) and person_name(below) is None and not find_address([below])
                    and all(w[0].isupper() or w[0] in "&+" or w in ("und", "für", "am", "an", "im") or w in own_words or _DIGIT_LETTER.fullmatch(w)
                            for w in words)):
                return below  # "Roth Fotografie", "Hausverwaltung de West – Immowest" below "Daniel de West"
            # a trade word with a place or brand between the person and the street ("Yoga Rankweil"),
            # not a description of the activity only ("Coaching und Beratung")
            if (person and above_street
                    and 2 <= len(words) <= 5 and not re.search(r"[\d@:/,()+–—]|\s-\s", below)
                    and (words[0][0].isupper() or CAMEL_BRAND.match(words[0])) and any(business_noun(w) for w in words)
                    # (an adjective inside: "Norberts mobile Fußpflege")
                    and all(w[0].isupper() or CAMEL_BRAND.match(w) or _ADJECTIVE.fullmatch(w) for w in words)
                    and not all(business_noun(w) or _activity_word(w) or w.lower() in ("und", "&", "für") for w in words)
                    and not trade_title(below)  # (an English professional title: "Life Coach", "Freelance Software Engineer")
                    and person_name(below) is None and not GENERIC_LINE.fullmatch(below) and not _ADDRESS_PART.search(below)):
                return below
            # any other plain line of capitalised words there that is no person and no description of the
            # activity ("Atelier Lumière", "Richards Atelier — Einrichtungsberatung": before the dash, convention 66)
            head = re.split(r"\s+[–—-]\s+", below)[0]
            first, comma, rest = head.partition(", ")
            rest_words = [w for w in re.split(r"[\s/&+]+", rest) if w]
            if comma and rest_words and not given_name(rest_words[0]) and (
                    all(_activity_word(w) for w in rest_words) or ("/" in rest and all(w[0].isupper() for w in rest_words))):
                head = first  # (or before a comma: "Neckarstudios, Filmmusik / Filmton")
            head_words = head.split()
            own_parts = [part.lower() for part in (person or "").replace("-", " ").split() if len(part) > 2]
            if (person and above_street and 1 <= len(head_words) <= 5 and not re.search(r"[\d@:/,().]", head)
                    # (two words or more below a person with a common given name: "Jelto Ott" / "Envy Web" may be two
                    # persons; one word only before its activities: alone it is as often a part of the address)
                    and ((len(head_words) > 1 and given_name(person.split()[0])) or (len(head_words) == 1 and head != below))
                    and not _ADDRESS_PART.search(head)
                    # (one word is none built on the person's own name: "Petra Béres" / "Petras", "Jan Ott" / "Ott-Meier")
                    and not (len(head_words) == 1 and any(head.lower().startswith(part) or part in head.lower().split("-")
                                                          for part in own_parts))
                    and not any(profession_word(w) or profession_word(w.split("-")[-1].capitalize()) for w in head_words)
                    and not trade_title(head)
                    and all(w[0].isupper() or w in ("&", "+", "und", "für", "am", "im", "an", "die", "der", "das", "zum", "zur") for w in head_words)
                    and person_name(head) is None and not GENERIC_LINE.fullmatch(head) and classify_head(head) is None
                    and not _BUILDING_NAME.match(head) and not label_segments(head)
                    and not all(_activity_word(w) for w in head_words)):
                # (the owner's own name after the dash, "TANZRAUM SQ – SOLVEIG QUASTBERG" below "Solveig Quastberg", is neither an activity
                # nor a slogan: the line whole, as printed, convention 251)
                return below if person and below[len(head):].strip(" –—-").casefold() == person.casefold() else head
            return None
    return None


_DASH_AFTER = re.compile(r"\s+[–—-]\s")
_DIGIT_LETTER = re.compile(r"\b\d[A-Z]\b")  # a product's word of a digit and a capital ("3D", "4K"), no number
# A part of an address between a person and the street: a floor, a back building, an estate or a district.
_ADDRESS_PART = re.compile(r"(?:Hinter|Vorder|Garten|Quer|Neben)haus|(?:Dach|Erd|Ober|Unter|Sockel)geschoss|Souterrain|Eingang|"
                           r"Geb(?:ä|ae)ude\b|Wohnung|Ap(?:p)?artement|Apartment|Postfach|Privat\b|\bVerwaltung|Ortsteil|\bOT\b|Stadtteil|"  # ("Gebäudeservice", "Hausverwaltung": trades)
                           r"(?:Gewerbe|Industrie|Technologie|Wissenschafts|Business|Gr(?:ü|ue)nder)(?:gebiet|park|zentrum|hof)|\bGut\b|Bauernhof",
                           re.IGNORECASE)
# A building's name between a person and the street ("Haus am See", "Villa Rosa"): part of the address.
_BUILDING_NAME = re.compile(r"(?:Haus|Villa|Geb(?:ä|ae)ude|Schloss|Residenz|Zentrum|Center|Campus|Hof|Turm|Burg|Halle|Block)\b")


def _activity_word(word: str) -> bool:
    """A word of a description of the activity: a trade or profession, also as a compound's last part
    ("Diplom-Informatiker") or cut before its shared end ("Maler-"), an adjective ("Gesundheitspsychologische")
    or a joining word."""
    last = word.rstrip("-").split("-")[-1]
    return (word in ("&", "+", "und", "für") or word.endswith("-") or business_noun(word) or profession_word(word)
            or business_noun(last.capitalize()) or profession_word(last.capitalize())
            or bool(re.fullmatch(r"[A-ZÄÖÜ][a-zäöüß]+(?:isch|lich|ig|iv|al|ell)(?:e|er|es|en)?|Deutsch", word)))


def _plain_designation(text: str, person: str | None) -> bool:
    """Two to four capitalised words below a person whose first word is a common given name, the
    line's first word none ("Anna Roth" / "Abenteuer Irland"): a designation, not a second person
    (nor a description of the activity: "Freie Journalistin")."""
    words = text.split()
    return bool(person and given_name(person.split()[0]) and 2 <= len(words) <= 4
                and not given_name(words[0]) and not _BUILDING_NAME.match(text) and not re.search(r"[\d@:/,()]", text)
                and all(w[0].isupper() or w in ("&", "und", "für", "am", "im", "an") for w in words)
                and not any(_activity_word(w) for w in words if w not in ("&", "und", "für")) and not _ADDRESS_PART.search(text) and not trade_title(text)
                and not GENERIC_LINE.fullmatch(text) and classify_head(text) is None and not label_segments(text))


def _domain_twin(text: str, rows: list[Row]) -> bool:
    """A short line spelled as the block's own mail or web domain ("Velo-Doktor" beside reto@velo-doktor.ch): the site's
    name for the business, a designation (convention 186)."""
    key = re.sub(r"[^a-z0-9äöü]", "", text.lower())
    return 4 <= len(key) and len(text.split()) <= 3 and any(
        re.sub(r"-", "", m[1].lower()) == key for r in rows for m in re.finditer(r"(?:@|www\.)([\w-]+)\.[a-z]{2,7}\b", deobfuscate(r.text)))  # (also "reto(at)velo-doktor.ch"; a seven-letter top-level domain, ".website")


def _line_below(rows: list[Row], name: str) -> str:
    """The text of the row right below the provider's name row ("" when there is none)."""
    return next((rows[i + 1].text for i, r in enumerate(rows[:-1]) if r.text == name), "")


def partners_designation(rows: list[Row], name: str) -> str | None:
    """The trading designation right below two persons named as the provider ("Anna Roth & Jan
    Ott" / "Still & Strong Yoga"): the two trade under it (no form, no owner), if any."""
    if not SEVERAL_PERSONS.match(name):
        return None
    below = _line_below(rows, name)
    return below if (1 <= len(below.split()) <= 5 and not re.search(r"[\d@:/,]", below)
                     and any(business_noun(w) for w in below.split()) and person_name(below) is None) else None


def designation_before(text: str, person: str) -> bool:
    """A trading designation printed before the person who runs it ("TwinTech – Daniel Lehner",
    "Abenteuer Irland, Anna Roth"): a designation word, or a plain designation when the person has a
    common given name and the text none (no person's name itself)."""
    if person_name(text) is None:
        return designation_word(text, person)
    return _plain_designation(text.strip(), person_name(person))


def designation_after(text: str, person: str, rows: list[Row] | None = None) -> bool:
    """A trading designation printed after the person who runs it ("Frank Olsen – Nordlicht Consulting", "Lena Roth, Bergblick
    Design"): a trade word beside a word of the firm's own (a coined or place word, the surname) or a brand's spelling, no
    description of the activity ("Webdesign & Entwicklung", "Freie Journalistin", "Statistik Beratung"), conventions 115 and 147."""
    words = [w for w in text.split() if w not in ("&", "+", "und", "für", "am", "im", "an")]
    if (not 1 <= len(words) <= 4 or re.search(r"[\d@:/|(),.]", text) or person_name(text) is not None or GENERIC_LINE.fullmatch(text)
            or IMPRINT_WORD.search(text) or _PAGE_WORD.search(text) or activity_only(text) or role_kind(text)  # (an office, "CEO": no firm)
            or not all(w[0].isupper() or CAMEL_BRAND.match(w) for w in words) or any(profession_word(w) for w in words)):
        return False
    # (a word of the firm's own: no activity word, no adjective before one, "Kreative Fotografie", no given name but the surname;
    # nor an abstract noun of an activity, "Entwicklung", "Statistik", "Meditation"), and in a list of two ("Text und Lektorat") a
    # brand or the surname
    surname = person.split()[-1]
    # (an adjective's ending only before another word: "Mobile Fußpflege"; last, "Café Lindenblüte", it is the firm's own noun)
    own = [w for k, w in enumerate(words) if w == surname or not (_activity_word(w) or _ABSTRACT.search(w) or (_MODIFIER.fullmatch(w) and k < len(words) - 1)
                                                                   or given_name(w) or len(w) < 3)]
    joined = any(w in ("&", "+", "und", "für") for w in text.split())  # (a list of activities, "Text und Lektorat"; a place word joins none)
    return bool(own) and ((any(business_noun(w) for w in words) and not joined) or any(coined_brand(w) for w in own) or _brand_shaped(text)
                          or (len(surname) > 2 and surname in words and len(words) >= 2) or (rows is not None and _domain_twin(text, rows)))  # (or the block's own domain, "Kamilunavo")


# The endings of abstract nouns that name an activity ("Entwicklung", "Meditation", "Statistik", "Therapie"), no firm's own word.
_ABSTRACT = re.compile(r"(?:ung|ion|ik|ie|t(?:ä|ae)t|ur|(?<=\w{3})ing|ment|ance|ence|ismus)$")
# An adjective or a field before a trade word ("Mobile Fußpflege", "Business Coaching", "Web Design"): a description of the activity.
_MODIFIER = re.compile(r"[A-ZÄÖÜ][a-zäöüß]+(?:e|er|es|en)|Business|Life|Sound|Web|Data|Social|Health|Brand|Content|Motion|Interior|Graphic|Event|"
                       r"Mental|Personal|Team|Career|Online|Digital|Mobile?|Print|Video|Foto|Photo|Film|Text|Audio|Food|Fitness|Garden|Home|Dog|Pet|Hair|Nail|Beauty|Skin|Body|Wellness")


def owner_follows(line: str | None, name: str) -> bool:
    """The provider line goes on after ``name`` with the owner's office ("La Dolce Vita — Eva Roth, Inhaberin"): the person
    before it is the owner, the words before her the designation she runs (convention 842)."""
    return bool(line and line.startswith(name) and _OWNER_AFTER.match(line, len(name)))


_OWNER_AFTER = re.compile(r"\s*,\s*(?:Inhaber(?:in)?|Owner|Propriétaire)\b")


def designation_word(text: str, person: str) -> bool:
    """A trading designation before a person on one line: 1-4 capitalised words without digits
    that hold a coined brand ("TwinTech"), a trade word ("Fotografie Roth") or the person's
    surname; a page or menu word ("Portfolio", "Blog", "Impressum") is none."""
    words = text.split()
    surname = person.split()[-1]
    # (a place's preposition inside, "Praxis am Stadtpark", "Café zur Linde": a designation's, never its first or last word)
    return (1 <= len(words) <= 4 and not re.search(r"[\d@:/|]", text) and all(w[0].isupper() or w in ("&", "+") or (
                0 < k < len(words) - 1 and w in _PLACE_WORDS) for k, w in enumerate(words))
            and (any(coined_brand(w) or business_noun(w) or (len(surname) > 2 and surname in w) for w in words)
                 or (given_name(person.split()[0]) and len(words) <= 2 and not _PAGE_WORD.search(text)))  # ("Pixelfuchs – Lorenz Haidinger", 60)
            and not GENERIC_LINE.fullmatch(text) and not IMPRINT_WORD.search(text))


_PLACE_WORDS = frozenset({"am", "im", "an", "auf", "zum", "zur", "vom", "bei", "in", "der"})
_TITLE_PARTS = re.compile(r"\s+[|–—-]\s+|\s*:\s+")


def name_for_bare_form(rows: list[Row], title: str) -> tuple[str, str] | None:
    """The page title's name for a provider block whose name line prints only the legal form ("e. V.": a generator's name
    field left empty but for the form, convention 1544): the title, when it is one short name and no page word, and the form's key."""
    # (the name line after the block's headings: "Impressum" / "Angaben gemäß § 5 TMG:" / "e. V.")
    first = next((r for r in rows[:5] if not (r.header or IMPRINT_WORD.search(r.text))), None)
    form = find_form(first.text) if first else None
    if form is None or form.start > 0 or first.text[form.end:].strip(" .,"):
        return None
    parts = [p.strip() for p in _TITLE_PARTS.split(title or "") if p.strip() and not IMPRINT_WORD.search(p)]
    return (parts[0], form.key) if len(parts) == 1 and 2 <= len(parts[0].split()) <= 6 and not GENERIC_LINE.fullmatch(parts[0]) else None


# A site's or page's word before its owner's name ("Portfolio - Jan Ott", "Website von"): no designation.
_PAGE_WORD = re.compile(r"\b(?:Portfolio|Projekte?|Projects?|Profil|Profile|Lebenslauf|CV|Resume|Web-?site|Webseite|Homepage|Seite|Page|"
                        r"Privat|Private|Pers(?:ö|oe)nlich|Personal|Fotos|Photos|Bilder|Musik|Music|Texte|Notizen|Notes|Wiki|Dokumentation|Docs)\b",
                        re.IGNORECASE)


def person_inside(name: str) -> bool:
    """A designation with its person at the end, read as one long name ("Lasertag Verden Debora Dobias"): four words or
    more, the first no given name, a later one (not the last) a given name. No person's name alone (convention 45)."""
    words = name.split()
    return len(words) >= 4 and not given_name(words[0]) and any(given_name(w) for w in words[2:-1])


def brand_below(page: Page, rows: list[Row], name: str) -> str | None:
    """The line right below the provider person that is the site's own name, as its page title or its header prints it
    ("Martina Roth" / "regulative BeHANDlung", the title "Impressum – Regulative BeHANDlung"): her trading designation
    (conventions 17 and 49), however it is spelt."""
    if not person_name(name):
        return None
    below = _line_below(rows, name).strip()
    # (a profession alone is his profession, even when the header prints it too: "Jan Ott" / "Steuerberater", convention 2)
    # (nor a description in trade words that the header prints as the brand's tagline: "Naturheilpraxis für Faszientherapie", 297, 385)
    if not below or re.search(r"[\d@:/,]", below) or person_name(below) or not 1 <= len(below.split()) <= 5 or trade_title(below) or (activity_only(below) and len(below.split()) > 1):
        return None
    brands = {p.strip().lower() for p in re.split(r"\s+[|–—-]\s+|\s*[|:]\s*", page.title or "")}
    brands |= {ln.text.strip().lower() for ln in page.lines if ln.zone == "header"}
    return below if below.lower() in brands else None


# A brand spelt in capitals and small letters ("CXUnity", "KXWerk").
_CAPS_BRAND = re.compile(r"[A-ZÄÖÜ]{2,}[a-zäöüß]+(?:[A-ZÄÖÜ][a-zäöüß]*)*")


# A group of people by its word ("Freundeskreis Sternwarte", "Chor Lindau"): no one's trading name.
_GROUP = re.compile(r"\b(?:Freundes|F(?:ö|oe)rder|Arbeits|Lese|Gespr(?:ä|ae)chs)?[Kk]reis\b|\b(?:Initiative|B(?:ü|ue)ndnis|Netzwerk|Gemeinschaft|"
                    r"Gruppe|Chor|Orchester|Ensemble|Band|Team|Projekt|Stammtisch)\b|[a-zäöü](?:kreis|gruppe|initiative|gemeinschaft)\b")


def _house_over_town(line: str, town: str) -> bool:
    """A street line that is a farm's or house's name without a number ("Birkenhof") over the town line (166, 267)."""
    return bool(re.fullmatch(r"[A-ZÄÖÜ][\wäöüß-]{3,30}", line)) and bool(re.match(r"(?:[A-Z]{1,2}-)?\d{4,5}\s+[A-ZÄÖÜ]", town))


def owner_below(own: list[Row], name: str) -> str | None:
    """The person printed below a designation built on his surname ("Wicki Sport" / "Matthias
    Wicki") or spelt as a brand in capitals and small letters ("CXUnity" / "David Roth", convention 91):
    the trading name's owner, or ``None``."""
    if person_name(name) == name and given_name(name.split()[0]):
        return None  # "Daniel Roth, MSc" / "Karoline Roth, MA": two persons of one family, no designation over its owner
    below = person_after(own, name) or _professional_below(own, name)
    surname = below.split()[-1] if below else ""
    # (or any designation over a person with a common given name and the street: "Hufgesund Thurgau" / "Carla Wehrli" /
    # street, 267, 862; no club's, no description's)
    k = next((i for i, r in enumerate(own[:-1]) if below and (r.text == below or lone_person(r.text) == below)), None)  # ("Dr. Eva Roth")
    over_street = k is not None and (is_street_line(own[k + 1].text) or find_address([own[k + 1].text]) is not None
                                     or (k + 2 < len(own) and _house_over_town(own[k + 1].text, own[k + 2].text)))
    plain = over_street and not (CLUB_NAME.search(name) or _GROUP.search(name) or public_body(name) or activity_only(name)) and len(name.split()) <= 4
    return below if len(surname) > 2 and (surname in re.split(r"[\s-]+", name) or (
        (_CAPS_BRAND.fullmatch(name) or plain) and given_name(below.split()[0]))) else None



def owner_above(own: list[Row], name: str) -> str | None:
    """The person printed alone on the line right above a trading designation that opens the provider's paragraph
    (after a heading, a label or a statement line, or first): "Medieninhaber:" / "Mag. Eva Roth" / "Studio Blau" / street,
    a layout of Austrian imprints: the designation's owner, or ``None``."""
    k = next((i for i, r in enumerate(own) if r.text == name), None)
    if not k or own[k - 1].link or (k > 1 and not (own[k - 2].header or own[k - 2].text.rstrip().endswith((":", ".")))):
        return None
    text = strip_titles(own[k - 1].text).strip(" ,")
    person = person_name(text)
    return person if person and person == text and given_name(person.split()[0]) else None


def _professional_below(own: list[Row], name: str) -> str | None:
    """The person after a profession on the line below the designation ("Sachverständigenbüro Jan Ott" / "Sachverständiger
    für Bauschäden – Jan Ott")."""
    for row, below in zip(own, own[1:], strict=False):
        dashed = re.match(r"^(.+?)\s+[–—-]\s+(.+)$", below.text) if row.text == name else None
        person = person_name(dashed.group(2)) if dashed else None
        if person and person == dashed.group(2).strip() and any(profession_word(w) for w in dashed.group(1).split()):
            return person
    return None


# The label of a list's person row ("Name: Petra Aigner"); not "Firmenname:" or "Name der Firma:".
_NAME_LABEL = re.compile(r"^(?:Name|Vor-\s+und\s+Nachname|Full\s+name)\s*:\s*", re.IGNORECASE)


def owner_line(own: list[Row], name: str) -> str | None:
    """The one person a registered one-owner firm's block prints without a label, on a line of its own or after the firm
    ("Lindgrün e.U." / "Mag. Petra Aigner", "Lindgrün e.U., Petra Aigner"): by law its owner (convention 110)."""
    texts = [r.text[len(name):].strip(" ,;–—-|") if r.text.startswith(name) else r.text for r in own if not (r.link or r.header)]
    texts = [_NAME_LABEL.sub("", t) for t in texts]  # ("Company: Lindgrün e.U." / "Name: Petra Aigner", convention 137)
    persons = {p for t in texts if t and ":" not in t and (p := person_name(t)) and p.lower() == strip_titles(t).strip(" .").lower()}
    return persons.pop() if len(persons) == 1 else None


def partner_line(rows: list[Row], firm: str) -> list[dict]:
    """A GbR's partners printed without a label on a line of the firm's block before its street
    ("X & Y GbR" / "Anna Roth & Jan Ott" / street), or one to a line ("Studio Blau GbR" / "Anna Roth" / "Jan Ott"):
    each a ``partner`` (convention 53); or the firm itself is their names ("Anna Roth und Jan Ott (GbR)", 209); or a
    sentence says whom it consists of ("… ist eine GbR bestehend aus Rechtsanwältin Anna Roth und Rechtsanwalt Jan Ott", 108)."""
    own = _persons(re.sub(r"\s*\(?\b(?:GbR|Gesellschaft\s+b(?:ü|ue)rgerlichen\s+Rechts)\)?\s*$", "", firm))
    # (the sentence may run over a source line break: "… bestehend aus" / "Rechtsanwältin Anna Roth und …")
    stated = next((found for k, r in enumerate(rows) if (m := _CONSISTS_OF.search(" ".join(x.text for x in rows[k : k + 2])))
                   and (found := _persons(m.group(1)))), [])
    if len(own) >= 2 or stated:
        return [{"name": n, "role": "partner"} for n in (own if len(own) >= 2 else stated)]
    start = next((k for k, r in enumerate(rows) if r.text.startswith(firm)), None)
    if start is None:
        return []
    alone: list[str] = []
    for row in rows[start + 1 : start + 5]:
        if is_street_line(row.text) or find_address([row.text]):
            break
        parts = re.split(r"\s*(?:&|\bund\b|,|\s[–—-]\s)\s*", row.text)  # ("Anna Roth - Jan Ott" too)
        names = [person_name(p) for p in parts]
        if len(parts) >= 2 and all(n and n == p.strip() for n, p in zip(names, parts, strict=True)):
            return [{"name": n, "role": "partner"} for n in names]
        if names[0] and len(parts) == 1 and names[0] == strip_titles(row.text).strip():
            alone.append(names[0])
        elif alone:
            break
    return [{"name": n, "role": "partner"} for n in alone] if len(alone) >= 2 else []


_CONSISTS_OF = re.compile(r"\b(?:bestehend\s+aus|besteht\s+aus|Gesellschafter(?:innen)?\s+sind)\s+(?:den\s+|dem\s+)?([^.:;]{5,160}?)(?:\.\s|\.?$)")


def _persons(text: str) -> list[str]:
    """The persons a list names and nothing else ("Anna Roth und Jan Ott", "Rechtsanwältin Anna Roth, Rechtsanwalt Jan Ott"),
    each without title or profession, or ``[]``."""
    parts = [p for p in re.split(r"\s*(?:,|&|\bund\b|\bsowie\b)\s*", text.strip()) if p]
    last = parts[-1].split() if parts else []
    if len(parts) >= 2 and len(last) == 2 and all(given_name(p) for p in parts[:-1]):
        # given names before one shared surname ("Peter und Dennis Roth"): each written out (convention 380)
        parts = [f"{p} {last[1]}" for p in parts[:-1]] + parts[-1:]
    names = [person_name(strip_profession(p)) for p in parts]
    return [n for n in names if n] if len(parts) >= 2 and all(names) else []


def capitals_of_designation(name: str) -> bool:
    """A line with a word in capitals that is no person's surname in capitals ("Karl MÜLLER"): no common given name beside it
    ("Taverne ELIA", "ARGE Roth Ott Lind"), or the capitals open three words or more before one ("ROTHSOFT Jan Ott"): a designation,
    kept as printed (conventions 2, 42, 490)."""
    words = strip_titles(name).split()  # (a degree in capitals is none: "Eva Roth MBA")
    caps = [k for k, w in enumerate(words) if len(w) > 2 and w.isupper() and w.isalpha()]
    if not caps or len(caps) == len(words):
        return False
    return not any(given_name(w) for w in words if not w.isupper()) or (caps == [0] and len(words) >= 3 and given_name(words[1]))
