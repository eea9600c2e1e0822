"""Creating and reading jobs. Runners are listed in ``jobs/runners.py`` (``jobs/bulk.py``,
``jobs/bulk_match.py``, ``jobs/refresh.py``, ``jobs/retrieval.py``); the Celery task and
the sweeper in ``jobs/tasks.py``.

Credits: a job's hold is reserved when the job is accepted (by
``billing.calls.job_accept`` or here) and settled exactly once when it completes (``job_complete``)
or returned in full when it fails (``job_fail``).
"""

from __future__ import annotations

from datetime import datetime

from django.db import transaction
from django.utils import timezone

from accounts.models import Account, ApiKey
from billing.credits import reserve_credits
from billing.models import CreditHold
from billing.prices import BULK_DOMAINS, BULK_MATCH, REFRESH, price
from companies.lookups import domain_name
from companies.models import Domain
from companies.registers import RegisterRef
from config.errors import NotFound

from .limits import check_refresh_allowance, lock_refresh_slots, refresh_dedupe_key
from .models import Job, JobData

REFRESH_ENDPOINT = REFRESH
REFRESH_COST = price(REFRESH).credits
BULK_ENDPOINT = BULK_DOMAINS
BULK_MATCH_ENDPOINT = BULK_MATCH


#: The Celery task that runs a job (``jobs.tasks.run_job``), queued by its name: the task
#: reaches every runner, and runners accept and queue jobs here, so importing it would
#: close an import cycle.
RUN_JOB = "jobs.tasks.run_job"


def job_enqueue(job: Job) -> None:
    """Wakes a worker once the job row is committed (the sweeper is the safety net)."""
    from config.celery_app import app

    # robust: a broker that is away must not fail the request (the sweeper queues it)
    transaction.on_commit(lambda: app.signature(RUN_JOB, args=[job.pk]).delay(), robust=True)


def register_retrieval_request(*, account: Account, ref: RegisterRef) -> Job:
    """A throttled register retrieval for an unknown entry (free: the 202 costs nothing).
    Requests for the same entry are coalesced by ``dedupe_key`` in the runner."""
    job = Job.objects.create(
        account=account,
        type=Job.REGISTER_RETRIEVAL,
        input=ref.as_dict(),
        progress_total=1,
        dedupe_key=f"register:{ref.key}",
    )
    job_enqueue(job)
    return job


def job_for_account(*, account: Account, public_id: str) -> Job:
    """The account's own job; another account's (or no) job is :class:`NotFound`."""
    job = Job.objects.filter(public_id=public_id, account=account).first()
    if job is None:
        raise NotFound(f"No job with id {public_id!r}.")
    return job


def domain_refresh_request(
    *,
    key: ApiKey,
    raw_domain: str,
    hold: CreditHold | None = None,
    endpoint: str = REFRESH_ENDPOINT,
    now: datetime | None = None,
) -> Job:
    """Accepts a refresh of ``raw_domain`` for the key's account: a queued job that
    charges ``REFRESH_COST`` credits when it completes.

    ``hold``: the reservation of the call that asks for the refresh (REST:
    ``billing.calls.job_accept``); without one (MCP ``lookup_domain`` with ``refresh``)
    ``REFRESH_COST`` credits are reserved here under ``endpoint``. Raises
    :class:`InvalidRequest` (not a public domain name), :class:`NotFound` (a blocked
    domain), :class:`TooManyRequests` ``refresh_limit`` and :class:`InsufficientCredits`;
    nothing is reserved or counted then.
    """
    name = domain_name(raw_domain)
    if Domain.objects.filter(name=name, blocked_at__isnull=False).exists():
        raise NotFound(f"The domain {name!r} is not available.")
    account = key.account
    now = now or timezone.now()
    with transaction.atomic():
        lock_refresh_slots(account=account, domain=name)
        check_refresh_allowance(account=account, domain=name, now=now)
        if hold is None:
            hold = reserve_credits(
                account=account, live=key.is_live, amount=REFRESH_COST, endpoint=endpoint,
                for_job=True,
            )
        job = Job.objects.create(
            account=account,
            key=key,
            type=Job.DOMAIN_REFRESH,
            input={"domain": name},
            progress_total=1,
            hold=hold,
            dedupe_key=refresh_dedupe_key(name),
            created_at=now,
        )
        job_enqueue(job)
    return job


def bulk_request(*, key: ApiKey, job_type: str, lines: list, hold: CreditHold) -> Job:
    """Accepts a bulk job of ``job_type`` (``bulk_domains``: raw domains checked by
    :func:`jobs.bulk.parse_bulk_body`; ``bulk_match``: match inputs from
    :func:`jobs.bulk_match.parse_match_lines`), in input order, with the worst-case
    ``hold``."""
    with transaction.atomic():
        job = Job.objects.create(
            account=key.account,
            key=key,
            type=job_type,
            input={"lines": len(lines)},
            progress_total=len(lines),
            hold=hold,
        )
        JobData.objects.create(job=job, lines=lines)
        job_enqueue(job)
    return job

