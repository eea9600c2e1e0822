"""What an outbound request can fail with: :class:`FetchError` and its subclasses, each
with a short, stable ``code`` that callers log and map (webhook delivery's error kinds)."""

from __future__ import annotations

from typing import ClassVar


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
