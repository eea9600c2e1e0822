"""Repairs of a page's source that a browser's error recovery would carry too far.

Contract: :func:`unclosed_closed` returns the source with each ``mailto:``/``tel:`` link and each ``<b>``/``<strong>`` that the
source never closes closed where its own text ends. A browser carries such an element over every block below it: the rest of
the page, headings and all, would read as link text or as bold lines (sub-headings), though the author meant one address or
one word. A ``<template>`` element, whose content the parser keeps out of the document, is read as the block the page shows. A
component module's directive opening the source (``"use client";``) is code the browser never shows: it is dropped. An empty
element whose class the page's own stylesheet fills from an attribute (``.x::after { content: attr(data-t) }``, a scraper's
block that still shows the reader the street) gets the attribute's value as its text.
"""

from __future__ import annotations

import re

_CONTACT_LINK = re.compile(r"""<a\s[^>]*href\s*=\s*["']?\s*(?:mailto|tel):[^>]*>""", re.IGNORECASE)
_A_TAG = re.compile(r"<(/?)a[\s>]", re.IGNORECASE)
_SCRIPT_TAG = re.compile(r"<(/?)script\b", re.IGNORECASE)


def _script_spans(source: str) -> list[tuple[int, int]]:
    """The (start, end) of each ``<script>`` element, by one pass over its tags."""
    spans, opened = [], None
    for tag in _SCRIPT_TAG.finditer(source):
        if not tag.group(1) and opened is None:
            opened = tag.start()
        elif tag.group(1) and opened is not None:
            spans.append((opened, tag.end()))
            opened = None
    return spans + ([(opened, len(source))] if opened is not None else [])


def _closed_links(source: str) -> str:
    """Each mail or phone link that is never closed (the next link tag opens another, or none follows) closed at its text's
    end ("<a href="mailto:info@x.de">info@x.de</div>")."""
    if "mailto:" not in source and "tel:" not in source:
        return source  # (most pages: nothing to scan)
    out, last, scripts = [], 0, None
    for link in _CONTACT_LINK.finditer(source):
        scripts = _script_spans(source) if scripts is None else scripts
        if any(a < link.start() < b for a, b in scripts):
            continue  # (a script that writes the link: its text, not the page's markup)
        after = _A_TAG.search(source, link.end())
        end = source.find("<", link.end())
        if (after is None or after.group(1) != "/") and end > 0:
            out += [source[last:end], "</a>"]
            last = end
    return "".join(out) + source[last:] if out else source


_BOLD = re.compile(r"<(b|strong)\s*>", re.IGNORECASE)
_LINE_END = re.compile(r"<(?:br|/?(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|td|th|tr|table|section|article|header|footer|main|aside|nav))\b", re.IGNORECASE)


def _closed_bold(source: str) -> str:
    """Each ``<b>``/``<strong>`` whose next tag of its name opens another (or none follows) closed at its line's end
    ("<b>Inhaber:</p><p>…")."""
    out, last = [], 0
    for bold in _BOLD.finditer(source):
        name = bold.group(1).lower()
        after = re.compile(rf"<(/?){name}\s*>", re.IGNORECASE).search(source, bold.end())
        end = _LINE_END.search(source, bold.end())
        if (after is None or after.group(1) != "/") and end is not None and end.start() >= last:
            out += [source[last : end.start()], f"</{name}>"]
            last = end.start()
    return "".join(out) + source[last:] if out else source


# A ``<template>`` element: the parser keeps its content out of the document, but the page shows it once its script runs
# (Alpine's ``<template x-if>``, a modal's markup a script clones, a Vue component's template).
_TEMPLATE_TAG = re.compile(r"<(/?)template\b", re.IGNORECASE)


def _templates_opened(source: str) -> str:
    """Each ``<template>`` element read as the block it shows ("<template x-if="open"><p>Jana Ott</p></template>")."""
    if "<template" not in source and "<TEMPLATE" not in source:
        return source  # (most pages: nothing to rewrite)
    return _TEMPLATE_TAG.sub(lambda m: "</div" if m.group(1) else "<div data-template", source)


# A JSX/TSX component's directive prologue ("use client";, 'use strict';) at the top of the source read as a page.
_DIRECTIVE = re.compile(r"""\A\ufeff?\s*(["'])use\s+(?:client|server|strict)\1\s*;?""")


# A stylesheet rule that shows an attribute's value as an element's text, and the opening tag of an empty element.
_ATTR_CONTENT = re.compile(r"\.([A-Za-z_][\w-]*)::?(?:before|after)\s*\{[^{}]*?\bcontent\s*:\s*attr\(\s*([\w-]+)\s*\)", re.IGNORECASE)
_EMPTY_ELEMENT = re.compile(r"<(\w+)(\s[^<>]*?)>(?=\s*</\1\s*>)")


def _attr_content_filled(source: str) -> str:
    """``source`` with each empty element of a class the page's ``<style>`` fills from an attribute given that value as text."""
    rules = dict(_ATTR_CONTENT.findall(source)) if "attr(" in source else {}
    if not rules:
        return source

    def filled(tag: re.Match) -> str:
        classes = re.search(r"""\bclass\s*=\s*["']([^"']*)["']""", tag.group(2))
        name = next((rules[c] for c in (classes.group(1).split() if classes else ()) if c in rules), None)
        value = re.search(rf"""\s{re.escape(name)}\s*=\s*(["'])(.*?)\1""", tag.group(2), re.DOTALL) if name else None
        return tag.group(0) + value.group(2).replace("<", "&lt;") if value else tag.group(0)

    return _EMPTY_ELEMENT.sub(filled, source)


def unclosed_closed(source: str) -> str:
    """``source`` with its runaway contact links and bold runs closed and its templates opened (module docstring)."""
    return _attr_content_filled(_closed_bold(_closed_links(_templates_opened(_DIRECTIVE.sub("", source, count=1)))))
