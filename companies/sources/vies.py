"""EU VIES REST client: is a VAT id valid, and a consultation number proving we asked.

Upstream (swagger ``swagger_publicVAT.yaml``)::

    GET  {base}/ms/{CC}/vat/{number}   -> {isValid, userError, requestDate, name, address, ...}
    POST {base}/check-vat-number        -> {valid, requestIdentifier, requestDate, name, ...}
    GET  {base}/check-status            -> {vow: {available}, countries: [{countryCode, availability}]}

Contract of this module:

* A VAT id is ``valid=False`` only when VIES positively says so (``userError: INVALID`` in the
  GET form, ``valid: false`` without an error in the POST form). Every member-state or
  service error -- the ``{actionSucceed: false, errorWrappers: [...]}`` envelope with HTTP
  400/500 or even 200, and the GET form's ``isValid: false`` + ``userError: MS_UNAVAILABLE`` --
  raises :class:`~companies.sources.base.UpstreamUnavailable` (``upstream_unavailable``) or,
  for ``*_MAX_CONCURRENT_REQ``, :class:`~companies.sources.base.RateLimited`
  (``rate_limited``). Both are retried with backoff before they reach the caller.
* ``name``/``address`` of ``"---"`` (always so for DE) become ``None``.
* Greece is ``EL`` (``GR`` input is accepted and rewritten). Switzerland is not in VIES:
  :func:`normalise_vat_id` raises :class:`NotInVies` for ``CHE...`` ids, so the caller routes
  CH to the UID register / Zefix instead. Malformed input raises :class:`ValueError` before
  any request is made; checksum validation is the caller's business (python-stdnum).
* Data from VIES is not redistributable (NOTES §0): the lead decides what to show.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import httpx

from companies.sources.base import (
    DEFAULT_USER_AGENT,
    AuthFailed,
    BadResponse,
    HttpSource,
    InvalidRequest,
    RateLimited,
    RetryPolicy,
    SourceError,
    UpstreamUnavailable,
    call_with_retry,
    instant,
    utcnow,
)

DEFAULT_BASE_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api"
MEMBER_STATES = frozenset(
    "AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI".split()
)
RATE_LIMIT_ERRORS = frozenset(
    {
        "MS_MAX_CONCURRENT_REQ", "GLOBAL_MAX_CONCURRENT_REQ",
        "MS_MAX_CONCURRENT_REQ_TIME", "GLOBAL_MAX_CONCURRENT_REQ_TIME",
    }
)
UNAVAILABLE_ERRORS = frozenset({"MS_UNAVAILABLE", "SERVICE_UNAVAILABLE", "TIMEOUT", "SERVER_BUSY"})
INPUT_ERRORS = frozenset({"INVALID_INPUT", "INVALID_REQUESTER_INFO"})
_NUMBER = re.compile(r"^[0-9A-Z+*]{2,12}$")


class NotInVies(ValueError):
    """The id belongs to a country VIES does not cover (CH, LI, ...): route it elsewhere."""


@dataclass(frozen=True)
class VatCheck:
    """VIES's answer. ``request_identifier`` is the consultation number (POST form with a
    requester only). ``checked_at`` is VIES's ``requestDate`` in aware UTC."""

    vat_id: str
    valid: bool
    request_identifier: str | None
    name: str | None
    address: str | None
    checked_at: datetime


@dataclass(frozen=True)
class ViesStatus:
    """``check-status``: the service flag and each member state's availability text
    (``Available``, ``Unavailable``, ``Monitoring Disabled``)."""

    available: bool
    countries: dict[str, str]

    def is_available(self, country_code: str) -> bool:
        return self.available and self.countries.get(country_code) == "Available"


def normalise_vat_id(vat_id: str) -> tuple[str, str]:
    """``"de 123 456 789"`` -> ``("DE", "123456789")``; ``GR`` -> ``EL``.

    Raises :class:`NotInVies` for CH/LI and :class:`ValueError` for anything else malformed.
    """
    compact = re.sub(r"[\s.\-/]", "", vat_id or "").upper()
    country, number = compact[:2], compact[2:]
    if country == "GR":
        country = "EL"
    if country in ("CH", "LI"):
        raise NotInVies(f"{country} VAT ids are not in VIES; use the UID register (Zefix)")
    if country not in MEMBER_STATES:
        raise ValueError(f"not an EU VAT id: {vat_id!r}")
    if not _NUMBER.match(number):
        raise ValueError(f"malformed VAT number: {vat_id!r}")
    return country, number


