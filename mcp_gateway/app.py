"""``/mcp``: a thin pure-ASGI guard in front of the official SDK's stateless Streamable
HTTP app (JSON answers). ``config/asgi.py`` routes ``/mcp`` here and runs
:meth:`McpGateway.lifespan` in the ASGI lifespan (the SDK's session manager needs it).

The guard does what SPEC/CONTRACT require and the SDK does not:
- only POST: GET and DELETE (and any other method) answer 405 ``method_not_allowed``;
- a browser ``Origin`` whose host is not an allowed host answers 403 ``forbidden``;
- ``Authorization: Bearer <key>``: without a valid key 401 ``unauthorized`` with
  ``WWW-Authenticate: Bearer``; the header given twice is refused as REST refuses it;
- hostile input as on ``/v1`` (``config.request_guard``): NUL bytes, text that is not
  UTF-8, nesting deeper than ``MAX_DEPTH`` answer 400, a body over :data:`MAX_BODY` 413;
- one JSON-RPC message per request: an array body (batch) answers HTTP 400 with a
  JSON-RPC error -32600 (id null); the body is read once and replayed to the SDK;
- an error the SDK answers in its own plain-text body is answered in the CONTRACT shape;
- ``X-Credits-Remaining`` on every response to a request with a valid key;
- account lock (403), rate limits and the lookup lock (429 + ``Retry-After``) and
  fail-closed protection (503) raised inside a tool call answer at the HTTP layer with the
  CONTRACT error body, exactly like REST.
Errors have the CONTRACT body ``{"error": {"code", "message", ...}}``.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
import uuid
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.http.request import split_domain_port, validate_host
from mcp.server.transport_security import TransportSecuritySettings

from accounts.authentication import authenticate_bearer, peek_bearer, peek_bearer_entry
from accounts.models import ApiKey
from billing import fast_lane as billing_fast_lane
from billing.api import client_ip
from billing.calls import remaining_for
from config import request_guard
from config.errors import (
    ApiError,
    InvalidRequest,
    MethodNotAllowed,
    NotFound,
    TemporarilyUnavailable,
    Unauthorized,
    error_for_status,
)

from . import fast_lane
from .calls import McpRequest, current_request, in_db_thread
from .server import CompanyDataServer, build_server

log = logging.getLogger("requests")

Scope = dict[str, Any]
Message = dict[str, Any]
MAX_BODY = 1024 * 1024  # one JSON-RPC message with small arguments
BATCH_REJECTED = {
    "jsonrpc": "2.0",
    "id": None,
    "error": {
        "code": -32600,
        "message": "Batch requests are not supported: send one JSON-RPC message per request.",
    },
}


def transport_security() -> TransportSecuritySettings:
    """DNS-rebinding protection with the hosts Django allows. Wildcard entries (``*``,
    ``.example.com``) cannot be expressed in the SDK's list; the guard checks the Host
    with Django's own rule in every case."""
    hosts = list(settings.ALLOWED_HOSTS)
    if any(host == "*" or host.startswith(".") for host in hosts):
        return TransportSecuritySettings(enable_dns_rebinding_protection=False)
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[h for host in hosts for h in (host, f"{host}:*")],
        allowed_origins=[
            origin
            for host in hosts
            for scheme in ("http", "https")
            for origin in (f"{scheme}://{host}", f"{scheme}://{host}:*")
        ],
    )


def _header(scope: Scope, name: bytes) -> str | None:
    """The header's value; a header sent more than once is joined with ", " as WSGI joins
    it for Django (a repeated ``Authorization`` is then no valid key, as on REST)."""
    values = [value.decode("latin-1") for key, value in scope.get("headers", [])
              if key.lower() == name]
    return ", ".join(values) if values else None


class Forbidden(ApiError):
    status, code = 403, "forbidden"


def _origin_allowed(origin: str | None) -> bool:
    """No Origin (not a browser) or one whose host Django would serve: the same rule the
    SDK's DNS-rebinding protection applies, answered in the CONTRACT shape."""
    if origin is None:
        return True
    parts = urlsplit(origin)
    host, _ = split_domain_port(parts.netloc)
    return parts.scheme in ("http", "https") and bool(host) and validate_host(
        host, settings.ALLOWED_HOSTS)


def _ip(scope: Scope) -> str:
    meta = {"REMOTE_ADDR": (scope.get("client") or ("",))[0]}
    forwarded = _header(scope, b"x-forwarded-for")
    if forwarded:
        meta["HTTP_X_FORWARDED_FOR"] = forwarded
    return client_ip(SimpleNamespace(META=meta))  # the same rule as REST


def _quiet_key(header: str | None) -> ApiKey | None:
    try:
        return authenticate_bearer(header)
    except Unauthorized:
        return None


