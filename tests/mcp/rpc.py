"""Raw JSON-RPC over HTTP to /mcp (httpx), for the transport-level tests."""

from __future__ import annotations

import json
from typing import Any

import httpx

ACCEPT = "application/json, text/event-stream"
LEGACY = "2025-11-25"
MODERN = "2026-07-28"


def post(url: str, key: str | None, body: Any, *, headers: dict[str, str] | None = None,
         protocol: str | None = LEGACY) -> httpx.Response:
    sent = {"Accept": ACCEPT, "Content-Type": "application/json", **(headers or {})}
    if key:
        sent["Authorization"] = f"Bearer {key}"
    if protocol:
        sent["MCP-Protocol-Version"] = protocol
    return httpx.post(url, content=json.dumps(body), headers=sent, timeout=60)


def request(method: str, params: dict[str, Any] | None = None, id: int = 1) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def call_tool(url: str, key: str, name: str, arguments: dict[str, Any]) -> httpx.Response:
    return post(url, key, request("tools/call", {"name": name, "arguments": arguments}))


def modern_call_tool(url: str, key: str, name: str, arguments: dict[str, Any]) -> httpx.Response:
    """A tools/call of the stateless 2026-07-28 revision (no initialize, per-request _meta)."""
    meta = {"io.modelcontextprotocol/protocolVersion": MODERN,
            "io.modelcontextprotocol/clientCapabilities": {}}
    body = request("tools/call", {"name": name, "arguments": arguments, "_meta": meta})
    return post(url, key, body, protocol=MODERN,
                headers={"Mcp-Method": "tools/call", "Mcp-Name": name})


def tool_result(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    return response.json()["result"]


def tool_error_code(response: httpx.Response) -> str:
    result = tool_result(response)
    assert result["isError"] is True
    assert "structuredContent" not in result
    assert len(result["content"]) == 1 and result["content"][0]["type"] == "text"
    error = json.loads(result["content"][0]["text"])["error"]
    assert error["message"]
    return error["code"]
