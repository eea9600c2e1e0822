"""The benchmark's data, written through the project's own services on the benchmark
database: the companies (``seed_demo``, reused when the count is there), one paying
account per key, and the samples the load draws from (company ids, search queries, bulk
lines). Call :func:`setup_django` first."""

from __future__ import annotations

import io
import random
import time
import unicodedata

UMLAUTS = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}
LEGAL_WORDS = {"gmbh", "ag", "kg", "ug", "ohg", "og", "co.", "&", "e.k.", "e.u.", "flexco",
               "(haftungsbeschränkt)", "genossenschaft"}
TOP_UP = 50_000_000  # purchased credits per benchmark account: never the limiting factor


def setup_django() -> None:
    import django

    django.setup()


def ensure_database() -> None:
    """Creates the benchmark database when missing and migrates it."""
    import psycopg
    from django.conf import settings
    from django.core.management import call_command

    db = settings.DATABASES["default"]
    with psycopg.connect(host=db["HOST"] or "127.0.0.1", port=db["PORT"] or 5432,
                         user=db["USER"], password=db["PASSWORD"] or None, dbname="postgres",
                         autocommit=True) as admin:
        if not admin.execute("SELECT 1 FROM pg_database WHERE datname = %s",
                             [db["NAME"]]).fetchone():
            admin.execute(f'CREATE DATABASE "{db["NAME"]}"')
    call_command("migrate", verbosity=0)


#: Tables every run writes to: vacuumed before measuring, as autovacuum would keep them in
#: production (the PostgreSQL of the development machine runs with autovacuum off, and dead
#: rows of earlier runs slowed every later one).
WRITTEN_TABLES = ("billing_credithold", "billing_ledgerentry", "billing_usagedaily",
                  "billing_allowanceusage", "accounts_account", "accounts_apikey",
                  "jobs_job", "webhooks_event", "webhooks_delivery")


SEEDED_TABLES = ("companies_company", "companies_identifier", "companies_domain")


def vacuum_written_tables() -> None:
    _vacuum(WRITTEN_TABLES)


def _vacuum(tables: tuple[str, ...]) -> None:
    from django.db import connection

    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"VACUUM (ANALYZE) {table}")


def ensure_companies(count: int, log) -> tuple[int, float]:  # noqa: ANN001
    """At least ``count`` companies (seed_demo is idempotent and continues where it
    stopped); answers the count and the seconds spent seeding (0 when reused)."""
    from django.core.management import call_command

    from companies.models import Company

    existing = Company.objects.count()
    if existing >= count:
        return existing, 0.0
    log(f"seeding {count - existing:,} companies (seed_demo --companies {count}) ...")
    began = time.perf_counter()
    call_command("seed_demo", companies=count, json=True, stdout=io.StringIO())
    # as autovacuum would after a bulk load: without it the first read of every row rewrites
    # its page (hint bits)
    _vacuum(SEEDED_TABLES)
    return Company.objects.count(), time.perf_counter() - began


def bench_keys(count: int) -> list[str]:
    """One fresh live key for each of ``count`` accounts with a large purchased balance
    (the previous run's benchmark keys are revoked)."""
    from django.utils import timezone

    from accounts.models import Account, ApiKey
    from accounts.services import account_get_or_create, api_key_create
    from billing.credits import adjust_purchased, balance_of
    from billing.models import LedgerEntry

    ApiKey.objects.filter(label="bench", revoked_at__isnull=True).update(revoked_at=timezone.now())
    keys = []
    for n in range(count):
        account, _ = account_get_or_create(email=f"bench-{n:03d}@bench.invalid")
        if balance_of(account).spendable(live=True) < TOP_UP // 2:
            adjust_purchased(account=account, delta=TOP_UP, kind=LedgerEntry.GRANT,
                             reference=f"bench-top-up:{account.pk}:{time.time_ns()}",
                             note="benchmark credits")
        Account.objects.filter(pk=account.pk).update(has_purchased=True, locked_at=None)
        keys.append(api_key_create(account=account, kind="live", label="bench")[1])
    return keys


