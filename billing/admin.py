"""Staff inspection of billing rows (read-only): ledger, allowance, holds, usage, purchases,
Stripe events and account locks."""

from django.contrib import admin

from .models import (
    AccountLockEvent,
    AllowanceMonthClose,
    AllowanceUsage,
    CreditHold,
    LedgerEntry,
    Purchase,
    StripeEvent,
    UsageDaily,
)


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(LedgerEntry)
class LedgerEntryAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "account", "kind", "free_delta", "purchased_delta", "endpoint", "reference")
    list_filter = ("kind",)
    search_fields = ("account__email", "reference")


@admin.register(AllowanceUsage)
class AllowanceUsageAdmin(ReadOnlyAdmin):
    list_display = ("mailbox", "month", "used")
    search_fields = ("mailbox",)


@admin.register(CreditHold)
class CreditHoldAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "account", "endpoint", "free_amount", "purchased_amount", "settled_at", "charged")


@admin.register(UsageDaily)
class UsageDailyAdmin(ReadOnlyAdmin):
    list_display = ("day", "account", "endpoint", "calls", "credits")
    list_filter = ("day",)


@admin.register(Purchase)
class PurchaseAdmin(ReadOnlyAdmin):
    list_display = (
        "public_id", "created_at", "account", "package", "credits", "amount_cents", "status",
        "credits_granted", "credits_revoked",
    )
    list_filter = ("status", "package")
    search_fields = (
        "public_id", "account__email", "stripe_checkout_session_id",
        "stripe_payment_intent_id", "stripe_invoice_id",
    )


@admin.register(StripeEvent)
class StripeEventAdmin(ReadOnlyAdmin):
    list_display = ("event_id", "type", "received_at", "processed_at", "outcome", "error")
    list_filter = ("type",)
    search_fields = ("event_id",)


@admin.register(AccountLockEvent)
class AccountLockEventAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "account", "action", "actor", "reason")
    list_filter = ("action",)
    search_fields = ("account__email", "reason")


@admin.register(AllowanceMonthClose)
class AllowanceMonthCloseAdmin(ReadOnlyAdmin):
    list_display = ("mailbox", "month", "used", "expired", "closed_at")
    list_filter = ("month",)
    search_fields = ("mailbox",)
