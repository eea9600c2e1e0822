"""Which company an imprint names, and the link status of the domain it was found on.

The rules are written out in ``docs/link_status.md``; this module is their one
implementation. In short, first match wins:

1. ``disputed``: the claims conflict: the imprint's identifiers belong to different
   companies, an independent source names the imprint's register entry differently, or
   the domain is verified for another company (which keeps it).
2. ``verified``: a verified domain of the company shares this domain's registrable
   domain, or an independent source (register, GLEIF, Zefix: shown or not) lists an
   e-mail address at this domain for the company.
3. ``impersonation``: the company the imprint names has verified domains, this domain
   shares none's registrable domain, nothing independent ties it to the company, and it
   looks like one of them (a lookalike). A copied imprint proves nothing here, so the
   next rule does not apply to lookalikes.
4. ``verified``: an independent source names the same company (exact name) at the same
   address as the imprint.
5. ``claimed``: the imprint names the company; nothing more is known.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

import idna

from companies.models import Company, Domain, Identifier, Observation
from companies.search_text import fold, search_name
from companies.services import register_key
from net.domains import InvalidDomain, registrable_domain

# Sources that say nothing independent of the site itself (VIES only checks a VAT id).
NOT_INDEPENDENT = ("imprint", "vies")


@dataclass
class CompanyMatch:
    """The company an imprint names (None: not known yet), how it was found, and other
    companies its identifiers point to (a conflict)."""

    company: Company | None
    by: str = ""
    conflicts: list[tuple[str, Company]] = field(default_factory=list)


def imprint_identifiers(record: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(kind, canonical value, label) of the identifiers an imprint states, strongest first."""
    found = []
    if record.get("register"):
        found.append((Identifier.REGISTER, register_key(record["register"]),
                      f"register entry {register_key(record['register'])}"))
    if record.get("vat_id"):
        found.append((Identifier.VAT, record["vat_id"], f"VAT id {record['vat_id']}"))
    if record.get("lei"):
        found.append((Identifier.LEI, record["lei"], f"LEI {record['lei']}"))
    return found


def _by_identifier(kind: str, value: str) -> Company | None:
    rows = (
        Identifier.objects.filter(kind=kind, value=value)
        .select_related("company")
        .order_by("company_id")
    )
    companies: list[Company] = []
    for row in rows:
        if row.company not in companies:
            companies.append(row.company)
    return companies[0] if companies else None


def imprint_company(record: dict[str, Any]) -> CompanyMatch:
    """Resolves an imprint to a company: register entry, VAT id, LEI (any source), then
    exact name (legal form folded away) and postal code of a company without another
    register entry."""
    match = CompanyMatch(company=None)
    for kind, value, label in imprint_identifiers(record):
        company = _by_identifier(kind, value)
        if company is None:
            continue
        if match.company is None:
            match.company, match.by = company, label
        elif company.pk != match.company.pk:
            match.conflicts.append((label, company))
    if match.company is not None:
        return match
    postal_code = (record.get("address") or {}).get("postal_code")
    if record.get("name") and postal_code:
        candidates = Company.objects.filter(
            search_name=search_name(record["name"]),
            record__address__value__postal_code=postal_code,
        ).order_by("pk")
        own_register = register_key(record["register"]) if record.get("register") else None
        for company in candidates:
            registers = set(
                Identifier.objects.filter(company=company, kind=Identifier.REGISTER)
                .values_list("value", flat=True)
            )
            if not registers or own_register is None or own_register in registers:
                match.company, match.by = company, "name and postal code"
                break
    return match


# -- the link status ---------------------------------------------------------------------
@dataclass(frozen=True)
class LinkDecision:
    status: str
    justification: str
    company: Company


def _exact_name(text: str | None) -> str:
    return " ".join(re.sub(r"[^a-z0-9&]+", " ", fold(text or "")).split())


def _address_key(address: dict[str, Any] | None) -> tuple[str, str, str] | None:
    if not address or not address.get("street") or not address.get("postal_code"):
        return None
    street = fold(address["street"]).replace("strasse", "str").replace("str.", "str")
    return (
        re.sub(r"[^a-z0-9]", "", street),
        str(address["postal_code"]).strip(),
        re.sub(r"[^a-z0-9]", "", fold(address.get("city") or "")),
    )


def _independent(company: Company, name: str) -> Observation | None:
    return (
        Observation.objects.filter(company=company, field=name)
        .exclude(source_id__in=NOT_INDEPENDENT)
        .select_related("source")
        .order_by("-observed_at", "-id")
        .first()
    )


def _registrable(name: str) -> str:
    try:
        return registrable_domain(name)
    except InvalidDomain:
        return name


def _label(registrable: str) -> str:
    first = registrable.split(".")[0]
    try:
        first = idna.decode(first) if first.startswith("xn--") else first
    except idna.IDNAError:
        pass
    return first


_CONFUSABLE = str.maketrans({"0": "o", "1": "l", "3": "e", "5": "s", "7": "t", "i": "l"})


