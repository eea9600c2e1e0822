"""Usage per account, day and endpoint: one upsert per call."""

from __future__ import annotations

from django.db import connection
from django.utils import timezone

from .models import UsageDaily

_TABLE = UsageDaily._meta.db_table


def record_usage(*, account_id: int, endpoint: str, credits: int, calls: int = 1) -> None:
    day = timezone.now().date()
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            INSERT INTO {_TABLE} (account_id, day, endpoint, calls, credits)
            VALUES (%s, %s, %s, %s, %s)
            ON CONFLICT (account_id, day, endpoint)
            DO UPDATE SET calls = {_TABLE}.calls + excluded.calls,
                          credits = {_TABLE}.credits + excluded.credits
            """,
            [account_id, day, endpoint, calls, credits],
        )
