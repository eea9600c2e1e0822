"""Credit holds in PostgreSQL: the balance, a reservation, its settlement and the ledger.

Rules (SPEC Limits, CONTRACT §2), held by the ``billing_reserve`` PostgreSQL function
(migration billing/0003) and the functions here:
- free allowance first (250 per mailbox and UTC month), then purchased credits;
- a test key spends only the free allowance;
- a reservation is atomic: parallel calls never take a balance below zero;
- every movement is a :class:`LedgerEntry` written in the same transaction as the balance.

Nothing here knows credit leases (``billing.leases`` builds on this module, and
``billing.credits`` puts both together for everyone else).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F
from django.utils import timezone

from accounts.models import Account
from config.errors import InsufficientCredits

from .models import AllowanceUsage, CreditHold, LedgerEntry


def current_month(now: datetime | None = None) -> date:
    """The first day of the calendar month (UTC) that ``now`` (default: the present)
    falls in. Aware datetimes in other zones are converted to UTC first."""
    now = now or timezone.now()
    if timezone.is_aware(now):
        now = now.astimezone(UTC)
    return date(now.year, now.month, 1)


def free_allowance() -> int:
    return settings.FREE_CREDITS_PER_MONTH


@dataclass(frozen=True)
class Balance:
    free_remaining: int
    purchased: int

    def spendable(self, *, live: bool) -> int:
        return self.free_remaining + (max(self.purchased, 0) if live else 0)


def balance_in_database(account: Account, *, month: date | None = None) -> Balance:
    """The balance outside credit leases (a lease is a hold: its credits are taken)."""
    month = month or current_month()
    used = (
        AllowanceUsage.objects.filter(mailbox=account.mailbox, month=month)
        .values_list("used", flat=True)
        .first()
        or 0
    )
    purchased = Account.objects.filter(pk=account.pk).values_list("purchased_credits", flat=True)
    return Balance(
        free_remaining=max(free_allowance() - used, 0), purchased=purchased.first() or 0
    )


_local = threading.local()


def reservations_made() -> int:
    """How many reservations this thread has made: a caller that remembered a balance can
    tell whether another reservation (e.g. a job started inside a call) changed it since."""
    return getattr(_local, "count", 0)


def reserve(
    *, account: Account, live: bool, amount: int, endpoint: str, for_job: bool = False,
    now: datetime | None = None,
) -> CreditHold:
    """Holds ``amount`` credits or raises :class:`InsufficientCredits` (nothing held);
    ``now`` (default: the present) picks the allowance month. In one round trip: the ``billing_reserve`` PostgreSQL function
    (migration billing/0003) holds the rules (free allowance first, a test key never
    takes purchased credits, never below zero). Outside a transaction it commits on its
    own, so the row locks it takes are held only for that one statement."""
    if amount < 0:
        raise ValueError("amount must not be negative")
    _local.count = reservations_made() + 1
    now = now or timezone.now()
    month = current_month(now)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT * FROM billing_reserve(%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [account.pk, account.mailbox, month, amount, live, free_allowance(), endpoint,
             for_job, now],
        )
        hold_id, free_taken, purchased_taken, free_left, purchased_left = cursor.fetchone()
    if hold_id is None:
        raise InsufficientCredits(remaining=free_left + purchased_left, needed=amount)
    hold = CreditHold(
        pk=hold_id, account=account, mailbox=account.mailbox, month=month,
        free_amount=free_taken, purchased_amount=purchased_taken, endpoint=endpoint,
        for_job=for_job, created_at=now,
    )
    hold._state.adding = False
    hold._state.db = connection.alias
    hold.spendable_after = free_left + purchased_left
    return hold


def _return_credits(hold: CreditHold, *, free_back: int, purchased_back: int, note: str = ""):
    """Gives credits of ``hold`` back to the balance, with its ledger row (inside the
    caller's transaction)."""
    if purchased_back:
        Account.objects.filter(pk=hold.account_id).update(
            purchased_credits=F("purchased_credits") + purchased_back
        )
    if free_back:
        AllowanceUsage.objects.filter(mailbox=hold.mailbox, month=hold.month).update(
            used=F("used") - free_back
        )
    LedgerEntry.objects.create(
        account_id=hold.account_id,
        kind=LedgerEntry.RELEASE,
        mailbox=hold.mailbox,
        month=hold.month,
        free_delta=free_back,
        purchased_delta=purchased_back,
        hold=hold,
        endpoint=hold.endpoint,
        note=note,
    )


def settle(*, hold_id: int, charge: int,
           before_return: Callable[[CreditHold], None] | None = None) -> int | None:
    """Charges ``charge`` credits of a hold and returns the rest. Exactly once: a hold
    already settled is left alone and ``None`` is returned; otherwise the amount charged.
    ``before_return(hold)`` runs in the same transaction before credits come back.

    The free part is charged first (it expires); the purchased part is returned first.
    """
    with transaction.atomic():
        hold = CreditHold.objects.select_for_update().get(pk=hold_id)
        if hold.settled_at is not None:
            return None
        charge = max(0, min(charge, hold.amount))
        give_back = hold.amount - charge
        purchased_back = min(give_back, hold.purchased_amount)
        if give_back:
            if before_return is not None:
                before_return(hold)
            _return_credits(hold, free_back=give_back - purchased_back,
                            purchased_back=purchased_back)
        hold.settled_at = timezone.now()
        hold.charged = charge
        hold.save(update_fields=["settled_at", "charged"])
    return charge


def give_back_charged(*, hold_id: int, credits: int) -> int:
    """Returns up to ``credits`` of what a settled hold charged (a call that ended after
    its credit lease was settled). Never more than the hold charged, so a credit is never
    returned twice; an unsettled hold is left to its settler. Returns what was given."""
    with transaction.atomic():
        hold = CreditHold.objects.select_for_update().get(pk=hold_id)
        if hold.settled_at is None:
            return 0
        give = min(credits, hold.charged or 0)
        if not give:
            return 0
        # the charge took free credits first, so purchased ones go back first
        charged_paid = (hold.charged or 0) - min(hold.charged or 0, hold.free_amount)
        purchased_back = min(give, charged_paid)
        free_back = give - purchased_back
        _return_credits(hold, free_back=free_back, purchased_back=purchased_back,
                        note="returned after the lease was settled")
        hold.charged = (hold.charged or 0) - give
        hold.save(update_fields=["charged"])
    return give
