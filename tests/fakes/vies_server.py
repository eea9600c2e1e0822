"""Fake VIES REST service: a number-driven table built from the ``vies_sample_*`` payloads.

Routes (same paths as ``.../taxation_customs/vies/rest-api``)::

    GET  /ms/{CC}/vat/{number}
    POST /check-vat-number
    GET  /check-status

Behaviour by VAT number (any member state unless noted):

=============== ==============================================================================
``999999995``   valid; DE answers name/address ``"---"`` (``vies_sample_valid.json``)
``U99999999``   AT: valid with name and address (``vies_sample_valid_at_with_name.json``)
``123456789``   valid (any country, e.g. EL for Greece), name ``"---"``
``999999903``   invalid (``vies_sample_invalid.json``)
``999999911``   GET form ``isValid:false`` + ``userError:MS_UNAVAILABLE``; POST: 500 envelope
``999999929``   always HTTP 500 with the error envelope (MS_UNAVAILABLE)
``999999937``   ``MS_MAX_CONCURRENT_REQ`` envelope (HTTP 500) ``flaky_failures`` times, then valid
``999999945``   HTTP 200 carrying the error envelope (SERVICE_UNAVAILABLE)
``999999953``   HTTP 400 envelope INVALID_INPUT
``999999961``   always ``GLOBAL_MAX_CONCURRENT_REQ`` (HTTP 500)
``999999979``   answers after ``slow_seconds`` (a timeout for a patient-less client)
anything else   invalid
=============== ==============================================================================

The POST form returns ``requestIdentifier`` only when requester details are sent
(``requesterMemberStateCode`` + ``requesterNumber``), as VIES does.
"""

from __future__ import annotations

import copy
import itertools
from collections import Counter
from typing import Any

from tests.fakes.base import LocalServer, Request, Response
from tests.fakes.data import sample_json

VALID = "999999995"
VALID_AT = "U99999999"
VALID_ANY = "123456789"
INVALID = "999999903"
MS_UNAVAILABLE_GET = "999999911"
ENVELOPE_500 = "999999929"
CONCURRENT_THEN_OK = "999999937"
ENVELOPE_200 = "999999945"
INVALID_INPUT = "999999953"
ALWAYS_CONCURRENT = "999999961"
SLOW = "999999979"


def envelope(code: str) -> dict[str, Any]:
    return {"actionSucceed": False, "errorWrappers": [{"error": code}]}


class FakeVies(LocalServer):
    """``flaky_failures``: how often ``999999937`` fails before it succeeds (per number)."""

    def __init__(self, *, flaky_failures: int = 1, slow_seconds: float = 1.5) -> None:
        super().__init__()
        self.flaky_failures = flaky_failures
        self.slow_seconds = slow_seconds
        self._defaults = (flaky_failures, slow_seconds)
        self.calls: Counter[str] = Counter()
        self._ids = itertools.count(1)

    def reset(self) -> None:
        """Back to the constructor's behaviour with no history (for a server shared by tests)."""
        self.flaky_failures, self.slow_seconds = self._defaults
        self.calls.clear()
        with self._lock:
            self.requests.clear()

    def handle(self, request: Request) -> Response:
        parts = request.path.strip("/").split("/")
        if request.method == "GET" and request.path.endswith("/check-status"):
            return Response(200, sample_json("vies_sample_check_status.json"))
        if request.method == "GET" and len(parts) >= 4 and parts[-4] == "ms" and parts[-2] == "vat":
            return self._lookup(parts[-3], parts[-1])
        if request.method == "POST" and request.path.endswith("/check-vat-number"):
            try:
                body = request.json()
            except ValueError:
                return Response(400, envelope("INVALID_INPUT"))
            if not isinstance(body, dict):
                return Response(400, envelope("INVALID_INPUT"))
            return self._check(body)
        return Response(404, {"error": "not found"})

    # -- the table ---------------------------------------------------------------------------

    def _error_for(self, number: str) -> Response | None:
        """Shared failure behaviour of both forms; ``None`` when the number has none."""
        self.calls[number] += 1
        if number == ENVELOPE_500:
            return Response(500, envelope("MS_UNAVAILABLE"))
        if number == ENVELOPE_200:
            return Response(200, envelope("SERVICE_UNAVAILABLE"))
        if number == INVALID_INPUT:
            return Response(400, envelope("INVALID_INPUT"))
        if number == ALWAYS_CONCURRENT:
            return Response(500, envelope("GLOBAL_MAX_CONCURRENT_REQ"))
        if number == CONCURRENT_THEN_OK and self.calls[number] <= self.flaky_failures:
            return Response(500, envelope("MS_MAX_CONCURRENT_REQ"))
        return None

    def _is_valid(self, country: str, number: str) -> bool:
        return number in (VALID, VALID_ANY, CONCURRENT_THEN_OK, SLOW) or (
            country == "AT" and number == VALID_AT
        )

    def _lookup(self, country: str, number: str) -> Response:
        error = self._error_for(number)
        if error is not None:
            return error
        if number == MS_UNAVAILABLE_GET:
            body = copy.deepcopy(sample_json("vies_sample_ms_unavailable_get.json"))
        elif country == "AT" and number == VALID_AT:
            body = copy.deepcopy(sample_json("vies_sample_valid_at_with_name.json"))
        elif self._is_valid(country, number):
            body = copy.deepcopy(sample_json("vies_sample_valid.json"))
        else:
            body = copy.deepcopy(sample_json("vies_sample_invalid.json"))
        body["vatNumber"] = body["originalVatNumber"] = number
        return Response(200, body, delay=self.slow_seconds if number == SLOW else 0.0)

    def _check(self, payload: dict[str, Any]) -> Response:
        country = str(payload.get("countryCode", ""))
        number = str(payload.get("vatNumber", ""))
        if not country or not number:
            return Response(400, envelope("INVALID_INPUT"))
        requester = (payload.get("requesterMemberStateCode"), payload.get("requesterNumber"))
        if any(requester) and not all(requester):
            return Response(400, envelope("INVALID_REQUESTER_INFO"))
        error = self._error_for(number)
        if error is not None:
            return error
        if number == MS_UNAVAILABLE_GET:
            return Response(500, envelope("MS_UNAVAILABLE"))
        body = copy.deepcopy(sample_json("vies_sample_check_vat_number_response.json"))
        body["countryCode"], body["vatNumber"] = country, number
        body["valid"] = self._is_valid(country, number)
        body["requestIdentifier"] = f"WAPIAAAAZZFAKE{next(self._ids):02d}" if all(requester) else ""
        if country == "AT" and number == VALID_AT:
            at = sample_json("vies_sample_valid_at_with_name.json")
            body["name"], body["address"] = at["name"], at["address"]
        return Response(200, body, delay=self.slow_seconds if number == SLOW else 0.0)
