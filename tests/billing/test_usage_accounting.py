"""Usage equals charges, per key: a credit lease counts its calls' usage beside its credits
(in the same scripts), settles both in one transaction, and a reader sees a call at once,
never twice; give-backs, undone takes and a month that ends mid-lease keep them equal."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from django.db.models import Sum
from django.utils import timezone

from accounts.models import ApiKey
from billing import lease_settle, leases
from billing.credits import balance_of, current_month
from billing.models import AllowanceUsage, CreditHold, UsageDaily
from billing.reconcile import ledger_reconcile
from billing.usage import usage_rows
from tests.conftest import ApiClient
from tests.factories import account_with_credits, make_company, make_key, settle_leases

pytestmark = pytest.mark.django_db

COMPANY = "GET /v1/companies/{id}"
RELATIONS = "GET /v1/companies/{id}/relations"


def _today_rows(account, key_ids=None):  # noqa: ANN001, ANN202
    today = timezone.now().date()
    return {(row.endpoint, row.key_id): (row.calls, row.credits)
            for row in usage_rows(account=account, date_from=today, date_to=today,
                                  key_ids=key_ids)}


def _charged(account) -> int:  # noqa: ANN001
    return CreditHold.objects.filter(account=account).aggregate(c=Sum("charged"))["c"] or 0


def _counted(account) -> int:  # noqa: ANN001
    return UsageDaily.objects.filter(account=account).aggregate(c=Sum("credits"))["c"] or 0


def test_usage_is_counted_per_key_seen_at_once_and_never_twice():
    account = account_with_credits(free=250, purchased=100)
    _, live = make_key(account, kind="live")
    _, test = make_key(account, kind="test")
    live_id = ApiKey.objects.get(account=account, kind="live").pk
    test_id = ApiKey.objects.get(account=account, kind="test").pk
    company = make_company().public_id
    for _ in range(3):
        assert ApiClient(live).get(f"/v1/companies/{company}").status_code == 200
    assert ApiClient(live).get(f"/v1/companies/{company}/relations").status_code == 200
    assert ApiClient(test).get(f"/v1/companies/{company}").status_code == 200
    assert ApiClient(test).get("/v1/companies/co_doesnotexist").status_code == 404

    expected = {(COMPANY, live_id): (3, 3), (RELATIONS, live_id): (1, 2),
                (COMPANY, test_id): (2, 1)}
    assert CreditHold.objects.filter(account=account, settled_at__isnull=True).exists()
    assert _today_rows(account) == expected  # still in the open lease: seen at once
    assert _counted(account) == 0
    report = ApiClient(live).get("/v1/usage").json()
    assert {(d["endpoint"], d["calls"], d["credits"]) for d in report["days"]} == {
        (COMPANY, 5, 4), (RELATIONS, 1, 2)}

    settle_leases()
    assert _today_rows(account) == expected  # settled: the same numbers, not twice
    assert _counted(account) == _charged(account) == 6
    assert _today_rows(account, key_ids=[test_id]) == {(COMPANY, test_id): (2, 1)}
    assert ledger_reconcile().ok


def _key(account) -> ApiKey:  # noqa: ANN001
    make_key(account, kind="live")
    return ApiKey.objects.get(account=account)


def test_a_give_back_after_the_lease_was_settled_leaves_usage_equal_to_charges():
    account = account_with_credits(free=250, purchased=0)
    key = _key(account)
    take = leases.renew(key=key, amount=2, month=current_month(), use=leases.usage_tag(key, "x"))
    assert lease_settle.settle(take.hold_id) == 2  # another process settles it mid-call
    assert _counted(account) == 2
    assert leases.give_back(take, 2, live=True) is None  # the call failed: in PostgreSQL
    assert _counted(account) == _charged(account) == 0
    assert UsageDaily.objects.get(account=account).calls == 1  # an error still counts
    assert ledger_reconcile().ok


def test_an_undone_take_counts_neither_credits_nor_the_call():
    account = account_with_credits(free=250, purchased=0)
    key = _key(account)
    use = leases.usage_tag(key, "x")
    leases.renew(key=key, amount=1, month=current_month(), use=use)
    leases.protect_and_take(counters=[], lock_key=None, key=key, amount=2, month=current_month(),
                            now=timezone.now().timestamp(), call_id="lost-reply", use=use)
    assert _today_rows(account) == {("x", key.pk): (2, 3)}
    assert leases.undo_take("lost-reply", live=True) == 2  # answered 503: costs nothing
    assert _today_rows(account) == {("x", key.pk): (1, 1)}
    settle_leases()
    assert _counted(account) == _charged(account) == 1


@pytest.mark.parametrize("lease_credits", [500, 0], ids=["lease", "database hold"])
def test_a_month_that_ends_mid_lease_charges_each_month_its_own_calls(
        lease_credits, settings, monkeypatch):
    settings.BILLING_LEASE_CREDITS = lease_credits
    account = account_with_credits(free=250, purchased=0)
    _, test = make_key(account, kind="test")
    company = make_company().public_id
    end = datetime(2026, 11, 30, 23, 59, 58, tzinfo=UTC)
    monkeypatch.setattr(timezone, "now", lambda: end)
    for n in range(3):
        answer = ApiClient(test).get(f"/v1/companies/{company}")
        assert answer.status_code == 200 and answer["X-Credits-Remaining"] == str(249 - n)
    monkeypatch.setattr(timezone, "now", lambda: end + timedelta(seconds=3))  # December
    answer = ApiClient(test).get(f"/v1/companies/{company}")
    assert answer.status_code == 200
    assert answer["X-Credits-Remaining"] == "249"  # a fresh allowance, not 246
    settle_leases()
    used = dict(AllowanceUsage.objects.filter(mailbox=account.mailbox)
                .values_list("month", "used"))
    assert used == {current_month(end): 3, current_month(end + timedelta(seconds=3)): 1}
    days = dict(UsageDaily.objects.filter(account=account).values_list("day", "credits"))
    assert days == {end.date(): 3, (end + timedelta(seconds=3)).date(): 1}
    assert _counted(account) == _charged(account) == 4
    assert balance_of(account).spendable(live=False) == 249
    assert ledger_reconcile().ok
