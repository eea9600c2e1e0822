"""Normalised text for name matching: case, umlauts and their spellings, ß/ss,
punctuation and legal-form suffixes folded away."""

from __future__ import annotations

import re
import unicodedata

_FOLD = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "ø": "oe"})
_LEGAL_FORMS = re.compile(
    r"\b(gmbh\s*&\s*co\.?\s*kg|gmbh|ges\.?\s*m\.?\s*b\.?\s*h\.?|gesmbh|ug\s*\(haftungsbeschraenkt\)|ug|"
    r"ag|se|kgaa|kg|ohg|og|partg\s*mbb|partg|e\.\s*k\.|e\.\s*u\.|gbr|eg|e\.\s*v\.|flexco|"
    r"sarl|sa|ltd|inc|holding)(?=\W|$)",
)
_NON_WORD = re.compile(r"[^a-z0-9]+")


def fold(text: str) -> str:
    """Lower case with umlauts spelled out and accents dropped: 'Müller' -> 'mueller'."""
    text = text.lower().translate(_FOLD)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


def search_name(name: str) -> str:
    """'Müller & Söhne GmbH & Co. KG' -> 'mueller soehne'."""
    text = _LEGAL_FORMS.sub(" ", fold(name).replace("&", " & "))
    text = text.replace("&", " ")
    return " ".join(_NON_WORD.sub(" ", text).split())
