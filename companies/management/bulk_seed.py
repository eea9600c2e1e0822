"""Seeding a large benchmark data set quickly (``seed_demo --companies 1000000``).

The demo path (``seed_demo`` with few companies) goes through ``company_observe`` so every
value has its observations and history. At benchmark sizes that would take hours, so
this path writes the derived rows directly -- the company with its current envelopes,
its identifiers and its domain -- with PostgreSQL ``COPY`` (bulk inserts elsewhere).
Observations are not written for these rows; their envelopes still name the origin.
"""

from __future__ import annotations

import importlib
import json
import secrets
import string
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from django.db import connection, transaction

from config.timefmt import iso_ms

from ..places import place_key
from ..search import search_words_refresh
from ..search_text import search_name
from .demo_data import BULK_SEED, DemoCompany, demo_companies

_ALPHABET = string.ascii_letters + string.digits
CHUNK = 20_000


def _public_id() -> str:
    return "c_" + "".join(secrets.choice(_ALPHABET) for _ in range(16))


def _envelopes(demo: DemoCompany, when: str) -> dict:
    imprint = f"imprint https://www.{demo.domain}/impressum"
    registry_origin, registry_src = {
        "DE": (imprint, "imprint"),
        "AT": (f"register AT - {demo.register['number']}" if demo.register else imprint,
               "firmenbuch" if demo.register else "imprint"),
        "CH": ("zefix", "zefix"),
    }[demo.country]

    def env(value, origin=imprint, src="imprint"):  # noqa: ANN001, ANN202
        return {"value": value, "source": origin, "as_of": when, "src": src}

    record = {
        "name": env(demo.name, registry_origin, registry_src),
        "legal_form": env(demo.legal_form, registry_origin, registry_src),
        "status": env(demo.status, registry_origin, registry_src),
        "country": env(demo.country, registry_origin, registry_src),
        "address": env(demo.address, registry_origin, registry_src),
        "email": env(demo.email),
        "phone": env(demo.phone),
        "founded_on": env(demo.founded_on.isoformat(), registry_origin, registry_src),
        "domains": env([{"domain": demo.domain, "link_status": "claimed"}]),
    }
    if demo.register:
        record["register"] = env(demo.register, registry_origin, registry_src)
    if demo.vat_id:
        record["vat_id"] = env(demo.vat_id, registry_origin, registry_src)
    if demo.lei:
        record["lei"] = env(demo.lei, "gleif", "gleif")
    if demo.representatives:
        record["representatives"] = env(demo.representatives)
    return record


def bulk_seed(*, total: int, start: int = 0, log: Callable[[str], None] = print) -> None:
    """Adds demo companies ``start .. total-1`` (a deterministic sequence)."""
    began = time.perf_counter()
    base_time = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    done = start
    generator = demo_companies(total, seed=BULK_SEED)
    for _ in range(start):
        next(generator)
    _drop_search_indexes()
    try:
        while done < total:
            chunk = [next(generator) for _ in range(min(CHUNK, total - done))]
            _copy_chunk(chunk, base_time + timedelta(seconds=done))
            done += len(chunk)
            rate = (done - start) / (time.perf_counter() - began)
            log(f"seeded {done:,}/{total:,} companies ({rate:,.0f}/s)")
    finally:
        log("building search indexes ...")
        _create_search_indexes()
        search_words_refresh()
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE companies_company")
            cursor.execute("ANALYZE companies_identifier")
            cursor.execute("ANALYZE companies_domain")
    log(f"done in {time.perf_counter() - began:,.0f} s")


def _drop_search_indexes() -> None:
    with connection.cursor() as cursor:
        cursor.execute("DROP INDEX IF EXISTS company_search_fts")


def _create_search_indexes() -> None:
    # One definition of the DDL: the migration that created the indexes.
    module = importlib.import_module("companies.migrations.0003_search_indexes")
    with connection.cursor() as cursor:
        cursor.execute("SET maintenance_work_mem = '512MB'")
        for statement in module.CREATE:
            cursor.execute(statement)


_SOURCE_BY_COUNTRY = {"DE": "imprint", "AT": "firmenbuch", "CH": "zefix"}


def _derived(demo: DemoCompany, company_id: int, when: datetime):  # noqa: ANN202
    """Identifier and domain rows of one company as tuples."""
    src = _SOURCE_BY_COUNTRY[demo.country] if demo.register else "imprint"
    identifiers = []
    if demo.register:
        register = demo.register
        identifiers.append((
            company_id, "register",
            f"{register['country']}/{register['court']}/{register['number']}",
            register["number"], src, when,
        ))
    if demo.vat_id:
        identifiers.append((company_id, "vat", demo.vat_id, "", src, when))
    if demo.lei:
        identifiers.append((company_id, "lei", demo.lei, "", "gleif", when))
    domain = (
        demo.domain, company_id, "claimed", "The site's imprint names this company.",
        "imprint", f"imprint https://www.{demo.domain}/impressum", when, "", when,
    )
    return identifiers, domain


def _copy_chunk(chunk: list[DemoCompany], when: datetime) -> None:
    """PostgreSQL: ids from the sequence, then COPY companies, identifiers and domains."""
    stamp = iso_ms(when)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT nextval(pg_get_serial_sequence('companies_company', 'id')) "
            "FROM generate_series(1, %s)",
            [len(chunk)],
        )
        ids = [row[0] for row in cursor.fetchall()]
        raw = cursor.cursor  # the psycopg cursor behind Django's wrapper
        identifiers: list[tuple] = []
        domains: list[tuple] = []
        with raw.copy(
            "COPY companies_company (id, public_id, country, name, search_name, legal_form, "
            "status, city, city_key, record, created_at, updated_at, block_reason) FROM STDIN"
        ) as copy:
            for company_id, demo in zip(ids, chunk, strict=True):
                copy.write_row((
                    company_id, _public_id(), demo.country, demo.name, search_name(demo.name),
                    demo.legal_form, demo.status, demo.address["city"],
                    place_key(demo.address["city"]), json.dumps(_envelopes(demo, stamp)), when, when, "",
                ))
                company_identifiers, domain = _derived(demo, company_id, when)
                identifiers.extend(company_identifiers)
                domains.append(domain)
        with raw.copy(
            "COPY companies_identifier (company_id, kind, value, number, source_id, observed_at) "
            "FROM STDIN"
        ) as copy:
            for row in identifiers:
                copy.write_row(row)
        cursor.execute(
            "CREATE TEMP TABLE IF NOT EXISTS seed_domain ON COMMIT DROP AS "
            "SELECT name, company_id, link_status, justification, source_id, origin, as_of, "
            "block_reason, first_seen_at FROM companies_domain WITH NO DATA"
        )
        with raw.copy(
            "COPY seed_domain (name, company_id, link_status, justification, source_id, origin, "
            "as_of, block_reason, first_seen_at) FROM STDIN"
        ) as copy:
            for row in domains:
                copy.write_row(row)
        cursor.execute(
            "INSERT INTO companies_domain (name, company_id, link_status, justification, "
            "source_id, origin, as_of, block_reason, first_seen_at) "
            "SELECT name, company_id, link_status, justification, source_id, origin, as_of, "
            "block_reason, first_seen_at FROM seed_domain ON CONFLICT (name) DO NOTHING"
        )

