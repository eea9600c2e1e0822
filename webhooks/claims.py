"""Claiming due deliveries so that concurrent workers never send the same attempt twice.

A due delivery is pending, its ``next_attempt_at`` has come, its webhook is active, and
no unexpired lease holds it. The chosen rows are locked ``FOR UPDATE SKIP LOCKED`` (rows
another worker is claiming are skipped, never waited for) and get a lease
(``locked_until``) and a claim token (``claimed_by``) in the same statement. A worker
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

from .models import Delivery, Event, Webhook
from .signing import SecretUnreadable, decrypt_secret

_claim_numbers = count(1)
_EVENT_FIELDS = ("id", "type", "company_id", "domain", "field", "webhook_public_id", "created_at")
#: Locks the chosen rows that are still due and not being claimed by another worker, and
#: gives them this claim's lease and token, in one statement.
_LOCK_AND_CLAIM = """
    UPDATE {table} SET claimed_by = %(token)s, locked_until = %(until)s
    WHERE id IN (
        SELECT id FROM {table}
        WHERE id = ANY(%(ids)s) AND status = %(pending)s AND next_attempt_at <= %(now)s
          AND (locked_until IS NULL OR locked_until <= %(now)s)
        FOR UPDATE SKIP LOCKED)
    RETURNING id, attempts, webhook_id, event_id, seq, redelivery
"""


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
    redelivery: bool = False  # one more attempt the owner asked for (not retried on failure)


def relaxed_commit() -> None:
    """Inside a transaction of delivery bookkeeping: do not wait for the WAL flush at commit.

    A crash can lose only the last few milliseconds of claims, results and fan-outs; the
    outbox then hands those deliveries out again (at least once, as documented), and no
    event is lost because an event and its fan-out commit together. Saves an fsync per
    worker cycle, which is most of a cycle's cost on a busy disk.
    """
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL synchronous_commit TO OFF")


def encode_body(payload: dict) -> bytes:
    """The raw body that is sent and signed: compact UTF-8 JSON."""
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def target_host(url: str) -> str:
    return (urlsplit(url).hostname or "").lower()


def _decrypted(secret_encrypted: str) -> str | None:
    try:
        return decrypt_secret(secret_encrypted)
    except SecretUnreadable:
        return None


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
    left out of the query); oldest due first.

    Three statements: the candidates (the oldest due rows, at most ``per_host`` of each
    webhook, with their webhook's URL and secret), one UPDATE that locks and claims the ones
    chosen within the host caps, and the events of the claimed rows. When another worker
    was claiming some of the chosen rows at the same moment, the choice is made once more
    without them, so concurrent workers do not leave each other empty-handed.
    """
    busy = Counter(busy_hosts or {})
    if limit <= 0:
        return []
    relaxed_commit()
    token = f"{worker}:{next(_claim_numbers)}"[:64]
    until = now + timedelta(seconds=lease_seconds)
    left_out = set(saturated_webhooks or ())
    taken_by_others: set[int] = set()
    secrets: dict[int, str | None] = {}
    urls: dict[int, str] = {}
    unreadable: list[int] = []
    position: dict[int, int] = {}
    claimed: list[tuple] = []  # (delivery, attempts, webhook, event, seq, redelivery)
    for _ in range(2):
        room = limit - len(claimed)
        chosen: dict[int, str] = {}  # delivery -> host
        for pk, webhook_id, url, secret_encrypted in _candidates(
            now=now, left_out=left_out, passed=taken_by_others, per_host=per_host, limit=room
        ):
            host = target_host(url)
            if busy[host] >= per_host:
                continue  # stays due; taken once this host has room again
            if webhook_id not in secrets:
                secrets[webhook_id] = _decrypted(secret_encrypted)
            if secrets[webhook_id] is None:
                unreadable.append(pk)
                continue
            busy[host] += 1
            urls[webhook_id] = url
            chosen[pk] = host
            position[pk] = len(position)  # oldest due first
            if len(chosen) >= room:
                break
        if not chosen:
            break
        with connection.cursor() as cursor:
            cursor.execute(_LOCK_AND_CLAIM.format(table=Delivery._meta.db_table), {
                "token": token, "until": until, "ids": list(chosen),
                "pending": Delivery.PENDING, "now": now,
            })
            rows = cursor.fetchall()
        claimed += rows
        missed = set(chosen) - {row[0] for row in rows}
        if not missed or len(claimed) >= limit:
            break
        taken_by_others |= missed
        for pk in missed:
            busy[chosen[pk]] -= 1
    if unreadable:
        # Without its secret nothing can be signed; a later key configuration may read it.
        Delivery.objects.filter(pk__in=unreadable).update(
            last_error="secret_unreadable: the signing secret cannot be decrypted",
            next_attempt_at=now + timedelta(minutes=10),
        )
    events = Event.objects.only(*_EVENT_FIELDS).in_bulk([row[3] for row in claimed])
    jobs = []
    for pk, attempts, webhook_id, event_id, seq, redelivery in sorted(
        claimed, key=lambda row: position[row[0]]
    ):
        event, url = events[event_id], urls[webhook_id]
        jobs.append(DeliveryJob(
            delivery_id=pk, token=token, attempt=attempts + 1, webhook_id=webhook_id, url=url,
            host=target_host(url), secret=secrets[webhook_id] or "", event_id=event.public_id,
            body=encode_body(event.payload(seq=seq)), redelivery=redelivery,
        ))
    return jobs


def _candidates(
    *, now: datetime, left_out: set[int], passed: set[int], per_host: int, limit: int
) -> list[tuple[int, int, str, str]]:
    """The oldest due rows, but at most ``per_host`` of each webhook, so that one webhook's
    backlog does not fill the candidates while other receivers wait: (delivery, webhook,
    URL, encrypted secret). Not locked: the claim locks what it chooses."""
    due = (
        Delivery.objects.filter(
            status=Delivery.PENDING, next_attempt_at__lte=now, webhook__status=Webhook.ACTIVE
        )
        .filter(Q(locked_until__isnull=True) | Q(locked_until__lte=now))
        .exclude(webhook_id__in=left_out)
        .exclude(pk__in=passed)
    )
    return list(
        due.annotate(
            rank=Window(RowNumber(), partition_by=F("webhook_id"),
                        order_by=[F("next_attempt_at").asc(), F("id").asc()])
        )
        .filter(rank__lte=per_host)
        .order_by("next_attempt_at", "id")
        .values_list("id", "webhook_id", "webhook__url", "webhook__secret_encrypted")[: limit * 2]
    )
