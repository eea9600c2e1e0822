"""Parser of the Handelsregister SI document: XJustiz ``nachricht.reg.0400003`` (3.5.x).

SI ("strukturierter Registerinhalt") is what the portal's ``SI`` link downloads. What is read:

* court: ``nachrichtenkopf/auswahl_absender/absender.gericht/code`` (``U1308``); its place
  name from :data:`COURTS`, else from the XML comment the portal writes next to the code
  (``<!--Amtsgericht Leipzig-->``); ``Amtsgericht Berlin (Charlottenburg)`` -> ``Charlottenburg``.
* register: ``aktenzeichen.strukturiert/register/code`` + ``laufendeNummer`` -> ``HRB 99999``.
* name, legal form (xunternehmen ``rechtsformen`` code, 221110 = GmbH, else the comment
  label), seat address: ``basisdatenRegister/rechtstraeger``.
* people: each ``beteiligung`` whose role (``rollenbezeichnung``) maps to a CONTRACT role:
  086 Geschäftsführer -> managing_director, 285 Prokurist -> authorised_officer, and by label
  Vorstand, Vorstandsvorsitz, Inhaber, persönlich haftender Gesellschafter, Partner,
  Aufsichtsratsvorsitz. An organisation as persönlich haftende Gesellschafterin becomes a
  ``general_partner`` relation instead.
* capital: ``stammkapital`` / ``grundkapital``; ``as_of``: ``auszug/letzteEintragung``.

The result has ``source="handelsregister"``. This data is NOT redistributable (NOTES §0);
flagging it is the caller's job.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from decimal import Decimal, InvalidOperation

from lxml import etree

from companies.sources.base import (
    BadResponse,
    Capital,
    CompanyFacts,
    RegisterRef,
    Relation,
    Representative,
    de_register_number,
    make_address,
    utcnow,
)

# XJustiz gds.gerichte codes seen in SI files -> Amtsgericht place name.
COURTS = {"U1308": "Leipzig"}
# xunternehmen rechtsformen codes -> CONTRACT legal form.
LEGAL_FORM_CODES = {"221110": "GmbH"}
ROLE_CODES = {"086": "managing_director", "285": "authorised_officer"}
# Label fragments (lower case) -> role; the first match wins, so specific before general.
ROLE_LABELS = (
    ("vorstandsvorsitz", "chair_of_board"),
    ("vorsitzende(r) des vorstand", "chair_of_board"),
    ("aufsichtsratsvorsitz", "supervisory_board_chair"),
    ("vorsitzende(r) des aufsichtsrat", "supervisory_board_chair"),
    ("geschäftsführer", "managing_director"),
    ("prokurist", "authorised_officer"),
    ("vorstand", "board_member"),
    ("inhaber", "owner"),
    ("persönlich haftende", "partner"),
    ("komplementär", "partner"),
    ("partner", "partner"),
)
LEGAL_FORM_LABELS = (
    ("kommanditgesellschaft auf aktien", None),
    ("unternehmergesellschaft", "UG"),
    ("gesellschaft mit beschränkter haftung", "GmbH"),
    ("europäische gesellschaft", "SE"),
    ("(se)", "SE"),
    ("aktiengesellschaft", "AG"),
    ("kommanditgesellschaft", "KG"),
    ("offene handelsgesellschaft", "OHG"),
    ("partnerschaft", "PartG"),
    ("genossenschaft", "eG"),
    ("verein", "e.V."),
    ("kaufmann", "e.K."),
    ("kauffrau", "e.K."),
)
_LIQUIDATION = re.compile(r"\b(i\.\s?L\.|in Liquidation|in Abwicklung)\s*$")


def court_place(label: str) -> str:
    """``Amtsgericht Berlin (Charlottenburg)`` -> ``Charlottenburg``; ``München`` stays."""
    label = " ".join(label.split())
    label = re.sub(r"^(Amtsgericht|District court|AG)\s+", "", label, flags=re.IGNORECASE)
    inner = re.search(r"\(([^)]+)\)\s*$", label)
    return inner.group(1).strip() if inner else label


def _children(node: etree._Element, name: str) -> list[etree._Element]:
    return [c for c in node if isinstance(c.tag, str) and etree.QName(c).localname == name]


def _first(node: etree._Element | None, *path: str) -> etree._Element | None:
    for name in path:
        if node is None:
            return None
        found = _children(node, name)
        node = found[0] if found else None
    return node


def _text(node: etree._Element | None, *path: str) -> str | None:
    found = _first(node, *path)
    text = found.text.strip() if found is not None and found.text else ""
    return text or None


def _coded(node: etree._Element | None) -> tuple[str | None, str | None]:
    """``(code, comment label)`` of a code-list element like ``<rechtsform><!--x--><code>``."""
    if node is None:
        return None, None
    label = next((c.text.strip() for c in node if isinstance(c, etree._Comment) and c.text), None)
    return _text(node, "code"), label


def _legal_form(code: str | None, label: str | None, name: str) -> str | None:
    form = LEGAL_FORM_CODES.get(code or "")
    if form is None and label:
        lowered = label.lower()
        form = next((f for fragment, f in LEGAL_FORM_LABELS if fragment in lowered), None)
    if form == "KG" and "GmbH & Co. KG" in " ".join(name.split()):
        return "GmbH & Co. KG"
    return form


def _role(code: str | None, label: str | None) -> str | None:
    if code in ROLE_CODES:
        return ROLE_CODES[code]
    lowered = (label or "").lower()
    return next((role for fragment, role in ROLE_LABELS if fragment in lowered), None)


def _date(text: str | None) -> date | None:
    try:
        return date.fromisoformat(text) if text else None
    except ValueError:
        return None


def parse_si(document: bytes) -> CompanyFacts:
    """Parse one SI document into :class:`CompanyFacts` (see the module contract)."""
    try:
        root = etree.fromstring(document, parser=etree.XMLParser(resolve_entities=False,
                                                                  no_network=True))
    except etree.XMLSyntaxError as exc:
        raise BadResponse(f"handelsregister: SI is not XML ({exc})",
                          source="handelsregister") from exc
    if etree.QName(root).localname != "nachricht.reg.0400003":
        raise BadResponse(f"handelsregister: unexpected SI root {etree.QName(root).localname}",
                          source="handelsregister")
    head = _first(root, "nachrichtenkopf")
    court_code, court_label = _coded(_first(head, "auswahl_absender", "absender.gericht"))
    court = COURTS.get(court_code or "") or (court_place(court_label) if court_label else None)

    instance = _first(root, "grunddaten", "verfahrensdaten", "instanzdaten")
    file_ref = _first(instance, "aktenzeichen", "auswahl_aktenzeichen", "aktenzeichen.strukturiert")
    kind, _ = _coded(_first(file_ref, "register"))
    serial = _text(file_ref, "laufendeNummer")
    number = de_register_number(f"{kind} {serial}") if kind and serial else None

    register_data = _first(root, "fachdatenRegister")
    entity = _first(register_data, "basisdatenRegister", "rechtstraeger")
    name = _text(entity, "bezeichnung", "bezeichnung.aktuell")
    if not name:
        raise BadResponse("handelsregister: SI without a company name", source="handelsregister")
    form_code, form_label = _coded(_first(entity, "angabenZurRechtsform", "rechtsform"))
    address = _first(entity, "anschrift")
    street = " ".join(p for p in (_text(address, "strasse"), _text(address, "hausnummer")) if p)

    representatives: list[Representative] = []
    relations: list[Relation] = []
    proceedings = _first(root, "grunddaten", "verfahrensdaten")
    for participation in _children(proceedings if proceedings is not None else root,
                                   "beteiligung"):
        role_code, role_label = _coded(_first(participation, "rolle", "rollenbezeichnung"))
        role = _role(role_code, role_label)
        party = _first(participation, "beteiligter", "auswahl_beteiligter")
        person = _first(party, "natuerlichePerson")
        organisation = _first(party, "organisation")
        if role is None:
            continue
        if person is not None:
            full = " ".join(p for p in (_text(person, "vollerName", "vorname"),
                                        _text(person, "vollerName", "nachname")) if p)
            if full:
                representatives.append(Representative(full, role))
        elif organisation is not None and role == "partner":
            relations.append(Relation("general_partner", None, None,
                                      _text(organisation, "bezeichnung", "bezeichnung.aktuell")))

    capital = None
    for amount_node in register_data.iter() if register_data is not None else ():
        if isinstance(amount_node.tag, str) and etree.QName(amount_node).localname in (
            "stammkapital", "grundkapital"
        ):
            currency, _ = _coded(_first(amount_node, "auswahl_waehrung", "waehrung"))
            try:
                capital = Capital(Decimal(_text(amount_node, "zahl") or ""), currency or "EUR")
            except InvalidOperation:
                capital = None
            break

    extract = _first(register_data, "auszug")
    last_entry = _date(_text(extract, "letzteEintragung")) or _date(_text(extract, "abrufdatum"))
    as_of = datetime.combine(last_entry, datetime.min.time(), UTC) if last_entry else utcnow()
    register = RegisterRef("DE", court, number) if court and number else None
    return CompanyFacts(
        source="handelsregister",
        source_ref=register.label if register else f"register DE {court_code} {number}",
        as_of=as_of,
        name=name,
        legal_form=_legal_form(form_code, form_label, name),
        status="in_liquidation" if _LIQUIDATION.search(name) else None,
        register=register,
        address=make_address(street, _text(address, "postleitzahl"), _text(address, "ort"), "DE"),
        representatives=tuple(representatives),
        relations=tuple(relations),
        raw_id=f"{court_code} {number}" if court_code and number else None,
        capital=capital,
    )
