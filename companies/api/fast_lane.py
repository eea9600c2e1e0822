"""``GET /v1/companies/{id}`` on the fast lane (``billing.fast_lane``).

The ASGI router (``config/asgi.py``) hands every ``GET /v1/companies/…`` here first. The
lane answers when its key and credit lease are in the caches and the company row is in
the record cache -- or, on a miss, once :func:`companies.row_reader.fill_command` has read it from
PostgreSQL and the take has cached it; everything else -- and any request that is not exactly the plain
billed read -- goes to Django unchanged (:func:`serve` then just forwards it). Answered
here, a request gets the response Django would give:

- the same checks first, by Django's own code: the URL resolves to the company view, the
  host is allowed (``get_host``), neither ``SecurityMiddleware`` (the HTTPS redirect) nor
  ``CommonMiddleware`` would answer instead;
- the same body (the view's :func:`~companies.records.company_envelopes` rendered by
  DRF's ``JSONRenderer``) and the same headers: the fixed ones (content type, ``Vary``,
  ``Allow`` and the security headers) are *learned* from the first 200 Django gave for
  this route in this process (separately for HTTPS), plus ``X-Request-Id`` and
  ``X-Credits-Remaining``; until one was seen, every call declines;
- the same request log line and metrics (:func:`config.middleware.request_done`).

Only requests that content negotiation cannot change take the lane: ``GET``, no query
string, ``Accept`` absent, ``*/*`` or ``application/json``.
"""

from __future__ import annotations

import io
import time
from typing import Any

from django.core.exceptions import DisallowedHost, PermissionDenied
from django.core.handlers.wsgi import WSGIRequest
from django.middleware.common import CommonMiddleware
from django.middleware.security import SecurityMiddleware
from django.urls import Resolver404, resolve
from rest_framework.renderers import JSONRenderer

from accounts.authentication import peek_bearer_entry
from billing import fast_lane
from billing.api import FAST_LANE_STORE_FAILED, client_ip
from billing.prices import price
from config.metrics import lane_observe
from config.middleware import request_done, request_id_for

from .. import row_reader
from ..record_cache import TOMBSTONE, cache_key, company_from_value
from ..records import company_envelopes, sources_known

Scope = dict[str, Any]

PREFIX = "/v1/companies/"
ENDPOINT = "GET /v1/companies/{id}"  # the view's endpoint (usage, credits)
URL_NAME = "company-detail"
COST = price(ENDPOINT).charge()  # the lane serves only answers charged in full
_ACCEPTED = (None, b"*/*", b"application/json")
#: Response headers that differ per call; every other header of a 200 is learned.
_PER_CALL = frozenset({b"content-length", b"x-request-id", b"x-credits-remaining"})

#: The fixed headers of Django's 200 for this route, by whether the request was HTTPS.
_learned: dict[bool, list[tuple[bytes, bytes]]] = {}
_renderer = JSONRenderer()


def _never_called(request: Any) -> Any:  # the middlewares' get_response: not used here
    raise AssertionError("only process_request is used")


_security = SecurityMiddleware(_never_called)
_common = CommonMiddleware(_never_called)


def _header(scope: Scope, name: bytes) -> bytes | None:
    found = None
    for key, value in scope["headers"]:
        if key == name:
            if found is not None:  # repeated: Django would join them; not the plain case
                return b""
            found = value
    return found


def _render(raw: bytes) -> bytes | None:
    return _render_company(company_from_value(raw))


def _render_company(company: Any) -> bytes | None:
    if company is None or not sources_known(company):
        return None
    return _renderer.render(company_envelopes(company))


async def serve(scope: Scope, receive: Any, send: Any, django_app: Any) -> None:
    started = time.perf_counter()
    plan = _plan(scope)
    if plan is None:
        return await django_app(scope, receive, send)
    request, key, generation, company_id, route, secure = plan
    headers = _learned.get(secure)
    read_key = cache_key(company_id)
    if headers is None or read_key is None:
        return await _declined(scope, receive, send, django_app, secure)
    try:
        got = await fast_lane.cached_read(
            key=key, generation=generation, ip=client_ip(request), endpoint=ENDPOINT,
            amount=COST, read_key=read_key, absent=TOMBSTONE, render=_render,
            fill=lambda: row_reader.fill_command(company_id), render_made=_render_company,
        )
    except fast_lane.StoreFailed:
        scope[FAST_LANE_STORE_FAILED] = True  # the view answers 503 without a second take
        return await django_app(scope, receive, send)
    if got is None:
        return await _declined(scope, receive, send, django_app, secure)
    body, remaining = got
    request_id = request_id_for(request.headers.get("X-Request-Id", ""))
    await send({
        "type": "http.response.start",
        "status": 200,
        "headers": [*headers, (b"content-length", str(len(body)).encode()),
                    (b"x-request-id", request_id.encode()),
                    (b"x-credits-remaining", str(remaining).encode())],
    })
    await send({"type": "http.response.body", "body": body})
    lane_observe("served")
    request_done(request_id=request_id, method="GET", route=route, path=scope["path"],
                 status=200, account=key.account_id, credits=COST,
                 seconds=time.perf_counter() - started)


def _plan(scope: Scope) -> tuple | None:
    """(request, key, generation, company id, route, secure) when the lane may try the
    call; None when Django must take it without a lane attempt."""
    if scope["method"] != "GET" or scope["query_string"]:
        return None
    if _header(scope, b"accept") not in _ACCEPTED:
        return None
    authorization = _header(scope, b"authorization")
    entry = peek_bearer_entry(authorization.decode("latin1")) if authorization else None
    if entry is None:
        return None
    try:
        match = resolve(scope["path"])
    except Resolver404:
        return None
    if match.url_name != URL_NAME:
        return None
    request = WSGIRequest(_environ(scope))
    try:
        request.get_host()
        if _security.process_request(request) is not None:
            return None
        if _common.process_request(request) is not None:
            return None
    except (DisallowedHost, PermissionDenied):
        return None
    key, generation = entry
    return request, key, generation, match.kwargs["company_id"], match.route, request.is_secure()


def _environ(scope: Scope) -> dict:
    from a2wsgi.wsgi import build_environ

    return build_environ(scope, io.BytesIO())


async def _declined(scope: Scope, receive: Any, send: Any, django_app: Any,
                    secure: bool) -> None:
    """Django answers; a 200 of this route teaches the lane its fixed headers."""
    lane_observe("declined")

    async def watched(message: dict) -> None:
        if message["type"] == "http.response.start" and message["status"] == 200:
            _learn(secure, message.get("headers", []))
        await send(message)

    await django_app(scope, receive, watched)


def _learn(secure: bool, headers: list[tuple[bytes, bytes]]) -> None:
    names = {bytes(name).lower() for name, _ in headers}
    if b"set-cookie" in names:  # a per-client response: never replay it
        return
    _learned[secure] = [(bytes(name).lower(), bytes(value)) for name, value in headers
                        if bytes(name).lower() not in _PER_CALL]
