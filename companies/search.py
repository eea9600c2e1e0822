"""Company search by name and identifiers; never by person (no representatives are indexed).

A query is read as a person means it (docs/search.md):

- identifiers first: a VAT id in any spacing, a LEI, a Swiss UID in any notation (with or
  without MWST), a register number (``HRB 12345``, ``FN 123456a``) find their companies;
- a legal form in any spelling (``AG``, ``Aktiengesellschaft``, ``Ges.m.b.H.``, ``GmbH &
  Co. KG``) is taken out of the words and ranks companies of that form first; a legal form
  alone lists the companies of that form by name;
- the other words: every word of the folded name in any order, an unfinished last word
  completed from the word table, misspelt words corrected against it (``pg_trgm``).

Ranking (:func:`_rank_sql`): the exact name (same words, and the form when one was named)
first, then by similarity to the words with a bonus for the named form. Candidates: the
companies whose words are exactly the query's, then, shortest names first, those from the
ordered posting lists (migration 0010; a single word or its completions, filters checked on
the way) or the full-text index (several words; the matches it gives first). They are
ranked in two blocks -- the first ``FIRST_BLOCK`` candidates, then the first
``MAX_RESULTS`` without those -- so pages 1-10 rank 200 candidates as before and pages 11-50
follow on without repeating a company; ``has_more`` says exactly whether the next page has
results. PostgreSQL only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db import connection
from django.db.models import Q, QuerySet
from django.db.models.expressions import RawSQL
from stdnum import lei as lei_number
from stdnum.ch import uid as ch_uid

from config.errors import InvalidRequest

from .models import STATUSES, Company, Identifier, SearchWord
from .places import place_key
from .registers import parse_register
from .search_text import LegalForm, legal_form_named, query_legal_form, search_name

PER_PAGE = 20
MAX_PAGE = 50
MAX_RESULTS = PER_PAGE * MAX_PAGE
# Candidates ranked together for the first pages (a very generic word stays fast: its best
# matches are among them, the shortest names first). Ranking reads each candidate's row:
# 200 instead of 500 made single and unfinished words 25-35 % faster over one million
# companies, with the same top ten for 177 of 179 benchmark queries.
FIRST_BLOCK = 200
# An unfinished last word stands for at most this many known words it begins.
COMPLETIONS = 50
# How close a known word must be to stand for a misspelt word of 5 letters or more (pg_trgm
# similarity; its default 0.3, kept for shorter words, misses two swapped letters in a
# short word: 'shculz' is 0.27 from 'schulz').
CLOSE_WORD = 0.18
_DE_ENTRY = re.compile(r"^(?P<before>.*?)\b(?P<number>(?:HRA|HRB|GnR|GsR|PR|VR)\s*\d{1,7})\b"
                       r"(?P<after>.*)$", re.IGNORECASE)
_COURT_WORDS = re.compile(r"\b(?:amtsgericht|registergericht|ag)\b|[,;:]", re.IGNORECASE)
_SWISS_VAT_SUFFIX = re.compile(r"(MWST|TVA|IVA)$")


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
        qs = qs.filter(city_key=place_key(city))
    if legal_form:
        form = legal_form_named(legal_form)
        qs = qs.filter(_of_form(form)) if form else qs.filter(legal_form__iexact=legal_form.strip())
    if status:
        if status not in STATUSES:
            raise InvalidRequest(f"status must be one of {', '.join(STATUSES)}.")
        qs = qs.filter(status=status)
    return qs


def _of_form(form: LegalForm) -> Q:
    pairs = Q()
    for country, code in form.codes:
        pairs |= Q(country=country, legal_form=code)
    return Q(legal_form__in={code for _, code in form.codes}) & pairs


def _identifiers(q: str) -> tuple[set[str], set[str], set[str]]:
    """(VAT ids and LEIs, register numbers, register entries) that ``q`` may be, in their
    stored forms. A German register number with a court ('München HRB 12345', 'HRB 12345
    Amtsgericht Munich') is that court's entry only, the court in any spelling."""
    compact = re.sub(r"[\s.\-/]", "", q.upper())
    values, numbers, entries = set(), set(), set()
    if lei_number.is_valid(compact):
        values.add(compact)
    uid = _SWISS_VAT_SUFFIX.sub("", compact)
    if uid.startswith("CHE") and ch_uid.is_valid(uid):
        values.add(uid + "MWST")  # the VAT id ...
        numbers.add(ch_uid.format(uid))  # ... and the register number (UID)
    if compact[:2] in ("DE", "AT"):
        values.add(compact)
    entry = _DE_ENTRY.match(q.strip())
    court = " ".join(_COURT_WORDS.sub(" ", f"{entry['before']} {entry['after']}").split()) \
        if entry else ""
    if court:
        try:
            entries.add(parse_register("DE", court, entry["number"].upper()).key)
        except InvalidRequest:
            pass
        return values, numbers, entries
    for country, court in (("DE", "Charlottenburg"), ("AT", "-")):
        try:
            numbers.add(parse_register(country, court, q.upper()).number)
        except InvalidRequest:
            pass
    return values, numbers, entries


def _identifier_hits(q: str, qs: QuerySet[Company]) -> list[Company]:
    """Companies whose VAT id, LEI or register number ``q`` is (indexed lookups only)."""
    if not any(ch.isdigit() for ch in q) or len(q) > 60:
        return []
    values, numbers, entries = _identifiers(q)
    shown = Identifier.objects.filter(source__redistributable=True)
    matches = Q(kind__in=[Identifier.VAT, Identifier.LEI], value__in=values) if values else Q()
    if numbers:
        matches |= Q(kind=Identifier.REGISTER, number__in=numbers)
    if entries:
        matches |= Q(kind=Identifier.REGISTER, value__in=entries)
    if not matches:
        return []
    ids = shown.filter(matches).values("company_id")
    return list(qs.filter(pk__in=ids).order_by("name", "pk")[:PER_PAGE])


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
    offset = (page - 1) * per_page
    hits = _identifier_hits(q, qs)
    if hits:
        rows = hits[offset : offset + per_page + 1]
    else:
        rest, form = query_legal_form(q)
        needle = search_name(rest)
        words = _words(needle)
        if words:
            filtered = any((country, city, legal_form, status))
            rows = _by_name(qs, words, needle, form, offset, per_page + 1, filtered=filtered)
        elif form:  # a legal form alone: the companies of that form, by name
            rows = list(qs.filter(_of_form(form)).order_by("name", "pk")[
                offset : min(offset + per_page + 1, MAX_RESULTS)])
        else:
            rows = []
    more = len(rows) > per_page and offset + per_page < MAX_RESULTS
    return SearchPage(rows[:per_page], page, per_page, more)


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


#: Words this short are corrected by a single edit when no word shares enough trigrams.
SHORT_WORD = 5
_LETTERS = "abcdefghijklmnopqrstuvwxyzäöüß"


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
            cursor.execute("SET pg_trgm.similarity_threshold = %s",
                           [CLOSE_WORD if len(word) >= 5 else 0.3])
            cursor.execute(
                "SELECT word FROM companies_searchword WHERE word %% %s "
                "ORDER BY similarity(word, %s) DESC, word LIMIT 3",
                [word, word],
            )
            close = [row[0] for row in cursor.fetchall()]
        if not close and len(word) <= SHORT_WORD:
            close = _one_edit_away(word)
        if not close:
            return []
        groups.append(close)
        changed = True
    return groups if changed else None


def _one_edit_away(word: str) -> list[str]:
    """Known words one edit (a letter dropped, added, changed, or two neighbours swapped)
    away from a short word, where trigrams are too few to compare ('lnd' -> 'lind',
    'wlof' -> 'wolf'): the candidates are looked up in the word table's index."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    candidates = {a + b[1:] for a, b in splits if b}
    candidates |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    candidates |= {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    candidates |= {a + c + b for a, b in splits for c in _LETTERS}
    candidates.discard(word)
    found = SearchWord.objects.filter(word__in=candidates).values_list("word", flat=True)
    return sorted(found)[:3]


def _tsquery(groups: list[list[str]]) -> str:
    return " & ".join(g[0] if len(g) == 1 else "(" + " | ".join(g) + ")" for g in groups)


def _posted(words: list[str], end: int, qs: QuerySet[Company] | None = None
            ) -> tuple[str, list]:
    """The first ``end`` companies whose name contains any of ``words``, shortest names
    first, from the ordered posting lists (migration 0010): the lists are merged in order
    (a Merge Append) and only their first ``end`` entries read, however many names share
    the words, where GIN would collect them all. With the filters of ``qs``, the merged
    lists are read in order, each company's row checked, as far as ``end`` companies pass
    (a city filter: about twenty times as far)."""
    if qs is None:
        one = ("(SELECT company_id, name_length FROM companies_searchposting WHERE word = %s "
               "ORDER BY name_length, company_id LIMIT %s)")
        sql = ("SELECT company_id FROM (SELECT DISTINCT company_id, name_length FROM ("
               + " UNION ALL ".join([one] * len(words)) + ") AS p "
               "ORDER BY name_length, company_id LIMIT %s) AS block")
        return sql, [*(x for w in words for x in (w, end)), end]
    # Read as far as needed, so no DISTINCT (it would collect whole lists): a name with
    # two of the words comes from the list of the first of them only.
    lists, params = [], []
    for i, word in enumerate(words):
        lists.append("(SELECT company_id, name_length FROM companies_searchposting AS p "
                     "WHERE word = %s" + (" AND NOT EXISTS (SELECT 1 FROM companies_searchposting "
                     "AS e WHERE e.word = ANY(%s) AND e.name_length = p.name_length "
                     "AND e.company_id = p.company_id)" if i else "")
                     + " ORDER BY name_length, company_id)")
        params += [word, words[:i]] if i else [word]
    where, where_params = qs.query.get_compiler(connection=connection).compile(qs.query.where)
    table = Company._meta.db_table
    sql = (f"SELECT block.company_id FROM ({' UNION ALL '.join(lists)}) AS block "  # noqa: S608
           f"JOIN {table} ON {table}.id = block.company_id WHERE {where} "
           "ORDER BY block.name_length, block.company_id LIMIT %s")
    return sql, [*params, *where_params, end]


def _stream(qs: QuerySet[Company], groups: list[list[str]], end: int, *, filtered: bool
            ) -> tuple[str, list, bool]:
    """SQL for the ids of the first ``end`` candidates, and whether it applies every
    condition of ``qs`` itself: one group of words (a single word, an unfinished word, a
    corrected word) reads the posting lists, shortest names first, with the filters
    checked on the way (without filters, the caller's ``qs`` drops blocked companies);
    anything else intersects in the full-text index, where its rarest word bounds the
    work, and takes the first matches it meets (reading every match to order them made
    two-word names twice as slow)."""
    single = groups[0] if len(groups) == 1 else []
    if single and not any(w.isdigit() or w.endswith(":*") for w in single):
        return *_posted(single, end, qs if filtered else None), filtered
    matching = qs.extra(
        where=["to_tsvector('simple', search_name) @@ to_tsquery('simple', %s)"],
        params=[_tsquery(groups)],
    ).values_list("pk", flat=True)[:end]
    return *matching.query.sql_with_params(), True


def _exact(needle: str, form: LegalForm | None) -> tuple[str, list]:
    """SQL true for a company whose name is the query: the same words, and the named form."""
    if form is None:
        return "search_name = %s", [needle]
    pairs = ", ".join(["(%s, %s)"] * len(form.codes))
    return (f"(search_name = %s AND (country, legal_form) IN ({pairs}))",
            [needle, *(x for pair in sorted(form.codes) for x in pair)])


def _rank_sql(needle: str, form: LegalForm | None) -> tuple[str, list]:
    """Exact name +10, the same words +1, the named form +2, plus trigram similarity."""
    exact, exact_params = _exact(needle, form)
    sql = f"similarity(search_name, %s) + (search_name = %s)::int + 10 * ({exact})::int"
    params = [needle, needle, *exact_params]
    if form is not None:
        pairs = ", ".join(["(%s, %s)"] * len(form.codes))
        sql += f" + 2 * ((country, legal_form) IN ({pairs}))::int"
        params += [x for pair in sorted(form.codes) for x in pair]
    return sql, params


def _ranked_block(qs: QuerySet[Company], candidates: tuple[str, list], rank: tuple[str, list],
                  offset: int, limit: int) -> tuple[list[Company], int]:
    """Rows ``offset`` .. ``offset + limit`` of the candidates in rank order, and how many
    candidates there are. Each candidate's row is read once, for its rank; the page's rows
    are loaded in the same statement."""
    ranked = qs.filter(pk__in=RawSQL(*candidates)).extra(
        select={"rank": rank[0]}, select_params=rank[1]
    ).values_list("rank", "pk", "name")
    sql, params = ranked.query.sql_with_params()
    table = Company._meta.db_table
    page = (f"SELECT {table}.*, top.size FROM (SELECT rank, pk, name, count(*) OVER () AS size "  # noqa: S608
            f"FROM ({sql}) AS candidate ORDER BY rank DESC, name, pk LIMIT %s OFFSET %s) AS top "
            f"JOIN {table} ON {table}.id = top.pk ORDER BY top.rank DESC, top.name, top.pk")
    rows = list(Company.objects.raw(page, [*params, limit, offset]))
    if rows or not offset:
        return rows, rows[0].size if rows else 0
    return [], qs.filter(pk__in=RawSQL(*candidates)).count()  # the page is past this block


def _matches(qs: QuerySet[Company], groups: list[list[str]], needle: str,
             form: LegalForm | None, offset: int, limit: int, *, filtered: bool
             ) -> tuple[list[Company], int]:
    """Positions ``offset`` .. ``offset + limit`` of the result order and how many
    candidates were seen. The first block holds the exact names and the first FIRST_BLOCK
    candidates; the second the first MAX_RESULTS candidates without those of the first
    block (exactly those: the same statement, so no company shows twice whatever order
    the full-text index gives)."""
    exact = _exact(needle, form)
    rank = _rank_sql(needle, form)
    stream, params, complete = _stream(qs, groups, FIRST_BLOCK, filtered=filtered)
    exact_ids = qs.extra(where=[exact[0]], params=exact[1]).values_list("pk", flat=True)
    exact_sql, exact_params = exact_ids[:MAX_RESULTS].query.sql_with_params()
    first = (f"({stream}) UNION ({exact_sql})", [*params, *exact_params])
    rows, size = _ranked_block(qs, first, rank, offset, limit)
    if offset + limit <= size or not size:
        return rows, size
    # The second block, when the candidates go on after the first: a stream that applies
    # every condition itself and gave fewer than FIRST_BLOCK has ended (the usual case of
    # a name); posting lists read without the filters are probed.
    if complete and size < FIRST_BLOCK:
        return rows, size
    if not complete:
        probe, probe_params, _ = _stream(qs, groups, FIRST_BLOCK + 1, filtered=filtered)
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT count(*) > %s FROM ({probe}) AS probe",  # noqa: S608
                           [FIRST_BLOCK, *probe_params])
            if not cursor.fetchone()[0]:
                return rows, size
    later, later_params, _ = _stream(qs, groups, MAX_RESULTS, filtered=filtered)
    second = (f"({later}) EXCEPT ({first[0]})", [*later_params, *first[1]])
    more, more_size = _ranked_block(qs, second, rank, max(offset - size, 0),
                                    offset + limit - max(offset, size))
    return rows + more, size + more_size


def _by_name(qs: QuerySet[Company], words: list[str], needle: str, form: LegalForm | None,
             offset: int, limit: int, *, filtered: bool) -> list[Company]:
    """Full text (every word in any order, an unfinished last word completed); when that
    finds nothing, the same with misspelt words corrected against the word table."""
    known = set(SearchWord.objects.filter(word__in=words).values_list("word", flat=True))
    groups = _groups(words, known)
    rows, seen = _matches(qs, groups, needle, form, offset, limit, filtered=filtered)
    if seen:
        return rows
    corrected = _corrected(words, known)
    if not corrected:
        return []
    return _matches(qs, corrected, needle, form, offset, limit, filtered=filtered)[0]


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
    (an insert-only table waits long for autovacuum). Returns the number
    of words added or recounted."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT companies_search_words_refresh()")
        changed = cursor.fetchone()[0]
        if not connection.in_atomic_block:
            cursor.execute("VACUUM (ANALYZE) companies_searchposting")
    return changed
