"""A locked account is refused on every keyed call until staff unlock it, with a reason."""

from __future__ import annotations

import pytest
from django.test import Client

from accounts.models import Account
from billing.models import AccountLockEvent, CreditHold, LedgerEntry, Purchase
from billing.services import account_lock, account_unlock
from tests.factories import AccountFactory, give_purchased, make_company

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(db):
    return Account.objects.create_superuser("ops@service.example", password="x")


@pytest.fixture
def admin_client(staff):
    client = Client()
    client.force_login(staff)
    return client


def test_a_locked_account_is_refused_on_billed_calls_without_reserving(account, api):
    account_lock(account=account, reason="Chargeback dp_1 on purchase pur_1")
    company = make_company()

    response = api.get(f"/v1/companies/{company.public_id}")

    assert response.status_code == 403
    assert response.json()["error"]["code"] == "account_locked"
    assert response["X-Credits-Remaining"] == "250"
    assert not CreditHold.objects.exists()


def test_a_locked_account_is_refused_on_unbilled_calls_too(account, api):
    account_lock(account=account, reason="Chargeback")
    response = api.get("/v1/usage")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "account_locked"


def test_other_accounts_are_not_affected(account, api):
    stranger = AccountFactory()
    account_lock(account=stranger, reason="Chargeback")
    assert api.get("/v1/usage").status_code == 200


def test_locking_twice_keeps_the_first_time_and_both_reasons(account):
    account_lock(account=account, reason="first dispute")
    first = Account.objects.get(pk=account.pk).locked_at
    account_lock(account=account, reason="second dispute")
    account.refresh_from_db()
    assert account.locked_at == first
    assert account.lock_reason == "first dispute\nsecond dispute"
    assert account.lock_events.count() == 2


def test_unlock_needs_a_reason_and_records_who(account, staff):
    account_lock(account=account, reason="Chargeback")
    with pytest.raises(ValueError):
        account_unlock(account=account, reason="  ", actor=staff)
    assert account_unlock(account=account, reason="Dispute won", actor=staff)
    assert not account_unlock(account=account, reason="again", actor=staff)
    account.refresh_from_db()
    assert account.locked_at is None and account.lock_reason == ""
    event = account.lock_events.filter(action=AccountLockEvent.UNLOCK).get()
    assert (event.actor, event.reason) == (staff, "Dispute won")


def test_staff_unlock_in_the_admin_with_a_reason(account, api, admin_client, staff):
    account_lock(account=account, reason="Chargeback dp_9")
    url = "/admin/accounts/account/"
    selection = {"action": "unlock_accounts", "_selected_action": [account.pk]}

    asked = admin_client.post(url, selection)
    assert asked.status_code == 200 and b"reason" in asked.content
    assert Account.objects.get(pk=account.pk).locked_at is not None

    empty = admin_client.post(url, {**selection, "reason": ""})
    assert empty.status_code == 200
    assert Account.objects.get(pk=account.pk).locked_at is not None

    done = admin_client.post(url, {**selection, "reason": "Customer paid the dispute back"})
    assert done.status_code == 302
    account.refresh_from_db()
    assert account.locked_at is None
    event = AccountLockEvent.objects.get(action=AccountLockEvent.UNLOCK)
    assert event.actor == staff and event.reason == "Customer paid the dispute back"
    assert api.get("/v1/usage").status_code == 200


def test_staff_can_lock_in_the_admin_with_a_reason(account, api, admin_client, staff):
    admin_client.post(
        "/admin/accounts/account/",
        {"action": "lock_accounts", "_selected_action": [account.pk], "reason": "Fraud check"},
    )
    account.refresh_from_db()
    assert account.locked_at is not None and account.lock_reason == "Fraud check"
    assert account.lock_events.get().actor == staff
    assert api.get("/v1/usage").json()["error"]["code"] == "account_locked"


def test_the_lock_fields_are_read_only_so_unlocking_goes_through_the_action(
    account, admin_client
):
    account_lock(account=account, reason="Chargeback")
    html = admin_client.get(f"/admin/accounts/account/{account.pk}/change/").content.decode()
    assert 'name="locked_at' not in html and 'name="lock_reason"' not in html
    assert 'name="purchased_credits"' not in html


def test_the_account_page_shows_ledger_purchases_and_lock(account, admin_client):
    give_purchased(account, 10_000)
    purchase = Purchase.objects.create(
        account=account, package="S", credits=10_000, amount_cents=1_900,
        status=Purchase.DISPUTED, credits_granted=True,
    )
    account_lock(account=account, reason="Chargeback dp_42 on the S package")

    page = admin_client.get(f"/admin/accounts/account/{account.pk}/change/")

    assert page.status_code == 200
    html = page.content.decode()
    assert "Chargeback dp_42 on the S package" in html
    assert purchase.public_id in html
    assert LedgerEntry.GRANT in html and "10000" in html
    assert f"?account__id__exact={account.pk}" in html
    ledger = admin_client.get(f"/admin/billing/ledgerentry/?account__id__exact={account.pk}")
    assert ledger.status_code == 200
