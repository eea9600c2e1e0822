"""One MCP tool call through the one billing path (:func:`billing.calls.billed_call`).

The HTTP guard (``app.py``) authenticates the key and opens a :class:`McpRequest` in a
ContextVar; a tool runs its service through :func:`billed_tool_call`, which answers:

- success: a ``CallToolResult`` with ``structuredContent`` (the compact answer) and the
  same JSON as text;
- ``not_found`` / ``invalid_request`` / ``insufficient_credits``, and
  ``upstream_unavailable`` (VIES or a register cannot answer): a tool error
  (``isError``, one text block ``{"error": {"code", "message"}}``, no structuredContent),
  free of charge (``billed_call`` released the reservation);
- anything the HTTP layer answers for REST too (account lock 403, rate limits and the
  lookup lock 429, fail-closed 503): remembered in the :class:`McpRequest`; the guard then
  replaces the whole HTTP response with that status and the CONTRACT error body.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, TypeVar

import anyio
import anyio.to_thread
from django.conf import settings
from django.db import close_old_connections
from mcp_types import CallToolResult, TextContent

from accounts.models import ApiKey
from billing.calls import Outcome, billed_call, remaining_for
from billing.models import CreditHold
from billing.prices import tool_price
from config.errors import (
    ApiError,
    InsufficientCredits,
    InvalidRequest,
    NotFound,
    UpstreamUnavailable,
)

log = logging.getLogger(__name__)

# Errors a tool reports to the model as a tool result (CONTRACT §5; an upstream outage is
# about the data, not the request, so the model reads it too); every other ApiError
# (protection: account lock, rate limits, the lookup lock, a store down) answers at the
# HTTP layer exactly as REST would.
TOOL_ERRORS = (NotFound, InvalidRequest, InsufficientCredits, UpstreamUnavailable)


@dataclass
class McpRequest:
    """What the guard knows about one HTTP request to /mcp."""

    key: ApiKey
    ip: str
    remaining: int | None = None  # balance after the tool call, for X-Credits-Remaining
    http_error: ApiError | None = None  # answer the HTTP request with this instead


T = TypeVar("T")

current_request: ContextVar[McpRequest | None] = ContextVar("mcp_request", default=None)


_db_threads: anyio.CapacityLimiter | None = None


def _db_thread_limiter() -> anyio.CapacityLimiter:
    """At most ``WEB_THREADS`` tool calls touch the database at once per process (each
    thread may keep a PostgreSQL connection): the same budget as the WSGI side, instead
    of anyio's default of 40 threads."""
    global _db_threads
    if _db_threads is None:
        _db_threads = anyio.CapacityLimiter(settings.WEB_THREADS)
    return _db_threads


async def in_db_thread(fn: Callable[[], T]) -> T:
    """Runs ORM code on a worker thread with Django's connection housekeeping."""

    def run() -> T:
        close_old_connections()
        try:
            return fn()
        finally:
            close_old_connections()

    return await anyio.to_thread.run_sync(run, limiter=_db_thread_limiter())


def text_json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def tool_success(body: dict[str, Any]) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=text_json(body))],
                          structured_content=body)


def tool_error(code: str, message: str) -> CallToolResult:
    body = {"error": {"code": code, "message": message}}
    return CallToolResult(content=[TextContent(type="text", text=text_json(body))], is_error=True)


def _request() -> McpRequest:
    request = current_request.get()
    if request is None:  # only the guard calls tools; a direct call is a wiring error
        raise RuntimeError("MCP tool called outside an authenticated /mcp request")
    return request


async def billed_tool_call(
    *, tool: str, run: Callable[[CreditHold], Outcome], prefetch: str | None = None
) -> CallToolResult:
    """Bills one tool call as ``mcp:<tool>`` (reserve its price, ``billing.prices``, charge
    on success); ``prefetch`` as in :func:`billing.calls.billed_call`."""
    request = _request()

    def call() -> CallToolResult:
        try:
            answer = billed_call(
                key=request.key, ip=request.ip, endpoint=f"mcp:{tool}",
                max_credits=tool_price(tool).credits, run=run,
                prefetch=prefetch,
            )
        except TOOL_ERRORS as exc:
            request.remaining = remaining_for(request.key)
            return tool_error(exc.code, exc.message)
        except ApiError as exc:
            request.http_error = exc
            return tool_error(exc.code, exc.message)
        request.remaining = answer.remaining
        return tool_success(answer.body)

    try:
        return await in_db_thread(call)
    except Exception:
        # billed_call has released the reservation: an unexpected failure costs nothing.
        log.exception("MCP tool %s failed", tool)
        return tool_error("internal_error", "An unexpected error occurred; nothing was charged.")
