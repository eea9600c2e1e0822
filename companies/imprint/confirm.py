"""What confirms a name as the provider where the page prints nothing else of it (helper of ``extract``).

Contract: :func:`name_confirmed` is True when the page's own structure says that ``name`` is its provider -- the law's
provider heading right above it, or an imprint page that prints the name and nothing else -- though no address, register or
contact of it is printed (conventions 10 and 32). A bare name anywhere else stays unconfirmed (CONTRACT section 7).
"""

from __future__ import annotations

from itertools import pairwise

from .blocks import Row
from .persons import person_name
from .text import Page
from .topics import PROVIDER_STATEMENT
from .words import IMPRINT_WORD


def name_confirmed(page: Page, rows: list[Row], name: str | None) -> bool:
    """True when ``name`` stands right below the heading of the provider's statutory details ("Angaben gemäß § 5 TMG" /
    "Roth Gartenpflege", its address a template's unfilled fields), or when an imprint page (by its title) prints one
    person's name alone in its main part, its headings and menu links aside ("Impressum" / "Anna Roth", convention 32)."""
    if not name:
        return False
    if any(a.header and PROVIDER_STATEMENT.match(a.text) and b.text.strip() == name for a, b in pairwise(rows)):
        return True
    main = [ln.text.strip() for ln in page.lines if ln.zone == "main" and ln.text.strip() and not (ln.link or ln.heading)]
    return main == [name] and person_name(name) == name and bool(IMPRINT_WORD.search(page.title))
