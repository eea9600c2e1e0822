"""Bulk domain lookup (``POST /v1/bulk/domains``): the NDJSON request, the runner and the
result document.

Request: NDJSON, one ``{"domain": "..."}`` object per line, at most ``MAX_LINES`` lines
(blank lines are ignored). A body that is not such NDJSON is refused as a whole (400); a
line whose domain is not an acceptable public domain name is answered on its own line
with ``"status": "invalid"``.

Result: one NDJSON line per request line, in input order:
``{"domain", "status": "hit" | "unassigned" | "unknown" | "invalid", "company_id",
"link_status"}``. ``hit``: the domain is assigned to a company (1 credit each);
``unassigned``: known, assigned to no company; ``unknown``: never seen. The work is
set-based: one query per chunk of ``CHUNK`` names, progress written per chunk.

The result is kept for ``RESULT_TTL`` after completion (then 410 ``expired``); at every
retrieval the lines of domains and companies blocked since are dropped.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

from billing.prices import price
from companies.domains import InvalidDomain, normalise_domain
from companies.models import Company, Domain
from config.errors import ApiError, Expired, InvalidRequest, NotFound

from .execution import LEASE, JobDone, runner
from .models import Job, JobData

MAX_LINES = 10_000
# Enough for 10,000 lines of the longest names (253 octets) with JSON framing.
MAX_BODY_BYTES = 4 * 1024 * 1024
CHUNK = 1_000
RESULT_TTL = timedelta(days=7)
HIT, UNASSIGNED, UNKNOWN, INVALID = "hit", "unassigned", "unknown", "invalid"


class JobNotFinished(ApiError):
    status, code = 409, "job_not_finished"


class JobWithoutResult(ApiError):
    status, code = 409, "job_failed"


def parse_bulk_body(body: bytes) -> list[str]:
    """The domains of an NDJSON bulk body, in order, as given (normalised later, per
    line). Raises :class:`InvalidRequest` naming the first offending line."""
    if len(body) > MAX_BODY_BYTES:
        raise InvalidRequest(
            f"The body is larger than {MAX_BODY_BYTES} bytes; send at most {MAX_LINES} lines."
        )
    try:
        text = body.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidRequest("The body must be UTF-8 encoded NDJSON.") from exc
    domains: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        if len(domains) == MAX_LINES:
            raise InvalidRequest(f"At most {MAX_LINES} lines per bulk request.")
        try:
            item = json.loads(line)
        except ValueError as exc:
            raise InvalidRequest(f"Line {number} is not valid JSON.") from exc
        if not isinstance(item, dict):
            raise InvalidRequest(f'Line {number} must be a JSON object like {{"domain": "example.de"}}.')
        if "domain" not in item:
            raise InvalidRequest(f'Line {number} has no "domain" member.')
        if not isinstance(item["domain"], str):
            raise InvalidRequest(f'Line {number}: "domain" must be a string.')
        domains.append(item["domain"])
    if not domains:
        raise InvalidRequest(
            'The body is empty: send NDJSON, one {"domain": "..."} object per line.'
        )
    return domains


def _line(domain: str, status: str, company_id: str | None = None,
          link_status: str | None = None) -> str:
    return json.dumps(
        {"domain": domain, "status": status, "company_id": company_id, "link_status": link_status},
        ensure_ascii=False, separators=(",", ":"),
    )


def _normalise(raw: str) -> str | None:
    try:
        return normalise_domain(raw)
    except InvalidDomain:
        return None


def _known(names: set[str]) -> dict[str, tuple[Any, ...]]:
    """name -> (domain blocked_at, company public id, company blocked_at, link status)."""
    if not names:
        return {}
    rows = Domain.objects.filter(name__in=names).values_list(
        "name", "blocked_at", "company__public_id", "company__blocked_at", "link_status"
    )
    return {name: rest for name, *rest in rows}


def lookup_chunk(raws: list[str], cache: dict[str, str | None]) -> tuple[list[str], int]:
    """Result lines for ``raws`` and the number of hits, in at most two queries.

    Stored domain names are normalised, so a line that equals one as given needs no
    normalising (the common case of a list exported from us or another system); only the
    other lines are normalised and looked up again."""
    known = _known(set(raws))
    for raw in raws:
        if raw not in known and raw not in cache:
            cache[raw] = _normalise(raw)
    known.update(_known({cache[r] for r in raws if r not in known and cache[r]} - set(known)))
    lines, hits = [], 0
    for raw in raws:
        name = raw if raw in known else cache[raw]
        if name is None:
            lines.append(_line(raw, INVALID))
            continue
        blocked, company_id, company_blocked, link_status = known.get(name, (None,) * 4)
        if name not in known or blocked is not None:
            lines.append(_line(name, UNKNOWN))
        elif company_id is None or company_blocked is not None:
            lines.append(_line(name, UNASSIGNED))
        else:
            hits += 1
            lines.append(_line(name, HIT, company_id, link_status or None))
    return lines, hits


@runner(Job.BULK_DOMAINS)
def run_bulk_domains(job: Job) -> JobDone:
    """Looks every line up, chunk by chunk; safe to run again (the result is rebuilt)."""
    data = JobData.objects.get(job=job)
    raws: list[str] = data.lines
    cache: dict[str, str | None] = {}
    lines: list[str] = []
    hits = 0
    for start in range(0, len(raws), CHUNK):
        chunk_lines, chunk_hits = lookup_chunk(raws[start : start + CHUNK], cache)
        lines.extend(chunk_lines)
        hits += chunk_hits
        # progress, and a longer lease while this worker is alive
        Job.objects.filter(pk=job.pk, status=Job.RUNNING).update(
            progress_done=len(lines), locked_until=timezone.now() + LEASE
        )
    data.result = "\n".join(lines) + ("\n" if lines else "")
    data.save(update_fields=["result"])
    Job.objects.filter(pk=job.pk).update(expires_at=timezone.now() + RESULT_TTL)
    return JobDone(credits=price("POST /v1/bulk/domains").charge(count=hits))


def bulk_result_lines(job: Job, *, now: datetime | None = None) -> Iterator[bytes]:
    """The result document of a finished bulk job, as NDJSON byte chunks, without the lines
    of domains or companies blocked since. Raises (before anything is streamed)
    :class:`NotFound` for other job types, 409 while it runs or when it failed, 410 after
    ``expires_at``."""
    if job.type != Job.BULK_DOMAINS:
        raise NotFound("Only bulk jobs have a result document; read the job itself.")
    if job.status == Job.FAILED:
        raise JobWithoutResult("The job failed; it has no result. Its credits were returned.")
    if job.status != Job.SUCCEEDED:
        raise JobNotFinished(
            f"The job is {job.status}; the result is available when it has succeeded."
        )
    now = now or timezone.now()
    if job.expires_at is not None and job.expires_at <= now:
        raise Expired("The result of this bulk job is older than 7 days and no longer available.")
    text = JobData.objects.filter(job=job).values_list("result", flat=True).first() or ""
    lines = [line for line in text.splitlines() if line]
    rows = [json.loads(line) for line in lines]
    blocked_domains, blocked_companies = _blocked_since(rows)
    return _stream(lines, rows, blocked_domains, blocked_companies)


def _blocked_since(rows: list[dict[str, Any]]) -> tuple[set[str], set[str]]:
    names = sorted({r["domain"] for r in rows if r["status"] != INVALID})
    companies = sorted({r["company_id"] for r in rows if r["company_id"]})
    blocked_domains: set[str] = set()
    blocked_companies: set[str] = set()
    for start in range(0, len(names), CHUNK):
        blocked_domains.update(
            Domain.objects.filter(
                name__in=names[start : start + CHUNK], blocked_at__isnull=False
            ).values_list("name", flat=True)
        )
    for start in range(0, len(companies), CHUNK):
        blocked_companies.update(
            Company.objects.filter(
                public_id__in=companies[start : start + CHUNK], blocked_at__isnull=False
            ).values_list("public_id", flat=True)
        )
    return blocked_domains, blocked_companies


def _stream(lines: list[str], rows: list[dict[str, Any]], blocked_domains: set[str],
            blocked_companies: set[str]) -> Iterator[bytes]:
    batch: list[str] = []
    for line, row in zip(lines, rows, strict=True):
        if row["status"] != INVALID and row["domain"] in blocked_domains:
            continue
        if row["company_id"] and row["company_id"] in blocked_companies:
            continue
        batch.append(line)
        if len(batch) >= 1000:
            yield ("\n".join(batch) + "\n").encode()
            batch = []
    if batch:
        yield ("\n".join(batch) + "\n").encode()


def bulk_results_purge(*, now: datetime | None = None) -> int:
    """Deletes result documents of bulk jobs past ``expires_at`` (the job row stays)."""
    now = now or timezone.now()
    deleted, _ = JobData.objects.filter(
        job__type=Job.BULK_DOMAINS, job__expires_at__lte=now
    ).delete()
    return deleted
