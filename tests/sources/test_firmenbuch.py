"""Firmenbuch HVD SOAP provider against a local fake SOAP service."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from lxml import etree

from companies.sources.base import RegisterRef, Representative, RetryPolicy, SourceError
from companies.sources.firmenbuch import (
    FirmenbuchProvider,
    HvdSoapProvider,
    make_provider,
    normalise_fn,
)
from tests.fakes.firmenbuch_server import PATH, FakeFirmenbuch


@pytest.fixture(scope="module")
def firmenbuch_server() -> Iterator[FakeFirmenbuch]:
    with FakeFirmenbuch() as server:
        yield server  # type: ignore[misc]


@pytest.fixture
def firmenbuch(firmenbuch_server: FakeFirmenbuch) -> FakeFirmenbuch:
    firmenbuch_server.reset()
    return firmenbuch_server


def make_client(server: FakeFirmenbuch, sleeps: list[float] | None = None,
                **config: object) -> FirmenbuchProvider:
    retry = RetryPolicy(attempts=3, base_delay=0.1, jitter=0.0,
                        sleep=(sleeps if sleeps is not None else []).append)
    settings = {"base_url": server.base_url + PATH, "api_key": "test-key", "retry": retry,
                "timeout": 2.0, "today": lambda: date(2026, 3, 2), **config}
    return make_provider("hvd", **settings)


def test_extract_maps_to_facts_without_officers_by_default(firmenbuch):
    provider = make_client(firmenbuch)
    assert isinstance(provider, HvdSoapProvider)
    facts = provider.fetch_by_fn("FN 999999 z")
    assert facts.source == "firmenbuch"
    assert facts.register == RegisterRef("AT", "-", "FN 999999z")
    assert facts.source_ref == "register AT - FN 999999z"
    assert facts.name == "Alpenbeispiel Handels GmbH"
    assert facts.legal_form == "GmbH"
    assert facts.status == "active"
    assert facts.address == {"street": "Probegasse 5", "postal_code": "1010", "city": "Wien",
                             "country": "AT"}
    assert facts.representatives == ()
    assert facts.raw_id == "999999 z"


def test_request_is_soap_12_with_api_key_and_kurzinformation(firmenbuch):
    make_client(firmenbuch).fetch_by_fn("999999z")
    request = firmenbuch.requests[-1]
    headers = {k.lower(): v for k, v in request.headers.items()}
    assert headers["x-api-key"] == "test-key"
    assert headers["content-type"].startswith("application/soap+xml")
    fields = {etree.QName(e).localname: e.text for e in etree.fromstring(request.body).iter()}
    assert (fields["FNR"], fields["STICHTAG"], fields["UMFANG"]) == (
        "999999z", "2026-03-02", "Kurzinformation")


def test_officers_only_when_enabled_and_only_current_ones(firmenbuch):
    facts = make_client(firmenbuch, include_officers=True).fetch_by_fn("999999z")
    assert facts.representatives == (Representative("Maria Muster", "managing_director"),
                                      Representative("Karl Probe", "authorised_officer"))


def test_liquidation_name_and_structured_address(firmenbuch):
    facts = make_client(firmenbuch, include_officers=True).fetch_by_fn("888888y")
    assert facts.name == "Donau Musterbau AG in Liquidation"
    assert facts.status == "in_liquidation"
    assert facts.legal_form == "AG"
    assert facts.address["street"] == "Musterplatz 2/1/4"
    assert facts.representatives == ()  # a liquidator has no CONTRACT role


def test_unknown_fn_is_not_found(firmenbuch):
    with pytest.raises(SourceError) as caught:
        make_client(firmenbuch).fetch_by_fn("123456a")
    assert caught.value.code == "not_found"


def test_malformed_fn_is_refused_before_any_request(firmenbuch):
    with pytest.raises(ValueError):
        make_client(firmenbuch).fetch_by_fn("FN abc")
    assert firmenbuch.requests == []
    assert normalise_fn(" FN 229831 M ") == "229831m"


def test_wrong_api_key_is_auth_failed_without_retry(firmenbuch):
    sleeps: list[float] = []
    with pytest.raises(SourceError) as caught:
        make_client(firmenbuch, sleeps, api_key="wrong").fetch_by_fn("999999z")
    assert caught.value.code == "auth_failed"
    assert sleeps == []


def test_receiver_fault_and_outage_are_retried(firmenbuch):
    firmenbuch.unavailable_for, firmenbuch.receiver_faults = 1, 1
    sleeps: list[float] = []
    assert make_client(firmenbuch, sleeps).fetch_by_fn("999999z").name
    assert sleeps == [0.1, 0.2]


def test_persistent_receiver_fault_is_upstream_unavailable(firmenbuch):
    firmenbuch.receiver_faults = 10
    with pytest.raises(SourceError) as caught:
        make_client(firmenbuch).fetch_by_fn("999999z")
    assert caught.value.code == "upstream_unavailable"
    assert "später" in caught.value.message


def test_search_returns_hits_with_legal_form(firmenbuch):
    hits = make_client(firmenbuch).search("musterbau")
    assert [(h.register.number, h.name, h.seat, h.legal_form) for h in hits] == [
        ("FN 888888y", "Donau Musterbau AG in Liquidation", "Linz", "AG")]
    assert make_client(firmenbuch).search("Nirgendwo") == []


def test_unknown_provider_name_is_refused():
    with pytest.raises(ValueError):
        make_provider("scraper")
