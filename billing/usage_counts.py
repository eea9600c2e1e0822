"""Writing the usage counters (calls and credits per account, key, day and endpoint): one
upsert for many rows, in the caller's transaction."""

from __future__ import annotations

from datetime import date

from django.db import connection
from django.utils import timezone

from .models import UsageDaily

_TABLE = UsageDaily._meta.db_table

#: ``(account_id, key_id, day, endpoint, calls, credits)``
Row = tuple[int, int | None, date, str, int, int]


def upsert_usage(rows: list[Row]) -> None:
    """Adds the rows to the counters, one statement for all of them."""
    if not rows:
        return
    values = ", ".join(["(%s, %s, %s, %s, %s, %s)"] * len(rows))
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            INSERT INTO {_TABLE} (account_id, key_id, day, endpoint, calls, credits)
            VALUES {values}
            ON CONFLICT ON CONSTRAINT usage_row
            DO UPDATE SET calls = {_TABLE}.calls + excluded.calls,
                          credits = {_TABLE}.credits + excluded.credits
            """,
            [value for row in rows for value in row],
        )


def record_usage(*, account_id: int, key_id: int | None, endpoint: str, credits: int,
                 calls: int = 1, day: date | None = None) -> None:
    upsert_usage([(account_id, key_id, day or timezone.now().date(), endpoint, calls, credits)])
