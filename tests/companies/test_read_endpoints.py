"""Every read endpoint: shapes, credits charged (and not), bad inputs."""

from datetime import UTC, datetime

import pytest
from django.utils import timezone

from companies.models import Domain, Relation
from companies.services import Statement, company_observe, domain_link
from jobs.models import Job
from tests.factories import make_company, usage_of
from tests.fakes import vies_server

pytestmark = pytest.mark.django_db


def remaining(response) -> int:
    return int(response["X-Credits-Remaining"])


def credits_for(account, endpoint: str) -> int:
    return usage_of(account).get(endpoint, (0, 0))[1]


# --- search -------------------------------------------------------------------------------


@pytest.fixture
def some_companies(db):
    return {
        "mueller": make_company(name="Müller Holzbau GmbH"),
        "strauss": make_company(name="Strauß Elektrotechnik AG", legal_form="AG"),
        "becker": make_company(name="Bäckerei Becker KG", legal_form="KG",
                               address={"street": "Ring 1", "postal_code": "50667",
                                        "city": "Köln", "country": "DE"}),
        "wien": make_company(name="Alpen Logistik GmbH", country="AT",
                             register={"country": "AT", "court": "-", "number": "FN 123456a"},
                             address={"street": "Lindengasse 2", "postal_code": "1070",
                                      "city": "Wien", "country": "AT"}),
    }


@pytest.mark.parametrize(
    "query, expected",
    [
        ("Müller Holzbau", "mueller"),
        ("Mueller Holzbau", "mueller"),
        ("holzbau müller", "mueller"),  # word order
        ("Müller Holzbau GmbH", "mueller"),  # legal-form suffix
        ("Strauss Elektrotechnik", "strauss"),  # ß/ss
        ("Straus Elektrotechnik", "strauss"),  # a small typo
        ("Baeckerei Becker", "becker"),
    ],
)
def test_search_tolerates_spellings_order_suffixes_and_typos(api, some_companies, query, expected):
    response = api.get("/v1/companies/search", {"q": query})
    assert response.status_code == 200, response.json()
    body = response.json()
    assert set(body) == {"results", "page", "per_page", "has_more"}
    assert body["per_page"] == 20 and body["page"] == 1
    ids = [r["id"] for r in body["results"]]
    assert ids and ids[0] == some_companies[expected].public_id
    assert body["results"][0]["name"]["value"]


def test_search_filters_and_costs_one_per_page(api, account, some_companies):
    response = api.get("/v1/companies/search", {"q": "Alpen Logistik", "country": "AT", "city": "wien"})
    assert [r["id"] for r in response.json()["results"]] == [some_companies["wien"].public_id]
    assert remaining(response) == 249
    response = api.get("/v1/companies/search", {"q": "Alpen Logistik", "country": "DE"})
    assert response.json()["results"] == []
    assert remaining(response) == 249  # zero hits cost nothing
    assert credits_for(account, "GET /v1/companies/search") == 1


def test_search_never_finds_persons(api, some_companies):
    # Anna Berger is every test company's managing director.
    response = api.get("/v1/companies/search", {"q": "Anna Berger"})
    assert response.json()["results"] == []


def test_search_by_identifier(api, some_companies):
    response = api.get("/v1/companies/search", {"q": "FN 123456a"})
    assert [r["id"] for r in response.json()["results"]] == [some_companies["wien"].public_id]


def test_search_pages(api, db):
    for i in range(23):
        make_company(name=f"Nordlicht Solartechnik {i} GmbH")
    first = api.get("/v1/companies/search", {"q": "Nordlicht Solartechnik"}).json()
    second = api.get("/v1/companies/search", {"q": "Nordlicht Solartechnik", "page": 2}).json()
    assert len(first["results"]) == 20 and first["has_more"] is True
    assert len(second["results"]) == 3 and second["has_more"] is False
    assert not {r["id"] for r in first["results"]} & {r["id"] for r in second["results"]}


