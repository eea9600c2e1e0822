"""Scheduled billing sweeps (CELERY_BEAT_SCHEDULE). Both are safe to run twice and in
parallel: the database decides what is still to do."""

from __future__ import annotations

from celery import shared_task

from .lease_settle import settle_due
from .services import allowance_months_close, holds_release_stale


@shared_task(name="billing.tasks.release_stale_holds", ignore_result=True)
def release_stale_holds() -> int:
    """Releases reservations of synchronous calls that never settled (a crashed request)."""
    return holds_release_stale()


@shared_task(name="billing.tasks.close_past_allowance_months", ignore_result=True)
def close_past_allowance_months() -> int:
    """Records used and expired free credits of every past allowance month, once."""
    return allowance_months_close()


@shared_task(name="billing.tasks.settle_leases", ignore_result=True)
def settle_leases() -> int:
    """Settles credit leases older than ``BILLING_LEASE_SECONDS`` into the ledger, and
    releases lease holds Redis has lost."""
    return settle_due()
