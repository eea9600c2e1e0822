"""Real deliveries to a local HTTPS receiver: headers, body, success, failures, retries on the
schedule, the 10 s deadline, redirects, and disabling after 20 final failures in a row."""

from __future__ import annotations

import inspect
import json
import time
from datetime import timedelta

import pytest
from django.core import mail

from tests.fakes.base import Response
from webhooks import delivery as delivery_module
from webhooks.delivery import DELIVERY_DEADLINE, deliveries_run
from webhooks.events import event_company_changed
from webhooks.models import Delivery, DeliveryAttempt, Event, Webhook
from webhooks.outcomes import DISABLE_AFTER, RETRY_SCHEDULE, retry_delay
from webhooks.verify_example import verify_signature

from .conftest import hook_for


def test_the_production_deadline_is_10_seconds():
    assert DELIVERY_DEADLINE == 10.0
    default = inspect.signature(deliveries_run).parameters["deadline"].default
    assert default == 10.0
    assert delivery_module.webhooks_sweep.__defaults__ is None  # sweeps use the defaults


def test_a_delivery_is_a_signed_json_post(customer, company, receiver, clock):
    webhook, secret = hook_for(customer, receiver, companies=[company.public_id])
    [changed, status_changed] = event_company_changed(company_id=company.public_id, field="status")
    report = deliveries_run(clock=clock)
    assert report.succeeded == 2 and report.fanned_out == 2
    by_id = {r.headers["Svc-Event-Id"]: r for r in receiver.deliveries}
    assert set(by_id) == {f"evt_{changed.pk}_company.changed",
                          f"evt_{status_changed.pk}_company.status_changed"}
    request = by_id[f"evt_{changed.pk}_company.changed"]
    assert request.method == "POST"
    assert request.headers["Content-Type"] == "application/json"
    assert request.headers["User-Agent"].startswith("CompanyDataWebhooks/")
    assert request.host == receiver.target_url.split("/")[2]
    body = json.loads(request.body)
    assert body == {
        "seq": 1,  # the account's first event in its change feed
        "id": f"evt_{changed.pk}_company.changed",
        "type": "company.changed",
        "created_at": body["created_at"],
        "data": {"company_id": company.public_id, "field": "status"},
    }
    assert body["created_at"].endswith("Z") and len(body["created_at"]) == 24
    assert json.loads(by_id[f"evt_{status_changed.pk}_company.status_changed"].body)["data"] == {
        "company_id": company.public_id, "field": "status"}
    for received in receiver.deliveries:
        assert verify_signature(secret, received.headers["Svc-Signature"], received.body)
        assert json.loads(received.body)["id"] == received.headers["Svc-Event-Id"]
    assert set(Delivery.objects.values_list("status", flat=True)) == {"succeeded"}
    attempt = DeliveryAttempt.objects.first()
    assert attempt.succeeded and attempt.status_code == 200 and attempt.number == 1
    assert attempt.latency_ms >= 0 and attempt.error == ""


def test_failure_is_retried_on_the_schedule_then_finally_failed(customer, company, receiver, clock):
    """30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h; then final failure (9 exchanges)."""
    receiver.default = Response(500, b"broken")
    webhook, _ = hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="name")
    deliveries_run(clock=clock, jitter=0)
    for number, wait in enumerate(RETRY_SCHEDULE, start=1):
        delivery = Delivery.objects.get()
        assert delivery.attempts == number and delivery.status == "pending"
        assert delivery.next_attempt_at == clock.now + timedelta(seconds=wait)
        assert delivery.last_status_code == 500
        clock.advance(wait - 1)
        assert deliveries_run(clock=clock, jitter=0).claimed == 0  # not due yet
        clock.advance(1)
        assert deliveries_run(clock=clock, jitter=0).claimed == 1
    delivery = Delivery.objects.get()
    assert delivery.status == "failed" and delivery.attempts == 9
    assert len(receiver.deliveries) == 9
    assert len({r.headers["Svc-Event-Id"] for r in receiver.deliveries}) == 1
    assert len({r.body for r in receiver.deliveries}) == 1
    assert list(DeliveryAttempt.objects.order_by("number").values_list("number", flat=True)) == list(range(1, 10))
    webhook.refresh_from_db()
    assert webhook.consecutive_failures == 1 and webhook.status == "active"
    clock.advance(86_400)
    assert deliveries_run(clock=clock).claimed == 0


