"""The fast lane: a billed read answered on the event loop from Redis alone.

The common billed read -- a known key, a lease that covers the call, the company row in
the record cache -- costs one Redis round trip on the ordinary path too
(:func:`billing.calls._leased_call`), yet it spends most of its time in the web process:
the hop to a WSGI thread, Django's request and DRF's view machinery, and the GIL hand-offs
between them (docs/performance.md). The lane answers exactly that case on the event loop,
with the same rules in the same places:

- **The key** comes from the process's key cache (:func:`accounts.keycache.peek_entry`)
  when it was cached under the generation (Redis run id and token) read at most
  ``PEEK_FRESH_SECONDS`` ago (read again here when older, :func:`_current`); the script
  checks in Redis that the token has not moved since the key was
  loaded, so a revoked key or a locked account is refused as promptly as on the ordinary
  path.
- **Protection and reservation** are ``billing.lease_scripts.FAST_TAKE``: the same counters,
  lookup lock and lease as :func:`billing.protection.protect_and_take`, but all or
  nothing. A call that would be refused, needs a renewal, or whose row is not cached takes
  and counts nothing here and goes the ordinary way (:data:`DECLINED`), which answers it
  in full (429, 402, the renewal, the database read).
- **Charging**: the lane serves only answers that charge the whole reservation, so the
  take is the charge; the same script counts the call's usage in the lease, like every
  leased call's (``billing.lease_scripts``): nothing here writes to the database.

The lane needs credit leases and the key cache; without them every call declines.
``FAST_LANE=False`` turns it off. When Redis fails during the script the call may or may
not have taken its credits: it is not retried on the ordinary path (that could charge
twice) but answered as the ordinary path answers a store failure, 503 (:class:`StoreFailed`);
a thread gives back what the script took, if it ran, by its call id once Redis answers
(:func:`billing.leases.undo_take_later`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, NamedTuple, TypeVar

import anyio.to_thread
from django.conf import settings
from django.db import close_old_connections

from accounts import keycache
from accounts.keycache import Generation
from accounts.models import ApiKey
from config.cache import redis_retry

from . import lease_settle, leases
from .credits import current_month
from .protection import call_counters

log = logging.getLogger(__name__)

T = TypeVar("T")
#: What :func:`cached_read` answers when the ordinary path must take the call.
DECLINED = None


class StoreFailed(Exception):
    """Redis failed while the lane's script may have run: answer 503 and do not retry."""


def open_for(key: ApiKey) -> bool:
    """Whether the lane may take a call of this key at all (nothing here does I/O)."""
    from accounts.services import api_key_touch_due

    from .deferred import touch_key_later

    return (
        settings.FAST_LANE
        and lease_settle.enabled()
        and key.account.locked_at is None  # the ordinary path answers 403
        # the key's use, due to be recorded (once a minute), goes with the next deferred batch;
        # without deferred writes the ordinary path records it
        and (not api_key_touch_due(key) or touch_key_later(key))
    )


def _give_back(take: leases.Take, live: bool) -> None:
    close_old_connections()  # a frozen lease gives back in PostgreSQL
    try:
        leases.give_back(take, take.amount, live=live, uncount=True)  # counted there
    finally:
        close_old_connections()


