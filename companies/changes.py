"""Where a company write reports what changed: the outbox named by the composition root.

companies sits below webhooks (README "Layers"), so it does not import the webhook outbox;
``settings.COMPANY_CHANGE_OUTBOX`` names the module whose ``event_company_changed`` and
``event_domain_linked`` write the events (``webhooks.events``). They are called inside the
write's transaction (``companies/services.py``), so the events commit or roll back with the
change they report.
"""

from __future__ import annotations

import functools
from importlib import import_module
from typing import Any

from django.conf import settings


@functools.cache
def _outbox(name: str) -> Any:
    return import_module(name)


def company_changed(*, company_id: str, field: str) -> None:
    """Reports that a shown field of ``company_id`` changed; call inside the change's
    transaction."""
    _outbox(settings.COMPANY_CHANGE_OUTBOX).event_company_changed(
        company_id=company_id, field=field
    )


def domain_linked(*, domain: str, company_id: str) -> None:
    """Reports that ``domain`` was newly linked to ``company_id``; call inside the link's
    transaction."""
    _outbox(settings.COMPANY_CHANGE_OUTBOX).event_domain_linked(
        domain=domain, company_id=company_id
    )
