"""Webhooks and their watch lists: create, list, delete, watch, unwatch (all free of credits).

Rules (SPEC "Webhook", "Watch list", "Limits"; CONTRACT §3-4):
- creating needs a purchased credit package (403 ``purchase_required``);
- the target URL must be https and point only to public addresses (checked here with
  :func:`net.policy.check_target_url`, and again at every delivery);
- at most 10 active webhooks per account (409 ``limit_exceeded``);
- at most 100 watch-list entries per call (400) and 1,000 per account across all its
  webhooks (409); domains are normalised, unknown or blocked company ids are refused (400);
- another account's webhook does not exist for the caller (404);
- a test event, a redelivery and enabling are free; the first two need an active webhook
  (409 ``webhook_disabled``), enabling counts against the 10 active webhooks.
Counting limits happens under a lock on the account row, so parallel calls cannot pass them.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import Account
from companies.models import Company
from config.errors import Conflict, InvalidRequest, LimitExceeded, NotFound, PurchaseRequired
from net.domains import InvalidDomain, normalise_domain
from net.policy import Resolver, UnsafeURL, check_target_url, loopback_targets_allowed

from .events import event_webhook_test, wake_after_commit
from .models import Delivery, Event, Subscription, Webhook
from .signing import encrypt_secret, new_signing_secret

MAX_ACTIVE_WEBHOOKS = 10
MAX_ENTRIES_PER_CALL = 100
MAX_ENTRIES_PER_ACCOUNT = 1_000
MAX_URL_LENGTH = 2_000
MAX_DESCRIPTION_LENGTH = 500
MAX_PENDING_TEST_EVENTS = 10


class WebhookDisabled(Conflict):
    code = "webhook_disabled"
    default_message = (
        "This webhook is disabled and receives nothing; enable it first "
        "(POST /v1/webhooks/{id}/enable)."
    )


@dataclass(frozen=True)
class WatchList:
    companies: list[str]
    domains: list[str]

    def as_dict(self) -> dict[str, list[str]]:
        return {"companies": self.companies, "domains": self.domains}

    def __len__(self) -> int:
        return len(self.companies) + len(self.domains)


def _locked_account(account: Account) -> Account:
    return Account.objects.select_for_update().get(pk=account.pk)


def webhook_check_url(*, url: Any, resolver: Resolver | None = None) -> str:
    """The normalised target URL, or :class:`InvalidRequest` saying why it is refused."""
    if not isinstance(url, str) or not url.strip():
        raise InvalidRequest("'url' is required: the https URL that receives the events.")
    if len(url) > MAX_URL_LENGTH:
        raise InvalidRequest(f"'url' may have at most {MAX_URL_LENGTH} characters.")
    try:
        checked = check_target_url(
            url.strip(), resolver=resolver, allow_loopback=loopback_targets_allowed()
        )
    except UnsafeURL as exc:
        raise InvalidRequest(f"The webhook URL is refused: {exc}") from exc
    return checked.url


def _check_room_for_active(account: Account) -> None:
    """Raises :class:`LimitExceeded` when the account has its 10 active webhooks (call it
    with the account row locked)."""
    active = Webhook.objects.filter(account=account, status=Webhook.ACTIVE).count()
    if active >= MAX_ACTIVE_WEBHOOKS:
        raise LimitExceeded(
            f"An account may have at most {MAX_ACTIVE_WEBHOOKS} active webhooks; "
            "delete or leave one disabled first."
        )


def webhook_create(
    *, account: Account, url: Any, description: Any = "", resolver: Resolver | None = None
) -> tuple[Webhook, str]:
    """Creates an active webhook; returns it with the plaintext secret (shown once)."""
    if not account.has_purchased:
        raise PurchaseRequired()
    if description is None:
        description = ""
    if not isinstance(description, str):
        raise InvalidRequest("'description' must be text.")
    if len(description) > MAX_DESCRIPTION_LENGTH:
        raise InvalidRequest(f"'description' may have at most {MAX_DESCRIPTION_LENGTH} characters.")
    target = webhook_check_url(url=url, resolver=resolver)
    secret = new_signing_secret()
    with transaction.atomic():
        _locked_account(account)
        _check_room_for_active(account)
        webhook = Webhook.objects.create(
            account=account,
            url=target,
            description=description.strip(),
            secret_encrypted=encrypt_secret(secret),
        )
    return webhook, secret


def webhooks_of(*, account: Account) -> list[Webhook]:
    return list(Webhook.objects.filter(account=account).order_by("created_at", "id"))


def webhook_get(*, account: Account, public_id: str) -> Webhook:
    """The caller's webhook; another account's webhook is :class:`NotFound` like a missing one."""
    webhook = Webhook.objects.filter(account=account, public_id=public_id).first()
    if webhook is None:
        raise NotFound(f"No webhook {public_id}.")
    return webhook


def webhooks_remove_for_account(*, account: Account) -> None:
    """Removes every webhook of an account being deleted (``accounts.services.account_delete``
    calls it through ``settings.ACCOUNT_DELETION_STEPS``, in its transaction)."""
    Webhook.objects.filter(account=account).delete()


def webhook_delete(*, account: Account, public_id: str) -> None:
    """Deletes the webhook, its watch list and its pending deliveries."""
    webhook_get(account=account, public_id=public_id).delete()


def webhook_enable(*, account: Account, public_id: str) -> Webhook:
    """Makes a disabled webhook active again with its failure count at zero (an active one
    stays as it is). Counts against the 10 active webhooks (409 ``limit_exceeded``)."""
    with transaction.atomic():
        _locked_account(account)
        webhook = webhook_get(account=account, public_id=public_id)
        if webhook.status == Webhook.ACTIVE:
            return webhook
        _check_room_for_active(account)
        webhook.status, webhook.consecutive_failures, webhook.disabled_at = Webhook.ACTIVE, 0, None
        webhook.save(update_fields=["status", "consecutive_failures", "disabled_at"])
    return webhook


def webhook_send_test(*, webhook: Webhook) -> Event:
    """Queues a signed ``webhook.test`` event to ``webhook`` alone; returns the event.

    At most :data:`MAX_PENDING_TEST_EVENTS` test events wait for delivery per webhook
    (409 ``limit_exceeded``), so test events cannot pile up traffic towards a target."""
    if webhook.status != Webhook.ACTIVE:
        raise WebhookDisabled()
    with transaction.atomic():
        # FOR NO KEY UPDATE: serialises test requests without blocking fan-out or deliveries.
        Webhook.objects.select_for_update(no_key=True).filter(pk=webhook.pk).first()
        waiting = Delivery.objects.filter(
            webhook=webhook, status=Delivery.PENDING, event__type=Event.WEBHOOK_TEST
        ).count()
        if waiting >= MAX_PENDING_TEST_EVENTS:
            raise LimitExceeded(
                f"{waiting} test events of this webhook are still waiting to be delivered "
                f"(at most {MAX_PENDING_TEST_EVENTS}); see the delivery log."
            )
        return event_webhook_test(webhook=webhook)


def delivery_retry(*, webhook: Webhook, delivery_id: str) -> Delivery:
    """Delivers the event of ``delivery_id`` (``dlv_…``) to ``webhook`` again now.

    A finished delivery (succeeded or finally failed) gets one more attempt with the same
    event id, due now; if it fails it is failed again, without further retries and without
    counting towards disabling. A delivery waiting for its next retry is made due now and
    keeps its schedule; one being sent at this moment is left as it is."""
    if webhook.status != Webhook.ACTIVE:
        raise WebhookDisabled()
    try:
        public_uuid = uuid.UUID(hex=delivery_id.removeprefix("dlv_"))
    except ValueError:
        public_uuid = None
    with transaction.atomic():
        delivery = (
            Delivery.objects.select_for_update(of=("self",)).select_related("event")
            .filter(webhook=webhook, public_uuid=public_uuid).first()
            if public_uuid and delivery_id.startswith("dlv_") else None
        )
        if delivery is None:
            raise NotFound(f"No delivery {delivery_id} of webhook {webhook.public_id}.")
        now = timezone.now()
        if delivery.status == Delivery.PENDING and delivery.locked_until and delivery.locked_until > now:
            return delivery  # on its way right now
        if delivery.status != Delivery.PENDING:
            delivery.redelivery, delivery.completed_at = True, None
        delivery.status, delivery.next_attempt_at = Delivery.PENDING, now
        delivery.locked_until, delivery.claimed_by = None, ""
        delivery.save(update_fields=[
            "status", "next_attempt_at", "locked_until", "claimed_by", "redelivery", "completed_at",
        ])
        wake_after_commit()
    return delivery


# -- watch lists -----------------------------------------------------------------------------


def _strings(body: dict[str, Any], member: str) -> list[str]:
    values = body.get(member, [])
    if values is None:
        return []
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise InvalidRequest(f"'{member}' must be a list of strings.")
    return values


def watch_list_parse(body: Any) -> WatchList:
    """Checks the shape ``{"companies": [...], "domains": [...]}`` and normalises domains.

    Both members are optional; more than 100 entries in one call, unknown members, or a
    domain that is not an acceptable public domain name are refused with 400."""
    if not isinstance(body, dict):
        raise InvalidRequest('The body must be a JSON object {"companies": [...], "domains": [...]}.')
    unknown = sorted(set(body) - {"companies", "domains"})
    if unknown:
        raise InvalidRequest(f"Unknown members: {', '.join(unknown)}; expected companies, domains.")
    companies, raw_domains = _strings(body, "companies"), _strings(body, "domains")
    if len(companies) + len(raw_domains) > MAX_ENTRIES_PER_CALL:
        raise InvalidRequest(
            f"At most {MAX_ENTRIES_PER_CALL} watch-list entries per call; "
            f"this call has {len(companies) + len(raw_domains)}."
        )
    domains = []
    for raw in raw_domains:
        try:
            domains.append(normalise_domain(raw))
        except InvalidDomain as exc:
            raise InvalidRequest(f"Domain {raw!r} is not accepted: {exc}") from exc
    return WatchList(
        companies=list(dict.fromkeys(c.strip() for c in companies)),
        domains=list(dict.fromkeys(domains)),
    )


def subscriptions_read(*, webhook: Webhook) -> WatchList:
    rows = Subscription.objects.filter(webhook=webhook).order_by("id").values_list("kind", "value")
    companies = [value for kind, value in rows if kind == Subscription.COMPANY]
    domains = [value for kind, value in rows if kind == Subscription.DOMAIN]
    return WatchList(companies=companies, domains=domains)


def _existing(webhook: Webhook, kind: str, values: list[str]) -> set[str]:
    return set(
        Subscription.objects.filter(webhook=webhook, kind=kind, value__in=values).values_list(
            "value", flat=True
        )
    )


def subscriptions_add(*, webhook: Webhook, entries: WatchList) -> WatchList:
    """Adds entries (already present ones are kept once); returns the whole watch list."""
    visible = set(
        Company.objects.visible()
        .filter(public_id__in=entries.companies)
        .values_list("public_id", flat=True)
    )
    unknown = [c for c in entries.companies if c not in visible]
    if unknown:
        raise InvalidRequest(f"Unknown company ids: {', '.join(unknown[:10])}.", unknown=unknown)
    with transaction.atomic():
        _locked_account(webhook.account)
        new_rows = []
        for kind, values in (
            (Subscription.COMPANY, entries.companies),
            (Subscription.DOMAIN, entries.domains),
        ):
            present = _existing(webhook, kind, values) if values else set()
            new_rows += [
                Subscription(webhook=webhook, kind=kind, value=v) for v in values if v not in present
            ]
        if new_rows:
            total = Subscription.objects.filter(webhook__account_id=webhook.account_id).count()
            if total + len(new_rows) > MAX_ENTRIES_PER_ACCOUNT:
                raise LimitExceeded(
                    f"An account may watch at most {MAX_ENTRIES_PER_ACCOUNT} entries across all "
                    f"its webhooks; it has {total}, this call adds {len(new_rows)}."
                )
            Subscription.objects.bulk_create(new_rows, ignore_conflicts=True)
    return subscriptions_read(webhook=webhook)


def subscriptions_remove(*, webhook: Webhook, entries: WatchList) -> WatchList:
    """Removes the entries that are present (others are ignored); returns the whole list."""
    for kind, values in (
        (Subscription.COMPANY, entries.companies),
        (Subscription.DOMAIN, entries.domains),
    ):
        if values:
            Subscription.objects.filter(webhook=webhook, kind=kind, value__in=values).delete()
    return subscriptions_read(webhook=webhook)
