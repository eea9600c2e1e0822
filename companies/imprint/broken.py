"""Names broken over several lines of one paragraph, joined back into one line.

Contract: :func:`join_broken` takes imprint lines and returns them with the lines of a name that a
narrow layout (a logo-like block, a sidebar, a contact panel) broke over two or three lines joined
into one, as the name is printed (conventions 2, 211, 530), an article alone over the name it starts, a name going on in
the genitive ("der …", "für …") on the next line, and a federation's name over its branch ("Kreisverband …"), also as a heading. Only a paragraph's opening
lines are joined, and only when they read as parts of one name: no digits, labels, mail addresses or sentences.
:func:`continues_parenthesis` tells a line that closes a parenthesis opened on the line above (a sentence broken inside it).
"""

from __future__ import annotations

import re

from .legal_forms import find_form
from .text import Line

# A legal form alone on its line ("GmbH & Co. KG.", "GmbH", "e.V."): the end of the firm name printed above it (convention 211).
_FORM_ALONE = re.compile(
    r"(?:GmbH|UG\s*\(haftungsbeschr(?:ä|ae)nkt\)|AG|KG|OHG|GbR|e\.\s?K\.|e\.\s?V\.)(?:\s*(?:&|und)\s*Co\.?\s*(?:KG|OHG)\.?)?\.?"
)
# A word broken at a hyphen, the name going on with a conjunction ("… Körper-" / "und Traumatherapie", convention 530).
_HYPHEN_END = re.compile(r"[A-Za-zÄÖÜäöüß]{2,}-$")
_CONJUNCTION_START = re.compile(r"(?:und|oder|sowie|&)\s+[A-ZÄÖÜ]")
# An article alone on the paragraph's first line, the name it starts on the next ("The" / "Rheindahlen Wargames Club").
_ARTICLE_ALONE = re.compile(r"The|Der|Die|Das")
# A name going on in the genitive or with a preposition on the next line ("Universitätsmedizin" / "der Ott-Universität Mainz",
# "Verein zur Förderung" / "der Jugendarbeit Ottendorf e.V.", "Gesellschaft" / "für Ottologie e.V."): a line never starts so.
_GENITIVE_START = re.compile(r"(?:der|des|für|zur|zum)\s+[A-ZÄÖÜ][^\d:@/;!?]{1,50}")
# A branch of a federation, party or club on the line below the federation's name ("Ott-Partei Deutschland" / "Kreisverband Kerben",
# "Sportbund Ott" / "Ortsgruppe Kerben"): one name, joined as printed (REAL.md 1423), also below a heading that holds the first part.
_BRANCH = re.compile(r"(?:Kreis|Orts|Landes|Bezirks|Stadt|Regional|Unter)(?:verband|gruppe|verein)\s+[A-ZÄÖÜ][^\d:@/;!?]{1,50}")
# A name's line that ends on a joining word, the name going on on the next line ("SIPT Institut für" / "Ottologie").
# (capitalised words and joining words only, not a sentence's "… ist der" / "X e.V.")
_JOINING_END = re.compile(r"(?:[A-ZÄÖÜ][\w.-]*\s(?:(?:für|der|des|zur|zum|und|&)\s)?){1,5}(?:für|der|des|zur|zum|und|&)")
# A piece of a name: capitalised words, no digits, labels, mail or web addresses, or sentence ends.
_NAME_PIECE = re.compile(r"[A-ZÄÖÜ][^\d:@/;!?]{1,50}")


def join_broken(lines: list[Line]) -> list[Line]:
    """``lines`` with a name broken over a paragraph's opening lines joined into its first line."""
    out: list[Line] = []
    i = 0
    while i < len(lines):
        count = _name_lines(lines, i)
        if count == 1 and _heading_branch(lines, i):
            first = lines[i]
            out.append(Line(f"{first.text.strip()} {lines[i + 1].text.strip()}", first.zone, first.heading, first.bold, first.link,
                            first.block, first.label))
            i += 2
            continue
        if count > 1:
            parts = lines[i : i + count]
            first = parts[0]
            out.append(Line(" ".join(ln.text.strip() for ln in parts), first.zone, first.heading, first.bold, first.link, first.block,
                            first.label))
            i += count
            continue
        out.append(lines[i])
        i += 1
    return out


def _name_lines(lines: list[Line], i: int) -> int:
    """How many lines from ``i`` (a paragraph's first line) make up one broken name, 1 when none."""
    if i and lines[i - 1].block == lines[i].block:
        return 1  # (only a paragraph's opening lines)
    run: list[Line] = []
    for ln in lines[i : i + 3]:
        if ln.block != lines[i].block or not _plain(ln):
            break
        run.append(ln)
    if len(run) < 2:
        return 1
    head, nxt = run[0].text.strip(), run[1].text.strip()
    if _HYPHEN_END.search(head) and _CONJUNCTION_START.match(nxt) and not find_form(head):
        return 2  # "IKT Institut für Körper-" / "und Traumatherapie"
    if _ARTICLE_ALONE.fullmatch(head) and _NAME_PIECE.fullmatch(nxt) and not find_form(nxt):
        return 2  # "The" / "Rheindahlen Wargames Club": the article the name starts with (842)
    if _NAME_PIECE.fullmatch(head) and _BRANCH.fullmatch(nxt) and not find_form(head):
        return 2  # "Ott-Partei Deutschland" / "Kreisverband Kerben"
    if _NAME_PIECE.fullmatch(head) and _GENITIVE_START.fullmatch(nxt) and not find_form(head):
        return 2  # "Universitätsmedizin" / "der Ott-Universität Mainz"
    if _JOINING_END.fullmatch(head) and _NAME_PIECE.fullmatch(nxt) and not find_form(head):
        return 2  # "Schweizer Institut für" / "Ottologie"
    for count in (2, 3):
        if (len(run) >= count and _FORM_ALONE.fullmatch(run[count - 1].text.strip())
                and all(_NAME_PIECE.fullmatch(ln.text.strip()) and not find_form(ln.text) for ln in run[: count - 1])):
            return count  # "Egon Ott" / "Containerdienst" / "GmbH & Co. KG."
    return 1


def _heading_branch(lines: list[Line], i: int) -> bool:
    """A heading that is a federation's name over a paragraph opening with its branch ("### Ott-Partei" / "Kreisverband Kerben")."""
    if not lines[i].heading or i + 1 >= len(lines):
        return False
    nxt = lines[i + 1]
    return (not nxt.heading and nxt.block != lines[i].block and bool(_NAME_PIECE.fullmatch(lines[i].text.strip()))
            and not find_form(lines[i].text) and bool(_BRANCH.fullmatch(nxt.text.strip())))


def _plain(line: Line) -> bool:
    """A body line: no heading, label, bold header or link."""
    return not (line.heading or line.label or line.link or line.bold) and len(line.text) <= 60


def continues_parenthesis(text: str) -> bool:
    """True when ``text`` closes a parenthesis it never opens: the rest of a sentence's parenthesis opened on the line
    above ("… nutzen wir Lindencloud (Linden" / "Cloud Limited, Seeweg 4, Dublin 4, Irland): Cloud")."""
    depth = 0
    for char in text:
        depth += (char == "(") - (char == ")")
        if depth < 0:
            return True
    return False
