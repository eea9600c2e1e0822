"""Fake websites and a fake webhook receiver, reached through the real safe fetcher.

Both serve HTTPS on 127.0.0.1 with a certificate from a throwaway trustme CA that covers
the fake host names, so TLS is verified against the names exactly as in production. Host
names reach 127.0.0.1 only through the test resolver (``tests/fakes/resolver.py``).

Typical use by code that builds its own fetchers (crawler, webhook delivery)::

    with FakeWeb({("shop.muster-gmbh.de", "/impressum"): Response(200, html)}) as web:
        with web.installed():  # default resolver + trusted CA for every new fetcher
            crawl("shop.muster-gmbh.de")
"""

from __future__ import annotations

import ssl
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager

import trustme

from net.fetcher import install_default_ssl_context
from tests.fakes.base import LocalServer, Request, Response
from tests.fakes.resolver import StaticResolver, resolving

Page = Response | Callable[[Request], Response]


class FakeWeb(LocalServer):
    """Serves ``pages[(host, path)]`` for many host names on one HTTPS port.

    ``hosts``: names the certificate covers (defaults to the hosts of ``pages``); the
    server answers 404 for unknown pages. A page is a :class:`Response` or a function of
    the :class:`Request`. Pass ``cert_hosts`` to serve a certificate for other names (to
    test a name mismatch), or ``https=False`` for plain http.
    """

    def __init__(
        self,
        pages: Mapping[tuple[str, str], Page] | None = None,
        *,
        hosts: Iterable[str] = (),
        cert_hosts: Iterable[str] | None = None,
        ca: trustme.CA | None = None,
        https: bool = True,
    ) -> None:
        self.pages: dict[tuple[str, str], Page] = dict(pages or {})
        self.hosts = sorted({*hosts, *(host for host, _ in self.pages)})
        self.ca = ca or trustme.CA()
        self.https = https
        server_context = None
        if https:
            server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            names = list(cert_hosts) if cert_hosts is not None else self.hosts
            self.ca.issue_cert(*names).configure_cert(server_context)
        super().__init__(ssl_context=server_context)

    def handle(self, request: Request) -> Response:
        page = self.pages.get((self.host_of(request), request.path))
        if page is None:
            return Response(404, b"not found")
        return page(request) if callable(page) else page

    def start(self) -> FakeWeb:
        super().start()
        assert self._server is not None
        # The stdlib default backlog of 5 drops connections of a concurrent fan-out.
        self._server.socket.listen(128)
        return self

    @staticmethod
    def host_of(request: Request) -> str:
        return request.host.rsplit(":", 1)[0].lower()

    def requests_for(self, host: str, path: str | None = None) -> list[Request]:
        return [
            r for r in self.requests
            if self.host_of(r) == host and (path is None or r.path == path)
        ]

    def url(self, host: str, path: str = "/") -> str:
        return f"{'https' if self.https else 'http'}://{host}:{self.port}{path}"

    @property
    def resolver(self) -> StaticResolver:
        """A test resolver mapping every served host name to 127.0.0.1."""
        return StaticResolver({host: "127.0.0.1" for host in self.hosts})

    def client_ssl_context(self) -> ssl.SSLContext:
        """A verifying client context that trusts this server's CA."""
        context = ssl.create_default_context()
        self.ca.configure_trust(context)
        return context

    @contextmanager
    def installed(self, resolver: StaticResolver | None = None) -> Iterator[StaticResolver]:
        """For the block, fetchers built without options resolve the served names to
        127.0.0.1 (or through ``resolver``) and trust this server's CA."""
        previous = install_default_ssl_context(self.client_ssl_context())
        try:
            with resolving(resolver or self.resolver) as active:
                assert isinstance(active, StaticResolver)
                yield active
        finally:
            install_default_ssl_context(previous)


class WebhookReceiver(FakeWeb):
    """A webhook target at ``https://<host>:<port><path>`` that records every delivery.

    Answers with the queued responses in order (:meth:`respond_with`), then ``default``
    (200). ``deliveries`` are the requests received at ``path``.
    """

    def __init__(
        self,
        host: str = "hooks.empfaenger-gmbh.de",
        *,
        path: str = "/webhook",
        default: Response | None = None,
        ca: trustme.CA | None = None,
    ) -> None:
        super().__init__(hosts=[host], ca=ca)
        self.host, self.path = host, path
        self.default = default or Response(200, b"ok")
        self._queue: list[Response] = []
        self._queue_lock = threading.Lock()

    def respond_with(self, *responses: Response) -> None:
        with self._queue_lock:
            self._queue.extend(responses)

    def handle(self, request: Request) -> Response:
        if request.path != self.path:
            return Response(404, b"not found")
        with self._queue_lock:
            return self._queue.pop(0) if self._queue else self.default

    @property
    def deliveries(self) -> list[Request]:
        return [r for r in self.requests if r.path == self.path]

    @property
    def target_url(self) -> str:
        return self.url(self.host, self.path)