def sample_companies(count: int, seed: int = 5) -> list[tuple[str, str]]:
    """(public id, name) of up to ``count`` random visible companies."""
    from django.db.models import Max, Min

    from companies.models import Company

    bounds = Company.objects.aggregate(lo=Min("pk"), hi=Max("pk"))
    rng = random.Random(seed)
    picks = {rng.randint(bounds["lo"], bounds["hi"]) for _ in range(count * 2)}
    rows = Company.objects.filter(pk__in=picks, blocked_at__isnull=True).values_list(
        "public_id", "name")
    return list(rows)[:count]


def cold_companies(count: int, *, exclude: set[str], seed: int) -> list[str]:
    """Public ids of up to ``count`` visible companies drawn uniformly at random, none of
    ``exclude``, each removed from the record cache (a run's cold reads start uncached
    even when an earlier run read the same company a moment ago)."""
    from django.db.models import Max, Min

    from companies.models import Company
    from companies.record_cache import cache_key

    bounds = Company.objects.aggregate(lo=Min("pk"), hi=Max("pk"))
    pks = list(range(bounds["lo"], bounds["hi"] + 1))
    random.Random(seed).shuffle(pks)
    found: list[str] = []
    for start in range(0, len(pks), 10_000):
        if len(found) >= count:
            break
        rows = Company.objects.visible().filter(pk__in=pks[start:start + 10_000])
        found += [i for i in rows.values_list("public_id", flat=True) if i not in exclude]
    found = found[:count]
    _uncache([cache_key(public_id) for public_id in found])
    return found


def _uncache(keys: list[str | None]) -> None:
    from django.core.cache import cache

    client = cache._cache.get_client(write=True)
    names = [k for k in keys if k]
    for start in range(0, len(names), 5_000):
        client.delete(*names[start:start + 5_000])


def _ascii_umlauts(name: str) -> str:
    return "".join(UMLAUTS.get(ch, ch) for ch in name)


def _typo(word: str, rng: random.Random) -> str:
    if len(word) < 5:
        return word
    i = rng.randrange(1, len(word) - 2)
    return word[:i] + word[i + 1] + word[i] + word[i + 2:]  # two letters swapped


def _name_words(name: str) -> list[str]:
    return [w for w in name.split() if w.lower() not in LEGAL_WORDS]


def _distinctive(name: str) -> str:
    return max(_name_words(name) or name.split(), key=len)


def _unfinished(name: str, rng: random.Random) -> str:
    """The name as someone still typing it: its first words, the last one cut short
    ('Müller Holzb'); numbers are never cut (a cut number is another number)."""
    words = _name_words(name) or name.split()
    ends = [k for k in range(1, len(words) + 1) if not words[k - 1].isdigit()] or [len(words)]
    typed = words[: rng.choice(ends)]
    last = typed[-1]
    if len(last) > 3 and not last.isdigit():
        typed[-1] = last[: rng.randint(3, len(last) - 1)]
    return " ".join(typed)


SEARCH_KINDS = ("exact", "umlaut", "typo", "word", "prefix")


def search_queries(names: list[str], count: int, seed: int = 9) -> list[tuple[str, str]]:
    """(kind, query) pairs, a fifth each: exact names, umlaut spellings (ae for ä and
    back), typos, single words, and unfinished names (the last word cut short)."""
    rng = random.Random(seed)
    with_umlaut = [n for n in names if any(ch in UMLAUTS for ch in n)] or names
    queries = []
    for i in range(count):
        kind = SEARCH_KINDS[i % len(SEARCH_KINDS)]
        name = rng.choice(with_umlaut if kind == "umlaut" else names)
        if kind == "exact":
            q = name
        elif kind == "umlaut":
            q = _ascii_umlauts(name)
        elif kind == "typo":
            words = name.split()
            longest = max(range(len(words)), key=lambda j: len(words[j]))
            words[longest] = _typo(words[longest], rng)
            q = " ".join(words)
        elif kind == "word":
            q = _distinctive(name)
        else:
            q = _unfinished(name, rng)
        queries.append((kind, unicodedata.normalize("NFC", q)))
    return queries


