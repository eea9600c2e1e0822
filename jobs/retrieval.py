"""Register retrieval: the job behind ``GET /v1/registers/...`` answering 202.

For the job's ``{country, court, number}`` one upstream is asked: DE the register portal
(handelsregister.de), CH Zefix by UID, AT the Firmenbuch provider of the settings. The facts
are stored through :func:`companies.facts.facts_apply` (origin ``register DE Leipzig HRB
12345``, ``zefix``, ``register AT - FN 123456a``), so a later GET of the same path answers
200, or 404 when only a source that may not be redistributed (the German portal) knows it.

Coalescing: every job for the same entry shares one :class:`RegisterRetrieval` row (the
jobs' ``dedupe_key``). The first job to run takes it with a lease and asks the upstream; the
others go back to the queue (:class:`JobRetryLater`) and complete from its result, so N
requests for one entry cost one upstream retrieval.

Throttle: the German portal allows about 60 requests per hour across all our workers and
accounts; a retrieval reserves its requests in the shared database window
(:mod:`companies.throttle`) before it starts. When the window is full, or the portal itself
says "too many", the job is re-queued for the moment a slot frees up; no worker waits.

Errors: upstream failures end the job with the adapter's code and message
(``not_found``, ``upstream_unavailable`` after retries with backoff, ``auth_failed``,
``bad_response``, ``invalid_request``); a ``not_found`` is remembered for a day so repeated
lookups of a non-existent entry do not spend the portal's budget.
"""

from __future__ import annotations

import dataclasses
import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from companies.facts import facts_apply
from companies.models import Identifier, RegisterRetrieval
from companies.registers import RegisterRef
from companies.source_clients import (
    HANDELSREGISTER_REQUESTS_PER_RETRIEVAL,
    firmenbuch_provider,
    handelsregister_client,
    handelsregister_limit,
    zefix_client,
)
from companies.sources import base as sources
from companies.sources.base import CompanyFacts, SourceError
from companies.throttle import BudgetExhausted, DatabaseBudget, throttle_block, throttle_take

from .execution import JobDone, JobFailed, JobRetryLater
from .models import Job
from .services import job_enqueue

log = logging.getLogger(__name__)

# One retrieval's upstream work, retries included; after it another job may take over.
LEASE = timedelta(minutes=5)
NOT_FOUND_MEMORY = timedelta(hours=24)
GIVE_UP_AFTER = timedelta(hours=24)  # a job still throttled after this fails as rate_limited
DEFAULT_WAIT = {"handelsregister": timedelta(hours=1)}


def _retrieval(key: str) -> RegisterRetrieval:
    """The shared row for an entry, locked for this transaction."""
    try:
        with transaction.atomic():
            RegisterRetrieval.objects.get_or_create(key=key)
    except IntegrityError:
        pass
    return RegisterRetrieval.objects.select_for_update().get(key=key)


# Sources whose knowledge of an entry does not replace asking the register: the company's
# own statement is what a register retrieval is there to verify.
SELF_DECLARED = ("imprint",)


def _known(ref: RegisterRef) -> bool:
    """An independent source (a register, GLEIF) already states this entry."""
    return (Identifier.objects.filter(kind=Identifier.REGISTER, value=ref.key)
            .exclude(source_id__in=SELF_DECLARED).exists())


def _take_part(job: Job, ref: RegisterRef, now: datetime) -> RegisterRetrieval | None:
    """Decides this job's part: returns the retrieval when this job must ask the upstream
    (it now holds the lease), ``None`` when the result is already there; raises
    :class:`JobRetryLater` / :class:`JobFailed` otherwise."""
    with transaction.atomic():
        retrieval = _retrieval(ref.key)
        if retrieval.status == RegisterRetrieval.SUCCEEDED and _known(ref):
            return None
        if retrieval.status == RegisterRetrieval.FAILED and retrieval.completed_at and (
            retrieval.completed_at >= job.created_at
            or (retrieval.error_code == "not_found"
                and retrieval.completed_at >= now - NOT_FOUND_MEMORY)
        ):
            raise JobFailed(retrieval.error_code, retrieval.error_message)
        if _known(ref):
            return None  # another register source or an import knows the entry meanwhile
        if (retrieval.status == RegisterRetrieval.RUNNING and retrieval.owner_job_id != job.pk
                and retrieval.lease_until and retrieval.lease_until > now):
            poll = timedelta(seconds=settings.REGISTER_RETRIEVAL_POLL_SECONDS)
            raise JobRetryLater(min(retrieval.lease_until, now + poll),
                                "another job is retrieving this entry")
        if retrieval.not_before and retrieval.not_before > now:
            _give_up_if_too_old(job, now)
            raise JobRetryLater(retrieval.not_before, "waiting for the upstream's limit")
        retrieval.status = RegisterRetrieval.RUNNING
        retrieval.owner_job_id = job.pk
        retrieval.lease_until = now + LEASE
        retrieval.not_before = None
        retrieval.upstream_calls += 1
        retrieval.updated_at = now
        retrieval.save()
        return retrieval


def _give_up_if_too_old(job: Job, now: datetime) -> None:
    if job.created_at < now - GIVE_UP_AFTER:
        raise JobFailed("rate_limited", "The register's retrieval limit did not free up in time.")


