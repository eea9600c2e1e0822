"""Credit leases: a synchronous billed call reserves its credits in Redis, not in PostgreSQL.

The per-call reservation in PostgreSQL (``billing_reserve``) costs a round trip, a commit
and four row writes, and serialises one account's calls on its rows. A lease moves that
cost to one transaction per ``BILLING_LEASE_CREDITS`` calls:

- A *lease* is an ordinary :class:`CreditHold` (endpoint ``lease``) of up to
  ``BILLING_LEASE_CREDITS`` credits, reserved in PostgreSQL with its ledger row like any
  hold, so the balance and the ledger agree at every moment (``manage.py reconcile``).
- Redis keeps what is left of it (free and purchased separately, a test key takes only
  free credits). A call takes its credits from the lease in the same script call that
  counts its rate limits (:data:`_PROTECT_AND_TAKE`): protection and reservation are one
  round trip, atomic, and never below zero. An error answer gives the credits back to the
  lease at once (:data:`_GIVE_BACK`).
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
  gets its credits back from PostgreSQL (:func:`_give_back_late`), never twice.

If Redis loses a lease (a restart without persistence), its calls' charges are lost in
the customer's favour: the sweeper releases the whole hold. At most
``BILLING_LEASE_CREDITS`` credits per active account are at stake; production Redis
should keep an append-only file.

Without Redis (``make run`` on its embedded defaults) or with ``BILLING_LEASE_CREDITS=0``
every call reserves in PostgreSQL as before.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime

from django.conf import settings
from django.core.cache import cache
from django.db import close_old_connections, connection, transaction

from accounts.keycache import GENERATION_KEY, Generation
from accounts.models import Account, ApiKey
from config.errors import InsufficientCredits

from . import holds
from .models import CreditHold

log = logging.getLogger(__name__)

LEASE_ENDPOINT = "lease"
#: Redis forgets a lease a day after it was taken; the settle task is long done by then.
LEASE_TTL_SECONDS = 86_400


def enabled() -> bool:
    return settings.BILLING_LEASE_CREDITS > 0


def _client():
    return cache._cache.get_client(write=True)


def _key(name: str) -> str:
    return cache.make_key(name)


def _cur_key(account_id: int) -> str:
    return _key(f"lease:cur:{account_id}")


def _mailbox_key(mailbox: str) -> str:
    return _key(f"lease:mb:{mailbox}")


def _hash_key(hold_id: int | str) -> str:
    return _key(f"lease:h:{hold_id}")


def _open_key() -> str:
    return _key("lease:open")


#: How long Redis remembers what a call took (:func:`undo_take`): a call whose script
#: reply was lost (the connection broke) is answered 503, and its take is found and
#: given back by this call id if Redis answers again within this time. The records cost
#: Redis memory: about 80 bytes per billed call of the last minute (10,000 calls/s: 50 MB).
CALL_RECORD_SECONDS = 60

#: The take from a lease, written once for both scripts below: the rules of what a call
#: may take (the lease of this month, not being settled; free credits first; a test key
#: never takes purchased ones) and the record of the take under the call's id.
_LEASE = """
local function record_take(prefix, call, hold, f, p)
  if f + p > 0 then
    redis.call('SET', prefix .. 'call:' .. call, hold .. ':' .. f .. ':' .. p,
               'EX', """ + str(CALL_RECORD_SECONDS) + """)
  end
end
local function lease_covering(prefix, pointer, month, amount, live)
  local hold = redis.call('GET', pointer)
  if not hold then return nil end
  local h = prefix .. hold
  local v = redis.call('HMGET', h, 'month', 'fl', 'pl', 'bf', 'bp', 'settling')
  if v[1] ~= month or v[6] then return nil end
  local lease = {hold = hold, h = h, fl = tonumber(v[2]), pl = tonumber(v[3]),
                 bf = tonumber(v[4]), bp = tonumber(v[5])}
  local usable = lease.fl
  if live then usable = lease.fl + lease.pl end
  if usable < amount then return nil end
  return lease
