"""Provider lines: what a name may carry that reads like something else, and what beside it is no part of it.

Contract: :func:`digits_outside_name` gives a provider line without the digits a name may carry (a year at its end, "Ballkomitee
Maturaball 2026", "Schachfreunde Dorf 1962"; a unit's code in parentheses, "… Group (E194-07)"; a club's number after its word,
"verein 280"), so that the digits left over mark a street, a phone or a date; :func:`year_named` tells such a name from a street and
its house number; :func:`lower_club` tells a club's name printed in small letters ("verein kompass9") from running text (conventions
83, 336, 428); :data:`FORM_WORDING` is a line that states a practice's form, not its name (232); :func:`without_host` drops the host
institution a unit's name is followed by ("Project X, Department of Y": the project, 83); :func:`generic_words`, a line of
section or menu words, names nobody; :func:`own_person_line`, a person's name alone on its line, also in small letters (1278);
:func:`lead_officer`, the owner or managing director a provider's paragraph opens with; :data:`OFFICE_COMPOUND`, a chair's label
compounded with the body's unit ("Kreisstellenvorsitzende:"), no name (932); :func:`office_label`, an office's label alone on its
line, no owner's; :data:`BUILDING_LINE`, a building's line over the street, no name; :func:`role_after_name`, a role alone below a person's name
joined to it ("Jan Ott" / "1. Vorsitzender": "Jan Ott, 1. Vorsitzender"); :func:`column_offices`, a table's head row of offices over
the row of their persons, each column one line; :func:`lead_person`, the person or designation a one-line
provider entry starts with ("Anna Roth, Hauptstr. 1, 8001 Zürich").
"""

from __future__ import annotations

import re

from .address import designation_before_street, find_address, person_before_street
from .persons import empty_value, label_segments, person_name, role_kind, strip_titles
from .text import Line
from .topics import GENERIC_LINE, is_header
from .trades import business_noun

# A founding year closing the name ("… von 1924", "… gegr. 1911"), a unit code in parentheses ("(E194-07)").
_NAME_DIGITS = re.compile(r"\s(?:von|gegr\.|gegründet)\s(?:1[89]|20)\d\d$|\s\([A-Z]{0,3}\d[\d-]{1,8}\)$")
# A street word in any of the line's words ("Hauptstr", "Am Lindenweg"): the number after it is a house number.
_STREET_WORD = re.compile(r"(?:stra(?:ß|ss)e|str\.?|weg|gasse|platz|allee|ring|damm|ufer|kai|quai|markt|steig|berg|hof|feld|rain)$", re.IGNORECASE)
# A chair's office compounded with the body's unit, alone on its line ("Kreisstellenvorsitzende:", "Landessprecherin:").
OFFICE_COMPOUND = re.compile(r"[A-ZÄÖÜ][a-zäöüß]+(?:vorsitzende[rn]?|pr(?:ä|ae)sident(?:in)?|obmann|obfrau|sprecher(?:in)?)\s*:\s*")
_LOWER_CLUB = re.compile(r"(?:verein|club|klub)\s+[\wäöüß-]+$")


def digits_outside_name(text: str) -> str:
    """``text`` without the digits a name carries itself."""
    if _LOWER_CLUB.fullmatch(text):
        return "verein"
    return text[:-4] if year_named(text) else _NAME_DIGITS.sub("", text)  # (a bare year after capitalised words: "Maturaball 2026")


def year_named(text: str) -> bool:
    """A name line that ends in a year, its other words capitalised and none a street's ("Schachfreunde Dorf 1962"): no street with
    its house number, nor a slogan ("Meisterbetrieb in Dorf seit 1995")."""
    words = text.split()
    return len(words) >= 2 and bool(re.fullmatch(r"(?:1[89]|20)\d\d", words[-1])) and all(
        w[0].isupper() and not _STREET_WORD.search(w) for w in words[:-1])


def lower_club(text: str) -> bool:
    """A club's name in small letters: the club word and one more word ("verein kompass9"), nothing else."""
    return bool(_LOWER_CLUB.fullmatch(text))


