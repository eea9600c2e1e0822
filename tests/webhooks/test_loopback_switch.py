"""The development switch for local receivers: with DEBUG and WEBHOOKS_ALLOW_LOOPBACK both
set, webhook targets on loopback (https, or plain http for loopback only) are accepted and
delivered to; without either nothing changes; production settings refuse to start with
either; the crawler never gets the exception."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from net.fetcher import SafeFetcher, UnsafeAddress
from net.policy import UnsafeURL, check_target_url
from tests.fakes.base import Response
from tests.fakes.resolver import UntrustedStaticResolver, resolving
from tests.fakes.web import FakeWeb
from webhooks.delivery import deliveries_run
from webhooks.models import Delivery
from webhooks.verify_example import verify_signature

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def local_receiver():
    """A plain-http receiver on 127.0.0.1, like one a developer runs next to `make run`."""
    with FakeWeb({("127.0.0.1", "/hook"): Response(200, b"thanks")}, https=False) as server:
        yield server


@pytest.fixture
def switch_on(settings):
    settings.DEBUG = True
    settings.WEBHOOKS_ALLOW_LOOPBACK = True


def create(api, url: str):
    return api.post("/v1/webhooks", {"url": url}, content_type="application/json")


def test_with_the_switch_a_local_http_receiver_gets_signed_events(
    switch_on, customer_api, local_receiver
):
    url = local_receiver.url("127.0.0.1", "/hook")
    assert url.startswith("http://127.0.0.1:")
    created = create(customer_api, url)
    assert created.status_code == 201, created.content
    body = created.json()
    assert customer_api.post(f"/v1/webhooks/{body['id']}/test").status_code == 202
    assert deliveries_run().succeeded == 1
    [received] = local_receiver.requests
    assert verify_signature(body["secret"], received.headers["Svc-Signature"], received.body)
    assert Delivery.objects.get().status == "succeeded"


@pytest.mark.parametrize("url", [
    "https://127.0.0.1:8443/hook", "http://127.0.0.53:9000/", "http://[::1]:9000/hook",
    "http://localhost:9000/hook",
])
def test_with_the_switch_loopback_targets_are_accepted(url):
    checked = check_target_url(url, allow_loopback=True)
    assert all(ip.is_loopback for ip in checked.addresses)


@pytest.mark.parametrize("url", [
    "http://10.0.0.7/hook", "https://10.0.0.7/hook", "http://192.168.1.2/", "http://[fd00::1]/",
    "http://169.254.169.254/latest/meta-data", "http://[::ffff:127.0.0.1]/", "http://0.0.0.0/",
    "ftp://127.0.0.1/", "http://127.1/", "http://2130706433/",
])
def test_with_the_switch_other_address_rules_stay(url):
    with pytest.raises(UnsafeURL):
        check_target_url(url, allow_loopback=True)


def test_with_the_switch_http_is_for_loopback_only():
    with resolving(UntrustedStaticResolver({
        "hooks.kunde-gmbh.de": "93.184.216.34", "local.kunde-gmbh.de": "127.0.0.1",
    })):
        with pytest.raises(UnsafeURL, match="loopback"):
            check_target_url("http://hooks.kunde-gmbh.de/in", allow_loopback=True)
        assert check_target_url("https://hooks.kunde-gmbh.de/in", allow_loopback=True)
        assert check_target_url("http://local.kunde-gmbh.de:9000/in", allow_loopback=True)
        with pytest.raises(UnsafeURL):  # without the switch a name on loopback is refused
            check_target_url("https://local.kunde-gmbh.de/in")


@pytest.mark.parametrize("debug, allow", [(False, True), (True, False), (False, False)])
def test_without_both_settings_loopback_is_refused(settings, customer_api, debug, allow):
    settings.DEBUG, settings.WEBHOOKS_ALLOW_LOOPBACK = debug, allow
    for url in ("http://127.0.0.1:9000/hook", "https://127.0.0.1:9000/hook", "http://localhost/"):
        answer = create(customer_api, url)
        assert answer.status_code == 400, url
        assert answer.json()["error"]["code"] == "invalid_request"


def test_a_webhook_made_under_the_switch_is_not_delivered_once_it_is_off(
    switch_on, settings, customer_api, local_receiver
):
    created = create(customer_api, local_receiver.url("127.0.0.1", "/hook")).json()
    settings.WEBHOOKS_ALLOW_LOOPBACK = False
    customer_api.post(f"/v1/webhooks/{created['id']}/test")
    deliveries_run()
    assert local_receiver.requests == []
    assert Delivery.objects.get().last_error.startswith("unsafe_address")


def test_the_crawler_never_gets_the_exception(switch_on, local_receiver):
    with SafeFetcher() as fetcher, pytest.raises(UnsafeAddress):
        fetcher.fetch(local_receiver.url("127.0.0.1", "/hook"), allow_http=True)


def _start_production(**switches: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "WEBHOOKS_ALLOW_LOOPBACK")}
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings.production", SECRET_KEY="x" * 50,
        ALLOWED_HOSTS="api.example.de", **switches,
    )
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup(); print('started')"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )


@pytest.mark.parametrize("switch", ["DEBUG", "WEBHOOKS_ALLOW_LOOPBACK"])
def test_production_refuses_to_start_with_a_development_switch(switch):
    started = _start_production(**{switch: "true"})
    assert started.returncode != 0
    assert "ImproperlyConfigured" in started.stderr and switch in started.stderr
    assert "started" not in started.stdout


def test_production_starts_without_them():
    started = _start_production(DEBUG="false", WEBHOOKS_ALLOW_LOOPBACK="false")
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == "started"
