"""Fake GLEIF: golden-copy publishes, file downloads and the LEI record API.

Everything is built from ``gleif_sample.csv`` (43 columns in the real order):

* ``GET /api/v2/golden-copies/publishes`` -> ``{data: [{publish_date, lei2: {full_file: {csv:
  {url, size, record_count}}, delta_files: {IntraDay, LastDay, LastWeek, LastMonth}}}]}``
  with URLs pointing back at this server.
* ``GET /files/<name>.csv.zip``: the full file is a zip of the sample; the deltas hold the rows
  updated in 2026.
* ``GET /api/v1/lei-records/{lei}``: a JSON:API ``lei-records`` document made from the row;
  unknown LEIs get a JSON:API 404.
* ``unavailable_for=N``: the first N requests answer 503; ``rate_limited_for=N``: 429 with
  ``Retry-After: 1``; ``misreport_size=True``: publishes announces more bytes than served.
"""

from __future__ import annotations

import csv
import io
import zipfile
from typing import Any

from tests.fakes.base import LocalServer, Request, Response
from tests.fakes.data import sample_text

PUBLISHED = "2026-03-02 08:00:00"
FULL_NAME = "20260302-0800-gleif-goldencopy-lei2-golden-copy.csv.zip"
DELTA_NAME = "20260302-0800-gleif-goldencopy-lei2-golden-copy-delta-{kind}.csv.zip"
DELTA_KINDS = ("IntraDay", "LastDay", "LastWeek", "LastMonth")


def sample_rows() -> tuple[list[str], list[dict[str, str]]]:
    reader = csv.DictReader(io.StringIO(sample_text("gleif_sample.csv"), newline=""))
    return list(reader.fieldnames or []), list(reader)


def zipped_csv(header: list[str], rows: list[dict[str, str]], member: str) -> bytes:
    text = io.StringIO(newline="")
    writer = csv.DictWriter(text, fieldnames=header, quoting=csv.QUOTE_ALL)
    writer.writeheader()
    writer.writerows(rows)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(member, text.getvalue().encode("utf-8"))
    return buffer.getvalue()


def lei_record_document(row: dict[str, str]) -> dict[str, Any]:
    """The JSON:API shape of ``api.gleif.org/api/v1/lei-records/{lei}`` for one CSV row."""
    def v(name: str) -> str | None:
        return row.get(name) or None

    other_names = []
    if v("Entity.OtherEntityNames.OtherEntityName.1"):
        other_names.append({"name": v("Entity.OtherEntityNames.OtherEntityName.1"),
                            "language": v("Entity.OtherEntityNames.OtherEntityName.1.xmllang"),
                            "type": v("Entity.OtherEntityNames.OtherEntityName.1.type")})
    street = " ".join(p for p in (v("Entity.LegalAddress.FirstAddressLine"),
                                  v("Entity.LegalAddress.AddressNumber")) if p)
    successors = []
    if v("Entity.SuccessorEntity.1.SuccessorLEI"):
        successors.append({"lei": v("Entity.SuccessorEntity.1.SuccessorLEI"),
                           "name": v("Entity.SuccessorEntity.1.SuccessorEntityName")})
    lei = row["LEI"]
    return {
        "meta": {"goldenCopy": {"publishDate": PUBLISHED.replace(" ", "T") + "Z"}},
        "data": {
            "type": "lei-records",
            "id": lei,
            "attributes": {
                "lei": lei,
                "entity": {
                    "legalName": {"name": row["Entity.LegalName"],
                                  "language": v("Entity.LegalName.xmllang")},
                    "otherNames": other_names,
                    "legalAddress": {
                        "language": v("Entity.LegalAddress.xmllang"),
                        "addressLines": [street] + ([v("Entity.LegalAddress.AdditionalAddressLine.1")]
                                                    if v("Entity.LegalAddress.AdditionalAddressLine.1") else []),
                        "city": v("Entity.LegalAddress.City"),
                        "region": v("Entity.LegalAddress.Region"),
                        "country": v("Entity.LegalAddress.Country"),
                        "postalCode": v("Entity.LegalAddress.PostalCode"),
                    },
                    "registeredAt": {"id": v("Entity.RegistrationAuthority.RegistrationAuthorityID"),
                                     "other": None},
                    "registeredAs": v("Entity.RegistrationAuthority.RegistrationAuthorityEntityID"),
                    "jurisdiction": v("Entity.LegalJurisdiction"),
                    "category": v("Entity.EntityCategory"),
                    "legalForm": {"id": v("Entity.LegalForm.EntityLegalFormCode"),
                                  "other": v("Entity.LegalForm.OtherLegalForm")},
                    "status": v("Entity.EntityStatus"),
                    "creationDate": v("Entity.EntityCreationDate"),
                    "expiration": {"date": v("Entity.EntityExpirationDate"),
                                   "reason": v("Entity.EntityExpirationReason")},
                    "successorEntities": successors,
                    "eventGroups": [],
                },
                "registration": {
                    "initialRegistrationDate": v("Registration.InitialRegistrationDate"),
                    "lastUpdateDate": v("Registration.LastUpdateDate"),
                    "status": v("Registration.RegistrationStatus"),
                    "nextRenewalDate": v("Registration.NextRenewalDate"),
                    "managingLou": v("Registration.ManagingLOU"),
                    "corroborationLevel": v("Registration.ValidationSources"),
                    "validatedAt": {"id": v("Registration.ValidationAuthority.ValidationAuthorityID")},
                    "validatedAs": v("Registration.ValidationAuthority.ValidationAuthorityEntityID"),
                },
                "conformityFlag": v("ConformityFlag"),
            },
            "links": {"self": f"https://api.gleif.org/api/v1/lei-records/{lei}"},
        },
    }


