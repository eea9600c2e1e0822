"""Portal pages of the signed-in account: overview, API keys, usage, account deletion.

Every query is scoped to ``request.user``: another account's key is a 404 like a missing one.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.models import ApiKey
from accounts.services import account_delete, api_key_create, api_key_revoke
from billing.credits import balance_of
from billing.usage import usage_range
from webhooks.models import Webhook
from webhooks.services import MAX_ACTIVE_WEBHOOKS, webhooks_of

from .forms import AccountDeleteForm, ApiKeyCreateForm, UsageRangeForm
from .guides import SAMPLE_KEY_VARIABLE, guide_sample
from .once import form_token_new, form_token_use
from .usage import usage_overview


@require_GET
@login_required
def home(request: HttpRequest) -> HttpResponse:
    account = request.user
    keys = ApiKey.objects.filter(account=account, revoked_at__isnull=True)
    hooks = webhooks_of(account=account)  # the same list the webhooks page shows
    first_calls = _first_calls(key=f"${SAMPLE_KEY_VARIABLE}")
    return render(
        request,
        "portal/home.html",
        {
            "section": "home",
            "balance": balance_of(account),
            "key_count": keys.count(),
            "webhook_count": len(hooks),
            "active_webhook_count": sum(1 for hook in hooks if hook.status == Webhook.ACTIVE),
            "max_active_webhooks": MAX_ACTIVE_WEBHOOKS,
            "key_variable": SAMPLE_KEY_VARIABLE,
            "first_calls": first_calls,
        },
    )


def _first_calls(*, key: str) -> dict[str, str]:
    """The quickstart's first REST and MCP calls with ``key`` and this site's address in
    place (tests/portal/test_guide_samples.py runs them on the demo data)."""
    site = settings.SITE_URL
    return {
        "rest": guide_sample("quickstart", "first-call").filled_in(key=key, site_url=site),
        "mcp": guide_sample("quickstart", "mcp-first-call").filled_in(key=key, site_url=site),
    }


def _keys_page(
    request: HttpRequest,
    form: ApiKeyCreateForm,
    *,
    created: ApiKey | None = None,
    plaintext: str = "",
    status: int = 200,
) -> HttpResponse:
    keys = ApiKey.objects.filter(account=request.user).order_by("revoked_at", "-created_at")
    return render(
        request,
        "portal/keys.html",
        {
            "section": "keys",
            "form": form,
            "active_keys": [k for k in keys if k.revoked_at is None],
            "revoked_keys": [k for k in keys if k.revoked_at is not None][:20],
            "created": created,
            "plaintext": plaintext,
            "first_calls": _first_calls(key=plaintext) if plaintext else None,
        },
        status=status,
    )


@require_http_methods(["GET", "POST"])
@login_required
def keys(request: HttpRequest) -> HttpResponse:
    """Lists keys; a POST creates one and shows its plaintext in this answer only."""
    if request.method == "GET":
        return _keys_page(request, ApiKeyCreateForm(initial={"once": form_token_new()}))
    form = ApiKeyCreateForm(request.POST)
    if not form.is_valid():
        return _keys_page(request, form, status=400)
    fresh_form = ApiKeyCreateForm(initial={"once": form_token_new()})
    if not form_token_use(account_id=request.user.pk, token=form.cleaned_data["once"]):
        messages.warning(
            request,
            "This form was already submitted, so no second key was created. A key is shown "
            "only once: if you did not copy it, revoke it and create a new one.",
        )
        return _keys_page(request, fresh_form)
    key, plaintext = api_key_create(
        account=request.user, kind=form.cleaned_data["kind"], label=form.cleaned_data["label"]
    )
    response = _keys_page(request, fresh_form, created=key, plaintext=plaintext)
    response["Cache-Control"] = "no-store"
    return response


@require_POST
@login_required
def key_revoke(request: HttpRequest, pk: int) -> HttpResponse:
    key = get_object_or_404(ApiKey, pk=pk, account=request.user)
    if key.revoked_at is None:
        api_key_revoke(key=key)
        messages.success(request, f"Key {key.prefix}… is revoked; calls with it now get 401.")
    return redirect("portal:keys")


@require_GET
@login_required
def usage(request: HttpRequest) -> HttpResponse:
    """Usage over ``?from=&to=`` (default the last 30 days) of ``?keys=`` (default all);
    a bad range or an unknown key is a 400 that says why, next to the fields, and shows
    the default range of all keys."""
    default = usage_range(date_from=None, date_to=None)
    form = UsageRangeForm(request.GET or None, account=request.user,
                          initial={"from": default[0], "to": default[1]})
    valid = form.is_valid() if form.is_bound else True
    date_from, date_to = form.cleaned_data["range"] if form.is_bound and valid else default
    key_ids = form.cleaned_data["key_ids"] if form.is_bound and valid else None
    return render(
        request,
        "portal/usage.html",
        {
            "section": "usage",
            "form": form,
            "usage": usage_overview(account=request.user, date_from=date_from, date_to=date_to,
                                    key_ids=key_ids),
        },
        status=200 if valid else 400,
    )


@require_GET
@login_required
def account(request: HttpRequest) -> HttpResponse:
    return render(request, "portal/account.html", {"section": "account"})


@require_http_methods(["GET", "POST"])
@login_required
def account_delete_confirm(request: HttpRequest) -> HttpResponse:
    """Deletes the account after the owner typed its address: keys revoked, webhooks
    removed; this month's free-allowance consumption stays with the mailbox."""
    form = AccountDeleteForm(request.POST or None, email=request.user.email)
    if request.method == "POST" and form.is_valid():
        account_delete(account=request.user)
        logout(request)
        messages.success(request, "Your account is deleted. Its keys no longer work.")
        return redirect("landing")
    return render(
        request,
        "portal/account_delete.html",
        {"section": "account", "form": form, "balance": balance_of(request.user)},
        status=400 if form.is_bound else 200,
    )
