"""Every job type has its runner in the one table of ``jobs/runners.py``."""

from __future__ import annotations

from jobs.models import Job
from jobs.runners import RUNNERS


def test_every_job_type_has_exactly_one_runner():
    assert set(RUNNERS) == {job_type for job_type, _ in Job.TYPES}
