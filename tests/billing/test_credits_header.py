"""``X-Credits-Remaining`` is exact while jobs reserve and settle concurrently with billed
reads (each answer shows a balance the account really had), and it is left out, never 0,
when the balance cannot be known."""

from __future__ import annotations

import pytest

from billing.credits import balance_of, reserve_credits, settle_hold
from tests.conftest import ApiClient, in_parallel
from tests.factories import account_with_credits, make_company, make_key, settle_leases

READS = 120
JOBS = 15
JOB_HOLD, JOB_CHARGE = 37, 5  # 37 and 5 share no factor: a balance tells which state it is


def _state(spent: int) -> tuple[int, int]:
    """(jobs completed, job in flight 0/1) for what the jobs have taken from the balance."""
    for in_flight in (0, 1):
        rest = spent - JOB_HOLD * in_flight
        if rest >= 0 and rest % JOB_CHARGE == 0 and rest // JOB_CHARGE + in_flight <= JOBS:
            return rest // JOB_CHARGE, in_flight
    raise AssertionError(f"no balance the account had: jobs took {spent}")


@pytest.mark.django_db(transaction=True)
def test_the_header_is_exact_while_jobs_settle_during_lease_renewals(settings):
    settings.BILLING_LEASE_CREDITS, settings.BILLING_LEASE_MAX_CREDITS = 7, 14  # renew often
    account = account_with_credits(free=250, purchased=1000)
    _, plaintext = make_key(account, kind="live")
    company = make_company()
    start = 1250

    def work(n: int) -> list[int]:
        if n == 0:
            client = ApiClient(plaintext)
            return [int(client.get(f"/v1/companies/{company.public_id}")["X-Credits-Remaining"])
                    for _ in range(READS)]
        for _ in range(JOBS):
            hold = reserve_credits(account=account, live=True, amount=JOB_HOLD,
                                   endpoint="POST /v1/bulk/domains", for_job=True)
            settle_hold(hold_id=hold.pk, charge=JOB_CHARGE)
        return []

    headers = in_parallel(work, 2)[0]
    order = -1
    for reads, header in enumerate(headers, start=1):
        completed, in_flight = _state(start - reads - header)
        # the jobs' states follow one another: a later answer never shows an earlier one
        assert 2 * completed + in_flight >= order, (reads, header)
        order = 2 * completed + in_flight
    final = start - READS - JOBS * JOB_CHARGE
    settle_leases()
    assert balance_of(account).spendable(live=True) == final
    assert int(ApiClient(plaintext).get("/v1/usage")["X-Credits-Remaining"]) == final