class _Batch:
    """The lane's script calls of one event loop, sent to Redis together: every take that
    a request reaches in the same turn of the loop goes out in one pipeline (one write,
    one read of all replies) in the next. A busy worker has several calls in flight, and
    a round trip's system calls cost more than the script (docs/performance.md); each
    call still runs as its own script, atomically, with its own reply or error. A script
    that Redis no longer knows (a restart, ``SCRIPT FLUSH``) is sent again on its own."""

    def __init__(self, loop: asyncio.AbstractEventLoop, client: Any, script: Any) -> None:
        self.loop, self.client, self.script = loop, client, script
        self.pending: list[tuple[list, list, asyncio.Future]] = []

    def run(self, keys: list, args: list) -> asyncio.Future:
        future = self.loop.create_future()
        if not self.pending:
            self.loop.call_soon(self._send)
        self.pending.append((keys, args, future))
        return future

    def _send(self) -> None:
        calls, self.pending = self.pending, []
        task = self.loop.create_task(self._execute(calls))
        _sending.add(task)
        task.add_done_callback(_sending.discard)

    async def _execute(self, calls: list[tuple[list, list, asyncio.Future]]) -> None:
        from redis.exceptions import NoScriptError

        try:
            pipe = self.client.pipeline(transaction=False)
            for keys, args, _ in calls:
                pipe.evalsha(self.script.sha, len(keys), *keys, *args)
            replies = await pipe.execute(raise_on_error=False)
        except BaseException as exc:  # every call of the batch failed
            for *_, future in calls:
                if not future.done():
                    future.set_exception(exc if isinstance(exc, Exception) else StoreFailed())
            if not isinstance(exc, Exception):  # cancelled (the loop is closing)
                raise
            return
        for (keys, args, future), reply in zip(calls, replies, strict=True):
            if isinstance(reply, NoScriptError):  # loads the script and runs the call again
                try:
                    reply = await self.script(keys=keys, args=args)
                except Exception as exc:  # noqa: BLE001
                    reply = exc
            if future.done():  # the caller went away; its take is undone by its call id
                continue
            if isinstance(reply, Exception):
                future.set_exception(reply)
            else:
                future.set_result(reply)


_batches: dict[tuple[int, str], _Batch] = {}
_sending: set[asyncio.Task] = set()  # batches under way (a task needs a reference)


def _batch() -> _Batch:
    """The batch of the running loop (one client, and so one connection pool, per event
    loop and server) with the lane's script on it."""
    loop = asyncio.get_running_loop()
    batch = _batches.get((id(loop), settings.REDIS_URL))
    if batch is None or batch.loop is not loop:
        import redis.asyncio

        client = redis.asyncio.Redis.from_url(
            settings.REDIS_URL, socket_timeout=1, socket_connect_timeout=1,
            retry=redis_retry(asyncio=True))
        batch = _batches[(id(loop), settings.REDIS_URL)] = _Batch(
            loop, client, client.register_script(leases.fast_take_script()))
    return batch


async def _current(generation: Generation) -> bool:
    """Whether ``generation`` (a cached key's tag) is the key cache's generation, read
    again on the lane's own client when this process's reading is older than
    ``PEEK_FRESH_SECONDS``: a restarted Redis (a new run id) is noticed even when only the
    lane serves. Raises what Redis raises."""
    reading, read_at = keycache.last_reading()
    if time.monotonic() - read_at >= keycache.PEEK_FRESH_SECONDS:
        pipe = _batch().client.pipeline(transaction=False)
        replies = await keycache.read_generation(pipe).execute()
        reading = keycache.generation_from(replies)
        keycache.note_reading(reading)
    return reading == generation


class Filled(NamedTuple):
    """A record-cache miss read elsewhere (PostgreSQL): the ``SET NX`` that caches it
    (``key``, ``value``, ``seconds``) and what was read, ``made`` (what ``value`` decodes
    to), so a call whose store succeeded is rendered without decoding its own value."""

    key: str
    value: str
    seconds: int
    made: Any


#: What a lane passes to fill a record-cache miss: :class:`Filled`, or None (not found,
#: must not be cached, failed): the call then goes the ordinary way.
Fill = Callable[[], Awaitable[Filled | None]]

#: The script's answers that are no take (``billing.lease_scripts.FAST_TAKE``).
GENERATION_MOVED, ROW_MISSING = 1, 2


