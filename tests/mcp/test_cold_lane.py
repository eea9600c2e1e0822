"""The fast lanes on a record-cache miss (companies/row_reader.py), on the production entry
point: a company nobody read yet is answered on the lane -- its row read from PostgreSQL
and cached on the event loop -- with the very answer of the ordinary path, charged once,
the header exact; unknown and blocked companies stay Django's free 404."""

from __future__ import annotations

import httpx
from django.core.cache import cache

from companies.record_cache import cache_key
from tests.mcp.test_fast_lane import (
    fixed_headers,
    fresh_company,
    mcp,
    remaining,
    rest,
    served,
    usage,
    wait_for_served,
)


def cached(server, company_id: str) -> bytes | None:  # noqa: ANN001
    with server.own_cache():
        return cache._cache.get_client().get(cache_key(company_id))


def warmed_up(server, key: str) -> httpx.Response:  # noqa: ANN001
    """Two reads of a company: the key and a lease are cached, the REST lane has learned
    Django's headers. Returns the second answer."""
    company_id = fresh_company(server)
    rest(server, key, company_id)
    return rest(server, key, company_id)


def assert_same_answer(lane: httpx.Response, ordinary: httpx.Response) -> None:
    assert lane.status_code == ordinary.status_code == 200
    assert lane.content == ordinary.content
    assert fixed_headers(lane) == fixed_headers(ordinary)


def test_a_cold_rest_read_is_answered_by_the_lane_as_django_answers_it(lane_server):
    account_id, key = lane_server.new_key(kind="live", purchased=100)
    warm = warmed_up(lane_server, key)
    company_id = fresh_company(lane_server)
    assert cached(lane_server, company_id) is None
    before = served(lane_server)

    lane = rest(lane_server, key, company_id)  # the lane reads the row from PostgreSQL
    assert wait_for_served(lane_server, before + 1) >= before + 1
    ordinary = rest(lane_server, key, company_id, via="django")

    assert_same_answer(lane, ordinary)
    assert cached(lane_server, company_id) is not None
    assert remaining(warm, lane, ordinary) == [remaining(warm)[0] - n for n in range(3)]
    assert usage(lane_server, account_id, "GET /v1/companies/{id}") == (4, 4)


def test_unknown_and_blocked_companies_stay_a_free_404(lane_server):
    from companies.blocking import company_block
    from companies.models import Company

    _, key = lane_server.new_key(kind="live", purchased=100)
    warm = warmed_up(lane_server, key)
    blocked_id = fresh_company(lane_server)
    with lane_server.own_cache():
        company_block(company=Company.objects.get(public_id=blocked_id), reason="test")
    before = served(lane_server)

    unknown = rest(lane_server, key, "c_nosuchcompany00")
    blocked = rest(lane_server, key, blocked_id)
    after = rest(lane_server, key, fresh_company(lane_server))

    assert (unknown.status_code, blocked.status_code) == (404, 404)
    assert unknown.json()["error"]["code"] == blocked.json()["error"]["code"] == "not_found"
    assert cached(lane_server, "c_nosuchcompany00") is None
    assert remaining(after) == [remaining(warm)[0] - 1]  # the 404s cost nothing
    assert wait_for_served(lane_server, before + 1) >= before + 1


def test_a_company_changed_after_a_cold_read_is_answered_fresh(lane_server):
    from companies.models import Company

    _, key = lane_server.new_key(kind="live", purchased=100)
    warmed_up(lane_server, key)
    company_id = fresh_company(lane_server)
    before = served(lane_server)
    assert rest(lane_server, key, company_id).status_code == 200
    assert wait_for_served(lane_server, before + 1) >= before + 1

    with lane_server.own_cache():
        company = Company.objects.get(public_id=company_id)
        company.record["name"]["value"] = "Kalt Umbenannt GmbH"
        company.name = "Kalt Umbenannt GmbH"
        company.save()

    for _ in range(2):  # the tombstone: Django answers, and nothing stale is cached
        assert rest(lane_server, key, company_id).json()["name"]["value"] == "Kalt Umbenannt GmbH"


def test_a_cold_mcp_call_is_answered_by_the_lane_as_the_sdk_answers_it(lane_server):
    account_id, key = lane_server.new_key(kind="live", purchased=100)
    learn = fresh_company(lane_server)
    mcp(lane_server, key, learn)
    mcp(lane_server, key, learn)  # the lane has learned this protocol version
    company_id = fresh_company(lane_server)
    before = served(lane_server)

    lane = mcp(lane_server, key, company_id)
    assert wait_for_served(lane_server, before + 1) >= before + 1
    sdk = mcp(lane_server, key, company_id, Origin=lane_server.base)  # the SDK answers

    assert lane.json()["result"]["structuredContent"]["id"] == company_id
    assert_same_answer(lane, sdk)
    assert remaining(lane, sdk) == [remaining(lane)[0], remaining(lane)[0] - 1]
    assert usage(lane_server, account_id, "mcp:get_company") == (4, 4)
