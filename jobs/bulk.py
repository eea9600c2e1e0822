"""Bulk domain lookup (``POST /v1/bulk/domains``): the NDJSON request, the runner and the
result document.

Request: NDJSON, one ``{"domain": "..."}`` object per line, at most ``MAX_LINES`` lines
(blank lines are ignored). A body that is not such NDJSON is refused as a whole (400); a
line whose domain is not an acceptable public domain name is answered on its own line
with ``"status": "invalid"``.

Result: one NDJSON line per request line, in input order:
``{"domain", "status": "hit" | "unassigned" | "unknown" | "invalid", "company_id",
"link_status", "attribution"}`` (``attribution``: the link's source for a hit, else
empty). ``hit``: the domain is assigned to a company (1 credit each); ``unassigned``:
known, assigned to no company; ``unknown``: never seen, blocked, or assigned to a company
nobody may see. The work is set-based: one query per chunk of ``CHUNK`` names, progress
written per chunk.

The result is kept for ``RESULT_TTL`` after completion (then 410 ``expired``); at every
retrieval the lines of domains and companies blocked since are dropped.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import datetime, timedelta
from typing import Any

from django.db.models import BooleanField, ExpressionWrapper
from django.utils import timezone

from billing.prices import price
from companies.lookups import www_twin
from companies.models import Company, Domain, visible_q
from companies.records import attribution_of
from config.errors import ApiError, Expired, InvalidRequest, NotFound
from config.request_guard import MAX_BODY_BYTES, body_size_problem
from net.domains import InvalidDomain, normalise_domain

from .execution import LEASE, JobDone
from .models import Job, JobData

MAX_LINES = 10_000
CHUNK = 1_000
RESULT_TTL = timedelta(days=7)
HIT, UNASSIGNED, UNKNOWN, INVALID = "hit", "unassigned", "unknown", "invalid"


class JobNotFinished(ApiError):
    status, code = 409, "job_not_finished"


class JobWithoutResult(ApiError):
    status, code = 409, "job_failed"


def ndjson_objects(body: bytes, *, max_bytes: int, example: str) -> list[tuple[int, dict]]:
    """The JSON objects of an NDJSON bulk body with their line numbers, blank lines
    skipped, at most ``MAX_LINES``. Raises :class:`InvalidRequest` naming the first
    offending line (``example`` shows a good line in the messages), and 413
    ``payload_too_large`` for a body over ``max_bytes``."""
    too_large = body_size_problem(len(body), max_bytes)
    if too_large is not None:
        raise too_large
    try:
        text = body.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidRequest("The body must be UTF-8 encoded NDJSON.") from exc
    items: list[tuple[int, dict]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        if len(items) == MAX_LINES:
            raise InvalidRequest(f"At most {MAX_LINES} lines per bulk request.")
        try:
            item = json.loads(line)
        except ValueError as exc:
            raise InvalidRequest(f"Line {number} is not valid JSON.") from exc
        if not isinstance(item, dict):
            raise InvalidRequest(f"Line {number} must be a JSON object like {example}.")
        items.append((number, item))
    if not items:
        raise InvalidRequest(f"The body is empty: send NDJSON, one {example} object per line.")
    return items


def parse_bulk_body(body: bytes) -> list[str]:
    """The domains of an NDJSON bulk body, in order, as given (normalised later, per
    line). Raises :class:`InvalidRequest` naming the first offending line."""
    domains: list[str] = []
    for number, item in ndjson_objects(body, max_bytes=MAX_BODY_BYTES,
                                       example='{"domain": "example.de"}'):
        if "domain" not in item:
            raise InvalidRequest(f'Line {number} has no "domain" member.')
        if not isinstance(item["domain"], str):
            raise InvalidRequest(f'Line {number}: "domain" must be a string.')
        domains.append(item["domain"])
    return domains


def _line(domain: str, status: str, company_id: str | None = None,
          link_status: str | None = None, source: str | None = None) -> str:
    return json.dumps(
        {"domain": domain, "status": status, "company_id": company_id, "link_status": link_status,
         "attribution": attribution_of([source])},
        ensure_ascii=False, separators=(",", ":"),
    )


def _normalise(raw: str) -> str | None:
    try:
        return normalise_domain(raw)
    except InvalidDomain:
        return None


def _known(names: set[str]) -> dict[str, tuple[Any, ...]]:
    """name -> (domain blocked_at, company public id, whether the company is visible, link
    status, the link's source)."""
    if not names:
        return {}
    rows = Domain.objects.filter(name__in=names).annotate(
        company_visible=ExpressionWrapper(visible_q("company__"), output_field=BooleanField())
    ).values_list("name", "blocked_at", "company__public_id", "company_visible", "link_status",
                  "source_id")
    return {name: rest for name, *rest in rows}


def lookup_chunk(raws: list[str], cache: dict[str, str | None]) -> tuple[list[str], int]:
    """Result lines for ``raws`` and the number of hits, in at most three queries.

    Stored domain names are normalised, so a line that equals one as given needs no
    normalising (the common case of a list exported from us or another system); only the
    other lines are normalised and looked up again."""
    known = _known(set(raws))
    for raw in raws:
        if raw not in known and raw not in cache:
            cache[raw] = _normalise(raw)
    known.update(_known({cache[r] for r in raws if r not in known and cache[r]} - set(known)))
    # a name never seen is looked up as its www. twin (one site when only one is known)
    twins = {www_twin(name) for name in {raw if raw in known else cache[raw] for raw in raws}
             if name and name not in known}
    known_twins = _known(twins)
    lines, hits = [], 0
    for raw in raws:
        name = raw if raw in known else cache[raw]
        if name is None:
            lines.append(_line(raw, INVALID))
            continue
        found = known.get(name) or known_twins.get(www_twin(name))
        blocked, company_id, company_visible, link_status, source = found or (None,) * 5
        if found is None or blocked is not None or (company_id and not company_visible):
            # a domain of a company nobody may see answers what that company answers
            lines.append(_line(name, UNKNOWN))
        elif company_id is None:
            lines.append(_line(name, UNASSIGNED))
        else:
            hits += 1
            lines.append(_line(name, HIT, company_id, link_status or None, source))
    return lines, hits


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
        bulk_progress(job, len(lines))
    bulk_result_store(job=job, data=data, lines=lines)
    return JobDone(credits=price("POST /v1/bulk/domains").charge(count=hits))


def bulk_progress(job: Job, done: int) -> None:
    """A bulk job's progress, and a longer lease while this worker is alive."""
    Job.objects.filter(pk=job.pk, status=Job.RUNNING).update(
        progress_done=done, locked_until=timezone.now() + LEASE
    )


def bulk_result_store(*, job: Job, data: JobData, lines: list[str]) -> None:
    """Keeps a bulk job's result document for ``RESULT_TTL``."""
    data.result = "\n".join(lines) + ("\n" if lines else "")
    data.save(update_fields=["result"])
    Job.objects.filter(pk=job.pk).update(expires_at=timezone.now() + RESULT_TTL)


def bulk_result_document(job: Job, *, now: datetime | None = None) -> list[str]:
    """The stored result lines of a finished bulk job (``jobs.bulk_results`` streams them).
    Raises :class:`NotFound` for other job types, 409 while it runs or when it failed, 410
    after ``expires_at``."""
    if job.type not in Job.BULK_TYPES:
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
    return [line for line in text.splitlines() if line]


def domain_result_chunks(lines: list[str]) -> Iterator[bytes]:
    """A ``bulk_domains`` result as NDJSON byte chunks, without the lines of domains or
    companies blocked since."""
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
    kept = (
        line for line, row in zip(lines, rows, strict=True)
        if not (row["status"] != INVALID and row["domain"] in blocked_domains)
        and not (row["company_id"] and row["company_id"] in blocked_companies)
    )
    return ndjson_chunks(kept)


def ndjson_chunks(lines: Iterable[str], size: int = 1000) -> Iterator[bytes]:
    """NDJSON lines as byte chunks of ``size`` lines, for streaming."""
    batch: list[str] = []
    for line in lines:
        batch.append(line)
        if len(batch) >= size:
            yield ("\n".join(batch) + "\n").encode()
            batch = []
    if batch:
        yield ("\n".join(batch) + "\n").encode()


def bulk_results_purge(*, now: datetime | None = None) -> int:
    """Deletes result documents of bulk jobs (domains and match) past ``expires_at`` (the
    job row stays)."""
    now = now or timezone.now()
    deleted, _ = JobData.objects.filter(
        job__type__in=Job.BULK_TYPES, job__expires_at__lte=now
    ).delete()
    return deleted
