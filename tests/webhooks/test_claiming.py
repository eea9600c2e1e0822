"""Two workers at once (threads with their own database connections) never deliver the same
attempt twice and leave nothing behind."""

from __future__ import annotations

import threading
from collections import Counter

import pytest

from tests.conftest import in_parallel
from webhooks.delivery import deliveries_run
from webhooks.models import Delivery, DeliveryAttempt, Event
from webhooks.verify_example import verify_signature

from .conftest import hook_for

EVENTS = 300


@pytest.mark.django_db(transaction=True)
def test_two_concurrent_workers_deliver_every_attempt_exactly_once(customer, company, receiver):
    first, first_secret = hook_for(customer, receiver, companies=[company.public_id])
    second, second_secret = hook_for(customer, receiver, companies=[company.public_id])
    Event.objects.bulk_create(
        Event(type=Event.COMPANY_CHANGED, company_id=company.public_id, field="phone")
        for _ in range(EVENTS)
    )
    reports, errors = [], []

    def worker(_: int) -> None:
        try:
            reports.append(deliveries_run(max_in_flight=20, per_host=20, idle_exit=1.0))
        except Exception as exc:  # surfaced below
            errors.append(exc)

    in_parallel(worker, 2, timeout=120)
    assert not errors
    expected = 2 * EVENTS  # the company's creation events predate the watch list
    assert sum(r.fanned_out for r in reports) == expected
    assert all(r.claimed > 0 for r in reports), [r.claimed for r in reports]
    # Every claim became exactly one logged exchange, and no attempt was made twice: per
    # delivery the attempt numbers are 1..attempts without repeats.
    assert sum(r.claimed for r in reports) == DeliveryAttempt.objects.count()
    numbers: dict[int, list[int]] = {}
    for delivery_id, number in DeliveryAttempt.objects.values_list("delivery_id", "number"):
        numbers.setdefault(delivery_id, []).append(number)
    deliveries = {d.pk: d for d in Delivery.objects.all()}
    assert len(deliveries) == expected
    for delivery_id, seen in numbers.items():
        assert sorted(seen) == list(range(1, deliveries[delivery_id].attempts + 1))
    assert set(numbers) == set(deliveries)

    received = Counter()
    for request in receiver.deliveries:
        header, body = request.headers["Svc-Signature"], request.body
        owner = first.pk if verify_signature(first_secret, header, body) else (
            second.pk if verify_signature(second_secret, header, body) else None)
        received[(owner, request.headers["Svc-Event-Id"])] += 1
    assert None not in {owner for owner, _ in received}
    by_pair = {(d.webhook_id, f"evt_{d.event_id}_company.changed"): d for d in deliveries.values()}
    for pair, count in received.items():
        assert count <= by_pair[pair].attempts  # a second arrival only as a retry
    # On an unloaded machine every first attempt succeeds; a loaded one may leave a retry due
    # later (30 s), never a delivery that was sent twice at once.
    for delivery in deliveries.values():
        assert delivery.status == "succeeded" or (
            delivery.status == "pending" and delivery.claimed_by == ""
        )
    assert Delivery.objects.filter(status="succeeded").count() >= expected * 0.9


@pytest.mark.django_db(transaction=True)
def test_racing_claims_never_hand_out_a_delivery_twice(customer, company, receiver):
    from django.utils import timezone

    from webhooks.claims import deliveries_claim
    from webhooks.fanout import events_fan_out

    hook_for(customer, receiver, companies=[company.public_id])
    hook_for(customer, receiver, companies=[company.public_id])
    Event.objects.bulk_create(
        Event(type=Event.COMPANY_CHANGED, company_id=company.public_id, field="name")
        for _ in range(500)
    )
    events_fan_out(now=timezone.now())
    after_first = threading.Barrier(4)
    claimed: list[list[int]] = [[] for _ in range(4)]

    def claimer(n: int) -> None:
        first = deliveries_claim(now=timezone.now(), limit=25, worker=f"w{n}", per_host=1_000)
        claimed[n] += [job.delivery_id for job in first]
        # Every claimer has made one claim before any makes a second, so the claims
        # really race (which thread then takes most of the rest is up to the scheduler).
        after_first.wait()
        while jobs := deliveries_claim(now=timezone.now(), limit=25, worker=f"w{n}",
                                       per_host=1_000):
            claimed[n] += [job.delivery_id for job in jobs]

    in_parallel(claimer, 4, timeout=60)
    everything = [i for ids in claimed for i in ids]
    assert len(everything) == len(set(everything)) == 1_000
    assert not Delivery.objects.filter(claimed_by="").exists()


