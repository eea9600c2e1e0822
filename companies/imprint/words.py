"""The words that name an imprint (:data:`IMPRINT_WORD`): the page reader (:mod:`.text`) finds an
imprint held in a page banner by them, and :mod:`.sections` and :mod:`.sole` the imprint's headings."""

from __future__ import annotations

import re

# The words that name an imprint, in a heading, a title or a link.
IMPRINT_WORD = re.compile(
    r"\b(?:Impressum(?:sangaben)?|Imprint|Legal\s+notices?|Legal\s+information|Legal\s+disclosure|Legal\s+details|Site\s+notice|Offenlegung|"
    r"Anbieterkennzeichnung|Rechtliche\s+(?:Hinweise|Angaben|Informationen)|Rechtliches|Pflichtangaben|Unternehmensangaben|"
    r"Firmeninformationen|Corporate\s+information|Company\s+information|Mentions\s+l(?:é|e)gales|"
    r"Herausgeberangaben|Angaben\s+zum\s+Anbieter|Note?\s+legal[ei]|Informazion[ei]\s+legal[ei]|Informations?\s+l(?:é|e)gales?)\b",
    re.IGNORECASE,
)
