"""Fixtures of the fault suite: a Redis of the test's own that the test kills."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from accounts import keycache

from .redis_server import RedisServer


def _redis_for_this_test(directory: Path, settings, *, appendonly: bool) -> Iterator[RedisServer]:  # noqa: ANN001
    """The cache (and so the key cache, rate limits and credit leases) on a Redis of this
    test only, named as the service's processes name their keys."""
    server = RedisServer(directory, appendonly=appendonly).start()
    settings.REDIS_URL = server.url
    settings.CACHES = {"default": {
        "BACKEND": "config.cache.SharedRedisCache",
        "LOCATION": server.url, "KEY_PREFIX": "",
        "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
    }}
    keycache.forget_all()
    yield server
    server.stop()
    keycache.forget_all()


@pytest.fixture(params=[False, True], ids=["no-persistence", "appendonly"])
def own_redis(request, tmp_path, settings) -> Iterator[RedisServer]:
    """A Redis of this test, once without persistence and once with an append-only file."""
    yield from _redis_for_this_test(tmp_path, settings, appendonly=request.param)


@pytest.fixture
def plain_redis(tmp_path, settings) -> Iterator[RedisServer]:
    """A Redis of this test without persistence (for faults that do not restart it)."""
    yield from _redis_for_this_test(tmp_path, settings, appendonly=False)
