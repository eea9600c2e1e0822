"""The shared Redis cache of company rows behind GET /v1/companies/{id} and the MCP
get_company tool (companies/record_cache.py), on the real Redis and PostgreSQL.

The test database wraps every test in a transaction, so invalidations (scheduled with
``transaction.on_commit``) run where a test says the writer commits:
``django_capture_on_commit_callbacks(execute=True)``."""

from __future__ import annotations

import json
import logging
import socket
from datetime import UTC, datetime

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from companies import lookups, record_cache
from companies.blocking import company_block, company_unblock
from companies.models import Company
from companies.record_cache import company_cache_forget, company_cache_store, company_cached
from companies.records import company_compact, company_envelopes
from companies.services import Statement, company_observe, domain_link
from config.errors import NotFound
from tests.conftest import redis_cache_at
from tests.factories import make_company

pytestmark = pytest.mark.django_db

NEW_PHONE = "+49897654321"


def stored(public_id: str) -> bytes | None:
    """What Redis holds for the company (the raw client, as the cache writes it)."""
    return cache._cache.get_client().get(cache.make_key(f"company:{public_id}"))


def observe_phone(company: Company, phone: str = NEW_PHONE) -> None:
    company_observe(
        company=company,
        statement=Statement(source="imprint",
                            origin="imprint https://www.muster-software.de/impressum",
                            observed_at=datetime(2026, 6, 1, tzinfo=UTC),
                            values={"phone": phone}),
    )


def company_rows_read(queries: CaptureQueriesContext) -> list[str]:
    return [q["sql"] for q in queries.captured_queries if '"companies_company"' in q["sql"]]


# --- hits and misses ----------------------------------------------------------------------


def test_the_second_read_is_served_from_redis_without_a_query(django_assert_num_queries):
    company = make_company()
    assert stored(company.public_id) is None

    first = company_cached(company.public_id)
    with django_assert_num_queries(0):
        second = company_cached(company.public_id)

    assert company_envelopes(second) == company_envelopes(first)
    assert company_compact(second) == company_compact(first)
    assert (second.pk, second.public_id, second.name, second.legal_form, second.country,
            second.blocked_at) == (company.pk, company.public_id, "Muster Software GmbH",
                                   "GmbH", "DE", None)
    assert not second._state.adding
    value = json.loads(stored(company.public_id))
    assert value["record"] == company.record and value["public_id"] == company.public_id
    ttl = cache._cache.get_client().ttl(cache.make_key(f"company:{company.public_id}"))
    assert 0 < ttl <= 300


def test_the_rest_read_does_not_query_the_company_row_when_cached(api):
    company = make_company()
    first = api.get(f"/v1/companies/{company.public_id}")
    assert first.status_code == 200
    assert stored(company.public_id) is not None

    with CaptureQueriesContext(connection) as queries:
        second = api.get(f"/v1/companies/{company.public_id}")

    assert second.status_code == 200
    assert second.json() == first.json()
    assert company_rows_read(queries) == []
    assert second["X-Credits-Remaining"] == "248"  # still billed


def test_unknown_blocked_and_malformed_ids_answer_as_before_and_are_never_cached():
    blocked = make_company()
    Company.objects.filter(pk=blocked.pk).update(blocked_at=datetime.now(UTC))
    for public_id in ("c_nosuchcompany", blocked.public_id, "not an id", "c_" + "x" * 200, ""):
        with pytest.raises(NotFound) as cached_error:
            company_cached(public_id)
        with pytest.raises(NotFound) as lookup_error:
            lookups.company_by_public_id(public_id)
        assert str(cached_error.value) == str(lookup_error.value)
        assert stored(public_id) is None


def test_a_zero_ttl_turns_the_cache_off(settings, django_assert_num_queries):
    settings.COMPANY_CACHE_SECONDS = 0
    company = make_company()
    for _ in range(2):
        with django_assert_num_queries(1):
            assert company_cached(company.public_id).public_id == company.public_id
    assert stored(company.public_id) is None


# --- invalidation -------------------------------------------------------------------------


def test_an_observed_value_is_read_at_once(api, django_capture_on_commit_callbacks):
    company = make_company()
    assert api.get(f"/v1/companies/{company.public_id}").json()["phone"]["value"] == "+49891234567"

    with django_capture_on_commit_callbacks(execute=True):
        observe_phone(company)

    body = api.get(f"/v1/companies/{company.public_id}").json()
    assert body["phone"]["value"] == NEW_PHONE


def test_the_invalidation_waits_for_the_commit(django_capture_on_commit_callbacks):
    company = make_company()
    company_cached(company.public_id)

    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        observe_phone(company)
        assert stored(company.public_id) != b"-"  # not committed: others still see the old row
    assert len(callbacks) == 1

    callbacks[0]()  # the commit
    assert stored(company.public_id) == b"-"
    assert company_cached(company.public_id).record["phone"]["value"] == NEW_PHONE


