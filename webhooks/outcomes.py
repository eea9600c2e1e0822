"""What happens after an exchange: log it, then succeed, retry later, or fail for good.

SPEC "Delivery attempt" and CONTRACT §4:
- every exchange is logged as a :class:`~webhooks.models.DeliveryAttempt`;
- a failed delivery is retried up to 8 times, after 30 s, 2 min, 10 min, 30 min, 1 h, 3 h,
  6 h and 12 h (each ±20 % jitter; a ``Retry-After`` of a 429/503 may lengthen the wait up
  to 12 h), then it is finally failed;
- 20 final failures of a webhook in a row disable it (the owner gets an e-mail); any
  success resets the count. Counts change only under a lock of the webhook's row.
- a redelivery the owner asked for (POST …/retry) is one attempt: when it fails the
  delivery is failed again at once, and that failure does not count towards disabling.
"""

from __future__ import annotations

import logging
import random
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.db.models import F

from .claims import DeliveryJob, relaxed_commit
from .models import Delivery, DeliveryAttempt, Webhook

log = logging.getLogger(__name__)

#: Waits before retry 1..8 (seconds).
RETRY_SCHEDULE: tuple[int, ...] = (30, 120, 600, 1_800, 3_600, 10_800, 21_600, 43_200)
MAX_RETRIES = len(RETRY_SCHEDULE)
#: Final failures in a row after which a webhook is disabled.
DISABLE_AFTER = 20
MAX_RETRY_AFTER = RETRY_SCHEDULE[-1]


@dataclass(frozen=True)
class ExchangeResult:
    job: DeliveryJob
    started_at: datetime
    finished_at: datetime
    latency_ms: int
    status_code: int | None
    succeeded: bool
    error: str
    retry_after: float | None = None
    error_kind: str = ""  # DeliveryAttempt.ERROR_KINDS, "" on success
    response_excerpt: str = ""


@dataclass
class RunReport:
    fanned_out: int = 0
    claimed: int = 0
    succeeded: int = 0
    retrying: int = 0
    failed: int = 0
    disabled: list[int] = field(default_factory=list)  # webhook pks disabled in this run


def retry_delay(
    *, retries_done: int, jitter: float = 0.2, retry_after: float | None = None,
    rng: random.Random | None = None,
) -> timedelta:
    """The wait before retry number ``retries_done + 1`` (0-based index into the schedule)."""
    base = RETRY_SCHEDULE[retries_done]
    seconds = base * (1 + (rng or random).uniform(-jitter, jitter)) if jitter else float(base)
    if retry_after is not None:
        seconds = max(seconds, min(retry_after, MAX_RETRY_AFTER))
    return timedelta(seconds=seconds)


@transaction.atomic
def deliveries_record(
    *, results: list[ExchangeResult], now: datetime, jitter: float = 0.2,
    report: RunReport | None = None,
) -> RunReport:
    """Logs the exchanges and moves each delivery on; ``results`` in order of completion.

    A batch costs a fixed handful of statements, whatever its size: one read of the rows'
    state, one INSERT of the exchange log, one UPDATE per answered status for successes, one
    for the retries and final failures, and the webhooks' failure counts (see
    :func:`webhooks_count_outcomes`)."""
    report = report or RunReport()
    relaxed_commit()
    state = {
        pk: (status, claimed_by)
        for pk, status, claimed_by in Delivery.objects.filter(
            pk__in=[r.job.delivery_id for r in results]
        ).values_list("pk", "status", "claimed_by")
    }
    # A webhook deleted while its delivery was in flight took the delivery with it:
    # nothing is left to log or move on for that exchange.
    results = [r for r in results if r.job.delivery_id in state]
    # Only results whose delivery is still pending under this claim move it on; a lease that
    # ran out and was claimed again by another worker makes ours only a logged exchange.
    moving = [r for r in results if state[r.job.delivery_id] == (Delivery.PENDING, r.job.token)]
    succeeded_by_status: dict[int | None, list[ExchangeResult]] = defaultdict(list)
    changed: list[Delivery] = []
    retry_at: dict[int, datetime] = {}  # delivery -> when it is tried again
    # Per webhook, in completion order: True = success, False = final failure.
    streaks: dict[int, list[bool]] = defaultdict(list)
    for r in moving:
        if r.succeeded:
            succeeded_by_status[r.status_code].append(r)
            streaks[r.job.webhook_id].append(True)
            continue
        retries_done = r.job.attempt - 1
        delivery = Delivery(
            pk=r.job.delivery_id, attempts=r.job.attempt, last_status_code=r.status_code,
            last_error=r.error, locked_until=None, claimed_by="", redelivery=False,
        )
        if retries_done < MAX_RETRIES and not r.job.redelivery:
            delivery.status = Delivery.PENDING
            delivery.next_attempt_at = retry_at[r.job.delivery_id] = r.finished_at + retry_delay(
                retries_done=retries_done, jitter=jitter, retry_after=r.retry_after
            )
            delivery.completed_at = None
            report.retrying += 1
        else:
            delivery.status = Delivery.FAILED
            delivery.next_attempt_at = r.finished_at
            delivery.completed_at = r.finished_at
            if not r.job.redelivery:
                streaks[r.job.webhook_id].append(False)
            report.failed += 1
        changed.append(delivery)
    DeliveryAttempt.objects.bulk_create(
        DeliveryAttempt(
            delivery_id=r.job.delivery_id, webhook_id=r.job.webhook_id, number=r.job.attempt,
            started_at=r.started_at, finished_at=r.finished_at, latency_ms=r.latency_ms,
            succeeded=r.succeeded, status_code=r.status_code, error=r.error,
            error_kind=r.error_kind, response_excerpt=r.response_excerpt,
            next_attempt_at=retry_at.get(r.job.delivery_id),
        )
        for r in results
    )
    for status_code, done in succeeded_by_status.items():
        report.succeeded += Delivery.objects.filter(
            pk__in=[r.job.delivery_id for r in done], status=Delivery.PENDING,
            claimed_by__in={r.job.token for r in done},
        ).update(
            status=Delivery.SUCCEEDED, attempts=F("attempts") + 1, last_status_code=status_code,
            last_error="", locked_until=None, claimed_by="", completed_at=now, redelivery=False,
        )
    if changed:
        Delivery.objects.bulk_update(
            changed,
            ["status", "attempts", "next_attempt_at", "last_status_code", "last_error",
             "locked_until", "claimed_by", "completed_at", "redelivery"],
            batch_size=500,
        )
    report.disabled += webhooks_count_outcomes(streaks=streaks, now=now)
    return report


