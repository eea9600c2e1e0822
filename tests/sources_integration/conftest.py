"""Fakes of the register upstreams (real HTTP on 127.0.0.1), wired in through settings."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from config.celery_app import app as celery_app
from tests.fakes.base import Request, Response
from tests.fakes.firmenbuch_server import PATH as FIRMENBUCH_PATH
from tests.fakes.firmenbuch_server import FakeFirmenbuch
from tests.fakes.handelsregister_server import FakeHandelsregister
from tests.fakes.vies_server import FakeVies
from tests.fakes.zefix_server import FakeZefix

ZEFIX_USER, ZEFIX_PASSWORD = "api-user", "s3cret"
FIRMENBUCH_KEY = "test-key"


class SlowPortal(FakeHandelsregister):
    """The fake portal, optionally answering each request after ``delay`` seconds (so a
    retrieval is still in flight while other jobs for the same entry run)."""

    delay = 0.0

    def handle(self, request: Request) -> Response:
        response = super().handle(request)
        response.delay = self.delay
        return response

    def retrievals(self) -> int:
        """SI documents served: one per complete retrieval."""
        return sum(1 for r in self.requests if b"j_idt161%3A6%3Afade" in r.body)


class SlowZefix(FakeZefix):
    delay = 0.0

    def handle(self, request: Request) -> Response:
        response = super().handle(request)
        response.delay = self.delay
        return response


@pytest.fixture(scope="session")
def _portal() -> Iterator[SlowPortal]:
    with SlowPortal() as server:
        yield server  # type: ignore[misc]


@pytest.fixture(scope="session")
def _zefix() -> Iterator[SlowZefix]:
    with SlowZefix(username=ZEFIX_USER, password=ZEFIX_PASSWORD) as server:
        yield server  # type: ignore[misc]


@pytest.fixture(scope="session")
def _firmenbuch() -> Iterator[FakeFirmenbuch]:
    with FakeFirmenbuch(api_key=FIRMENBUCH_KEY) as server:
        yield server  # type: ignore[misc]


@pytest.fixture(scope="session")
def _vies() -> Iterator[FakeVies]:
    with FakeVies() as server:
        yield server  # type: ignore[misc]


@pytest.fixture
def upstreams(settings, _portal, _zefix, _firmenbuch):
    """All register upstreams reset and configured; fast retries for the tests."""
    for server in (_portal, _zefix, _firmenbuch):
        server.reset()
    _portal.delay = _zefix.delay = 0.0
    settings.HANDELSREGISTER_BASE_URL = _portal.base_url
    settings.HANDELSREGISTER_TIMEOUT = 5.0
    settings.ZEFIX_BASE_URL = _zefix.base_url
    settings.ZEFIX_USER, settings.ZEFIX_PASSWORD = ZEFIX_USER, ZEFIX_PASSWORD
    settings.FIRMENBUCH_PROVIDER = "hvd"
    settings.FIRMENBUCH_BASE_URL = _firmenbuch.base_url + FIRMENBUCH_PATH
    settings.FIRMENBUCH_API_KEY = FIRMENBUCH_KEY
    settings.SOURCE_RETRY_ATTEMPTS = 3
    settings.SOURCE_RETRY_BASE_DELAY = 0.01
    settings.SOURCE_RETRY_MAX_DELAY = 0.05
    return {"portal": _portal, "zefix": _zefix, "firmenbuch": _firmenbuch}


@pytest.fixture
def vies(settings, _vies) -> FakeVies:
    _vies.reset()
    settings.VIES_BASE_URL = _vies.base_url
    settings.VIES_RETRY_ATTEMPTS = 2
    return _vies


@pytest.fixture
def eager_tasks() -> Iterator[None]:
    """Tasks queued on commit run in place (transactional tests must not fill the broker)."""
    previous = celery_app.conf.task_always_eager
    celery_app.conf.task_always_eager = True
    yield
    celery_app.conf.task_always_eager = previous


@pytest.fixture
def source_registry(transactional_db) -> Iterator[None]:
    """Transactional tests flush every table, the migrated source registry included: put it
    back before (for this test) and after (for the tests that follow)."""
    from companies.models import Source
    from companies.source_registry import sync_sources

    sync_sources(Source)
    yield
    sync_sources(Source)
