"""GET /metrics: closed unless METRICS_TOKEN is set, Prometheus text, totals shared by all
processes through the store (Redis in production), values read from the database."""

from __future__ import annotations

import multiprocessing
import re
from datetime import timedelta

import pytest
from django.utils import timezone

from config.metrics import metrics_flush, request_observe
from tests.factories import make_company, settle_leases

TOKEN = "metrics-token-for-tests-0123456789"
pytestmark = pytest.mark.django_db


@pytest.fixture
def scrape(client, settings):
    settings.METRICS_TOKEN = TOKEN

    def get() -> str:
        response = client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}")
        assert response.status_code == 200
        assert response["Content-Type"].startswith("text/plain; version=")
        return response.content.decode()

    return get


def _value(text: str, series: str) -> float | None:
    match = re.search(rf"^{re.escape(series)} (\S+)$", text, re.M)
    return float(match.group(1)) if match else None


def test_without_a_configured_token_metrics_do_not_exist(client, settings):
    settings.METRICS_TOKEN = ""
    assert client.get("/metrics").status_code == 404
    assert client.get("/metrics", HTTP_AUTHORIZATION="Bearer anything").status_code == 404


def test_without_the_right_bearer_token_metrics_are_refused(client, settings):
    settings.METRICS_TOKEN = TOKEN
    missing = client.get("/metrics")
    assert missing.status_code == 401
    assert missing["WWW-Authenticate"].startswith("Bearer")
    assert client.get("/metrics", HTTP_AUTHORIZATION=f"Basic {TOKEN}").status_code == 401
    assert client.get("/metrics", HTTP_AUTHORIZATION="Bearer wrong").status_code == 403
    assert client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}x").status_code == 403


def test_requests_are_counted_by_route_and_status_and_credits_by_endpoint(api, scrape):
    company = make_company()
    assert api.get(f"/v1/companies/{company.public_id}").status_code == 200
    assert api.get(f"/v1/companies/{company.public_id}").status_code == 200
    assert api.get("/v1/companies/c_doesnotexist0000").status_code == 404
    api.get("/healthz")
    text = scrape()
    route = 'method="GET",route="v1/companies/<str:company_id>"'
    assert _value(text, f'svc_http_requests_total{{{route},status="200"}}') == 2
    assert _value(text, f'svc_http_requests_total{{{route},status="404"}}') == 1
    assert "/healthz" not in text and 'route="healthz"' not in text
    duration = 'svc_http_request_duration_seconds_count{route="v1/companies/<str:company_id>"}'
    assert _value(text, duration) == 3
    # credits charged reach the usage table when the credit lease is settled (the beat task
    # does it every 10 s, at most BILLING_LEASE_SECONDS after the call)
    assert _value(text, 'svc_credits_charged_today{endpoint="GET /v1/companies/{id}"}') is None
    settle_leases()
    assert _value(scrape(), 'svc_credits_charged_today{endpoint="GET /v1/companies/{id}"}') == 2


def test_counts_from_other_processes_add_up(scrape):
    """A forked process (another uvicorn or Celery worker) counts into the same totals."""
    request_observe(route="here", method="GET", status=200, seconds=0.01)

    def child() -> None:
        for _ in range(3):
            request_observe(route="here", method="GET", status=200, seconds=0.02)
        metrics_flush()

    process = multiprocessing.get_context("fork").Process(target=child)
    process.start()
    process.join(20)
    assert process.exitcode == 0
    text = scrape()
    assert _value(text, 'svc_http_requests_total{method="GET",route="here",status="200"}') == 4
    assert _value(text, 'svc_http_request_duration_seconds_bucket{le="0.025",route="here"}') == 4
    assert _value(text, 'svc_http_request_duration_seconds_bucket{le="0.01",route="here"}') == 1
    assert _value(text, 'svc_http_request_duration_seconds_sum{route="here"}') == pytest.approx(0.07)


def test_jobs_by_state_and_webhook_deliveries_come_from_the_database(account, scrape):
    from jobs.models import Job
    from webhooks.models import Delivery, DeliveryAttempt, Event, Webhook

    Job.objects.create(account=account, type=Job.BULK_DOMAINS, status=Job.QUEUED)
    Job.objects.create(account=account, type=Job.BULK_DOMAINS, status=Job.SUCCEEDED)
    Job.objects.create(account=account, type=Job.BULK_DOMAINS, status=Job.SUCCEEDED)
    hook = Webhook.objects.create(account=account, url="https://hooks.example.de/x",
                                  secret_encrypted="-")
    old = timezone.now() - timedelta(minutes=1)
    outcomes = [(True, 200, 120), (False, 500, 80), (False, None, 10_000), (True, 204, 40)]
    for number, (succeeded, code, latency) in enumerate(outcomes, start=1):
        event = Event.objects.create(type=Event.COMPANY_CHANGED, company_id=f"c_{number}")
        delivery = Delivery.objects.create(event=event, webhook=hook)
        DeliveryAttempt.objects.create(delivery=delivery, number=1, started_at=old,
                                       finished_at=old, latency_ms=latency,
                                       succeeded=succeeded, status_code=code)
    text = scrape()
    assert _value(text, 'svc_jobs{status="queued",type="bulk_domains"}') == 1
    assert _value(text, 'svc_jobs{status="succeeded",type="bulk_domains"}') == 2
    assert _value(text, "svc_webhook_deliveries_pending") == 4
    assert _value(text, 'svc_webhook_deliveries_total{outcome="succeeded"}') == 2
    assert _value(text, 'svc_webhook_deliveries_total{outcome="http_5xx"}') == 1
    assert _value(text, 'svc_webhook_deliveries_total{outcome="error"}') == 1
    assert _value(text, 'svc_webhook_delivery_seconds_bucket{le="0.05"}') == 1
    assert _value(text, 'svc_webhook_delivery_seconds_count') == 4
    # a second scrape does not count the same exchanges again
    assert _value(scrape(), 'svc_webhook_deliveries_total{outcome="succeeded"}') == 2
