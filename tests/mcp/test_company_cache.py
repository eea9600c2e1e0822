"""get_company by id reads the shared company cache (companies/record_cache.py) in the real
web process, and a block made by another process hides the company at its next call."""

from __future__ import annotations

import json
import time

import redis

from companies.blocking import company_block, company_unblock
from companies.models import Company

from .rpc import call_tool, tool_error_code, tool_result


def test_get_company_is_cached_and_a_block_elsewhere_hides_it_at_once(mcp_server, settings):
    _, key = mcp_server.new_key()
    with mcp_server.db():
        company_id = Company.objects.order_by("-pk").values_list("public_id", flat=True).first()
    prefix = "test:" + mcp_server.db_name.replace("/", "_")  # the server's KEY_PREFIX
    client = redis.Redis.from_url(settings.REDIS_URL)
    cache_key = f"{prefix}:1:company:{company_id}"
    deadline = time.monotonic() + 15
    while client.get(cache_key) == b"-" and time.monotonic() < deadline:
        time.sleep(0.2)  # seeding's own invalidation (a tombstone of 10 s) is still there

    found = tool_result(call_tool(mcp_server.url, key, "get_company", {"id": company_id}))
    assert found["structuredContent"]["id"] == company_id
    assert json.loads(client.get(cache_key))["public_id"] == company_id  # stored by the server
    again = tool_result(call_tool(mcp_server.url, key, "get_company", {"id": company_id}))
    assert again["structuredContent"] == found["structuredContent"]

    # This process writes as any other would: on the server's database and cache.
    settings.CACHES = {"default": {**settings.CACHES["default"], "KEY_PREFIX": prefix}}
    with mcp_server.db():
        company_block(company=Company.objects.get(public_id=company_id), reason="test")
    try:
        assert client.get(cache_key) == b"-"
        hidden = call_tool(mcp_server.url, key, "get_company", {"id": company_id})
        assert tool_error_code(hidden) == "not_found"
    finally:
        with mcp_server.db():
            company_unblock(company=Company.objects.get(public_id=company_id), reason="test")

    shown = tool_result(call_tool(mcp_server.url, key, "get_company", {"id": company_id}))
    assert shown["structuredContent"] == found["structuredContent"]
