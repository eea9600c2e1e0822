"""The fast lane on the production entry point (billing/fast_lane.py): the cached billed
read answered on the event loop, over REST (companies/api/fast_lane.py) and as the MCP
``get_company`` call (mcp_gateway/fast_lane.py), gives the very response of the ordinary
path -- Django and DRF, or the MCP SDK -- and is counted, limited and charged the same.

Which path answered is read from the server's ``svc_fast_lane_total`` counter: a query
string or an ``Origin`` header always sends a call the ordinary way."""

from __future__ import annotations

import re
import time

import httpx
import pytest
from django.core.cache import cache

from companies.record_cache import cache_key
from mcp_gateway import fast_lane as mcp_lane
from tests.mcp.conftest import METRICS_TOKEN

PER_CALL = {"date", "x-request-id", "x-credits-remaining"}
MCP_HEADERS = {"Accept": "application/json, text/event-stream",
               "Content-Type": "application/json"}


def served(server) -> float:  # noqa: ANN001
    text = httpx.get(f"{server.base}/metrics",
                     headers={"Authorization": f"Bearer {METRICS_TOKEN}"}).text
    match = re.search(r'^svc_fast_lane_total\{outcome="served"\} (\S+)$', text, re.M)
    return float(match.group(1)) if match else 0.0


def wait_for_served(server, at_least: float) -> float:  # noqa: ANN001
    deadline = time.monotonic() + 10  # the server writes its counters once a second
    while (value := served(server)) < at_least and time.monotonic() < deadline:
        time.sleep(0.2)
    return value


def fresh_company(server) -> str:  # noqa: ANN001
    """A company whose row the next ordinary read caches (no tombstone of its seeding)."""
    from companies.models import Company

    with server.own_cache():
        company = Company.objects.filter(blocked_at__isnull=True).order_by("?").first()
        cache._cache.get_client(write=True).delete(cache_key(company.public_id))
    return company.public_id


def rest(server, key: str, company_id: str, **params) -> httpx.Response:  # noqa: ANN001
    return httpx.get(f"{server.base}/v1/companies/{company_id}", params=params or None,
                     headers={"Authorization": f"Bearer {key}"})


def mcp(server, key: str, company_id: str, rpc_id: int = 7, **headers) -> httpx.Response:  # noqa: ANN001
    body = {"jsonrpc": "2.0", "id": rpc_id, "method": "tools/call",
            "params": {"name": "get_company", "arguments": {"id": company_id}}}
    return httpx.post(server.url, json=body,
                      headers={**MCP_HEADERS, "Authorization": f"Bearer {key}", **headers})


def fixed_headers(response: httpx.Response) -> dict[str, str]:
    return {k: v for k, v in response.headers.items() if k not in PER_CALL}


def remaining(*responses: httpx.Response) -> list[int]:
    return [int(r.headers["x-credits-remaining"]) for r in responses]


def assert_same_answers(ordinary: httpx.Response, later: list[httpx.Response]) -> None:
    """Each later call got the ordinary answer's bytes and fixed headers, one credit less
    remaining each."""
    for response in later:
        assert response.status_code == 200
        assert response.content == ordinary.content
        assert fixed_headers(response) == fixed_headers(ordinary)
    start = remaining(ordinary)[0]
    assert remaining(*later) == [start - n for n in range(1, len(later) + 1)]


def _usage_now(server, account_id: int, endpoint: str) -> tuple[int, int]:  # noqa: ANN001
    """As ``GET /v1/usage`` reads it: the database's rows and the open leases' counts."""
    from accounts.models import Account
    from tests.factories import usage_of

    with server.db(), server.own_cache():
        return usage_of(Account.objects.get(pk=account_id)).get(endpoint, (0, 0))


def usage(server, account_id: int, endpoint: str) -> tuple[int, int]:  # noqa: ANN001
    deadline = time.monotonic() + 5  # calls without a lease are written every 0.5 s
    while True:
        found = _usage_now(server, account_id, endpoint)
        if time.monotonic() > deadline:
            return found
        time.sleep(0.6)  # one more batch: nothing may still be on its way
        if _usage_now(server, account_id, endpoint) == found:
            return found


def test_the_rest_lane_answers_exactly_as_django_does(lane_server):
    _, key = lane_server.new_key(kind="live", purchased=100)
    company_id = fresh_company(lane_server)
    before = served(lane_server)

    ordinary = rest(lane_server, key, company_id, via="django")  # caches key, lease, row
    first = rest(lane_server, key, company_id)
    second = rest(lane_server, key, company_id)
    ordinary_again = rest(lane_server, key, company_id, via="django")

    assert wait_for_served(lane_server, before + 1) >= before + 1
    assert_same_answers(ordinary, [first, second, ordinary_again])


def test_the_rest_lane_counts_limits_and_charges_each_call_once(lane_server):
    account_id, key = lane_server.new_key(kind="live", purchased=100)
    company_id = fresh_company(lane_server)
    before = served(lane_server)

    # The limit is 20 per fixed 60 s window: 21 calls that straddle a window's end would
    # meet two windows (the 21st then rightly answered 200), so start early in a window.
    if time.time() % 60 > 50:
        time.sleep(60 - time.time() % 60 + 0.1)
    answers = [rest(lane_server, key, company_id) for _ in range(21)]

    assert [r.status_code for r in answers] == [200] * 20 + [429]
    assert answers[-1].json()["error"]["code"] == "rate_limited"
    assert "retry-after" in answers[-1].headers
    start = remaining(answers[0])[0]
    assert remaining(*answers[:20]) == [start - n for n in range(20)]
    assert wait_for_served(lane_server, before + 18) >= before + 18
    assert usage(lane_server, account_id, "GET /v1/companies/{id}") == (20, 20)
    lane_server.settle_leases()
    from accounts.models import Account
    from billing.credits import balance_of

    with lane_server.db():
        assert balance_of(Account.objects.get(pk=account_id)).spendable(live=True) == start - 19


