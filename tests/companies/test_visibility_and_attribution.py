"""Who may be seen (blocked companies, companies known only from sources that may not be
redistributed) and the ``attribution`` of exactly the sources each data answer shows."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from companies.blocking import company_block
from companies.models import Relation
from companies.services import domain_link
from tests.factories import make_company, usage_of

pytestmark = pytest.mark.django_db

AT = datetime(2026, 3, 1, tzinfo=UTC)


def attributed(body: dict) -> list[str]:
    return [entry["source"] for entry in body["attribution"]]


def link(name: str, company) -> None:  # noqa: ANN001
    domain_link(name=name, company=company, link_status="claimed", justification="test",
                source="imprint", origin=f"imprint https://{name}/impressum", as_of=AT)


@pytest.fixture
def hidden(db):
    """A company only the German register portal (not redistributable) knows."""
    return make_company(name="Verdeckt Handel GmbH", source="handelsregister",
                        origin="register DE Leipzig HRB 999", lei="5299000J2N45DDNE4Y28",
                        register={"country": "DE", "court": "Leipzig", "number": "HRB 999"})


def test_a_company_known_only_from_non_redistributable_sources_is_not_found_anywhere(
        api, account, hidden):
    link("verdeckt-handel.de", hidden)
    parent = make_company(name="Sichtbar Holding AG", legal_form="AG")
    Relation.objects.create(company=parent, related=hidden, kind="subsidiary",
                            source_id="gleif", origin="gleif")
    paths = [f"/v1/companies/{hidden.public_id}", f"/v1/companies/{hidden.public_id}/history",
             f"/v1/companies/{hidden.public_id}/relations", "/v1/domains/verdeckt-handel.de",
             "/v1/registers/DE/Leipzig/HRB%20999", "/v1/lei/5299000J2N45DDNE4Y28"]
    for path in paths:
        response = api.get(path)
        assert response.status_code == 404, path
        assert response.json()["error"]["code"] == "not_found", path
    search = api.get("/v1/companies/search", {"q": "Verdeckt Handel"}).json()
    assert hidden.public_id not in [r["id"] for r in search["results"]]
    assert api.get(f"/v1/companies/{parent.public_id}/relations").json()["relations"] == []
    charged = [credits for endpoint, (_, credits) in usage_of(account).items()
               if endpoint != "GET /v1/companies/{id}/relations"]
    assert sum(charged) == 0


def test_a_blocked_companys_domain_answers_what_the_company_answers(api, account):
    company = make_company()
    link("muster-software.de", company)
    company_block(company=company, reason="court order")
    assert api.get(f"/v1/companies/{company.public_id}").status_code == 404
    response = api.get("/v1/domains/muster-software.de")
    assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"
    assert response["X-Credits-Remaining"] == "250"


def test_domain_vat_history_and_relations_name_the_attribution_of_what_they_show(api):
    company = make_company(name="Alpen Käserei AG", legal_form="AG", country="CH",
                           source="zefix", origin="zefix",
                           register={"country": "CH", "court": "-", "number": "CHE-116.281.710"},
                           vat_id="CHE116281710MWST")
    parent = make_company(name="Alpen Holding AG", legal_form="AG")
    Relation.objects.create(company=company, related=parent, kind="shareholder",
                            source_id="gleif", origin="gleif")
    link("alpen-kaeserei.ch", company)

    domain = api.get("/v1/domains/alpen-kaeserei.ch").json()
    assert attributed(domain) == ["imprint"]
    vat = api.get("/v1/vat/CHE-116.281.710%20MWST").json()
    assert vat["source"] == "zefix" and attributed(vat) == ["zefix"]
    assert vat["attribution"][0]["text"].startswith("Source: Zefix")
    history = api.get(f"/v1/companies/{company.public_id}/history").json()
    assert attributed(history) == ["zefix"]
    relations = api.get(f"/v1/companies/{company.public_id}/relations").json()
    assert attributed(relations) == ["gleif"]
    record = api.get(f"/v1/companies/{company.public_id}").json()
    assert attributed(record) == ["zefix", "imprint"]  # the fields, then the domains link


def test_an_unassigned_domain_shows_no_source_and_no_attribution(api):
    from companies.models import Domain

    Domain.objects.create(name="geparkt.de")
    assert api.get("/v1/domains/geparkt.de").json()["attribution"] == []