def test_every_attempt_is_signed_afresh_with_its_own_timestamp(customer, company, receiver, clock):
    receiver.respond_with(Response(500, b"broken"))
    _, secret = hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="name")
    deliveries_run(clock=clock)
    time.sleep(1.05)
    clock.advance(40)
    deliveries_run(clock=clock)
    first, second = receiver.deliveries
    assert first.body == second.body
    stamps = [dict(p.split("=", 1) for p in r.headers["Svc-Signature"].split(","))["t"]
              for r in (first, second)]
    assert int(stamps[1]) > int(stamps[0])
    assert first.headers["Svc-Signature"] != second.headers["Svc-Signature"]
    assert all(verify_signature(secret, r.headers["Svc-Signature"], r.body) for r in (first, second))
    assert not verify_signature(secret, first.headers["Svc-Signature"], second.body + b" ")


def test_a_retry_that_succeeds_completes_the_delivery(customer, company, receiver, clock):
    receiver.respond_with(Response(503, b"busy"), Response(204))
    hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="phone")
    deliveries_run(clock=clock)
    delivery = Delivery.objects.get()
    wait = (delivery.next_attempt_at - clock.now).total_seconds()
    assert 24 <= wait <= 36  # 30 s +-20 %
    clock.advance(wait)
    deliveries_run(clock=clock)
    delivery.refresh_from_db()
    assert delivery.status == "succeeded" and delivery.attempts == 2
    assert delivery.last_status_code == 204
    assert [a.succeeded for a in DeliveryAttempt.objects.order_by("number")] == [False, True]


def test_jitter_stays_within_20_percent_and_retry_after_can_lengthen_the_wait():
    for retries_done, base in enumerate(RETRY_SCHEDULE):
        for _ in range(50):
            seconds = retry_delay(retries_done=retries_done).total_seconds()
            assert base * 0.8 <= seconds <= base * 1.2
    assert retry_delay(retries_done=0, jitter=0, retry_after=600).total_seconds() == 600
    assert retry_delay(retries_done=0, jitter=0, retry_after=5).total_seconds() == 30
    assert retry_delay(retries_done=0, jitter=0, retry_after=10**9).total_seconds() == 43_200


def test_retry_after_of_a_429_is_honoured(customer, company, receiver, clock):
    receiver.respond_with(Response(429, b"slow down", headers={"Retry-After": "900"}))
    hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="phone")
    deliveries_run(clock=clock, jitter=0)
    assert Delivery.objects.get().next_attempt_at == clock.now + timedelta(seconds=900)


@pytest.mark.parametrize("status", [301, 302, 307, 308])
def test_redirects_are_failures_and_never_followed(customer, company, receiver, clock, status):
    receiver.respond_with(Response(status, b"", headers={"Location": receiver.url(receiver.host, "/elsewhere")}))
    hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="phone")
    deliveries_run(clock=clock)
    delivery = Delivery.objects.get()
    assert delivery.status == "pending" and delivery.attempts == 1
    assert delivery.last_status_code == status
    assert delivery.last_error.startswith("redirect")
    assert [r.path for r in receiver.requests] == ["/webhook"]


@pytest.mark.parametrize("answer", [
    Response(200, b"ok", delay=1.5),  # answers too late
    Response(200, b"x" * 40, trickle_delay=0.05),  # trickles: every read is quick, the whole is not
])
def test_an_answer_later_than_the_deadline_is_a_failure(customer, company, receiver, clock, answer):
    receiver.respond_with(answer)
    hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="phone")
    started = time.monotonic()
    deliveries_run(clock=clock, deadline=0.6)
    assert time.monotonic() - started < 1.5
    delivery = Delivery.objects.get()
    assert delivery.status == "pending" and delivery.attempts == 1
    assert delivery.last_error.startswith("timeout")
    assert DeliveryAttempt.objects.get().latency_ms < 1_200


def test_unreachable_receiver_is_a_failure(customer, company, receiver, clock):
    hook_for(customer, receiver, companies=[company.public_id])
    receiver.stop()
    event_company_changed(company_id=company.public_id, field="phone")
    deliveries_run(clock=clock)
    delivery = Delivery.objects.get()
    assert delivery.status == "pending" and delivery.last_error.startswith("connect")


def _deliveries_on_last_retry(webhook: Webhook, company_id: str, count: int, clock) -> None:
    events = Event.objects.bulk_create(
        Event(type=Event.COMPANY_CHANGED, company_id=company_id, field="phone")
        for _ in range(count)
    )
    Event.objects.update(fanned_out_at=webhook.created_at)
    Delivery.objects.bulk_create(
        Delivery(event=e, webhook=webhook, attempts=8, next_attempt_at=clock.now) for e in events
    )


