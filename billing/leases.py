"""Credit leases: a synchronous billed call reserves its credits in Redis, not in PostgreSQL.

The per-call reservation in PostgreSQL (``billing_reserve``) costs a round trip, a commit
and four row writes, and serialises one account's calls on its rows. A lease moves that
cost to one transaction per ``BILLING_LEASE_CREDITS`` calls:

- A *lease* is an ordinary :class:`CreditHold` (endpoint ``lease``) of up to
  ``BILLING_LEASE_CREDITS`` credits, reserved in PostgreSQL with its ledger row like any
  hold, so the balance and the ledger agree at every moment (``manage.py reconcile``).
- Redis keeps what is left of it (free and purchased separately, a test key takes only
  free credits). A call takes its credits from the lease in the same script call that
  counts its rate limits (``billing.lease_scripts.PROTECT_AND_TAKE``): protection and reservation are one
  round trip, atomic, and never below zero. An error answer gives the credits back to the
  lease at once (``GIVE_BACK``). The lease also counts its calls' usage (per day, key
  and endpoint), moved by the same scripts, so usage and charges are one number.
- When the lease cannot cover a call (used up, a new month, none yet) the call renews it:
  under a per-mailbox advisory lock the current lease is settled and a new one reserved.
  The mailbox's free allowance is in at most one lease at a time (the renewal settles the
  lease of any other account of the same mailbox first), so every account's balance stays
  exact.
- Settling a lease charges what its calls took (``settle_hold``, exactly once per hold)
  and returns the rest. Leases are settled on renewal, after ``BILLING_LEASE_SECONDS``
  (beat task ``billing.tasks.settle_leases``) and when the balance moves outside the lease
  (a purchase, a refund, a job's reservation), so the ledger is at most that old.
- Settling first freezes the lease in Redis (``settling``); a call that ends after that
  gets its credits back from PostgreSQL (``billing.lease_settle.give_back_late``), never twice.

If Redis loses a lease (a restart without persistence), its calls' charges are lost in
the customer's favour: the sweeper releases the whole hold. At most
``BILLING_LEASE_CREDITS`` credits per active account are at stake; production Redis
should keep an append-only file.

Without Redis (``make run`` on its embedded defaults) or with ``BILLING_LEASE_CREDITS=0``
every call reserves in PostgreSQL as before.
"""

from __future__ import annotations

import logging
import random
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from django.conf import settings
from django.db import close_old_connections, transaction
from django.utils import timezone

from accounts.keycache import GENERATION_KEY, Generation
from accounts.models import ApiKey
from config.errors import InsufficientCredits

from . import holds
from . import lease_scripts as rs
from .lease_settle import (
    LEASE_ENDPOINT,
    give_back_late,
    mailbox_locked,
    release_lost,
    settle,
    settle_account,
)

log = logging.getLogger(__name__)

#: Redis forgets a lease a day after it was taken; the settle task is long done by then.
LEASE_TTL_SECONDS = 86_400


def usage_tag(key: ApiKey, endpoint: str) -> str:
    """The usage row a call of ``key`` to ``endpoint`` counts in today (UTC)."""
    return rs.usage_tag(day=timezone.now().date(), key_id=key.pk, endpoint=endpoint)


@dataclass
class Take:
    """Credits a call took from a lease: ``hold_id`` None when none were needed."""

    hold_id: int | None
    free: int
    paid: int
    remaining: int  # what the key can still spend after this take
    #: ``(value,)`` of the cache key the call asked to read in the same round trip
    #: (``prefetch``; value None when the key is absent), None when nothing was read.
    prefetched: tuple | None = None
    #: The usage row the call counts in (:func:`usage_tag`): a give-back moves it too.
    use: str = ""

    @property
    def amount(self) -> int:
        return self.free + self.paid


def _remaining(live: bool, fl: int, pl: int, bf: int, bp: int) -> int:
    """What the key can spend: the lease's rest and the balance outside it, counted by
    the one rule of what a key may spend (``Balance.spendable``)."""
    return holds.Balance(free_remaining=int(fl) + int(bf),
                         purchased=int(pl) + int(bp)).spendable(live=live)


@dataclass
class Protected:
    """The outcome of :func:`protect_and_take`: the counters (for the caller's limit
    checks), the lookup lock's value, and the take (None: refused or renewal needed)."""

    counts: list[int]
    lock_value: int | None
    take: Take | None


