"""The one way the service makes outbound HTTP requests: SSRF-safe, deadline-bound, polite.

Webhook delivery and the website crawler both use :class:`SafeFetcher` (threads, Celery
workers) or :class:`AsyncSafeFetcher` (many concurrent deliveries). For every hop:

1. the URL is parsed strictly and the host resolved once (:mod:`net.policy`);
   if ANY answer is not public the request is refused;
2. the socket is opened to an approved IP only, while the host name is kept for SNI,
   certificate verification and ``Host``: the sync fetcher's network backend refuses any
   other address; the async fetcher dials the address of its pool key, made from the
   approved IP, and reuses an idle keep-alive connection only when it was opened for the
   same scheme, host name, port and IP address approved at this step
   (:mod:`net.connection_pool`);
3. one wall-clock deadline covers the whole call (DNS, connect, TLS, every read and
   write, redirects, robots.txt; politeness waits excepted): each socket operation waits
   at most the time left, so a trickling server cannot stretch it;
4. at most ``max_bytes`` of body are kept: the body is truncated (``truncated=True``) or,
   with ``truncate=False``, :class:`TooLarge` is raised.

Failures raise a :class:`FetchError` subclass whose ``code`` callers log and map. An HTTP
answer of any status is a result, not an error (webhook delivery judges 3xx itself).
"""

from __future__ import annotations

import asyncio
import ssl
import time
from collections.abc import Mapping
from http.cookiejar import CookieJar, DefaultCookiePolicy
from typing import Any

import h11
import httpx

from .connection_pool import Connection, ConnectionPool, PeerClosed, PoolKey
from .errors import (
    ConnectFailure,
    DNSFailure,
    FetchError,
    FetchTimeout,
    ProtocolFailure,
    RobotsDisallowed,
    TLSFailure,
    TooLarge,
    TooManyRedirects,
    UnsafeAddress,
    _NotConnected,
)
from .pinned import PinnedTransport, connecting_only_to
from .plan import (
    BOT_TOKEN,
    USER_AGENT,
    FetchResult,
    HostPacer,
    _Answer,
    _BodyReader,
    _Call,
    _Effect,
    _FetcherBase,
    _Resolve,
    _Send,
    _Wait,
    install_default_ssl_context,
)
from .policy import ResolutionFailed

__all__ = [
    "BOT_TOKEN",
    "USER_AGENT",
    "AsyncSafeFetcher",
    "ConnectFailure",
    "DNSFailure",
    "FetchError",
    "FetchResult",
    "FetchTimeout",
    "HostPacer",
    "ProtocolFailure",
    "RobotsDisallowed",
    "SafeFetcher",
    "TLSFailure",
    "TooLarge",
    "TooManyRedirects",
    "UnsafeAddress",
    "install_default_ssl_context",
]


def _no_cookies() -> CookieJar:
    # Cookies would be filed under the IP we connect to and leak between host names.
    # (A jar, not httpx.Cookies: httpx copies the latter into a jar with the default policy.)
    return CookieJar(policy=DefaultCookiePolicy(allowed_domains=[]))


def _caused_by_tls(exc: BaseException) -> bool:
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, ssl.SSLError):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _fetch_error(exc: httpx.HTTPError, url: str) -> FetchError:
    if isinstance(exc, httpx.TimeoutException):
        return FetchTimeout(f"{url} did not answer within the deadline.", url=url)
    if isinstance(exc, httpx.ConnectError):
        if _caused_by_tls(exc):
            return TLSFailure(f"TLS with {url} failed: {exc}", url=url)
        return _NotConnected(f"Could not connect to {url}: {exc}", url=url)
    if isinstance(exc, httpx.NetworkError):
        return ConnectFailure(f"The connection to {url} broke: {exc}", url=url)
    return ProtocolFailure(f"{url} answered with invalid HTTP: {exc}", url=url)


