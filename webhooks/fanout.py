"""Fan-out: each outbox event becomes one pending delivery per active webhook watching it.

SPEC "Events": a webhook is told about a company's events when the company is on its watch
list; ``domain.linked`` also counts when the domain itself is watched. A webhook with an
empty watch list is told nothing, and an entry reports only changes made after it was added.
The work is set-based: per batch of events one query
finds every matching subscription and one INSERT writes all deliveries, whatever the
number of webhooks. Safe to run concurrently and twice: events are claimed with
``SKIP LOCKED`` and a delivery exists at most once per (event, webhook).
"""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime

from django.db import transaction
from django.db.models import Q

from .claims import relaxed_commit
from .models import Delivery, Event, Subscription, Webhook

FAN_OUT_BATCH = 1_000


def events_fan_out(*, now: datetime, batch_size: int = FAN_OUT_BATCH) -> int:
    """Fans out every event not yet fanned out; returns the number of deliveries created."""
    if not Event.objects.filter(fanned_out_at__isnull=True).exists():
        return 0  # the common case, without opening a transaction
    created = 0
    while True:
        batch_created, events = _fan_out_batch(now=now, batch_size=batch_size)
        created += batch_created
        if events < batch_size:
            return created


@transaction.atomic
def _fan_out_batch(*, now: datetime, batch_size: int) -> tuple[int, int]:
    relaxed_commit()
    events = list(
        Event.objects.select_for_update(skip_locked=True)
        .filter(fanned_out_at__isnull=True)
        .order_by("id")
        .only("id", "type", "company_id", "domain", "created_at")[:batch_size]
    )
    if not events:
        return 0, 0
    company_ids = {e.company_id for e in events}
    domains = {e.domain for e in events if e.type == Event.DOMAIN_LINKED and e.domain}
    # (kind, value) -> [(webhook, watching since)]
    watchers: dict[tuple[str, str], list[tuple[int, datetime]]] = defaultdict(list)
    matches = (
        Subscription.objects.filter(
            webhook__status=Webhook.ACTIVE, webhook__account__deleted_at__isnull=True
        )
        .filter(
            Q(kind=Subscription.COMPANY, value__in=company_ids)
            | Q(kind=Subscription.DOMAIN, value__in=domains)
        )
        .values_list("kind", "value", "webhook_id", "created_at")
    )
    for kind, value, webhook_id, since in matches:
        watchers[(kind, value)].append((webhook_id, since))
    deliveries = []
    for event in events:
        entries = list(watchers.get((Subscription.COMPANY, event.company_id), ()))
        if event.type == Event.DOMAIN_LINKED:
            entries += watchers.get((Subscription.DOMAIN, event.domain), ())
        # A change made before the entry was added is not reported to that webhook.
        webhook_ids = {w for w, since in entries if since <= event.created_at}
        deliveries += [
            Delivery(event_id=event.pk, webhook_id=w, next_attempt_at=now, created_at=now)
            for w in sorted(webhook_ids)
        ]
    Delivery.objects.bulk_create(deliveries, ignore_conflicts=True, batch_size=1_000)
    Event.objects.filter(pk__in=[e.pk for e in events]).update(fanned_out_at=now)
    return len(deliveries), len(events)
