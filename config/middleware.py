"""Per request: a request id, one JSON log line, and ``X-Credits-Remaining`` on every
response to a request made with a valid key (errors and unknown routes included; left out
only while the balance cannot be read)."""

from __future__ import annotations

import logging
import re
import time
import uuid
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

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
        response = self.get_response(request)
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
