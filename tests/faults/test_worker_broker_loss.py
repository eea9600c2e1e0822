"""The worker survives losing its broker: Redis killed and restarted while tasks run, the
same worker process goes on, and every job completes exactly once (README: an outage
delays work, it loses none)."""

from __future__ import annotations

import os
import signal
import time
from datetime import timedelta

import pytest
from celery import Celery
from django.utils import timezone

from billing.credits import reserve_credits
from jobs.models import Job, JobData
from jobs.services import BULK_ENDPOINT
from tests.factories import account_with_credits

from .processes import children, service_env, worker
from .redis_server import RedisServer

pytestmark = pytest.mark.django_db(transaction=True)

JOBS = 6
LINES = 4000


def _bulk_jobs(count: int) -> list[Job]:
    """Bulk jobs as the API accepts them (a hold each), created a minute ago so that the
    sweeper counts a lost broker message as lost."""
    account = account_with_credits(free=250, purchased=0)
    jobs = []
    for n in range(count):
        hold = reserve_credits(account=account, live=True, amount=0, endpoint=BULK_ENDPOINT,
                               for_job=True)
        job = Job.objects.create(account=account, type=Job.BULK_DOMAINS, hold=hold,
                                 input={"lines": LINES}, progress_total=LINES,
                                 created_at=timezone.now() - timedelta(minutes=1))
        JobData.objects.create(job=job, lines=[f"shop{n}-{i}.beispiel-handel.de"
                                               for i in range(LINES)])
        jobs.append(job)
    return jobs


def _wait(condition, seconds: float, what: str) -> None:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


@pytest.mark.parametrize("appendonly", [False, True], ids=["no-persistence", "appendonly"])
def test_the_worker_survives_redis_restarting_under_running_tasks(tmp_path, appendonly):
    redis_server = RedisServer(tmp_path, appendonly=appendonly).start()
    service = worker(service_env(redis_server.url), tmp_path / "worker.log").start()
    broker = Celery("fault-suite", broker=redis_server.url)
    try:
        jobs = _bulk_jobs(JOBS)
        for job in jobs:
            broker.send_task("jobs.tasks.run_job", args=[job.pk])
        _wait(lambda: Job.objects.filter(status=Job.RUNNING).exists(), 60, "a running job")
        redis_server.kill()
        time.sleep(1.5)
        assert service.alive()
        redis_server.start()
        # What beat's sweep does every 15 s (jobs whose message was lost go again).
        broker.send_task("jobs.tasks.sweep_jobs")
        _wait(lambda: Job.objects.filter(status=Job.SUCCEEDED).count() == JOBS, 90,
              "every job to complete")
        time.sleep(1)  # redelivered messages of finished jobs are no-ops, not crashes
        assert service.alive(), service.output()[-3000:]
        for job in Job.objects.all():
            assert job.hold.settled_at is not None and job.hold.charged == 0
            assert job.progress_done == LINES
        assert "starting another" not in service.output()  # the same Celery process went on
    finally:
        broker.close()
        service.stop()
        redis_server.stop()


def test_a_worker_that_dies_is_replaced_and_takes_the_next_job(tmp_path):
    redis_server = RedisServer(tmp_path).start()
    service = worker(service_env(redis_server.url), tmp_path / "worker.log").start()
    broker = Celery("fault-suite", broker=redis_server.url)
    try:
        _wait(lambda: "ready." in service.output(), 60, "the worker to start")
        celery_main = children(service.process.pid)
        assert len(celery_main) == 1
        os.kill(celery_main[0], signal.SIGKILL)  # as the kombu fault or an OOM kill ends it
        _wait(lambda: service.output().count("ready.") == 2, 60, "a new worker")
        assert service.alive()
        (job,) = _bulk_jobs(1)
        broker.send_task("jobs.tasks.run_job", args=[job.pk])
        _wait(lambda: Job.objects.filter(pk=job.pk, status=Job.SUCCEEDED).exists(), 60,
              "the job to complete")
    finally:
        broker.close()
        service.stop()
        redis_server.stop()
