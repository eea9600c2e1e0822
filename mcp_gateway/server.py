"""The MCP server (official SDK, ``MCPServer``) with its tools and tidy input schemas."""

from __future__ import annotations

import inspect
import logging
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from mcp_types import ToolAnnotations
from pydantic import ValidationError

from billing.prices import tool_price

from .calls import tool_error
from .tools import TOOLS

TOOL_NAMES = tuple(fn.__name__ for fn in TOOLS)
INSTRUCTIONS = (
    "Company data for Germany (DE), Austria (AT) and Switzerland (CH) from registers, "
    "imprints and open sources. Every answer names the origin and date of each value in "
    "`sources`. Tools cost credits ("
    + ", ".join(f"{name} {tool_price(name).credits}" for name in TOOL_NAMES)
    + "); errors (not_found, invalid_request, insufficient_credits) cost nothing. Start "
    "with search_companies, then get_company with a result's id."
)
READ_ONLY = ToolAnnotations(readOnlyHint=True, openWorldHint=False)
# lookup_domain with refresh starts a background retrieval of the website.
STARTS_WORK = ToolAnnotations(readOnlyHint=False, destructiveHint=False, openWorldHint=True)


def _validation_message(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors():
        where = ".".join(str(part) for part in error["loc"]) or "arguments"
        parts.append(f"{where}: {error['msg']}")
    return "Invalid arguments: " + "; ".join(parts) + "."


class CompanyDataServer(MCPServer):
    """Arguments that fail the input schema answer as an ``invalid_request`` tool error in
    the CONTRACT shape (the SDK's default is a plain-text message)."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        if name not in TOOL_NAMES:
            return tool_error("invalid_request",
                              f"Unknown tool {name!r}; the tools are {', '.join(TOOL_NAMES)}.")
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            if isinstance(exc.__cause__, ValidationError):
                return tool_error("invalid_request", _validation_message(exc.__cause__))
            raise


def _tidy(schema: dict[str, Any]) -> dict[str, Any]:
    """Optional parameters as plain types (absent = not given) instead of
    ``anyOf: [T, null]`` with ``default: null``, and no auto-generated titles."""
    schema.pop("title", None)
    for prop in schema.get("properties", {}).values():
        prop.pop("title", None)
        variants = prop.get("anyOf")
        if variants and prop.get("default", "") is None:
            concrete = [v for v in variants if v.get("type") != "null"]
            if len(concrete) == 1:
                prop.pop("anyOf")
                prop.pop("default")
                prop.update(concrete[0])
    schema["additionalProperties"] = False
    return schema


def build_tools() -> list[Tool]:
    tools = []
    for fn in TOOLS:
        annotations = STARTS_WORK if fn.__name__ == "lookup_domain" else READ_ONLY
        description = inspect.cleandoc(fn.__doc__ or "") + "\n" + tool_price(fn.__name__).sentence
        tool = Tool.from_function(fn, description=description, annotations=annotations,
                                  structured_output=True)
        _tidy(tool.parameters)
        tools.append(tool)
    return tools


def build_server() -> CompanyDataServer:
    # The SDK logs every stateless request at INFO; the gateway writes its own request line.
    logging.getLogger("mcp").setLevel(logging.WARNING)
    return CompanyDataServer(
        name="company-data",
        title="Company Data (DE/AT/CH)",
        version="1.0.0",
        instructions=INSTRUCTIONS,
        tools=build_tools(),
    )
