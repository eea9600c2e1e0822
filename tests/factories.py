"""factory-boy factories for the domain: accounts, keys, companies."""

from __future__ import annotations

from datetime import UTC, datetime

import factory
from django.conf import settings

from accounts.models import Account
from accounts.services import api_key_create
from billing.credits import adjust_purchased
from billing.models import LedgerEntry
from companies.services import Statement, company_create, company_observe


class AccountFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Account

    email = factory.Sequence(lambda n: f"customer{n}@firma{n}.de")


def make_key(account: Account | None = None, *, kind: str = "live") -> tuple[Account, str]:
    account = account or AccountFactory()
    _, plaintext = api_key_create(account=account, kind=kind, label="test")
    return account, plaintext


def give_purchased(account: Account, credits: int) -> None:
    adjust_purchased(
        account=account, delta=credits, kind=LedgerEntry.GRANT, reference=None, note="test"
    )
    Account.objects.filter(pk=account.pk).update(has_purchased=True)


def account_with_credits(*, free: int, purchased: int) -> Account:
    """A new account with ``free`` credits left of this month's allowance (the rest used,
    without ledger rows) and ``purchased`` credits bought."""
    from billing.credits import current_month
    from billing.models import AllowanceUsage

    account = AccountFactory()
    if purchased:
        give_purchased(account, purchased)
    used = settings.FREE_CREDITS_PER_MONTH - free
    AllowanceUsage.objects.create(mailbox=account.mailbox, month=current_month(), used=used)
    return account


def make_company(
    *,
    name: str = "Muster Software GmbH",
    legal_form: str = "GmbH",
    country: str = "DE",
    source: str = "imprint",
    origin: str = "imprint https://www.muster-software.de/impressum",
    observed_at: datetime | None = None,
    **values: object,
):
    company = company_create(country=country)
    facts = {
        "name": name,
        "legal_form": legal_form,
        "country": country,
        "register": {"country": "DE", "court": "München", "number": "HRB 123456"},
        "vat_id": "DE811907980",
        "address": {"street": "Hauptstraße 5", "postal_code": "80331", "city": "München",
                    "country": country},
        "representatives": [{"name": "Anna Berger", "role": "managing_director"}],
        "email": "info@muster-software.de",
        "phone": "+49891234567",
    }
    facts.update(values)
    company_observe(
        company=company,
        statement=Statement(
            source=source,
            origin=origin,
            observed_at=observed_at or datetime(2026, 3, 1, 12, 0, tzinfo=UTC),
            values=facts,
        ),
    )
    company.refresh_from_db()
    return company


def settle_leases() -> int:
    """Settles every open credit lease into the database, as the beat task does after
    ``BILLING_LEASE_SECONDS``, so a test can read balances and the ledger."""
    import time

    from billing.lease_settle import settle_due

    return settle_due(now=time.time() + 10**6)


def usage_of(account: Account) -> dict[str, tuple[int, int]]:
    """``{endpoint: (calls, credits)}`` of the account, all days and keys, as ``GET
    /v1/usage`` reads it: the database's rows and what open credit leases counted."""
    from datetime import date

    from billing.usage import usage_rows

    found: dict[str, tuple[int, int]] = {}
    for row in usage_rows(account=account, date_from=date(2000, 1, 1), date_to=date(2100, 1, 1)):
        calls, credits = found.get(row.endpoint, (0, 0))
        found[row.endpoint] = (calls + row.calls, credits + row.credits)
    return found
