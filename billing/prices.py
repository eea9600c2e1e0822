"""What every billed REST endpoint and MCP tool costs: the one price table (SPEC Endpoints).

Read by the billed path (the reservation and the charge of each view and tool), both fast
lanes, the OpenAPI summaries, the MCP tool descriptions and, through a test that compares
them, docs/billing.md. Endpoint names are the usage names (``GET /v1/companies/{id}``,
``mcp:get_company``).

Rules that hold for every entry: only a success (200/201) is charged; an error answer
(404, any other 4xx, 5xx) and a 202 awaiting completion cost nothing (SPEC Errors 2); the
price is reserved before the call runs and what is not charged returns at once. Where a
success costs nothing, ``free_when`` says when, next to the price.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Price:
    endpoint: str
    credits: int
    #: what ``credits`` is counted per ("" = per call): "page", "hit"
    per: str = ""
    #: when a successful answer costs nothing ("" = never)
    free_when: str = ""
    #: anything else a caller must know about the charge
    note: str = ""

    def charge(self, *, found: bool = True, count: int = 1) -> int:
        """The credits of a successful answer: ``count`` units, nothing when the answer
        is of the ``free_when`` kind (``found=False``)."""
        return self.credits * count if found else 0

    @property
    def label(self) -> str:
        unit = "credit" if self.credits == 1 else "credits"
        return f"{self.credits} {unit}" + (f" per {self.per}" if self.per else "")

    @property
    def summary(self) -> str:
        """E.g. ``1 credit; 0 when no company matches``: for OpenAPI summaries and docs."""
        parts = [self.label]
        if self.free_when:
            parts.append(f"0 when {self.free_when}")
        if self.note:
            parts.append(self.note)
        return "; ".join(parts)

    @property
    def sentence(self) -> str:
        """The cost as a sentence, for MCP tool descriptions."""
        return (f"Costs {self.summary}. Errors (not_found, invalid_request, "
                "insufficient_credits) cost nothing.")


REFRESH = "POST /v1/domains/{domain}/refresh"
BULK_DOMAINS = "POST /v1/bulk/domains"
BULK_MATCH = "POST /v1/bulk/match"
_REFRESH = Price(REFRESH, 5, note="charged when the retrieval job completes, returned when it fails")

PRICES: dict[str, Price] = {price.endpoint: price for price in (
    Price("GET /v1/companies/search", 1, per="page",
          free_when="no company matches (counts as an unsuccessful lookup)"),
    Price("GET /v1/companies/{id}", 1),
    Price("GET /v1/companies/{id}/history", 1),
    Price("GET /v1/companies/{id}/relations", 2),
    Price("GET /v1/domains/{domain}", 1,
          free_when="the domain is known but assigned to no company"),
    _REFRESH,
    Price("GET /v1/registers/{country}/{court}/{number}", 1,
          free_when="the entry is unknown (202 and a free retrieval job)"),
    Price("GET /v1/vat/{id}", 1),
    Price("GET /v1/lei/{lei}", 1),
    Price(BULK_DOMAINS, 1, per="hit",
          note="one per line is reserved at acceptance and the rest returned at completion"),
    Price("POST /v1/match", 1,
          free_when="the outcome is not `match` (counts as an unsuccessful lookup)"),
    Price(BULK_MATCH, 1, per="match",
          note="one per line is reserved at acceptance and the rest returned at completion"),
    Price("mcp:search_companies", 1, free_when="no company matches"),
    Price("mcp:get_company", 1),
    Price("mcp:lookup_domain", 1, free_when="the domain is assigned to no company",
          note=f"with refresh, plus the {_REFRESH.label} of a refresh when the retrieval "
          "completes"),
    Price("mcp:get_company_changes", 1),
    Price("mcp:verify_vat", 1),
    Price("mcp:get_related_companies", 2),
    Price("mcp:match_company", 1, free_when="the outcome is not match"),
)}


def price(endpoint: str) -> Price:
    """The price of a billed endpoint or tool (``KeyError`` for one that is not billed)."""
    return PRICES[endpoint]


def tool_price(tool: str) -> Price:
    return PRICES[f"mcp:{tool}"]
