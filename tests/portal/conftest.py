"""Portal fixtures: signed-in clients, and real-browser tests with Playwright driving
Debian's Chromium (marker ``browser``).

Browser tests need ``/usr/bin/chromium`` (``apt-get install -y chromium``; ``.ci/run`` does
it). Without it they FAIL with a message saying so, unless ``BROWSER_TESTS=0`` is set: then
they are deselected and the run ends with a visible notice.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.test import Client

from accounts.models import Account
from tests.factories import AccountFactory

CHROMIUM = Path(os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
_DESELECTED: list[str] = []
_COLLECTED: list[str] = []


def _browser_tests_off() -> bool:
    return os.environ.get("BROWSER_TESTS", "").strip() == "0"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    browser = [item for item in items if item.get_closest_marker("browser")]
    _COLLECTED[:] = [item.nodeid for item in browser]
    if browser and _browser_tests_off():
        _DESELECTED.extend(item.nodeid for item in browser)
        config.hook.pytest_deselected(items=browser)
        items[:] = [item for item in items if not item.get_closest_marker("browser")]


def pytest_terminal_summary(terminalreporter) -> None:  # noqa: ANN001 (pytest's type)
    if _DESELECTED:
        terminalreporter.write_sep(
            "!",
            f"BROWSER TESTS NOT RUN: {len(_DESELECTED)} deselected because BROWSER_TESTS=0",
            yellow=True,
            bold=True,
        )
    elif _COLLECTED and not CHROMIUM.exists():
        terminalreporter.write_sep(
            "!",
            f"BROWSER TESTS FAILED: {CHROMIUM} is missing (apt-get install -y chromium, "
            "or BROWSER_TESTS=0 to skip them on purpose)",
            red=True,
            bold=True,
        )


@pytest.fixture(scope="module")
def chromium() -> Iterator[object]:
    """One headless Chromium per test module (Playwright's sync API), closed after it."""
    if not CHROMIUM.exists():
        pytest.fail(
            f"Browser tests need Chromium at {CHROMIUM}: run `apt-get install -y chromium` "
            "(the CI script .ci/run does), or set BROWSER_TESTS=0 to deselect them explicitly.",
            pytrace=False,
        )
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop in this thread while it runs; the test's
    # own ORM calls are still plain synchronous code (the live server has its own thread).
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=CHROMIUM_ARGS
            )
            try:
                yield browser
            finally:
                browser.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture
def page(chromium, live_server, settings) -> Iterator[object]:
    """A fresh browser context (no cookies) on the live server; e-mailed links point at it."""
    settings.SITE_URL = live_server.url
    context = chromium.new_context(
        base_url=live_server.url, viewport={"width": 1280, "height": 860}, locale="en-GB"
    )
    # Generous: CI machines running other suites in parallel can be slow to answer.
    context.set_default_timeout(30_000)
    context.set_default_navigation_timeout(30_000)
    page = context.new_page()
    try:
        yield page
    finally:
        context.close()


@pytest.fixture
def customer(db) -> Account:
    return AccountFactory()


@pytest.fixture
def portal(customer) -> Client:
    """A Django test client signed in as ``customer`` (sign-in itself is tested separately)."""
    client = Client()
    client.force_login(customer, backend="sesame.backends.ModelBackend")
    return client


@pytest.fixture
def outsider(db) -> Client:
    client = Client()
    client.force_login(AccountFactory(), backend="sesame.backends.ModelBackend")
    return client
