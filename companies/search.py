"""Company search by name and identifiers; never by person (no representatives are indexed).

PostgreSQL: full-text (``simple`` config over the folded name) OR trigram similarity
(``pg_trgm``, GIN index), ranked by similarity -- tolerant of umlaut spellings (ü/ue),
ß/ss, legal-form suffixes, word order and small typos. SQLite (development): every
query word as a substring, then a fuzzy fallback ranked with difflib.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from django.db import connection
from django.db.models import Q, QuerySet

from config.errors import InvalidRequest

from .models import STATUSES, Company, Identifier
from .registers import parse_register
from .search_text import fold, search_name

PER_PAGE = 20
MAX_PAGE = 50
_IDENTIFIER = re.compile(r"^[A-Z]{2,3}[\w.\- ]{4,30}$")


@dataclass
class SearchPage:
    results: list[Company]
    page: int
    per_page: int
    has_more: bool


def _filtered(
    *, country: str | None, city: str | None, legal_form: str | None, status: str | None
) -> QuerySet[Company]:
    qs = Company.objects.visible()
    if country:
        country = country.strip().upper()
        if country not in ("DE", "AT", "CH"):
            raise InvalidRequest("country must be DE, AT or CH.")
        qs = qs.filter(country=country)
    if city:
        qs = qs.filter(city__iexact=city.strip())
    if legal_form:
        qs = qs.filter(legal_form=legal_form.strip())
    if status:
        if status not in STATUSES:
            raise InvalidRequest(f"status must be one of {', '.join(STATUSES)}.")
        qs = qs.filter(status=status)
    return qs


def _register_numbers(q: str) -> set[str]:
    """The register-number spellings ``q`` may stand for (DE, AT, CH)."""
    numbers = set()
    for country, court in (("DE", "Berlin"), ("AT", "-"), ("CH", "-")):
        try:
            numbers.add(parse_register(country, court, q).number)
        except InvalidRequest:
            pass
    return numbers


def _identifier_hits(q: str, qs: QuerySet[Company]) -> list[Company]:
    compact = re.sub(r"[\s.\-]", "", q.upper())
    matches = Identifier.objects.filter(
        Q(value__in={q.strip(), compact}) | Q(number__in=_register_numbers(q)),
        source__redistributable=True,
    )
    return list(qs.filter(pk__in=matches.values("company_id"))[:PER_PAGE])


def search_companies(
    *,
    q: str,
    country: str | None = None,
    city: str | None = None,
    legal_form: str | None = None,
    status: str | None = None,
    page: int = 1,
    per_page: int = PER_PAGE,
) -> SearchPage:
    q = (q or "").strip()
    if len(q) < 2 or len(q) > 200:
        raise InvalidRequest("q must be 2 to 200 characters.")
    if page < 1 or page > MAX_PAGE:
        raise InvalidRequest(f"page must be between 1 and {MAX_PAGE}.")
    qs = _filtered(country=country, city=city, legal_form=legal_form, status=status)
    if page == 1 and _IDENTIFIER.match(q.upper()):
        hits = _identifier_hits(q, qs)
        if hits:
            return SearchPage(hits[:per_page], 1, per_page, False)
    needle = search_name(q) or fold(q)
    offset = (page - 1) * per_page
    if connection.vendor == "postgresql":
        rows = _postgres(qs, needle, offset, per_page + 1)
    else:
        rows = _portable(qs, needle, offset, per_page + 1)
    return SearchPage(rows[:per_page], page, per_page, len(rows) > per_page)


# Full-text hits ranked by similarity are bounded to this many candidates, so a very
# generic word stays fast (its best matches are among them; a longer query narrows it).
FTS_CANDIDATES = 2000


def _tsquery(needle: str) -> str:
    """All words, the last one as a prefix (people type names left to right)."""
    words = [re.sub(r"[^a-z0-9]", "", w) for w in needle.split()]
    words = [w for w in words if w]
    if not words:
        return ""
    return " & ".join(words[:-1] + [words[-1] + ":*"])


def _postgres(qs: QuerySet[Company], needle: str, offset: int, limit: int) -> list[Company]:
    """Full text first (every word, any order); when that finds nothing, trigram
    similarity walked nearest-first through the GiST index (typos, spellings)."""
    tsquery = _tsquery(needle)
    if tsquery:
        candidates = qs.extra(
            where=["to_tsvector('simple', search_name) @@ to_tsquery('simple', %s)"],
            params=[tsquery],
        ).values("pk")[:FTS_CANDIDATES]
        rows = list(
            qs.filter(pk__in=candidates)
            .extra(select={"rank": "similarity(search_name, %s)"}, select_params=[needle])
            .order_by("-rank", "name", "pk")[offset : offset + limit]
        )
        if rows or offset:
            return rows
    return list(
        qs.extra(
            where=["search_name %% %s"],
            params=[needle],
            select={"distance": "search_name <-> %s"},
            select_params=[needle],
        ).order_by("distance", "pk")[offset : offset + limit]
    )


def _portable(qs: QuerySet[Company], needle: str, offset: int, limit: int) -> list[Company]:
    words = needle.split()
    exact = qs
    for word in words:
        exact = exact.filter(search_name__contains=word)
    rows = list(exact.order_by("name", "pk")[offset : offset + limit])
    if rows or offset:
        return rows
    # Fuzzy fallback for typos: candidates sharing a prefix of the longest word.
    longest = max(words, key=len) if words else needle
    candidates = list(qs.filter(search_name__contains=longest[:3])[:2000])
    scored = [
        (difflib.SequenceMatcher(None, needle, c.search_name).ratio(), c) for c in candidates
    ]
    return [c for score, c in sorted(scored, key=lambda s: -s[0]) if score >= 0.6][:limit]
