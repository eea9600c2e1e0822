"""MCP ``match_company``: the same inputs and answer as ``POST /v1/match`` (the answer has no
envelopes, so the compact form is the same object), 1 credit only for ``match``, recorded
as ``mcp:match_company``; bad input is a free ``invalid_request`` tool error."""

from __future__ import annotations

import json

from companies.models import Company

from .rpc import call_tool, tool_error_code, tool_result
from .test_http_layer import allowance_used, usage


def test_match_company_answers_like_rest_and_charges_only_a_match(mcp_server):
    account_id, key = mcp_server.new_key()
    with mcp_server.db():
        company = Company.objects.visible().order_by("pk").first()
        register = company.record["register"]["value"]
        domains = company.record["domains"]["value"]
    found = tool_result(call_tool(mcp_server.url, key, "match_company", {
        "name": company.name, "address": {"city": company.city},
        "register": f"{register['country']}/{register['court']}/{register['number']}",
        "domain": f"https://{domains[0]['domain']}/",
    }))
    answer = found["structuredContent"]
    assert json.loads(found["content"][0]["text"]) == answer
    assert answer["outcome"] == "match"
    best = answer["candidates"][0]
    assert best["company"] == {"id": company.public_id, "name": company.name}
    assert best["grades"] == {"name": "exact", "address": "exact", "domain": "exact",
                              "register": "exact"}
    nothing = tool_result(call_tool(mcp_server.url, key, "match_company",
                                    {"name": "Gibtsnicht Phantasie Holding AG"}))
    assert nothing["structuredContent"] == {"outcome": "no_match", "candidates": []}
    refused = call_tool(mcp_server.url, key, "match_company", {"address": {"city": "Wien"}})
    assert tool_error_code(refused) == "invalid_request"
    assert allowance_used(mcp_server, account_id) == 1
    assert usage(mcp_server, account_id) == {"mcp:match_company": (3, 1)}
