"""Fixtures for job tests: jobs run synchronously by calling ``job_execute`` (the Celery
task does exactly that); the web-side path is the real API through the test client."""

from __future__ import annotations

import json

import pytest

from billing.credits import balance_of
from companies.services import domain_link
from jobs.models import Job
from jobs.runners import job_execute
from tests.factories import make_company


def ndjson(*domains: object) -> bytes:
    return "".join(json.dumps({"domain": d}) + "\n" for d in domains).encode()


def post_bulk(api, body: bytes, **headers):
    return api.generic("POST", "/v1/bulk/domains", body,
                       content_type="application/x-ndjson", **headers)


def run(job_id: str) -> Job:
    """Runs the job as a worker would and returns it fresh."""
    job = Job.objects.get(public_id=job_id)
    job_execute(job_id=job.pk)
    job.refresh_from_db()
    return job


def spendable(account, *, live: bool = True) -> int:
    return balance_of(account).spendable(live=live)


def link(name: str, company, status: str = "claimed"):
    from django.utils import timezone

    return domain_link(
        name=name, company=company, link_status=status, justification="test", source="imprint",
        origin=f"imprint https://{name}/impressum", as_of=timezone.now(),
    )


@pytest.fixture
def company(db):
    return make_company()


@pytest.fixture(autouse=True)
def _fast_crawler(settings):
    """No politeness pause between requests to the one fake host; short deadlines."""
    settings.CRAWLER_HOST_INTERVAL = 0.0
    settings.CRAWLER_FETCH_DEADLINE = 2.0
    settings.CRAWLER_BUDGET_SECONDS = 15.0


def post_refresh(api, domain: str, **headers):
    return api.post(f"/v1/domains/{domain}/refresh", **headers)
