"""Fan-out rules (SPEC Events): who is told about which event."""

from __future__ import annotations

from django.utils import timezone

from companies.services import Statement, company_observe, domain_link
from tests.factories import AccountFactory, give_purchased, make_company
from webhooks.events import event_company_changed
from webhooks.fanout import events_fan_out
from webhooks.models import Delivery, Event, Webhook

from .conftest import hook_for


def watchers_of(event: Event) -> set[int]:
    return set(Delivery.objects.filter(event=event).values_list("webhook_id", flat=True))


def test_company_events_go_to_webhooks_watching_the_company(customer, company, receiver):
    other = make_company(name="Andere AG", legal_form="AG")
    watching, _ = hook_for(customer, receiver, companies=[company.public_id])
    elsewhere, _ = hook_for(customer, receiver, companies=[other.public_id])
    by_domain, _ = hook_for(customer, receiver, domains=["muster-software.de"])
    empty, _ = hook_for(customer, receiver)
    changed = event_company_changed(company_id=company.public_id, field="phone")[0]
    events_fan_out(now=timezone.now())
    assert watchers_of(changed) == {watching.pk}


def test_a_status_change_sends_both_events(customer, company, receiver):
    watching, _ = hook_for(customer, receiver, companies=[company.public_id])
    company_observe(company=company, statement=Statement(
        source="imprint", origin="imprint https://www.muster-software.de/impressum",
        observed_at=timezone.now(), values={"status": "insolvent"}))
    events_fan_out(now=timezone.now())
    sent = Delivery.objects.filter(webhook=watching).select_related("event")
    assert sorted((d.event.type, d.event.field) for d in sent) == [
        ("company.changed", "status"), ("company.status_changed", "status")]
    assert all("insolvent" not in str(d.event.payload()) for d in sent)  # ids and names only


def test_domain_linked_goes_to_watchers_of_the_domain_or_of_the_company(customer, company, receiver):
    by_domain, _ = hook_for(customer, receiver, domains=["muster-software.de"])
    by_company, _ = hook_for(customer, receiver, companies=[company.public_id])
    other_domain, _ = hook_for(customer, receiver, domains=["andere.de"])
    both, _ = hook_for(customer, receiver, companies=[company.public_id], domains=["muster-software.de"])
    domain_link(name="muster-software.de", company=company, link_status="claimed",
                justification="imprint names the company", source="imprint",
                origin="imprint https://muster-software.de/impressum", as_of=timezone.now())
    linked = Event.objects.get(type=Event.DOMAIN_LINKED)
    assert linked.payload()["data"] == {"domain": "muster-software.de", "company_id": company.public_id}
    events_fan_out(now=timezone.now())
    assert watchers_of(linked) == {by_domain.pk, by_company.pk, both.pk}
    assert Delivery.objects.filter(event=linked, webhook=both).count() == 1


def test_disabled_webhooks_and_deleted_accounts_get_nothing(customer, company, receiver):
    disabled, _ = hook_for(customer, receiver, companies=[company.public_id])
    Webhook.objects.filter(pk=disabled.pk).update(status=Webhook.DISABLED)
    gone = AccountFactory()
    give_purchased(gone, 10)
    gone.refresh_from_db()
    of_gone, _ = hook_for(gone, receiver, companies=[company.public_id])
    type(gone).objects.filter(pk=gone.pk).update(deleted_at=timezone.now())
    changed = event_company_changed(company_id=company.public_id, field="name")[0]
    events_fan_out(now=timezone.now())
    assert watchers_of(changed) == set()


def test_changes_made_before_a_company_was_watched_are_not_reported(customer, receiver):
    company = make_company()  # its creation wrote events
    watching, _ = hook_for(customer, receiver, companies=[company.public_id])
    later = event_company_changed(company_id=company.public_id, field="email")[0]
    events_fan_out(now=timezone.now())
    assert Delivery.objects.filter(webhook=watching).count() == 1
    assert watchers_of(later) == {watching.pk}


def test_fan_out_runs_once_per_event(customer, company, receiver):
    hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="name")
    now = timezone.now()
    assert events_fan_out(now=now) == 1
    assert events_fan_out(now=now) == 0
    assert not Event.objects.filter(fanned_out_at__isnull=True).exists()


def test_fan_out_is_set_based(customer, receiver, django_assert_max_num_queries):
    """Queries per batch do not grow with the number of webhooks or events."""
    companies = [make_company(name=f"Firma {n} GmbH") for n in range(5)]
    accounts = [customer] + [AccountFactory() for _ in range(3)]
    for account in accounts[1:]:
        give_purchased(account, 10)
        account.refresh_from_db()
    for account in accounts:
        for _ in range(5):
            hook_for(account, receiver, companies=[c.public_id for c in companies],
                     domains=["muster-software.de"])
    for company in companies:
        for field in ("name", "phone", "email", "status"):
            event_company_changed(company_id=company.public_id, field=field)
    with django_assert_max_num_queries(10):  # 8 + numbering the change feed (2)
        created = events_fan_out(now=timezone.now())
    assert created == 5 * 5 * 20  # 5 companies x 5 events (status makes two) x 20 webhooks


def test_a_fanned_out_delivery_starts_pending_and_due_now(customer, company, receiver):
    webhook, _ = hook_for(customer, receiver, companies=[company.public_id])
    changed = event_company_changed(company_id=company.public_id, field="phone")[0]
    now = timezone.now()
    assert events_fan_out(now=now) == 1
    delivery = Delivery.objects.get(event=changed)
    assert (delivery.webhook_id, delivery.status, delivery.attempts) == (webhook.pk, "pending", 0)
    assert delivery.next_attempt_at == delivery.created_at == now
    assert (delivery.last_status_code, delivery.last_error, delivery.claimed_by) == (None, "", "")
    assert delivery.locked_until is None and delivery.completed_at is None
    changed.refresh_from_db()
    assert changed.fanned_out_at == now
