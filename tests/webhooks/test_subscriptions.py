"""Watch lists: GET/POST/DELETE /v1/webhooks/{id}/subscriptions."""

from __future__ import annotations

import pytest
from django.utils import timezone

from tests.factories import make_company
from webhooks.models import Subscription


@pytest.fixture
def hook(customer_api, receiver) -> str:
    answer = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    )
    return f"/v1/webhooks/{answer.json()['id']}/subscriptions"


def post(client, path, body):
    return client.post(path, body, content_type="application/json")


def test_a_new_webhook_watches_nothing(customer_api, hook):
    assert customer_api.get(hook).json() == {"companies": [], "domains": []}


def test_add_answers_the_whole_list_with_domains_normalised(customer_api, hook, company):
    answer = post(customer_api, hook, {
        "companies": [company.public_id],
        "domains": ["Faß.DE.", " WWW.Muster-Software.de ", "bücher.example.com"],
    })
    assert answer.status_code == 200, answer.content
    assert answer.json() == {
        "companies": [company.public_id],
        "domains": ["xn--fa-hia.de", "www.muster-software.de", "xn--bcher-kva.example.com"],
    }
    again = post(customer_api, hook, {"domains": ["xn--fa-hia.de", "FASS.de"]})
    assert again.json()["domains"] == [
        "xn--fa-hia.de", "www.muster-software.de", "xn--bcher-kva.example.com", "fass.de"
    ]
    assert customer_api.get(hook).json() == again.json()


def test_remove_takes_entries_away_and_ignores_absent_ones(customer_api, hook, company):
    post(customer_api, hook, {"companies": [company.public_id], "domains": ["muster.de", "a.de"]})
    answer = customer_api.delete(
        hook, {"domains": ["MUSTER.de", "never-watched.de"], "companies": ["c_unknown"]},
        content_type="application/json",
    )
    assert answer.status_code == 200
    assert answer.json() == {"companies": [company.public_id], "domains": ["a.de"]}


@pytest.mark.parametrize("domain", [
    "127.0.0.1", "[::1]", "localhost", "printer.local", "https://muster.de/", "muster.de:443",
    "foo_bar.de", "*.muster.de", "muster..de", "de", "intranet", "a" * 64 + ".de", "",
])
def test_unacceptable_domains_are_400(customer_api, hook, domain):
    answer = post(customer_api, hook, {"domains": [domain]})
    assert answer.status_code == 400, domain
    assert answer.json()["error"]["code"] == "invalid_request"
    assert not Subscription.objects.exists()


def test_unknown_or_blocked_company_ids_are_400(customer_api, hook, company):
    blocked = make_company(name="Gesperrt GmbH")
    blocked.blocked_at = timezone.now()
    blocked.save()
    for ids in (["c_doesnotexist000"], [company.public_id, blocked.public_id]):
        answer = post(customer_api, hook, {"companies": ids})
        assert answer.status_code == 400
        assert answer.json()["error"]["code"] == "invalid_request"
    assert not Subscription.objects.exists()


@pytest.mark.parametrize("body", [
    {"companies": "c_x"}, {"domains": [1]}, {"domain": ["muster.de"]}, ["muster.de"],
])
def test_malformed_bodies_are_400(customer_api, hook, body):
    answer = post(customer_api, hook, body)
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "invalid_request"


def test_at_most_100_entries_per_call(customer_api, hook, company):
    domains = [f"firma{n}.de" for n in range(100)]
    assert post(customer_api, hook, {"domains": domains}).status_code == 200
    answer = post(customer_api, hook, {"domains": [f"x{n}.de" for n in range(100)],
                                       "companies": [company.public_id]})
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "invalid_request"
    assert "100" in answer.json()["error"]["message"]


def test_at_most_1000_entries_per_account_across_webhooks(customer_api, hook, receiver):
    for batch in range(10):
        domains = [f"firma{batch}-{n}.de" for n in range(100)]
        assert post(customer_api, hook, {"domains": domains}).status_code == 200
    second = customer_api.post(
        "/v1/webhooks", {"url": receiver.target_url}, content_type="application/json"
    ).json()["id"]
    second_hook = f"/v1/webhooks/{second}/subscriptions"
    answer = post(customer_api, second_hook, {"domains": ["eins-zu-viel.de"]})
    assert answer.status_code == 409
    assert answer.json()["error"]["code"] == "limit_exceeded"
    # re-adding an entry that is already watched adds nothing, so it is allowed
    assert post(customer_api, hook, {"domains": ["firma0-0.de"]}).status_code == 200
    # after removing one, there is room for one
    customer_api.delete(hook, {"domains": ["firma0-0.de"]}, content_type="application/json")
    assert post(customer_api, second_hook, {"domains": ["eins-zu-viel.de"]}).status_code == 200
    assert Subscription.objects.count() == 1_000
