"""Fake handelsregister.de portal: stateful JSF pages with the real control names.

* ``GET /rp_web/welcome.xhtml`` starts a session (``JSESSIONID`` cookie) and serves
  ``naviForm``; ``POST`` of it with ``naviForm:erweiterteSucheLink`` serves the extended
  search ``form`` (``form:schlagwoerter``, ``form:schlagwortOptionen``,
  ``form:registerArt_input``, ``form:registerNummer``, ``form:registergericht_input`` with
  court options, ``form:auchGeloeschte_input``, ``form:ergebnisseProSeite_input``);
  ``POST /rp_web/erweitertesuche.xhtml`` answers the result table built from
  ``handelsregister_search_sample.html``; ``POST /rp_web/sucheErgebnisse/welcome.xhtml``
  with a row's ``...:j_idt161:6:fade`` control serves the SI XML (from ``xjustiz_sample.xml``).
* Every page carries a fresh ``javax.faces.ViewState``; a POST without the session cookie or
  with a stale ViewState gets the JSF ViewExpiredException page. ``expire_views=N`` makes
  the next N POSTs expire anyway.
* At most ``limit`` requests per ``window`` seconds (default 60 per hour, ``clock``
  injectable). ``LocalServer``'s Request has no peer address, so all requests count as one
  client (true for tests: everything comes from 127.0.0.1). Beyond the limit: HTTP 429
  (``limit_response="429"``) or the portal's error page (``"page"``).
* ``unavailable_for=N``: the next N requests answer 503.

Register entries: München HRB 987654 (the sample row), Leipzig HRB 99999 (the SI sample),
Berlin (Charlottenburg) HRB 12345 B (in liquidation; a GmbH & Co. KG general partner).
"""

from __future__ import annotations

import html
import re
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import parse_qsl

from tests.fakes.base import LocalServer, Request, Response
from tests.fakes.data import sample_text

COURTS = {"D2601": "München", "U1308": "Leipzig", "F1103": "Berlin (Charlottenburg)",
          "H1101": "Bremen"}
REGISTER_TYPES = ("HRA", "HRB", "GnR", "PR", "VR", "GsR")
LIMIT_PAGE = ("<html><head><title>Fehler</title></head><body><h1>Fehler</h1><p>Sie haben die "
              "maximale Anzahl von Abrufen pro Stunde überschritten (60 Abrufe pro Stunde)."
              "</p></body></html>")
EXPIRED_PAGE = ("<html><head><title>Error</title></head><body><pre>"
                "javax.faces.application.ViewExpiredException: viewId:/erweitertesuche.xhtml - "
                "View /erweitertesuche.xhtml could not be restored.</pre></body></html>")
SI_CONTROL = re.compile(r"^ergebnissForm:selectedSuchErgebnisFormTable:(\d+):j_idt161:(\d+):fade$")


@dataclass(frozen=True)
class Entry:
    court_code: str
    kind: str
    number: str
    suffix: str
    state: str
    name: str
    seat: str
    si: str


def _si(court_code: str, kind: str, number: str, name: str, extra: str = "") -> str:
    xml = sample_text("xjustiz_sample.xml")
    xml = xml.replace("U1308", court_code).replace(
        "Amtsgericht Leipzig", f"Amtsgericht {COURTS[court_code]}")
    xml = xml.replace("Probe Sachsen Software GmbH", html.escape(name, quote=False))
    xml = xml.replace("<!--HRB--><code>HRB</code>", f"<!--{kind}--><code>{kind}</code>")
    xml = xml.replace("<tns:laufendeNummer>99999</tns:laufendeNummer>",
                      f"<tns:laufendeNummer>{number}</tns:laufendeNummer>")
    return xml.replace("</tns:verfahrensdaten>", f"{extra}</tns:verfahrensdaten>")


GENERAL_PARTNER = """<tns:beteiligung><tns:rolle><tns:rollennummer>6</tns:rollennummer>
<tns:rollenbezeichnung listVersionID="3.3" listURI="urn:xoev-de:xjustiz:codeliste:gds.rollenbezeichnung"><!--Persönlich haftende(r) Gesellschafter(in)--><code>090</code></tns:rollenbezeichnung></tns:rolle>
<tns:beteiligter><tns:auswahl_beteiligter><tns:organisation><tns:bezeichnung><tns:bezeichnung.aktuell>Hauptstadt Verwaltungs GmbH</tns:bezeichnung.aktuell></tns:bezeichnung></tns:organisation></tns:auswahl_beteiligter></tns:beteiligter></tns:beteiligung>"""

