"""A line that names one person alone, with the titles and salutation real pages print around the name.

Contract: :func:`lone_person` gives the person's clean name when a line is nothing but a person's name, titles,
degrees and "Herr"/"Frau" before or after it allowed ("Dr. Eva Roth", "Eva Roth, M.A.", "Frau Eva Roth"), else
``None``. Titles are no part of a name (convention 2), so a check that a line *is* a person's name must compare the
name with the line without its titles, not with the line as printed.
"""

from __future__ import annotations

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
