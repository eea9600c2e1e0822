"""Where outbound requests may go: the address policy and the target URL check.

Every outbound HTTP request of the service (webhook delivery, the website crawler) is
checked here before a socket is opened, and :mod:`net.fetcher` connects only to the
addresses this module approved. Two exceptions, both for loopback only:

- tests: a :class:`Resolver` whose class sets ``loopback_is_test_trusted`` may hand out
  loopback addresses for the fake servers on 127.0.0.1; production resolvers never set it;
- development: webhook targets on loopback (127.0.0.0/8, ::1, ``localhost``; https, or http
  for loopback only) when :func:`loopback_targets_allowed`, i.e. both ``DEBUG`` and
  ``WEBHOOKS_ALLOW_LOOPBACK`` are set. Production settings refuse to start with either, and
  callers pass ``allow_loopback`` explicitly (the crawler never does).
"""

from __future__ import annotations

import abc
import asyncio
import ipaddress
import re
import socket
import threading
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import ClassVar, Literal

from net.domains import InvalidDomain, normalise_domain

__all__ = [
    "CheckedURL",
    "IPAddress",
    "ResolutionFailed",
    "Resolver",
    "SystemResolver",
    "UnsafeURL",
    "address_allowed",
    "check_target_url",
    "default_resolver",
    "install_default_resolver",
    "is_public_address",
    "judge_addresses",
    "loopback_targets_allowed",
    "parse_target_url",
]

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

_REFUSED_V4 = tuple(
    ipaddress.IPv4Network(net)
    for net in (
        "0.0.0.0/8",
        "10.0.0.0/8",
        "100.64.0.0/10",
        "127.0.0.0/8",
        "169.254.0.0/16",
        "172.16.0.0/12",
        "192.0.0.0/24",
        "192.0.2.0/24",
        "192.88.99.0/24",
        "192.168.0.0/16",
        "198.18.0.0/15",
        "198.51.100.0/24",
        "203.0.113.0/24",
        "224.0.0.0/4",
        "240.0.0.0/4",
    )
)
_GLOBAL_UNICAST_V6 = ipaddress.IPv6Network("2000::/3")
# Inside 2000::/3: Teredo and benchmarking (2001::/23), documentation, 6to4, documentation.
# NAT64 (64:ff9b::/96, 64:ff9b:1::/48), IPv4-mapped and -compatible addresses lie outside
# 2000::/3 and are refused by that rule.
_REFUSED_V6 = tuple(
    ipaddress.IPv6Network(net) for net in ("2001::/23", "2001:db8::/32", "2002::/16", "3fff::/20")
)


def is_public_address(ip: IPAddress) -> bool:
    """Whether the service may connect to ``ip``: a globally routable unicast address.

    Refused: the IPv4 ranges of RFC 6890 that are not global (loopback, private, CGNAT
    100.64/10, link-local, 0/8, 192.0.0/24, documentation, benchmarking 198.18/15, 6to4
    relay, multicast, reserved, broadcast); every IPv6 address outside 2000::/3 (so ::, ::1,
    IPv4-mapped and -compatible, NAT64, ULA, link-local, multicast) and inside it Teredo,
    benchmarking, documentation and 6to4; addresses with a zone id; and finally anything
    :mod:`ipaddress` does not call global.
    """
    if isinstance(ip, ipaddress.IPv4Address):
        if any(ip in net for net in _REFUSED_V4):
            return False
    else:
        if ip.scope_id is not None or ip not in _GLOBAL_UNICAST_V6:
            return False
        if any(ip in net for net in _REFUSED_V6):
            return False
    return ip.is_global and not (ip.is_multicast or ip.is_reserved or ip.is_private)


class ResolutionFailed(Exception):
    """A host name did not resolve (no answer, an error or the time limit)."""