ENTRIES = (
    Entry("D2601", "HRB", "987654", "", "Bavaria", "Musterwerk Feinmechanik GmbH", "München",
          _si("D2601", "HRB", "987654", "Musterwerk Feinmechanik GmbH")),
    Entry("U1308", "HRB", "99999", "", "Saxony", "Probe Sachsen Software GmbH", "Leipzig",
          sample_text("xjustiz_sample.xml")),
    Entry("F1103", "HRA", "12345", " B", "Berlin", "Hauptstadt Probe GmbH & Co. KG i.L.",
          "Berlin", _si("F1103", "HRA", "12345", "Hauptstadt Probe GmbH & Co. KG i.L.",
                        GENERAL_PARTNER).replace(
              "<!--Gesellschaft mit beschränkter Haftung (GmbH)--><code>221110</code>",
              "<!--Kommanditgesellschaft (KG)--><code>KG-FAKE</code>")),
)


def _result_page_parts() -> tuple[str, str, str]:
    """(before the rows, one row, after the rows) of the captured result page."""
    page = sample_text("handelsregister_search_sample.html")
    opening = re.search(r'<tbody id="ergebnissForm:selectedSuchErgebnisFormTable_data"[^>]*>',
                        page)
    closing = page.rindex("</tbody></table>\n<input")
    assert opening is not None
    return page[: opening.end()], page[opening.end(): closing], page[closing:]


def _row(template: str, index: int, entry: Entry) -> str:
    row = template.replace('data-ri="0"', f'data-ri="{index}"')
    row = row.replace("SuchErgebnisFormTable:0:", f"SuchErgebnisFormTable:{index}:")
    row = row.replace("Bavaria", html.escape(entry.state))
    row = row.replace("District court München HRB 987654",
                      f"District court {html.escape(COURTS[entry.court_code])} "
                      f"{entry.kind} {entry.number}{entry.suffix}")
    if entry.name != "Musterwerk Feinmechanik GmbH":  # the sample row keeps its history
        row = row.replace("Musterwerk Feinmechanik Gesellschaft mit beschränkter Haftung",
                          html.escape(entry.name))
        row = row.replace("Musterwerk Feinmechanik GmbH", html.escape(entry.name))
    return row.replace('"verticalText ">München<', f'"verticalText ">{html.escape(entry.seat)}<')


