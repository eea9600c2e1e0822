"""The input of a company match (``POST /v1/match``, MCP ``match_company``, bulk match
lines): its shape is checked (400 ``invalid_request`` on a wrong shape) and each field is
normalised. An identifier that fails its syntax or check digits is kept as text: it is
graded by similarity to a candidate's value and never used to find or decide a company.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import phonenumbers
from stdnum import lei as lei_checker

from config.errors import InvalidRequest
from net.domains import InvalidDomain, registrable_domain

from .registers import RegisterRef, parse_register, parse_register_path
from .search_text import fold, search_name

FIELDS = ("name", "address", "domain", "vat_id", "register", "lei", "email", "phone")
IDENTIFIERS = ("domain", "vat_id", "register", "lei", "email", "phone")
ADDRESS_FIELDS = ("street", "postal_code", "city", "country")
MAX_TEXT = 300
COUNTRIES = {
    "de": "DE", "deutschland": "DE", "germany": "DE", "d": "DE",
    "at": "AT", "oesterreich": "AT", "osterreich": "AT", "austria": "AT", "a": "AT",
    "ch": "CH", "schweiz": "CH", "switzerland": "CH", "suisse": "CH", "svizzera": "CH",
}

# Spelled-out and variant legal forms, rewritten to the short form before names are
# compared; then the canonical code (CONTRACT §7) of the form a name ends with. Kept in one
# place so the shared legal-form normaliser (issue 20) can take it over.
_SPELLED = [
    (re.compile(r"gesellschaft mit beschraenkter haftung"), "gmbh"),
    (re.compile(r"ges\.?\s*m\.?\s*b\.?\s*h\.?|gesmbh|\bg\.\s*m\.\s*b\.\s*h\.?"), "gmbh"),
    (re.compile(r"\ba\.\s*g\.?(?=\s|$)"), "ag"),
    (re.compile(r"gmbh\s+und\s+co\b"), "gmbh & co"),
    (re.compile(r"unternehmergesellschaft"), "ug"),
    (re.compile(r"aktiengesellschaft"), "ag"),
    (re.compile(r"kommanditgesellschaft"), "kg"),
    (re.compile(r"offene handelsgesellschaft"), "ohg"),
    (re.compile(r"eingetragener kaufmann|eingetragene kauffrau"), "e.k."),
    (re.compile(r"\bgenossenschaft$"), "eg"),
]
_FORM_AT_END = [
    (re.compile(r"gmbh\s*(&|und)\s*co\.?\s*kg$"), "GmbH & Co. KG"),
    (re.compile(r"ug\s*\(haftungsbeschraenkt\)$|\bug$"), "UG"),
    (re.compile(r"\bgmbh$"), "GmbH"),
    (re.compile(r"\bkgaa$"), "KGaA"),
    (re.compile(r"\bag$"), "AG"),
    (re.compile(r"\bse$"), "SE"),
    (re.compile(r"\bkg$"), "KG"),
    (re.compile(r"\bohg$"), "OHG"),
    (re.compile(r"\bog$"), "OG"),
    (re.compile(r"\bpartg(\s*mbb)?$"), "PartG"),
    (re.compile(r"\be\.\s*k\.?$"), "e.K."),
    (re.compile(r"\be\.\s*u\.?$"), "e.U."),
    (re.compile(r"\bgbr$"), "GbR"),
    (re.compile(r"\beg$"), "eG"),
    (re.compile(r"\be\.\s*v\.?$"), "e.V."),
    (re.compile(r"\bflexco$"), "FlexCo"),
]
_URL_PREFIX = re.compile(r"^[a-z][a-z0-9+.-]*://", re.IGNORECASE)


def name_short(name: str) -> str:
    """The name folded with spelled-out legal forms abbreviated:
    'Müller Bau Gesellschaft mit beschränkter Haftung' -> 'mueller bau gmbh'."""
    text = " ".join(fold(name).split())
    for pattern, short in _SPELLED:
        text = pattern.sub(short, text)
    return text


# Codes that name the same form (CH 'Genossenschaft' is an 'eG').
_SAME_FORM = {"Genossenschaft": "eG"}


def legal_form_of(name: str) -> str | None:
    """The canonical legal form a company name ends with ('Müller Bau GesmbH' -> 'GmbH')."""
    text = name_short(name).rstrip(" .,")
    for pattern, form in _FORM_AT_END:
        if pattern.search(text):
            return form
    return None


def same_legal_form(a: str | None, b: str | None) -> bool:
    return _SAME_FORM.get(a or "", a) == _SAME_FORM.get(b or "", b)


def name_base(name: str) -> str:
    """The name without case, umlaut spellings, punctuation and legal form."""
    return search_name(name_short(name))


_PLAIN = re.compile(r"(?<=[aou])e")


def name_plain(base: str) -> str:
    """A folded name with umlauts written as their bare vowel ('koehler' -> 'kohler'), as
    when they are dropped ('Kohler'): such names are the same spelling of one name."""
    return _PLAIN.sub("", base)


@dataclass(frozen=True)
class Ident:
    """An identifier as given (``text``, compacted) and its canonical ``value`` when valid."""

    text: str
    value: str | None


@dataclass(frozen=True)
class MatchQuery:
    name: str | None
    address: dict[str, str] | None
    domain: Ident | None  # value: the registrable domain
    vat_id: Ident | None
    register: Ident | None  # value: the register key 'DE/München/HRB 12345'
    register_ref: RegisterRef | None
    lei: Ident | None
    email: Ident | None  # value: the address, lower case; see email_domain
    email_domain: str | None  # registrable domain of a valid address
    phone: Ident | None  # value: E.164
    country: str | None

    def given(self) -> list[str]:
        """The input fields given, in answer order."""
        return [f for f in FIELDS if getattr(self, f) is not None]


def _text(body: dict[str, Any], field: str, where: str = "") -> str | None:
    value = body.get(field)
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidRequest(f"{where}{field} must be a string.")
    value = " ".join(value.split())
    if len(value) > MAX_TEXT:
        raise InvalidRequest(f"{where}{field} may have at most {MAX_TEXT} characters.")
    return value or None


def _country(raw: str | None) -> str | None:
    if raw is None:
        return None
    country = COUNTRIES.get(fold(raw).strip(" ."))
    if country is None:
        raise InvalidRequest("address.country must be DE, AT or CH (or their names).")
    return country


def _address(raw: Any) -> dict[str, str] | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise InvalidRequest("address must be an object with street, postal_code, city, country.")
    unknown = sorted(set(raw) - set(ADDRESS_FIELDS))
    if unknown:
        raise InvalidRequest(f"address has unknown members: {', '.join(unknown)}.")
    address = {f: v for f in ADDRESS_FIELDS if (v := _text(raw, f, "address.")) is not None}
    if "country" in address:
        address["country"] = _country(address["country"])
    return address or None


def _compact(text: str) -> str:
    return re.sub(r"[\s.\-/]", "", text.upper())


def _vat(text: str | None) -> Ident | None:
    if text is None:
        return None
    from .lookups import normalise_vat

    try:
        return Ident(_compact(text), normalise_vat(text))
    except InvalidRequest:
        return Ident(_compact(text), None)


def _lei(text: str | None) -> Ident | None:
    if text is None:
        return None
    value = text.strip().upper()
    return Ident(_compact(value), value if lei_checker.is_valid(value) else None)


def _register(raw: Any) -> tuple[Ident | None, RegisterRef | None]:
    if raw is None:
        return None, None
    if isinstance(raw, str):
        text = _text({"register": raw}, "register")
        if text is None:
            return None, None
        parse, number = (lambda: parse_register_path(text)), text.rsplit("/", 1)[-1]
    elif isinstance(raw, dict):
        unknown = sorted(set(raw) - {"country", "court", "number"})
        if unknown:
            raise InvalidRequest(f"register has unknown members: {', '.join(unknown)}.")
        parts = {f: _text(raw, f, "register.") or "" for f in ("country", "court", "number")}
        if not parts["number"]:
            return None, None
        parse, number = (lambda: parse_register(**parts)), parts["number"]
    else:
        raise InvalidRequest(
            "register must be an object {country, court, number} or a text like "
            "'DE/München/HRB 12345'."
        )
    try:
        ref = parse()
    except InvalidRequest:
        return Ident(_compact(number), None), None
    return Ident(_compact(ref.number), ref.key), ref


def _site(text: str) -> str | None:
    """The registrable domain of a domain or website address as people write it
    ('https://www.Muster.de/impressum' -> 'muster.de'); None when it is none."""
    host = _URL_PREFIX.sub("", text.strip()).split("/", 1)[0].split("?", 1)[0]
    host = host.rsplit("@", 1)[-1].split(":", 1)[0]
    try:
        return registrable_domain(host)
    except InvalidDomain:
        return None


def _domain(text: str | None) -> Ident | None:
    return None if text is None else Ident(text.lower(), _site(text))


def _email(text: str | None) -> tuple[Ident | None, str | None]:
    if text is None:
        return None, None
    address = text.strip().lower().removeprefix("mailto:")
    local, at, host = address.rpartition("@")
    site = _site(host) if at and local and " " not in address else None
    return Ident(address, address if site else None), site


def phone_e164(text: str, country: str | None) -> str | None:
    """A phone number in E.164, national numbers read as of ``country`` (default DE)."""
    try:
        number = phonenumbers.parse(text, country or "DE")
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_possible_number(number):
        return None
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


def _phone(text: str | None, country: str | None) -> Ident | None:
    if text is None:
        return None
    return Ident(re.sub(r"[^\d+]", "", text), phone_e164(text, country))


def parse_match_input(body: Any) -> MatchQuery:
    """A :class:`MatchQuery` from the JSON input; :class:`InvalidRequest` when the shape is
    wrong or neither a name nor an identifier is given."""
    if not isinstance(body, dict):
        raise InvalidRequest("The body must be a JSON object such as {\"name\": \"Muster GmbH\"}.")
    unknown = sorted(set(body) - set(FIELDS))
    if unknown:
        raise InvalidRequest(
            f"Unknown members: {', '.join(unknown)}; the inputs are {', '.join(FIELDS)}."
        )
    address = _address(body.get("address"))
    register, ref = _register(body.get("register"))
    vat = _vat(_text(body, "vat_id"))
    country = (address or {}).get("country") or (ref.country if ref else None)
    if country is None and vat is not None and vat.value:
        country = "CH" if vat.value.startswith("CHE") else vat.value[:2]
    email, email_domain = _email(_text(body, "email"))
    query = MatchQuery(
        name=_text(body, "name"),
        address=address,
        domain=_domain(_text(body, "domain")),
        vat_id=vat,
        register=register,
        register_ref=ref,
        lei=_lei(_text(body, "lei")),
        email=email,
        email_domain=email_domain,
        phone=_phone(_text(body, "phone"), country),
        country=country,
    )
    if query.name is None and not any(getattr(query, f) is not None for f in IDENTIFIERS):
        raise InvalidRequest(
            "Give at least a name or one identifier (domain, vat_id, register, lei, email, phone)."
        )
    return query
