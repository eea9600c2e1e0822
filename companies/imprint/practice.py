"""A line that lists the doctors (or other partners) of a practice, titles included.

Contract: :func:`persons_line` tells whether a line names two or more persons and nothing else ("Dr. med. Anna Roth und
Dr. med. Jan Ott", "Anna Roth, Jan Ott & Eva Lind"). A practice's designation printed over such a line is the provider's
name, not the doctors who work in it (convention 319). :func:`persons_over_street` tells two persons or more on lines of
their own above the street: a practice they run together; :func:`persons_in_sections`, two persons or more each heading
her own contact block: practitioners who share a site.
"""

from __future__ import annotations

import re

from .address import is_street_line
from .given_names import given_name
from .persons import person_name, strip_titles

# The separators between the persons of a list: a comma, "und", "&", "/", a pipe or the capital I that stands for one.
_PERSON_SEPARATOR = re.compile(r"\s*(?:,|&|/|\||\bund\b|\band\b|\bu\.|\s I\s)\s*")


def persons_line(text: str) -> bool:
    """True when ``text`` is a list of two or more persons (academic titles allowed), nothing else."""
    parts = [strip_titles(p).strip() for p in _PERSON_SEPARATOR.split(text) if p.strip()]
    return len(parts) >= 2 and all(p and person_name(p) == p for p in parts)


def persons_over_street(rows: list) -> bool:
    """Two persons or more on lines of their own above the provider's street ("Dr. Eva Roth" / "Ärztin" / "Ina Ott" /
    "Ärztin" / street, or both on one line): they run it together, no sole trader (conventions 1241, 1382)."""
    persons = set()
    for row in rows:
        bare = strip_titles(row.text).strip()
        if bare[:1].islower() and len(bare.split()) <= 8:
            bare = " ".join(bare.split()[-2:])  # a foreign degree in small letters before the name ("kandidat … nauk/VAK Kyjiw Jan Ott", 1099)
        named = (person := person_name(bare)) and person == bare and given_name(person.split()[0])
        if not named and ":" not in row.text and persons_line(row.text) and all(
                given_name(strip_titles(p).split()[0]) for p in _PERSON_SEPARATOR.split(row.text) if p.strip()):
            return True  # (or on one line, also as a heading: "Tierarztpraxis Seehof" / "Dr. Jan Ott und Dr. Eva Roth" / street)
        if row.header and not persons and not named:
            continue  # (the headings over them: "Anbieter dieser Webseite:"; a person's bold line still counts)
        if is_street_line(row.text) or ":" in row.text or re.search(r"\d{4,5}\s+[A-ZÄÖÜ]", row.text):
            break  # (the street, a postal line or a label ends the lines above the address)
        if named:
            persons.add(person)
    return len(persons) >= 2


def persons_in_sections(rows: list) -> bool:
    """Two persons or more, each a heading of her own over her own postal line ("Eva Roth" / "Heilpraktikerin" / "Praxis:
    Hauptstr. 1, 80331 München" / "Jan Ott" / …): practitioners who share a site, no one of them its sole trader."""
    persons, current = set(), None
    for row in rows:
        bare = strip_titles(row.text).strip()
        if row.header and (person := person_name(bare)) == bare and given_name(bare.split()[0]):
            current = person
        elif row.header:
            current = None  # (another section: "Zuständige Aufsichtsbehörde:")
        elif current and re.search(r"\b\d{4,5}\s+[A-ZÄÖÜ]", row.text):
            persons.add(current)
    return len(persons) >= 2
