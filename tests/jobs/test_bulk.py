"""POST /v1/bulk/domains and GET /v1/jobs/{id}/result (issue #7)."""

from __future__ import annotations

import json
from datetime import timedelta

from django.utils import timezone

from billing.models import UsageDaily
from companies.models import Company, Domain
from jobs.models import Job, JobData
from tests.conftest import ApiClient
from tests.factories import give_purchased, make_company, make_key

from .conftest import link, ndjson, post_bulk, run, spendable


def result_lines(api, job_id: str) -> list[dict]:
    response = api.get(f"/v1/jobs/{job_id}/result")
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == "application/x-ndjson"
    assert response.streaming
    return [json.loads(line) for line in b"".join(response.streaming_content).splitlines()]


def test_bulk_answers_202_with_a_job_and_location(api):
    response = post_bulk(api, ndjson("muster.de", "example-firma.de"))
    assert response.status_code == 202
    job = response.json()["job"]
    assert job["id"].startswith("job_") and job["type"] == "bulk_domains"
    assert job["status"] == "queued"
    assert job["progress"] == {"done": 0, "total": 2}
    assert response["Location"] == f"/v1/jobs/{job['id']}"


def test_result_lines_in_input_order_with_hit_unassigned_unknown_invalid(api, company):
    link("muster-software.de", company, "verified")
    Domain.objects.create(name="bekannt-ohne-firma.de")
    body = ndjson("unbekannt.de", "MUSTER-software.de", "192.168.0.1", "bekannt-ohne-firma.de",
                  "localhost")
    job_id = post_bulk(api, body).json()["job"]["id"]
    job = run(job_id)
    assert job.status == Job.SUCCEEDED
    assert job.progress_done == job.progress_total == 5
    imprint = {"source": "imprint", "license": "facts only", "url": "",
               "text": "Facts as stated in the company's own legal notice (imprint)."}
    assert result_lines(api, job_id) == [
        {"domain": "unbekannt.de", "status": "unknown", "company_id": None, "link_status": None,
         "attribution": []},
        {"domain": "muster-software.de", "status": "hit", "company_id": company.public_id,
         "link_status": "verified", "attribution": [imprint]},
        {"domain": "192.168.0.1", "status": "invalid", "company_id": None, "link_status": None,
         "attribution": []},
        {"domain": "bekannt-ohne-firma.de", "status": "unassigned", "company_id": None,
         "link_status": None, "attribution": []},
        {"domain": "localhost", "status": "invalid", "company_id": None, "link_status": None,
         "attribution": []},
    ]


def test_reserves_one_credit_per_line_and_charges_only_hits(api, account, company):
    link("muster-software.de", company)
    before = spendable(account)
    job_id = post_bulk(api, ndjson("muster-software.de", "a-unknown.de", "b-unknown.de",
                                   "muster-software.de")).json()["job"]["id"]
    assert spendable(account) == before - 4  # worst case held at acceptance
    job = run(job_id)
    assert job.credits_charged == 2  # two hit lines
    assert spendable(account) == before - 2
    assert api.get(f"/v1/jobs/{job_id}").json()["credits_charged"] == 2
    usage = UsageDaily.objects.get(account=account, endpoint="POST /v1/bulk/domains")
    assert (usage.calls, usage.credits) == (1, 2)


def test_fewer_credits_than_lines_is_402_up_front_and_creates_nothing(db):
    account, key = make_key(kind="test")  # the free allowance only: 250 credits
    response = post_bulk(ApiClient(key), ndjson(*[f"firma{i}.de" for i in range(251)]))
    assert response.status_code == 402
    error = response.json()["error"]
    assert error["code"] == "insufficient_credits" and error["remaining"] == 250
    assert not Job.objects.exists()
    assert spendable(account, live=False) == 250


def test_failed_bulk_job_returns_all_credits(api, account):
    before = spendable(account)
    job_id = post_bulk(api, ndjson("a.de", "b.de")).json()["job"]["id"]
    JobData.objects.filter(job__public_id=job_id).delete()  # its input is gone: the run crashes
    job = Job.objects.get(public_id=job_id)
    for _ in range(3):
        run(job_id)
        job.refresh_from_db()
    assert job.status == Job.FAILED and job.error_code == "internal_error"
    assert spendable(account) == before
    response = api.get(f"/v1/jobs/{job_id}/result")
    assert response.status_code == 409 and response.json()["error"]["code"] == "job_failed"


def test_body_errors_are_400_and_create_nothing(api):
    cases = [
        b"",
        b"\n\n",
        b'{"domain": "a.de"}\nnot json\n',
        b'["a.de"]\n',
        b'{"name": "a.de"}\n',
        b'{"domain": 42}\n',
        ndjson(*[f"firma{i}.de" for i in range(10_001)]),
    ]
    for body in cases:
        response = post_bulk(api, body)
        assert response.status_code == 400, body[:40]
        assert response.json()["error"]["code"] == "invalid_request"
    assert not Job.objects.exists()


def test_exactly_10000_lines_are_accepted(api, account):
    give_purchased(account, 10_000)
    response = post_bulk(api, ndjson(*[f"firma{i}.de" for i in range(10_000)]))
    assert response.status_code == 202
    assert response.json()["job"]["progress"]["total"] == 10_000


