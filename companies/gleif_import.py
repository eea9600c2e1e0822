"""Importing the GLEIF golden copy (LEI-CDF CSV, full file or delta) for DE, AT and CH.

The file is streamed (:func:`companies.sources.gleif.iter_records`: zip or csv, parsed by
column name) and handled in chunks. Per chunk, two queries find what we already know:
companies by LEI or by register entry (GLEIF's registration authority mapped to a court,
:func:`companies.sources.gleif.register_of`; ``Identifier`` rows of any source), and the
time of the last GLEIF statement about each of them. Then:

* a record whose ``LastUpdateDate`` is not newer than what we stored is skipped (re-running
  a file, or a delta overlapping the last import, changes nothing);
* a known company with newer data goes through :func:`companies.facts.facts_apply`, so
  history rows and ``company.changed`` events come out exactly as for any other source;
* new companies are written in bulk (:func:`companies.services.companies_create_observed`).

GLEIF data is CC0 (source ``gleif``, attributed in answers as every source is).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from itertools import islice
from pathlib import Path

from django.db import transaction
from django.db.models import Max, Q

from .facts import facts_apply, relations_apply_many, statement_from_facts
from .models import Company, Identifier, Observation
from .services import companies_create_observed, register_key
from .source_clients import gleif_client
from .sources.base import CompanyFacts
from .sources.gleif import DACH, iter_records, to_facts
from .sources.gleif_api import GoldenCopyFile

log = logging.getLogger(__name__)
CHUNK = 2000


@dataclass
class ImportStats:
    """Counts of one import; ``records`` are the DE/AT/CH rows read."""

    records: int = 0
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    seconds: float = 0.0
    changed_fields: dict[str, int] = field(default_factory=dict)

    @property
    def rows_per_second(self) -> float:
        return self.records / self.seconds if self.seconds else 0.0

    def as_dict(self) -> dict[str, object]:
        return {"records": self.records, "created": self.created, "updated": self.updated,
                "unchanged": self.unchanged, "seconds": round(self.seconds, 3),
                "rows_per_second": round(self.rows_per_second, 1),
                "changed_fields": dict(sorted(self.changed_fields.items()))}


def _chunks(items: Iterable[CompanyFacts], size: int) -> Iterator[list[CompanyFacts]]:
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk


def _register_value(facts: CompanyFacts) -> str | None:
    if facts.register is None:
        return None
    register = facts.register
    return register_key({"country": register.country, "court": register.court,
                         "number": register.number})


def _known_companies(chunk: list[CompanyFacts]) -> tuple[dict[str, int], dict[str, int]]:
    """(LEI -> company id, register key -> company id) for the chunk, from any source."""
    leis = [f.lei for f in chunk if f.lei]
    registers = [key for f in chunk if (key := _register_value(f))]
    rows = Identifier.objects.filter(
        Q(kind=Identifier.LEI, value__in=leis) | Q(kind=Identifier.REGISTER, value__in=registers)
    ).order_by("id").values_list("kind", "value", "company_id")
    by_lei: dict[str, int] = {}
    by_register: dict[str, int] = {}
    for kind, value, company_id in rows:
        target = by_lei if kind == Identifier.LEI else by_register
        target.setdefault(value, company_id)
    return by_lei, by_register


def _last_gleif_statements(company_ids: set[int]) -> dict[int, datetime]:
    rows = (Observation.objects.filter(company_id__in=company_ids, source_id="gleif", field="lei")
            .values("company_id").annotate(last=Max("observed_at")))
    return {row["company_id"]: row["last"] for row in rows}


def _latest_per_lei(chunk: list[CompanyFacts]) -> list[CompanyFacts]:
    latest: dict[str, CompanyFacts] = {}
    for facts in chunk:
        key = facts.lei or facts.source_ref
        if key not in latest or facts.as_of > latest[key].as_of:
            latest[key] = facts
    return list(latest.values())


def _import_chunk(chunk: list[CompanyFacts], stats: ImportStats) -> None:
    chunk = _latest_per_lei(chunk)
    by_lei, by_register = _known_companies(chunk)
    matched: list[tuple[CompanyFacts, int]] = []
    new: list[CompanyFacts] = []
    later: list[CompanyFacts] = []  # new, but sharing a register entry with another new one
    claimed_registers: set[str] = set()
    for facts in chunk:
        register = _register_value(facts)
        company_id = by_lei.get(facts.lei or "") or (by_register.get(register) if register else None)
        if company_id is not None:
            matched.append((facts, company_id))
        elif register and register in claimed_registers:
            later.append(facts)
        else:
            if register:
                claimed_registers.add(register)
            new.append(facts)
    last = _last_gleif_statements({company_id for _, company_id in matched})
    with transaction.atomic():
        companies = Company.objects.in_bulk({company_id for _, company_id in matched})
        for facts, company_id in matched:
            seen = last.get(company_id)
            if seen is not None and seen >= facts.as_of:
                stats.unchanged += 1
                continue
            _, changed = facts_apply(facts=facts, company=companies[company_id])
            stats.updated += 1
            for name in changed:
                stats.changed_fields[name] = stats.changed_fields.get(name, 0) + 1
        created = companies_create_observed(statements=[statement_from_facts(f) for f in new])
        stats.created += len(created)
        relations_apply_many(pairs=list(zip(created, new, strict=True)))
        for facts in later:
            facts_apply(facts=facts)
            stats.updated += 1


def gleif_import_file(*, path: str | Path, chunk_size: int = CHUNK,
                      countries: Iterable[str] = DACH) -> ImportStats:
    """Imports one golden-copy file (full or delta; zip or csv) from disk."""
    stats = ImportStats()
    started = time.perf_counter()
    records = (to_facts(record) for record in iter_records(path, countries=countries))

    def counted() -> Iterator[CompanyFacts]:
        for facts in records:
            stats.records += 1
            yield facts

    for chunk in _chunks(counted(), chunk_size):
        _import_chunk(chunk, stats)
        stats.seconds = time.perf_counter() - started
        log.info("gleif import progress", extra={"gleif_import": stats.as_dict()})
    stats.seconds = time.perf_counter() - started
    return stats


def gleif_download(*, source: str, delta: bool) -> Path:
    """A local copy of ``source``: ``latest`` (the newest publish: its full file, or with
    ``delta`` its LastDay delta) or an http(s) URL. The caller deletes it."""
    with gleif_client() as client:
        if source == "latest":
            publish = client.latest_publish()
            file = publish.deltas["LastDay"] if delta else publish.full
        else:
            file = GoldenCopyFile("delta" if delta else "full", source, None, None,
                                  datetime.now(UTC))
        return client.download(file)
