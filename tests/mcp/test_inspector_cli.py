"""The MCP Inspector CLI (npm ``@modelcontextprotocol/inspector``) as an independent client
of the real /mcp: it lists the tools (with its schema portability check) and calls one."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from companies.models import Company

INSPECTOR = "@modelcontextprotocol/inspector@2.12.0"


def inspector(server, key: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    npx = shutil.which("npx")
    if npx is None:
        pytest.fail("The MCP Inspector test needs Node.js with npx (Node 20+) on PATH.")
    command = [npx, "-y", INSPECTOR, "--cli", server.url, "--transport", "http"]
    if key:
        command += ["--header", f"Authorization: Bearer {key}"]
    return subprocess.run(command + list(args), capture_output=True, text=True, timeout=180)


def test_the_inspector_lists_seven_portable_tools(mcp_server):
    _, key = mcp_server.new_key()
    listed = inspector(mcp_server, key, "--method", "tools/list", "--strict")
    assert listed.returncode == 0, listed.stderr
    names = [tool["name"] for tool in json.loads(listed.stdout)["tools"]]
    assert len(names) == 7 and "get_company" in names
    assert "Warning" not in listed.stderr and "Error" not in listed.stderr


def test_the_inspector_calls_a_tool_and_sees_tool_errors(mcp_server):
    _, key = mcp_server.new_key()
    with mcp_server.db():
        company = Company.objects.order_by("pk").first()
    found = inspector(mcp_server, key, "--method", "tools/call", "--tool-name", "get_company",
                      "--tool-arg", f"id={company.public_id}")
    assert found.returncode == 0, found.stderr
    result = json.loads(found.stdout)
    assert result["structuredContent"]["name"] == company.name
    missing = inspector(mcp_server, key, "--method", "tools/call", "--tool-name", "get_company",
                        "--tool-arg", "id=c_doesnotexist00")
    assert missing.returncode == 5  # the Inspector's exit code for a tool error
    error = json.loads(json.loads(missing.stdout)["content"][0]["text"])["error"]
    assert error["code"] == "not_found"
