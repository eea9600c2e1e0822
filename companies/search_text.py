"""Normalised text for name matching: case, umlauts and their spellings, ß/ss,
punctuation and legal-form suffixes folded away; the legal form a query or filter names."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .imprint.legal_forms import SUFFIX_RE, key_from_label, legal_form_code

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


# Legal forms as people type them: the imprint parser's patterns (one list of spellings),
# case-insensitive, with the codes CONTRACT §7 gives each form per country.
_QUERY_FORMS = re.compile(SUFFIX_RE.pattern, re.IGNORECASE)


@dataclass(frozen=True)
class LegalForm:
    """A legal form a person named: the (country, code) pairs it stands for."""

    key: str
    codes: frozenset[tuple[str, str]]


def _legal_form(key: str | None) -> LegalForm | None:
    codes = {(c, code) for c in ("DE", "AT", "CH") if (code := legal_form_code(key, c))}
    return LegalForm(key, frozenset(codes)) if key and codes else None


def _match_key(match: re.Match[str]) -> str:
    return next(name.rsplit("_", 1)[0] for name, value in match.groupdict().items() if value)


def query_legal_form(text: str) -> tuple[str, LegalForm | None]:
    """A query without its legal form, and the form (the last one named): 'Steiner
    Aktiengesellschaft' -> ('Steiner ', AG); 'Ges.m.b.H.' -> ('', GmbH)."""
    matches = list(_QUERY_FORMS.finditer(text))
    form = _legal_form(_match_key(matches[-1])) if matches else None
    if form is None:
        return text, None
    for match in reversed(matches):
        text = text[: match.start()] + " " + text[match.end() :]
    return text, form


def legal_form_named(raw: str) -> LegalForm | None:
    """The legal form a filter value names, in any spelling ('ag', 'GesmbH', 'Gesellschaft
    mit beschränkter Haftung', 'Einzelunternehmen'); ``None`` when it names none."""
    text = raw.strip()
    match = _QUERY_FORMS.fullmatch(text)
    return _legal_form(_match_key(match) if match else key_from_label(text))
