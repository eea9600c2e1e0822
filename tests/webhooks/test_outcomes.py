"""Counting final failures per webhook for a whole batch of outcomes at once, and from
concurrent workers (threads with their own database connections)."""

from __future__ import annotations

import threading

import pytest
from django.core import mail
from django.db import connection
from django.utils import timezone

from webhooks.models import Webhook
from webhooks.outcomes import DISABLE_AFTER, webhooks_count_outcomes

from .conftest import hook_for

OK, FINAL_FAILURE = True, False


def counts(*webhooks: Webhook) -> list[tuple[int, str]]:
    for webhook in webhooks:
        webhook.refresh_from_db()
    return [(w.consecutive_failures, w.status) for w in webhooks]


def test_one_batch_moves_every_webhook_by_its_own_outcomes(customer, receiver, django_capture_on_commit_callbacks):
    recovering, failing, mixed, quiet = (hook_for(customer, receiver)[0] for _ in range(4))
    Webhook.objects.filter(pk=recovering.pk).update(consecutive_failures=7)
    Webhook.objects.filter(pk=failing.pk).update(consecutive_failures=DISABLE_AFTER - 2)
    Webhook.objects.filter(pk=quiet.pk).update(consecutive_failures=3)
    now = timezone.now()
    with django_capture_on_commit_callbacks(execute=True):
        disabled = webhooks_count_outcomes(now=now, streaks={
            recovering.pk: [FINAL_FAILURE, OK],
            failing.pk: [FINAL_FAILURE, FINAL_FAILURE],
            mixed.pk: [OK, FINAL_FAILURE, OK, FINAL_FAILURE, FINAL_FAILURE],
        })
    assert disabled == [failing.pk]
    assert counts(recovering, failing, mixed, quiet) == [
        (0, "active"), (DISABLE_AFTER, "disabled"), (2, "active"), (3, "active")]
    assert len(mail.outbox) == 1 and failing.public_id in mail.outbox[0].subject


def test_a_disabled_webhook_is_not_disabled_again(customer, receiver):
    webhook, _ = hook_for(customer, receiver)
    Webhook.objects.filter(pk=webhook.pk).update(status=Webhook.DISABLED, consecutive_failures=DISABLE_AFTER)
    assert webhooks_count_outcomes(now=timezone.now(), streaks={webhook.pk: [FINAL_FAILURE]}) == []
    assert counts(webhook) == [(DISABLE_AFTER + 1, "disabled")]


@pytest.mark.django_db(transaction=True)
def test_concurrent_workers_counting_the_same_webhooks_lose_no_failure(customer, receiver):
    first, second = hook_for(customer, receiver)[0], hook_for(customer, receiver)[0]
    start = threading.Barrier(2)
    errors: list[Exception] = []

    def worker(order: list[int]) -> None:
        try:
            start.wait()
            for _ in range(5):  # each time both webhooks, in this worker's order
                webhooks_count_outcomes(now=timezone.now(), streaks={pk: [FINAL_FAILURE] for pk in order})
        except Exception as exc:  # a deadlock would surface here
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(order,))
               for order in ([first.pk, second.pk], [second.pk, first.pk])]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    assert counts(first, second) == [(10, "active"), (10, "active")]
