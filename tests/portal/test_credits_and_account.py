"""Credits (Stripe Checkout against the fake Stripe), invoices, account deletion, and the
public pages (landing, change log, docs link)."""

from __future__ import annotations

import re

import pytest

from accounts.models import Account, ApiKey
from accounts.services import account_get_or_create
from billing.credits import balance_of, reserve_credits, settle_hold
from billing.models import Purchase
from tests.billing.conftest import deliver, stripe_fake  # noqa: F401 (fixture)
from tests.factories import give_purchased, make_key
from webhooks.models import Webhook

pytestmark = pytest.mark.django_db


def test_buying_a_package_redirects_to_stripe_checkout(portal, customer, stripe_fake):  # noqa: F811
    answer = portal.post("/portal/billing/buy", {"package": "M"})
    purchase = Purchase.objects.get(account=customer)
    assert answer.status_code == 302
    assert answer["Location"] == purchase.checkout_url
    assert answer["Location"].startswith("https://checkout.stripe.com/")
    assert (purchase.package, purchase.credits, purchase.amount_cents) == ("M", 100_000, 9_900)
    assert balance_of(customer).purchased == 0  # nothing until the verified webhook


def test_an_unknown_package_or_a_get_buys_nothing(portal, customer):
    assert portal.get("/portal/billing/buy").status_code == 405
    assert portal.post("/portal/billing/buy", {"package": "XL"}).status_code == 302
    assert not Purchase.objects.filter(account=customer).exists()


def test_payments_unavailable_is_said_plainly(portal, customer, settings):
    settings.STRIPE_SECRET_KEY = ""
    answer = portal.post("/portal/billing/buy", {"package": "S"}, follow=True)
    assert "Payments are not available" in answer.content.decode()


BUYER = {
    "name": "Muster Software GmbH",
    "address": {"line1": "Lindenallee 12", "line2": None, "postal_code": "80331",
                "city": "München", "country": "DE", "state": None},
    "vat_id": "DE123456789",
}


def _return_path(url: str, settings) -> str:  # noqa: ANN001
    """Where Stripe sends the customer back, as Stripe fills it in, without the host."""
    assert url.startswith(settings.SITE_URL.rstrip("/") + "/portal/billing?")
    return url.removeprefix(settings.SITE_URL.rstrip("/"))


def _buy(portal, customer, stripe_fake, package: str = "S") -> tuple[Purchase, dict]:  # noqa: F811
    portal.post("/portal/billing/buy", {"package": package})
    purchase = Purchase.objects.filter(account=customer).order_by("-created_at").first()
    return purchase, stripe_fake.sessions[purchase.stripe_checkout_session_id]


def test_checkout_asks_for_the_billing_address_and_an_optional_vat_id(
    portal, customer, stripe_fake  # noqa: F811
):
    _, session = _buy(portal, customer, stripe_fake)
    params = session["_params"]
    assert params["billing_address_collection"] == "required"
    assert params["tax_id_collection"] == {"enabled": "true"}
    assert params["customer_update"] == {"address": "auto", "name": "auto"}


def test_the_return_page_follows_the_checkout_just_paid_and_stops_waiting(
    portal, customer, stripe_fake, settings  # noqa: F811
):
    # An earlier checkout the customer abandoned without coming back stays pending.
    _buy(portal, customer, stripe_fake, "M")
    purchase, session = _buy(portal, customer, stripe_fake, "S")
    paid = stripe_fake.pay(session["id"], billing=BUYER)
    success = _return_path(session["success_url"], settings).replace(
        "{CHECKOUT_SESSION_ID}", session["id"]
    )

    waiting = portal.get(success).content.decode()
    assert 'http-equiv="refresh"' in waiting
    assert "your payment for package S is being confirmed" in waiting

    assert deliver(stripe_fake.event("checkout.session.completed", paid)).status_code == 200
    done = portal.get(success).content.decode()
    assert 'http-equiv="refresh"' not in done  # the older pending M does not keep it waiting
    assert "10,000 credits of package S have been added" in done
    assert 'data-testid="purchased">10,000<' in done
    assert "paid · credited" in done and "awaiting payment" in done  # S paid, M still open
    invoice = next(iter(stripe_fake.invoices.values()))
    assert invoice["hosted_invoice_url"] in done and invoice["number"] in done
    # The invoice names the buyer as entered in Checkout.
    assert "Muster Software GmbH" in done and "Lindenallee 12, 80331 München, DE" in done
    assert "VAT id DE123456789" in done


