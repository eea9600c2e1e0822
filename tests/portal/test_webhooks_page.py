"""Webhooks in the portal: the API's rules through the same services, secret shown once,
watch-list editing, delivery results, and another account's webhook is a 404."""

from __future__ import annotations

import re

import pytest
from django.utils import timezone

from tests.factories import give_purchased, make_company
from tests.fakes.resolver import resolving
from webhooks.models import Delivery, DeliveryAttempt, Event, Subscription, Webhook
from webhooks.services import webhook_send_test

pytestmark = pytest.mark.django_db
SECRET = re.compile(r"whsec_[A-Za-z0-9_\-]{16,}")
PUBLIC_HOST = {"hooks.muster-gmbh.de": "93.184.216.34", "intranet.muster-gmbh.de": "10.0.0.7"}


@pytest.fixture
def buyer(customer):
    give_purchased(customer, 10_000)
    customer.refresh_from_db()
    return customer


def once_token(html: str) -> str:
    return re.search(r'name="once" value="([^"]+)"', html).group(1)


def create(client, url="https://hooks.muster-gmbh.de/events", description="Suppliers"):
    token = once_token(client.get("/portal/webhooks").content.decode())
    with resolving(PUBLIC_HOST):
        return client.post(
            "/portal/webhooks", {"url": url, "description": description, "once": token}
        )


def queued_test_delivery(hook: Webhook) -> int:
    """A webhook.test delivery queued for ``hook`` (the service the buttons call)."""
    return webhook_send_test(webhook=hook).deliveries.get().pk


def test_without_a_purchase_the_rule_is_explained_and_nothing_is_created(portal, customer):
    page = portal.get("/portal/webhooks").content.decode()
    assert "Webhooks need a purchased credit package" in page
    assert 'href="/portal/billing"' in page
    assert "Create a webhook" not in page

    with resolving(PUBLIC_HOST):
        answer = portal.post(
            "/portal/webhooks", {"url": "https://hooks.muster-gmbh.de/events", "once": "t1"}
        )
    assert answer.status_code == 403
    assert "purchase" in answer.content.decode().lower()
    assert not Webhook.objects.filter(account=customer).exists()


def test_creating_shows_the_signing_secret_once(portal, buyer):
    answer = create(portal)
    html = answer.content.decode()
    assert answer.status_code == 200 and answer["Cache-Control"] == "no-store"
    assert SECRET.search(html)
    hook = Webhook.objects.get(account=buyer)
    assert hook.url == "https://hooks.muster-gmbh.de/events" and hook.description == "Suppliers"

    listing = portal.get("/portal/webhooks").content.decode()
    assert not SECRET.search(listing)
    assert hook.public_id in listing and "active" in listing
    assert not SECRET.search(portal.get(f"/portal/webhooks/{hook.public_id}").content.decode())


def test_a_resubmitted_create_form_creates_no_second_webhook(portal, buyer):
    token = once_token(portal.get("/portal/webhooks").content.decode())
    data = {"url": "https://hooks.muster-gmbh.de/events", "once": token}
    with resolving(PUBLIC_HOST):
        portal.post("/portal/webhooks", data)
        again = portal.post("/portal/webhooks", data)
    assert "already submitted" in again.content.decode()
    assert not SECRET.search(again.content.decode())
    assert Webhook.objects.filter(account=buyer).count() == 1


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("http://hooks.muster-gmbh.de/events", "https"),
        ("https://intranet.muster-gmbh.de/events", "refused"),
        ("https://10.0.0.1/events", "refused"),
    ],
)
def test_a_refused_url_is_explained_next_to_the_field(portal, buyer, url, says):
    answer = create(portal, url=url)
    html = answer.content.decode()
    assert answer.status_code == 400
    assert "The webhook URL is refused" in html and says in html
    assert 'id="id_url_error"' in html
    assert not Webhook.objects.filter(account=buyer).exists()


def test_the_eleventh_active_webhook_is_refused(portal, buyer):
    for n in range(10):
        assert create(portal, url=f"https://hooks.muster-gmbh.de/{n}").status_code == 200
    answer = create(portal, url="https://hooks.muster-gmbh.de/11")
    assert answer.status_code == 409
    assert "at most 10 active webhooks" in answer.content.decode()


