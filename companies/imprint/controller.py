"""The managing directors a privacy part's controller sentence names for the operator.

Contract: :func:`controller_directors` reads a sentence such as "Verantwortlich für die Datenverarbeitung ist die
Roth Bau GmbH, vertreten durch den Geschäftsführer Jan Ott." and returns the persons as ``managing_director`` when the
firm before "vertreten durch" is the operator's own name (convention 44: a managing director named only in the
controller block of the page's privacy part counts). Another firm's sentence names nobody of the operator.
"""

from __future__ import annotations

import re

from .persons import person_name

# "<firm>, vertreten durch den Geschäftsführer Jan Ott" / "… durch die Geschäftsführerin Eva Roth" /
# "… durch die Geschäftsführer Jan Ott und Eva Roth" / "… durch ihren Geschäftsführer Jan Ott" (convention 44)
_DIRECTOR_CLAUSE = re.compile(
    r",?\s*vertreten\s+durch\s+(?:de[nr]|die|ihren?|seinen?)\s+Geschäftsführer(?:in(?:nen)?)?\s*:?\s+"
    r"(?P<persons>[^.;:()]+?)\s*(?:[.;]|$)"
)
# The persons of the clause: separated by a comma, "und" or "&".
_SEPARATOR = re.compile(r"\s*(?:,|\bund\b|&)\s*")


def controller_directors(texts: list[str], name: str) -> list[dict]:
    """The managing directors a sentence names right after the operator's own firm ``name``; [] when none."""
    for text in texts:
        at = text.find(name)
        if at < 0:
            continue
        match = _DIRECTOR_CLAUSE.match(text, at + len(name))
        if not match:
            continue
        persons = [person_name(part) for part in _SEPARATOR.split(match.group("persons")) if part.strip()]
        if persons and all(persons):
            return [{"name": p, "role": "managing_director"} for p in persons]
    return []
