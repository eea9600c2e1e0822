"""The webhooks app: endpoints, watch lists, the event outbox, delivery, the change feed."""

from django.apps import AppConfig


class WebhooksConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "webhooks"