def test_the_watch_list_is_edited_with_the_apis_validation(portal, buyer):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    company = make_company()
    url = f"/portal/webhooks/{hook.public_id}"

    added = portal.post(
        f"{url}/watch",
        {"companies": company.public_id, "domains": "Bücher-Muster.DE\nwww.muster-gmbh.de"},
    )
    assert added.status_code == 302
    page = portal.get(url).content.decode()
    assert "3 entries added" in page
    assert company.public_id in page and "xn--bcher-muster-dlb.de" in page

    bad = portal.post(f"{url}/watch", {"domains": "192.168.0.1"})
    assert bad.status_code == 400 and "is not accepted" in bad.content.decode()
    unknown = portal.post(f"{url}/watch", {"companies": "c_doesnotexist"})
    assert unknown.status_code == 400 and "Unknown company ids" in unknown.content.decode()
    many = "\n".join(f"firma{n}.de" for n in range(101))
    too_many = portal.post(f"{url}/watch", {"domains": many})
    assert too_many.status_code == 400 and "At most 100" in too_many.content.decode()
    empty = portal.post(f"{url}/watch", {"domains": " "})
    assert empty.status_code == 400

    removed = portal.post(f"{url}/unwatch", {"domains": ["www.muster-gmbh.de"]})
    assert removed.status_code == 302
    values = set(Subscription.objects.filter(webhook=hook).values_list("value", flat=True))
    assert values == {company.public_id, "xn--bcher-muster-dlb.de"}


def test_the_watch_list_limit_per_account_holds(portal, buyer, settings):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    Subscription.objects.bulk_create(
        [Subscription(webhook=hook, kind="domain", value=f"firma{n}.de") for n in range(1000)]
    )
    answer = portal.post(f"/portal/webhooks/{hook.public_id}/watch", {"domains": "one-more.de"})
    assert answer.status_code == 409 and "at most 1000" in answer.content.decode().replace(",", "")


def test_status_and_latest_deliveries_are_shown(portal, buyer):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    event = Event.objects.create(type=Event.COMPANY_CHANGED, company_id="c_x", field="name")
    Delivery.objects.create(
        event=event, webhook=hook, status=Delivery.FAILED, attempts=9, last_status_code=500,
        last_error="HTTP 500", completed_at=timezone.now(),
    )
    Webhook.objects.filter(pk=hook.pk).update(
        status=Webhook.DISABLED, disabled_at=timezone.now(), consecutive_failures=20
    )
    listing = portal.get("/portal/webhooks").content.decode()
    assert "disabled" in listing and "after 20 failed deliveries" in listing
    assert "HTTP 500" in listing
    detail = portal.get(f"/portal/webhooks/{hook.public_id}").content.decode()
    assert event.public_id in detail and "failed" in detail and "Disabled" in detail


def test_deleting_removes_the_webhook(portal, buyer):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    assert portal.get(f"/portal/webhooks/{hook.public_id}/delete").status_code == 405
    assert portal.post(f"/portal/webhooks/{hook.public_id}/delete").status_code == 302
    assert not Webhook.objects.filter(pk=hook.pk).exists()


def test_another_accounts_webhook_is_not_found(portal, buyer, outsider):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    base = f"/portal/webhooks/{hook.public_id}"
    assert outsider.get(base).status_code == 404
    assert outsider.post(f"{base}/watch", {"domains": "firma.de"}).status_code == 404
    assert outsider.post(f"{base}/unwatch", {"domains": "firma.de"}).status_code == 404
    assert outsider.post(f"{base}/delete").status_code == 404
    assert Webhook.objects.filter(pk=hook.pk).exists()
    assert not Subscription.objects.filter(webhook=hook).exists()
    assert hook.public_id not in outsider.get("/portal/webhooks").content.decode()
    assert "Page not found" in outsider.get(base).content.decode()


