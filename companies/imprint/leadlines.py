"""Lines that stand before or around the provider's name and name nobody, and the name a provider heading heads.

Contract: :data:`READER_SLOGAN` is the alternation of a slogan that speaks to the reader ("Ihr Partner für Haus und Garten",
"Kreative Ideen für Ihr Zuhause"; not a template's field, "Ihr Name", which :mod:`.placeholders` reads); :data:`CREDIT_LINE` a
credit for another party's work written as a sentence ("Realisiert von Studio X", "Website erstellt von …", "Made with ♥ by …");
:func:`under_provider_head` the name line right below a provider statement or a provider's label alone ("Angaben gemäß § 5 DDG",
"Betreiber dieser Website:"), the provider's rather than a slogan's or a brand's line above the heading (helpers of :mod:`.sole`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING

from .labelvalue import NAME_LABEL
from .topics import PROVIDER_STATEMENT

if TYPE_CHECKING:
    from .blocks import Row

READER_SLOGAN = (r"\s(?:Sie|Ihnen|Ihre?[nmrs]?)\s|^Ihre?[nmrs]?\s+(?!(?:Vor-?|Nach|Firmen|Familien)?[Nn]ame\b|Firma\b|Stra(?:ß|ss)e\b"
                 r"|Stadt\b|Anschrift\b|Adresse\b|E-?Mail\b|Telefon)")

CREDIT_LINE = re.compile(r"^[^:]{0,40}?\b(?:realisiert|erstellt|umgesetzt|gestaltet|programmiert|entwickelt|fotografiert|gehostet|betreut"
                         r"|designed|created|made|built|developed|powered|hosted|crafted)\s+(?:(?:mit|with)\s+\S+\s+)?(?:von|by|durch|bei|mit|with)\s+\S",
                         re.IGNORECASE)


def under_provider_head(rows: list[Row], candidate: Callable[[Row], str | None]) -> str | None:
    """The name ``candidate`` reads in the row right below a provider statement (also a plain line) or a provider's label alone
    (a heading that :data:`.labelvalue.NAME_LABEL` reads as a label with the row as its value)."""
    for head, row in pairwise(rows):
        # (the statement as a line of its own, not a sentence that opens with it: "Gemäß § 5 TMG gebe ich nachfolgend …")
        if row.link or not (PROVIDER_STATEMENT.match(head.text) and len(head.text) <= 60 or head.header and NAME_LABEL.match(f"{head.text.rstrip(' :')}: {row.text}")):
            continue
        if named := candidate(row):
            return named
    return None
