"""GET /v1/registers/... for an unknown entry: 202 with a job; the worker runs the job
against the (fake) register; the same GET then answers 200, or 404 when only a source that
may not be redistributed (the German register portal) knows the entry."""

from __future__ import annotations

import pytest

from companies.models import FieldChange, Identifier, Observation
from companies.registers import RegisterRef
from jobs.models import Job
from jobs.retrieval import register_verification_request
from jobs.runners import job_execute
from tests.factories import make_company
from webhooks.models import Event

pytestmark = pytest.mark.django_db

LEIPZIG = "/v1/registers/DE/Leipzig/HRB%2099999"
ZEFIX_SAMPLE = "/v1/registers/CH/-/CHE-999.999.996"
FIRMENBUCH_SAMPLE = "/v1/registers/AT/-/FN%20999999z"


def request_retrieval(api, path: str) -> Job:
    response = api.get(path)
    assert response.status_code == 202, response.content
    body = response.json()["job"]
    assert body["type"] == "register_retrieval" and body["status"] == "queued"
    assert response["Location"] == f"/v1/jobs/{body['id']}"
    return Job.objects.get(public_id=body["id"])


def run(job: Job) -> Job:
    job_execute(job_id=job.pk)
    job.refresh_from_db()
    return job


def test_german_entry_is_retrieved_but_only_verifies_so_the_register_answers_404(
    api, upstreams
):
    job = run(request_retrieval(api, LEIPZIG))

    assert job.status == Job.SUCCEEDED and job.credits_charged == 0
    assert upstreams["portal"].retrievals() == 1
    ident = Identifier.objects.get(kind="register", value="DE/Leipzig/HRB 99999")
    assert ident.source_id == "handelsregister"
    stored = dict(Observation.objects.filter(company=ident.company).values_list("field", "origin"))
    assert stored["name"] == "register DE Leipzig HRB 99999"
    assert "representatives" not in stored  # personal data from the portal is not kept
    # Never shown: no shown value, so no history and no events.
    assert not FieldChange.objects.filter(company=ident.company).exists()
    assert not Event.objects.filter(company_id=ident.company.public_id).exists()

    again = api.get(LEIPZIG)
    assert again.status_code == 404 and again.json()["error"]["code"] == "not_found"
    assert upstreams["portal"].retrievals() == 1


def test_german_entry_known_from_a_shown_source_is_answered_without_a_job(api, upstreams):
    make_company(register={"country": "DE", "court": "Leipzig", "number": "HRB 99999"})
    assert api.get(LEIPZIG).status_code == 200
    assert not Job.objects.exists() and not upstreams["portal"].requests


def test_swiss_entry_from_zefix_is_shown_with_attribution_history_and_events(api, upstreams):
    job = run(request_retrieval(api, ZEFIX_SAMPLE))
    assert job.status == Job.SUCCEEDED

    response = api.get(ZEFIX_SAMPLE)
    assert response.status_code == 200
    record = response.json()
    assert record["name"]["source"] == "zefix" and record["name"]["value"]
    assert record["register"]["value"] == {"country": "CH", "court": "-",
                                           "number": "CHE-999.999.996"}
    assert [a["source"] for a in record["attribution"]] == ["zefix"]
    company_id = record["id"]
    changed = set(FieldChange.objects.filter(company__public_id=company_id)
                  .values_list("field", flat=True))
    assert {"name", "register", "status", "legal_form"} <= changed
    events = set(Event.objects.filter(company_id=company_id).values_list("type", "field"))
    assert ("company.changed", "name") in events
    assert ("company.status_changed", "status") in events


def test_austrian_entry_from_the_firmenbuch_is_shown_without_officers(api, upstreams):
    job = run(request_retrieval(api, FIRMENBUCH_SAMPLE))
    assert job.status == Job.SUCCEEDED, job.error_message

    response = api.get(FIRMENBUCH_SAMPLE)
    assert response.status_code == 200
    record = response.json()
    assert record["name"]["value"] == "Alpenbeispiel Handels GmbH"
    assert record["name"]["source"] == "register AT - FN 999999z"
    assert record["representatives"]["value"] is None
    assert [a["source"] for a in record["attribution"]] == ["firmenbuch"]
    assert len(upstreams["firmenbuch"].requests) == 1