def new_call_id() -> str:
    """The id a script call records its take under (:func:`undo_take`)."""
    return secrets.token_hex(12)


def protect_and_take(
    *, counters: list[tuple[str, int, int]], lock_key: str | None, key: ApiKey, amount: int,
    month: date, now: float, call_id: str, use: str, prefetch: str | None = None,
) -> Protected:
    """One script call: counts each ``(key, ttl, limit)`` counter, reads the lookup lock
    and, when nothing refuses the call, takes ``amount`` credits from the account's lease
    (recorded under ``call_id``, counted in the usage row ``use``) and reads the cache key
    ``prefetch`` (full name) for the call. Raises what Redis raises: the caller fails closed and undoes the take that may
    have happened (:func:`undo_take_later`)."""
    keys = [c[0] for c in counters] + ([lock_key] if lock_key else []) + [
        rs.cur_key(key.account_id)
    ] + ([prefetch] if prefetch else [])
    args = [len(counters), 1 if lock_key else 0, now, amount, 1 if key.is_live else 0,
            month.isoformat(), rs.hash_key(""), call_id, use]
    args += [c[1] for c in counters] + [c[2] for c in counters]
    status, hold, f, p, fl, pl, bf, bp, lock, read, *counts = rs.run(rs.PROTECT_AND_TAKE, keys, args)
    take = None
    if status == 1:
        take = Take(int(hold), int(f), int(p), _remaining(key.is_live, fl, pl, bf, bp),
                    prefetched=(read,) if prefetch else None, use=use)
    return Protected(
        counts=[int(c) for c in counts],
        lock_value=None if lock is None else int(lock),
        take=take,
    )


def fast_take_script() -> str:
    """The source of ``billing.lease_scripts.FAST_TAKE``, for the fast lane's own (asynchronous) client."""
    return rs.FAST_TAKE


def fast_take_call(
    *, counters: list[tuple[str, int, int]], lock_key: str, key: ApiKey,
    generation: Generation | None,
    amount: int, month: date, now: float, read_key: str, absent: str, call_id: str, use: str,
    fill: tuple[str, int] | None = None,
) -> tuple[list[str], list]:
    """The KEYS and ARGV of ``billing.lease_scripts.FAST_TAKE`` (see :func:`protect_and_take` for the
    counters and ``call_id``; ``generation`` as the key cache tagged the key, ``absent``
    the value of ``read_key`` that counts as a miss)."""
    keys = [c[0] for c in counters] + [lock_key, rs.cur_key(key.account_id),
                                       rs.key(GENERATION_KEY), read_key]
    args = [len(counters), now, amount, 1 if key.is_live else 0, month.isoformat(),
            rs.hash_key(""), "" if generation is None else str(generation.token), absent,
            call_id, use]
    args += [c[1] for c in counters] + [c[2] for c in counters]
    if fill is not None:  # (value, seconds) stored at read_key unless something is there
        args += list(fill)
    return keys, args


def fast_take_result(result: list, *, live: bool, use: str) -> Take | None:
    """The :class:`Take` a ``billing.lease_scripts.FAST_TAKE`` reply stands for (``prefetched`` holds the
    value read, or None when the value the call gave was stored), or None when it took
    nothing."""
    if int(result[0]) != 1:
        return None
    _, hold, f, p, fl, pl, bf, bp, value = result
    return Take(int(hold), int(f), int(p), _remaining(live, fl, pl, bf, bp),
                prefetched=(value,), use=use)


#: A lease renewed sooner than this after it was taken was too small for its account's
#: pace: the next one is twice its size (up to ``BILLING_LEASE_MAX_CREDITS``).
LEASE_GROW_SECONDS = 5


