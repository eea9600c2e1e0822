"""What a developer needs to integrate: test events, the delivery log, redelivery, enabling.

POST /v1/webhooks/{id}/test, GET /v1/webhooks/{id}/deliveries,
POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry and POST /v1/webhooks/{id}/enable,
against a real HTTPS receiver on 127.0.0.1 (tests/fakes/web.py).
"""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from django.utils import timezone

from billing.models import UsageDaily
from tests.conftest import ApiClient
from tests.factories import AccountFactory, give_purchased
from tests.fakes.base import Response
from tests.fakes.resolver import StaticResolver
from webhooks.delivery import EXCERPT_BYTES, deliveries_run, response_excerpt
from webhooks.delivery_log import delivery_log_purge
from webhooks.events import event_company_changed
from webhooks.models import Delivery, DeliveryAttempt, Event, Webhook
from webhooks.outcomes import DISABLE_AFTER
from webhooks.verify_example import verify_signature

from .conftest import hook_for


class LiveClock:
    """Real time plus the seconds a test moved it on: requests made through the API (test
    events, retries) are due at the real time they were made."""

    def __init__(self) -> None:
        self.offset = timedelta()

    @property
    def now(self):
        return timezone.now() + self.offset

    def __call__(self):
        return self.now

    def advance(self, seconds: float) -> None:
        self.offset += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> LiveClock:
    return LiveClock()


@pytest.fixture
def hook(customer, receiver, company):
    return hook_for(customer, receiver, companies=[company.public_id])


def strangers_hook(receiver) -> Webhook:
    """A webhook of another account."""
    other = AccountFactory()
    give_purchased(other, 100)
    other.refresh_from_db()
    return hook_for(other, receiver)[0]


def log_of(api: ApiClient, webhook: Webhook, **query) -> dict:
    answer = api.get(f"/v1/webhooks/{webhook.public_id}/deliveries", query)
    assert answer.status_code == 200, answer.content
    return answer.json()


# -- test events ---------------------------------------------------------------------------


def test_a_test_event_is_a_signed_delivery_to_this_webhook_alone(
    customer, customer_api, receiver, company, hook, clock
):
    webhook, secret = hook
    other, _ = hook_for(customer, receiver, companies=[company.public_id])
    answer = customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    assert answer.status_code == 202, answer.content
    body = answer.json()
    event = Event.objects.get(type="webhook.test")
    assert body["event_id"] == f"evt_{event.pk}_webhook.test" == event.public_id
    assert body["event_type"] == "webhook.test" and body["delivery_id"].startswith("dlv_")

    report = deliveries_run(clock=clock)
    assert report.succeeded == 1 and report.fanned_out == 0
    [received] = receiver.deliveries
    assert received.headers["Svc-Event-Id"] == body["event_id"]
    assert verify_signature(secret, received.headers["Svc-Signature"], received.body)
    assert received.headers["User-Agent"].startswith("CompanyDataWebhooks/")
    payload = json.loads(received.body)
    assert payload == {
        "id": body["event_id"], "type": "webhook.test",
        "created_at": payload["created_at"], "data": {"webhook_id": webhook.public_id},
    }
    assert payload["created_at"].endswith("Z") and len(payload["created_at"]) == 24
    assert not Delivery.objects.filter(webhook=other).exists()


def test_a_test_event_needs_an_active_webhook_of_ones_own(customer_api, hook, receiver):
    webhook, _ = hook
    Webhook.objects.filter(pk=webhook.pk).update(status=Webhook.DISABLED)
    answer = customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    assert answer.status_code == 409
    assert answer.json()["error"]["code"] == "webhook_disabled"
    assert not Event.objects.filter(type="webhook.test").exists()

    theirs = strangers_hook(receiver)
    assert customer_api.post(f"/v1/webhooks/{theirs.public_id}/test").status_code == 404
    assert customer_api.post("/v1/webhooks/wh_unknown/test").status_code == 404


