"""Zefix PublicREST client (Swiss central business name index), HTTP Basic auth.

Upstream (OpenAPI 2.7.2.3, base ``https://www.zefix.admin.ch/ZefixPublicREST``)::

    GET  /api/v1/company/uid/{CHE...}   -> [CompanyFull, ...]   one entry per seat
    POST /api/v1/company/search         -> [CompanyShort, ...]
    GET  /api/v1/sogc/bydate/{date}     -> [{sogcPublication, companyShort}, ...]
    errors: {"error": {"type": NOT_FOUND | INVALID_REQUEST_DATA | RESULTLIST_TO_LARGE, "message"}}

Contract:

* :meth:`ZefixClient.fetch_by_uid` returns one :class:`CompanyFacts` (``source="zefix"``):
  of several seat entries the active one, else the most recently published. Legal form from
  the eCH-0097 code (``legalForm.uid``), status ACTIVE/BEING_CANCELLED/CANCELLED ->
  active/in_liquidation/dissolved, register ``CH / - / CHE-123.456.789``, relations
  ``predecessor`` (hasTakenOver), ``successor`` (wasTakenOverBy), ``branch`` (branchOffices).
  ``as_of`` is the last SOGC publication date; ``founded_on`` the journal date of the
  registration (``status.neu``) publication when it is listed.
* SOGC message texts are repaired where the upstream double-encodes UTF-8 (``ZÃ¼rich``).
* Zefix REST carries no persons: ``representatives`` stays empty (they are only in SOGC
  free text, which names people; see NOTES §0 on attribution).
* Unknown UID: ``not_found``; a search without hits: ``[]``; wrong credentials:
  ``auth_failed``; RESULTLIST_TO_LARGE / INVALID_REQUEST_DATA: ``invalid_request``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from typing import Any

import httpx
from stdnum.ch import uid as ch_uid

from companies.sources.base import (
    DEFAULT_USER_AGENT,
    BadResponse,
    Capital,
    CompanyFacts,
    HttpSource,
    InvalidRequest,
    NotFound,
    RegisterRef,
    Relation,
    RetryPolicy,
    call_with_retry,
    instant,
    make_address,
    utcnow,
)

DEFAULT_BASE_URL = "https://www.zefix.admin.ch/ZefixPublicREST"
# eCH-0097 legal form codes -> CONTRACT codes (CH has no KG code in the CONTRACT list).
LEGAL_FORMS = {
    "0101": "Einzelunternehmen",
    "0103": "Kollektivgesellschaft",
    "0106": "AG",
    "0107": "GmbH",
    "0108": "Genossenschaft",
    "0109": "Verein",
    "0110": "Stiftung",
}
STATUSES = {"ACTIVE": "active", "BEING_CANCELLED": "in_liquidation", "CANCELLED": "dissolved"}

_CONT = "[\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]"
_MOJIBAKE = re.compile(
    f"[\u00c2-\u00df]{_CONT}|[\u00e0-\u00ef]{_CONT}{{2}}|[\u00f0-\u00f4]{_CONT}{{3}}"
)


def repair_double_encoding(text: str) -> str:
    """Undo UTF-8 that was decoded as Windows-1252/Latin-1 and encoded again.

    Only sequences that form valid UTF-8 once re-encoded are touched, so correct text
    (``Zürich``) passes unchanged and mixed text is repaired piece by piece.
    """
    def fix(match: re.Match[str]) -> str:
        chunk = match.group(0)
        for encoding in ("cp1252", "latin-1"):
            try:
                return chunk.encode(encoding).decode("utf-8")
            except UnicodeError:
                continue
        return chunk

    return _MOJIBAKE.sub(fix, text)


def compact_uid(uid: str) -> str:
    """``CHE-123.456.789`` (or ``CHE123456789 MWST``) -> ``CHE123456789``; ValueError if bad."""
    compact = ch_uid.compact(re.sub(r"\s*(MWST|TVA|IVA|HR)$", "", uid.strip().upper()))
    if not ch_uid.is_valid(compact):
        raise ValueError(f"not a Swiss UID: {uid!r}")
    return compact


def format_uid(uid: str) -> str:
    """``CHE123456789`` -> ``CHE-123.456.789``."""
    return ch_uid.format(uid)


@dataclass(frozen=True)
class ZefixHit:
    """One search result (CompanyShort)."""

    name: str
    uid: str | None
    ehraid: int | None
    legal_seat: str | None
    legal_form: str | None
    status: str | None


@dataclass(frozen=True)
class SogcPublication:
    """One SOGC (SHAB) publication from the change feed; ``message`` is repaired text."""

    sogc_id: int
    sogc_date: date
    canton: str | None
    message: str
    mutation_keys: tuple[str, ...]
    company: ZefixHit


def _hit(short: dict[str, Any]) -> ZefixHit:
    uid = short.get("uid")
    form = short.get("legalForm") or {}
    return ZefixHit(
        name=str(short.get("name") or ""),
        uid=format_uid(uid) if isinstance(uid, str) and uid else None,
        ehraid=short.get("ehraid") if isinstance(short.get("ehraid"), int) else None,
        legal_seat=short.get("legalSeat"),
        legal_form=LEGAL_FORMS.get(str(form.get("uid"))),
        status=STATUSES.get(str(short.get("status"))),
    )


def _relation(kind: str, other: dict[str, Any]) -> Relation:
    uid = other.get("uid")
    register = RegisterRef("CH", "-", format_uid(uid)) if isinstance(uid, str) and uid else None
    return Relation(kind=kind, target_register=register, target_name=other.get("name"))


def _founded_on(company: dict[str, Any]) -> date | None:
    for pub in company.get("sogcPub") or []:
        keys = {m.get("key") for m in pub.get("mutationTypes") or [] if isinstance(m, dict)}
        when = pub.get("registryOfCommerceJournalDate") or pub.get("sogcDate")
        if "status.neu" in keys and isinstance(when, str):
            return date.fromisoformat(when)
    return None


def company_to_facts(company: dict[str, Any], *, retrieved_at: datetime | None = None) -> CompanyFacts:
    """Map one CompanyFull object to :class:`CompanyFacts` (see the module contract)."""
    try:
        uid = format_uid(str(company["uid"]))
        name = str(company["name"])
    except (KeyError, TypeError) as exc:
        raise BadResponse("zefix: company without uid or name", source="zefix") from exc
    address = company.get("address") or {}
    street = " ".join(p for p in (address.get("street"), address.get("houseNumber")) if p)
    capital = None
    if company.get("capitalNominal"):
        try:
            capital = Capital(Decimal(str(company["capitalNominal"])),
                              str(company.get("capitalCurrency") or "CHF"))
        except InvalidOperation:
            capital = None
    web = company.get("zefixDetailWeb") or {}
    sogc_date = company.get("sogcDate")
    relations = (
        [_relation("predecessor", c) for c in company.get("hasTakenOver") or []]
        + [_relation("successor", c) for c in company.get("wasTakenOverBy") or []]
        + [_relation("branch", c) for c in company.get("branchOffices") or []]
    )
    return CompanyFacts(
        source="zefix",
        source_ref=web.get("de") or company.get("cantonalExcerptWeb") or f"zefix {uid}",
        as_of=instant(sogc_date) if isinstance(sogc_date, str) else (retrieved_at or utcnow()),
        name=name,
        legal_form=LEGAL_FORMS.get(str((company.get("legalForm") or {}).get("uid"))),
        status=STATUSES.get(str(company.get("status"))),
        register=RegisterRef("CH", "-", uid),
        address=make_address(street, address.get("swissZipCode"), address.get("city"), "CH"),
        founded_on=_founded_on(company),
        relations=tuple(relations),
        raw_id=str(company["ehraid"]) if company.get("ehraid") is not None else None,
        capital=capital,
    )


def _pick_seat(entries: list[dict[str, Any]]) -> dict[str, Any]:
    """The active entry if any, else the one with the latest SOGC date."""
    return max(entries, key=lambda c: (c.get("status") == "ACTIVE", c.get("sogcDate") or ""))


class ZefixClient(HttpSource):
    """Zefix PublicREST with HTTP Basic credentials (``username``/``password``)."""

    source = "zefix"

    def __init__(
        self,
        base_url: str,
        *,
        username: str,
        password: str,
        timeout: float = 10.0,
        retry: RetryPolicy | None = None,
        user_agent: str = DEFAULT_USER_AGENT,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        super().__init__(base_url, timeout=timeout, retry=retry, auth=(username, password),
                         headers={"Accept": "application/json"}, user_agent=user_agent,
                         transport=transport)

    def fetch_by_uid(self, uid: str) -> CompanyFacts:
        """Facts for one UID (``CHE-123.456.789`` or compact). ValueError on a bad UID."""
        entries = self.fetch_raw_by_uid(uid)
        return company_to_facts(_pick_seat(entries), retrieved_at=utcnow())

    def fetch_raw_by_uid(self, uid: str) -> list[dict[str, Any]]:
        """The CompanyFull array as Zefix sends it (one entry per seat), never empty."""
        compact = compact_uid(uid)
        body = call_with_retry(
            lambda: self._call("GET", f"/api/v1/company/uid/{compact}"), self.retry
        )
        entries = [c for c in body if isinstance(c, dict)] if isinstance(body, list) else []
        if not entries:
            raise NotFound(f"zefix: no company with UID {format_uid(compact)}", source=self.source)
        return entries

    def search(
        self,
        name: str,
        *,
        active_only: bool = False,
        legal_form_uid: str | None = None,
        canton: str | None = None,
    ) -> list[ZefixHit]:
        """Name search (at least 3 characters, ``*`` as wildcard); no hits gives ``[]``."""
        payload: dict[str, Any] = {"name": name, "activeOnly": active_only}
        if legal_form_uid:
            payload["legalFormUid"] = legal_form_uid
        if canton:
            payload["canton"] = canton
        try:
            body = call_with_retry(
                lambda: self._call("POST", "/api/v1/company/search", json=payload), self.retry
            )
        except NotFound:
            return []
        if not isinstance(body, list):
            raise BadResponse("zefix: search answered no list", source=self.source)
        return [_hit(c) for c in body if isinstance(c, dict)]

    def publications_on(self, day: date) -> list[SogcPublication]:
        """The SOGC change feed of one day (``[]`` when nothing was published)."""
        try:
            body = call_with_retry(
                lambda: self._call("GET", f"/api/v1/sogc/bydate/{day.isoformat()}"), self.retry
            )
        except NotFound:
            return []
        if not isinstance(body, list):
            raise BadResponse("zefix: sogc feed answered no list", source=self.source)
        publications = []
        for item in body:
            pub = item.get("sogcPublication") if isinstance(item, dict) else None
            if not isinstance(pub, dict):
                raise BadResponse("zefix: sogc entry without sogcPublication", source=self.source)
            publications.append(SogcPublication(
                sogc_id=int(pub["sogcId"]),
                sogc_date=date.fromisoformat(pub["sogcDate"]),
                canton=pub.get("registryOfCommerceCanton"),
                message=repair_double_encoding(str(pub.get("message") or "")),
                mutation_keys=tuple(str(m.get("key")) for m in pub.get("mutationTypes") or []),
                company=_hit(item.get("companyShort") or {}),
            ))
        return publications

    def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        response = self._send(method, path, **kwargs)
        if response.status_code >= 400:
            try:
                error = response.json().get("error") or {}
            except (ValueError, AttributeError):
                error = {}
            kind, message = error.get("type"), error.get("message") or ""
            if kind == "NOT_FOUND":
                raise NotFound(f"zefix: {message or 'not found'}", source=self.source,
                               upstream_code=kind, status=response.status_code)
            if kind in ("INVALID_REQUEST_DATA", "RESULTLIST_TO_LARGE"):
                raise InvalidRequest(f"zefix: {kind}: {message}", source=self.source,
                                     upstream_code=kind, status=response.status_code)
        self._raise_for_status(response)
        return self._json(response)