@transaction.atomic(savepoint=False)
def webhooks_count_outcomes(*, streaks: dict[int, list[bool]], now: datetime) -> list[int]:
    """Applies each webhook's run of outcomes (True success, False final failure, in order)
    to its count of final failures in a row: a success resets it, then each final failure
    adds one. Disables the active webhooks whose count reaches :data:`DISABLE_AFTER`;
    returns their pks.

    The webhook rows are locked in pk order first (FOR NO KEY UPDATE: fan-out may still
    insert deliveries for them), so concurrent workers recording outcomes of the same
    webhooks neither lose a count nor deadlock; a count is written only when it changes.
    """
    if not streaks:
        return []
    current = {
        pk: (count, status)
        for pk, count, status in Webhook.objects.select_for_update(no_key=True)
        .filter(pk__in=streaks).order_by("pk").values_list("pk", "consecutive_failures", "status")
    }
    new_counts: dict[int, list[int]] = defaultdict(list)  # new count -> webhooks
    to_disable: list[int] = []
    for webhook_id, outcomes in streaks.items():
        if webhook_id not in current:
            continue  # deleted meanwhile
        count, status = current[webhook_id]
        if True in outcomes:
            count = outcomes[::-1].index(True)  # final failures after the last success
        else:
            count += len(outcomes)
        if count != current[webhook_id][0]:
            new_counts[count].append(webhook_id)
        if False in outcomes and count >= DISABLE_AFTER and status == Webhook.ACTIVE:
            to_disable.append(webhook_id)
    for count, ids in new_counts.items():
        Webhook.objects.filter(pk__in=ids).update(consecutive_failures=count)
    if not to_disable:
        return []
    Webhook.objects.filter(pk__in=to_disable).update(status=Webhook.DISABLED, disabled_at=now)
    Delivery.objects.filter(webhook_id__in=to_disable, status=Delivery.PENDING).update(
        status=Delivery.FAILED, last_error="webhook_disabled: the webhook was disabled",
        locked_until=None, claimed_by="", completed_at=now,
    )
    for webhook_id in to_disable:
        transaction.on_commit(lambda webhook_id=webhook_id: webhook_tell_disabled(webhook_id=webhook_id))
    return sorted(to_disable)


def webhook_tell_disabled(*, webhook_id: int) -> None:
    """E-mails the owner that the webhook was disabled (after the change is committed)."""
    webhook = Webhook.objects.select_related("account").filter(pk=webhook_id).first()
    if webhook is None or webhook.status != Webhook.DISABLED:
        return
    body = (
        f"Your webhook {webhook.public_id} ({webhook.url}) was disabled after "
        f"{DISABLE_AFTER} deliveries in a row failed finally (each was retried "
        f"{MAX_RETRIES} times without a 2xx answer within 10 seconds).\n\n"
        "It receives no events while disabled. Check the receiver (the delivery log in the "
        "portal or GET /v1/webhooks/{id}/deliveries shows what it answered), then enable the "
        f"webhook again in the portal or with POST /v1/webhooks/{webhook.public_id}/enable."
        f"\n\n{settings.SITE_URL}\n"
    )
    try:
        send_mail(
            subject=f"Webhook {webhook.public_id} disabled",
            message=body,
            from_email=None,
            recipient_list=[webhook.account.email],
        )
    except Exception:  # the webhook stays disabled; the mail is a courtesy
        log.exception("could not e-mail about a disabled webhook", extra={"webhook": webhook_id})
