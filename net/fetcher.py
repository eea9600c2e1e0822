"""The one way the service makes outbound HTTP requests: SSRF-safe, deadline-bound, polite.

Webhook delivery and the website crawler both use :class:`SafeFetcher` (threads, Celery
workers) or :class:`AsyncSafeFetcher` (many concurrent deliveries). For every hop:

1. the URL is parsed strictly and the host resolved once (:mod:`companies.netpolicy`);
   if ANY answer is not public the request is refused;
2. the socket is opened to an approved IP only, while the host name is kept for SNI,
   certificate verification and ``Host``: the sync fetcher's network backend refuses any
   other address; the async fetcher dials the address of its pool key, made from the
   approved IP, and reuses an idle keep-alive connection only when it was opened for the
   same scheme, host name, port and IP address approved at this step
   (:mod:`companies.connection_pool`);
3. one wall-clock deadline covers the whole call (DNS, connect, TLS, every read and
   write, redirects, robots.txt; politeness waits excepted): each socket operation waits
   at most the time left, so a trickling server cannot stretch it;
4. at most ``max_bytes`` of body are kept: the body is truncated (``truncated=True``) or,
   with ``truncate=False``, :class:`TooLarge` is raised.

Failures raise a :class:`FetchError` subclass whose ``code`` callers log and map. An HTTP
answer of any status is a result, not an error (webhook delivery judges 3xx itself).
"""

from __future__ import annotations

import abc
import asyncio
import functools
import ssl
import threading
import time
from collections.abc import Awaitable, Callable, Generator, Mapping
from dataclasses import dataclass, field
from http.cookiejar import CookieJar, DefaultCookiePolicy
from typing import Any, ClassVar
from urllib.parse import urljoin
from urllib.robotparser import RobotFileParser

import h11
import httpx

from companies.connection_pool import Connection, ConnectionPool, PeerClosed, PoolKey
from companies.netpolicy import (
    CheckedURL,
    IPAddress,
    PinnedTransport,
    ResolutionFailed,
    Resolver,
    UnsafeURL,
    connecting_only_to,
    default_resolver,
    judge_addresses,
    parse_target_url,
)

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

#: Product token matched against robots.txt ``User-agent`` lines.
BOT_TOKEN = "CompanyDataBot"
USER_AGENT = f"{BOT_TOKEN}/1.0 (+https://company-data.example/bot)"
DNS_TIMEOUT = 5.0
ROBOTS_MAX_BYTES = 512_000
_REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
# Headers that must not follow a redirect to another origin.
_CREDENTIAL_HEADERS = frozenset({"authorization", "cookie", "proxy-authorization"})


class FetchError(Exception):
    """An outbound request failed; ``code`` is short and stable, ``url`` the hop concerned."""

    code: ClassVar[str] = "fetch_error"

    def __init__(self, message: str, *, url: str | None = None) -> None:
        super().__init__(message)
        self.url = url


class UnsafeAddress(FetchError):
    code = "unsafe_address"  # refused by the URL or address policy, before any connection


class DNSFailure(FetchError):
    code = "dns"


class FetchTimeout(FetchError):
    code = "timeout"


class ConnectFailure(FetchError):
    code = "connect"


class TLSFailure(FetchError):
    code = "tls"


class TooLarge(FetchError):
    code = "too_large"


class TooManyRedirects(FetchError):
    code = "too_many_redirects"


class RobotsDisallowed(FetchError):
    code = "robots_disallowed"


class ProtocolFailure(FetchError):
    code = "protocol"


class _NotConnected(ConnectFailure):
    """No byte was sent: the next approved address may be tried."""


@dataclass(frozen=True)
class FetchResult:
    """The final answer. ``url`` is the last hop, ``ip`` the address it came from,
    ``redirects`` every URL that answered with a followed redirect, in order, ``elapsed``
    the seconds the call took (politeness waits excepted), ``truncated`` whether the body
    was cut at ``max_bytes``. ``headers`` are case-insensitive."""

    status: int
    headers: httpx.Headers
    body: bytes
    url: str
    ip: IPAddress
    elapsed: float
    redirects: list[str] = field(default_factory=list)
    truncated: bool = False


_default_ssl_context: ssl.SSLContext | None = None


def _verifying(context: ssl.SSLContext) -> ssl.SSLContext:
    if context.verify_mode != ssl.CERT_REQUIRED or not context.check_hostname:
        raise ValueError("The SSL context must verify certificates and host names.")
    return context


def install_default_ssl_context(context: ssl.SSLContext | None) -> ssl.SSLContext | None:
    """Trust ``context`` (None: the certifi bundle) in fetchers built without one; returns the
    previous value. For tests whose code builds its own fetchers (a trustme CA)."""
    global _default_ssl_context
    previous = _default_ssl_context
    _default_ssl_context = None if context is None else _verifying(context)
    return previous


