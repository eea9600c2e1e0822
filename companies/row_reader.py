"""A record-cache miss filled on the event loop: one visible company row read from
PostgreSQL and stored in the record cache, so the fast lanes serve uncached companies too.

The fast lanes (``companies/api/fast_lane.py``, ``mcp_gateway/fast_lane.py``) answer a
billed read from Redis alone; when the company's row is not in the record cache their
script takes nothing and the call used to go through Django (a WSGI thread, the ORM, the
cache fill). :func:`fill` does that fill on the event loop instead, with the same rules:

- **The query** is the one :func:`companies.lookups.company_by_public_id` runs (Django's
  compiled ``Company.objects.visible().filter(public_id=…)``, only the cached columns,
  :func:`~companies.lookups.lookup_plan`), its row turned into the instance Django makes of
  it (:func:`~companies.lookups.company_from_row`): a blocked or invisible company is not
  found here either.
- **The store** is the record cache's own ``SET NX`` (:func:`~companies.record_cache.
  store_command`, the same encoding and lifetime), so an invalidation's tombstone keeps an
  old row out exactly as it does for the ORM path's fill.
- The lane then takes the call as for any cached row (its script reads the row back in
  the same round trip as the take), so what it serves is always the cached document and
  the charge is the lane's all-or-nothing take. A company not found, a tombstone, or any
  error here stores nothing and takes nothing: Django answers the call as before (404 at
  its documented price, 503, ...).

The lanes read a row only when their script declined for the missing row alone (it says
so); the ``SET NX`` then travels inside the lane's second take (:func:`fill_command`,
``billing.fast_lane.cached_read``): a cold read costs three round trips (take, read,
store-and-take), not four.

Each event loop (one per web worker) keeps up to ``POOL_SIZE`` asyncpg connections
opened with Django's connection parameters (server, credentials, TLS mode, ``options``:
:func:`connect_kwargs`), and one asyncio Redis client. asyncpg, not psycopg's async
mode, because a cold read spends much of its time in the driver: asyncpg takes about half
the client CPU per query (docs/performance.md), and prepares its statements once per
connection (``DATABASE_PREPARED_STATEMENTS=false`` behind a pooler that cannot keep them).
Its rows hold what Django's converters expect from psycopg (``jsonb`` as text, ``int``,
``str``, aware datetimes). A connection that fails is closed and a new one opened on
next use; a Redis client retries a broken connection (:func:`config.cache.redis_retry`).
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import Any

import anyio.to_thread
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections

from billing.fast_lane import Filled
from config.cache import redis_retry

from . import lookups
from .record_cache import INSTANCE_COLUMNS, MAX_ID_LENGTH, store_command
from .record_cache import warn_now_and_then as _warn
from .records import load_sources, unknown_sources

log = logging.getLogger(__name__)

#: Connections per web worker: the query takes well under a millisecond, so a few serve
#: a worker's whole load; more would only hold PostgreSQL backends.
POOL_SIZE = 3
CONNECT_TIMEOUT_SECONDS = 2
#: A read that takes longer is abandoned (its connection closed): Django answers the call.
QUERY_TIMEOUT_SECONDS = 5


class _Pool:
    """The connections and the Redis client of one event loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        import redis.asyncio

        self.loop = loop
        self.slots = asyncio.Semaphore(POOL_SIZE)
        self.idle: list[Any] = []
        self.redis = redis.asyncio.Redis.from_url(
            settings.REDIS_URL, socket_timeout=1, socket_connect_timeout=1,
            retry=redis_retry(asyncio=True))

    async def fetch(self, sql: str, params: list) -> tuple | None:
        async with self.slots:
            connection = None
            while self.idle and connection is None:
                connection = self.idle.pop()
                if connection.is_closed():
                    connection = None
            if connection is None:
                connection = await _connect()
            try:
                row = await connection.fetchrow(_numbered(sql), *params,
                                                timeout=QUERY_TIMEOUT_SECONDS)
            except BaseException:
                connection.terminate()
                raise
            self.idle.append(connection)
            return None if row is None else tuple(row)


_pools: dict[tuple[int, str, str], _Pool] = {}
_wrapper: Any = None


def _db() -> Any:
    """A database wrapper of this process that never connects: it compiles the lookup and
    gives the connection parameters. (``connections[...]`` is per asyncio task: a new
    wrapper, and a new compiled plan, per request.)"""
    global _wrapper
    if _wrapper is None:
        _wrapper = connections.create_connection(DEFAULT_DB_ALIAS)
    return _wrapper


def _pool() -> _Pool:
    loop = asyncio.get_running_loop()
    db = settings.DATABASES[DEFAULT_DB_ALIAS]
    where = (id(loop), str(db.get("NAME")), settings.REDIS_URL)
    pool = _pools.get(where)
    if pool is None or pool.loop is not loop:
        pool = _pools[where] = _Pool(loop)
    return pool


