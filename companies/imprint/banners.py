"""Whether a ``<header>`` element is the page's banner, and whether a block is a heading (helpers of ``text``).

Contract: :func:`heading_class` tells whether a ``<div>`` or ``<p>`` is a heading by its class; :func:`holds_imprint` tells
whether an element holds the imprint under its own heading; :func:`holds_main` whether it holds the page's ``<main>``, an ``<article>`` or the page's ``<footer>``; :func:`is_site_header` whether a
``<header>`` is the site's banner rather than a content section's head. A ``<header>``, ``<nav>`` or ``<aside>`` that holds
any of these is never a banner or a menu: a stored component page's self-closing ``<Header />`` or ``<Nav />`` (Astro, JSX)
is read as an element that stays open to the end of the page (around the content and the ``<Footer />`` after it), and
neither can hold the main content (HTML forbids it).
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborNode

from .words import IMPRINT_WORD

HEADING_TAGS = frozenset("h1 h2 h3 h4 h5 h6".split())
_DIALOG_HEAD = re.compile(r"\b(?:modal|dialog)[\w-]*(?:head|title)", re.IGNORECASE)


def holds_imprint(node: LexborNode) -> bool:
    """True for a banner that holds the imprint itself under its heading (a modal, a one-page site's top)."""
    return any(c.tag in HEADING_TAGS and IMPRINT_WORD.match(c.text(deep=True).strip()) for c in node.traverse())


def holds_main(node: LexborNode) -> bool:
    """True for an element that holds the page's ``<main>``, an ``<article>`` or a ``<footer>`` (a component tag left open
    around them)."""
    return any(child.tag in ("main", "article", "footer") for child in node.traverse() if child is not node)


def is_site_header(node: LexborNode) -> bool:
    """A page banner, not the ``<header>`` of a content section (a heading and nothing else), nor a
    component tag left open around the page's ``<main>``."""
    if holds_main(node) or _DIALOG_HEAD.search(node.attributes.get("class") or ""):
        return False  # (nor the head of a modal's card, "modal-card-head", which titles the dialog: "Impressum")
    tags = {child.tag for child in node.traverse() if child is not node}
    if tags & HEADING_TAGS and not tags & {"nav", "img", "ul", "form", "button", "svg"}:
        headings = "".join(c.text(deep=True) for c in node.traverse() if c.tag in HEADING_TAGS)
        if len(node.text(deep=True).split()) <= len(headings.split()):
            return False
    parent = node.parent
    while parent is not None:
        if parent.tag in ("main", "article"):
            return False
        parent = parent.parent
    return True


# A block a page's style sets as a heading by its class ("section-title", "modal-card-title", "headline", "ueberschrift"):
# a heading when it holds a short line of text only (no block of its own: ``blocks``, the reader's block tags).
_HEADING_CLASS = re.compile(r"(?:^|\s)(?:[\w-]*[-_])?(?:title|heading|headline|(?:ue|ü)berschrift)(?:$|\s)", re.IGNORECASE)


def heading_class(node: LexborNode, classes: str, blocks: frozenset[str]) -> bool:
    """True for a block whose class (``classes``: its id and class, as read) names it a heading and that holds one short line of text."""
    return bool(_HEADING_CLASS.search(classes)) and 0 < len((node.text(deep=True) or "").strip()) <= 80 and not any(
        child.tag in blocks for k, child in enumerate(node.traverse()) if k)
