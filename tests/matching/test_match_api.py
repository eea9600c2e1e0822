"""POST /v1/match: the answer's shape, what each outcome costs, identifiers that decide
(and never silently win), sites written with or without www. and e-mail domains, bad input."""

from __future__ import annotations

import pytest

from billing.models import UsageDaily
from companies.models import Company
from tests.factories import account_with_credits, make_key, settle_leases

from .conftest import company

pytestmark = pytest.mark.django_db

ENDPOINT = "POST /v1/match"


def match(api, body):  # noqa: ANN001, ANN201
    return api.post("/v1/match", body, content_type="application/json")


def usage(account) -> tuple[int, int]:  # noqa: ANN001
    from billing.deferred import flush_now

    settle_leases()
    flush_now()
    rows = UsageDaily.objects.filter(account=account, endpoint=ENDPOINT)
    return sum(r.calls for r in rows), sum(r.credits for r in rows)


def test_a_clear_match_names_the_company_with_grades_and_costs_one_credit(api, account, muster):
    before = match(api, {"name": "Nobody Known GmbH"})
    response = match(api, {"name": "Muster Software", "address": {"city": "München"},
                           "domain": "https://www.muster-software.de/impressum"})
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["outcome"] == "match"
    best = body["candidates"][0]
    assert best["company"] == {"id": muster.public_id, "name": "Muster Software GmbH"}
    assert best["confidence"] >= 0.9
    assert best["grades"] == {"name": "exact", "address": "exact", "domain": "exact"}
    assert int(before["X-Credits-Remaining"]) - int(response["X-Credits-Remaining"]) == 1
    assert usage(account) == (2, 1)


def test_ambiguous_and_no_match_cost_nothing(api, account, lookalikes):
    ambiguous = match(api, {"name": "Alpen Bau", "address": {"city": "München"}})
    assert ambiguous.status_code == 200
    body = ambiguous.json()
    assert body["outcome"] == "ambiguous"
    assert {c["company"]["name"] for c in body["candidates"]} == {"Alpen Bau GmbH", "Alpen Bau KG"}
    assert all(c["confidence"] < 0.9 for c in body["candidates"])
    nothing = match(api, {"vat_id": "DE811907980"})  # valid, but nobody's
    assert nothing.json() == {"outcome": "no_match", "candidates": []}
    assert int(ambiguous["X-Credits-Remaining"]) == int(nothing["X-Credits-Remaining"])
    assert usage(account) == (2, 0)


def test_the_street_tells_look_alikes_apart(api, lookalikes):
    body = match(api, {"name": "Alpen Bau", "address": {"street": "Ringstr. 40",
                                                        "postal_code": "80999",
                                                        "city": "München"}}).json()
    assert body["outcome"] == "match"
    assert body["candidates"][0]["company"]["id"] == lookalikes[1].public_id
    assert body["candidates"][0]["grades"]["address"] == "exact"
    assert body["candidates"][1]["grades"]["address"] == "close"  # the same city only


@pytest.mark.parametrize("field, value", [
    ("vat_id", "vat_id"), ("register", "register"), ("lei", None),
])
def test_an_identifier_alone_decides(api, muster, field, value):
    if field == "lei":
        muster = company("Lei Holding AG", legal_form="AG", lei="529900T8BM49AURSDO55")
        given = "529900T8BM49AURSDO55"
    elif field == "register":
        register = muster.record["register"]["value"]
        given = f"DE/Amtsgericht {register['court']}/{register['number'].replace(' ', '')}"
    else:
        vat = muster.record["vat_id"]["value"]
        given = f"{vat[:2].lower()} {vat[2:5]} {vat[5:]}"
    body = match(api, {field: given}).json()
    assert body["outcome"] == "match", body
    assert body["candidates"][0]["company"]["id"] == muster.public_id
    assert body["candidates"][0]["grades"] == {field: "exact"}


def test_an_identifier_of_another_company_than_the_name_is_different_and_never_wins(api, muster):
    other = company("Zeta Logistik GmbH", city="Hamburg", postal_code="20095")
    body = match(api, {"name": "Muster Software GmbH", "address": {"city": "München"},
                       "vat_id": other.record["vat_id"]["value"]}).json()
    assert body["outcome"] == "ambiguous"
    by_id = {c["company"]["id"]: c for c in body["candidates"]}
    assert by_id[muster.public_id]["grades"]["vat_id"] == "different"
    assert by_id[other.public_id]["grades"] == {"name": "different", "address": "different",
                                                "vat_id": "exact"}
    assert all(c["confidence"] < 0.9 for c in body["candidates"])


def test_www_and_bare_domains_and_imprint_mail_domains_are_the_same_site(api, muster):
    for given in ({"domain": "muster-software.de"}, {"domain": "WWW.Muster-Software.de."},
                  {"domain": "http://muster-software.de/kontakt"},
                  {"email": "buchhaltung@muster-software.de"},
                  {"email": "info@muster-software.de"}):
        body = match(api, given).json()
        assert body["outcome"] == "match", (given, body)
        assert body["candidates"][0]["company"]["id"] == muster.public_id
    mailbox = match(api, {"name": "Muster Software", "email": "anna.berger@muster-software.de"})
    assert mailbox.json()["candidates"][0]["grades"] == {"name": "exact", "email": "close"}
    free_mail = match(api, {"name": "Muster Software", "email": "muster.software@gmail.com"})
    assert free_mail.json()["candidates"][0]["grades"]["email"] == "different"