def test_a_cancelled_checkout_is_shown_as_cancelled_and_cannot_be_paid_later(
    portal, customer, stripe_fake, settings  # noqa: F811
):
    purchase, session = _buy(portal, customer, stripe_fake)
    page = portal.get(_return_path(session["cancel_url"], settings)).content.decode()
    assert "nothing was charged" in page and 'http-equiv="refresh"' not in page
    purchase.refresh_from_db()
    assert purchase.status == Purchase.CANCELLED
    assert f'data-testid="purchase-{purchase.public_id}"><span class="badge neutral">cancelled' in page
    assert stripe_fake.sessions[session["id"]]["status"] == "expired"
    with pytest.raises(AssertionError, match="cannot be paid"):
        stripe_fake.pay(session["id"])
    # Stripe's own expiry notice afterwards changes nothing.
    expired = dict(stripe_fake.public(stripe_fake.sessions[session["id"]]))
    deliver(stripe_fake.event("checkout.session.expired", expired))
    purchase.refresh_from_db()
    assert purchase.status == Purchase.CANCELLED


def test_each_checkout_shows_its_own_state(portal, customer, stripe_fake, settings):  # noqa: F811
    paid, paid_session = _buy(portal, customer, stripe_fake, "S")
    deliver(stripe_fake.event("checkout.session.completed", stripe_fake.pay(paid_session["id"])))
    cancelled, cancelled_session = _buy(portal, customer, stripe_fake, "M")
    portal.get(_return_path(cancelled_session["cancel_url"], settings))
    expired, expired_session = _buy(portal, customer, stripe_fake, "L")
    stripe_fake.sessions[expired_session["id"]]["status"] = "expired"
    deliver(stripe_fake.event("checkout.session.expired",
                              stripe_fake.public(stripe_fake.sessions[expired_session["id"]])))
    html = portal.get("/portal/billing").content.decode()
    states = {
        p.public_id: re.search(
            rf'data-testid="purchase-{p.public_id}"><span class="badge \w+">([^<]+)<', html
        ).group(1)
        for p in (paid, cancelled, expired)
    }
    assert states == {paid.public_id: "paid · credited", cancelled.public_id: "cancelled",
                      expired.public_id: "expired"}


def test_a_cancel_link_of_another_account_changes_nothing(
    portal, outsider, customer, stripe_fake  # noqa: F811
):
    purchase, _ = _buy(portal, customer, stripe_fake)
    outsider.get(f"/portal/billing?checkout=cancelled&purchase={purchase.public_id}")
    purchase.refresh_from_db()
    assert purchase.status == Purchase.PENDING


def test_cancelled_checkout_says_nothing_was_charged(portal):
    assert "nothing was charged" in portal.get("/portal/billing?checkout=cancelled").content.decode()


def test_invoices_unavailable_do_not_break_the_page(portal, customer, settings):
    give_purchased(customer, 10)
    Purchase.objects.create(
        account=customer, package="S", credits=10_000, amount_cents=1900, status="paid",
        credits_granted=True, stripe_invoice_id="in_123",
    )
    settings.STRIPE_SECRET_KEY = ""
    page = portal.get("/portal/billing")
    assert page.status_code == 200
    assert "Invoices cannot be loaded" in page.content.decode()


def test_deleting_the_account_needs_the_address_typed(portal, customer):
    page = portal.get("/portal/account/delete").content.decode()
    assert "cannot be undone" in page
    wrong = portal.post("/portal/account/delete", {"confirm_email": "someone@else.de"})
    assert wrong.status_code == 400
    assert Account.objects.get(pk=customer.pk).deleted_at is None