def _next_size(account_id: int) -> int:
    """The size of an account's next lease: ``BILLING_LEASE_CREDITS``, or twice the
    current lease's when that one lasted less than ``LEASE_GROW_SECONDS``, at most
    ``BILLING_LEASE_MAX_CREDITS``; then up to ``BILLING_LEASE_JITTER`` per cent smaller at
    random (:func:`_jittered`). A busy key then renews every few seconds instead of many
    times a second (each renewal is a database transaction that the account's other calls
    wait for); a quiet one keeps small leases."""
    base = settings.BILLING_LEASE_CREDITS
    hold = rs.client().get(rs.cur_key(account_id))
    if hold is None:
        return _jittered(base)
    at, free, paid = rs.client().hmget(rs.hash_key(int(hold)), "at", "free", "paid")
    if at is None or time.time() - int(at) >= LEASE_GROW_SECONDS:
        return _jittered(base)
    return _jittered(max(base, min(2 * (int(free) + int(paid)), settings.BILLING_LEASE_MAX_CREDITS)))


def _jittered(size: int) -> int:
    """``size`` less a random share of at most ``BILLING_LEASE_JITTER`` per cent. Accounts
    whose leases were taken together at the same pace (the first calls after a deploy or a
    Redis restart, a client's keys rotated evenly) would otherwise all run out and renew in
    the same second, every time: a burst of renewals, each a database transaction and a call
    on the ordinary path, that stalls every other call of the process (docs/performance.md).
    Smaller only, so a lease never exceeds ``BILLING_LEASE_MAX_CREDITS``; the size moves
    nothing but how often an account renews (charges and headers are the same)."""
    spread = size * settings.BILLING_LEASE_JITTER // 100
    return size - random.randint(0, spread) if spread > 0 else size


def renew(*, key: ApiKey, amount: int, month: date, use: str) -> Take:
    """Settles the account's (and its mailbox's) lease and reserves a new one that covers
    ``amount``, taking it (counted in the usage row ``use``). Raises :class:`InsufficientCredits` when the balance cannot."""
    account = key.account
    with mailbox_locked(account.mailbox):
        return _renew_locked(key=key, amount=amount, month=month, use=use)


def _renew_locked(*, key: ApiKey, amount: int, month: date, use: str) -> Take:
    account = key.account
    # Another call may have renewed while this one waited for the lock.
    call_id = new_call_id()
    try:
        again = protect_and_take(counters=[], lock_key=None, key=key, amount=amount,
                                 month=month, now=time.time(), call_id=call_id, use=use)
    except Exception:
        undo_take_later(call_id, live=key.is_live)  # the caller answers 503
        raise
    if again.take is not None:
        return again.take
    size = max(_next_size(account.pk), amount)
    short: InsufficientCredits | None = None
    hold = None
    release_lost(account)
    with transaction.atomic():
        settle_account(account)
        balance = holds.balance_in_database(account, month=month)
        free = min(balance.free_remaining, size)
        paid = min(max(balance.purchased, 0), size - free)
        if holds.Balance(free_remaining=free, purchased=paid).spendable(live=key.is_live) < amount:
            # raised after the commit: the settlement above must stand
            short = InsufficientCredits(remaining=balance.spendable(live=key.is_live),
                                        needed=amount)
        elif free + paid:
            hold = holds.reserve(account=account, live=True, amount=free + paid,
                                 endpoint=LEASE_ENDPOINT)
            base = holds.balance_in_database(account, month=month)
    if short is not None:
        raise short
    if hold is None:  # a free call and nothing to lease
        return Take(None, 0, 0, 0)
    f = min(hold.free_amount, amount)
    p = amount - f
    leased = holds.Balance(free_remaining=hold.free_amount, purchased=hold.purchased_amount)
    if leased.spendable(live=key.is_live) < amount:  # the allowance shrank under us (a job
        # took some) and a test key may not take purchased credits: no lease
        holds.settle(hold_id=hold.pk, charge=0)
        raise InsufficientCredits(remaining=hold.free_amount, needed=amount)
    call_id = new_call_id()
    try:
        old = rs.run(
            rs.INSTALL,
            [rs.hash_key(hold.pk), rs.cur_key(account.pk), rs.mailbox_key(account.mailbox),
             rs.open_key()],
            [hold.pk, month.isoformat(), hold.free_amount, hold.purchased_amount,
             base.free_remaining, base.purchased, int(time.time()), f, p, LEASE_TTL_SECONDS,
             rs.hash_key(""), call_id, use],
        )
    except Exception:  # the caller answers 503: the take, if installed, goes back
        undo_take_later(call_id, live=key.is_live)  # (a lease never installed is lost:
        raise  # release_lost returns it at the next renewal)
    for previous in {int(h) for h in old if h is not None and int(h) != hold.pk}:
        try:  # a lease the pointers still named (nothing should, normally)
            settle(previous)
        except Exception:  # noqa: BLE001 - the call was taken: settle_due settles it later
            log.warning("a previous lease could not be settled yet", exc_info=True,
                        extra={"hold": previous})
    return Take(hold.pk, f, p, _remaining(
        key.is_live, hold.free_amount - f, hold.purchased_amount - p,
        base.free_remaining, base.purchased), use=use)


