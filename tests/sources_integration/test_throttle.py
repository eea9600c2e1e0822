"""The German portal's limit is one budget for every worker, account and restart."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from companies.models import RegisterRetrieval, UpstreamThrottle
from companies.registers import RegisterRef
from companies.throttle import Limit, throttle_take, throttle_used
from jobs.execution import jobs_due
from jobs.models import Job
from jobs.runners import job_execute
from jobs.services import register_retrieval_request
from tests.conftest import in_parallel
from tests.factories import AccountFactory

LEIPZIG = RegisterRef("DE", "Leipzig", "HRB 99999")
MUNICH = RegisterRef("DE", "München", "HRB 987654")
BERLIN = RegisterRef("DE", "Charlottenburg", "HRA 12345")


def test_two_workers_share_one_window_and_never_exceed_it(source_registry):
    limit = Limit(10, timedelta(hours=1))

    def worker(_: int) -> int:
        granted = 0
        for _ in range(10):
            if throttle_take(upstream="handelsregister", limit=limit) is None:
                granted += 1
        return granted

    granted = in_parallel(worker, 2, timeout=60)
    assert sum(granted) == 10
    assert throttle_used(upstream="handelsregister", limit=limit) == 10


def test_the_window_is_persistent_and_names_the_next_free_slot(source_registry):
    limit = Limit(3, timedelta(hours=1))
    start = timezone.now()
    for i in range(3):
        assert throttle_take(upstream="handelsregister", limit=limit,
                             now=start + timedelta(minutes=i)) is None
    connection.close()  # a restarted worker: a fresh connection, no process memory

    free_at = throttle_take(upstream="handelsregister", limit=limit,
                            now=start + timedelta(minutes=10))
    assert free_at is not None
    assert abs((free_at - (start + timedelta(hours=1))).total_seconds()) < 1
    assert len(UpstreamThrottle.objects.get(pk="handelsregister").sent) == 3
    # Once the oldest request has left the window, the next one fits.
    assert throttle_take(upstream="handelsregister", limit=limit,
                         now=start + timedelta(hours=1, seconds=1)) is None


@pytest.mark.django_db
def test_a_retrieval_that_does_not_fit_the_window_is_requeued_not_run(upstreams, settings):
    settings.HANDELSREGISTER_REQUESTS_PER_HOUR = 4  # one retrieval's worth
    account = AccountFactory()
    first = register_retrieval_request(account=account, ref=LEIPZIG)
    second = register_retrieval_request(account=account, ref=MUNICH)

    assert job_execute(job_id=first.pk).status == Job.SUCCEEDED
    sent = len(upstreams["portal"].requests)
    second = job_execute(job_id=second.pk)

    assert second.status == Job.QUEUED and second.attempts == 0
    assert second.locked_until > timezone.now() + timedelta(minutes=59)
    assert len(upstreams["portal"].requests) == sent  # the portal was not asked
    assert second.pk not in list(jobs_due())  # the sweeper leaves it until its slot
    assert job_execute(job_id=second.pk) is None  # nor can a worker claim it early
    assert second.pk in list(jobs_due(now=second.locked_until + timedelta(seconds=1)))


@pytest.mark.django_db
def test_the_portals_own_limit_blocks_every_retrieval_until_it_frees(upstreams):
    upstreams["portal"].limit = 2  # the portal counts requests we did not make (a restart)
    account = AccountFactory()
    first = job_execute(job_id=register_retrieval_request(account=account, ref=LEIPZIG).pk)

    assert first.status == Job.QUEUED
    blocked = UpstreamThrottle.objects.get(pk="handelsregister").blocked_until
    assert blocked > timezone.now() + timedelta(minutes=59)
    assert RegisterRetrieval.objects.get(key=LEIPZIG.key).not_before == first.locked_until
    sent = len(upstreams["portal"].requests)

    other = job_execute(job_id=register_retrieval_request(account=account, ref=BERLIN).pk)
    assert other.status == Job.QUEUED and other.locked_until >= blocked
    assert len(upstreams["portal"].requests) == sent


def test_concurrent_jobs_for_one_entry_make_one_upstream_retrieval(upstreams, settings,
                                                                    eager_tasks,
                                                                    source_registry):
    settings.REGISTER_RETRIEVAL_POLL_SECONDS = 0.2
    upstreams["portal"].delay = 0.3  # the leader is still retrieving while the others run
    accounts = [AccountFactory() for _ in range(5)]
    jobs = [Job.objects.create(account=a, type=Job.REGISTER_RETRIEVAL, input=LEIPZIG.as_dict(),
                               progress_total=1, dedupe_key=f"register:{LEIPZIG.key}")
            for a in accounts]

    def worker(i: int) -> str:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            job_execute(job_id=jobs[i].pk)
            job = Job.objects.get(pk=jobs[i].pk)
            if job.status in (Job.SUCCEEDED, Job.FAILED):
                return job.status
            time.sleep(0.05)
        return "timeout"

    assert in_parallel(worker, 5, timeout=60) == [Job.SUCCEEDED] * 5
    assert upstreams["portal"].retrievals() == 1
    assert throttle_used(upstream="handelsregister", limit=Limit(60, timedelta(hours=1))) == 4


@pytest.mark.django_db
def test_a_job_throttled_for_a_day_fails_with_rate_limited(upstreams, settings):
    settings.HANDELSREGISTER_REQUESTS_PER_HOUR = 4
    throttle_take(upstream="handelsregister", limit=Limit(4, timedelta(hours=1)), count=4)
    job = register_retrieval_request(account=AccountFactory(), ref=MUNICH)
    Job.objects.filter(pk=job.pk).update(created_at=timezone.now() - timedelta(hours=25))

    job = job_execute(job_id=job.pk)

    assert (job.status, job.error_code) == (Job.FAILED, "rate_limited")
    assert not upstreams["portal"].requests
