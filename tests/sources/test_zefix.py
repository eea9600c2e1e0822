"""Zefix PublicREST client against a local fake Zefix."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from companies.sources.base import Capital, RegisterRef, Relation, RetryPolicy, SourceError
from companies.sources.zefix import (
    ZefixClient,
    compact_uid,
    format_uid,
    repair_double_encoding,
)
from tests.fakes.zefix_server import LIQUIDATING_UID, PREDECESSOR_UID, FakeZefix, double_encode


@pytest.fixture(scope="module")
def zefix_server() -> Iterator[FakeZefix]:
    with FakeZefix() as server:
        yield server  # type: ignore[misc]


@pytest.fixture
def zefix(zefix_server: FakeZefix) -> FakeZefix:
    zefix_server.reset()
    return zefix_server


def make_client(server: FakeZefix, sleeps: list[float] | None = None, **overrides: str) -> ZefixClient:
    retry = RetryPolicy(attempts=3, base_delay=0.1, jitter=0.0,
                        sleep=(sleeps if sleeps is not None else []).append)
    credentials = {"username": "api-user", "password": "s3cret", **overrides}
    return ZefixClient(server.base_url, retry=retry, timeout=2.0, **credentials)


def test_company_by_uid_maps_to_facts(zefix):
    facts = make_client(zefix).fetch_by_uid("CHE-999.999.996")
    assert zefix.requests[-1].path == "/api/v1/company/uid/CHE999999996"
    assert facts.source == "zefix"
    assert facts.name == "Beispiel Präzision AG"
    assert facts.legal_form == "AG"
    assert facts.status == "active"
    assert facts.register == RegisterRef("CH", "-", "CHE-999.999.996")
    assert facts.address == {"street": "Musterstrasse 10", "postal_code": "8001",
                             "city": "Zürich", "country": "CH"}
    assert facts.as_of == datetime(2025, 11, 4, tzinfo=UTC)
    assert facts.founded_on == date(2001, 4, 3)
    assert facts.capital == Capital(Decimal("100000"), "CHF")
    assert facts.raw_id == "1199999"
    assert facts.source_ref.startswith("https://www.zefix.ch/")
    assert facts.relations == (
        Relation("branch", RegisterRef("CH", "-", "CHE-999.999.973"), None,
                 "Beispiel Präzision AG, Zweigniederlassung Bern"),
    )
    assert facts.representatives == ()


def test_of_several_seats_the_current_one_wins_and_takeovers_become_predecessors(zefix):
    facts = make_client(zefix).fetch_by_uid(LIQUIDATING_UID)
    assert facts.status == "in_liquidation"
    assert facts.as_of == datetime(2026, 1, 15, tzinfo=UTC)
    assert facts.relations[0].kind == "predecessor"
    assert facts.relations[0].target_register == RegisterRef("CH", "-", format_uid(PREDECESSOR_UID))
    assert facts.relations[0].target_name == "Probe Vorgänger GmbH"


def test_unknown_uid_is_not_found(zefix):
    with pytest.raises(SourceError) as caught:
        make_client(zefix).fetch_by_uid("CHE-123.456.788")
    assert caught.value.code == "not_found"
    assert "No company found" in caught.value.message


def test_malformed_uid_is_refused_before_any_request(zefix):
    with pytest.raises(ValueError):
        make_client(zefix).fetch_by_uid("CHE-123.456.789")
    assert zefix.requests == []


def test_wrong_credentials_are_auth_failed_and_not_retried(zefix):
    sleeps: list[float] = []
    with pytest.raises(SourceError) as caught:
        make_client(zefix, sleeps, password="wrong").fetch_by_uid("CHE999999996")
    assert caught.value.code == "auth_failed"
    assert sleeps == [] and len(zefix.requests) == 1


def test_outage_is_retried_then_succeeds(zefix):
    zefix.unavailable_for = 2
    sleeps: list[float] = []
    facts = make_client(zefix, sleeps).fetch_by_uid("CHE999999996")
    assert facts.name == "Beispiel Präzision AG"
    assert sleeps == [0.1, 0.2]


def test_persistent_outage_is_upstream_unavailable(zefix):
    zefix.unavailable_for = 10
    with pytest.raises(SourceError) as caught:
        make_client(zefix).fetch_by_uid("CHE999999996")
    assert caught.value.code == "upstream_unavailable"


def test_search_finds_by_wildcard_and_empty_result_is_an_empty_list(zefix):
    client = make_client(zefix)
    hits = client.search("beispiel*", active_only=True)
    assert [(h.name, h.uid, h.legal_form, h.status) for h in hits] == [
        ("Beispiel Präzision AG", "CHE-999.999.996", "AG", "active")
    ]
    assert zefix.requests[-1].json() == {"name": "beispiel*", "activeOnly": True}
    assert client.search("Nirgendwo Holding") == []


def test_search_refusals_are_invalid_request(zefix):
    client = make_client(zefix)
    for name in ("ab", "*"):
        with pytest.raises(SourceError) as caught:
            client.search(name)
        assert caught.value.code == "invalid_request"


def test_sogc_feed_repairs_double_encoded_text(zefix):
    client = make_client(zefix)
    publications = client.publications_on(date(2025, 11, 4))
    assert len(publications) == 1
    pub = publications[0]
    assert pub.message.startswith("Beispiel Präzision AG, in Zürich, CHE-999.999.996")
    assert "Ã" not in pub.message
    assert pub.company.uid == "CHE-999.999.996"
    assert pub.sogc_id == 1006499999
    assert client.publications_on(date(2025, 11, 5)) == []


def test_repair_leaves_correct_text_alone_and_fixes_mixed_text():
    assert repair_double_encoding("Zürich, Genève") == "Zürich, Genève"
    mixed = "Zürich / " + double_encode("Genève – Straße")
    assert repair_double_encoding(mixed) == "Zürich / Genève – Straße"


def test_uid_forms_are_compacted():
    assert compact_uid("CHE-999.999.996 MWST") == "CHE999999996"
