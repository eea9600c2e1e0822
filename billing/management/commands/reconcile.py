"""``manage.py reconcile``: proves every balance equals its ledger; exits 1 otherwise."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from billing.reconcile import ledger_reconcile


class Command(BaseCommand):
    help = (
        "Checks that each account's purchased credits equal the sum of its ledger rows and "
        "each mailbox's monthly allowance use equals its ledger rows. Exit status 1 on any "
        "mismatch."
    )

    def handle(self, *args: object, **options: object) -> None:
        result = ledger_reconcile()
        self.stdout.write(
            f"ledger entries: {result.ledger_entries}; accounts checked: {result.accounts}; "
            f"allowance months checked: {result.allowance_months}; "
            f"mismatches: {len(result.mismatches)}"
        )
        for mismatch in result.mismatches:
            self.stderr.write(f"MISMATCH {mismatch}")
        if not result.ok:
            raise CommandError(f"{len(result.mismatches)} balance(s) differ from the ledger")
        self.stdout.write(self.style.SUCCESS("OK: every balance equals its ledger"))
