"""The MCP tools. Each is a thin skin over the same read services as /v1, billed
through :func:`mcp_gateway.calls.billed_tool_call` as ``mcp:<tool>``."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from mcp_types import CallToolResult
from pydantic import Field
from typing_extensions import TypedDict  # pydantic needs it below Python 3.12

from billing.calls import Outcome
from billing.models import CreditHold
from billing.prices import REFRESH, price, tool_price
from companies import lookups
from companies.record_cache import cache_key, company_cached, company_from_value
from companies.records import company_compact
from config.errors import InvalidRequest, NotFound

from . import schemas
from .calls import billed_tool_call, current_request

MAX_SEARCH_RESULTS = 10
MAX_CHANGES = 100
MAX_RELATIONS = 100
SEARCH_FIELDS = ("name", "legal_form", "status", "country", "register", "address", "vat_id", "lei")
COMPANY_ID = r"^c_[A-Za-z0-9]{4,40}$"

CompanyId = Annotated[
    str,
    Field(
        description="Company id as returned by search_companies or get_company, e.g. 'c_8fK2…'.",
        pattern=COMPANY_ID,
    ),
]


def source_text(origin: str | None, as_of: str | None) -> str:
    """The compact ``sources`` text: ``"<origin>, <YYYY-MM-DD>"``."""
    return f"{origin or 'unknown'}, {(as_of or '')[:10]}"


def _only(record: dict[str, Any], fields: tuple[str, ...]) -> dict[str, Any]:
    answer = {"id": record["id"]}
    answer.update({f: record[f] for f in fields if f in record})
    answer["sources"] = {f: t for f, t in record["sources"].items() if f in fields}
    return answer


# --- search_companies ---------------------------------------------------------------------


async def search_companies(
    query: Annotated[
        str,
        Field(
            description=(
                "Company name or part of it, with or without its legal form ('Steiner AG', "
                "'Müller Gesellschaft mit beschränkter Haftung': the form ranks its companies "
                "first; typos and umlaut spellings are tolerated), a legal form alone, or an "
                "identifier in any notation: register number ('HRB 12345', 'FN 123456a'), VAT "
                "id, LEI, Swiss UID ('CHE-123.456.789'). Persons cannot be searched."
            ),
            min_length=2,
            max_length=200,
        ),
    ],
    country: Annotated[
        Literal["DE", "AT", "CH"] | None,
        Field(description="Only companies of this country."),
    ] = None,
    city: Annotated[
        str | None,
        Field(description="Only companies seated in this city, in any spelling: 'München', "
                          "'Muenchen', 'Munich'; 'Zurich'; 'Frankfurt' (am Main).",
              min_length=1, max_length=100),
    ] = None,
    limit: Annotated[
        int,
        Field(description="How many companies to return (1-10).", ge=1, le=MAX_SEARCH_RESULTS),
    ] = MAX_SEARCH_RESULTS,
) -> Annotated[CallToolResult, schemas.SearchResult]:
    """Find companies in Germany, Austria and Switzerland by name or identifier.

    A legal form in the query ranks companies of that form first and the exact full name
    comes first. Returns up to `limit` (max 10) best matches, each with id, name, legal form, status,
    country, register entry, address, VAT id and LEI where known, plus `sources` (field ->
    "<origin>, <date>"), and `has_more`. Use get_company with a result's `id` for the full
    record (representatives, domains, contact data).
    """

    def run(hold: CreditHold) -> Outcome:
        page = _search_page(query=query, country=country, city=city, limit=limit)
        hits = [_only(company_compact(c), SEARCH_FIELDS) for c in page.results]
        body = {"results": hits, "has_more": page.has_more}
        return Outcome(body, credits=tool_price("search_companies").charge(found=hits),
                       unsuccessful_lookup=not hits)

    return await billed_tool_call(tool="search_companies", run=run)


def _search_page(*, query: str, country: str | None, city: str | None, limit: int):
    from companies.search import search_companies as search

    return search(q=query, country=country, city=city, page=1, per_page=limit)


# --- get_company --------------------------------------------------------------------------


async def get_company(
    id: Annotated[str | None, Field(description="Company id, e.g. 'c_8fK2…'.", pattern=COMPANY_ID)] = None,
    register: Annotated[
        str | None,
        Field(
            description=(
                "Register entry as '<country>/<court>/<number>': 'DE/München/HRB 12345' (the "
                "court in any spelling: 'Muenchen', 'Munich'; 'Berlin' for Charlottenburg), "
                "'DE/Charlottenburg/HRA 678'; Austria and Switzerland use '-' as court: "
                "'AT/-/FN 123456a', 'CH/-/CHE-123.456.789'."
            ),
            min_length=5,
            max_length=120,
        ),
    ] = None,
    vat: Annotated[
        str | None,
        Field(description="VAT id, e.g. 'DE811907980', 'ATU12345678', 'CHE-116.281.710 MWST'.",
              min_length=4, max_length=30),
    ] = None,
    lei: Annotated[
        str | None,
        Field(description="Legal Entity Identifier (20 characters).", min_length=20, max_length=20),
    ] = None,
) -> Annotated[CallToolResult, schemas.Company]:
    """Get one company's full record. Give exactly one of `id`, `register`, `vat` or `lei`.

    Returns the compact record: name, legal_form, status, country, register, vat_id, lei,
    address, representatives (capital companies and partnerships only), domains (with
    link status), email, phone, founded_on -- only the fields that are known -- and
    `sources` (field -> "<origin>, <date>").
    """
    given = {k: v for k, v in {"id": id, "register": register, "vat": vat, "lei": lei}.items()
             if v is not None}

    def run(reservation: CreditHold) -> Outcome:
        if len(given) != 1:
            raise InvalidRequest("Give exactly one of id, register, vat or lei.")
        (kind, value), = given.items()
        # the cached row, when billing read it in its own round trip (prefetch)
        prefetched = getattr(reservation, "prefetched", None)
        return Outcome(company_compact(_company_by(kind, value, prefetched)),
                       credits=tool_price("get_company").charge())

    # the plain cached case never gets here: the gateway's lane answers it (fast_lane.py)
    prefetch = cache_key(id) if id is not None and len(given) == 1 else None
    return await billed_tool_call(tool="get_company", run=run, prefetch=prefetch)


def compact_from_cache(raw: bytes) -> dict[str, Any] | None:
    company = company_from_value(raw)
    return None if company is None else company_compact(company)


def _company_by(kind: str, value: str, prefetched: tuple | None = None):
    if kind == "id":
        return company_cached(value, prefetched=prefetched)
    if kind == "vat":
        return lookups.company_by_vat(value)
    if kind == "lei":
        return lookups.company_by_lei(value)
    from companies.registers import parse_register_path

    ref = parse_register_path(value)
    company = lookups.company_by_register(ref)
    if company is None:
        from jobs.services import register_retrieval_request

        register_retrieval_request(account=current_request.get().key.account, ref=ref)
        raise NotFound(
            f"No company with register entry {ref.key!r} is known yet; a retrieval from the "
            "register has been started, ask again in a few minutes."
        )
    return company


# --- lookup_domain ------------------------------------------------------------------------


async def lookup_domain(
    domain: Annotated[
        str,
        Field(description="A domain name such as 'muster-software.de' (no URL, no path; "
                          "'www.' optional when the site is known under one name only).",
              min_length=1, max_length=300),
    ],
    refresh: Annotated[
        bool,
        Field(description="Also start a fresh retrieval of the domain's imprint (costs "
                          f"{price(REFRESH).label} more, {price(REFRESH).note})."),
    ] = False,
) -> Annotated[CallToolResult, schemas.DomainResult]:
    """Which company operates a website? Looks up a domain.

    Returns `company` ({id, name} or null when the domain is known but assigned to no
    company), `known_as` (the name the site is known under: the domain or its `www.` twin),
    `link_status` (claimed: the site names the company; verified: a register confirms it;
    disputed; impersonation), `justification` and `sources`. With
    `refresh`, also a `refresh` job ({job_id, status}) that re-reads the site in the
    background (also for a domain not known yet); ask again later for its result (at most
    one refresh per domain a day, 50 per account).
    """

    def run(hold: CreditHold) -> Outcome:
        try:
            body = lookups.domain_answer(domain)
        except NotFound:
            if not refresh:
                raise
            # Not known yet: the refresh is how a domain becomes known.
            body = {"domain": lookups.domain_name(domain), "company": None,
                    "link_status": None, "justification": UNKNOWN_REFRESHING}
        envelope = body["link_status"]
        answer: dict[str, Any] = {
            "domain": body["domain"],
            **({"known_as": body["known_as"]} if "known_as" in body else {}),
            "company": body["company"],
            "link_status": envelope["value"] if envelope else None,
            "justification": body["justification"],
            "sources": (
                {"link_status": source_text(envelope["source"], envelope["as_of"])}
                if envelope else {}
            ),
        }
        if refresh:
            answer["refresh"] = _start_refresh(body["domain"])
        return Outcome(answer, credits=tool_price("lookup_domain").charge(
            found=body["company"] is not None))

    return await billed_tool_call(tool="lookup_domain", run=run)


UNKNOWN_REFRESHING = (
    "The domain is not known yet; the refresh reads its website, ask again in a few minutes."
)


def _start_refresh(name: str) -> dict[str, str]:
    """A domain_refresh job; its credits (``billing.prices``) are reserved now and charged at completion
    (as ``mcp:lookup_domain``). Refused refreshes raise like REST (refresh_limit 429,
    insufficient_credits), and then the whole call costs nothing."""
    from jobs.services import domain_refresh_request

    job = domain_refresh_request(
        key=current_request.get().key, raw_domain=name, endpoint="mcp:lookup_domain"
    )
    return {"job_id": job.public_id, "status": job.status}


# --- get_company_changes ------------------------------------------------------------------


async def get_company_changes(
    id: CompanyId,
    since: Annotated[
        datetime | None,
        Field(description="Only changes after this ISO 8601 timestamp, e.g. "
                          "'2026-01-01T00:00:00Z' (UTC when no zone is given)."),
    ] = None,
) -> Annotated[CallToolResult, schemas.CompanyChanges]:
    """What changed in a company's record: each change of a field, oldest first.

    Returns `changes` ({field, old_value, new_value, source, changed_at}, at most 100) and
    `has_more`; to read on, call again with `since` = the last `changed_at`.
    """
    moment = since.replace(tzinfo=UTC) if since and since.tzinfo is None else since

    def run(hold: CreditHold) -> Outcome:
        company = lookups.company_by_public_id(id)
        history = lookups.company_history(company, since=moment)
        changes = history["changes"]
        body = {
            "id": company.public_id,
            "changes": changes[:MAX_CHANGES],
            "has_more": history["has_more"] or len(changes) > MAX_CHANGES,
        }
        return Outcome(body, credits=tool_price("get_company_changes").charge())

    return await billed_tool_call(tool="get_company_changes", run=run)


# --- verify_vat ---------------------------------------------------------------------------


async def verify_vat(
    vat_id: Annotated[
        str,
        Field(description="VAT id to check: German 'DE' + 9 digits, Austrian 'ATU' + 8 digits, "
                          "Swiss 'CHE-123.456.789 MWST'.", min_length=4, max_length=30),
    ],
) -> Annotated[CallToolResult, schemas.VatResult]:
    """Check a German, Austrian or Swiss VAT id.

    Returns `status`: confirmed (a register that may be quoted confirms it), claimed (the
    EU VIES service says it is valid, or only the company itself states it) or invalid;
    `company` ({id, name} or null) and `sources` ("status" -> "<origin>, <date>").
    A malformed id is a free `invalid_request` error, and when the EU VIES service cannot
    answer, a free `upstream_unavailable` error (try again later).
    """

    def run(hold: CreditHold) -> Outcome:
        from companies.vat import vat_answer

        body = vat_answer(vat_id)
        answer = {
            "vat_id": body["vat_id"],
            "status": body["status"],
            "company": body["company"],
            "sources": {"status": source_text(body["source"], body["as_of"])},
        }
        return Outcome(answer, credits=tool_price("verify_vat").charge())

    return await billed_tool_call(tool="verify_vat", run=run)


# --- get_related_companies ----------------------------------------------------------------


async def get_related_companies(id: CompanyId) -> Annotated[CallToolResult, schemas.RelatedCompanies]:
    """Companies related to a company: shareholders, parents, subsidiaries, general
    partners, predecessors, successors, branches.

    Returns `relations` ({kind, company: {id, name}, source: "<origin>, <date>"}, at most
    100) and `has_more`; `kind` says what the related company is to this one.
    """

    def run(hold: CreditHold) -> Outcome:
        company = lookups.company_by_public_id(id)
        relations = lookups.company_relations(company)["relations"]
        body = {
            "id": company.public_id,
            "relations": [
                {"kind": r["kind"], "company": r["company"],
                 "source": source_text(r["source"], r["as_of"])}
                for r in relations[:MAX_RELATIONS]
            ],
            "has_more": len(relations) > MAX_RELATIONS,
        }
        return Outcome(body, credits=tool_price("get_related_companies").charge())

    return await billed_tool_call(tool="get_related_companies", run=run)


# --- match_company ------------------------------------------------------------------------


class MatchAddress(TypedDict, total=False):
    street: str
    postal_code: str
    city: str
    country: str


def _optional_text(description: str) -> Any:
    return Field(description=description, min_length=1, max_length=300)


async def match_company(
    name: Annotated[str | None, _optional_text(
        "Company name as the record has it, with or without legal form; typos tolerated.")] = None,
    address: Annotated[MatchAddress | None, Field(
        description="Any of street, postal_code, city, country (DE, AT, CH).")] = None,
    domain: Annotated[str | None, _optional_text(
        "Domain or website address; 'www.' and bare are the same site.")] = None,
    vat_id: Annotated[str | None, _optional_text("VAT id, e.g. 'DE811907980'.")] = None,
    register: Annotated[str | None, _optional_text(
        "Register entry as '<country>/<court>/<number>': 'DE/München/HRB 12345', "
        "'AT/-/FN 123456a'.")] = None,
    lei: Annotated[str | None, _optional_text("Legal Entity Identifier.")] = None,
    email: Annotated[str | None, _optional_text(
        "An e-mail address; one at the company's domain counts as its site.")] = None,
    phone: Annotated[str | None, _optional_text("Phone number, national or +E.164.")] = None,
) -> Annotated[CallToolResult, schemas.MatchResult]:
    """Match a messy company record (CRM row, invoice, lead) to the right company.

    Give what the record has: at least a name or one identifier. Returns `outcome` (match:
    the best candidate's confidence is at least 0.9; ambiguous: not sure; no_match) and up
    to 5 `candidates`, best first, each with `company` {id, name}, `confidence` (0..1,
    calibrated) and `grades` per given field (exact, close, different, missing). A VAT id,
    register entry or LEI of another company than the name is graded different and keeps
    the confidence below 0.9. Use get_company with a candidate's id for the full record.
    """
    given = {"name": name, "address": address, "domain": domain, "vat_id": vat_id,
             "register": register, "lei": lei, "email": email, "phone": phone}

    def run(hold: CreditHold) -> Outcome:
        from companies import matching
        from companies.match_input import parse_match_input

        query = parse_match_input({k: v for k, v in given.items() if v is not None})
        return matching.match_company(query).billed("mcp:match_company")

    return await billed_tool_call(tool="match_company", run=run)


TOOLS = (search_companies, get_company, lookup_domain, get_company_changes, verify_vat,
         get_related_companies, match_company)
