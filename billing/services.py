"""Billing writes outside the per-call path: account locks, the stale-hold sweep and the
monthly close of free allowances. Every function here is safe to run twice."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Exists, OuterRef
from django.utils import timezone

from accounts.models import Account

from .credits import current_month, free_allowance, release_hold
from .lease_settle import LEASE_ENDPOINT
from .models import AccountLockEvent, AllowanceMonthClose, AllowanceUsage, CreditHold

log = logging.getLogger(__name__)


@transaction.atomic
def account_lock(*, account: Account, reason: str, actor: Account | None = None) -> None:
    """Locks an account (every keyed call then answers 403 ``account_locked``). An
    account already locked keeps its first lock time; the new reason is added."""
    if not reason.strip():
        raise ValueError("a lock needs a reason")
    row = Account.objects.select_for_update().get(pk=account.pk)
    now = timezone.now()
    row.lock_reason = f"{row.lock_reason}\n{reason}".strip() if row.locked_at else reason
    row.locked_at = row.locked_at or now
    row.save(update_fields=["locked_at", "lock_reason"])
    AccountLockEvent.objects.create(
        account=row, action=AccountLockEvent.LOCK, reason=reason, actor=actor, created_at=now
    )
    account.locked_at, account.lock_reason = row.locked_at, row.lock_reason


@transaction.atomic
def account_unlock(*, account: Account, reason: str, actor: Account) -> bool:
    """Staff lift a lock, saying why (recorded with who). Returns False when the account
    was not locked (nothing recorded)."""
    if not reason.strip():
        raise ValueError("an unlock needs a reason")
    row = Account.objects.select_for_update().get(pk=account.pk)
    if row.locked_at is None:
        return False
    row.locked_at, row.lock_reason = None, ""
    row.save(update_fields=["locked_at", "lock_reason"])
    AccountLockEvent.objects.create(
        account=row, action=AccountLockEvent.UNLOCK, reason=reason, actor=actor
    )
    account.locked_at, account.lock_reason = None, ""
    return True


def holds_release_stale(*, now: datetime | None = None) -> int:
    """Releases reservations of synchronous calls older than ``STALE_HOLD_SECONDS`` (a
    crashed request never keeps credits). Job holds are settled by their jobs, credit
    leases by ``billing.lease_settle.settle_due``."""
    now = now or timezone.now()
    cutoff = now - timedelta(seconds=settings.STALE_HOLD_SECONDS)
    stale = (
        CreditHold.objects.filter(settled_at__isnull=True, for_job=False, created_at__lt=cutoff)
        .exclude(endpoint=LEASE_ENDPOINT)
        .values_list("pk", flat=True)
    )
    released = 0
    for hold_id in list(stale[:10_000]):
        release_hold(hold_id=hold_id)  # exactly once per hold, even with a parallel sweep
        released += 1
    if released:
        log.warning("released stale credit holds", extra={"count": released})
    return released


def allowance_months_close(*, now: datetime | None = None) -> int:
    """Records, once per mailbox and past month, how much of the free allowance was used
    and how much expired unused. Returns how many open months it found (a parallel run
    may have closed some of them first; each is recorded once).

    The allowance itself needs no reset: consumption is kept per month, so the 1st of a
    month starts a fresh row and the old rows stop counting.
    """
    this_month = current_month(now)
    allowance = free_allowance()
    already = AllowanceMonthClose.objects.filter(
        mailbox=OuterRef("mailbox"), month=OuterRef("month")
    )
    open_months = AllowanceUsage.objects.filter(month__lt=this_month).exclude(Exists(already))
    rows = [
        AllowanceMonthClose(
            mailbox=usage.mailbox,
            month=usage.month,
            used=usage.used,
            expired=max(allowance - usage.used, 0),
        )
        for usage in open_months.iterator()
    ]
    created = AllowanceMonthClose.objects.bulk_create(rows, ignore_conflicts=True, batch_size=1000)
    if rows:
        log.info("closed allowance months", extra={"count": len(created)})
    return len(rows)