class FakeGleif(LocalServer):
    def __init__(self, *, unavailable_for: int = 0, rate_limited_for: int = 0,
                 misreport_size: bool = False) -> None:
        super().__init__()
        self._defaults = (unavailable_for, rate_limited_for, misreport_size)
        self.reset()
        self.header, self.rows = sample_rows()
        self.files = {FULL_NAME: zipped_csv(self.header, self.rows, FULL_NAME[:-4])}
        recent = [r for r in self.rows if r["Registration.LastUpdateDate"].startswith("2026")]
        for kind in DELTA_KINDS:
            name = DELTA_NAME.format(kind=kind)
            self.files[name] = zipped_csv(self.header, recent, name[:-4])
        self.by_lei = {row["LEI"]: row for row in self.rows}

    def reset(self) -> None:
        """Back to the constructor's behaviour with no history (for a server shared by tests)."""
        self.unavailable_for, self.rate_limited_for, self.misreport_size = self._defaults
        with self._lock:
            self.requests.clear()

    def handle(self, request: Request) -> Response:
        if self.unavailable_for > 0:
            self.unavailable_for -= 1
            return Response(503, "<html><body>503 Service Unavailable</body></html>")
        if self.rate_limited_for > 0:
            self.rate_limited_for -= 1
            return Response(429, {"errors": [{"status": "429", "title": "Too Many Requests"}]},
                            headers={"Retry-After": "1"})
        path = request.path
        if path == "/api/v2/golden-copies/publishes":
            return Response(200, self._publishes())
        if path.startswith("/files/") and path[7:] in self.files:
            return Response(200, self.files[path[7:]], headers={"Content-Type": "application/zip"})
        if path.startswith("/api/v1/lei-records/"):
            row = self.by_lei.get(path.rsplit("/", 1)[-1])
            if row is None:
                return Response(404, {"errors": [{"status": "404", "title": "Not Found"}]},
                                headers={"Content-Type": "application/vnd.api+json"})
            return Response(200, lei_record_document(row),
                            headers={"Content-Type": "application/vnd.api+json"})
        return Response(404, {"errors": [{"status": "404", "title": "Not Found"}]})

    def _file_info(self, name: str, records: int) -> dict[str, Any]:
        size = len(self.files[name]) + (1000 if self.misreport_size else 0)
        return {"csv": {"url": f"{self.base_url}/files/{name}", "size": size,
                        "size_human_readable": f"{size} B", "record_count": records,
                        "cdf_version": "LEI_3.1"}}

    def _publishes(self) -> dict[str, Any]:
        recent = sum(1 for r in self.rows if r["Registration.LastUpdateDate"].startswith("2026"))
        return {
            "meta": {"pagination": {"current_page": 1, "per_page": 1, "total": 1}},
            "data": [{
                "publish_date": PUBLISHED,
                "lei2": {
                    "full_file": self._file_info(FULL_NAME, len(self.rows)),
                    "delta_files": {kind: self._file_info(DELTA_NAME.format(kind=kind), recent)
                                    for kind in DELTA_KINDS},
                },
            }],
        }
