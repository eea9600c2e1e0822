"""Celery tasks: pk-only arguments, the database decides what runs."""

from __future__ import annotations

from celery import shared_task

from .execution import jobs_due
from .runners import job_execute


@shared_task(acks_late=True, ignore_result=True)
def run_job(job_id: int) -> None:
    job_execute(job_id=job_id)


@shared_task(ignore_result=True)
def sweep_jobs() -> int:
    """Re-queues jobs whose broker message was lost or whose worker died."""
    due = list(jobs_due()[:500])
    for job_id in due:
        run_job.delay(job_id)
    return len(due)


@shared_task(ignore_result=True)
def purge_expired_results() -> int:
    """Deletes bulk results past their 7 days and idempotency keys past their 24 hours."""
    from .bulk import bulk_results_purge
    from .idempotency import idempotency_purge

    return bulk_results_purge() + idempotency_purge()
