"""A line that names one person alone, with the titles and salutation real pages print around the name.

Contract: :func:`lone_person` gives the person's clean name when a line is nothing but a person's name, titles,
degrees and "Herr"/"Frau" before or after it allowed ("Dr. Eva Roth", "Eva Roth, M.A.", "Frau Eva Roth"), else
``None``. Titles are no part of a name (convention 2), so a check that a line *is* a person's name must compare the
name with the line without its titles, not with the line as printed.
"""

from __future__ import annotations

import re

from .given_names import given_name
from .persons import person_name
from .titles import strip_titles


def lone_person(text: str, given: bool = False) -> str | None:
    """The person a line names alone (titles around the name allowed); with ``given``, only one whose first word is a
    common given name."""
    bare = strip_titles(text).strip(" ,")
    person = person_name(bare)
    if not person or person != bare or (given and not given_name(person.split()[0])):
        return None
    return person


def shouted_persons(value: str) -> list[tuple[str, None, bool]]:
    """The persons of a role label's value printed in capitals ("JAN OTT", "ANNA ROTH UND JAN OTT"), each as printed (convention
    42) and only when each is a common given name and a surname (``persons.names_with_roles``' shape); else none."""
    out: list[tuple[str, None, bool]] = []
    for part in re.split(r"\s*(?:[,;&]|\bUND\b|\bAND\b)\s*", value.strip(" :.")):
        person = person_name(part.title()) if part.isupper() else None
        if not person or person.lower() != part.lower() or not given_name(person.split()[0]):
            return []
        out.append((part, None, False))
    return out