def test_at_most_ten_test_events_wait_per_webhook(customer_api, hook, clock):
    webhook, _ = hook
    for _ in range(10):
        assert customer_api.post(f"/v1/webhooks/{webhook.public_id}/test").status_code == 202
    eleventh = customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    assert eleventh.status_code == 409
    assert eleventh.json()["error"]["code"] == "limit_exceeded"
    assert deliveries_run(clock=clock).succeeded == 10
    assert customer_api.post(f"/v1/webhooks/{webhook.public_id}/test").status_code == 202


def test_company_events_never_reach_a_webhook_through_a_test_event(customer_api, hook, clock, receiver):
    """The test event is not fanned out to watchers, and a company event is not sent twice."""
    webhook, _ = hook
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    event_company_changed(company_id=hook[0].subscriptions.get().value, field="name")
    deliveries_run(clock=clock)
    types = sorted(json.loads(r.body)["type"] for r in receiver.deliveries)
    assert types == ["company.changed", "webhook.test"]


# -- the delivery log ----------------------------------------------------------------------


def test_the_log_shows_each_attempt_newest_first_with_what_the_receiver_answered(
    customer_api, hook, receiver, clock
):
    webhook, _ = hook
    receiver.respond_with(
        Response(500, "database is down", headers={"Content-Type": "text/plain"}),
        Response(200, {"received": True}),
    )
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    deliveries_run(clock=clock, jitter=0)
    clock.advance(30)
    deliveries_run(clock=clock, jitter=0)

    log = log_of(customer_api, webhook)
    assert log["next_cursor"] is None
    second, first = log["deliveries"]
    event = Event.objects.get(type="webhook.test")
    for entry in (first, second):
        assert entry["event_id"] == event.public_id and entry["event_type"] == "webhook.test"
        assert entry["delivery_id"] == Delivery.objects.get().public_id
        assert entry["attempted_at"].endswith("Z") and entry["latency_ms"] >= 0
    assert first["attempt"] == 1 and first["succeeded"] is False
    assert first["status_code"] == 500 and first["error_kind"] == "http_status"
    assert first["response_excerpt"] == "database is down"
    assert first["next_retry_at"] is not None
    assert second["attempt"] == 2 and second["succeeded"] is True
    assert second["status_code"] == 200 and second["error_kind"] is None
    assert json.loads(second["response_excerpt"]) == {"received": True}
    assert second["next_retry_at"] is None


def test_the_log_names_redirects_and_refused_addresses(customer_api, hook, receiver, clock):
    webhook, _ = hook
    receiver.respond_with(Response(302, b"", headers={"Location": "https://elsewhere.de/"}))
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    deliveries_run(clock=clock, jitter=0)
    # the name now resolves to a private address: refused before any connection
    moved = StaticResolver({receiver.host: "10.0.0.7"})
    with receiver.installed(moved):
        customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
        deliveries_run(clock=clock, jitter=0)
    refused, redirect = log_of(customer_api, webhook)["deliveries"]
    assert redirect["error_kind"] == "redirect" and redirect["status_code"] == 302
    assert refused["error_kind"] == "refused_address" and refused["status_code"] is None
    assert "10.0.0.7" in refused["error"]
    assert len(receiver.deliveries) == 1


def test_the_log_reports_a_certificate_for_another_name_as_tls(customer, customer_api, clock):
    from tests.fakes.web import FakeWeb
    from webhooks.services import webhook_create

    with FakeWeb(hosts=["hooks.kunde-gmbh.de"], cert_hosts=["andere-firma.de"]) as server, \
            server.installed():
        webhook, _ = webhook_create(account=customer, url=server.url("hooks.kunde-gmbh.de", "/in"))
        customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
        deliveries_run(clock=clock)
    [entry] = log_of(customer_api, webhook)["deliveries"]
    assert entry["error_kind"] == "tls" and entry["status_code"] is None
    assert server.requests == []


def test_the_log_reports_a_timeout(customer_api, hook, receiver, clock):
    webhook, _ = hook
    receiver.respond_with(Response(200, b"late", delay=1.0))
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    deliveries_run(clock=clock, deadline=0.3)
    [entry] = log_of(customer_api, webhook)["deliveries"]
    assert entry["error_kind"] == "timeout" and entry["succeeded"] is False