def test_a_new_domain_link_is_read_at_once(django_capture_on_commit_callbacks):
    """refresh_domains_field saves with update_fields=["record"]."""
    company = make_company()
    assert "domains" not in company_cached(company.public_id).record

    with django_capture_on_commit_callbacks(execute=True):
        domain_link(name="muster-software.de", company=company, link_status="claimed",
                    justification="The imprint names the company.", source="imprint",
                    origin="imprint https://muster-software.de/impressum",
                    as_of=datetime(2026, 6, 1, tzinfo=UTC))

    domains = company_compact(company_cached(company.public_id))["domains"]
    assert domains == [{"domain": "muster-software.de", "link_status": "claimed"}]


def test_saves_of_columns_no_read_shows_keep_the_cached_row(django_capture_on_commit_callbacks):
    company = make_company()
    company_cached(company.public_id)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        company.save(update_fields=["updated_at", "search_name"])
    assert callbacks == []
    assert json.loads(stored(company.public_id))["public_id"] == company.public_id


def test_block_is_404_at_once_and_unblock_serves_again(api, django_capture_on_commit_callbacks):
    company = make_company()
    url = f"/v1/companies/{company.public_id}"
    assert api.get(url).status_code == 200
    assert api.get(url).status_code == 200  # served from the cache

    with django_capture_on_commit_callbacks(execute=True):
        company_block(company=company, reason="court order")
    blocked = api.get(url)
    assert blocked.status_code == 404
    assert blocked.json()["error"]["code"] == "not_found"
    assert blocked["X-Credits-Remaining"] == "248"  # free, like every 404

    with django_capture_on_commit_callbacks(execute=True):
        company_unblock(company=company, reason="lifted")
    served = api.get(url)
    assert served.status_code == 200
    assert served.json()["id"] == company.public_id


def test_a_deleted_company_is_404(api, django_capture_on_commit_callbacks):
    company = make_company()
    url = f"/v1/companies/{company.public_id}"
    assert api.get(url).status_code == 200

    with django_capture_on_commit_callbacks(execute=True):
        Company.objects.filter(pk=company.pk).delete()  # the collector sends post_delete

    assert api.get(url).status_code == 404
    with pytest.raises(NotFound):
        company_cached(company.public_id)


def test_forget_writes_all_tombstones_in_one_round_trip(django_capture_on_commit_callbacks):
    companies = [make_company(name=f"Firma {n} GmbH") for n in range(3)]
    for company in companies:
        company_cached(company.public_id)
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        company_cache_forget([c.public_id for c in companies] + [companies[0].public_id])
    assert len(callbacks) == 1
    callbacks[0]()
    assert [stored(c.public_id) for c in companies] == [b"-"] * 3


# --- the race: a reader must not store a row older than an invalidation -------------------


def test_a_row_read_before_an_invalidation_is_not_stored_after_it(
    django_capture_on_commit_callbacks, django_assert_num_queries
):
    company = make_company()
    stale = lookups.company_by_public_id(company.public_id)  # a reader reads PostgreSQL ...

    with django_capture_on_commit_callbacks(execute=True):  # ... a writer commits ...
        observe_phone(company)

    assert company_cache_store(stale) is False  # ... the reader's store is refused
    assert stored(company.public_id) == b"-"
    ttl = cache._cache.get_client().ttl(cache.make_key(f"company:{company.public_id}"))
    assert 0 < ttl <= record_cache.TOMBSTONE_SECONDS

    # While the tombstone lives every read goes to the database and stores nothing.
    for _ in range(2):
        with django_assert_num_queries(1):
            fresh = company_cached(company.public_id)
        assert fresh.record["phone"]["value"] == NEW_PHONE
    assert stored(company.public_id) == b"-"


def test_an_invalidation_replaces_a_row_stored_before_it(django_capture_on_commit_callbacks):
    """The other order: the reader stored first; the tombstone (SET, not NX) wins."""
    company = make_company()
    stale = lookups.company_by_public_id(company.public_id)
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        observe_phone(company)
    assert company_cache_store(stale) is True  # before the writer's commit
    callbacks[0]()
    assert stored(company.public_id) == b"-"
    assert company_cached(company.public_id).record["phone"]["value"] == NEW_PHONE


# --- Redis unreachable --------------------------------------------------------------------


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # nothing listens once the probe is closed


def test_an_unreachable_redis_falls_back_to_the_database(
    settings, caplog, django_assert_num_queries, django_capture_on_commit_callbacks
):
    company = make_company()
    settings.CACHES = redis_cache_at(_closed_port(), "test:record-cache-down", timeout=0.5)
    caplog.set_level(logging.WARNING, logger="companies.record_cache")

    for _ in range(3):
        with django_assert_num_queries(1):
            found = company_cached(company.public_id)
        assert company_envelopes(found)["name"]["value"] == "Muster Software GmbH"
    with pytest.raises(NotFound):
        company_cached("c_nosuchcompany")
    assert company_cache_store(found) is False
    with django_capture_on_commit_callbacks(execute=True):
        observe_phone(company)  # the invalidation fails quietly, the write stands
    assert company_cached(company.public_id).record["phone"]["value"] == NEW_PHONE

    warnings = [r for r in caplog.records if r.name == "companies.record_cache"]
    assert len(warnings) <= 1  # at most one per few seconds, not one per call
