"""Credits: buy a package through Stripe Checkout, see the balance, purchases and invoices.

Credits arrive only with Stripe's verified payment webhook (``billing.stripe_events``).
The page the customer returns to after paying follows that checkout (``session_id``) and
refreshes itself only while it is pending; coming back from a cancelled checkout marks it
cancelled (``billing.purchases.purchase_cancel``).
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from billing.credits import balance_of
from billing.models import Purchase
from billing.packages import PACKAGES, UnknownPackage
from billing.purchases import invoice_list, purchase_cancel, purchase_start
from billing.stripe_client import PaymentsUnavailable

from .forms import PackageForm

log = logging.getLogger(__name__)

# While a purchase started this recently is still pending, the page reloads itself.
AUTO_REFRESH_WINDOW = timedelta(minutes=30)
AUTO_REFRESH_SECONDS = 5


def _package_rows() -> list[dict]:
    return [
        {
            "code": p.code,
            "credits": p.credits,
            "euros": p.amount_cents // 100,
            "cents_per_credit": f"{p.amount_cents / p.credits:.3f}".rstrip("0").rstrip("."),
        }
        for p in PACKAGES.values()
    ]


@require_GET
@login_required
def billing(request: HttpRequest) -> HttpResponse:
    account = request.user
    checkout = request.GET.get("checkout", "")
    if checkout == "cancelled" and request.GET.get("purchase"):
        try:
            purchase_cancel(account=account, public_id=request.GET["purchase"])
        except PaymentsUnavailable as exc:  # stays pending; Stripe expires it within a day
            log.warning("portal checkout not cancelled", extra={"error": str(exc)})
    returned = None  # the checkout the customer just came back from
    if checkout == "success" and request.GET.get("session_id"):
        returned = Purchase.objects.filter(
            account=account, stripe_checkout_session_id=request.GET["session_id"]
        ).first()
    purchases = list(Purchase.objects.filter(account=account).order_by("-created_at")[:10])
    waiting = (
        returned is not None
        and returned.status == Purchase.PENDING
        and returned.created_at > timezone.now() - AUTO_REFRESH_WINDOW
    )
    invoices, invoices_error = [], False
    try:
        invoices = invoice_list(account=account)
    except PaymentsUnavailable as exc:
        log.warning("portal invoices unavailable", extra={"error": str(exc)})
        invoices_error = True
    return render(
        request,
        "portal/billing.html",
        {
            "section": "billing",
            "balance": balance_of(account),
            "packages": _package_rows(),
            "purchases": purchases,
            "checkout": checkout if checkout in ("success", "cancelled") else "",
            "returned": returned,
            "waiting": waiting,
            "refresh_seconds": AUTO_REFRESH_SECONDS,
            "invoices": invoices,
            "invoices_error": invoices_error,
        },
    )


@require_POST
@login_required
def buy(request: HttpRequest) -> HttpResponse:
    """Starts a Stripe Checkout for one package and sends the customer there."""
    if request.user.is_locked:
        messages.error(request, "This account is locked; purchases are paused until it is cleared.")
        return redirect("portal:billing")
    form = PackageForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose package S, M or L.")
        return redirect("portal:billing")
    try:
        purchase = purchase_start(account=request.user, package=form.cleaned_data["package"])
    except (PaymentsUnavailable, UnknownPackage) as exc:
        log.warning("portal purchase not started", extra={"error": str(exc)})
        messages.error(
            request, "Payments are not available at the moment; nothing was charged. Please try "
            "again later.",
        )
        return redirect("portal:billing")
    if not purchase.checkout_url:
        messages.error(request, "The payment page could not be opened; nothing was charged.")
        return redirect("portal:billing")
    return redirect(purchase.checkout_url)