def test_typos_old_names_and_changed_legal_forms_are_close(api, muster):
    from datetime import UTC, datetime

    from companies.services import Statement, company_observe

    typo = match(api, {"name": "Muster Sofware GmbH", "address": {"city": "München"}}).json()
    assert typo["candidates"][0]["grades"]["name"] == "close"
    form = match(api, {"name": "Muster Software AG", "address": {"city": "München"}}).json()
    assert form["candidates"][0]["grades"]["name"] == "close"
    spelled = match(api, {"name": "Muster Software Gesellschaft mit beschränkter Haftung"}).json()
    assert spelled["candidates"][0]["grades"]["name"] == "exact"
    company_observe(company=muster, statement=Statement(
        source="imprint", origin="imprint https://www.muster-software.de/impressum",
        observed_at=datetime(2026, 5, 1, tzinfo=UTC), values={"name": "Muster Digital GmbH"}))
    old = match(api, {"name": "Muster Software GmbH", "domain": "muster-software.de"}).json()
    assert old["outcome"] == "match"
    assert old["candidates"][0]["grades"] == {"name": "close", "domain": "exact"}


def test_phone_in_national_form_and_missing_fields(api, muster):
    body = match(api, {"name": "Muster Software", "phone": "089 1234567", "lei": "5299000J2N45DDNE4Y28"}
                 ).json()
    grades = body["candidates"][0]["grades"]
    assert grades["phone"] == "exact"
    assert grades["lei"] == "missing"  # the company has no LEI to compare


def test_at_most_five_candidates_best_first(api):
    for n in range(7):
        company(f"Nordlicht Optik {n} GmbH", city="Köln", postal_code="50667")
    body = match(api, {"name": "Nordlicht Optik 3", "address": {"city": "Köln"}}).json()
    confidences = [c["confidence"] for c in body["candidates"]]
    assert 1 <= len(confidences) <= 5
    assert confidences == sorted(confidences, reverse=True)
    assert body["candidates"][0]["company"]["name"] == "Nordlicht Optik 3 GmbH"


def test_blocked_companies_are_never_candidates(api, muster):
    from django.utils import timezone

    Company.objects.filter(pk=muster.pk).update(blocked_at=timezone.now())
    body = match(api, {"name": "Muster Software GmbH", "domain": "muster-software.de"}).json()
    assert body == {"outcome": "no_match", "candidates": []}


@pytest.mark.parametrize("body", [
    {},
    {"address": {"city": "München"}},
    {"name": "   "},
    {"name": 5},
    {"name": "Muster", "nickname": "x"},
    {"name": "Muster", "address": "München"},
    {"name": "Muster", "address": {"town": "München"}},
    {"name": "Muster", "address": {"country": "FR"}},
    {"name": "Muster", "register": 12345},
    ["Muster"],
])
def test_bad_input_is_400_and_free(api, account, body):
    response = match(api, body)
    assert response.status_code == 400, response.json()
    assert response.json()["error"]["code"] == "invalid_request"
    assert "X-Credits-Remaining" in response
    assert usage(account) == (0, 0)


def test_an_invalid_identifier_does_not_identify_but_a_near_miss_is_close(api, muster):
    vat = muster.record["vat_id"]["value"]
    broken = vat[:-1] + str((int(vat[-1]) + 1) % 10)
    alone = match(api, {"vat_id": broken}).json()
    assert alone == {"outcome": "no_match", "candidates": []}
    named = match(api, {"name": "Muster Software", "vat_id": broken}).json()
    assert named["candidates"][0]["grades"]["vat_id"] == "close"


def test_without_credits_a_match_is_refused_402_and_free(db, muster):
    from tests.conftest import ApiClient

    account = account_with_credits(free=0, purchased=0)
    _, key = make_key(account)
    response = match(ApiClient(key), {"name": "Muster Software GmbH"})
    assert response.status_code == 402
    assert response.json()["error"]["remaining"] == 0


def test_the_openapi_schema_documents_match(api):
    from django.test import Client

    schema = Client().get("/v1/openapi.json").json()
    operation = schema["paths"]["/v1/match"]["post"]
    assert "1 credit" in operation["summary"]
    assert set(operation["responses"]) >= {"200", "400", "402"}
    bulk = schema["paths"]["/v1/bulk/match"]["post"]
    assert set(bulk["responses"]) >= {"202", "400", "402"}
    assert "application/x-ndjson" in bulk["requestBody"]["content"]


def test_a_name_with_another_number_is_another_company(api):
    company("Bau 2000 GmbH", city="Köln", postal_code="50667")
    body = match(api, {"name": "Bau 2001 GmbH", "address": {"city": "Köln"}}).json()
    assert body["outcome"] != "match"
    assert all(c["grades"]["name"] == "different" for c in body["candidates"])


def test_free_answers_count_toward_the_lookup_lock_and_matches_do_not(settings, api, muster,
                                                                      lookalikes):
    settings.LOOKUP_LOCK_THRESHOLD = "3/86400"
    sure = {"name": "Muster Software GmbH", "domain": "muster-software.de"}
    for _ in range(4):  # matches: paid, never unsuccessful
        assert match(api, sure).json()["outcome"] == "match"
    assert match(api, {"name": "Alpen Bau"}).json()["outcome"] == "ambiguous"
    assert match(api, {"vat_id": "DE811907980"}).json()["outcome"] == "no_match"
    assert match(api, {"name": "Gibtsnicht Phantasie AG"}).json()["outcome"] == "no_match"
    locked = match(api, sure)
    assert locked.status_code == 429 and locked.json()["error"]["code"] == "lookups_locked"


@pytest.mark.parametrize("city, grade", [("Muenchen", "exact"), ("MUNCHEN", "exact"),
                                         ("München-Schwabing", "exact"),  # a district
                                         ("Augsburg", "different")])
def test_city_spellings(api, muster, city, grade):
    body = match(api, {"name": "Muster Software", "domain": "muster-software.de",
                       "address": {"city": city}}).json()
    assert body["candidates"][0]["grades"]["address"] == grade
