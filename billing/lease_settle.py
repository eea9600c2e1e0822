"""Settling credit leases: the balance lock, settling a lease exactly once (its charge and
its calls' usage in one transaction), releasing leases Redis lost, and reading the credits
and usage still in open leases. See ``billing.leases`` for how a lease is taken."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F

from accounts.models import Account

from . import holds
from . import lease_scripts as rs
from .models import CreditHold, UsageDaily
from .usage_counts import upsert_usage

log = logging.getLogger(__name__)

LEASE_ENDPOINT = "lease"


def enabled() -> bool:
    return settings.BILLING_LEASE_CREDITS > 0


def _lock_name(mailbox: str) -> list[str]:
    return ["lease:" + mailbox]


@contextmanager
def mailbox_locked(mailbox: str) -> Iterator[None]:
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
    lock a renewal holds (:func:`mailbox_locked`). Everything that moves the balance
    outside a lease (a job's reservation or settlement, a purchase, a refund) and every
    settlement of a lease takes it, and so does reading the balance or the usage
    (``billing.credits.balance_of``, ``billing.usage``): a renewal never reads a balance
    that is about to move, and a reader never sees a lease frozen but its credits (or its
    usage) not yet in PostgreSQL. That is what keeps ``X-Credits-Remaining`` exact while
    jobs settle."""
    if not connection.in_atomic_block:
        raise RuntimeError("lock_balance needs a transaction")
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 7))",
                       _lock_name(mailbox))


def _usage_of(account_id: int, fields: dict[str, int]) -> list:
    return [(account_id, key_id, day, endpoint, calls, credits)
            for (day, key_id, endpoint), (calls, credits) in rs.usage_rows(fields).items()]


def settle(hold_id: int) -> int | None:
    """Settles one lease exactly once: freezes it in Redis, charges what its calls took
    and writes their usage (one transaction), returns the rest, forgets it. Returns the
    credits charged, or None when it was settled already or Redis does not know it (see
    :func:`settle_lost`)."""
    hold = CreditHold.objects.filter(pk=hold_id).values("account_id", "mailbox").first()
    if hold is None:
        forget(hold_id)
        return None
    account_id, mailbox = hold["account_id"], hold["mailbox"]
    with transaction.atomic():
        lock_balance(mailbox)
        snapshot = rs.run(rs.FREEZE, [rs.hash_key(hold_id), rs.cur_key(account_id),
                                      rs.mailbox_key(mailbox)], [hold_id])
        if not snapshot:
            return None
        free, paid, fl, pl = (int(v) for v in snapshot[:4])
        fields = {_text(snapshot[i]): int(snapshot[i + 1]) for i in range(4, len(snapshot), 2)}
        charged = holds.settle(hold_id=hold_id, charge=(free - fl) + (paid - pl))
        if charged is not None:
            usage = _usage_of(account_id, fields)
            counted = sum(row[5] for row in usage)
            if counted != charged:  # the scripts keep them equal; say so loudly if not
                log.error("a lease's usage and charge differ",
                          extra={"hold": hold_id, "usage": counted, "charged": charged})
            upsert_usage(usage)
        # Forgotten only once the settlement is committed: a rollback leaves the frozen
        # lease in Redis for settle_due to settle again from the same snapshot.
        transaction.on_commit(lambda: forget(hold_id))
    return charged


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def give_back_late(hold_id: int, credits: int, *, use: str, uncount: bool = False) -> None:
    """A call ended after its lease was frozen: the lease is settled (here, if its
    settler has not finished), then the call's credits return through PostgreSQL, at most
    what the lease charged, and its usage row loses them (and the call, ``uncount``) in
    the same transaction."""
    settle(hold_id)
    with transaction.atomic():
        given = holds.give_back_charged(hold_id=hold_id, credits=credits) if credits else 0
        if (given or uncount) and use:
            day, key_id, endpoint = use.split("|", 2)
            UsageDaily.objects.filter(
                account_id=CreditHold.objects.filter(pk=hold_id).values("account_id")[:1],
                key_id=int(key_id), day=date.fromisoformat(day), endpoint=endpoint,
            ).update(credits=F("credits") - given, calls=F("calls") - (1 if uncount else 0))


