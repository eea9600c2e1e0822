"""A web process stopped with SIGTERM (a deploy, ``make run``'s Ctrl-C, a supervisor) writes
what it still holds on its way out: the deferred usage counts and hold settlements of its last
half second are in PostgreSQL after it has exited, alone or as a supervised worker."""

from __future__ import annotations

import httpx
import pytest
from django.db.models import Sum

from billing.models import CreditHold, UsageDaily
from tests.factories import account_with_credits, make_company, make_key
from tests.faults.processes import Web, service_env

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("workers", [1, 2], ids=["one-process", "supervised"])
def test_usage_of_the_last_calls_is_written_when_the_web_process_stops(plain_redis, tmp_path, workers):
    company = make_company().public_id
    account = account_with_credits(free=0, purchased=10)
    _, plaintext = make_key(account, kind="live")
    # leases off: every call holds in PostgreSQL and counts its usage through the deferred
    # buffer, which a background thread writes every half second
    web = Web(service_env(plain_redis.url, BILLING_LEASE_CREDITS="0", BILLING_DEFER_WRITES="true"),
              tmp_path / "web.log", workers=workers).start()
    try:
        for _ in range(3):
            answer = httpx.get(f"{web.base_url}/v1/companies/{company}",
                               headers={"Authorization": f"Bearer {plaintext}"}, timeout=10)
            assert answer.status_code == 200
    finally:
        web.stop()  # at once: the buffer has not been written yet
    assert web.process.returncode == 0, web.output()[-2000:]
    usage = UsageDaily.objects.filter(account=account).aggregate(calls=Sum("calls"), credits=Sum("credits"))
    assert usage == {"calls": 3, "credits": 3}, web.output()[-2000:]
    holds = CreditHold.objects.filter(account=account)
    assert holds.count() == 3 and not holds.filter(settled_at__isnull=True).exists()
    assert holds.aggregate(c=Sum("charged"))["c"] == 3
