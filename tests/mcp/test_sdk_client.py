"""The tools through the official SDK's own client (``Client`` / ``ClientSession`` over
``streamable_http_client`` with an httpx2 client carrying the key), in both protocol eras:
the initialize handshake (2025-11-25) and the stateless 2026-07-28 revision."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Awaitable, Callable
from typing import Any

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from companies.models import Company, Domain, FieldChange, Identifier, Relation

MODES = ["legacy", "2026-07-28"]
SOURCE_TEXT = re.compile(r"^.+, \d{4}-\d{2}-\d{2}$")


def with_client(server, key: str, mode: str, scenario: Callable[[Client], Awaitable[Any]]) -> Any:
    async def main() -> Any:
        headers = {"Authorization": f"Bearer {key}"}
        async with httpx2.AsyncClient(headers=headers, timeout=60) as http:
            transport = streamable_http_client(server.url, http_client=http)
            async with Client(transport, mode=mode) as client:
                return await scenario(client)

    return asyncio.run(main())


def structured(result) -> dict[str, Any]:
    assert result.is_error is False, result.content
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


def error_code(result) -> str:
    assert result.is_error is True
    assert result.structured_content is None
    assert len(result.content) == 1
    return json.loads(result.content[0].text)["error"]["code"]


@pytest.fixture(scope="module")
def examples(mcp_server) -> dict[str, Any]:
    """Seeded companies with each kind of identifier, a history, relations and domains."""
    with mcp_server.db():
        def ident(kind: str, **filters: Any) -> Identifier:
            return Identifier.objects.filter(kind=kind, source__redistributable=True,
                                             **filters).select_related("company").first()

        changed = FieldChange.objects.filter(field="phone", old_value__isnull=False).first()
        return {
            "register": ident("register", value__startswith="DE/"),
            "lei": ident("lei"),
            "swiss_vat": ident("vat", value__startswith="CHE", source_id="zefix"),
            "domain": Domain.objects.filter(company__isnull=False).select_related("company")
            .first(),
            "changed": changed.company,
            "change_time": changed.changed_at,
            "relation": Relation.objects.select_related("company", "related").first(),
            "company": Company.objects.order_by("pk").first(),
        }


@pytest.mark.parametrize("mode", MODES)
def test_the_handshake_or_the_stateless_revision_lists_the_seven_tools(mcp_server, mode):
    _, key = mcp_server.new_key()

    async def scenario(client: Client):
        return client.protocol_version, (await client.list_tools()).tools

    version, tools = with_client(mcp_server, key, mode, scenario)
    assert version == ("2025-11-25" if mode == "legacy" else "2026-07-28")
    by_name = {tool.name: tool for tool in tools}
    assert sorted(by_name) == sorted([
        "search_companies", "get_company", "lookup_domain", "get_company_changes",
        "verify_vat", "get_related_companies", "match_company",
    ])
    search = by_name["search_companies"].input_schema
    assert search["required"] == ["query"]
    assert search["properties"]["limit"]["maximum"] == 10
    assert search["properties"]["country"]["enum"] == ["DE", "AT", "CH"]
    get_company = by_name["get_company"].input_schema
    assert set(get_company["properties"]) == {"id", "register", "vat", "lei"}
    assert "required" not in get_company
    assert "exactly one" in by_name["get_company"].description
    assert by_name["lookup_domain"].input_schema["properties"]["refresh"]["type"] == "boolean"
    assert by_name["get_company_changes"].input_schema["properties"]["since"]["format"] == \
        "date-time"
    for tool in tools:
        assert tool.output_schema and tool.output_schema["type"] == "object"
        assert "credit" in tool.description
    assert "2 credits" in by_name["get_related_companies"].description


@pytest.mark.parametrize("mode", MODES)
def test_search_then_get_company_by_each_identifier(mcp_server, examples, mode):
    _, key = mcp_server.new_key()
    register, lei, vat = examples["register"], examples["lei"], examples["swiss_vat"]

    async def scenario(client: Client):
        name = register.company.name  # a first word alone ("Software") may rank others first
        search = await client.call_tool("search_companies", {"query": name, "limit": 3})
        by_id = await client.call_tool("get_company", {"id": register.company.public_id})
        by_register = await client.call_tool("get_company", {"register": register.value})
        by_lei = await client.call_tool("get_company", {"lei": lei.value.lower()})
        by_vat = await client.call_tool("get_company", {"vat": vat.value})
        swiss = await client.call_tool("search_companies", {"query": name, "country": "CH"})
        none = await client.call_tool("search_companies", {"query": "Qxzyvw Wqxzy"})
        two = await client.call_tool("get_company", {"id": register.company.public_id,
                                                     "lei": lei.value})
        return search, by_id, by_register, by_lei, by_vat, none, two, swiss

    search, by_id, by_register, by_lei, by_vat, none, two, swiss = with_client(
        mcp_server, key, mode, scenario
    )
    hits = structured(search)["results"]
    assert 1 <= len(hits) <= 3
    assert register.company.public_id in [hit["id"] for hit in hits]
    assert all(SOURCE_TEXT.match(text) for hit in hits for text in hit["sources"].values())
    record = structured(by_id)
    assert record["id"] == register.company.public_id
    assert record["name"] == register.company.name
    assert record["register"]["number"] in register.value
    assert set(record["sources"]) <= set(record) and "name" in record["sources"]
    assert all(SOURCE_TEXT.match(text) for text in record["sources"].values())
    assert structured(by_register)["id"] == register.company.public_id
    assert structured(by_lei)["id"] == lei.company.public_id
    assert structured(by_vat)["id"] == vat.company.public_id
    assert all(hit["country"] == "CH" for hit in structured(swiss)["results"])
    assert structured(none) == {"results": [], "has_more": False}
    assert error_code(two) == "invalid_request"


@pytest.mark.parametrize("mode", MODES)
def test_lookup_domain_changes_vat_and_relations(mcp_server, examples, mode):
    _, key = mcp_server.new_key()
    domain, changed, relation = examples["domain"], examples["changed"], examples["relation"]

    async def scenario(client: Client):
        calls = {
            "domain": ("lookup_domain", {"domain": domain.name.upper()}),
            "unassigned": ("lookup_domain", {"domain": "parked-domain.de"}),
            "unknown": ("lookup_domain", {"domain": "never-seen-before-domain.de"}),
            "bad_domain": ("lookup_domain", {"domain": "localhost"}),
            "changes": ("get_company_changes", {"id": changed.public_id}),
            "later": ("get_company_changes", {"id": changed.public_id,
                                              "since": "2099-01-01T00:00:00Z"}),
            "swiss_vat": ("verify_vat", {"vat_id": examples["swiss_vat"].value}),
            "vies_vat": ("verify_vat", {"vat_id": "DE 999 999 995"}),
            "related": ("get_related_companies", {"id": relation.company.public_id}),
            "unknown_company": ("get_related_companies", {"id": "c_doesnotexist00"}),
        }
        return {label: await client.call_tool(name, args) for label, (name, args) in calls.items()}

    results = with_client(mcp_server, key, mode, scenario)
    answer = structured(results["domain"])
    assert answer["domain"] == domain.name
    assert answer["company"] == {"id": domain.company.public_id, "name": domain.company.name}
    assert answer["link_status"] == domain.link_status
    assert SOURCE_TEXT.match(answer["sources"]["link_status"])
    unassigned = structured(results["unassigned"])
    assert unassigned["company"] is None and unassigned["link_status"] is None
    assert error_code(results["unknown"]) == "not_found"
    assert error_code(results["bad_domain"]) == "invalid_request"
    changes = structured(results["changes"])
    assert changes["id"] == changed.public_id and changes["has_more"] is False
    assert "phone" in [change["field"] for change in changes["changes"]]
    assert set(changes["changes"][0]) == {"field", "old_value", "new_value", "source",
                                          "changed_at"}
    assert structured(results["later"])["changes"] == []
    swiss = structured(results["swiss_vat"])
    assert swiss["status"] == "confirmed"
    assert swiss["company"]["id"] == examples["swiss_vat"].company.public_id
    assert swiss["sources"]["status"].startswith("zefix, ")
    vies = structured(results["vies_vat"])
    assert (vies["vat_id"], vies["status"]) == ("DE999999995", "claimed")
    assert vies["sources"]["status"].startswith("vies, ")
    related = structured(results["related"])
    assert {"kind": relation.kind, "company": {"id": relation.related.public_id,
                                               "name": relation.related.name}} in [
        {"kind": r["kind"], "company": r["company"]} for r in related["relations"]
    ]
    assert all(SOURCE_TEXT.match(r["source"]) for r in related["relations"])
    assert error_code(results["unknown_company"]) == "not_found"


def test_the_client_session_reports_tool_errors_in_the_contract_shape(mcp_server):
    _, key = mcp_server.new_key(kind="test")

    async def scenario(client: Client):
        session = client.session  # the SDK's ClientSession under the Client
        return await session.call_tool("get_company", {"vat": "DE123"})

    result = with_client(mcp_server, key, "legacy", scenario)
    body = json.loads(result.content[0].text)
    assert result.is_error is True and result.structured_content is None
    assert body["error"]["code"] == "invalid_request"
    assert body["error"]["message"]
