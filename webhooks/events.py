"""Writing events to the outbox. Call inside the transaction that makes the change.

After that transaction commits, a delivery worker is woken (at most one message per
second across processes); the message is only a wake-up: the beat sweep finds the events
in the database anyway, so nothing is lost when the broker or Redis is away.
"""

from __future__ import annotations

import logging

from django.core.cache import cache
from django.db import connection, transaction
from django.utils import timezone

from .models import Delivery, Event, Webhook

log = logging.getLogger(__name__)
WAKE_UP_KEY = "webhooks:wake-up"


def wake_delivery_worker() -> None:
    """Queues ``deliver_now`` unless another process did so within the last second."""
    try:
        if not cache.add(WAKE_UP_KEY, 1, timeout=1):
            return  # a worker woken this second runs until idle and will see these events
    except Exception:  # the cache is optional here
        pass
    from .tasks import deliver_now

    try:
        deliver_now.delay()
    except Exception as exc:  # the beat sweep delivers anyway
        log.warning("could not wake the webhook worker", extra={"error": repr(exc)})


def wake_up_reset() -> bool:
    """Clears the wake-up key, so the next commit queues a prompt task again; False when
    the cache cannot be reached (the beat sweep covers that)."""
    try:
        cache.delete(WAKE_UP_KEY)
    except Exception:  # noqa: BLE001
        return False
    return True


def wake_after_commit() -> None:
    pending = getattr(connection, "run_on_commit", None) or []
    if any(callback is wake_delivery_worker for _, callback, *_ in pending):
        return  # once per transaction
    transaction.on_commit(wake_delivery_worker)


def event_company_changed(*, company_id: str, field: str) -> list[Event]:
    events = [Event(type=Event.COMPANY_CHANGED, company_id=company_id, field=field)]
    if field == "status":
        events.append(
            Event(type=Event.COMPANY_STATUS_CHANGED, company_id=company_id, field="status")
        )
    created = Event.objects.bulk_create(events)
    wake_after_commit()
    return created


def event_domain_linked(*, domain: str, company_id: str) -> Event:
    event = Event.objects.create(type=Event.DOMAIN_LINKED, company_id=company_id, domain=domain)
    wake_after_commit()
    return event


@transaction.atomic
def event_webhook_test(*, webhook: Webhook) -> Event:
    """A ``webhook.test`` event for ``webhook`` alone: written already fanned out, with its
    one delivery, so it goes out like any event (envelope, headers, signature, retries)."""
    now = timezone.now()
    event = Event.objects.create(
        type=Event.WEBHOOK_TEST, company_id="", webhook_public_id=webhook.public_id,
        created_at=now, fanned_out_at=now,
    )
    Delivery.objects.create(event=event, webhook=webhook, created_at=now, next_attempt_at=now)
    wake_after_commit()
    return event
