"""Property: whatever hostile path ids, query values, headers and bodies a client sends to any
/v1 operation (every one of the OpenAPI document), the answer is JSON, never a 5xx, an error
in the CONTRACT shape, and nothing is charged. Hypothesis, bounded so that it runs in every
CI run (a few seconds)."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from drf_spectacular.generators import SchemaGenerator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.factories import give_purchased, usage_of
from tests.fakes import vies_server
from tests.fakes.resolver import resolving
from tests.hostile import (
    hostile_body,
    hostile_headers,
    hostile_ndjson,
    hostile_url_part,
)

pytestmark = pytest.mark.django_db
EXAMPLES = 12  # per operation: ~20 operations, a few seconds in all


def _operations() -> list[tuple[str, str, list[str], str | None]]:
    """(method, path template, query parameter names, body media type) of every operation."""
    schema = SchemaGenerator().get_schema(request=None, public=True)
    found = []
    for template, operations in schema["paths"].items():
        for method, operation in operations.items():
            query = [p["name"] for p in operation.get("parameters", []) if p["in"] == "query"]
            media = next(iter(operation.get("requestBody", {}).get("content", {})), None)
            found.append((method.upper(), template, query, media))
    return found


OPERATIONS = _operations()


@pytest.fixture
def buyer(account):  # noqa: ANN001 - webhooks need a purchase: let their validation run
    give_purchased(account, 100)
    return account


@pytest.fixture
def vies(settings):  # noqa: ANN001 - a VAT id that happens to be valid asks a local fake
    with vies_server.FakeVies() as server:
        settings.VIES_BASE_URL = server.base_url
        yield server


def test_every_operation_of_the_document_is_covered():
    assert len(OPERATIONS) >= 20
    assert {(m, t) for m, t, *_ in OPERATIONS} >= {
        ("GET", "/v1/companies/{company_id}"), ("POST", "/v1/bulk/domains"),
        ("POST", "/v1/webhooks/{webhook_id}/subscriptions"), ("GET", "/v1/usage")}


@pytest.mark.parametrize("operation", OPERATIONS, ids=[f"{m} {t}" for m, t, *_ in OPERATIONS])
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_hostile_input_gets_a_json_answer_never_a_5xx_and_costs_nothing(
        operation, buyer, live_key, vies, data):
    method, template, query_names, media = operation
    path = re.sub(r"\{[^}]+\}", lambda _: data.draw(hostile_url_part), template)
    names = st.sampled_from(query_names) | hostile_url_part if query_names else hostile_url_part
    query = "&".join(f"{data.draw(names)}="
                     f"{data.draw(hostile_url_part)}"
                     for _ in range(data.draw(st.integers(0, 3))))
    headers = data.draw(hostile_headers)
    body = data.draw(hostile_ndjson if media == "application/x-ndjson" else hostile_body)
    client = Client(HTTP_AUTHORIZATION=f"Bearer {live_key}")
    with resolving({}):  # no name ever reaches DNS
        response = client.generic(method, f"{path}?{query}" if query else path, data=body,
                                  content_type=media or "application/json", **headers)

    assert response.status_code < 500, (method, path, response.content[:300])
    if response.status_code != 204:
        assert response["Content-Type"].startswith("application/json"), response.content[:300]
    if response.status_code >= 400:
        error = response.json()["error"]
        assert isinstance(error["code"], str) and error["code"]
        assert isinstance(error["message"], str) and error["message"]
    charged = sum(credits for _, credits in usage_of(buyer).values())
    assert not charged, (method, path, query, response.content[:300])
