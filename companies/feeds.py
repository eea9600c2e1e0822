"""Change feeds of the registers, applied to the companies we know.

Zefix (CH): ``GET /api/v1/sogc/bydate/{date}`` lists the day's SOGC (SHAB) publications with
the company concerned. For every company we know by its UID (an ``Identifier`` of any
source) the current Zefix record is fetched and stored through
:func:`companies.facts.facts_apply`: changed values become history rows and
``company.changed`` / ``company.status_changed`` events. Companies we do not know are left
alone (the feed is not an import). A ``SourceCursor`` keeps the last day read completely;
the current day is read again on every run until it is over. Running a day twice changes
nothing the second time.

Firmenbuch (AT): the HVD operation ``VERAENDERUNGENFIRMAREQUEST{VON, BIS}`` exists upstream,
but the adapter (:mod:`companies.sources.firmenbuch`) does not offer it yet, so Austrian
companies are updated when a register retrieval asks for them (docs/sources.md).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta

from django.conf import settings
from django.utils import timezone

from .facts import facts_apply
from .models import Identifier, SourceCursor
from .source_clients import zefix_client
from .sources.base import NotFound
from .sources.zefix import ZefixClient

log = logging.getLogger(__name__)
ZEFIX_CURSOR = "zefix-sogc"


@dataclass
class FeedStats:
    days: list[str] = field(default_factory=list)
    publications: int = 0
    known: int = 0
    changed: dict[str, list[str]] = field(default_factory=dict)  # company id -> fields

    def as_dict(self) -> dict[str, object]:
        return {"days": self.days, "publications": self.publications, "known": self.known,
                "changed": self.changed}


def zefix_day_apply(*, client: ZefixClient, day: date, stats: FeedStats) -> None:
    """Applies one day of the SOGC feed to the Swiss companies we know."""
    publications = client.publications_on(day)
    stats.days.append(day.isoformat())
    stats.publications += len(publications)
    uids = sorted({p.company.uid for p in publications if p.company.uid})
    known = set(
        Identifier.objects.filter(kind=Identifier.REGISTER,
                                  value__in=[f"CH/-/{uid}" for uid in uids])
        .values_list("value", flat=True)
    )
    for uid in uids:
        if f"CH/-/{uid}" not in known:
            continue
        stats.known += 1
        try:
            facts = client.fetch_by_uid(uid)
        except NotFound:
            log.info("zefix feed: company no longer listed", extra={"uid": uid})
            continue
        company, changed = facts_apply(facts=facts)
        if changed:
            stats.changed[company.public_id] = changed


def zefix_feed_pull(*, today: date | None = None) -> FeedStats:
    """Reads every day from the cursor (or ``ZEFIX_FEED_DAYS_BACK`` days back) to today.
    Raises the adapter's :class:`SourceError` when Zefix fails (the cursor then stays)."""
    today = today or timezone.now().date()
    cursor = SourceCursor.objects.filter(key=ZEFIX_CURSOR).first()
    start = (date.fromisoformat(cursor.value) + timedelta(days=1) if cursor
             else today - timedelta(days=settings.ZEFIX_FEED_DAYS_BACK))
    stats = FeedStats()
    with zefix_client() as client:
        day = start
        while day <= today:
            zefix_day_apply(client=client, day=day, stats=stats)
            if day < today:  # today is read again next time: more may be published
                SourceCursor.objects.update_or_create(
                    key=ZEFIX_CURSOR, defaults={"value": day.isoformat(),
                                                "updated_at": timezone.now()})
            day += timedelta(days=1)
    return stats


def zefix_feed_configured() -> bool:
    return bool(settings.ZEFIX_USER and settings.ZEFIX_PASSWORD)
