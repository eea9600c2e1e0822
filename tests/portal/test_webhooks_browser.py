"""The webhook page in a real browser (Playwright driving Debian's Chromium): send a test
event to a real HTTPS receiver on 127.0.0.1, read its failed attempt with the receiver's
answer, retry it, and enable a disabled webhook. Screenshots land in /tmp/portal-*.png."""

from __future__ import annotations

import re

import pytest

from accounts.models import Account
from tests.factories import give_purchased
from tests.fakes.base import Response
from tests.fakes.web import WebhookReceiver
from webhooks.delivery import deliveries_run
from webhooks.models import Delivery, Webhook
from webhooks.services import webhook_create

from .test_browser import shot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def receiver():
    with WebhookReceiver() as server, server.installed():
        yield server


def test_test_event_attempts_retry_and_enable_in_a_real_browser(page, live_server, receiver):
    sign_in(page, live_server, "lea.vogel@empfaenger-gmbh.de")
    account = Account.objects.get(email="lea.vogel@empfaenger-gmbh.de")
    give_purchased(account, 10_000)
    account.refresh_from_db()
    hook, secret = webhook_create(account=account, url=receiver.target_url)

    page.goto(f"/portal/webhooks/{hook.public_id}")
    page.get_by_text("No deliveries yet. Send a test event").wait_for()

    # The receiver fails the first time, with a body the page shows.
    receiver.respond_with(
        Response(500, "Datenbank nicht erreichbar", headers={"Content-Type": "text/plain"})
    )
    page.get_by_role("button", name="Send test event").click()
    page.get_by_text(re.compile(r"Test event evt_\d+_webhook\.test is on its way")).wait_for()
    assert deliveries_run().retrying == 1
    page.reload()
    row = page.get_by_test_id(f"delivery-{Delivery.objects.get().public_id}")
    assert row.get_by_text("retrying").is_visible()
    row.get_by_text("Attempts").click()
    attempt = row.get_by_test_id("attempt")
    assert attempt.count() == 1
    assert attempt.get_by_text("HTTP 500").is_visible()
    assert attempt.get_by_text("Datenbank nicht erreichbar").is_visible()
    assert "next try" in attempt.inner_text()
    shot(page, "webhook-attempts")

    # Retry now instead of waiting for the schedule; this time the receiver answers 200.
    row.get_by_role("button", name=re.compile("^Retry evt_")).click()
    page.get_by_text("is sent again now").wait_for()
    assert deliveries_run().succeeded == 1
    page.reload()
    row = page.get_by_test_id(f"delivery-{Delivery.objects.get().public_id}")
    assert row.get_by_text("delivered").is_visible()
    row.get_by_text("Attempts").click()
    assert row.get_by_test_id("attempt").count() == 2
    first, second = receiver.deliveries
    assert first.headers["Svc-Event-Id"] == second.headers["Svc-Event-Id"]
    assert secret not in page.content()
    shot(page, "webhook-retried")

    # A disabled webhook is enabled again from its page.
    Webhook.objects.filter(pk=hook.pk).update(status=Webhook.DISABLED, consecutive_failures=20)
    page.reload()
    assert page.get_by_role("button", name="Send test event").count() == 0
    page.get_by_role("button", name="Enable webhook").click()
    page.get_by_text(f"Webhook {hook.public_id} is active again.").wait_for()
    assert page.get_by_role("button", name="Send test event").is_visible()
    hook.refresh_from_db()
    assert hook.status == "active" and hook.consecutive_failures == 0
    shot(page, "webhook-enabled")
