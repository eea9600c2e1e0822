"""kill -9 of the worker in the middle of jobs and of a web worker in the middle of a
burst: every job finishes once, nothing is charged twice, the ledger reconciles, and
usage equals charges (what the killed process had not yet answered is the only gap between
answers and charges)."""

from __future__ import annotations

import os
import signal
import threading
import time
from datetime import timedelta

import httpx
import pytest
from celery import Celery
from django.db.models import Sum
from django.utils import timezone

from billing.models import CreditHold, UsageDaily
from billing.reconcile import ledger_reconcile
from jobs.execution import jobs_due
from jobs.models import Job
from tests.factories import account_with_credits, make_company, make_key, settle_leases

from .processes import Web, children, service_env, web_workers, worker
from .test_worker_broker_loss import _bulk_jobs, _wait

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_worker_killed_mid_job_leaves_every_job_finished_once(plain_redis, tmp_path):
    own_redis = plain_redis
    service = worker(service_env(own_redis.url), tmp_path / "worker.log").start()
    broker = Celery("fault-suite", broker=own_redis.url)
    try:
        jobs = _bulk_jobs(4)
        for job in jobs:
            broker.send_task("jobs.tasks.run_job", args=[job.pk])
        _wait(lambda: Job.objects.filter(status=Job.RUNNING).exists(), 60, "a running job")
        (celery_main,) = children(service.process.pid)
        for pid in [celery_main, *children(celery_main)]:  # the whole Celery worker, -9
            os.kill(pid, signal.SIGKILL)
        _wait(lambda: service.output().count("ready.") == 2, 60, "the replacement worker")
        # LEASE (5 minutes) later: the dead worker's job leases ran out, and beat's sweep
        # queues those jobs again.
        Job.objects.filter(status=Job.RUNNING).update(
            locked_until=timezone.now() - timedelta(seconds=1))
        for job_id in jobs_due():
            broker.send_task("jobs.tasks.run_job", args=[job_id])
        _wait(lambda: Job.objects.filter(status=Job.SUCCEEDED).count() == len(jobs), 60,
              "every job")
    finally:
        broker.close()
        service.stop()
    for job in Job.objects.all():
        assert job.hold.settled_at is not None and job.hold.charged == 0
        assert job.attempts <= 2  # the killed attempt and the one that finished it
    assert ledger_reconcile().ok


def test_a_web_worker_killed_mid_burst_charges_nothing_twice(plain_redis, tmp_path):
    own_redis = plain_redis
    account = account_with_credits(free=250, purchased=100_000)
    _, plaintext = make_key(account, kind="live")
    company = make_company().public_id
    env = service_env(own_redis.url, RATE_LIMIT_PER_KEY="100000/60",
                      RATE_LIMIT_PER_IP="100000/60")
    web = Web(env, tmp_path / "web.log", workers=2).start()
    seen: list[tuple[float, int | None]] = []
    stop = threading.Event()

    def load() -> None:
        with httpx.Client(timeout=10) as client:
            while not stop.is_set():
                sent = time.monotonic()
                try:
                    status = client.get(f"{web.base_url}/v1/companies/{company}",
                                        headers={"Authorization": f"Bearer {plaintext}"}
                                        ).status_code
                except httpx.HTTPError:
                    status = None
                seen.append((sent, status))

    threads = [threading.Thread(target=load) for _ in range(3)]
    try:
        for thread in threads:
            thread.start()
        _wait(lambda: sum(1 for _, s in list(seen) if s == 200) >= 50, 60, "the burst")
        os.kill(web_workers(web.process.pid)[0], signal.SIGKILL)
        _wait(lambda: "starting another" in web.output(), 30, "a new web worker")
        time.sleep(2)
        stop.set()
        for thread in threads:
            thread.join(30)
    finally:
        stop.set()
        web.stop()
    settle_leases()
    assert ledger_reconcile().ok
    answered = sum(1 for _, s in seen if s == 200)
    charged = CreditHold.objects.filter(account=account).aggregate(c=Sum("charged"))["c"]
    used = UsageDaily.objects.filter(account=account).aggregate(c=Sum("credits"))["c"]
    unanswered = sum(1 for _, s in seen if s is None)
    # Nothing is charged that was not served, except calls cut off by the kill.
    assert answered <= charged <= answered + unanswered
    # Usage equals charges after the kill: the calls counted their usage in the credit
    # lease (Redis), not in the killed process, and the settlement wrote both at once.
    assert used == charged, (used, charged)
