"""Webhooks, their watch lists, the event outbox, and deliveries with their exchange log.

The database is the truth for delivery: an :class:`Event` row is written in the same
transaction as the change it reports, fanned out to one :class:`Delivery` per watching
webhook, and every exchange with the receiver is logged as a :class:`DeliveryAttempt`.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.functions import RandomUUID
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
    #: Sent on request to one webhook alone (POST /v1/webhooks/{id}/test), never fanned out.
    WEBHOOK_TEST = "webhook.test"
    TYPES = [
        (t, t) for t in (COMPANY_CHANGED, COMPANY_STATUS_CHANGED, DOMAIN_LINKED, WEBHOOK_TEST)
    ]

    type = models.CharField(max_length=30, choices=TYPES)
    company_id = models.CharField(max_length=32, help_text="public company id")
    domain = models.CharField(max_length=253, blank=True)
    field = models.CharField(max_length=30, blank=True)
    webhook_public_id = models.CharField(
        max_length=32, blank=True, default="", help_text="the webhook a webhook.test event is for"
    )
    created_at = models.DateTimeField(default=timezone.now)
    fanned_out_at = models.DateTimeField(null=True, blank=True, db_index=True)

    @property
    def public_id(self) -> str:
        return f"evt_{self.pk}_{self.type}"

    def payload(self, *, seq: int | None = None) -> dict:
        """SPEC: ids and field names only, never values. ``seq``: the event's number in the
        receiving account's change feed (:class:`FeedEntry`), when it has one."""
        if self.type == self.DOMAIN_LINKED:
            data = {"domain": self.domain, "company_id": self.company_id}
        elif self.type == self.WEBHOOK_TEST:
            data = {"webhook_id": self.webhook_public_id}
        else:
            data = {"company_id": self.company_id, "field": self.field}
        payload = {
            "id": self.public_id,
            "type": self.type,
            "created_at": iso_ms(self.created_at),
            "data": data,
        }
        if seq is not None:
            payload = {"seq": seq, **payload}
        return payload


class Delivery(models.Model):
    """One event for one webhook: pending until a 2xx answer or the last retry failed.

    A worker claims a due row by setting ``claimed_by`` (a token unique per claim) and
    ``locked_until`` (the lease); the row is free again once the lease has passed, so a
    worker that died loses nothing. ``attempts`` counts exchanges made so far.
    ``redelivery``: the owner asked for one more attempt now (POST …/retry); that attempt
    is not retried on failure and does not count towards disabling the webhook.
    """

    PENDING, SUCCEEDED, FAILED = "pending", "succeeded", "failed"
    STATUSES = [(s, s) for s in (PENDING, SUCCEEDED, FAILED)]

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="deliveries")
    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, related_name="deliveries")
    # Made by PostgreSQL, so the set-based fan-out INSERT gets a fresh one per row.
    public_uuid = models.UUIDField(db_default=RandomUUID(), unique=True, editable=False)
    status = models.CharField(max_length=10, choices=STATUSES, default=PENDING)
    attempts = models.PositiveSmallIntegerField(default=0)
    next_attempt_at = models.DateTimeField(default=timezone.now)
    last_status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    last_error = models.CharField(max_length=500, blank=True)
    locked_until = models.DateTimeField(null=True, blank=True)
    claimed_by = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    completed_at = models.DateTimeField(null=True, blank=True)
    # The event's number in the webhook's account's change feed (sent as ``seq``).
    seq = models.BigIntegerField(null=True, blank=True)
    redelivery = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["event", "webhook"], name="deliver_event_once")
        ]
        indexes = [
            models.Index(
                fields=["next_attempt_at"],
                condition=models.Q(status="pending"),
                name="delivery_due",
            )
        ]

    @property
    def public_id(self) -> str:
        return f"dlv_{self.public_uuid.hex}"

    def __str__(self) -> str:
        return f"delivery {self.pk} of event {self.event_id} to webhook {self.webhook_id}"


class DeliveryAttempt(models.Model):
    """One exchange with the receiver: what it answered (or why not) and how long it took.

    The owner reads these as the delivery log (GET /v1/webhooks/{id}/deliveries), kept
    :data:`LOG_DAYS` days. ``error_kind`` is one of :data:`ERROR_KINDS` ("" on success);
    ``response_excerpt`` the start of a textual answer; ``next_attempt_at`` when the
    delivery is tried again after this failed attempt (None: not retried).
    """

    LOG_DAYS = 30
    #: Why an attempt failed, for the owner (the details are in ``error``).
    ERROR_KINDS = (
        "http_status", "redirect", "timeout", "refused_address", "dns", "connect", "tls",
        "protocol", "other",
    )

    delivery = models.ForeignKey(Delivery, on_delete=models.CASCADE, related_name="exchanges")
    # The delivery's webhook, kept here so a webhook's log reads from one index.
    webhook = models.ForeignKey(
        Webhook, on_delete=models.CASCADE, related_name="exchanges", null=True, blank=True
    )
    number = models.PositiveSmallIntegerField(help_text="1 = first attempt, 2 = first retry, ...")
    started_at = models.DateTimeField()
    finished_at = models.DateTimeField()
    latency_ms = models.PositiveIntegerField()
    succeeded = models.BooleanField()
    status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    error = models.CharField(max_length=500, blank=True)
    error_kind = models.CharField(max_length=20, blank=True, default="")
    response_excerpt = models.TextField(blank=True, default="")
    next_attempt_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["delivery", "number"]),
            models.Index(fields=["webhook", "-id"], name="attempt_log"),
            models.Index(fields=["finished_at"], name="attempt_age"),
        ]

    def __str__(self) -> str:
        return f"attempt {self.number} of delivery {self.delivery_id}"


class FeedCounter(models.Model):
    """The last ``seq`` given out in an account's change feed. Its row is locked by the
    fan-out that numbers new entries, so numbers are given in commit order, without gaps."""

    account = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                   primary_key=True, related_name="+")
    last_seq = models.BigIntegerField(default=0)


class FeedEntry(models.Model):
    """One event in one account's change feed (``GET /v1/events``): every event that a
    watch list of one of the account's webhooks selects, numbered 1, 2, 3, ... per account."""

    account = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                related_name="+")
    seq = models.BigIntegerField()
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["account", "seq"], name="feed_seq_once"),
            models.UniqueConstraint(fields=["account", "event"], name="feed_event_once"),
        ]
        indexes = [models.Index(fields=["created_at"], name="feed_created")]
