"""Deferred bookkeeping for the hot path: settling fully charged holds, counting usage and
recording the fast lane's key use, in batches, off the request thread.

Money never waits for this: the reservation that moved the balance and wrote its ledger
row is committed before the call runs. What is deferred is only (a) marking a hold as
settled when the whole reservation is charged -- if a process dies before its batch is
written, the stale-hold sweeper releases those holds, in the customer's favour -- and
(b) the usage counters (calls and credits per key, day and endpoint) of calls that took
no lease. A hold's settlement and its call's usage are buffered together and written in
one transaction, so they are lost together or not at all: usage always equals charges.
(Calls on a credit lease count their usage in the lease, ``billing.lease_scripts``.)

With ``BILLING_DEFER_WRITES`` off (the test settings) both are written at once.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections import defaultdict
from datetime import date, datetime

from django.conf import settings
from django.db import close_old_connections, connections, transaction
from django.utils import timezone

from accounts.models import ApiKey
from accounts.services import api_keys_touch

from .models import CreditHold
from .usage_counts import Row, upsert_usage

log = logging.getLogger(__name__)
FLUSH_SECONDS = 0.5


def _mark_settled(holds: list[tuple[int, int]]) -> None:
    """Holds charged in full: one UPDATE per distinct charge amount."""
    by_charge: dict[int, list[int]] = defaultdict(list)
    for hold_id, charge in holds:
        by_charge[charge].append(hold_id)
    now = timezone.now()
    for charge, ids in by_charge.items():
        CreditHold.objects.filter(pk__in=ids, settled_at__isnull=True).update(
            settled_at=now, charged=charge
        )


class _Buffer:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.flushing = threading.Lock()  # a flush returns after any flush in flight
        self.usage: dict[tuple[int, int | None, date, str], list[int]] = defaultdict(
            lambda: [0, 0])
        self.settled: list[tuple[int, int]] = []
        self.touched: dict[int, datetime] = {}  # key id -> when the fast lane used it
        self.thread: threading.Thread | None = None
        self.wake = threading.Event()

    def add(self, *, usage: Row, settled: tuple[int, int] | None):
        with self.lock:
            account_id, key_id, day, endpoint, calls, credits = usage
            counts = self.usage[(account_id, key_id, day, endpoint)]
            counts[0] += calls
            counts[1] += credits
            if settled:
                self.settled.append(settled)
            self._start()

    def touch(self, key_id: int, at: datetime) -> None:
        with self.lock:
            self.touched[key_id] = at
            self._start()

    def _start(self) -> None:  # with the lock held
        if self.thread is None or not self.thread.is_alive():
            self.thread = threading.Thread(target=self._run, name="billing-flush", daemon=True)
            self.thread.start()

    def take(self) -> tuple[list[Row], list[tuple[int, int]], dict[int, datetime]]:
        with self.lock:
            usage = [(a, k, d, e, c[0], c[1]) for (a, k, d, e), c in self.usage.items()]
            settled, touched = self.settled, self.touched
            self.usage = defaultdict(lambda: [0, 0])
            self.settled, self.touched = [], {}
        return usage, settled, touched

    def flush(self) -> bool:
        """Writes what is buffered; answers whether there was anything. Waits for a flush
        in flight on another thread (so what was counted before is written after)."""
        with self.flushing:
            return self._flush()

    def _flush(self) -> bool:
        usage, settled, touched = self.take()
        if not usage and not settled and not touched:
            return False
        try:
            with transaction.atomic():
                _mark_settled(settled)
                upsert_usage(usage)
                if touched:
                    api_keys_touch(list(touched), max(touched.values()))
        except Exception:  # keep the rows for the next round rather than losing them
            log.exception("deferred billing flush failed; retrying")
            with self.lock:
                self.settled = settled + self.settled
                self.touched = {**touched, **self.touched}
                for account_id, key_id, day, endpoint, calls, credits in usage:
                    counts = self.usage[(account_id, key_id, day, endpoint)]
                    counts[0] += calls
                    counts[1] += credits
            close_old_connections()
            raise
        return True

    def _run(self) -> None:
        while True:
            self.wake.wait(FLUSH_SECONDS)
            self.wake.clear()
            try:
                if not self.flush():
                    connections.close_all()  # idle: hold no database connection
            except Exception:  # noqa: BLE001 - logged in flush; try again next round
                pass


_buffer = _Buffer()
atexit.register(lambda: _buffer.flush())


def deferred() -> bool:
    return settings.BILLING_DEFER_WRITES


def count_usage(*, account_id: int, key_id: int | None, endpoint: str, credits: int,
                calls: int = 1, settled_hold: int | None = None) -> None:
    """Counts a call that took no credit lease; ``settled_hold``: the hold it charged in
    full (``credits``), marked settled in the same write as the count."""
    row = (account_id, key_id, timezone.now().date(), endpoint, calls, credits)
    settled = None if settled_hold is None else (settled_hold, credits)
    if deferred():
        _buffer.add(usage=row, settled=settled)
        return
    with transaction.atomic():
        if settled:
            _mark_settled([settled])
        upsert_usage([row])


def touch_key_later(key: ApiKey) -> bool:
    """Records the use of a key whose use is due (``api_key_touch_due``) off the request path,
    with the next batch: True when buffered; False when writes are not deferred (the caller
    lets the ordinary path record it). This process then counts the key as recorded, as
    :func:`accounts.services.api_key_touch` does."""
    if not deferred():
        return False
    now = timezone.now()
    key.last_used_at = now
    _buffer.touch(key.pk, now)
    return True


def flush_now() -> None:
    """Writes what is buffered in this process (tests, shutdown)."""
    _buffer.flush()
