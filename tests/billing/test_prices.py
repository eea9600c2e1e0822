"""One price table (billing/prices.py): the docs, the OpenAPI summaries and the MCP tool
descriptions say what it says, and the charges follow it."""

from __future__ import annotations

from pathlib import Path

import pytest

from billing.prices import PRICES, price, tool_price

ROOT = Path(__file__).resolve().parents[2]


def test_the_docs_list_every_price_as_the_table_has_it():
    docs = (ROOT / "docs" / "billing.md").read_text()
    rows = [line for line in docs.splitlines() if line.startswith("| `") and "/v1/" in line
            or line.startswith("| `mcp:")]
    assert rows == [f"| `{p.endpoint}` | {p.summary} |" for p in PRICES.values()]


def test_every_mcp_tool_states_its_price_from_the_table():
    from mcp_gateway.server import INSTRUCTIONS, TOOL_NAMES, build_tools

    for tool in build_tools():
        assert tool.description.endswith(tool_price(tool.name).sentence)
        assert "Costs" not in tool.description.removesuffix(tool_price(tool.name).sentence)
    assert set(TOOL_NAMES) == {e.removeprefix("mcp:") for e in PRICES if e.startswith("mcp:")}
    assert "get_related_companies 2" in INSTRUCTIONS


@pytest.mark.django_db
def test_the_openapi_summaries_carry_the_prices(client):
    schema = client.get("/v1/openapi.json").json()
    summaries = {f"{method.upper()} {path}": op.get("summary", "")
                 for path, ops in schema["paths"].items() for method, op in ops.items()}
    for endpoint, entry in PRICES.items():
        if endpoint.startswith("mcp:"):
            continue
        (summary,) = [text for name, text in summaries.items()
                      if name.replace("{company_id}", "{id}").replace("{vat_id}", "{id}")
                      == endpoint]
        assert f"({entry.summary})" in summary, (endpoint, summary)


def test_a_free_answer_costs_nothing_and_a_count_is_priced_per_unit():
    assert price("GET /v1/domains/{domain}").charge(found=False) == 0
    assert price("GET /v1/companies/{id}/relations").charge() == 2
    assert price("POST /v1/bulk/domains").charge(count=7) == 7
