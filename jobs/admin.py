"""Staff inspection of jobs (read-only: jobs move only through their runners)."""

from django.contrib import admin
from django.http import HttpRequest

from .models import IdempotencyRecord, Job


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(Job)
class JobAdmin(ReadOnlyAdmin):
    list_display = (
        "public_id", "type", "status", "account", "created_at", "completed_at",
        "progress_done", "progress_total", "credits_charged", "error_code", "attempts",
    )
    list_filter = ("type", "status", "error_code")
    search_fields = ("public_id", "account__email", "dedupe_key")
    date_hierarchy = "created_at"
    list_select_related = ("account",)
    exclude = ("hold",)
    readonly_fields = (
        "public_id", "account", "type", "status", "input", "created_at", "started_at",
        "completed_at", "progress_done", "progress_total", "credits_charged", "hold_summary",
        "error_code", "error_message", "expires_at", "attempts", "locked_until", "dedupe_key",
    )

    @admin.display(description="credit hold")
    def hold_summary(self, obj: Job) -> str:
        hold = obj.hold
        if hold is None:
            return "-"
        state = f"settled, charged {hold.charged}" if hold.settled_at else "open"
        return f"{hold.amount} credits held for {hold.endpoint} ({state})"


@admin.register(IdempotencyRecord)
class IdempotencyRecordAdmin(ReadOnlyAdmin):
    list_display = ("key", "account", "status", "job", "created_at")
    search_fields = ("key", "account__email")
    exclude = ("body", "headers")