def forget(hold_id: int) -> None:
    """Drops a settled lease from Redis (after the commit). Never raises: a lease left
    frozen there takes no calls, and ``settle_due`` forgets it later."""
    try:
        pipe = rs.client().pipeline(transaction=False)
        pipe.delete(rs.hash_key(hold_id))
        pipe.zrem(rs.open_key(), hold_id)
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
    pointers = rs.client().mget([rs.cur_key(account.pk), rs.mailbox_key(account.mailbox)])
    for hold_id in {int(h) for h in pointers if h is not None}:
        settle(hold_id)


def left_in_leases(account: Account, month: date) -> tuple[int, int]:
    """(free, purchased) credits the account can still take from leases this month.
    Raises what Redis raises: without the leases the balance is not known."""
    if not enabled():
        return 0, 0
    fl, pl = rs.run(rs.LEFT, [rs.cur_key(account.pk), rs.mailbox_key(account.mailbox)],
                    [month.isoformat(), rs.hash_key("")])
    return int(fl), int(pl)


def usage_in_leases(account_id: int) -> list:
    """The usage rows ``(account_id, key_id, day, endpoint, calls, credits)`` counted in
    the account's open leases, not yet in PostgreSQL. Call it under the balance lock
    (:func:`lock_balance`) with the database's rows. Raises what Redis raises."""
    if not enabled():
        return []
    open_ids = list(CreditHold.objects.filter(
        account_id=account_id, endpoint=LEASE_ENDPOINT, settled_at__isnull=True,
    ).values_list("pk", flat=True))
    if not open_ids:
        return []
    rows: list = []
    for fields in rs.run(rs.USAGE, [rs.hash_key(h) for h in open_ids], []):
        pairs = {_text(fields[i]): int(fields[i + 1]) for i in range(0, len(fields), 2)}
        rows += _usage_of(account_id, pairs)
    return rows


def forgiven_bound() -> int:
    """The most a Redis restart that loses the leases can forgive one account: its lease,
    which is never larger than ``BILLING_LEASE_MAX_CREDITS`` (or one call's price, when
    that is larger). A lost lease is released at the account's next call
    (:func:`release_lost`), so a restart forgives at most one lease per account. Its
    calls' usage is lost with it: usage always equals what was charged."""
    return settings.BILLING_LEASE_MAX_CREDITS


def release_lost(account: Account) -> int:
    """Releases in full, at once, the open lease holds of the account's mailbox that Redis
    no longer knows (it restarted without the lease): their calls' consumption is lost,
    so it is forgiven, and the balance they held is spendable again -- never a 402 for an
    account with credits. Only under the mailbox's renewal lock (``billing.leases.renew``):
    no renewal can be between reserving a lease and installing it then. Returns how many."""
    open_ids = list(CreditHold.objects.filter(
        endpoint=LEASE_ENDPOINT, settled_at__isnull=True, mailbox=account.mailbox,
    ).values_list("pk", flat=True))
    return _release_unknown(open_ids, settle_known=False)


def _release_unknown(open_ids: list[int], *, settle_known: bool) -> int:
    if not open_ids:
        return 0
    pipe = rs.client().pipeline(transaction=False)
    for hold_id in open_ids:
        pipe.exists(rs.hash_key(hold_id))
    released = 0
    for hold_id, exists in zip(open_ids, pipe.execute(), strict=True):
        if exists:
            if settle_known and settle(hold_id) is not None:
                released += 1
            continue
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
    due = rs.client().zrangebyscore(rs.open_key(), "-inf",
                                    now - settings.BILLING_LEASE_SECONDS)
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
    return _release_unknown(open_ids, settle_known=True)
