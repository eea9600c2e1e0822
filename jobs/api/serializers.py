"""OpenAPI shapes of job answers (documentation; answers are built by ``Job.as_dict``)."""

from drf_spectacular.utils import inline_serializer
from rest_framework import serializers

JobSerializer = inline_serializer(
    name="Job",
    fields={
        "id": serializers.CharField(),
        "type": serializers.ChoiceField(
            choices=["domain_refresh", "bulk_domains", "register_retrieval", "bulk_match"]
        ),
        "status": serializers.ChoiceField(choices=["queued", "running", "succeeded", "failed"]),
        "created_at": serializers.CharField(),
        "started_at": serializers.CharField(allow_null=True),
        "completed_at": serializers.CharField(allow_null=True),
        "progress": inline_serializer(
            name="JobProgress",
            fields={"done": serializers.IntegerField(), "total": serializers.IntegerField()},
        ),
        "credits_charged": serializers.IntegerField(),
        "error": inline_serializer(
            name="JobError",
            fields={"code": serializers.CharField(), "message": serializers.CharField()},
            allow_null=True,
        ),
        "result_url": serializers.CharField(allow_null=True),
        "expires_at": serializers.CharField(allow_null=True),
    },
)
JobEnvelopeSerializer = inline_serializer(name="JobAccepted", fields={"job": JobSerializer})
