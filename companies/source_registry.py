"""The sources we take data from and what each may confirm and show (SPEC, NOTES).

``rank``: when shown sources disagree on a field, the higher rank wins, then the newer.
A source that is not redistributable is stored and used to verify and link, never shown.
"""

from __future__ import annotations

SOURCES: list[dict[str, object]] = [
    {
        "key": "imprint",
        "name": "Company website imprint",
        "redistributable": True,
        "rank": 10,
        "attribution_text": "Facts as stated in the company's own legal notice (imprint).",
        "license": "facts only",
        "url": "",
        "may_confirm": "Shows the operator's own statements with the page URL; links a domain "
        "as claimed. Self-declared: never confirms a VAT id on its own.",
    },
    {
        "key": "firmenbuch",
        "name": "Austrian Firmenbuch (HVD)",
        "redistributable": True,
        "rank": 40,
        "attribution_text": "Source: Firmenbuch, Republic of Austria (high-value dataset).",
        "license": "CC BY 4.0",
        "url": "https://justizonline.gv.at",
        "may_confirm": "Shows company facts (name, legal form, seat address, status, FN) with "
        "attribution. Officers are personal data for Firmenbuch purposes only (§ 34 FBG): "
        "not requested, not shown.",
    },
    {
        "key": "zefix",
        "name": "Zefix, Swiss Central Business Name Index",
        "redistributable": True,
        "confirms_vat": True,
        "rank": 40,
        "attribution_text": "Source: Zefix, Federal Office of Justice (FOJ), Switzerland.",
        "license": "OGD open use, source must be provided",
        "url": "https://www.zefix.admin.ch",
        "may_confirm": "Shows Swiss company facts (name, legal form, seat address, status, UID, "
        "predecessors, successors, branches) with attribution, from register retrieval and "
        "the daily SOGC change feed. Confirms a UID as a register entry and a VAT id (MWST) "
        "where it states one; verifies domain links. SOGC texts name persons: not shown.",
    },
    {
        "key": "gleif",
        "name": "GLEIF LEI data",
        "redistributable": True,
        "rank": 30,
        "attribution_text": "Contains LEI data from GLEIF (Global Legal Entity Identifier "
        "Foundation).",
        "license": "CC0 1.0",
        "url": "https://www.gleif.org",
        "may_confirm": "Shows legal name, legal address, legal form, status, founding date, "
        "LEI and successor links (CC0, attributed anyway); maps the registration authority "
        "to a register entry and verifies register ids and domain links. No VAT ids.",
    },
    {
        "key": "handelsregister",
        "name": "Gemeinsames Registerportal der Länder (handelsregister.de)",
        "redistributable": False,
        "rank": 50,
        "attribution_text": "",
        "license": "information use only (Nutzungsordnung); no redistribution",
        "url": "https://www.handelsregister.de",
        "may_confirm": "Never shown: the portal's terms forbid passing its data on. A register "
        "entry known only from here answers 404. Used only to verify that an entry exists "
        "with a name and seat, and to lift a domain link to verified. Officers are not "
        "stored. At most 60 requests per hour, shared by all workers.",
    },
    {
        "key": "vies",
        "name": "EU VIES VAT validation",
        "redistributable": False,
        "rank": 0,
        "attribution_text": "",
        "license": "validation service, no re-use licence",
        "url": "https://ec.europa.eu/taxation_customs/vies",
        "may_confirm": "A VAT id check answered as claimed (never confirmed), with the "
        "consultation number kept.",
    },
]


def sync_sources(source_model: type) -> None:
    """Upserts the registry; takes a (historical) model, so only the fields it has."""
    fields = {f.name for f in source_model._meta.get_fields()}
    for data in SOURCES:
        data = {k: v for k, v in data.items() if k in fields}
        key = data.pop("key")
        source_model.objects.update_or_create(key=key, defaults=data)
