"""Writers of one company at the same time (observations from different sources, domain
links) never drop each other's change: each re-reads the row under a lock."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from companies.models import Company, Domain
from companies.services import Statement, company_observe, domain_link
from tests.conftest import ApiClient, in_parallel
from tests.factories import make_company

AT = datetime(2026, 8, 1, tzinfo=UTC)
PHONES = ["+49301111111", "+49302222222", "+49303333333", "+49304444444"]


def observe(company: Company, **values: object) -> None:
    company_observe(company=company, statement=Statement(
        source="imprint", origin="imprint https://www.muster-software.de/impressum",
        observed_at=AT, values=values))


def link(company: Company, name: str) -> None:
    domain_link(name=name, company=company, link_status="claimed", justification="test",
                source="imprint", origin=f"imprint https://{name}/impressum", as_of=AT)


@pytest.mark.django_db
def test_an_observation_from_an_instance_loaded_earlier_keeps_a_domain_linked_since():
    company = make_company()
    stale = Company.objects.get(pk=company.pk)  # loaded before the link
    link(company, "muster-software.de")

    observe(stale, email="kontakt@muster-software.de")

    record = Company.objects.get(pk=company.pk).record
    assert record["email"]["value"] == "kontakt@muster-software.de"
    assert record["domains"]["value"] == [{"domain": "muster-software.de", "link_status": "claimed"}]
    assert stale.record == record  # the caller's instance holds what was written


@pytest.mark.django_db(transaction=True)
def test_parallel_observations_and_links_of_one_company_lose_nothing(live_key):
    company = make_company()
    # every writer starts from the same row, read before any of them wrote
    instances = [Company.objects.get(pk=company.pk) for _ in range(8)]
    fields = {0: {"email": "a@muster-software.de"}, 1: {"founded_on": "2001-02-03"},
              2: {"status": "active"}, 3: {"lei": "5299000J2N45DDNE4Y28"}}
    domains = {4: "muster-a.de", 5: "muster-b.de", 6: "muster-c.de", 7: "muster-d.de"}

    def write(n: int) -> None:
        if n in fields:
            observe(instances[n], **fields[n])
        else:
            link(instances[n], domains[n])

    in_parallel(write, 8)

    record = Company.objects.get(pk=company.pk).record
    for values in fields.values():
        for name, value in values.items():
            assert record[name]["value"] == value, name
    assert sorted(d["domain"] for d in record["domains"]["value"]) == sorted(domains.values())
    assert set(Domain.objects.filter(company=company).values_list("name", flat=True)) == set(
        domains.values())
    # and the API answers the same record
    answer = ApiClient(live_key).get(f"/v1/companies/{company.public_id}").json()
    assert answer["email"]["value"] == "a@muster-software.de"
    assert len(answer["domains"]["value"]) == 4


@pytest.mark.django_db(transaction=True)
def test_parallel_observations_of_one_field_end_with_the_newest():
    company = make_company()
    instances = [Company.objects.get(pk=company.pk) for _ in PHONES]

    def write(n: int) -> None:
        company_observe(company=instances[n], statement=Statement(
            source="imprint", origin="imprint https://www.muster-software.de/impressum",
            observed_at=datetime(2026, 9, 1 + n, tzinfo=UTC), values={"phone": PHONES[n]}))

    in_parallel(write, len(PHONES))

    record = Company.objects.get(pk=company.pk).record
    assert record["phone"]["value"] == PHONES[-1]  # the newest observation wins