def test_result_before_completion_is_409(api):
    job_id = post_bulk(api, ndjson("a.de")).json()["job"]["id"]
    response = api.get(f"/v1/jobs/{job_id}/result")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "job_not_finished"


def test_result_of_another_account_is_404(api, company):
    job_id = post_bulk(api, ndjson("a.de")).json()["job"]["id"]
    run(job_id)
    _, other_key = make_key()
    response = ApiClient(other_key).get(f"/v1/jobs/{job_id}/result")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_result_expires_after_seven_days(api):
    job_id = post_bulk(api, ndjson("a.de")).json()["job"]["id"]
    job = run(job_id)
    assert job.expires_at - job.completed_at < timedelta(days=7, seconds=1)
    assert job.expires_at - job.completed_at > timedelta(days=6, hours=23)
    assert api.get(f"/v1/jobs/{job_id}").json()["expires_at"].endswith("Z")
    # the clock moves on by 7 days
    Job.objects.filter(pk=job.pk).update(
        completed_at=job.completed_at - timedelta(days=7, seconds=1),
        expires_at=job.expires_at - timedelta(days=7, seconds=1),
    )
    response = api.get(f"/v1/jobs/{job_id}/result")
    assert response.status_code == 410
    assert response.json()["error"]["code"] == "expired"


def test_expired_results_are_purged(api):
    from jobs.tasks import purge_expired_results

    job_id = post_bulk(api, ndjson("a.de")).json()["job"]["id"]
    job = run(job_id)
    assert purge_expired_results() == 0
    Job.objects.filter(pk=job.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert purge_expired_results() == 1
    assert not JobData.objects.filter(job=job).exists()
    assert api.get(f"/v1/jobs/{job_id}/result").status_code == 410


def test_domains_and_companies_blocked_since_are_dropped_at_each_retrieval(api, company):
    other = make_company(name="Zweite Firma AG", legal_form="AG",
                         register={"country": "DE", "court": "Köln", "number": "HRB 777"},
                         vat_id="DE136695976")
    link("muster-software.de", company)
    link("zweite-firma.de", other)
    job_id = post_bulk(api, ndjson("muster-software.de", "zweite-firma.de", "neu.de")).json()[
        "job"]["id"]
    run(job_id)
    assert [line["domain"] for line in result_lines(api, job_id)] == [
        "muster-software.de", "zweite-firma.de", "neu.de"]
    Company.objects.filter(pk=other.pk).update(blocked_at=timezone.now())
    assert [line["domain"] for line in result_lines(api, job_id)] == [
        "muster-software.de", "neu.de"]
    Domain.objects.filter(name="muster-software.de").update(blocked_at=timezone.now())
    assert [line["domain"] for line in result_lines(api, job_id)] == ["neu.de"]


def test_result_retrieval_is_free_and_recorded(api, account, company):
    link("muster-software.de", company)
    job_id = post_bulk(api, ndjson("muster-software.de")).json()["job"]["id"]
    run(job_id)
    before = spendable(account)
    response = api.get(f"/v1/jobs/{job_id}/result")
    b"".join(response.streaming_content)
    assert response["X-Credits-Remaining"] == str(before)
    assert spendable(account) == before
    usage = UsageDaily.objects.get(account=account, endpoint="GET /v1/jobs/{id}/result")
    assert (usage.calls, usage.credits) == (1, 0)


def test_progress_is_written_per_chunk_and_10000_known_domains_run_set_based(
    api, account, company, django_assert_max_num_queries
):
    give_purchased(account, 10_000)
    Domain.objects.bulk_create(
        [Domain(name=f"firma{i}.de", company=company, link_status="claimed") for i in range(10_000)]
    )
    job_id = post_bulk(api, ndjson(*[f"firma{i}.de" for i in range(10_000)])).json()["job"]["id"]
    job = Job.objects.get(public_id=job_id)
    from jobs.runners import job_execute

    with django_assert_max_num_queries(60):  # 10 chunks: one lookup and one progress each
        job_execute(job_id=job.pk)
    job.refresh_from_db()
    assert job.status == Job.SUCCEEDED and job.credits_charged == 10_000
    assert job.progress_done == 10_000
    lines = result_lines(api, job_id)
    assert len(lines) == 10_000 and all(line["status"] == "hit" for line in lines)


def test_a_name_never_seen_is_looked_up_as_its_www_twin(api, company):
    """One site when only one of www.x and x is known, as GET /v1/domains answers; a
    blocked name is not served by its twin, other subdomains stay distinct."""
    link("www.muster-software.de", company, "claimed")
    other = make_company(name="Andere Firma GmbH")
    link("andere-firma.de", other, "verified")
    Domain.objects.create(name="gesperrt.de", blocked_at=timezone.now())
    Domain.objects.create(name="www.gesperrt.de")
    body = ndjson("muster-software.de", "www.andere-firma.de", "shop.andere-firma.de",
                  "gesperrt.de")
    job_id = post_bulk(api, body).json()["job"]["id"]
    assert run(job_id).status == Job.SUCCEEDED
    assert [(line["domain"], line["status"], line["company_id"])
            for line in result_lines(api, job_id)] == [
        ("muster-software.de", "hit", company.public_id),
        ("www.andere-firma.de", "hit", other.public_id),
        ("shop.andere-firma.de", "unknown", None),
    ]  # the blocked name's line is dropped at retrieval, not served by its twin
