"""What every upstream adapter returns and how it fails.

Adapters (``vies``, ``zefix``, ``handelsregister``, ``firmenbuch``, ``gleif``) turn upstream
payloads into the frozen dataclasses below, raise only :class:`SourceError` subclasses for
upstream trouble, and retry transient failures through :func:`call_with_retry`. Nothing here
needs Django: configuration (base URLs, credentials, timeouts, retry policy) comes in through
the adapters' constructors.

Error codes (``SourceError.code``), for jobs to report:

==================== ==========================================================================
``upstream_unavailable`` connect error, timeout, 5xx, or the upstream says it is down
                         (VIES MS_UNAVAILABLE / SERVICE_UNAVAILABLE / TIMEOUT). Transient.
``rate_limited``         429, the portal's limit page, VIES *_MAX_CONCURRENT_REQ. Transient.
``not_found``            the upstream answered and has no such entity.
``bad_response``         the upstream answered something we cannot interpret.
``auth_failed``          credentials missing or refused (401/403).
``invalid_request``      the upstream refused our input as malformed (VIES INVALID_INPUT,
                         Zefix INVALID_REQUEST_DATA): a caller bug or bad user input.
==================== ==========================================================================
"""

from __future__ import annotations

import email.utils
import random
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from decimal import Decimal
from types import TracebackType
from typing import Any, ClassVar, TypeVar

import httpx

SOURCES = frozenset({"handelsregister", "zefix", "gleif", "firmenbuch", "vies"})
# CONTRACT §7 legal form codes (DE, AT and CH lists together).
LEGAL_FORMS = frozenset(
    {
        "GmbH", "UG", "AG", "SE", "KG", "GmbH & Co. KG", "OHG", "PartG", "e.K.", "GbR", "eG",
        "e.V.", "Einzelunternehmen", "FlexCo", "OG", "e.U.", "Genossenschaft",
        "Kollektivgesellschaft", "Stiftung", "Verein",
    }
)
STATUSES = frozenset({"active", "in_liquidation", "insolvent", "dissolved"})
ROLES = frozenset(
    {
        "managing_director", "board_member", "chair_of_board", "supervisory_board_chair",
        "owner", "partner", "authorised_officer", "president",
    }
)
RELATION_KINDS = frozenset(
    {"general_partner", "shareholder", "predecessor", "successor", "parent", "branch"}
)
ADDRESS_KEYS = ("street", "postal_code", "city", "country")
DEFAULT_USER_AGENT = "company-data-service/0.1 (+source adapters)"


# --- records ------------------------------------------------------------------------------


@dataclass(frozen=True)
class RegisterRef:
    """A register entry in the CONTRACT shape: DE court place name + ``HRB 12345``;
    AT court ``-`` + ``FN 123456a``; CH court ``-`` + ``CHE-123.456.789``."""

    country: str
    court: str
    number: str

    @property
    def label(self) -> str:
        """``register DE Leipzig HRB 12345``: the CONTRACT's source text for registers."""
        return f"register {self.country} {self.court} {self.number}"


@dataclass(frozen=True)
class Representative:
    """A person who represents or leads the company; ``role`` is a CONTRACT §7 role."""

    name: str
    role: str

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"unknown representative role {self.role!r}")


@dataclass(frozen=True)
class Relation:
    """A link to another entity, by register entry and/or LEI, with its name if known."""

    kind: str
    target_register: RegisterRef | None = None
    target_lei: str | None = None
    target_name: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in RELATION_KINDS:
            raise ValueError(f"unknown relation kind {self.kind!r}")


@dataclass(frozen=True)
class Capital:
    """Registered capital (Stammkapital, Aktienkapital) as printed by the register."""

    amount: Decimal
    currency: str


