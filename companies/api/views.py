"""/v1 company-data endpoints: parse, call one service through the billing path, answer."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from billing.api import billed_response
from billing.calls import Outcome
from billing.prices import price
from config.errors import InvalidRequest
from config.serializers import ErrorSerializer

from .. import lookups
from ..record_cache import cache_key, company_cached
from ..records import company_envelopes
from ..search import search_companies
from ..vat import vat_answer
from . import fast_lane
from . import serializers as s

ERRORS = {
    400: OpenApiResponse(ErrorSerializer, description="invalid_request"),
    401: OpenApiResponse(ErrorSerializer, description="missing, unknown or revoked key"),
    402: OpenApiResponse(ErrorSerializer, description="insufficient_credits (+ remaining)"),
    403: OpenApiResponse(ErrorSerializer, description="account_locked"),
    404: OpenApiResponse(ErrorSerializer, description="not_found (free)"),
    429: OpenApiResponse(ErrorSerializer, description="rate_limited / lookups_locked"),
    503: OpenApiResponse(ErrorSerializer, description="temporarily_unavailable: a protection "
                         "function cannot be consulted"),
}


def _billed(request: Request, endpoint: str, produce) -> Response:  # noqa: ANN001
    """Runs ``produce() -> Outcome`` as a billed call of ``endpoint`` at its price."""
    return billed_response(request, endpoint=endpoint, cost=price(endpoint).credits,
                           run=lambda hold: produce())


SEARCH = price("GET /v1/companies/search")
HISTORY = price("GET /v1/companies/{id}/history")
RELATIONS = price("GET /v1/companies/{id}/relations")
DOMAIN = price("GET /v1/domains/{domain}")
VAT = price("GET /v1/vat/{id}")
LEI = price("GET /v1/lei/{lei}")


class CompanySearchView(APIView):
    @extend_schema(
        operation_id="companies_search",
        summary=f"Search companies by name or identifier ({SEARCH.summary})",
        description="Matches company names and identifiers, never persons (docs/search.md). "
        "Identifiers in any notation find their company: VAT ids in any spacing, LEIs, Swiss "
        "UIDs (`CHE-123.456.789`, `CHE123456789`, with or without MWST), register numbers "
        "(`HRB 12345`, `FN 123456a`). A legal form in the query, in any common spelling "
        "(`GmbH`, `Gesellschaft mit beschränkter Haftung`, `AG`, `UG`, `e.K.`, `GmbH & Co. "
        "KG`, `Ges.m.b.H.`), ranks companies of that form first; the exact full name is the "
        "first hit. A legal form alone lists the companies of that form by name. Names are "
        "tolerant of umlaut spellings, ß/ss, word order, unfinished last words and small "
        "typos. 20 results per page, pages 1 to 50 (at most 1,000 results): `has_more` is "
        "true exactly when the next page has results; a page after the last is empty.",
        parameters=[
            OpenApiParameter("q", str, required=True,
                             description="name (with or without legal form), legal form, or "
                             "identifier; 2 to 200 characters"),
            OpenApiParameter("country", str, enum=["DE", "AT", "CH"]),
            OpenApiParameter("city", str, description="seat of the company in any case and "
                             "spelling: ä/ae, ö/oe, ü/ue, ß/ss, exonyms (Munich, Cologne, Vienna, "
                             "Zurich, Geneva) and unambiguous short forms (Frankfurt for "
                             "Frankfurt am Main)"),
            OpenApiParameter("legal_form", str, description="a legal form in any spelling the "
                             "query takes, e.g. GmbH, gesmbh, AG, Aktiengesellschaft, KG"),
            OpenApiParameter(
                "status", str, enum=["active", "in_liquidation", "insolvent", "dissolved"]
            ),
            OpenApiParameter("page", int, description="1-based, 1 to 50"),
        ],
        responses={200: s.SearchPageSerializer, **ERRORS},
    )
    def get(self, request: Request) -> Response:
        params = request.query_params
        try:
            page = int(params.get("page", "1"))
        except ValueError as exc:
            raise InvalidRequest("page must be a whole number.") from exc
        if "q" not in params:
            raise InvalidRequest("q is required.")

        def produce() -> Outcome:
            found = search_companies(
                q=params.get("q", ""),
                country=params.get("country") or None,
                city=params.get("city") or None,
                legal_form=params.get("legal_form") or None,
                status=params.get("status") or None,
                page=page,
            )
            body = {
                "results": [company_envelopes(c) for c in found.results],
                "page": found.page,
                "per_page": found.per_page,
                "has_more": found.has_more,
            }
            hits = bool(found.results)
            return Outcome(body, credits=SEARCH.charge(found=hits), unsuccessful_lookup=not hits)

        return _billed(request, SEARCH.endpoint, produce)


class CompanyDetailView(APIView):
    @extend_schema(
        operation_id="company_get",
        summary=f"A company's full record ({price(fast_lane.ENDPOINT).summary})",
        responses={200: s.CompanyRecordSerializer, **ERRORS},
    )
    def get(self, request: Request, company_id: str) -> Response:
        def run(reservation) -> Outcome:  # noqa: ANN001 - a lease's take or a hold
            # the cached row, when billing read it in its own round trip (prefetch)
            prefetched = getattr(reservation, "prefetched", None)
            company = company_cached(company_id, prefetched=prefetched)
            return Outcome(company_envelopes(company), price(fast_lane.ENDPOINT).charge())

        # the fast lane (fast_lane.py) answers the cached case of this call before Django
        return billed_response(request, endpoint=fast_lane.ENDPOINT,
                               cost=price(fast_lane.ENDPOINT).credits, run=run,
                               prefetch=cache_key(company_id))


class CompanyHistoryView(APIView):
    @extend_schema(
        operation_id="company_history",
        summary=f"Change history of a company ({HISTORY.summary})",
        parameters=[OpenApiParameter("since", OpenApiTypes.DATETIME, description="ISO 8601")],
        responses={200: s.HistorySerializer, **ERRORS},
    )
    def get(self, request: Request, company_id: str) -> Response:
        since = lookups.parse_since(request.query_params.get("since"))
        return _billed(
            request,
            HISTORY.endpoint,
            lambda: Outcome(
                lookups.company_history(lookups.company_by_public_id(company_id), since=since),
                HISTORY.charge(),
            ),
        )


class CompanyRelationsView(APIView):
    @extend_schema(
        operation_id="company_relations",
        summary=f"Related companies ({RELATIONS.summary})",
        responses={200: s.RelationsSerializer, **ERRORS},
    )
    def get(self, request: Request, company_id: str) -> Response:
        return _billed(
            request,
            RELATIONS.endpoint,
            lambda: Outcome(
                lookups.company_relations(lookups.company_by_public_id(company_id)),
                RELATIONS.charge(),
            ),
        )


class DomainView(APIView):
    @extend_schema(
        operation_id="domain_get",
        summary=f"Company behind a domain, with link status ({DOMAIN.summary})",
        description="`www.x.de` and `x.de` are the same site when only one of them is known "
        "(`known_as` names the one that is); other subdomains stay distinct. A URL or a name "
        "with a scheme, path or port answers 400 with a message naming the domain to send.",
        responses={200: s.DomainSerializer, **ERRORS},
    )
    def get(self, request: Request, domain: str) -> Response:
        def produce() -> Outcome:
            body = lookups.domain_answer(domain)
            return Outcome(body, credits=DOMAIN.charge(found=body["company"] is not None))

        return _billed(request, DOMAIN.endpoint, produce)


class VatView(APIView):
    @extend_schema(
        operation_id="vat_get",
        summary=f"Check a VAT id ({VAT.summary})",
        description="`confirmed` only when a source that permits redistribution confirms it; "
        "a check against the EU VIES service is `claimed`; `invalid` when VIES says so. "
        "VIES unavailable: 503 `upstream_unavailable` (free).",
        responses={200: s.VatSerializer, **ERRORS, 503: OpenApiResponse(
            ErrorSerializer, description="upstream_unavailable: EU VIES cannot answer for this "
            "member state now (free, never read as invalid); temporarily_unavailable")},
    )
    def get(self, request: Request, vat_id: str) -> Response:
        return _billed(request, VAT.endpoint,
                       lambda: Outcome(vat_answer(vat_id), VAT.charge()))


class LeiView(APIView):
    @extend_schema(
        operation_id="lei_get",
        summary=f"Company by LEI ({LEI.summary})",
        responses={200: s.CompanyRecordSerializer, **ERRORS},
    )
    def get(self, request: Request, lei: str) -> Response:
        return _billed(
            request,
            LEI.endpoint,
            lambda: Outcome(company_envelopes(lookups.company_by_lei(lei)), LEI.charge()),
        )


