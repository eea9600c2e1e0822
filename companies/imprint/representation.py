"""Representatives of the operator: role labels resolved to CONTRACT role codes.

Contract: :func:`representatives` reads the provider block's rows and returns
``[{"name", "role"}]``, each person once (the most specific role wins). Roles depend on the
legal form: "vertreten durch" means managing directors for a GmbH, board members for an AG or
e.V., partners for a GbR/OHG/OG, the owner for a sole trader; shareholders of a GmbH, limited
partners, deputies of the supervisory board chair and people of other companies are left out.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Protocol

from .contact import EMAIL_RE
from .editorroles import PAREN_OFFICES, conducted_as_label, without_editor_part
from .persons import (
    JOINT_RULE,
    LABEL_VERB,
    Segment,
    empty_value,
    label_segments,
    names_with_roles,
    person_name,
    role_kind,
)
from .sections import classify_head
from .sole import SOLE_MARK
from .titled import shouted_persons
from .topics import VALUE_LABEL

PARTNERSHIPS = {"gbr", "ohg", "partg", "og", "kg", "kollektiv", "x_co_ohg"}
_ROLE_PRIORITY = {
    "chair_of_board": 0, "president": 0, "supervisory_board_chair": 0, "managing_director": 1,
    "owner": 2, "partner": 2, "board_member": 3, "authorised_officer": 4,
}


class RowLike(Protocol):
    """What the role reader needs of a row."""

    text: str
    header: bool
    block: int
    gp: bool


def _resolve(kind: str, paren: str | None, key: str | None, country: str | None, gp: bool) -> str | None:
    if kind == "presidium" and paren in ("president", "chair_of_board", "board_member"):
        kind = "board_member"  # "Präsidium: A (Präsident), B (Vizepräsidentin)": each his own office, read below
    elif kind == "presidium":
        return "president" if country == "CH" else "board_member"
    if kind == "supervisory_list":
        return "supervisory_board_chair" if paren == "chair_of_board" else None
    if kind == "skip":
        return None
    if paren == "managing_director" and key in PARTNERSHIPS and kind in ("general_partner", "shareholder_or_partner"):
        paren = None  # "Günter Brandl (geschäftsführend)" stays a partner of the OHG
    if paren == "managing_director" and kind in ("default", "board_member") and key in ("ag", "se") and country != "CH":
        paren = None  # "Represented by Jan Ott (CEO)", "Vorstand: Jan Ott (CEO)" of a German or Austrian AG: a Vorstand member
    if paren and paren not in ("skip", "supervisory_list", "default"):
        if not (kind == "managing_director" and paren in ("chair_of_board", "president", "board_member")):
            kind = paren
    if kind == "default":
        if gp or key in ("gmbh", "ug", "gmbh_co_kg", "x_co_kg", "flexco", "kgaa"):
            return "managing_director"
        if key in ("ag", "se", "ev", "eg", "genossenschaft", "verein", "stiftung"):
            return "board_member"
        if key in PARTNERSHIPS:
            return "partner"
        if key in ("ek", "eu", "einzel"):
            return "owner"
        return None
    if kind == "owner" and key in PARTNERSHIPS:
        return "partner"
    if kind in ("president", "chair_of_board"):
        return "president" if country == "CH" else "chair_of_board"
    if kind == "gf_partner":
        return "partner" if key in PARTNERSHIPS and not gp else "managing_director"
    if kind == "shareholder_or_partner":
        return "partner" if key in PARTNERSHIPS and not gp else None
    if kind == "general_partner":
        return "partner"
    return kind


# Capital companies: an "Owner" or "Inhaber" of one names a shareholder, not a representative
# (CONTRACT section 7: the owner role is the sole trader's, e.K.'s and e.U.'s).
_CAPITAL = {"gmbh", "ug", "ag", "se", "kgaa", "flexco"}
_OWNER_LABEL = re.compile(r"(?:Owner|Proprietor|Inhaber(?:in)?)s?\b", re.IGNORECASE)
_BOARD_WORDS = re.compile(r"(?:Members?\s+of\s+the\s+)?Board(?:\s+(?:Members?|of\s+Directors))?\s*$", re.IGNORECASE)


def _seg_kind(seg: Segment, key: str | None) -> str:
    """The kind of a label segment; "Owner: X" or "Inhaber: X" of a GmbH, UG or AG is a shareholder
    (skipped), "Betreiber: X" an owner only of a sole trader."""
    if seg.kind == "board_member" and re.match(r"(?:Co-?)?Pr(?:ä|ae)sidium", seg.label, re.IGNORECASE):
        return "presidium"  # (a Swiss club's co-presidency: each a president, convention 225)
    if seg.kind == "board_member" and key in ("gmbh", "ug") and _BOARD_WORDS.match(seg.label):
        return "managing_director"  # a GmbH has no board: the English "Board Members" are its Geschäftsführung (convention 1395)
    if seg.kind == "owner" and key in _CAPITAL and _OWNER_LABEL.match(seg.label):
        return "skip"
    if seg.kind == "owner" and key not in ("einzel", "ek", "eu") and re.match(r"Betreiber", seg.label, re.IGNORECASE):
        return "skip"  # "Betreiberin: Anna Roth" names a sole trader's owner; of a private page or a firm, nobody's role
    return seg.kind


# "ppa." inside a list of names marks the one person after it (convention 23: "Geschäftsführung: ppa. A, ppa. B, C, D",
# A and B authorised officers, C and D managing directors), not a label for the rest of the list.
_PPA_ITEM = re.compile(r"(?:^|(?<=[:,;])|(?<=[:,;]\s)|(?<=\sund\s)|(?<=\sand\s))ppa\.\s*([^,;:()]+?)(?=\s*(?:[,;]|\s+und\s|\s+and\s|$))")


# The registered merchant's form word after his name ("Inhaberin: Anna Roth e.K.", convention 254): no part of the person.
_MERCHANT = re.compile(r"(?<=[a-zäöüß])\s*,?\s+e\.\s?(?:K|Kfm|Kfr|Kffr)\.(?=\s*(?:[,;(]|$))", re.IGNORECASE)


# A capital company's form word in parentheses after a name ("Komplementärin: Anna Roth (GmbH)", convention 299): a company
# named after the person, not the person.
_FORM_IN_PARENS = re.compile(r"(?<=[a-zäöüß])\s*\((GmbH|UG\s*\(haftungsbeschränkt\)|UG|AG|SE)\)")


# A Swiss register's signing authority after a role or a name ("Geschäftsführer mit Einzelunterschrift: Jan Ott", "Eva Roth, Mitglied,
# mit Kollektivunterschrift zu zweien") and "Einziges" before a board's member: how the person signs, no part of the label or the name.
_SIGNING = re.compile(r",?\s+(?:jeweils\s+)?mit\s+(?:Einzel|Kollektiv)(?:unterschrift|prokura)(?:\s+zu\s+zweien)?(?=\s*[:,;.)]|\s*$)|\bEinzige[sr]?\s+(?=Mitglied)", re.IGNORECASE)


def _prokura_marked(row: RowLike) -> RowLike:
    """The row with each "ppa. Name" list item written as "Name (Prokurist)", and without the generational
    suffixes :func:`_with_suffix` puts back (a sentence's full stop would take "jun." for its own) or a merchant's form word."""
    text = _SIGNING.sub("", _MERCHANT.sub("", re.sub(_SUFFIX, "", _PPA_ITEM.sub(r"\1 (Prokurist)", conducted_as_label(row.text)))))
    text = _FORM_IN_PARENS.sub(r" \1", text)
    return row if text == row.text or not dataclasses.is_dataclass(row) else dataclasses.replace(row, text=text)


def representatives(rows: list[RowLike], key: str | None, country: str | None) -> list[dict]:
    printed, rows = rows, [_prokura_marked(row) for row in rows]
    found: dict[str, str] = {}
    order: list[str] = []

    def add(name: str, role: str | None) -> None:
        if role is None:
            return
        if name not in found:
            order.append(name)
            found[name] = role
        elif _ROLE_PRIORITY[role] < _ROLE_PRIORITY[found[name]]:
            found[name] = role

    pending: tuple[str, bool, int, bool] | None = None  # kind, general partner, block, same block only
    section: tuple[str, bool] | None = None  # a heading such as "Vorstand" over its members' rows
    below = _role_below_blocks(rows)
    prev: RowLike | None = None
    supervisory = False  # the rows under an "Aufsichtsrat" label or heading: of them only its chair
    for row in rows:
        segs = label_segments(row.text) or _joined_label(row.text)
        last, prev = prev, row
        colon = row.text.find(":")
        if segs and segs[0].start == 0 and segs[0].kind == "supervisory_list" and empty_value(segs[0].value):
            supervisory = True  # (its rows "Eva Ott (Vorsitzende)" are read as a list below)
        elif supervisory and colon > 0 and _DEPUTY.search(row.text[:colon]):
            continue  # "1. Stellvertreter der Vorsitzenden: …": no representative
        elif supervisory and segs and segs[0].kind in ("chair_of_board", "president") and colon >= segs[0].start:
            for name, _paren, company in names_with_roles(row.text[colon + 1 :]):
                if not company:
                    add(name, "supervisory_board_chair")  # "Aufsichtsrat" / "Vorsitzende: Eva Ott"
            continue
        elif supervisory and (row.header or (segs and segs[0].start == 0)):
            supervisory = False
        office_row = _OFFICE_ROW.match(row.text)
        if office_row and order and last is not None and not last.header and order[-1] in last.text and (
                (kind := role_kind(office_row.group(1))) not in (None, "default", "skip")):
            # "Represented by: Jan Ott" / "Role: Chair": the office of the person named on the row above (convention 1322)
            found[order[-1]] = _resolve(kind, None, key, country, row.gp or last.gp) or found[order[-1]]
            pending = None
            continue
        role_only = len(segs) == 1 and segs[0].start == 0 and empty_value(segs[0].value)
        if role_only and row.block in below and last is not None and last.block == row.block:
            # "Anna Muster<br>Geschäftsführerin": the role stands below its person.
            name = person_name(last.text)
            role = _resolve(_seg_kind(segs[0], key), None, key, country, row.gp or last.gp)
            if name and role:
                if name not in found:
                    order.append(name)
                found[name] = role
            pending = None
            continue
        if row.header and not (role_only or person_name(row.text)):
            section = None
        elif row.header and role_only:
            section = (segs[0].kind, row.gp) if segs[0].kind in ("board_member", "default") else None
        bare = _COMMA_OFFICE.sub(r"\1 (\2)", _CONTACT_LABEL.sub("", row.text))
        if _CONTACT_LABEL.match(row.text) and not re.search(r"\d|@", re.sub(r"\(\d\.\s*", "(", bare)) and _with_offices(bare):
            # "Kontakt: Jan Ott (Vorstandsvorsitzender)", "Kontakt: Eva Roth, Präsidentin": the contact named with
            # her office holds it (convention 271; a contact without an office is none, 1214)
            for person, paren, _company in names_with_roles(bare):
                add(person, _resolve(paren, paren, key, country, row.gp))
            pending = None
            continue
        if not segs and section is not None and _section_member(row.text):
            for name, paren, company in names_with_roles(row.text.split(":", 1)[1]):
                if not company:
                    add(name, _resolve(section[0], paren, key, country, section[1] or row.gp))
            continue
        if segs:
            prefix = row.text[: segs[0].start].strip(" ,;–-:(")
            item = person_name(prefix) if prefix else None
            head, _comma, offices = prefix.partition(",")
            if not item and offices and all(role_kind(o) not in (None, "skip") for o in offices.split(",")) and person_name(head) == head.strip():
                item = head.strip()  # "Jan Ott, Vorstand, Schatzmeister": the person, then his offices (920)
            if item and len(segs) == 1 and empty_value(segs[0].value):
                # A list item "Name, Role" keeps the list's label for the rows that follow.
                kind = pending[0] if pending else _seg_kind(segs[0], key)
                add(item, _resolve(kind, _seg_kind(segs[0], key), key, country, row.gp or bool(pending and pending[1])))
                continue
            pending = None
            carry: str | None = None
            for n, seg in enumerate(segs):
                kind = _seg_kind(seg, key)
                if carry is not None:
                    # ("Inhaber und Geschäftsführer" of a registered merchant: its Inhaber, CONTRACT section 7 for e.K. and e.U.)
                    merchant = key in ("ek", "eu") and "owner" in (carry, kind)
                    kind = "owner" if merchant else carry if _kind_rank(carry) <= _kind_rank(kind) else kind
                    carry = None
                value = re.sub(r"(?<=\S)\s+[/|]$", "", seg.value.strip())  # "Vorsitzender: A / Kassier: B"
                value = _TRAILING_MAIL.sub("", _PAREN_MAIL.sub("", value))  # "Präsident: Dr. Jan Ott jan.ott@example.org": his address
                value = without_editor_part(_NEXT_ITEM.sub("", value))  # "Geschäftsführer: Jan Ott. Amtsgericht Ulm, HRB 123.": the next item of a run-on line
                value = re.sub(r"(?<=[a-zäöüß])\s+(?:ist|sind|is|are)$", "", value)  # "… durch den Geschäftsführer Jan Ott ist" / "tätig als …"
                value = re.sub(rf"^{LABEL_VERB}\s*:?\s+(?:{JOINT_RULE})?|^(?:laut|lt\.)\s[^:\d@]{{1,40}}:\s*", "", value)  # "… ist Jan Ott.", "… laut Handelsregister: Jan Ott"
                if re.fullmatch(r"[:\s]*(?:und|and|&|/|sowie|,|den|der|des|of(?:\s+the|\s+its)?|seiner|ihrer)?[:\s]*", value) and n + 1 < len(segs):
                    carry = kind
                    continue
                office = re.match(r"\(([^()]{3,40})\)\s*:", value)
                if office and role_kind(office.group(1)) not in (None, "default", "skip"):
                    kind = role_kind(office.group(1))  # "Vertretungsbefugtes Organ (Präsident): Jan Ott"
                named = role_kind(value) if value else None
                if named is not None and n == len(segs) - 1:
                    # "Vertretungsberechtigte Partner": the value is itself a role word.
                    pending = (named if _kind_rank(named) < _kind_rank("default") or kind == "default" else kind,
                               row.gp, row.block, False)
                    continue
                persons = [] if _OPEN_QUESTION.search(row.text) else names_with_roles(value) or shouted_persons(value)
                for name, paren, company in persons:
                    if not company:
                        add(name, _resolve(kind, paren, key, country, row.gp))
                    elif kind == "owner" and (own := _sole_person(name)):  # ("Inhaberin: Eva Roth Einzelunternehmen": hers, not a firm)
                        add(own, _resolve(kind, paren, key, country, row.gp))
                # (a value that ends in a colon introduces the names below it: "Geschäftsführer sind die Herren:")
                introduces = (value.rstrip().endswith(":") and all(company for *_, company in persons)
                              and not re.search(r"\d|@", value) and len(value) < 60)
                # (so does the label with only a remark in parentheses: "Vorstand (vertretungsberechtigt nach § 26 BGB):")
                bare_label = empty_value(value) and value.rstrip().endswith(":") if "(" in value else empty_value(value)
                if n == len(segs) - 1 and (persons or introduces or bare_label):
                    pending = (kind, row.gp, row.block, not bare_label and not introduces)
            continue
        # a heading in another paragraph than the list's last names ends the list
        # ("Vertreten durch" / "A, B, C", then the privacy part's "Automatische Datenspeicherung")
        if pending is None or (pending[3] and row.block != pending[2]) or (
                row.header and len(pending) > 4 and row.block != pending[4]):
            pending = None
            if "(" in row.text and not re.search(r"\d|@", re.sub(r"\(\d\.\s*", "(", row.text)):
                # "Tanja Ritter (Inhaberin)": a person with the role in parentheses; or several, each
                # with hers ("Hans Bauer (1. Vorsitzender), Eva Kurz (Kassiererin)")
                if _with_offices(row.text):
                    for person, paren, _company in names_with_roles(row.text):
                        add(person, _resolve(paren, paren, key, country, row.gp))
            continue
        text = _TRAILING_MAIL.sub("", _TRAILING_PHONE.sub("", row.text))  # "Anna Roth +41 76 309 20 88": her number (or address)
        text = _JOINS_NEXT.sub("", text)  # "Anna Roth &" / "Eva Kurz": the list goes on below
        dashed = _NAME_DASH.match(text)
        if dashed and person_name(dashed.group(1)):
            text = dashed.group(1)  # "Anna Roth — Architektin AKH, Nummer 123": the person before the dash
        if (row.header and not _with_offices(text) and (classify_head(text) is not None or text.endswith(":"))  # "Ort der Gewerbeberechtigung:"
                or re.search(r"\d|@", re.sub(r"\([^)]*\)", "", text))):
            if not (row.header or pending[3]) and _CONTACT_LINE.match(text):
                continue  # a board member's own address or contact below his name in a list under "Vorstand:"
            pending = None
            continue
        if _CLUB_OFFICE.fullmatch(text.strip()):
            continue  # "vertreten durch den:" / "Schützenmeister" / "Jan Ott": the office of the person below
        if (colon := text.find(":")) > 0 and len(text[:colon].split()) <= 3 and not person_name(text[:colon]):
            pending = None  # "Waffenmeister: A, B": an office the list does not know ends it, B no more than A (as "Waffenmeister: A")
            continue
        persons = names_with_roles(text)
        people = [p for p in persons if not p[2]]
        if not persons or (not people and pending[0] != "general_partner"):
            pending = None
            continue
        for name, paren, _company in people:
            add(name, _resolve(pending[0], paren, key, country, pending[1] or row.gp))
        pending = (*pending[:4], row.block)  # the paragraph of the list's last names
    return [{"name": _with_suffix(name, printed), "role": found[name]} for name in order]


# A generational suffix after a name ("Walter Roth sen.", "Jan Ott jun."): part of the name (convention 24).
_SUFFIX = r",?\s+((?:sen|jun|Sen|Jun)\.|Jr\.|Sr\.)(?![\wäöüß])"


def _sole_person(text: str) -> str | None:
    """The person in an owner's value that prints her name with the sole trader's form word after it."""
    marked = SOLE_MARK.match(text)
    return person if marked and (person := person_name(marked["name"].strip(" ,"))) == marked["name"].strip(" ,") else None


def _with_suffix(name: str, rows: list[RowLike]) -> str:
    """The name with the suffix the rows print after it, as printed."""
    for row in rows:
        if name in row.text and (found := re.search(rf"(?<![\wäöüß]){re.escape(name)}{_SUFFIX}", row.text)):
            return f"{name} {found.group(1)}"
    return name


_DEPUTY = re.compile(r"Stellvertret|stellv|Vize|Deputy|Vice", re.IGNORECASE)
# A street, postal or contact line ("Hauptstr. 4", "12345 Neustadt", "Tel. 030 123", "jan@example.de").
_CONTACT_LINE = re.compile(r"^(?:[A-ZÄÖÜ][\w .'-]{2,40}\s\d{1,4}\s?[a-zA-Z]?|(?:D-|DE-|A-|AT-|CH-)?\d{4,5}\s+[A-ZÄÖÜ][\w .()/-]{1,40}|"
                           r"(?:Tel(?:efon|\.)?|Fax|Mobil|Handy|Phone|E-?Mail)\b.{0,40}|[\w.+-]+@[\w.-]+\.[a-z]{2,})$")
# A telephone number after a person on a representative's row, with or without its label.
_TRAILING_PHONE = re.compile(r"[\s,]+(?:(?:Tel\.?|Telefon|Mobil|Handy|Phone|Mobile)\s*:?\s*)?\+?\(?\d[\d ()/.-]{6,}\d$")
# Persons left as an open question ("vermutlich A, B – bitte bestätigen", convention 38, as 20 for a form) or offered as a
# draft's sample for the field ("… hier eintragen, Beispiel: A, B", 290): none labelled.
_OPEN_QUESTION = re.compile(r"\b(?:vermutlich|wahrscheinlich|bitte\s+(?:best(?:ä|ae)tigen|pr(?:ü|ue)fen|kl(?:ä|ae)ren))\b|\bBeispiel\s*:", re.IGNORECASE)
_TRAILING_MAIL = re.compile(rf"(?<=[a-zäöüß.])[\s,;]+(?:E-?Mail:?\s*)?{EMAIL_RE.pattern}$", re.IGNORECASE)
# A sentence's full stop and the imprint's next item after a person ("Jan Ott. Amtsgericht Ulm, HRB 123", "Jan Ott. USt-IdNr.: …").
_NEXT_ITEM = re.compile(r"(?<=[a-zäöüß])\.\s+(?:Amtsgericht|Registergericht|Handelsregister|Firmenbuch|Sitz|HR[AB]|USt|Umsatzsteuer|Steuer|Tel|Telefon|Fax|E-?Mail)\b.*$")
_COMMA_OFFICE = re.compile(r"^([^,:()]{3,60}),\s+([^,:()]{3,40})$")  # ("Eva Roth, Präsidentin": a person, then her office)
_CONTACT_LABEL = re.compile(r"^(?:Kontakt(?:person)?|Ansprechpartner(?:in)?|Ansprechperson|Contact(?: person)?)\s*:\s*", re.IGNORECASE)
# His mailbox in parentheses after a person, written out or not ("Jan Ott (jan.ott(at)example.org)").
_PAREN_MAIL = re.compile(r"\s*\((?:[^\s()]|\((?:at|dot|punkt)\))*(?:@|\(at\))(?:[^\s()]|\((?:at|dot|punkt)\))*\)$", re.IGNORECASE)
_JOINS_NEXT = re.compile(r"(?<=[a-zäöüß])\s+(?:&|und|and)$")  # a connector ending a list's line
_NAME_DASH = re.compile(r"^(.{3,60}?)\s+[—–.-]\s+\S")  # (a dash, or a dot between spaces: "Jan Ott . Meister")
_STAFF = re.compile(
    r"angestellt|mitarbeit|assist|sekret|leiter|leitung|kontakt|hauswart|employ|staff|contact|beauftragt|revision",
    re.IGNORECASE,
)
_CLUB_OFFICE = re.compile(r"[A-ZÄÖÜ][a-zäöü]+(?:meister|wart)(?:in)?")  # a club's office alone on its line ("Schützenmeister")
_OFFICE_ROW = re.compile(r"^(?:Role|Rolle|Funktion|Function|Position|Amt)\s*:\s*(\S.{1,40})$", re.IGNORECASE)
_MEMBER_ROW = re.compile(r"^([^:\d@()]{2,60}):\s*(\S.*)$")


def _joined_label(text: str) -> tuple[Segment, ...]:
    """A label of several functions over the names below it ("Geschäftsführerin, Medieninhaberin und Herausgeberin:"): the
    first function's (conventions 777, 1096)."""
    if not text.endswith(":") or "," not in text or len(text) > 100:
        return ()
    first = text.split(",")[0].strip()
    kind = role_kind(first)
    return (Segment(kind, first, ":", 0),) if kind not in (None, "skip", "default") else ()


def _with_offices(text: str) -> bool:
    """Persons each with the office in parentheses ("Jan Ott (Geschäftsführer)"): a list item,
    even in bold, and no heading."""
    people = names_with_roles(text) if "(" in text else []
    return bool(people) and all(paren and not company for _name, paren, company in people)


def _section_member(text: str) -> bool:
    """A row "Function: Person" of a board table whose function is no role label ("Finanzen")."""
    match = _MEMBER_ROW.match(text)
    if not match or classify_head(match.group(1)) == "exclude" or _STAFF.search(match.group(1)) or VALUE_LABEL.match(match.group(1)):
        return False
    if re.search(r"\d|@", match.group(2)):
        return False
    return bool(names_with_roles(match.group(2)))


def _role_below_blocks(rows: list[RowLike]) -> set[int]:
    """Blocks laid out as person line, then role line ("Anna Muster" / "Geschäftsführerin")."""
    out: set[int] = set()
    firsts: dict[int, list[RowLike]] = {}
    for row in rows:
        firsts.setdefault(row.block, []).append(row)
    for block, members in firsts.items():
        if len(members) < 2 or members[1].text.rstrip().endswith(":"):
            continue
        if members[1].header and not members[0].header and len(members) > 2 and person_name(members[2].text):
            continue  # "Blumenhaus Roth" / **Inhaber** / "Anna Roth": a label in bold over its person
        segs = label_segments(members[1].text)
        if (person_name(members[0].text) and not label_segments(members[0].text) and len(segs) == 1
                and segs[0].start == 0 and empty_value(segs[0].value)):
            out.add(block)
    return out


def board_heading(rows: list[RowLike]) -> bool:
    """A board's label alone as a heading over its members ("Altherrenvorstand:" / "Jan Ott", convention 1543)."""
    return any(row.header and (segs := label_segments(row.text)) and segs[0].kind == "board_member" and not segs[0].start
               and empty_value(segs[0].value) for row in rows)


def _kind_rank(kind: str) -> int:
    order = ["managing_director", "chair_of_board", "president", "supervisory_board_chair", "board_member",
             "general_partner", "gf_partner", "owner", "authorised_officer", "default",
             "shareholder_or_partner", "supervisory_list", "skip"]
    return order.index(kind) if kind in order else len(order)


def one_chair(reps: list[dict]) -> list[dict]:
    """Only the first of several persons labelled as chair chairs the board ("Vorsitz: A",
    "Vorsitz: B"); the others are board members."""
    seen = False
    out = []
    for rep in reps:
        if rep["role"] == "chair_of_board":
            if seen:
                rep = {**rep, "role": "board_member"}
            seen = True
        out.append(rep)
    return out


# A content-responsible line ("Verantwortlich …: A, B") and the office it prints for its persons (conventions 6, 260, 1422).
# (or its value on the next line: "V.i.S.d.P:" / "Jan Ott, 1. Vorsitzender", 119)
_EDITOR_LINE = re.compile(r"^(?:(?:inhaltlich\s+)?(?:verantwortlich\w*|responsible)\b[^:]{0,90}|V\.\s?i\.\s?S\.\s?d\.\s?P\.?):\s*(\S.*)?$"
                          r"|^(?:Inhaltlich\s+|Redaktionell\s+)?Verantwortlich\w*(?:\s+f(?:ü|ue)r\s+den\s+Inhalt)?"  # (or a heading without colon,
                          r"(?:\s+(?:nach|gem(?:ä|ae)(?:ß|ss)|gem\.|i\.\s?S\.\s?[dv]\.|im\s+Sinne\s+(?:des|von))\s*§[^:]{0,40})?$", re.IGNORECASE)  # its law too)
# A firm's office with the firm after it ("Geschäftsführer, Roth AG"): the office at the provider, not a job title alone.
_FIRM_OFFICE = re.compile(r"^[^,]{3,40}?(?:,|\s+(?:der|des|bei))\s+\S.*\b(?:AG|GmbH|SA|Sàrl|SE|UG|KG)$")
_OFFICE_PAREN = re.compile(r"^(.+?)\s*\(([^()]{2,30})\)$|^([^,]+?),\s*([^,]{2,30})$")


@dataclasses.dataclass
class _Office:
    text: str
    header: bool = False
    block: int = 0
    gp: bool = False


def editor_offices(rows: list, key: str | None, country: str | None) -> list[dict]:
    """The persons of a content-responsible line that prints their office ("…: A, B (Board)", or "Verantwortlich: A" over
    "Vorsitzender des Gemeindekirchenrates"): the office names them, not the content line (6 excludes only those named
    solely as responsible for the content)."""
    for i, row in enumerate(rows):
        if not (m := _EDITOR_LINE.match(row.text)):
            continue
        value, at = (m.group(1).strip(), i + 1) if m.group(1) else (rows[i + 1].text.strip() if i + 1 < len(rows) else "", i + 2)
        below = rows[at].text if at < len(rows) else ""
        paren = _OFFICE_PAREN.match(value)
        held, office = (paren.group(1) or paren.group(3), paren.group(2) or paren.group(4)) if paren else (value, "")
        if not (paren and role_kind(office)):
            held, office, paren = value, re.split(r"\s+(?:des|der|im|of\s+the|of)\s+|,\s", below, maxsplit=1)[0], None
        if (kind := role_kind(office)) is not None and person_name(held.split(",")[0]):
            label = {"chair_of_board": "Vorsitzender", "board_member": "Vorstand"}.get(kind) or (PAREN_OFFICES.get(kind) if paren else None)
            if kind == "managing_director" and _FIRM_OFFICE.match(below):
                label = "Geschäftsführer"  # "Geschäftsführer, Roth AG" under the content line names the firm's director (conventions 6, 248)
            if label:  # (a club's offices only; a firm's director is read from its own line, or one that names the firm)
                return representatives([_Office(f"{label}: {held}")], key, country)
    return []
