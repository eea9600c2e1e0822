"""The change feed (``GET /v1/events``): an account's events, numbered without gaps, read after a cursor.

An entry is written by the fan-out (``webhooks/fanout.py``) in the same transaction that
creates the webhook deliveries, for every account with a webhook whose watch list selects
the event (active or disabled), so the feed holds exactly what the outbox reported to
the account. The cursor is the ``seq`` of the last entry read, as a string; reading after
it gives the entries with a higher ``seq``, oldest first. Entries are kept
``FEED_RETENTION_DAYS`` (90); a cursor older than what is kept answers 410 ``expired``.

After a fan-out commits, :func:`feed_wake` publishes the accounts' newest ``seq`` on a Redis
channel; a waiting long poll (``webhooks/feed_poll.py``) wakes on it. Redis only makes the
wait short: the answer is always read from PostgreSQL.
"""

from __future__ import annotations

import functools
import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.db.models import Min

from config.errors import Expired, InvalidRequest

from .models import Event, FeedCounter, FeedEntry

log = logging.getLogger(__name__)
FEED_CHANNEL = "feed:wake"
MAX_LIMIT = 1000
DEFAULT_LIMIT = 100
_MAX_SEQ = 2**63 - 1


def feed_last_key(account_id: int) -> str:
    """The cache key that holds the account's newest published ``seq``."""
    return f"{_key_prefix()}{account_id}"


@functools.cache
def _key_prefix() -> str:
    return cache.make_key("feed:last:")


# Raises each account's published seq (never lowers it: two fan-outs may publish out of
# order), then announces them all on the channel, in one round trip.
_PUBLISH = """
for i, key in ipairs(KEYS) do
  local known = redis.call('GET', key)
  if not known or tonumber(known) < tonumber(ARGV[i]) then
    redis.call('SET', key, ARGV[i], 'EX', ARGV[#KEYS + 1])
  end
end
redis.call('PUBLISH', ARGV[#KEYS + 2], ARGV[#KEYS + 3])
"""


def feed_wake(accounts: list[int]) -> None:
    """After a fan-out commits: publish the accounts' newest ``seq`` (message
    ``"<account>:<seq> ..."``) and keep it under :func:`feed_last_key` (only ever raised,
    so a caught-up long poll can trust it). Best effort."""
    last = dict(FeedCounter.objects.filter(account_id__in=accounts)
                .values_list("account_id", "last_seq"))
    if not last:
        return
    try:
        client = cache._cache.get_client(write=True)
        message = " ".join(f"{account_id}:{seq}" for account_id, seq in last.items())
        client.register_script(_PUBLISH)(
            keys=[feed_last_key(account_id) for account_id in last],
            args=[*last.values(), settings.FEED_MAX_WAIT_SECONDS * 4,
                  cache.make_key(FEED_CHANNEL), message],
        )
    except Exception as exc:  # noqa: BLE001 - waiting long polls re-read when their time is up
        log.warning("feed wake-up not published", extra={"error": repr(exc)})


def cursor_parse(value: str | None) -> int | None:
    """The ``seq`` a cursor names; None when it is absent (from the oldest entry kept)."""
    if value is None:
        return None
    if not value.isascii() or not value.isdigit() or len(value) > 19 or int(value) > _MAX_SEQ:
        raise InvalidRequest("'after' must be a cursor from an earlier answer ('next').")
    return int(value)


def _bounded(value: str | None, *, name: str, low: int, high: int, default: int) -> int:
    if value is None or value == "":
        return default
    if not value.isascii() or not value.isdigit() or not low <= int(value) <= high:
        raise InvalidRequest(f"'{name}' must be a whole number from {low} to {high}.")
    return int(value)


def feed_params(query: dict) -> tuple[int | None, int, int]:
    """(after, limit, wait) of a feed request's query; raises :class:`InvalidRequest`."""
    after = cursor_parse(query.get("after"))
    limit = _bounded(query.get("limit"), name="limit", low=1, high=MAX_LIMIT,
                     default=DEFAULT_LIMIT)
    wait = _bounded(query.get("wait"), name="wait", low=0,
                    high=settings.FEED_MAX_WAIT_SECONDS, default=0)
    return after, limit, wait


def feed_read(*, account_id: int, after: int | None, limit: int) -> dict:
    """``{"events", "next", "has_more"}`` of the account's entries after ``after``.

    The common cases take one or two queries: entries that follow ``after`` without a gap
    prove the cursor valid, and a cursor at the newest ``seq`` has nothing after it."""
    if after is not None:
        rows = _entries_after(account_id, after, limit)
        if rows and rows[0][0] == after + 1:
            return _page(rows, limit, after)
    last = (FeedCounter.objects.filter(account_id=account_id)
            .values_list("last_seq", flat=True).first()) or 0
    if after is not None and after == last:
        return _page([], limit, after)
    oldest = FeedEntry.objects.filter(account_id=account_id).aggregate(m=Min("seq"))["m"]
    first_kept = oldest if oldest is not None else last + 1
    if after is None:
        after = first_kept - 1
    elif after + 1 < first_kept:
        raise Expired(
            f"Events before {first_kept} are no longer kept (the feed keeps "
            f"{settings.FEED_RETENTION_DAYS} days); continue from the oldest cursor.",
            oldest=str(first_kept - 1),
        )
    elif after > last:
        raise InvalidRequest("'after' is not a cursor of this account's feed.")
    return _page(_entries_after(account_id, after, limit), limit, after)


# The page read of every answer, as fixed SQL: building the ORM query cost more than
# running it (bench/bench_feed.py profile).
_EVENT_COLUMNS = ("id", "type", "company_id", "domain", "field", "webhook_public_id", "created_at")
_ENTRIES_AFTER = (
    f"SELECT entry.seq, {', '.join(f'event.{c}' for c in _EVENT_COLUMNS)} "
    f"FROM {FeedEntry._meta.db_table} entry JOIN {Event._meta.db_table} event "
    "ON event.id = entry.event_id "
    "WHERE entry.account_id = %s AND entry.seq > %s ORDER BY entry.seq LIMIT %s"
)


def _entries_after(account_id: int, after: int, limit: int) -> list[tuple[int, Event]]:
    """Up to ``limit + 1`` (seq, event) after ``after`` (one more tells whether more follow)."""
    with connection.cursor() as cursor:
        cursor.execute(_ENTRIES_AFTER, [account_id, after, limit + 1])
        return [(seq, Event(**dict(zip(_EVENT_COLUMNS, row, strict=True))))
                for seq, *row in cursor.fetchall()]


def _page(rows: list[tuple[int, Event]], limit: int, after: int) -> dict:
    page = rows[:limit]
    return {
        "events": [event.payload(seq=seq) for seq, event in page],
        "next": str(page[-1][0] if page else after),
        "has_more": len(rows) > limit,
    }


def feed_purge(*, now: datetime) -> int:
    """Deletes entries older than the retention; answers how many."""
    cutoff = now - timedelta(days=settings.FEED_RETENTION_DAYS)
    deleted, _ = FeedEntry.objects.filter(created_at__lt=cutoff).delete()
    return deleted
