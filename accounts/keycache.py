"""A per-process cache of API keys by digest, invalidated through the shared cache.

Looking a key up was the largest single share of a billed call (a SELECT of the key and
its account on every request, docs/performance.md). Each process keeps the keys it has
seen, tagged with the *generation* they were loaded under: a random token in the shared
cache (Redis in production) that every change of a key or of its account's standing
replaces (revocation, lock and unlock, blocking, deletion, a new e-mail address), paired
with the Redis server's ``run_id``. A process reads the generation at most every
``CHECK_INTERVAL`` (0.1 s) and uses a cached key only when it has not moved since the key
was loaded, so a revoked key or a locked account is refused by the process that made the
change at once and by every other within 0.1 s -- also after a Redis restart with or
without persistence: the run id is new, so no entry from before matches (a counter would
start again and meet old values). A change made while Redis cannot be reached is announced
by the next read that succeeds. ``KEY_CACHE_SECONDS`` bounds how long an entry lives even
when the generation never moves (a change made behind the application's back, e.g. in
SQL); 0 turns the cache off.

Entries are shared between a process's threads: callers must treat a cached
:class:`~accounts.models.ApiKey` (and its ``account``) as read-only.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable
from typing import NamedTuple

from django.conf import settings
from django.core.cache import cache
from django.db import transaction

from .models import ApiKey

log = logging.getLogger(__name__)

GENERATION_KEY = "keys:generation"
#: How often a process reads the counter: a change made in another process is seen
#: within this many seconds (in the same process at once).
CHECK_INTERVAL = 0.1
#: How old the process's reading may be when the fast lane uses a cached key: older, the
#: lane reads the generation again first (``billing.fast_lane``), so a restarted Redis
#: (a new run id) is noticed within this many seconds even when only the lane serves.
PEEK_FRESH_SECONDS = 0.5
MAX_ENTRIES = 10_000
_UNKNOWN = object()  # the counter could not be read: never trust or fill the cache

_entries: dict[str, tuple[ApiKey, object, float]] = {}  # digest -> key, generation, expiry
_lock = threading.Lock()


class Generation(NamedTuple):
    """What a cached key is tagged with: the Redis server's ``run_id`` (new at every
    start, with or without persistence) and the random token every change replaces. A
    restarted Redis -- even one that restored an old snapshot or lost the last bump --
    never answers a generation an entry was tagged with before the restart."""

    run_id: str
    token: int


def _client():  # noqa: ANN202 - redis-py's client behind Django's Redis cache
    return cache._cache.get_client(write=True)


def current_generation() -> object:
    """The shared generation (one round trip: the token and the server's run id), or
    ``_UNKNOWN`` when Redis cannot be asked (then nothing cached is trusted). A missing
    token (a fresh or emptied Redis) is created as a new random one."""
    try:
        generation = generation_from(read_generation(_client().pipeline(transaction=False))
                                     .execute())
    except Exception as exc:  # the shared cache is down: fall back to the database
        log.warning("key cache generation unavailable", extra={"error": repr(exc)})
        return _UNKNOWN
    if _bump_owed.is_set():  # a change made while Redis was away: tell the others now
        _bump_owed.clear()
        _bump()
        return _UNKNOWN
    return generation


def read_generation(pipe):  # noqa: ANN001, ANN201 - a redis-py pipeline, sync or asyncio
    """Queues the reading of the generation on ``pipe`` (create the token if missing, read
    it, read the server's run id); :func:`generation_from` makes it of the replies."""
    name = cache.make_key(GENERATION_KEY)
    return pipe.set(name, secrets.randbits(62), nx=True).get(name).info("server")


def generation_from(replies: list) -> Generation:
    _, token, info = replies
    return Generation(str(info["run_id"]), int(token))


_seen: tuple[object, float] = (_UNKNOWN, float("-inf"))  # generation, when read
#: Set when a change could not be announced (Redis away): the next successful read does.
_bump_owed = threading.Event()


def _recent_generation() -> object:
    """The counter, read from the shared cache at most every ``CHECK_INTERVAL`` seconds
    per process: under load that is one read for many requests instead of one each."""
    global _seen
    now = time.monotonic()
    generation, read_at = _seen
    if now - read_at < CHECK_INTERVAL:
        return generation
    generation = current_generation()
    _seen = (generation, now) if generation is not _UNKNOWN else (_UNKNOWN, float("-inf"))
    return generation


def last_reading() -> tuple[object, float]:
    """The generation this process read last and when (``time.monotonic()``)."""
    return _seen


def note_reading(generation: Generation) -> None:
    """Records a reading made elsewhere (the fast lane reads on its own client)."""
    global _seen
    _seen = (generation, time.monotonic())


def reading_stale() -> None:
    """Forgets this process's reading of the generation: something (the fast lane's
    script) saw it move, so the next lookup reads it again instead of trusting a reading
    up to ``CHECK_INTERVAL`` old -- the call that follows is answered on the new state."""
    global _seen
    _seen = (_UNKNOWN, float("-inf"))


def keys_changed() -> None:
    """Tells every process that some key or account changed: their cached keys are
    looked up again. Bumps at once and again after the surrounding transaction commits
    (a process that reloads in between would cache the old state under the new token;
    the second bump makes it look again)."""
    _bump()
    if transaction.get_connection().in_atomic_block:
        transaction.on_commit(_bump, robust=True)


def _bump() -> None:
    """Replaces the shared token by a new random one (never a counter: a counter that
    restarts from 1 after a Redis restart would meet old values again)."""
    global _seen
    try:
        _client().set(cache.make_key(GENERATION_KEY), secrets.randbits(62))
    except Exception:  # retried by this process's next read; entries expire meanwhile
        _bump_owed.set()
        log.exception("key cache generation could not be bumped")
    with _lock:  # this process need not wait for the counter
        _entries.clear()
        _seen = (_UNKNOWN, float("-inf"))


def cached_key(digest: str, load: Callable[[str], ApiKey | None]) -> ApiKey | None:
    """The key with this digest: from the cache when it is still current, else ``load``-ed
    (``None``: no active key; not cached, so a key created later is found at once)."""
    ttl = settings.KEY_CACHE_SECONDS
    if ttl <= 0:
        return load(digest)
    generation = _recent_generation()  # read BEFORE loading: a change in between re-tags
    entry = _entries.get(digest)
    now = time.monotonic()
    if entry is not None and generation is not _UNKNOWN:
        key, tagged, expires = entry
        if tagged == generation and now < expires:
            return key
    key = load(digest)
    if key is None or generation is _UNKNOWN:
        return key
    with _lock:
        if len(_entries) >= MAX_ENTRIES:
            _entries.clear()
        _entries[digest] = (key, generation, now + ttl)
    return key


def peek_key(digest: str) -> ApiKey | None:
    """The cached key when it can be answered without any I/O: the counter was read less
    than ``CHECK_INTERVAL`` ago and the entry is tagged with it. None otherwise; the caller
    then asks :func:`cached_key` (on a thread: it may read Redis and the database). For
    an event loop that must not block (the MCP gateway)."""
    if settings.KEY_CACHE_SECONDS <= 0:
        return None
    generation, read_at = _seen
    now = time.monotonic()
    if generation is _UNKNOWN or now - read_at >= CHECK_INTERVAL:
        return None
    entry = _entries.get(digest)
    if entry is None:
        return None
    key, tagged, expires = entry
    return key if tagged == generation and now < expires else None


def peek_entry(digest: str) -> tuple[ApiKey, Generation] | None:
    """The cached key and the generation it was loaded under, without I/O and without
    asking whether that generation is still current: for a caller that checks it itself,
    atomically with what it does (the fast lane reads the generation when its reading is
    older than ``PEEK_FRESH_SECONDS`` and compares the token in Redis in its script,
    ``billing.fast_lane``). None when nothing usable is cached."""
    if settings.KEY_CACHE_SECONDS <= 0:
        return None
    entry = _entries.get(digest)
    if entry is None:
        return None
    key, tagged, expires = entry
    if tagged is _UNKNOWN or time.monotonic() >= expires:
        return None
    return key, tagged


def generation_of(key: ApiKey) -> object | None:
    """The generation this very key object was cached under (see :func:`peek_entry`), or
    None when it is not the cached entry (loaded without the cache, or replaced since)."""
    entry = peek_entry(key.digest)
    return entry[1] if entry is not None and entry[0] is key else None


def _changed(sender, instance, update_fields=None, **kwargs) -> None:  # noqa: ANN001
    if update_fields is not None and set(update_fields) <= IRRELEVANT_FIELDS:
        return
    keys_changed()


#: Saves that change nothing a cached key answers for (sign-in, use, balance).
IRRELEVANT_FIELDS = {"last_login", "last_used_at", "purchased_credits", "has_purchased"}


def connect_signals() -> None:
    """Any save or delete of an account or a key through the ORM bumps the counter;
    queryset ``update()`` calls that change a key's standing call :func:`keys_changed`."""
    from django.db.models.signals import post_delete, post_save

    from .models import Account

    for model in (Account, ApiKey):
        post_save.connect(_changed, sender=model, dispatch_uid=f"keycache-save-{model.__name__}")
        post_delete.connect(_changed, sender=model,
                            dispatch_uid=f"keycache-delete-{model.__name__}")


def forget_all() -> None:
    """Empties this process's cache (tests, and after a fork)."""
    global _seen
    with _lock:
        _entries.clear()
        _seen = (_UNKNOWN, float("-inf"))
