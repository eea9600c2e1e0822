"""Job runners by type, in one explicit table, and :func:`job_execute`, which runs one job.

Each runner takes a claimed job and returns :class:`~jobs.execution.JobDone` or raises
:class:`~jobs.execution.JobFailed` / :class:`~jobs.execution.JobRetryLater`; it must be safe
to run again after a crash. A job type missing here fails its jobs as ``unsupported``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from .bulk import run_bulk_domains
from .bulk_match import run_bulk_match
from .execution import (
    MAX_ATTEMPTS,
    JobDone,
    JobFailed,
    JobRetryLater,
    job_claim,
    job_complete,
    job_defer,
    job_fail,
)
from .models import Job
from .refresh import run_domain_refresh
from .retrieval import run_register_retrieval

log = logging.getLogger(__name__)

RUNNERS: dict[str, Callable[[Job], JobDone]] = {
    Job.DOMAIN_REFRESH: run_domain_refresh,
    Job.BULK_DOMAINS: run_bulk_domains,
    Job.REGISTER_RETRIEVAL: run_register_retrieval,
    Job.BULK_MATCH: run_bulk_match,
}


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
