"""Fan-out: each outbox event becomes one pending delivery per active webhook watching it,
and one numbered entry in the change feed of each account with a webhook watching it.

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
from functools import partial

from django.db import connection, transaction
from django.db.models import Q

from .claims import relaxed_commit
from .feed import feed_wake
from .models import Delivery, Event, FeedCounter, FeedEntry, Subscription, Webhook

FAN_OUT_BATCH = 1_000


def events_fan_out(*, now: datetime, batch_size: int = FAN_OUT_BATCH) -> int:
    """Fans out every event not yet fanned out; returns the number of deliveries created."""
    return events_fan_out_counted(now=now, batch_size=batch_size)[1]


def events_fan_out_counted(*, now: datetime, batch_size: int = FAN_OUT_BATCH) -> tuple[int, int]:
    """Fans out every event not yet fanned out; returns (events, deliveries created)."""
    if not Event.objects.filter(fanned_out_at__isnull=True).exists():
        return 0, 0  # the common case, without opening a transaction
    created = total = 0
    while True:
        batch_created, events = _fan_out_batch(now=now, batch_size=batch_size)
        created += batch_created
        total += events
        if events < batch_size:
            return total, created


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
    # (kind, value) -> [(webhook, account, active, watching since)]. A disabled webhook's
    # watch list still selects events for the account's feed, which is how a receiver that
    # was down long enough to be disabled finds what it missed.
    watchers: dict[tuple[str, str], list[tuple[int, int, bool, datetime]]] = defaultdict(list)
    matches = (
        Subscription.objects.filter(webhook__account__deleted_at__isnull=True)
        .filter(
            Q(kind=Subscription.COMPANY, value__in=company_ids)
            | Q(kind=Subscription.DOMAIN, value__in=domains)
        )
        .values_list("kind", "value", "webhook_id", "webhook__account_id", "webhook__status",
                     "created_at")
    )
    for kind, value, webhook_id, account_id, status, since in matches:
        watchers[(kind, value)].append((webhook_id, account_id, status == Webhook.ACTIVE, since))
    deliveries: list[tuple[int, int, int]] = []  # (event, webhook, account)
    feed: dict[int, list[int]] = defaultdict(list)  # account -> its new events, in order
    for event_id, kind, company_id, domain, created_at in events:
        entries = list(watchers.get((Subscription.COMPANY, company_id), ()))
        if kind == Event.DOMAIN_LINKED:
            entries += watchers.get((Subscription.DOMAIN, domain), ())
        # A change made before the entry was added is reported neither to that webhook
        # nor to the account's feed.
        entries = [entry for entry in entries if entry[3] <= created_at]
        deliveries += sorted({(event_id, webhook, account)
                              for webhook, account, active, _ in entries if active})
        for account in sorted({account for _, account, _, _ in entries}):
            feed[account].append(event_id)
    seqs = feed_number(feed, now=now)
    _insert_deliveries([(e, w, seqs[(a, e)]) for e, w, a in deliveries], now=now)
    Event.objects.filter(pk__in=[event_id for event_id, *_ in events]).update(fanned_out_at=now)
    return len(deliveries), len(events)


def feed_number(feed: dict[int, list[int]], *, now: datetime) -> dict[tuple[int, int], int]:
    """Numbers new feed entries (account -> its events, oldest first) and writes them;
    answers (account, event) -> seq. The counter rows are locked in account order until the
    transaction ends, so a concurrent fan-out numbers after this one commits: per account
    the numbers are given in commit order and without gaps. Waiting long-polls are woken
    once it has committed."""
    if not feed:
        return {}
    accounts = sorted(feed)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {FeedCounter._meta.db_table} AS counter (account_id, last_seq) "
            "SELECT * FROM unnest(%s::bigint[], %s::bigint[]) "
            "ON CONFLICT (account_id) DO UPDATE SET last_seq = counter.last_seq + excluded.last_seq "
            "RETURNING account_id, last_seq",
            [accounts, [len(feed[account]) for account in accounts]],
        )
        last = dict(cursor.fetchall())
    seqs = {(account, event_id): last[account] - len(feed[account]) + n
            for account in accounts for n, event_id in enumerate(feed[account], start=1)}
    rows = sorted(seqs.items(), key=lambda item: item[1])
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {FeedEntry._meta.db_table} (account_id, event_id, seq, created_at) "
            "SELECT account_id, event_id, seq, %s FROM unnest(%s::bigint[], %s::bigint[], "
            "%s::bigint[]) AS entry(account_id, event_id, seq)",
            [now, [a for (a, _), _ in rows], [e for (_, e), _ in rows], [q for _, q in rows]],
        )
    transaction.on_commit(partial(feed_wake, accounts))
    return seqs


def _insert_deliveries(rows: list[tuple[int, int, int]], *, now: datetime) -> None:
    """One INSERT … SELECT FROM unnest() of pending deliveries for (event, webhook, seq)
    rows, skipping pairs that exist. Every other column gets the model's default for a
    delivery created ``now`` (taken from the model, so a new field keeps its default here
    too): building a model instance per row cost more than the rest of the fan-out together."""
    if not rows:
        return
    template = Delivery(next_attempt_at=now, created_at=now)
    # Columns with a database default (the public id) are left to PostgreSQL, per row.
    fields = [f for f in Delivery._meta.concrete_fields
              if not f.primary_key and f.name not in ("event", "webhook", "seq")
              and not f.has_db_default()]
    quote = connection.ops.quote_name
    columns = ", ".join(quote(f.column) for f in fields)
    constants = ", ".join(f"%s::{f.db_type(connection)}" for f in fields)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {quote(Delivery._meta.db_table)} (event_id, webhook_id, seq, {columns}) "
            f"SELECT d.event_id, d.webhook_id, d.seq, {constants} "
            "FROM unnest(%s::bigint[], %s::bigint[], %s::bigint[]) AS d(event_id, webhook_id, seq) "
            "ON CONFLICT DO NOTHING",
            [*(f.get_db_prep_save(getattr(template, f.attname), connection) for f in fields),
             [e for e, _, _ in rows], [w for _, w, _ in rows], [q for _, _, q in rows]],
        )