class McpGateway:
    """The ASGI app for ``/mcp`` (see the module docstring)."""

    def __init__(self, server: CompanyDataServer) -> None:
        self.server = server
        self.sdk_app = server.streamable_http_app(
            streamable_http_path="/mcp",
            stateless_http=True,
            json_response=True,
            transport_security=transport_security(),
        )
        self.started = False

    @contextlib.asynccontextmanager
    async def lifespan(self) -> AsyncIterator[None]:
        async with self.server.session_manager.run():
            self.started = True
            try:
                yield
            finally:
                self.started = False

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        started = time.perf_counter()
        request_id = uuid.uuid4().hex
        status: list[int] = [0]
        key: ApiKey | None = None

        async def send_logged(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
                message = {**message, "headers": [*message.get("headers", []),
                                                  (b"x-request-id", request_id.encode())]}
            await send(message)

        try:
            key = await self._handle(scope, receive, send_logged)
        finally:
            log.info(
                "request",
                extra={
                    "request_id": request_id,
                    "method": scope.get("method"),
                    "route": "/mcp",
                    "path": scope.get("path"),
                    "status": status[0],
                    "account": key.account_id if key is not None else None,
                    "duration_ms": round((time.perf_counter() - started) * 1000, 2),
                },
            )

    async def _handle(self, scope: Scope, receive: Any, send: Any) -> ApiKey | None:
        authorization = _header(scope, b"authorization")
        key = tagged = None
        if authorization:  # from the key cache on the loop when it can answer without I/O
            key = peek_bearer(authorization)
            entry = peek_bearer_entry(authorization) if key is None else None
            if entry is not None:  # cached, but this process's reading of the key cache's
                tagged = entry[0]  # generation is older than peek_bearer accepts: the
                # lane checks the generation itself, atomically with its take (as for REST);
                # anything else asks first (verified)
            elif key is None:
                key = await in_db_thread(lambda: _quiet_key(authorization))

        async def verified() -> ApiKey | None:
            nonlocal key, tagged
            if tagged is not None:
                tagged = None
                key = peek_bearer(authorization) or await in_db_thread(
                    lambda: _quiet_key(authorization))
            return key

        if scope["path"] not in ("/mcp", "/mcp/"):
            await self._error(send, NotFound(f"No such resource: {scope['path']}"), await verified())
            return key
        scope = {**scope, "path": "/mcp", "raw_path": b"/mcp"}
        problem = request_guard.url_problem(scope["path"], scope.get("query_string", b"")) or \
            request_guard.header_problem(value for _, value in scope.get("headers", []))
        if problem is not None:
            await self._error(send, problem, await verified())
            return key
        host, _ = split_domain_port(_header(scope, b"host") or "")
        if not host or not validate_host(host, settings.ALLOWED_HOSTS):
            await self._error(send, InvalidRequest("This Host is not served here."), await verified())
            return key
        if not _origin_allowed(_header(scope, b"origin")):
            await self._error(send, Forbidden("This Origin may not call /mcp."), await verified())
            return key
        if scope["method"] != "POST":
            error = MethodNotAllowed("/mcp takes POST only (one JSON-RPC message per request).")
            await self._error(send, error, await verified(), {"Allow": "POST"})
            return key
        if key is None and tagged is None:
            await self._error(send, Unauthorized(), None, {"WWW-Authenticate": "Bearer"})
            return None
        read = await self._read_body(receive)
        if read is None:  # the client went away
            return key or tagged
        body, size = read
        problem = request_guard.body_size_problem(size, MAX_BODY) or \
            request_guard.body_problem(body)
        if problem is not None:
            await self._error(send, problem, await verified())
            return key
        if _is_batch(body):
            await self._json(send, 400, BATCH_REJECTED, await verified())
            return key
        media_error = _media_error(scope)
        if media_error is not None:
            await self._error(send, media_error, await verified())
            return key
        scope = _with_default_accept(scope)
        if not self.started:
            await self._error(send, TemporarilyUnavailable("The MCP server is starting."),
                              await verified())
            return key
        request = McpRequest(key=key or tagged, ip=_ip(scope))
        try:
            if await fast_lane.serve(scope, body, send, request):  # the cached get_company
                return request.key
        except billing_fast_lane.StoreFailed:  # the store failed mid-take: never retried
            await self._error(send, TemporarilyUnavailable(), request.key)
            return request.key
        if await verified() is None:  # revoked meanwhile (the lane declined it)
            await self._error(send, Unauthorized(), None, {"WWW-Authenticate": "Bearer"})
            return None
        request.key = key
        await self._forward(scope, body, receive, send, request)
        return key

    async def _forward(
        self, scope: Scope, body: bytes, receive: Any, send: Any, request: McpRequest
    ) -> None:
        """Hands the request to the SDK with the body replayed; adds X-Credits-Remaining,
        or replaces the answer when a tool call was refused at the HTTP layer."""
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        replaced = False
        started: list[int] = []
        learner = fast_lane.Learner(scope, body)

        async def guarded_send(message: Message) -> None:
            nonlocal replaced
            if not replaced and request.http_error is None:
                learner.watch(message)
            if message["type"] == "http.response.start":
                started.append(message["status"])
                if request.http_error is not None:
                    replaced = True
                    await self._error(send, request.http_error, request.key)
                    return
                if message["status"] >= 400 and not _is_json(message):
                    replaced = True
                    error = error_for_status(
                        message["status"], f"The MCP transport refused the request "
                        f"(HTTP {message['status']}).")
                    await self._error(send, error, request.key)
                    return
                remaining = request.remaining
                if remaining is None:
                    remaining = await in_db_thread(lambda: remaining_for(request.key))
                headers = [*message.get("headers", []), *_credits_header(remaining)]
                await send({**message, "headers": headers})
            elif message["type"] == "http.response.body" and replaced:
                return
            else:
                await send(message)

        token = current_request.set(request)
        try:
            await self.sdk_app(scope, replay, guarded_send)
        except Exception:
            if started:  # the answer is under way: nothing better can be sent
                raise
            log.exception("MCP transport failed")
            await self._error(send, error_for_status(500, "An unexpected error occurred."),
                              request.key)
        finally:
            current_request.reset(token)

    async def _read_body(self, receive: Any) -> tuple[bytes, int] | None:
        """The whole body and its size (over :data:`MAX_BODY` the body is dropped);
        ``None`` when the client disconnected."""
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            size += len(chunk)
            if size <= MAX_BODY:
                chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks), size

    async def _error(
        self, send: Any, error: ApiError, key: ApiKey | None, headers: dict[str, str] | None = None
    ) -> None:
        await self._json(send, error.status, error.body(), key, {**error.headers(), **(headers or {})})

    async def _json(
        self, send: Any, status: int, body: dict[str, Any], key: ApiKey | None,
        headers: dict[str, str] | None = None,
    ) -> None:
        payload = json.dumps(body).encode()
        raw = [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode())]
        raw += [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
        if key is not None:
            raw += _credits_header(await in_db_thread(lambda: remaining_for(key)))
        await send({"type": "http.response.start", "status": status, "headers": raw})
        await send({"type": "http.response.body", "body": payload})


def _credits_header(remaining: int | None) -> list[tuple[bytes, bytes]]:
    """``X-Credits-Remaining``, left out when the balance is not known (Redis away)."""
    return [] if remaining is None else [(b"x-credits-remaining", str(remaining).encode())]


class NotAcceptable(ApiError):
    status, code = 406, "not_acceptable"


class UnsupportedMediaType(ApiError):
    status, code = 415, "unsupported_media_type"


def _is_json(start: Message) -> bool:
    for name, value in start.get("headers", []):
        if bytes(name).lower() == b"content-type":
            return bytes(value).lower().startswith(b"application/json")
    return False


def _media_error(scope: Scope) -> ApiError | None:
    """The SDK refuses these itself, but in its own body; answer in the CONTRACT shape."""
    content_type = (_header(scope, b"content-type") or "").lower()
    if "application/json" not in content_type:
        return UnsupportedMediaType("Send the JSON-RPC message as 'Content-Type: application/json'.")
    accept = (_header(scope, b"accept") or "").lower()
    if accept and not any(t in accept for t in ("application/json", "*/*", "application/*")):
        return NotAcceptable("Answers are JSON: accept 'application/json'.")
    return None


def _with_default_accept(scope: Scope) -> Scope:
    """A client that sends no Accept header gets JSON (the SDK would refuse it)."""
    if _header(scope, b"accept"):
        accept = (_header(scope, b"accept") or "").lower()
        if "application/json" in accept:
            return scope
    headers = [(k, v) for k, v in scope["headers"] if k.lower() != b"accept"]
    headers.append((b"accept", b"application/json, text/event-stream"))
    return {**scope, "headers": headers}


def _is_batch(body: bytes) -> bool:
    """A JSON array body. Anything else (also unparsable JSON) goes to the SDK, which
    answers JSON-RPC parse and shape errors itself."""
    stripped = body.lstrip()
    if not stripped.startswith(b"["):
        return False
    try:
        return isinstance(json.loads(body), list)
    except ValueError:
        return True  # an array that is not even valid JSON is still a batch attempt


mcp_gateway = McpGateway(build_server())
