"""Who may call: a valid live or test key; everybody else gets 401 in the CONTRACT shape."""

import pytest

from accounts.keys import key_digest
from accounts.models import ApiKey
from accounts.services import api_key_create, api_key_revoke
from tests.conftest import ApiClient
from tests.factories import make_company

pytestmark = pytest.mark.django_db


def assert_unauthorized(response):
    assert response.status_code == 401
    assert response["WWW-Authenticate"].startswith("Bearer")
    assert response.json()["error"]["code"] == "unauthorized"
    assert "X-Credits-Remaining" not in response


def test_a_live_key_reads_a_company(api):
    company = make_company()
    response = api.get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 200


def test_keys_have_the_documented_format_and_only_a_digest_is_stored(account):
    key, plaintext = api_key_create(account=account, kind="live")
    assert plaintext.startswith("svc_live_") and len(plaintext) >= len("svc_live_") + 32
    assert key.digest == key_digest(plaintext)
    assert plaintext not in {key.prefix, key.digest, key.label}
    _, test_plain = api_key_create(account=account, kind="test")
    assert test_plain.startswith("svc_test_")


def test_missing_header_is_401(anon):
    assert_unauthorized(anon.get("/v1/companies/c_whatever"))


@pytest.mark.parametrize(
    "header",
    [
        "Bearer",
        "Bearer ",
        "Basic dXNlcjpwYXNz",
        "Bearer svc_live_short",
        "Bearer sk_live_" + "a" * 40,
        "Bearer svc_live_" + "a" * 39 + "!",
        "svc_live_" + "a" * 40,
    ],
)
def test_malformed_header_is_401(anon, header):
    assert_unauthorized(anon.get("/v1/companies/c_x", HTTP_AUTHORIZATION=header))


def test_unknown_key_is_401(anon):
    assert_unauthorized(
        anon.get("/v1/companies/c_x", HTTP_AUTHORIZATION="Bearer svc_live_" + "A" * 40)
    )


def test_revoked_key_is_401(account):
    key, plaintext = api_key_create(account=account, kind="live")
    api_key_revoke(key=key)
    assert_unauthorized(ApiClient(plaintext).get("/v1/companies/c_x"))


def test_key_of_a_deactivated_account_is_401(account, live_key):
    account.is_active = False
    account.save()
    assert_unauthorized(ApiClient(live_key).get("/v1/companies/c_x"))


def test_use_is_recorded_on_the_key(api, account):
    api.get("/v1/companies/c_nope")
    assert ApiKey.objects.get(account=account).last_used_at is not None
