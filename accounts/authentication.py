"""``Authorization: Bearer svc_…`` for /v1 (DRF) and /mcp (the gateway calls
:func:`authenticate_bearer` directly)."""

from __future__ import annotations

import hmac

from rest_framework.authentication import BaseAuthentication
from rest_framework.request import Request

from config.errors import Unauthorized

from .keycache import cached_key, peek_entry, peek_key
from .keys import key_digest, looks_like_key
from .models import ApiKey


def key_from_header(header: str | None) -> str | None:
    if not header:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer":
        return None
    token = token.strip()
    return token or None


def _active_key(digest: str) -> ApiKey | None:
    return (
        ApiKey.objects.active()
        .select_related("account")
        .filter(digest=digest, account__deleted_at__isnull=True)
        .first()
    )


def _digest_of(header: str | None) -> str | None:
    plaintext = key_from_header(header)
    if plaintext is None or not looks_like_key(plaintext):
        return None
    return key_digest(plaintext)


def authenticate_bearer(header: str | None) -> ApiKey:
    """Returns the active key named by the header, or raises :class:`Unauthorized`.
    The key comes from the process's key cache when still current (accounts.keycache):
    treat it as read-only."""
    digest = _digest_of(header)
    if digest is None:
        raise Unauthorized()
    key = cached_key(digest, _active_key)
    if key is None or not hmac.compare_digest(key.digest, digest):
        raise Unauthorized()
    return key


def peek_bearer(header: str | None) -> ApiKey | None:
    """The key named by the header when the process's key cache answers without I/O
    (:func:`accounts.keycache.peek_key`); None when :func:`authenticate_bearer` must
    decide (unknown, invalid, or not cached right now). Never raises."""
    digest = _digest_of(header)
    key = peek_key(digest) if digest is not None else None
    if key is None or not hmac.compare_digest(key.digest, digest):
        return None
    return key


def peek_bearer_entry(header: str | None) -> tuple[ApiKey, object] | None:
    """The cached key named by the header and the key-cache generation it was loaded under
    (:func:`accounts.keycache.peek_entry`), for a caller that checks the generation itself;
    None when :func:`authenticate_bearer` must decide. No I/O, never raises."""
    digest = _digest_of(header)
    entry = peek_entry(digest) if digest is not None else None
    if entry is None or not hmac.compare_digest(entry[0].digest, digest):
        return None
    return entry


class ApiKeyAuthentication(BaseAuthentication):
    def authenticate(self, request: Request) -> tuple[object, ApiKey]:
        key = authenticate_bearer(request.META.get("HTTP_AUTHORIZATION"))
        request._request.api_key = key  # seen by the middleware that sets headers and logs
        return key.account, key

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="api"'


try:
    from drf_spectacular.extensions import OpenApiAuthenticationExtension

    class ApiKeyAuthenticationScheme(OpenApiAuthenticationExtension):
        target_class = "accounts.authentication.ApiKeyAuthentication"
        name = "ApiKey"

        def get_security_definition(self, auto_schema):  # type: ignore[no-untyped-def]
            return {
                "type": "http",
                "scheme": "bearer",
                "description": "An API key: `svc_live_…` or `svc_test_…`.",
            }
except ImportError:  # pragma: no cover - drf-spectacular is a pinned dependency
    pass
