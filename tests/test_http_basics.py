"""Health, docs and the JSON error contract of the HTTP layer."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def test_healthz_needs_no_key():
    response = Client().get("/healthz")
    assert response.status_code == 200 and response.json() == {"status": "ok"}


def test_readyz_reports_the_database():
    response = Client().get("/readyz")
    assert response.status_code == 200
    assert response.json()["checks"]["database"] == "ok"


def test_unknown_routes_answer_json_not_html(anon):
    for path in ("/v1/nope", "/v1/", "/v1/companies/c_x/unknown/deeper"):
        response = anon.get(path)
        assert response.status_code in (401, 404), path
        assert response["Content-Type"].startswith("application/json"), path
        assert "error" in response.json()


def test_unknown_route_with_a_valid_key_is_404_not_found(api):
    response = api.get("/v1/nope")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_openapi_schema_and_docs_are_public():
    schema = Client().get("/v1/openapi.json")
    assert schema.status_code == 200
    document = schema.json()
    assert document["openapi"].startswith("3.")
    assert "/v1/companies/{company_id}" in document["paths"]
    docs = Client().get("/docs/api")
    assert docs.status_code == 200 and b"redoc" in docs.content.lower()
    assert b'href="/docs/quickstart"' in Client().get("/docs").content


def test_invalid_json_body_is_a_400_in_the_contract_shape(api):
    response = api.post("/v1/companies/c_x", data="{not json", content_type="application/json")
    assert response.status_code in (400, 405)
    assert "error" in response.json()
