"""Austrian Firmenbuch: a provider interface and the official HVD SOAP provider.

:class:`FirmenbuchProvider` is what the rest of the service uses; :func:`make_provider`
builds one by configured name (today only ``"hvd"``), so another provider (a paid
Verrechnungsstelle, a bulk file) can be added without touching callers.

The HVD web service (BMJ, ``POST https://justizonline.gv.at/jop/api/at.gv.justiz.fbw/ws``,
SOAP 1.2, header ``X-API-KEY``; without a key everything answers ``401 {"message":
"Unauthorized"}``):

* ``AUSZUG_V2_REQUEST{FNR, STICHTAG, UMFANG=Kurzinformation}`` (the only level of the free
  key) -> ``AUSZUG_V2_RESPONSE FNR="229831 m"``: FIRMA/FI_DKZ02 name (``AUFRECHT``),
  FI_DKZ03 address (``STELLE`` or STRASSE/HAUSNUMMER, PLZ, ORT), and officers as FUN
  (``FKEN``, ``FKENTEXT``, ``PNR``) + PER (``PE_DKZ02`` VORNAME/NACHNAME) siblings of FIRMA.
* ``SUCHEFIRMAREQUEST{FIRMENWORTLAUT, EXAKTESUCHE, ...}`` -> ``ERGEBNIS{FNR, NAME, SITZ,
  RECHTSFORM{CODE, TEXT}}``.

The response schema is only known from implementers ([U] in NOTES §5): element names are
matched by local name, legal form comes from a RECHTSFORM element when present, else from
the name's suffix. Capital, shareholders and founding date need paid access: not returned.

PERSONAL DATA: officers are personal data that the BMJ allows to be used only for
Firmenbuch purposes (§ 34 (2) FBG, NOTES §0). The provider therefore returns
``representatives=()`` unless it is built with ``include_officers=True``; whoever turns that
on decides that the use is admissible. Company facts are CC BY 4.0.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from datetime import date
from typing import Any
from xml.sax.saxutils import escape

import httpx
from lxml import etree

from companies.sources.base import (
    DEFAULT_USER_AGENT,
    BadResponse,
    CompanyFacts,
    HttpSource,
    InvalidRequest,
    NotFound,
    RegisterRef,
    Representative,
    RetryPolicy,
    UpstreamUnavailable,
    call_with_retry,
    make_address,
    utcnow,
)

DEFAULT_BASE_URL = "https://justizonline.gv.at/jop/api/at.gv.justiz.fbw/ws"
SOAP_NS = "http://www.w3.org/2003/05/soap-envelope"
AUSZUG_NS = "ns://firmenbuch.justiz.gv.at/Abfrage/v2/AuszugRequest"
SUCHE_NS = "ns://firmenbuch.justiz.gv.at/Abfrage/SucheFirmaRequest"
_FN = re.compile(r"^(?:FN\s*)?(\d{1,6})\s*([a-z])$", re.IGNORECASE)
_LIQUIDATION = re.compile(r"\s+(in\s+Liqu(?:idation|\.)|i\.\s?L\.)\s*$", re.IGNORECASE)
LEGAL_FORM_LABELS = (
    ("flexible kapitalgesellschaft", "FlexCo"),
    ("gesellschaft mit beschränkter haftung", "GmbH"),
    ("aktiengesellschaft", "AG"),
    ("kommanditgesellschaft", "KG"),
    ("offene gesellschaft", "OG"),
    ("eingetragene unternehmer", "e.U."),
    ("einzelunternehmer", "e.U."),
)
NAME_SUFFIXES = (
    (re.compile(r"\bFlexCo$"), "FlexCo"),
    (re.compile(r"&\s*Co\.?\s*KG$"), "KG"),
    (re.compile(r"\b(GmbH|Ges\.?\s?m\.?\s?b\.?\s?H\.?|GesmbH)$"), "GmbH"),
    (re.compile(r"\bAG$"), "AG"),
    (re.compile(r"\bKG$"), "KG"),
    (re.compile(r"\bOG$"), "OG"),
    (re.compile(r"\be\.\s?U\.$"), "e.U."),
)
ROLE_CODES = {"GF": "managing_director", "PR": "authorised_officer",
              "PRI": "authorised_officer", "PK": "authorised_officer", "IH": "owner"}
ROLE_LABELS = (
    ("vorsitzender des aufsichtsrat", "supervisory_board_chair"),
    ("vorsitzende des aufsichtsrat", "supervisory_board_chair"),
    ("vorsitzender des vorstand", "chair_of_board"),
    ("vorsitzende des vorstand", "chair_of_board"),
    ("geschäftsführer", "managing_director"),
    ("prokurist", "authorised_officer"),
    ("vorstand", "board_member"),
    ("inhaber", "owner"),
    ("unbeschränkt haftende", "partner"),
    ("komplementär", "partner"),
)


def normalise_fn(fn: str) -> str:
    """``"FN 229831 m"`` / ``"229831M"`` -> ``"229831m"``; ValueError when malformed."""
    match = _FN.match(" ".join(fn.split()))
    if not match:
        raise ValueError(f"not a Firmenbuchnummer: {fn!r}")
    return f"{match.group(1)}{match.group(2).lower()}"


def register_ref(fn: str) -> RegisterRef:
    """The CONTRACT register entry ``AT / - / FN 229831m``."""
    return RegisterRef("AT", "-", f"FN {normalise_fn(fn)}")


@dataclass(frozen=True)
class FirmenbuchHit:
    register: RegisterRef
    name: str
    seat: str | None
    legal_form: str | None
    legal_form_text: str | None


class FirmenbuchProvider(ABC):
    """What the service needs from any Firmenbuch source."""

    name: str

    @abstractmethod
    def fetch_by_fn(self, fn: str) -> CompanyFacts:
        """Facts of one company by Firmenbuchnummer (``FN 123456a`` or ``123456a``);
        ``not_found`` when there is none."""

    @abstractmethod
    def search(self, name: str) -> list[FirmenbuchHit]:
        """Companies whose name matches; ``[]`` when none."""


def _local(node: Any) -> str:
    return etree.QName(node).localname if isinstance(node.tag, str) else ""


def _attr(node: Any, name: str) -> str | None:
    return next((v for k, v in node.attrib.items() if etree.QName(k).localname == name), None)


def _all(node: Any, name: str) -> list[Any]:
    return [e for e in node.iter() if _local(e) == name]


def _text(node: Any, name: str) -> str | None:
    found = next((e for e in node if _local(e) == name), None) if node is not None else None
    return " ".join(found.text.split()) if found is not None and found.text else None


def _legal_form(label: str | None, name: str) -> str | None:
    if label:
        lowered = label.lower()
        form = next((f for fragment, f in LEGAL_FORM_LABELS if fragment in lowered), None)
        if form:
            return form
    bare = _LIQUIDATION.sub("", name)
    return next((form for pattern, form in NAME_SUFFIXES if pattern.search(bare)), None)


def _role(code: str | None, label: str | None) -> str | None:
    if code and code.upper() in ROLE_CODES:
        return ROLE_CODES[code.upper()]
    lowered = (label or "").lower()
    return next((role for fragment, role in ROLE_LABELS if fragment in lowered), None)


class HvdSoapProvider(HttpSource, FirmenbuchProvider):
    """The BMJ HVD SOAP web service. ``today`` supplies STICHTAG (injectable for tests)."""

    name = "hvd"
    source = "firmenbuch"

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str,
        include_officers: bool = False,
        timeout: float = 15.0,
        retry: RetryPolicy | None = None,
        user_agent: str = DEFAULT_USER_AGENT,
        transport: httpx.BaseTransport | None = None,
        today: Any = date.today,
    ) -> None:
        super().__init__(base_url, timeout=timeout, retry=retry, user_agent=user_agent,
                         transport=transport, headers={
                             "X-API-KEY": api_key,
                             "Content-Type": "application/soap+xml;charset=UTF-8",
                             "SOAPAction": ""})
        self.include_officers = include_officers
        self.today = today

    def fetch_by_fn(self, fn: str) -> CompanyFacts:
        register = register_ref(fn)
        body = (f'<aus:AUSZUG_V2_REQUEST xmlns:aus="{AUSZUG_NS}">'
                f"<aus:FNR>{normalise_fn(fn)}</aus:FNR>"
                f"<aus:STICHTAG>{self.today().isoformat()}</aus:STICHTAG>"
                "<aus:UMFANG>Kurzinformation</aus:UMFANG></aus:AUSZUG_V2_REQUEST>")
        answer = call_with_retry(lambda: self._call(body), self.retry)
        response = next((e for e in answer.iter() if _local(e) == "AUSZUG_V2_RESPONSE"), None)
        firma = next((e for e in response.iter() if _local(e) == "FIRMA"), None) \
            if response is not None else None
        if firma is None:
            raise NotFound(f"firmenbuch: no company {register.number}", source=self.source)
        return self._facts(register, response, firma)

    def search(self, name: str) -> list[FirmenbuchHit]:
        body = (f'<suc:SUCHEFIRMAREQUEST xmlns:suc="{SUCHE_NS}">'
                f"<suc:FIRMENWORTLAUT>{escape(name)}</suc:FIRMENWORTLAUT>"
                "<suc:EXAKTESUCHE>false</suc:EXAKTESUCHE><suc:SUCHBEREICH>1</suc:SUCHBEREICH>"
                "<suc:GERICHT></suc:GERICHT><suc:RECHTSFORM></suc:RECHTSFORM>"
                "<suc:RECHTSEIGENSCHAFT></suc:RECHTSEIGENSCHAFT><suc:ORTNR></suc:ORTNR>"
                "</suc:SUCHEFIRMAREQUEST>")
        try:
            answer = call_with_retry(lambda: self._call(body), self.retry)
        except NotFound:
            return []
        hits = []
        for result in _all(answer, "ERGEBNIS"):
            fn, hit_name = _text(result, "FNR"), " ".join(
                e.text.strip() for e in result if _local(e) == "NAME" and e.text)
            if not fn or not hit_name:
                continue
            form = next((e for e in result if _local(e) == "RECHTSFORM"), None)
            form_text = _text(form, "TEXT") if form is not None else None
            hits.append(FirmenbuchHit(register_ref(fn), hit_name, _text(result, "SITZ"),
                                      _legal_form(form_text, hit_name), form_text))
        return hits

    # -- mapping -------------------------------------------------------------------------------

    def _facts(self, register: RegisterRef, response: Any, firma: Any) -> CompanyFacts:
        names = [e for e in firma.iter() if _local(e) == "FI_DKZ02"]
        current = [e for e in names if (_attr(e, "AUFRECHT") or "true").lower() != "false"]
        chosen = (current or names)[-1] if names else None
        name = " ".join(b.text.strip() for b in chosen.iter()
                        if _local(b) == "BEZEICHNUNG" and b.text) if chosen is not None else ""
        if not name:
            raise BadResponse(f"firmenbuch: {register.number} without a name", source=self.source)
        status = "in_liquidation" if _LIQUIDATION.search(name) else (
            "active" if current else "dissolved")
        address = next((e for e in firma.iter() if _local(e) == "FI_DKZ03"
                        and (_attr(e, "AUFRECHT") or "true").lower() != "false"), None)
        street = None
        if address is not None:
            street = " ".join(s.text.strip() for s in address if _local(s) == "STELLE" and s.text)
            if not street:
                street = " ".join(p for p in (_text(address, "STRASSE"),
                                              _text(address, "HAUSNUMMER")) if p)
                door = "/".join(p for p in (_text(address, "STIEGE"), _text(address, "TUER")) if p)
                street = f"{street}/{door}" if street and door else street
        form = next((e for e in firma.iter() if _local(e) == "RECHTSFORM"), None)
        return CompanyFacts(
            source="firmenbuch",
            source_ref=register.label,
            as_of=utcnow(),
            name=name,
            legal_form=_legal_form(_text(form, "TEXT") if form is not None else None, name),
            status=status,
            register=register,
            address=make_address(street, _text(address, "PLZ"), _text(address, "ORT"), "AT")
            if address is not None else None,
            representatives=self._officers(response) if self.include_officers else (),
            raw_id=_attr(response, "FNR") or register.number,
        )

    @staticmethod
    def _officers(response: Any) -> tuple[Representative, ...]:
        people = {_attr(p, "PNR"): p for p in response if _local(p) == "PER"}
        found: list[Representative] = []
        for function in (f for f in response if _local(f) == "FUN"):
            if any((_attr(c, "AUFRECHT") or "true").lower() == "false" for c in function):
                continue
            role = _role(_attr(function, "FKEN"), _attr(function, "FKENTEXT"))
            person = people.get(_attr(function, "PNR"))
            if role is None or person is None:
                continue
            data = next((e for e in person.iter() if _local(e) == "PE_DKZ02"), person)
            full = " ".join(p for p in (_text(data, "VORNAME"), _text(data, "NACHNAME")) if p)
            if full and Representative(full, role) not in found:
                found.append(Representative(full, role))
        return tuple(found)

    # -- SOAP ----------------------------------------------------------------------------------

    def _call(self, body: str) -> Any:
        envelope = (f'<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="{SOAP_NS}">'
                    f"<soap:Header/><soap:Body>{body}</soap:Body></soap:Envelope>")
        response = self._send("POST", self.base_url, content=envelope.encode("utf-8"))
        try:
            root = etree.fromstring(response.content,
                                    parser=etree.XMLParser(resolve_entities=False, no_network=True))
        except etree.XMLSyntaxError:
            root = None
        fault = next((e for e in root.iter() if _local(e) == "Fault"), None) \
            if root is not None else None
        if fault is not None:
            self._raise_fault(fault, response.status_code)
        self._raise_for_status(response)
        if root is None:
            raise BadResponse("firmenbuch: answer is not XML", source=self.source)
        return root

    def _raise_fault(self, fault: Any, status: int) -> None:
        code = " ".join(e.text or "" for e in fault.iter() if _local(e) in ("Value", "faultcode"))
        reason = " ".join(" ".join((e.text or "").split()) for e in fault.iter()
                          if _local(e) in ("Text", "faultstring")).strip()
        message = f"firmenbuch: {reason or 'SOAP fault'}"
        if "Sender" in code or "Client" in code:
            lowered = reason.lower()
            if any(m in lowered for m in ("nicht gefunden", "not found", "existiert nicht",
                                          "keine firma")):
                raise NotFound(message, source=self.source, status=status)
            raise InvalidRequest(message, source=self.source, status=status)
        raise UpstreamUnavailable(message, source=self.source, status=status)


PROVIDERS: dict[str, type[FirmenbuchProvider]] = {"hvd": HvdSoapProvider}


def make_provider(name: str, **config: Any) -> FirmenbuchProvider:
    """The provider registered under ``name`` built with ``config`` (its constructor's
    arguments, e.g. ``base_url=..., api_key=...``)."""
    try:
        provider = PROVIDERS[name]
    except KeyError:
        raise ValueError(f"unknown Firmenbuch provider {name!r}; known: {sorted(PROVIDERS)}") \
            from None
    return provider(**config)
