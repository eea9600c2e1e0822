"""Webhooks, their watch lists, and the event outbox."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from config.ids import new_public_id
from config.timefmt import iso_ms


class Webhook(models.Model):
    ACTIVE, DISABLED = "active", "disabled"

    public_id = models.CharField(max_length=32, unique=True, editable=False)
    account = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="webhooks"
    )
    url = models.URLField(max_length=2000)
    description = models.CharField(max_length=500, blank=True)
    secret_encrypted = models.TextField(help_text="the whsec_ secret, encrypted at rest")
    status = models.CharField(
        max_length=10, choices=[(ACTIVE, ACTIVE), (DISABLED, DISABLED)], default=ACTIVE
    )
    consecutive_failures = models.IntegerField(default=0)
    created_at = models.DateTimeField(default=timezone.now)
    disabled_at = models.DateTimeField(null=True, blank=True)

    def save(self, *args: object, **kwargs: object) -> None:
        if not self.public_id:
            self.public_id = new_public_id("wh")
        super().save(*args, **kwargs)  # type: ignore[arg-type]

    def __str__(self) -> str:
        return f"{self.public_id} -> {self.url}"


class Subscription(models.Model):
    """One watch-list entry: a company id or a normalised domain."""

    COMPANY, DOMAIN = "company", "domain"
    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, related_name="subscriptions")
    kind = models.CharField(max_length=10, choices=[(COMPANY, COMPANY), (DOMAIN, DOMAIN)])
    value = models.CharField(max_length=253)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["webhook", "kind", "value"], name="watch_once")
        ]
        indexes = [models.Index(fields=["kind", "value"])]


class Event(models.Model):
    """The outbox: written in the same transaction as the change it reports."""

    COMPANY_CHANGED = "company.changed"
    COMPANY_STATUS_CHANGED = "company.status_changed"
    DOMAIN_LINKED = "domain.linked"
    TYPES = [(t, t) for t in (COMPANY_CHANGED, COMPANY_STATUS_CHANGED, DOMAIN_LINKED)]

    type = models.CharField(max_length=30, choices=TYPES)
    company_id = models.CharField(max_length=32, help_text="public company id")
    domain = models.CharField(max_length=253, blank=True)
    field = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    fanned_out_at = models.DateTimeField(null=True, blank=True, db_index=True)

    @property
    def public_id(self) -> str:
        return f"evt_{self.pk}_{self.type}"

    def payload(self) -> dict:
        """SPEC: ids and field names only, never values."""
        if self.type == self.DOMAIN_LINKED:
            data = {"domain": self.domain, "company_id": self.company_id}
        else:
            data = {"company_id": self.company_id, "field": self.field}
        return {
            "id": self.public_id,
            "type": self.type,
            "created_at": iso_ms(self.created_at),
            "data": data,
        }
