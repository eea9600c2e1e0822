"""The refresh allowance (SPEC Limits): at most 1 refresh per domain in 24 hours (any
account) and 50 per account in 24 hours, failed refreshes included.

Counted from the job rows themselves, so the allowance survives a Redis restart and a
failed job keeps counting. Checking and creating the job happen under a lock (the account
row and, on PostgreSQL, an advisory lock per domain), so two parallel requests cannot both
take the last slot.
"""

from __future__ import annotations

import math
import zlib
from datetime import datetime, timedelta

from django.db import connection

from accounts.models import Account
from config.errors import TooManyRequests

from .models import Job

WINDOW = timedelta(hours=24)
PER_DOMAIN = 1
PER_ACCOUNT = 50


def refresh_dedupe_key(domain: str) -> str:
    return f"refresh:{domain}"


def lock_refresh_slots(*, account: Account, domain: str) -> None:
    """Serialises refresh requests of one account and of one domain until the end of the
    current transaction."""
    Account.objects.select_for_update().filter(pk=account.pk).first()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_advisory_xact_lock(%s, %s)",
            [0x6A6F6273, zlib.crc32(domain.encode()) - 2**31],
        )


def _retry_after(oldest: datetime, now: datetime) -> int:
    return max(1, math.ceil((oldest + WINDOW - now).total_seconds()))


def check_refresh_allowance(*, account: Account, domain: str, now: datetime) -> None:
    """Raises 429 ``refresh_limit`` (with ``retry_after``) when either allowance is used up."""
    since = now - WINDOW
    domain_jobs = Job.objects.filter(
        type=Job.DOMAIN_REFRESH, dedupe_key=refresh_dedupe_key(domain), created_at__gt=since
    ).order_by("created_at").values_list("created_at", flat=True)
    taken = list(domain_jobs[:PER_DOMAIN])
    if len(taken) >= PER_DOMAIN:
        raise TooManyRequests(
            f"The domain {domain} was refreshed within the last 24 hours "
            f"(at most {PER_DOMAIN} refresh per domain in 24 hours).",
            retry_after=_retry_after(taken[0], now),
            code="refresh_limit",
        )
    account_jobs = Job.objects.filter(
        type=Job.DOMAIN_REFRESH, account=account, created_at__gt=since
    ).order_by("-created_at").values_list("created_at", flat=True)
    recent = list(account_jobs[:PER_ACCOUNT])
    if len(recent) >= PER_ACCOUNT:
        raise TooManyRequests(
            f"This account started {PER_ACCOUNT} refreshes within the last 24 hours "
            "(failed ones count); try again later.",
            retry_after=_retry_after(recent[-1], now),
            code="refresh_limit",
        )
