"""Fixtures for webhook tests: a paying customer, a real HTTPS receiver on 127.0.0.1 reached
under a realistic host name through the test resolver, and a clock that tests move."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.factories import AccountFactory, give_purchased, make_company, make_key
from tests.fakes.web import WebhookReceiver
from webhooks.models import Subscription, Webhook
from webhooks.services import webhook_create


class Clock:
    """A controllable clock for the delivery services (``clock=`` argument)."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> datetime:
        self.now += timedelta(seconds=seconds)
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def customer(db):
    """An account that bought a package (so it may create webhooks)."""
    account = AccountFactory()
    give_purchased(account, 10_000)
    account.refresh_from_db()
    return account


@pytest.fixture
def customer_api(customer):
    from tests.conftest import ApiClient

    return ApiClient(make_key(customer, kind="live")[1])


@pytest.fixture
def receiver():
    with WebhookReceiver() as server, server.installed():
        yield server


@pytest.fixture
def company(db):
    return make_company()


def hook_for(account, receiver: WebhookReceiver, **watch: list[str]) -> tuple[Webhook, str]:
    """A webhook of ``account`` targeting ``receiver`` and watching ``companies``/``domains``."""
    webhook, secret = webhook_create(account=account, url=receiver.target_url)
    for value in watch.get("companies", []):
        Subscription.objects.create(webhook=webhook, kind=Subscription.COMPANY, value=value)
    for value in watch.get("domains", []):
        Subscription.objects.create(webhook=webhook, kind=Subscription.DOMAIN, value=value)
    return webhook, secret