def test_send_test_event_queues_a_webhook_test_delivery(portal, buyer):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    answer = portal.post(f"/portal/webhooks/{hook.public_id}/test", follow=True)
    event = Event.objects.get(type="webhook.test")
    assert answer.redirect_chain == [(f"/portal/webhooks/{hook.public_id}", 302)]
    page = answer.content.decode()
    assert f"Test event {event.public_id} is on its way" in page
    assert Delivery.objects.get(webhook=hook).event == event
    assert event.payload()["data"] == {"webhook_id": hook.public_id}
    assert portal.get(f"/portal/webhooks/{hook.public_id}/test").status_code == 405


def test_attempts_are_shown_with_what_the_receiver_answered(portal, buyer):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    delivery = Delivery.objects.get(pk=queued_test_delivery(hook))
    now = timezone.now()
    DeliveryAttempt.objects.create(
        delivery=delivery, webhook=hook, number=1, started_at=now, finished_at=now,
        latency_ms=12, succeeded=False, status_code=None, error="timeout: no answer",
        error_kind="timeout", next_attempt_at=now,
    )
    DeliveryAttempt.objects.create(
        delivery=delivery, webhook=hook, number=2, started_at=now, finished_at=now,
        latency_ms=7, succeeded=False, status_code=500, error="http_status: answered 500",
        error_kind="http_status", response_excerpt="<b>database down</b>",
    )
    page = portal.get(f"/portal/webhooks/{hook.public_id}").content.decode()
    assert page.count('data-testid="attempt"') == 2
    assert "#2" in page and "HTTP 500" in page and "12 ms" in page
    assert "&lt;b&gt;database down&lt;/b&gt;" in page  # the receiver's text, escaped
    assert ">timeout<" in page
    assert f"/portal/webhooks/{hook.public_id}/deliveries/{delivery.public_id}/retry" in page


def test_retry_sends_a_finished_delivery_again(portal, buyer):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    pk = queued_test_delivery(hook)
    Delivery.objects.filter(pk=pk).update(status=Delivery.FAILED, attempts=9, completed_at=timezone.now())
    delivery = Delivery.objects.get(pk=pk)
    answer = portal.post(
        f"/portal/webhooks/{hook.public_id}/deliveries/{delivery.public_id}/retry", follow=True
    )
    assert "is sent again now" in answer.content.decode()
    delivery.refresh_from_db()
    assert delivery.status == "pending" and delivery.redelivery and delivery.attempts == 9
    missing = portal.post(f"/portal/webhooks/{hook.public_id}/deliveries/dlv_{'0' * 32}/retry")
    assert missing.status_code == 404


def test_a_disabled_webhook_is_enabled_from_its_page(portal, buyer):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    Webhook.objects.filter(pk=hook.pk).update(
        status=Webhook.DISABLED, disabled_at=timezone.now(), consecutive_failures=20
    )
    page = portal.get(f"/portal/webhooks/{hook.public_id}").content.decode()
    assert "Enable webhook" in page and "Send test event" not in page
    refused = portal.post(f"/portal/webhooks/{hook.public_id}/test", follow=True)
    assert "enable it first" in refused.content.decode()
    answer = portal.post(f"/portal/webhooks/{hook.public_id}/enable", follow=True)
    assert f"Webhook {hook.public_id} is active again" in answer.content.decode()
    hook.refresh_from_db()
    assert hook.status == "active" and hook.consecutive_failures == 0
    assert "Send test event" in answer.content.decode()


def test_another_accounts_webhook_cannot_be_tested_retried_or_enabled(portal, buyer, outsider):
    create(portal)
    hook = Webhook.objects.get(account=buyer)
    delivery = Delivery.objects.get(pk=queued_test_delivery(hook))
    Webhook.objects.filter(pk=hook.pk).update(status=Webhook.DISABLED)
    base = f"/portal/webhooks/{hook.public_id}"
    assert outsider.post(f"{base}/test").status_code == 404
    assert outsider.post(f"{base}/enable").status_code == 404
    assert outsider.post(f"{base}/deliveries/{delivery.public_id}/retry").status_code == 404
    hook.refresh_from_db()
    assert hook.status == "disabled" and Delivery.objects.filter(webhook=hook).count() == 1