def served_by_the_lane(server) -> tuple[int, str, str]:  # noqa: ANN001
    """A fresh key and company after three reads, the lane having served some of them."""
    account_id, key = server.new_key(kind="live", purchased=10)
    company_id = fresh_company(server)
    before = served(server)
    assert [rest(server, key, company_id).status_code for _ in range(3)] == [200] * 3
    assert wait_for_served(server, before + 1) >= before + 1
    return account_id, key, company_id


def test_a_revoked_key_is_refused_by_the_next_call(lane_server):
    from accounts.models import ApiKey
    from accounts.services import api_key_revoke

    account_id, key, company_id = served_by_the_lane(lane_server)

    with lane_server.own_cache():
        api_key_revoke(key=ApiKey.objects.get(account_id=account_id))

    assert rest(lane_server, key, company_id).status_code == 401


@pytest.mark.parametrize("pause", [0, 0.3])
def test_a_revoked_key_is_refused_by_the_next_mcp_call(lane_server, pause):
    """Also when the process's reading of the key cache is older than the guard trusts
    without asking (``pause``): the key is then only tagged, and the lane's script checks
    its generation (the revocation moved it), or the guard asks before the SDK answers."""
    from accounts.models import ApiKey
    from accounts.services import api_key_revoke

    account_id, key = lane_server.new_key(kind="live", purchased=100)
    company_id = fresh_company(lane_server)
    before = served(lane_server)
    assert [mcp(lane_server, key, company_id).status_code for _ in range(3)] == [200] * 3
    assert wait_for_served(lane_server, before + 1) >= before + 1

    with lane_server.own_cache():
        api_key_revoke(key=ApiKey.objects.get(account_id=account_id))
    time.sleep(pause)

    assert mcp(lane_server, key, company_id).status_code == 401  # the lane's call
    assert mcp(lane_server, key, company_id, Origin=lane_server.base).status_code == 401


def test_a_changed_company_is_answered_fresh(lane_server):
    from companies.models import Company

    _, key, company_id = served_by_the_lane(lane_server)

    with lane_server.own_cache():
        company = Company.objects.get(public_id=company_id)
        company.record["name"]["value"] = "Umbenannt Lane GmbH"
        company.name = "Umbenannt Lane GmbH"
        company.save()

    assert rest(lane_server, key, company_id).json()["name"]["value"] == "Umbenannt Lane GmbH"


def test_the_mcp_lane_answers_exactly_as_the_sdk_does(lane_server):
    account_id, key = lane_server.new_key(kind="live", purchased=100)
    company_id = fresh_company(lane_server)
    origin = {"Origin": lane_server.base}  # the lane leaves calls with an Origin to the SDK
    before = served(lane_server)

    sdk = mcp(lane_server, key, company_id, **origin)
    sdk_again = mcp(lane_server, key, company_id, **origin)  # the SDK answers
    first = mcp(lane_server, key, company_id)  # the SDK answers, the lane learns from it
    second = mcp(lane_server, key, company_id)  # the lane answers (the only MCP lane)

    assert wait_for_served(lane_server, before + 1) >= before + 1
    assert sdk.json()["result"]["structuredContent"]["id"] == company_id
    assert_same_answers(sdk, [sdk_again, first, second])
    assert usage(lane_server, account_id, "mcp:get_company") == (4, 4)


def test_mcp_calls_the_lane_cannot_answer_go_to_the_sdk(lane_server):
    _, key = lane_server.new_key(kind="live", purchased=100)
    company_id = fresh_company(lane_server)
    mcp(lane_server, key, company_id)  # warm: key, lease and row cached
    unknown = mcp(lane_server, key, "c_doesnotexist00")
    assert unknown.status_code == 200
    result = unknown.json()["result"]
    assert result["isError"] is True and '"not_found"' in result["content"][0]["text"]
    string_id = mcp(lane_server, key, company_id, rpc_id="abc")
    assert string_id.json()["id"] == "abc"
    assert string_id.json()["result"]["structuredContent"]["id"] == company_id


def test_the_mcp_lane_stays_off_where_the_sdk_answers_other_bytes():
    scope = {"headers": [(b"host", b"lane-mismatch.test"), (b"content-type", b"application/json")]}
    body = (b'{"jsonrpc":"2.0","id":1,"method":"tools/call",'
            b'"params":{"name":"get_company","arguments":{"id":"c_abcd1234"}}}')
    learner = mcp_lane.Learner(scope, body)
    learner.watch({"type": "http.response.start", "status": 200,
                   "headers": [(b"content-type", b"application/json")]})
    sdk_body = (b'{"jsonrpc":"2.0","id":1,"result":{"structuredContent":{"id":"c_abcd1234"},'
                b'"content":[],"isError":false,"extra":"from another SDK version"}}')
    learner.watch({"type": "http.response.body", "body": sdk_body})
    assert (b"lane-mismatch.test", None) not in mcp_lane._learned
    assert (b"lane-mismatch.test", None) in mcp_lane._mismatched