class FakeHandelsregister(LocalServer):
    def __init__(self, *, limit: int = 60, window: float = 3600.0,
                 limit_response: str = "429", clock: Callable[[], float] = time.monotonic,
                 unavailable_for: int = 0, expire_views: int = 0) -> None:
        super().__init__()
        self._defaults = (limit, window, limit_response, clock, unavailable_for, expire_views)
        self.sessions: dict[str, dict[str, object]] = {}
        self._seen: deque[float] = deque()
        self._head, self._row_template, self._tail = _result_page_parts()
        self.reset()

    def reset(self) -> None:
        """Back to the constructor's behaviour with no history (for a server shared by tests)."""
        (self.limit, self.window, self.limit_response, self.clock, self.unavailable_for,
         self.expire_views) = self._defaults
        with self._lock:
            self.sessions.clear()
            self._seen.clear()
            self.requests.clear()

    def handle(self, request: Request) -> Response:
        if not self._within_limit():
            if self.limit_response == "page":
                return Response(200, LIMIT_PAGE)
            return Response(429, LIMIT_PAGE, headers={"Retry-After": str(int(self.window))})
        if self.unavailable_for > 0:
            self.unavailable_for -= 1
            return Response(503, "<html><body>Service Temporarily Unavailable</body></html>")
        if request.method == "GET" and request.path == "/rp_web/welcome.xhtml":
            return self._welcome(request)
        if request.method != "POST":
            return Response(404, "<html><body>Not Found</body></html>")
        session, form = self._session(request), dict(parse_qsl(request.body.decode()))
        if session is None or form.get("javax.faces.ViewState") != session["view"] or (
            self.expire_views > 0
        ):
            self.expire_views = max(0, self.expire_views - 1)
            return Response(200, EXPIRED_PAGE)
        if request.path == "/rp_web/welcome.xhtml" and "naviForm:erweiterteSucheLink" in form:
            return self._page(session, "search", self._search_form(session))
        if request.path == "/rp_web/erweitertesuche.xhtml" and session["page"] == "search":
            return self._results(session, form)
        if request.path == "/rp_web/sucheErgebnisse/welcome.xhtml" and session["page"] == "results":
            return self._document(session, form)
        return Response(200, EXPIRED_PAGE)

    # -- state -------------------------------------------------------------------------------

    def _within_limit(self) -> bool:
        with self._lock:
            now = self.clock()
            while self._seen and self._seen[0] <= now - self.window:
                self._seen.popleft()
            if len(self._seen) >= self.limit:
                return False
            self._seen.append(now)
            return True

    def _session(self, request: Request) -> dict[str, object] | None:
        cookie = next((v for k, v in request.headers.items() if k.lower() == "cookie"), "")
        match = re.search(r"JSESSIONID=([\w-]+)", cookie)
        return self.sessions.get(match.group(1)) if match else None

    def _page(self, session: dict[str, object], page: str, body: str,
              headers: dict[str, str] | None = None) -> Response:
        session["view"] = f"-{secrets.randbelow(10**18)}:{secrets.randbelow(10**18)}"
        session["page"] = page
        body = body.replace("{VIEWSTATE}", str(session["view"]))
        return Response(200, body, headers=headers or {})

    def _welcome(self, request: Request) -> Response:
        session = self._session(request)
        headers = {}
        if session is None:
            session_id = secrets.token_hex(16)
            session = self.sessions[session_id] = {"id": session_id}
            headers["Set-Cookie"] = f"JSESSIONID={session_id}; Path=/rp_web; HttpOnly"
        body = ("<html><body><form id=\"naviForm\" name=\"naviForm\" method=\"post\" "
                "action=\"/rp_web/welcome.xhtml\" enctype=\"application/x-www-form-urlencoded\">"
                "<input type=\"hidden\" name=\"naviForm\" value=\"naviForm\" />"
                "<a id=\"naviForm:erweiterteSucheLink\" href=\"#\">Advanced search</a>"
                "<input type=\"hidden\" name=\"javax.faces.ViewState\" "
                "id=\"j_id1:javax.faces.ViewState:0\" value=\"{VIEWSTATE}\" /></form></body></html>")
        return self._page(session, "start", body, headers)

    def _search_form(self, session: dict[str, object]) -> str:
        courts = "".join(f'<option value="{code}">{html.escape(label)}</option>'
                         for code, label in COURTS.items())
        kinds = "".join(f'<option value="{k}">{k}</option>' for k in REGISTER_TYPES)
        return (
            '<html><body><form id="form" name="form" method="post" '
            'action="/rp_web/erweitertesuche.xhtml" enctype="application/x-www-form-urlencoded">'
            '<input type="hidden" name="form" value="form" />'
            '<textarea name="form:schlagwoerter"></textarea>'
            '<input type="radio" name="form:schlagwortOptionen" value="1" />'
            '<input type="radio" name="form:schlagwortOptionen" value="2" checked="checked" />'
            '<input type="radio" name="form:schlagwortOptionen" value="3" />'
            f'<select name="form:registerArt_input"><option value="">all</option>{kinds}</select>'
            '<input type="text" name="form:registerNummer" value="" />'
            f'<select name="form:registergericht_input"><option value="">all</option>{courts}'
            '</select><input type="checkbox" name="form:auchGeloeschte_input" />'
            '<select name="form:ergebnisseProSeite_input"><option value="10">10</option>'
            '<option value="100">100</option></select>'
            '<button name="form:btnSuche" type="submit">Find</button>'
            '<input type="hidden" name="javax.faces.ViewState" '
            'id="j_id1:javax.faces.ViewState:0" value="{VIEWSTATE}" /></form></body></html>'
        )

    def _results(self, session: dict[str, object], form: dict[str, str]) -> Response:
        kind = form.get("form:registerArt_input", "")
        number = form.get("form:registerNummer", "").strip()
        court = form.get("form:registergericht_input", "")
        if kind and kind not in REGISTER_TYPES or court and court not in COURTS:
            return Response(200, EXPIRED_PAGE)
        hits = [e for e in ENTRIES
                if (not kind or e.kind == kind) and (not number or e.number == number)
                and (not court or e.court_code == court)]
        session["hits"] = hits
        rows = "".join(_row(self._row_template, i, e) for i, e in enumerate(hits)) or (
            '<tr class="ui-widget-content ui-datatable-empty-message">'
            '<td colspan="9">No search results.</td></tr>')
        page = self._head + rows + self._tail
        page = re.sub(r'(name="javax.faces.ViewState"[^>]*value=")[^"]*"', r'\1{VIEWSTATE}"', page)
        return self._page(session, "results", page)

    def _document(self, session: dict[str, object], form: dict[str, str]) -> Response:
        hits: list[Entry] = session.get("hits", [])  # type: ignore[assignment]
        for key in form:
            match = SI_CONTROL.match(key)
            if match and int(match.group(1)) < len(hits):
                entry, kind = hits[int(match.group(1))], int(match.group(2))
                if kind == 6:
                    return Response(200, entry.si.encode("utf-8"), headers={
                        "Content-Type": "application/xml",
                        "Content-Disposition": f'attachment; filename="{entry.kind}{entry.number}_SI.xml"'})
                return Response(200, b"%PDF-1.4\n% fake document\n",
                                headers={"Content-Type": "application/pdf"})
        return Response(200, EXPIRED_PAGE)
