"""A provider without a company form named after the person who represents it (helper of ``extract``).

Contract: :func:`named_after_representative` tells whether a provider's name carries the surname of the one person a
representation label names ("Kellers Tippwerk" / "Vertretungsberechtigte Person: Hans Keller"): his own business, no club.
"""

from __future__ import annotations

import re

from .blocks import Row
from .persons import person_name
from .samefirm import folded_words
from .sole import REPRESENTED


def named_after_representative(rows: list[Row], name: str | None) -> bool:
    """The provider ``name`` holds the surname (also in the genitive, "Kellers", "Keller's") of the person the first
    representation label of ``rows`` names ("Vertreten durch: Hans Keller", "Représentant autorisé" / "Hans Keller")."""
    if not name:
        return False
    for k, row in enumerate(rows):
        if found := REPRESENTED.search(row.text):
            value = re.sub(
                r"^\s*(?:Person(?:en|\(en\))?\b)?\s*:?", "", row.text[found.end() :]
            ).strip() or (rows[k + 1].text if k + 1 < len(rows) else "")
            value = re.split(r"\s*(?:[,;&]|\bund\b|\bet\b|\be\b)\s*", value.strip())[0]
            person = person_name(value)
            if person is None or person != value.strip() or len(person.split()) < 2:
                return False
            surname = folded_words(person.split()[-1])
            words = {re.sub(r"s$", "", w) for w in folded_words(name)} | folded_words(name)
            return (
                bool(surname)
                and surname <= words
                and not surname <= folded_words(person.split()[0])
            )
    return False
