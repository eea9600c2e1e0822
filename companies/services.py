"""Writes on company data: observations in, current fields, history and events out.

``company_observe`` is the single entry for data from any source (imprint, register,
GLEIF, Zefix, seed). In one transaction it stores the observations and identifiers,
re-resolves the affected fields (only redistributable sources are shown; the higher
ranked, then the newer, wins), and writes a history row and outbox events for each
shown value that changed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db import connection, models, transaction
from django.utils import timezone

from config.ids import new_public_id
from config.timefmt import iso_ms

from .changes import company_changed, domain_linked
from .models import (
    SOURCED_FIELDS,
    Company,
    Domain,
    FieldChange,
    Identifier,
    Observation,
    Source,
)
from .places import court_name, place_key
from .search import search_words_add, search_words_add_many
from .search_text import search_name

# Fields a source may state through company_observe (domains are linked separately).
OBSERVABLE_FIELDS = SOURCED_FIELDS


@dataclass(frozen=True)
class Statement:
    """What one source says about one company at one time. ``None`` = not stated."""

    source: str
    origin: str
    observed_at: datetime
    values: dict[str, Any] = field(default_factory=dict)


def register_key(register: dict[str, str]) -> str:
    """The canonical ``DE/<court>/<number>`` of a stated register entry: a German court
    under its CONTRACT name however it was spelt (the key lookups compare)."""
    court = register["court"]
    if register["country"] == "DE":
        court = court_name(court) or court
    return f"{register['country']}/{court}/{register['number']}"


def _identifiers(values: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(kind, canonical value, register number or '') for each identifier stated."""
    found = []
    if values.get("register"):
        register = values["register"]
        found.append((Identifier.REGISTER, register_key(register), register["number"]))
    if values.get("vat_id"):
        found.append((Identifier.VAT, values["vat_id"], ""))
    if values.get("lei"):
        found.append((Identifier.LEI, values["lei"], ""))
    return found


def company_create(*, country: str) -> Company:
    return Company.objects.create(country=country, record={})


def _lock_fresh(company: Company) -> None:
    """Locks the company's row until the transaction ends and re-reads it into ``company``:
    the record is rebuilt from what is committed now, not from what the caller loaded
    earlier, so two writers of one company (an observation, a domain link) never drop each
    other's change."""
    company.refresh_from_db(from_queryset=Company.objects.select_for_update())


@transaction.atomic
def company_observe(*, company: Company, statement: Statement) -> list[str]:
    """Stores a statement and returns the names of shown fields that changed. ``company``
    is re-read under a row lock first (and holds the new record afterwards)."""
    values = {k: v for k, v in statement.values.items() if v is not None and k in OBSERVABLE_FIELDS}
    unknown = set(statement.values) - set(OBSERVABLE_FIELDS)
    if unknown:
        raise ValueError(f"not company fields: {sorted(unknown)}")
    source = Source.objects.get(pk=statement.source)
    _lock_fresh(company)
    Observation.objects.bulk_create(
        Observation(
            company=company,
            field=name,
            value=value,
            source=source,
            origin=statement.origin,
            observed_at=statement.observed_at,
        )
        for name, value in values.items()
    )
    Identifier.objects.bulk_create(
        [
            Identifier(company=company, kind=kind, value=value, number=number, source=source,
                       observed_at=statement.observed_at)
            for kind, value, number in _identifiers(values)
        ],
        ignore_conflicts=True,
    )
    return _resolve(company, sorted(values))


@transaction.atomic
def companies_create_observed(*, statements: list[Statement]) -> list[Company]:
    """Creates one new company per statement, in a few bulk queries: the same rows
    ``company_create`` + ``company_observe`` would write (observations, identifiers, the
    current record, a history row per shown field), for imports of many new companies.

    No events: a company created here has no id anyone could watch yet, and no domain, so
    ``company.changed`` for it could never be delivered. Use ``company_observe`` for
    companies that exist."""
    if not statements:
        return []
    sources = Source.objects.in_bulk({s.source for s in statements})
    companies, observations, identifiers, changes = [], [], [], []
    for statement in statements:
        values = {k: v for k, v in statement.values.items()
                  if v is not None and k in OBSERVABLE_FIELDS}
        unknown = set(statement.values) - set(OBSERVABLE_FIELDS)
        if unknown:
            raise ValueError(f"not company fields: {sorted(unknown)}")
        source = sources[statement.source]
        company = Company(public_id=new_public_id("c"), country=values.get("country") or "DE",
                          record={})
        if source.redistributable:
            as_of = iso_ms(statement.observed_at)
            company.record = {
                name: {"value": values[name], "source": statement.origin, "as_of": as_of,
                       "src": source.pk}
                for name in sorted(values)
            }
        # The word table gets all new names at once below, not one query per company.
        company.name = (company.record.get("name") or {}).get("value") or ""
        _copy_indexed_columns(company)
        companies.append((company, statement, source, values))
    search_words_add_many([c.name for c, *_ in companies if c.name])
    Company.objects.bulk_create([c for c, *_ in companies])
    now = timezone.now()
    for company, statement, source, values in companies:
        for name, value in values.items():
            observations.append((company.pk, name, value, source.pk, statement.origin,
                                 statement.observed_at, now))
            if source.redistributable:
                changes.append((company.pk, name, None, value, source.pk, statement.origin,
                                statement.observed_at))
        identifiers.extend(
            Identifier(company=company, kind=kind, value=value, number=number, source=source,
                       observed_at=statement.observed_at)
            for kind, value, number in _identifiers(values)
        )
    _insert_many(Observation, observations, ("company", "field", "value", "source", "origin",
                                             "observed_at", "created_at"))
    _insert_many(FieldChange, changes, ("company", "field", "old_value", "new_value", "source",
                                        "origin", "changed_at"))
    Identifier.objects.bulk_create(identifiers, batch_size=5000, ignore_conflicts=True)
    return [c for c, *_ in companies]


