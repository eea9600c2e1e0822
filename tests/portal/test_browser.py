"""The portal in a real browser: Playwright driving Debian's Chromium against the live
server. Screenshots of the main pages land in /tmp/portal-*.png (the first screen of each;
``PORTAL_SCREENSHOTS=full`` for whole pages)."""

from __future__ import annotations

import os
import re

import pytest
from django.core import mail

from accounts.models import Account
from tests.factories import give_purchased, make_company
from tests.fakes.resolver import resolving

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LINK = re.compile(r"https?://\S+/portal/sign-in/link\?\S+")
KEY = re.compile(r"svc_live_[A-Za-z0-9]{32,}")
SHOTS = "/tmp/portal-{}.png"
# A whole-page screenshot of a long page took about a second (the browser tests took some
# sixty of them); the first screen, a twentieth of that.
FULL_PAGE_SHOTS = os.environ.get("PORTAL_SCREENSHOTS") == "full"


def shot(page, name: str) -> None:
    """A screenshot for people to look at (no test reads it)."""
    page.screenshot(path=SHOTS.format(name), full_page=FULL_PAGE_SHOTS)


def sign_in(page, live_server, email: str) -> None:
    page.goto("/portal/sign-in")
    page.get_by_label("E-mail address").fill(email)
    page.get_by_role("button", name="E-mail me a sign-in link").click()
    page.get_by_role("heading", name="Check your inbox").wait_for()
    link = LINK.search(mail.outbox[-1].body).group(0)
    assert link.startswith(live_server.url)
    page.goto(link)
    page.get_by_role("heading", name="Overview").wait_for()


def test_sign_in_key_usage_and_webhook_in_a_real_browser(page, live_server):
    page.goto("/")
    page.get_by_role("heading", name="Company data for Germany, Austria and Switzerland").wait_for()
    shot(page, "landing")
    page.get_by_role("link", name="Get a free API key").click()
    page.get_by_role("heading", name="Sign in").wait_for()
    shot(page, "sign-in")

    # Sign in through the e-mailed link; a new address gets an account.
    sign_in(page, live_server, "anna.berger@muster-gmbh.de")
    account = Account.objects.get(email="anna.berger@muster-gmbh.de")
    assert page.url == f"{live_server.url}/portal/"
    shot(page, "overview")

    # The same link a second time does not sign in.
    used = LINK.search(mail.outbox[-1].body).group(0)
    other = page.context.browser.new_context(base_url=live_server.url)
    second = other.new_page()
    second.goto(used)
    second.get_by_role("heading", name="This sign-in link no longer works").wait_for()
    other.close()

    # Create a live key: shown once, with a copy button.
    page.get_by_role("link", name="API keys").click()
    page.get_by_label("Label").fill("CRM sync")
    page.get_by_role("radio", name=re.compile("^Live")).check()
    page.get_by_role("button", name="Create key").click()
    new_key = page.get_by_test_id("new-key")
    plaintext = new_key.inner_text().strip()
    assert KEY.fullmatch(plaintext)
    copy = page.get_by_role("button", name="Copy", exact=True)
    assert copy.is_visible()
    shot(page, "key-created")

    page.goto("/portal/keys")  # back later: the key is not shown again
    assert page.get_by_test_id("new-key").count() == 0
    assert plaintext not in page.content()
    assert page.get_by_role("cell", name="CRM sync").is_visible()
    shot(page, "keys")

    # Use the key against the REST API, then see the usage.
    company = make_company()
    answer = page.request.get(
        f"/v1/companies/{company.public_id}", headers={"Authorization": f"Bearer {plaintext}"}
    )
    assert answer.status == 200
    assert answer.headers["x-credits-remaining"] == "249"
    page.get_by_role("link", name="Usage").click()
    page.get_by_role("heading", name="Credits per day").wait_for()
    assert page.locator("[data-testid=usage-chart] rect.bar").count() == 1
    assert page.get_by_test_id("usage-endpoints").get_by_text("GET /v1/companies/{id}").is_visible()
    assert page.get_by_test_id("free-remaining").inner_text() == "249"
    shot(page, "usage")

    # Webhooks: the purchase rule first, then creation with the secret shown once.
    page.get_by_role("link", name="Webhooks").click()
    page.get_by_role("heading", name="Webhooks need a purchased credit package").wait_for()
    shot(page, "webhooks-no-purchase")
    give_purchased(account, 10_000)
    page.reload()
    page.get_by_label("Target URL").fill("https://hooks.muster-gmbh.de/company-data")
    page.get_by_label("Description").fill("Supplier monitoring")
    with resolving({"hooks.muster-gmbh.de": "93.184.216.34"}):
        page.get_by_role("button", name="Create webhook").click()
        secret = page.get_by_test_id("new-secret").inner_text().strip()
    assert secret.startswith("whsec_")
    shot(page, "webhook-created")

    page.get_by_role("link", name="add companies and domains to its watch list").click()
    page.get_by_label("Company ids").fill(company.public_id)
    page.get_by_label("Domains").fill("Muster-GmbH.de\nbücher-muster.de")
    page.get_by_role("button", name="Add to watch list").click()
    page.get_by_text("3 entries added.").wait_for()
    assert page.get_by_test_id("watched-domains").get_by_text("xn--bcher-muster-dlb.de").is_visible()
    assert secret not in page.content()
    shot(page, "webhook-detail")

    page.get_by_role("link", name="Credits").click()
    page.get_by_role("heading", name="Buy a package").wait_for()
    assert page.get_by_test_id("purchased").inner_text() == "10,000"
    shot(page, "credits")

    page.goto("/changelog")
    page.get_by_role("heading", name="API change log").wait_for()
    shot(page, "changelog")


def test_account_deletion_in_a_real_browser(page, live_server):
    sign_in(page, live_server, "max@firma-zwei.de")
    page.get_by_role("link", name="Account").click()
    page.get_by_role("link", name="Delete account…").click()
    shot(page, "account-delete")
    page.get_by_label("Type your e-mail address to confirm").fill("max@firma-zwei.de")
    page.get_by_role("button", name="Delete my account").click()
    page.get_by_text("Your account is deleted.").wait_for()
    assert page.url == f"{live_server.url}/"
    assert Account.objects.get(deleted_at__isnull=False).is_active is False
