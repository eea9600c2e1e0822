"""POST/GET/DELETE /v1/webhooks: shapes, the secret, purchase requirement, limits, owners."""

from __future__ import annotations

import re

from django.db import connection
from django.utils import timezone

from billing.models import UsageDaily
from billing.services import account_lock
from tests.conftest import ApiClient
from tests.factories import AccountFactory, give_purchased, make_key
from webhooks.models import Webhook
from webhooks.signing import decrypt_secret
from webhooks.verify_example import verify_signature

ISO_MS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")


def test_create_answers_201_with_the_secret_once(customer_api, receiver):
    answer = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url, "description": "CRM sync"},
        content_type="application/json",
    )
    assert answer.status_code == 201, answer.content
    body = answer.json()
    assert set(body) == {"id", "url", "description", "status", "created_at", "secret"}
    assert body["id"].startswith("wh_") and body["status"] == "active"
    assert body["url"] == receiver.target_url and body["description"] == "CRM sync"
    assert ISO_MS.match(body["created_at"])
    assert re.fullmatch(r"whsec_[A-Za-z0-9_-]{32}", body["secret"])
    assert answer.headers["X-Credits-Remaining"]

    listed = customer_api.get("/v1/webhooks").json()
    assert listed == {"webhooks": [{k: v for k, v in body.items() if k != "secret"}]}
    one = customer_api.get(f"/v1/webhooks/{body['id']}").json()
    assert "secret" not in one and one["id"] == body["id"]


def test_the_secret_is_stored_encrypted_never_in_plain_text(customer_api, receiver):
    body = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    ).json()
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM webhooks_webhook WHERE public_id = %s", [body["id"]])
        row = cursor.fetchone()
    assert not any(body["secret"] in str(value) for value in row)
    assert not any(body["secret"].removeprefix("whsec_") in str(value) for value in row)
    stored = Webhook.objects.get(public_id=body["id"]).secret_encrypted
    assert decrypt_secret(stored) == body["secret"]


def test_url_is_normalised_host_lower_case_and_default_port_dropped(customer_api, receiver):
    from tests.fakes.resolver import StaticResolver, resolving

    with resolving(StaticResolver({"hooks.kunde-gmbh.de": "93.184.216.34"})):
        answer = customer_api.post(
            "/v1/webhooks", {"url": "HTTPS://Hooks.Kunde-GmbH.de.:443/in?x=1"},
            content_type="application/json",
        )
    assert answer.status_code == 201, answer.content
    assert answer.json()["url"] == "https://hooks.kunde-gmbh.de/in?x=1"


def test_creating_needs_a_purchased_package(api, receiver):
    answer = api.post("/v1/webhooks", {"url": receiver.target_url}, content_type="application/json")
    assert answer.status_code == 403
    assert answer.json()["error"]["code"] == "purchase_required"
    assert not Webhook.objects.exists()


def test_a_locked_account_gets_403_account_locked_everywhere(customer, customer_api, receiver):
    created = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    ).json()
    account_lock(account=customer, reason="chargeback")
    for method, path in [
        ("post", "/v1/webhooks"),
        ("get", "/v1/webhooks"),
        ("delete", f"/v1/webhooks/{created['id']}"),
        ("get", f"/v1/webhooks/{created['id']}/subscriptions"),
        ("post", f"/v1/webhooks/{created['id']}/subscriptions"),
    ]:
        answer = getattr(customer_api, method)(path, {}, content_type="application/json")
        assert answer.status_code == 403, (method, path)
        assert answer.json()["error"]["code"] == "account_locked"


def test_without_a_key_401(anon):
    answer = anon.get("/v1/webhooks")
    assert answer.status_code == 401
    assert answer.json()["error"]["code"] == "unauthorized"


def test_at_most_ten_active_webhooks(customer_api, receiver):
    for _ in range(10):
        assert customer_api.post(
            "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
        ).status_code == 201
    eleventh = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    )
    assert eleventh.status_code == 409
    assert eleventh.json()["error"]["code"] == "limit_exceeded"
    # a disabled webhook does not count
    Webhook.objects.filter(pk=Webhook.objects.first().pk).update(status=Webhook.DISABLED)
    assert customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    ).status_code == 201


