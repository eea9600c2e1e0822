"""Staff admin of accounts: a read-only page with the account's keys, ledger, purchases and
lock history; locking, unlocking and deleting are actions that ask for a reason and are
recorded with the staff member. It composes accounts and billing, so it lives here, at the
top (README "Layers"); keys have their own page in ``accounts/admin.py``."""

from django.contrib import admin
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from accounts.admin import ReadOnlyInline, ViewOnlyAdmin
from accounts.models import Account, ApiKey
from accounts.services import account_delete
from billing.models import AccountLockEvent, LedgerEntry, Purchase
from billing.services import account_lock, account_unlock
from config.admin_actions import reason_action


class ApiKeyInline(ReadOnlyInline):
    model = ApiKey
    fields = ("prefix", "kind", "label", "created_at", "last_used_at", "revoked_at")
    readonly_fields = fields


class PurchaseInline(ReadOnlyInline):
    model = Purchase
    fields = (
        "public_id", "created_at", "package", "credits", "amount_cents", "status",
        "credits_granted", "credits_revoked", "paid_at", "stripe_invoice_id",
    )
    readonly_fields = fields


class LockEventInline(ReadOnlyInline):
    model = AccountLockEvent
    fk_name = "account"
    fields = ("created_at", "action", "reason", "actor")
    readonly_fields = fields
    verbose_name_plural = "lock history"


def _lock(*, account: Account, reason: str, actor: Account) -> bool:
    if account.deleted_at is not None:
        return False  # a deleted account stays as it was
    account_lock(account=account, reason=reason, actor=actor)
    return True


def _delete(*, account: Account, reason: str, actor: Account) -> bool:
    if account.deleted_at is not None or account.is_staff:
        return False
    account_delete(account=account)
    return True


@admin.register(Account)
class AccountAdmin(ViewOnlyAdmin):
    """Read-only: deleting, locking and unlocking are actions that ask for a reason."""

    list_display = (
        "email", "purchased_credits", "has_purchased", "locked_at", "date_joined",
    )
    list_filter = ("is_staff", "has_purchased", ("locked_at", admin.EmptyFieldListFilter))
    search_fields = ("email", "mailbox")
    fields = (
        "email", "mailbox", "is_active", "is_staff", "deleted_at", "purchased_credits",
        "has_purchased", "date_joined", "last_login", "locked_at", "lock_reason", "ledger",
    )
    readonly_fields = fields
    inlines = [ApiKeyInline, PurchaseInline, LockEventInline]
    actions = [
        reason_action(
            name="unlock_accounts", title="Unlock accounts", service=account_unlock,
            keyword="account", verb="Unlocked", with_actor=True,
            intro="API calls and purchases of these accounts work again.",
        ),
        reason_action(
            name="lock_accounts", title="Lock accounts", service=_lock, keyword="account",
            verb="Locked", with_actor=True,
            intro="Every API call of these accounts answers 403 account_locked until unlocked.",
        ),
        reason_action(
            name="delete_accounts", title="Delete accounts", service=_delete,
            keyword="account", verb="Deleted", with_actor=True,
            intro="Keys are revoked, webhooks removed and the address anonymised, as when a "
            "customer deletes the account. It cannot be undone. Staff accounts are skipped.",
        ),
    ]

    @admin.display(description="ledger (latest 20)")
    def ledger(self, obj: Account) -> str:
        if obj.pk is None:
            return "-"
        rows = LedgerEntry.objects.filter(account=obj).order_by("-created_at", "-id")[:20]
        url = reverse("admin:billing_ledgerentry_changelist") + f"?account__id__exact={obj.pk}"
        table = format_html_join(
            "",
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            (
                (
                    f"{e.created_at:%Y-%m-%d %H:%M:%S}", e.kind, e.free_delta, e.purchased_delta,
                    e.endpoint or e.reference or "", e.note,
                )
                for e in rows
            ),
        )
        return format_html(
            '<table><tr><th>at</th><th>kind</th><th>free</th><th>purchased</th>'
            "<th>endpoint / reference</th><th>note</th></tr>{}</table>"
            '<p><a href="{}">all ledger entries of this account</a></p>',
            table,
            url,
        )
