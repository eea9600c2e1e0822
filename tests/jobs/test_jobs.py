"""Job state, visibility, the refresh allowance, domain rules, idempotent retries and
workers that die mid-job (#5, #7)."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from accounts.models import ApiKey
from billing.credits import reserve_credits
from billing.models import CreditHold, LedgerEntry, UsageDaily
from companies.models import Domain
from jobs.execution import LEASE, job_claim, jobs_due
from jobs.models import IdempotencyRecord, Job, JobData
from jobs.runners import job_execute
from jobs.services import domain_refresh_request
from tests.conftest import ApiClient, in_parallel
from tests.factories import make_key

from .conftest import link, ndjson, post_bulk, post_refresh, run, spendable


# -- GET /v1/jobs/{id} -------------------------------------------------------------------
def test_job_state_is_free_and_recorded_with_zero_credits(api, account):
    job_id = post_refresh(api, "muster-software.de").json()["job"]["id"]
    before = spendable(account)
    response = api.get(f"/v1/jobs/{job_id}")
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"id", "type", "status", "created_at", "started_at", "completed_at",
                         "progress", "credits_charged", "error", "result_url", "expires_at"}
    assert body["id"] == job_id and body["status"] == "queued" and body["error"] is None
    assert body["created_at"].endswith("Z") and body["started_at"] is None
    assert response["X-Credits-Remaining"] == str(before) and spendable(account) == before
    usage = UsageDaily.objects.get(account=account, endpoint="GET /v1/jobs/{id}")
    assert (usage.calls, usage.credits) == (1, 0)


def test_job_needs_a_key_and_is_invisible_to_other_accounts(api, anon):
    job_id = post_refresh(api, "muster-software.de").json()["job"]["id"]
    assert anon.get(f"/v1/jobs/{job_id}").status_code == 401
    _, other_key = make_key()
    response = ApiClient(other_key).get(f"/v1/jobs/{job_id}")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
    assert api.get("/v1/jobs/job_doesnotexist").status_code == 404


def test_succeeded_bulk_job_shows_result_url_and_progress(api):
    job_id = post_bulk(api, ndjson("a.de", "b.de")).json()["job"]["id"]
    run(job_id)
    body = api.get(f"/v1/jobs/{job_id}").json()
    assert body["status"] == "succeeded" and body["progress"] == {"done": 2, "total": 2}
    assert body["result_url"] == f"/v1/jobs/{job_id}/result"
    assert body["started_at"] and body["completed_at"]


# -- domain rules ------------------------------------------------------------------------------
@pytest.mark.parametrize("domain", [
    "192.168.1.1", "127.0.0.1", "2130706433", "0x7f.1", "[::1]", "localhost", "printer.local",
    "foo.internal", "example", "nosuffix", "server.lan", "a..de", "under_score.de",
    "www.example.test", "foo.invalid",
])
def test_refresh_refuses_what_is_not_a_public_domain(api, account, domain):
    before = spendable(account)
    response = post_refresh(api, domain)
    assert response.status_code == 400, domain
    assert response.json()["error"]["code"] == "invalid_request"
    assert not Job.objects.exists() and spendable(account) == before


# -- refresh allowance ----------------------------------------------------------------------
def test_one_refresh_per_domain_in_24_hours_across_accounts(api, account):
    assert post_refresh(api, "muster-software.de").status_code == 202
    _, other_key = make_key()
    other = ApiClient(other_key)
    response = other.post("/v1/domains/WWW.muster-software.de/refresh")
    assert response.status_code == 202  # www. is another name
    response = other.post("/v1/domains/MUSTER-software.de./refresh")
    assert response.status_code == 429
    error = response.json()["error"]
    assert error["code"] == "refresh_limit"
    assert 86_000 < error["retry_after"] <= 86_400
    assert response["Retry-After"] == str(error["retry_after"])
    # a day later the domain may be refreshed again
    Job.objects.update(created_at=timezone.now() - timedelta(hours=24, seconds=1))
    assert other.post("/v1/domains/muster-software.de/refresh").status_code == 202


def test_fifty_refreshes_per_account_in_24_hours_failed_ones_included(api, account):
    from tests.factories import give_purchased

    give_purchased(account, 1000)
    first = timezone.now() - timedelta(hours=23)
    for i in range(50):
        response = post_refresh(api, f"firma{i}.de")
        assert response.status_code == 202
    Job.objects.filter(dedupe_key="refresh:firma0.de").update(created_at=first)
    Job.objects.filter(dedupe_key="refresh:firma1.de").update(
        status=Job.FAILED, error_code="no_imprint")
    before = spendable(account)
    response = post_refresh(api, "firma50.de")
    assert response.status_code == 429
    assert response.json()["error"]["code"] == "refresh_limit"
    assert 3500 < int(response["Retry-After"]) <= 3600  # when the oldest leaves the window
    assert spendable(account) == before  # nothing held for the refused call
    _, other_key = make_key()
    assert ApiClient(other_key).post("/v1/domains/firma50.de/refresh").status_code == 202


def test_refresh_with_too_few_credits_is_402_and_not_counted(db):
    account, key = make_key(kind="test")
    reserve_credits(account=account, live=False, amount=246, endpoint="test")
    client = ApiClient(key)
    response = client.post("/v1/domains/muster-software.de/refresh")
    assert response.status_code == 402
    assert response.json()["error"] == {
        "code": "insufficient_credits", "message": response.json()["error"]["message"],
        "remaining": 4,
    }
    assert not Job.objects.exists()


def test_refresh_of_a_blocked_domain_is_404(api):
    Domain.objects.create(name="gesperrt.de", blocked_at=timezone.now())
    assert post_refresh(api, "gesperrt.de").status_code == 404


# -- the service MCP lookup_domain uses ----------------------------------------------------------
def test_refresh_service_reserves_its_own_hold_when_none_is_given(api, account):
    key = ApiKey.objects.get(account=account)
    before = spendable(account)
    job = domain_refresh_request(key=key, raw_domain="Muster-Software.de",
                                 endpoint="mcp:lookup_domain")
    assert job.hold.amount == 5 and job.hold.for_job and job.hold.endpoint == "mcp:lookup_domain"
    assert spendable(account) == before - 5
    from jobs.execution import job_complete

    job_complete(job=job, credits=5)
    usage = UsageDaily.objects.get(account=account, endpoint="mcp:lookup_domain")
    assert usage.credits == 5
    with pytest.raises(Exception) as refused:
        domain_refresh_request(key=key, raw_domain="muster-software.de")
    assert refused.value.code == "refresh_limit"


# -- Idempotency-Key ---------------------------------------------------------------------------
def test_repeated_bulk_request_with_the_same_key_returns_the_original_job(api, account):
    body = ndjson("a.de", "b.de")
    first = post_bulk(api, body, HTTP_IDEMPOTENCY_KEY="7c0e6a35-0b7b-4f3e-9a65-1d2f0d7c1b11")
    held = spendable(account)
    second = post_bulk(api, body, HTTP_IDEMPOTENCY_KEY="7c0e6a35-0b7b-4f3e-9a65-1d2f0d7c1b11")
    assert first.status_code == second.status_code == 202
    assert second.json() == first.json()
    assert second["Location"] == first["Location"]
    assert second["Idempotent-Replayed"] == "true"
    assert Job.objects.count() == 1 and spendable(account) == held
    conflict = post_bulk(api, ndjson("c.de"), HTTP_IDEMPOTENCY_KEY="7c0e6a35-0b7b-4f3e-9a65-1d2f0d7c1b11")
    assert conflict.status_code == 409
    assert conflict.json()["error"]["code"] == "idempotency_conflict"
    # a key belongs to its account
    _, other_key = make_key()
    other = post_bulk(ApiClient(other_key), body,
                      HTTP_IDEMPOTENCY_KEY="7c0e6a35-0b7b-4f3e-9a65-1d2f0d7c1b11")
    assert other.status_code == 202 and other.json()["job"]["id"] != first.json()["job"]["id"]


def test_repeated_refresh_with_the_same_key_returns_the_original_job(api, account):
    first = post_refresh(api, "muster-software.de", HTTP_IDEMPOTENCY_KEY="refresh-1")
    second = post_refresh(api, "muster-software.de", HTTP_IDEMPOTENCY_KEY="refresh-1")
    assert first.status_code == second.status_code == 202  # not 429: nothing new is started
    assert second.json() == first.json()
    other_domain = post_refresh(api, "zweite-firma.de", HTTP_IDEMPOTENCY_KEY="refresh-1")
    assert other_domain.status_code == 409
    assert Job.objects.count() == 1


def test_key_of_a_refused_request_can_be_used_again(api, account):
    assert post_bulk(api, b"no json", HTTP_IDEMPOTENCY_KEY="k1").status_code == 400
    assert post_bulk(api, ndjson("a.de"), HTTP_IDEMPOTENCY_KEY="k1").status_code == 202


def test_idempotency_key_expires_after_24_hours(api):
    first = post_bulk(api, ndjson("a.de"), HTTP_IDEMPOTENCY_KEY="daily")
    IdempotencyRecord.objects.update(created_at=timezone.now() - timedelta(hours=24, seconds=1))
    second = post_bulk(api, ndjson("a.de"), HTTP_IDEMPOTENCY_KEY="daily")
    assert second.status_code == 202
    assert second.json()["job"]["id"] != first.json()["job"]["id"]


def test_malformed_idempotency_key_is_400(api):
    response = post_bulk(api, ndjson("a.de"), HTTP_IDEMPOTENCY_KEY="x" * 256)
    assert response.status_code == 400 and not Job.objects.exists()


# -- workers that die, run twice or run concurrently ------------------------------------------
def _bulk_job(account, company, lines: int = 3) -> Job:
    for i in range(lines):
        link(f"firma{i}.de", company)
    hold = reserve_credits(account=account, live=True, amount=lines, endpoint="POST /v1/bulk/domains",
                           for_job=True)
    job = Job.objects.create(account=account, type=Job.BULK_DOMAINS, hold=hold,
                             input={"lines": lines}, progress_total=lines)
    JobData.objects.create(job=job, lines=[f"firma{i}.de" for i in range(lines)])
    return job


def _charges(job: Job) -> int:
    hold = CreditHold.objects.get(pk=job.hold_id)
    releases = LedgerEntry.objects.filter(hold=hold, kind=LedgerEntry.RELEASE).count()
    assert releases <= 1
    return hold.charged


def test_a_job_whose_worker_died_is_picked_up_after_its_lease_and_charged_once(
    account, company
):
    job = _bulk_job(account, company)
    before = spendable(account)
    # a worker claimed it and died: its lease runs out
    died = job_claim(job_id=job.pk, now=timezone.now() - LEASE - timedelta(seconds=1))
    assert died is not None and died.status == Job.RUNNING
    assert job_claim(job_id=job.pk, now=timezone.now() - LEASE + timedelta(seconds=5)) is None
    assert job.pk in list(jobs_due())  # the sweeper re-queues it
    finished = job_execute(job_id=job.pk)
    assert finished.status == Job.SUCCEEDED and finished.attempts == 2
    assert finished.credits_charged == 3 and _charges(job) == 3
    assert spendable(account) == before  # the hold of 3 became the charge of 3
    # the dead worker comes back and finishes too: nothing changes
    from jobs.execution import job_complete

    job_complete(job=died, credits=3)
    assert _charges(job) == 3 and spendable(account) == before
    assert job_execute(job_id=job.pk) is None


def test_running_a_job_twice_charges_once(account, company):
    job = _bulk_job(account, company)
    assert job_execute(job_id=job.pk).status == Job.SUCCEEDED
    assert job_execute(job_id=job.pk) is None
    job.refresh_from_db()
    assert job.attempts == 1 and job.credits_charged == 3 and _charges(job) == 3


@pytest.fixture
def sources(transactional_db):
    """Transactional tests empty every table afterwards, the source registry included."""
    from companies.models import Source
    from companies.source_registry import sync_sources

    sync_sources(Source)


@pytest.mark.django_db(transaction=True)
def test_concurrent_workers_run_a_job_once(sources):
    from tests.factories import AccountFactory, make_company

    account = AccountFactory()
    job = _bulk_job(account, make_company(), lines=5)
    before = spendable(account)
    results: list[Job | None] = []
    in_parallel(lambda _: results.append(job_execute(job_id=job.pk)), 4)
    assert sum(1 for r in results if r is not None) == 1
    job.refresh_from_db()
    assert job.status == Job.SUCCEEDED and job.attempts == 1
    assert _charges(job) == 5 and spendable(account) == before


@pytest.fixture
def eager_celery():
    """Celery runs a task in the calling process when it is queued (as a worker would)."""
    from config.celery_app import app

    previous = app.conf.task_always_eager
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = previous


def test_an_accepted_job_is_run_by_the_celery_task_once_the_request_commits(
    api, account, company, eager_celery, django_capture_on_commit_callbacks
):
    link("muster-software.de", company)
    with django_capture_on_commit_callbacks(execute=True) as queued:
        response = post_bulk(api, ndjson("muster-software.de", "neu.de"))
    assert response.status_code == 202 and len(queued) == 1
    body = api.get(response["Location"]).json()
    assert body["status"] == "succeeded" and body["credits_charged"] == 1


def test_the_sweeper_requeues_a_job_whose_broker_message_was_lost(
    api, eager_celery
):
    from jobs.tasks import sweep_jobs

    job_id = post_bulk(api, ndjson("a.de")).json()["job"]["id"]  # its message never came
    Job.objects.filter(public_id=job_id).update(created_at=timezone.now() - timedelta(minutes=1))
    assert sweep_jobs() == 1
    assert Job.objects.get(public_id=job_id).status == Job.SUCCEEDED
    assert sweep_jobs() == 0


@pytest.mark.django_db(transaction=True)
def test_parallel_refreshes_of_one_domain_start_one_job(sources, eager_celery):
    # Requests commit for real here, so the accepted job runs at once (eager task); the
    # test resolver knows no name, so it fails without touching the network.
    from tests.factories import AccountFactory
    from tests.fakes.resolver import resolving

    clients = [ApiClient(make_key(AccountFactory())[1]) for _ in range(4)]
    statuses: list[int] = []
    barrier = threading.Barrier(len(clients))

    def ask(client: ApiClient) -> None:
        try:
            barrier.wait()
            statuses.append(client.post("/v1/domains/parallel-firma.de/refresh").status_code)
        finally:
            connection.close()

    with resolving({}):
        threads = [threading.Thread(target=ask, args=(c,)) for c in clients]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert sorted(statuses) == [202, 429, 429, 429]
    job = Job.objects.get(type=Job.DOMAIN_REFRESH)
    assert (job.status, job.error_code) == (Job.FAILED, "site_unreachable")
