"""A company write and the outbox events it reports (``companies/changes.py`` hands them to
the outbox named in settings) commit together or roll back together."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from django.db import transaction

from companies.models import Company, Domain, FieldChange
from companies.services import Statement, company_observe, domain_link
from tests.factories import make_company
from webhooks.models import Event

pytestmark = pytest.mark.django_db
AT = datetime(2026, 9, 1, tzinfo=UTC)


class Crash(Exception):
    pass


def observe(company: Company, **values: object) -> list[str]:
    return company_observe(company=company, statement=Statement(
        source="imprint", origin="imprint https://www.muster-software.de/impressum",
        observed_at=AT, values=values))


def link(company: Company, name: str) -> Domain:
    return domain_link(name=name, company=company, link_status="claimed", justification="test",
                       source="imprint", origin=f"imprint https://{name}/impressum", as_of=AT)


def test_a_changed_field_writes_its_history_row_and_its_events():
    company = make_company()
    Event.objects.all().delete()

    assert observe(company, status="insolvent") == ["status"]

    events = Event.objects.filter(company_id=company.public_id)
    assert sorted(events.values_list("type", "field")) == [
        (Event.COMPANY_CHANGED, "status"), (Event.COMPANY_STATUS_CHANGED, "status")]
    assert FieldChange.objects.filter(company=company, field="status").count() == 1


def test_a_change_that_rolls_back_leaves_no_event():
    company = make_company()
    Event.objects.all().delete()
    history = FieldChange.objects.filter(company=company).count()

    with pytest.raises(Crash), transaction.atomic():
        observe(company, phone="+49309876543")
        link(company, "muster-software.de")
        assert Event.objects.count() == 2  # written in the change's own transaction
        raise Crash

    assert not Event.objects.exists()
    assert FieldChange.objects.filter(company=company).count() == history
    assert not Domain.objects.filter(name="muster-software.de").exists()


def test_a_new_domain_link_writes_domain_linked_once():
    company = make_company()
    Event.objects.all().delete()

    link(company, "muster-software.de")
    link(company, "muster-software.de")  # the same assignment again: no new event

    assert list(Event.objects.values_list("type", "domain", "company_id")) == [
        (Event.DOMAIN_LINKED, "muster-software.de", company.public_id)]