class Resolver(abc.ABC):
    """Turns a host name into addresses. Subclass and implement :meth:`resolve`.

    ``loopback_is_test_trusted``: when a resolver class sets it to True, loopback answers
    (127.0.0.0/8, ::1) it gives are accepted by the policy; every other non-public answer
    is still refused. Only the fake resolvers under ``tests/fakes/`` set it.
    """

    loopback_is_test_trusted: ClassVar[bool] = False

    @abc.abstractmethod
    def resolve(self, host: str, *, timeout: float) -> list[IPAddress]:
        """The addresses of ``host`` (an A-label name), or raise :class:`ResolutionFailed`."""

    async def aresolve(self, host: str, *, timeout: float) -> list[IPAddress]:
        """Async form of :meth:`resolve`; the default runs it in a worker thread."""
        return await asyncio.to_thread(self.resolve, host, timeout=timeout)


def _addresses(infos: Iterable[tuple]) -> list[IPAddress]:
    found: list[IPAddress] = []
    for family, _type, _proto, _canon, sockaddr in infos:
        if family in (socket.AF_INET, socket.AF_INET6):
            ip = ipaddress.ip_address(sockaddr[0])
            if ip not in found:
                found.append(ip)
    return found


class SystemResolver(Resolver):
    """The operating system's resolver (``getaddrinfo``) under a time limit."""

    def resolve(self, host: str, *, timeout: float) -> list[IPAddress]:
        # getaddrinfo cannot be interrupted: run it in a daemon thread and stop waiting for
        # it at the limit (the thread finishes on its own without holding anything up).
        outcome: list[list[tuple] | OSError] = []

        def lookup() -> None:
            try:
                outcome.append(socket.getaddrinfo(host, None, type=socket.SOCK_STREAM))
            except OSError as exc:
                outcome.append(exc)

        thread = threading.Thread(target=lookup, name=f"resolve {host}", daemon=True)
        thread.start()
        thread.join(max(timeout, 0.0))
        if not outcome:
            raise ResolutionFailed(f"Resolving {host} took longer than {timeout:.1f} s.")
        result = outcome[0]
        if isinstance(result, OSError):
            raise ResolutionFailed(f"The host {host} does not resolve ({result}).")
        return _addresses(result)

    async def aresolve(self, host: str, *, timeout: float) -> list[IPAddress]:
        loop = asyncio.get_running_loop()
        try:
            infos = await asyncio.wait_for(
                loop.getaddrinfo(host, None, type=socket.SOCK_STREAM), max(timeout, 0.0)
            )
        except TimeoutError as exc:
            raise ResolutionFailed(f"Resolving {host} took longer than {timeout:.1f} s.") from exc
        except OSError as exc:
            raise ResolutionFailed(f"The host {host} does not resolve ({exc}).") from exc
        return _addresses(infos)


_default_resolver: Resolver = SystemResolver()


def default_resolver() -> Resolver:
    """The resolver used when a caller passes none (looked up at each request)."""
    return _default_resolver


def install_default_resolver(resolver: Resolver) -> Resolver:
    """Make ``resolver`` the default for the whole process; returns the previous one.

    For tests (see ``tests/fakes/resolver.py``), whose code under test builds its own
    fetchers. It cannot weaken the address policy beyond what the resolver's class allows.
    """
    global _default_resolver
    previous, _default_resolver = _default_resolver, resolver
    return previous


def loopback_targets_allowed() -> bool:
    """The development switch: webhook targets on loopback are accepted only when both
    ``DEBUG`` and ``WEBHOOKS_ALLOW_LOOPBACK`` are true (production refuses to start with
    either, see config/settings/production.py)."""
    from django.conf import settings

    return bool(settings.DEBUG and getattr(settings, "WEBHOOKS_ALLOW_LOOPBACK", False))


def address_allowed(
    ip: IPAddress, resolver: Resolver | None = None, *, allow_loopback: bool = False
) -> bool:
    """Whether ``ip``, given by ``resolver`` (None for an IP literal), may be contacted;
    ``allow_loopback``: the development switch (:func:`loopback_targets_allowed`)."""
    if is_public_address(ip):
        return True
    trusted = resolver is not None and type(resolver).loopback_is_test_trusted is True
    return (trusted or allow_loopback) and ip.is_loopback


