"""Label elements: which element of a page labels the value after it.

A label cell of a two-cell row, an inline label element (``<span class="grid__label">``), a
bold word glued to its value each end a line of their own in :mod:`.text`, so the value after them opens a
block of its own; an office's word glued to its person's element is that person's label ("Obmann: Jan Ott").
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborNode

# A street with its house number ("Stephansplatz 1", "Lindenweg 4/2"): no label, its postal line in the next cell.
_STREET_CELL = re.compile(r"[A-ZÄÖÜ][^\d:]{0,40}(?:stra(?:ß|ss)e|str\.|weg|gasse|platz|allee|ring|damm|ufer|markt|kai|quai)\s?\d{1,4}[a-zA-Z]?"
                          r"(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)*", re.IGNORECASE)


def is_label_cell(node: LexborNode) -> bool:
    """First cell of a two-cell row, of one line: its text labels the next cell ("Anna Roth<br>…" is none)."""
    parent = node.parent
    if parent is None or parent.tag != "tr":
        return False
    cells = [c for c in parent.iter() if c.tag in ("td", "th")]
    # (not a street with its house number, the postal line in the next cell: "Stephansplatz 1" | "1010 Wien")
    return len(cells) == 2 and cells[0].mem_id == node.mem_id and not node.css("br, p ~ p, div ~ div") and not _STREET_CELL.fullmatch(node.text(deep=True).strip())


INLINE_LABEL_TAGS = frozenset(("span", "strong", "b", "label"))
_LABEL_CLASS = re.compile(r"(?:^|[\s_-])(?:label|key|term)(?:$|[\s_-])", re.IGNORECASE)


# An office's word alone ("1. Vorsitzender", "Geschäftsführerin", "Obfrau"), the label of the person glued to it
_OFFICE_WORD = re.compile(
    r"^(?:[123]\.\s*)?(?:(?:stellv(?:\.|ertretende[rn]?)\s*)?(?:Vorstands)?Vorsitz(?:ende[rn]?)?|Gesch(?:ä|ae)ftsf(?:ü|ue)hr(?:er(?:in)?|ung)"
    r"|Vorstand\w*|Inhaber(?:in)?|(?:Vize)?[Pp]r(?:ä|ae)sident(?:in)?|Ob(?:mann|frau)|Kassier\w*|Kassenwart(?:in)?|Schatzmeister(?:in)?"
    r"|Schriftf(?:ü|ue)hrer(?:in)?|Beisitzer(?:in)?|Stellvertreter(?:in)?|Prokurist(?:in)?|Verwaltungsrat\w*|Managing\s+Director|CEO)\s*:?$",
    re.IGNORECASE)


def glued_office(node: LexborNode) -> bool:
    """An office's word in an inline element with its person's element glued to it (``<span>Geschäftsführer</span><span>Jan
    Ott</span>``, a row the style lays out in two columns): the label of that person, read as "Geschäftsführer: Jan Ott" (not a
    label over the lines that follow, which would take a footer's club name for a board member, 1654)."""
    label, nxt, prev = node.text(deep=True) or "", node.next, node.prev
    if nxt is None or nxt.tag not in ("span", "a", "em", "i", "strong", "b") or not 0 < len(label) <= 40 or not label[-1].isalpha():
        return False
    value = nxt.text(deep=True) or ""
    return (value[:1].isupper() and (prev is None or (prev.tag == "-text" and not (prev.text_content or "").strip()))
            and bool(_OFFICE_WORD.match(label.strip())))


def glued_label(node: LexborNode) -> bool:
    """A bold word that opens its block with the value glued to it (``<strong>Verein</strong>Spielvereinigung
    Kaufbeuren``): a label the site's style sets on a line of its own; no sentence runs on without a space."""
    if node.tag not in ("strong", "b"):
        return False
    label, nxt, prev = node.text(deep=True) or "", node.next, node.prev
    value = (nxt.text_content or "") if nxt is not None and nxt.tag == "-text" else ""
    return (0 < len(label) <= 40 and label[-1].isalpha() and value[:1].isupper()
            and (prev is None or (prev.tag == "-text" and not (prev.text_content or "").strip())))


def is_label_span(node: LexborNode) -> bool:
    """An inline label element (``<span class="grid__label">``) followed by its value element."""
    if not _LABEL_CLASS.search(node.attributes.get("class") or ""):
        return False
    nxt = node.next
    while nxt is not None and nxt.tag == "-text" and not (nxt.text_content or "").strip():
        nxt = nxt.next
    return nxt is not None and nxt.tag not in ("-text", "br")
