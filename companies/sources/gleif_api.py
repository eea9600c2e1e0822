"""GLEIF API: the golden-copy publishes (latest full/delta files, streaming download) and
single LEI records from ``/api/v1/lei-records/{lei}`` (JSON:API), mapped like the golden copy
(:mod:`companies.sources.gleif`).

Upstream::

    GET {golden_copy_url}/golden-copies/publishes?per_page=1
        -> {data: [{publish_date: "YYYY-MM-DD HH:MM:SS" (UTC), lei2: {full_file: {csv: {url,
            size, record_count}}, delta_files: {IntraDay|LastDay|LastWeek|LastMonth: {csv}}}}]}
    GET {api_url}/lei-records/{LEI}  -> {data: {type: "lei-records", id, attributes: {...}}}
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from companies.sources.base import (
    DEFAULT_USER_AGENT,
    BadResponse,
    CompanyFacts,
    HttpSource,
    NotFound,
    RetryPolicy,
    UpstreamUnavailable,
    call_with_retry,
)
from companies.sources.gleif import LeiAddress, LeiRecord, OtherName, parse_timestamp, to_facts

DEFAULT_GOLDEN_COPY_URL = "https://goldencopy.gleif.org/api/v2"
DEFAULT_API_URL = "https://api.gleif.org/api/v1"

@dataclass(frozen=True)
class GoldenCopyFile:
    """One downloadable file of a publish; ``kind`` is ``full`` or the delta window name
    (``IntraDay``, ``LastDay``, ``LastWeek``, ``LastMonth``)."""

    kind: str
    url: str
    size: int | None
    record_count: int | None
    publish_date: datetime


@dataclass(frozen=True)
class GoldenCopyPublish:
    publish_date: datetime
    full: GoldenCopyFile
    deltas: dict[str, GoldenCopyFile]


class GleifClient(HttpSource):
    """``golden_copy_url``: the golden-copy API (``.../api/v2``); ``api_url``: the LEI record
    API (``.../api/v1``). Downloads may take minutes: ``download_timeout`` is per read."""

    source = "gleif"

    def __init__(
        self,
        golden_copy_url: str,
        api_url: str,
        *,
        timeout: float = 10.0,
        download_timeout: float = 120.0,
        retry: RetryPolicy | None = None,
        user_agent: str = DEFAULT_USER_AGENT,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        super().__init__(golden_copy_url, timeout=timeout, retry=retry, user_agent=user_agent,
                         transport=transport)
        self.api_url = api_url.rstrip("/")
        self.download_timeout = download_timeout

    def latest_publish(self) -> GoldenCopyPublish:
        """The newest publish's LEI-CDF CSV files (full + deltas)."""
        def once() -> Any:
            response = self._send("GET", "/golden-copies/publishes", params={"per_page": 1})
            self._raise_for_status(response)
            return self._json(response)

        body = call_with_retry(once, self.retry)
        try:
            latest = body["data"][0]
            published = datetime.strptime(latest["publish_date"], "%Y-%m-%d %H:%M:%S")
            published = published.replace(tzinfo=UTC)
            lei2 = latest["lei2"]
            full = self._file("full", lei2["full_file"]["csv"], published)
            deltas = {kind: self._file(kind, files["csv"], published)
                      for kind, files in (lei2.get("delta_files") or {}).items() if "csv" in files}
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise BadResponse(f"gleif: unexpected publishes answer ({exc!r})",
                              source=self.source) from exc
        return GoldenCopyPublish(published, full, deltas)

    @staticmethod
    def _file(kind: str, info: dict[str, Any], published: datetime) -> GoldenCopyFile:
        return GoldenCopyFile(kind, str(info["url"]), info.get("size"), info.get("record_count"),
                              published)

    def download(self, file: GoldenCopyFile, directory: str | Path | None = None) -> Path:
        """Stream ``file`` into a new temporary file (in ``directory``) and return its path.

        The caller deletes the file. A short download (fewer bytes than announced) raises
        ``upstream_unavailable`` and leaves no file behind.
        """
        def once() -> Path:
            handle = tempfile.NamedTemporaryFile(
                "wb", dir=directory, prefix="gleif-",
                suffix=".csv.zip" if file.url.endswith(".zip") else ".csv", delete=False)
            target = Path(handle.name)
            try:
                with handle, self._client.stream(
                    "GET", file.url, timeout=httpx.Timeout(self.download_timeout)
                ) as response:
                    self._raise_for_status(response)
                    written = 0
                    for chunk in response.iter_bytes(1 << 20):
                        handle.write(chunk)
                        written += len(chunk)
                if file.size is not None and written != file.size:
                    raise BadResponse(
                        f"gleif: {file.url} gave {written} of {file.size} bytes",
                        source=self.source)
            except httpx.TransportError as exc:
                target.unlink(missing_ok=True)
                raise UpstreamUnavailable(f"gleif: download of {file.url} broke: {exc}",
                                          source=self.source) from exc
            except BaseException:
                target.unlink(missing_ok=True)
                raise
            return target

        return call_with_retry(once, self.retry)

    def fetch_record(self, lei: str) -> CompanyFacts:
        """One LEI record from the JSON:API endpoint, mapped like the golden copy."""
        def once() -> Any:
            response = self._send("GET", f"{self.api_url}/lei-records/{lei.strip().upper()}",
                                  headers={"Accept": "application/vnd.api+json"})
            self._raise_for_status(response)
            return self._json(response)

        try:
            body = call_with_retry(once, self.retry)
        except NotFound as exc:
            raise NotFound(f"gleif: no LEI record {lei}", source=self.source) from exc
        return to_facts(record_from_api(body))


