"""POST /v1/bulk/match: NDJSON match inputs in, a bulk_match job that charges 1 credit per
``match`` at completion, result lines in input order like POST /v1/match answers them."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from billing.credits import balance_of
from billing.models import UsageDaily
from companies.match_input import parse_match_input
from companies.matching import match_company
from companies.models import Company
from jobs.bulk import bulk_results_purge
from jobs.models import Job, JobData
from jobs.runners import job_execute
from tests.conftest import ApiClient
from tests.factories import give_purchased, make_key

pytestmark = pytest.mark.django_db


def ndjson(*items: object) -> bytes:
    return "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items).encode()


def post(api, body: bytes, **headers):  # noqa: ANN001, ANN201
    return api.generic("POST", "/v1/bulk/match", body, content_type="application/x-ndjson",
                       **headers)


def run(job_id: str) -> Job:
    job = Job.objects.get(public_id=job_id)
    job_execute(job_id=job.pk)
    job.refresh_from_db()
    return job


def result(api, job_id: str) -> list[dict]:  # noqa: ANN001
    response = api.get(f"/v1/jobs/{job_id}/result")
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == "application/x-ndjson"
    return [json.loads(line) for line in b"".join(response.streaming_content).splitlines()]


def spendable(account) -> int:  # noqa: ANN001
    return balance_of(account).spendable(live=True)


def test_bulk_match_answers_like_single_matches_and_charges_only_matches(api, account, muster,
                                                                          lookalikes):
    inputs = [
        {"name": "Muster Software", "domain": "muster-software.de", "ref": "crm-1"},
        {"name": "Alpen Bau", "address": {"city": "München"}, "ref": 2},
        {"name": "Gibtsnicht Phantasie AG"},
        {"address": {"city": "München"}, "ref": "no name, no identifier"},
        {"vat_id": muster.record["vat_id"]["value"]},
    ]
    before = spendable(account)
    response = post(api, ndjson(*inputs[:2]) + b"\n" + ndjson(*inputs[2:]))
    assert response.status_code == 202, response.json()
    job = response.json()["job"]
    assert job["type"] == "bulk_match" and job["progress"]["total"] == 5
    assert response["Location"] == f"/v1/jobs/{job['id']}"
    assert spendable(account) == before - 5  # the worst case is held
    done = run(job["id"])
    assert done.status == Job.SUCCEEDED and done.credits_charged == 2
    assert spendable(account) == before - 2
    lines = result(api, job["id"])
    assert [line["line"] for line in lines] == [1, 2, 3, 4, 5]
    assert [line.get("ref") for line in lines] == ["crm-1", 2, None, "no name, no identifier",
                                                   None]
    assert [line["outcome"] for line in lines] == ["match", "ambiguous", "no_match", "invalid",
                                                   "match"]
    assert "at least a name or one identifier" in lines[3]["error"]
    for item, line in zip(inputs, lines, strict=True):
        if line["outcome"] != "invalid":
            single = match_company(parse_match_input({k: v for k, v in item.items()
                                                      if k != "ref"})).as_dict()
            assert {k: line[k] for k in ("outcome", "candidates")} == single
    usage = UsageDaily.objects.get(account=account, endpoint="POST /v1/bulk/match")
    assert (usage.calls, usage.credits) == (1, 2)
    assert api.get(f"/v1/jobs/{job['id']}").json()["result_url"] == \
        f"/v1/jobs/{job['id']}/result"


def test_body_errors_are_400_and_create_nothing(api):
    for body in [b"", b"\n", b'{"name": "A"}\nnot json\n', b'["Muster GmbH"]\n',
                 ndjson(*[{"name": f"Firma {i}"} for i in range(10_001)])]:
        response = post(api, body)
        assert response.status_code == 400, body[:40]
        assert response.json()["error"]["code"] == "invalid_request"
    assert not Job.objects.exists()


def test_fewer_credits_than_lines_is_402_up_front(db):
    account, key = make_key(kind="test")  # 250 free credits
    response = post(ApiClient(key), ndjson(*[{"name": f"Firma {i}"} for i in range(251)]))
    assert response.status_code == 402
    assert response.json()["error"]["remaining"] == 250
    assert not Job.objects.exists()


def test_ten_thousand_lines_are_accepted_and_matched_in_chunks(api, account, muster):
    give_purchased(account, 10_000)
    # every tenth line a name nobody has (each searched on its own, the slow path: its speed is
    # bench/bench_match.py's), the others domains nobody has (one set-based read per chunk)
    lines = [{"vat_id": muster.record["vat_id"]["value"], "ref": n} if n % 100 == 0 else
             {"name": f"Unbekannte Firma {n}"} if n % 10 == 1 else {"domain": f"unbekannt-{n}.de"}
             for n in range(10_000)]
    job_id = post(api, ndjson(*lines)).json()["job"]["id"]
    job = run(job_id)
    assert job.status == Job.SUCCEEDED and job.progress_done == 10_000
    assert job.credits_charged == 100
    answers = result(api, job_id)
    assert len(answers) == 10_000
    assert {a["outcome"] for a in answers} == {"match", "no_match"}


def test_companies_blocked_since_are_dropped_at_retrieval(api, muster, lookalikes):
    job_id = post(api, ndjson({"name": "Muster Software", "domain": "muster-software.de"},
                              {"name": "Alpen Bau", "address": {"city": "München"}})
                  ).json()["job"]["id"]
    run(job_id)
    Company.objects.filter(pk__in=[muster.pk, lookalikes[0].pk]).update(blocked_at=timezone.now())
    lines = result(api, job_id)
    assert len(lines) == 1  # the match of a blocked company is gone
    assert [c["company"]["id"] for c in lines[0]["candidates"]] == [lookalikes[1].public_id]


def test_results_expire_after_seven_days_and_are_purged(api, muster):
    job_id = post(api, ndjson({"name": "Muster Software GmbH"})).json()["job"]["id"]
    run(job_id)
    Job.objects.filter(public_id=job_id).update(expires_at=timezone.now() - timedelta(seconds=1))
    response = api.get(f"/v1/jobs/{job_id}/result")
    assert response.status_code == 410 and response.json()["error"]["code"] == "expired"
    assert bulk_results_purge() == 1
    assert not JobData.objects.filter(job__public_id=job_id).exists()
