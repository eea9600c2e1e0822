"""VAT ids: syntax and check digits (python-stdnum), what we know, and the VIES check.

Status rules (SPEC, CONTRACT §3):
- ``confirmed`` only when a source that may be redistributed AND is an authority for VAT
  registrations (``Source.confirms_vat``, e.g. Zefix for Swiss MWST numbers) states it;
- a valid answer of the EU VIES service is ``claimed`` (VIES data may not be passed on);
  so is a VAT id that only the company itself states (its imprint) where VIES cannot
  be asked (CH);
- ``invalid`` only when VIES positively says so; VIES being unavailable is a 503
  ``upstream_unavailable``, never "invalid".
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from config.errors import InvalidRequest, NotFound, UpstreamUnavailable
from config.timefmt import iso_ms

from .lookups import identifiers_shown, normalise_vat
from .models import Identifier, VatCheck
from .records import attribution_of, company_summary
from .sources.base import InvalidRequest as ViesInputRefused
from .sources.base import RateLimited, RetryPolicy, SourceError
from .sources.vies import ViesClient

log = logging.getLogger(__name__)


def vies_client() -> ViesClient:
    return ViesClient(
        settings.VIES_BASE_URL,
        requester_vat_id=settings.VIES_REQUESTER_VAT_ID or None,
        timeout=settings.VIES_TIMEOUT,
        # A caller is waiting: retry briefly; a job-based check could be more patient.
        retry=RetryPolicy(attempts=settings.VIES_RETRY_ATTEMPTS, base_delay=0.2, max_delay=2.0),
    )


def _cached(cache_key: str) -> dict[str, Any] | None:
    try:
        return cache.get(cache_key)
    except Exception as exc:  # noqa: BLE001 - the cache only saves upstream calls
        log.warning("vies cache unavailable", extra={"error": repr(exc)})
        return None


def _remember(cache_key: str, answer: dict[str, Any], seconds: int) -> None:
    try:
        cache.set(cache_key, answer, timeout=seconds)
    except Exception as exc:  # noqa: BLE001
        log.warning("vies cache unavailable", extra={"error": repr(exc)})


def vies_check(vat_id: str) -> dict[str, Any]:
    """The VIES answer, cached (``VIES_CACHE_VALID_SECONDS``, default 24 h, for valid;
    ``VIES_CACHE_INVALID_SECONDS``, default 6 h, for invalid); errors are never cached and
    never read as invalid. Every upstream answer is kept as a :class:`VatCheck` row with
    VIES's consultation number (``requestIdentifier``, issued when our own VAT id is
    configured as ``VIES_REQUESTER_VAT_ID``)."""
    cache_key = f"vies:{vat_id}"
    cached = _cached(cache_key)
    if cached:
        return cached
    try:
        check = vies_client().check(vat_id)
    except RateLimited as exc:
        raise UpstreamUnavailable(
            "The EU VAT service is busy for this member state; try again in a minute."
        ) from exc
    except ViesInputRefused as exc:
        raise InvalidRequest(f"The EU VAT service refused {vat_id!r} as malformed.") from exc
    except SourceError as exc:
        log.warning("vies unavailable", extra={"code": exc.code, "upstream": exc.upstream_code})
        raise UpstreamUnavailable() from exc
    VatCheck.objects.create(
        vat_id=vat_id,
        valid=check.valid,
        request_identifier=check.request_identifier or "",
        checked_at=check.checked_at,
    )
    answer = {
        "valid": check.valid,
        "request_identifier": check.request_identifier,
        "checked_at": iso_ms(check.checked_at),
    }
    _remember(cache_key, answer, settings.VIES_CACHE_VALID_SECONDS if check.valid
              else settings.VIES_CACHE_INVALID_SECONDS)
    return answer


def vat_answer(raw: str) -> dict[str, Any]:
    """CONTRACT VAT result with the ``attribution`` of the source it names."""
    answer = _vat_result(normalise_vat(raw))
    answer["attribution"] = attribution_of([answer["source"]])
    return answer


def _vat_result(vat_id: str) -> dict[str, Any]:
    rows = [row for row in identifiers_shown(Identifier.VAT, vat_id) if row.shown]
    company = rows[0].company if rows else None
    confirming = [row for row in rows if row.source.confirms_vat]
    if confirming:
        best = max(confirming, key=lambda r: r.observed_at)
        return {
            "vat_id": vat_id,
            "status": "confirmed",
            "company": company_summary(best.company),
            "source": best.source_id,
            "as_of": iso_ms(best.observed_at),
        }
    if vat_id.startswith("CHE"):
        if company is None:
            raise NotFound(f"No company with VAT id {vat_id!r} is known.")
        return {
            "vat_id": vat_id,
            "status": "claimed",
            "company": company_summary(company),
            "source": rows[0].source_id,
            "as_of": iso_ms(rows[0].observed_at),
        }
    check = vies_check(vat_id)
    return {
        "vat_id": vat_id,
        "status": "claimed" if check["valid"] else "invalid",
        "company": company_summary(company) if company and check["valid"] else None,
        "source": "vies",
        "as_of": check["checked_at"] or iso_ms(timezone.now()),
    }
