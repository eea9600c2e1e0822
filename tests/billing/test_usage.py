"""GET /v1/usage (CONTRACT §3): calls and credits per day and endpoint, and the balance."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from billing.models import UsageDaily
from tests.conftest import ApiClient
from tests.factories import AccountFactory, give_purchased, make_company, make_key

pytestmark = pytest.mark.django_db


def today():
    return timezone.now().date()


def test_usage_shows_calls_and_credits_per_day_and_endpoint(api, account):
    company = make_company()
    api.get(f"/v1/companies/{company.public_id}")
    api.get(f"/v1/companies/{company.public_id}")
    api.get("/v1/companies/c_missing")
    yesterday = today() - timedelta(days=1)
    UsageDaily.objects.create(
        account=account, day=yesterday, endpoint="mcp:get_company", calls=7, credits=6
    )
    stranger = AccountFactory()
    UsageDaily.objects.create(
        account=stranger, day=today(), endpoint="GET /v1/vat/{id}", calls=1, credits=1
    )

    response = api.get("/v1/usage")

    assert response.status_code == 200
    body = response.json()
    assert body["days"] == [
        {"date": yesterday.isoformat(), "endpoint": "mcp:get_company", "calls": 7, "credits": 6},
        {"date": today().isoformat(), "endpoint": "GET /v1/companies/{id}", "calls": 3,
         "credits": 2},
    ]
    assert body["balance"] == {"free_remaining": 248, "purchased": 0, "total": 248}
    assert response["X-Credits-Remaining"] == "248"


def test_usage_is_free_and_not_itself_recorded(api, account):
    for _ in range(3):
        response = api.get("/v1/usage")
        assert response.status_code == 200 and response["X-Credits-Remaining"] == "250"
    assert not UsageDaily.objects.filter(account=account).exists()


def test_default_range_is_the_last_30_days(api, account):
    for days_ago in (0, 29, 30):
        UsageDaily.objects.create(
            account=account, day=today() - timedelta(days=days_ago), endpoint="x", calls=1
        )
    body = api.get("/v1/usage").json()
    assert [d["date"] for d in body["days"]] == [
        (today() - timedelta(days=29)).isoformat(),
        today().isoformat(),
    ]
    assert body["from"] == (today() - timedelta(days=29)).isoformat()
    assert body["to"] == today().isoformat()


def test_from_and_to_are_inclusive(api, account):
    for days_ago in range(10):
        UsageDaily.objects.create(
            account=account, day=today() - timedelta(days=days_ago), endpoint="x", calls=days_ago
        )
    first, last = today() - timedelta(days=6), today() - timedelta(days=4)
    body = api.get(f"/v1/usage?from={first}&to={last}").json()
    assert [d["calls"] for d in body["days"]] == [6, 5, 4]


@pytest.mark.parametrize(
    "query",
    [
        "from=2026-13-01",
        "to=yesterday",
        "from=20260101",
        "from=2026-W01-1",
        "from=2026-05-02&to=2026-05-01",
        "from=2024-01-01&to=2026-01-01",
    ],
)
def test_bad_dates_are_invalid_requests(api, query):
    response = api.get(f"/v1/usage?{query}")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_request"
    assert response["X-Credits-Remaining"] == "250"


def test_balance_splits_free_and_purchased_and_totals_what_the_key_can_spend(account):
    give_purchased(account, 1_000)
    _, live = make_key(account, kind="live")
    _, test = make_key(account, kind="test")
    assert ApiClient(live).get("/v1/usage").json()["balance"] == {
        "free_remaining": 250, "purchased": 1_000, "total": 1_250,
    }
    assert ApiClient(test).get("/v1/usage").json()["balance"] == {
        "free_remaining": 250, "purchased": 1_000, "total": 250,
    }


def test_usage_needs_a_key(anon):
    response = anon.get("/v1/usage")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "unauthorized"


def test_openapi_describes_usage(anon):
    schema = anon.get("/v1/openapi.json").json()
    operation = schema["paths"]["/v1/usage"]["get"]
    assert {p["name"] for p in operation["parameters"]} == {"from", "to"}
    assert {"200", "400", "401", "403", "429", "503"} <= set(operation["responses"])
    ok = operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    usage = schema["components"]["schemas"][ok.rsplit("/", 1)[1]]
    assert {"days", "balance"} <= set(usage["properties"])