def _insert_many(model: type[models.Model], rows: list[tuple[Any, ...]],
                 names: tuple[str, ...]) -> None:
    """Plain inserts of many new rows given as value tuples in the order of ``names`` (a
    relation by its id): PostgreSQL COPY (an order of magnitude faster than INSERT for
    imports). JSON fields are written as JSON text."""
    if not rows:
        return
    fields = [model._meta.get_field(name) for name in names]
    columns = ", ".join(connection.ops.quote_name(f.column) for f in fields)
    table = connection.ops.quote_name(model._meta.db_table)
    json_at = [i for i, f in enumerate(fields) if isinstance(f, models.JSONField)]
    with connection.cursor() as cursor, cursor.cursor.copy(
        f"COPY {table} ({columns}) FROM STDIN"
    ) as copy:
        for row in rows:
            if json_at:
                row = list(row)
                for i in json_at:
                    row[i] = _copy_value(fields[i], row[i])
            copy.write_row(row)


def _copy_value(field: models.Field, value: Any) -> Any:
    if value is None:
        return None
    if isinstance(field, models.JSONField):
        return json.dumps(value, cls=field.encoder)
    return value


def _best_observation(company: Company, name: str) -> Observation | None:
    return (
        Observation.objects.filter(company=company, field=name, source__redistributable=True)
        .select_related("source")
        .order_by("-source__rank", "-observed_at", "-id")
        .first()
    )


def _resolve(company: Company, names: list[str]) -> list[str]:
    changed: list[str] = []
    record = dict(company.record)
    for name in names:
        best = _best_observation(company, name)
        old = record.get(name)
        new = (
            {
                "value": best.value,
                "source": best.origin,
                "as_of": iso_ms(best.observed_at),
                "src": best.source_id,
            }
            if best
            else None
        )
        if (old or {}).get("value") == (new or {}).get("value"):
            if new and old != new:
                record[name] = new  # same value, fresher confirmation: no change event
            continue
        if new is None:
            record.pop(name, None)
        else:
            record[name] = new
        if best is not None:
            FieldChange.objects.create(
                company=company,
                field=name,
                old_value=(old or {}).get("value"),
                new_value=best.value,
                source_id=best.source_id,
                origin=best.origin,
                changed_at=best.observed_at,
            )
        changed.append(name)
    if record != company.record:
        company.record = record
        _copy_indexed_columns(company)
        company.updated_at = timezone.now()
        company.save()
        for name in changed:
            company_changed(company_id=company.public_id, field=name)
    return changed


def _copy_indexed_columns(company: Company) -> None:
    def value(name: str) -> Any:
        return (company.record.get(name) or {}).get("value")

    name = value("name") or ""
    if name != company.name:
        search_words_add(name)
    company.name = name
    company.search_name = search_name(company.name)
    company.legal_form = value("legal_form") or ""
    company.status = value("status") or ""
    company.city = ((value("address") or {}).get("city")) or ""
    company.city_key = place_key(company.city)
    company.country = value("country") or company.country


def refresh_domains_field(company: Company) -> None:
    """Rebuilds the ``domains`` envelope from the company's visible domain links; call it
    in a transaction (the row is re-read under a lock)."""
    _lock_fresh(company)
    links = list(
        Domain.objects.filter(company=company, blocked_at__isnull=True).order_by("name")
    )
    record = dict(company.record)
    if links:
        latest = max(links, key=lambda d: d.as_of or d.first_seen_at)
        record["domains"] = {
            "value": [{"domain": d.name, "link_status": d.link_status} for d in links],
            "source": latest.origin,
            "as_of": iso_ms(latest.as_of or latest.first_seen_at),
            "src": latest.source_id,
        }
    else:
        record.pop("domains", None)
    if record != company.record:
        company.record = record
        company.save(update_fields=["record"])


@transaction.atomic
def domain_link(
    *,
    name: str,
    company: Company | None,
    link_status: str,
    justification: str,
    source: str,
    origin: str,
    as_of: datetime,
) -> Domain:
    """Creates or updates a domain's assignment; a new assignment emits ``domain.linked``."""
    domain, _ = Domain.objects.select_for_update().get_or_create(name=name)
    previous_company_id = domain.company_id
    domain.company = company
    domain.link_status = link_status if company else ""
    domain.justification = justification
    domain.source_id = source
    domain.origin = origin
    domain.as_of = as_of
    domain.save()
    for affected in sorted({previous_company_id, company.pk if company else None} - {None}):
        refresh_domains_field(Company.objects.get(pk=affected))
    if company is not None and previous_company_id != company.pk:
        domain_linked(domain=name, company_id=company.public_id)
    return domain
