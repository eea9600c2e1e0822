"""A persistent, shared request throttle per upstream (sliding window in the database).

The German register portal allows about 60 retrievals per hour from us, whichever worker,
process or customer account asks. The window lives in one :class:`UpstreamThrottle` row per
upstream, locked with ``SELECT ... FOR UPDATE`` while slots are taken, so the limit holds
across workers and survives restarts (Redis alone would forget it). A caller that gets no
slot is told WHEN the next one frees up and reschedules itself; nobody sleeps on the lock.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone

from .models import UpstreamThrottle
from .sources.base import RateLimited


@dataclass(frozen=True)
class Limit:
    """At most ``requests`` per rolling ``window``."""

    requests: int
    window: timedelta


def _locked_row(upstream: str) -> UpstreamThrottle:
    try:
        with transaction.atomic():
            UpstreamThrottle.objects.get_or_create(key=upstream)
    except IntegrityError:  # created concurrently by another worker: fine
        pass
    return UpstreamThrottle.objects.select_for_update().get(key=upstream)


def throttle_take(
    *, upstream: str, limit: Limit, count: int = 1, now: datetime | None = None
) -> datetime | None:
    """Records ``count`` requests to ``upstream`` if they fit into the window now and returns
    ``None``; otherwise records nothing and returns the instant they will fit."""
    if count > limit.requests:
        raise ValueError(f"{count} requests can never fit a limit of {limit.requests}")
    now = now or timezone.now()
    stamp = now.timestamp()
    horizon = stamp - limit.window.total_seconds()
    with transaction.atomic():
        row = _locked_row(upstream)
        if row.blocked_until and row.blocked_until > now:
            return row.blocked_until
        sent = sorted(t for t in row.sent if t > horizon)
        if len(sent) + count <= limit.requests:
            row.sent = sent + [stamp] * count
            row.updated_at = now
            row.save(update_fields=["sent", "updated_at"])
            return None
        # The oldest requests must leave the window until ``count`` more fit.
        must_expire = len(sent) + count - limit.requests
        free_at = sent[must_expire - 1] + limit.window.total_seconds()
        if sent != row.sent:
            row.sent = sent
            row.save(update_fields=["sent"])
        return datetime.fromtimestamp(free_at, UTC) + timedelta(milliseconds=1)


def throttle_block(*, upstream: str, until: datetime) -> None:
    """The upstream refused us (limit page, 429): nobody asks it again before ``until``."""
    with transaction.atomic():
        row = _locked_row(upstream)
        if row.blocked_until is None or row.blocked_until < until:
            row.blocked_until = until
            row.updated_at = timezone.now()
            row.save(update_fields=["blocked_until", "updated_at"])


def throttle_used(*, upstream: str, limit: Limit, now: datetime | None = None) -> int:
    """Requests recorded within the current window (for monitoring and tests)."""
    now = now or timezone.now()
    row = UpstreamThrottle.objects.filter(key=upstream).first()
    if row is None:
        return 0
    horizon = now.timestamp() - limit.window.total_seconds()
    return sum(1 for t in row.sent if t > horizon)


class BudgetExhausted(RateLimited):
    """Our own shared budget for the upstream is used up (the upstream did not refuse us)."""


class DatabaseBudget:
    """The adapters' ``RequestBudget`` over :func:`throttle_take`.

    ``reserved`` slots were taken up front (a whole retrieval's worth, so one is not cut off
    halfway); further requests (retries) take one slot each, and an exhausted window raises
    :class:`RateLimited` with the seconds until the next free slot.
    """

    def __init__(self, *, upstream: str, limit: Limit, reserved: int = 0) -> None:
        self.upstream = upstream
        self.limit = limit
        self.reserved = reserved
        self.used = 0

    def acquire(self) -> None:
        self.used += 1
        if self.reserved > 0:
            self.reserved -= 1
            return
        free_at = throttle_take(upstream=self.upstream, limit=self.limit)
        if free_at is not None:
            wait = max(1.0, (free_at - timezone.now()).total_seconds())
            raise BudgetExhausted(
                f"{self.upstream}: our shared budget of {self.limit.requests} requests per "
                f"{int(self.limit.window.total_seconds())} s is used up",
                source=self.upstream, retry_after=wait,
            )
