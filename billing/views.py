"""HTTP endpoints of billing: ``GET /v1/usage`` and ``POST /stripe/webhook``."""

from __future__ import annotations

import logging
import re
from datetime import date

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.errors import InvalidRequest, error_json
from config.serializers import ErrorSerializer

from .protection import UnbilledCallProtection
from .stripe_client import BadSignature, event_verify
from .stripe_events import EventNotReady, stripe_event_receive
from .usage import usage_range, usage_report

log = logging.getLogger(__name__)
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}", re.ASCII)

_Error = ErrorSerializer  # the one error shape of the API
_UsageAnswer = inline_serializer(
    name="Usage",
    fields={
        "from": serializers.DateField(help_text="first day of the range (UTC)"),
        "to": serializers.DateField(help_text="last day of the range (UTC), inclusive"),
        "days": inline_serializer(
            name="UsageDay",
            many=True,
            fields={
                "date": serializers.DateField(),
                "endpoint": serializers.CharField(
                    help_text="e.g. `GET /v1/companies/{id}` or `mcp:get_company`"
                ),
                "calls": serializers.IntegerField(),
                "credits": serializers.IntegerField(),
            },
        ),
        "balance": inline_serializer(
            name="UsageBalance",
            fields={
                "free_remaining": serializers.IntegerField(
                    help_text="free allowance left this month (UTC)"
                ),
                "purchased": serializers.IntegerField(
                    help_text="purchased credits; negative after a chargeback (a debt)"
                ),
                "total": serializers.IntegerField(
                    help_text="what the calling key can spend (= X-Credits-Remaining): "
                    "live key free_remaining + purchased (not below 0), test key "
                    "free_remaining"
                ),
            },
        ),
    },
)


def _day(request: Request, name: str) -> date | None:
    text = request.query_params.get(name)
    if text is None or text == "":
        return None
    try:
        if not _DATE.fullmatch(text):  # fromisoformat also takes 20260101 and week dates
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        raise InvalidRequest(f"'{name}' must be a date YYYY-MM-DD.") from None


class UsageView(APIView):
    permission_classes = [IsAuthenticated, UnbilledCallProtection]

    @extend_schema(
        operation_id="usage_get",
        summary="Usage per day and endpoint, and the balance (0 credits)",
        description=(
            "Calls and charged credits of the key's account per UTC day and endpoint, "
            "days with no calls left out, ordered by date then endpoint. Default range: "
            "the last 30 days including today; at most 366 days."
        ),
        parameters=[
            OpenApiParameter("from", OpenApiTypes.DATE, description="first day, YYYY-MM-DD"),
            OpenApiParameter("to", OpenApiTypes.DATE, description="last day (inclusive)"),
        ],
        responses={
            200: _UsageAnswer,
            400: OpenApiResponse(_Error, description="invalid_request: bad date or range"),
            401: OpenApiResponse(_Error, description="unauthorized"),
            403: OpenApiResponse(_Error, description="account_locked"),
            429: OpenApiResponse(_Error, description="rate_limited (+ retry_after)"),
            503: OpenApiResponse(_Error, description="temporarily_unavailable"),
        },
    )
    def get(self, request: Request) -> Response:
        date_from, date_to = usage_range(
            date_from=_day(request, "from"), date_to=_day(request, "to")
        )
        return Response(usage_report(key=request.auth, date_from=date_from, date_to=date_to))


@csrf_exempt
@require_POST
def stripe_webhook(request: HttpRequest) -> HttpResponse:
    """Stripe's event deliveries. 400 for a body whose signature does not verify; 200
    once the event is stored and processed (or was already); 500 makes Stripe retry."""
    try:
        event = event_verify(
            payload=request.body, signature=request.headers.get("Stripe-Signature")
        )
    except BadSignature as exc:
        log.warning("stripe webhook refused", extra={"error": str(exc)})
        return error_json(400, "invalid_signature", "The Stripe signature does not verify.")
    try:
        row = stripe_event_receive(event=event)
    except EventNotReady as exc:
        return error_json(500, "not_ready", str(exc))
    return JsonResponse({"received": True, "event": row.event_id, "outcome": row.outcome})
