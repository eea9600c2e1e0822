"""The delivery log an owner reads: every exchange with their receiver, newest first, 30 days.

One entry per attempt (:class:`~webhooks.models.DeliveryAttempt`): the event, the attempt
number, when, the HTTP status or why there was none (``error_kind``), the latency, the start
of a textual answer, and when the delivery is tried again. Pages are cut with an opaque
cursor (the last entry's position), so new attempts never shift a page being read. Entries
older than :data:`~webhooks.models.DeliveryAttempt.LOG_DAYS` days are not shown and are
deleted by the hourly purge.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

from config.errors import InvalidRequest
from config.timefmt import iso_ms

from .models import Delivery, DeliveryAttempt, Webhook

DEFAULT_PAGE = 20
MAX_PAGE = 100
PURGE_BATCH = 5_000


@dataclass(frozen=True)
class LogPage:
    entries: list[DeliveryAttempt]
    next_cursor: str | None


def _cursor_for(attempt_id: int) -> str:
    return base64.urlsafe_b64encode(f"a{attempt_id}".encode()).decode().rstrip("=")


def _position(cursor: str) -> int:
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        text = ""
    if not (text.startswith("a") and text[1:].isdigit()):
        raise InvalidRequest("'cursor' is not a cursor of this list; use next_cursor as given.")
    return int(text[1:])


def page_size(raw: Any) -> int:
    """The ``limit`` query parameter: 1 to :data:`MAX_PAGE`, default :data:`DEFAULT_PAGE`."""
    if raw in (None, ""):
        return DEFAULT_PAGE
    if not (isinstance(raw, str) and raw.isdigit() and 1 <= int(raw) <= MAX_PAGE):
        raise InvalidRequest(f"'limit' must be a whole number from 1 to {MAX_PAGE}.")
    return int(raw)


def log_cutoff(now: datetime | None = None) -> datetime:
    return (now or timezone.now()) - timedelta(days=DeliveryAttempt.LOG_DAYS)


def delivery_log_page(
    *, webhook: Webhook, cursor: str | None = None, limit: int = DEFAULT_PAGE
) -> LogPage:
    """One page of ``webhook``'s log, newest first, starting after ``cursor``."""
    rows = (
        DeliveryAttempt.objects.filter(webhook=webhook, finished_at__gte=log_cutoff())
        .select_related("delivery__event")
        .order_by("-id")
    )
    if cursor:
        rows = rows.filter(id__lt=_position(cursor))
    entries = list(rows[: limit + 1])
    more = len(entries) > limit
    entries = entries[:limit]
    return LogPage(entries, _cursor_for(entries[-1].pk) if more else None)


def log_entry_json(attempt: DeliveryAttempt) -> dict[str, Any]:
    delivery = attempt.delivery
    return {
        "delivery_id": delivery.public_id,
        "event_id": delivery.event.public_id,
        "event_type": delivery.event.type,
        "attempt": attempt.number,
        "attempted_at": iso_ms(attempt.started_at),
        "succeeded": attempt.succeeded,
        "status_code": attempt.status_code,
        "error_kind": attempt.error_kind or None,
        "error": attempt.error or None,
        "latency_ms": attempt.latency_ms,
        "response_excerpt": attempt.response_excerpt,
        "next_retry_at": iso_ms(attempt.next_attempt_at),
    }


def delivery_json(delivery: Delivery) -> dict[str, Any]:
    """A delivery's state (the answer to a redelivery request)."""
    return {
        "id": delivery.public_id,
        "event_id": delivery.event.public_id,
        "event_type": delivery.event.type,
        "status": delivery.status,
        "attempts": delivery.attempts,
        "next_attempt_at": iso_ms(delivery.next_attempt_at)
        if delivery.status == Delivery.PENDING else None,
    }


def delivery_log_purge(*, now: datetime | None = None) -> int:
    """Deletes log entries older than the kept 30 days, and deliveries finished before then
    (with their entries); in batches, so no statement holds many rows. Returns the number of
    rows deleted.

    Entries are found through their index on ``finished_at``; deliveries, which have no
    index on time, are walked in id order (the order they were created) from the oldest,
    until a batch reaches deliveries created within the 30 days."""
    cutoff = log_cutoff(now)
    deleted = 0
    while True:
        ids = list(
            DeliveryAttempt.objects.filter(finished_at__lt=cutoff)
            .values_list("pk", flat=True)[:PURGE_BATCH]
        )
        if not ids:
            break
        deleted += DeliveryAttempt.objects.filter(pk__in=ids).delete()[0]
    after = 0
    while True:
        rows = list(
            Delivery.objects.filter(pk__gt=after).order_by("pk")
            .values_list("pk", "created_at", "status", "completed_at")[:PURGE_BATCH]
        )
        if not rows:
            break
        old = [pk for pk, _, status, completed_at in rows
               if status != Delivery.PENDING and completed_at and completed_at < cutoff]
        if old:
            deleted += Delivery.objects.filter(pk__in=old).delete()[0]
        after, newest_created = rows[-1][0], rows[-1][1]
        if newest_created >= cutoff:
            break
    return deleted
