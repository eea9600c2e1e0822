"""Buying packages through Stripe Checkout; credits only from the verified webhook."""

from __future__ import annotations

import json
import time

import pytest
from django.conf import settings
from django.test import Client

from accounts.models import Account
from billing.credits import reserve_credits, settle_hold
from billing.models import LedgerEntry, Purchase, StripeCustomer, StripeEvent
from billing.packages import UnknownPackage
from billing.purchases import invoice_list, purchase_start
from billing.stripe_client import PaymentsUnavailable
from tests.billing.conftest import deliver, signature_header
from tests.conftest import ApiClient, in_parallel
from tests.factories import AccountFactory

pytestmark = pytest.mark.django_db


def bought(fake, account, package="S"):
    """A purchase paid at Stripe and announced by the webhook."""
    purchase = purchase_start(account=account, package=package)
    session = fake.pay(purchase.stripe_checkout_session_id)
    assert deliver(fake.event("checkout.session.completed", session)).status_code == 200
    purchase.refresh_from_db()
    return purchase


def spend(account, credits: int) -> None:
    hold = reserve_credits(account=account, live=True, amount=credits, endpoint="test")
    settle_hold(hold_id=hold.pk, charge=credits)


def purchased(account) -> int:
    return Account.objects.get(pk=account.pk).purchased_credits


@pytest.mark.parametrize(
    ("package", "credits", "cents"),
    [("S", 10_000, 1_900), ("M", 100_000, 9_900), ("L", 1_000_000, 49_000)],
)
def test_checkout_is_a_one_time_tax_inclusive_payment_with_an_invoice(
    stripe_fake, account, package, credits, cents
):
    purchase = purchase_start(account=account, package=package)

    assert (purchase.package, purchase.credits, purchase.amount_cents) == (package, credits, cents)
    assert purchase.status == Purchase.PENDING and not purchase.credits_granted
    assert purchase.checkout_url.startswith("https://checkout.stripe.com/")
    params = stripe_fake.sessions[purchase.stripe_checkout_session_id]["_params"]
    assert params["mode"] == "payment"
    assert params["invoice_creation"]["enabled"] == "true"
    price = params["line_items"][0]["price_data"]
    assert price["currency"] == "eur"
    assert price["unit_amount"] == str(cents)
    assert price["tax_behavior"] == "inclusive"
    assert params["line_items"][0]["quantity"] == "1"
    assert params["client_reference_id"] == str(account.pk)
    assert params["metadata"] == {
        "account_id": str(account.pk),
        "package": package,
        "purchase": purchase.public_id,
    }
    assert params["success_url"].startswith(settings.SITE_URL)
    assert params["cancel_url"].startswith(settings.SITE_URL)
    assert params["customer"] == StripeCustomer.objects.get(account=account).customer_id
    created = [r for r in stripe_fake.requests if r.path == "/v1/checkout/sessions"]
    assert created[0].headers["Idempotency-Key"] == purchase.public_id
    # starting a purchase grants nothing
    assert purchased(account) == 0
    assert not LedgerEntry.objects.filter(account=account).exists()


def test_one_stripe_customer_per_account(stripe_fake, account):
    purchase_start(account=account, package="S")
    purchase_start(account=account, package="M")
    assert len(stripe_fake.customers) == 1
    customer = next(iter(stripe_fake.customers.values()))
    assert customer["email"] == account.email
    assert customer["metadata"] == {"account_id": str(account.pk)}


def test_unknown_package_is_refused(stripe_fake, account):
    with pytest.raises(UnknownPackage):
        purchase_start(account=account, package="XL")
    assert not Purchase.objects.exists()


def test_without_stripe_settings_nothing_is_bought(settings, account):
    settings.STRIPE_SECRET_KEY = ""
    with pytest.raises(PaymentsUnavailable):
        purchase_start(account=account, package="S")


def test_stripe_refusing_marks_the_purchase_failed(stripe_fake, account, settings):
    purchase_start(account=account, package="S")  # creates the customer
    settings.STRIPE_SECRET_KEY = "sk_test_wrong"
    with pytest.raises(PaymentsUnavailable):
        purchase_start(account=account, package="S")
    assert Purchase.objects.filter(status=Purchase.FAILED).count() == 1


def test_paying_without_the_webhook_grants_nothing(stripe_fake, account):
    purchase = purchase_start(account=account, package="S")
    stripe_fake.pay(purchase.stripe_checkout_session_id)
    purchase.refresh_from_db()
    assert purchase.status == Purchase.PENDING and purchased(account) == 0


