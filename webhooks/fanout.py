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

from django.db import connection, transaction
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
        .values_list("id", "type", "company_id", "domain", "created_at")[:batch_size]
    )
    if not events:
        return 0, 0
    company_ids = {company_id for _, _, company_id, _, _ in events}
    domains = {domain for _, kind, _, domain, _ in events if kind == Event.DOMAIN_LINKED and domain}
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
    pairs: list[tuple[int, int]] = []  # (event, webhook)
    for event_id, kind, company_id, domain, created_at in events:
        entries = list(watchers.get((Subscription.COMPANY, company_id), ()))
        if kind == Event.DOMAIN_LINKED:
            entries += watchers.get((Subscription.DOMAIN, domain), ())
        # A change made before the entry was added is not reported to that webhook.
        pairs += [(event_id, w) for w in sorted({w for w, since in entries if since <= created_at})]
    _insert_deliveries(pairs, now=now)
    Event.objects.filter(pk__in=[event_id for event_id, *_ in events]).update(fanned_out_at=now)
    return len(pairs), len(events)


def _insert_deliveries(pairs: list[tuple[int, int]], *, now: datetime) -> None:
    """One INSERT … SELECT FROM unnest() of pending deliveries for (event, webhook) pairs,
    skipping pairs that exist. Every other column gets the model's default for a delivery
    created ``now`` (taken from the model, so a new field keeps its default here too):
    building a model instance per row cost more than the rest of the fan-out together."""
    if not pairs:
        return
    template = Delivery(next_attempt_at=now, created_at=now)
    # Columns with a database default (the public id) are left to PostgreSQL, per row.
    fields = [f for f in Delivery._meta.concrete_fields
              if not f.primary_key and f.name not in ("event", "webhook") and not f.has_db_default()]
    quote = connection.ops.quote_name
    columns = ", ".join(quote(f.column) for f in fields)
    constants = ", ".join(f"%s::{f.db_type(connection)}" for f in fields)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {quote(Delivery._meta.db_table)} (event_id, webhook_id, {columns}) "
            f"SELECT pair.event_id, pair.webhook_id, {constants} "
            "FROM unnest(%s::bigint[], %s::bigint[]) AS pair(event_id, webhook_id) "
            "ON CONFLICT DO NOTHING",
            [*(f.get_db_prep_save(getattr(template, f.attname), connection) for f in fields),
             [e for e, _ in pairs], [w for _, w in pairs]],
        )
