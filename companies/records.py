"""Rendering a company: the REST field envelopes with ``attribution`` and the MCP compact
form with ``sources``. Both read the same stored envelopes, so "where does this value
come from" has one answer everywhere."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .models import CAPITAL_COMPANIES, PARTNERSHIPS, RECORD_FIELDS, Company, Source

_EMPTY = {"value": None, "source": None, "as_of": None}
_sources_cache: dict[str, dict[str, Any]] = {}


def source_attribution(key: str) -> dict[str, Any]:
    if key not in _sources_cache:
        source = Source.objects.filter(pk=key).first()
        _sources_cache[key] = {
            "source": key,
            "text": source.attribution_text if source else "",
            "license": source.license if source else "",
            "url": source.url if source else "",
        }
    return _sources_cache[key]


def attribution_of(keys: Iterable[str | None]) -> list[dict[str, Any]]:
    """The ``attribution`` member of an answer: each source it shows once, in first-shown
    order."""
    return [source_attribution(key) for key in dict.fromkeys(k for k in keys if k)]


def unknown_sources(company: Company) -> list[str]:
    """The sources :func:`company_envelopes` attributes for this company that are not in
    this process's source cache yet: rendering it would query them. The REST fast lane
    renders on the event loop, where a query is not allowed: it loads them first
    (:func:`load_sources`, on a thread) or leaves the call to Django."""
    keys = ((company.record.get(field) or {}).get("src") for field in _shown_fields(company))
    return [key for key in dict.fromkeys(keys) if key and key not in _sources_cache]


def sources_known(company: Company) -> bool:
    return not unknown_sources(company)


def load_sources(keys: list[str]) -> None:
    """Puts these sources into the source cache (a thread's own database connection, closed
    again: this runs once per source and process)."""
    from django.db import connection

    try:
        for key in keys:
            source_attribution(key)
    finally:
        connection.close()


def forget_sources() -> None:
    _sources_cache.clear()


def shows_representatives(legal_form: str | None) -> bool:
    return bool(legal_form) and (legal_form in CAPITAL_COMPANIES or legal_form in PARTNERSHIPS)


def _shown_fields(company: Company) -> list[str]:
    fields = list(RECORD_FIELDS)
    legal_form = (company.record.get("legal_form") or {}).get("value")
    if not shows_representatives(legal_form):
        fields.remove("representatives")
    return fields


def company_summary(company: Company) -> dict[str, str]:
    return {"id": company.public_id, "name": company.name}


def company_envelopes(company: Company) -> dict[str, Any]:
    """The full REST record: ``id``, each field as ``{value, source, as_of}``, and
    ``attribution`` for exactly the sources used."""
    answer: dict[str, Any] = {"id": company.public_id}
    used: list[str] = []
    for field in _shown_fields(company):
        stored = company.record.get(field)
        if not stored:
            answer[field] = dict(_EMPTY)
            continue
        answer[field] = {k: stored[k] for k in ("value", "source", "as_of")}
        used.append(stored.get("src"))
    answer["attribution"] = attribution_of(used)
    return answer


def company_compact(company: Company) -> dict[str, Any]:
    """The MCP form: values directly in the object, ``sources`` maps each field to
    ``"<origin>, <YYYY-MM-DD>"``; empty fields are left out to keep answers small."""
    answer: dict[str, Any] = {"id": company.public_id}
    sources: dict[str, str] = {}
    for field in _shown_fields(company):
        stored = company.record.get(field)
        if not stored or stored.get("value") in (None, [], ""):
            continue
        answer[field] = stored["value"]
        if stored.get("source"):
            sources[field] = f"{stored['source']}, {(stored.get('as_of') or '')[:10]}"
    answer["sources"] = sources
    return answer
