from __future__ import annotations

import threading

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client

from companies.source_registry import SOURCES
from tests.factories import AccountFactory, make_key

SOURCE_KEYS = {source["key"] for source in SOURCES}

#: Fixtures that start a server of their own for many tests (a web process on a database of
#: its own, migrated and seeded). ``make test`` runs the suite on pytest-xdist workers with
#: ``--dist loadgroup``: the tests of one such server are one group, run by one worker, so
#: each server is started once per run, not once per worker.
SHARED_SERVERS = ("mcp_server", "lane_server", "docs_server", "web_process")


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        used = [name for name in SHARED_SERVERS if name in getattr(item, "fixturenames", ())]
        if used:
            item.add_marker(pytest.mark.xdist_group("+".join(used)))


def in_parallel(work, count: int, *, timeout: float | None = None) -> list:  # noqa: ANN001
    """Runs ``work(n)`` for n in ``range(count)`` on as many threads, released together
    (a barrier), each closing its own database connection; waits for all of them and
    answers what each returned, in order. An exception in a thread fails the caller (it
    is not lost in the thread)."""
    start = threading.Barrier(count)
    results: list = [None] * count
    errors: list[BaseException] = []

    def run(n: int) -> None:
        try:
            start.wait()
            results[n] = work(n)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout)
    assert not errors, errors[:3]
    return results


def redis_cache_at(port: int, prefix: str, *, timeout: float = 1) -> dict:
    """``CACHES`` for a Redis of a test's own (e.g. one it stops, or a closed port)."""
    return {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"redis://127.0.0.1:{port}/0",
            "KEY_PREFIX": prefix,
            "OPTIONS": {"socket_connect_timeout": timeout, "socket_timeout": timeout},
        }
    }


def clear_cache() -> None:
    """Clears this run's cache keys only (other runs may share the Redis database). The
    metrics buffered by earlier tests are written first, so they cannot land after."""
    from django.conf import settings

    from config.metrics import metrics_flush

    metrics_flush()

    client = cache._cache.get_client(write=True)
    prefix = settings.CACHES["default"].get("KEY_PREFIX", "")
    keys = list(client.scan_iter(f"{prefix}:*", count=1000))
    if keys:
        client.delete(*keys)


@pytest.fixture(autouse=True)
def _clean_cache():
    clear_cache()
    yield


@pytest.fixture(autouse=True)
def _source_registry(request):
    """The source registry is reference data written by a migration. Transactional tests
    flush every table when they end, so put it back for each test that uses the DB."""
    db_fixtures = {"db", "transactional_db", "live_server"} & set(request.fixturenames)
    if request.node.get_closest_marker("django_db") or db_fixtures:
        request.getfixturevalue("_django_db_helper")  # database access, as the test has it
        from companies.models import Source
        from companies.records import forget_sources
        from companies.source_registry import sync_sources

        if Source.objects.count() < len(SOURCE_KEYS):
            sync_sources(Source)
            forget_sources()
    yield


@pytest.fixture
def account(db):
    return AccountFactory()


@pytest.fixture
def live_key(account) -> str:
    return make_key(account, kind="live")[1]


@pytest.fixture
def test_key(account) -> str:
    return make_key(account, kind="test")[1]


class ApiClient(Client):
    """Django's test client with a bearer key."""

    def __init__(self, key: str | None = None, **kwargs):
        super().__init__(**kwargs)
        self.key = key

    def request(self, **request):
        if self.key:
            request.setdefault("HTTP_AUTHORIZATION", f"Bearer {self.key}")
        return super().request(**request)


@pytest.fixture
def api(live_key) -> ApiClient:
    return ApiClient(live_key)


@pytest.fixture
def anon() -> ApiClient:
    return ApiClient(None)
