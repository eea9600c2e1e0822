"""Target URLs that POST /v1/webhooks refuses (SPEC Events rule 5, CONTRACT §4).

Names resolve through a test table WITHOUT the loopback exception of the fake servers, so a
name answering 127.0.0.1 is refused exactly as in production.
"""

from __future__ import annotations

import pytest

from tests.fakes.resolver import UntrustedStaticResolver, resolving
from webhooks.models import Webhook

NAMES = {
    "ok.kunde-gmbh.de": "93.184.216.34",
    "loopback.kunde-gmbh.de": "127.0.0.1",
    "private10.kunde-gmbh.de": "10.1.2.3",
    "private172.kunde-gmbh.de": "172.20.0.5",
    "private192.kunde-gmbh.de": "192.168.1.10",
    "metadata.kunde-gmbh.de": "169.254.169.254",
    "cgnat.kunde-gmbh.de": "100.64.0.1",
    "zero.kunde-gmbh.de": "0.0.0.0",
    "multicast.kunde-gmbh.de": "224.0.0.1",
    "broadcast.kunde-gmbh.de": "255.255.255.255",
    "benchmark.kunde-gmbh.de": "198.18.0.1",
    "ietf.kunde-gmbh.de": "192.0.0.192",
    "testnet.kunde-gmbh.de": "203.0.113.7",
    "mixed.kunde-gmbh.de": ["93.184.216.34", "10.0.0.1"],
    "v6loop.kunde-gmbh.de": "::1",
    "v6mapped.kunde-gmbh.de": "::ffff:127.0.0.1",
    "nat64.kunde-gmbh.de": "64:ff9b::a00:1",
    "nat64local.kunde-gmbh.de": "64:ff9b:1::a00:1",
    "sixtofour.kunde-gmbh.de": "2002:c0a8:101::1",
    "teredo.kunde-gmbh.de": "2001::1",
    "doc6.kunde-gmbh.de": "2001:db8::1",
    "ula.kunde-gmbh.de": "fd00::1",
    "linklocal6.kunde-gmbh.de": "fe80::1",
    "mixed6.kunde-gmbh.de": ["2a00:1450:4001:80b::200e", "fc00::5"],
}

REFUSED = [
    # scheme, shape and syntax
    "http://ok.kunde-gmbh.de/webhook",
    "ftp://ok.kunde-gmbh.de/webhook",
    "javascript:alert(1)",
    "ok.kunde-gmbh.de/webhook",
    "//ok.kunde-gmbh.de/webhook",
    "https://",
    "https:///webhook",
    "https://user:pass@ok.kunde-gmbh.de/webhook",
    "https://ok.kunde-gmbh.de@127.0.0.1/webhook",
    "https://ok.kunde-gmbh.de\\@127.0.0.1/webhook",
    "https://ok.kunde-gmbh.de\t/webhook",
    "https://ok.kunde-gmbh.de/web hook",
    "https://ok.kunde-gmbh.de:0/webhook",
    "https://ok.kunde-gmbh.de:99999/webhook",
    "https://ok.kunde-gmbh.de:abc/webhook",
    # IPv4 literals that are not public, and non-canonical notations
    "https://127.0.0.1/webhook",
    "https://10.0.0.1/webhook",
    "https://172.16.5.4/webhook",
    "https://192.168.0.1/webhook",
    "https://169.254.169.254/latest/meta-data/",
    "https://100.100.100.200/",
    "https://0.0.0.0/",
    "https://2130706433/",
    "https://0x7f.0.0.1/",
    "https://0177.0.0.1/",
    "https://127.1/",
    "https://%31%32%37.0.0.1/",
    # IPv6 literals
    "https://[::1]/webhook",
    "https://[::]/webhook",
    "https://[::ffff:127.0.0.1]/webhook",
    "https://[::ffff:7f00:1]/webhook",
    "https://[::127.0.0.1]/webhook",
    "https://[64:ff9b::7f00:1]/webhook",
    "https://[2002:7f00:1::]/webhook",
    "https://[fe80::1%25eth0]/webhook",
    "https://[fd00:ec2::254]/latest/meta-data/",
    # special-use and suffix-less names
    "https://localhost/webhook",
    "https://hooks.localhost/webhook",
    "https://printer.local/webhook",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://intranet/webhook",
    "https://hooks.kunde.test/webhook",
    "https://hooks_1.kunde-gmbh.de/webhook",
    # names resolving to refused addresses (any answer refused refuses the name)
    *[f"https://{name}/webhook" for name in NAMES if name != "ok.kunde-gmbh.de"],
    # names that do not resolve
    "https://nx.kunde-gmbh.de/webhook",
]


def test_the_table_is_large():
    assert len(REFUSED) >= 40
    assert len(set(REFUSED)) == len(REFUSED)


@pytest.fixture
def untrusted_names():
    with resolving(UntrustedStaticResolver(NAMES)) as resolver:
        yield resolver


def test_a_public_target_is_accepted(customer_api, untrusted_names):
    answer = customer_api.post(
        "/v1/webhooks", {"url": "https://ok.kunde-gmbh.de:8443/webhook"},
        content_type="application/json",
    )
    assert answer.status_code == 201, answer.content
    assert answer.json()["url"] == "https://ok.kunde-gmbh.de:8443/webhook"


@pytest.mark.parametrize("url", REFUSED)
def test_refused_target_url_gives_400_with_a_reason(customer_api, untrusted_names, url):
    answer = customer_api.post("/v1/webhooks", {"url": url}, content_type="application/json")
    assert answer.status_code == 400, (url, answer.content)
    error = answer.json()["error"]
    assert error["code"] == "invalid_request"
    assert error["message"].startswith("The webhook URL is refused: ")
    assert len(error["message"]) > len("The webhook URL is refused: ") + 10
    assert not Webhook.objects.exists()


def test_a_name_that_is_public_at_creation_is_checked_again_at_delivery(
    customer, company, untrusted_names, clock
):
    """DNS rebinding: the name later answers a private address; nothing is sent there."""
    from webhooks.delivery import deliveries_run
    from webhooks.events import event_company_changed
    from webhooks.models import Delivery, Subscription
    from webhooks.services import webhook_create

    webhook, _ = webhook_create(account=customer, url="https://ok.kunde-gmbh.de/webhook")
    Subscription.objects.create(webhook=webhook, kind="company", value=company.public_id)
    untrusted_names.add("ok.kunde-gmbh.de", "10.0.0.7")
    event_company_changed(company_id=company.public_id, field="name")
    deliveries_run(clock=clock)
    delivery = Delivery.objects.get(webhook=webhook)
    assert delivery.status == Delivery.PENDING and delivery.attempts == 1
    assert delivery.last_error.startswith("unsafe_address")
    assert "10.0.0.7" in delivery.last_error
