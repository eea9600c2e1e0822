"""In-page toggles: a link or button that shows a hidden panel of the same page.

A section hidden by ``display:none`` until a link or button shows it is part of the page
(convention 181): :func:`toggled_ids` gives the ids such toggles target. A footer toggle labelled
"Impressum" that opens the imprint panel below it (conventions 117, 288) reads as that panel's
heading, not as a menu link: :func:`imprint_toggle` gives its label.
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from .banners import holds_imprint
from .words import IMPRINT_WORD

# A section's id that names the imprint ("impressum", "imprint", "legal-notice").
_IMPRINT_ID = re.compile(r"impressum|imprint|legal[-_]?notice", re.IGNORECASE)

# The target of a toggle: ``href="#id"``, ``aria-controls="id"``, ``data-(bs-)target="#id"``, or a script's
# ``getElementById('id')`` in its ``onclick`` (convention 181).
_TARGET_ATTRS = ("aria-controls", "data-target", "data-bs-target")
_BY_ID = re.compile(r"""getElementById\(\s*['"]([\w-]+)['"]\s*\)""")


def _targets(node: LexborNode) -> list[str]:
    attrs = node.attributes
    out = [(attrs.get(name) or "").strip().lstrip("#") for name in _TARGET_ATTRS]
    href = (attrs.get("href") or "").strip()
    if href.startswith("#"):
        out.append(href[1:])
    out.extend(_BY_ID.findall(attrs.get("onclick") or ""))
    return [t for t in out if t]


def toggled_ids(tree: LexborHTMLParser) -> set[str]:
    """The ids of the page's elements that an in-page link or button shows."""
    ids: set[str] = set()
    for node in tree.css("a[href^='#'], [aria-controls], [data-target], [data-bs-target], [onclick]"):
        ids.update(_targets(node))
    return ids


def imprint_toggle(node: LexborNode, zone: str = "footer") -> str | None:
    """The label of a footer's link or button that opens the imprint panel next to it ("Impressum" over
    ``<div id="impressum">``), of a button in the page's main part that opens such a panel or the panel right after it (an
    accordion), or "Impressum" for a section of the main part whose id names the imprint and that holds no imprint heading of
    its own (a one-page site's ``<section id="impressum">``, its heading only the menu's link); else ``None``."""
    tag = node.tag
    if zone == "main" and tag in ("section", "div", "article") and _IMPRINT_ID.fullmatch(node.id or ""):
        return None if holds_imprint(node) or IMPRINT_WORD.match((node.text(deep=True) or "").strip()) else "Impressum"
    if not (tag == "button" and zone == "main" or tag in ("a", "button") and zone == "footer"):
        return None
    label = " ".join((node.text(deep=True) or "").split())
    if not label or len(label) > 40 or not IMPRINT_WORD.fullmatch(label):
        return None
    after = node.next
    while after is not None and after.tag == "-text" and not (after.text_content or "").strip():
        after = after.next  # (the white space between the button and its panel)
    if zone == "main" and after is not None and after.tag in ("div", "section") and (after.text(deep=True) or "").strip():
        return label  # (an accordion: the button, then its panel)
    parent = node.parent
    for target in _targets(node):
        if parent is not None and parent.css_first(f'[id="{target}"]') is not None:
            return label
    return None
