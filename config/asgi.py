"""The web process: one ASGI application for uvicorn.

- ``/mcp`` goes to the MCP gateway (an ASGI app of the official SDK whose session
  manager needs the ASGI lifespan, which this router runs).
- ``GET /v1/companies/{id}`` is tried on the fast lane first (``companies/api/fast_lane.py``):
  answered on the event loop when its key and credit lease are cached (a company row not in
  the record cache is read and cached there, ``companies/row_reader.py``), else by Django
  like everything else.
- ``GET /v1/events?wait=N``, the change feed's long poll, waits on the event loop
  (``webhooks/feed_poll.py``) between two answers of Django, holding no thread.
- Everything else goes to Django through its WSGI handler on a thread pool
  (a2wsgi). Django's own ASGI handler runs sync views on a single thread per process
  (it served a trivial view about 7x slower than threaded WSGI, docs/performance.md), and
  our views are sync ORM code, so threads serve them best.
"""

from __future__ import annotations

import contextlib
import os
from typing import Any

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")

import django  # noqa: E402

django.setup()

from a2wsgi import WSGIMiddleware  # noqa: E402
from django.conf import settings  # noqa: E402
from django.core.wsgi import get_wsgi_application  # noqa: E402

from companies import row_reader  # noqa: E402
from companies.api import fast_lane  # noqa: E402
from config.metrics import observe_asgi  # noqa: E402
from mcp_gateway.app import mcp_gateway  # noqa: E402
from webhooks import feed_poll  # noqa: E402

Scope = dict[str, Any]

django_app = WSGIMiddleware(get_wsgi_application(), workers=settings.WEB_THREADS)


def _is_mcp(path: str) -> bool:
    return path == "/mcp" or path.startswith("/mcp/")


async def _lifespan(receive: Any, send: Any) -> None:
    stack = contextlib.AsyncExitStack()
    while True:
        message = await receive()
        if message["type"] == "lifespan.startup":
            try:
                await stack.enter_async_context(mcp_gateway.lifespan())
                stack.push_async_callback(row_reader.close)  # the lanes' PostgreSQL connections
            except Exception as exc:  # noqa: BLE001
                await send({"type": "lifespan.startup.failed", "message": repr(exc)})
                return
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            await stack.aclose()
            await send({"type": "lifespan.shutdown.complete"})
            return


async def application(scope: Scope, receive: Any, send: Any) -> None:
    if scope["type"] == "lifespan":
        await _lifespan(receive, send)
    elif scope["type"] == "http" and _is_mcp(scope["path"]):
        await observe_asgi(mcp_gateway, scope, receive, send, route="mcp")
    elif scope["type"] == "http" and scope["path"].startswith(fast_lane.PREFIX):
        await fast_lane.serve(scope, receive, send, django_app)  # Django when it declines
    elif scope["type"] == "http" and scope["path"] == "/v1/events":
        await feed_poll.serve(scope, receive, send, django_app)  # long polls wait here
    else:
        await django_app(scope, receive, send)
