"""The free allowance (SPEC Limits): 250 per mailbox and UTC month, used first, reset on the
1st, unused credits expire; test keys spend only it; purchased credits never expire."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from accounts.models import Account
from accounts.services import account_delete, account_get_or_create
from billing.credits import balance_of, current_month, release_hold, reserve_credits, settle_hold
from billing.models import AllowanceMonthClose, AllowanceUsage
from billing.services import allowance_months_close
from config.errors import InsufficientCredits
from tests.conftest import ApiClient
from tests.factories import AccountFactory, give_purchased, make_company, make_key, settle_leases

pytestmark = pytest.mark.django_db

LAST_SECOND_OF_JANUARY = datetime(2026, 1, 31, 23, 59, 59, 999_000, tzinfo=UTC)
FIRST_OF_FEBRUARY = datetime(2026, 2, 1, 0, 0, 0, tzinfo=UTC)


def spend(account, amount, *, live=True, now=None):
    hold = reserve_credits(account=account, live=live, amount=amount, endpoint="test", now=now)
    settle_hold(hold_id=hold.pk, charge=amount)
    return hold


def test_months_are_utc_calendar_months():
    assert current_month(LAST_SECOND_OF_JANUARY) == date(2026, 1, 1)
    assert current_month(FIRST_OF_FEBRUARY) == date(2026, 2, 1)
    vienna_half_past_midnight = datetime(2026, 2, 1, 0, 30, tzinfo=timezone(timedelta(hours=1)))
    assert current_month(vienna_half_past_midnight) == date(2026, 1, 1)
    assert current_month(datetime(2026, 12, 31, 23, 59, tzinfo=UTC)) == date(2026, 12, 1)
    assert current_month(datetime(2027, 1, 1, 0, 0, tzinfo=UTC)) == date(2027, 1, 1)


def test_each_mailbox_gets_250_a_month(account):
    assert balance_of(account).free_remaining == 250
    spend(account, 250, live=False)
    assert balance_of(account).free_remaining == 0
    with pytest.raises(InsufficientCredits) as refused:
        reserve_credits(account=account, live=False, amount=1, endpoint="test")
    assert refused.value.extra["remaining"] == 0


def test_free_allowance_is_used_before_purchased_credits(account):
    give_purchased(account, 10)
    hold = reserve_credits(account=account, live=True, amount=255, endpoint="test")
    assert (hold.free_amount, hold.purchased_amount) == (250, 5)
    assert Account.objects.get(pk=account.pk).purchased_credits == 5


def test_consumption_of_past_months_does_not_count(account, live_key):
    month = current_month()
    for _ in range(13):  # each of the last 13 months fully used
        month = (month - timedelta(days=1)).replace(day=1)
        AllowanceUsage.objects.create(mailbox=account.mailbox, month=month, used=250)
    company = make_company()

    response = ApiClient(live_key).get(f"/v1/companies/{company.public_id}")

    assert response.status_code == 200
    assert response["X-Credits-Remaining"] == "249"


def test_the_allowance_resets_on_the_first_of_the_month(account):
    spend(account, 250, live=False, now=LAST_SECOND_OF_JANUARY)
    with pytest.raises(InsufficientCredits):
        reserve_credits(
            account=account, live=False, amount=1, endpoint="test", now=LAST_SECOND_OF_JANUARY
        )

    spend(account, 1, live=False, now=FIRST_OF_FEBRUARY)

    used = dict(AllowanceUsage.objects.values_list("month", "used"))
    assert used == {date(2026, 1, 1): 250, date(2026, 2, 1): 1}
    assert balance_of(account, month=date(2026, 2, 1)).free_remaining == 249


def test_unused_free_credits_expire_at_month_end(account):
    spend(account, 100, live=False, now=LAST_SECOND_OF_JANUARY)
    assert balance_of(account, month=date(2026, 1, 1)).free_remaining == 150
    assert balance_of(account, month=date(2026, 2, 1)).free_remaining == 250  # not 400

    allowance_months_close(now=FIRST_OF_FEBRUARY)

    row = AllowanceMonthClose.objects.get(mailbox=account.mailbox, month=date(2026, 1, 1))
    assert (row.used, row.expired) == (100, 150)


def test_a_job_hold_of_last_month_returns_to_last_month(account):
    hold = reserve_credits(
        account=account, live=False, amount=5, endpoint="job", for_job=True,
        now=LAST_SECOND_OF_JANUARY,
    )
    spend(account, 1, live=False, now=FIRST_OF_FEBRUARY)
    release_hold(hold_id=hold.pk)
    used = dict(AllowanceUsage.objects.values_list("month", "used"))
    assert used == {date(2026, 1, 1): 0, date(2026, 2, 1): 1}


def test_test_keys_spend_only_the_allowance_even_with_purchased_credits(account, test_key):
    give_purchased(account, 1_000)
    spend(account, 250, live=False)
    company = make_company()

    response = ApiClient(test_key).get(f"/v1/companies/{company.public_id}")

    assert response.status_code == 402
    assert response.json()["error"] == {
        "code": "insufficient_credits",
        "message": "This call needs 1 credit; 0 remain.",
        "remaining": 0,
    }
    assert Account.objects.get(pk=account.pk).purchased_credits == 1_000


def test_live_keys_go_on_with_purchased_credits_once_the_allowance_is_used(account, live_key):
    give_purchased(account, 1_000)
    spend(account, 250)
    company = make_company()

    response = ApiClient(live_key).get(f"/v1/companies/{company.public_id}")

    assert response.status_code == 200 and response["X-Credits-Remaining"] == "999"


def test_purchased_credits_do_not_expire(account):
    give_purchased(account, 500)
    spend(account, 260, now=LAST_SECOND_OF_JANUARY)  # 250 free + 10 purchased in January
    allowance_months_close(now=datetime(2026, 6, 1, tzinfo=UTC))
    march = date(2026, 3, 1)
    assert balance_of(account, month=march).purchased == 490
    assert balance_of(account, month=march).spendable(live=True) == 250 + 490


def test_deleting_and_recreating_the_account_continues_the_months_consumption(db):
    original = AccountFactory(email="Erika.Muster@firma.de")
    _, old_key = make_key(original, kind="live")
    company = make_company()
    client = ApiClient(old_key)
    for _ in range(3):
        assert client.get(f"/v1/companies/{company.public_id}").status_code == 200
    spend(original, 197)  # 200 of 250 used this month

    account_delete(account=original)
    assert client.get(f"/v1/companies/{company.public_id}").status_code == 401

    again, created = account_get_or_create(email="erika.muster@firma.de")
    assert created and again.pk != original.pk
    _, new_key = make_key(again, kind="live")
    response = ApiClient(new_key).get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 200
    assert response["X-Credits-Remaining"] == "49"

    variant, _ = account_get_or_create(email="erika.muster+neu@firma.de")
    _, variant_key = make_key(variant, kind="test")
    response = ApiClient(variant_key).get(f"/v1/companies/{company.public_id}")
    assert response["X-Credits-Remaining"] == "48"
    settle_leases()
    assert AllowanceUsage.objects.get(mailbox="erika.muster@firma.de").used == 202


def test_a_gmail_variant_created_after_deletion_gets_no_fresh_allowance(db):
    first = AccountFactory(email="max.mustermann@gmail.com")
    spend(first, 250, live=False)
    account_delete(account=first)

    second, _ = account_get_or_create(email="MaxMustermann+api@googlemail.com")

    assert balance_of(second).free_remaining == 0
    with pytest.raises(InsufficientCredits):
        reserve_credits(account=second, live=True, amount=1, endpoint="test")