def _text_or_none(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    value = value.strip()
    return None if value in ("", "---") else value


class ViesClient(HttpSource):
    """VIES REST client.

    ``requester_vat_id`` (our own EU VAT id, e.g. ``ATU12345678``) is sent with
    :meth:`check_with_consultation` so VIES issues a consultation number.
    """

    source = "vies"

    def __init__(
        self,
        base_url: str,
        *,
        requester_vat_id: str | None = None,
        timeout: float = 10.0,
        retry: RetryPolicy | None = None,
        user_agent: str = DEFAULT_USER_AGENT,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        super().__init__(base_url, timeout=timeout, retry=retry, user_agent=user_agent,
                         headers={"Accept": "application/json"}, transport=transport)
        self.requester = normalise_vat_id(requester_vat_id) if requester_vat_id else None

    # -- public ------------------------------------------------------------------------------

    def lookup(self, vat_id: str) -> VatCheck:
        """GET form: validity (+ name/address where the member state shares them)."""
        country, number = normalise_vat_id(vat_id)
        return call_with_retry(lambda: self._lookup_once(country, number), self.retry)

    def check_with_consultation(self, vat_id: str, requester_vat_id: str | None = None) -> VatCheck:
        """POST form with requester details: like :meth:`lookup` plus ``request_identifier``.

        Uses ``requester_vat_id`` or the one given to the constructor; without either it
        still works but VIES issues no consultation number.
        """
        country, number = normalise_vat_id(vat_id)
        requester = normalise_vat_id(requester_vat_id) if requester_vat_id else self.requester
        payload: dict[str, str] = {"countryCode": country, "vatNumber": number}
        if requester:
            payload["requesterMemberStateCode"], payload["requesterNumber"] = requester
        return call_with_retry(lambda: self._check_once(country, number, payload), self.retry)

    def check(self, vat_id: str) -> VatCheck:
        """The POST form when a requester is configured (consultation number), else GET."""
        if self.requester:
            return self.check_with_consultation(vat_id)
        return self.lookup(vat_id)

    def status(self) -> ViesStatus:
        """``check-status``: which member-state systems are up right now."""
        def once() -> ViesStatus:
            body = self._answer(self._send("GET", "/check-status"))
            countries = body.get("countries")
            vow = body.get("vow")
            if not isinstance(countries, list) or not isinstance(vow, dict):
                raise BadResponse("vies: check-status lacks vow/countries", source=self.source)
            return ViesStatus(
                available=vow.get("available") is True,
                countries={str(c.get("countryCode")): str(c.get("availability"))
                           for c in countries if isinstance(c, dict)},
            )
        return call_with_retry(once, self.retry)

    # -- one exchange ----------------------------------------------------------------------

    def _lookup_once(self, country: str, number: str) -> VatCheck:
        body = self._answer(self._send("GET", f"/ms/{country}/vat/{number}"))
        user_error = body.get("userError")
        is_valid = body.get("isValid")
        if is_valid is True and user_error in (None, "VALID"):
            valid = True
        elif is_valid is False and user_error == "INVALID":
            valid = False
        elif isinstance(user_error, str) and user_error not in ("VALID", "INVALID"):
            raise self._error(user_error, f"vies: {country} lookup answered {user_error}")
        else:
            raise BadResponse(
                f"vies: {country} lookup answered isValid={is_valid!r} userError={user_error!r}",
                source=self.source,
            )
        return self._result(country, number, valid, body)

    def _check_once(self, country: str, number: str, payload: dict[str, str]) -> VatCheck:
        body = self._answer(self._send("POST", "/check-vat-number", json=payload))
        user_error = body.get("userError")
        if isinstance(user_error, str) and user_error not in ("VALID", "INVALID"):
            raise self._error(user_error, f"vies: {country} check answered {user_error}")
        valid = body.get("valid")
        if not isinstance(valid, bool):
            raise BadResponse(f"vies: {country} check answered without 'valid'",
                              source=self.source)
        return self._result(country, number, valid, body)

    def _result(self, country: str, number: str, valid: bool, body: dict[str, Any]) -> VatCheck:
        request_date = body.get("requestDate")
        try:
            checked_at = instant(request_date) if isinstance(request_date, str) else utcnow()
        except ValueError:
            checked_at = utcnow()
        return VatCheck(
            vat_id=f"{country}{number}",
            valid=valid,
            request_identifier=_text_or_none(body.get("requestIdentifier")),
            name=_text_or_none(body.get("name")) if valid else None,
            address=_text_or_none(body.get("address")) if valid else None,
            checked_at=checked_at,
        )

    def _answer(self, response: httpx.Response) -> dict[str, Any]:
        """The JSON object of a successful answer; the error envelope at ANY status raises."""
        try:
            body = response.json()
        except ValueError:
            body = None
        if isinstance(body, dict) and (
            body.get("actionSucceed") is False or "errorWrappers" in body
        ):
            wrappers = body.get("errorWrappers") or [{}]
            first = wrappers[0] if isinstance(wrappers[0], dict) else {}
            code = str(first.get("error") or "UNKNOWN")
            detail = f": {first['message']}" if first.get("message") else ""
            raise self._error(code, f"vies: {code}{detail} (HTTP {response.status_code})",
                              status=response.status_code)
        if response.status_code == 404:
            raise BadResponse(f"vies: no such endpoint {response.request.url.path}",
                              source=self.source, status=404)
        self._raise_for_status(response)
        if not isinstance(body, dict):
            raise BadResponse(f"vies: {response.request.url.path} answered no JSON object",
                              source=self.source, status=response.status_code)
        return body

    def _error(self, upstream_code: str, message: str, status: int | None = None) -> SourceError:
        kind: type[SourceError]
        if upstream_code in RATE_LIMIT_ERRORS:
            kind = RateLimited
        elif upstream_code in UNAVAILABLE_ERRORS:
            kind = UpstreamUnavailable
        elif upstream_code in INPUT_ERRORS:
            kind = InvalidRequest
        elif upstream_code == "IP_BLOCKED":
            kind = AuthFailed
        else:
            kind = BadResponse
        return kind(message, source=self.source, upstream_code=upstream_code, status=status)
