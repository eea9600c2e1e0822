"""Register and domain lookups take what people type: court names in any spelling (the
same normaliser as the search filter), a domain with or without ``www.``, and a URL
answered with the domain to send instead."""

from datetime import UTC, datetime

import pytest

from companies.models import Domain
from companies.registers import parse_register, parse_register_path
from companies.services import domain_link
from tests.factories import make_company

pytestmark = pytest.mark.django_db


def remaining(response) -> int:
    return int(response["X-Credits-Remaining"])


# --- register courts ------------------------------------------------------------------


@pytest.mark.parametrize("court", ["München", "M%C3%BCnchen", "Muenchen", "munchen", "Munich",
                                   "Amtsgericht%20M%C3%BCnchen", "MUENCHEN"])
def test_the_register_path_takes_any_spelling_of_the_court(api, court):
    company = make_company()  # registered at München, HRB 123456
    response = api.get(f"/v1/registers/DE/{court}/HRB%20123456")
    assert response.status_code == 200, response.json()
    assert response.json()["id"] == company.public_id


@pytest.mark.parametrize("court, canonical", [
    ("Berlin", "Charlottenburg"), ("Berlin-Charlottenburg", "Charlottenburg"),
    ("Cologne", "Köln"), ("Koeln", "Köln"), ("Frankfurt", "Frankfurt am Main"),
    ("Frankfurt a.M.", "Frankfurt am Main"), ("Frankfurt (Oder)", "Frankfurt (Oder)"),
    ("Nuremberg", "Nürnberg"), ("Duesseldorf", "Düsseldorf"),
])
def test_courts_are_named_as_the_contract_names_them(court, canonical):
    assert parse_register("DE", court, "HRB 1").court == canonical
    assert parse_register_path(f"DE/{court}/HRB 1").court == canonical  # get_company(register=…)


def test_a_register_entry_stated_with_another_spelling_is_found_under_the_contract_name(api):
    company = make_company(register={"country": "DE", "court": "Muenchen", "number": "HRB 77"})
    response = api.get("/v1/registers/DE/M%C3%BCnchen/HRB%2077")
    assert response.status_code == 200 and response.json()["id"] == company.public_id


# --- domains --------------------------------------------------------------------------


def link(name: str, company) -> None:  # noqa: ANN001
    domain_link(name=name, company=company, link_status="claimed",
                justification="The site's imprint names this company.", source="imprint",
                origin=f"imprint https://{name}/impressum", as_of=datetime(2026, 3, 1, tzinfo=UTC))


@pytest.mark.parametrize("known, asked", [("becker-optik.de", "www.becker-optik.de"),
                                          ("www.lind-optik.de", "lind-optik.de")])
def test_www_and_the_bare_name_are_one_site_when_only_one_is_known(api, known, asked):
    company = make_company()
    link(known, company)
    response = api.get(f"/v1/domains/{asked}")
    assert response.status_code == 200 and remaining(response) == 249
    body = response.json()
    assert body["domain"] == asked and body["known_as"] == known
    assert body["company"]["id"] == company.public_id


def test_each_name_answers_for_itself_when_both_are_known(api):
    bare, www = make_company(name="Bare GmbH"), make_company(name="Www GmbH")
    link("lind-optik.de", bare)
    link("www.lind-optik.de", www)
    assert api.get("/v1/domains/lind-optik.de").json()["company"]["id"] == bare.public_id
    assert api.get("/v1/domains/www.lind-optik.de").json()["company"]["id"] == www.public_id


def test_other_subdomains_stay_distinct(api):
    link("becker-optik.de", make_company())
    assert api.get("/v1/domains/shop.becker-optik.de").status_code == 404
    link("shop.lind-optik.de", make_company())
    assert api.get("/v1/domains/lind-optik.de").status_code == 404


def test_a_blocked_name_is_not_served_by_its_twin(api):
    link("www.becker-optik.de", make_company())
    Domain.objects.create(name="becker-optik.de", blocked_at=datetime(2026, 3, 1, tzinfo=UTC))
    assert api.get("/v1/domains/becker-optik.de").status_code == 404


@pytest.mark.parametrize("given, send", [
    ("https%3A%2F%2Fbecker-optik.de", "becker-optik.de"),
    ("https%3A%2F%2Fwww.becker-optik.de%2Fimpressum%3Fx%3D1", "www.becker-optik.de"),
    ("becker-optik.de%2Fimpressum", "becker-optik.de"),
    ("becker-optik.de:443", "becker-optik.de"),
    ("http%3A%2F%2FB%C3%A4cker.de:8080", "xn--bcker-gra.de"),
])
def test_a_url_or_a_name_with_port_is_400_naming_the_domain_to_send(api, given, send):
    response = api.get(f"/v1/domains/{given}")
    assert response.status_code == 400 and remaining(response) == 250
    error = response.json()["error"]
    assert error["code"] == "invalid_request" and f"send {send}." in error["message"]


def test_the_refresh_route_still_belongs_to_jobs(api):
    response = api.get("/v1/domains/becker-optik.de/refresh")
    assert response.status_code == 405  # POST only: not taken for a domain named '…/refresh'