def bulk_lines(count: int, seed: int = 3) -> bytes:
    """An NDJSON bulk body: 80 % known domains (a third in upper case), 15 % never
    seen, 5 % invalid."""
    import json

    from companies.models import Domain

    rng = random.Random(seed)
    known = list(Domain.objects.order_by("-pk").values_list("name", flat=True)[: count])
    lines = []
    for i in range(count):
        roll = i % 20
        if roll < 16 and known:
            name = known[rng.randrange(len(known))]
            lines.append(name if i % 3 else f" {name.upper()} ")  # normalised to the same
        elif roll < 19:
            lines.append(f"nie-gesehen-{i}.de")
        else:
            lines.append(f"http://kaputt {i}")
    return "".join(json.dumps({"domain": d}) + "\n" for d in lines).encode()


MATCH_KINDS = ("exact", "no_form", "typo", "moved", "domain", "vat", "email", "absent")


def match_records(count: int, seed: int = 29) -> list[tuple[str, dict]]:
    """(kind, match input) pairs, an eighth each, from random companies' records: the name
    with its city; without legal form, with postal code and city; a typo with the city;
    the name in another city; the domain alone (www. or bare); the VAT id alone; a mailbox
    at the company's domain; and a company that does not exist."""
    from companies.models import Company

    rng = random.Random(seed)
    picks = sample_companies(count, seed=seed)
    records = {c.public_id: c.record for c in Company.objects.filter(
        public_id__in=[public_id for public_id, _ in picks])}
    out = []
    for i, (public_id, name) in enumerate(picks):
        record = {f: (v or {}).get("value") for f, v in records[public_id].items()}
        address, domains = record.get("address") or {}, record.get("domains") or [{}]
        domain = domains[0].get("domain") or "unbekannt.de"
        kind = MATCH_KINDS[i % len(MATCH_KINDS)]
        if kind == "exact":
            body = {"name": name, "address": {"city": address.get("city")}}
        elif kind == "no_form":
            body = {"name": " ".join(_name_words(name)),
                    "address": {"postal_code": address.get("postal_code"),
                                "city": address.get("city")}}
        elif kind == "typo":
            words = name.split()
            longest = max(range(len(words)), key=lambda j: len(words[j]))
            words[longest] = _typo(words[longest], rng)
            body = {"name": " ".join(words), "address": {"city": address.get("city")}}
        elif kind == "moved":
            body = {"name": name, "address": {"street": "Neue Straße 1", "city": "Bielefeld"}}
        elif kind == "domain":
            body = {"domain": rng.choice([domain, f"www.{domain.removeprefix('www.')}"])}
        elif kind == "vat":
            body = {"vat_id": record.get("vat_id") or "DE811907980"}
        elif kind == "email":
            body = {"name": " ".join(_name_words(name)),
                    "email": f"buchhaltung@{domain.removeprefix('www.')}"}
        else:
            body = {"name": f"Nirgendwo {_distinctive(name)} Phantasie {i} GmbH",
                    "address": {"city": "Bielefeld"}}
        out.append((kind, body))
    return out


def match_lines(count: int, seed: int = 31) -> bytes:
    """An NDJSON bulk match body of ``count`` lines (the kinds of :func:`match_records`)."""
    import json

    records = match_records(count, seed=seed)  # distinct companies, as far as they go
    return "".join(json.dumps({**records[i % len(records)][1], "ref": i}, ensure_ascii=False)
                   + "\n" for i in range(count)).encode()
