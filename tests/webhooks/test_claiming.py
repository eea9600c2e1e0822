"""Two workers at once (threads with their own database connections) never deliver the same
attempt twice and leave nothing behind."""

from __future__ import annotations

import threading
from collections import Counter

import pytest
from django.db import connection

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
    start = threading.Barrier(2)
    reports, errors = [], []

    def worker() -> None:
        try:
            start.wait()
            reports.append(deliveries_run(max_in_flight=40, per_host=40, idle_exit=1.0))
        except Exception as exc:  # surfaced below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not errors
    expected = 2 * EVENTS + 0  # the company's creation events predate the watch list
    assert sum(r.claimed for r in reports) == expected
    assert sum(r.succeeded for r in reports) == expected
    assert sum(r.fanned_out for r in reports) == expected
    assert all(r.claimed > 0 for r in reports), [r.claimed for r in reports]

    received = Counter()
    for request in receiver.deliveries:
        header, body = request.headers["Svc-Signature"], request.body
        owner = "first" if verify_signature(first_secret, header, body) else (
            "second" if verify_signature(second_secret, header, body) else "nobody")
        received[(owner, request.headers["Svc-Event-Id"])] += 1
    assert len(received) == expected
    assert set(received.values()) == {1}
    assert "nobody" not in {owner for owner, _ in received}
    assert Delivery.objects.filter(status="succeeded").count() == expected
    assert DeliveryAttempt.objects.count() == expected