class SafeFetcher(_FetcherBase):
    """Blocking fetcher for the crawler and delivery workers; thread-safe, reuse it.

    ``resolver``: None uses the process default at each request
    (:func:`net.policy.install_default_resolver`). ``ssl_context`` must verify
    certificates and host names; None uses the one installed with
    :func:`install_default_ssl_context`, else the certifi bundle (read when built).
    ``min_host_interval``: seconds between requests to one host name, kept process-wide by
    the shared :class:`HostPacer` unless ``pacer`` is given (webhook delivery passes 0).
    """

    _client: httpx.Client

    def _make_client(self) -> httpx.Client:
        return httpx.Client(
            transport=PinnedTransport(self._ssl_context), trust_env=False,
            follow_redirects=False, cookies=_no_cookies(),
        )

    def fetch(self, url: str, *, method: str = "GET", content: bytes | None = None,
              headers: Mapping[str, str] | None = None, max_redirects: int = 5,
              max_bytes: int = 2_000_000, deadline: float = 10.0, respect_robots: bool = False,
              allow_http: bool = False, truncate: bool = True,
              allow_loopback: bool = False) -> FetchResult:
        """Fetch ``url`` under the outbound policy and return the final answer.

        ``max_redirects=0`` returns a redirect answer as it is (webhook delivery treats it as a
        failure); otherwise each hop is re-checked and more than ``max_redirects`` hops raise
        :class:`TooManyRedirects`. ``deadline`` (seconds) bounds the whole call, politeness
        waits excepted. ``max_bytes`` caps the body kept: truncated (``truncated=True``) or,
        with ``truncate=False``, :class:`TooLarge`. ``respect_robots`` checks robots.txt of
        every hop's origin (cached for ``robots_ttl``). Plain http only with ``allow_http``.
        ``allow_loopback``: the development switch for webhook targets on loopback
        (:func:`net.policy.loopback_targets_allowed`; never for the crawler).
        Raises :class:`FetchError` subclasses only (besides programming errors)."""
        call, hop = self._start(url, method, content, headers, deadline, allow_http, allow_loopback)
        plan = self._plan(call, hop, max_redirects=max_redirects, max_bytes=max_bytes,
                          truncate=truncate, respect_robots=respect_robots)
        outcome: Any = None
        error: Exception | None = None
        while True:
            try:
                effect = plan.throw(error) if error is not None else plan.send(outcome)
            except StopIteration as done:
                return done.value
            outcome, error = None, None
            try:
                outcome = self._perform(call, effect)
            except (FetchError, ResolutionFailed) as exc:
                error = exc

    def _request(self, send: _Send) -> httpx.Request:
        checked = send.checked
        url = httpx.URL(scheme=checked.scheme, host=str(send.ip), port=checked.port,
                        raw_path=checked.target.encode("ascii"))
        sni = checked.scheme == "https" and not checked.is_ip_literal
        return self._client.build_request(
            send.hop.method, url, content=send.hop.content,
            headers={**self._headers(send), "Connection": "close"},
            extensions={"sni_hostname": checked.host} if sni else {},
            timeout=httpx.Timeout(max(send.deadline - time.monotonic(), 0.001)),
        )

    def _perform(self, call: _Call, effect: _Effect) -> Any:
        if isinstance(effect, _Wait):
            before = time.monotonic()
            self._pacer.wait(effect.host, self.min_host_interval)
            return time.monotonic() - before
        if isinstance(effect, _Resolve):
            return call.resolver.resolve(effect.host, timeout=effect.timeout)
        request = self._request(effect)
        try:
            with connecting_only_to(effect.ip, deadline=effect.deadline):
                response = self._client.send(request, stream=True)
                try:
                    reader = _BodyReader(effect)
                    for chunk in response.iter_bytes():
                        if reader.add(chunk):
                            break
                finally:
                    response.close()
        except httpx.HTTPError as exc:
            raise _fetch_error(exc, effect.checked.url) from exc
        return response.status_code, response.headers, bytes(reader.body), reader.truncated

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> SafeFetcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncSafeFetcher(_FetcherBase):
    """The asyncio twin of :class:`SafeFetcher` (same options, same policy), for webhook
    fan-out. Use it inside one event loop and ``aclose()`` it (or ``async with``).

    Unlike the sync fetcher it keeps connections alive between requests
    (:mod:`net.connection_pool`): a connection is reused only for the same scheme, host
    name, port and checked address, after the URL was parsed, resolved and checked again for
    this request, so every request still goes only to an address approved for it. A pooled
    connection found closed by the peer as it is reused (nothing answered) is replaced by a
    new one within the same deadline.
    """

    _client: ConnectionPool

    def _make_client(self) -> ConnectionPool:
        return ConnectionPool(self._ssl_context)

    @property
    def connections_opened(self) -> int:
        """Connections opened so far (each one a TCP and TLS handshake)."""
        return self._client.opened

    async def fetch(self, url: str, *, method: str = "GET", content: bytes | None = None,
                    headers: Mapping[str, str] | None = None, max_redirects: int = 5,
                    max_bytes: int = 2_000_000, deadline: float = 10.0,
                    respect_robots: bool = False, allow_http: bool = False,
                    truncate: bool = True, allow_loopback: bool = False) -> FetchResult:
        """The contract of :meth:`SafeFetcher.fetch`."""
        call, hop = self._start(url, method, content, headers, deadline, allow_http, allow_loopback)
        plan = self._plan(call, hop, max_redirects=max_redirects, max_bytes=max_bytes,
                          truncate=truncate, respect_robots=respect_robots)
        outcome: Any = None
        error: Exception | None = None
        while True:
            try:
                effect = plan.throw(error) if error is not None else plan.send(outcome)
            except StopIteration as done:
                return done.value
            outcome, error = None, None
            try:
                outcome = await self._perform(call, effect)
            except (FetchError, ResolutionFailed) as exc:
                error = exc

    async def _perform(self, call: _Call, effect: _Effect) -> Any:
        if isinstance(effect, _Wait):
            before = time.monotonic()
            await self._pacer.await_turn(effect.host, self.min_host_interval)
            return time.monotonic() - before
        if isinstance(effect, _Resolve):
            return await call.resolver.aresolve(effect.host, timeout=effect.timeout)
        checked = effect.checked
        key = PoolKey(checked.scheme, checked.host, checked.port, str(effect.ip))
        headers = list(self._headers(effect).items())
        if effect.hop.content is not None:
            headers.append(("Content-Length", str(len(effect.hop.content))))
        try:
            async with asyncio.timeout(effect.deadline - time.monotonic()):
                connection = self._client.take(key)
                if connection is not None:
                    try:
                        return await self._exchange(connection, effect, headers)
                    except PeerClosed:
                        pass  # closed by the peer as we reused it, before any answer
                connection = await self._connect(key, effect)
                try:
                    return await self._exchange(connection, effect, headers)
                except PeerClosed as exc:
                    raise ConnectFailure(f"{checked.url} closed the connection without an answer.",
                                         url=checked.url) from exc
        except TimeoutError as exc:
            raise FetchTimeout(f"{checked.url} did not answer within the deadline.", url=checked.url) from exc

    async def _connect(self, key: PoolKey, send: _Send) -> Connection:
        """A new connection to the checked address, TLS verified for the URL's host."""
        url = send.checked.url
        server_hostname = (str(send.ip) if send.checked.is_ip_literal else send.checked.host)
        try:
            return await self._client.connect(
                key, server_hostname=server_hostname if key.scheme == "https" else None
            )
        except ssl.SSLError as exc:
            raise TLSFailure(f"TLS with {url} failed: {exc}", url=url) from exc
        except OSError as exc:
            raise _NotConnected(f"Could not connect to {url}: {exc}", url=url) from exc

    async def _exchange(self, connection: Connection, send: _Send,
                        headers: list[tuple[str, str]]) -> _Answer:
        url = send.checked.url
        reader = _BodyReader(send)
        try:
            status, head = await connection.send(
                send.hop.method, send.checked.target.encode("ascii"), headers, send.hop.content
            )
            complete = await connection.read_body(head, reader.add)
        except PeerClosed:
            self._client.discard(connection)
            raise
        except h11.ProtocolError as exc:
            self._client.discard(connection)
            raise ProtocolFailure(f"{url} answered with invalid HTTP: {exc}", url=url) from exc
        except OSError as exc:
            self._client.discard(connection)
            raise ConnectFailure(f"The connection to {url} broke: {exc}", url=url) from exc
        except BaseException:
            self._client.discard(connection)
            raise
        if complete:
            self._client.give_back(connection)
        else:  # cut at max_bytes: the rest of the answer is still on its way
            self._client.discard(connection)
        return status, httpx.Headers(head), bytes(reader.body), reader.truncated

    async def aclose(self) -> None:
        await self._client.aclose()

    async def __aenter__(self) -> AsyncSafeFetcher:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
