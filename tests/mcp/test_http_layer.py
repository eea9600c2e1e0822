"""/mcp at the HTTP layer, against the real web process: who may call, which methods,
one message per request, X-Credits-Remaining, billing per tool call as ``mcp:<tool>``,
and protection answering like REST."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from django.utils import timezone

from accounts.models import Account, ApiKey
from billing.credits import current_month
from billing.models import AllowanceUsage
from companies.models import Company, Domain
from jobs.models import Job
from tests.factories import usage_of

from .rpc import call_tool, modern_call_tool, post, request, tool_error_code, tool_result

INITIALIZE = request(
    "initialize",
    {"protocolVersion": "2025-11-25", "capabilities": {},
     "clientInfo": {"name": "tests", "version": "1"}},
)


def any_company_id(server) -> str:
    with server.db():
        return Company.objects.order_by("pk").values_list("public_id", flat=True).first()


def usage(server, account_id: int) -> dict[str, tuple[int, int]]:
    """Per endpoint, as ``GET /v1/usage`` reads it (the database's rows and what the open
    credit leases counted), over all days."""
    with server.db(), server.own_cache():
        return usage_of(Account.objects.get(pk=account_id))


def allowance_used(server, account_id: int) -> int:
    server.settle_leases()
    with server.db():
        mailbox = Account.objects.get(pk=account_id).mailbox
        row = AllowanceUsage.objects.filter(mailbox=mailbox, month=current_month()).first()
        return row.used if row else 0


# --- who may call, and how --------------------------------------------------------------


@pytest.mark.parametrize("method", ["GET", "DELETE"])
def test_get_and_delete_answer_405_with_the_error_body(mcp_server, method):
    _, key = mcp_server.new_key()
    keyed = httpx.request(method, mcp_server.url, headers={"Authorization": f"Bearer {key}"})
    assert keyed.status_code == 405
    assert keyed.json()["error"]["code"] == "method_not_allowed"
    assert keyed.headers["X-Credits-Remaining"] == "250"
    assert keyed.headers["Allow"] == "POST"
    anonymous = httpx.request(method, mcp_server.url)
    assert anonymous.status_code == 405
    assert "X-Credits-Remaining" not in anonymous.headers


@pytest.mark.parametrize("authorization", [None, "Bearer svc_live_" + "x" * 40, "Basic abc",
                                           "Bearer svc_test_short"])
def test_a_request_without_a_valid_key_is_401(mcp_server, authorization):
    headers = {"Authorization": authorization} if authorization else {}
    response = post(mcp_server.url, None, INITIALIZE, headers=headers)
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert response.json()["error"]["code"] == "unauthorized"
    assert "X-Credits-Remaining" not in response.headers


def test_a_revoked_key_is_401(mcp_server):
    account_id, key = mcp_server.new_key()
    with mcp_server.db():
        ApiKey.objects.filter(account_id=account_id).update(revoked_at=timezone.now())
    response = call_tool(mcp_server.url, key, "get_company", {"id": any_company_id(mcp_server)})
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "unauthorized"


def test_a_batch_is_rejected_with_400_and_jsonrpc_invalid_request(mcp_server):
    _, key = mcp_server.new_key()
    batch = [request("tools/list", id=1), request("tools/list", id=2)]
    response = post(mcp_server.url, key, batch)
    assert response.status_code == 400
    body = response.json()
    assert body["jsonrpc"] == "2.0" and body["id"] is None
    assert body["error"]["code"] == -32600
    assert response.headers["X-Credits-Remaining"] == "250"
    assert post(mcp_server.url, key, []).status_code == 400


def test_media_types_are_answered_in_the_contract_shape(mcp_server):
    _, key = mcp_server.new_key()
    body = json.dumps(request("tools/list", {}))
    auth = {"Authorization": f"Bearer {key}"}
    wrong_type = httpx.post(mcp_server.url, content=body,
                            headers={**auth, "Content-Type": "text/plain"})
    assert wrong_type.status_code == 415
    assert wrong_type.json()["error"]["code"] == "unsupported_media_type"
    assert wrong_type.headers["X-Credits-Remaining"] == "250"
    html_only = httpx.post(mcp_server.url, content=body, headers={
        **auth, "Content-Type": "application/json", "Accept": "text/html"})
    assert html_only.status_code == 406
    assert html_only.json()["error"]["code"] == "not_acceptable"
    no_accept = httpx.post(mcp_server.url, content=body,
                           headers={**auth, "Content-Type": "application/json"})
    assert no_accept.status_code == 200 and "tools" in no_accept.json()["result"]


def test_a_host_that_is_not_allowed_is_refused(mcp_server):
    _, key = mcp_server.new_key()
    response = post(mcp_server.url, key, INITIALIZE, headers={"Host": "evil.example"})
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_request"
    assert response.headers["X-Credits-Remaining"] == "250"


def test_paths_below_mcp_are_not_found_and_a_trailing_slash_is_served(mcp_server):
    _, key = mcp_server.new_key()
    unknown = post(mcp_server.url + "/tools", key, INITIALIZE)
    assert unknown.status_code == 404
    assert unknown.json()["error"]["code"] == "not_found"
    assert unknown.headers["X-Credits-Remaining"] == "250"
    assert post(mcp_server.url + "/", key, request("tools/list")).status_code == 200


def test_initialize_is_optional_and_every_keyed_answer_carries_the_balance(mcp_server):
    _, key = mcp_server.new_key()
    handshake = post(mcp_server.url, key, INITIALIZE)
    assert handshake.status_code == 200
    assert handshake.json()["result"]["serverInfo"]["name"] == "company-data"
    assert handshake.headers["X-Credits-Remaining"] == "250"
    # A stateless server: a tools/call needs no session and no initialize before it.
    listed = post(mcp_server.url, key, request("tools/list"), protocol=None)
    assert len(listed.json()["result"]["tools"]) == 7
    assert listed.headers["X-Credits-Remaining"] == "250"
    found = call_tool(mcp_server.url, key, "get_company", {"id": any_company_id(mcp_server)})
    assert tool_result(found)["isError"] is False
    assert found.headers["X-Credits-Remaining"] == "249"
    missing = call_tool(mcp_server.url, key, "get_company", {"id": "c_doesnotexist00"})
    assert tool_error_code(missing) == "not_found"
    assert missing.headers["X-Credits-Remaining"] == "249"
    unknown_tool = call_tool(mcp_server.url, key, "delete_company", {"id": "c_a1b2c3d4"})
    assert tool_error_code(unknown_tool) == "invalid_request"


def test_the_stateless_2026_revision_answers_tool_calls_with_the_balance(mcp_server):
    _, key = mcp_server.new_key()
    company_id = any_company_id(mcp_server)
    found = modern_call_tool(mcp_server.url, key, "get_company", {"id": company_id})
    assert tool_result(found)["structuredContent"]["id"] == company_id
    assert found.headers["X-Credits-Remaining"] == "249"
    missing = modern_call_tool(mcp_server.url, key, "get_company", {"id": "c_doesnotexist00"})
    assert tool_error_code(missing) == "not_found"
    assert missing.headers["X-Credits-Remaining"] == "249"


# --- billing per tool call --------------------------------------------------------------


def test_a_tool_call_is_charged_once_and_recorded_as_mcp_tool(mcp_server):
    account_id, key = mcp_server.new_key()
    company_id = any_company_id(mcp_server)
    result = tool_result(call_tool(mcp_server.url, key, "get_company", {"id": company_id}))
    assert result["structuredContent"]["id"] == company_id
    assert json.loads(result["content"][0]["text"]) == result["structuredContent"]
    related = call_tool(mcp_server.url, key, "get_related_companies", {"id": company_id})
    assert related.headers["X-Credits-Remaining"] == "247"
    assert allowance_used(mcp_server, account_id) == 3
    assert usage(mcp_server, account_id) == {
        "mcp:get_company": (1, 1),
        "mcp:get_related_companies": (1, 2),
    }


def test_tool_errors_cost_nothing(mcp_server):
    account_id, key = mcp_server.new_key()
    assert tool_error_code(
        call_tool(mcp_server.url, key, "get_company", {"id": "c_doesnotexist00"})
    ) == "not_found"
    assert tool_error_code(
        call_tool(mcp_server.url, key, "get_company", {"id": "c_a1b2c3d4", "vat": "DE811907980"})
    ) == "invalid_request"
    assert tool_error_code(
        call_tool(mcp_server.url, key, "search_companies", {"query": "Optik", "limit": 11})
    ) == "invalid_request"
    assert tool_error_code(
        call_tool(mcp_server.url, key, "verify_vat", {"vat_id": "DE123"})
    ) == "invalid_request"
    assert allowance_used(mcp_server, account_id) == 0
    # Arguments that fail the input schema never reach the billing path (limit 11).
    assert usage(mcp_server, account_id) == {"mcp:get_company": (2, 0), "mcp:verify_vat": (1, 0)}


def test_insufficient_credits_is_a_free_tool_error(mcp_server):
    account_id, key = mcp_server.new_key(kind="test", purchased=100)
    with mcp_server.db():
        mailbox = Account.objects.get(pk=account_id).mailbox
        AllowanceUsage.objects.update_or_create(
            mailbox=mailbox, month=current_month(), defaults={"used": 249}
        )
    company_id = any_company_id(mcp_server)
    # 1 credit left: get_company (1) works, get_related_companies (2) does not.
    response = call_tool(mcp_server.url, key, "get_related_companies", {"id": company_id})
    assert tool_error_code(response) == "insufficient_credits"
    assert response.headers["X-Credits-Remaining"] == "1"
    response = call_tool(mcp_server.url, key, "get_company", {"id": company_id})
    assert tool_result(response)["isError"] is False
    assert response.headers["X-Credits-Remaining"] == "0"
    assert tool_error_code(
        call_tool(mcp_server.url, key, "get_company", {"id": company_id})
    ) == "insufficient_credits"
    assert allowance_used(mcp_server, account_id) == 250


def test_parallel_calls_with_two_keys_each_see_their_own_account(mcp_server):
    first_id, first = mcp_server.new_key()
    second_id, second = mcp_server.new_key()
    company_id = any_company_id(mcp_server)
    keys = [first, second] * 10
    with ThreadPoolExecutor(max_workers=20) as pool:
        responses = list(pool.map(
            lambda key: call_tool(mcp_server.url, key, "get_company", {"id": company_id}), keys
        ))
    errors = [tool_result(r) for r in responses if tool_result(r)["isError"] is not False]
    assert not errors, errors[:2]
    assert usage(mcp_server, first_id) == {"mcp:get_company": (10, 10)}
    assert usage(mcp_server, second_id) == {"mcp:get_company": (10, 10)}
    assert allowance_used(mcp_server, first_id) == allowance_used(mcp_server, second_id) == 10


# --- protection answers like REST ------------------------------------------------------------


def test_a_locked_account_gets_403_for_tool_calls(mcp_server):
    account_id, key = mcp_server.new_key()
    with mcp_server.db():
        Account.objects.filter(pk=account_id).update(locked_at=timezone.now(),
                                                     lock_reason="chargeback")
    response = call_tool(mcp_server.url, key, "get_company", {"id": any_company_id(mcp_server)})
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "account_locked"
    assert response.headers["X-Credits-Remaining"] == "250"
    modern = modern_call_tool(mcp_server.url, key, "get_company", {"id": "c_a1b2c3d4"})
    assert modern.status_code == 403
    assert modern.json()["error"]["code"] == "account_locked"
    assert post(mcp_server.url, key, request("tools/list")).status_code == 200


def test_the_key_rate_limit_applies_per_tool_call(mcp_server):
    _, key = mcp_server.new_key()
    company_id = any_company_id(mcp_server)
    limit = 20  # the server's per-key limit per fixed minute (tests/mcp/server_settings.py)
    answered = 0
    for _ in range(2 * limit + 1):  # at most two windows can be touched
        response = call_tool(mcp_server.url, key, "get_company", {"id": company_id})
        if response.status_code != 200:
            break
        answered += 1
    assert limit <= answered <= 2 * limit
    assert response.status_code == 429
    assert response.json()["error"]["code"] == "rate_limited"
    assert int(response.headers["Retry-After"]) == response.json()["error"]["retry_after"] > 0
    assert response.headers["X-Credits-Remaining"] == str(250 - answered)


def test_many_not_found_answers_lock_the_key(mcp_server):
    account_id, key = mcp_server.new_key()
    threshold = 6  # the server's lookup-lock threshold (tests/mcp/server_settings.py)
    misses = 0
    for index in range(2 * threshold + 1):
        response = call_tool(mcp_server.url, key, "get_company", {"id": f"c_missing{index:04d}"})
        if response.status_code != 200:
            break
        assert tool_error_code(response) == "not_found"
        misses += 1
    assert threshold <= misses <= 2 * threshold
    assert response.status_code == 429
    assert response.json()["error"]["code"] == "lookups_locked"
    assert "Retry-After" in response.headers
    locked = call_tool(mcp_server.url, key, "get_company", {"id": any_company_id(mcp_server)})
    assert locked.status_code == 429
    assert allowance_used(mcp_server, account_id) == 0


def test_lookup_domain_with_refresh_reserves_five_credits_for_the_job(mcp_server):
    account_id, key = mcp_server.new_key()
    with mcp_server.db():
        domain = Domain.objects.filter(company__isnull=False).order_by("name").last()
    refreshed = call_tool(mcp_server.url, key, "lookup_domain",
                          {"domain": domain.name, "refresh": True})
    answer = tool_result(refreshed)["structuredContent"]
    assert answer["company"]["name"] and answer["refresh"]["status"] == "queued"
    # 1 for the lookup, 5 held for the refresh (charged when the retrieval completes).
    assert refreshed.headers["X-Credits-Remaining"] == "244"
    with mcp_server.db():
        job = Job.objects.get(public_id=answer["refresh"]["job_id"])
        assert (job.account_id, job.type, job.input) == (account_id, "domain_refresh",
                                                         {"domain": domain.name})
        assert job.hold.endpoint == "mcp:lookup_domain"
    assert usage(mcp_server, account_id) == {"mcp:lookup_domain": (1, 1)}
    again = call_tool(mcp_server.url, key, "lookup_domain", {"domain": domain.name,
                                                             "refresh": True})
    assert again.status_code == 429
    assert again.json()["error"]["code"] == "refresh_limit"
    assert again.headers["X-Credits-Remaining"] == "244"
    unknown = call_tool(mcp_server.url, key, "lookup_domain",
                        {"domain": "not-yet-known-firma.de", "refresh": True})
    answer = tool_result(unknown)["structuredContent"]
    assert answer["company"] is None and answer["refresh"]["job_id"].startswith("job_")
    assert unknown.headers["X-Credits-Remaining"] == "239"
