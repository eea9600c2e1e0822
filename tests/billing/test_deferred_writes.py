"""With deferred writes on (the production default), a billed call's settle mark and usage
counters are written in a batch: nothing is lost and nothing is counted twice."""

import pytest

from billing.deferred import flush_now
from billing.models import CreditHold, UsageDaily
from tests.conftest import ApiClient
from tests.factories import AccountFactory, make_company, make_key


@pytest.mark.django_db(transaction=True)  # the flusher thread has its own connection
def test_batched_settle_marks_and_usage_arrive_once(settings):
    settings.BILLING_DEFER_WRITES = True
    settings.BILLING_LEASE_CREDITS = 0  # per-call holds: what the batch marks settled
    account = AccountFactory()
    _, key = make_key(account, kind="live")
    company = make_company()
    client = ApiClient(key)
    for _ in range(3):
        response = client.get(f"/v1/companies/{company.public_id}")
        assert response.status_code == 200
    assert response["X-Credits-Remaining"] == "247"
    flush_now()
    flush_now()  # a second flush has nothing left to write
    holds = CreditHold.objects.filter(account=account)
    assert holds.count() == 3
    assert all(h.settled_at is not None and h.charged == 1 for h in holds)
    usage = UsageDaily.objects.get(account=account, endpoint="GET /v1/companies/{id}")
    assert (usage.calls, usage.credits) == (3, 3)
