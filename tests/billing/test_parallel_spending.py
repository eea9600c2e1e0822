"""Real parallel requests on real PostgreSQL connections never overspend."""

import threading

import pytest

from accounts.models import Account
from billing.credits import current_month
from billing.models import AllowanceUsage, LedgerEntry
from tests.conftest import ApiClient, in_parallel
from tests.factories import AccountFactory, give_purchased, make_company, make_key


@pytest.mark.django_db(transaction=True)
def test_fifty_parallel_calls_against_a_balance_of_ten_give_exactly_ten_successes():
    account = AccountFactory()
    _, key = make_key(account, kind="live")
    give_purchased(account, 10)
    AllowanceUsage.objects.create(mailbox=account.mailbox, month=current_month(), used=250)
    company = make_company()

    statuses: list[int] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def call(_: int) -> None:
        client = ApiClient(key)
        try:
            status = client.get(f"/v1/companies/{company.public_id}").status_code
        except BaseException as exc:  # reported below, not lost in the thread
            with lock:
                errors.append(exc)
            return
        with lock:
            statuses.append(status)

    in_parallel(call, 50)

    assert not errors, errors[:3]
    assert sorted(set(statuses)) == [200, 402]
    assert statuses.count(200) == 10
    account.refresh_from_db()
    assert account.purchased_credits == 0
    ledger_sum = sum(e.purchased_delta for e in LedgerEntry.objects.filter(account=account))
    assert ledger_sum == 0
    assert Account.objects.get(pk=account.pk).purchased_credits >= 0
