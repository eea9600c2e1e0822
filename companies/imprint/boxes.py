"""Inline elements that a page's own style sets as boxes of their own.

Contract: :func:`boxed` is true for an inline element (a link, a span, a bold or small text)
that the page lays out as a box of its own: its class names a display utility (``block``,
``flex``, ``grid``, as Tailwind writes them) or its style a block display, or it is an item of a
grid (``display:grid``, class ``grid``). Such an element's text is a line of its own, as a
browser shows it, even when the markup puts no space between it and its neighbour
(``<a class="block" href="tel:…">…</a><a class="block" href="mailto:…">…</a>``).
:func:`grid_label` is true for the first cell of a two-column grid's row (a label cell).
:func:`spaced` is true for an inline element that a browser sets apart from the element before it
(two links side by side, two items of a flex row): its text is another word.
:func:`content_nav` is true for a ``<nav>`` or a "widget"-classed section that holds a page's
imprint section, not a menu or a sidebar's card (a site builder wraps the page's sections in them).
:func:`control_form` is true for a small ``<form>`` of its own (a contact form, a newsletter sign-up), no part of the imprint.
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from .banners import holds_imprint, holds_main
from .words import IMPRINT_WORD

INLINE_TAGS = frozenset(("a", "span", "strong", "b", "em", "i", "small", "label"))
_DISPLAY_STYLE = re.compile(r"display\s*:\s*([\w-]+)", re.IGNORECASE)


def _displayed(attrs: dict, kinds: frozenset[str]) -> bool:
    """True when an element's class names one of the display ``kinds`` (as Tailwind's utilities do) or
    its inline style sets one."""
    style = _DISPLAY_STYLE.search(attrs.get("style") or "")
    return bool(kinds.intersection((attrs.get("class") or "").split())) or bool(style and style.group(1).lower() in kinds)


def _element(node: LexborNode | None) -> bool:
    return node is not None and bool(node.tag) and not node.tag.startswith("-")


_BOX = frozenset(("block", "flex", "grid"))
_GRID = frozenset(("grid",))
_FLEX = frozenset(("flex", "inline-flex"))


def _grid(node: LexborNode | None) -> bool:
    return _element(node) and _displayed(node.attributes, _GRID)


_DISPLAY_DECL = re.compile(r"display\s*:\s*(grid|flex|inline-flex|block)\b")  # (case-sensitive, as CSS is written: a 2 MB sheet in 1 ms)
_LAST_CLASS = re.compile(r"\.([A-Za-z_][\w-]*)\s*$")
_SHOWN = {"grid": "grid", "flex": "flex", "inline-flex": "flex", "block": "block"}


def style_boxes(tree: LexborHTMLParser) -> None:
    """Gives each element whose class the page's own stylesheet displays as a grid, a flex row or a block (".who{display:grid}",
    ".card .row{display:flex}": the rule's last class) that display's utility class, so the readers below see the layout as
    they see Tailwind's ("<div class="who"><span>Inhaber</span><span>Jan Ott</span></div>" shows two cells, not "InhaberJan Ott").
    Only the display declarations are looked up, each rule's selectors read backwards from its brace (a framework's 2 MB of
    rules costs a scan, not a parse)."""
    nodes = tree.css("[class]")
    used = {c for node in nodes for c in (node.attributes.get("class") or "").split()}
    shown: dict[str, str] = {}
    for style in tree.css("style") if used else []:
        css = style.text() or ""
        for decl in _DISPLAY_DECL.finditer(css):
            brace = css.rfind("{", 0, decl.start())
            if brace < 0 or css.find("}", brace, decl.start()) >= 0:
                continue
            selectors = css[max(css.rfind("}", 0, brace), css.rfind("{", 0, brace)) + 1 : brace]
            shown.update((m.group(1), _SHOWN[decl.group(1)]) for sel in selectors.split(",")
                         if (m := _LAST_CLASS.search(sel.strip())) and m.group(1) in used)
    for node in nodes if shown else []:
        classes = (node.attributes.get("class") or "").split()
        if added := [kind for kind in {shown[c] for c in classes if c in shown} if kind not in classes]:
            node.attrs["class"] = " ".join([*classes, *added])


def boxed(node: LexborNode, attrs: dict) -> bool:
    """True for an inline element set as a box of its own (see the module's contract); ``attrs``: its
    attributes."""
    return _displayed(attrs, _BOX) or _grid(node.parent)


def spaced(node: LexborNode) -> bool:
    """True for an inline element right after another element that a browser sets apart from it: a link
    after a link ("<a>Start</a><a>Leistungen</a>"), an item of a flex row after another."""
    prev = node.prev
    if not _element(prev):
        return False
    if node.tag == "a" and prev.tag == "a":
        return True
    if "itemprop" in node.attributes and "itemprop" in prev.attributes:
        return True  # two schema.org fields side by side ("<span itemprop=streetAddress>…</span><span itemprop=postalCode>")
    return _element(node.parent) and _displayed(node.parent.attributes, _FLEX)


def grid_label(node: LexborNode) -> bool:
    """True for a short first cell of a row of a grid of label and value cells (its children an
    even number of elements, this one at an even place)."""
    if not _grid(node.parent):
        return False
    cells = [c for c in node.parent.iter() if not c.tag.startswith("-")]
    place = next((k for k, c in enumerate(cells) if c.mem_id == node.mem_id), 1)
    text = (node.text(deep=True) or "").strip()
    return len(cells) % 2 == 0 and place % 2 == 0 and 0 < len(text) <= 40 and not re.search(r"\d|@", text)


def content_nav(node: LexborNode) -> bool:
    """True for a ``<nav>`` or "widget" element that holds 400 characters of text or more outside its
    links and names an imprint in a heading (a site builder's wrapper around the page's imprint
    section), not a menu or a sidebar's card."""
    heading = any(IMPRINT_WORD.search(h.text(deep=True) or "") for h in node.css("h1, h2, h3, h4, strong, b"))
    return heading and len(node.text(deep=True) or "") - sum(len(a.text(deep=True) or "") for a in node.css("a")) >= 400


_POSTCODE_TOWN = re.compile(r"\b\d{4,5}\s+[A-ZÄÖÜ][a-zäöüß]")
_CONTROLS = "textarea, select, input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=image])"


def control_form(node: LexborNode) -> bool:
    """True for a ``<form>`` that is a small control of its own (a contact form's "Name / E-Mail / Nachricht / Senden", a
    newsletter sign-up under its "Newsletter" heading): its labels and heading are no text of the imprint and open no section
    over it. A form around the page (an ASP.NET page's ``<form runat="server">``), or one that names an imprint in a heading, is
    the page, and so is a form with more than a short paragraph of text (600 characters) or one that prints a mailbox or a postal
    code before its town (a page's whole text wrapped in a form with a search box)."""
    if holds_main(node) or holds_imprint(node) or not node.css_first(_CONTROLS):
        return False
    text = " ".join((node.text(deep=True, separator=" ") or "").split())
    return len(text) < 600 and "@" not in text and not _POSTCODE_TOWN.search(text)