def test_delete_answers_204_and_the_webhook_is_gone(customer_api, receiver):
    created = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    ).json()
    answer = customer_api.delete(f"/v1/webhooks/{created['id']}")
    assert answer.status_code == 204 and answer.content == b""
    assert customer_api.get("/v1/webhooks").json() == {"webhooks": []}
    assert customer_api.delete(f"/v1/webhooks/{created['id']}").status_code == 404


def test_another_accounts_webhook_is_404_on_every_path(customer_api, receiver):
    other = AccountFactory()
    give_purchased(other, 100)
    theirs = ApiClient(make_key(other)[1]).post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    ).json()
    for method, path in [
        ("get", f"/v1/webhooks/{theirs['id']}"),
        ("delete", f"/v1/webhooks/{theirs['id']}"),
        ("get", f"/v1/webhooks/{theirs['id']}/subscriptions"),
        ("post", f"/v1/webhooks/{theirs['id']}/subscriptions"),
        ("delete", f"/v1/webhooks/{theirs['id']}/subscriptions"),
    ]:
        answer = getattr(customer_api, method)(path, {"domains": []}, content_type="application/json")
        assert answer.status_code == 404, (method, path)
        assert answer.json()["error"]["code"] == "not_found"
    assert customer_api.get("/v1/webhooks").json() == {"webhooks": []}
    assert Webhook.objects.filter(public_id=theirs["id"]).exists()


def test_bad_bodies_are_400_invalid_request(customer_api, receiver):
    for body in ({}, {"url": 5}, {"url": receiver.target_url, "description": ["x"]},
                 {"url": receiver.target_url, "description": "x" * 501}):
        answer = customer_api.post("/v1/webhooks", body, content_type="application/json")
        assert answer.status_code == 400, body
        assert answer.json()["error"]["code"] == "invalid_request"
    broken = customer_api.post("/v1/webhooks", "{not json", content_type="application/json")
    assert broken.status_code == 400
    assert broken.json()["error"]["code"] == "invalid_request"


def test_calls_cost_nothing_and_show_up_in_usage(customer, customer_api, receiver):
    created = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    ).json()
    customer_api.get("/v1/webhooks")
    customer_api.post(f"/v1/webhooks/{created['id']}/subscriptions", {"domains": ["muster.de"]},
                      content_type="application/json")
    customer_api.delete(f"/v1/webhooks/{created['id']}")
    usage = {u.endpoint: (u.calls, u.credits) for u in UsageDaily.objects.filter(account=customer)}
    assert usage == {
        "POST /v1/webhooks": (1, 0),
        "GET /v1/webhooks": (1, 0),
        "POST /v1/webhooks/{id}/subscriptions": (1, 0),
        "DELETE /v1/webhooks/{id}": (1, 0),
    }
    customer.refresh_from_db()
    assert customer.purchased_credits == 10_000


def test_deliveries_from_created_webhook_verify_with_the_shown_secret(customer_api, receiver, company):
    from companies.services import Statement, company_observe
    from webhooks.delivery import deliveries_run

    created = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    ).json()
    customer_api.post(f"/v1/webhooks/{created['id']}/subscriptions",
                      {"companies": [company.public_id]}, content_type="application/json")
    company_observe(company=company, statement=Statement(
        source="imprint", origin="imprint https://www.muster-software.de/impressum",
        observed_at=timezone.now(), values={"phone": "+49891111111"}))
    deliveries_run()
    [delivery] = receiver.deliveries
    assert verify_signature(created["secret"], delivery.headers["Svc-Signature"], delivery.body)
    assert delivery.json()["data"] == {"company_id": company.public_id, "field": "phone"}


def test_openapi_documents_the_webhook_operations(anon):
    schema = anon.get("/v1/openapi.json").json()
    paths = schema["paths"]
    assert {"get", "post"} <= set(paths["/v1/webhooks"])
    assert "delete" in paths["/v1/webhooks/{webhook_id}"]
    assert {"get", "post", "delete"} <= set(paths["/v1/webhooks/{webhook_id}/subscriptions"])
    created = paths["/v1/webhooks"]["post"]["responses"]
    assert {"201", "400", "403", "409"} <= set(created)