end
local function lease_take(lease, amount, prefix, call)
  local f = math.min(lease.fl, amount)
  local p = amount - f
  if f > 0 then lease.fl = redis.call('HINCRBY', lease.h, 'fl', -f) end
  if p > 0 then lease.pl = redis.call('HINCRBY', lease.h, 'pl', -p) end
  record_take(prefix, call, lease.hold, f, p)
  return f, p
end
"""

#: Protection and reservation in one round trip.
#: KEYS: the n rate-limit counters, [the lookup-lock key], the account's lease pointer,
#:       [a key to read for the call, e.g. its cached company row].
#: ARGV: n, has_lock (0/1), now, amount, live (0/1), month, hash key prefix, call id,
#:       then the n counter TTLs, then the n limits.
#: Returns {status, hold, free taken, paid taken, free left, paid left, base free,
#:          base paid, lock value, the read key's value, count 1..n}; status 0 = refused
#:          by protection (nothing taken or read), 1 = taken, 2 = the lease cannot cover
#:          it (renew).
_PROTECT_AND_TAKE = _LEASE + """
local n = tonumber(ARGV[1])
local now = tonumber(ARGV[3])
local amount = tonumber(ARGV[4])
local refused = false
local counts = {}
for i = 1, n do
  local c = redis.call('INCR', KEYS[i])
  if c == 1 then redis.call('EXPIRE', KEYS[i], ARGV[8 + i]) end
  counts[i] = c
  if c > tonumber(ARGV[8 + n + i]) then refused = true end
end
local k = n + 1
local lock = false
if ARGV[2] == '1' then
  lock = redis.call('GET', KEYS[k])
  if lock and tonumber(lock) > now then refused = true end
  k = k + 1
end
local function answer(status, hold, f, p, fl, pl, bf, bp)
  local read = false
  if status == 1 and #KEYS > k then read = redis.call('GET', KEYS[k + 1]) end
  local out = {status, hold, f, p, fl, pl, bf, bp, lock, read}
  for i = 1, n do out[10 + i] = counts[i] end
  return out
end
if refused then return answer(0, false, 0, 0, 0, 0, 0, 0) end
local lease = lease_covering(ARGV[7], KEYS[k], ARGV[6], amount, ARGV[5] == '1')
if not lease then return answer(2, false, 0, 0, 0, 0, 0, 0) end
local f, p = lease_take(lease, amount, ARGV[7], ARGV[8])
return answer(1, lease.hold, f, p, lease.fl, lease.pl, lease.bf, lease.bp)
"""

#: Undoes what a call took, once (its script's reply was lost): the call's record, read
#: and deleted. ARGV: hash key prefix, call id. Returns {hold, free, paid} or {}.
_UNDO = """
local name = ARGV[1] .. 'call:' .. ARGV[2]
local record = redis.call('GET', name)
if not record then return {} end
redis.call('DEL', name)
local hold, f, p = string.match(record, '^(%d+):(%d+):(%d+)$')
return {tonumber(hold), tonumber(f), tonumber(p)}
"""

#: KEYS: the lease hash. ARGV: free back, paid back.
#: Returns {1, free left, paid left, base free, base paid}, or {0} when the lease is gone
#: or being settled (the caller then gives back in PostgreSQL).
_GIVE_BACK = """
local v = redis.call('HMGET', KEYS[1], 'hold', 'settling', 'bf', 'bp')
if not v[1] or v[2] then return {0} end
local fl = redis.call('HINCRBY', KEYS[1], 'fl', ARGV[1])
local pl = redis.call('HINCRBY', KEYS[1], 'pl', ARGV[2])
return {1, fl, pl, tonumber(v[3]), tonumber(v[4])}
"""

#: Freezes a lease for settling and unhooks it from its pointers.
#: KEYS: the lease hash, the account's pointer, the mailbox pointer. ARGV: hold id.
#: Returns {free, paid, free left, paid left} or {} when Redis does not know the lease.
_FREEZE = """
local v = redis.call('HMGET', KEYS[1], 'free', 'paid', 'fl', 'pl')
if not v[1] then return {} end
redis.call('HSET', KEYS[1], 'settling', '1')
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
if redis.call('GET', KEYS[3]) == ARGV[1] then redis.call('DEL', KEYS[3]) end
return {tonumber(v[1]), tonumber(v[2]), tonumber(v[3]), tonumber(v[4])}
"""

#: Installs a new lease and takes the renewing call's credits from it.
#: KEYS: the lease hash, the account's pointer, the mailbox pointer, the open set.
#: ARGV: hold, month, free, paid, base free, base paid, created (epoch), free taken,
#:       paid taken, ttl seconds, hash key prefix, call id (the take is recorded under it).
#: Returns the pointers' previous holds (they are settled next): {account's, mailbox's}.
_INSTALL = _LEASE + """
record_take(ARGV[11], ARGV[12], ARGV[1], tonumber(ARGV[8]), tonumber(ARGV[9]))
redis.call('HSET', KEYS[1], 'hold', ARGV[1], 'month', ARGV[2], 'free', ARGV[3],
           'paid', ARGV[4], 'fl', ARGV[3] - ARGV[8], 'pl', ARGV[4] - ARGV[9],
           'bf', ARGV[5], 'bp', ARGV[6], 'at', ARGV[7])
