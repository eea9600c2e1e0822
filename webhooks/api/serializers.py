"""OpenAPI shapes of webhook requests and answers (documentation; views build the JSON)."""

from __future__ import annotations

from rest_framework import serializers

from config.timefmt import iso_ms

from ..models import Webhook


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