async def close() -> None:
    """Closes the running event loop's connections (the web worker's lifespan shutdown)."""
    loop = asyncio.get_running_loop()
    for where, pool in list(_pools.items()):
        if pool.loop is loop:
            del _pools[where]
            while pool.idle:
                await pool.idle.pop().close()
            await pool.redis.aclose()


_PLACEHOLDER = re.compile(r"%([s%])")
_numbered_sql: dict[str, str] = {}


def _numbered(sql: str) -> str:
    """Django's compiled SQL (``%s`` placeholders, ``%%`` for a percent sign) in
    PostgreSQL's own form (``$1``, ``$2``, ...), which asyncpg sends as a prepared
    statement (parsed and planned once per connection)."""
    numbered = _numbered_sql.get(sql)
    if numbered is None:
        counter = iter(range(1, sql.count("%s") + 1))
        numbered = _numbered_sql[sql] = _PLACEHOLDER.sub(
            lambda m: f"${next(counter)}" if m.group(1) == "s" else "%", sql)
    return numbered


#: Django's connection parameters (libpq names) asyncpg takes under another name;
#: the rest of what Django passes configures psycopg only (its adapters, cursor class).
_RENAMED = {"dbname": "database", "sslmode": "ssl"}
_SAME = ("host", "port", "user", "password")
_PSYCOPG_ONLY = ("context", "cursor_factory", "prepare_threshold", "client_encoding")


def connect_kwargs(params: dict[str, Any]) -> dict[str, Any]:
    """asyncpg's arguments for Django's ``get_connection_params()`` (server, credentials,
    TLS mode, ``options``' ``-c name=value`` settings). Raises ``ValueError`` for a
    parameter asyncpg cannot honour: the lanes then leave cold reads to Django."""
    kwargs: dict[str, Any] = {"timeout": CONNECT_TIMEOUT_SECONDS}
    for name, value in params.items():
        if value is None or name in _PSYCOPG_ONLY:
            continue
        if name in _SAME:
            kwargs[name] = value
        elif name in _RENAMED:
            kwargs[_RENAMED[name]] = value
        elif name == "options":
            settings_ = dict(re.findall(r"-c\s*([\w.]+)=(\S+)", value))
            if not settings_:
                raise ValueError(f"unsupported options {value!r}")
            kwargs["server_settings"] = settings_
        else:
            raise ValueError(f"unsupported connection parameter {name!r}")
    return kwargs


async def _connect() -> Any:
    import asyncpg

    kwargs = connect_kwargs(_db().get_connection_params())
    if not settings.DATABASE_PREPARED_STATEMENTS:  # a pooler in transaction mode
        kwargs["statement_cache_size"] = 0
    return await asyncpg.connect(**kwargs)


async def fill(public_id: str) -> bool:
    """Reads the visible company ``public_id`` from PostgreSQL and stores its row in the
    record cache (``SET NX``). True when it was stored; False when it was not found, must
    not be cached, a value or tombstone was there, or PostgreSQL or Redis failed."""
    filled = await fill_command(public_id)
    if filled is None:
        return False
    key, value, seconds, _ = filled
    try:
        return bool(await _pool().redis.set(key, value, nx=True, ex=seconds))
    except Exception as exc:  # noqa: BLE001
        _warn("fast lane: company row not stored", exc)
        return False


async def fill_command(public_id: str) -> Filled | None:
    """Reads the visible company ``public_id`` from PostgreSQL: the ``SET NX`` that caches
    its row (the lanes send it inside their take, ``billing.fast_lane.cached_read``) and
    the company read (what the stored value decodes to), or None when it was not found,
    must not be cached, or PostgreSQL failed: Django answers the call then."""
    if not isinstance(public_id, str) or len(public_id) > MAX_ID_LENGTH:
        return None
    db = _db()
    plan = lookups.lookup_plan(db, INSTANCE_COLUMNS)
    pool = _pool()
    try:
        row = await pool.fetch(plan[0], lookups.lookup_params(plan, public_id))
    except Exception as exc:  # noqa: BLE001 - Django answers (and reports) the call
        _warn("fast lane: company row not read", exc)
        return None
    if row is None:
        return None
    company = lookups.company_from_row(db, plan, row)
    missing = unknown_sources(company)
    if missing:  # the first record of a source in this process: rendering must not query
        try:
            await anyio.to_thread.run_sync(load_sources, missing)
        except Exception as exc:  # noqa: BLE001
            _warn("fast lane: sources not loaded", exc)
            return None
    command = store_command(company)
    return None if command is None else Filled(*command, company)