@pytest.mark.parametrize(
    "params",
    [{}, {"q": "x"}, {"q": "Müller", "page": "0"}, {"q": "Müller", "page": "abc"},
     {"q": "Müller", "country": "FR"}, {"q": "Müller", "status": "bankrupt"}],
)
def test_search_bad_input_is_400_and_free(api, params):
    response = api.get("/v1/companies/search", params)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_request"
    assert remaining(response) == 250


def test_blocked_companies_are_not_searchable(api, some_companies):
    company = some_companies["mueller"]
    company.blocked_at = timezone.now()
    company.save()
    response = api.get("/v1/companies/search", {"q": "Müller Holzbau"})
    assert company.public_id not in [r["id"] for r in response.json()["results"]]


# --- history and relations ------------------------------------------------------------


def test_history_lists_changes_with_old_new_source_and_time(api):
    company = make_company()
    company_observe(
        company=company,
        statement=Statement(source="imprint", origin="imprint https://www.muster-software.de/impressum",
                            observed_at=datetime(2026, 7, 1, tzinfo=UTC), values={"phone": "+49301111111"}),
    )
    body = api.get(f"/v1/companies/{company.public_id}/history").json()
    assert body["company_id"] == company.public_id
    phone = [c for c in body["changes"] if c["field"] == "phone"]
    assert phone[-1] == {
        "field": "phone", "old_value": "+49891234567", "new_value": "+49301111111",
        "source": "imprint https://www.muster-software.de/impressum",
        "changed_at": "2026-07-01T00:00:00.000Z",
    }
    since = api.get(f"/v1/companies/{company.public_id}/history", {"since": "2026-06-01T00:00:00Z"}).json()
    assert [c["field"] for c in since["changes"]] == ["phone"]
    bad = api.get(f"/v1/companies/{company.public_id}/history", {"since": "yesterday"})
    assert bad.status_code == 400


def test_relations_cost_two_credits(api):
    parent = make_company(name="Alpen Holding AG", legal_form="AG")
    child = make_company(name="Alpen Bau GmbH")
    Relation.objects.create(company=child, related=parent, kind="shareholder", source_id="gleif", origin="gleif")
    response = api.get(f"/v1/companies/{child.public_id}/relations")
    assert response.status_code == 200 and remaining(response) == 248
    body = response.json()
    assert body["relations"][0]["kind"] == "shareholder"
    assert body["relations"][0]["company"] == {"id": parent.public_id, "name": "Alpen Holding AG"}
    assert api.get("/v1/companies/c_nope/relations").status_code == 404


# --- domains ----------------------------------------------------------------------------


def test_domain_assigned_costs_one_and_names_company_and_link(api):
    company = make_company()
    domain_link(name="muster-software.de", company=company, link_status="claimed",
                justification="The site's imprint names this company.", source="imprint",
                origin="imprint https://muster-software.de/impressum",
                as_of=datetime(2026, 3, 1, tzinfo=UTC))
    response = api.get("/v1/domains/Muster-Software.DE")
    assert response.status_code == 200 and remaining(response) == 249
    assert response.json() == {
        "domain": "muster-software.de",
        "known_as": "muster-software.de",
        "company": {"id": company.public_id, "name": "Muster Software GmbH"},
        "link_status": {"value": "claimed", "source": "imprint https://muster-software.de/impressum",
                        "as_of": "2026-03-01T00:00:00.000Z"},
        "justification": "The site's imprint names this company.",
        "attribution": [{"source": "imprint", "license": "facts only", "url": "",
                         "text": "Facts as stated in the company's own legal notice (imprint)."}],
    }
    record = api.get(f"/v1/companies/{company.public_id}").json()
    assert record["domains"]["value"] == [{"domain": "muster-software.de", "link_status": "claimed"}]


def test_domain_known_but_unassigned_is_free(api):
    Domain.objects.create(name="parked-domain.de")
    response = api.get("/v1/domains/parked-domain.de")
    assert response.status_code == 200 and remaining(response) == 250
    assert response.json()["company"] is None and response.json()["link_status"] is None


def test_domain_never_seen_is_404_and_free(api):
    response = api.get("/v1/domains/never-seen-before.de")
    assert response.status_code == 404 and remaining(response) == 250


