"""Claiming due deliveries so that concurrent workers never send the same attempt twice.

A due delivery is pending, its ``next_attempt_at`` has come, its webhook is active, and
no unexpired lease holds it. Rows are read ``FOR UPDATE SKIP LOCKED`` (another worker's
candidates are skipped, never waited for) and the chosen ones get a lease
(``locked_until``) and a claim token (``claimed_by``) in the same transaction. A worker
that dies loses nothing: its rows become due again when the lease ends. Results are only
recorded for rows still holding the worker's token (:mod:`webhooks.outcomes`).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import count
from urllib.parse import urlsplit

from django.db import connection, transaction
from django.db.models import F, Q, Window
from django.db.models.functions import RowNumber

from .models import Delivery, Webhook
from .signing import SecretUnreadable, decrypt_secret

_claim_numbers = count(1)
_CLAIM_FIELDS = (
    "attempts", "webhook_id", "event_id", "webhook__url", "webhook__secret_encrypted",
    "event__type", "event__company_id", "event__domain", "event__field", "event__created_at",
)


@dataclass(frozen=True)
class DeliveryJob:
    """Everything one exchange needs, read while claiming (no database access later)."""

    delivery_id: int
    token: str
    attempt: int  # 1 = first attempt
    webhook_id: int
    url: str
    host: str
    secret: str
    event_id: str
    body: bytes


def relaxed_commit() -> None:
    """Inside a transaction of delivery bookkeeping: do not wait for the WAL flush at commit.

    A crash can lose only the last few milliseconds of claims, results and fan-outs; the
    outbox then hands those deliveries out again (at least once, as documented), and no
    event is lost because an event and its fan-out commit together. Saves an fsync per
    worker cycle, which is most of a cycle's cost on a busy disk.
    """
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET LOCAL synchronous_commit TO OFF")


def encode_body(payload: dict) -> bytes:
    """The raw body that is sent and signed: compact UTF-8 JSON."""
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def target_host(url: str) -> str:
    return (urlsplit(url).hostname or "").lower()


def _decrypted(webhook: Webhook, cache: dict[int, str | None]) -> str | None:
    if webhook.pk not in cache:
        try:
            cache[webhook.pk] = decrypt_secret(webhook.secret_encrypted)
        except SecretUnreadable:
            cache[webhook.pk] = None
    return cache[webhook.pk]


@transaction.atomic
def deliveries_claim(
    *,
    now: datetime,
    limit: int,
    worker: str,
    busy_hosts: Counter[str] | None = None,
    saturated_webhooks: Iterable[int] | None = None,
    per_host: int = 10,
    lease_seconds: float = 60.0,
) -> list[DeliveryJob]:
    """Claims up to ``limit`` due deliveries, at most ``per_host`` in flight per target host
    counting ``busy_hosts`` (this worker's exchanges in flight; ``saturated_webhooks`` are
    left out of the query); oldest due first."""
    busy = Counter(busy_hosts or {})
    if limit <= 0:
        return []
    relaxed_commit()
    due = (
        Delivery.objects.filter(
            status=Delivery.PENDING, next_attempt_at__lte=now, webhook__status=Webhook.ACTIVE
        )
        .filter(Q(locked_until__isnull=True) | Q(locked_until__lte=now))
        .exclude(webhook_id__in=saturated_webhooks or ())
    )
    # The oldest due rows, but at most ``per_host`` of each webhook, so that one webhook's
    # backlog does not fill the candidates while other receivers wait.
    oldest_per_webhook = (
        due.annotate(
            rank=Window(RowNumber(), partition_by=F("webhook_id"),
                        order_by=[F("next_attempt_at").asc(), F("id").asc()])
        )
        .filter(rank__lte=per_host)
        .order_by("next_attempt_at", "id")
        .values_list("id", flat=True)[: limit * 2]
    )
    candidates = list(
        due.filter(pk__in=list(oldest_per_webhook))
        .select_for_update(skip_locked=True, of=("self",))
        .select_related("webhook", "event")
        .only(*_CLAIM_FIELDS)
        .order_by("next_attempt_at", "id")
    )
    token = f"{worker}:{next(_claim_numbers)}"[:64]
    secrets: dict[int, str | None] = {}
    jobs: list[DeliveryJob] = []
    unreadable: list[int] = []
    for delivery in candidates:
        host = target_host(delivery.webhook.url)
        if busy[host] >= per_host:
            continue  # stays due; taken once this host has room again
        secret = _decrypted(delivery.webhook, secrets)
        if secret is None:
            unreadable.append(delivery.pk)
            continue
        busy[host] += 1
        event = delivery.event
        jobs.append(
            DeliveryJob(
                delivery_id=delivery.pk, token=token, attempt=delivery.attempts + 1,
                webhook_id=delivery.webhook_id, url=delivery.webhook.url, host=host,
                secret=secret, event_id=event.public_id, body=encode_body(event.payload()),
            )
        )
        if len(jobs) >= limit:
            break
    if jobs:
        Delivery.objects.filter(pk__in=[j.delivery_id for j in jobs]).update(
            claimed_by=token, locked_until=now + timedelta(seconds=lease_seconds)
        )
    if unreadable:
        # Without its secret nothing can be signed; a later key configuration may read it.
        Delivery.objects.filter(pk__in=unreadable).update(
            last_error="secret_unreadable: the signing secret cannot be decrypted",
            next_attempt_at=now + timedelta(minutes=10),
        )
    return jobs