async def cached_read(
    *, key: ApiKey, generation: Generation, ip: str, endpoint: str, amount: int, read_key: str,
    absent: str, render: Callable[[bytes], T | None], fill: Fill | None = None,
    render_made: Callable[[Any], T | None] | None = None,
) -> tuple[T, int] | None:
    """Takes ``amount`` credits for one call of ``endpoint`` and reads ``read_key`` in one
    script call; ``render`` turns the value read into the answer. When only the row was
    missing, ``fill`` reads it and the script runs once more, storing it (``SET NX``) and
    taking the call in the same round trip -- or, when this process has not seen the row
    cached lately (:class:`_Seen`), ``fill`` runs first and the one script call both stores
    and takes; when that store succeeded, the answer is
    ``render_made`` of what the fill read (the value stored is its encoding; a value or
    tombstone found instead is read back and rendered as above). Returns (the answer, the
    key's remaining balance), or :data:`DECLINED` when the ordinary path must take the
    call (nothing was counted or charged then). Raises :class:`StoreFailed`."""
    if not open_for(key):
        return DECLINED
    try:
        current = await _current(generation)
    except Exception:  # noqa: BLE001 - nothing was taken: the ordinary path answers
        return DECLINED
    if not current:
        return DECLINED
    async def run_take(filled: Filled | None = None) -> tuple[list, str]:
        return await _take(key=key, generation=generation, ip=ip, endpoint=endpoint,
                           amount=amount, read_key=read_key, absent=absent,
                           fill=None if filled is None else (filled.value, filled.seconds))

    async def read() -> Filled | None:  # None: unknown, not cacheable, or another row's
        filled = await fill()
        return filled if filled is not None and filled.key == read_key else None

    filled = result = None
    speculate = fill is not None and not _seen.cached(read_key)
    if speculate:
        # Most likely a miss (this process has not seen the row cached lately): read it
        # first and take with the fill at once -- two round trips instead of three. A row
        # cached meanwhile is still what the call gets (the fill's SET NX keeps it).
        filled = await read()
        if filled is not None:
            result, use = await run_take(filled)
    if result is None:  # not speculated, or nothing to store: the plain take decides
        result, use = await run_take()
        if _declined_for(result) == ROW_MISSING and fill is not None and not speculate:
            _seen.forget(read_key)
            filled = await read()
            if filled is not None:
                result, use = await run_take(filled)
    take = leases.fast_take_result(result, live=key.is_live, use=use)
    if take is None:
        return DECLINED
    _seen.add(read_key)
    value = take.prefetched[0]
    if value is not None:
        answer = render(value)
    elif render_made is not None:  # the fill's value was stored: it is what was read
        answer = render_made(filled.made)
    else:
        answer = render(filled.value.encode())
    if answer is None:
        # A value this version cannot read: give the credits back and go the ordinary way
        # (which counts this call's rate limits a second time; rare, after a format change).
        await anyio.to_thread.run_sync(_give_back, take, key.is_live)
        return DECLINED
    return answer, take.remaining


class _Seen:
    """The record-cache keys this process found cached or stored lately (a guess, never a
    rule: a wrong one costs a round trip or a database read, not a wrong answer)."""

    LIMIT = 100_000

    def __init__(self) -> None:
        self._at: dict[str, float] = {}

    def cached(self, read_key: str) -> bool:
        at = self._at.get(read_key)
        return at is not None and time.monotonic() - at < settings.COMPANY_CACHE_SECONDS

    def add(self, read_key: str) -> None:
        self._at.pop(read_key, None)
        self._at[read_key] = time.monotonic()
        if len(self._at) > self.LIMIT:  # the oldest (dicts keep insertion order)
            del self._at[next(iter(self._at))]

    def forget(self, read_key: str) -> None:
        self._at.pop(read_key, None)


_seen = _Seen()


def _declined_for(result: list) -> int | None:
    """Why the script took nothing (:data:`GENERATION_MOVED`, :data:`ROW_MISSING`, 0 for
    any other reason), or None when it took the call."""
    if int(result[0]) == 1:
        return None
    return int(result[1]) if len(result) > 1 else 0


async def _take(*, key: ApiKey, generation: Generation, ip: str, endpoint: str, amount: int,
                read_key: str, absent: str, fill: tuple[str, int] | None = None,
                ) -> tuple[list, str]:
    """One run of the lane's script (and its usage tag). Raises :class:`StoreFailed`."""
    now = time.time()
    counters, lock_key = call_counters(key=key, ip=ip, now=now)
    call_id = leases.new_call_id()
    use = leases.usage_tag(key, endpoint)
    keys, args = leases.fast_take_call(
        counters=counters, lock_key=lock_key, key=key, generation=generation, amount=amount,
        month=current_month(), now=now, read_key=read_key, absent=absent, call_id=call_id,
        use=use, fill=fill,
    )
    try:
        result = await _batch().run(keys, args)
    except Exception as exc:
        log.warning("fast lane: store unavailable", extra={"error": repr(exc)})
        leases.undo_take_later(call_id, live=key.is_live)  # the 503 costs nothing
        raise StoreFailed() from exc
    if _declined_for(result) == GENERATION_MOVED:  # a key or account changed since the key
        keycache.reading_stale()  # was cached: the ordinary path must not trust it either
    return result, use
