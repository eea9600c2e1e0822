"""Fake Zefix PublicREST built from ``zefix_*_sample.json``.

* Every route needs HTTP Basic credentials (``username``/``password``): 401 otherwise.
* ``GET /api/v1/company/uid/{uid}``: ``CHE999999996`` -> the sample array;
  ``LIQUIDATING_UID`` -> two seat entries (an old CANCELLED one and a BEING_CANCELLED one
  that has taken over another company); any other UID -> 404 with the error sample.
* ``POST /api/v1/company/search``: names shorter than 3 characters -> 400
  INVALID_REQUEST_DATA; ``*`` alone -> 400 RESULTLIST_TO_LARGE; names matching the sample
  (``Beispiel*``, case-insensitive, ``*`` wildcard) -> the search sample; else 404 NOT_FOUND.
* ``GET /api/v1/sogc/bydate/2025-11-04`` -> the feed sample with the message text
  double-encoded the way Zefix does since 2026-03-16; other dates -> ``[]``.
* ``unavailable_for``: the first N requests answer 503 (transient outage).
"""

from __future__ import annotations

import base64
import copy
import fnmatch
import json
from typing import Any

from tests.fakes.base import LocalServer, Request, Response
from tests.fakes.data import sample_json

SAMPLE_UID = "CHE999999996"
LIQUIDATING_UID = "CHE888888889"
PREDECESSOR_UID = "CHE777777771"
FEED_DATE = "2025-11-04"


def double_encode(text: str) -> str:
    """The upstream bug: UTF-8 bytes read as Windows-1252 and sent as UTF-8 again."""
    return text.encode("utf-8").decode("cp1252", errors="replace")


def error(status: int, kind: str, message: str) -> Response:
    return Response(status, {"error": {"type": kind, "message": message}})


class FakeZefix(LocalServer):
    def __init__(self, *, username: str = "api-user", password: str = "s3cret",
                 unavailable_for: int = 0) -> None:
        super().__init__()
        self.credentials = (username, password)
        self.unavailable_for = self._default_unavailable = unavailable_for

    def reset(self) -> None:
        """Back to the constructor's behaviour with no history (for a server shared by tests)."""
        self.unavailable_for = self._default_unavailable
        with self._lock:
            self.requests.clear()

    def handle(self, request: Request) -> Response:
        if self.unavailable_for > 0:
            self.unavailable_for -= 1
            return Response(503, "<html><body>Service Unavailable</body></html>")
        if not self._authorised(request):
            return Response(401, b"", headers={"WWW-Authenticate": 'Basic realm="ZefixPublicREST"'})
        path = request.path
        if request.method == "GET" and "/api/v1/company/uid/" in path:
            return self._by_uid(path.rsplit("/", 1)[-1])
        if request.method == "POST" and path.endswith("/api/v1/company/search"):
            return self._search(request)
        if request.method == "GET" and "/api/v1/sogc/bydate/" in path:
            return self._feed(path.rsplit("/", 1)[-1])
        return error(404, "NOT_FOUND", "No such resource")

    def _authorised(self, request: Request) -> bool:
        header = request.headers.get("Authorization", "")
        if not header.startswith("Basic "):
            return False
        try:
            user, _, password = base64.b64decode(header[6:]).decode().partition(":")
        except ValueError:
            return False
        return (user, password) == self.credentials

    def _by_uid(self, uid: str) -> Response:
        sample = sample_json("zefix_company_sample.json")
        if uid == SAMPLE_UID:
            return Response(200, sample)
        if uid == LIQUIDATING_UID:
            return Response(200, self._liquidating(sample[0]))
        if uid.startswith("CHE") and uid[3:].isdigit() and len(uid) == 12:
            return Response(404, sample_json("zefix_error_sample.json"))
        return error(400, "INVALID_REQUEST_DATA", f"Invalid UID {uid}")

    def _liquidating(self, base: dict[str, Any]) -> list[dict[str, Any]]:
        current = copy.deepcopy(base)
        current.update(
            name="Probe Liquidation AG in Liquidation", uid=LIQUIDATING_UID, ehraid=1199990,
            status="BEING_CANCELLED", sogcDate="2026-01-15", branchOffices=[],
            hasTakenOver=[{"name": "Probe Vorgänger GmbH", "uid": PREDECESSOR_UID,
                           "ehraid": 1199991, "status": "CANCELLED"}],
            zefixDetailWeb={"de": "https://www.zefix.ch/de/search/entity/list/firm/1199990"},
        )
        old_seat = copy.deepcopy(current)
        old_seat.update(status="CANCELLED", sogcDate="2020-05-05", legalSeat="Bern")
        return [old_seat, current]

    def _search(self, request: Request) -> Response:
        try:
            body = request.json()
        except ValueError:
            return error(400, "INVALID_REQUEST_DATA", "Body is not JSON")
        name = str((body or {}).get("name") or "")
        if name.strip() == "*":
            return error(400, "RESULTLIST_TO_LARGE", "Result list too large")
        if len(name.replace("*", "")) < 3:
            return error(400, "INVALID_REQUEST_DATA", "name must have at least 3 characters")
        pattern = name.lower() if "*" in name else f"*{name.lower()}*"
        hits = [c for c in sample_json("zefix_search_sample.json")
                if fnmatch.fnmatchcase(c["name"].lower(), pattern)]
        if not hits:
            return Response(404, sample_json("zefix_error_sample.json"))
        return Response(200, hits)

    def _feed(self, day: str) -> Response:
        if len(day) != 10 or day[4] != "-" or day[7] != "-":
            return error(400, "INVALID_REQUEST_DATA", f"Invalid date {day}")
        if day != FEED_DATE:
            return Response(200, [])
        feed = sample_json("zefix_sogc_bydate_sample.json")
        for item in feed:
            pub = item["sogcPublication"]
            pub["message"] = double_encode(pub["message"])
        # Encode by hand so the mojibake goes out exactly as Zefix sends it.
        return Response(200, _json_bytes(feed), headers={"Content-Type": "application/json"})


def _json_bytes(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")