@pytest.mark.parametrize("bad", ["127.0.0.1", "localhost", "foo.local", "nosuffix", "a_b.de", "foo.test"])
def test_domain_bad_names_are_400(api, bad):
    response = api.get(f"/v1/domains/{bad}")
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_request"


def test_blocked_domain_disappears(api):
    Domain.objects.create(name="gesperrt.de", blocked_at=timezone.now())
    assert api.get("/v1/domains/gesperrt.de").status_code == 404


# --- registers --------------------------------------------------------------------------


def test_register_lookup_finds_the_company(api):
    company = make_company()
    response = api.get("/v1/registers/DE/M%C3%BCnchen/HRB%20123456")
    assert response.status_code == 200 and response.json()["id"] == company.public_id
    assert remaining(response) == 249


def test_register_only_from_non_redistributable_source_is_404(api):
    make_company(source="handelsregister", origin="register DE Leipzig HRB 999",
                 register={"country": "DE", "court": "Leipzig", "number": "HRB 999"})
    response = api.get("/v1/registers/DE/Leipzig/HRB%20999")
    assert response.status_code == 404 and remaining(response) == 250


def test_unknown_register_entry_answers_202_with_a_free_retrieval_job(api, account):
    response = api.get("/v1/registers/DE/Hamburg/HRB%2012345")
    assert response.status_code == 202
    job = response.json()["job"]
    assert job["type"] == "register_retrieval" and job["id"].startswith("job_")
    assert response["Location"] == f"/v1/jobs/{job['id']}"
    assert remaining(response) == 250
    assert Job.objects.get(public_id=job["id"]).account == account


@pytest.mark.parametrize("path", ["FR/Paris/123", "DE/München/XYZ%201", "AT/Wien/FN%20123456a", "CH/-/CHE-116.281.711"])
def test_register_bad_input_is_400(api, path):
    assert api.get(f"/v1/registers/{path}").status_code == 400


# --- VAT ----------------------------------------------------------------------------------


@pytest.fixture
def vies(settings):
    with vies_server.FakeVies() as server:
        settings.VIES_BASE_URL = server.base_url
        yield server


def test_vat_confirmed_only_by_a_redistributable_confirming_source(api):
    company = make_company(name="Alpen Käserei AG", legal_form="AG", country="CH", source="zefix", origin="zefix",
                           register={"country": "CH", "court": "-", "number": "CHE-116.281.710"},
                           vat_id="CHE116281710MWST")
    response = api.get("/v1/vat/CHE-116.281.710%20MWST")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "confirmed" and body["source"] == "zefix"
    assert body["company"] == {"id": company.public_id, "name": "Alpen Käserei AG"}


def test_vat_checked_with_vies_is_claimed_never_confirmed(api, vies):
    company = make_company(vat_id="DE999999995")
    body = api.get("/v1/vat/DE999999995").json()
    assert body["status"] == "claimed" and body["source"] == "vies"
    assert body["company"]["id"] == company.public_id
    assert body["as_of"].endswith("Z")


def test_vat_invalid_when_vies_says_so(api, vies):
    body = api.get("/v1/vat/DE999999903").json()
    assert body["status"] == "invalid" and body["company"] is None


def test_vat_upstream_unavailable_is_503_and_free_never_invalid(api, vies):
    response = api.get("/v1/vat/DE999999911")
    assert response.status_code == 503
    assert response.json()["error"]["code"] == "upstream_unavailable"
    assert remaining(response) == 250


@pytest.mark.parametrize("bad", ["DE123", "DE811907981", "FR40303265045", "CHE-116.281.710"])
def test_vat_bad_syntax_or_check_digits_is_400(api, bad):
    assert api.get(f"/v1/vat/{bad}").status_code == 400


# --- LEI --------------------------------------------------------------------------------


def test_lei_lookup(api):
    company = make_company(lei="5299000J2N45DDNE4Y28")
    response = api.get("/v1/lei/5299000J2N45DDNE4Y28")
    assert response.status_code == 200 and response.json()["id"] == company.public_id
    assert api.get("/v1/lei/5299000J2N45DDNE4Y29").status_code == 400  # check digits
    assert api.get("/v1/lei/529900T8BM49AURSDO55").status_code == 404
