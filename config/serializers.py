"""OpenAPI shapes every app's API shares: the error answer ``{"error": {"code", "message"}}``
(``config.errors`` renders it; ``config.openapi`` refers to it as ``Error``)."""

from drf_spectacular.utils import inline_serializer
from rest_framework import serializers

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
