"""The one path every billed call takes, REST view or MCP tool alike (ARCHITECTURE §1):

protect -> reserve -> run the domain service -> charge on success | release on error
        -> count unsuccessful lookups -> record usage -> remaining balance
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction

from accounts.models import ApiKey
from accounts.services import api_key_touch
from config.errors import ApiError, NotFound

from .credits import balance_of, reservations_made, reserve_credits, settle_hold
from .deferred import count_usage, mark_settled_in_full
from .models import CreditHold
from .protection import count_unsuccessful_lookup, protect_call
from .usage import record_usage

log = logging.getLogger(__name__)


@dataclass
class Outcome:
    """What a domain service answers. ``credits`` is charged on 200/201 (at most the
    reserved amount); ``keep_hold`` hands the hold to a job (202) that settles it later."""

    body: Any
    credits: int
    status: int = 200
    unsuccessful_lookup: bool = False
    keep_hold: bool = False
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Answer:
    body: Any
    status: int
    credits_charged: int
    remaining: int
    headers: dict[str, str]


def remaining_for(key: ApiKey) -> int:
    return balance_of(key.account).spendable(live=key.is_live)


def _settle_and_record(*, hold: CreditHold, charge: int, endpoint: str) -> int:
    """Settles the hold (``charge`` 0 releases it) and records the call in ONE
    transaction: the usage upsert then costs no commit of its own (measured on
    PostgreSQL: about 0.5 ms inside the transaction, about 3 ms with its own commit)."""
    with transaction.atomic():
        charged = settle_hold(hold_id=hold.pk, charge=charge) or 0
        record_usage(account_id=hold.account_id, endpoint=endpoint, credits=charged)
    return charged


def billed_call(
    *,
    key: ApiKey,
    ip: str,
    endpoint: str,
    max_credits: int,
    run: Callable[[CreditHold], Outcome],
    for_job: bool = False,
) -> Answer:
    """Runs ``run`` as a billed call. :class:`ApiError` from any step propagates after
    the reservation is released and the call is recorded; nothing is charged then.

    The common case -- a success charged in full -- costs one cache round trip
    (protection) and one database round trip (the reservation, which already moved the
    balance and wrote its ledger row); marking the hold settled and counting usage are
    batched off the request thread (``billing.deferred``)."""
    protect_call(key=key, ip=ip)
    api_key_touch(key=key)
    account = key.account
    try:
        hold = reserve_credits(
            account=account, live=key.is_live, amount=max_credits, endpoint=endpoint,
            for_job=for_job,
        )
    except ApiError:
        count_usage(account_id=account.pk, endpoint=endpoint, credits=0)
        raise
    made = reservations_made()
    try:
        outcome = run(hold)
    except BaseException as exc:
        _settle_and_record(hold=hold, charge=0, endpoint=endpoint)
        if isinstance(exc, NotFound):
            count_unsuccessful_lookup(key=key)
        raise
    charge = outcome.credits if outcome.status in (200, 201) else 0
    remaining: int | None = None
    if outcome.keep_hold:  # the job settles it at completion
        charged = 0
        count_usage(account_id=account.pk, endpoint=endpoint, credits=0)
        remaining = hold.spendable_after
    elif charge >= hold.amount:
        charged = hold.amount
        mark_settled_in_full(hold_id=hold.pk, charge=charged)
        count_usage(account_id=account.pk, endpoint=endpoint, credits=charged)
        remaining = hold.spendable_after
    else:
        charged = _settle_and_record(hold=hold, charge=charge, endpoint=endpoint)
    if outcome.unsuccessful_lookup:
        count_unsuccessful_lookup(key=key)
    if reservations_made() != made:  # the call reserved more (a job): the balance moved
        remaining = None
    return Answer(
        body=outcome.body,
        status=outcome.status,
        credits_charged=charged,
        remaining=remaining_for(key) if remaining is None else remaining,
        headers=outcome.headers,
    )
