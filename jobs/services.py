"""Creating and finishing jobs. Runners live in ``jobs/runners.py``; the Celery task and
the sweeper in ``jobs/tasks.py``."""

from __future__ import annotations

from django.db import transaction

from accounts.models import Account
from companies.registers import RegisterRef

from .models import Job


def job_enqueue(job: Job) -> None:
    """Wakes a worker once the job row is committed (the sweeper is the safety net)."""
    from .tasks import run_job

    transaction.on_commit(lambda: run_job.delay(job.pk))


def register_retrieval_request(*, account: Account, ref: RegisterRef) -> Job:
    """A throttled register retrieval for an unknown entry (free: the 202 costs nothing).
    Requests for the same entry are coalesced by ``dedupe_key`` in the runner."""
    job = Job.objects.create(
        account=account,
        type=Job.REGISTER_RETRIEVAL,
        input=ref.as_dict(),
        progress_total=1,
        dedupe_key=f"register:{ref.key}",
    )
    job_enqueue(job)
    return job
