"""German register portal (handelsregister.de): search a register entry, download its SI.

The portal is JSF/PrimeFaces: a session cookie plus a ``javax.faces.ViewState`` per page.
One :meth:`HandelsregisterClient.fetch` walks the same flow as a browser:

1. ``GET /rp_web/welcome.xhtml`` (session cookie, ``naviForm``);
2. ``POST naviForm`` with ``naviForm:erweiterteSucheLink`` -> the extended search ``form``;
3. ``POST form`` with ``form:registerArt_input``, ``form:registerNummer``,
   ``form:registergericht_input`` (the court's option value is read from the page, matched by
   place name), ``form:schlagwoerter``, ``form:auchGeloeschte_input``...;
4. parse the result table (:func:`parse_search_results`);
5. ``POST ergebnissForm`` with the hidden ``...:j_idt161:6:fade`` control of the row's SI
   link -> the XJustiz SI document, parsed by :func:`companies.sources.xjustiz.parse_si`.

Contract:

* Courts are Amtsgericht place names (``Berlin (Charlottenburg)`` -> ``Charlottenburg``),
  numbers ``HRB 12345`` with the portal's `` B``/`` HB`` suffixes dropped.
* Terms of use: at most 60 retrievals per hour, information use only, and the data is NOT
  redistributable (NOTES §0; the lead flags that). Every HTTP request first takes a token
  from ``budget`` (default: 60 per rolling hour in this process; share one budget object, or
  pass a cross-process one, when several clients run). An exhausted budget, a 429 or the
  portal's limit page raise ``rate_limited`` with ``retry_after`` and are not retried in
  place (the wait exceeds any sensible backoff): the job reschedules.
* An expired view/session (JSF ViewExpired) or 5xx is ``upstream_unavailable``; the retry
  starts a fresh session. No matching row: ``not_found``. A page without the expected form:
  ``bad_response`` (the generated ``j_idt`` ids break easily).
"""

from __future__ import annotations

import dataclasses
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import urljoin

import httpx
from lxml import html

from companies.sources.base import (
    DEFAULT_USER_AGENT,
    BadResponse,
    CompanyFacts,
    HttpSource,
    InvalidRequest,
    NotFound,
    RateLimited,
    RegisterRef,
    RetryPolicy,
    UpstreamUnavailable,
    call_with_retry,
    de_register_number,
)
from companies.sources.xjustiz import court_place, parse_si

DEFAULT_BASE_URL = "https://www.handelsregister.de"
START_PATH = "/rp_web/welcome.xhtml"
REGISTER_TYPES = ("HRA", "HRB", "GnR", "PR", "VR", "GsR")
# Phrases of the portal's "too many retrievals" page ([U]: wording not captured).
LIMIT_MARKERS = ("maximale anzahl", "zu viele", "too many", "abrufe pro stunde",
                 "requests per hour")
STATUS_TEXTS = {
    "currently registered": "active", "aktuell eingetragen": "active",
    "deleted": "dissolved", "gelöscht": "dissolved", "no longer registered": "dissolved",
}
_HEADING = re.compile(
    r"^(?:District court|Amtsgericht)\s+(?P<court>.+?)\s+"
    r"(?P<number>(?:HRA|HRB|GnR|PR|VR|GsR)\s*\d+(?:\s+[A-Z]{1,3})?)\s*$", re.IGNORECASE)


class RequestBudget(Protocol):
    def acquire(self) -> None:
        """Take one request token or raise :class:`RateLimited` (with ``retry_after``)."""


