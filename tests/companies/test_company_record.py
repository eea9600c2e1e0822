"""GET /v1/companies/{id}: the full record in field envelopes with attribution."""

from datetime import UTC, datetime

import pytest

from companies.models import FieldChange
from companies.services import Statement, company_observe
from tests.factories import make_company

pytestmark = pytest.mark.django_db

FIELDS = {"name", "legal_form", "status", "country", "register", "vat_id", "lei", "address",
          "representatives", "domains", "email", "phone", "founded_on"}


def test_every_field_is_an_envelope_naming_its_origin(api):
    company = make_company()
    body = api.get(f"/v1/companies/{company.public_id}").json()
    assert body["id"] == company.public_id and body["id"].startswith("c_")
    assert set(body) == FIELDS | {"id", "attribution"}
    for field in FIELDS:
        assert set(body[field]) == {"value", "source", "as_of"}, field
    assert body["name"] == {
        "value": "Muster Software GmbH",
        "source": "imprint https://www.muster-software.de/impressum",
        "as_of": "2026-03-01T12:00:00.000Z",
    }
    assert body["register"]["value"] == {"country": "DE", "court": "München", "number": "HRB 123456"}
    assert body["lei"] == {"value": None, "source": None, "as_of": None}
    assert body["attribution"] == [
        {"source": "imprint", "text": body["attribution"][0]["text"], "license": "facts only",
         "url": ""}
    ]


def test_attribution_lists_exactly_the_sources_used(api):
    company = make_company()
    company_observe(
        company=company,
        statement=Statement(
            source="gleif",
            origin="gleif",
            observed_at=datetime(2026, 4, 1, tzinfo=UTC),
            values={"lei": "5299000J2N45DDNE4Y28", "name": "Muster Software GmbH"},
        ),
    )
    body = api.get(f"/v1/companies/{company.public_id}").json()
    assert {a["source"] for a in body["attribution"]} == {"imprint", "gleif"}
    gleif = next(a for a in body["attribution"] if a["source"] == "gleif")
    assert gleif["license"] == "CC0 1.0"
    # GLEIF outranks the imprint for the name: same value, fresher confirmation.
    assert body["name"]["source"] == "gleif"


def test_non_redistributable_sources_are_never_shown(api):
    company = make_company()
    company_observe(
        company=company,
        statement=Statement(
            source="handelsregister",
            origin="register DE München HRB 123456",
            observed_at=datetime(2026, 5, 1, tzinfo=UTC),
            values={"name": "Muster Software GmbH i.L.", "status": "in_liquidation"},
        ),
    )
    body = api.get(f"/v1/companies/{company.public_id}").json()
    assert body["name"]["value"] == "Muster Software GmbH"
    assert body["status"]["value"] is None
    assert all(a["source"] != "handelsregister" for a in body["attribution"])


def test_representatives_only_for_capital_companies_and_partnerships(api):
    sole = make_company(name="Anna Berger e.K.", legal_form="e.K.",
                        representatives=[{"name": "Anna Berger", "role": "owner"}])
    body = api.get(f"/v1/companies/{sole.public_id}").json()
    assert "representatives" not in body
    gmbh = make_company()
    body = api.get(f"/v1/companies/{gmbh.public_id}").json()
    assert body["representatives"]["value"] == [{"name": "Anna Berger", "role": "managing_director"}]


def test_a_changed_value_becomes_history_with_old_and_new(api):
    company = make_company()
    company_observe(
        company=company,
        statement=Statement(
            source="imprint",
            origin="imprint https://www.muster-software.de/impressum",
            observed_at=datetime(2026, 6, 1, tzinfo=UTC),
            values={"phone": "+49897654321"},
        ),
    )
    change = FieldChange.objects.filter(company=company, field="phone").last()
    assert (change.old_value, change.new_value) == ("+49891234567", "+49897654321")
    body = api.get(f"/v1/companies/{company.public_id}").json()
    assert body["phone"]["value"] == "+49897654321"


def test_blocked_company_is_404_and_free(api):
    from django.utils import timezone

    company = make_company()
    company.blocked_at = timezone.now()
    company.save()
    response = api.get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 404
    assert response["X-Credits-Remaining"] == "250"


def test_the_compiled_lookup_answers_what_the_orm_does_and_hides_blocked_companies():
    from django.utils import timezone

    from companies.lookups import company_by_public_id
    from companies.models import Company
    from config.errors import NotFound

    company = make_company()
    found = company_by_public_id(company.public_id)
    expected = Company.objects.get(pk=company.pk)
    assert {f.attname: getattr(found, f.attname) for f in Company._meta.concrete_fields} == {
        f.attname: getattr(expected, f.attname) for f in Company._meta.concrete_fields}
    assert not found._state.adding
    Company.objects.filter(pk=company.pk).update(blocked_at=timezone.now())
    with pytest.raises(NotFound):
        company_by_public_id(company.public_id)
