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
from django.db.models import QuerySet

from config.errors import InvalidRequest

from .models import STATUSES, Company, Identifier, SearchWord
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
    """Companies whose VAT id, LEI or register number is ``q`` (indexed lookups only)."""
    if not any(ch.isdigit() for ch in q):
        return []
    compact = re.sub(r"[\s.\-]", "", q.upper())
    shown = Identifier.objects.filter(source__redistributable=True)
    ids = set(
        shown.filter(kind__in=[Identifier.VAT, Identifier.LEI], value__in={q.strip(), compact})
        .values_list("company_id", flat=True)
    )
    numbers = _register_numbers(q)
    if numbers:
        ids |= set(
            shown.filter(kind=Identifier.REGISTER, number__in=numbers).values_list(
                "company_id", flat=True
            )
        )
    return list(qs.filter(pk__in=ids)[:PER_PAGE]) if ids else []


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
FTS_CANDIDATES = 500


def _words(needle: str) -> list[str]:
    return [w for w in (re.sub(r"[^a-z0-9]", "", w) for w in needle.split()) if w]


def _tsquery(words: list[str], known: set[str]) -> str:
    """All words; the last one as a prefix unless it is a whole word some name contains
    (people type names left to right; a prefix scan is several times dearer)."""
    last = words[-1] if words[-1] in known or words[-1].isdigit() else words[-1] + ":*"
    return " & ".join(words[:-1] + [last])


def _corrected_tsquery(words: list[str], known: set[str]) -> str:
    """Each word that no company name contains is replaced by the closest known words
    (pg_trgm over the small word table, not over a million names)."""
    parts = []
    for word in words:
        if word in known or word.isdigit() or len(word) < 3:
            parts.append(word)
            continue
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT word FROM companies_searchword WHERE word %% %s "
                "ORDER BY similarity(word, %s) DESC, word LIMIT 3",
                [word, word],
            )
            close = [row[0] for row in cursor.fetchall()]
        if not close:
            return ""
        parts.append("(" + " | ".join(close) + ")")
    return " & ".join(parts)


def _full_text(qs: QuerySet[Company], tsquery: str, needle: str, offset: int, limit: int):
    candidates = qs.extra(
        where=["to_tsvector('simple', search_name) @@ to_tsquery('simple', %s)"],
        params=[tsquery],
    ).values("pk")[:FTS_CANDIDATES]
    return list(
        qs.filter(pk__in=candidates)
        .extra(select={"rank": "similarity(search_name, %s)"}, select_params=[needle])
        .order_by("-rank", "name", "pk")[offset : offset + limit]
    )


def _postgres(qs: QuerySet[Company], needle: str, offset: int, limit: int) -> list[Company]:
    """Full text (every word in any order, the last as a prefix); when that finds
    nothing, the same with misspelt words corrected against the word table."""
    words = _words(needle)
    if not words:
        return []
    known = set(SearchWord.objects.filter(word__in=words).values_list("word", flat=True))
    exact = _tsquery(words, known)
    rows = _full_text(qs, exact, needle, offset, limit)
    if rows or (offset and _full_text(qs, exact, needle, 0, 1)):
        return rows
    corrected = _corrected_tsquery(words, known)
    return _full_text(qs, corrected, needle, offset, limit) if corrected else []


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


def search_words_add(name: str) -> None:
    """Adds the words of one folded name to the word table (on every name change)."""
    words = {w for w in search_name(name).split() if not w.isdigit() and len(w) <= 100}
    SearchWord.objects.bulk_create([SearchWord(word=w) for w in words], ignore_conflicts=True)


def search_words_add_many(names: list[str]) -> None:
    """:func:`search_words_add` for many names in one statement (bulk imports)."""
    words = {w for name in names for w in search_name(name).split()
             if not w.isdigit() and len(w) <= 100}
    SearchWord.objects.bulk_create([SearchWord(word=w) for w in sorted(words)],
                                   ignore_conflicts=True, batch_size=5000)


def search_words_refresh() -> int:
    """Rebuilds missing words from all names in one statement (after bulk loads that
    bypass ``company_observe``); PostgreSQL only. Returns the number of words added."""
    if connection.vendor != "postgresql":
        return 0
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO companies_searchword (word) "
            "SELECT DISTINCT w FROM companies_company, "
            "regexp_split_to_table(search_name, ' ') AS w "
            "WHERE w <> '' AND w !~ '^[0-9]+$' AND length(w) <= 100 ON CONFLICT DO NOTHING"
        )
        return cursor.rowcount