def record_from_api(body: dict[str, Any]) -> LeiRecord:
    """A :class:`LeiRecord` from a ``lei-records`` JSON:API document."""
    try:
        attributes = body["data"]["attributes"]
        entity, registration = attributes["entity"], attributes["registration"]
        address = entity.get("legalAddress") or {}
        lines = address.get("addressLines") or []
        successors = entity.get("successorEntities") or []
        authority = entity.get("registeredAt") or {}
        return LeiRecord(
            lei=attributes["lei"],
            legal_name=entity["legalName"]["name"],
            legal_name_language=entity["legalName"].get("language"),
            other_names=tuple(OtherName(n["name"], n.get("type"), n.get("language"))
                              for n in entity.get("otherNames") or []),
            legal_address=LeiAddress(lines[0] if lines else None, None, tuple(lines[1:]),
                                     address.get("city"), address.get("region"),
                                     address.get("country"), address.get("postalCode")),
            jurisdiction=entity.get("jurisdiction"),
            legal_form_elf=(entity.get("legalForm") or {}).get("id"),
            other_legal_form=(entity.get("legalForm") or {}).get("other"),
            entity_status=entity.get("status"),
            entity_creation_date=parse_timestamp(entity.get("creationDate")),
            expiration_date=parse_timestamp((entity.get("expiration") or {}).get("date")),
            expiration_reason=(entity.get("expiration") or {}).get("reason"),
            registration_status=registration.get("status"),
            registration_authority_id=authority.get("id"),
            registration_authority_entity_id=entity.get("registeredAs"),
            successor_lei=successors[0].get("lei") if successors else None,
            successor_name=successors[0].get("name") if successors else None,
            initial_registration_date=parse_timestamp(registration.get("initialRegistrationDate")),
            last_update=_required(parse_timestamp(registration.get("lastUpdateDate"))),
            next_renewal_date=parse_timestamp(registration.get("nextRenewalDate")),
            managing_lou=registration.get("managingLou"),
            validation_sources=registration.get("corroborationLevel"),
        )
    except (KeyError, TypeError, IndexError, ValueError) as exc:
        raise BadResponse(f"gleif: unexpected lei-record document ({exc!r})",
                          source="gleif") from exc


def _required(value: datetime | None) -> datetime:
    if value is None:
        raise ValueError("lastUpdateDate missing")
    return value
