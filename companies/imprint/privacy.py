"""A privacy page that opens with its controller's block: the site's operator statement (conventions 351, 957, 1470).

Contract: :func:`privacy_page` says whether a page calls itself a privacy policy ("Datenschutzerklärung", "Privacy Policy") in its
title or main heading, is no imprint, error, login or cookie page and links to no imprint of the site; :func:`opens_page` whether a line of the page's main part
is the first after its headings ("Datenschutzerklärung" / "Verantwortliche Stelle:" / the block), so the block it leads is the
page's own opening statement of who is responsible, not a controller named somewhere inside a long privacy text.
"""

from __future__ import annotations

import re

from .sections import page_kind
from .text import Page
from .words import IMPRINT_WORD

# A privacy policy's own title ("Datenschutzerklärung – Jana Ott", "Datenschutz", "Privacy Policy", "Data Protection").
_PRIVACY_TITLE = re.compile(r"datenschutz|privacy|data\s+protection", re.IGNORECASE)
# What a privacy page is not, though it may name privacy too ("Cookie-Richtlinie", "Login", "404").
_NOT_PRIVACY = re.compile(r"cookie|login|log\s?in\b|anmeld|passwort|password|\b404\b|not\s+found|nicht\s+gefunden", re.IGNORECASE)


def privacy_page(page: Page) -> bool:
    """The page's title or main first-level heading names a privacy policy, the page is read as no imprint at all, and it links
    to no imprint of the site ("Impressum" in its menu or footer: the operator is stated there, the controller may be another)."""
    heads = [page.title, *(ln.text for ln in page.lines if ln.heading == 1 and ln.zone == "main")]
    if page.has_password or any(_NOT_PRIVACY.search(t) for t in heads) or any(ln.link and IMPRINT_WORD.search(ln.text) for ln in page.lines):
        return False
    return any(_PRIVACY_TITLE.search(t) for t in heads) and page_kind(page) == "none"


def opens_page(page: Page, at: int) -> bool:
    """``page.lines[at]`` is the first line of the page's main part below its first heading (and at most one more heading; a
    menu or an introductory line above that heading is the layout's)."""
    before = [ln for ln in page.lines[:at] if ln.zone == "main"]
    first = next((k for k, ln in enumerate(before) if ln.heading), None)
    below = before[first + 1 :] if first is not None else before
    return page.lines[at].zone == "main" and len(below) <= 1 and all(ln.heading for ln in below)
