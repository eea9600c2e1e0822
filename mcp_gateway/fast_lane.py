"""MCP ``tools/call get_company {"id": …}`` on the fast lane (``billing.fast_lane``).

Most of an MCP call's time is the SDK's per-request machinery (the stateless transport, a
server session, the dispatcher, validation and serialisation: about three quarters of the
CPU, docs/performance.md), not the lookup. The guard (``app.py``) therefore offers the
plainest call -- one JSON-RPC request for ``get_company`` with only an ``id`` -- to this
lane before the SDK. When the key and credit lease are in the caches and the company
row is in the record cache (or, on a miss, :func:`companies.row_reader.fill_command` has read it
from PostgreSQL and the take has cached it), the lane answers on the event loop with the response the
SDK gives:

- the body is the SDK's wire form: the tool's :class:`CallToolResult` (built by the same
  :func:`~mcp_gateway.calls.tool_success`) dumped as the SDK's result pipeline does
  (``by_alias``, ``exclude_none``, then the protocol version's result surface,
  ``mcp_types.methods.serialize_server_result``) inside a ``JSONRPCResponse`` dumped as
  its transport does (``by_alias``, ``exclude_unset``);
- the lane opens per (``Host``, ``MCP-Protocol-Version``) only after the SDK answered such
  a call with 200 in exactly the bytes the lane makes of the same answer
  (:class:`Learner`); it then replays that answer's fixed headers. So the SDK's transport
  checks and version routing decided that combination, and an SDK whose wire form
  differs keeps the lane off. 2026-era protocol versions (stamped results) always go to
  the SDK;
- the guard adds ``X-Credits-Remaining``, ``X-Request-Id`` and the request line as for any
  call.

Anything else -- other tools or arguments, a ``_meta``, an ``Origin`` or session header,
a value the cache does not hold -- goes to the SDK unchanged, where the tool takes the
ordinary billed path (its protection, reservation and cached row are one Redis round trip
there too). This is the only MCP lane.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from mcp_types import DEFAULT_NEGOTIATED_VERSION, JSONRPCResponse
from mcp_types.methods import serialize_server_result
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

from accounts.keycache import generation_of
from billing import fast_lane
from billing.prices import tool_price
from companies import row_reader
from companies.record_cache import TOMBSTONE, cache_key
from companies.records import company_compact
from config.metrics import lane_observe

from .calls import McpRequest, tool_success
from .tools import COMPANY_ID, compact_from_cache

Scope = dict[str, Any]
TOOL = "get_company"
ENDPOINT = f"mcp:{TOOL}"  # as billed_tool_call bills it
COST = tool_price(TOOL).charge()  # the lane serves only answers charged in full
_ID = re.compile(COMPANY_ID.removeprefix("^").removesuffix("$"))
#: Headers that refer the call to the SDK: CORS and session semantics are the SDK's.
_SDK_ONLY = frozenset({b"origin", b"mcp-session-id", b"last-event-id"})
_PER_CALL = frozenset({b"content-length", b"x-credits-remaining", b"x-request-id"})
MAX_LEARNED = 64

#: The SDK's fixed response headers by (Host, MCP-Protocol-Version) of the request.
_learned: dict[tuple[bytes | None, bytes | None], list[tuple[bytes, bytes]]] = {}
_mismatched: set[tuple[bytes | None, bytes | None]] = set()
log = logging.getLogger(__name__)


def eligible(scope: Scope, body: bytes) -> tuple[tuple, int | str, str, str] | None:
    """(the learning key, the JSON-RPC id, the company id, the protocol version) when the
    lane may try this call; None when it must go to the SDK."""
    host = version = None
    for name, value in scope["headers"]:
        if name in _SDK_ONLY:
            return None
        if name == b"host":
            host = value
        elif name == b"mcp-protocol-version":
            version = value
        elif name == b"content-type" and value.split(b";")[0].strip() != b"application/json":
            return None
    try:
        message = json.loads(body)
    except ValueError:
        return None
    if not isinstance(message, dict) or message.keys() != {"jsonrpc", "id", "method", "params"}:
        return None
    rpc_id, params = message["id"], message["params"]
    if (message["jsonrpc"] != "2.0" or message["method"] != "tools/call"
            or type(rpc_id) not in (int, str) or not isinstance(params, dict)
            or params.keys() != {"name", "arguments"} or params["name"] != TOOL):
        return None
    arguments = params["arguments"]
    if not isinstance(arguments, dict) or arguments.keys() != {"id"}:
        return None
    company_id = arguments["id"]
    if not isinstance(company_id, str) or not _ID.fullmatch(company_id):
        return None
    protocol = DEFAULT_NEGOTIATED_VERSION if version is None else version.decode("latin1")
    if protocol not in HANDSHAKE_PROTOCOL_VERSIONS:  # 2026-era calls: the SDK's own rules
        return None
    return (host, version), rpc_id, company_id, protocol


def payload(rpc_id: int | str, answer: dict[str, Any], protocol: str) -> bytes:
    """The SDK's wire form of a successful ``get_company`` answer: its result pipeline
    (dump, then the protocol version's result surface) and its transport's dump."""
    result = tool_success(answer).model_dump(by_alias=True, mode="json", exclude_none=True)
    result = serialize_server_result("tools/call", protocol, result)
    return JSONRPCResponse(jsonrpc="2.0", id=rpc_id, result=result).model_dump_json(
        by_alias=True, exclude_unset=True).encode()


async def serve(scope: Scope, body: bytes, send: Any, request: McpRequest) -> bool:
    """Answers the call when it can (True); False: the SDK must (nothing was charged).
    Raises :class:`billing.fast_lane.StoreFailed` (answer 503, never retry)."""
    plan = eligible(scope, body)
    if plan is None:
        return False
    learning_key, rpc_id, company_id, protocol = plan
    headers = _learned.get(learning_key)
    read_key = cache_key(company_id)
    generation = generation_of(request.key)
    if headers is None or read_key is None or generation is None:
        return False
    got = await fast_lane.cached_read(  # StoreFailed: the guard answers 503, no retry
        key=request.key, generation=generation, ip=request.ip, endpoint=ENDPOINT,
        amount=COST, read_key=read_key, absent=TOMBSTONE, render=compact_from_cache,
        fill=lambda: row_reader.fill_command(company_id), render_made=company_compact,
    )
    if got is None:
        lane_observe("declined")
        return False
    answer, request.remaining = got
    body = payload(rpc_id, answer, protocol)
    await send({"type": "http.response.start", "status": 200, "headers": [
        *headers, (b"content-length", str(len(body)).encode()),
        (b"x-credits-remaining", str(request.remaining).encode()),
    ]})
    await send({"type": "http.response.body", "body": body})
    lane_observe("served")
    return True


class Learner:
    """Watches the SDK's answer to one call (the guard's send): when the call was eligible
    and the SDK answered a successful ``get_company`` in the very bytes :func:`payload`
    makes of the same answer, the lane takes over that (Host, protocol version) with the
    SDK's fixed headers. A mismatch (another SDK version's wire form) keeps the lane off
    for it and says so once."""

    def __init__(self, scope: Scope, body: bytes) -> None:
        plan = eligible(scope, body)
        self.plan = plan if plan is not None and plan[0] not in _learned else None
        self.headers: list[tuple[bytes, bytes]] | None = None
        self.chunks: list[bytes] = []

    def watch(self, message: dict) -> None:
        if self.plan is None:
            return
        if message["type"] == "http.response.start":
            if message["status"] != 200:
                self.plan = None
                return
            self.headers = [(bytes(n).lower(), bytes(v)) for n, v in message.get("headers", [])
                            if bytes(n).lower() not in _PER_CALL]
        elif message["type"] == "http.response.body":
            self.chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                self._check(b"".join(self.chunks))

    def _check(self, sdk_body: bytes) -> None:
        learning_key, rpc_id, _, protocol = self.plan
        self.plan = None
        try:
            result = json.loads(sdk_body)["result"]
            if result.get("isError") or "structuredContent" not in result:
                return  # not a success: nothing to compare
            ours = payload(rpc_id, result["structuredContent"], protocol)
        except (ValueError, KeyError, TypeError, AttributeError):
            return
        if ours != sdk_body:
            if learning_key not in _mismatched:
                _mismatched.add(learning_key)
                log.warning("MCP fast lane stays off for protocol %s: its answer differs from "
                            "the SDK's", protocol)
            return
        if len(_learned) >= MAX_LEARNED:  # odd Host values: never grow without bound
            _learned.clear()
        _learned[learning_key] = self.headers or []
