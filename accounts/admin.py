from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from billing.models import AccountLockEvent, LedgerEntry, Purchase
from billing.services import account_lock, account_unlock

from .models import Account, ApiKey


class ApiKeyInline(admin.TabularInline):
    model = ApiKey
    extra = 0
    fields = ("prefix", "kind", "label", "created_at", "last_used_at", "revoked_at")
    readonly_fields = ("prefix", "kind", "created_at", "last_used_at")
    can_delete = False


class ReadOnlyInline(admin.TabularInline):
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


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


class LockReasonForm(forms.Form):
    reason = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text="Recorded with your name in the account's lock history.",
    )


def _with_reason(request: HttpRequest, queryset: QuerySet, *, action: str, title: str):
    """The admin's intermediate page: asks for a reason, then returns it (or None while
    the form is being shown)."""
    form = LockReasonForm(request.POST if "reason" in request.POST else None)
    if form.is_bound and form.is_valid():
        return form.cleaned_data["reason"], None
    page = TemplateResponse(
        request,
        "admin/accounts/account/lock_reason.html",
        {
            "title": title,
            "form": form,
            "accounts": queryset,
            "action": action,
            "action_checkbox_name": admin.helpers.ACTION_CHECKBOX_NAME,
            "opts": Account._meta,
        },
    )
    return None, page


@admin.register(Account)
class AccountAdmin(admin.ModelAdmin):
    list_display = (
        "email", "purchased_credits", "has_purchased", "locked_at", "date_joined",
    )
    list_filter = ("is_staff", "has_purchased", ("locked_at", admin.EmptyFieldListFilter))
    search_fields = ("email", "mailbox")
    readonly_fields = (
        "mailbox", "purchased_credits", "has_purchased", "date_joined", "last_login",
        "locked_at", "lock_reason", "ledger",
    )
    exclude = ("password", "groups", "user_permissions")
    inlines = [ApiKeyInline, PurchaseInline, LockEventInline]
    actions = ["unlock_accounts", "lock_accounts"]

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

    @admin.action(description="Unlock selected accounts (asks for a reason)")
    def unlock_accounts(self, request: HttpRequest, queryset: QuerySet) -> HttpResponse | None:
        reason, page = _with_reason(
            request, queryset, action="unlock_accounts", title="Unlock accounts"
        )
        if page is not None:
            return page
        done = sum(
            account_unlock(account=account, reason=reason, actor=request.user)
            for account in queryset
        )
        self.message_user(request, f"{done} account(s) unlocked.", messages.SUCCESS)
        return None

    @admin.action(description="Lock selected accounts (asks for a reason)")
    def lock_accounts(self, request: HttpRequest, queryset: QuerySet) -> HttpResponse | None:
        reason, page = _with_reason(
            request, queryset, action="lock_accounts", title="Lock accounts"
        )
        if page is not None:
            return page
        for account in queryset:
            account_lock(account=account, reason=reason, actor=request.user)
        self.message_user(request, f"{queryset.count()} account(s) locked.", messages.WARNING)
        return None


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    list_display = ("prefix", "account", "kind", "label", "created_at", "last_used_at", "revoked_at")
    list_filter = ("kind",)
    search_fields = ("prefix", "account__email")
    readonly_fields = ("prefix", "digest", "kind", "account", "created_at", "last_used_at")
