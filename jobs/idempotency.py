"""``Idempotency-Key`` for the job-creating POSTs (bulk lookup, domain refresh).

A key is remembered per account for 24 hours together with a fingerprint of the request
(method, path, body). Repeating the request with the same key within that time answers
the original acceptance again (same status, same body, header ``Idempotent-Replayed:
true``) and creates nothing; the same key with another request is 409
``idempotency_conflict``. A key is claimed before the work starts, so two concurrent
requests with one key cannot both create a job (the second gets 409 while the first is in
flight). A request that does not end in an acceptance (400, 402, 429, ...) forgets its key,
so the client may retry with it.
"""

from __future__ import annotations

import hashlib
import re
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import Account
from config.errors import ApiError, InvalidRequest

from .models import IdempotencyRecord, Job

HEADER = "Idempotency-Key"
TTL = timedelta(hours=24)
# An in-flight claim older than this belongs to a request that died; it may be taken over.
IN_FLIGHT_TIMEOUT = timedelta(seconds=120)
_KEY = re.compile(r"^[\x21-\x7e]{1,255}$")


class IdempotencyConflict(ApiError):
    status, code = 409, "idempotency_conflict"


def request_fingerprint(*, method: str, path: str, body: bytes) -> str:
    digest = hashlib.sha256()
    digest.update(f"{method.upper()} {path}\n".encode())
    digest.update(body)
    return digest.hexdigest()


def idempotency_claim(
    *, account: Account, key: str, fingerprint: str, now: datetime | None = None
) -> tuple[IdempotencyRecord, bool]:
    """Claims ``key`` for this request. Returns ``(record, replay)``: ``replay`` is True
    when the same request was accepted before (answer with ``record.status`` and
    ``record.body``). Raises :class:`InvalidRequest` for a malformed key and
    :class:`IdempotencyConflict` for another request or one still in flight."""
    if not _KEY.match(key):
        raise InvalidRequest(
            f"{HEADER} must be 1 to 255 visible ASCII characters (e.g. a UUID)."
        )
    now = now or timezone.now()
    with transaction.atomic():
        IdempotencyRecord.objects.filter(
            account=account, key=key, created_at__lte=now - TTL
        ).delete()
        record, created = IdempotencyRecord.objects.select_for_update().get_or_create(
            account=account, key=key, defaults={"fingerprint": fingerprint, "created_at": now}
        )
        if created:
            return record, False
        if record.fingerprint != fingerprint:
            raise IdempotencyConflict(
                f"This {HEADER} was already used for a different request within the last "
                "24 hours; use a new key for a new request."
            )
        if record.status is not None:
            return record, True
        if record.created_at > now - IN_FLIGHT_TIMEOUT:
            raise IdempotencyConflict(
                f"A request with this {HEADER} is still being processed; retry shortly."
            )
        record.created_at = now  # the first attempt died: this one takes over
        record.save(update_fields=["created_at"])
        return record, False


def idempotency_store(
    *, record: IdempotencyRecord, status: int, body: Any, headers: dict[str, str], job: Job | None
) -> None:
    """Remembers the acceptance to replay."""
    record.status, record.body, record.headers, record.job = status, body, headers, job
    record.save(update_fields=["status", "body", "headers", "job"])


def idempotency_forget(*, record: IdempotencyRecord) -> None:
    """The request was not accepted: the key is free again."""
    IdempotencyRecord.objects.filter(pk=record.pk, status__isnull=True).delete()


def idempotency_purge(*, now: datetime | None = None) -> int:
    now = now or timezone.now()
    deleted, _ = IdempotencyRecord.objects.filter(created_at__lte=now - TTL).delete()
    return deleted