class UnsafeURL(ValueError):
    """A target URL the service refuses to contact; ``str(exc)`` is a sentence for the caller.

    ``reason``: ``invalid`` (not an acceptable URL), ``forbidden`` (a non-public address) or
    ``unresolvable`` (the host name has no usable answer).
    """

    def __init__(
        self, message: str, *, reason: Literal["invalid", "forbidden", "unresolvable"]
    ) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class CheckedURL:
    """A target URL taken apart: ``host`` is an A-label name or an IP address (IPv6 without
    brackets), ``port`` is explicit, ``target`` is path plus query (at least ``/``), and
    ``addresses`` are the approved addresses to connect to (empty before resolution)."""

    scheme: Literal["http", "https"]
    host: str
    port: int
    target: str
    addresses: tuple[IPAddress, ...] = ()
    is_ip_literal: bool = False
    #: Accepted only under the development switch: every address must be loopback.
    loopback_only: bool = False

    @property
    def default_port(self) -> bool:
        return self.port == (443 if self.scheme == "https" else 80)

    @property
    def netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return host if self.default_port else f"{host}:{self.port}"

    @property
    def origin(self) -> str:
        return f"{self.scheme}://{self.netloc}"

    @property
    def url(self) -> str:
        return f"{self.origin}{self.target}"


# RFC 3986 characters allowed in path and query (percent escapes are checked separately).
_TARGET_CHARS = re.compile(r"^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$")
_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")
_URL = re.compile(
    r"^(?P<scheme>[A-Za-z][A-Za-z0-9+.\-]*)://(?P<authority>[^/?#]*)"
    r"(?P<path>[^?#]*)(?P<query>\?[^#]*)?(?:#.*)?$",
    re.DOTALL,
)
_PORT = re.compile(r"^[0-9]{1,5}$")
_DOTTED_QUAD = re.compile(r"^[0-9]{1,3}(?:\.[0-9]{1,3}){3}$")


def _split_authority(authority: str) -> tuple[str, str | None]:
    if "@" in authority:
        raise UnsafeURL("The URL must not contain user information.", reason="invalid")
    if authority.startswith("["):
        end = authority.find("]")
        if end < 0:
            raise UnsafeURL("The URL has an unclosed IPv6 bracket.", reason="invalid")
        host, rest = authority[1:end], authority[end + 1 :]
        if "%" in host:
            raise UnsafeURL("IPv6 zone identifiers are not allowed.", reason="invalid")
        if rest and not rest.startswith(":"):
            raise UnsafeURL("The URL's host is malformed.", reason="invalid")
        return "[" + host + "]", (rest[1:] if rest else None)
    host, colon, port = authority.partition(":")
    return host, (port if colon else None)


def _parse_host(host: str, *, allow_loopback: bool = False) -> tuple[str, IPAddress | None]:
    if allow_loopback and host.lower().rstrip(".") == "localhost":
        return "localhost", None
    if host.startswith("["):
        try:
            return str(ipaddress.IPv6Address(host[1:-1])), ipaddress.IPv6Address(host[1:-1])
        except ValueError as exc:
            raise UnsafeURL("The bracketed host is not an IPv6 address.", reason="invalid") from exc
    if _DOTTED_QUAD.match(host):
        try:
            ip = ipaddress.IPv4Address(host)
        except ValueError as exc:
            raise UnsafeURL(
                "IPv4 addresses are accepted only in canonical dotted-quad form.", reason="invalid"
            ) from exc
        return str(ip), ip
    try:
        return normalise_domain(host), None
    except InvalidDomain as exc:
        raise UnsafeURL(f"The URL's host is not acceptable: {exc}", reason="invalid") from exc


