from django.contrib import admin

from .models import Account, ApiKey


class ApiKeyInline(admin.TabularInline):
    model = ApiKey
    extra = 0
    fields = ("prefix", "kind", "label", "created_at", "last_used_at", "revoked_at")
    readonly_fields = ("prefix", "kind", "created_at", "last_used_at")
    can_delete = False


@admin.register(Account)
class AccountAdmin(admin.ModelAdmin):
    list_display = ("email", "purchased_credits", "has_purchased", "locked_at", "date_joined")
    list_filter = ("is_staff", "has_purchased")
    search_fields = ("email", "mailbox")
    readonly_fields = ("mailbox", "purchased_credits", "has_purchased", "date_joined", "last_login")
    exclude = ("password", "groups", "user_permissions")
    inlines = [ApiKeyInline]


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    list_display = ("prefix", "account", "kind", "label", "created_at", "last_used_at", "revoked_at")
    list_filter = ("kind",)
    search_fields = ("prefix", "account__email")
    readonly_fields = ("prefix", "digest", "kind", "account", "created_at", "last_used_at")
