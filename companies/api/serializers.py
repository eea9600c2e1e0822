"""OpenAPI shapes of company answers (documentation; answers are built in records.py)."""

from drf_spectacular.utils import inline_serializer
from rest_framework import serializers


def envelope(name: str, value_field: serializers.Field) -> serializers.Serializer:
    return inline_serializer(
        name=name,
        fields={
            "value": value_field,
            "source": serializers.CharField(allow_null=True, help_text="origin, e.g. 'gleif'"),
            "as_of": serializers.CharField(allow_null=True, help_text="ISO 8601 UTC, ms"),
        },
    )


RegisterSerializer = inline_serializer(
    name="Register",
    fields={
        "country": serializers.ChoiceField(choices=["DE", "AT", "CH"]),
        "court": serializers.CharField(),
        "number": serializers.CharField(),
    },
)
AddressSerializer = inline_serializer(
    name="Address",
    fields={
        "street": serializers.CharField(allow_null=True),
        "postal_code": serializers.CharField(allow_null=True),
        "city": serializers.CharField(allow_null=True),
        "country": serializers.CharField(),
    },
)


def attribution_list() -> serializers.Serializer:
    return inline_serializer(
        name="Attribution",
        fields={
            "source": serializers.CharField(),
            "text": serializers.CharField(),
            "license": serializers.CharField(),
            "url": serializers.CharField(),
        },
        many=True,
    )

CompanyRecordSerializer = inline_serializer(
    name="CompanyRecord",
    fields={
        "id": serializers.CharField(help_text="c_<id>"),
        "name": envelope("NameField", serializers.CharField(allow_null=True)),
        "legal_form": envelope("LegalFormField", serializers.CharField(allow_null=True)),
        "status": envelope(
            "StatusField",
            serializers.ChoiceField(
                choices=["active", "in_liquidation", "insolvent", "dissolved"], allow_null=True
            ),
        ),
        "country": envelope("CountryField", serializers.CharField(allow_null=True)),
        "register": envelope("RegisterField", RegisterSerializer),
        "vat_id": envelope("VatIdField", serializers.CharField(allow_null=True)),
        "lei": envelope("LeiField", serializers.CharField(allow_null=True)),
        "address": envelope("AddressField", AddressSerializer),
        "representatives": envelope(
            "RepresentativesField",
            inline_serializer(
                name="Representative",
                fields={"name": serializers.CharField(), "role": serializers.CharField()},
                many=True,
            ),
        ),
        "domains": envelope(
            "DomainsField",
            inline_serializer(
                name="DomainLink",
                fields={"domain": serializers.CharField(), "link_status": serializers.CharField()},
                many=True,
            ),
        ),
        "email": envelope("EmailField", serializers.CharField(allow_null=True)),
        "phone": envelope("PhoneField", serializers.CharField(allow_null=True)),
        "founded_on": envelope("FoundedOnField", serializers.CharField(allow_null=True)),
        "attribution": attribution_list(),
    },
)
SummarySerializer = inline_serializer(
    name="CompanySummary", fields={"id": serializers.CharField(), "name": serializers.CharField()}
)
SearchPageSerializer = inline_serializer(
    name="SearchPage",
    fields={
        "results": serializers.ListField(child=serializers.DictField(), help_text="CompanyRecord"),
        "page": serializers.IntegerField(),
        "per_page": serializers.IntegerField(),
        "has_more": serializers.BooleanField(),
    },
)
HistorySerializer = inline_serializer(
    name="CompanyHistory",
    fields={
        "company_id": serializers.CharField(),
        "changes": inline_serializer(
            name="FieldChange",
            fields={
                "field": serializers.CharField(),
                "old_value": serializers.JSONField(allow_null=True),
                "new_value": serializers.JSONField(allow_null=True),
                "source": serializers.CharField(),
                "changed_at": serializers.CharField(),
            },
            many=True,
        ),
        "has_more": serializers.BooleanField(),
        "attribution": attribution_list(),
    },
)
RelationsSerializer = inline_serializer(
    name="CompanyRelations",
    fields={
        "company_id": serializers.CharField(),
        "relations": inline_serializer(
            name="Relation",
            fields={
                "kind": serializers.CharField(
                    help_text="general_partner, shareholder, parent, subsidiary, predecessor, "
                    "successor, branch"
                ),
                "company": SummarySerializer,
                "source": serializers.CharField(),
                "as_of": serializers.CharField(),
            },
            many=True,
        ),
        "attribution": attribution_list(),
    },
)
DomainSerializer = inline_serializer(
    name="DomainResult",
    fields={
        "domain": serializers.CharField(help_text="the domain asked for, normalised"),
        "known_as": serializers.CharField(
            help_text="the name the site is known under: the domain itself, or its www. "
            "twin (www.x.de for x.de and back) when only that one is known"
        ),
        "company": inline_serializer(
            name="DomainCompany",
            fields={"id": serializers.CharField(), "name": serializers.CharField()},
            allow_null=True,
        ),
        "link_status": inline_serializer(
            name="LinkStatusField",
            fields={
                "value": serializers.ChoiceField(
                    choices=["claimed", "verified", "disputed", "impersonation"]),
                "source": serializers.CharField(allow_null=True),
                "as_of": serializers.CharField(allow_null=True),
            },
            allow_null=True,
            help_text="null when the domain is known but assigned to no company",
        ),
        "justification": serializers.CharField(),
        "attribution": attribution_list(),
    },
)
VatSerializer = inline_serializer(
    name="VatResult",
    fields={
        "vat_id": serializers.CharField(),
        "status": serializers.ChoiceField(choices=["confirmed", "claimed", "invalid"]),
        "company": inline_serializer(
            name="VatCompany",
            fields={"id": serializers.CharField(), "name": serializers.CharField()},
            allow_null=True,
        ),
        "source": serializers.CharField(),
        "as_of": serializers.CharField(),
        "attribution": attribution_list(),
    },
)