def test_completed_checkout_grants_the_package_once(stripe_fake, account):
    purchase = purchase_start(account=account, package="M")
    session = stripe_fake.pay(purchase.stripe_checkout_session_id)
    event = stripe_fake.event("checkout.session.completed", session)

    response = deliver(event)

    assert response.status_code == 200
    assert purchased(account) == 100_000
    assert Account.objects.get(pk=account.pk).has_purchased
    purchase.refresh_from_db()
    assert purchase.status == Purchase.PAID and purchase.credits_granted
    assert purchase.paid_at is not None
    assert purchase.stripe_payment_intent_id == session["payment_intent"]
    assert purchase.stripe_invoice_id == session["invoice"]
    grant = LedgerEntry.objects.get(account=account, kind=LedgerEntry.GRANT)
    assert grant.purchased_delta == 100_000
    assert grant.reference == f"grant:{purchase.public_id}"
    stored = StripeEvent.objects.get(event_id=event["id"])
    assert stored.processed_at is not None and stored.payload == event

    # Stripe re-delivers the same event; the same session arrives in another event.
    assert deliver(event).status_code == 200
    again = stripe_fake.event("checkout.session.async_payment_succeeded", session)
    assert deliver(again).status_code == 200

    assert purchased(account) == 100_000
    assert LedgerEntry.objects.filter(account=account, kind=LedgerEntry.GRANT).count() == 1
    assert StripeEvent.objects.filter(event_id=event["id"]).count() == 1


def test_bad_signatures_are_refused_and_store_nothing(stripe_fake, account):
    purchase = purchase_start(account=account, package="S")
    session = stripe_fake.pay(purchase.stripe_checkout_session_id)
    event = stripe_fake.event("checkout.session.completed", session)

    wrong_secret = deliver(event, secret="whsec_not_ours")
    stale = deliver(event, timestamp=int(time.time()) - 301)
    body = json.dumps(event)
    unsigned = Client().post("/stripe/webhook", data=body, content_type="application/json")
    garbled = Client().post(
        "/stripe/webhook", data=body, content_type="application/json",
        HTTP_STRIPE_SIGNATURE="t=abc,v1=nothex",
    )

    for response in (wrong_secret, stale, unsigned, garbled):
        assert response.status_code == 400
        assert response.json()["error"]["code"] == "invalid_signature"
    assert not StripeEvent.objects.exists()
    assert purchased(account) == 0


def test_a_body_changed_after_signing_is_refused(stripe_fake, account):
    purchase = purchase_start(account=account, package="S")
    session = stripe_fake.pay(purchase.stripe_checkout_session_id)
    event = stripe_fake.event("checkout.session.completed", session)
    genuine = json.dumps(event)
    forged = genuine.replace('"amount_total": 1900', '"amount_total": 1')

    response = Client().post(
        "/stripe/webhook",
        data=forged,
        content_type="application/json",
        HTTP_STRIPE_SIGNATURE=signature_header(genuine),
    )

    assert forged != genuine and response.status_code == 400
    assert not StripeEvent.objects.exists()


def test_webhook_secret_unset_refuses_everything(stripe_fake, account, settings):
    purchase = purchase_start(account=account, package="S")
    session = stripe_fake.pay(purchase.stripe_checkout_session_id)
    settings.STRIPE_WEBHOOK_SECRET = ""
    response = deliver(stripe_fake.event("checkout.session.completed", session), secret="")
    assert response.status_code == 400
    assert purchased(account) == 0


def test_asynchronous_payment_grants_when_it_succeeds(stripe_fake, account):
    purchase = purchase_start(account=account, package="S")
    session = stripe_fake.pay(purchase.stripe_checkout_session_id, asynchronous=True)
    assert deliver(stripe_fake.event("checkout.session.completed", session)).status_code == 200
    assert purchased(account) == 0
    purchase.refresh_from_db()
    assert purchase.status == Purchase.PENDING

    paid = stripe_fake.settle_async(purchase.stripe_checkout_session_id)
    deliver(stripe_fake.event("checkout.session.async_payment_succeeded", paid))

    assert purchased(account) == 10_000
    purchase.refresh_from_db()
    assert purchase.status == Purchase.PAID


