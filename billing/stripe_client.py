"""Everything we say to Stripe, and how we check what Stripe says to us.

The client is built per call from settings: ``STRIPE_SECRET_KEY`` and, for a local fake
Stripe in tests and development only, ``STRIPE_API_BASE``. Answers are returned as plain
dicts (``StripeObject.to_dict()``) so the rest of billing never depends on the SDK's types.
"""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import stripe
from django.conf import settings

from .packages import Package


class PaymentsUnavailable(Exception):
    """Stripe is not configured or did not answer; nothing was bought."""


class BadSignature(Exception):
    """A webhook body whose ``Stripe-Signature`` does not verify (or no secret is set)."""


def stripe_client() -> stripe.StripeClient:
    if not settings.STRIPE_SECRET_KEY:
        raise PaymentsUnavailable("STRIPE_SECRET_KEY is not set")
    base = settings.STRIPE_API_BASE
    return stripe.StripeClient(
        settings.STRIPE_SECRET_KEY,
        base_addresses={"api": base} if base else None,
        max_network_retries=2,
    )


def _call(method: Any, params: dict[str, Any], **options: Any) -> dict[str, Any]:
    try:
        answer = method(params, options or None)
    except stripe.StripeError as exc:
        raise PaymentsUnavailable(f"Stripe refused or failed: {exc.user_message or exc}") from exc
    return answer.to_dict()


def customer_create(*, email: str, account_id: int) -> str:
    """Creates the Stripe customer of an account and returns its id (``cus_…``)."""
    customer = _call(
        stripe_client().v1.customers.create,
        {"email": email, "metadata": {"account_id": str(account_id)}},
        idempotency_key=f"customer-account-{account_id}",
    )
    return customer["id"]


def checkout_session_create(
    *, purchase_id: str, account_id: int, customer_id: str, package: Package
) -> dict[str, Any]:
    """A one-time payment page for one package, with an invoice issued by Stripe.

    The price includes VAT (``tax_behavior="inclusive"``); with ``STRIPE_AUTOMATIC_TAX``
    Stripe Tax computes the VAT share from the billing address. Checkout asks for the
    billing address and offers an optional VAT id, saved on the customer, so the invoice
    names the buyer as German bookkeeping needs. Coming back, the success URL names the
    session (Stripe fills in ``{CHECKOUT_SESSION_ID}``), the cancel URL the purchase.
    """
    metadata = {"account_id": str(account_id), "package": package.code, "purchase": purchase_id}
    params: dict[str, Any] = {
        "mode": "payment",
        "customer": customer_id,
        "client_reference_id": str(account_id),
        "metadata": metadata,
        "payment_intent_data": {"metadata": metadata},
        "invoice_creation": {"enabled": True, "invoice_data": {"metadata": metadata}},
        "line_items": [
            {
                "quantity": 1,
                "price_data": {
                    "currency": package.currency,
                    "unit_amount": package.amount_cents,
                    "tax_behavior": "inclusive",
                    "product_data": {"name": package.name},
                },
            }
        ],
        "success_url": _return_url(
            settings.STRIPE_CHECKOUT_SUCCESS_PATH, session_id="{CHECKOUT_SESSION_ID}"
        ),
        "cancel_url": _return_url(settings.STRIPE_CHECKOUT_CANCEL_PATH, purchase=purchase_id),
        "billing_address_collection": "required",
        "tax_id_collection": {"enabled": True},
        "customer_update": {"address": "auto", "name": "auto"},
    }
    if settings.STRIPE_AUTOMATIC_TAX:
        params["automatic_tax"] = {"enabled": True}
    return _call(stripe_client().v1.checkout.sessions.create, params, idempotency_key=purchase_id)


def _return_url(path: str, **query: str) -> str:
    # Not urlencoded: Stripe replaces the literal {CHECKOUT_SESSION_ID}.
    extra = "&".join(f"{k}={v}" for k, v in query.items())
    return settings.SITE_URL.rstrip("/") + path + ("&" if "?" in path else "?") + extra


def checkout_session_expire(session_id: str) -> dict[str, Any]:
    """Closes an open Checkout Session so it can no longer be paid (a cancelled checkout)."""
    return _call(partial(stripe_client().v1.checkout.sessions.expire, session_id), {})


def checkout_session_retrieve(session_id: str) -> dict[str, Any]:
    return _call(partial(stripe_client().v1.checkout.sessions.retrieve, session_id), {})


def invoices_for_customer(customer_id: str, *, limit: int = 100) -> list[dict[str, Any]]:
    answer = _call(stripe_client().v1.invoices.list, {"customer": customer_id, "limit": limit})
    return list(answer.get("data", []))


def invoice_retrieve(invoice_id: str) -> dict[str, Any]:
    return _call(partial(stripe_client().v1.invoices.retrieve, invoice_id), {})


def event_verify(*, payload: bytes, signature: str | None) -> dict[str, Any]:
    """Verifies ``Stripe-Signature`` over the raw body (tolerance 5 minutes) and returns
    the event as a dict. Raises :class:`BadSignature`."""
    secret = settings.STRIPE_WEBHOOK_SECRET
    if not secret:  # an empty key would let anyone sign
        raise BadSignature("STRIPE_WEBHOOK_SECRET is not set")
    try:
        stripe.Webhook.construct_event(payload, signature, secret)
        event = json.loads(payload)
    except (stripe.SignatureVerificationError, ValueError) as exc:
        raise BadSignature(str(exc)) from exc
    if not isinstance(event, dict) or not event.get("id") or not event.get("type"):
        raise BadSignature("not a Stripe event")
    return event
