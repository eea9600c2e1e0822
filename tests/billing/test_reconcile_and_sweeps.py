"""``manage.py reconcile`` and the scheduled sweeps (stale holds, allowance months)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection
from django.utils import timezone

from accounts.models import Account
from billing.credits import balance_of, reserve_credits, settle_hold
from billing.models import AllowanceMonthClose, AllowanceUsage, CreditHold, LedgerEntry
from billing.tasks import close_past_allowance_months, release_stale_holds
from tests.conftest import ApiClient
from tests.factories import AccountFactory, give_purchased, make_company, make_key

pytestmark = pytest.mark.django_db


def busy_accounts():
    """Two accounts with calls, a purchase, a 404 and an open job hold."""
    company = make_company()
    for email in ("a@firma.de", "b@firma.at"):
        account = AccountFactory(email=email)
        give_purchased(account, 300)
        _, key = make_key(account, kind="live")
        client = ApiClient(key)
        client.get(f"/v1/companies/{company.public_id}")
        client.get("/v1/companies/c_missing")
        hold = reserve_credits(account=account, live=True, amount=260, endpoint="x")
        settle_hold(hold_id=hold.pk, charge=7)
        reserve_credits(account=account, live=True, amount=5, endpoint="job", for_job=True)


def reconcile() -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("reconcile", stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_reconcile_passes_when_balances_equal_the_ledger():
    busy_accounts()
    out, err = reconcile()
    assert "mismatches: 0" in out and "OK" in out and err == ""
    assert "accounts checked: 2" in out and "allowance months checked: 2" in out


def test_reconcile_fails_on_a_purchased_balance_changed_behind_the_ledger():
    busy_accounts()
    account = Account.objects.get(email="b@firma.at")
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {Account._meta.db_table} SET purchased_credits = purchased_credits + 1 "
            "WHERE id = %s",
            [account.pk],
        )
    out, err = StringIO(), StringIO()
    with pytest.raises(CommandError) as failed:
        call_command("reconcile", stdout=out, stderr=err)
    assert failed.value.returncode == 1  # manage.py exits with it
    assert "mismatches: 1" in out.getvalue()
    assert f"account {account.pk}" in err.getvalue()


def test_reconcile_fails_on_allowance_use_changed_behind_the_ledger():
    busy_accounts()
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {AllowanceUsage._meta.db_table} SET used = used - 1 WHERE mailbox = %s",
            ["a@firma.de"],
        )
    out, err = StringIO(), StringIO()
    with pytest.raises(CommandError):
        call_command("reconcile", stdout=out, stderr=err)
    assert "allowance a@firma.de" in err.getvalue()


def test_stale_holds_of_crashed_calls_are_released_once(account):
    give_purchased(account, 100)
    long_ago = timezone.now() - timedelta(hours=1)
    stale = reserve_credits(account=account, live=True, amount=260, endpoint="x", now=long_ago)
    fresh = reserve_credits(account=account, live=True, amount=3, endpoint="x")
    job = reserve_credits(account=account, live=True, amount=5, endpoint="j", for_job=True,
                          now=long_ago)
    assert balance_of(account).spendable(live=True) == 350 - 268

    assert release_stale_holds() == 1
    assert release_stale_holds() == 0

    assert CreditHold.objects.get(pk=stale.pk).charged == 0
    assert CreditHold.objects.get(pk=fresh.pk).settled_at is None
    assert CreditHold.objects.get(pk=job.pk).settled_at is None
    assert balance_of(account).spendable(live=True) == 350 - 8
    releases = LedgerEntry.objects.filter(kind=LedgerEntry.RELEASE, hold=stale)
    assert releases.count() == 1
    reconcile()


def test_stale_hold_age_comes_from_settings(account, settings):
    settings.STALE_HOLD_SECONDS = 3600
    reserve_credits(account=account, live=True, amount=1, endpoint="x",
                    now=timezone.now() - timedelta(minutes=30))
    assert release_stale_holds() == 0
    settings.STALE_HOLD_SECONDS = 60
    assert release_stale_holds() == 1


def test_closing_allowance_months_records_each_past_month_once(db):
    this_month = datetime.now(UTC).date().replace(day=1)
    last_month = (this_month - timedelta(days=1)).replace(day=1)
    AllowanceUsage.objects.create(mailbox="a@firma.de", month=last_month, used=40)
    AllowanceUsage.objects.create(mailbox="b@firma.de", month=last_month, used=250)
    AllowanceUsage.objects.create(mailbox="a@firma.de", month=this_month, used=10)

    assert close_past_allowance_months() == 2
    assert close_past_allowance_months() == 0

    closed = {
        (row.mailbox, row.month): (row.used, row.expired)
        for row in AllowanceMonthClose.objects.all()
    }
    assert closed == {("a@firma.de", last_month): (40, 210), ("b@firma.de", last_month): (250, 0)}
