"""A line that names one person alone, with the titles and salutation real pages print around the name.

Contract: :func:`lone_person` gives the person's clean name when a line is nothing but a person's name, titles,
degrees and "Herr"/"Frau" before or after it allowed ("Dr. Eva Roth", "Eva Roth, M.A.", "Frau Eva Roth"), else
``None``. Titles are no part of a name (convention 2), so a check that a line *is* a person's name must compare the
name with the line without its titles, not with the line as printed. :func:`unquoted_unroled` drops a code quote opening a
provider line ("`Luota AG", a component's template literal) and a founder's or owner's role after a person's name ("Jan Ott,
founder", "Eva Ott (Gründerin)"): neither is part of the name (CONTRACT section 7, convention 2).
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


# A founder's or owner's role after a person's name ("Jan Ott, founder", "Eva Ott (Gründerin)", "Jan Ott – Inhaber", "Eva Ott,
# Gründerin und Inhaberin"); an owner's word makes the person the sole trader's owner (convention 6), a founder's alone does not (515).
_ROLE = r"(?:co-?)?founder|owner|CEO|(?:Mit)?gr(?:ü|ue)nder(?:in)?|Inhaber(?:in)?|fondat(?:eur|rice|ore)|propri(?:é|e)taire|titolare"
_ROLE_AFTER = re.compile(rf"^(.{{3,80}}?)(?:\s*,\s*|\s+[–—-]\s+|\s*\()((?:{_ROLE})(?:\s*(?:und|and|&|/|,|et|e)\s*(?:{_ROLE}))*)(?:\s+(?:und|and|&))?\)?\.?$",
                         re.IGNORECASE)
_OWNER_ROLE = re.compile(r"owner|Inhaber|propri|titolare", re.IGNORECASE)


def unquoted_unroled(name: str | None, sole: bool) -> tuple[str | None, str | None]:
    """``name`` without a code quote before it and, for a provider without a company (``sole``), without a role after the
    person it names; and that person when the role says she owns the business (module docstring)."""
    if name and (name[0] == "`" or name[0] in "\"'" and name[1:2].isupper() and name[0] not in name[1:]):
        name = name[1:].strip() or None  # (a quote the component's code opens, not closed in the name: no part of it)
    if not (sole and name and (roled := _ROLE_AFTER.match(name)) and (person := lone_person(roled[1]))):
        return name, None
    return person, person if _OWNER_ROLE.search(roled[2]) else None
