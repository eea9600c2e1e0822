"""/v1 company endpoints: parse, call one service through the billing path, answer."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from billing.api import billed_response
from billing.calls import Outcome

from ..lookups import company_by_public_id
from ..records import company_envelopes
from .serializers import CompanyRecordSerializer, ErrorSerializer

ERRORS = {
    401: OpenApiResponse(ErrorSerializer, description="missing, unknown or revoked key"),
    402: OpenApiResponse(ErrorSerializer, description="insufficient_credits (+ remaining)"),
    403: OpenApiResponse(ErrorSerializer, description="account_locked"),
    429: OpenApiResponse(ErrorSerializer, description="rate_limited / lookups_locked"),
    503: OpenApiResponse(ErrorSerializer, description="temporarily_unavailable"),
}


class CompanyDetailView(APIView):
    @extend_schema(
        operation_id="company_get",
        summary="A company's full record (1 credit; 404 free)",
        responses={200: CompanyRecordSerializer, 404: ErrorSerializer, **ERRORS},
    )
    def get(self, request: Request, company_id: str) -> Response:
        def run(hold: object) -> Outcome:
            return Outcome(company_envelopes(company_by_public_id(company_id)), credits=1)

        return billed_response(request, endpoint="GET /v1/companies/{id}", cost=1, run=run)
