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

from . import lease_scripts, leases

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


def client_ip(request) -> str:  # noqa: ANN001 - a DRF, Django or ASGI-built request
    """REMOTE_ADDR, or the address the trusted proxies in front of us saw: the per-IP
    limit's key. ``X-Forwarded-For`` is read only as far as ``TRUSTED_PROXY_COUNT`` proxies
    appended to it (the web server's own forwarded-header handling is off,
    ``config/serve.py``); whatever a client wrote before that is ignored."""
    hops = settings.TRUSTED_PROXY_COUNT
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if hops and forwarded:
        chain = [part.strip() for part in forwarded.split(",") if part.strip()]
        if len(chain) >= hops:
            return chain[-hops]
    return request.META.get("REMOTE_ADDR", "") or "unknown"


def _window_key(bucket: str, limit: Limit, now: float) -> str:
    return f"rl:{bucket}:{int(now // limit.window)}"


def _retry_after(limit: Limit, now: float) -> int:
    return int(limit.window - (now % limit.window)) + 1


def _count_and_read(keys: list[str], ttls: list[int]) -> list:
    """One round trip for all of a call's counters, counted by the same script code as
    the lease scripts' (``billing.lease_scripts.COUNT_AND_READ``)."""
    return lease_scripts.run(lease_scripts.COUNT_AND_READ, keys, ttls)


def count_hits(
    buckets: list[tuple[str, Limit]], *, now: float, read: tuple[str, ...] = ()
) -> tuple[list[int], list[int | None]]:
    """Counts one hit in the current fixed window of each bucket and reads ``read`` keys
    (integers), in one round trip on Redis (one script call). The store being down fails
    closed (503)."""
    keys = [(_window_key(bucket, limit, now), limit) for bucket, limit in buckets]
    try:
        results = _count_and_read(
            [cache.make_key(key) for key, _ in keys] + [cache.make_key(k) for k in read],
            [limit.window + 1 for _, limit in keys],
        )
        counts = [int(c) for c in results[: len(keys)]]
        values = [None if v is None else int(v) for v in results[len(keys) :]]
        return counts, values
    except Exception as exc:  # the store is down: fail closed
        log.warning("rate limit store unavailable", extra={"error": repr(exc)})
        raise TemporarilyUnavailable() from exc


def count_hit(bucket: str, limit: Limit, now: float) -> tuple[int, int]:
    """Counts one hit in one bucket; returns (count, seconds until the window ends)."""
    counts, _ = count_hits([(bucket, limit)], now=now)
    return counts[0], _retry_after(limit, now)


def _lock_key(key: ApiKey) -> str:
    return f"ll:{key.pk}:locked"


def _key_limits(key: ApiKey, ip: str) -> list[tuple[str, Limit]]:
    return [
        (f"k:{key.pk}", _limit("RATE_LIMIT_PER_KEY")),
        (f"ip:{ip}", _limit("RATE_LIMIT_PER_IP")),
    ]


def _refuse(limits: list[tuple[str, Limit]], counts: list[int], locked_until: int | None,
            now: float) -> None:
    """Raises the 429 the counters (and the lookup lock's value) call for, if any."""
    for (_, limit), count in zip(limits, counts, strict=True):
        if count > limit.count:
            raise TooManyRequests(
                f"Rate limit of {limit.count} requests per {limit.window} s exceeded.",
                retry_after=_retry_after(limit, now),
            )
    if locked_until and locked_until > now:
        raise TooManyRequests(
            "Too many unsuccessful lookups; this key is locked for a while.",
            retry_after=int(locked_until - now) + 1,
            code="lookups_locked",
        )


def _refuse_if_over(
    key: ApiKey, ip: str, now: float, *, lookup_lock: bool
) -> None:
    limits = _key_limits(key, ip)
    counts, values = count_hits(limits, now=now, read=(_lock_key(key),) if lookup_lock else ())
    _refuse(limits, counts, values[0] if values else None, now)


def rate_counters(limits: list[tuple[str, Limit]], now: float) -> list[tuple[str, int, int]]:
    """The Redis counters of these limits in the window of ``now``: (full key, expiry
    seconds, allowed count), as the lease scripts take them."""
    return [
        (cache.make_key(_window_key(bucket, limit, now)), limit.window + 1, limit.count)
        for bucket, limit in limits
    ]


def call_counters(*, key: ApiKey, ip: str, now: float) -> tuple[list[tuple[str, int, int]], str]:
    """What a billed call is counted against, for a caller that counts it in a script of
    its own (``billing.fast_lane``): its rate counters and the lookup lock's key."""
    return rate_counters(_key_limits(key, ip), now), cache.make_key(_lock_key(key))


def protect_and_take(*, key: ApiKey, ip: str, amount: int, month, use: str,  # noqa: ANN001, ANN201
                     now: float | None = None, prefetch: str | None = None):
    """:func:`protect_call` and the credit lease's reservation of ``amount`` (and a read of
    the cache key ``prefetch``) in one cache round trip (``billing.leases``). Returns the
    :class:`~billing.leases.Take`, or None when the lease must be renewed first. Refused
    calls take nothing."""
    check_account(key=key)
    now = time.time() if now is None else now
    limits = _key_limits(key, ip)
    counters = rate_counters(limits, now)
    call_id = leases.new_call_id()
    try:
        result = leases.protect_and_take(
            counters=counters, lock_key=cache.make_key(_lock_key(key)), key=key,
            amount=amount, month=month, now=now, call_id=call_id, use=use, prefetch=prefetch,
        )
    except Exception as exc:  # the store is down: fail closed, and the 503 costs nothing
        log.warning("rate limit store unavailable", extra={"error": repr(exc)})
        leases.undo_take_later(call_id, live=key.is_live)
        raise TemporarilyUnavailable() from exc
    _refuse(limits, result.counts, result.lock_value, now)
    return result.take


def check_rate_limits(*, key: ApiKey, ip: str, now: float | None = None) -> None:
    _refuse_if_over(key, ip, time.time() if now is None else now, lookup_lock=False)


def check_lookup_lock(*, key: ApiKey) -> None:
    try:
        until = cache.get(_lock_key(key))
    except Exception as exc:
        raise TemporarilyUnavailable() from exc
    now = time.time()
    if until and until > now:
        raise TooManyRequests(
            "Too many unsuccessful lookups; this key is locked for a while.",
            retry_after=int(until - now) + 1,
            code="lookups_locked",
        )


def count_unsuccessful_lookup(*, key: ApiKey, now: float | None = None) -> None:
    """A 404 or a zero-hit search. Past the threshold the key is locked for the window."""
    now = time.time() if now is None else now
    limit = _limit("LOOKUP_LOCK_THRESHOLD")
    count, _ = count_hit(f"ll:{key.pk}:misses", limit, now)
    if count >= limit.count:
        try:
            cache.set(_lock_key(key), int(now + limit.window), timeout=limit.window)
        except Exception as exc:
            raise TemporarilyUnavailable() from exc


def check_account(*, key: ApiKey) -> None:
    if key.account.locked_at is not None:
        raise AccountLocked()


def protect_call(*, key: ApiKey, ip: str, now: float | None = None) -> None:
    """Everything that may refuse a keyed call before credits are reserved: the account
    lock, the rate limits and the lookup lock (one cache round trip for all three)."""
    check_account(key=key)
    _refuse_if_over(key, ip, time.time() if now is None else now, lookup_lock=True)


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
            protect_unbilled_call(key=request.auth, ip=client_ip(request))
        return True
