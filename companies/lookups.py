"""Reads of company data shared by the REST views and the MCP tools. Each raises
:class:`NotFound` / :class:`InvalidRequest` in the CONTRACT's terms; blocked companies and
domains are invisible everywhere, and only redistributable sources count."""

from __future__ import annotations

import weakref
from datetime import datetime
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import BooleanField, ExpressionWrapper, Q
from stdnum import lei as lei_checker
from stdnum import vatin
from stdnum.ch import vat as ch_vat

from config.errors import InvalidRequest, NotFound
from config.timefmt import iso_ms
from net.domains import InvalidDomain, normalise_domain

from .models import Company, Domain, FieldChange, Identifier, Relation, visible_q
from .records import attribution_of, company_summary
from .registers import RegisterRef

_lookup_plans: weakref.WeakKeyDictionary[Any, dict] = weakref.WeakKeyDictionary()
_ID_MARK = "\x00public id\x00"  # stands for the id in the compiled lookup; no id has NUL


def lookup_plan(db: Any, columns: tuple[str, ...] | None = None) -> tuple:
    """``Company.objects.visible().filter(public_id=…)`` (only ``columns`` when given, in
    model order) compiled once per database connection wrapper (one per thread): its
    SQL, its parameters with the place of the public id, field names and the converters
    Django would apply to a row. This lookup is behind every company call and the hottest
    query of the service; building the queryset each time (or ``raw()``, which re-reads
    the cursor's columns on every call) cost several times what running it did
    (docs/performance.md). The fast lanes run the same SQL on their own connections
    (``companies/row_reader.py``). Compiling does no I/O."""
    plans = _lookup_plans.setdefault(db, {})
    plan = plans.get(columns)
    if plan is None:
        query = Company.objects.visible().filter(public_id=_ID_MARK)
        if columns is not None:
            query = query.only(*columns)
        compiler = query.query.get_compiler(connection=db)
        sql, params = compiler.as_sql()
        params = list(params)
        assert params.count(_ID_MARK) == 1, params  # one parameter is the public id
        selected = [column for column, _, _ in compiler.select]
        plan = plans[columns] = (sql, params, params.index(_ID_MARK),
                                 [column.target.attname for column in selected], compiler,
                                 compiler.get_converters(selected))
    return plan


def lookup_params(plan: tuple, public_id: str) -> list:
    """The parameters of :func:`lookup_plan`'s SQL for this public id."""
    _, params, at, *_ = plan
    return [*params[:at], public_id, *params[at + 1:]]


def company_from_row(db: Any, plan: tuple, row: tuple) -> Company:
    """The instance Django makes of a row of :func:`lookup_plan`'s SQL."""
    _, _, _, names, compiler, converters = plan
    if converters:
        row = next(iter(compiler.apply_converters([row], converters)))
    return Company.from_db(db.alias, names, row)


def company_by_public_id(public_id: str) -> Company:
    """A visible company (``Company.objects.visible()``) or :class:`NotFound`."""
    db = connections[DEFAULT_DB_ALIAS]
    plan = lookup_plan(db)
    with db.cursor() as cursor:
        cursor.execute(plan[0], lookup_params(plan, public_id))
        row = cursor.fetchone()
    if row is None:
        raise NotFound(f"No company with id {public_id!r}.")
    return company_from_row(db, plan, row)


def identifiers_shown(kind: str, value: str) -> list[Identifier]:
    """Every row of this identifier (source and company loaded), each marked ``shown`` when
    a redistributable source states it for a visible company."""
    return list(
        Identifier.objects.filter(kind=kind, value=value).select_related("source", "company")
        .annotate(shown=ExpressionWrapper(
            visible_q("company__") & Q(source__redistributable=True), output_field=BooleanField()))
    )


def _by_identifier(kind: str, value: str, label: str) -> Company | None:
    """The company a redistributable source names for this identifier. ``None`` when no
    source at all knows it; :class:`NotFound` when only non-redistributable sources (or
    only companies nobody may see) support it."""
    rows = identifiers_shown(kind, value)
    if not rows:
        return None
    for row in rows:
        if row.shown:
            return row.company
    raise NotFound(f"No company with {label} {value!r}.")


def company_by_register(ref: RegisterRef) -> Company | None:
    return _by_identifier(Identifier.REGISTER, ref.key, "register entry")