def test_every_failure_maps_to_a_documented_error_kind():
    from net import fetcher
    from webhooks.delivery import _ERROR_KINDS

    codes = {cls.code for cls in vars(fetcher).values()
             if isinstance(cls, type) and issubclass(cls, fetcher.FetchError)}
    assert set(_ERROR_KINDS) <= codes
    assert set(_ERROR_KINDS.values()) | {"redirect", "http_status", "timeout", "other"} <= set(
        DeliveryAttempt.ERROR_KINDS
    )
    docs = (Path(__file__).resolve().parents[2] / "docs" / "webhooks.md").read_text()
    assert all(f"`{kind}`" in docs for kind in DeliveryAttempt.ERROR_KINDS)


def test_excerpts_keep_the_first_kilobyte_of_text_only():
    assert response_excerpt(b"x" * 5000, "text/plain") == "x" * EXCERPT_BYTES
    assert response_excerpt(b'{"a": 1}', "application/problem+json; charset=utf-8") == '{"a": 1}'
    assert response_excerpt(b"\x89PNG\r\n\x1a\n\x00\x00", "image/png") == ""
    assert response_excerpt(b"\xff\xfe\x00binary", None) == ""
    assert response_excerpt(b"ok\x00", None) == "ok"
    # a character cut at the limit is dropped, not garbled
    text = response_excerpt(b"a" * (EXCERPT_BYTES - 1) + "ä".encode(), "text/plain")
    assert text == "a" * (EXCERPT_BYTES - 1)
    assert response_excerpt("Grüße".encode("latin-1"), "text/plain; charset=ISO-8859-1") == "Grüße"


def test_the_log_is_paged_with_a_cursor(customer_api, hook, receiver, clock):
    webhook, _ = hook
    for _ in range(3):
        customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    deliveries_run(clock=clock)
    everything = log_of(customer_api, webhook)["deliveries"]
    assert len(everything) == 3
    first = log_of(customer_api, webhook, limit=2)
    assert first["deliveries"] == everything[:2] and first["next_cursor"]
    second = log_of(customer_api, webhook, limit=2, cursor=first["next_cursor"])
    assert second["deliveries"] == everything[2:] and second["next_cursor"] is None
    for bad in ({"cursor": "nonsense!"}, {"limit": "0"}, {"limit": "101"}, {"limit": "x"}):
        answer = customer_api.get(f"/v1/webhooks/{webhook.public_id}/deliveries", bad)
        assert answer.status_code == 400, bad
        assert answer.json()["error"]["code"] == "invalid_request"


def test_the_log_keeps_30_days(customer_api, hook, receiver, clock):
    webhook, _ = hook
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    deliveries_run(clock=clock)
    old = DeliveryAttempt.objects.order_by("id").first()
    long_ago = clock.now - timedelta(days=31)
    DeliveryAttempt.objects.filter(pk=old.pk).update(started_at=long_ago, finished_at=long_ago)
    Delivery.objects.filter(pk=old.delivery_id).update(completed_at=long_ago)
    assert len(log_of(customer_api, webhook)["deliveries"]) == 1
    assert delivery_log_purge() == 2  # the old entry and its finished delivery
    assert DeliveryAttempt.objects.count() == 1 and Delivery.objects.count() == 1
    assert delivery_log_purge() == 0


def test_beat_purges_the_log_hourly(db, settings):
    from webhooks.tasks import purge_delivery_log

    [entry] = [e for e in settings.CELERY_BEAT_SCHEDULE.values() if e["task"] == purge_delivery_log.name]
    assert entry["schedule"] == 3600.0
    purge_delivery_log.apply().get()  # runs (nothing to purge)


def test_another_accounts_log_is_404(customer_api, receiver):
    theirs = strangers_hook(receiver)
    answer = customer_api.get(f"/v1/webhooks/{theirs.public_id}/deliveries")
    assert answer.status_code == 404 and answer.json()["error"]["code"] == "not_found"


