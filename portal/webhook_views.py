"""Portal pages for webhooks: create (secret shown once), list with status and the latest
deliveries with every attempt, watch-list editing, test events, retries, enabling and
deletion. The rules (purchase requirement, URL policy, limits, watch-list validation, what a
retry or enabling does) are the API's: these views call the same services."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Prefetch
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from config.errors import ApiError, NotFound
from webhooks import services
from webhooks.delivery_log import log_cutoff
from webhooks.models import Delivery, DeliveryAttempt, Webhook

from .forms import WatchListForm, WebhookCreateForm, split_entries
from .once import form_token_new, form_token_use

RECENT_DELIVERIES = 20


def _back_to(hook: Webhook) -> HttpResponse:
    return redirect("portal:webhook", public_id=hook.public_id)


def _mine(request: HttpRequest, public_id: str) -> Webhook:
    try:
        return services.webhook_get(account=request.user, public_id=public_id)
    except NotFound:
        raise Http404("No such webhook.") from None


def _latest_delivery(webhook: Webhook) -> Delivery | None:
    return webhook.deliveries.select_related("event").order_by("-created_at", "-id").first()


def _list_page(
    request: HttpRequest,
    form: WebhookCreateForm,
    *,
    created: Webhook | None = None,
    secret: str = "",
    status: int = 200,
) -> HttpResponse:
    hooks = services.webhooks_of(account=request.user)
    rows = [
        {
            "webhook": hook,
            "watched": hook.subscriptions.count(),
            "latest": _latest_delivery(hook),
        }
        for hook in hooks
    ]
    active = sum(1 for hook in hooks if hook.status == Webhook.ACTIVE)
    return render(
        request,
        "portal/webhooks.html",
        {
            "section": "webhooks",
            "rows": rows,
            "form": form,
            "created": created,
            "secret": secret,
            "active_count": active,
            "max_active": services.MAX_ACTIVE_WEBHOOKS,
            "can_create": request.user.has_purchased and not request.user.is_locked,
        },
        status=status,
    )


@require_http_methods(["GET", "POST"])
@login_required
def webhooks(request: HttpRequest) -> HttpResponse:
    """Lists webhooks; a POST creates one and shows its signing secret in this answer only."""
    if request.method == "GET":
        return _list_page(request, WebhookCreateForm(initial={"once": form_token_new()}))
    form = WebhookCreateForm(request.POST)
    if request.user.is_locked:
        messages.error(request, "This account is locked; webhooks cannot be created.")
        return redirect("portal:webhooks")
    if not form.is_valid():
        return _list_page(request, form, status=400)
    fresh_form = WebhookCreateForm(initial={"once": form_token_new()})
    if not form_token_use(account_id=request.user.pk, token=form.cleaned_data["once"]):
        messages.warning(
            request,
            "This form was already submitted, so no second webhook was created. The signing "
            "secret is shown only once: if you did not copy it, delete the webhook and create "
            "a new one.",
        )
        return _list_page(request, fresh_form)
    try:
        hook, secret = services.webhook_create(
            account=request.user,
            url=form.cleaned_data["url"],
            description=form.cleaned_data["description"],
        )
    except ApiError as exc:  # purchase_required, invalid_request (URL), limit_exceeded
        if exc.code == "purchase_required":
            messages.error(request, exc.message)
        form.add_error("url" if exc.code == "invalid_request" else None, exc.message)
        form.data = form.data.copy()
        form.data["once"] = form_token_new()
        return _list_page(request, form, status=exc.status)
    response = _list_page(request, fresh_form, created=hook, secret=secret)
    response["Cache-Control"] = "no-store"
    return response


def _detail_page(
    request: HttpRequest, hook: Webhook, form: WatchListForm, *, status: int = 200
) -> HttpResponse:
    deliveries = (
        hook.deliveries.select_related("event")
        .prefetch_related(Prefetch(
            "exchanges",
            queryset=DeliveryAttempt.objects.filter(finished_at__gte=log_cutoff()).order_by("-number"),
        ))
        .order_by("-created_at", "-id")[:RECENT_DELIVERIES]
    )
    return render(
        request,
        "portal/webhook_detail.html",
        {
            "section": "webhooks",
            "webhook": hook,
            "watch": services.subscriptions_read(webhook=hook),
            "form": form,
            "deliveries": deliveries,
            "max_per_call": services.MAX_ENTRIES_PER_CALL,
            "max_per_account": services.MAX_ENTRIES_PER_ACCOUNT,
        },
        status=status,
    )


@require_GET
@login_required
def webhook_detail(request: HttpRequest, public_id: str) -> HttpResponse:
    return _detail_page(request, _mine(request, public_id), WatchListForm())


@require_POST
@login_required
def webhook_watch(request: HttpRequest, public_id: str) -> HttpResponse:
    """Adds companies and domains to the watch list (the API's validation and limits)."""
    hook = _mine(request, public_id)
    form = WatchListForm(request.POST)
    if not form.is_valid():
        return _detail_page(request, hook, form, status=400)
    body = form.body()
    if not body["companies"] and not body["domains"]:
        form.add_error(None, "Enter at least one company id or domain.")
        return _detail_page(request, hook, form, status=400)
    try:
        entries = services.watch_list_parse(body)
        before = len(services.subscriptions_read(webhook=hook))
        after = len(services.subscriptions_add(webhook=hook, entries=entries))
    except ApiError as exc:  # invalid_request (domain, unknown company, > 100), limit_exceeded
        form.add_error(None, exc.message)
        return _detail_page(request, hook, form, status=exc.status)
    added = after - before
    messages.success(
        request,
        f"{added} entr{'y' if added == 1 else 'ies'} added"
        + (f"; {len(entries) - added} already watched." if len(entries) > added else "."),
    )
    return _back_to(hook)


@require_POST
@login_required
def webhook_unwatch(request: HttpRequest, public_id: str) -> HttpResponse:
    """Removes the ticked entries from the watch list."""
    hook = _mine(request, public_id)
    body = {
        "companies": split_entries(" ".join(request.POST.getlist("companies"))),
        "domains": split_entries(" ".join(request.POST.getlist("domains"))),
    }
    if not body["companies"] and not body["domains"]:
        messages.info(request, "Tick the entries you want to remove first.")
        return _back_to(hook)
    try:
        entries = services.watch_list_parse(body)
    except ApiError as exc:
        messages.error(request, exc.message)
        return _back_to(hook)
    before = len(services.subscriptions_read(webhook=hook))
    after = len(services.subscriptions_remove(webhook=hook, entries=entries))
    removed = before - after
    messages.success(request, f"{removed} entr{'y' if removed == 1 else 'ies'} removed.")
    return _back_to(hook)


@require_POST
@login_required
def webhook_delete(request: HttpRequest, public_id: str) -> HttpResponse:
    hook = _mine(request, public_id)
    services.webhook_delete(account=request.user, public_id=hook.public_id)
    messages.success(request, f"Webhook {hook.public_id} ({hook.url}) is deleted.")
    return redirect("portal:webhooks")


def _act(request: HttpRequest, hook: Webhook, action: Callable[[], str]) -> HttpResponse:
    """Runs a webhook service call; shows its success text, or the API's reason for refusing
    (webhook_disabled, limit_exceeded), on the webhook's page. A missing target is a 404."""
    try:
        done = action()
    except NotFound:
        raise Http404("Not found.") from None
    except ApiError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, done)
    return _back_to(hook)


@require_POST
@login_required
def webhook_test(request: HttpRequest, public_id: str) -> HttpResponse:
    """Queues a webhook.test event for this webhook (POST /v1/webhooks/{id}/test)."""
    hook = _mine(request, public_id)

    def send() -> str:
        event = services.webhook_send_test(webhook=hook)
        return f"Test event {event.public_id} is on its way; its attempts appear below."

    return _act(request, hook, send)


@require_POST
@login_required
def webhook_retry(request: HttpRequest, public_id: str, delivery_id: str) -> HttpResponse:
    """Delivers an event again now (POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry)."""
    hook = _mine(request, public_id)

    def retry() -> str:
        delivery = services.delivery_retry(webhook=hook, delivery_id=delivery_id)
        return f"{delivery.event.public_id} is sent again now."

    return _act(request, hook, retry)


@require_POST
@login_required
def webhook_enable(request: HttpRequest, public_id: str) -> HttpResponse:
    """Makes a disabled webhook active again (POST /v1/webhooks/{id}/enable)."""
    hook = _mine(request, public_id)

    def enable() -> str:
        services.webhook_enable(account=request.user, public_id=hook.public_id)
        return f"Webhook {hook.public_id} is active again."

    return _act(request, hook, enable)
