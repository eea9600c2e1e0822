"""``POST /v1/match``: a messy company record in, the right company (or an honest "not
sure") out; billed through the one billing path, 1 credit only for the outcome ``match``."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from billing.api import billed_response
from billing.prices import price

from ..match_input import parse_match_input
from ..matching import match_company
from .views import ERRORS

ENDPOINT = "POST /v1/match"
GRADES = ["exact", "close", "different", "missing"]


MatchRequestSerializer = inline_serializer(
    name="MatchRequest",
    fields={
        "name": serializers.CharField(required=False, help_text="with or without legal form"),
        "address": inline_serializer(
            name="MatchAddress",
            fields={f: serializers.CharField(required=False)
                    for f in ("street", "postal_code", "city", "country")},
            required=False,
        ),
        "domain": serializers.CharField(required=False,
                                        help_text="domain or website address; www. or bare"),
        "vat_id": serializers.CharField(required=False),
        "register": serializers.JSONField(
            required=False,
            help_text="{country, court, number} or the text 'DE/München/HRB 12345'",
        ),
        "lei": serializers.CharField(required=False),
        "email": serializers.CharField(required=False),
        "phone": serializers.CharField(required=False),
    },
)
MatchAnswerSerializer = inline_serializer(
    name="MatchAnswer",
    fields={
        "outcome": serializers.ChoiceField(choices=["match", "ambiguous", "no_match"]),
        "candidates": inline_serializer(
            name="MatchCandidate",
            many=True,
            fields={
                "company": inline_serializer(
                    name="MatchCompany",
                    fields={"id": serializers.CharField(), "name": serializers.CharField()},
                ),
                "confidence": serializers.FloatField(min_value=0, max_value=1),
                "grades": serializers.DictField(
                    child=serializers.ChoiceField(choices=GRADES),
                    help_text="per given input field (name, address, domain, vat_id, "
                    "register, lei, email, phone)",
                ),
            },
        ),
    },
)


class MatchView(APIView):
    @extend_schema(
        operation_id="match",
        summary=f"Match a messy company record to the right company ({price(ENDPOINT).summary})",
        description="Give any of `name` (with or without legal form), `address` (`street`, "
        "`postal_code`, `city`, `country`: DE, AT, CH or their names), `domain` (a domain or "
        "website address; `www.` and bare count as the same site), `vat_id`, `register` "
        "(`{country, court, number}` or `DE/München/HRB 12345`), `lei`, `email` (a mailbox at "
        "the company's domain counts as its site), `phone`; at least a name or one "
        "identifier, else 400. An identifier that fails its syntax or check digits does not "
        "identify a company; it is graded by similarity.\n\n"
        "Answer: `outcome` `match` (the best candidate's confidence is at least 0.9), "
        "`ambiguous` (at least 0.3) or `no_match`, and at most 5 `candidates`, best first, "
        "each with `company` `{id, name}`, `confidence` (0..1, calibrated: among answers at "
        "0.9 or more, at least 98 % are right on the labelled evaluation set) and `grades` per "
        "given input field: `exact`, `close` (a typo, another legal form, an old name, the "
        "same street in another spelling, another mailbox at the company's domain), "
        "`different` or `missing` (the company has no such value). A valid VAT id, register "
        "entry or LEI of another company than the name is `different` and caps the "
        "confidence below 0.9: it never silently wins.\n\n"
        "Costs 1 credit when the outcome is `match`, 0 otherwise; `ambiguous` and `no_match` "
        "count as unsuccessful lookups for the lookup lock.",
        request=MatchRequestSerializer,
        responses={200: MatchAnswerSerializer, **ERRORS},
        examples=[
            OpenApiExample(
                "CRM row",
                request_only=True,
                value={"name": "Muster Software", "address": {"city": "München"},
                       "domain": "https://www.muster-software.de/"},
            ),
        ],
    )
    def post(self, request: Request) -> Response:
        query = parse_match_input(request.data)
        return billed_response(request, endpoint=ENDPOINT, cost=price(ENDPOINT).credits,
                               run=lambda hold: match_company(query).billed(ENDPOINT))
