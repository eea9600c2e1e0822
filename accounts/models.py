"""Accounts (one per e-mail address, no password) and their API keys."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, BaseUserManager, PermissionsMixin
from django.db import models
from django.utils import timezone

from .mailbox import normalise_mailbox


class AccountManager(BaseUserManager["Account"]):
    def create_user(self, email: str, **fields: object) -> Account:
        account = self.model(email=self.normalize_email(email).lower(), **fields)
        account.set_unusable_password()
        account.save(using=self._db)
        return account

    def create_superuser(self, email: str, password: str | None = None, **fields: object):
        account = self.create_user(email, is_staff=True, is_superuser=True, **fields)
        if password:  # staff may use a password for the admin; customers never have one
            account.set_password(password)
            account.save(update_fields=["password"])
        return account


class Account(AbstractBaseUser, PermissionsMixin):
    """A customer (and, with ``is_staff``, an operator). Signs in by e-mailed link.

    ``purchased_credits`` is kept equal to the sum of the ledger's purchased deltas in
    the same transaction as every ledger row (``billing.services``); it may be negative
    after a chargeback (a debt).
    """

    email = models.EmailField(unique=True)
    mailbox = models.CharField(max_length=254, db_index=True, editable=False)
    is_active = models.BooleanField(default=True)
    is_staff = models.BooleanField(default=False)
    date_joined = models.DateTimeField(default=timezone.now)
    deleted_at = models.DateTimeField(null=True, blank=True)

    purchased_credits = models.BigIntegerField(default=0)
    has_purchased = models.BooleanField(default=False)
    locked_at = models.DateTimeField(null=True, blank=True)
    lock_reason = models.TextField(blank=True)

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS: list[str] = []

    objects = AccountManager()

    def save(self, *args: object, **kwargs: object) -> None:
        if self.email and not self.deleted_at:
            self.mailbox = normalise_mailbox(self.email)
        super().save(*args, **kwargs)  # type: ignore[arg-type]

    @property
    def is_locked(self) -> bool:
        return self.locked_at is not None

    def __str__(self) -> str:
        return self.email


class ApiKeyQuerySet(models.QuerySet["ApiKey"]):
    def active(self) -> ApiKeyQuerySet:
        return self.filter(revoked_at__isnull=True, account__is_active=True)


class ApiKey(models.Model):
    LIVE, TEST = "live", "test"
    KINDS = [(LIVE, "live"), (TEST, "test")]

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="api_keys")
    kind = models.CharField(max_length=4, choices=KINDS)
    label = models.CharField(max_length=100, blank=True)
    prefix = models.CharField(max_length=20)
    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    objects = ApiKeyQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]

    @property
    def is_live(self) -> bool:
        return self.kind == self.LIVE

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.label or self.kind})"
