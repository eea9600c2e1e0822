"""The provider's firm block printed inside a disclaimer section.

Contract: :func:`firm_after_disclaimer` tells whether an imprint line opens the operator's firm block
although it stands under a disclaimer heading ("Haftungsausschluss", "Disclaimer"): a paragraph after
the disclaimer's text that opens with a firm's name over its postal line (convention 259). The
section reader (``sections``) then ends the disclaimer's exclusion there. :data:`DISCLAIMS` marks a disclaimer's
sentence that names the firm as the one who disclaims ("Die Firma X GbR übernimmt keine Haftung …"): no provider block.
"""

from __future__ import annotations

import re

from .legal_forms import find_company_name
from .text import Line
from .topics import is_header

# A disclaimer heading (convention 259: the firm block printed after it is the provider block).
_DISCLAIMER_HEAD = re.compile(r"haftung|disclaimer|liabilit", re.IGNORECASE)
DISCLAIMS = re.compile(r"\b(?:übernimmt|uebernimmt)\s+(?:keine|keinerlei)\s+(?:Haftung|Gewähr|Gewaehr|Verantwortung)\b"
                       r"|\bbehält\s+sich\b[^.]{0,60}\bvor\b|\bhaftet\s+nicht\b", re.IGNORECASE)
# The postal line of an address ("53639 Königswinter", "CH-8400 Winterthur").
_POSTAL_LINE = re.compile(r"^(?:(?:D|DE|A|AT|CH)\s?-\s?)?\d{4,5}\s+[A-ZÄÖÜ]")


def firm_after_disclaimer(lines: list[Line], index: int) -> bool:
    """``lines[index]`` opens a paragraph, after the disclaimer's own text, that starts with a firm's name
    over its postal line, and the nearest heading above is a disclaimer's."""
    line = lines[index]
    head = next((ln for ln in reversed(lines[:index]) if is_header(ln)), None)
    return bool(head is not None and head.heading and _DISCLAIMER_HEAD.search(head.text) and lines[index - 1] is not head
                and lines[index - 1].block != line.block and not is_header(line) and find_company_name(line.text)
                and any(ln.block == line.block and _POSTAL_LINE.match(ln.text) for ln in lines[index + 1 : index + 4]))