class SlidingWindowBudget:
    """At most ``limit`` requests per rolling ``window`` seconds, in this process."""

    def __init__(self, limit: int = 60, window: float = 3600.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limit, self.window, self.clock = limit, window, clock
        self._sent: deque[float] = deque()
        self._lock = threading.Lock()

    def acquire(self) -> None:
        with self._lock:
            now = self.clock()
            while self._sent and self._sent[0] <= now - self.window:
                self._sent.popleft()
            if len(self._sent) >= self.limit:
                wait = self._sent[0] + self.window - now
                raise RateLimited(
                    f"handelsregister: own budget of {self.limit} requests per "
                    f"{self.window:.0f} s used up", source="handelsregister", retry_after=wait)
            self._sent.append(now)


@dataclass(frozen=True)
class SearchHit:
    """One row of the result table; ``documents`` maps AD/CD/HD/DK/UT/VÖ/SI to the control
    id that requests that document."""

    row: int
    register: RegisterRef | None
    court_label: str
    state: str | None
    name: str
    seat: str | None
    status: str | None
    status_text: str
    documents: dict[str, str]
    previous_names: tuple[str, ...]


def _clean(text: str | None) -> str:
    return " ".join((text or "").split())


def parse_search_results(page: str | bytes) -> list[SearchHit]:
    """Rows of ``ergebnissForm:selectedSuchErgebnisFormTable`` (an empty table gives [])."""
    document = html.fromstring(page)
    hits = []
    for row in document.xpath("//tbody[contains(@id,'SuchErgebnisFormTable_data')]/tr[@data-ri]"):
        heading_cell = row.xpath(".//td[contains(@class,'fontTableNameSize')]")
        if not heading_cell:
            continue
        bold = heading_cell[0].xpath(".//span[contains(@class,'fontWeightBold')]")
        heading = _clean(bold[0].text_content()) if bold else ""
        state = _clean(heading_cell[0].text) or None
        match = _HEADING.match(heading)
        court_label = match.group("court") if match else heading
        number = de_register_number(match.group("number")) if match else None
        register = RegisterRef("DE", court_place(court_label), number) if number else None
        name = row.xpath(".//td[contains(@class,'paddingBottom20Px')]"
                         "/span[contains(@class,'marginLeft20')]")
        seat = row.xpath(".//td[contains(@class,'sitzSuchErgebnisse')]/span")
        status = row.xpath(".//td[contains(@class,'sitzSuchErgebnisse')]/following-sibling::td[1]")
        status_text = _clean(status[0].text_content()) if status else ""
        documents = {_clean(a.text_content()): a.get("id")
                     for a in row.xpath(".//a[contains(@id,':fade')]")}
        history = tuple(re.sub(r"^\d+\.\)\s*", "", _clean(s.text_content()))
                        for s in row.xpath(".//td[contains(@class,'RegPortErg_HistorieZn')]/span"))
        hits.append(SearchHit(
            row=int(row.get("data-ri")),
            register=register,
            court_label=court_label,
            state=state,
            name=_clean(name[0].text_content()) if name else "",
            seat=_clean(seat[0].text_content()) if seat else None,
            status=STATUS_TEXTS.get(status_text.lower()),
            status_text=status_text,
            documents=documents,
            previous_names=history,
        ))
    return hits


class HandelsregisterClient(HttpSource):
    """The portal flow over one httpx session (cookies kept between the steps)."""

    source = "handelsregister"

    def __init__(
        self,
        base_url: str,
        *,
        timeout: float = 20.0,
        retry: RetryPolicy | None = None,
        budget: RequestBudget | None = None,
        user_agent: str = DEFAULT_USER_AGENT,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        super().__init__(base_url, timeout=timeout, retry=retry, user_agent=user_agent,
                         transport=transport)
        self.budget = budget if budget is not None else SlidingWindowBudget()

    # -- public ------------------------------------------------------------------------------

    def search(self, *, register_type: str, register_number: str, court: str | None = None,
               keywords: str = "", include_deleted: bool = False) -> list[SearchHit]:
        """Result rows for a register type + number (+ court place name, keywords)."""
        query = self._query(register_type, register_number, court, keywords, include_deleted)
        return call_with_retry(lambda: self._search_once(query)[0], self.retry)

    def fetch(self, register: RegisterRef) -> CompanyFacts:
        """Facts of one DE register entry from its SI document."""
        if register.country != "DE":
            raise ValueError("the Handelsregister holds German entries only")
        kind, _, digits = register.number.partition(" ")
        query = self._query(kind, digits, register.court, "", True)
        return call_with_retry(lambda: self._fetch_once(register, query), self.retry)

    # -- flow --------------------------------------------------------------------------------

    @staticmethod
    def _query(register_type: str, number: str, court: str | None, keywords: str,
               include_deleted: bool) -> dict[str, Any]:
        kinds = {k.upper(): k for k in REGISTER_TYPES}
        if register_type.upper() not in kinds:
            raise ValueError(f"unknown register type {register_type!r}")
        digits = "".join(c for c in number if c.isdigit())
        if not digits:
            raise ValueError(f"register number without digits: {number!r}")
        return {"type": kinds[register_type.upper()], "number": digits, "court": court,
                "keywords": keywords, "include_deleted": include_deleted}

    def _search_once(self, query: dict[str, Any]) -> tuple[list[SearchHit], html.HtmlElement,
                                                            str]:
        self._client.cookies.clear()  # every attempt is a fresh portal session
        start = self._request("GET", START_PATH)
        navi, navi_url = self._form(start, "naviForm")
        navi_data = self._hidden(navi)
        navi_data.update({"naviForm:erweiterteSucheLink": "naviForm:erweiterteSucheLink",
                          "target": "erweiterteSucheLink"})
        search_page = self._request("POST", navi_url, data=navi_data)
        form, form_url = self._form(search_page, "form")
        data = dict(form.form_values())
        data.update({
            "form:schlagwoerter": query["keywords"],
            "form:schlagwortOptionen": "2",
            "form:registerArt_input": query["type"],
            "form:registerNummer": query["number"],
            "form:ergebnisseProSeite_input": "100",
            "form:btnSuche": "",
        })
        if query["include_deleted"]:
            data["form:auchGeloeschte_input"] = "on"
        if query["court"]:
            data["form:registergericht_input"] = self._court_option(form, query["court"])
        results = self._request("POST", form_url, data=data)
        result_form, result_url = self._form(results, "ergebnissForm")
        return parse_search_results(results.text), result_form, result_url

    def _fetch_once(self, register: RegisterRef, query: dict[str, Any]) -> CompanyFacts:
        hits, result_form, result_url = self._search_once(query)
        hit = next((h for h in hits if h.register == register), None)
        if hit is None:
            raise NotFound(f"handelsregister: no entry {register.label}", source=self.source)
        control = hit.documents.get("SI")
        if not control:
            raise BadResponse(f"handelsregister: no SI link for {register.label}",
                              source=self.source)
        data = self._hidden(result_form)
        data[control] = control
        response = self._request("POST", result_url, data=data)
        if b"nachricht.reg.0400003" not in response.content[:4096]:
            self._page_problem(response, "SI document")
        facts = parse_si(response.content)
        status = facts.status or hit.status
        return dataclasses.replace(facts, register=register, source_ref=register.label,
                                   status=status)

    # -- HTTP and page helpers ------------------------------------------------------------------

    def _request(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        self.budget.acquire()
        response = self._send(method, url, **kwargs)
        if response.status_code == 429 and not response.headers.get("Retry-After"):
            raise RateLimited("handelsregister: the portal answered 429", source=self.source,
                              status=429, retry_after=3600.0)
        if response.status_code == 404:
            raise BadResponse(f"handelsregister: {url} does not exist (portal changed?)",
                              source=self.source, status=404)
        self._raise_for_status(response)
        return response

    def _form(self, response: httpx.Response, name: str) -> tuple[html.FormElement, str]:
        document = html.fromstring(response.text)
        forms = [f for f in document.forms if name in (f.get("name"), f.get("id"))]
        if not forms:
            self._page_problem(response, f"form {name}")
        action = urljoin(str(response.url), forms[0].get("action") or str(response.url))
        return forms[0], action

    @staticmethod
    def _hidden(form: html.FormElement) -> dict[str, str]:
        return {i.name: i.value or "" for i in form.inputs
                if getattr(i, "type", None) == "hidden" and i.name}

    def _court_option(self, form: html.FormElement, court: str) -> str:
        wanted = court_place(court).casefold()
        for option in form.xpath(".//select[@name='form:registergericht_input']/option"):
            label = _clean(option.text_content())
            if label and court_place(label).casefold() == wanted:
                return option.get("value") or label
        raise InvalidRequest(f"handelsregister: the portal lists no court {court!r}",
                             source=self.source)

    def _page_problem(self, response: httpx.Response, expected: str) -> None:
        """Raise the error a page without ``expected`` stands for."""
        text = response.text.lower()
        if any(marker in text for marker in LIMIT_MARKERS):
            raise RateLimited("handelsregister: the portal refuses more retrievals this hour",
                              source=self.source, retry_after=3600.0)
        if "viewexpired" in text or "session expired" in text or "sitzung" in text:
            raise UpstreamUnavailable("handelsregister: portal session expired",
                                      source=self.source)
        raise BadResponse(f"handelsregister: page without {expected} (portal changed?)",
                          source=self.source, status=response.status_code)
