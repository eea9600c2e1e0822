"""OpenAPI shapes of webhook requests and answers (documentation; views build the JSON)."""

from __future__ import annotations

from rest_framework import serializers

from config.timefmt import iso_ms

from ..models import DeliveryAttempt, Webhook


class WebhookCreateSerializer(serializers.Serializer):
    url = serializers.CharField(
        max_length=2000,
        help_text="https URL of your receiver; it must resolve only to public addresses. "
        "Redirects are not followed.",
    )
    description = serializers.CharField(max_length=500, required=False, allow_blank=True)


class WebhookSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="wh_<id>")
    url = serializers.CharField()
    description = serializers.CharField()
    status = serializers.ChoiceField(
        choices=[Webhook.ACTIVE, Webhook.DISABLED],
        help_text="disabled after 20 final delivery failures in a row",
    )
    created_at = serializers.CharField(help_text="ISO 8601 UTC with milliseconds")


class WebhookCreatedSerializer(WebhookSerializer):
    secret = serializers.CharField(
        help_text="whsec_… signing secret; shown in this answer only. Verify each delivery's "
        "Svc-Signature with it."
    )


class WebhookListSerializer(serializers.Serializer):
    webhooks = WebhookSerializer(many=True)


class WatchListSerializer(serializers.Serializer):
    companies = serializers.ListField(
        child=serializers.CharField(), required=False, help_text="company ids (c_…)"
    )
    domains = serializers.ListField(
        child=serializers.CharField(), required=False,
        help_text="domain names; normalised to lower case Punycode",
    )


def webhook_json(webhook: Webhook, *, secret: str | None = None) -> dict:
    body = {
        "id": webhook.public_id,
        "url": webhook.url,
        "description": webhook.description,
        "status": webhook.status,
        "created_at": iso_ms(webhook.created_at),
    }
    if secret is not None:
        body["secret"] = secret
    return body


class FeedEventSerializer(serializers.Serializer):
    seq = serializers.IntegerField(help_text="1, 2, 3, ... per account, without gaps")
    id = serializers.CharField(help_text="evt_<number>_<type>, as in webhook deliveries")
    type = serializers.CharField(help_text="company.changed, company.status_changed, domain.linked")
    created_at = serializers.CharField(help_text="ISO 8601 UTC with milliseconds")
    data = serializers.DictField(help_text="ids and field names only, as in webhook deliveries")


class FeedPageSerializer(serializers.Serializer):
    events = FeedEventSerializer(many=True)
    next = serializers.CharField(help_text="the cursor to pass as `after` next time")
    has_more = serializers.BooleanField(help_text="more events follow right away")
class TestEventQueuedSerializer(serializers.Serializer):
    event_id = serializers.CharField(help_text="evt_<number>_webhook.test; equals Svc-Event-Id")
    event_type = serializers.CharField(help_text="webhook.test")
    delivery_id = serializers.CharField(help_text="dlv_<id>: see it in the delivery log")


class DeliveryLogEntrySerializer(serializers.Serializer):
    delivery_id = serializers.CharField(help_text="dlv_<id>; POST …/deliveries/{delivery_id}/retry")
    event_id = serializers.CharField(help_text="evt_<number>_<type>, the Svc-Event-Id sent")
    event_type = serializers.CharField()
    attempt = serializers.IntegerField(help_text="1 = first attempt, 2 = first retry, ...")
    attempted_at = serializers.CharField(help_text="ISO 8601 UTC with milliseconds")
    succeeded = serializers.BooleanField(help_text="a 2xx answer within 10 seconds")
    status_code = serializers.IntegerField(allow_null=True, help_text="the receiver's HTTP status")
    error_kind = serializers.ChoiceField(
        choices=list(DeliveryAttempt.ERROR_KINDS), allow_null=True,
        help_text="why the attempt failed: http_status (a non-2xx answer), redirect (3xx, never "
        "followed), timeout (no complete answer in 10 s), refused_address (the URL or an address "
        "it resolves to is not public), dns, connect, tls, protocol, other",
    )
    error = serializers.CharField(allow_null=True, help_text="the details in words")
    latency_ms = serializers.IntegerField()
    response_excerpt = serializers.CharField(
        allow_blank=True, help_text="the first 1 KB of a textual answer; empty for other answers"
    )
    next_retry_at = serializers.CharField(
        allow_null=True, help_text="when this failed delivery is tried again; null when not"
    )


class DeliveryLogSerializer(serializers.Serializer):
    deliveries = DeliveryLogEntrySerializer(many=True)
    next_cursor = serializers.CharField(
        allow_null=True, help_text="pass as ?cursor= for the next (older) page; null at the end"
    )


class DeliverySerializer(serializers.Serializer):
    id = serializers.CharField(help_text="dlv_<id>")
    event_id = serializers.CharField()
    event_type = serializers.CharField()
    status = serializers.ChoiceField(choices=["pending", "succeeded", "failed"])
    attempts = serializers.IntegerField(help_text="attempts made so far")
    next_attempt_at = serializers.CharField(allow_null=True)