def test_a_job_for_an_entry_another_source_learned_meanwhile_asks_no_upstream(
    api, upstreams
):
    job = request_retrieval(api, ZEFIX_SAMPLE)
    known = make_company(name="Beispiel Präzision AG", country="CH", legal_form="AG",
                         register={"country": "CH", "court": "-", "number": "CHE-999.999.996"},
                         vat_id=None, source="gleif", origin="gleif")
    assert run(job).status == Job.SUCCEEDED
    assert not upstreams["zefix"].requests
    assert api.get(ZEFIX_SAMPLE).json()["id"] == known.public_id


def test_unknown_entry_fails_not_found_and_is_remembered(api, upstreams):
    path = "/v1/registers/DE/Leipzig/HRB%2011111"
    job = run(request_retrieval(api, path))
    assert job.status == Job.FAILED and job.error_code == "not_found"
    assert "HRB 11111" in job.error_message
    sent = len(upstreams["portal"].requests)

    second = run(request_retrieval(api, path))
    assert second.status == Job.FAILED and second.error_code == "not_found"
    assert len(upstreams["portal"].requests) == sent  # answered from the first retrieval


def test_duplicate_requests_are_coalesced_into_one_retrieval(api, upstreams):
    jobs = [request_retrieval(api, ZEFIX_SAMPLE) for _ in range(3)]
    assert len({j.dedupe_key for j in jobs}) == 1
    for job in jobs:
        assert run(job).status == Job.SUCCEEDED
    uid_calls = [r for r in upstreams["zefix"].requests if "/company/uid/" in r.path]
    assert len(uid_calls) == 1


def test_zefix_refusing_our_credentials_fails_the_job_with_auth_failed(
    api, upstreams, settings
):
    settings.ZEFIX_PASSWORD = "wrong"
    job = run(request_retrieval(api, ZEFIX_SAMPLE))
    assert job.status == Job.FAILED and job.error_code == "auth_failed"
    assert api.get(f"/v1/jobs/{job.public_id}").json()["error"]["code"] == "auth_failed"


def test_transient_errors_are_retried_then_the_job_succeeds(api, upstreams):
    upstreams["firmenbuch"].unavailable_for = 2
    job = run(request_retrieval(api, FIRMENBUCH_SAMPLE))
    assert job.status == Job.SUCCEEDED
    assert len(upstreams["firmenbuch"].requests) == 3


def test_an_upstream_that_stays_down_fails_the_job_with_upstream_unavailable(api, upstreams):
    upstreams["portal"].unavailable_for = 50
    job = run(request_retrieval(api, LEIPZIG))
    assert job.status == Job.FAILED and job.error_code == "upstream_unavailable"
    assert "503" in job.error_message
    assert len(upstreams["portal"].requests) == 3  # SOURCE_RETRY_ATTEMPTS


def test_firmenbuch_unknown_number_fails_not_found(api, upstreams):
    job = run(request_retrieval(api, "/v1/registers/AT/-/FN%20123456a"))
    assert job.status == Job.FAILED and job.error_code == "not_found"


def test_firmenbuch_without_a_valid_key_fails_auth_failed(api, upstreams, settings):
    settings.FIRMENBUCH_API_KEY = "nope"
    job = run(request_retrieval(api, FIRMENBUCH_SAMPLE))
    assert (job.status, job.error_code) == (Job.FAILED, "auth_failed")


def test_an_imprint_claim_is_verified_against_the_german_register(api, upstreams):
    """The imprint names Leipzig HRB 99999: the register's statement lands on the same
    company as an independent, never shown observation (for the link rules)."""
    company = make_company(name="Probe Sachsen Software GmbH",
                           register={"country": "DE", "court": "Leipzig", "number": "HRB 99999"})
    shown_before = company.record

    job = register_verification_request(ref=RegisterRef("DE", "Leipzig", "HRB 99999"))
    assert job is not None and job.account_id is None
    assert run(job).status == Job.SUCCEEDED

    assert upstreams["portal"].retrievals() == 1
    portal = Observation.objects.get(company=company, field="name", source="handelsregister")
    assert portal.value == "Probe Sachsen Software GmbH"
    assert portal.origin == "register DE Leipzig HRB 99999"
    company.refresh_from_db()
    assert company.record == shown_before  # verifies, never shows
    assert api.get(LEIPZIG).json()["name"]["source"].startswith("imprint ")
    # Once the register has spoken, nothing more is queued for the entry.
    assert register_verification_request(ref=RegisterRef("DE", "Leipzig", "HRB 99999")) is None
