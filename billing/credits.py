"""Where credits move, for everyone outside billing's internals: reserve before a call,
settle (charge) on success, release on error, the balance, purchases and refunds.

The holds themselves live in PostgreSQL (``billing.holds``); what is left of an account's
credit lease lives in Redis (``billing.leases``). Everything here that moves the balance
outside a lease first settles the lease under the mailbox's balance lock, so the balance
a lease was taken against stays true and ``X-Credits-Remaining`` exact.
"""

from __future__ import annotations

from datetime import date, datetime

from django.db import transaction
from django.db.models import F
from redis.exceptions import RedisError

from accounts.models import Account
from config.errors import TemporarilyUnavailable

from . import lease_settle
from .holds import (  # noqa: F401 - the public names of billing's credits
    Balance,
    balance_in_database,
    current_month,
    free_allowance,
    give_back_charged,
    reservations_made,
    reserve,
    settle,
)
from .models import CreditHold, LedgerEntry


def balance_of(account: Account, *, month: date | None = None) -> Balance:
    """What the account can spend: the database's balance plus what is left in its
    credit lease (``billing.leases``), read under the mailbox's balance lock so that no
    settlement or renewal is half done. Raises :class:`TemporarilyUnavailable` when Redis
    cannot say what is left in the lease (the balance is not known then)."""
    month = month or current_month()
    with transaction.atomic():
        lease_settle.lock_balance(account.mailbox)
        balance = balance_in_database(account, month=month)
        try:
            free, paid = lease_settle.left_in_leases(account, month)
        except Exception as exc:
            raise TemporarilyUnavailable() from exc
    return Balance(free_remaining=balance.free_remaining + free,
                   purchased=balance.purchased + paid)


def reserve_credits(
    *,
    account: Account,
    live: bool,
    amount: int,
    endpoint: str,
    for_job: bool = False,
    now: datetime | None = None,
) -> CreditHold:
    """Holds ``amount`` credits or raises :class:`InsufficientCredits` (nothing held).
    ``now`` (default: the present) picks the allowance month. The account's credit lease
    is settled first, so the credits left in it count and the next lease starts from the
    balance after this hold."""
    if not amount:
        return reserve(account=account, live=live, amount=amount, endpoint=endpoint,
                       for_job=for_job, now=now)
    with transaction.atomic():
        _settle_lease_first(account.mailbox, account)
        return reserve(account=account, live=live, amount=amount, endpoint=endpoint,
                       for_job=for_job, now=now)


def _settle_lease_first(mailbox: str, account: Account | int) -> None:
    """Settles the account's lease under the balance lock; with Redis unreachable the
    balance cannot move safely: :class:`TemporarilyUnavailable` (503, fail closed)."""
    lease_settle.lock_balance(mailbox)
    try:
        lease_settle.settle_account(account)
    except RedisError as exc:
        raise TemporarilyUnavailable() from exc


def settle_hold(*, hold_id: int, charge: int) -> int | None:
    """Charges ``charge`` credits of a hold (a job's) and returns the rest, exactly once
    (``None`` when it was settled already). Credits that come back settle the account's
    lease first: its base would be stale."""
    return settle(hold_id=hold_id, charge=charge,
                  before_return=lambda hold: _settle_lease_first(hold.mailbox, hold.account_id))


def release_hold(*, hold_id: int) -> None:
    """Returns a whole hold (an error answer, a failed job). Idempotent."""
    settle_hold(hold_id=hold_id, charge=0)


def adjust_purchased(
    *, account: Account, delta: int, kind: str, reference: str | None, note: str = ""
) -> bool:
    """Moves purchased credits (grant, refund, chargeback, adjustment) with its ledger
    row. Idempotent by ``reference``: a second call with it changes nothing and returns
    False. A negative delta may take the balance below zero (a debt)."""
    with transaction.atomic():
        if reference and LedgerEntry.objects.filter(reference=reference).exists():
            return False
        _settle_lease_first(account.mailbox, account)  # the next lease starts from here
        Account.objects.filter(pk=account.pk).update(
            purchased_credits=F("purchased_credits") + delta
        )
        LedgerEntry.objects.create(
            account=account,
            kind=kind,
            mailbox=account.mailbox,
            month=current_month(),
            purchased_delta=delta,
            reference=reference,
            note=note,
        )
    return True
