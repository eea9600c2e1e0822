"""Jobs: domain refresh, bulk domain lookup, register retrieval and bulk match (CONTRACT §3).

The database is the source of truth: a job row is claimed by a worker with a lease
(``locked_until``); a worker that dies leaves the lease to expire and the sweeper hands
the job to another worker. Credits are held at acceptance (``hold``) and settled exactly
once at completion through ``billing.credits``.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from config.ids import new_public_id
from config.timefmt import iso_ms


class Job(models.Model):
    DOMAIN_REFRESH, BULK_DOMAINS, REGISTER_RETRIEVAL, BULK_MATCH = (
        "domain_refresh", "bulk_domains", "register_retrieval", "bulk_match",
    )
    TYPES = [(t, t) for t in (DOMAIN_REFRESH, BULK_DOMAINS, REGISTER_RETRIEVAL, BULK_MATCH)]
    BULK_TYPES = (BULK_DOMAINS, BULK_MATCH)  # jobs with an NDJSON result document
    QUEUED, RUNNING, SUCCEEDED, FAILED = "queued", "running", "succeeded", "failed"
    STATUSES = [(s, s) for s in (QUEUED, RUNNING, SUCCEEDED, FAILED)]

    public_id = models.CharField(max_length=32, unique=True, editable=False)
    account = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE,
        related_name="jobs",
    )
    #: The key that asked for the job (its usage is counted under it); none for a shared
    #: register retrieval.
    key = models.ForeignKey("accounts.ApiKey", null=True, blank=True, on_delete=models.CASCADE,
                            related_name="+")
    type = models.CharField(max_length=20, choices=TYPES)
    status = models.CharField(max_length=10, choices=STATUSES, default=QUEUED, db_index=True)
    input = models.JSONField(default=dict)
    created_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    completed_at = models.DateTimeField(null=True, blank=True)
    progress_done = models.IntegerField(default=0)
    progress_total = models.IntegerField(default=0)
    credits_charged = models.IntegerField(default=0)
    hold = models.ForeignKey(
        "billing.CreditHold", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    error_code = models.CharField(max_length=40, blank=True)
    error_message = models.TextField(blank=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    attempts = models.IntegerField(default=0)
    locked_until = models.DateTimeField(null=True, blank=True)
    # A retrieval shared by many callers (coalesced) has no account; callers link to it.
    dedupe_key = models.CharField(max_length=200, blank=True, db_index=True)

    class Meta:
        indexes = [
            models.Index(fields=["status", "locked_until"]),
            # refresh allowance per account and 24 h (jobs.limits)
            models.Index(fields=["account", "type", "created_at"], name="job_account_type_created"),
        ]

    def save(self, *args: object, **kwargs: object) -> None:
        if not self.public_id:
            self.public_id = new_public_id("job")
        super().save(*args, **kwargs)  # type: ignore[arg-type]

    def __str__(self) -> str:
        return f"{self.public_id} {self.type} {self.status}"

    @property
    def result_url(self) -> str | None:
        """Where a succeeded bulk job's result is read, until it expires."""
        if self.type not in self.BULK_TYPES or self.status != self.SUCCEEDED:
            return None
        if self.expires_at is not None and self.expires_at <= timezone.now():
            return None
        return f"/v1/jobs/{self.public_id}/result"

    def as_dict(self) -> dict:
        """The CONTRACT §3 job body."""
        return {
            "id": self.public_id,
            "type": self.type,
            "status": self.status,
            "created_at": iso_ms(self.created_at),
            "started_at": iso_ms(self.started_at),
            "completed_at": iso_ms(self.completed_at),
            "progress": {"done": self.progress_done, "total": self.progress_total},
            "credits_charged": self.credits_charged,
            "error": (
                {"code": self.error_code, "message": self.error_message}
                if self.error_code
                else None
            ),
            "result_url": self.result_url,
            "expires_at": iso_ms(self.expires_at),
        }


class JobData(models.Model):
    """The bulky part of a bulk job, kept apart from the job row so that polling the job
    never loads it: the request's lines (a JSON list, in input order: domains, or match
    inputs) and the result (NDJSON, one line per input line, in input order)."""

    job = models.OneToOneField(Job, primary_key=True, on_delete=models.CASCADE, related_name="data")
    lines = models.JSONField(default=list)
    result = models.TextField(blank=True)


class IdempotencyRecord(models.Model):
    """An ``Idempotency-Key`` seen from an account: the request's fingerprint and, once the
    request was accepted, the answer to replay. A record without ``status`` is in flight.
    Keys are kept for 24 hours (``IDEMPOTENCY_TTL``)."""

    account = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    key = models.CharField(max_length=255)
    fingerprint = models.CharField(max_length=64)
    status = models.IntegerField(null=True, blank=True)
    body = models.JSONField(null=True, blank=True)
    headers = models.JSONField(default=dict)
    job = models.ForeignKey(Job, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["account", "key"], name="idempotency_key_once")
        ]
