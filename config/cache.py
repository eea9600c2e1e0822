"""The Redis cache backend with one client (and so one connection pool) per process.

Django keeps cache objects in an ``asgiref`` Local that follows contextvars, and a2wsgi
runs every request in a fresh copy of the context (config/asgi.py): with the stock
``RedisCache`` every request built a new client, a new connection pool and a new TCP
connection to Redis (plus a package-metadata lookup in redis-py for the client name).
Profiling the billed ``GET /v1/companies/{id}`` showed that as a visible share of the
request; sharing the client removes it. The client also keeps one ``redis.Redis`` per
connection pool instead of building one per operation. redis-py pools are thread-safe and reset
themselves in a forked child.

Every Redis client of the web process retries a command on a *connection* error only
(:func:`redis_retry`): a pooled connection that a Redis restart broke is replaced on first
use instead of answering 503 once Redis is back. Not on a timeout: a script that did run
on a slow server would run twice (a credit take charged twice).
"""

from __future__ import annotations

import threading
from typing import Any

from django.core.cache.backends.redis import RedisCache, RedisCacheClient
from django.utils.functional import cached_property

_clients: dict[tuple, Any] = {}
_lock = threading.Lock()


def redis_retry(*, asyncio: bool = False):  # noqa: ANN201 - redis-py's Retry
    """The retry policy of our Redis clients: up to 3 retries, with a short jittered
    backoff, of a command that failed with a connection error (refused, reset, broken
    pipe), never of a timeout."""
    from redis.backoff import ExponentialWithJitterBackoff
    from redis.exceptions import ConnectionError as RedisConnectionError

    if asyncio:
        from redis.asyncio.retry import Retry
    else:
        from redis.retry import Retry
    return Retry(ExponentialWithJitterBackoff(base=0.01, cap=0.2), 3,
                 supported_errors=(RedisConnectionError,))


class _ReusedClients(RedisCacheClient):
    """Django's client builds a new ``redis.Redis`` for every operation (about 0.15 ms of
    CPU each: redis-py sets up its response callbacks per instance). One per connection
    pool is enough: redis-py clients are thread-safe."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._clients: dict[int, Any] = {}

    def get_client(self, key: Any = None, *, write: bool = False) -> Any:
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class SharedRedisCache(RedisCache):
    def __init__(self, server: str, params: dict[str, Any]) -> None:
        super().__init__(server, params)
        self._class = _ReusedClients
        self._options.setdefault("retry", redis_retry())

    @cached_property
    def _cache(self):  # noqa: ANN202 - django's RedisCacheClient
        key = (self._class, tuple(self._servers), repr(sorted(self._options.items())))
        with _lock:
            client = _clients.get(key)
            if client is None:
                client = _clients[key] = self._class(self._servers, **self._options)
        return client
