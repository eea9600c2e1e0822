"""Writes on accounts and keys."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.module_loading import import_string

from .keycache import keys_changed
from .keys import DISPLAY_PREFIX_LENGTH, generate_key, key_digest
from .models import Account, ApiKey


def account_get_or_create(*, email: str) -> tuple[Account, bool]:
    email = email.strip().lower()
    existing = Account.objects.filter(email=email, deleted_at__isnull=True).first()
    if existing:
        return existing, False
    return Account.objects.create_user(email), True


def api_key_create(*, account: Account, kind: str, label: str = "") -> tuple[ApiKey, str]:
    """Creates a key and returns it with its plaintext, which is never stored or shown again."""
    if kind not in (ApiKey.LIVE, ApiKey.TEST):
        raise ValueError("kind must be 'live' or 'test'")
    plaintext = generate_key(kind)
    key = ApiKey.objects.create(
        account=account,
        kind=kind,
        label=label[:100],
        prefix=plaintext[:DISPLAY_PREFIX_LENGTH],
        digest=key_digest(plaintext),
    )
    return key, plaintext


def api_key_revoke(*, key: ApiKey) -> None:
    ApiKey.objects.filter(pk=key.pk, revoked_at__isnull=True).update(revoked_at=timezone.now())
    keys_changed()


#: How often a key's use is written to ``last_used_at``.
KEY_TOUCH_INTERVAL = timedelta(minutes=1)


def api_key_touch_due(key: ApiKey) -> bool:
    """Whether :func:`api_key_touch` would write now."""
    return not key.last_used_at or timezone.now() - key.last_used_at >= KEY_TOUCH_INTERVAL


def api_key_touch(*, key: ApiKey) -> None:
    """Records use at most once a minute per key (a conditional UPDATE, not a hot write)."""
    if not api_key_touch_due(key):
        return
    now = timezone.now()
    api_keys_touch([key.pk], now)
    key.last_used_at = now


def api_keys_touch(key_ids: list[int], now: datetime) -> None:
    """Records the use of these keys at ``now``, each at most once per ``KEY_TOUCH_INTERVAL``
    (the fast lane's calls record it through ``billing.deferred.touch_key_later``)."""
    ApiKey.objects.filter(pk__in=key_ids).exclude(last_used_at__gt=now - KEY_TOUCH_INTERVAL).update(
        last_used_at=now
    )


@transaction.atomic
def account_delete(*, account: Account) -> None:
    """Deletes an account for its owner: keys revoked, webhooks removed, address released.

    The row stays (the ledger references it) but is anonymised; the free allowance is
    counted per mailbox, so a re-created account continues this month's consumption.
    """
    now = timezone.now()
    for key in account.api_keys.filter(revoked_at__isnull=True):
        api_key_revoke(key=key)
    for step in settings.ACCOUNT_DELETION_STEPS:  # its webhooks (webhooks sit above accounts)
        import_string(step)(account=account)
    account.email = f"deleted-{account.pk}@deleted.invalid"
    account.is_active = False
    account.deleted_at = now
    account.save()
