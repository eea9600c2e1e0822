"""Credits: the monthly free allowance per mailbox, reservations (holds), the append-only
ledger, purchases, and usage per day and endpoint."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from config.ids import new_public_id


class AllowanceUsage(models.Model):
    """Free credits consumed by one mailbox in one calendar month (UTC).

    Keyed by mailbox, not account: deleting and re-creating an account continues it,
    and address variants (``+tag``, Gmail dots) share one allowance.
    """

    mailbox = models.CharField(max_length=254)
    month = models.DateField(help_text="first day of the month (UTC)")
    used = models.IntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["mailbox", "month"], name="allowance_once_per_month"),
            models.CheckConstraint(condition=models.Q(used__gte=0), name="allowance_used_nonneg"),
        ]

    def __str__(self) -> str:
        return f"{self.mailbox} {self.month:%Y-%m}: {self.used}"


class CreditHold(models.Model):
    """Credits reserved before a call executes; settled (charged in part or whole) or
    released when it ends. A job's hold lives until the job completes."""

    account = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT)
    mailbox = models.CharField(max_length=254)
    month = models.DateField()
    free_amount = models.IntegerField(default=0)
    purchased_amount = models.IntegerField(default=0)
    endpoint = models.CharField(max_length=100)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    for_job = models.BooleanField(default=False)
    settled_at = models.DateTimeField(null=True, blank=True)
    charged = models.IntegerField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(
                fields=["created_at"],
                name="open_holds",
                condition=models.Q(settled_at__isnull=True),
            )
        ]

    @property
    def amount(self) -> int:
        return self.free_amount + self.purchased_amount


class LedgerEntry(models.Model):
    """One movement of credits. Append-only: never updated, never deleted.

    ``free_delta`` moves the mailbox's allowance for ``month`` (negative = consumed),
    ``purchased_delta`` the account's purchased credits. The account's
    ``purchased_credits`` and the allowance's ``used`` are written in the same
    transaction; ``manage.py reconcile`` proves they agree.
    """

    RESERVE = "reserve"  # credits held for a call or job about to run
    RELEASE = "release"  # the unused or failed part of a hold returned
    GRANT = "grant"  # a purchased package
    REFUND = "refund"  # a refunded payment: proportional deduction
    CHARGEBACK = "chargeback"  # a disputed payment: the purchase's credits deducted
    ADJUSTMENT = "adjustment"  # staff correction
    KINDS = [(k, k) for k in (RESERVE, RELEASE, GRANT, REFUND, CHARGEBACK, ADJUSTMENT)]

    account = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT)
    kind = models.CharField(max_length=12, choices=KINDS)
    mailbox = models.CharField(max_length=254)
    month = models.DateField()
    free_delta = models.IntegerField(default=0)
    purchased_delta = models.BigIntegerField(default=0)
    hold = models.ForeignKey(CreditHold, null=True, blank=True, on_delete=models.PROTECT)
    endpoint = models.CharField(max_length=100, blank=True)
    reference = models.CharField(
        max_length=200, null=True, blank=True, unique=True, help_text="idempotency key"
    )
    note = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        verbose_name_plural = "ledger entries"
        ordering = ["-created_at", "-id"]

    def save(self, *args: object, **kwargs: object) -> None:
        if self.pk is not None:
            raise RuntimeError("ledger entries are append-only")
        super().save(*args, **kwargs)  # type: ignore[arg-type]

    def delete(self, *args: object, **kwargs: object):  # type: ignore[override]
        raise RuntimeError("ledger entries are append-only")


class UsageDaily(models.Model):
    """Calls and credits per account, key, day (UTC) and endpoint (``GET
    /v1/companies/{id}``, ``mcp:get_company``). ``key`` is empty on rows written before
    usage was counted per key."""

    account = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.ForeignKey("accounts.ApiKey", null=True, blank=True, on_delete=models.CASCADE,
                            related_name="+")
    day = models.DateField()
    endpoint = models.CharField(max_length=100)
    calls = models.BigIntegerField(default=0)
    credits = models.BigIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["account", "day", "endpoint", "key"],
                                    name="usage_row", nulls_distinct=False)
        ]
        indexes = [models.Index(fields=["account", "day"])]