# -- redelivery ----------------------------------------------------------------------------


def _finally_failed(customer_api, webhook, receiver, clock) -> str:
    """A test event whose delivery failed finally; returns its delivery id."""
    receiver.default = Response(500, b"down")
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    Delivery.objects.update(attempts=8)  # on its last retry
    deliveries_run(clock=clock)
    delivery = Delivery.objects.get()
    assert delivery.status == "failed" and delivery.attempts == 9
    return delivery.public_id


def test_retry_sends_the_same_event_again_as_a_new_attempt(customer_api, hook, receiver, clock):
    webhook, secret = hook
    delivery_id = _finally_failed(customer_api, webhook, receiver, clock)
    receiver.default = Response(200, b"ok")
    answer = customer_api.post(f"/v1/webhooks/{webhook.public_id}/deliveries/{delivery_id}/retry")
    assert answer.status_code == 202, answer.content
    assert answer.json()["id"] == delivery_id and answer.json()["status"] == "pending"
    assert deliveries_run(clock=clock).succeeded == 1
    first, again = receiver.deliveries
    assert first.headers["Svc-Event-Id"] == again.headers["Svc-Event-Id"]
    assert first.body == again.body
    assert verify_signature(secret, again.headers["Svc-Signature"], again.body)
    newest = log_of(customer_api, webhook)["deliveries"][0]
    assert newest["attempt"] == 10 and newest["succeeded"] is True
    assert newest["delivery_id"] == delivery_id


def test_a_failed_retry_is_final_and_does_not_count_towards_disabling(
    customer_api, hook, receiver, clock
):
    webhook, _ = hook
    delivery_id = _finally_failed(customer_api, webhook, receiver, clock)
    webhook.refresh_from_db()
    counted = webhook.consecutive_failures
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/deliveries/{delivery_id}/retry")
    deliveries_run(clock=clock)
    delivery = Delivery.objects.get()
    assert delivery.status == "failed" and delivery.attempts == 10 and not delivery.redelivery
    webhook.refresh_from_db()
    assert webhook.consecutive_failures == counted
    assert log_of(customer_api, webhook)["deliveries"][0]["next_retry_at"] is None


def test_retry_of_a_delivery_waiting_for_its_retry_makes_it_due_now(
    customer_api, hook, receiver, clock
):
    webhook, _ = hook
    receiver.respond_with(Response(503, b"busy"))
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/test")
    deliveries_run(clock=clock)
    delivery = Delivery.objects.get()
    assert delivery.status == "pending" and delivery.next_attempt_at > clock.now
    customer_api.post(f"/v1/webhooks/{webhook.public_id}/deliveries/{delivery.public_id}/retry")
    assert clock.now < delivery.next_attempt_at  # long before the scheduled retry
    assert deliveries_run(clock=clock).succeeded == 1
    assert Delivery.objects.get().attempts == 2


def test_retry_of_unknown_or_foreign_deliveries_is_404(customer, customer_api, hook, receiver, clock):
    webhook, _ = hook
    other, _ = hook_for(customer, receiver)
    customer_api.post(f"/v1/webhooks/{other.public_id}/test")
    foreign = Delivery.objects.get(webhook=other).public_id
    for delivery_id in (foreign, "dlv_" + "0" * 32, "dlv_nothex", "12", "evt_1_webhook.test"):
        answer = customer_api.post(
            f"/v1/webhooks/{webhook.public_id}/deliveries/{delivery_id}/retry"
        )
        assert answer.status_code == 404, delivery_id
        assert answer.json()["error"]["code"] == "not_found"


# -- enabling ------------------------------------------------------------------------------