def test_twenty_final_failures_in_a_row_disable_the_webhook_and_tell_the_owner(
    customer, company, receiver, clock, django_capture_on_commit_callbacks
):
    receiver.default = Response(500, b"down")
    webhook, _ = hook_for(customer, receiver, companies=[company.public_id])
    _deliveries_on_last_retry(webhook, company.public_id, DISABLE_AFTER - 1, clock)
    deliveries_run(clock=clock)
    webhook.refresh_from_db()
    assert webhook.consecutive_failures == 19 and webhook.status == "active"

    _deliveries_on_last_retry(webhook, company.public_id, 1, clock)
    event_company_changed(company_id=company.public_id, field="name")  # a fresh one, pending
    clock.advance(1)
    with django_capture_on_commit_callbacks(execute=True):
        report = deliveries_run(clock=clock, max_in_flight=1)
    webhook.refresh_from_db()
    assert webhook.status == "disabled" and webhook.disabled_at == clock.now
    assert webhook.consecutive_failures >= 20 and report.disabled == [webhook.pk]
    assert [m.to for m in mail.outbox] == [[customer.email]]
    assert webhook.public_id in mail.outbox[0].subject
    assert f"POST /v1/webhooks/{webhook.public_id}/enable" in mail.outbox[0].body
    # whatever was still pending is failed; a disabled webhook gets nothing new
    assert not Delivery.objects.filter(status="pending").exists()
    sent = len(receiver.deliveries)
    event_company_changed(company_id=company.public_id, field="email")
    clock.advance(60)
    deliveries_run(clock=clock)
    assert len(receiver.deliveries) == sent


def test_a_success_resets_the_count_of_final_failures(customer, company, receiver, clock):
    receiver.default = Response(500, b"down")
    webhook, _ = hook_for(customer, receiver, companies=[company.public_id])
    _deliveries_on_last_retry(webhook, company.public_id, 19, clock)
    deliveries_run(clock=clock)
    receiver.default = Response(200, b"ok")
    event_company_changed(company_id=company.public_id, field="name")
    deliveries_run(clock=clock)
    webhook.refresh_from_db()
    assert webhook.consecutive_failures == 0
    receiver.default = Response(500, b"down")
    _deliveries_on_last_retry(webhook, company.public_id, 1, clock)
    deliveries_run(clock=clock)
    webhook.refresh_from_db()
    assert webhook.consecutive_failures == 1 and webhook.status == "active"


def test_a_failure_that_is_not_final_does_not_count(customer, company, receiver, clock):
    receiver.default = Response(500, b"down")
    webhook, _ = hook_for(customer, receiver, companies=[company.public_id])
    for field in ("name", "phone", "email"):
        event_company_changed(company_id=company.public_id, field=field)
    deliveries_run(clock=clock)
    webhook.refresh_from_db()
    assert webhook.consecutive_failures == 0
    assert Delivery.objects.filter(status="pending", attempts=1).count() == 3


def test_a_worker_that_died_mid_delivery_loses_nothing(customer, company, receiver, clock):
    """A claim whose lease ran out is taken again; the dead worker's late result is ignored."""
    from webhooks.claims import deliveries_claim

    hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="name")
    from webhooks.fanout import events_fan_out

    events_fan_out(now=clock.now)
    [lost] = deliveries_claim(now=clock.now, limit=10, worker="dead-worker", lease_seconds=60)
    assert deliveries_run(clock=clock).claimed == 0  # leased
    clock.advance(61)
    assert deliveries_run(clock=clock).succeeded == 1
    assert Delivery.objects.get().status == "succeeded"
    assert lost.token.startswith("dead-worker")


def test_event_creation_queues_one_wake_up_per_transaction(db, django_capture_on_commit_callbacks):
    from webhooks.events import wake_delivery_worker

    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        event_company_changed(company_id="c_AAAAAAAAAAAAAAAA", field="status")
        event_company_changed(company_id="c_AAAAAAAAAAAAAAAA", field="name")
    assert callbacks.count(wake_delivery_worker) == 1


def test_the_beat_sweep_delivers_events_that_no_message_announced(customer, company, receiver):
    """The broker message is only a wake-up: events found in the database are delivered."""
    from webhooks.tasks import deliver_now, sweep_deliveries

    hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="phone")  # no on_commit in tests
    sweep_deliveries.apply()
    assert len(receiver.deliveries) == 1
    assert Delivery.objects.get().status == "succeeded"
    deliver_now.apply()  # a late or repeated wake-up finds nothing to do twice
    assert len(receiver.deliveries) == 1
    assert sweep_deliveries.expires == 5