class HostPacer:
    """Keeps requests to the same host at least an interval apart, across threads.

    One process-wide instance is shared by default; tests inject ``clock`` and sleeps.
    """

    def __init__(
        self,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
        async_sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.clock, self.sleep, self.async_sleep = clock, sleep, async_sleep
        self._next: dict[str, float] = {}
        self._lock = threading.Lock()

    def reserve(self, host: str, interval: float) -> float:
        """Claim the host's next slot; returns how long the caller must wait for it."""
        with self._lock:
            now = self.clock()
            if len(self._next) > 10_000:  # forget hosts whose slot has long passed
                self._next = {h: t for h, t in self._next.items() if t > now}
            start = max(now, self._next.get(host, now))
            self._next[host] = start + interval
            return start - now

    def wait(self, host: str, interval: float) -> None:
        delay = self.reserve(host, interval)
        if delay > 0:
            self.sleep(delay)

    async def await_turn(self, host: str, interval: float) -> None:
        delay = self.reserve(host, interval)
        if delay > 0:
            await self.async_sleep(delay)


_PROCESS_PACER = HostPacer()


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


@dataclass
class _Hop:
    url: str
    method: str
    content: bytes | None
    headers: dict[str, str]


def _next_hop(hop: _Hop, checked: CheckedURL, status: int, location: str | None) -> _Hop | None:
    """The request a redirect answer asks for, or None when it is not a followable one."""
    if status not in _REDIRECT_STATUSES or not location:
        return None
    target = urljoin(checked.url, location.strip())
    method, content = hop.method, hop.content
    if status == 303 or (status in (301, 302) and hop.method == "POST"):
        method, content = ("HEAD" if hop.method == "HEAD" else "GET"), None
    headers = dict(hop.headers)
    if not target.lower().startswith(checked.origin.lower() + "/"):
        headers = {k: v for k, v in headers.items() if k.lower() not in _CREDENTIAL_HEADERS}
    return _Hop(target, method, content, headers)


def _robots_rules(status: int, body: bytes) -> RobotFileParser:
    """RFC 9309: a 2xx file is obeyed, 4xx means no rules, anything else allows nothing."""
    rules = RobotFileParser()
    if 200 <= status < 300:
        rules.parse(body.decode("utf-8", "replace").splitlines())
    elif 400 <= status < 500 and status != 429:
        rules.allow_all = True
    else:
        rules.disallow_all = True
    return rules


@functools.lru_cache(maxsize=4_096)
def _parsed(url: str, *, require_https: bool, allow_loopback: bool) -> CheckedURL:
    """:func:`parse_target_url`, remembered: it is a pure function of the text (syntax, IDNA
    mapping, the public-suffix and special-use lists) and costs a quarter of a delivery's
    CPU, while the same few webhook URLs come back thousands of times. Only the parse is
    remembered (never a refusal, never addresses): every request still resolves the name
    and judges the addresses afresh."""
    return parse_target_url(url, require_https=require_https, allow_loopback=allow_loopback)


# -- one fetch as a plan of effects, run by a sync and an async driver ---------------------
@dataclass(frozen=True)
class _Wait:
    host: str


@dataclass(frozen=True)
class _Resolve:
    host: str
    timeout: float


@dataclass(frozen=True)
class _Send:
    checked: CheckedURL
    ip: IPAddress
    hop: _Hop
    deadline: float
    max_bytes: int
    truncate: bool


_Effect = _Wait | _Resolve | _Send
_Answer = tuple[int, httpx.Headers, bytes, bool]
_Plan = Generator[_Effect, Any, Any]


@dataclass
class _Call:
    resolver: Resolver
    allow_http: bool
    deadline: float
    started: float
    allow_loopback: bool = False  # the development switch (netpolicy.loopback_targets_allowed)
    paused: float = 0.0  # time spent waiting for politeness; not part of the deadline
    resolved: dict[str, list[IPAddress]] = field(default_factory=dict)


class _BodyReader:
    def __init__(self, send: _Send) -> None:
        self._send, self.body, self.truncated = send, bytearray(), False

    def add(self, chunk: bytes) -> bool:
        """Keep ``chunk``; True when reading must stop (the cap is reached)."""
        if time.monotonic() >= self._send.deadline:
            raise FetchTimeout("The answer did not finish within the deadline.", url=self._send.checked.url)
        room = self._send.max_bytes - len(self.body)
        if len(chunk) <= room:
            self.body += chunk
            return False
        if not self._send.truncate:
            raise TooLarge(f"The answer is larger than {self._send.max_bytes} bytes.", url=self._send.checked.url)
        self.body += chunk[:room]
        self.truncated = True
        return True


class _FetcherBase(abc.ABC):
    def __init__(
        self,
        *,
        resolver: Resolver | None = None,
        ssl_context: ssl.SSLContext | None = None,
        user_agent: str = USER_AGENT,
        min_host_interval: float = 1.0,
        pacer: HostPacer | None = None,
        robots_ttl: float = 3600.0,
    ) -> None:
        self._resolver = resolver
        self._ssl_context = _verifying(
            ssl_context or _default_ssl_context or httpx.create_ssl_context(trust_env=False)
        )
        self.user_agent = user_agent
        self.min_host_interval = min_host_interval
        self._pacer = pacer or _PROCESS_PACER
        self._robots_ttl = robots_ttl
        self._robots: dict[str, tuple[float, RobotFileParser]] = {}
        self._robots_lock = threading.Lock()
        self._client = self._make_client()

    @abc.abstractmethod
    def _make_client(self) -> Any:
        """The httpx client (sync or async) this fetcher sends through."""

    def _start(self, url: str, method: str, content: bytes | None, headers: Mapping[str, str] | None,
               deadline: float, allow_http: bool,
               allow_loopback: bool = False) -> tuple[_Call, _Hop]:
        now = time.monotonic()
        call = _Call(self._resolver or default_resolver(), allow_http, now + deadline, now,
                     allow_loopback=allow_loopback)
        return call, _Hop(url, method.upper(), content, dict(headers or {}))

    def _plan(self, call: _Call, hop: _Hop, *, max_redirects: int, max_bytes: int,
              truncate: bool, respect_robots: bool) -> _Plan:
        redirects: list[str] = []
        while True:
            checked = yield from self._approve(call, hop.url)
            if respect_robots:
                yield from self._obey_robots(call, checked)
            waited = yield _Wait(checked.host)
            call.paused += waited
            call.deadline += waited
            status, headers, body, truncated, ip = yield from self._send_to_any(call, checked, hop, max_bytes, truncate)
            following = _next_hop(hop, checked, status, headers.get("location"))
            if following is None or max_redirects <= 0:
                elapsed = time.monotonic() - call.started - call.paused
                return FetchResult(status, headers, body, checked.url, ip, elapsed, redirects, truncated)
            if len(redirects) >= max_redirects:
                raise TooManyRedirects(f"More than {max_redirects} redirects.", url=checked.url)
            redirects.append(checked.url)
            hop = following

    def _approve(self, call: _Call, url: str) -> _Plan:
        try:
            checked = _parsed(url, require_https=not call.allow_http,
                              allow_loopback=call.allow_loopback)
        except UnsafeURL as exc:
            raise UnsafeAddress(str(exc), url=url) from exc
        if checked.is_ip_literal:
            return checked
        if checked.host not in call.resolved:
            left = call.deadline - time.monotonic()
            if left <= 0:
                raise FetchTimeout("The deadline passed before the name was resolved.", url=url)
            try:
                call.resolved[checked.host] = yield _Resolve(checked.host, min(DNS_TIMEOUT, left))
            except ResolutionFailed as exc:
                expired = time.monotonic() >= call.deadline
                raise (FetchTimeout if expired else DNSFailure)(str(exc), url=url) from exc
        try:
            return judge_addresses(checked, call.resolved[checked.host], call.resolver,
                                   allow_loopback=call.allow_loopback)
        except UnsafeURL as exc:
            failure = UnsafeAddress if exc.reason == "forbidden" else DNSFailure
            raise failure(str(exc), url=url) from exc

    def _send_to_any(self, call: _Call, checked: CheckedURL, hop: _Hop, max_bytes: int,
                     truncate: bool) -> _Plan:
        failure: FetchError | None = None
        for ip in checked.addresses:
            try:
                answer: _Answer = yield _Send(checked, ip, hop, call.deadline, max_bytes, truncate)
            except _NotConnected as exc:  # nothing was sent: the next approved address may serve
                failure = exc
                continue
            return (*answer, ip)
        assert failure is not None
        raise failure

    def _obey_robots(self, call: _Call, checked: CheckedURL) -> _Plan:
        with self._robots_lock:
            expires, rules = self._robots.get(checked.origin, (0.0, None))
        if rules is None or expires <= time.monotonic():
            hop = _Hop(f"{checked.origin}/robots.txt", "GET", None, {})
            try:
                result = yield from self._plan(call, hop, max_redirects=5, max_bytes=ROBOTS_MAX_BYTES,
                                               truncate=True, respect_robots=False)
                rules = _robots_rules(result.status, result.body)
            except TooManyRedirects:
                rules = _robots_rules(404, b"")
            with self._robots_lock:
                self._robots[checked.origin] = (time.monotonic() + self._robots_ttl, rules)
        if not rules.can_fetch(BOT_TOKEN, checked.url):
            raise RobotsDisallowed(f"robots.txt of {checked.origin} disallows {checked.url}.", url=checked.url)

    def _headers(self, send: _Send) -> dict[str, str]:
        """The request headers of a hop: ours, then the caller's; ``Host`` is the checked name."""
        headers = {"Host": send.checked.netloc, "User-Agent": self.user_agent,
                   "Accept": "*/*", "Accept-Encoding": "identity"}
        headers.update((k, v) for k, v in send.hop.headers.items() if k.lower() not in _OWN_HEADERS)
        return headers


_OWN_HEADERS = frozenset({"host", "connection", "content-length", "transfer-encoding"})


class SafeFetcher(_FetcherBase):
    """Blocking fetcher for the crawler and delivery workers; thread-safe, reuse it.

    ``resolver``: None uses the process default at each request
    (:func:`companies.netpolicy.install_default_resolver`). ``ssl_context`` must verify
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
        (:func:`companies.netpolicy.loopback_targets_allowed`; never for the crawler).
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
    (:mod:`companies.connection_pool`): a connection is reused only for the same scheme, host
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