redis.call('EXPIRE', KEYS[1], ARGV[10])
redis.call('ZADD', KEYS[4], ARGV[7], ARGV[1])
local old_account = redis.call('GET', KEYS[2])
local old_mailbox = redis.call('GET', KEYS[3])
redis.call('SET', KEYS[2], ARGV[1], 'EX', ARGV[10])
redis.call('SET', KEYS[3], ARGV[1], 'EX', ARGV[10])
return {old_account, old_mailbox}
"""

#: What the account can spend in its lease this month.
#: KEYS: the account's pointer, the mailbox pointer. ARGV: month, hash key prefix.
#: Returns {free left in the mailbox's lease, paid left in the account's lease}.
_LEFT = """
local function field(pointer, name)
  local hold = redis.call('GET', pointer)
  if not hold then return 0 end
  local v = redis.call('HMGET', ARGV[2] .. hold, 'month', name, 'settling')
  if v[1] ~= ARGV[1] or v[3] or not v[2] then return 0 end
  return tonumber(v[2])
end
return {field(KEYS[2], 'fl'), field(KEYS[1], 'pl')}
"""

#: The fast lane's take (``billing.fast_lane``): protection, reservation and the read of
#: the call's cached row like :data:`_PROTECT_AND_TAKE`, but all or nothing -- unless every
#: step succeeds (key cache still current, no limit reached, no lookup lock, the lease
#: covers the call, the row is cached) nothing is counted, taken or read, and the call
#: goes the ordinary way, which then counts it once.
#: KEYS: the n rate-limit counters, the lookup-lock key, the account's lease pointer, the
#:       key cache's generation token, the key to read.
#: ARGV: n, now, amount, live (0/1), month, hash key prefix, the generation the key was
#:       cached under ('' for none), the value that reads as absent (a tombstone), call id,
#:       then the n counter TTLs, then the n limits.
#: Returns {1, hold, free taken, paid taken, free left, paid left, base free, base paid,
#:          the value read}, or {0}.
_FAST_TAKE = _LEASE + """
local n = tonumber(ARGV[1])
local amount = tonumber(ARGV[3])
if (redis.call('GET', KEYS[n + 3]) or '') ~= ARGV[7] then return {0} end
for i = 1, n do
  if tonumber(redis.call('GET', KEYS[i]) or '0') + 1 > tonumber(ARGV[9 + n + i]) then
    return {0}
  end
