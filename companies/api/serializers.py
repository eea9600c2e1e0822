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
ErrorSerializer = inline_serializer(
    name="Error",
    fields={
        "error": inline_serializer(
            name="ErrorBody",
            fields={
                "code": serializers.CharField(),
                "message": serializers.CharField(),
            },
        )
    },
)
