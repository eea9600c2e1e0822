"""Domain refresh (``POST /v1/domains/{domain}/refresh``, MCP ``lookup_domain`` with
``refresh``): read the site's imprint, update the company it names and the domain's link.

The runner is safe to run again after a crash: a second pass observes the same values
(no new history, no new events) and sets the same link.
"""

from __future__ import annotations

import zlib
from datetime import datetime
from typing import Any

from django.db import connection, transaction
from django.utils import timezone

from companies.models import Company, Domain
from companies.services import Statement, company_create, company_observe, domain_link

from .crawl import Imprint, imprint_find
from .execution import JobDone, JobFailed
from .linking import LinkDecision, imprint_company, imprint_identifiers, link_status_decide
from .models import Job
from .services import REFRESH_COST

_COUNTRY_BY_SUFFIX = {"de": "DE", "at": "AT", "ch": "CH"}
_FIELDS = ("name", "legal_form", "register", "vat_id", "address", "representatives", "email",
           "phone")


def run_domain_refresh(job: Job) -> JobDone:
    domain = job.input["domain"]
    if Domain.objects.filter(name=domain, blocked_at__isnull=False).exists():
        raise JobFailed("domain_blocked", f"The domain {domain} is not available.")
    imprint = imprint_find(domain)
    domain_refresh_apply(domain=domain, imprint=imprint, now=timezone.now())
    return JobDone(credits=REFRESH_COST)


def imprint_statement_values(record: dict[str, Any], domain: str) -> dict[str, Any]:
    """The company fields an imprint states (unknown ones left out)."""
    values = {name: record.get(name) for name in _FIELDS if record.get(name)}
    country = (
        (record.get("address") or {}).get("country")
        or (record.get("register") or {}).get("country")
        or _COUNTRY_BY_SUFFIX.get(domain.rsplit(".", 1)[-1])
    )
    if country:
        values["country"] = country
    return values


def _lock_identity(record: dict[str, Any]) -> None:
    """Two refreshes naming the same new company must not create it twice."""
    identity = [value for _, value, _ in imprint_identifiers(record)] or [record.get("name") or ""]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_advisory_xact_lock(%s, %s)",
            [0x696D7072, zlib.crc32(identity[0].encode()) - 2**31],
        )


def domain_refresh_apply(*, domain: str, imprint: Imprint, now: datetime) -> LinkDecision:
    """Stores what the imprint says (per-field provenance ``imprint <url>``) for the company
    it names, creating the company when none matches, and links the domain with the status
    of :func:`jobs.linking.link_status_decide`. History rows and outbox events
    (``company.changed``, ``company.status_changed``, ``domain.linked``) are written in the
    same transaction."""
    record = imprint.record
    values = imprint_statement_values(record, domain)
    origin = f"imprint {imprint.url}"
    with transaction.atomic():
        _lock_identity(record)
        match = imprint_company(record)
        company = match.company or company_create(country=values.get("country", "DE"))
        company = Company.objects.select_for_update().get(pk=company.pk)
        company_observe(
            company=company,
            statement=Statement(source="imprint", origin=origin, observed_at=now, values=values),
        )
        company.refresh_from_db()
        decision = link_status_decide(
            domain=domain, match=match, company=company, record=record, url=imprint.url
        )
        domain_link(
            name=domain,
            company=decision.company,
            link_status=decision.status,
            justification=decision.justification,
            source="imprint",
            origin=origin,
            as_of=now,
        )
        Domain.objects.filter(name=domain).update(last_refreshed_at=now)
    return decision
