"""Staff admin of API keys: read-only pages; a key is revoked by an action that asks for a
reason and is recorded with the staff member. The page of an account (its keys, ledger,
purchases and lock history) is ``portal/admin.py``: it shows billing, which sits above
accounts (README "Layers")."""

from django.contrib import admin
from django.http import HttpRequest

from config.admin_actions import reason_action

from .models import Account, ApiKey
from .services import api_key_revoke


class ReadOnlyInline(admin.TabularInline):
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


def _revoke(*, key: ApiKey, reason: str, actor: Account) -> bool:
    if key.revoked_at is not None:
        return False
    api_key_revoke(key=key)
    return True


class ViewOnlyAdmin(admin.ModelAdmin):
    """Rows staff inspect but never edit in a form: changes go through reasoned actions."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(ApiKey)
class ApiKeyAdmin(ViewOnlyAdmin):
    """Read-only: a key is revoked by the action (asks for a reason), never un-revoked."""

    list_display = ("prefix", "account", "kind", "label", "created_at", "last_used_at", "revoked_at")
    list_filter = ("kind", ("revoked_at", admin.EmptyFieldListFilter))
    search_fields = ("prefix", "account__email")
    fields = ("prefix", "account", "kind", "label", "created_at", "last_used_at", "revoked_at")
    readonly_fields = fields
    actions = [
        reason_action(
            name="revoke_keys", title="Revoke keys", service=_revoke, keyword="key",
            verb="Revoked", with_actor=True,
            intro="Calls with these keys answer 401 at once. A revoked key stays revoked.",
        ),
    ]
