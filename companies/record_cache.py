"""A shared cache of company rows for the by-id reads (``GET /v1/companies/{id}`` and the
MCP ``get_company`` tool), so a hot company costs no PostgreSQL round trip.

One Redis string per company (``cache.make_key("company:<public id>")``) holds the columns
those reads render (``record``, ``public_id`` and the indexed copies) as compact JSON, for
``COMPANY_CACHE_SECONDS`` (0: off). Only visible (not blocked) companies are stored; a miss,
an unknown, blocked or malformed id is never cached and answers exactly as
:func:`companies.lookups.company_by_public_id` does.

Invalidation writes a *tombstone* (``"-"`` for ``TOMBSTONE_SECONDS``) instead of deleting the
key, after the writer's transaction commits (``transaction.on_commit``). Readers take a
tombstone for a miss and store with ``SET NX``, so a reader that loaded the old row before
the commit cannot put it back while the tombstone lives. Every ORM save and delete of a
company invalidates it (signals, :func:`connect_signals`); queryset ``update()`` calls must
call :func:`company_cache_forget` themselves (``companies.blocking`` does). New rows
(``bulk_create``, COPY) need nothing: misses are never cached.

Redis being unreachable never fails a read: it falls back to PostgreSQL and logs a warning
at most every ``WARN_EVERY`` seconds. An invalidation lost that way (or a write behind the
application's back, e.g. SQL or TRUNCATE) is bounded by ``COMPANY_CACHE_SECONDS``.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterable
from functools import partial
from typing import Any

from django.conf import settings
from django.core.cache import DEFAULT_CACHE_ALIAS, cache, caches
from django.db import DEFAULT_DB_ALIAS, transaction

from . import lookups
from .models import Company

log = logging.getLogger(__name__)

TOMBSTONE = "-"
#: How long an invalidation keeps readers from storing: longer than any reader takes from
#: its PostgreSQL read to its store.
TOMBSTONE_SECONDS = 10
WARN_EVERY = 5.0
#: Longer ids cannot exist (``public_id`` is at most 32 characters): straight to the database.
MAX_ID_LENGTH = 64
#: The columns stored, in model order (``Model.from_db`` needs that order).
CACHED_COLUMNS = tuple(
    f.attname for f in Company._meta.concrete_fields
    if f.attname in {"id", "public_id", "country", "name", "legal_form", "status", "city",
                     "record"}
)
#: Columns that change what a cached read answers (``blocked_at`` hides the company).
_RELEVANT = frozenset(CACHED_COLUMNS) | {"blocked_at"}
#: A cached instance: the stored columns and ``blocked_at`` (always None), in model order.
INSTANCE_COLUMNS = tuple(f.attname for f in Company._meta.concrete_fields
                          if f.attname in _RELEVANT)

_warned_at = float("-inf")


def warn_now_and_then(message: str, exc: BaseException) -> None:
    """Logs a cache failure at most every ``WARN_EVERY`` seconds (per process): an outage
    of Redis is one line every few seconds, not one per request."""
    global _warned_at
    now = time.monotonic()
    if now - _warned_at >= WARN_EVERY:
        _warned_at = now
        log.warning(message, extra={"error": repr(exc)})


def _name(public_id: str) -> str:
    return f"company:{public_id}"


def _redis() -> Any:
    """The raw client behind Django's Redis cache (as ``billing.protection`` uses it)."""
    return caches[DEFAULT_CACHE_ALIAS]._cache.get_client(write=True)


def _encode(company: Company) -> str:
    return json.dumps({name: getattr(company, name) for name in CACHED_COLUMNS},
                      separators=(",", ":"), ensure_ascii=False)


def _decode(raw: str | bytes) -> Company | None:
    try:
        stored = json.loads(raw)
        values = [None if name == "blocked_at" else stored[name] for name in INSTANCE_COLUMNS]
    except (ValueError, KeyError, TypeError):  # another version's format: a miss
        return None
    return Company.from_db(DEFAULT_DB_ALIAS, INSTANCE_COLUMNS, values)


def company_from_value(raw: str | bytes) -> Company | None:
    """The company a value of :func:`cache_key` holds (read by the caller itself), or None
    for a tombstone or a value this version cannot read."""
    if raw in (TOMBSTONE, TOMBSTONE.encode()):
        return None
    return _decode(raw)


def cache_key(public_id: str) -> str | None:
    """The full Redis key of a company's cached row, for a caller that reads it in a round
    trip of its own (``billed_call(prefetch=...)``); None when the cache is off or the id
    cannot be cached."""
    if (settings.COMPANY_CACHE_SECONDS <= 0 or not isinstance(public_id, str)
            or len(public_id) > MAX_ID_LENGTH):
        return None
    return cache.make_key(_name(public_id))


