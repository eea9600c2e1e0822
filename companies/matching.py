"""Matching a messy company record to the right company (``POST /v1/match``, MCP
``match_company``, bulk match jobs): one service, :func:`match_company`.

1. Candidates (``companies.match_candidates``), by index, for many records at once: the
   owners of a valid identifier, the company of a site, namesakes, and company search
   only for records these did not place.
2. Grades: each input field against each candidate: ``exact``, ``close``, ``different`` or
   ``missing`` (the candidate has no value to compare). An old name of the company (its
   history) counts as ``close``; a domain and an imprint e-mail at the same registrable
   domain are the same site.
3. Confidence: every grade adds evidence (``WEIGHTS``, log-odds); the candidates and "none
   of them" (``NONE_OF_THEM``) share probability 1 (a softmax), so two look-alikes that fit
   equally well split it. A candidate whose identifiers and name contradict each other
   (``different`` against ``exact``/``close``) is capped below ``MATCH_AT``: an identifier
   that belongs to another company than the name never silently wins.
4. Outcome: ``match`` when the best confidence is at least ``MATCH_AT``, ``ambiguous`` when
   it is at least ``AMBIGUOUS_AT``, ``no_match`` otherwise; at most 5 candidates, best first:
   those at ``SHOWN_AT`` or more, and any contradicted one.

The weights are calibrated on the labelled evaluation set (``tests/matching/``).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz
from rapidfuzz.distance import DamerauLevenshtein

from billing.calls import Outcome
from billing.prices import price

from .match_candidates import FREE_MAIL, match_candidates, old_names
from .match_input import (
    MatchQuery,
    legal_form_of,
    name_base,
    name_plain,
    phone_e164,
    same_legal_form,
)
from .models import Company
from .records import company_summary
from .search_text import fold

MATCH, AMBIGUOUS, NO_MATCH = "match", "ambiguous", "no_match"
EXACT, CLOSE, DIFFERENT, MISSING = "exact", "close", "different", "missing"
MATCH_AT = 0.9
AMBIGUOUS_AT = 0.3
SHOWN_AT = 0.01
MAX_CANDIDATES = 5
#: Log-odds that the record's company is none of the candidates (not in our data, or another
#: company of the same name): what the evidence for a candidate must outweigh.
NONE_OF_THEM = 2.0
#: A candidate whose fields contradict each other is at most this sure.
CONFLICT_CAP = 0.75

#: Evidence (log-odds) per field and grade; "weak" variants where a field half fits.
WEIGHTS: dict[str, dict[str, float]] = {
    "name": {EXACT: 4.0, "exact_without_form": 3.6, "form_changed": 1.2, CLOSE: 3.2,
             "old_name": 3.0, DIFFERENT: -4.0},
    "address": {EXACT: 2.0, "street": 1.4, "postal_code": 0.9, "city": 1.2,
                "street_differs": -0.4, "postal_code_differs": -0.6, "city_differs": -1.5,
                "country_differs": -4.0},
    "domain": {EXACT: 6.0, DIFFERENT: -1.0},
    "email": {EXACT: 6.0, CLOSE: 5.5, DIFFERENT: -1.0, "free_mail_differs": -0.2},
    "vat_id": {EXACT: 9.0, CLOSE: 1.5, DIFFERENT: -7.0, "invalid_differs": -0.5},
    "register": {EXACT: 9.0, CLOSE: 3.0, DIFFERENT: -7.0, "invalid_differs": -0.5},
    "lei": {EXACT: 9.0, CLOSE: 1.5, DIFFERENT: -7.0, "invalid_differs": -0.5},
    "phone": {EXACT: 2.5, CLOSE: 0.8, DIFFERENT: -0.5},
}
# Fields whose disagreement with another fitting field is a conflict (not a moved address
# or a second website, which are common).
_DECISIVE = ("name", "vat_id", "register", "lei")
_NUMBER = re.compile(r"\d+")
_STREET_WORD = re.compile(r"(strasse|str\.?|gasse|g\.)(?=\s|\d|$)")


@dataclass
class Candidate:
    company: Company
    grades: dict[str, str]
    score: float
    conflict: bool
    confidence: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "company": company_summary(self.company),
            # rounded down, so a shown 0.9 is never below MATCH_AT
            "confidence": math.floor(self.confidence * 1000) / 1000,
            "grades": self.grades,
        }


@dataclass
class MatchAnswer:
    outcome: str
    candidates: list[Candidate]

    def credits(self, endpoint: str) -> int:
        """What this answer costs at ``endpoint`` (``billing.prices``): nothing unless the
        outcome is ``match``."""
        return price(endpoint).charge(found=self.outcome == MATCH)

    def as_dict(self) -> dict[str, Any]:
        return {"outcome": self.outcome, "candidates": [c.as_dict() for c in self.candidates]}

    def billed(self, endpoint: str) -> Outcome:
        """The billed outcome at ``endpoint`` (REST, MCP): charged only for ``match``; any
        other outcome counts as an unsuccessful lookup (the lookup lock), as a search
        without hits does."""
        return Outcome(self.as_dict(), credits=self.credits(endpoint),
                       unsuccessful_lookup=self.outcome != MATCH)


# --- grades -------------------------------------------------------------------------------


def _value(company: Company, field: str) -> Any:
    stored = company.record.get(field) or {}
    return stored.get("value")


def _grade_name(name: str, company: Company, old_names: list[str]) -> tuple[str, float]:
    weights = WEIGHTS["name"]
    base, form = name_base(name), legal_form_of(name)
    own = name_base(company.name)
    if base and (base == own or name_plain(base) == name_plain(own)):
        if form is not None and not same_legal_form(form, company.legal_form):
            return CLOSE, weights["form_changed"]
        weight = weights[EXACT] if form is not None else weights["exact_without_form"]
        # umlauts dropped ('Kohler' for 'Köhler'): the same name in a poorer spelling
        return (EXACT if base == own else CLOSE), weight
    if any(base and name_base(old) == base for old in old_names):
        return CLOSE, weights["old_name"]
    similarity = max(fuzz.ratio(base, own), fuzz.token_sort_ratio(base, own)) / 100
    typos = min(DamerauLevenshtein.distance(base, own),
                DamerauLevenshtein.distance(" ".join(sorted(base.split())),
                                            " ".join(sorted(own.split()))))
    if similarity >= 0.85 and typos <= 2 and _NUMBER.findall(base) == _NUMBER.findall(own):
        # a typo or two (never in a number: 'Bau 2001' is another company than 'Bau 2000');
        # the closer, the more it counts
        return CLOSE, weights[CLOSE] * (similarity - 0.7) / 0.3
    return DIFFERENT, weights[DIFFERENT]


def _street(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", _STREET_WORD.sub("str", fold(text)))


def _city_text(city: str) -> str:
    return name_plain(" ".join(re.sub(r"[^a-z0-9]", " ", fold(city)).split()))


def _same_city(a: str, b: str) -> bool:
    """'München' = 'Muenchen' = 'Munchen'; 'Frankfurt' = 'Frankfurt am Main' (one names
    the other's first words); 'St. Gallen' is not 'St. Moritz'."""
    a, b = _city_text(a), _city_text(b)
    return a == b or a.startswith(b + " ") or b.startswith(a + " ")


def _grade_address(given: dict[str, str], company: Company) -> tuple[str, float]:
    weights = WEIGHTS["address"]
    own = _value(company, "address") or {}
    if not any(own.get(part) for part in ("street", "postal_code", "city")):
        return MISSING, 0.0
    if given.get("country") and own.get("country") and given["country"] != own["country"]:
        return DIFFERENT, weights["country_differs"]
    same: list[bool] = []
    score = 0.0
    compare = {
        "street": lambda a, b: fuzz.ratio(_street(a), _street(b)) >= 90,
        "postal_code": lambda a, b: re.sub(r"\D", "", a) == re.sub(r"\D", "", b),
        "city": _same_city,
    }
    for part, equal in compare.items():
        if not given.get(part) or not own.get(part):
            continue
        fits = equal(given[part], own[part])
        same.append(fits)
        score += weights[part] if fits else weights[f"{part}_differs"]
    if not same:
        return MISSING, 0.0
    if all(same):
        return EXACT, max(score, weights[EXACT]) if len(same) > 1 else score
    return (CLOSE if any(same) else DIFFERENT), score


def _company_sites(company: Company) -> set[str]:
    """The host names of the company's domains and e-mail address (stored normalised)."""
    names = [d.get("domain") for d in (_value(company, "domains") or []) if isinstance(d, dict)]
    email = _value(company, "email")
    if isinstance(email, str) and "@" in email:
        names.append(email.rsplit("@", 1)[1])
    return {name.lower() for name in names if isinstance(name, str) and name}


def _same_site(site: str | None, hosts: set[str]) -> bool:
    """Whether one of ``hosts`` lies under the registrable domain ``site`` ('muster.de'
    covers 'muster.de', 'www.muster.de', 'shop.muster.de'): no suffix list needed."""
    return site is not None and any(h == site or h.endswith("." + site) for h in hosts)


def _grade_domain(site: str | None, sites: set[str]) -> tuple[str, float]:
    if not sites:
        return MISSING, 0.0
    if _same_site(site, sites):
        return EXACT, WEIGHTS["domain"][EXACT]
    return DIFFERENT, WEIGHTS["domain"][DIFFERENT]


def _grade_email(query: MatchQuery, company: Company, sites: set[str]) -> tuple[str, float]:
    weights = WEIGHTS["email"]
    own = (_value(company, "email") or "").lower()
    if query.email.text == own:
        return EXACT, weights[EXACT]
    if query.email_domain in FREE_MAIL:
        return (DIFFERENT, weights["free_mail_differs"]) if own else (MISSING, 0.0)
    if _same_site(query.email_domain, sites):
        return CLOSE, weights[CLOSE]  # the same site: another mailbox at the company's domain
    return (DIFFERENT, weights[DIFFERENT]) if own or sites else (MISSING, 0.0)


def _grade_identifier(field: str, given, own: str | None) -> tuple[str, float]:  # noqa: ANN001
    """VAT id, register key or LEI: a valid identifier decides (exact or different); one
    that fails its check digits only counts when it is a near miss of the company's."""
    weights = WEIGHTS[field]
    if not own:
        return MISSING, 0.0
    if given.value is not None:
        if given.value.casefold() == own.casefold():  # 'Frankfurt Am Main' (registers.py)
            return EXACT, weights[EXACT]
        if field == "register" and own.split("/")[::2] == given.value.split("/")[::2]:
            return CLOSE, weights[CLOSE]  # the same number and country, another court named
        return DIFFERENT, weights[DIFFERENT]
    own_text = re.sub(r"[\s.\-/]", "", own.upper().rsplit("/", 1)[-1])
    if fuzz.ratio(given.text, own_text) >= 85:
        return CLOSE, weights[CLOSE]
    return DIFFERENT, weights["invalid_differs"]


def _register_key(company: Company) -> str | None:
    register = _value(company, "register")
    if not isinstance(register, dict) or not register.get("number"):
        return None
    return f"{register.get('country')}/{register.get('court')}/{register['number']}"


def _grade_phone(given, company: Company) -> tuple[str, float]:  # noqa: ANN001
    own = _value(company, "phone")
    if not own:
        return MISSING, 0.0
    weights = WEIGHTS["phone"]
    mine = given.value or given.text
    if given.value and given.text.startswith("0") and not given.text.startswith("00"):
        mine = phone_e164(given.text, company.country) or mine  # national: the company's
    if mine == own:
        return EXACT, weights[EXACT]
    if given.value and len(own) > 6 and mine[:-3] == own[:-3]:
        return CLOSE, weights[CLOSE]  # the same line, another extension
    return DIFFERENT, weights[DIFFERENT]


def _graded(query: MatchQuery, company: Company, old_names: list[str]) -> Candidate:
    grades: dict[str, tuple[str, float]] = {}
    sites = _company_sites(company)
    if query.name is not None:
        grades["name"] = _grade_name(query.name, company, old_names)
    if query.address is not None:
        grades["address"] = _grade_address(query.address, company)
    if query.domain is not None:
        grades["domain"] = _grade_domain(query.domain.value, sites)
    if query.vat_id is not None:
        grades["vat_id"] = _grade_identifier("vat_id", query.vat_id, _value(company, "vat_id"))
    if query.register is not None:
        grades["register"] = _grade_identifier("register", query.register,
                                               _register_key(company))
    if query.lei is not None:
        grades["lei"] = _grade_identifier("lei", query.lei, _value(company, "lei"))
    if query.email is not None:
        grades["email"] = _grade_email(query, company, sites)
    if query.phone is not None:
        grades["phone"] = _grade_phone(query.phone, company)
    decisive = [grades[f][0] for f in _DECISIVE if f in grades]
    fitting = [g for f, (g, _) in grades.items() if f in (*_DECISIVE, "domain", "email")]
    conflict = DIFFERENT in decisive and (EXACT in fitting or CLOSE in fitting)
    return Candidate(
        company=company,
        grades={field: grades[field][0] for field in query.given()},
        score=sum(weight for _, weight in grades.values()),
        conflict=conflict,
    )


def _confidences(candidates: list[Candidate]) -> None:
    """Softmax over the candidates and "none of them"; contradictions capped."""
    top = max([NONE_OF_THEM, *(c.score for c in candidates)])
    total = math.exp(NONE_OF_THEM - top) + sum(math.exp(c.score - top) for c in candidates)
    for candidate in candidates:
        candidate.confidence = math.exp(candidate.score - top) / total
        if candidate.conflict:
            candidate.confidence = min(candidate.confidence, CONFLICT_CAP)


def match_company(query: MatchQuery) -> MatchAnswer:
    """The best candidates for ``query`` with grades and calibrated confidence."""
    return match_companies([query])[0]


def match_companies(queries: list[MatchQuery]) -> list[MatchAnswer]:
    """:func:`match_company` for many records at once (bulk jobs): the same answers, each
    kind of index read once for all of them."""
    found = match_candidates(queries)
    wanted = set().union(*found)
    companies = {c.pk: c for c in Company.objects.visible().filter(pk__in=wanted)} if wanted \
        else {}
    history = old_names(companies)
    return [_answer(query, [companies[pk] for pk in sorted(ids) if pk in companies], history)
            for query, ids in zip(queries, found, strict=True)]


def _answer(query: MatchQuery, companies: list[Company],
            history: dict[int, list[str]]) -> MatchAnswer:
    if not companies:
        return MatchAnswer(NO_MATCH, [])
    candidates = [_graded(query, c, history.get(c.pk, [])) for c in companies]
    _confidences(candidates)
    candidates.sort(key=lambda c: (-c.confidence, -c.score, c.company.public_id))
    # a contradicted candidate is shown however unlikely: the caller sees the contradiction
    shown = [c for c in candidates if c.confidence >= SHOWN_AT or c.conflict][:MAX_CANDIDATES]
    best = shown[0].confidence if shown else 0.0
    outcome = MATCH if best >= MATCH_AT else AMBIGUOUS if best >= AMBIGUOUS_AT else NO_MATCH
    return MatchAnswer(outcome, shown)