class Purchase(models.Model):
    """One credit package bought through Stripe Checkout. Credits are granted only by
    the verified Stripe webhook (``billing.stripe_events``), never by the redirect back."""

    PENDING, PAID, FAILED, EXPIRED = "pending", "paid", "failed", "expired"
    REFUNDED, PARTIALLY_REFUNDED, DISPUTED = "refunded", "partially_refunded", "disputed"
    CANCELLED = "cancelled"  # the customer left Checkout with "back"; the session is expired
    STATUSES = [
        (s, s)
        for s in (
            PENDING, PAID, FAILED, EXPIRED, CANCELLED, REFUNDED, PARTIALLY_REFUNDED, DISPUTED
        )
    ]

    public_id = models.CharField(max_length=32, unique=True, editable=False)
    account = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="purchases"
    )
    package = models.CharField(max_length=1)
    credits = models.BigIntegerField()
    amount_cents = models.IntegerField(help_text="price incl. VAT, in cents")
    currency = models.CharField(max_length=3, default="eur")
    stripe_checkout_session_id = models.CharField(max_length=255, unique=True, null=True)
    checkout_url = models.URLField(max_length=2000, blank=True)
    stripe_customer_id = models.CharField(max_length=255, blank=True)
    stripe_payment_intent_id = models.CharField(max_length=255, blank=True, db_index=True)
    stripe_charge_id = models.CharField(max_length=255, blank=True, db_index=True)
    stripe_invoice_id = models.CharField(max_length=255, blank=True)
    status = models.CharField(max_length=20, choices=STATUSES, default=PENDING)
    credits_granted = models.BooleanField(default=False)
    refunded_cents = models.IntegerField(default=0, help_text="cumulative amount refunded")
    credits_revoked = models.BigIntegerField(
        default=0, help_text="credits deducted by refunds and chargebacks"
    )
    created_at = models.DateTimeField(default=timezone.now)
    paid_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def save(self, *args: object, **kwargs: object) -> None:
        if not self.public_id:
            self.public_id = new_public_id("pur")
        super().save(*args, **kwargs)  # type: ignore[arg-type]

    def __str__(self) -> str:
        return f"{self.public_id} {self.package} ({self.status})"


class StripeCustomer(models.Model):
    """The Stripe customer of an account: invoices are listed by it."""

    account = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="stripe_customer"
    )
    customer_id = models.CharField(max_length=255, unique=True)
    created_at = models.DateTimeField(default=timezone.now)


class StripeEvent(models.Model):
    """A verified Stripe webhook event, stored before it is processed. The event id is
    the key, so a replayed or re-delivered event is processed at most once."""

    event_id = models.CharField(max_length=255, unique=True)
    type = models.CharField(max_length=100)
    livemode = models.BooleanField(default=False)
    payload = models.JSONField()
    received_at = models.DateTimeField(default=timezone.now)
    processed_at = models.DateTimeField(null=True, blank=True)
    outcome = models.TextField(blank=True, help_text="what processing did (or why it did nothing)")
    error = models.TextField(blank=True, help_text="the last processing error; Stripe retries")

    class Meta:
        ordering = ["-received_at"]

    def __str__(self) -> str:
        return f"{self.event_id} {self.type}"


class AccountLockEvent(models.Model):
    """Who locked or unlocked an account, when and why (``actor`` empty: the system,
    e.g. a chargeback)."""

    LOCK, UNLOCK = "lock", "unlock"
    account = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="lock_events"
    )
    action = models.CharField(max_length=6, choices=[(LOCK, LOCK), (UNLOCK, UNLOCK)])
    reason = models.TextField()
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-id"]


class AllowanceMonthClose(models.Model):
    """The end of one mailbox's allowance month: how much was used and how much expired
    unused. Written once per mailbox and month by ``close_past_allowance_months``."""

    mailbox = models.CharField(max_length=254)
    month = models.DateField()
    used = models.IntegerField()
    expired = models.IntegerField()
    closed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["mailbox", "month"], name="allowance_closed_once")
        ]
