"""Every public and portal page in a real browser: nothing loaded from another host, no
serious or critical axe-core violation, and usable at 390 px (menu button, stacked tables).
Screenshots land in /tmp/portal-<page>[-390].png."""

from __future__ import annotations

import re

import pytest

from accounts.models import Account
from portal.guides import GUIDES
from tests.factories import make_company

from .accessibility import RequestLog, axe_violations
from .test_browser import shot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PUBLIC = ["/", "/docs", *[f"/docs/{g.slug}" for g in GUIDES], "/changelog", "/portal/sign-in"]
PORTAL = ["/portal/", "/portal/keys", "/portal/usage", "/portal/webhooks", "/portal/billing",
          "/portal/account"]


def _name(path: str) -> str:
    return path.strip("/").replace("/", "-") or "landing"


# ReDoc's own widget is third-party markup; the page around it is ours and checked.
AXE_EXCLUDE = {"/docs/api": ("#redoc-container",)}


def _check(page, live_server, path: str, *, suffix: str = "", status: int = 200) -> None:  # noqa: ANN001
    log = RequestLog(page)
    response = page.goto(path)
    assert response.status == status, path
    page.wait_for_load_state("networkidle")
    assert log.foreign(live_server.url) == [], path
    assert axe_violations(page, exclude=AXE_EXCLUDE.get(path, ())) == [], path
    shot(page, _name(path) + suffix)


def test_public_pages_and_guides_load_only_from_this_site_and_pass_axe(page, live_server):
    for path in PUBLIC:
        _check(page, live_server, path)
    _check(page, live_server, "/docs/no-such-guide", status=404)


def test_the_api_reference_renders_redoc_from_this_site(page, live_server):
    log = RequestLog(page)
    page.goto("/docs/api")
    page.get_by_role("heading", name=re.compile("Company Data API")).first.wait_for()
    page.wait_for_load_state("networkidle")
    assert log.foreign(live_server.url) == []
    # ReDoc's bundle always asks for its vendor's logo; the page's CSP stops it in the browser.
    assert log.blocked == ["https://cdn.redoc.ly/redoc/logo-mini.svg"]
    assert any(url.endswith("redoc.standalone.js") for url in log.urls)
    assert axe_violations(page, exclude=AXE_EXCLUDE["/docs/api"]) == []
    shot(page, "docs-api")


def test_portal_pages_pass_axe_and_load_only_from_this_site(page, live_server):
    sign_in(page, live_server, "lea.sommer@muster-gmbh.de")
    page.goto("/portal/keys")
    page.get_by_label("Label").fill("First call")
    page.get_by_role("button", name="Create key").click()
    plaintext = page.get_by_test_id("new-key").inner_text().strip()
    # The first call is shown with the new key filled in, ready to copy.
    first_call = page.get_by_test_id("first-call").inner_text()
    assert f"Bearer {plaintext}" in first_call and live_server.url in first_call
    assert page.get_by_role("button", name="Copy: First call with your new key").is_visible()
    assert axe_violations(page) == []
    shot(page, "key-created-first-call")
    company = make_company()
    page.request.get(f"/v1/companies/{company.public_id}",
                     headers={"Authorization": f"Bearer {plaintext}"})
    for path in PORTAL:
        _check(page, live_server, path)


def test_every_page_works_at_390_px(chromium, live_server, settings):
    settings.SITE_URL = live_server.url
    context = chromium.new_context(base_url=live_server.url,
                                   viewport={"width": 390, "height": 844}, locale="en-GB")
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        sign_in(page, live_server, "jonas.haas@muster-gmbh.de")
        account = Account.objects.get(email="jonas.haas@muster-gmbh.de")
        page.goto("/portal/keys")
        page.get_by_label("Label").fill("Phone")
        page.get_by_role("button", name="Create key").click()
        page.goto("/portal/")
        # The navigation hides behind a menu button; opened, it reaches Credits and Account.
        menu = page.get_by_role("button", name="Menu")
        assert menu.is_visible()
        credits = page.get_by_role("navigation", name="Portal").get_by_role("link", name="Credits")
        assert not credits.is_visible()
        menu.click()
        assert menu.get_attribute("aria-expanded") == "true"
        assert credits.is_visible()
        assert page.get_by_role("link", name="Account").is_visible()
        shot(page, "menu-390")
        for path in [*PUBLIC, "/docs/api", *PORTAL]:
            _check(page, live_server, path, suffix="-390")
            width = page.evaluate("() => document.documentElement.scrollWidth")
            assert width <= 390, f"{path} is {width} px wide at 390 px"
        # The keys table stacks: the revoke button of the key is on screen.
        page.goto("/portal/keys")
        revoke = page.get_by_role("button", name=re.compile("^Revoke key"))
        box = revoke.bounding_box()
        assert box and box["x"] + box["width"] <= 390
        assert page.locator("table.stack td[data-label='Kind']").first.is_visible()
        assert account.api_keys.count() == 1
    finally:
        context.close()


def test_the_axe_check_reports_a_serious_violation_when_there_is_one(page, live_server):
    page.goto("/changelog")
    assert axe_violations(page) == []
    # A button without a name and light grey text on white: what the check above must catch.
    page.evaluate("""() => {
        const main = document.querySelector("main");
        main.insertAdjacentHTML("beforeend",
            '<button type="button"></button><p style="color:#aaa;background:#fff">faint</p>');
    }""")
    found = axe_violations(page)
    assert any(line.startswith("button-name (critical)") for line in found), found
    assert any(line.startswith("color-contrast (serious)") for line in found), found


def test_the_usage_chart_tells_exact_values_on_hover_and_on_focus(page, live_server):
    from datetime import timedelta

    from django.utils import timezone

    from billing.models import UsageDaily

    sign_in(page, live_server, "mia.kaiser@muster-gmbh.de")
    account = Account.objects.get(email="mia.kaiser@muster-gmbh.de")
    today = timezone.now().date()
    for day, endpoint, calls in ((today, "GET /v1/companies/{id}", 7),
                                 (today, "mcp:get_company", 3),
                                 (today - timedelta(days=1), "mcp:search_companies", 2)):
        UsageDaily.objects.create(account=account, day=day, endpoint=endpoint, calls=calls,
                                  credits=calls)
    page.goto("/portal/usage")
    chart = page.get_by_test_id("usage-chart")
    assert chart.locator("rect.bar.rest").count() == 1
    assert chart.locator("rect.bar.mcp").count() == 2
    tip = page.locator(".chart-tip")
    chart.locator("g.day").last.hover()
    assert tip.is_visible()
    assert tip.inner_text().endswith(": 10 credits (REST 7 in 7 calls, MCP 3 in 3 calls)")
    shot(page, "usage-tooltip")
    page.mouse.move(0, 0)
    # Keyboard: one tab stop for the chart, the arrow keys move between days.
    chart.locator("g.day").last.focus()
    page.keyboard.press("ArrowLeft")
    focused = page.evaluate("() => document.activeElement.getAttribute('data-day')")
    assert focused == (today - timedelta(days=1)).isoformat()
    assert tip.inner_text().endswith(": 2 credits (REST 0 in 0 calls, MCP 2 in 2 calls)")
    assert axe_violations(page) == []
