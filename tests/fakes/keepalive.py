"""A webhook receiver that keeps HTTP/1.1 connections open, as common web servers do, and
counts the TCP connections it accepted, so tests can see whether a client reuses them.

Serves HTTPS on ``address`` (127.0.0.1 unless told otherwise; any 127.x address is loopback
on Linux) with a certificate from a trustme CA for ``hosts``. Two receivers can share a port
on different loopback addresses, so a test can move a host name from one to the other in the
test resolver and see where the next request goes.
"""

from __future__ import annotations

import socket
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import trustme

from tests.fakes.base import Response, send_response


@dataclass
class Received:
    connection: int  # the number of the TCP connection it came on (1 = first accepted)
    method: str
    path: str
    host: str
    headers: dict[str, str]
    body: bytes


class KeepAliveReceiver:
    """``respond_with`` queues answers (then ``default``: 200 "ok"); ``requests`` lists what
    arrived; ``connections`` counts accepted TCP connections. ``drop_reused``: a request that
    arrives on an already used connection is not read or answered, the connection is closed
    (what a server does when its idle time-out strikes just as the client reuses it).
    ``on_request`` is called with each request before it is answered."""

    def __init__(
        self,
        hosts: list[str],
        *,
        ca: trustme.CA,
        address: str = "127.0.0.1",
        port: int = 0,
        default: Response | None = None,
        drop_reused: bool = False,
        on_request: Callable[[Received], None] | None = None,
    ) -> None:
        self.hosts, self.address, self._port = hosts, address, port
        self.default = default or Response(200, b"ok")
        self.drop_reused = drop_reused
        self.on_request = on_request
        self.requests: list[Received] = []
        self.connections = 0
        self._queue: list[Response] = []
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ca.issue_cert(*hosts).configure_cert(self._context)
        self._server: ThreadingHTTPServer | None = None

    @property
    def port(self) -> int:
        assert self._server is not None
        return self._server.server_address[1]

    def url(self, host: str, path: str = "/webhook") -> str:
        return f"https://{host}:{self.port}{path}"

    def respond_with(self, *responses: Response) -> None:
        with self._lock:
            self._queue.extend(responses)

    def _next_response(self) -> Response:
        with self._lock:
            return self._queue.pop(0) if self._queue else self.default

    def _accepted(self, sock: socket.socket) -> int:
        with self._lock:
            self.connections += 1
            self._sockets.append(sock)
            return self.connections

    def start(self) -> KeepAliveReceiver:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive unless the client asks to close

            def log_message(self, *args: Any) -> None:
                pass

            def setup(self) -> None:
                super().setup()
                self.number = owner._accepted(self.connection)
                self.answered = 0

            def handle_one_request(self) -> None:
                if owner.drop_reused and self.answered:
                    try:
                        self.rfile.peek(1)  # the next request is arriving...
                    except (OSError, ValueError):
                        pass
                    self.close_connection = True  # ...and is neither read nor answered
                    return
                super().handle_one_request()

            def _dispatch(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                received = Received(self.number, self.command, self.path,
                                    self.headers.get("Host", ""), dict(self.headers.items()), body)
                with owner._lock:
                    owner.requests.append(received)
                if owner.on_request is not None:
                    owner.on_request(received)
                if not send_response(self, owner._next_response(), keep_alive=True):
                    self.close_connection = True
                self.answered += 1

            do_GET = do_POST = _dispatch

        server = ThreadingHTTPServer((self.address, self._port), Handler)
        server.daemon_threads = True
        server.socket = self._context.wrap_socket(server.socket, server_side=True)
        self._server = server
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05},
                         daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        with self._lock:
            for sock in self._sockets:
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
        self._server = None

    def __enter__(self) -> KeepAliveReceiver:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
