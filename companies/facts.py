"""From an adapter's :class:`CompanyFacts` to stored observations.

One mapping for every register and open-data source (register retrieval, the Zefix feed,
the GLEIF import): the CONTRACT field names, the origin text per source, the company the
facts belong to (found by its identifiers, else created), and relations to companies we
already know. Everything is written through :func:`companies.services.company_observe`,
so history rows and outbox events come out the same way for every source.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import Q

from .models import Company, Identifier, Relation, Source
from .services import Statement, company_create, company_observe, register_key
from .sources.base import CompanyFacts, RegisterRef

# Data of the German register portal may not be passed on: it is stored only to verify and
# link, so personal data (officers) from there is not stored at all.
VERIFY_ONLY_FIELDS = ("name", "legal_form", "status", "country", "register", "address",
                      "founded_on")


def facts_origin(facts: CompanyFacts) -> str:
    """The CONTRACT source text: ``register DE Leipzig HRB 12345`` / ``register AT - FN
    123456a`` for registers, the source key for open data (``zefix``, ``gleif``)."""
    if facts.source in ("handelsregister", "firmenbuch") and facts.register is not None:
        return facts.register.label
    return facts.source


def register_dict(register: RegisterRef) -> dict[str, str]:
    return {"country": register.country, "court": register.court, "number": register.number}


def statement_values(facts: CompanyFacts) -> dict[str, Any]:
    """The company fields the facts state, in CONTRACT names and shapes (None = not stated)."""
    country = facts.register.country if facts.register else (
        (facts.address or {}).get("country") or None
    )
    values: dict[str, Any] = {
        "name": facts.name,
        "legal_form": facts.legal_form,
        "status": facts.status,
        "country": country,
        "register": register_dict(facts.register) if facts.register else None,
        "vat_id": facts.vat_id,
        "lei": facts.lei,
        "address": dict(facts.address) if facts.address else None,
        "representatives": (
            [{"name": r.name, "role": r.role} for r in facts.representatives]
            if facts.representatives else None
        ),
        "founded_on": facts.founded_on.isoformat() if facts.founded_on else None,
    }
    if facts.source == "handelsregister":
        values = {k: v for k, v in values.items() if k in VERIFY_ONLY_FIELDS}
    return values


def statement_from_facts(facts: CompanyFacts) -> Statement:
    return Statement(source=facts.source, origin=facts_origin(facts), observed_at=facts.as_of,
                     values=statement_values(facts))


def company_for_facts(facts: CompanyFacts) -> Company | None:
    """The company these facts are about, by register entry or LEI (any source, blocked
    companies included, so a blocked company is updated rather than duplicated)."""
    match = Q(pk__in=[])
    if facts.register is not None:
        match |= Q(kind=Identifier.REGISTER, value=register_key(register_dict(facts.register)))
    if facts.lei:
        match |= Q(kind=Identifier.LEI, value=facts.lei)
    # No ORDER BY ... LIMIT: PostgreSQL would walk the primary key instead of the index.
    rows = list(Identifier.objects.filter(match).select_related("company").order_by())
    return min(rows, key=lambda r: (r.kind, r.pk)).company if rows else None


def _related_company(target_register: RegisterRef | None, target_lei: str | None) -> Company | None:
    match = Q(pk__in=[])
    if target_register is not None:
        match |= Q(kind=Identifier.REGISTER,
                   value=register_key(register_dict(target_register)))
    if target_lei:
        match |= Q(kind=Identifier.LEI, value=target_lei)
    rows = list(Identifier.objects.filter(match).select_related("company").order_by())
    return min(rows, key=lambda r: r.pk).company if rows else None


def relations_apply(*, company: Company, facts: CompanyFacts) -> int:
    """Links to companies we already know (by register entry or LEI); a shown source only,
    since relations are shown as they are. Returns the number of links written."""
    if not facts.relations:
        return 0
    source = Source.objects.get(pk=facts.source)
    if not source.redistributable:
        return 0
    written = 0
    for relation in facts.relations:
        related = _related_company(relation.target_register, relation.target_lei)
        if related is None or related.pk == company.pk:
            continue
        Relation.objects.update_or_create(
            company=company, related=related, kind=relation.kind,
            defaults={"source": source, "origin": facts_origin(facts), "as_of": facts.as_of},
        )
        written += 1
    return written


def relations_apply_many(*, pairs: list[tuple[Company, CompanyFacts]]) -> int:
    """:func:`relations_apply` for many companies (one source) in two queries (imports)."""
    pairs = [(c, f) for c, f in pairs if f.relations]
    if not pairs:
        return 0
    sources = Source.objects.in_bulk({f.source for _, f in pairs})
    registers = {register_key(register_dict(r.target_register))
                 for _, f in pairs for r in f.relations if r.target_register}
    leis = {r.target_lei for _, f in pairs for r in f.relations if r.target_lei}
    known: dict[tuple[str, str], int] = {}
    for kind, value, company_id in (
        Identifier.objects.filter(Q(kind=Identifier.REGISTER, value__in=registers)
                                  | Q(kind=Identifier.LEI, value__in=leis))
        .order_by("-id").values_list("kind", "value", "company_id")
    ):
        known[(kind, value)] = company_id  # the oldest row wins, as in relations_apply
    rows = {}
    for company, facts in pairs:
        source = sources[facts.source]
        if not source.redistributable:
            continue
        for relation in facts.relations:
            related_id = None
            if relation.target_register is not None:
                related_id = known.get((Identifier.REGISTER,
                                        register_key(register_dict(relation.target_register))))
            if related_id is None and relation.target_lei:
                related_id = known.get((Identifier.LEI, relation.target_lei))
            if related_id is None or related_id == company.pk:
                continue
            rows[(company.pk, related_id, relation.kind)] = Relation(
                company=company, related_id=related_id, kind=relation.kind, source=source,
                origin=facts_origin(facts), as_of=facts.as_of)
    Relation.objects.bulk_create(
        list(rows.values()), update_conflicts=True,
        unique_fields=["company", "related", "kind"], update_fields=["source", "origin", "as_of"],
    )
    return len(rows)


@transaction.atomic
def facts_apply(*, facts: CompanyFacts, company: Company | None = None) -> tuple[Company, list[str]]:
    """Stores the facts on ``company`` (or the company they identify, or a new one) and
    returns it with the shown fields that changed (history rows and events written)."""
    statement = statement_from_facts(facts)
    company = company or company_for_facts(facts)
    if company is None:
        company = company_create(country=statement.values.get("country") or "DE")
    else:  # one writer per company at a time: its record is read, merged and written back
        company = Company.objects.select_for_update().get(pk=company.pk)
    changed = company_observe(company=company, statement=statement)
    relations_apply(company=company, facts=facts)
    return company, changed
