"""One JSON log line per request (request id, account, route, status, credits, duration)
and ``X-Request-Id`` on every answer."""

from __future__ import annotations

import json
import logging

import pytest

from config.logging import JsonFormatter
from tests.factories import make_company

pytestmark = pytest.mark.django_db


@pytest.fixture
def lines(caplog):
    caplog.set_level(logging.INFO, logger="requests")

    def records() -> list[logging.LogRecord]:
        return [r for r in caplog.records if r.name == "requests"]

    return records


def test_a_billed_call_logs_one_line_with_account_route_status_and_credits(api, account, lines):
    company = make_company()
    response = api.get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 200
    [record] = lines()
    assert record.request_id == response["X-Request-Id"]
    assert len(record.request_id) == 32
    assert record.method == "GET"
    assert record.route == "v1/companies/<str:company_id>"
    assert record.path == f"/v1/companies/{company.public_id}"
    assert record.status == 200
    assert record.account == account.pk
    assert record.credits == 1
    assert 0 < record.duration_ms < 10_000
    data = json.loads(JsonFormatter().format(record))
    assert data["msg"] == "request" and data["level"] == "info"
    assert {k: data[k] for k in ("request_id", "status", "credits", "account")} == {
        "request_id": record.request_id, "status": 200, "credits": 1, "account": account.pk}
    assert "Bearer" not in json.dumps(data)  # the key never reaches the log


def test_errors_and_unknown_routes_are_logged_without_credits(api, anon, account, lines):
    assert api.get("/v1/companies/c_doesnotexist0000").status_code == 404
    assert anon.get("/v1/companies/c_doesnotexist0000").status_code == 401
    assert api.get("/v1/no/such/thing").status_code == 404
    missing, unauthenticated, unknown = lines()
    assert (missing.status, missing.credits, missing.account) == (404, 0, account.pk)
    assert (unauthenticated.status, unauthenticated.account) == (401, None)
    assert unknown.status == 404 and unknown.route == r"^(?:[vV]\d+|[mM][cC][pP])(?:/.*)?$"


def test_an_incoming_request_id_is_kept_and_a_malformed_one_replaced(anon, lines):
    kept = anon.get("/readyz", HTTP_X_REQUEST_ID="edge-proxy-4711.abc")
    assert kept["X-Request-Id"] == "edge-proxy-4711.abc"
    replaced = anon.get("/readyz", HTTP_X_REQUEST_ID="bad id with spaces\n")
    assert replaced["X-Request-Id"] != "bad id with spaces\n"
    assert len(replaced["X-Request-Id"]) == 32
    assert [r.request_id for r in lines()] == ["edge-proxy-4711.abc", replaced["X-Request-Id"]]


def test_liveness_probes_are_not_logged_but_carry_a_request_id(anon, lines):
    response = anon.get("/healthz")
    assert response.status_code == 200 and response["X-Request-Id"]
    assert lines() == []