def test_deleting_the_account_revokes_keys_removes_webhooks_and_keeps_the_allowance(
    portal, customer
):
    give_purchased(customer, 100)
    email = customer.email
    _, plaintext = make_key(customer)
    Webhook.objects.create(account=customer, url="https://hooks.firma.de/x", secret_encrypted="x")
    hold = reserve_credits(account=customer, live=True, amount=40, endpoint="test")
    settle_hold(hold_id=hold.pk, charge=40)

    answer = portal.post("/portal/account/delete", {"confirm_email": email.upper()})

    assert answer.status_code == 302 and answer["Location"] == "/"
    assert not ApiKey.objects.filter(account=customer, revoked_at__isnull=True).exists()
    assert not Webhook.objects.filter(account=customer).exists()
    assert portal.get("/portal/")["Location"].startswith("/portal/sign-in")
    again, created = account_get_or_create(email=email)
    assert created and again.pk != customer.pk
    assert balance_of(again).free_remaining == 210  # this month's consumption carries over


def test_another_account_sees_only_its_own_pages(portal, outsider, customer):
    make_key(customer)
    overview = outsider.get("/portal/").content.decode()
    assert customer.email not in overview


def test_landing_links_docs_portal_and_change_log(client):
    html = client.get("/").content.decode()
    assert 'href="/docs"' in html and 'href="/portal/sign-in"' in html
    assert 'href="/changelog"' in html


def test_change_log_lists_the_initial_release_and_the_same_day_change(client):
    page = client.get("/changelog")
    html = page.content.decode()
    assert page.status_code == 200
    for text in (
        "initial release", "REST endpoints", "six tools", "Credit model", "Portal",
        "Watch lists for webhooks", "Purchase requirement for webhooks", "Refresh limits",
        "Stricter VAT confirmation", "7-day bulk results", "Rejection of MCP batches",
        "temporarily_unavailable", "-32600",
    ):
        assert text in html, text


def test_the_portal_footer_and_the_api_docs_link_the_change_log(portal, client):
    assert 'href="/changelog"' in portal.get("/portal/keys").content.decode()
    schema = client.get("/v1/openapi.json").json()
    assert "/changelog" in schema["info"]["description"]
    assert "/portal/" in schema["info"]["description"]


def test_static_stylesheet_is_served(client):
    css = client.get("/static/portal/portal.css")
    assert css.status_code == 200


def test_a_locked_account_sees_why_what_to_do_whom_to_write_and_nothing_to_spend(
    portal, customer, settings
):
    from billing.services import account_lock

    settings.SUPPORT_EMAIL = "hilfe@company-data.example"
    give_purchased(customer, 10_000)
    account_lock(account=customer, reason="chargeback on pur_x")
    for path in ("/portal/", "/portal/billing", "/portal/keys"):
        html = portal.get(path).content.decode()
        assert "This account is locked" in html and "chargeback" in html, path
        assert 'href="mailto:hilfe@company-data.example' in html, path
    billing = portal.get("/portal/billing").content.decode()
    assert 'data-testid="spendable">0<' in billing
    assert billing.count("disabled aria-describedby=") == 3  # S, M and L
    assert 'id="buy-locked"' in billing and "Buying is paused while the account is locked" in billing


def test_an_unlocked_account_can_buy_and_spend(portal, customer):
    give_purchased(customer, 10_000)
    billing = portal.get("/portal/billing").content.decode()
    assert "This account is locked" not in billing and "disabled" not in billing
    assert 'data-testid="spendable">10,250<' in billing


def test_the_overview_counts_webhooks_as_the_webhooks_page_does(portal, customer):
    give_purchased(customer, 100)
    Webhook.objects.create(account=customer, url="https://hooks.firma.de/a", secret_encrypted="x")
    Webhook.objects.create(account=customer, url="https://hooks.firma.de/b", secret_encrypted="x",
                           status=Webhook.DISABLED)
    overview = portal.get("/portal/").content.decode()
    assert "<strong>2</strong> webhooks, 1 of at most 10 active" in overview


def test_the_overview_shows_the_first_rest_and_mcp_call_ready_to_copy(portal, settings):
    settings.SITE_URL = "https://portal.example-company-data.de"
    html = portal.get("/portal/").content.decode()
    assert "https://portal.example-company-data.de/v1/companies/search?q=Software" in html
    assert "https://portal.example-company-data.de/mcp" in html
    assert 'data-copy="first-call"' in html and 'data-copy="mcp-call"' in html
