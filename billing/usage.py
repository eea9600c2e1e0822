"""Usage per account, day and endpoint: one upsert per call, read by ``GET /v1/usage``."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from django.db import connection
from django.utils import timezone

from accounts.models import ApiKey
from config.errors import InvalidRequest

from .credits import balance_of
from .models import UsageDaily

_TABLE = UsageDaily._meta.db_table


def upsert_usage(rows: list[tuple[int, date, str, int, int]]) -> None:
    """Adds ``(account_id, day, endpoint, calls, credits)`` rows to the counters, one
    statement for all of them."""
    if not rows:
        return
    values = ", ".join(["(%s, %s, %s, %s, %s)"] * len(rows))
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            INSERT INTO {_TABLE} (account_id, day, endpoint, calls, credits)
            VALUES {values}
            ON CONFLICT (account_id, day, endpoint)
            DO UPDATE SET calls = {_TABLE}.calls + excluded.calls,
                          credits = {_TABLE}.credits + excluded.credits
            """,
            [value for row in rows for value in row],
        )


def record_usage(*, account_id: int, endpoint: str, credits: int, calls: int = 1) -> None:
    upsert_usage([(account_id, timezone.now().date(), endpoint, calls, credits)])


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


def usage_report(*, key: ApiKey, date_from: date, date_to: date) -> dict[str, Any]:
    """Calls and credits per day and endpoint of the key's account (CONTRACT §3), and
    its balance; ``total`` is what this key can spend (as ``X-Credits-Remaining``)."""
    rows = (
        UsageDaily.objects.filter(account_id=key.account_id, day__range=(date_from, date_to))
        .order_by("day", "endpoint")
        .values_list("day", "endpoint", "calls", "credits")
    )
    balance = balance_of(key.account)
    return {
        "from": date_from.isoformat(),
        "to": date_to.isoformat(),
        "days": [
            {"date": day.isoformat(), "endpoint": endpoint, "calls": calls, "credits": credits}
            for day, endpoint, calls, credits in rows
        ],
        "balance": {
            "free_remaining": balance.free_remaining,
            "purchased": balance.purchased,
            "total": balance.spendable(live=key.is_live),
        },
    }
