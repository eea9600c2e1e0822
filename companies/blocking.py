"""Staff blocks: a blocked company or domain disappears from every answer (REST, MCP, bulk
results at their next read, watch lists refuse it) until it is unblocked. Each move needs a
reason; the admin records who did it in its log."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from .models import Company, Domain
from .record_cache import company_cache_forget


def _reason(reason: str) -> str:
    text = (reason or "").strip()
    if not text:
        raise ValueError("a block or unblock needs a reason")
    return text


@transaction.atomic
def company_block(*, company: Company, reason: str) -> bool:
    """Blocks the company (keeps the first block time; the reason is replaced). Returns
    False when it was blocked already."""
    text = _reason(reason)
    was_blocked = company.blocked_at is not None
    now = timezone.now()
    Company.objects.filter(pk=company.pk).update(
        blocked_at=company.blocked_at or now, block_reason=text
    )
    company.blocked_at, company.block_reason = company.blocked_at or now, text
    company_cache_forget([company.public_id])  # update() sends no signal
    return not was_blocked


@transaction.atomic
def company_unblock(*, company: Company, reason: str) -> bool:
    """Lifts the block. Returns False when the company was not blocked."""
    _reason(reason)
    changed = Company.objects.filter(pk=company.pk, blocked_at__isnull=False).update(
        blocked_at=None, block_reason=""
    )
    company.blocked_at, company.block_reason = None, ""
    company_cache_forget([company.public_id])  # update() sends no signal
    return bool(changed)


@transaction.atomic
def domain_block(*, domain: Domain, reason: str) -> bool:
    text = _reason(reason)
    was_blocked = domain.blocked_at is not None
    now = timezone.now()
    Domain.objects.filter(pk=domain.pk).update(
        blocked_at=domain.blocked_at or now, block_reason=text
    )
    domain.blocked_at, domain.block_reason = domain.blocked_at or now, text
    return not was_blocked


@transaction.atomic
def domain_unblock(*, domain: Domain, reason: str) -> bool:
    _reason(reason)
    changed = Domain.objects.filter(pk=domain.pk, blocked_at__isnull=False).update(
        blocked_at=None, block_reason=""
    )
    domain.blocked_at, domain.block_reason = None, ""
    return bool(changed)
