"""Job runners by type. Each takes a claimed job and returns :class:`JobDone` or raises
:class:`JobFailed`; it must be safe to run again after a crash."""

from __future__ import annotations

import companies.retrieval  # noqa: E402, F401 - registers the register_retrieval runner

from . import (  # noqa: E402, F401 - register bulk_domains, bulk_match, domain_refresh
    bulk,
    bulk_match,
    refresh,
)
