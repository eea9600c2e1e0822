"""The chair of a board listed first under a label that names the offices in the persons' order.

Contract: :func:`listed_chair` gives the representatives with the first person of such a list made the chair
(``chair_of_board``): "1. und 2. Vorsitzender: A und B", "Vertreten durch die Vorsitzende und den Kassenwart: A, B",
"Vorstand (Vorsitzender, Stellvertreterin, Kassier): A, B, C", or the label on its own line over the names. It changes
nothing when a chair is already found, when the persons carry their own offices in parentheses, or when the first
office the label names is not the chair's (convention 6: the 1. Vorsitz of an e.V. is its chair).
"""

from __future__ import annotations

import re

from .persons import names_with_roles

_ITEMS = re.compile(r"\s*(?:,|/|&|\(|\)|\bund\b|\bsowie\b)\s*")
_CHAIR = re.compile(r"(?<![\w-])(?:(?:1\.|Erste[rn]?)\s*(?:Vorsitz\w*)?|Vorsitz(?:ende[rn]?)?|Vorstandsvorsitz(?:ende[rn]?)?|Ob(?:mann|frau))$"
                    r"|(?<![\w-])(?:1\.|Erste[rn]?)\s*Vorsitz", re.IGNORECASE)
_OTHER = re.compile(r"(?:2\.|3\.|Zweite|Dritte|stellv|Stellvertret|Vize|Stv|Kass|Schatzmeist|Schriftf|Beisitz|Sekret|Aktuar|wart\b|wartin\b)",
                    re.IGNORECASE)
_LABEL = re.compile(r"^([^:]{3,120}):\s*(.*)$")


def _chair_first(label: str) -> bool:
    """The label's first office is the chair's, and another office follows it."""
    offices = []
    for item in _ITEMS.split(label):
        item = item.strip()
        if _OTHER.search(item):
            offices.append("other")
        elif _CHAIR.search(item):
            offices.append("chair")
    return len(offices) >= 2 and offices[0] == "chair" and "other" in offices[1:]


def listed_chair(rows: list, reps: list[dict]) -> list[dict]:
    if not reps or any(r["role"] == "chair_of_board" for r in reps):
        return reps
    for k, row in enumerate(rows):
        match = _LABEL.match(row.text)
        if not match or not _chair_first(match.group(1)):
            continue
        value = match.group(2) or (rows[k + 1].text if k + 1 < len(rows) else "")
        persons = names_with_roles(value)
        if len(persons) < 2 or any(paren or company for _name, paren, company in persons):
            continue
        first = persons[0][0]
        return [{**r, "role": "chair_of_board"} if r["name"] == first and r["role"] == "board_member" else r for r in reps]
    return reps