end
local lock = redis.call('GET', KEYS[n + 1])
if lock and tonumber(lock) > tonumber(ARGV[2]) then return {0} end
local lease = lease_covering(ARGV[6], KEYS[n + 2], ARGV[5], amount, ARGV[4] == '1')
if not lease then return {0} end
local value = redis.call('GET', KEYS[n + 4])
if not value or value == ARGV[8] then return {0} end
for i = 1, n do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], ARGV[9 + i]) end
end
local f, p = lease_take(lease, amount, ARGV[6], ARGV[9])
return {1, lease.hold, f, p, lease.fl, lease.pl, lease.bf, lease.bp, value}
"""

_scripts: dict[str, object] = {}


def _script(source: str):
    script = _scripts.get(source)
    if script is None:
        script = _scripts[source] = _client().register_script(source)  # EVALSHA
    return script


def _run(source: str, keys: list[str], args: list) -> list:
    return _script(source)(keys=keys, args=args, client=_client())


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

    @property
    def amount(self) -> int:
        return self.free + self.paid


def _remaining(live: bool, fl: int, pl: int, bf: int, bp: int) -> int:
    return fl + bf + ((pl + max(bp, 0)) if live else 0)


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
    month: date, now: float, call_id: str, prefetch: str | None = None,
) -> Protected:
    """One script call: counts each ``(key, ttl, limit)`` counter, reads the lookup lock
    and, when nothing refuses the call, takes ``amount`` credits from the account's lease
    (recorded under ``call_id``) and reads the cache key ``prefetch`` (full name) for the
    call. Raises what Redis raises: the caller fails closed and undoes the take that may
    have happened (:func:`undo_take_later`)."""
    keys = [c[0] for c in counters] + ([lock_key] if lock_key else []) + [
        _cur_key(key.account_id)
    ] + ([prefetch] if prefetch else [])
    args = [len(counters), 1 if lock_key else 0, now, amount, 1 if key.is_live else 0,
            month.isoformat(), _hash_key(""), call_id]
    args += [c[1] for c in counters] + [c[2] for c in counters]
    status, hold, f, p, fl, pl, bf, bp, lock, read, *counts = _run(_PROTECT_AND_TAKE, keys, args)
    take = None
    if status == 1:
        take = Take(int(hold), int(f), int(p), _remaining(key.is_live, fl, pl, bf, bp),
                    prefetched=(read,) if prefetch else None)
    return Protected(
        counts=[int(c) for c in counts],
        lock_value=None if lock is None else int(lock),
        take=take,
    )


def fast_take_script() -> str:
    """The source of :data:`_FAST_TAKE`, for the fast lane's own (asynchronous) client."""
    return _FAST_TAKE


def fast_take_call(
    *, counters: list[tuple[str, int, int]], lock_key: str, key: ApiKey,
    generation: Generation | None,
    amount: int, month: date, now: float, read_key: str, absent: str, call_id: str,
) -> tuple[list[str], list]:
    """The KEYS and ARGV of :data:`_FAST_TAKE` (see :func:`protect_and_take` for the
    counters and ``call_id``; ``generation`` as the key cache tagged the key, ``absent``
    the value of ``read_key`` that counts as a miss)."""
    keys = [c[0] for c in counters] + [lock_key, _cur_key(key.account_id),
                                       _key(GENERATION_KEY), read_key]
    args = [len(counters), now, amount, 1 if key.is_live else 0, month.isoformat(),
            _hash_key(""), "" if generation is None else str(generation.token), absent,
            call_id]
    args += [c[1] for c in counters] + [c[2] for c in counters]
    return keys, args


def fast_take_result(result: list, *, live: bool) -> Take | None:
    """The :class:`Take` a :data:`_FAST_TAKE` reply stands for (``prefetched`` holds the
    value read), or None when it took nothing."""
    if int(result[0]) != 1:
        return None
    _, hold, f, p, fl, pl, bf, bp, value = result
    return Take(int(hold), int(f), int(p), _remaining(live, fl, pl, bf, bp), prefetched=(value,))


def _lock_name(mailbox: str) -> list[str]:
    return ["lease:" + mailbox]


@contextmanager
def _mailbox_locked(mailbox: str) -> Iterator[None]:
    """Serialises renewals of one mailbox's leases until the new lease is in Redis (a
    PostgreSQL session advisory lock: a transaction lock would let the next renewal in
    between the commit and the install, find no lease and no credits left, and answer
    402)."""
    name = _lock_name(mailbox)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_lock(hashtextextended(%s, 7))", name)
    try:
        yield
    finally:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_unlock(hashtextextended(%s, 7))", name)