def _read(public_id: str, prefetched: tuple | None = None) -> tuple[Company | None, bool]:
    """(the cached company or None, whether a store may be tried). ``prefetched`` is
    ``(value,)`` when the caller already read :func:`cache_key`."""
    if prefetched is not None:
        raw = prefetched[0]
    else:
        try:
            raw = _redis().get(cache.make_key(_name(public_id)))
        except Exception as exc:  # Redis down: the database answers, nothing is stored
            warn_now_and_then("company cache unavailable, reading from the database", exc)
            return None, False
    if raw is None:
        return None, True
    if raw in (TOMBSTONE, TOMBSTONE.encode()):
        return None, False  # invalidated a moment ago: a store would be refused anyway
    return _decode(raw), True


def store_command(company: Company, *, ttl: int | None = None) -> tuple[str, str, int] | None:
    """(full key, value, seconds) of the ``SET NX`` that caches a visible company's row,
    for a caller that stores it on a client of its own (the fast lanes, on a miss); None
    when it must not be cached (cache off, blocked)."""
    ttl = settings.COMPANY_CACHE_SECONDS if ttl is None else ttl
    if ttl <= 0 or company.blocked_at is not None:
        return None
    return cache.make_key(_name(company.public_id)), _encode(company), ttl


def company_cache_store(company: Company, *, ttl: int | None = None) -> bool:
    """Puts a visible company's row into the cache unless a value or a tombstone is there
    (``SET NX``). Returns whether it was stored. The reader's half of :func:`company_cached`."""
    command = store_command(company, ttl=ttl)
    if command is None:
        return False
    key, value, seconds = command
    try:
        return bool(_redis().set(key, value, nx=True, ex=seconds))
    except Exception as exc:
        warn_now_and_then("company cache unavailable, row not stored", exc)
        return False


def company_cached(public_id: str, *, prefetched: tuple | None = None) -> Company:
    """A visible company by public id, from the shared cache when it is there; else
    :func:`companies.lookups.company_by_public_id` (same answers, same :class:`NotFound`),
    whose row is then stored. The instance is a read-only view of the row: only the cached
    columns are loaded (others are deferred), never save it. ``prefetched``: ``(value,)``
    of :func:`cache_key` when the caller read it already (saves the cache round trip)."""
    ttl = settings.COMPANY_CACHE_SECONDS
    if ttl <= 0 or not isinstance(public_id, str) or len(public_id) > MAX_ID_LENGTH:
        return lookups.company_by_public_id(public_id)
    company, may_store = _read(public_id, prefetched)
    if company is not None:
        return company
    company = lookups.company_by_public_id(public_id)  # NotFound: nothing is cached
    if may_store:
        company_cache_store(company, ttl=ttl)
    return company


def _write_tombstones(public_ids: list[str]) -> None:
    try:
        pipe = _redis().pipeline(transaction=False)
        for public_id in public_ids:
            pipe.set(cache.make_key(_name(public_id)), TOMBSTONE, ex=TOMBSTONE_SECONDS)
        pipe.execute()  # one round trip
    except Exception as exc:  # cached rows live on for at most COMPANY_CACHE_SECONDS
        warn_now_and_then("company cache unavailable, invalidation lost", exc)


def company_cache_forget(public_ids: Iterable[str], *, using: str = DEFAULT_DB_ALIAS) -> None:
    """Invalidates these companies' cached rows once the current transaction commits (at
    once outside a transaction; never when it rolls back). All ids in one round trip.
    Written also with the cache turned off here: other processes may have it on."""
    ids = sorted({public_id for public_id in public_ids if public_id})
    if ids:
        transaction.on_commit(partial(_write_tombstones, ids), using=using, robust=True)


def _saved(sender, instance: Company, created: bool = False, update_fields=None,  # noqa: ANN001
           using: str = DEFAULT_DB_ALIAS, **kwargs: Any) -> None:
    if created:  # a new row: nothing of it can be cached (misses never are)
        return
    if update_fields is not None and not (set(update_fields) & _RELEVANT):
        return
    company_cache_forget([instance.public_id], using=using)


def _deleted(sender, instance: Company, using: str = DEFAULT_DB_ALIAS,  # noqa: ANN001
             **kwargs: Any) -> None:
    company_cache_forget([instance.public_id], using=using)


def connect_signals() -> None:
    """Every ORM save and delete of a company invalidates its cached row."""
    from django.db.models.signals import post_delete, post_save

    post_save.connect(_saved, sender=Company, dispatch_uid="record-cache-save")
    post_delete.connect(_deleted, sender=Company, dispatch_uid="record-cache-delete")
