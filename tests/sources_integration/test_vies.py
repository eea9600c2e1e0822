"""GET /v1/vat/{id} against the fake VIES: claimed with the consultation number kept,
cached for a sensible time, and upstream errors never read as invalid."""

from __future__ import annotations

import pytest

from companies.models import VatCheck
from companies.vat import UpstreamUnavailable as VatUnavailable
from companies.vat import vies_check
from config.errors import InvalidRequest

pytestmark = pytest.mark.django_db


def test_a_valid_answer_is_claimed_and_kept_with_the_consultation_number(api, vies, settings):
    settings.VIES_REQUESTER_VAT_ID = "ATU99999999"
    body = api.get("/v1/vat/DE999999995").json()

    assert body["status"] == "claimed" and body["source"] == "vies"
    check = VatCheck.objects.get(vat_id="DE999999995")
    assert check.valid and check.request_identifier.startswith("WAPI")
    assert body["as_of"].endswith("Z")


def test_a_repeated_check_within_the_ttl_does_not_ask_vies_again(api, vies):
    first = api.get("/v1/vat/DE999999995").json()
    second = api.get("/v1/vat/DE999999995").json()
    assert first == second
    assert vies.calls["999999995"] == 1 and VatCheck.objects.count() == 1


def test_an_answer_past_its_ttl_is_checked_again(api, vies, settings):
    settings.VIES_CACHE_VALID_SECONDS = 0  # Django: timeout 0 means "do not keep"
    api.get("/v1/vat/DE999999995")
    api.get("/v1/vat/DE999999995")
    assert vies.calls["999999995"] == 2 and VatCheck.objects.count() == 2


def test_a_member_state_that_is_down_is_503_never_invalid_and_never_cached(api, vies):
    response = api.get("/v1/vat/DE999999911")  # isValid false + userError MS_UNAVAILABLE
    assert response.status_code == 503
    assert response.json()["error"]["code"] == "upstream_unavailable"
    assert not VatCheck.objects.exists()
    calls = vies.calls["999999911"]
    assert api.get("/v1/vat/DE999999911").status_code == 503
    assert vies.calls["999999911"] > calls  # asked again: the error was not remembered


def test_vies_not_answering_in_time_is_503(api, vies, settings):
    settings.VIES_TIMEOUT = 0.3
    vies.slow_seconds = 1.0
    response = api.get("/v1/vat/DE999999979")
    assert response.status_code == 503
    assert response.json()["error"]["code"] == "upstream_unavailable"


# Numbers whose check digits no DE id has: the service below the syntax check.
@pytest.mark.parametrize("number", ["999999929", "999999945", "999999961"])
def test_error_envelopes_at_any_status_are_unavailable_never_invalid(vies, number):
    with pytest.raises(VatUnavailable):
        vies_check(f"DE{number}")
    assert not VatCheck.objects.exists()


def test_a_busy_member_state_is_retried_with_backoff_before_answering(vies):
    answer = vies_check("DE999999937")  # fails once with MS_MAX_CONCURRENT_REQ
    assert answer["valid"] is True
    assert vies.calls["999999937"] == 2


def test_vies_refusing_the_input_is_a_request_error_not_invalid(vies):
    with pytest.raises(InvalidRequest):
        vies_check("DE999999953")
    assert not VatCheck.objects.exists()


def test_invalid_only_when_vies_positively_says_so(api, vies):
    body = api.get("/v1/vat/DE999999903").json()
    assert body["status"] == "invalid" and body["company"] is None
    assert VatCheck.objects.get(vat_id="DE999999903").valid is False
