"""Credit packages (SPEC, Credit packages). Prices are in euro cents and include VAT."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Package:
    code: str
    credits: int
    amount_cents: int
    currency: str = "eur"

    @property
    def name(self) -> str:
        return f"Credit package {self.code} ({self.credits:,} credits)"


PACKAGES: dict[str, Package] = {
    "S": Package("S", credits=10_000, amount_cents=1_900),
    "M": Package("M", credits=100_000, amount_cents=9_900),
    "L": Package("L", credits=1_000_000, amount_cents=49_000),
}


class UnknownPackage(ValueError):
    pass


def package_get(code: str) -> Package:
    try:
        return PACKAGES[code.strip().upper()]
    except KeyError:
        raise UnknownPackage(f"no such package: {code!r}; choose S, M or L") from None