def test_failed_and_expired_checkouts_grant_nothing(stripe_fake, account):
    failed = purchase_start(account=account, package="S")
    session = stripe_fake.pay(failed.stripe_checkout_session_id, asynchronous=True)
    deliver(stripe_fake.event("checkout.session.async_payment_failed", session))
    expired = purchase_start(account=account, package="M")
    deliver(stripe_fake.event("checkout.session.expired",
                              stripe_fake.sessions[expired.stripe_checkout_session_id]))

    failed.refresh_from_db()
    expired.refresh_from_db()
    assert (failed.status, expired.status) == (Purchase.FAILED, Purchase.EXPIRED)
    assert purchased(account) == 0


def test_a_session_whose_amount_differs_grants_nothing(stripe_fake, account):
    purchase = purchase_start(account=account, package="L")
    session = stripe_fake.pay(purchase.stripe_checkout_session_id)
    session["amount_total"] = 1_900
    response = deliver(stripe_fake.event("checkout.session.completed", session))
    assert response.status_code == 200 and response.json()["outcome"].startswith("refused")
    assert purchased(account) == 0


def test_full_refund_with_credits_unspent_takes_them_all(stripe_fake, account):
    purchase = bought(stripe_fake, account, "S")
    charge = stripe_fake.refund(stripe_fake.charge_of(purchase.stripe_checkout_session_id), 1_900)

    deliver(stripe_fake.event("charge.refunded", charge))

    assert purchased(account) == 0
    purchase.refresh_from_db()
    assert purchase.status == Purchase.REFUNDED
    assert (purchase.refunded_cents, purchase.credits_revoked) == (1_900, 10_000)


def test_partial_refunds_deduct_proportionally_and_only_once(stripe_fake, account):
    purchase = bought(stripe_fake, account, "S")  # 10,000 credits for 19.00
    charge_id = stripe_fake.charge_of(purchase.stripe_checkout_session_id)

    quarter = stripe_fake.event("charge.refunded", stripe_fake.refund(charge_id, 475))
    deliver(quarter)
    deliver(quarter)  # replayed
    assert purchased(account) == 7_500
    purchase.refresh_from_db()
    assert purchase.status == Purchase.PARTIALLY_REFUNDED

    deliver(stripe_fake.event("charge.refunded", stripe_fake.refund(charge_id, 1_425)))
    assert purchased(account) == 0
    refunds = LedgerEntry.objects.filter(account=account, kind=LedgerEntry.REFUND)
    assert sorted(e.purchased_delta for e in refunds) == [-7_500, -2_500]


def test_refund_takes_only_what_is_left_when_credits_were_spent(stripe_fake, account):
    purchase = bought(stripe_fake, account, "S")
    spend(account, 250 + 7_000)  # the free allowance first, then 7,000 purchased
    assert purchased(account) == 3_000
    charge_id = stripe_fake.charge_of(purchase.stripe_checkout_session_id)

    deliver(stripe_fake.event("charge.refunded", stripe_fake.refund(charge_id, 950)))
    assert purchased(account) == 0  # 5,000 claimed, 3,000 still there

    deliver(stripe_fake.event("charge.refunded", stripe_fake.refund(charge_id, 950)))
    assert purchased(account) == 0  # a refund never makes a debt
    purchase.refresh_from_db()
    assert purchase.status == Purchase.REFUNDED and purchase.credits_revoked == 3_000
    assert LedgerEntry.objects.filter(kind=LedgerEntry.REFUND).count() == 1


def test_chargeback_deducts_the_purchase_in_full_and_locks_the_account(
    stripe_fake, account, live_key
):
    purchase = bought(stripe_fake, account, "S")
    spend(account, 250 + 4_000)
    dispute = stripe_fake.dispute(stripe_fake.charge_of(purchase.stripe_checkout_session_id))

    event = stripe_fake.event("charge.dispute.created", dispute)
    assert deliver(event).status_code == 200
    deliver(event)  # replayed

    assert purchased(account) == -4_000  # the debt remains
    chargeback = LedgerEntry.objects.get(account=account, kind=LedgerEntry.CHARGEBACK)
    assert chargeback.purchased_delta == -10_000
    account.refresh_from_db()
    assert account.locked_at is not None
    assert dispute["id"] in account.lock_reason and purchase.public_id in account.lock_reason
    assert account.lock_events.get().actor is None
    purchase.refresh_from_db()
    assert purchase.status == Purchase.DISPUTED

    response = ApiClient(live_key).get("/v1/companies/c_anything")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "account_locked"


