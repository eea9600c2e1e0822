"""Company search by name and identifiers; never by person (no representatives are indexed).

PostgreSQL: every word of the folded name in any order, an unfinished last word completed
from the word table, misspelt words corrected against it (``pg_trgm``); at most 500
candidates ranked by trigram similarity -- tolerant of umlaut spellings (ü/ue), ß/ss,
legal-form suffixes, word order and small typos. Several words intersect in the
full-text GIN index; a single word (or its completions) reads ordered posting lists
(migration 0010) so a word in 40,000 names costs what a rare one does. SQLite
(development): every query word as a substring, then a fuzzy fallback ranked with difflib.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from django.db import connection
from django.db.models import QuerySet
from django.db.models.expressions import RawSQL

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
        filtered = any((country, city, legal_form, status))
        rows = _postgres(qs, needle, offset, per_page + 1, filtered=filtered)
    else:
        rows = _portable(qs, needle, offset, per_page + 1)
    return SearchPage(rows[:per_page], page, per_page, len(rows) > per_page)


# Candidates ranked by similarity are bounded to this many, so a very generic word stays
# fast (its best matches are among them; a longer query narrows it). Ranking reads each
# candidate's row: 200 instead of 500 made single and unfinished words 25-35 % faster
# over one million companies, with the same top ten for 177 of 179 benchmark queries.
FTS_CANDIDATES = 200
# An unfinished last word stands for at most this many known words it begins.
COMPLETIONS = 50


def _words(needle: str) -> list[str]:
    return [w for w in (re.sub(r"[^a-z0-9]", "", w) for w in needle.split()) if w]


def _completions(prefix: str) -> list[str]:
    """Known words that begin with ``prefix``, those in the most names first."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT word FROM companies_searchword WHERE word LIKE %s "
            "ORDER BY companies DESC, word LIMIT %s",
            [prefix + "%", COMPLETIONS],  # prefix is [a-z0-9] only: no LIKE wildcards
        )
        return [row[0] for row in cursor.fetchall()]


def _groups(words: list[str], known: set[str]) -> list[list[str]]:
    """The query as groups that must all match, each a list of alternatives: every word
    as itself; the last word, unless some name contains it as a whole word, as the known
    words it begins (people type names left to right), or as a tsquery prefix when the
    word table knows none (it lags behind a bulk load until its refresh)."""
    groups = [[w] for w in words[:-1]]
    last = words[-1]
    if last in known or last.isdigit():
        return [*groups, [last]]
    return [*groups, _completions(last) or [last + ":*"]]


def _corrected(words: list[str], known: set[str]) -> list[list[str]] | None:
    """The words with each word that no company name contains replaced by the closest
    known words (pg_trgm over the small word table, not over a million names); None when
    no word needs it, [] when a word has no close word."""
    groups, changed = [], False
    for word in words:
        if word in known or word.isdigit() or len(word) < 3:
            groups.append([word])
            continue
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT word FROM companies_searchword WHERE word %% %s "
                "ORDER BY similarity(word, %s) DESC, word LIMIT 3",
                [word, word],
            )
            close = [row[0] for row in cursor.fetchall()]
        if not close:
            return []
        groups.append(close)
        changed = True
    return groups if changed else None


def _tsquery(groups: list[list[str]]) -> str:
    return " & ".join(g[0] if len(g) == 1 else "(" + " | ".join(g) + ")" for g in groups)


def _posted(words: list[str]) -> RawSQL:
    """Companies whose name contains any of ``words``, shortest names first, from the
    ordered posting lists (migration 0010): the lists are merged in order (a Merge Append)
    and only their first FTS_CANDIDATES entries read, however many names share the words,
    where GIN would collect them all. A name with two of the words counts once, so there
    may be a few less candidates than that."""
    one = ("(SELECT company_id, name_length FROM companies_searchposting WHERE word = %s "
           "ORDER BY name_length, company_id LIMIT %s)")
    sql = ("SELECT company_id FROM (SELECT company_id, name_length FROM ("
           + " UNION ALL ".join([one] * len(words)) + ") AS p "
           "ORDER BY name_length, company_id LIMIT %s) AS first GROUP BY company_id, name_length")
    return RawSQL(sql, [*(x for w in words for x in (w, FTS_CANDIDATES)), FTS_CANDIDATES])


def _matches(
    qs: QuerySet[Company], groups: list[list[str]], needle: str, offset: int, limit: int,
    *, filtered: bool,
) -> list[Company]:
    """One page of the companies matching every group, ranked by similarity to
    ``needle`` among at most FTS_CANDIDATES. One group of words without filters (a single
    word, an unfinished word, a corrected word) reads the posting lists; anything else
    intersects in the full-text index, where its rarest word bounds the work. Each
    candidate's row is read once, for its rank; the page's rows are loaded in the same
    statement."""
    single = groups[0] if len(groups) == 1 and not filtered else []
    if single and not any(w.isdigit() or w.endswith(":*") for w in single):
        candidates = qs.filter(pk__in=_posted(single))
    else:
        candidates = qs.extra(
            where=["to_tsvector('simple', search_name) @@ to_tsquery('simple', %s)"],
            params=[_tsquery(groups)],
        )
    ranked = candidates.extra(
        select={"rank": "similarity(search_name, %s)"}, select_params=[needle]
    ).values_list("rank", "pk", "name")[:FTS_CANDIDATES]
    sql, params = ranked.query.sql_with_params()
    table = Company._meta.db_table
    page = (f"SELECT {table}.* FROM (SELECT rank, pk, name FROM ({sql}) AS candidate "  # noqa: S608
            "ORDER BY rank DESC, name, pk LIMIT %s OFFSET %s) AS top "
            f"JOIN {table} ON {table}.id = top.pk ORDER BY top.rank DESC, top.name, top.pk")
    return list(Company.objects.raw(page, [*params, limit, offset]))  # the page, one statement


def _postgres(
    qs: QuerySet[Company], needle: str, offset: int, limit: int, *, filtered: bool
) -> list[Company]:
    """Full text (every word in any order, an unfinished last word completed); when that
    finds nothing, the same with misspelt words corrected against the word table."""
    words = _words(needle)
    if not words:
        return []
    known = set(SearchWord.objects.filter(word__in=words).values_list("word", flat=True))
    groups = _groups(words, known)
    rows = _matches(qs, groups, needle, offset, limit, filtered=filtered)
    if rows or (offset and _matches(qs, groups, needle, 0, 1, filtered=filtered)):
        return rows
    corrected = _corrected(words, known)
    if not corrected:
        return []
    return _matches(qs, corrected, needle, offset, limit, filtered=filtered)


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
    """Adds the words of names written by bulk paths that bypass ``company_observe``,
    recounts the companies per word (which completions come first) and, outside a
    transaction, vacuums the posting lists so that reading them stays an index-only scan
    (an insert-only table waits long for autovacuum). PostgreSQL only. Returns the number
    of words added or recounted."""
    if connection.vendor != "postgresql":
        return 0
    with connection.cursor() as cursor:
        cursor.execute("SELECT companies_search_words_refresh()")
        changed = cursor.fetchone()[0]
        if not connection.in_atomic_block:
            cursor.execute("VACUUM (ANALYZE) companies_searchposting")
    return changed