# The form wording of a one-owner practice on a line of its own ("Einzelpraxis", "Einzelpraxis mit zwei KV-Sitzen"): no name (232).
FORM_WORDING = re.compile(r"(?:Einzelpraxis|Einzelunternehmen|Einzelfirma)(?:\s+(?:mit|seit|in|f(?:ü|ue)r)\s.*)?")

# A host institution after a comma: the department, institute, faculty or university a unit belongs to.
_HOST = re.compile(r",\s+(?:Department|Dept\.|Institut(?:e)?|Faculty|Fakult(?:ä|ae)t|Lehrstuhl|Chair|School|Universit(?:y|ät|aet))\s+(?:of|f(?:ü|ue)r|der|des)\s.*$")


def without_host(name: str) -> str:
    """``name`` without the host institution printed after it ("Project X, Department of Y": "Project X")."""
    return _HOST.sub("", name)


def generic_words(text: str) -> bool:
    """A line of section or menu words only, also joined by "und", "&" or "/" ("Startseite
    Leistungen Kontakt", "Anbieter & Betreiber", "Anschrift und Kontakt"), or one such word written apart ("firmen daten", 1278)."""
    parts = [p for p in re.split(r"\s*(?:[&/+,]|\s(?:und|and)\s)\s*|\s+", text) if p]
    return len(parts) > 1 and all(GENERIC_LINE.fullmatch(p) for p in parts) or (
        len(parts) == 2 and " " in text and bool(GENERIC_LINE.fullmatch("".join(parts))))


def own_person_line(text: str) -> bool:
    """A person's name and nothing else, as printed or wholly in small letters ("deniz kaya", a lower-case layout's, 1278)."""
    text = text.strip()
    return bool(text) and (person_name(text) == text or text.islower() and person_name(text.title()) == text.title())


def lead_officer(text: str) -> str | None:
    """The person of a line that is an owner's or managing director's label and her name alone ("Geschäftsführerin: Eva Roth")."""
    segs = label_segments(text)
    if len(segs) != 1 or segs[0].start or segs[0].kind not in ("owner", "managing_director"):
        return None
    value = segs[0].value.strip(" :")
    return value if person_name(value) == value else None


def office_label(text: str) -> bool:
    """A line that is an office's label alone ("Obmann:", "Vertretungsbefugte Person (Obfrau):"), not the owner's."""
    segs = label_segments(text)
    return len(segs) == 1 and segs[0].start == 0 and segs[0].kind != "owner" and empty_value(segs[0].value)


# A building's line over the street ("Feuerwehrhaus Dorf", "Vereinsheim", "Bürgerhaus am Markt"; not "Autohaus Roth", a trading name)
BUILDING_LINE = re.compile(r"(?:Feuerwehr|Ger(?:ä|ae)te|Vereins|Sport|Club|Klub|B(?:ü|ue)rger|Gemeinde|Rat|Dorfgemeinschafts|Pfarr|Jugend|"
                           r"Sch(?:ü|ue)tzen|Turn|Stadt|Mehrzweck)(?:haus|heim|halle|zentrum)(?:\s+(?:am|an\s+der|im|in)?\s*[A-ZÄÖÜ][\wäöüß-]+)*")


def _group_heading(line: Line) -> bool:
    """A heading that names the group over its members' name and role lines ("<h3>Vorstand</h3>", "Geschäftsführung"),
    not one office ("Vorsitzender")."""
    return bool(line.heading) and role_kind(line.text) in ("board_member", "default", "managing_director")


def role_after_name(lines: list[Line]) -> list[Line]:
    """A role alone on the line below a person's name that no role stands above ("Vertreten
    durch:" / "Jan Ott" / "1. Vorsitzender") is that person's: one line "Jan Ott, 1. Vorsitzender".
    (A role above each name -- "1. Vorsitzender" / "Jan Ott" / street / ... -- stays as it is; a
    label ending in a colon above the name, "Vertreten durch:", is no such role.)"""

    out: list[Line] = []
    for i, line in enumerate(lines):
        prev = out[-1] if out else None
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        # (or in bold opening a card's body below the person's heading, no person below it: "<h3>Jan Ott</h3>" / "**1. Vorsitzender**")
        card = (prev is not None and prev.heading and line.bold and not line.heading and line.block != prev.block
                and not (nxt is not None and nxt.block == line.block and person_name(nxt.text)))
        if (prev is not None and role_kind(line.text) and not role_kind(prev.text) and (card or not is_header(line))
                and not line.text.rstrip().endswith(":") and person_name(prev.text) == prev.text.strip()
                and not (len(out) > 1 and role_kind(out[-2].text) and not out[-2].text.rstrip().endswith(":")
                         and not (card and out[-2].heading) and not _group_heading(out[-2]))):  # (the cards' heading "Vorstand")
            out[-1] = Line(f"{prev.text}, {line.text}", prev.zone, 0 if card else prev.heading, prev.bold and not card, prev.link,
                           prev.block, prev.label)
            continue
        out.append(line)
    return out


