"""The result document of a finished bulk job, streamed as NDJSON by job type: domains
(``jobs.bulk``) or matches (``jobs.bulk_match``), each without what was blocked since."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

from .bulk import bulk_result_document, domain_result_chunks
from .bulk_match import match_result_chunks
from .models import Job


def bulk_result_lines(job: Job, *, now: datetime | None = None) -> Iterator[bytes]:
    """The job's result as NDJSON byte chunks. Raises (before anything is streamed) what
    :func:`jobs.bulk.bulk_result_document` raises: 404 for other job types, 409 while it
    runs or when it failed, 410 after ``expires_at``."""
    lines = bulk_result_document(job, now=now)
    if job.type == Job.BULK_MATCH:
        return match_result_chunks(lines)
    return domain_result_chunks(lines)
