"""Reads of company data shared by the REST views and the MCP tools. Each raises
:class:`NotFound` / :class:`InvalidRequest` in the CONTRACT's terms; blocked companies and
domains are invisible everywhere, and only redistributable sources count."""

from __future__ import annotations

import weakref
from datetime import datetime
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from stdnum import lei as lei_checker

from config.errors import InvalidRequest, NotFound
from config.timefmt import iso_ms

from .domains import InvalidDomain, normalise_domain
from .models import Company, Domain, FieldChange, Identifier, Relation
from .records import company_summary
from .registers import RegisterRef

_lookup_plans: weakref.WeakKeyDictionary[Any, tuple] = weakref.WeakKeyDictionary()


def _lookup_plan(db: Any) -> tuple:
    """``Company.objects.visible().filter(public_id=…)`` compiled once per database
    connection wrapper (one per thread): its SQL, field names and the converters Django would
    apply to a row. This lookup is behind every company call and the hottest query of the
    service; building the queryset each time (or ``raw()``, which re-reads the cursor's
    columns on every call) cost several times what running it did (docs/performance.md)."""
    plan = _lookup_plans.get(db)
    if plan is None:
        compiler = Company.objects.visible().filter(public_id="?").query.get_compiler(
            connection=db)
        sql, params = compiler.as_sql()
        assert list(params) == ["?"], params  # one parameter: the public id
        columns = [column for column, _, _ in compiler.select]
        plan = (sql, [column.target.attname for column in columns], compiler,
                compiler.get_converters(columns))
        _lookup_plans[db] = plan
    return plan


def company_by_public_id(public_id: str) -> Company:
    """A visible (not blocked) company or :class:`NotFound`."""
    db = connections[DEFAULT_DB_ALIAS]
    sql, names, compiler, converters = _lookup_plan(db)
    with db.cursor() as cursor:
        cursor.execute(sql, [public_id])
        row = cursor.fetchone()
    if row is None:
        raise NotFound(f"No company with id {public_id!r}.")
    if converters:
        row = next(iter(compiler.apply_converters([row], converters)))
    return Company.from_db(db.alias, names, row)


def _by_identifier(kind: str, value: str, label: str) -> Company | None:
    """The company a redistributable source names for this identifier. ``None`` when no
    source at all knows it; :class:`NotFound` when only non-redistributable sources (or
    only blocked companies) support it."""
    rows = list(
        Identifier.objects.filter(kind=kind, value=value).select_related("source", "company")
    )
    if not rows:
        return None
    for row in rows:
        if row.source.redistributable and row.company.blocked_at is None:
            return row.company
    raise NotFound(f"No company with {label} {value!r}.")


def company_by_register(ref: RegisterRef) -> Company | None:
    return _by_identifier(Identifier.REGISTER, ref.key, "register entry")


def normalise_lei(raw: str) -> str:
    value = (raw or "").strip().upper()
    if not lei_checker.is_valid(value):
        raise InvalidRequest(f"{raw!r} is not a valid LEI (20 characters, ISO 17442 check digits).")
    return value


def company_by_lei(raw: str) -> Company:
    value = normalise_lei(raw)
    company = _by_identifier(Identifier.LEI, value, "LEI")
    if company is None:
        raise NotFound(f"No company with LEI {value!r}.")
    return company


def company_by_vat(raw: str) -> Company:
    from .vat import normalise_vat

    value = normalise_vat(raw)
    company = _by_identifier(Identifier.VAT, value, "VAT id")
    if company is None:
        raise NotFound(f"No company with VAT id {value!r}.")
    return company


def parse_since(raw: str | None) -> datetime | None:
    if not raw:
        return None
    try:
        moment = datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError as exc:
        raise InvalidRequest("since must be an ISO 8601 timestamp.") from exc
    if moment.tzinfo is None:
        raise InvalidRequest("since must include a time zone (e.g. 2026-01-01T00:00:00Z).")
    return moment


MAX_HISTORY = 500


def company_history(company: Company, *, since: datetime | None = None) -> dict[str, Any]:
    """Each change of a shown value, oldest first: old and new value, origin and time."""
    changes = FieldChange.objects.filter(company=company)
    if since is not None:
        changes = changes.filter(changed_at__gt=since)
    rows = list(changes.order_by("changed_at", "id")[: MAX_HISTORY + 1])
    return {
        "company_id": company.public_id,
        "changes": [
            {
                "field": change.field,
                "old_value": change.old_value,
                "new_value": change.new_value,
                "source": change.origin,
                "changed_at": iso_ms(change.changed_at),
            }
            for change in rows[:MAX_HISTORY]
        ],
        "has_more": len(rows) > MAX_HISTORY,
    }


def company_relations(company: Company) -> dict[str, Any]:
    rows = (
        Relation.objects.filter(company=company, related__blocked_at__isnull=True)
        .select_related("related")
        .order_by("kind", "related__name")
    )
    return {
        "company_id": company.public_id,
        "relations": [
            {
                "kind": row.kind,
                "company": company_summary(row.related),
                "source": row.origin,
                "as_of": iso_ms(row.as_of),
            }
            for row in rows
        ],
    }


def domain_name(raw: str) -> str:
    try:
        return normalise_domain(raw)
    except InvalidDomain as exc:
        raise InvalidRequest(str(exc)) from exc


def domain_answer(raw: str) -> dict[str, Any]:
    """CONTRACT domain result (``company`` null when known but unassigned: its price is
    then 0, ``billing.prices``). A never-seen or blocked domain is :class:`NotFound`."""
    name = domain_name(raw)
    domain = Domain.objects.filter(name=name, blocked_at__isnull=True).select_related(
        "company"
    ).first()
    if domain is None:
        raise NotFound(f"The domain {name!r} is not known.")
    company = domain.company
    if company is None or company.blocked_at is not None:
        return {
            "domain": name,
            "company": None,
            "link_status": None,
            "justification": "The domain is known but not assigned to any company.",
        }
    return {
        "domain": name,
        "company": company_summary(company),
        "link_status": {
            "value": domain.link_status,
            "source": domain.origin or None,
            "as_of": iso_ms(domain.as_of),
        },
        "justification": domain.justification,
    }
