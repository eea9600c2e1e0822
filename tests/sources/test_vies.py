"""VIES client against a local fake VIES speaking its REST protocol."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from companies.sources.base import RetryPolicy, SourceError
from companies.sources.vies import NotInVies, ViesClient, normalise_vat_id
from tests.fakes import vies_server as table
from tests.fakes.vies_server import FakeVies


@pytest.fixture(scope="module")
def vies_server() -> Iterator[FakeVies]:
    with FakeVies() as server:
        yield server  # type: ignore[misc]


@pytest.fixture
def vies(vies_server: FakeVies) -> FakeVies:
    vies_server.reset()
    return vies_server


class Sleeps(list[float]):
    def __call__(self, seconds: float) -> None:
        self.append(seconds)


@pytest.fixture
def sleeps() -> Sleeps:
    return Sleeps()


def client_for(server: FakeVies, sleeps: Sleeps, **kwargs: object) -> ViesClient:
    retry = RetryPolicy(attempts=3, base_delay=0.5, jitter=0.0, sleep=sleeps)
    return ViesClient(server.base_url, retry=retry, timeout=2.0, **kwargs)  # type: ignore[arg-type]


def test_valid_german_id_has_no_name_because_de_answers_dashes(vies, sleeps):
    check = client_for(vies, sleeps).lookup("DE 999 999 995")
    assert check.valid is True
    assert check.vat_id == "DE999999995"
    assert check.name is None and check.address is None
    assert check.request_identifier is None
    assert check.checked_at == datetime(2026, 3, 2, 9, 14, 27, 31000, tzinfo=UTC)


def test_valid_austrian_id_carries_name_and_address(vies, sleeps):
    check = client_for(vies, sleeps).lookup("ATU99999999")
    assert check.valid is True
    assert check.name == "Alpenbeispiel Handels GmbH"
    assert check.address == "Probegasse 5\nAT-1010 Wien"


def test_invalid_id_is_reported_invalid(vies, sleeps):
    check = client_for(vies, sleeps).lookup("DE999999903")
    assert check.valid is False
    assert check.name is None


def test_member_state_unavailable_in_get_form_is_an_error_never_invalid(vies, sleeps):
    with pytest.raises(SourceError) as caught:
        client_for(vies, sleeps).lookup("DE999999911")
    assert caught.value.code == "upstream_unavailable"
    assert caught.value.upstream_code == "MS_UNAVAILABLE"
    assert vies.calls[table.MS_UNAVAILABLE_GET] == 3  # retried, then given up
    assert sleeps == [0.5, 1.0]


@pytest.mark.parametrize(
    ("number", "code"),
    [
        (table.ENVELOPE_500, "upstream_unavailable"),
        (table.ENVELOPE_200, "upstream_unavailable"),
        (table.ALWAYS_CONCURRENT, "rate_limited"),
        (table.INVALID_INPUT, "invalid_request"),
    ],
)
def test_error_envelopes_raise_their_code_in_both_forms(vies, sleeps, number, code):
    client = client_for(vies, sleeps, requester_vat_id="ATU99999999")
    for call in (client.lookup, client.check_with_consultation):
        with pytest.raises(SourceError) as caught:
            call(f"DE{number}")
        assert caught.value.code == code


def test_concurrency_limit_is_retried_until_it_succeeds(vies, sleeps):
    check = client_for(vies, sleeps).lookup(f"DE{table.CONCURRENT_THEN_OK}")
    assert check.valid is True
    assert vies.calls[table.CONCURRENT_THEN_OK] == 2
    assert sleeps == [0.5]


def test_consultation_number_needs_a_requester(vies, sleeps):
    client = client_for(vies, sleeps, requester_vat_id="ATU99999999")
    with_requester = client.check("DE999999995")
    assert with_requester.valid is True
    assert with_requester.request_identifier is not None
    assert with_requester.request_identifier.startswith("WAPIAAAAZZFAKE")
    sent = vies.requests[-1].json()
    assert sent["requesterMemberStateCode"] == "AT" and sent["requesterNumber"] == "U99999999"

    anonymous = client_for(vies, sleeps).check_with_consultation("DE999999995")
    assert anonymous.request_identifier is None


def test_post_form_reports_invalid(vies, sleeps):
    check = client_for(vies, sleeps, requester_vat_id="ATU99999999").check("DE999999903")
    assert check.valid is False


def test_greece_is_el(vies, sleeps):
    check = client_for(vies, sleeps).lookup("GR123456789")
    assert check.vat_id == "EL123456789"
    assert vies.requests[-1].path.endswith("/ms/EL/vat/123456789")


def test_swiss_ids_are_refused_before_any_request(vies, sleeps):
    with pytest.raises(NotInVies):
        client_for(vies, sleeps).lookup("CHE-123.456.789 MWST")
    assert vies.requests == []


def test_malformed_ids_are_refused():
    for bad in ("", "XX123", "DE1", "DE12345678901234"):
        with pytest.raises(ValueError):
            normalise_vat_id(bad)


def test_timeout_is_upstream_unavailable(vies, sleeps):
    vies.slow_seconds = 0.5
    client = ViesClient(vies.base_url, retry=RetryPolicy(attempts=1, sleep=sleeps), timeout=0.1)
    with pytest.raises(SourceError) as caught:
        client.lookup(f"DE{table.SLOW}")
    assert caught.value.code == "upstream_unavailable"


def test_connection_refused_is_upstream_unavailable(sleeps):
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{probe.getsockname()[1]}"
    client = ViesClient(url, retry=RetryPolicy(attempts=2, jitter=0.0, sleep=sleeps))
    with pytest.raises(SourceError) as caught:
        client.lookup("DE999999995")
    assert caught.value.code == "upstream_unavailable"
    assert len(sleeps) == 1


def test_check_status_lists_member_states(vies, sleeps):
    status = client_for(vies, sleeps).status()
    assert status.available is True
    assert status.is_available("AT") and not status.is_available("DE")
    assert status.countries["FR"] == "Monitoring Disabled"
