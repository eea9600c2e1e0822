"""``GET /v1/registers/{country}/{court}/{number}``: the company of a register entry, or a
register retrieval job (202) for an entry nobody knows yet.

It lives with the jobs (not with the other company reads in ``companies/api``) because it
may start one: companies sit below jobs (README "Layers").
"""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from billing.api import billed_response
from billing.calls import Outcome
from billing.prices import price
from companies import lookups
from companies.api.serializers import CompanyRecordSerializer
from companies.api.views import ERRORS
from companies.records import company_envelopes
from companies.registers import parse_register

from ..services import register_retrieval_request
from .serializers import JobEnvelopeSerializer

REGISTER = price("GET /v1/registers/{country}/{court}/{number}")


class RegisterView(APIView):
    @extend_schema(
        operation_id="register_get",
        summary=f"Company by register entry ({REGISTER.summary})",
        description="DE: court = the Amtsgericht's place name in any common spelling "
        "(`München`, `Muenchen`, `Munich`; `Berlin` for Charlottenburg), number with its kind "
        "(`HRB 12345`, URL-encoded). AT: `AT/-/FN 123456a`. CH: `CH/-/CHE-123.456.789`. "
        "An unknown entry answers 202 with a throttled register retrieval job (free); an "
        "entry supported only by sources that may not be redistributed answers 404.",
        responses={200: CompanyRecordSerializer, 202: JobEnvelopeSerializer, **ERRORS},
    )
    def get(self, request: Request, country: str, court: str, number: str) -> Response:
        ref = parse_register(country, court, number)

        def produce() -> Outcome:
            company = lookups.company_by_register(ref)
            if company is not None:
                return Outcome(company_envelopes(company), credits=REGISTER.charge())
            job = register_retrieval_request(account=request.user, ref=ref)
            return Outcome(
                {"job": job.as_dict()},
                credits=0,
                status=202,
                headers={"Location": f"/v1/jobs/{job.public_id}"},
            )

        return billed_response(request, endpoint=REGISTER.endpoint, cost=REGISTER.credits,
                               run=lambda hold: produce())
