"""Proof that balances equal their ledger: per account ``purchased_credits`` is the sum of
``purchased_delta``; per mailbox and month ``AllowanceUsage.used`` is minus the sum of
``free_delta``."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from django.db.models import Sum

from accounts.models import Account

from .models import AllowanceUsage, LedgerEntry


@dataclass
class Mismatch:
    what: str  # "account" or "allowance"
    key: str
    balance: int
    ledger: int

    def __str__(self) -> str:
        return f"{self.what} {self.key}: balance {self.balance} != ledger {self.ledger}"


@dataclass
class Reconciliation:
    accounts: int = 0
    allowance_months: int = 0
    ledger_entries: int = 0
    mismatches: list[Mismatch] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.mismatches


def ledger_reconcile() -> Reconciliation:
    result = Reconciliation(ledger_entries=LedgerEntry.objects.count())

    ledger_purchased = dict(
        LedgerEntry.objects.values("account_id")
        .annotate(total=Sum("purchased_delta"))
        .values_list("account_id", "total")
    )
    balances = dict(Account.objects.values_list("pk", "purchased_credits"))
    result.accounts = len(balances)
    for account_id in sorted(set(balances) | set(ledger_purchased)):
        balance = balances.get(account_id, 0)
        ledger = ledger_purchased.get(account_id) or 0
        if balance != ledger:
            result.mismatches.append(Mismatch("account", str(account_id), balance, ledger))

    ledger_free: dict[tuple[str, date], int] = {
        (mailbox, month): -(total or 0)
        for mailbox, month, total in LedgerEntry.objects.values("mailbox", "month")
        .annotate(total=Sum("free_delta"))
        .values_list("mailbox", "month", "total")
    }
    used: dict[tuple[str, date], int] = {
        (mailbox, month): value
        for mailbox, month, value in AllowanceUsage.objects.values_list("mailbox", "month", "used")
    }
    result.allowance_months = len(used)
    for mailbox, month in sorted(set(used) | set(ledger_free)):
        balance = used.get((mailbox, month), 0)
        ledger = ledger_free.get((mailbox, month), 0)
        if balance != ledger:
            result.mismatches.append(
                Mismatch("allowance", f"{mailbox} {month:%Y-%m}", balance, ledger)
            )
    return result
