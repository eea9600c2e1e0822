"""Hostile and careless input against the real web process (uvicorn): /mcp answers every
refusal in the CONTRACT's JSON shape as /v1 does, refuses what REST refuses, and reports an
upstream outage as a free tool error the model can read."""

from __future__ import annotations

import json

import httpx
import pytest

from config.request_guard import MAX_DEPTH

from .rpc import ACCEPT, LEGACY, call_tool, request, tool_error_code
from .test_http_layer import allowance_used, any_company_id, usage

TOOLS_LIST = json.dumps(request("tools/list", {})).encode()


def raw_post(server, key: str, body: bytes, **headers: str) -> httpx.Response:
    sent = {"Accept": ACCEPT, "Content-Type": "application/json", "MCP-Protocol-Version": LEGACY,
            "Authorization": f"Bearer {key}", **headers}
    return httpx.post(server.url, content=body, headers=sent, timeout=60)


def assert_error(response: httpx.Response, status: int, code: str) -> dict:
    assert response.status_code == status, response.text[:300]
    assert response.headers["Content-Type"].startswith("application/json")
    error = response.json()["error"]
    assert error["code"] == code and error["message"]
    return error


def test_a_repeated_authorization_header_is_401_as_on_rest(mcp_server):
    _, key = mcp_server.new_key()
    headers = [("Authorization", f"Bearer {key}"), ("Authorization", f"Bearer {key}"),
               ("Content-Type", "application/json"), ("Accept", ACCEPT)]
    mcp = httpx.post(mcp_server.url, content=TOOLS_LIST, headers=headers)
    assert_error(mcp, 401, "unauthorized")
    rest = httpx.get(f"{mcp_server.base}/v1/usage", headers=headers)
    assert_error(rest, 401, "unauthorized")


def test_a_foreign_origin_is_403_as_json_and_an_allowed_one_is_served(mcp_server):
    _, key = mcp_server.new_key()
    foreign = raw_post(mcp_server, key, TOOLS_LIST, Origin="https://evil.example")
    assert_error(foreign, 403, "forbidden")
    assert foreign.headers["X-Credits-Remaining"] == "250"
    assert_error(raw_post(mcp_server, key, TOOLS_LIST, Origin="null"), 403, "forbidden")
    own = raw_post(mcp_server, key, TOOLS_LIST, Origin=mcp_server.base)
    assert own.status_code == 200 and "tools" in own.json()["result"]


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 5000])
def test_arguments_nested_beyond_the_stated_depth_are_400(mcp_server, depth):
    _, key = mcp_server.new_key()
    nested = "[" * depth + "]" * depth
    body = ('{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": '
            '"search_companies", "arguments": {"query": ' + nested + "}}}").encode()
    error = assert_error(raw_post(mcp_server, key, body), 400, "invalid_request")
    assert str(MAX_DEPTH) in error["message"]


@pytest.mark.parametrize("body", [
    json.dumps(request("tools/call", {"name": "get_company", "arguments": {"id": "c_\x00"}})).encode(),
    json.dumps(request("tools/call", {"name": "get_company", "arguments": {"id": "c_\ud800"}})).encode(),
    b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"x": "\xff"}}',
    b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}\x00',
])
def test_nul_bytes_lone_surrogates_and_invalid_utf8_are_400(mcp_server, body):
    account_id, key = mcp_server.new_key()
    assert_error(raw_post(mcp_server, key, body), 400, "invalid_request")
    assert usage(mcp_server, account_id) == {}


def test_a_nul_byte_in_the_query_string_is_400(mcp_server):
    _, key = mcp_server.new_key()
    response = httpx.post(mcp_server.url + "?x=%00", content=TOOLS_LIST, headers={
        "Authorization": f"Bearer {key}", "Content-Type": "application/json", "Accept": ACCEPT})
    assert_error(response, 400, "invalid_request")


def test_a_body_over_the_limit_is_413_naming_the_limit(mcp_server):
    from mcp_gateway.app import MAX_BODY

    _, key = mcp_server.new_key()
    padding = "x" * MAX_BODY
    body = json.dumps(request("tools/call", {"name": "search_companies",
                                             "arguments": {"query": padding}})).encode()
    error = assert_error(raw_post(mcp_server, key, body), 413, "payload_too_large")
    assert str(MAX_BODY) in error["message"]


def test_a_vies_outage_is_a_free_tool_error_the_model_can_read(mcp_server):
    account_id, key = mcp_server.new_key()
    response = call_tool(mcp_server.url, key, "verify_vat", {"vat_id": "DE999999911"})
    assert response.status_code == 200
    assert tool_error_code(response) == "upstream_unavailable"
    assert response.headers["X-Credits-Remaining"] == "250"
    assert allowance_used(mcp_server, account_id) == 0
    assert usage(mcp_server, account_id) == {"mcp:verify_vat": (1, 0)}


# --- /v1 over real HTTP: what the server's own decoding gives Django ----------------------


def test_v1_paths_that_are_not_utf8_are_400(mcp_server):
    _, key = mcp_server.new_key()
    auth = {"Authorization": f"Bearer {key}"}
    for path in ("/v1/companies/c_%FF%FE", "/v1/domains/%C3.de", "/v1/companies/c_%00"):
        assert_error(httpx.get(mcp_server.base + path, headers=auth), 400, "invalid_request")
    query = httpx.get(mcp_server.base + "/v1/companies/search?q=%FFab", headers=auth)
    assert_error(query, 400, "invalid_request")


def test_v1_unknown_routes_methods_and_head_over_http(mcp_server):
    _, key = mcp_server.new_key()
    auth = {"Authorization": f"Bearer {key}"}
    for method, path in (("POST", "/v1/nope"), ("DELETE", "/v1/webhooks/"), ("GET", "/V1/usage"),
                         ("PUT", "/v2/companies/c_x")):
        assert_error(httpx.request(method, mcp_server.base + path, headers=auth), 404, "not_found")
    company_id = any_company_id(mcp_server)
    head = httpx.head(f"{mcp_server.base}/v1/companies/{company_id}", headers=auth)
    assert head.status_code == 405 and head.headers["Allow"] == "GET"
    assert head.headers["X-Credits-Remaining"] == "250"


def test_posting_a_non_json_body_to_the_sdk_never_answers_plain_text(mcp_server):
    _, key = mcp_server.new_key()
    for body in (b"{not json", b'"just a string"', b"{}", b'{"jsonrpc": "2.0"}'):
        response = raw_post(mcp_server, key, body)
        assert response.status_code < 500, response.text[:200]
        assert response.headers["Content-Type"].startswith("application/json"), body
        response.json()