@pytest.mark.django_db(transaction=True)  # the deferred foreign-key check runs at commit
def test_a_webhook_deleted_while_its_delivery_is_in_flight_is_no_error(customer, company, receiver):
    from django.utils import timezone

    from webhooks.claims import deliveries_claim
    from webhooks.fanout import events_fan_out
    from webhooks.outcomes import ExchangeResult, deliveries_record

    webhook, _ = hook_for(customer, receiver, companies=[company.public_id])
    Event.objects.create(type=Event.COMPANY_CHANGED, company_id=company.public_id, field="name")
    now = timezone.now()
    events_fan_out(now=now)
    jobs = deliveries_claim(now=now, limit=10, worker="w1", per_host=10)
    assert len(jobs) == 1
    webhook.delete()  # the owner deletes it while the POST is under way
    result = ExchangeResult(job=jobs[0], started_at=now, finished_at=now, latency_ms=5,
                            status_code=200, succeeded=True, error="")
    report = deliveries_record(results=[result], now=now)
    assert report.succeeded == 0
    assert not DeliveryAttempt.objects.exists() and not Delivery.objects.exists()


def _webhooks_on_hosts(account, hosts: list[str]) -> list:
    """Webhooks of ``account`` on distinct target host names (claims only: nothing is sent)."""
    from tests.fakes.resolver import resolving
    from webhooks.services import webhook_create

    with resolving({host: "127.0.0.1" for host in hosts}):
        return [webhook_create(account=account, url=f"https://{host}/hook")[0] for host in hosts]


def _due(webhook, count: int, now) -> list[Delivery]:
    events = Event.objects.bulk_create(
        Event(type=Event.COMPANY_CHANGED, company_id="c_x", field="phone", fanned_out_at=now)
        for _ in range(count)
    )
    return Delivery.objects.bulk_create(
        Delivery(event=e, webhook=webhook, next_attempt_at=now) for e in events
    )


def test_one_webhooks_backlog_does_not_crowd_out_the_others(customer):
    from collections import Counter

    from django.utils import timezone

    from webhooks.claims import deliveries_claim

    now = timezone.now()
    busy_one, quiet = _webhooks_on_hosts(customer, ["a.empfaenger-gmbh.de", "b.empfaenger-gmbh.de"])
    _due(busy_one, 200, now)  # older than the quiet webhook's rows
    _due(quiet, 3, now)
    jobs = deliveries_claim(now=now, limit=50, worker="w", per_host=10)
    assert Counter(job.webhook_id for job in jobs) == {busy_one.pk: 10, quiet.pk: 3}
    # This worker already has 8 exchanges in flight to the first host: 2 more at most.
    more = deliveries_claim(now=now, limit=50, worker="w", per_host=10,
                            busy_hosts=Counter({"a.empfaenger-gmbh.de": 8}))
    assert Counter(job.webhook_id for job in more) == {busy_one.pk: 2}


@pytest.mark.django_db(transaction=True)
def test_rows_another_worker_is_claiming_are_passed_over_for_others(customer):
    from django.db import connections, transaction
    from django.utils import timezone

    from webhooks.claims import deliveries_claim

    now = timezone.now()
    hosts = [f"h{n}.empfaenger-gmbh.de" for n in range(4)]
    webhooks = _webhooks_on_hosts(customer, hosts)
    for webhook in webhooks:
        _due(webhook, 10, now)
    oldest = [d.pk for w in webhooks for d in Delivery.objects.filter(webhook=w).order_by("pk")[:5]]
    locked, release = threading.Event(), threading.Event()

    def other_worker() -> None:  # holds the oldest rows of every webhook mid-claim
        try:
            with transaction.atomic():
                list(Delivery.objects.select_for_update().filter(pk__in=oldest))
                locked.set()
                release.wait(timeout=30)
        finally:
            connections["default"].close()

    thread = threading.Thread(target=other_worker)
    thread.start()
    try:
        assert locked.wait(timeout=30)
        jobs = deliveries_claim(now=now, limit=20, worker="w", per_host=5)
    finally:
        release.set()
        thread.join(timeout=30)
    assert len(jobs) == 20  # the next five of each webhook instead of nothing
    assert not {job.delivery_id for job in jobs} & set(oldest)