def lock_balance(mailbox: str) -> None:
    """Takes the mailbox's balance lock until the surrounding transaction ends: the same
    lock a renewal holds (:func:`_mailbox_locked`). Everything that moves the balance
    outside a lease (a job's reservation or settlement, a purchase, a refund) and every
    settlement of a lease takes it, and so does reading the balance (:func:`balance_of`
    in ``billing.credits``): a renewal never reads a balance that is about to move, and a
    reader never sees a lease frozen but its credits not yet back in PostgreSQL. That is
    what keeps ``X-Credits-Remaining`` exact while jobs settle."""
    if not connection.in_atomic_block:
        raise RuntimeError("lock_balance needs a transaction")
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 7))",
                       _lock_name(mailbox))


#: A lease renewed sooner than this after it was taken was too small for its account's
#: pace: the next one is twice its size (up to ``BILLING_LEASE_MAX_CREDITS``).
LEASE_GROW_SECONDS = 5


def _next_size(account_id: int) -> int:
    """The size of an account's next lease: ``BILLING_LEASE_CREDITS``, or twice the
    current lease's when that one lasted less than ``LEASE_GROW_SECONDS``, at most
    ``BILLING_LEASE_MAX_CREDITS``. A busy key then renews every few seconds instead of
    many times a second (each renewal is a database transaction that the account's other
    calls wait for); a quiet one keeps small leases."""
    base = settings.BILLING_LEASE_CREDITS
    hold = _client().get(_cur_key(account_id))
    if hold is None:
        return base
    at, free, paid = _client().hmget(_hash_key(int(hold)), "at", "free", "paid")
    if at is None or time.time() - int(at) >= LEASE_GROW_SECONDS:
        return base
    return max(base, min(2 * (int(free) + int(paid)), settings.BILLING_LEASE_MAX_CREDITS))


def renew(*, key: ApiKey, amount: int, month: date) -> Take:
    """Settles the account's (and its mailbox's) lease and reserves a new one that covers
    ``amount``, taking it. Raises :class:`InsufficientCredits` when the balance cannot."""
    account = key.account
    with _mailbox_locked(account.mailbox):
        return _renew_locked(key=key, amount=amount, month=month)


def _renew_locked(*, key: ApiKey, amount: int, month: date) -> Take:
    account = key.account
    # Another call may have renewed while this one waited for the lock.
    call_id = new_call_id()
    try:
        again = protect_and_take(counters=[], lock_key=None, key=key, amount=amount,
                                 month=month, now=time.time(), call_id=call_id)
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
        if free + (paid if key.is_live else 0) < amount:
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
    if p and not key.is_live:  # the allowance shrank under us (a job took some): no lease
        holds.settle(hold_id=hold.pk, charge=0)
        raise InsufficientCredits(remaining=hold.free_amount, needed=amount)
    call_id = new_call_id()
    try:
        old = _run(
            _INSTALL,
            [_hash_key(hold.pk), _cur_key(account.pk), _mailbox_key(account.mailbox),
             _open_key()],
            [hold.pk, month.isoformat(), hold.free_amount, hold.purchased_amount,
             base.free_remaining, base.purchased, int(time.time()), f, p, LEASE_TTL_SECONDS,
             _hash_key(""), call_id],
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
        base.free_remaining, base.purchased))


def give_back(take: Take, credits: int, *, live: bool) -> int | None:
    """Returns ``credits`` of a take (purchased first, like ``settle_hold``). Answers the
    key's new remaining balance, or None when it was given back in PostgreSQL (the lease
    was being settled) or will be: with Redis unreachable a thread keeps trying, so an
    error answer is never charged for a store's hiccup. Never raises."""
    if not credits or take.hold_id is None:
        return take.remaining
    try:
        return _give_back_now(take, credits, live=live)
    except Exception:  # noqa: BLE001 - the answer stands; the credits follow
        log.warning("credits could not be given back yet; retrying", exc_info=True,
                    extra={"hold": take.hold_id, "credits": credits})
        _keep_trying(lambda: _give_back_now(take, credits, live=live),
                     what="credits of an unsuccessful call",
                     extra={"hold": take.hold_id, "credits": credits})
        return None