def test_enable_makes_a_disabled_webhook_active_with_no_failures(customer_api, hook, receiver, clock):
    webhook, _ = hook
    Webhook.objects.filter(pk=webhook.pk).update(
        status=Webhook.DISABLED, consecutive_failures=DISABLE_AFTER, disabled_at=clock.now
    )
    answer = customer_api.post(f"/v1/webhooks/{webhook.public_id}/enable")
    assert answer.status_code == 200, answer.content
    assert answer.json()["status"] == "active" and answer.json()["id"] == webhook.public_id
    webhook.refresh_from_db()
    assert webhook.status == "active" and webhook.consecutive_failures == 0
    assert webhook.disabled_at is None
    # and it receives events again
    assert customer_api.post(f"/v1/webhooks/{webhook.public_id}/test").status_code == 202
    assert deliveries_run(clock=clock).succeeded == 1
    # enabling an active webhook changes nothing
    again = customer_api.post(f"/v1/webhooks/{webhook.public_id}/enable")
    assert again.status_code == 200 and again.json()["status"] == "active"


def test_enable_respects_ten_active_webhooks(customer, customer_api, hook, receiver):
    webhook, _ = hook
    Webhook.objects.filter(pk=webhook.pk).update(status=Webhook.DISABLED)
    for _ in range(10):
        hook_for(customer, receiver)
    answer = customer_api.post(f"/v1/webhooks/{webhook.public_id}/enable")
    assert answer.status_code == 409
    assert answer.json()["error"]["code"] == "limit_exceeded"
    webhook.refresh_from_db()
    assert webhook.status == "disabled"


def test_enable_of_another_accounts_webhook_is_404(customer_api, receiver):
    theirs = strangers_hook(receiver)
    Webhook.objects.filter(pk=theirs.pk).update(status=Webhook.DISABLED)
    assert customer_api.post(f"/v1/webhooks/{theirs.public_id}/enable").status_code == 404
    theirs.refresh_from_db()
    assert theirs.status == "disabled"


# -- cost, usage, schema -------------------------------------------------------------------


def test_the_new_calls_are_free_and_recorded_in_usage(customer, customer_api, hook, clock):
    webhook, _ = hook
    base = f"/v1/webhooks/{webhook.public_id}"
    customer_api.post(f"{base}/test")
    deliveries_run(clock=clock)
    customer_api.get(f"{base}/deliveries")
    delivery_id = Delivery.objects.get().public_id
    customer_api.post(f"{base}/deliveries/{delivery_id}/retry")
    customer_api.post(f"{base}/enable")
    usage = {u.endpoint: (u.calls, u.credits) for u in UsageDaily.objects.filter(account=customer)}
    assert usage == {
        "POST /v1/webhooks/{id}/test": (1, 0),
        "GET /v1/webhooks/{id}/deliveries": (1, 0),
        "POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry": (1, 0),
        "POST /v1/webhooks/{id}/enable": (1, 0),
    }
    customer.refresh_from_db()
    assert customer.purchased_credits == 10_000


def test_a_key_is_needed(anon, hook):
    webhook, _ = hook
    for method, path in [("post", "test"), ("get", "deliveries"), ("post", "enable")]:
        answer = getattr(anon, method)(f"/v1/webhooks/{webhook.public_id}/{path}")
        assert answer.status_code == 401 and answer.json()["error"]["code"] == "unauthorized"


def test_openapi_documents_the_new_operations(anon):
    paths = anon.get("/v1/openapi.json").json()["paths"]
    assert set(paths["/v1/webhooks/{webhook_id}/test"]["post"]["responses"]) >= {"202", "404", "409"}
    log = paths["/v1/webhooks/{webhook_id}/deliveries"]["get"]
    assert {p["name"] for p in log["parameters"]} >= {"cursor", "limit"}
    retry = paths["/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/retry"]["post"]
    assert "202" in retry["responses"]
    assert "409" in paths["/v1/webhooks/{webhook_id}/enable"]["post"]["responses"]


def test_the_change_log_announces_the_new_event_type_and_calls(anon):
    page = anon.get("/changelog").content.decode()
    entry = page[page.index('id="2026-11-26-update"'):page.index('id="2026-11-21-update"')]
    for text in ("webhook.test", "/v1/webhooks/{id}/test", "/v1/webhooks/{id}/deliveries",
                 "/v1/webhooks/{id}/deliveries/{delivery_id}/retry", "/v1/webhooks/{id}/enable",
                 "webhook_disabled"):
        assert text in entry, text
