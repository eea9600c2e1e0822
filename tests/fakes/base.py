"""A small real HTTP(S) server on 127.0.0.1 for fakes of outside parties.

Every fake upstream (Stripe, VIES, Zefix, Handelsregister, GLEIF, company websites,
webhook receivers) subclasses :class:`LocalServer` and implements :meth:`handle`.
It speaks real HTTP over a real socket on loopback, so the adapters under test use
their ordinary HTTP clients; nothing of our own code is mocked.
"""

from __future__ import annotations

import json
import ssl
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes
    host: str

    def json(self) -> Any:
        return json.loads(self.body or b"null")


@dataclass
class Response:
    status: int = 200
    body: bytes | str | dict | list = b""
    headers: dict[str, str] = field(default_factory=dict)
    # Seconds to sleep between chunks of the body (a trickling peer), and chunk size.
    trickle_delay: float = 0.0
    trickle_chunk: int = 1
    # Seconds to wait before sending anything at all.
    delay: float = 0.0

    def encoded(self) -> tuple[bytes, dict[str, str]]:
        headers = dict(self.headers)
        body = self.body
        if isinstance(body, dict | list):
            body = json.dumps(body).encode()
            headers.setdefault("Content-Type", "application/json")
        elif isinstance(body, str):
            body = body.encode()
            headers.setdefault("Content-Type", "text/html; charset=utf-8")
        return body, headers


def send_response(handler: BaseHTTPRequestHandler, response: Response, *,
                  keep_alive: bool) -> bool:
    """Writes ``response`` (after its ``delay``; its body in ``trickle_chunk`` pieces when
    ``trickle_delay`` is set) on ``handler``'s connection. False when the peer went away."""
    payload, headers = response.encoded()
    if response.delay:
        threading.Event().wait(response.delay)
    try:
        handler.send_response(response.status)
        for name, value in headers.items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(payload)))
        if not keep_alive:
            handler.send_header("Connection", "close")
        handler.end_headers()
        if response.trickle_delay:
            step = max(1, response.trickle_chunk)
            for i in range(0, len(payload), step):
                handler.wfile.write(payload[i : i + step])
                handler.wfile.flush()
                threading.Event().wait(response.trickle_delay)
        elif handler.command != "HEAD":
            handler.wfile.write(payload)
        handler.wfile.flush()
    except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
        return False
    return True


class LocalServer:
    """Runs on 127.0.0.1 on a free port in a background thread.

    Use as a context manager. ``requests`` records every request received.
    Pass ``ssl_context`` (e.g. from ``trustme``) to serve HTTPS.
    """

    def __init__(self, ssl_context: ssl.SSLContext | None = None) -> None:
        self.ssl_context = ssl_context
        self.requests: list[Request] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- to override -----------------------------------------------------------------
    def handle(self, request: Request) -> Response:
        return Response(404, {"error": "not found"})

    # -- plumbing --------------------------------------------------------------------
    @property
    def port(self) -> int:
        assert self._server is not None
        return self._server.server_address[1]

    @property
    def base_url(self) -> str:
        scheme = "https" if self.ssl_context else "http"
        return f"{scheme}://127.0.0.1:{self.port}"

    def start(self) -> LocalServer:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # keep test output quiet
                pass

            def _dispatch(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                parts = urlsplit(self.path)
                request = Request(
                    method=self.command,
                    path=parts.path,
                    query=parse_qs(parts.query),
                    headers={k: v for k, v in self.headers.items()},
                    body=body,
                    host=self.headers.get("Host", ""),
                )
                with owner._lock:
                    owner.requests.append(request)
                send_response(self, owner.handle(request), keep_alive=False)
                self.close_connection = True

            do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = _dispatch

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        if self.ssl_context is not None:
            server.socket = self.ssl_context.wrap_socket(server.socket, server_side=True)
        self._server = server
        # serve_forever() notices a shutdown only between polls: every 0.5 s by default, which
        # each stop() waited out (half a minute of a suite that starts hundreds of these).
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> LocalServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
