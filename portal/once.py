"""One-time form tokens: a form that reveals a secret (a new API key, a webhook's signing
secret) carries a fresh token; a resubmission of the same form (reload, double click) is
recognised and creates nothing, so a secret is never shown twice and no secret is kept
anywhere between requests (the answer to the POST is the only place it appears)."""

from __future__ import annotations

import secrets

from django.core.cache import cache

_TTL = 24 * 3600


def form_token_new() -> str:
    return secrets.token_urlsafe(18)


def form_token_use(*, account_id: int, token: str) -> bool:
    """True the first time an account submits ``token``; False on any repeat (or a
    missing token). Raises when the cache cannot be consulted (the caller shows an error)."""
    if not token or len(token) > 64:
        return False
    return bool(cache.add(f"portal-form:{account_id}:{token}", 1, timeout=_TTL))
