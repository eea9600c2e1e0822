"""Buying credit packages through Stripe Checkout, and the invoices Stripe issued.

Starting a purchase grants nothing: credits arrive only with the verified Stripe webhook
(``billing.stripe_events``). The portal calls :func:`purchase_start` and redirects the
customer to ``purchase.checkout_url``; it lists :func:`invoice_list` under invoices.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from django.db import IntegrityError, transaction

from accounts.models import Account

from . import stripe_client
from .models import Purchase, StripeCustomer
from .packages import package_get


def stripe_customer_for(*, account: Account) -> str:
    """The account's Stripe customer id, created on first use."""
    existing = StripeCustomer.objects.filter(account=account).first()
    if existing:
        return existing.customer_id
    customer_id = stripe_client.customer_create(email=account.email, account_id=account.pk)
    try:
        with transaction.atomic():
            StripeCustomer.objects.create(account=account, customer_id=customer_id)
    except IntegrityError:  # a parallel first purchase created it (same idempotency key)
        return StripeCustomer.objects.get(account=account).customer_id
    return customer_id


def purchase_start(*, account: Account, package: str) -> Purchase:
    """Creates a pending purchase and its Stripe Checkout Session; the customer pays on
    ``purchase.checkout_url``. Raises :class:`packages.UnknownPackage` or
    :class:`stripe_client.PaymentsUnavailable` (the purchase is then marked failed)."""
    chosen = package_get(package)
    if account.deleted_at is not None:
        raise ValueError("a deleted account cannot buy credits")
    customer_id = stripe_customer_for(account=account)
    purchase = Purchase.objects.create(
        account=account,
        package=chosen.code,
        credits=chosen.credits,
        amount_cents=chosen.amount_cents,
        currency=chosen.currency,
        stripe_customer_id=customer_id,
    )
    try:
        session = stripe_client.checkout_session_create(
            purchase_id=purchase.public_id,
            account_id=account.pk,
            customer_id=customer_id,
            package=chosen,
        )
    except stripe_client.PaymentsUnavailable:
        Purchase.objects.filter(pk=purchase.pk).update(status=Purchase.FAILED)
        raise
    purchase.stripe_checkout_session_id = session["id"]
    purchase.checkout_url = session.get("url") or ""
    purchase.save(update_fields=["stripe_checkout_session_id", "checkout_url"])
    return purchase


def purchase_cancel(*, account: Account, public_id: str) -> Purchase | None:
    """The customer came back from Checkout without paying: the purchase becomes
    ``cancelled`` and its session is expired at Stripe, so it cannot be paid later. Only a
    pending purchase of this account changes (None otherwise). If Stripe cannot be asked,
    the purchase stays pending (a payment might still complete) and this raises
    :class:`stripe_client.PaymentsUnavailable`."""
    purchase = Purchase.objects.filter(
        account=account, public_id=public_id, status=Purchase.PENDING
    ).first()
    if purchase is None:
        return None
    if purchase.stripe_checkout_session_id:
        session = stripe_client.checkout_session_expire(purchase.stripe_checkout_session_id)
        if session.get("status") != "expired":
            return None  # completed meanwhile: the payment webhook decides
    changed = Purchase.objects.filter(pk=purchase.pk, status=Purchase.PENDING).update(
        status=Purchase.CANCELLED
    )
    purchase.refresh_from_db()
    return purchase if changed else None


@dataclass(frozen=True)
class BilledTo:
    """Whom an invoice names: what the customer entered in Checkout."""

    name: str
    address: str
    tax_ids: list[str]


def _billed_to(invoice: dict[str, Any]) -> BilledTo | None:
    address = invoice.get("customer_address") or {}
    lines = [
        address.get("line1"), address.get("line2"),
        " ".join(p for p in (address.get("postal_code"), address.get("city")) if p),
        address.get("country"),
    ]
    tax_ids = [t.get("value", "") for t in invoice.get("customer_tax_ids") or []]
    name = invoice.get("customer_name") or ""
    if not (name or any(lines) or tax_ids):
        return None
    return BilledTo(name=name, address=", ".join(p for p in lines if p), tax_ids=tax_ids)


@dataclass(frozen=True)
class InvoiceSummary:
    id: str
    number: str | None
    date: date
    amount_cents: int
    currency: str
    status: str
    hosted_invoice_url: str | None
    pdf_url: str | None
    billed_to: BilledTo | None = None


def _summary(invoice: dict[str, Any]) -> InvoiceSummary:
    return InvoiceSummary(
        id=invoice["id"],
        number=invoice.get("number"),
        date=datetime.fromtimestamp(invoice["created"], tz=UTC).date(),
        amount_cents=invoice.get("total", invoice.get("amount_due", 0)),
        currency=invoice.get("currency", "eur"),
        status=invoice.get("status") or "",
        hosted_invoice_url=invoice.get("hosted_invoice_url"),
        pdf_url=invoice.get("invoice_pdf"),
        billed_to=_billed_to(invoice),
    )


def _invoice_id_of(purchase: Purchase) -> str:
    """The purchase's invoice id; asked from Stripe when the webhook did not carry it yet
    (Stripe may finalise the invoice after the session completed)."""
    if purchase.stripe_invoice_id or not purchase.stripe_checkout_session_id:
        return purchase.stripe_invoice_id
    session = stripe_client.checkout_session_retrieve(purchase.stripe_checkout_session_id)
    invoice = session.get("invoice") or ""
    invoice_id = invoice["id"] if isinstance(invoice, dict) else invoice
    if invoice_id:
        Purchase.objects.filter(pk=purchase.pk).update(stripe_invoice_id=invoice_id)
    return invoice_id


def invoice_list(*, account: Account) -> list[InvoiceSummary]:
    """The account's invoices (newest first): those of its Stripe customer, plus any
    purchase's invoice issued to another customer. Drafts and voided ones are left out.
    Raises :class:`stripe_client.PaymentsUnavailable` when Stripe cannot be asked."""
    found: dict[str, dict[str, Any]] = {}
    customer = StripeCustomer.objects.filter(account=account).first()
    if customer:
        for invoice in stripe_client.invoices_for_customer(customer.customer_id):
            found[invoice["id"]] = invoice
    paid = Purchase.objects.filter(account=account, credits_granted=True)
    for purchase in paid:
        invoice_id = _invoice_id_of(purchase)
        if invoice_id and invoice_id not in found:
            found[invoice_id] = stripe_client.invoice_retrieve(invoice_id)
    shown = [inv for inv in found.values() if inv.get("status") not in ("draft", "void")]
    shown.sort(key=lambda inv: inv["created"], reverse=True)
    return [_summary(inv) for inv in shown]
