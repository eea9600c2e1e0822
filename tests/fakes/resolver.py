"""Name resolution for tests: fake host names answered from a table, never from DNS.

:class:`StaticResolver` is the only resolver whose loopback answers the outbound policy
accepts (``loopback_is_test_trusted``), so code under test can reach the fake servers on
127.0.0.1 under realistic host names (``shop.muster-gmbh.de``) with TLS verified for those
names. Every other non-public answer (10.0.0.1, 169.254.169.254, ...) is still refused,
which is how tests show that a name resolving to a private address is blocked.

Code that builds its own fetchers (webhook delivery tasks, the crawler) picks the table up
through :func:`resolving`, which installs it as the process default for a ``with`` block.
"""

from __future__ import annotations

import ipaddress
import threading
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager

from net.policy import (
    IPAddress,
    ResolutionFailed,
    Resolver,
    install_default_resolver,
)


class StaticResolver(Resolver):
    """Answers host names from ``hosts`` (name -> one address or several); records lookups.

    Unknown names fail like NXDOMAIN. ``lookups`` lists every name asked for, in order, so
    tests can assert that a fetch resolved a name exactly once.
    """

    loopback_is_test_trusted = True

    def __init__(self, hosts: Mapping[str, str | Iterable[str]] | None = None) -> None:
        self._hosts: dict[str, list[IPAddress]] = {}
        self._lock = threading.Lock()
        self.lookups: list[str] = []
        for name, addresses in (hosts or {}).items():
            self.add(name, addresses)

    def add(self, name: str, addresses: str | Iterable[str]) -> None:
        values = [addresses] if isinstance(addresses, str) else list(addresses)
        with self._lock:
            self._hosts[name.lower().rstrip(".")] = [ipaddress.ip_address(a) for a in values]

    def resolve(self, host: str, *, timeout: float) -> list[IPAddress]:
        with self._lock:
            self.lookups.append(host)
            answers = self._hosts.get(host.lower().rstrip("."))
        if answers is None:
            raise ResolutionFailed(f"{host} does not resolve (not in the test table).")
        return list(answers)

    async def aresolve(self, host: str, *, timeout: float) -> list[IPAddress]:
        return self.resolve(host, timeout=timeout)


class UntrustedStaticResolver(StaticResolver):
    """The same table without the test mark: loopback answers are refused like in production."""

    loopback_is_test_trusted = False


@contextmanager
def resolving(resolver: Resolver | Mapping[str, str | Iterable[str]]) -> Iterator[Resolver]:
    """Make ``resolver`` (or a :class:`StaticResolver` of the given table) the process-wide
    default for fetchers built without one, for the duration of the block."""
    if not isinstance(resolver, Resolver):
        resolver = StaticResolver(resolver)
    previous = install_default_resolver(resolver)
    try:
        yield resolver
    finally:
        install_default_resolver(previous)
