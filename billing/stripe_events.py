"""Money in: verified Stripe events -> grant, refund, chargeback (ARCHITECTURE §3).

Every event is stored (keyed by its Stripe id) before it is processed, and processed in
one transaction that marks it done; a replayed or re-delivered event changes nothing.
Ledger rows carry idempotent references as a second guard.

- ``checkout.session.completed`` (``payment_status == "paid"``) and
  ``checkout.session.async_payment_succeeded``: the package's credits are granted.
- ``charge.refunded``: credits are deducted in proportion to the refunded amount, as far
  as the account still has purchased credits (a refund never creates a debt).
- ``charge.dispute.created``: the purchase's credits are deducted in full (a debt may
  remain) and the account is locked until staff unlock it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import Account

from .credits import adjust_purchased
from .models import LedgerEntry, Purchase, StripeEvent
from .services import account_lock

log = logging.getLogger(__name__)


class EventNotReady(Exception):
    """The event refers to a payment whose grant we have not processed yet (Stripe does
    not guarantee order). We answer 500, so Stripe delivers it again later."""


def stripe_event_receive(*, event: dict[str, Any]) -> StripeEvent:
    """Stores a verified event (once) and processes it unless that already happened."""
    row, _ = StripeEvent.objects.get_or_create(
        event_id=event["id"],
        defaults={
            "type": event["type"],
            "livemode": bool(event.get("livemode")),
            "payload": event,
        },
    )
    if row.processed_at is None:
        stripe_event_process(event_pk=row.pk)
        row.refresh_from_db()
    return row


def stripe_event_process(*, event_pk: int) -> None:
    """Processes a stored event exactly once; on an error nothing of it is kept, the
    error is noted on the row and re-raised."""
    try:
        with transaction.atomic():
            row = StripeEvent.objects.select_for_update().get(pk=event_pk)
            if row.processed_at is not None:
                return
            handler = HANDLERS.get(row.type)
            obj = row.payload.get("data", {}).get("object", {})
            outcome = handler(obj) if handler else "ignored: event type not handled"
            row.processed_at = timezone.now()
            row.outcome = outcome
            row.error = ""
            row.save(update_fields=["processed_at", "outcome", "error"])
    except Exception as exc:
        StripeEvent.objects.filter(pk=event_pk).update(error=repr(exc)[:2000])
        raise
    log.info("stripe event processed", extra={"event": row.event_id, "outcome": outcome})


# --- the purchase an event is about ------------------------------------------------------


def _purchase_for_session(session: dict[str, Any]) -> Purchase | None:
    return (
        Purchase.objects.select_for_update()
        .filter(stripe_checkout_session_id=session.get("id"))
        .first()
    )


def _purchase_for_payment(*, payment_intent: Any, charge_id: str, metadata: dict) -> Purchase:
    """The purchase paid by a charge. Raises :class:`LookupError` for a payment that is
    not one of our purchases, :class:`EventNotReady` when its grant is still to come."""
    if isinstance(payment_intent, dict):
        payment_intent = payment_intent.get("id")
    purchases = Purchase.objects.select_for_update()
    purchase = None
    if payment_intent:
        purchase = purchases.filter(stripe_payment_intent_id=payment_intent).first()
    if purchase is None and charge_id:
        purchase = purchases.filter(stripe_charge_id=charge_id).first()
    if purchase is None and metadata.get("purchase"):
        purchase = purchases.filter(public_id=metadata["purchase"]).first()
    if purchase is None:
        raise LookupError("payment of no purchase")
    if not purchase.credits_granted:
        raise EventNotReady(f"purchase {purchase.public_id} is not granted yet")
    if charge_id and not purchase.stripe_charge_id:
        purchase.stripe_charge_id = charge_id
    return purchase


def _id_of(value: Any) -> str:
    if isinstance(value, dict):
        return value.get("id") or ""
    return value or ""


# --- handlers -----------------------------------------------------------------------------


def _checkout_completed(session: dict[str, Any]) -> str:
    purchase = _purchase_for_session(session)
    if purchase is None:
        return "ignored: unknown checkout session"
    purchase.stripe_payment_intent_id = _id_of(session.get("payment_intent"))
    purchase.stripe_invoice_id = _id_of(session.get("invoice")) or purchase.stripe_invoice_id
    purchase.save(update_fields=["stripe_payment_intent_id", "stripe_invoice_id"])
    if session.get("payment_status") != "paid":
        return "awaiting asynchronous payment"
    return _grant(purchase, session)


def _checkout_async_paid(session: dict[str, Any]) -> str:
    purchase = _purchase_for_session(session)
    if purchase is None:
        return "ignored: unknown checkout session"
    purchase.stripe_payment_intent_id = _id_of(session.get("payment_intent")) or (
        purchase.stripe_payment_intent_id
    )
    purchase.stripe_invoice_id = _id_of(session.get("invoice")) or purchase.stripe_invoice_id
    return _grant(purchase, session)


def _checkout_not_paid(status: str) -> Callable[[dict[str, Any]], str]:
    def handle(session: dict[str, Any]) -> str:
        purchase = _purchase_for_session(session)
        if purchase is None:
            return "ignored: unknown checkout session"
        if purchase.status != Purchase.PENDING:
            return f"ignored: purchase is {purchase.status}"
        purchase.status = status
        purchase.save(update_fields=["status"])
        return f"purchase {purchase.public_id} {status}"

    return handle


def _grant(purchase: Purchase, session: dict[str, Any]) -> str:
    if purchase.credits_granted:
        purchase.save()
        return f"already granted: {purchase.public_id}"
    paid = (session.get("amount_total"), (session.get("currency") or "").lower())
    if paid != (purchase.amount_cents, purchase.currency):
        log.error(
            "stripe session amount differs from the purchase",
            extra={"purchase": purchase.public_id, "paid": paid},
        )
        purchase.save()
        return f"refused: paid {paid} for a purchase of {purchase.amount_cents}"
    account = Account.objects.get(pk=purchase.account_id)
    adjust_purchased(
        account=account,
        delta=purchase.credits,
        kind=LedgerEntry.GRANT,
        reference=f"grant:{purchase.public_id}",
        note=f"package {purchase.package}, checkout {session.get('id')}",
    )
    Account.objects.filter(pk=account.pk, has_purchased=False).update(has_purchased=True)
    purchase.status = Purchase.PAID
    purchase.credits_granted = True
    purchase.paid_at = timezone.now()
    purchase.save()
    return f"granted {purchase.credits} credits: {purchase.public_id}"


def _charge_refunded(charge: dict[str, Any]) -> str:
    try:
        purchase = _purchase_for_payment(
            payment_intent=charge.get("payment_intent"),
            charge_id=charge.get("id", ""),
            metadata=charge.get("metadata") or {},
        )
    except LookupError:
        return "ignored: charge of no purchase"
    refunded = min(int(charge.get("amount_refunded") or 0), purchase.amount_cents)
    if refunded <= purchase.refunded_cents:
        purchase.save()
        return "nothing newly refunded"
    # Proportional claim of this refund step; what a chargeback already took is not
    # claimed twice, and a refund only takes what the account still has.
    claim_before = purchase.credits * purchase.refunded_cents // purchase.amount_cents
    claim_now = purchase.credits * refunded // purchase.amount_cents
    claim = min(claim_now - claim_before, purchase.credits - purchase.credits_revoked)
    account = Account.objects.select_for_update().get(pk=purchase.account_id)
    take = max(min(claim, account.purchased_credits), 0)
    if take:
        adjust_purchased(
            account=account,
            delta=-take,
            kind=LedgerEntry.REFUND,
            reference=f"refund:{purchase.public_id}:{refunded}",
            note=(
                f"refund of {refunded} of {purchase.amount_cents} cents on charge "
                f"{charge.get('id')}: {claim} credits claimed, {take} still available"
            ),
        )
    purchase.refunded_cents = refunded
    purchase.credits_revoked += take
    if purchase.status != Purchase.DISPUTED:
        full = refunded >= purchase.amount_cents
        purchase.status = Purchase.REFUNDED if full else Purchase.PARTIALLY_REFUNDED
    purchase.save()
    return f"refund {refunded} cents: {take} of {claim} credits deducted ({purchase.public_id})"


def _dispute_created(dispute: dict[str, Any]) -> str:
    try:
        purchase = _purchase_for_payment(
            payment_intent=dispute.get("payment_intent"),
            charge_id=_id_of(dispute.get("charge")),
            metadata=dispute.get("metadata") or {},
        )
    except LookupError:
        return "ignored: dispute of no purchase"
    account = Account.objects.select_for_update().get(pk=purchase.account_id)
    claim = purchase.credits - purchase.credits_revoked
    if claim > 0:
        adjust_purchased(
            account=account,
            delta=-claim,
            kind=LedgerEntry.CHARGEBACK,
            reference=f"chargeback:{dispute.get('id')}",
            note=f"dispute {dispute.get('id')} ({dispute.get('reason', 'no reason')})",
        )
    purchase.credits_revoked += max(claim, 0)
    purchase.status = Purchase.DISPUTED
    purchase.save()
    account_lock(
        account=account,
        reason=(
            f"Chargeback: Stripe dispute {dispute.get('id')} ({dispute.get('reason', '')}) "
            f"on purchase {purchase.public_id}; {max(claim, 0)} credits deducted."
        ),
    )
    return f"chargeback: {max(claim, 0)} credits deducted, account locked ({purchase.public_id})"


HANDLERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "checkout.session.completed": _checkout_completed,
    "checkout.session.async_payment_succeeded": _checkout_async_paid,
    "checkout.session.async_payment_failed": _checkout_not_paid(Purchase.FAILED),
    "checkout.session.expired": _checkout_not_paid(Purchase.EXPIRED),
    "charge.refunded": _charge_refunded,
    "charge.dispute.created": _dispute_created,
}
