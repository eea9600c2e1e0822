"""In-page toggles: a link or button that shows a hidden panel of the same page.

A section hidden by ``display:none`` until a link or button shows it is part of the page
(convention 181): :func:`toggled_ids` gives the ids such toggles target. A footer toggle labelled
"Impressum" that opens the imprint panel below it (conventions 117, 288) reads as that panel's
heading, not as a menu link: :func:`imprint_toggle` gives its label.
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from .words import IMPRINT_WORD

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


def imprint_toggle(node: LexborNode) -> str | None:
    """The label of a link or button that opens the imprint panel next to it ("Impressum" over
    ``<div id="impressum">``), or ``None``."""
    label = " ".join((node.text(deep=True) or "").split())
    if not label or len(label) > 40 or not IMPRINT_WORD.fullmatch(label):
        return None
    parent = node.parent
    for target in _targets(node):
        if parent is not None and parent.css_first(f'[id="{target}"]') is not None:
            return label
    return None
