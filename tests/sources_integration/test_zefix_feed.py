"""The Zefix SOGC change feed applied to the Swiss companies we know."""

from __future__ import annotations

from datetime import date

import pytest

from companies.feeds import ZEFIX_CURSOR, zefix_feed_pull
from companies.models import FieldChange, SourceCursor
from companies.sources.base import SourceError
from companies.tasks import pull_zefix_feed
from tests.factories import make_company
from webhooks.models import Event

pytestmark = pytest.mark.django_db

FEED_DAY = date(2025, 11, 4)


def swiss_company(**values):
    return make_company(
        name="Beispiel Praezision", country="CH", legal_form="AG", vat_id=None,
        register={"country": "CH", "court": "-", "number": "CHE-999.999.996"},
        address={"street": "Alte Gasse 1", "postal_code": "8000", "city": "Zürich",
                 "country": "CH"}, representatives=[], **values,
    )


def uid_lookups(zefix) -> int:
    return sum(1 for r in zefix.requests if "/company/uid/" in r.path)


def test_a_published_change_of_a_known_company_is_applied_with_history_and_events(upstreams):
    company = swiss_company()
    Event.objects.all().delete()

    stats = zefix_feed_pull(today=FEED_DAY)

    assert stats.days == ["2025-11-01", "2025-11-02", "2025-11-03", "2025-11-04"]
    assert stats.publications == 1 and stats.known == 1
    company.refresh_from_db()
    assert company.name == "Beispiel Präzision AG"
    assert company.record["name"]["source"] == "zefix"
    assert company.record["address"]["value"]["street"] == "Musterstrasse 10"
    change = FieldChange.objects.get(company=company, field="name", origin="zefix")
    assert change.old_value == "Beispiel Praezision"
    fields = set(Event.objects.filter(company_id=company.public_id, type="company.changed")
                 .values_list("field", flat=True))
    assert {"name", "address"} <= fields
    assert set(stats.changed[company.public_id]) == fields


def test_reading_the_same_day_again_changes_nothing(upstreams):
    swiss_company()
    zefix_feed_pull(today=FEED_DAY)
    assert SourceCursor.objects.get(pk=ZEFIX_CURSOR).value == "2025-11-03"
    events, history = Event.objects.count(), FieldChange.objects.count()

    stats = zefix_feed_pull(today=FEED_DAY)

    assert stats.days == ["2025-11-04"]  # from the cursor on; today is read again
    assert stats.changed == {}
    assert (Event.objects.count(), FieldChange.objects.count()) == (events, history)


def test_publications_about_unknown_companies_are_not_fetched(upstreams):
    stats = zefix_feed_pull(today=FEED_DAY)
    assert stats.publications == 1 and stats.known == 0
    assert uid_lookups(upstreams["zefix"]) == 0


def test_zefix_down_keeps_the_cursor_and_the_task_reports_the_error(upstreams, settings):
    upstreams["zefix"].unavailable_for = 100
    with pytest.raises(SourceError) as failure:
        zefix_feed_pull(today=FEED_DAY)
    assert failure.value.code == "upstream_unavailable"
    assert not SourceCursor.objects.filter(pk=ZEFIX_CURSOR).exists()

    assert pull_zefix_feed()["error"]["code"] == "upstream_unavailable"


def test_the_periodic_task_reads_up_to_today(upstreams):
    result = pull_zefix_feed()
    assert len(result["days"]) == 4 and result["publications"] == 0
    assert SourceCursor.objects.filter(pk=ZEFIX_CURSOR).exists()


def test_the_periodic_task_does_nothing_without_credentials(upstreams, settings):
    settings.ZEFIX_USER = ""
    assert pull_zefix_feed() == {"skipped": "not configured"}
    assert not upstreams["zefix"].requests
