"""API keys in the portal (plaintext shown once, revocation, scoping) and the usage page."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from accounts.authentication import authenticate_bearer
from accounts.models import ApiKey
from billing.models import UsageDaily
from config.errors import Unauthorized
from portal.usage import DAYS, usage_overview
from tests.conftest import ApiClient
from tests.factories import give_purchased, make_company

pytestmark = pytest.mark.django_db
KEY = re.compile(r"svc_(?:live|test)_[A-Za-z0-9]{32,}")


def once_token(html: str) -> str:
    return re.search(r'name="once" value="([^"]+)"', html).group(1)


def create_key(client, *, kind="live", label="CRM sync"):
    token = once_token(client.get("/portal/keys").content.decode())
    return client.post("/portal/keys", {"kind": kind, "label": label, "once": token}), token


def test_pages_need_a_signed_in_account(client):
    for path in ("/portal/", "/portal/keys", "/portal/usage", "/portal/webhooks",
                 "/portal/billing", "/portal/account", "/portal/account/delete"):
        answer = client.get(path)
        assert answer.status_code == 302, path
        assert answer["Location"].startswith("/portal/sign-in?next="), path


def test_a_new_key_is_shown_once_and_works(portal, customer):
    answer, _ = create_key(portal, kind="live", label="CRM sync")
    html = answer.content.decode()
    assert answer.status_code == 200
    assert answer["Cache-Control"] == "no-store"
    plaintext = KEY.search(html).group(0)
    assert plaintext.startswith("svc_live_")
    key = authenticate_bearer(f"Bearer {plaintext}")
    assert key.account_id == customer.pk and key.label == "CRM sync"

    listing = portal.get("/portal/keys").content.decode()
    assert plaintext not in listing
    assert not KEY.search(listing.replace(key.prefix + "…", ""))
    assert key.prefix in listing and "CRM sync" in listing and "never" in listing


def test_a_test_key_can_be_created(portal):
    answer, _ = create_key(portal, kind="test", label="")
    assert KEY.search(answer.content.decode()).group(0).startswith("svc_test_")


def test_resubmitting_the_form_creates_no_second_key_and_shows_nothing(portal, customer):
    first, token = create_key(portal)
    again = portal.post("/portal/keys", {"kind": "live", "label": "CRM sync", "once": token})
    assert again.status_code == 200
    assert "already submitted" in again.content.decode()
    assert not KEY.search(again.content.decode().replace("svc_live_…", ""))
    assert customer.api_keys.count() == 1


def test_a_form_without_its_token_creates_nothing(portal, customer):
    answer = portal.post("/portal/keys", {"kind": "live", "label": "x"})
    assert "already submitted" in answer.content.decode()
    assert not customer.api_keys.exists()


def test_an_unknown_kind_is_refused(portal, customer):
    token = once_token(portal.get("/portal/keys").content.decode())
    answer = portal.post("/portal/keys", {"kind": "gold", "once": token})
    assert answer.status_code == 400
    assert not customer.api_keys.exists()


def test_revoking_a_key_stops_it_at_once(portal, customer):
    answer, _ = create_key(portal)
    plaintext = KEY.search(answer.content.decode()).group(0)
    key = ApiKey.objects.get(account=customer)

    assert portal.get(f"/portal/keys/{key.pk}/revoke").status_code == 405
    assert portal.post(f"/portal/keys/{key.pk}/revoke").status_code == 302
    with pytest.raises(Unauthorized):
        authenticate_bearer(f"Bearer {plaintext}")
    page = portal.get("/portal/keys").content.decode()
    assert "Revoked keys" in page and "No active keys" in page


def test_another_accounts_key_is_not_found(portal, outsider, customer):
    create_key(portal)
    key = ApiKey.objects.get(account=customer)
    assert outsider.post(f"/portal/keys/{key.pk}/revoke").status_code == 404
    assert outsider.post("/portal/keys/999999/revoke").status_code == 404
    key.refresh_from_db()
    assert key.revoked_at is None
    assert key.prefix not in outsider.get("/portal/keys").content.decode()


def test_usage_shows_rest_and_mcp_endpoints_and_the_balance(portal, customer):
    give_purchased(customer, 10_000)
    company = make_company()
    answer, _ = create_key(portal)
    plaintext = KEY.search(answer.content.decode()).group(0)
    api = ApiClient(plaintext)
    assert api.get(f"/v1/companies/{company.public_id}").status_code == 200
    assert api.get(f"/v1/companies/{company.public_id}/relations").status_code == 200
    today = timezone.now().date()
    UsageDaily.objects.create(
        account=customer, day=today - timedelta(days=3), endpoint="mcp:get_company",
        calls=4, credits=4,
    )

    page = portal.get("/portal/usage")
    html = page.content.decode()
    assert page.status_code == 200
    assert "GET /v1/companies/{id}" in html
    assert "GET /v1/companies/{id}/relations" in html
    assert "mcp:get_company" in html and ">MCP<" in html and ">REST<" in html
    assert html.count('class="bar"') == 2  # today and three days ago
    # 1 + 2 credits charged through the API; the MCP row above was written directly
    assert 'data-testid="free-remaining">247<' in html
    assert 'data-testid="purchased">10,000<' in html


def test_the_usage_chart_has_thirty_days_scaled_to_the_busiest(customer):
    today = timezone.now().date()
    UsageDaily.objects.create(account=customer, day=today, endpoint="a", calls=8, credits=80)
    UsageDaily.objects.create(account=customer, day=today, endpoint="b", calls=2, credits=20)
    UsageDaily.objects.create(
        account=customer, day=today - timedelta(days=1), endpoint="a", calls=5, credits=50
    )
    UsageDaily.objects.create(
        account=customer, day=today - timedelta(days=DAYS), endpoint="a", calls=9, credits=999
    )

    overview = usage_overview(account=customer, today=today)

    assert len(overview.bars) == DAYS and overview.bars[-1].day == today
    assert overview.total_credits == 150 and overview.total_calls == 15
    assert overview.ticks[-1].value == 100  # the nice ceiling of the busiest day (100)
    full, half = overview.bars[-1], overview.bars[-2]
    assert (full.credits, half.credits) == (100, 50)
    assert half.height == pytest.approx(full.height / 2, abs=0.01)
    assert full.y + full.height == pytest.approx(half.y + half.height)
    assert [e.endpoint for e in overview.endpoints] == ["a", "b"]


def test_an_empty_usage_page_explains_itself(portal):
    html = portal.get("/portal/usage").content.decode()
    assert "Nothing used yet" in html and 'class="bar"' not in html
