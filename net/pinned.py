"""Where sockets are made: outbound connections only to the address a check approved.

:mod:`net.policy` decides which addresses a request may reach; the sync fetcher sends
through :class:`PinnedTransport`, whose network backend connects only to the one address
approved for the current exchange (:func:`connecting_only_to`) and clamps every socket
operation to the time left before the exchange's wall-clock deadline. (The async fetcher
dials its pool key's approved address itself: :mod:`net.connection_pool`.)
"""

from __future__ import annotations

import ssl
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

import httpcore
import httpx

from .policy import IPAddress

__all__ = ["PinnedTransport", "UnapprovedConnection", "connecting_only_to"]


class UnapprovedConnection(RuntimeError):
    """A connection to an address that no check approved was attempted (a bug, never data)."""


@dataclass(frozen=True)
class _Exchange:
    deadline: float  # time.monotonic() value
    address: str  # the one approved IP this exchange may connect to

    def clamp(self, timeout: float | None, expired: type[Exception]) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise expired("The deadline passed.")
        return left if timeout is None else min(timeout, left)


_EXCHANGE: ContextVar[_Exchange | None] = ContextVar("fetch_exchange", default=None)


@contextmanager
def connecting_only_to(address: IPAddress, *, deadline: float) -> Iterator[None]:
    """Within this block (this thread or task), the pinned transports connect only to
    ``address``, and every socket operation ends by ``deadline`` (a time.monotonic() value)."""
    token = _EXCHANGE.set(_Exchange(deadline, str(address)))
    try:
        yield
    finally:
        _EXCHANGE.reset(token)


def _exchange_for(host: str) -> _Exchange:
    exchange = _EXCHANGE.get()
    if exchange is None or host != exchange.address:
        raise UnapprovedConnection(f"Refusing to connect to unapproved address {host}.")
    return exchange


class _DeadlineStream(httpcore.NetworkStream):
    def __init__(self, inner: httpcore.NetworkStream, exchange: _Exchange) -> None:
        self._inner, self._exchange = inner, exchange

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, self._exchange.clamp(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, self._exchange.clamp(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self, ssl_context: ssl.SSLContext, server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        limit = self._exchange.clamp(timeout, httpcore.ConnectTimeout)
        inner = self._inner.start_tls(ssl_context, server_hostname, limit)
        return _DeadlineStream(inner, self._exchange)

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _PinnedBackend(httpcore.NetworkBackend):
    def __init__(self) -> None:
        self._inner = httpcore.SyncBackend()

    def connect_tcp(
        self, host: str, port: int, timeout: float | None = None,
        local_address: str | None = None, socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        exchange = _exchange_for(host)
        limit = exchange.clamp(timeout, httpcore.ConnectTimeout)
        stream = self._inner.connect_tcp(host, port, limit, local_address, socket_options)
        return _DeadlineStream(stream, exchange)

    def connect_unix_socket(self, path: str, timeout: float | None = None,
                            socket_options: Iterable[Any] | None = None) -> httpcore.NetworkStream:
        raise UnapprovedConnection("Unix sockets are never used for outbound requests.")


# No keep-alive: a pooled connection verified for one host name must never carry a request
# for another name that resolved to the same address.
_LIMITS = httpx.Limits(max_connections=200, max_keepalive_connections=0)


class PinnedTransport(httpx.HTTPTransport):
    """httpx transport for :func:`connecting_only_to`; no proxies, no keep-alive."""

    def __init__(self, context: ssl.SSLContext) -> None:
        super().__init__(verify=context, trust_env=False, limits=_LIMITS)
        # httpx 0.28 (pinned) has no network_backend option: swap its pool for one on ours.
        self._pool = httpcore.ConnectionPool(
            ssl_context=context, max_connections=_LIMITS.max_connections,
            max_keepalive_connections=0, network_backend=_PinnedBackend(),
        )
