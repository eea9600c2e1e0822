"""Candidates of company matching, found for many records at once (a bulk chunk reads each
kind of index once; a single match is a batch of one), all by index:

1. the companies a valid VAT id, register entry (also the same number at another court)
   or LEI belongs to -- redistributable sources only, as every lookup;
2. the company a domain, or the domain of an e-mail address, is assigned to (``www.`` and
   bare alike; free-mail domains and impersonations excluded);
3. the companies whose folded name without legal form equals the record's
   (``search_name``, B-tree);
4. only when 1-3 found nobody: company search by name (tolerant of typos, word order and
   spellings), in the city, else in the country; when that finds nobody, by each of the
   name's two longest rare words alone. (A namesake elsewhere is enough: a record whose
   name is a namesake's, in another city, is a moved company or an unsure answer.)
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from django.db import connection

from config.errors import InvalidRequest

from .match_input import MatchQuery, name_base, name_short
from .models import Company, Domain, FieldChange, Identifier
from .search import search_companies
from .search_text import fold

NAME_HITS = 10
#: A word in fewer names than this is searched alone when the whole name finds nobody.
RARE_WORD = 2_000
#: Namesakes kept per record: those in the record's city first.
NAMESAKES = 50
# Mailboxes anyone can have: their domain says nothing about the company.
FREE_MAIL = frozenset({
    "gmail.com", "googlemail.com", "gmx.de", "gmx.net", "gmx.at", "gmx.ch", "web.de",
    "t-online.de", "yahoo.com", "yahoo.de", "outlook.com", "hotmail.com", "hotmail.de",
    "live.com", "icloud.com", "me.com", "aol.com", "freenet.de", "posteo.de", "mailbox.org",
    "bluewin.ch", "gmx.li", "aon.at", "chello.at", "a1.net", "protonmail.com", "proton.me",
})


def _by_identifiers(queries: list[MatchQuery], found: list[set[int]]) -> None:
    shown = Identifier.objects.filter(source__redistributable=True)
    for kind, field in ((Identifier.VAT, "vat_id"), (Identifier.REGISTER, "register"),
                        (Identifier.LEI, "lei")):
        values = {ident.value for q in queries if (ident := getattr(q, field)) and ident.value}
        if not values:
            continue
        owners: dict[str, set[int]] = defaultdict(set)
        for value, company_id in shown.filter(kind=kind, value__in=values).values_list(
                "value", "company_id"):
            owners[value].add(company_id)
        for query, ids in zip(queries, found, strict=True):
            ident = getattr(query, field)
            if ident and ident.value:
                ids.update(owners.get(ident.value, ()))
    numbers = {q.register_ref.number for q in queries if q.register_ref}
    if numbers:  # the same number at another court of the country
        at: dict[str, list[tuple[str, int]]] = defaultdict(list)
        for number, value, company_id in shown.filter(
                kind=Identifier.REGISTER, number__in=numbers).values_list(
                "number", "value", "company_id"):
            at[number].append((value, company_id))
        for query, ids in zip(queries, found, strict=True):
            if query.register_ref:
                ref = query.register_ref
                ids.update([c for value, c in at.get(ref.number, ())
                            if value.startswith(f"{ref.country}/")][:NAME_HITS])


def record_sites(query: MatchQuery) -> set[str]:
    """The registrable domains the record names as the company's site."""
    sites = {query.domain.value} if query.domain and query.domain.value else set()
    if query.email_domain and query.email_domain not in FREE_MAIL:
        sites.add(query.email_domain)
    return sites


def _by_sites(queries: list[MatchQuery], found: list[set[int]]) -> None:
    sites = [record_sites(q) for q in queries]
    names = {n for s in sites for site in s for n in (site, f"www.{site}")}
    if not names:
        return
    owners: dict[str, set[int]] = defaultdict(set)
    rows = (Domain.objects.filter(name__in=names, blocked_at__isnull=True, company__isnull=False)
            .exclude(link_status=Domain.IMPERSONATION).values_list("name", "company_id"))
    for name, company_id in rows:
        owners[name.removeprefix("www.")].add(company_id)
    for record, ids in zip(sites, found, strict=True):
        for site in record:
            ids.update(owners.get(site, ()))


def _city(query: MatchQuery) -> str | None:
    city = (query.address or {}).get("city")
    return fold(city) if city else None


def _by_namesakes(queries: list[MatchQuery], found: list[set[int]]) -> None:
    """Adds the companies of the same folded name, those in the record's city first."""
    bases = [name_base(q.name) if q.name else "" for q in queries]
    namesakes: dict[str, list[tuple[int, str, str]]] = defaultdict(list)
    wanted = {b for b in bases if b}
    if wanted:
        rows = Company.objects.visible().filter(search_name__in=wanted).values_list(
            "search_name", "pk", "country", "city")
        for base, pk, country, city in rows:
            namesakes[base].append((pk, country, fold(city or "")))
    for query, base, ids in zip(queries, bases, found, strict=True):
        city = _city(query)
        same = [(pk, c) for pk, country, c in namesakes.get(base, ())
                if query.country in (None, country)]
        same.sort(key=lambda row: row[1] != city)
        ids.update(pk for pk, _ in same[:NAMESAKES])


def _search(q: str, country: str | None, city: str | None) -> set[int]:
    try:
        page = search_companies(q=q[:200], country=country, city=city, per_page=NAME_HITS)
    except InvalidRequest:
        return set()
    return {company.pk for company in page.results}


def _by_search(query: MatchQuery) -> set[int]:
    """Company search by the name, in the city, else in the country; when that finds
    nobody (a typo search cannot correct, e.g. two letters swapped in a short word), by
    each of the two longest rare words alone, in the city (or the country)."""
    if query.name is None or len(name_short(query.name)) < 2:
        return set()
    city = (query.address or {}).get("city")
    ids = _search(name_short(query.name), query.country, city) if city else set()
    if not ids:
        ids = _search(name_short(query.name), query.country, None)
    if not ids:
        for word in _rare_words(name_base(query.name).split()):
            ids |= _search(word, query.country, city)
    return ids


def _rare_words(words: list[str]) -> list[str]:
    """Of a name's words (when it has several), the two longest that some company names
    but fewer than ``RARE_WORD`` do: searching a common word alone reads all its names."""
    if len(words) < 2:
        return []
    with connection.cursor() as cursor:
        cursor.execute("SELECT word FROM companies_searchword WHERE word = ANY(%s) "
                       "AND companies < %s", [words, RARE_WORD])
        rare = {row[0] for row in cursor.fetchall()}
    return sorted(rare, key=lambda w: (-len(w), w))[:2]


def match_candidates(queries: list[MatchQuery]) -> list[set[int]]:
    """The candidate company ids of each record (visible or not: the caller loads visible
    rows only)."""
    found: list[set[int]] = [set() for _ in queries]
    _by_identifiers(queries, found)
    _by_sites(queries, found)
    _by_namesakes(queries, found)
    for query, ids in zip(queries, found, strict=True):
        if not ids and query.name is not None:
            ids.update(_by_search(query))
    return found


def old_names(company_ids: Iterable[int]) -> dict[int, list[str]]:
    """Earlier names of the companies, from their history."""
    names: dict[int, list[str]] = defaultdict(list)
    rows = FieldChange.objects.filter(company_id__in=list(company_ids), field="name")
    for company_id, old in rows.values_list("company_id", "old_value"):
        if isinstance(old, str) and old:
            names[company_id].append(old)
    return names
