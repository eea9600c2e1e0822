"""JSON-LD organisations as a fallback for values the visible imprint leaves out.

Contract: :func:`fill_from_jsonld` fills only fields that are still ``None`` and only from an
organisation whose ``name`` or ``legalName`` equals the visible operator name: the visible text
always wins.
"""

from __future__ import annotations

import re

from . import contact
from .register import find_vat_ids
from .text import Page

_ORG_SKIP = {"WebSite", "WebPage", "Person", "BreadcrumbList", "Product", "Offer", "Article",
             "BlogPosting", "ImageObject", "SearchAction", "ListItem", "ContactPage", "AboutPage"}


def fill_from_jsonld(record: dict, page: Page, country: str | None) -> None:
    """Fill gaps from a JSON-LD organisation with the same name; visible text always wins."""
    for obj in page.jsonld:
        kind = obj.get("@type")
        kinds = set(kind if isinstance(kind, list) else [kind])
        if kinds & _ORG_SKIP or not isinstance(obj.get("name") or obj.get("legalName"), str):
            continue
        names = {str(obj.get("name") or "").strip().casefold(), str(obj.get("legalName") or "").strip().casefold()}
        if record["name"] is None or record["name"].casefold() not in names:
            continue
        if record["email"] is None and isinstance(obj.get("email"), str):
            found = contact.find_emails(obj["email"].removeprefix("mailto:"))
            record["email"] = found[0] if found else None
        if record["phone"] is None and isinstance(obj.get("telephone"), str):
            number = contact.normalise_phone(obj["telephone"], country or "DE")
            record["phone"] = None if number and contact.is_mobile(number) else number  # (a mobile is no phone, convention 9)
        if record["vat_id"] is None and isinstance(obj.get("vatID"), str):
            ids = find_vat_ids(obj["vatID"])
            record["vat_id"] = ids[0][0] if ids else None
        addr = obj.get("address")
        if record["address"] is None and isinstance(addr, dict):
            street, code = addr.get("streetAddress"), addr.get("postalCode")
            city = addr.get("addressLocality")
            if isinstance(street, str) and isinstance(code, str) and isinstance(city, str):
                ctry = addr.get("addressCountry")
                ctry = ctry.get("name") if isinstance(ctry, dict) else ctry
                ctry = str(ctry or "").upper()
                ctry = {"GERMANY": "DE", "DEUTSCHLAND": "DE", "AUSTRIA": "AT", "ÖSTERREICH": "AT",
                        "SWITZERLAND": "CH", "SCHWEIZ": "CH"}.get(ctry, ctry)
                record["address"] = {
                    "street": street.strip(), "postal_code": re.sub(r"\D", "", code),
                    "city": city.strip(), "country": ctry if ctry in ("DE", "AT", "CH") else country,
                }
        break


