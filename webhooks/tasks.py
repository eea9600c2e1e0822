"""Celery tasks of the webhook outbox. They take no arguments: the database says what is due.

``deliver_now`` is the prompt wake-up queued after a transaction that wrote events;
``sweep_deliveries`` runs from beat every few seconds. Both fan out and deliver until idle,
so a lost broker message or a restarted worker only delays a delivery, never loses it.
"""

from __future__ import annotations

from celery import shared_task

from .delivery import webhooks_sweep


@shared_task(name="webhooks.tasks.deliver_now", ignore_result=True)
def deliver_now() -> None:
    webhooks_sweep()


@shared_task(name="webhooks.tasks.sweep_deliveries", ignore_result=True)
def sweep_deliveries() -> None:
    webhooks_sweep()
