"""One fetch as a plan of effects, shared by the sync and the async fetcher.

The plan (:meth:`_FetcherBase._plan`) approves each hop's URL (strict parse, one
resolution, every address judged by :mod:`net.policy`), obeys robots.txt when asked, waits
for the host's turn (:class:`HostPacer`), sends to an approved address and follows
redirects; it yields each effect (:class:`_Wait`, :class:`_Resolve`, :class:`_Send`) to a
driver, :class:`net.fetcher.SafeFetcher` (blocking) or :class:`net.fetcher.AsyncSafeFetcher`.
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
from typing import Any
from urllib.parse import urljoin
from urllib.robotparser import RobotFileParser

import httpx

from .errors import (
    DNSFailure,
    FetchError,
    FetchTimeout,
    RobotsDisallowed,
    TooLarge,
    TooManyRedirects,
    UnsafeAddress,
    _NotConnected,
)
from .policy import (
    CheckedURL,
    IPAddress,
    ResolutionFailed,
    Resolver,
    UnsafeURL,
    default_resolver,
    judge_addresses,
    parse_target_url,
)

#: Product token matched against robots.txt ``User-agent`` lines.
BOT_TOKEN = "CompanyDataBot"
USER_AGENT = f"{BOT_TOKEN}/1.0 (+https://company-data.example/bot)"
DNS_TIMEOUT = 5.0
ROBOTS_MAX_BYTES = 512_000
_REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
# Headers that must not follow a redirect to another origin.
_CREDENTIAL_HEADERS = frozenset({"authorization", "cookie", "proxy-authorization"})


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
    allow_loopback: bool = False  # the development switch (policy.loopback_targets_allowed)
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
