"""Register references: ``DE/<court>/<number>``, ``AT/-/FN 123456a``, ``CH/-/CHE-123.456.789``
(CONTRACT §3). One parser for the REST path and the MCP ``register`` input."""

from __future__ import annotations

import re
from dataclasses import dataclass

from stdnum.ch import uid as ch_uid

from config.errors import InvalidRequest

from .places import court_name

_DE_NUMBER = re.compile(r"^(HRA|HRB|GNR|GSR|PR|VR)\s*(\d{1,7})(?:\s+[A-Z]{1,3})?$")
_DE_KIND = {"HRA": "HRA", "HRB": "HRB", "GNR": "GnR", "GSR": "GsR", "PR": "PR", "VR": "VR"}
_AT_NUMBER = re.compile(r"^(?:FN\s*)?(\d{1,6})\s*([A-Za-z])$")
_COURT_TEXT = re.compile(r"^[A-Za-zÄÖÜäöüß .()/\-]{2,60}$")


@dataclass(frozen=True)
class RegisterRef:
    country: str
    court: str
    number: str

    @property
    def key(self) -> str:
        return f"{self.country}/{self.court}/{self.number}"

    def as_dict(self) -> dict[str, str]:
        return {"country": self.country, "court": self.court, "number": self.number}


def _court(raw: str) -> str:
    text = " ".join(raw.replace("Amtsgericht", "").split()).strip()
    if not _COURT_TEXT.match(text):
        raise InvalidRequest(f"{raw!r} is not a register court (e.g. 'München').")
    known = court_name(text)  # any spelling, exonym or short form of a register court
    if known:
        return known
    return " ".join(part[:1].upper() + part[1:] for part in text.split(" "))


def parse_register(country: str, court: str, number: str) -> RegisterRef:
    """Validates and normalises; raises :class:`InvalidRequest` with a helpful message."""
    country = (country or "").strip().upper()
    court = (court or "").strip()
    number = " ".join((number or "").split())
    if country == "DE":
        match = _DE_NUMBER.match(number.upper())
        if not match:
            raise InvalidRequest(
                f"{number!r} is not a German register number (e.g. 'HRB 12345')."
            )
        return RegisterRef("DE", _court(court), f"{_DE_KIND[match[1]]} {int(match[2])}")
    if country == "AT":
        if court not in ("-", ""):
            raise InvalidRequest("Austrian entries have no court part: use AT/-/FN 123456a.")
        match = _AT_NUMBER.match(number)
        if not match:
            raise InvalidRequest(f"{number!r} is not a Firmenbuch number (e.g. 'FN 123456a').")
        return RegisterRef("AT", "-", f"FN {int(match[1])}{match[2].lower()}")
    if country == "CH":
        if court not in ("-", ""):
            raise InvalidRequest("Swiss entries have no court part: use CH/-/CHE-123.456.789.")
        compact = ch_uid.compact(number) if number else ""
        if not ch_uid.is_valid(compact):
            raise InvalidRequest(f"{number!r} is not a valid Swiss UID (e.g. CHE-123.456.789).")
        return RegisterRef("CH", "-", ch_uid.format(compact))
    raise InvalidRequest("country must be DE, AT or CH.")


def parse_register_path(text: str) -> RegisterRef:
    """The MCP form ``<country>/<court>/<number>``."""
    parts = (text or "").split("/", 2)
    if len(parts) != 3:
        raise InvalidRequest("register must look like 'DE/München/HRB 12345' or 'AT/-/FN 123456a'.")
    return parse_register(*parts)
