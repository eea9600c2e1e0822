"""Protection before a call is billed: account lock, rate limits per key and per IP, and
the lock after many unsuccessful lookups. Counters live in the shared cache (Redis in
production); when it cannot be consulted we fail closed with 503."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from rest_framework.permissions import BasePermission
from rest_framework.request import Request
from rest_framework.views import APIView

from accounts.models import ApiKey
from config.errors import AccountLocked, TemporarilyUnavailable, TooManyRequests

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Limit:
    count: int
    window: int  # seconds

    @classmethod
    def parse(cls, text: str) -> Limit:
        count, _, window = text.partition("/")
        return cls(int(count), int(window or 1))


def _limit(name: str) -> Limit:
    return Limit.parse(getattr(settings, name))


def _hit(bucket: str, limit: Limit, now: float) -> tuple[int, int]:
    """Counts one hit in the current fixed window; returns (count, seconds left)."""
    window_index = int(now // limit.window)
    key = f"rl:{bucket}:{window_index}"
    try:
        if cache.add(key, 1, timeout=limit.window + 1):
            count = 1
        else:
            count = cache.incr(key)
    except Exception as exc:  # the store is down: fail closed
        log.warning("rate limit store unavailable", extra={"error": repr(exc)})
        raise TemporarilyUnavailable() from exc
    return count, int(limit.window - (now % limit.window)) + 1


def check_rate_limits(*, key: ApiKey, ip: str, now: float | None = None) -> None:
    now = time.time() if now is None else now
    for bucket, name in ((f"k:{key.pk}", "RATE_LIMIT_PER_KEY"), (f"ip:{ip}", "RATE_LIMIT_PER_IP")):
        limit = _limit(name)
        count, retry_after = _hit(bucket, limit, now)
        if count > limit.count:
            raise TooManyRequests(
                f"Rate limit of {limit.count} requests per {limit.window} s exceeded.",
                retry_after=retry_after,
            )


def _lookup_key(key: ApiKey) -> str:
    return f"ll:{key.pk}"


def check_lookup_lock(*, key: ApiKey) -> None:
    try:
        until = cache.get(f"{_lookup_key(key)}:locked")
    except Exception as exc:
        raise TemporarilyUnavailable() from exc
    if until and until > time.time():
        raise TooManyRequests(
            "Too many unsuccessful lookups; this key is locked for a while.",
            retry_after=int(until - time.time()) + 1,
            code="lookups_locked",
        )


def count_unsuccessful_lookup(*, key: ApiKey, now: float | None = None) -> None:
    """A 404 or a zero-hit search. Past the threshold the key is locked for the window."""
    now = time.time() if now is None else now
    limit = _limit("LOOKUP_LOCK_THRESHOLD")
    count, _ = _hit(f"{_lookup_key(key)}:misses", limit, now)
    if count >= limit.count:
        try:
            cache.set(f"{_lookup_key(key)}:locked", now + limit.window, timeout=limit.window)
        except Exception as exc:
            raise TemporarilyUnavailable() from exc


def check_account(*, key: ApiKey) -> None:
    if key.account.locked_at is not None:
        raise AccountLocked()


def protect_call(*, key: ApiKey, ip: str) -> None:
    """Everything that may refuse a keyed call before credits are reserved."""
    check_account(key=key)
    check_rate_limits(key=key, ip=ip)
    check_lookup_lock(key=key)


def protect_unbilled_call(*, key: ApiKey, ip: str) -> None:
    """What refuses a keyed call that costs nothing (usage, jobs, webhooks): the account
    lock and the rate limits. Not the lookup lock: these calls are not lookups."""
    check_account(key=key)
    check_rate_limits(key=key, ip=ip)


class AccountNotLocked(BasePermission):
    """DRF permission: a locked account gets 403 ``account_locked`` (the error is
    raised, so the body is the CONTRACT's). Billed views need nothing extra:
    ``billed_call`` checks the same. Put it after ``IsAuthenticated``."""

    def has_permission(self, request: Request, view: APIView) -> bool:
        if isinstance(request.auth, ApiKey):
            check_account(key=request.auth)
        return True


class UnbilledCallProtection(BasePermission):
    """DRF permission for keyed /v1 views that are not billed: account lock plus the
    per-key and per-IP rate limits (429 ``rate_limited``; 503 when the store is down).

    ``permission_classes = [IsAuthenticated, UnbilledCallProtection]``
    """

    def has_permission(self, request: Request, view: APIView) -> bool:
        if isinstance(request.auth, ApiKey):
            from .api import client_ip  # billing.api imports this module

            protect_unbilled_call(key=request.auth, ip=client_ip(request))
        return True