def _skeleton(label: str) -> str:
    text = unicodedata.normalize("NFKD", label.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("rn", "m").replace("vv", "w").translate(_CONFUSABLE)
    return re.sub(r"[^a-z]", "", text)


def _distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def is_lookalike(candidate: str, genuine: str) -> bool:
    """Whether registrable domain ``candidate`` imitates ``genuine``: a different name that
    is a typo (edit distance up to 2), a homoglyph or umlaut variant, or the genuine name
    with words added (``muster-shop``, ``mustergmbh-outlet``). The same name under another
    suffix (``muster.at`` for ``muster.de``) is not a lookalike: companies often own both."""
    a, b = _label(candidate), _label(genuine)
    if a == b:
        return False
    sa, sb = _skeleton(a), _skeleton(b)
    if sa == sb:
        return True
    if len(sb) >= 4 and sb in sa:
        return True
    return len(sb) >= 5 and _distance(sa, sb) <= (1 if len(sb) < 8 else 2)


def link_status_decide(
    *, domain: str, match: CompanyMatch, company: Company, record: dict[str, Any], url: str
) -> LinkDecision:
    """The link status of ``domain`` whose imprint at ``url`` names ``company`` (already
    updated with the imprint's statement)."""
    named = f"The imprint at {url} names {record.get('name') or company.name}"
    how = f" (found by {match.by})" if match.by else " (a company new to us)"
    mine = _registrable(domain)

    # 1. conflicting claims
    if match.conflicts:
        label, other = match.conflicts[0]
        return LinkDecision(
            Domain.DISPUTED,
            f"{named}{how}, but its {label} belongs to another company, {other.name} "
            f"({other.public_id}).",
            company,
        )
    register_name = _register_name_conflict(company, record)
    if register_name:
        return LinkDecision(Domain.DISPUTED, f"{named}{how}, but {register_name}", company)
    current = Domain.objects.filter(name=domain).select_related("company").first()
    if (
        current is not None
        and current.company is not None
        and current.company.pk != company.pk
        and current.link_status == Domain.VERIFIED
    ):
        return LinkDecision(
            Domain.DISPUTED,
            f"{named}{how}, but the domain is verified for {current.company.name} "
            f"({current.company.public_id}): {current.justification}",
            current.company,
        )

    # 2.-5. the company's verified domains and independent sources
    verified = list(
        Domain.objects.filter(company=company, link_status=Domain.VERIFIED, blocked_at__isnull=True)
        .exclude(name=domain)
        .values_list("name", flat=True)
    )
    sibling = next((v for v in verified if _registrable(v) == mine), None)
    if sibling:
        return LinkDecision(
            Domain.VERIFIED,
            f"{named}{how}; {sibling}, a verified domain of the company, shares the "
            f"registrable domain {mine}.",
            company,
        )
    listed = _independent_email_at(company, mine)
    if listed:
        return LinkDecision(Domain.VERIFIED, f"{named}{how}; {listed}", company)
    lookalike = next((v for v in verified if is_lookalike(mine, _registrable(v))), None)
    if lookalike:
        return LinkDecision(
            Domain.IMPERSONATION,
            f"{named}{how}, whose verified domains are {', '.join(sorted(verified))}; "
            f"{domain} is not one of them, resembles {lookalike} and nothing independent "
            "ties it to the company.",
            company,
        )
    same_identity = _independent_identity(company, record)
    if same_identity:
        return LinkDecision(Domain.VERIFIED, f"{named}{how}; {same_identity}", company)
    extra = (
        f" The company's verified domains are {', '.join(sorted(verified))}."
        if verified else ""
    )
    return LinkDecision(
        Domain.CLAIMED,
        f"{named}{how}; no independent source confirms the link yet.{extra}",
        company,
    )


def _register_name_conflict(company: Company, record: dict[str, Any]) -> str:
    """A sentence when an independent source knows the imprint's register entry under
    another name; '' otherwise."""
    if not record.get("register") or not record.get("name"):
        return ""
    key = register_key(record["register"])
    stated = Identifier.objects.filter(
        company=company, kind=Identifier.REGISTER, value=key
    ).exclude(source_id__in=NOT_INDEPENDENT)
    if not stated.exists():
        return ""
    independent = _independent(company, "name")
    if independent is None or search_name(str(independent.value)) == search_name(record["name"]):
        return ""
    return (
        f"{independent.source.name} lists the register entry {key} as "
        f"{independent.value!r}."
    )


def _independent_email_at(company: Company, mine: str) -> str:
    """A sentence when an independent source lists an e-mail address at ``mine``."""
    email = _independent(company, "email")
    if email and isinstance(email.value, str) and "@" in email.value:
        if _registrable(email.value.rsplit("@", 1)[1].lower()) == mine:
            return f"{email.source.name} lists the e-mail address {email.value} for the company."
    return ""


def _independent_identity(company: Company, record: dict[str, Any]) -> str:
    """A sentence when an independent source names the same company (exact name, legal
    form included) at the same address as the imprint."""
    name = _independent(company, "name")
    address = _independent(company, "address")
    if (
        name is not None
        and address is not None
        and _exact_name(str(name.value)) == _exact_name(record.get("name"))
        and _address_key(address.value) is not None
        and _address_key(address.value) == _address_key(record.get("address"))
    ):
        where = record["address"]
        return (
            f"{name.source.name} names the same company at the same address "
            f"({where['street']}, {where['postal_code']} {where.get('city') or ''})."
        ).replace(" )", ")")
    return ""
