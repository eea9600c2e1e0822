"""Property: hostile arguments to every MCP tool, and hostile bodies and headers, against the
real web process: the answer is JSON, never a 5xx; an HTTP refusal or a tool error has an
error with a code and a message; an answer that is not a successful tool result costs
nothing. Bounded (a few seconds) so that it runs in every CI run."""

from __future__ import annotations

import json

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hostile import hostile_body, hostile_json, hostile_text

from .rpc import ACCEPT, LEGACY, request

TOOLS = {
    "search_companies": ["query", "country", "city", "limit"],
    "get_company": ["id", "register", "vat", "lei"],
    "lookup_domain": ["domain"],  # not refresh: that starts a job (and its own credits)
    "get_company_changes": ["id", "since"],
    "verify_vat": ["vat_id"],
    "get_related_companies": ["id"],
}


@st.composite
def tool_calls(draw: st.DrawFn) -> bytes:
    tool = draw(st.sampled_from(sorted(TOOLS)))
    names = st.sampled_from(TOOLS[tool]) | hostile_text
    arguments = draw(st.dictionaries(names, hostile_json | hostile_text, max_size=4))
    name = draw(st.just(tool) | hostile_text)
    return json.dumps(request("tools/call", {"name": name, "arguments": arguments})).encode()


@pytest.fixture(scope="module")
def caller(mcp_server) -> dict:  # noqa: ANN001
    _, key = mcp_server.new_key()
    return {"key": key, "remaining": 250}


def _error_of(result: dict) -> dict | None:
    if not result.get("isError"):
        return None
    assert "structuredContent" not in result
    return json.loads(result["content"][0]["text"])["error"]


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(body=tool_calls() | hostile_body,
       extra=st.dictionaries(st.sampled_from(["X-Request-Id", "Mcp-Method", "Mcp-Name",
                                              "MCP-Protocol-Version", "Accept-Language"]),
                             st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126),
                                     max_size=40).map(str.strip), max_size=2))
def test_hostile_tool_calls_get_json_never_a_5xx_and_errors_cost_nothing(
        mcp_server, caller, body, extra):
    headers = {"MCP-Protocol-Version": LEGACY, **extra, "Accept": ACCEPT,
               "Content-Type": "application/json", "Authorization": f"Bearer {caller['key']}"}
    response = httpx.post(mcp_server.url, content=body, headers=headers, timeout=60)

    assert response.status_code < 500, (body[:200], response.text[:300])
    assert response.headers["Content-Type"].startswith("application/json"), response.text[:300]
    answer = response.json()
    succeeded = False
    if response.status_code >= 400:
        error = answer["error"]
        assert error["message"] and (isinstance(error["code"], str) or "jsonrpc" in answer)
    elif "result" in answer:
        error = _error_of(answer["result"])
        if error is not None:
            assert isinstance(error["code"], str) and error["message"]
        succeeded = error is None
    else:
        assert answer["error"]["message"]  # a JSON-RPC error (unknown method, bad params)
    remaining = int(response.headers["X-Credits-Remaining"])
    if not succeeded:
        assert remaining == caller["remaining"], (body[:200], response.text[:300])
    caller["remaining"] = remaining
