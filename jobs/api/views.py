"""/v1 job endpoints: domain refresh, bulk domain lookup, bulk match, job state and results.

The three POSTs are accepted through billing's job acceptance (``billing.calls.job_accept``):
protection, a reservation of the worst case handed to the job as its hold; the job charges
at completion and returns everything when it fails. Reading a job or its result is free: account lock and rate limits apply, usage is
recorded with 0 credits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpResponseBase, StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from billing.api import billed_response, job_response
from billing.calls import Outcome
from billing.prices import REFRESH, price
from billing.protection import UnbilledCallProtection
from billing.usage_counts import record_usage
from companies.lookups import domain_name
from config.serializers import ErrorSerializer

from .. import idempotency
from ..bulk import MAX_BODY_BYTES, parse_bulk_body
from ..bulk_match import MAX_BODY_BYTES as MAX_MATCH_BODY_BYTES
from ..bulk_match import parse_match_lines
from ..bulk_results import bulk_result_lines
from ..models import Job
from ..services import (
    BULK_ENDPOINT,
    BULK_MATCH_ENDPOINT,
    REFRESH_COST,
    REFRESH_ENDPOINT,
    bulk_request,
    domain_refresh_request,
    job_for_account,
)
from .serializers import JobEnvelopeSerializer, JobSerializer

JOB_ENDPOINT = "GET /v1/jobs/{id}"
RESULT_ENDPOINT = "GET /v1/jobs/{id}/result"


def _error(description: str) -> OpenApiResponse:
    return OpenApiResponse(ErrorSerializer, description=description)


COMMON_ERRORS = {
    401: _error("unauthorized: missing, unknown or revoked key"),
    403: _error("account_locked"),
    429: _error("rate_limited / lookups_locked (`Retry-After`)"),
    503: _error("temporarily_unavailable"),
}
IDEMPOTENCY_HEADER = OpenApiParameter(
    idempotency.HEADER,
    str,
    location=OpenApiParameter.HEADER,
    required=False,
    description="Optional; 1-255 visible ASCII characters (a UUID is best). Repeating the "
    "same request with the same key within 24 hours answers the original 202 again (same "
    "body, header `Idempotent-Replayed: true`) and creates no second job; the same key with "
    "a different request answers 409 `idempotency_conflict`.",
)


def _accepted(job: Job) -> Outcome:
    return Outcome(
        {"job": job.as_dict()},
        credits=0,
        status=202,
        headers={"Location": f"/v1/jobs/{job.public_id}"},
    )


def _idempotent(request: Request, *, endpoint: str, body: bytes,
                accept: Callable[[], Response]) -> Response:
    """Runs ``accept`` at most once per ``Idempotency-Key`` (see :mod:`jobs.idempotency`)."""
    key = request.headers.get(idempotency.HEADER)
    if key is None:
        return accept()
    record, replay = idempotency.idempotency_claim(
        account=request.user,
        key=key,
        fingerprint=idempotency.request_fingerprint(
            method=request.method, path=request.path, body=body
        ),
    )
    if replay:
        headers = {**record.headers, "Idempotent-Replayed": "true"}
        return billed_response(
            request, endpoint=endpoint, cost=0,
            run=lambda hold: Outcome(record.body, credits=0, status=record.status, headers=headers),
        )
    try:
        response = accept()
    except BaseException:
        idempotency.idempotency_forget(record=record)
        raise
    if response.status_code == 202:
        job = Job.objects.filter(public_id=response.data["job"]["id"]).first()
        idempotency.idempotency_store(
            record=record, status=202, body=response.data,
            headers={"Location": response["Location"]}, job=job,
        )
    else:
        idempotency.idempotency_forget(record=record)
    return response


def _bulk_accept(request: Request, *, endpoint: str, job_type: str, body: bytes,
                 lines: list) -> Response:
    """A bulk job of ``lines``, the worst case (every line charged) held."""

    def accept() -> Response:
        return job_response(
            request,
            endpoint=endpoint,
            cost=price(endpoint).charge(count=len(lines)),  # the worst case
            accept=lambda hold: _accepted(
                bulk_request(key=request.auth, job_type=job_type, lines=lines, hold=hold)
            ),
        )

    return _idempotent(request, endpoint=endpoint, body=body, accept=accept)


class DomainRefreshView(APIView):
    @extend_schema(
        operation_id="domain_refresh",
        summary=f"Re-read a domain's imprint in the background ({price(REFRESH).summary})",
        description="Answers 202 with a `domain_refresh` job and `Location: /v1/jobs/<id>`. "
        "Its credits are reserved now and charged when the job succeeds; a failed job (site "
        "unreachable, timeout, no imprint found) returns them. Allowance: 1 refresh per "
        "domain in 24 hours (any account) and 50 per account in 24 hours, failed ones "
        "included; beyond it 429 `refresh_limit` with `Retry-After`. IP addresses, names "
        "without a public suffix and local endings answer 400 `invalid_request`.",
        parameters=[IDEMPOTENCY_HEADER],
        request=None,
        responses={
            202: JobEnvelopeSerializer,
            400: _error("invalid_request: not a public domain name, or a malformed Idempotency-Key"),
            402: _error("insufficient_credits (+ remaining): fewer credits than the refresh costs"),
            404: _error("not_found: the domain is blocked"),
            409: _error("idempotency_conflict: the key was used for another request or is in flight"),
            **COMMON_ERRORS,
            429: _error("refresh_limit (per domain 1/24 h, per account 50/24 h), rate_limited, "
                        "lookups_locked; `Retry-After` and `retry_after` say when"),
        },
    )
    def post(self, request: Request, domain: str) -> Response:
        name = domain_name(domain)

        def accept() -> Response:
            return job_response(
                request,
                endpoint=REFRESH_ENDPOINT,
                cost=REFRESH_COST,
                accept=lambda hold: _accepted(
                    domain_refresh_request(key=request.auth, raw_domain=name, hold=hold)
                ),
            )

        return _idempotent(request, endpoint=REFRESH_ENDPOINT, body=b"", accept=accept)


class BulkDomainsView(APIView):
    @extend_schema(
        operation_id="bulk_domains",
        summary=f"Look up many domains at once ({price(BULK_ENDPOINT).summary})",
        description="Body: NDJSON (`application/x-ndjson`), one `{\"domain\": \"...\"}` object "
        "per line, at most 10,000 lines (blank lines are ignored). Answers 202 with a "
        "`bulk_domains` job; read the result from `GET /v1/jobs/{id}/result` when the job has "
        "succeeded. One credit per line is reserved at acceptance (the worst case: every "
        "line a hit); when the balance is lower than the number of lines the request is "
        "refused up front with 402 `insufficient_credits` and nothing is created. At "
        "completion 1 credit per `hit` is charged and the rest released; a failed job "
        "returns everything. An empty body, more than 10,000 lines or a line that is not a "
        "JSON object with a string `domain` answer 400 and create nothing; a line whose "
        "domain is not an acceptable public domain name is reported on its own result line "
        "with `\"status\": \"invalid\"`.",
        parameters=[IDEMPOTENCY_HEADER],
        request={"application/x-ndjson": OpenApiTypes.STR},
        responses={
            202: JobEnvelopeSerializer,
            400: _error("invalid_request: empty body, more than 10,000 lines, a line that is "
                        "not a JSON object with a string `domain`, or a malformed Idempotency-Key"),
            402: _error("insufficient_credits (+ remaining): fewer credits than lines"),
            409: _error("idempotency_conflict: the key was used for another request or is in flight"),
            **COMMON_ERRORS,
        },
    )
    def post(self, request: Request) -> Response:
        body = request._request.read(MAX_BODY_BYTES + 1)
        return _bulk_accept(request, endpoint=BULK_ENDPOINT, job_type=Job.BULK_DOMAINS,
                            body=body, lines=parse_bulk_body(body))


class BulkMatchView(APIView):
    @extend_schema(
        operation_id="bulk_match",
        summary=f"Match many company records at once ({price(BULK_MATCH_ENDPOINT).summary})",
        description="Body: NDJSON (`application/x-ndjson`), one match input per line -- the "
        "body of `POST /v1/match` (`name`, `address`, `domain`, `vat_id`, `register`, `lei`, "
        "`email`, `phone`) plus an optional `ref` (a string of at most 200 characters or a "
        "number, echoed on the result line) -- at most 10,000 lines (blank lines are "
        "ignored). Answers 202 with a `bulk_match` job; read the result from `GET "
        "/v1/jobs/{id}/result` when the job has succeeded: one line per request line, in "
        "input order, `{\"line\", \"ref\"?, \"outcome\": \"match\" | \"ambiguous\" | "
        "\"no_match\" | \"invalid\", \"candidates\", \"error\"?}` (`line` counts the "
        "non-blank request lines from 1; candidates as `POST /v1/match` answers them; "
        "`invalid`: the line's input would be refused by `POST /v1/match`, `error` says "
        "why). One credit per line is reserved at acceptance (every line a match); fewer "
        "credits than lines: 402 `insufficient_credits`, nothing created. At completion 1 "
        "credit per `match` is charged and the rest released; a failed job returns "
        "everything. The result stays available for 7 days; at every retrieval candidates "
        "of companies blocked since are dropped, and lines whose matched company was "
        "blocked since.",
        parameters=[IDEMPOTENCY_HEADER],
        request={"application/x-ndjson": OpenApiTypes.STR},
        responses={
            202: JobEnvelopeSerializer,
            400: _error("invalid_request: empty body, more than 10,000 lines, a line that is "
                        "not a JSON object, or a malformed Idempotency-Key"),
            402: _error("insufficient_credits (+ remaining): fewer credits than lines"),
            409: _error("idempotency_conflict: the key was used for another request or is in flight"),
            **COMMON_ERRORS,
        },
    )
    def post(self, request: Request) -> Response:
        body = request._request.read(MAX_MATCH_BODY_BYTES + 1)
        return _bulk_accept(request, endpoint=BULK_MATCH_ENDPOINT, job_type=Job.BULK_MATCH,
                            body=body, lines=parse_match_lines(body))


class _FreeJobView(APIView):
    """Reading a job costs nothing: the account lock and the rate limits apply (not the
    lookup lock: polling is not a lookup), and every call that passes them is recorded in
    the usage with 0 credits."""

    permission_classes = [IsAuthenticated, UnbilledCallProtection]
    usage_endpoint = ""

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)
        self._passed = True

    def finalize_response(self, request: Request, response: HttpResponseBase, *args: Any,
                          **kwargs: Any) -> HttpResponseBase:
        if getattr(self, "_passed", False) and request.auth is not None:
            record_usage(account_id=request.auth.account_id, key_id=request.auth.pk,
                         endpoint=self.usage_endpoint, credits=0)
        return super().finalize_response(request, response, *args, **kwargs)


class JobDetailView(_FreeJobView):
    usage_endpoint = JOB_ENDPOINT

    @extend_schema(
        operation_id="job_get",
        summary="A job's state (free)",
        description="Visible only to the account that created the job (others get 404). "
        "`progress` counts processed lines of a bulk job while it runs; `credits_charged` "
        "is set at completion; `result_url` points at a succeeded bulk job's result, which "
        "is available until `expires_at` (7 days after completion).",
        responses={200: JobSerializer, 404: _error("not_found"), **COMMON_ERRORS},
    )
    def get(self, request: Request, job_id: str) -> Response:
        return Response(job_for_account(account=request.user, public_id=job_id).as_dict())


class JobResultView(_FreeJobView):
    usage_endpoint = RESULT_ENDPOINT

    @extend_schema(
        operation_id="job_result",
        summary="Result of a bulk job as NDJSON (free)",
        description="Bulk match jobs: the lines described at `POST /v1/bulk/match`. Bulk "
        "domain jobs: one line per request line, in input order: `{\"domain\", \"status\": "
        "\"hit\" | \"unassigned\" | \"unknown\" | \"invalid\", \"company_id\", "
        "\"link_status\"}` (`company_id` and `link_status` are null unless `hit`). Streamed. "
        "At every retrieval the lines of domains and companies blocked since the job ran are "
        "dropped. 409 `job_not_finished` while the job is queued or running, 409 `job_failed` "
        "for a failed job, 410 `expired` 7 days after completion, 404 for another account's "
        "job or a job without a result document (a refresh).",
        responses={
            (200, "application/x-ndjson"): OpenApiResponse(
                OpenApiTypes.STR, description="NDJSON result lines"
            ),
            404: _error("not_found"),
            409: _error("job_not_finished / job_failed"),
            410: _error("expired: the result is older than 7 days"),
            **COMMON_ERRORS,
        },
    )
    def get(self, request: Request, job_id: str) -> StreamingHttpResponse:
        job = job_for_account(account=request.user, public_id=job_id)
        response = StreamingHttpResponse(bulk_result_lines(job), content_type="application/x-ndjson")
        response["Cache-Control"] = "no-store"
        return response
