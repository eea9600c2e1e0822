"""A name with the initials that spell it, printed after it or on the next line.

Contract: :func:`with_initials` returns the provider's name with its own abbreviation kept: after a comma on the name's
line ("Naturschutzverein Grüne Au, NGA", convention 238) or closing the next line of the name's paragraph
("Genossenschaft Seniorenwohnen" / "Rosengarten GSR", convention 306, the two lines joined as 211 joins a broken name), or in a
parenthesis after it ("… e. V. (FvGGAD e. V.)").
The abbreviation must spell the initials of the name's capitalised words, so a town or a label is never taken.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .blocks import Row

# An abbreviation in capitals (2 to 6 letters) closing a line ("…, NGA", "Rosengarten GSR").
_COMMA_INITIALS = re.compile(r",\s*([A-ZÄÖÜ]{2,6})$")
_PAREN_INITIALS = re.compile(r"\s*\(([A-ZÄÖÜa-zäöü]{2,8})(?:\s*e\.\s?V\.)?\)")  # ("… e. V. (FvGGAD e. V.)")
_LINE_INITIALS = re.compile(r"((?:[A-ZÄÖÜ][\wäöüß-]+\s+){1,3})([A-ZÄÖÜ]{2,6})")


def _spells(initials: str, words: str) -> bool:
    """True when ``initials`` are the first letters of the capitalised words of ``words`` (small joining words skipped), or of
    a run of its words ("Tierschutzverein Animal Knights, AK"; "Freunde von God's Golden Acre Deutschland (FvGGAD)", 545, 573)."""
    heads = "".join(w[0] for w in re.split(r"[\s-]+", words) if w[:1].isupper())
    every = "".join(w[0] for w in re.split(r"[\s-]+", words) if w[:1].isalpha())
    return len(initials) >= 2 and (heads.upper() == initials.upper() or (
        sum(c.isupper() for c in initials) >= 2 and (initials in every or initials.upper() in heads.upper())))


def with_initials(rows: list[Row], name: str | None) -> str | None:
    """``name`` with its initials where the provider block prints them after it, else ``name``."""
    if not name:
        return name
    for row in rows:
        if row.text.startswith(name) and (found := _COMMA_INITIALS.fullmatch(row.text[len(name):])) and _spells(found[1], name):
            return f"{name}, {found[1]}"  # "Naturschutzverein Grüne Au, NGA"
        if row.text.startswith(name) and (found := _PAREN_INITIALS.fullmatch(row.text[len(name):])) and _spells(found[1], name):
            return f"{name}{row.text[len(name):]}"  # "Verein Freunde von … e. V. (FvGGAD e. V.)"
    for row, below in pairwise(rows):
        if row.text == name and below.block == row.block and not below.header and (found := _LINE_INITIALS.fullmatch(below.text)):
            if _spells(found[2], f"{name} {found[1]}"):
                return f"{name} {below.text}"  # "Genossenschaft Seniorenwohnen" / "Rosengarten GSR"
    return name
