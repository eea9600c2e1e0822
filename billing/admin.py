from django.contrib import admin

from .models import AllowanceUsage, CreditHold, LedgerEntry, UsageDaily


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