def _give_back_now(take: Take, credits: int, *, live: bool) -> int | None:
    paid = min(credits, take.paid)
    free = credits - paid
    result = _run(_GIVE_BACK, [_hash_key(take.hold_id)], [free, paid])
    if result[0] == 1:
        _, fl, pl, bf, bp = result
        return _remaining(live, fl, pl, bf, bp)
    _give_back_late(take.hold_id, credits)
    return None


#: How long a give-back that failed keeps being retried (then it is logged as an error).
RETRY_SECONDS = 600


def undo_take(call_id: str, *, live: bool) -> int:
    """Gives back, once, what the script call ``call_id`` took, if it took anything: the
    caller lost the script's reply (the connection broke) and answered 503, which costs
    nothing. Returns the credits given back. Raises what Redis raises."""
    record = _run(_UNDO, [], [_hash_key(""), call_id])
    if not record:
        return 0
    hold, free, paid = (int(v) for v in record)
    credits = free + paid
    if give_back(Take(hold, free, paid, 0), credits, live=live) is None:
        log.info("an undone take was given back in PostgreSQL", extra={"hold": hold})
    return credits


def undo_take_later(call_id: str, *, live: bool) -> None:
    """:func:`undo_take` on a thread that keeps trying while Redis cannot be reached, as
    long as the record lives (``CALL_RECORD_SECONDS``). Never raises."""
    _keep_trying(lambda: undo_take(call_id, live=live), what="an unanswered call's take",
                 extra={"call": call_id}, seconds=CALL_RECORD_SECONDS)


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


def _give_back_late(hold_id: int, credits: int) -> None:
    """A call ended after its lease was frozen: the lease is settled (here, if its
    settler has not finished), then the call's credits return through PostgreSQL, at most
    what the lease charged."""
    settle(hold_id)
    holds.give_back_charged(hold_id=hold_id, credits=credits)


def settle(hold_id: int) -> int | None:
    """Settles one lease exactly once: freezes it in Redis, charges what its calls took,
    returns the rest, forgets it. Returns the credits charged, or None when it was
    settled already or Redis does not know it (see :func:`settle_lost`)."""
    hold = CreditHold.objects.filter(pk=hold_id).values("account_id", "mailbox").first()
    if hold is None:
        _forget(hold_id)
        return None
    account_id, mailbox = hold["account_id"], hold["mailbox"]
    with transaction.atomic():
        lock_balance(mailbox)
        snapshot = _run(_FREEZE, [_hash_key(hold_id), _cur_key(account_id),
                                  _mailbox_key(mailbox)], [hold_id])
        if not snapshot:
            return None
        free, paid, fl, pl = (int(v) for v in snapshot)
        charged = holds.settle(hold_id=hold_id, charge=(free - fl) + (paid - pl))
        # Forgotten only once the settlement is committed: a rollback leaves the frozen
        # lease in Redis for settle_due to settle again from the same snapshot.
        transaction.on_commit(lambda: _forget(hold_id))
    return charged


def _forget(hold_id: int) -> None:
    """Drops a settled lease from Redis (after the commit). Never raises: a lease left
    frozen there takes no calls, and ``settle_due`` forgets it later."""
    try:
        pipe = _client().pipeline(transaction=False)
        pipe.delete(_hash_key(hold_id))
        pipe.zrem(_open_key(), hold_id)
        pipe.execute()
    except Exception:  # noqa: BLE001 - see above
        log.warning("a settled lease could not be forgotten yet", exc_info=True,
                    extra={"hold": hold_id})


