"""Real parallel requests on real PostgreSQL connections never overspend."""


import pytest

from accounts.models import Account
from billing.models import LedgerEntry
from tests.conftest import ApiClient, in_parallel
from tests.factories import account_with_credits, make_company, make_key


@pytest.mark.django_db(transaction=True)
def test_fifty_parallel_calls_against_a_balance_of_ten_give_exactly_ten_successes():
    account = account_with_credits(free=0, purchased=10)
    _, key = make_key(account, kind="live")
    company = make_company()

    def call(_: int) -> int:
        return ApiClient(key).get(f"/v1/companies/{company.public_id}").status_code

    statuses = in_parallel(call, 50)  # an exception in a thread fails the test

    assert sorted(set(statuses)) == [200, 402]
    assert statuses.count(200) == 10
    account.refresh_from_db()
    assert account.purchased_credits == 0
    ledger_sum = sum(e.purchased_delta for e in LedgerEntry.objects.filter(account=account))
    assert ledger_sum == 0
    assert Account.objects.get(pk=account.pk).purchased_credits >= 0
