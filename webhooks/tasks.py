"""Celery tasks of the webhook outbox. They take no arguments: the database says what is due.

``deliver_now`` is the prompt wake-up queued after a transaction that wrote events;
``sweep_deliveries`` runs from beat every few seconds. Both fan out and deliver until idle,
so a lost broker message or a restarted worker only delays a delivery, never loses it.
"""

from __future__ import annotations

from celery import shared_task
from django.utils import timezone

from .delivery import webhooks_sweep
from .delivery_log import delivery_log_purge
from .feed import feed_purge


@shared_task(name="webhooks.tasks.deliver_now", ignore_result=True, expires=60)
def deliver_now() -> None:
    webhooks_sweep()


# A sweep not started within 5 s is dropped: the next one is already queued by beat, so
# busy workers never face a pile of stale sweeps.
@shared_task(name="webhooks.tasks.sweep_deliveries", ignore_result=True, expires=5)
def sweep_deliveries() -> None:
    webhooks_sweep()


@shared_task(name="webhooks.tasks.purge_feed", ignore_result=True, expires=600)
def purge_feed() -> int:
    """Deletes change-feed entries past their retention (FEED_RETENTION_DAYS)."""
    return feed_purge(now=timezone.now())
@shared_task(name="webhooks.tasks.purge_delivery_log", ignore_result=True, expires=600)
def purge_delivery_log() -> None:
    """Hourly: the owners' delivery log keeps 30 days."""
    delivery_log_purge()
