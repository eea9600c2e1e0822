"""The credit mechanism every billed call uses: reserve, charge on success only,
release on errors, X-Credits-Remaining everywhere, 402 with remaining."""

import pytest

from billing.credits import current_month
from billing.models import AllowanceUsage, CreditHold, LedgerEntry, UsageDaily
from tests.conftest import ApiClient
from tests.factories import give_purchased, make_company, make_key, settle_leases

pytestmark = pytest.mark.django_db


def use_up_allowance(account, used: int = 250):
    AllowanceUsage.objects.update_or_create(
        mailbox=account.mailbox, month=current_month(), defaults={"used": used}
    )


def test_a_successful_read_costs_one_credit_exactly_once(api, account):
    company = make_company()
    response = api.get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 200
    assert response["X-Credits-Remaining"] == "249"
    settle_leases()  # the credit lease's calls reach the ledger when it is settled
    assert AllowanceUsage.objects.get(mailbox=account.mailbox).used == 1
    hold = CreditHold.objects.get(account=account)
    assert hold.charged == 1 and hold.settled_at is not None
    assert settle_leases() == 0  # settled once
    kinds = sorted(e.kind for e in LedgerEntry.objects.filter(account=account))
    assert kinds == ["release", "reserve"]  # the lease, and its unused part returned
    usage = UsageDaily.objects.get(account=account)
    assert (usage.endpoint, usage.calls, usage.credits) == ("GET /v1/companies/{id}", 1, 1)


def test_not_found_is_free_and_carries_the_header(api, account):
    response = api.get("/v1/companies/c_doesnotexist")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
    assert response["X-Credits-Remaining"] == "250"
    settle_leases()
    assert AllowanceUsage.objects.get(mailbox=account.mailbox).used == 0
    kinds = sorted(e.kind for e in LedgerEntry.objects.filter(account=account))
    assert kinds == ["release", "reserve"]
    assert UsageDaily.objects.get(account=account).credits == 0


def test_live_key_spends_free_allowance_first_then_purchased(account, live_key):
    give_purchased(account, 5)
    use_up_allowance(account, 249)
    company = make_company()
    client = ApiClient(live_key)
    assert client.get(f"/v1/companies/{company.public_id}")["X-Credits-Remaining"] == "5"
    assert client.get(f"/v1/companies/{company.public_id}")["X-Credits-Remaining"] == "4"
    settle_leases()
    account.refresh_from_db()
    assert account.purchased_credits == 4


def test_test_key_never_spends_purchased_credits(account, test_key):
    give_purchased(account, 100)
    use_up_allowance(account)
    company = make_company()
    response = ApiClient(test_key).get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 402
    body = response.json()["error"]
    assert body["code"] == "insufficient_credits" and body["remaining"] == 0
    assert "0" in body["message"]
    assert response["X-Credits-Remaining"] == "0"
    account.refresh_from_db()
    assert account.purchased_credits == 100


def test_402_holds_the_remaining_balance_and_charges_nothing(account, live_key):
    use_up_allowance(account)
    company = make_company()
    response = ApiClient(live_key).get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 402
    assert response.json()["error"]["remaining"] == 0
    assert response["X-Credits-Remaining"] == "0"
    assert not LedgerEntry.objects.filter(account=account).exists()


def test_header_is_on_unknown_routes_and_wrong_methods_too(api):
    response = api.get("/v1/no-such-thing")
    assert response.status_code == 404 and response["X-Credits-Remaining"] == "250"
    response = api.delete("/v1/companies/c_x")
    assert response.status_code == 405
    assert response.json()["error"]["code"] == "method_not_allowed"
    assert response["X-Credits-Remaining"] == "250"


def test_free_allowance_is_shared_by_address_variants(db):
    from tests.factories import AccountFactory

    first = AccountFactory(email="max.mustermann@gmail.com")
    second = AccountFactory(email="MaxMustermann+api@googlemail.com")
    assert first.mailbox == second.mailbox == "maxmustermann@gmail.com"
    use_up_allowance(first, 200)
    _, key = make_key(second, kind="test")
    response = ApiClient(key).get("/v1/companies/c_missing")
    assert response["X-Credits-Remaining"] == "50"
