"""A job's life, exactly once in effect: claimed with a lease, then settled (credits and
state in one transaction) once its runner (``jobs/runners.py``) returned or raised. A
worker that dies mid-job leaves a lease that expires; the sweeper queues the job again and
the next claim runs it. Settlement goes through ``billing.credits.settle_hold``, which
charges a hold at most once."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from billing.credits import release_hold, settle_hold

from .models import Job

log = logging.getLogger(__name__)

LEASE = timedelta(minutes=5)
MAX_ATTEMPTS = 3


@dataclass
class JobDone:
    """A runner's result: credits to charge (at most the hold)."""

    credits: int = 0


class JobRetryLater(Exception):
    """A runner cannot proceed yet (an upstream throttle, another job doing the same work):
    the job goes back to the queue, not claimable before ``at``, without using up an
    attempt. No worker blocks while it waits; the sweeper picks it up once ``at`` passed."""

    def __init__(self, at: datetime, reason: str = "") -> None:
        super().__init__(reason or f"retry at {at.isoformat()}")
        self.at = at
        self.reason = reason


class JobFailed(Exception):
    """A runner's clean failure: the job fails, all credits are returned."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def job_claim(*, job_id: int, now: datetime | None = None, lease: timedelta = LEASE) -> Job | None:
    """Takes a queued job (unless deferred until a later ``locked_until``), or a running one
    whose lease expired, for this worker."""
    now = now or timezone.now()
    claimable = Q(status=Job.QUEUED, locked_until__isnull=True) | Q(
        status=Job.QUEUED, locked_until__lte=now
    ) | Q(status=Job.RUNNING, locked_until__lt=now)
    taken = Job.objects.filter(claimable, pk=job_id).update(
        status=Job.RUNNING,
        locked_until=now + lease,
        attempts=F("attempts") + 1,
    )
    if not taken:
        return None
    Job.objects.filter(pk=job_id, started_at__isnull=True).update(started_at=now)
    return Job.objects.get(pk=job_id)


def job_complete(*, job: Job, credits: int) -> None:
    with transaction.atomic():
        locked = Job.objects.select_for_update().get(pk=job.pk)
        if locked.status in (Job.SUCCEEDED, Job.FAILED):
            return
        charged = 0
        if locked.hold_id:
            charged = settle_hold(hold_id=locked.hold_id, charge=credits) or 0
        if charged:
            from billing.usage_counts import record_usage

            record_usage(
                account_id=locked.account_id, key_id=locked.key_id,
                endpoint=locked.hold.endpoint, credits=charged, calls=0,
            )
        locked.status = Job.SUCCEEDED
        locked.credits_charged = charged
        locked.completed_at = timezone.now()
        locked.locked_until = None
        locked.progress_done = max(locked.progress_done, locked.progress_total)
        locked.save()
    job.refresh_from_db()


def job_fail(*, job: Job, code: str, message: str) -> None:
    with transaction.atomic():
        locked = Job.objects.select_for_update().get(pk=job.pk)
        if locked.status in (Job.SUCCEEDED, Job.FAILED):
            return
        if locked.hold_id:
            release_hold(hold_id=locked.hold_id)
        locked.status = Job.FAILED
        locked.error_code = code
        locked.error_message = message[:2000]
        locked.completed_at = timezone.now()
        locked.locked_until = None
        locked.save()
    job.refresh_from_db()


def job_defer(*, job: Job, until: datetime) -> None:
    """Back to the queue, claimable from ``until``; the attempt does not count."""
    Job.objects.filter(pk=job.pk, status=Job.RUNNING).update(
        status=Job.QUEUED, locked_until=until, attempts=F("attempts") - 1
    )


def jobs_due(*, now: datetime | None = None, stale_after: timedelta = timedelta(seconds=30)):
    """Jobs a worker should (re)run: queued for a while (a lost broker message), deferred
    jobs whose time has come, or running with an expired lease (a dead worker)."""
    now = now or timezone.now()
    return Job.objects.filter(
        Q(status=Job.QUEUED, locked_until__isnull=True, created_at__lt=now - stale_after)
        | Q(status=Job.QUEUED, locked_until__lte=now)
        | Q(status=Job.RUNNING, locked_until__lt=now)
    ).values_list("pk", flat=True)
