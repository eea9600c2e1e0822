"""The DRF skin of :func:`billing.calls.billed_call`."""

from __future__ import annotations

from collections.abc import Callable

from rest_framework.request import Request
from rest_framework.response import Response

from config.errors import TemporarilyUnavailable

from .calls import Answer, Outcome, billed_call, job_accept
from .models import CreditHold
from .protection import client_ip

#: Set in the ASGI scope by the fast lane (``billing.fast_lane``) when Redis failed while
#: its script may have taken the call's credits: the ordinary path must not take them again.
FAST_LANE_STORE_FAILED = "billing.fast_lane.store_failed"


def billed_response(
    request: Request,
    *,
    endpoint: str,
    cost: int,
    run: Callable[[CreditHold], Outcome],
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
        prefetch=prefetch,
    )
    return _response(request, answer)


def job_response(
    request: Request, *, endpoint: str, cost: int, accept: Callable[[CreditHold], Outcome],
) -> Response:
    """The DRF skin of :func:`billing.calls.job_accept`: ``cost`` credits reserved for the
    job that ``accept`` creates and answers with."""
    answer = job_accept(key=request.auth, ip=client_ip(request), endpoint=endpoint,
                        credits=cost, accept=accept)
    return _response(request, answer)


def _response(request: Request, answer: Answer) -> Response:
    request._request.credits_remaining = answer.remaining
    request._request.credits_charged = answer.credits_charged
    return Response(answer.body, status=answer.status, headers=answer.headers)
