"""Credits: the monthly free allowance per mailbox, reservations (holds), the append-only
ledger, purchases, and usage per day and endpoint."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone


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
    """Calls and credits per account, day (UTC) and endpoint (``GET /v1/companies/{id}``,
    ``mcp:get_company``)."""

    account = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    day = models.DateField()
    endpoint = models.CharField(max_length=100)
    calls = models.BigIntegerField(default=0)
    credits = models.BigIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["account", "day", "endpoint"], name="usage_row")
        ]
        indexes = [models.Index(fields=["account", "day"])]