def _office_cell(text: str) -> bool:
    return role_kind(text) not in (None, "skip") and not text.rstrip().endswith(":")


def _columns(lines: list[Line], i: int) -> tuple[list[str], list[str], int] | None:
    """The offices and persons of a table's head row and person row from line ``i``, and the lines they take."""
    line, nxt = lines[i], lines[i + 1] if i + 1 < len(lines) else None
    if nxt is not None and ": " in line.text and ": " in nxt.text:  # (a row of two cells is one line, joined by a colon)
        return line.text.split(": "), nxt.text.split(": "), 2
    k = 0  # (a row of more cells, one line for each)
    while i + k < len(lines) and k < 8 and _office_cell(lines[i + k].text):
        k += 1
    if k < 2 or i + 2 * k > len(lines) or (i + 2 * k < len(lines) and person_name(lines[i + 2 * k].text)) or any(
            ln.heading for ln in lines[i : i + 2 * k]) or len({ln.bold for ln in lines[i + k : i + 2 * k]}) > 1:
        return None  # (cells, no headings: "Managing Director | Geschäftsführer" over "Jan Ott" is one office's heading, and
    # a row of persons is set alike: not "Jan Ott" / "**Registry Entry**", the next bold heading, 1309)
    return [ln.text for ln in lines[i : i + k]], [ln.text for ln in lines[i + k : i + 2 * k]], 2 * k


def column_offices(lines: list[Line]) -> list[Line]:
    """A table whose head row names the offices and whose next row the persons under them ("1. Vorsitzender | 2. Vorsitzende"
    / "Jan Ott | Eva Roth"): one line "Office: Person" for each column."""
    out: list[Line] = []
    i = 0
    while i < len(lines):
        found = _columns(lines, i) if _office_cell(lines[i].text.split(": ")[0]) else None
        if found and 1 < len(found[0]) <= 8 and len(found[1]) == len(found[0]) and all(_office_cell(o) for o in found[0]) and all(
                person_name(p) for p in found[1]):
            last = lines[i + found[2] - 1]
            out.extend(Line(f"{o.strip()}: {p.strip()}", last.zone, 0, False, last.link, last.block) for o, p in zip(*found[:2], strict=True))
            i += found[2]
            continue
        out.append(lines[i])
        i += 1
    return out


def lead_person(text: str) -> str | None:
    """The person or designation a one-line provider entry starts with ("Anna Muster, Hauptstr. 1, 8001 Zürich")."""
    match = re.match(r"^(.{2,60}?)(?:\s*,\s*|\s+[–—-]\s+)(.+)$", text)
    contact = bool(match and _CONTACT_REST.match(match.group(2)))  # "Niels Roth, E-Mail an nr@example.de."
    if not match or not (contact or find_address([match.group(2)])):
        return person_before_street(text) or designation_before_street(text)
    head = match.group(1).strip()
    person = person_name(head)
    if contact:
        return head if person and person == head else None
    if person and person.lower() == strip_titles(head).strip().lower():
        return head
    words = head.split()
    if len(words) <= 6 and head[0].isupper() and not re.search(r"[\d@:/]", head) and any(business_noun(w) for w in words):
        return head
    return None


# A person's line that goes on with her contact ("…, E-Mail an nr@example.de", "…, Tel. 030 123456").
_CONTACT_REST = re.compile(r"(?:E-?Mail|Mail|Tel(?:efon|\.)?|Phone|Fon)\b[^@\d]{0,12}(?:[\w.+-]+@[\w.-]+\.[a-z]{2,}|\+?\d[\d\s/()-]{5,})\.?$",
                           re.IGNORECASE)