def settle_account(account: Account | int) -> None:
    """Settles the account's lease and the one holding its mailbox's free allowance (the
    balance then lives in PostgreSQL alone until the next call). Called before the
    balance moves outside a lease (a job's hold, a purchase, a refund, a chargeback), so
    the credits left in the lease count and the next lease starts from the true balance."""
    if not enabled():
        return
    if isinstance(account, int):
        account = Account.objects.only("pk", "mailbox").get(pk=account)
    pointers = _client().mget([_cur_key(account.pk), _mailbox_key(account.mailbox)])
    for hold_id in {int(h) for h in pointers if h is not None}:
        settle(hold_id)


def left_in_leases(account: Account, month: date) -> tuple[int, int]:
    """(free, purchased) credits the account can still take from leases this month.
    Raises what Redis raises: without the leases the balance is not known."""
    if not enabled():
        return 0, 0
    fl, pl = _run(_LEFT, [_cur_key(account.pk), _mailbox_key(account.mailbox)],
                  [month.isoformat(), _hash_key("")])
    return int(fl), int(pl)


def forgiven_bound() -> int:
    """The most a Redis restart that loses the leases can forgive one account: its lease,
    which is never larger than ``BILLING_LEASE_MAX_CREDITS`` (or one call's price, when
    that is larger). A lost lease is released at the account's next call
    (:func:`release_lost`), so a restart forgives at most one lease per account."""
    return settings.BILLING_LEASE_MAX_CREDITS


def release_lost(account: Account) -> int:
    """Releases in full, at once, the open lease holds of the account's mailbox that Redis
    no longer knows (it restarted without the lease): their calls' consumption is lost,
    so it is forgiven, and the balance they held is spendable again -- never a 402 for an
    account with credits. Only under the mailbox's renewal lock (:func:`renew`): no
    renewal can be between reserving a lease and installing it then. Returns how many."""
    open_ids = list(CreditHold.objects.filter(
        endpoint=LEASE_ENDPOINT, settled_at__isnull=True, mailbox=account.mailbox,
    ).values_list("pk", flat=True))
    if not open_ids:
        return 0
    pipe = _client().pipeline(transaction=False)
    for hold_id in open_ids:
        pipe.exists(_hash_key(hold_id))
    released = 0
    for hold_id, exists in zip(open_ids, pipe.execute(), strict=True):
        if not exists:
            holds.settle(hold_id=hold_id, charge=0)
            released += 1
            log.warning("released a lease Redis no longer knows", extra={"hold": hold_id})
    return released


def settle_due(*, now: float | None = None) -> int:
    """The beat task: settles leases taken more than ``BILLING_LEASE_SECONDS`` ago, and
    releases in full lease holds Redis no longer knows (see :func:`settle_lost`)."""
    if not enabled():
        return 0
    now = time.time() if now is None else now
    due = _client().zrangebyscore(_open_key(), "-inf", now - settings.BILLING_LEASE_SECONDS)
    settled = 0
    for hold_id in due:
        if settle(int(hold_id)) is not None:
            settled += 1
    return settled + settle_lost(now=now)


def settle_lost(*, now: float | None = None) -> int:
    """Lease holds still open in PostgreSQL that Redis does not know (it restarted
    without persistence): their consumption is unknown, so they are released in full, in
    the customer's favour, once they are older than twice ``BILLING_LEASE_SECONDS``."""
    now = time.time() if now is None else now
    cutoff = datetime.fromtimestamp(now - 2 * settings.BILLING_LEASE_SECONDS - 5, tz=UTC)
    open_ids = list(
        CreditHold.objects.filter(
            endpoint=LEASE_ENDPOINT, settled_at__isnull=True, created_at__lt=cutoff
        ).values_list("pk", flat=True)[:10_000]
    )
    if not open_ids:
        return 0
    client = _client()
    pipe = client.pipeline(transaction=False)
    for hold_id in open_ids:
        pipe.exists(_hash_key(hold_id))
    known = pipe.execute()
    released = 0
    for hold_id, exists in zip(open_ids, known, strict=True):
        if exists:
            if settle(hold_id) is not None:
                released += 1
            continue
        holds.settle(hold_id=hold_id, charge=0)
        released += 1
        log.warning("released a lease Redis no longer knows", extra={"hold": hold_id})
    return released
