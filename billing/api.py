"""The DRF skin of :func:`billing.calls.billed_call`."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from rest_framework.request import Request
from rest_framework.response import Response

from config.errors import TemporarilyUnavailable

from .calls import Outcome, billed_call
from .models import CreditHold


def client_ip(request: Request) -> str:
    """REMOTE_ADDR, or the address the trusted proxies in front of us saw."""
    hops = settings.TRUSTED_PROXY_COUNT
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if hops and forwarded:
        chain = [part.strip() for part in forwarded.split(",") if part.strip()]
        if len(chain) >= hops:
            return chain[-hops]
    return request.META.get("REMOTE_ADDR", "") or "unknown"


#: Set in the ASGI scope by the fast lane (``billing.fast_lane``) when Redis failed while
#: its script may have taken the call's credits: the ordinary path must not take them again.
FAST_LANE_STORE_FAILED = "billing.fast_lane.store_failed"


def billed_response(
    request: Request,
    *,
    endpoint: str,
    cost: int,
    run: Callable[[CreditHold], Outcome],
    for_job: bool = False,
    prefetch: str | None = None,
) -> Response:
    if request.META.get("asgi.scope", {}).get(FAST_LANE_STORE_FAILED):
        raise TemporarilyUnavailable()  # as billed_call answers a store failure
    answer = billed_call(
        key=request.auth,
        ip=client_ip(request),
        endpoint=endpoint,
        max_credits=cost,
        run=run,
        for_job=for_job,
        prefetch=prefetch,
    )
    request._request.credits_remaining = answer.remaining
    request._request.credits_charged = answer.credits_charged
    return Response(answer.body, status=answer.status, headers=answer.headers)
