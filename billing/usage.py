"""Reading usage per account, key, day and endpoint (``GET /v1/usage``, the portal): the
counters in PostgreSQL plus what the account's open credit leases have counted and not
yet settled, read together under the balance lock, so a call shows up at once and never
twice. Writing them is ``billing.usage_counts``."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import Account, ApiKey
from config.errors import InvalidRequest, TemporarilyUnavailable

from .credits import balance_of
from .lease_settle import lock_balance, usage_in_leases
from .models import UsageDaily

MAX_RANGE_DAYS = 366
DEFAULT_RANGE_DAYS = 30


def usage_range(*, date_from: date | None, date_to: date | None) -> tuple[date, date]:
    """The inclusive day range of a usage query: default the last 30 days (UTC, today
    included); at most 366 days. Raises :class:`InvalidRequest`."""
    today = timezone.now().date()
    if date_to is None:
        date_to = today if date_from is None else min(
            date_from + timedelta(days=DEFAULT_RANGE_DAYS - 1), today
        )
    if date_from is None:
        date_from = date_to - timedelta(days=DEFAULT_RANGE_DAYS - 1)
    if date_from > date_to:
        raise InvalidRequest("'from' must not be after 'to'.")
    if (date_to - date_from).days + 1 > MAX_RANGE_DAYS:
        raise InvalidRequest(f"At most {MAX_RANGE_DAYS} days per query.")
    return date_from, date_to


@dataclass(frozen=True)
class UsageRow:
    day: date
    endpoint: str
    key_id: int | None  # None: counted before usage was kept per key
    calls: int
    credits: int


def usage_rows(*, account: Account, date_from: date, date_to: date,
               key_ids: list[int] | None = None) -> list[UsageRow]:
    """The account's usage in the day range, per day, endpoint and key, settled or still
    in a lease; ``key_ids`` keeps only those keys' rows. Raises
    :class:`TemporarilyUnavailable` when Redis cannot say what the open leases counted."""
    rows = UsageDaily.objects.filter(account_id=account.pk, day__range=(date_from, date_to))
    if key_ids is not None:
        rows = rows.filter(key_id__in=key_ids)
    counts: dict[tuple[date, str, int | None], list[int]] = defaultdict(lambda: [0, 0])
    with transaction.atomic():
        lock_balance(account.mailbox)
        for day, endpoint, key_id, calls, credits in rows.values_list(
                "day", "endpoint", "key_id", "calls", "credits"):
            counts[(day, endpoint, key_id)][0] += calls
            counts[(day, endpoint, key_id)][1] += credits
        try:
            open_rows = usage_in_leases(account.pk)
        except Exception as exc:
            raise TemporarilyUnavailable() from exc
    for _, key_id, day, endpoint, calls, credits in open_rows:
        if date_from <= day <= date_to and (key_ids is None or key_id in key_ids):
            counts[(day, endpoint, key_id)][0] += calls
            counts[(day, endpoint, key_id)][1] += credits
    return [UsageRow(day, endpoint, key_id, calls, credits)
            for (day, endpoint, key_id), (calls, credits) in sorted(
                counts.items(), key=lambda item: (item[0][0], item[0][1], item[0][2] or 0))]


def usage_report(*, key: ApiKey, date_from: date, date_to: date) -> dict[str, Any]:
    """Calls and credits per day and endpoint of the key's account (CONTRACT §3), all its
    keys together, and its balance; ``total`` is what this key can spend (as
    ``X-Credits-Remaining``)."""
    per_day: dict[tuple[date, str], list[int]] = defaultdict(lambda: [0, 0])
    for row in usage_rows(account=key.account, date_from=date_from, date_to=date_to):
        per_day[(row.day, row.endpoint)][0] += row.calls
        per_day[(row.day, row.endpoint)][1] += row.credits
    balance = balance_of(key.account)
    return {
        "from": date_from.isoformat(),
        "to": date_to.isoformat(),
        "days": [
            {"date": day.isoformat(), "endpoint": endpoint, "calls": calls, "credits": credits}
            for (day, endpoint), (calls, credits) in sorted(per_day.items())
        ],
        "balance": {
            "free_remaining": balance.free_remaining,
            "purchased": balance.purchased,
            "total": balance.spendable(live=key.is_live),
        },
    }
