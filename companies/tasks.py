"""Periodic pulls of the registers' change feeds (beat schedule in config/settings/base.py).
The database holds the cursor; a run that fails leaves it, so the next run reads again."""

from __future__ import annotations

import logging

from celery import shared_task

from .feeds import zefix_feed_configured, zefix_feed_pull
from .sources.base import SourceError

log = logging.getLogger(__name__)


@shared_task(name="companies.tasks.pull_zefix_feed", ignore_result=True)
def pull_zefix_feed() -> dict[str, object]:
    """Applies the Zefix SOGC feed since the last complete day to the companies we know."""
    if not zefix_feed_configured():
        log.info("zefix feed skipped: ZEFIX_USER/ZEFIX_PASSWORD not set")
        return {"skipped": "not configured"}
    try:
        stats = zefix_feed_pull()
    except SourceError as exc:  # retried with backoff inside; the next run starts over
        log.warning("zefix feed failed", extra={"code": exc.code, "error": exc.message})
        return {"error": exc.as_dict()}
    log.info("zefix feed applied", extra=stats.as_dict())
    return stats.as_dict()


@shared_task(name="companies.tasks.refresh_search_words", ignore_result=True)
def refresh_search_words() -> int:
    """Words of names written by bulk paths (seeding by COPY) for fuzzy search, and the
    companies per word that order the completions of an unfinished word."""
    from .search import search_words_refresh

    return search_words_refresh()
