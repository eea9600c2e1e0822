"""Writing events to the outbox. Call inside the transaction that makes the change."""

from __future__ import annotations

from .models import Event


def event_company_changed(*, company_id: str, field: str) -> list[Event]:
    events = [Event(type=Event.COMPANY_CHANGED, company_id=company_id, field=field)]
    if field == "status":
        events.append(
            Event(type=Event.COMPANY_STATUS_CHANGED, company_id=company_id, field="status")
        )
    return Event.objects.bulk_create(events)


def event_domain_linked(*, domain: str, company_id: str) -> Event:
    return Event.objects.create(type=Event.DOMAIN_LINKED, company_id=company_id, domain=domain)