@dataclass(frozen=True)
class CompanyFacts:
    """One source's statement about one company at one moment.

    ``as_of`` is aware UTC: the source's own last-change instant where it has one
    (Handelsregister ``letzteEintragung``, Zefix ``sogcDate``, GLEIF ``LastUpdateDate``),
    otherwise the retrieval time. Values not given by the source are ``None`` / empty.
    ``legal_form`` and ``status`` hold CONTRACT codes only; anything unmappable is ``None``.
    ``raw_id`` is the source's own key (LEI, EHRA id, FNR, court code + number).
    """

    source: str
    source_ref: str
    as_of: datetime
    name: str | None
    legal_form: str | None = None
    status: str | None = None
    register: RegisterRef | None = None
    vat_id: str | None = None
    lei: str | None = None
    address: dict[str, str | None] | None = None
    representatives: tuple[Representative, ...] = ()
    founded_on: date | None = None
    relations: tuple[Relation, ...] = ()
    raw_id: str | None = None
    capital: Capital | None = None

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"unknown source {self.source!r}")
        if self.as_of.tzinfo is None:
            raise ValueError("as_of must be timezone-aware")
        object.__setattr__(self, "as_of", self.as_of.astimezone(UTC))
        if self.legal_form is not None and self.legal_form not in LEGAL_FORMS:
            raise ValueError(f"legal_form {self.legal_form!r} is not a CONTRACT code")
        if self.status is not None and self.status not in STATUSES:
            raise ValueError(f"status {self.status!r} is not a CONTRACT value")
        if self.address is not None and tuple(self.address) != ADDRESS_KEYS:
            raise ValueError(f"address keys must be {ADDRESS_KEYS}")
        object.__setattr__(self, "representatives", tuple(self.representatives))
        object.__setattr__(self, "relations", tuple(self.relations))


def make_address(
    street: str | None, postal_code: str | None, city: str | None, country: str
) -> dict[str, str | None] | None:
    """The CONTRACT address dict, or ``None`` when the source gave no street, code or city."""
    values = [(v or "").strip() or None for v in (street, postal_code, city)]
    if not any(values):
        return None
    return {"street": values[0], "postal_code": values[1], "city": values[2], "country": country}


_DE_KINDS = {"HRA": "HRA", "HRB": "HRB", "GNR": "GnR", "PR": "PR", "VR": "VR", "GSR": "GsR"}
_DE_NUMBER = re.compile(r"^(HRA|HRB|GNR|PR|VR|GSR)\s*(\d+)(?:\s+[A-Z]{1,3})?$", re.IGNORECASE)


def de_register_number(text: str) -> str | None:
    """``"HRB 12345 B"`` -> ``"HRB 12345"``: kind + space + digits, a court suffix after the
    digits (``B`` Berlin, ``HB`` Bremen, ``KI`` Kiel) dropped as CONTRACT §7 asks; ``None``
    when the text is no German register number."""
    match = _DE_NUMBER.match(" ".join(text.split()))
    if not match:
        return None
    return f"{_DE_KINDS[match.group(1).upper()]} {match.group(2)}"


def instant(text: str) -> datetime:
    """Parse an ISO 8601 timestamp with offset (``Z`` included) into aware UTC.

    A date alone (``2025-06-02``) is midnight UTC. A timestamp without an offset is refused:
    upstream timestamps that lack one are ambiguous and must be handled by the adapter.
    """
    text = text.strip()
    if len(text) == 10:
        return datetime.combine(date.fromisoformat(text), datetime.min.time(), UTC)
    parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if parsed.tzinfo is None:
        raise ValueError(f"timestamp without offset: {text!r}")
    return parsed.astimezone(UTC)


def utcnow() -> datetime:
    return datetime.now(UTC)


# --- errors -------------------------------------------------------------------------------