def _settle(retrieval: RegisterRetrieval, **changes: object) -> None:
    changes.setdefault("updated_at", timezone.now())
    RegisterRetrieval.objects.filter(pk=retrieval.pk).update(
        owner_job_id=None, lease_until=None, **changes
    )


def _postpone(job: Job, retrieval: RegisterRetrieval, until: datetime,
              reason: str) -> JobRetryLater:
    """Nobody asks this upstream for the entry before ``until``; the job waits in the queue
    (the caller raises the returned exception)."""
    _settle(retrieval, status=RegisterRetrieval.IDLE, not_before=until)
    _give_up_if_too_old(job, timezone.now())
    return JobRetryLater(until, reason)


def _fetch(job: Job, ref: RegisterRef, retrieval: RegisterRetrieval) -> CompanyFacts:
    """Asks the entry's upstream; the German portal only with reserved throttle slots."""
    source_ref = sources.RegisterRef(ref.country, ref.court, ref.number)
    if ref.country == "DE":
        limit = handelsregister_limit()
        free_at = throttle_take(upstream="handelsregister", limit=limit,
                                count=HANDELSREGISTER_REQUESTS_PER_RETRIEVAL)
        if free_at is not None:
            raise _postpone(job, retrieval, free_at,
                            "the register portal's hourly limit is used up")
        budget = DatabaseBudget(upstream="handelsregister", limit=limit,
                                reserved=HANDELSREGISTER_REQUESTS_PER_RETRIEVAL)
        with handelsregister_client(budget=budget) as client:
            return client.fetch(source_ref)
    if ref.country == "CH":
        with zefix_client() as client:
            return client.fetch_by_uid(ref.number)
    if ref.country == "AT":
        provider = firmenbuch_provider()
        try:
            return provider.fetch_by_fn(ref.number)
        finally:
            close = getattr(provider, "close", None)
            if close is not None:
                close()
    raise JobFailed("invalid_request", f"No register source for country {ref.country!r}.")


def register_retrieval_run(*, job: Job, ref: RegisterRef) -> JobDone:
    """The whole retrieval for one job (see the module docstring)."""
    now = timezone.now()
    retrieval = _take_part(job, ref, now)
    if retrieval is None:
        return JobDone(credits=0)
    try:
        facts = _fetch(job, ref, retrieval)
    except sources.RateLimited as exc:
        wait = timedelta(seconds=exc.retry_after) if exc.retry_after else DEFAULT_WAIT.get(
            exc.source, timedelta(minutes=1))
        until = timezone.now() + wait
        if not isinstance(exc, BudgetExhausted) and exc.source == "handelsregister":
            throttle_block(upstream="handelsregister", until=until)
        raise _postpone(job, retrieval, until, exc.message) from exc
    except SourceError as exc:
        log.info("register retrieval failed",
                 extra={"job": job.public_id, "entry": ref.key, "code": exc.code})
        _settle(retrieval, status=RegisterRetrieval.FAILED, error_code=exc.code,
                error_message=exc.message, completed_at=timezone.now())
        raise JobFailed(exc.code, exc.message) from exc
    except ValueError as exc:  # the adapter refused the entry before asking (bad number)
        _settle(retrieval, status=RegisterRetrieval.FAILED, error_code="invalid_request",
                error_message=str(exc), completed_at=timezone.now())
        raise JobFailed("invalid_request", str(exc)) from exc
    except (JobRetryLater, JobFailed):
        raise
    except Exception:
        _settle(retrieval, status=RegisterRetrieval.IDLE)  # let the job's retry take it again
        raise
    facts = dataclasses.replace(
        facts, register=sources.RegisterRef(ref.country, ref.court, ref.number)
    )
    with transaction.atomic():
        company, changed = facts_apply(facts=facts)
        _settle(retrieval, status=RegisterRetrieval.SUCCEEDED, company_id=company.pk,
                error_code="", error_message="", completed_at=timezone.now())
    log.info("register retrieval done", extra={"job": job.public_id, "entry": ref.key,
                                               "changed": changed})
    return JobDone(credits=0)


def register_verification_request(*, ref: RegisterRef) -> Job | None:
    """Queues a retrieval of an entry that a company only claims (its imprint names it), so
    the register's own statement can verify the company and its domain links (the link
    rules in ``jobs/linking.py`` count register observations as independent, shown or
    not). No account, no credits; shares the retrieval with any customer job for the same
    entry. ``None`` when an independent source already states the entry."""
    if _known(ref):
        return None

    job = Job.objects.create(account=None, type=Job.REGISTER_RETRIEVAL, input=ref.as_dict(),
                             progress_total=1, dedupe_key=f"register:{ref.key}")
    job_enqueue(job)
    return job


def run_register_retrieval(job: Job) -> JobDone:
    data = job.input or {}
    try:
        ref = RegisterRef(str(data["country"]), str(data["court"]), str(data["number"]))
    except KeyError as exc:
        raise JobFailed("invalid_request", f"The job lacks {exc.args[0]!r}.") from exc
    return register_retrieval_run(job=job, ref=ref)
