"""A line that lists the doctors (or other partners) of a practice, titles included.

Contract: :func:`persons_line` tells whether a line names two or more persons and nothing else ("Dr. med. Anna Roth und
Dr. med. Jan Ott", "Anna Roth, Jan Ott & Eva Lind"). A practice's designation printed over such a line is the provider's
name, not the doctors who work in it (convention 319).
"""

from __future__ import annotations

import re

from .persons import person_name, strip_titles

# The separators between the persons of a list: a comma, "und", "&", "/", a pipe or the capital I that stands for one.
_PERSON_SEPARATOR = re.compile(r"\s*(?:,|&|/|\||\bund\b|\band\b|\bu\.|\s I\s)\s*")


def persons_line(text: str) -> bool:
    """True when ``text`` is a list of two or more persons (academic titles allowed), nothing else."""
    parts = [strip_titles(p).strip() for p in _PERSON_SEPARATOR.split(text) if p.strip()]
    return len(parts) >= 2 and all(p and person_name(p) == p for p in parts)