def test_chargeback_after_a_partial_refund_takes_the_rest(stripe_fake, account):
    purchase = bought(stripe_fake, account, "S")
    charge_id = stripe_fake.charge_of(purchase.stripe_checkout_session_id)
    deliver(stripe_fake.event("charge.refunded", stripe_fake.refund(charge_id, 950)))
    deliver(stripe_fake.event("charge.dispute.created", stripe_fake.dispute(charge_id)))
    assert purchased(account) == 0
    purchase.refresh_from_db()
    assert purchase.credits_revoked == 10_000


def test_a_refund_arriving_before_the_grant_is_retried_by_stripe(stripe_fake, account):
    purchase = purchase_start(account=account, package="S")
    session = stripe_fake.pay(purchase.stripe_checkout_session_id)
    charge = stripe_fake.refund(stripe_fake.charge_of(purchase.stripe_checkout_session_id), 1_900)
    refund_event = stripe_fake.event("charge.refunded", charge)

    assert deliver(refund_event).status_code == 500  # Stripe will deliver it again
    stored = StripeEvent.objects.get(event_id=refund_event["id"])
    assert stored.processed_at is None and "not granted yet" in stored.error

    deliver(stripe_fake.event("checkout.session.completed", session))
    assert deliver(refund_event).status_code == 200
    assert purchased(account) == 0


def test_events_about_other_payments_are_stored_and_ignored(stripe_fake, account):
    other = {"id": "ch_other", "object": "charge", "amount": 500, "amount_refunded": 500,
             "payment_intent": "pi_other", "metadata": {}}
    response = deliver(stripe_fake.event("charge.refunded", other))
    assert response.status_code == 200 and response.json()["outcome"].startswith("ignored")
    response = deliver(stripe_fake.event("customer.created", {"id": "cus_x"}))
    assert response.status_code == 200
    assert StripeEvent.objects.filter(processed_at__isnull=False).count() == 2


def test_invoices_are_listed_from_stripe_newest_first(stripe_fake, account):
    first = bought(stripe_fake, account, "S")
    second = bought(stripe_fake, account, "M")
    other = bought(stripe_fake, AccountFactory(), "L")

    invoices = invoice_list(account=account)

    assert [inv.id for inv in invoices] == [second.stripe_invoice_id, first.stripe_invoice_id]
    newest = invoices[0]
    stored = stripe_fake.invoices[second.stripe_invoice_id]
    assert newest.number == stored["number"]
    assert newest.amount_cents == 9_900 and newest.currency == "eur"
    assert newest.hosted_invoice_url == stored["hosted_invoice_url"]
    assert newest.pdf_url == stored["invoice_pdf"]
    assert newest.status == "paid" and newest.date is not None
    assert other.stripe_invoice_id not in {inv.id for inv in invoices}
    listed = [r for r in stripe_fake.requests if r.path == "/v1/invoices"]
    assert listed and all(r.query["customer"] for r in listed)


def test_an_invoice_missing_from_the_event_is_found_through_the_session(stripe_fake, account):
    purchase = purchase_start(account=account, package="S")
    session = stripe_fake.pay(purchase.stripe_checkout_session_id)
    deliver(stripe_fake.event("checkout.session.completed", {**session, "invoice": None}))
    StripeCustomer.objects.filter(account=account).delete()  # not listable by customer

    invoices = invoice_list(account=account)

    assert [inv.id for inv in invoices] == [session["invoice"]]
    paths = [r.path for r in stripe_fake.requests]
    assert f"/v1/checkout/sessions/{purchase.stripe_checkout_session_id}" in paths
    assert f"/v1/invoices/{session['invoice']}" in paths
    purchase.refresh_from_db()
    assert purchase.stripe_invoice_id == session["invoice"]


def test_no_purchase_no_invoices(stripe_fake, account):
    assert invoice_list(account=account) == []
    assert stripe_fake.requests == []


@pytest.mark.django_db(transaction=True)
def test_parallel_deliveries_of_one_event_grant_once(stripe_fake):
    account = AccountFactory()
    purchase = purchase_start(account=account, package="S")
    event = stripe_fake.event(
        "checkout.session.completed", stripe_fake.pay(purchase.stripe_checkout_session_id)
    )
    statuses: list[int] = []
    in_parallel(lambda _: statuses.append(deliver(event).status_code), 4)

    assert statuses == [200] * 4
    assert purchased(account) == 10_000
    assert LedgerEntry.objects.filter(kind=LedgerEntry.GRANT).count() == 1
    assert StripeEvent.objects.count() == 1