def parse_target_url(
    url: str, *, require_https: bool = True, allow_loopback: bool = False
) -> CheckedURL:
    """Parse ``url`` strictly, without any DNS lookup; raise :class:`UnsafeURL` if refused.

    An IP literal host must be public and comes back in ``addresses``; a name comes back
    with empty ``addresses`` (see :func:`check_target_url`). The fragment is dropped.
    ``allow_loopback`` (development switch) also accepts loopback literals, ``localhost``,
    and http for those only (``loopback_only`` is then set on the result).
    """
    if not isinstance(url, str) or not url:
        raise UnsafeURL("The URL is empty.", reason="invalid")
    if any(ord(ch) < 0x21 or ord(ch) == 0x7F or ch.isspace() for ch in url):
        raise UnsafeURL("The URL must not contain spaces or control characters.", reason="invalid")
    if "\\" in url:
        raise UnsafeURL("The URL must not contain backslashes.", reason="invalid")
    match = _URL.match(url)
    if match is None:
        raise UnsafeURL("The URL must be absolute, like https://example.de/hook.", reason="invalid")
    scheme = match["scheme"].lower()
    allowed = ("https",) if require_https and not allow_loopback else ("https", "http")
    if scheme not in allowed:
        raise UnsafeURL(f"The URL must use {' or '.join(allowed)}.", reason="invalid")
    target = (match["path"] or "/") + (match["query"] or "")
    if not target.startswith("/"):
        raise UnsafeURL("The URL's path is malformed.", reason="invalid")
    if not _TARGET_CHARS.match(target) or _BAD_ESCAPE.search(target):
        raise UnsafeURL(
            "The URL's path and query must be ASCII with special characters percent-encoded.",
            reason="invalid",
        )
    host_text, port_text = _split_authority(match["authority"])
    if not host_text:
        raise UnsafeURL("The URL has no host.", reason="invalid")
    if port_text is None:
        port = 443 if scheme == "https" else 80
    elif _PORT.match(port_text) and 1 <= int(port_text) <= 65535:
        port = int(port_text)
    else:
        raise UnsafeURL("The URL's port must be a number from 1 to 65535.", reason="invalid")
    host, literal = _parse_host(host_text, allow_loopback=allow_loopback)
    loopback_only = host == "localhost" or (scheme == "http" and require_https)
    if literal is not None and not address_allowed(literal, allow_loopback=allow_loopback):
        raise UnsafeURL(f"The address {literal} is not a public address.", reason="forbidden")
    if literal is not None and loopback_only and not literal.is_loopback:
        raise UnsafeURL("Plain http is accepted for loopback addresses only.", reason="invalid")
    return CheckedURL(
        scheme="https" if scheme == "https" else "http",
        host=host,
        port=port,
        target=target,
        addresses=(literal,) if literal is not None else (),
        is_ip_literal=literal is not None,
        loopback_only=loopback_only,
    )


def judge_addresses(
    parsed: CheckedURL, addresses: list[IPAddress], resolver: Resolver, *,
    allow_loopback: bool = False,
) -> CheckedURL:
    """Approve resolver answers for ``parsed``: every one must be allowed, else UnsafeURL."""
    if not addresses:
        raise UnsafeURL(f"The host {parsed.host} does not resolve to any address.", reason="unresolvable")
    for ip in addresses:
        if parsed.loopback_only and not ip.is_loopback:
            raise UnsafeURL(
                f"The host {parsed.host} resolves to {ip}; plain http and localhost are "
                "accepted for loopback addresses only.",
                reason="forbidden",
            )
        if not address_allowed(ip, resolver, allow_loopback=allow_loopback):
            raise UnsafeURL(
                f"The host {parsed.host} resolves to {ip}, which is not a public address.",
                reason="forbidden",
            )
    return replace(parsed, addresses=tuple(addresses))


def check_target_url(
    url: str,
    *,
    require_https: bool = True,
    resolver: Resolver | None = None,
    timeout: float = 5.0,
    allow_loopback: bool = False,
) -> CheckedURL:
    """Check a target URL (CONTRACT §4) and resolve its host once; raise :class:`UnsafeURL`.

    https only unless ``require_https=False``; no user info; any port; IP literals only in
    canonical dotted-quad or bracketed IPv6 form and only when public; a host name must be
    an acceptable domain (:func:`net.domains.normalise_domain`), must resolve within
    ``timeout`` seconds, and every address it resolves to must be public.
    ``allow_loopback``: the development switch (see :func:`parse_target_url`).
    """
    parsed = parse_target_url(url, require_https=require_https, allow_loopback=allow_loopback)
    if parsed.is_ip_literal:
        return parsed
    resolver = resolver or default_resolver()
    try:
        answers = resolver.resolve(parsed.host, timeout=timeout)
    except ResolutionFailed as exc:
        raise UnsafeURL(f"The host could not be resolved: {exc}", reason="unresolvable") from exc
    return judge_addresses(parsed, answers, resolver, allow_loopback=allow_loopback)
