"""/v1/webhooks: webhooks, watch lists, test events, the delivery log, redelivery (0 credits).

Every call needs a valid key; a locked account gets 403 ``account_locked`` and the rate
limits apply (:class:`billing.protection.UnbilledCallProtection`). Each call that passes
them is recorded in the usage statistics with 0 credits.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from billing.protection import UnbilledCallProtection
from billing.usage_counts import record_usage
from config.serializers import ErrorSerializer

from .. import services
from ..delivery_log import delivery_json, delivery_log_page, log_entry_json, page_size
from ..feed import feed_params, feed_read
from .serializers import (
    DeliveryLogSerializer,
    DeliverySerializer,
    FeedPageSerializer,
    TestEventQueuedSerializer,
    WatchListSerializer,
    WebhookCreatedSerializer,
    WebhookCreateSerializer,
    WebhookListSerializer,
    WebhookSerializer,
    webhook_json,
)

COMMON_ERRORS = {
    401: OpenApiResponse(ErrorSerializer, description="unauthorized: missing, unknown or revoked key"),
    403: OpenApiResponse(ErrorSerializer, description="account_locked"),
    429: OpenApiResponse(ErrorSerializer, description="rate_limited"),
    503: OpenApiResponse(ErrorSerializer, description="temporarily_unavailable"),
}
NOT_FOUND = {404: OpenApiResponse(ErrorSerializer, description="not_found: no such webhook of yours")}
DISABLED = {
    409: OpenApiResponse(
        ErrorSerializer, description="webhook_disabled: enable the webhook first (POST …/enable)"
    )
}
WATCH_ERRORS = {
    400: OpenApiResponse(
        ErrorSerializer,
        description="invalid_request: more than 100 entries, a malformed domain, or an "
        "unknown or blocked company id",
    ),
    409: OpenApiResponse(
        ErrorSerializer, description="limit_exceeded: more than 1,000 entries per account"
    ),
}


class _WebhookView(APIView):
    """Records usage (0 credits) for every call that passed authentication and protection."""

    permission_classes = [IsAuthenticated, UnbilledCallProtection]
    route = "/v1/webhooks"

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)
        self._usage_endpoint = f"{request.method} {self.route}"

    def finalize_response(self, request: Request, response: Response, *args: Any, **kwargs: Any):
        endpoint = getattr(self, "_usage_endpoint", None)
        if endpoint and request.auth is not None:
            record_usage(account_id=request.auth.account_id, key_id=request.auth.pk,
                         endpoint=endpoint, credits=0)
        return super().finalize_response(request, response, *args, **kwargs)


class WebhookListView(_WebhookView):
    @extend_schema(
        operation_id="webhooks_list",
        summary="List your webhooks (0 credits)",
        responses={200: WebhookListSerializer, **COMMON_ERRORS},
    )
    def get(self, request: Request) -> Response:
        webhooks = services.webhooks_of(account=request.user)
        return Response({"webhooks": [webhook_json(w) for w in webhooks]})

    @extend_schema(
        operation_id="webhooks_create",
        summary="Create a webhook (0 credits; needs a purchased package)",
        description=(
            "The target must be an https URL whose host resolves only to public addresses; "
            "it is checked now and at every delivery. At most 10 active webhooks per account. "
            "The answer holds the signing secret (`whsec_…`) exactly once."
        ),
        request=WebhookCreateSerializer,
        responses={
            201: WebhookCreatedSerializer,
            400: OpenApiResponse(ErrorSerializer, description="invalid_request: URL refused"),
            **COMMON_ERRORS,
            403: OpenApiResponse(ErrorSerializer, description="purchase_required / account_locked"),
            409: OpenApiResponse(ErrorSerializer, description="limit_exceeded: 10 active webhooks"),
        },
    )
    def post(self, request: Request) -> Response:
        body = request.data if isinstance(request.data, dict) else {}
        webhook, secret = services.webhook_create(
            account=request.user, url=body.get("url"), description=body.get("description", "")
        )
        return Response(webhook_json(webhook, secret=secret), status=201)


class WebhookDetailView(_WebhookView):
    route = "/v1/webhooks/{id}"

    @extend_schema(
        operation_id="webhooks_get",
        summary="One of your webhooks (0 credits)",
        responses={200: WebhookSerializer, **NOT_FOUND, **COMMON_ERRORS},
    )
    def get(self, request: Request, webhook_id: str) -> Response:
        return Response(webhook_json(services.webhook_get(account=request.user, public_id=webhook_id)))

    @extend_schema(
        operation_id="webhooks_delete",
        summary="Delete a webhook, its watch list and pending deliveries (0 credits)",
        responses={204: None, **NOT_FOUND, **COMMON_ERRORS},
    )
    def delete(self, request: Request, webhook_id: str) -> Response:
        services.webhook_delete(account=request.user, public_id=webhook_id)
        return Response(status=204)


class SubscriptionsView(_WebhookView):
    route = "/v1/webhooks/{id}/subscriptions"

    @extend_schema(
        operation_id="webhook_subscriptions_get",
        summary="A webhook's watch list (0 credits)",
        responses={200: WatchListSerializer, **NOT_FOUND, **COMMON_ERRORS},
    )
    def get(self, request: Request, webhook_id: str) -> Response:
        webhook = services.webhook_get(account=request.user, public_id=webhook_id)
        return Response(services.subscriptions_read(webhook=webhook).as_dict())

    @extend_schema(
        operation_id="webhook_subscriptions_add",
        summary="Watch companies and domains (0 credits; at most 100 entries per call)",
        request=WatchListSerializer,
        responses={200: WatchListSerializer, **WATCH_ERRORS, **NOT_FOUND, **COMMON_ERRORS},
    )
    def post(self, request: Request, webhook_id: str) -> Response:
        webhook = services.webhook_get(account=request.user, public_id=webhook_id)
        entries = services.watch_list_parse(request.data)
        return Response(services.subscriptions_add(webhook=webhook, entries=entries).as_dict())

    @extend_schema(
        operation_id="webhook_subscriptions_remove",
        summary="Stop watching companies and domains (0 credits; same body)",
        request=WatchListSerializer,
        responses={
            200: WatchListSerializer,
            400: OpenApiResponse(ErrorSerializer, description="invalid_request"),
            **NOT_FOUND,
            **COMMON_ERRORS,
        },
    )
    def delete(self, request: Request, webhook_id: str) -> Response:
        webhook = services.webhook_get(account=request.user, public_id=webhook_id)
        entries = services.watch_list_parse(request.data)
        return Response(services.subscriptions_remove(webhook=webhook, entries=entries).as_dict())


# Set by the web process's router (config/asgi.py, webhooks/feed_poll.py) on the first read
# of a long poll, never by a client (the router removes it from requests).
LONG_POLL_HEADER = "HTTP_X_SVC_FEED_LONG_POLL"
WAIT_MARKER = "X-Svc-Feed-Wait"


class FeedView(_WebhookView):
    route = "/v1/events"

    @extend_schema(
        operation_id="events_feed",
        summary="Your change feed: the events your watch lists select, after a cursor (0 credits)",
        description=(
            "Every event that a watch list of one of your webhooks selects (active or "
            "disabled; the same events the webhooks are sent, test events excepted), oldest "
            "first. `seq` counts 1, 2, 3, ... per account without gaps, so a gap proves a "
            "miss; webhook deliveries carry the same `seq`. Pass the answer's `next` as "
            "`after` to continue; without `after` the feed starts at the oldest event kept. "
            "Events are kept 90 days; an older cursor answers 410 `expired` with `oldest`, "
            "the cursor to continue from. `wait` (seconds, up to 30) makes it a long poll: "
            "when nothing is newer than `after`, the answer comes as soon as an event is "
            "committed, or empty when the time is up. A long poll counts as one request "
            "against the rate limit, or two when the feed was read once before it waited."
        ),
        parameters=[
            OpenApiParameter("after", str, description="cursor (`next` of an earlier answer)"),
            OpenApiParameter("limit", int, description="events per answer, 1 to 1000 (100)"),
            OpenApiParameter("wait", int, description="seconds to wait for an event, 0 to 30 (0)"),
        ],
        responses={
            200: FeedPageSerializer,
            400: OpenApiResponse(ErrorSerializer, description="invalid_request: bad cursor, limit or wait"),
            410: OpenApiResponse(ErrorSerializer, description="expired: the cursor is older than what is kept; `oldest` names where to continue"),
            **COMMON_ERRORS,
        },
    )
    def get(self, request: Request) -> Response:
        after, limit, wait = feed_params(request.query_params)
        page = feed_read(account_id=request.user.pk, after=after, limit=limit)
        response = Response(page)
        if not page["events"] and wait and request.META.get(LONG_POLL_HEADER) == "1":
            response[WAIT_MARKER] = f"{request.user.pk} {page['next']}"
        return response
class TestEventView(_WebhookView):
    route = "/v1/webhooks/{id}/test"

    @extend_schema(
        operation_id="webhooks_test",
        summary="Send a test event to this webhook (0 credits)",
        description=(
            "Queues a `webhook.test` event for this webhook alone, with `data: {\"webhook_id\": "
            "\"wh_…\"}`. It is sent like every event: same envelope, `Svc-Signature` and "
            "`Svc-Event-Id` headers, retries. Follow it in the delivery log."
        ),
        request=None,
        responses={
            202: TestEventQueuedSerializer,
            409: OpenApiResponse(
                ErrorSerializer,
                description="webhook_disabled: enable the webhook first; limit_exceeded: 10 test "
                "events of this webhook are still waiting to be delivered",
            ),
            **NOT_FOUND,
            **COMMON_ERRORS,
        },
    )
    def post(self, request: Request, webhook_id: str) -> Response:
        webhook = services.webhook_get(account=request.user, public_id=webhook_id)
        event = services.webhook_send_test(webhook=webhook)
        delivery = event.deliveries.get()
        return Response(
            {"event_id": event.public_id, "event_type": event.type, "delivery_id": delivery.public_id},
            status=202,
        )


class DeliveryLogView(_WebhookView):
    route = "/v1/webhooks/{id}/deliveries"

    @extend_schema(
        operation_id="webhooks_deliveries",
        summary="The delivery log: every attempt, newest first, 30 days (0 credits)",
        parameters=[
            OpenApiParameter("cursor", str, description="next_cursor of the previous page"),
            OpenApiParameter("limit", int, description="entries per page, 1-100 (default 20)"),
        ],
        responses={
            200: DeliveryLogSerializer,
            400: OpenApiResponse(ErrorSerializer, description="invalid_request: bad cursor or limit"),
            **NOT_FOUND,
            **COMMON_ERRORS,
        },
    )
    def get(self, request: Request, webhook_id: str) -> Response:
        webhook = services.webhook_get(account=request.user, public_id=webhook_id)
        page = delivery_log_page(
            webhook=webhook, cursor=request.query_params.get("cursor") or None,
            limit=page_size(request.query_params.get("limit")),
        )
        return Response({
            "deliveries": [log_entry_json(entry) for entry in page.entries],
            "next_cursor": page.next_cursor,
        })


class RetryView(_WebhookView):
    route = "/v1/webhooks/{id}/deliveries/{delivery_id}/retry"

    @extend_schema(
        operation_id="webhooks_delivery_retry",
        summary="Deliver this event again now (0 credits)",
        description=(
            "A new attempt with the same event id, due now. A finished delivery gets exactly "
            "one more attempt (not retried, not counted towards disabling); one waiting for a "
            "retry is made due now."
        ),
        request=None,
        responses={202: DeliverySerializer, **DISABLED, **NOT_FOUND, **COMMON_ERRORS},
    )
    def post(self, request: Request, webhook_id: str, delivery_id: str) -> Response:
        webhook = services.webhook_get(account=request.user, public_id=webhook_id)
        delivery = services.delivery_retry(webhook=webhook, delivery_id=delivery_id)
        return Response(delivery_json(delivery), status=202)


class EnableView(_WebhookView):
    route = "/v1/webhooks/{id}/enable"

    @extend_schema(
        operation_id="webhooks_enable",
        summary="Enable a disabled webhook again (0 credits)",
        description=(
            "The webhook becomes active with its count of failures in a row at zero. An "
            "active webhook is answered unchanged. At most 10 active webhooks per account."
        ),
        request=None,
        responses={
            200: WebhookSerializer,
            409: OpenApiResponse(ErrorSerializer, description="limit_exceeded: 10 active webhooks"),
            **NOT_FOUND,
            **COMMON_ERRORS,
        },
    )
    def post(self, request: Request, webhook_id: str) -> Response:
        return Response(webhook_json(services.webhook_enable(account=request.user, public_id=webhook_id)))
