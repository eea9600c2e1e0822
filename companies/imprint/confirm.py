"""What confirms a name as the provider where the page prints nothing else of it (helper of ``extract``).

Contract: :func:`name_confirmed` is True when the page's own structure says that ``name`` is its provider -- the law's
provider heading right above it, or an imprint page that prints the name and nothing else -- though no address, register or
contact of it is printed (conventions 10 and 32). A bare name anywhere else stays unconfirmed (CONTRACT section 7).
"""

from __future__ import annotations

import re
from itertools import pairwise

from .blocks import Row
from .persons import person_name
from .text import Page
from .topics import PROVIDER_STATEMENT
from .words import IMPRINT_WORD

# A line about the page itself, no statement of its provider: its date ("Stand: März 2025"), the text's source ("Quelle: …"), its
# pictures' credits ("Bildnachweis: …"), its host ("Gehostet bei …"), its rights ("Alle Rechte vorbehalten © 2025").
_PAGE_NOTE = re.compile(
    r"(?:Stand|Zuletzt\s+(?:aktualisiert|ge(?:ä|ae)ndert)|Letzte\s+(?:Aktualisierung|(?:Ä|Ae)nderung))\s*:?\s*(?:\d{1,2}\.\s*)?(?:\d{1,2}\.|[A-ZÄÖÜ][a-zäöü]+)?\s*\d{4}$|"
    r"(?:Quelle|Bildnachweise?|Bildquellen?|Fotos?|Bilder)\s*:|Gehostet\s+(?:bei|von)\b|Alle\s+Rechte\s+vorbehalten\b",
    re.IGNORECASE)


def name_confirmed(page: Page, rows: list[Row], name: str | None) -> bool:
    """True when ``name`` stands right below the heading of the provider's statutory details ("Angaben gemäß § 5 TMG" /
    "Roth Gartenpflege", its address a template's unfilled fields), or when an imprint page (by its title) prints one
    person's name alone in its main part, its headings and menu links aside ("Impressum" / "Anna Roth", convention 32)."""
    if not name:
        return False
    if any(a.header and PROVIDER_STATEMENT.match(a.text) and b.text.strip() == name for a, b in pairwise(rows)):
        return True
    main = [t for ln in page.lines if ln.zone == "main" and (t := ln.text.strip()) and not (ln.link or ln.heading or _PAGE_NOTE.match(t))]
    return main == [name] and person_name(name) == name and bool(IMPRINT_WORD.search(page.title))