def normalise_lei(raw: str) -> str:
    value = (raw or "").strip().upper()
    if not lei_checker.is_valid(value):
        raise InvalidRequest(f"{raw!r} is not a valid LEI (20 characters, ISO 17442 check digits).")
    return value


def normalise_vat(raw: str) -> str:
    """``"de 811 907 980"`` -> ``DE811907980``; ``CHE-116.281.710 MWST`` ->
    ``CHE116281710MWST``. Raises :class:`InvalidRequest` on bad syntax or check digits."""
    text = (raw or "").strip().upper()
    if text.startswith("CHE"):
        compact = ch_vat.compact(text)
        if not compact.endswith(("MWST", "TVA", "IVA")):
            raise InvalidRequest(
                "A Swiss VAT id is the UID with MWST, e.g. CHE-116.281.710 MWST."
            )
        if not ch_vat.is_valid(compact):
            raise InvalidRequest(f"{raw!r} is not a valid Swiss VAT id (check digit).")
        return compact[:12] + "MWST"
    if text[:2] not in ("DE", "AT"):
        raise InvalidRequest("Only German (DE…), Austrian (ATU…) and Swiss (CHE…MWST) VAT ids.")
    try:
        compact = vatin.compact(text)
    except Exception as exc:  # noqa: BLE001 - stdnum raises several ValidationError kinds
        raise InvalidRequest(f"{raw!r} is not a valid VAT id.") from exc
    if not vatin.is_valid(compact):
        raise InvalidRequest(f"{raw!r} is not a valid VAT id (syntax or check digits).")
    return compact


def company_by_lei(raw: str) -> Company:
    value = normalise_lei(raw)
    company = _by_identifier(Identifier.LEI, value, "LEI")
    if company is None:
        raise NotFound(f"No company with LEI {value!r}.")
    return company


def company_by_vat(raw: str) -> Company:
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
    shown = rows[:MAX_HISTORY]
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
            for change in shown
        ],
        "has_more": len(rows) > MAX_HISTORY,
        "attribution": attribution_of(change.source_id for change in shown),
    }


def company_relations(company: Company) -> dict[str, Any]:
    rows = list(
        Relation.objects.filter(visible_q("related__"), company=company)
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
        "attribution": attribution_of(row.source_id for row in rows),
    }


def domain_name(raw: str) -> str:
    try:
        return normalise_domain(raw)
    except InvalidDomain as exc:
        raise InvalidRequest(str(exc)) from exc


def www_twin(name: str) -> str:
    """``www.x.de`` for ``x.de`` and back: one site when only one of the two names is known
    (domain answers and bulk lookups alike). Other subdomains stay distinct."""
    return name.removeprefix("www.") if name.startswith("www.") else f"www.{name}"


def _known_site(name: str) -> Domain | None:
    """The domain as known, else its ``www.`` twin (:func:`www_twin`)."""
    twin = www_twin(name)
    known = {d.name: d for d in Domain.objects.filter(
        name__in=[name, twin]).select_related("company")}
    domain = known.get(name) or known.get(twin)  # a blocked name is not served by its twin
    return None if domain is None or domain.blocked_at is not None else domain


def domain_answer(raw: str) -> dict[str, Any]:
    """CONTRACT domain result (``company`` null when known but unassigned: its price is
    then 0, ``billing.prices``). ``domain`` is the name asked for, ``known_as`` the name the service knows the site
    under (its ``www.`` twin when only that is known). A never-seen or blocked domain is
    :class:`NotFound`, and so is a domain assigned to a company that is not visible
    (blocked, or known only from sources that may not be shown): it answers what that
    company answers."""
    name = domain_name(raw)
    domain = _known_site(name)
    if domain is None:
        raise NotFound(f"The domain {name!r} is not known.")
    known_as = {"known_as": domain.name}
    company = domain.company
    if company is None:
        return {
            "domain": name,
            "company": None,
            "link_status": None,
            "justification": "The domain is known but not assigned to any company.",
            **known_as,
            "attribution": [],
        }
    if not Company.objects.visible().filter(pk=company.pk).exists():
        raise NotFound(f"The domain {name!r} is not known.")
    return {
        "domain": name,
        "company": company_summary(company),
        "link_status": {
            "value": domain.link_status,
            "source": domain.origin or None,
            "as_of": iso_ms(domain.as_of),
        },
        "justification": domain.justification,
        **known_as,
        "attribution": attribution_of([domain.source_id]),
    }
