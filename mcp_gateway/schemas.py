"""Output schemas of the tools (published as ``outputSchema``; successful results are
validated against them). The compact form (SPEC): values directly in the object, and
``sources`` maps a field name to ``"<origin>, <YYYY-MM-DD>"``. Empty fields are left out."""

from __future__ import annotations

from typing import Annotated, Any, Literal, NotRequired

from pydantic import WithJsonSchema
from typing_extensions import TypedDict  # pydantic needs it below Python 3.12

# A field's value: text, a number, an object (address, register), a list or null.
FieldValue = Annotated[
    Any,
    WithJsonSchema({"anyOf": [{"type": t} for t in
                              ("string", "number", "boolean", "object", "array", "null")]}),
]


class Register(TypedDict):
    country: str
    court: str | None
    number: str


class Address(TypedDict, total=False):
    street: str | None
    postal_code: str | None
    city: str | None
    country: str | None


class Representative(TypedDict):
    name: str
    role: str | None


class DomainLink(TypedDict):
    domain: str
    link_status: str | None


class CompanyRef(TypedDict):
    id: str
    name: str


class Company(TypedDict):
    """A company in the compact form; fields without a value are omitted."""

    id: str
    name: NotRequired[str]
    legal_form: NotRequired[str]
    status: NotRequired[str]
    country: NotRequired[str]
    register: NotRequired[Register]
    vat_id: NotRequired[str]
    lei: NotRequired[str]
    address: NotRequired[Address]
    representatives: NotRequired[list[Representative]]
    domains: NotRequired[list[DomainLink]]
    email: NotRequired[str]
    phone: NotRequired[str]
    founded_on: NotRequired[str]
    sources: dict[str, str]


class SearchResult(TypedDict):
    results: list[Company]
    has_more: bool


class RefreshJob(TypedDict):
    job_id: str
    status: str


class DomainResult(TypedDict):
    domain: str
    known_as: NotRequired[str]
    company: CompanyRef | None
    link_status: Literal["claimed", "verified", "disputed", "impersonation"] | None
    justification: str
    sources: dict[str, str]
    refresh: NotRequired[RefreshJob]


class Change(TypedDict):
    field: str
    old_value: FieldValue
    new_value: FieldValue
    source: str
    changed_at: str


class CompanyChanges(TypedDict):
    id: str
    changes: list[Change]
    has_more: bool


class VatResult(TypedDict):
    vat_id: str
    status: Literal["confirmed", "claimed", "invalid"]
    company: CompanyRef | None
    sources: dict[str, str]


class Related(TypedDict):
    kind: str
    company: CompanyRef
    source: str


class RelatedCompanies(TypedDict):
    id: str
    relations: list[Related]
    has_more: bool


class MatchCandidate(TypedDict):
    company: CompanyRef
    confidence: float
    grades: dict[str, Literal["exact", "close", "different", "missing"]]


class MatchResult(TypedDict):
    outcome: Literal["match", "ambiguous", "no_match"]
    candidates: list[MatchCandidate]
