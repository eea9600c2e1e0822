"""The fast lanes' fill of a record-cache miss (companies/row_reader.py) on the real
PostgreSQL and Redis: it caches exactly the row the ORM path caches, never an invisible
company, never over a tombstone or another value, and a failure stores nothing.

The fill reads on its own connection, so these tests commit (``transaction=True``) and an
invalidation's tombstone is written at the writer's commit, as in production."""

from __future__ import annotations

import asyncio
import json
import socket
from datetime import UTC, datetime

import pytest
from django.core.cache import cache

from companies import lookups, row_reader
from companies.api import fast_lane as rest_lane
from companies.models import Company
from companies.record_cache import TOMBSTONE, company_cached, company_from_value
from companies.records import (
    company_compact,
    company_envelopes,
    forget_sources,
    sources_known,
)
from tests.companies.test_record_cache import NEW_PHONE, observe_phone, stored
from tests.factories import make_company

pytestmark = pytest.mark.django_db(transaction=True)


def fill(public_id: str) -> bool:
    """:func:`row_reader.fill` on a loop of its own, whose connections it then closes."""
    async def run() -> bool:
        try:
            return await row_reader.fill(public_id)
        finally:
            await row_reader.close()

    return asyncio.run(run())


def uncache(public_id: str) -> None:
    cache._cache.get_client(write=True).delete(cache.make_key(f"company:{public_id}"))


def test_the_fill_caches_the_very_row_the_orm_path_caches():
    company = make_company()
    uncache(company.public_id)  # its creation's tombstone

    assert fill(company.public_id) is True
    filled = stored(company.public_id)
    uncache(company.public_id)
    company_cached(company.public_id)  # the ORM path's fill
    assert stored(company.public_id) == filled

    ttl = cache._cache.get_client().ttl(cache.make_key(f"company:{company.public_id}"))
    assert 0 < ttl <= 300
    from_cache = company_from_value(filled)
    from_orm = lookups.company_by_public_id(company.public_id)
    assert company_envelopes(from_cache) == company_envelopes(from_orm)
    assert company_compact(from_cache) == company_compact(from_orm)
    assert json.loads(filled)["record"] == Company.objects.get(pk=company.pk).record


def test_unknown_blocked_and_nameless_companies_are_not_filled():
    blocked, nameless = make_company(), make_company(name="Ohne Namen GmbH")
    Company.objects.filter(pk=blocked.pk).update(blocked_at=datetime.now(UTC))
    Company.objects.filter(pk=nameless.pk).update(name="")  # no redistributable name
    for public_id in ("c_nosuchcompany0", blocked.public_id, nameless.public_id,
                      "c_" + "x" * 200, ""):
        uncache(public_id)
        assert fill(public_id) is False
        assert stored(public_id) is None


def test_a_tombstone_or_a_cached_value_is_never_overwritten():
    company = make_company()
    key = cache.make_key(f"company:{company.public_id}")
    client = cache._cache.get_client(write=True)
    for value in (TOMBSTONE, '{"another":"value"}'):
        client.set(key, value, ex=10)
        assert fill(company.public_id) is False
        assert stored(company.public_id) == value.encode()


def test_a_changed_company_is_never_filled_stale():
    company = make_company()
    uncache(company.public_id)
    assert fill(company.public_id) is True

    observe_phone(company)  # commits: the tombstone replaces the cached row

    assert stored(company.public_id) == TOMBSTONE.encode()
    assert fill(company.public_id) is False  # the lane declines: Django reads it fresh
    uncache(company.public_id)  # the tombstone expired
    assert fill(company.public_id) is True
    assert company_from_value(stored(company.public_id)).record["phone"]["value"] == NEW_PHONE


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_postgresql_failing_stores_nothing(monkeypatch):
    company = make_company()
    uncache(company.public_id)

    async def refused() -> None:
        import psycopg

        raise psycopg.OperationalError("connection refused")

    monkeypatch.setattr(row_reader, "_connect", refused)
    assert fill(company.public_id) is False
    assert stored(company.public_id) is None


def test_redis_failing_stores_nothing(settings):
    company = make_company()
    uncache(company.public_id)
    settings.REDIS_URL = f"redis://127.0.0.1:{_closed_port()}/0"

    assert fill(company.public_id) is False
    assert stored(company.public_id) is None


def test_the_rest_lane_leaves_a_record_of_an_unseen_source_to_django():
    company = make_company()
    uncache(company.public_id)
    assert fill(company.public_id) is True
    raw = stored(company.public_id)
    forget_sources()

    assert rest_lane._render(raw) is None  # its attribution would be a query on the loop

    company_envelopes(lookups.company_by_public_id(company.public_id))  # Django's render
    assert json.loads(rest_lane._render(raw)) == json.loads(
        rest_lane._renderer.render(company_envelopes(company_from_value(raw))))


def test_the_fill_loads_the_sources_a_record_shows():
    company = make_company()
    uncache(company.public_id)
    forget_sources()

    assert fill(company.public_id) is True

    raw = stored(company.public_id)
    assert sources_known(company_from_value(raw))  # the lane renders it without a query
    assert json.loads(rest_lane._render(raw)) == company_envelopes(
        lookups.company_by_public_id(company.public_id))


def test_connection_parameters_map_to_asyncpg_and_an_unknown_one_is_refused():
    """Django's libpq parameters as asyncpg takes them; a parameter asyncpg cannot honour
    makes the reader refuse (the lanes then leave cold reads to Django), never ignore it."""
    from django.db import connection

    kwargs = row_reader.connect_kwargs({
        **connection.get_connection_params(), "sslmode": "require",
        "options": "-c statement_timeout=5000 -c search_path=public"})
    assert kwargs["database"] == connection.settings_dict["NAME"]
    assert kwargs["ssl"] == "require"
    assert kwargs["server_settings"] == {"statement_timeout": "5000", "search_path": "public"}
    assert {"context", "cursor_factory", "dbname", "sslmode", "options"}.isdisjoint(kwargs)
    with pytest.raises(ValueError):
        row_reader.connect_kwargs({"sslrootcert": "/etc/ssl/ca.pem"})


def test_without_prepared_statements_the_fill_still_reads_the_row(settings):
    settings.DATABASE_PREPARED_STATEMENTS = False
    company = make_company()
    uncache(company.public_id)
    assert fill(company.public_id) is True
