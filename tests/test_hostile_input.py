"""Bad input, odd methods and unknown routes on /v1: always a JSON answer in the CONTRACT
shape, never a 5xx, never a charge, never Django's HTML pages."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from config.request_guard import MAX_BODY_BYTES, MAX_DEPTH
from tests.conftest import ApiClient
from tests.factories import give_purchased, make_company, usage_of

pytestmark = pytest.mark.django_db


def assert_error(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    error = response.json()["error"]
    assert error["code"] == code and error["message"]
    return error


def charged(account) -> int:
    return sum(credits for _, credits in usage_of(account).values())


@pytest.fixture
def company(db):
    return make_company()


# --- NUL bytes and text that is not UTF-8 --------------------------------------------------


@pytest.mark.parametrize("path", [
    "/v1/companies/c_x%00", "/v1/companies/c_x%00/history", "/v1/companies/c_x%00/relations",
    "/v1/jobs/job_x%00", "/v1/jobs/job_x%00/result", "/v1/webhooks/wh_x%00/subscriptions",
    "/v1/domains/a%00.de", "/v1/vat/DE%00", "/v1/lei/%00", "/v1/registers/DE/M%00/HRB%201",
])
def test_a_nul_byte_in_a_path_is_400_and_free(api, account, path):
    response = api.get(path)
    assert "NUL" in assert_error(response, 400, "invalid_request")["message"]
    assert response["X-Credits-Remaining"] == "250" and charged(account) == 0


@pytest.mark.parametrize("query", ["q=ab&city=%00", "q=%00ab", "q=%ff%fe", "q=M%C3", "%ff=1&q=ab"])
def test_nul_or_invalid_utf8_in_the_query_is_400(api, account, query):
    assert_error(api.get(f"/v1/companies/search?{query}"), 400, "invalid_request")
    assert charged(account) == 0


def test_a_nul_byte_in_a_header_is_400(api):
    response = api.get("/v1/usage", HTTP_X_CLIENT_NOTE="a\x00b")
    assert "header" in assert_error(response, 400, "invalid_request")["message"]


@pytest.mark.parametrize("body", [
    {"url": "https://hooks.firma.de/x", "description": "a\x00b"},
    {"url": "https://hooks.firma.de/x\x00"},
    {"url": "https://hooks.firma.de/x", "description": "\ud800"},
])
def test_nul_or_a_lone_surrogate_in_a_json_body_is_400(api, account, body):
    give_purchased(account, 100)
    response = api.post("/v1/webhooks", data=json.dumps(body), content_type="application/json")
    assert_error(response, 400, "invalid_request")


def test_nul_in_a_watch_list_body_is_400(api, account):
    give_purchased(account, 100)
    body = json.dumps({"companies": ["c_x\x00"], "domains": []})
    response = api.post("/v1/webhooks/wh_missing/subscriptions", data=body,
                        content_type="application/json")
    assert_error(response, 400, "invalid_request")


def test_a_body_that_is_not_utf8_is_400(api, account):
    give_purchased(account, 100)
    response = api.post("/v1/webhooks", data=b'{"url": "https://h\xff.de"}',
                        content_type="application/json")
    assert_error(response, 400, "invalid_request")


@pytest.mark.parametrize("line", [b'{"domain": "a\\u0000.de"}', b'{"domain": "a\x00.de"}'])
def test_a_nul_in_a_bulk_line_is_400_and_creates_nothing(api, account, line):
    from jobs.models import Job

    response = api.post("/v1/bulk/domains", data=b'{"domain": "firma.de"}\n' + line,
                        content_type="application/x-ndjson")
    assert_error(response, 400, "invalid_request")
    assert not Job.objects.exists() and charged(account) == 0


# --- sizes, counts, depth -------------------------------------------------------------------


def test_a_body_over_the_limit_is_413_naming_the_limit(api, account):
    give_purchased(account, 100)
    response = api.post("/v1/webhooks", data=b" " * (MAX_BODY_BYTES + 1),
                        content_type="application/json")
    error = assert_error(response, 413, "payload_too_large")
    assert str(MAX_BODY_BYTES) in error["message"] and error["limit"] == MAX_BODY_BYTES


def test_a_bulk_body_over_the_limit_is_413(api):
    line = b'{"domain": "' + b"a" * 60 + b'.de"}\n'
    body = line * (MAX_BODY_BYTES // len(line) + 1)
    response = api.post("/v1/bulk/domains", data=body, content_type="application/x-ndjson")
    assert_error(response, 413, "payload_too_large")


def test_more_than_a_thousand_query_parameters_are_400(api):
    query = "&".join(f"p{n}=1" for n in range(1200))
    response = api.get(f"/v1/companies/search?q=ab&{query}")
    assert "query parameters" in assert_error(response, 400, "invalid_request")["message"]


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 3000])
def test_json_nested_beyond_the_stated_depth_is_400(api, account, depth):
    give_purchased(account, 100)
    body = '{"url": ' + "[" * depth + "]" * depth + "}"
    response = api.post("/v1/webhooks", data=body, content_type="application/json")
    assert str(MAX_DEPTH) in assert_error(response, 400, "invalid_request")["message"]


def test_json_nested_to_the_stated_depth_is_parsed(api, account):
    give_purchased(account, 100)
    body = '{"url": ' + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "}"
    response = api.post("/v1/webhooks", data=body, content_type="application/json")
    assert_error(response, 400, "invalid_request")  # the url is no string: the view says so
    assert "nests" not in response.json()["error"]["message"]


# --- unknown routes, methods, CSRF ------------------------------------------------------------


@pytest.mark.parametrize("method", ["get", "post", "put", "patch", "delete"])
@pytest.mark.parametrize("path", ["/v1/nope", "/V1/companies/c_x", "/v2/companies/c_x", "/v1",
                                  "/MCP/x", "/v1/companies/c_x/unknown/deeper"])
def test_unknown_routes_in_any_case_or_version_are_json_404(api, method, path):
    assert_error(getattr(api, method)(path), 404, "not_found")


def test_a_trailing_slash_is_404_with_a_hint(api):
    error = assert_error(api.post("/v1/webhooks/"), 404, "not_found")
    assert "no trailing slash: /v1/webhooks" in error["message"]


@pytest.mark.parametrize("path", ["/v1/nope", "/v1/webhooks/", "/v1/webhooks", "/v1/bulk/domains",
                                  "/v1/webhooks/wh_x/subscriptions"])
def test_csrf_never_applies_to_the_api(live_key, path):
    client = Client(enforce_csrf_checks=True, HTTP_AUTHORIZATION=f"Bearer {live_key}")
    for method in (client.post, client.delete):
        response = method(path, data="{}", content_type="application/json")
        assert response["Content-Type"].startswith("application/json"), response.content[:200]
        assert b"CSRF" not in response.content and response.status_code < 500


def test_an_unknown_method_is_json_405(api, company):
    response = api.generic("BREW", f"/v1/companies/{company.public_id}")
    assert_error(response, 405, "method_not_allowed")


# --- HEAD ---------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", ["", "/history", "/relations"])
def test_head_is_405_with_allow_and_costs_nothing(api, account, company, suffix):
    response = api.head(f"/v1/companies/{company.public_id}{suffix}")
    assert response.status_code == 405 and response["Allow"] == "GET"
    assert response["X-Credits-Remaining"] == "250" and charged(account) == 0


def test_head_on_a_free_endpoint_is_405_too(api):
    response = api.head("/v1/webhooks")
    assert response.status_code == 405 and response["Allow"] == "GET, POST"


# --- credentials --------------------------------------------------------------------------


def test_a_repeated_authorization_header_is_401(live_key, company):
    # WSGI joins a repeated header with ", " (as uvicorn/a2wsgi hand it to Django)
    client = ApiClient(None)
    response = client.get(f"/v1/companies/{company.public_id}",
                          HTTP_AUTHORIZATION=f"Bearer {live_key}, Bearer {live_key}")
    assert_error(response, 401, "unauthorized")


def test_error_pages_outside_the_api_stay_html():
    response = Client().get("/no-such-page")
    assert response.status_code == 404 and response["Content-Type"].startswith("text/html")
