"""Credit leases across a Redis restart: a lease Redis lost is found and released at the
next call (never a 402 for an account with credits), the calls it served are forgiven
within the stated bound, and the ledger stays exact."""

from __future__ import annotations

import pytest

from billing import lease_settle
from billing.credits import balance_of
from billing.models import CreditHold
from billing.reconcile import ledger_reconcile
from tests.conftest import ApiClient
from tests.factories import account_with_credits, make_company, make_key, settle_leases

pytestmark = pytest.mark.django_db


def _lease_holds(account):
    return CreditHold.objects.filter(account=account, endpoint=lease_settle.LEASE_ENDPOINT)


def test_an_account_with_credits_gets_no_402_after_redis_lost_its_lease(own_redis):
    account = account_with_credits(free=250, purchased=49)
    _, plaintext = make_key(account, kind="live")
    company = make_company()
    client = ApiClient(plaintext)
    path = f"/v1/companies/{company.public_id}"
    first = client.get(path)
    assert first.status_code == 200 and first["X-Credits-Remaining"] == "298"
    assert _lease_holds(account).get().amount == 299  # the lease holds the whole balance

    own_redis.restart()
    again = client.get(path)
    assert again.status_code == 200
    # Without persistence the first call's credit was lost with its lease and forgiven;
    # with an append-only file the lease survived and nothing is forgiven.
    expected = 297 if own_redis.appendonly else 298
    assert again["X-Credits-Remaining"] == str(expected)

    settle_leases()
    assert balance_of(account).spendable(live=True) == expected
    forgiven = expected - (299 - 2)  # what two calls would have left
    assert 0 <= forgiven <= lease_settle.forgiven_bound()
    assert ledger_reconcile().ok


def test_a_lost_lease_is_released_before_the_renewal_reads_the_balance(own_redis):
    account = account_with_credits(free=3, purchased=0)
    _, plaintext = make_key(account, kind="test")
    company = make_company()
    client = ApiClient(plaintext)
    path = f"/v1/companies/{company.public_id}"
    assert [client.get(path).status_code for _ in range(2)] == [200, 200]
    own_redis.restart()
    answers = [client.get(path) for _ in range(3)]
    if own_redis.appendonly:  # one credit was left and nothing was lost
        assert [a.status_code for a in answers] == [200, 402, 402]
    else:  # the two calls of the lost lease were forgiven
        assert [a.status_code for a in answers] == [200, 200, 200]
    assert answers[-1]["X-Credits-Remaining"] == "0"
    settle_leases()
    assert balance_of(account).spendable(live=False) == 0
