"""Bulk company matching (``POST /v1/bulk/match``): the NDJSON request, the runner and the
filtering of its result at retrieval.

Request: NDJSON, one match input per line -- the body of ``POST /v1/match`` (``name``,
``address``, ``domain``, ``vat_id``, ``register``, ``lei``, ``email``, ``phone``) plus an
optional ``ref`` (a string or number of the caller's, echoed back) -- at most
``MAX_LINES`` lines (blank lines are ignored). A body that is not NDJSON of objects is
refused as a whole (400); a line whose input ``POST /v1/match`` would refuse is answered on
its own line with ``"outcome": "invalid"`` and the reason.

Result: one line per request line, in input order: ``{"line", "ref"?, "outcome": "match" |
"ambiguous" | "no_match" | "invalid", "candidates": [...], "error"?}``, the candidates as
``POST /v1/match`` answers them. 1 credit (the match price) per ``match``. The records are
matched in chunks of ``CHUNK`` (``companies.matching.match_companies``: each kind of index
read once per chunk), progress written per chunk. At retrieval, candidates of companies
blocked since are dropped, and a line whose matched company was blocked since is dropped.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from billing.prices import BULK_MATCH
from companies.match_input import parse_match_input
from companies.matching import MATCH, match_companies
from companies.models import Company
from config.errors import InvalidRequest
from config.request_guard import MAX_BODY_BYTES  # the /v1 body limit, one for every bulk POST

from .bulk import CHUNK as BLOCK_CHECK_CHUNK
from .bulk import MAX_LINES, bulk_progress, bulk_result_store, ndjson_chunks, ndjson_objects
from .execution import JobDone
from .models import Job, JobData

CHUNK = 250
INVALID = "invalid"
EXAMPLE = '{"name": "Muster GmbH", "address": {"city": "München"}, "ref": "crm-17"}'
MAX_REF = 200

__all__ = ["MAX_BODY_BYTES", "MAX_LINES", "match_result_chunks", "parse_match_lines"]


def parse_match_lines(body: bytes) -> list[dict[str, Any]]:
    """The match inputs of an NDJSON body, in order, as given (checked per line by the
    runner). Raises :class:`InvalidRequest` naming the first line that is not an object."""
    return [item for _, item in ndjson_objects(body, max_bytes=MAX_BODY_BYTES, example=EXAMPLE)]


def _ref(item: dict[str, Any]) -> Any:
    ref = item.get("ref")
    if ref is None or (isinstance(ref, int | float) and not isinstance(ref, bool)):
        return ref
    if isinstance(ref, str) and len(ref) <= MAX_REF:
        return ref
    raise InvalidRequest(f"ref must be a string of at most {MAX_REF} characters or a number.")


def _result(position: int, ref: Any, body: dict[str, Any]) -> str:
    line = {"line": position, **({"ref": ref} if ref is not None else {}), **body}
    return json.dumps(line, ensure_ascii=False, separators=(",", ":"))


def match_chunk(items: list[dict[str, Any]], first: int) -> tuple[list[str], int]:
    """Result lines of ``items`` (request lines ``first``, ``first + 1``, ...) and the
    credits they cost."""
    lines: list[str | None] = [None] * len(items)
    refs: list[Any] = [None] * len(items)
    queries = []
    for index, item in enumerate(items):
        try:
            refs[index] = _ref(item)
            query = parse_match_input({k: v for k, v in item.items() if k != "ref"})
        except InvalidRequest as exc:
            lines[index] = _result(first + index, refs[index],
                                   {"outcome": INVALID, "candidates": [], "error": exc.message})
            continue
        queries.append((index, query))
    credits = 0
    for (index, _), answer in zip(queries, match_companies([q for _, q in queries]),
                                  strict=True):
        lines[index] = _result(first + index, refs[index], answer.as_dict())
        credits += answer.credits(BULK_MATCH)
    return [line for line in lines if line is not None], credits


def run_bulk_match(job: Job) -> JobDone:
    """Matches every line, chunk by chunk; safe to run again (the result is rebuilt)."""
    data = JobData.objects.get(job=job)
    items: list[dict[str, Any]] = data.lines
    lines: list[str] = []
    credits = 0
    for start in range(0, len(items), CHUNK):
        chunk_lines, chunk_credits = match_chunk(items[start : start + CHUNK], start + 1)
        lines.extend(chunk_lines)
        credits += chunk_credits
        bulk_progress(job, len(lines))
    bulk_result_store(job=job, data=data, lines=lines)
    return JobDone(credits=credits)


def _blocked(company_ids: list[str]) -> set[str]:
    blocked: set[str] = set()
    for start in range(0, len(company_ids), BLOCK_CHECK_CHUNK):
        blocked.update(Company.objects.filter(
            public_id__in=company_ids[start : start + BLOCK_CHECK_CHUNK], blocked_at__isnull=False,
        ).values_list("public_id", flat=True))
    return blocked


def match_result_chunks(lines: list[str]) -> Iterator[bytes]:
    """The stored result lines as NDJSON byte chunks, without companies blocked since."""
    rows = [json.loads(line) for line in lines]
    blocked = _blocked(sorted({c["company"]["id"] for row in rows for c in row["candidates"]}))
    return ndjson_chunks(_without(lines, rows, blocked))


def _without(lines: list[str], rows: list[dict[str, Any]], blocked: set[str]) -> Iterator[str]:
    for line, row in zip(lines, rows, strict=True):
        candidates = row["candidates"]
        if not blocked or not any(c["company"]["id"] in blocked for c in candidates):
            yield line
        elif not (row["outcome"] == MATCH and candidates[0]["company"]["id"] in blocked):
            row["candidates"] = [c for c in candidates if c["company"]["id"] not in blocked]
            yield json.dumps(row, ensure_ascii=False, separators=(",", ":"))
