"""Per request: a request id, one JSON log line, and ``X-Credits-Remaining`` on every
response to a request made with a valid key (errors and unknown routes included; left out
only while the balance cannot be read).

On API paths (``/v1``, other version prefixes, ``/mcp``; ``config.errors.API_PATH``) also:
hostile input is refused before any view runs (``config.request_guard``), CSRF never
applies (keys, not cookies, authenticate the API), and ``HEAD`` is 405 (it would learn
for free what ``GET`` answers for a credit)."""

from __future__ import annotations

import logging
import re
import time
import uuid
from collections.abc import Callable
from io import BytesIO
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.http.multipartparser import TooManyFieldsSent

from . import request_guard
from .errors import (
    ApiError,
    InvalidRequest,
    MethodNotAllowed,
    TemporarilyUnavailable,
    error_json,
    is_api_path,
)
from .metrics import request_observe

log = logging.getLogger("requests")
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
# Liveness probes and scrapes: neither logged nor counted.
UNCOUNTED = frozenset({"/healthz", "/metrics"})


class RequestContextMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        started = time.perf_counter()
        request.request_id = request_id_for(request.headers.get("X-Request-Id", ""))
        problem = None
        if is_api_path(request.path):
            request._dont_enforce_csrf_checks = True  # read by CsrfViewMiddleware
            problem = api_request_problem(request)
        response = _error_response(problem) if problem else self.get_response(request)
        response["X-Request-Id"] = request.request_id
        key = getattr(request, "api_key", None)
        if key is None and request.path.startswith("/v1") and "HTTP_AUTHORIZATION" in request.META:
            key = _quiet_key(request)
        if key is not None and "X-Credits-Remaining" not in response:
            remaining = getattr(request, "credits_remaining", None)
            if remaining is None:
                from billing.calls import remaining_for

                remaining = remaining_for(key)
            if remaining is not None:  # not known (Redis away): left out, never guessed
                response["X-Credits-Remaining"] = str(remaining)
        if request.path not in UNCOUNTED:
            match = getattr(request, "resolver_match", None)
            request_done(
                request_id=request.request_id, method=request.method,
                route=match.route if match else None, path=request.path,
                status=response.status_code, account=key.account_id if key is not None else None,
                credits=getattr(request, "credits_charged", 0),
                seconds=time.perf_counter() - started,
            )
        return response


    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        """A page (the portal) that needs what a store cannot say right now (the balance
        while Redis restarts) answers 503 with a page that says so, not 500. API paths
        answer in the CONTRACT's shape through their own handlers."""
        if is_api_path(request.path) or not isinstance(exception, TemporarilyUnavailable):
            return None
        from django.template.loader import render_to_string

        response = HttpResponse(render_to_string("503.html"), status=503)
        response["Retry-After"] = "5"
        return response

    def process_view(self, request: HttpRequest, view_func: Callable[..., Any],
                     view_args: Any, view_kwargs: Any) -> HttpResponse | None:
        if request.method != "HEAD" or not is_api_path(request.path):
            return None
        view_class = getattr(view_func, "view_class", None)
        if view_class is None:  # an unknown route: its 404 says more than a 405
            return None
        allowed = [m.upper() for m in ("get", "post", "put", "patch", "delete")
                   if hasattr(view_class, m)]
        error = MethodNotAllowed("HEAD is not supported here; use GET.")
        return _error_response(error, {"Allow": ", ".join(allowed)})


def api_request_problem(request: HttpRequest) -> ApiError | None:
    """The first thing about an API request that no view can take (see
    ``config.request_guard``). Reads the body into memory (within the limit) so that
    views read it from there."""
    meta = request.META
    problem = request_guard.url_problem(
        request.path_info, meta.get("QUERY_STRING", "").encode("latin-1")
    ) or request_guard.header_problem(
        value for name, value in meta.items()
        if name.startswith("HTTP_") and isinstance(value, str))
    if problem:
        return problem
    try:
        request.GET  # noqa: B018 - parsed here so that its field limit answers 400 here
    except TooManyFieldsSent as exc:
        return InvalidRequest(f"Too many query parameters: {exc}")
    try:
        length = int(meta.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return InvalidRequest("Content-Length is not a number.")
    problem = request_guard.body_size_problem(length, request_guard.MAX_BODY_BYTES)
    if problem or not length:
        return problem
    body = request.read()
    # What HttpRequest.body does after reading, without its smaller form-data limit
    # (DATA_UPLOAD_MAX_MEMORY_SIZE): later readers (DRF's parsers, request.read()) get
    # the same bytes.
    request._body = body
    request._stream = BytesIO(body)
    return request_guard.body_problem(body)


def _error_response(error: ApiError, headers: dict[str, str] | None = None) -> HttpResponse:
    response = error_json(error.status, error.code, error.message, **error.extra)
    for name, value in {**error.headers(), **(headers or {})}.items():
        response[name] = value
    return response


def request_id_for(incoming: str) -> str:
    """The request's id: the caller's ``X-Request-Id`` when it is a sane token, else new."""
    return incoming if _REQUEST_ID.match(incoming) else uuid.uuid4().hex


def request_done(*, request_id: str, method: str, route: str | None, path: str, status: int,
                 account: int | None, credits: int, seconds: float) -> None:
    """Counts a finished request and writes its JSON log line (the middleware's and the
    fast lane's: ``companies.api.fast_lane``)."""
    request_observe(route=route or "unmatched", method=method, status=status, seconds=seconds)
    log.info(
        "request",
        extra={
            "request_id": request_id,
            "method": method,
            "route": route,
            "path": path,
            "status": status,
            "account": account,
            "credits": credits,
            "duration_ms": round(seconds * 1000, 2),
        },
    )


def _quiet_key(request: HttpRequest):
    from accounts.authentication import authenticate_bearer
    from config.errors import Unauthorized

    try:
        return authenticate_bearer(request.META.get("HTTP_AUTHORIZATION"))
    except Unauthorized:
        return None