class SourceError(Exception):
    """Base of every upstream failure. ``code`` is stable; ``message`` is for humans."""

    code: ClassVar[str] = "bad_response"
    transient: ClassVar[bool] = False

    def __init__(
        self,
        message: str,
        *,
        source: str = "",
        upstream_code: str | None = None,
        status: int | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.upstream_code = upstream_code
        self.status = status
        self.retry_after = retry_after

    def as_dict(self) -> dict[str, str]:
        """``{"code", "message"}`` as jobs report it."""
        return {"code": self.code, "message": self.message}


class UpstreamUnavailable(SourceError):
    code = "upstream_unavailable"
    transient = True


class RateLimited(SourceError):
    code = "rate_limited"
    transient = True


class NotFound(SourceError):
    code = "not_found"


class BadResponse(SourceError):
    code = "bad_response"


class AuthFailed(SourceError):
    code = "auth_failed"


class InvalidRequest(SourceError):
    code = "invalid_request"


# --- retry --------------------------------------------------------------------------------

T = TypeVar("T")


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff: delay n (from 0) is ``base_delay * 2**n`` capped at ``max_delay``,
    stretched by up to ``jitter`` (a fraction). ``attempts`` counts the first try.
    A ``Retry-After`` longer than ``max_delay`` is not waited for: the error is raised so a
    job can reschedule instead of blocking a worker. ``sleep`` is injectable for tests."""

    attempts: int = 4
    base_delay: float = 0.5
    max_delay: float = 30.0
    jitter: float = 0.2
    sleep: Callable[[float], None] = field(default=time.sleep, compare=False)

    def delay(self, retry_index: int, retry_after: float | None = None) -> float | None:
        backoff = min(self.max_delay, self.base_delay * (2**retry_index))
        backoff *= 1 + self.jitter * random.random()
        if retry_after is not None:
            if retry_after > self.max_delay:
                return None
            backoff = max(backoff, retry_after)
        return backoff


def call_with_retry(operation: Callable[[], T], policy: RetryPolicy) -> T:
    """Run ``operation``; on a transient :class:`SourceError` sleep and try again.

    Non-transient errors and the last transient one propagate unchanged.
    """
    retry_index = 0
    while True:
        try:
            return operation()
        except SourceError as exc:
            if not exc.transient or retry_index + 1 >= policy.attempts:
                raise
            wait = policy.delay(retry_index, exc.retry_after)
            if wait is None:
                raise
            policy.sleep(wait)
            retry_index += 1


def parse_retry_after(value: str | None) -> float | None:
    """Seconds from a ``Retry-After`` header (delta-seconds or HTTP date), else ``None``."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, (when - utcnow()).total_seconds())


# --- HTTP ---------------------------------------------------------------------------------


class HttpSource:
    """An httpx client with the shared failure mapping. Subclasses set ``source``.

    ``timeout`` applies to connect, read, write and pool separately (seconds).
    ``transport`` is for callers that need a custom httpx transport (proxies, pinning).
    """

    source: ClassVar[str] = ""

    def __init__(
        self,
        base_url: str,
        *,
        timeout: float = 10.0,
        retry: RetryPolicy | None = None,
        headers: Mapping[str, str] | None = None,
        auth: tuple[str, str] | None = None,
        user_agent: str = DEFAULT_USER_AGENT,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.retry = retry or RetryPolicy()
        self._client = httpx.Client(
            base_url=self.base_url,
            timeout=httpx.Timeout(timeout),
            headers={"User-Agent": user_agent, **(headers or {})},
            auth=auth,
            transport=transport,
        )

    def close(self) -> None:
        self._client.close()

    def __enter__(self: Any) -> Any:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _send(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        """One HTTP exchange; transport failures become :class:`UpstreamUnavailable`."""
        try:
            return self._client.request(method, url, **kwargs)
        except httpx.TimeoutException as exc:
            raise UpstreamUnavailable(
                f"{self.source}: no answer in time from {self.base_url}", source=self.source
            ) from exc
        except httpx.TransportError as exc:
            raise UpstreamUnavailable(
                f"{self.source}: cannot reach {self.base_url}: {exc}", source=self.source
            ) from exc

    def _raise_for_status(self, response: httpx.Response) -> None:
        """Map HTTP errors to :class:`SourceError`; 2xx and 3xx pass."""
        status = response.status_code
        if status < 400:
            return
        where = f"{self.source}: {response.request.method} {response.request.url.path}"
        if status in (401, 403):
            raise AuthFailed(f"{where} refused the credentials ({status})", source=self.source,
                             status=status)
        if status == 404:
            raise NotFound(f"{where} found nothing", source=self.source, status=status)
        if status == 429:
            raise RateLimited(
                f"{where} is rate limited", source=self.source, status=status,
                retry_after=parse_retry_after(response.headers.get("Retry-After")),
            )
        if status >= 500:
            raise UpstreamUnavailable(f"{where} failed with {status}", source=self.source,
                                      status=status)
        raise BadResponse(f"{where} answered {status}", source=self.source, status=status)

    def _json(self, response: httpx.Response) -> Any:
        try:
            return response.json()
        except ValueError as exc:
            raise BadResponse(
                f"{self.source}: {response.request.url.path} answered non-JSON",
                source=self.source, status=response.status_code,
            ) from exc