def give_back(take: Take, credits: int, *, live: bool, uncount: bool = False) -> int | None:
    """Returns ``credits`` of a take (purchased first, like ``settle_hold``) and takes them
    out of the call's usage; ``uncount``: the call itself is not counted here either (it
    was answered 503, or the ordinary path answers and counts it). Answers the key's new
    remaining balance, or None when it was given back in PostgreSQL (the lease was being
    settled) or will be: with Redis unreachable a thread keeps trying, so an error answer
    is never charged for a store's hiccup. Never raises."""
    if take.hold_id is None or not (credits or uncount):
        return take.remaining
    try:
        return _give_back_now(take, credits, live=live, uncount=uncount)
    except Exception:  # noqa: BLE001 - the answer stands; the credits follow
        log.warning("credits could not be given back yet; retrying", exc_info=True,
                    extra={"hold": take.hold_id, "credits": credits})
        _keep_trying(lambda: _give_back_now(take, credits, live=live, uncount=uncount),
                     what="credits of an unsuccessful call",
                     extra={"hold": take.hold_id, "credits": credits})
        return None


def _give_back_now(take: Take, credits: int, *, live: bool, uncount: bool) -> int | None:
    paid = min(credits, take.paid)
    free = credits - paid
    result = rs.run(rs.GIVE_BACK, [rs.hash_key(take.hold_id)],
                    [free, paid, take.use, 1 if uncount else 0])
    if result[0] == 1:
        _, fl, pl, bf, bp = result
        return _remaining(live, fl, pl, bf, bp)
    give_back_late(take.hold_id, credits, use=take.use, uncount=uncount)
    return None


#: How long a give-back that failed keeps being retried (then it is logged as an error).
RETRY_SECONDS = 600


def undo_take(call_id: str, *, live: bool) -> int:
    """Gives back, once, what the script call ``call_id`` took, if it took anything: the
    caller lost the script's reply (the connection broke) and answered 503, which costs
    nothing. Returns the credits given back. Raises what Redis raises."""
    record = rs.run(rs.UNDO, [], [rs.hash_key(""), call_id])
    if not record:
        return 0
    hold, free, paid = (int(v) for v in record[:3])
    use = record[3].decode() if isinstance(record[3], bytes) else record[3]
    credits = free + paid
    if give_back(Take(hold, free, paid, 0, use=use), credits, live=live, uncount=True) is None:
        log.info("an undone take was given back in PostgreSQL", extra={"hold": hold})
    return credits


def undo_take_later(call_id: str, *, live: bool) -> None:
    """:func:`undo_take` on a thread that keeps trying while Redis cannot be reached, as
    long as the record lives (``lease_scripts.CALL_RECORD_SECONDS``). Never raises."""
    _keep_trying(lambda: undo_take(call_id, live=live), what="an unanswered call's take",
                 extra={"call": call_id}, seconds=rs.CALL_RECORD_SECONDS)


def _keep_trying(attempt: Callable[[], object], *, what: str, extra: dict,
                 seconds: float | None = None) -> None:
    """Runs ``attempt`` on a thread until it succeeds, for ``seconds`` at most (default
    ``RETRY_SECONDS``), at most a second apart (so credits go back within a second of Redis
    answering again); then logs an error."""
    def run() -> None:
        limit = RETRY_SECONDS if seconds is None else seconds
        delay, deadline = 0.2, time.monotonic() + limit
        while time.monotonic() < deadline:
            try:
                attempt()
                return
            except Exception:  # noqa: BLE001 - still down: wait a little longer
                time.sleep(delay)
                delay = min(delay * 2, 1.0)  # back within a second of Redis returning
            finally:
                close_old_connections()
        log.error("%s was not given back", what, extra=extra)

    threading.Thread(target=run, name="lease-give-back", daemon=True).start()


