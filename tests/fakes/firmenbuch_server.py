"""Fake Firmenbuch HVD web service: a SOAP 1.2 responder with an ``X-API-KEY`` check.

``POST /jop/api/at.gv.justiz.fbw/ws``:

* no or wrong ``X-API-KEY`` -> ``401 {"message": "Unauthorized"}`` (as the real service, for
  every path including the WSDL);
* ``AUSZUG_V2_REQUEST`` -> ``AUSZUG_V2_RESPONSE`` (FIRMA/FI_DKZ02, FI_DKZ03, FUN/PER) for the
  companies below; an unknown FNR -> SOAP Sender fault "Firmenbuchnummer nicht gefunden";
  an UMFANG other than ``Kurzinformation`` -> Sender fault (the free key's only level);
* ``SUCHEFIRMAREQUEST`` -> ``SUCHEFIRMARESPONSE`` with an ERGEBNIS per name match
  (case-insensitive substring; ``EXAKTESUCHE=true`` compares whole names);
* ``unavailable_for=N``: the next N requests answer 503; ``receiver_faults=N``: the next N
  answer HTTP 500 with a SOAP Receiver fault.

Companies (the AT rows of ``gleif_sample.csv``): FN 999999z Alpenbeispiel Handels GmbH, Wien
(a managing director, an authorised officer, a former managing director); FN 888888y Donau
Musterbau AG in Liquidation, Linz (address in structured form with Stiege/Tür).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from lxml import etree

from tests.fakes.base import LocalServer, Request, Response

SOAP_NS = "http://www.w3.org/2003/05/soap-envelope"
RESPONSE_NS = "ns://firmenbuch.justiz.gv.at/Abfrage/v2/AuszugResponse"
SEARCH_RESPONSE_NS = "ns://firmenbuch.justiz.gv.at/Abfrage/SucheFirmaResponse"
PATH = "/jop/api/at.gv.justiz.fbw/ws"


@dataclass(frozen=True)
class Company:
    fnr: str  # as the service prints it: "999999 z"
    names: tuple[tuple[str, bool], ...]  # (name, AUFRECHT)
    seat: str
    legal_form: tuple[str, str]  # (code, text) as in search results
    address: str  # inner XML of FI_DKZ03
    officers: tuple[tuple[str, str, str, str, bool], ...] = field(default=())
    # (PNR, FKEN, FKENTEXT, "Vorname Nachname", AUFRECHT)


COMPANIES = {
    "999999z": Company(
        "999999 z", (("Alpenbeispiel Handels GmbH", True),), "Wien",
        ("GES", "Gesellschaft mit beschränkter Haftung"),
        "<ns6:STELLE>Probegasse 5</ns6:STELLE><ns6:PLZ>1010</ns6:PLZ><ns6:ORT>Wien</ns6:ORT>",
        (("A", "GF", "GESCHÄFTSFÜHRER/IN (handelsrechtlich)", "Maria Muster", True),
         ("B", "PR", "PROKURIST/IN", "Karl Probe", True),
         ("C", "GF", "GESCHÄFTSFÜHRER/IN (handelsrechtlich)", "Otto Alt", False)),
    ),
    "888888y": Company(
        "888888 y", (("Donau Musterbau AG", False), ("Donau Musterbau AG in Liquidation", True)),
        "Linz", ("AG", "Aktiengesellschaft"),
        "<ns6:STRASSE>Musterplatz</ns6:STRASSE><ns6:HAUSNUMMER>2</ns6:HAUSNUMMER>"
        "<ns6:STIEGE>1</ns6:STIEGE><ns6:TUER>4</ns6:TUER><ns6:PLZ>4020</ns6:PLZ>"
        "<ns6:ORT>Linz</ns6:ORT>",
        (("D", "LI", "LIQUIDATOR/IN", "Lena Liquid", True),),
    ),
}


def envelope(body: str) -> str:
    return (f'<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="{SOAP_NS}">'
            f"<env:Header/><env:Body>{body}</env:Body></env:Envelope>")


def fault(code: str, text: str) -> Response:
    body = (f"<env:Fault><env:Code><env:Value>env:{code}</env:Value></env:Code>"
            f'<env:Reason><env:Text xml:lang="de">{escape(text)}</env:Text></env:Reason>'
            "</env:Fault>")
    return Response(500 if code == "Receiver" else 400, envelope(body),
                    headers={"Content-Type": "application/soap+xml;charset=UTF-8"})


def soap(body: str) -> Response:
    return Response(200, envelope(body), headers={"Content-Type": "application/soap+xml;charset=UTF-8"})


class FakeFirmenbuch(LocalServer):
    def __init__(self, *, api_key: str = "test-key", unavailable_for: int = 0,
                 receiver_faults: int = 0) -> None:
        super().__init__()
        self.api_key = api_key
        self._defaults = (unavailable_for, receiver_faults)
        self.reset()

    def reset(self) -> None:
        """Back to the constructor's behaviour with no history (for a server shared by tests)."""
        self.unavailable_for, self.receiver_faults = self._defaults
        with self._lock:
            self.requests.clear()

    def handle(self, request: Request) -> Response:
        key = next((v for k, v in request.headers.items() if k.lower() == "x-api-key"), None)
        if key != self.api_key:
            return Response(401, {"message": "Unauthorized"})
        if self.unavailable_for > 0:
            self.unavailable_for -= 1
            return Response(503, "<html><body>503 Service Unavailable</body></html>")
        if self.receiver_faults > 0:
            self.receiver_faults -= 1
            return fault("Receiver", "Interner Fehler, bitte später erneut versuchen")
        if request.method != "POST" or request.path != PATH:
            return Response(404, {"message": "Not Found"})
        try:
            root = etree.fromstring(request.body)
        except etree.XMLSyntaxError:
            return fault("Sender", "Ungültige Anfrage")
        body = next((e for e in root if etree.QName(e).localname == "Body"), None)
        operation = next((e for e in body if isinstance(e.tag, str)), None) if body is not None else None
        if operation is None:
            return fault("Sender", "Leere Anfrage")
        fields = {etree.QName(e).localname: (e.text or "").strip() for e in operation}
        name = etree.QName(operation).localname
        if name == "AUSZUG_V2_REQUEST":
            return self._extract(fields)
        if name == "SUCHEFIRMAREQUEST":
            return self._search(fields)
        return fault("Sender", f"Unbekannte Operation {name}")

    def _extract(self, fields: dict[str, str]) -> Response:
        if fields.get("UMFANG") != "Kurzinformation":
            return fault("Sender", "UMFANG für diesen Zugang nicht zulässig")
        if not fields.get("STICHTAG"):
            return fault("Sender", "STICHTAG fehlt")
        company = COMPANIES.get(fields.get("FNR", "").replace(" ", "").lower())
        if company is None:
            return fault("Sender", "Firmenbuchnummer nicht gefunden")
        names = "".join(
            f'<ns6:FI_DKZ02 ns6:AUFRECHT="{str(current).lower()}">'
            f"<ns6:BEZEICHNUNG>{escape(text)}</ns6:BEZEICHNUNG></ns6:FI_DKZ02>"
            for text, current in company.names)
        officers = "".join(
            f'<ns6:FUN ns6:FKEN="{fken}" ns6:FKENTEXT="{escape(label)}" ns6:PNR="{pnr}">'
            f'<ns6:FU_DKZ10 ns6:AUFRECHT="{str(current).lower()}" ns6:VNR="1"/></ns6:FUN>'
            for pnr, fken, label, _, current in company.officers)
        people = "".join(
            f'<ns6:PER ns6:PNR="{pnr}"><ns6:PE_DKZ02><ns6:VORNAME>{escape(full.split()[0])}'
            f"</ns6:VORNAME><ns6:NACHNAME>{escape(full.split()[-1])}</ns6:NACHNAME>"
            "<ns6:GEBURTSDATUM>1970-01-01</ns6:GEBURTSDATUM></ns6:PE_DKZ02></ns6:PER>"
            for pnr, _, _, full, _ in company.officers)
        return soap(
            f'<ns6:AUSZUG_V2_RESPONSE xmlns:ns6="{RESPONSE_NS}" ns6:FNR="{company.fnr}" '
            f'ns6:STICHTAG="{fields["STICHTAG"]}" ns6:UMFANG="Kurzinformation">'
            f'<ns6:FIRMA ns6:FNR="{company.fnr}">{names}'
            f'<ns6:FI_DKZ03 ns6:AUFRECHT="true">{company.address}</ns6:FI_DKZ03></ns6:FIRMA>'
            f"{officers}{people}</ns6:AUSZUG_V2_RESPONSE>")

    def _search(self, fields: dict[str, str]) -> Response:
        wanted = fields.get("FIRMENWORTLAUT", "").casefold()
        if len(wanted) < 3:
            return fault("Sender", "FIRMENWORTLAUT zu kurz")
        exact = fields.get("EXAKTESUCHE") == "true"
        results = ""
        for company in COMPANIES.values():
            current = [n for n, ok in company.names if ok][-1]
            matched = current.casefold() == wanted if exact else wanted in current.casefold()
            if matched:
                code, text = company.legal_form
                results += (f"<ns2:ERGEBNIS><ns2:FNR>{company.fnr}</ns2:FNR>"
                            f"<ns2:NAME>{escape(current)}</ns2:NAME><ns2:SITZ>{company.seat}</ns2:SITZ>"
                            f"<ns2:RECHTSFORM><ns2:CODE>{code}</ns2:CODE><ns2:TEXT>{escape(text)}"
                            "</ns2:TEXT></ns2:RECHTSFORM></ns2:ERGEBNIS>")
        return soap(f'<ns2:SUCHEFIRMARESPONSE xmlns:ns2="{SEARCH_RESPONSE_NS}">{results}'
                    "</ns2:SUCHEFIRMARESPONSE>")
