"""Fixtures of the fault suite: a Redis of the test's own that the test kills."""

from __future__ import annotations

import pytest

from accounts import keycache

from .redis_server import RedisServer


@pytest.fixture(params=[False, True], ids=["no-persistence", "appendonly"])
def own_redis(request, tmp_path, settings):
    """The cache (and so the key cache, rate limits and credit leases) on a Redis of this
    test only, with and without an append-only file."""
    server = RedisServer(tmp_path, appendonly=request.param).start()
    settings.REDIS_URL = server.url
    settings.CACHES = {"default": {
        "BACKEND": "config.cache.SharedRedisCache",  # as the service's processes use it
        "LOCATION": server.url, "KEY_PREFIX": "",  # as the service processes name keys
        "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
    }}
    keycache.forget_all()
    yield server
    server.stop()
    keycache.forget_all()
