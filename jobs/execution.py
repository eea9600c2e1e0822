"""Running a job exactly once in effect: claim with a lease, run its runner, then settle
its credits and state in one transaction. A worker that dies mid-job leaves a lease that
expires; the sweeper queues the job again and the next claim runs it. Settlement goes
through ``billing.credits.settle_hold``, which charges a hold at most once."""

from __future__ import annotations

import logging
from collections.abc import Callable
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


RUNNERS: dict[str, Callable[[Job], JobDone]] = {}


def runner(job_type: str) -> Callable[[Callable[[Job], JobDone]], Callable[[Job], JobDone]]:
    def register(function: Callable[[Job], JobDone]) -> Callable[[Job], JobDone]:
        RUNNERS[job_type] = function
        return function

    return register


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


def job_execute(*, job_id: int) -> Job | None:
    """Claims and runs one job; safe to call twice or concurrently."""
    job = job_claim(job_id=job_id)
    if job is None:
        return None
    run = RUNNERS.get(job.type)
    if run is None:
        job_fail(job=job, code="unsupported", message=f"No runner for {job.type} jobs.")
        return job
    try:
        done = run(job)
    except JobRetryLater as later:
        job_defer(job=job, until=later.at)
    except JobFailed as failure:
        job_fail(job=job, code=failure.code, message=failure.message)
    except Exception:
        log.exception("job crashed", extra={"job": job.public_id, "attempt": job.attempts})
        if job.attempts >= MAX_ATTEMPTS:
            job_fail(job=job, code="internal_error", message="The job failed repeatedly.")
        else:  # give it back; the sweeper or a retry picks it up again
            Job.objects.filter(pk=job.pk, status=Job.RUNNING).update(
                status=Job.QUEUED, locked_until=None
            )
    else:
        job_complete(job=job, credits=done.credits)
    job.refresh_from_db()
    return job


def jobs_due(*, now: datetime | None = None, stale_after: timedelta = timedelta(seconds=30)):
    """Jobs a worker should (re)run: queued for a while (a lost broker message), deferred
    jobs whose time has come, or running with an expired lease (a dead worker)."""
    now = now or timezone.now()
    return Job.objects.filter(
        Q(status=Job.QUEUED, locked_until__isnull=True, created_at__lt=now - stale_after)
        | Q(status=Job.QUEUED, locked_until__lte=now)
        | Q(status=Job.RUNNING, locked_until__lt=now)
    ).values_list("pk", flat=True)
