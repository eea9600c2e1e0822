"""Upstream adapters built from settings: base URLs, credentials, timeouts, retry policy and
(for the German portal) the shared database throttle. Jobs, feeds and imports get their
clients here, so every path has a timeout and retries transient errors with backoff."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings

from .sources.base import RetryPolicy
from .sources.firmenbuch import FirmenbuchProvider, make_provider
from .sources.gleif_api import GleifClient
from .sources.handelsregister import HandelsregisterClient
from .sources.zefix import ZefixClient
from .throttle import DatabaseBudget, Limit

# One portal retrieval: start page, extended search form, result table, SI document.
HANDELSREGISTER_REQUESTS_PER_RETRIEVAL = 4


def retry_policy() -> RetryPolicy:
    return RetryPolicy(
        attempts=settings.SOURCE_RETRY_ATTEMPTS,
        base_delay=settings.SOURCE_RETRY_BASE_DELAY,
        max_delay=settings.SOURCE_RETRY_MAX_DELAY,
    )


def handelsregister_limit() -> Limit:
    return Limit(settings.HANDELSREGISTER_REQUESTS_PER_HOUR, timedelta(hours=1))


def handelsregister_client(*, budget: DatabaseBudget) -> HandelsregisterClient:
    return HandelsregisterClient(
        settings.HANDELSREGISTER_BASE_URL,
        timeout=settings.HANDELSREGISTER_TIMEOUT,
        retry=retry_policy(),
        budget=budget,
    )


def zefix_client() -> ZefixClient:
    return ZefixClient(
        settings.ZEFIX_BASE_URL,
        username=settings.ZEFIX_USER,
        password=settings.ZEFIX_PASSWORD,
        timeout=settings.ZEFIX_TIMEOUT,
        retry=retry_policy(),
    )


def firmenbuch_provider() -> FirmenbuchProvider:
    """The provider named by ``FIRMENBUCH_PROVIDER`` (``hvd``: the BMJ's free HVD API).
    Officers are never requested: they may be used for Firmenbuch purposes only."""
    return make_provider(
        settings.FIRMENBUCH_PROVIDER,
        base_url=settings.FIRMENBUCH_BASE_URL,
        api_key=settings.FIRMENBUCH_API_KEY,
        timeout=settings.FIRMENBUCH_TIMEOUT,
        retry=retry_policy(),
    )


def gleif_client() -> GleifClient:
    return GleifClient(
        settings.GLEIF_GOLDEN_COPY_URL,
        settings.GLEIF_API_URL,
        timeout=settings.GLEIF_TIMEOUT,
        retry=retry_policy(),
    )
