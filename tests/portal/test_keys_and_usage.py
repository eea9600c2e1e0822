"""API keys in the portal (plaintext shown once, revocation, scoping) and the usage page."""

from __future__ import annotations

import re
import socket
from datetime import date, timedelta

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
    assert html.count('class="bar rest"') == 1  # today's REST calls
    assert html.count('class="bar mcp"') == 1  # the MCP day three days ago
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
    [full_rest], [half_rest] = full.segments, half.segments
    assert half_rest.height == pytest.approx(full_rest.height / 2, abs=0.01)
    assert full_rest.y + full_rest.height == pytest.approx(half_rest.y + half_rest.height)
    assert [e.endpoint for e in overview.endpoints] == ["a", "b"]


def test_rest_and_mcp_stack_per_day_with_exact_values(customer):
    today = timezone.now().date()
    UsageDaily.objects.create(account=customer, day=today, endpoint="GET /v1/companies/{id}",
                              calls=30, credits=30)
    UsageDaily.objects.create(account=customer, day=today, endpoint="GET /v1/vat/{id}",
                              calls=5, credits=10)
    UsageDaily.objects.create(account=customer, day=today, endpoint="mcp:get_company",
                              calls=12, credits=10)

    bar = usage_overview(account=customer, today=today).bars[-1]

    assert (bar.rest_credits, bar.rest_calls, bar.mcp_credits, bar.mcp_calls) == (40, 35, 10, 12)
    rest, mcp = bar.segments
    assert (rest.channel, mcp.channel) == ("rest", "mcp")
    assert mcp.y + mcp.height == pytest.approx(rest.y)  # MCP sits on REST
    assert rest.height == pytest.approx(4 * mcp.height, abs=0.01)
    assert bar.summary.endswith(": 50 credits (REST 40 in 35 calls, MCP 10 in 12 calls)")


def test_a_date_range_chooses_the_days_shown(portal, customer):
    UsageDaily.objects.create(account=customer, day=date(2026, 3, 2), endpoint="mcp:verify_vat",
                              calls=3, credits=3)
    UsageDaily.objects.create(account=customer, day=date(2026, 5, 1), endpoint="mcp:verify_vat",
                              calls=7, credits=7)
    page = portal.get("/portal/usage?from=2026-03-01&to=2026-03-31")
    html = page.content.decode()
    assert page.status_code == 200
    assert "from Mar 1, 2026 to Mar 31, 2026" in html
    assert html.count('class="day"') == 31
    assert 'data-day="2026-03-02"' in html and "MCP 3 in 3 calls" in html
    assert "MCP 7 in 7 calls" not in html
    assert 'value="2026-03-01"' in html  # the form keeps the range


def test_a_bad_date_range_is_a_400_next_to_the_form(portal):
    backwards = portal.get("/portal/usage?from=2026-03-31&to=2026-03-01")
    assert backwards.status_code == 400
    assert "&#x27;from&#x27; must not be after &#x27;to&#x27;." in backwards.content.decode()
    too_long = portal.get("/portal/usage?from=2024-01-01&to=2026-01-01")
    assert too_long.status_code == 400 and "At most 366 days" in too_long.content.decode()
    nonsense = portal.get("/portal/usage?from=yesterday")
    assert nonsense.status_code == 400 and "Enter a valid date" in nonsense.content.decode()


def test_an_empty_usage_page_explains_itself(portal):
    html = portal.get("/portal/usage").content.decode()
    assert "Nothing used yet" in html and 'class="bar ' not in html


def test_usage_can_be_filtered_by_key_and_by_live_or_test(portal, customer):
    from accounts.services import api_key_create

    give_purchased(customer, 100)
    company = make_company().public_id
    live_key, live = api_key_create(account=customer, kind="live", label="server")
    test_key, test = api_key_create(account=customer, kind="test", label="laptop")
    for _ in range(2):
        assert ApiClient(live).get(f"/v1/companies/{company}/relations").status_code == 200
    assert ApiClient(test).get(f"/v1/companies/{company}").status_code == 200
    UsageDaily.objects.create(account=customer, day=timezone.now().date(),
                              endpoint="mcp:get_company", calls=5, credits=5)  # no key

    def shown(query: str) -> tuple[int, int]:
        page = portal.get(f"/portal/usage{query}")
        assert page.status_code == 200, page.content.decode()[:500]
        return page.context["usage"].total_calls, page.context["usage"].total_credits

    assert shown("") == (8, 10)  # all keys, and the row counted before keys were kept
    assert shown("?keys=live") == (2, 4)
    assert shown("?keys=test") == (1, 1)
    assert shown(f"?keys={test_key.pk}") == (1, 1)
    html = portal.get("/portal/usage").content.decode()
    assert f'<option value="{live_key.pk}">{live_key.prefix}… server</option>' in html

    other_key, _ = api_key_create(account=_other_account(), kind="live")
    refused = portal.get(f"/portal/usage?keys={other_key.pk}")  # not this account's key
    assert refused.status_code == 400
    assert refused.context["usage"].total_credits == 10  # the default view, all keys


def _other_account():  # noqa: ANN202
    from tests.factories import AccountFactory

    return AccountFactory()


def test_usage_and_overview_answer_503_not_500_while_the_balance_cannot_be_read(
        portal, customer, settings):
    from tests.conftest import redis_cache_at

    with socket.socket() as probe:  # a port nothing listens on: Redis "restarting"
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    settings.CACHES = redis_cache_at(port, "test:portal-redis-down")
    for path in ("/portal/usage", "/portal/"):
        page = portal.get(path)
        assert page.status_code == 503, path
        assert page["Retry-After"] == "5"
        assert "cannot be read for a moment" in page.content.decode()
