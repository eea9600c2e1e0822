"""Idempotent demo data: companies (once) and a demo account with fresh keys (each call)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from django.core.management.base import BaseCommand
from django.db import transaction

from accounts.services import account_get_or_create, api_key_create
from billing.credits import adjust_purchased
from billing.models import LedgerEntry
from companies.management.bulk_seed import bulk_seed
from companies.management.demo_data import DemoCompany, demo_companies
from companies.models import Company, Domain, Relation
from companies.services import Statement, company_create, company_observe, domain_link

DEMO_EMAIL = "demo@demo.invalid"
SMALL = 200  # companies seeded through observations; beyond that, bulk rows
DEMO_PACKAGE_CREDITS = 10_000


class Command(BaseCommand):
    help = "Seed demo companies (once) and print demo API keys (fresh on each call)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--companies", type=int, default=60)
        parser.add_argument("--json", action="store_true", help="print {email, live_key, test_key}")

    def handle(self, *args, companies: int, json: bool, **options) -> None:
        existing = Company.objects.count()
        if existing < companies:
            if companies > SMALL:
                # The first SMALL go through the full observation path, the rest in bulk.
                if existing < SMALL:
                    seed_companies(SMALL, start=existing)
                bulk_seed(total=companies, start=max(existing, SMALL), log=self.stderr.write)
            else:
                seed_companies(companies, start=existing)
        account, _ = account_get_or_create(email=DEMO_EMAIL)
        if not account.has_purchased:
            adjust_purchased(
                account=account,
                delta=DEMO_PACKAGE_CREDITS,
                kind=LedgerEntry.GRANT,
                reference=f"demo-package:{account.pk}",
                note="demo: package S",
            )
            type(account).objects.filter(pk=account.pk).update(has_purchased=True)
        _, live = api_key_create(account=account, kind="live", label="demo live")
        _, test = api_key_create(account=account, kind="test", label="demo test")
        answer = {"email": account.email, "live_key": live, "test_key": test}
        if json:
            self.stdout.write(_dumps(answer))
        else:
            self.stdout.write(
                f"Demo account {account.email}\n  live key: {live}\n  test key: {test}\n"
            )


def _dumps(data: dict) -> str:
    return json.dumps(data)


def _statements(demo: DemoCompany, when: datetime) -> list[Statement]:
    imprint = f"imprint https://www.{demo.domain}/impressum"
    facts = {
        "name": demo.name,
        "legal_form": demo.legal_form,
        "country": demo.country,
        "register": demo.register,
        "vat_id": demo.vat_id if demo.country != "CH" else None,
        "address": demo.address,
        "representatives": demo.representatives or None,
        "email": demo.email,
        "phone": demo.phone,
    }
    statements = [Statement(source="imprint", origin=imprint, observed_at=when, values=facts)]
    registry = {
        "name": demo.name,
        "legal_form": demo.legal_form,
        "country": demo.country,
        "register": demo.register,
        "address": demo.address,
        "status": demo.status,
        "founded_on": demo.founded_on.isoformat(),
    }
    if demo.country == "CH" and demo.register:
        registry["vat_id"] = demo.vat_id
        statements.append(Statement(source="zefix", origin="zefix", observed_at=when, values=registry))
    elif demo.country == "AT" and demo.register:
        origin = f"register AT - {demo.register['number']}"
        statements.append(
            Statement(source="firmenbuch", origin=origin, observed_at=when, values=registry)
        )
    if demo.lei:
        statements.append(
            Statement(
                source="gleif",
                origin="gleif",
                observed_at=when,
                values={"lei": demo.lei, "status": demo.status, "name": demo.name},
            )
        )
    if not any(s.source != "imprint" for s in statements):
        statements[0].values["status"] = "active"
    return statements


def seed_companies(total: int, *, start: int = 0) -> None:
    base_time = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    created: list[Company] = []
    for index, demo in enumerate(demo_companies(total)):
        if index < start:
            continue
        with transaction.atomic():
            company = company_create(country=demo.country)
            when = base_time + timedelta(hours=index)
            for statement in _statements(demo, when):
                company_observe(company=company, statement=statement)
            if index % 5 == 0:  # some history: a later imprint with a new phone number
                company_observe(
                    company=company,
                    statement=Statement(
                        source="imprint",
                        origin=f"imprint https://www.{demo.domain}/impressum",
                        observed_at=when + timedelta(days=120),
                        values={"phone": demo.phone[:-3] + "100"},
                    ),
                )
            status = "verified" if demo.country in ("CH", "AT") or demo.lei else "claimed"
            domain_link(
                name=f"www.{demo.domain}" if index % 2 else demo.domain,
                company=company,
                link_status=status,
                justification=(
                    "The site's imprint names this company and an independent register "
                    "source confirms it."
                    if status == "verified"
                    else "The site's imprint names this company."
                ),
                source="imprint",
                origin=f"imprint https://www.{demo.domain}/impressum",
                as_of=when,
            )
            created.append(company)
    if total > 3 and start == 0:
        # A few domains known but assigned to no company, and some relations.
        for name in ("parked-domain.de", "baustelle-online.at"):
            Domain.objects.get_or_create(name=name)
        for parent, child in zip(created[::7], created[3::7], strict=False):
            Relation.objects.get_or_create(
                company=child,
                related=parent,
                kind="shareholder",
                defaults={"source_id": "gleif", "origin": "gleif"},
            )
            Relation.objects.get_or_create(
                company=parent,
                related=child,
                kind="subsidiary",
                defaults={"source_id": "gleif", "origin": "gleif"},
            )
