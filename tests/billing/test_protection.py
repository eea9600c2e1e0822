"""Rate limits per key and per IP, the lock after many unsuccessful lookups, and failing
closed (503) when the limiter's store is really unreachable."""

from __future__ import annotations

import time

import pytest
import redis

from billing.models import CreditHold
from tests.conftest import ApiClient, redis_cache_at
from tests.factories import make_company, make_key, settle_leases

pytestmark = pytest.mark.django_db

A_DAY = 86_400  # windows this long cannot roll over while a test runs


def assert_429(response, code: str) -> None:
    assert response.status_code == 429
    error = response.json()["error"]
    assert error["code"] == code
    assert int(response["Retry-After"]) == error["retry_after"] > 0
    assert "X-Credits-Remaining" in response


def test_the_key_limit_answers_429_with_retry_after(settings, api, account):
    settings.RATE_LIMIT_PER_KEY = f"3/{A_DAY}"
    company = make_company()
    for _ in range(3):
        assert api.get(f"/v1/companies/{company.public_id}").status_code == 200

    response = api.get(f"/v1/companies/{company.public_id}")

    assert_429(response, "rate_limited")
    assert response.json()["error"]["retry_after"] <= A_DAY + 1
    assert response["X-Credits-Remaining"] == "247"  # the refused call cost nothing
    settle_leases()
    assert [hold.charged for hold in CreditHold.objects.all()] == [3]


def test_the_key_limit_counts_per_key(settings, account):
    settings.RATE_LIMIT_PER_KEY = f"2/{A_DAY}"
    _, first = make_key(account)
    _, second = make_key(account)
    for _ in range(2):
        ApiClient(first).get("/v1/usage")
    assert_429(ApiClient(first).get("/v1/usage"), "rate_limited")
    assert ApiClient(second).get("/v1/usage").status_code == 200


def test_the_ip_limit_counts_all_keys_from_one_address(settings, account):
    settings.RATE_LIMIT_PER_IP = f"3/{A_DAY}"
    keys = [make_key(account)[1] for _ in range(3)]
    for key in keys:
        assert ApiClient(key).get("/v1/usage", REMOTE_ADDR="203.0.113.7").status_code == 200

    assert_429(ApiClient(keys[0]).get("/v1/usage", REMOTE_ADDR="203.0.113.7"), "rate_limited")
    assert ApiClient(keys[0]).get("/v1/usage", REMOTE_ADDR="203.0.113.8").status_code == 200


def test_many_not_found_answers_lock_the_key_for_lookups(settings, account):
    settings.LOOKUP_LOCK_THRESHOLD = f"3/{A_DAY}"
    company = make_company()
    _, key = make_key(account)
    client = ApiClient(key)
    for _ in range(3):
        assert client.get("/v1/companies/c_nosuchcompany").status_code == 404

    response = client.get(f"/v1/companies/{company.public_id}")

    assert_429(response, "lookups_locked")
    assert response["X-Credits-Remaining"] == "250"
    _, other_key = make_key(account)
    assert ApiClient(other_key).get(f"/v1/companies/{company.public_id}").status_code == 200


def test_found_answers_do_not_count_toward_the_lookup_lock(settings, api):
    settings.LOOKUP_LOCK_THRESHOLD = f"3/{A_DAY}"
    company = make_company()
    for _ in range(5):
        assert api.get(f"/v1/companies/{company.public_id}").status_code == 200
    for _ in range(2):
        assert api.get("/v1/companies/c_nosuchcompany").status_code == 404
    assert api.get(f"/v1/companies/{company.public_id}").status_code == 200



def test_an_unreachable_limiter_store_fails_closed_with_503(settings, api, own_redis):
    port, process = own_redis
    settings.CACHES = redis_cache_at(port, "test:protection")
    company = make_company()
    assert api.get(f"/v1/companies/{company.public_id}").status_code == 200
    assert redis.Redis(port=port).keys("test:protection:*")  # the limiter really used it

    process.terminate()
    process.wait(timeout=10)

    response = api.get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 503
    assert response.json()["error"]["code"] == "temporarily_unavailable"
    # What sits in the credit lease cannot be read with the store down: the balance is
    # not known, so the header is left out rather than guessed (never 0 or the
    # database's part).
    assert "X-Credits-Remaining" not in response
    assert CreditHold.objects.count() == 1  # nothing reserved for the refused call (the lease)
    usage = api.get("/v1/usage")
    assert usage.status_code == 503
    assert usage.json()["error"]["code"] == "temporarily_unavailable"


def test_counting_goes_on_after_redis_forgot_its_scripts(settings):
    """A restarted Redis has no scripts loaded: the counter script is loaded again."""
    from django.core.cache import cache

    from billing.protection import Limit, count_hits

    limit = Limit(100, A_DAY)
    now = time.time()
    bucket = f"script-flush-{time.time_ns()}"
    assert count_hits([(bucket, limit)], now=now)[0] == [1]
    cache._cache.get_client(write=True).script_flush()
    counts, values = count_hits([(bucket, limit)], now=now, read=("never-set",))
    assert (counts, values) == ([2], [None])
    ttl = cache._cache.get_client().ttl(cache.make_key(f"rl:{bucket}:{int(now // A_DAY)}"))
    assert 0 < ttl <= A_DAY + 1
