"""Handelsregister portal flow and SI parsing against a local fake portal."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal
from urllib.parse import parse_qsl

import pytest

from companies.sources.base import (
    Capital,
    RegisterRef,
    Relation,
    Representative,
    RetryPolicy,
    SourceError,
)
from companies.sources.handelsregister import (
    HandelsregisterClient,
    SlidingWindowBudget,
    parse_search_results,
)
from companies.sources.xjustiz import court_place, parse_si
from tests.fakes.data import sample_bytes, sample_text
from tests.fakes.handelsregister_server import FakeHandelsregister

LEIPZIG = RegisterRef("DE", "Leipzig", "HRB 99999")
BERLIN = RegisterRef("DE", "Charlottenburg", "HRA 12345")


@pytest.fixture(scope="module")
def portal_server() -> Iterator[FakeHandelsregister]:
    with FakeHandelsregister() as server:
        yield server  # type: ignore[misc]


@pytest.fixture
def portal(portal_server: FakeHandelsregister) -> FakeHandelsregister:
    portal_server.reset()
    return portal_server


def make_client(server: FakeHandelsregister, sleeps: list[float] | None = None,
                budget: SlidingWindowBudget | None = None) -> HandelsregisterClient:
    retry = RetryPolicy(attempts=3, base_delay=0.1, jitter=0.0,
                        sleep=(sleeps if sleeps is not None else []).append)
    return HandelsregisterClient(server.base_url, retry=retry, timeout=2.0,
                                 budget=budget or SlidingWindowBudget(limit=1000))


def test_result_table_of_the_captured_page_parses():
    [hit] = parse_search_results(sample_text("handelsregister_search_sample.html"))
    assert hit.register == RegisterRef("DE", "München", "HRB 987654")
    assert (hit.state, hit.name, hit.seat) == ("Bavaria", "Musterwerk Feinmechanik GmbH", "München")
    assert hit.status == "active" and hit.status_text == "currently registered"
    assert list(hit.documents) == ["AD", "CD", "HD", "DK", "UT", "VÖ", "SI"]
    assert hit.documents["SI"] == "ergebnissForm:selectedSuchErgebnisFormTable:0:j_idt161:6:fade"
    assert hit.previous_names == ("Musterwerk Feinmechanik Gesellschaft mit beschränkter Haftung",)


def test_si_document_parses_to_facts():
    facts = parse_si(sample_bytes("xjustiz_sample.xml"))
    assert facts.source == "handelsregister"
    assert facts.register == LEIPZIG
    assert facts.name == "Probe Sachsen Software GmbH"
    assert facts.legal_form == "GmbH"
    assert facts.address == {"street": "Beispielring 7", "postal_code": "04109",
                             "city": "Leipzig", "country": "DE"}
    assert facts.representatives == (Representative("Erika Beispiel", "managing_director"),
                                      Representative("Max Probe", "authorised_officer"))
    assert facts.capital == Capital(Decimal("25000.00"), "EUR")
    assert facts.as_of == datetime(2025, 6, 2, tzinfo=UTC)
    assert facts.raw_id == "U1308 HRB 99999"


def test_court_names_are_amtsgericht_place_names():
    assert court_place("Amtsgericht Berlin (Charlottenburg)") == "Charlottenburg"
    assert court_place("District court München") == "München"


def test_fetch_walks_the_portal_flow_with_cookie_and_viewstate(portal):
    facts = make_client(portal).fetch(LEIPZIG)
    assert facts.name == "Probe Sachsen Software GmbH"
    assert facts.status == "active"
    assert facts.source_ref == "register DE Leipzig HRB 99999"
    start, navi, search, download = portal.requests
    assert (start.method, start.path) == ("GET", "/rp_web/welcome.xhtml")
    for post in (navi, search, download):
        assert "JSESSIONID=" in post.headers.get("Cookie", post.headers.get("cookie", ""))
        assert "javax.faces.ViewState" in dict(parse_qsl(post.body.decode()))
    assert dict(parse_qsl(navi.body.decode()))["naviForm:erweiterteSucheLink"]
    query = dict(parse_qsl(search.body.decode()))
    assert query["form:registerArt_input"] == "HRB"
    assert query["form:registerNummer"] == "99999"
    assert query["form:registergericht_input"] == "U1308"  # option value read off the page
    assert any(k.endswith(":j_idt161:6:fade") for k in dict(parse_qsl(download.body.decode())))


def test_berlin_suffix_is_dropped_and_liquidation_and_general_partner_are_read(portal):
    hits = make_client(portal).search(register_type="HRA", register_number="12345",
                                      court="Charlottenburg")
    assert [h.register for h in hits] == [BERLIN]
    assert hits[0].court_label == "Berlin (Charlottenburg)"
    facts = make_client(portal).fetch(BERLIN)
    assert facts.status == "in_liquidation"
    assert facts.legal_form == "GmbH & Co. KG"
    assert facts.relations == (
        Relation("general_partner", None, None, "Hauptstadt Verwaltungs GmbH"),)


def test_unknown_entry_is_not_found(portal):
    with pytest.raises(SourceError) as caught:
        make_client(portal).fetch(RegisterRef("DE", "München", "HRB 111"))
    assert caught.value.code == "not_found"
    assert make_client(portal).search(register_type="HRB", register_number="111") == []


def test_unknown_court_is_invalid_request(portal):
    with pytest.raises(SourceError) as caught:
        make_client(portal).fetch(RegisterRef("DE", "Atlantis", "HRB 1"))
    assert caught.value.code == "invalid_request"


def test_expired_view_restarts_the_session_and_succeeds(portal):
    portal.expire_views = 1
    sleeps: list[float] = []
    facts = make_client(portal, sleeps).fetch(LEIPZIG)
    assert facts.register == LEIPZIG
    assert sleeps == [0.1]
    assert len(portal.sessions) == 2


def test_outage_then_success_and_persistent_outage(portal):
    portal.unavailable_for = 2
    assert make_client(portal).fetch(LEIPZIG).name == "Probe Sachsen Software GmbH"
    portal.unavailable_for = 100
    with pytest.raises(SourceError) as caught:
        make_client(portal).fetch(LEIPZIG)
    assert caught.value.code == "upstream_unavailable"


@pytest.mark.parametrize("limit_response", ["429", "page"])
def test_portal_limit_is_rate_limited_and_not_retried_in_place(portal, limit_response):
    portal.limit, portal.limit_response = 6, limit_response
    sleeps: list[float] = []
    client = make_client(portal, sleeps)
    client.fetch(LEIPZIG)  # 4 requests
    with pytest.raises(SourceError) as caught:
        client.fetch(LEIPZIG)
    assert caught.value.code == "rate_limited"
    assert caught.value.retry_after is not None and caught.value.retry_after >= 3600
    assert sleeps == []


def test_own_budget_stops_before_the_portal_is_asked(portal):
    now = [0.0]
    budget = SlidingWindowBudget(limit=4, window=3600.0, clock=lambda: now[0])
    client = make_client(portal, budget=budget)
    client.fetch(LEIPZIG)
    with pytest.raises(SourceError) as caught:
        client.fetch(LEIPZIG)
    assert caught.value.code == "rate_limited"
    assert len(portal.requests) == 4
    now[0] = 3600.0
    assert client.fetch(LEIPZIG).name == "Probe Sachsen Software GmbH"
