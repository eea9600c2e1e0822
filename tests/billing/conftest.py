from __future__ import annotations

import json
import socket
import subprocess
import time

import pytest
import redis
import stripe
from django.test import Client

from tests.fakes.stripe_server import FakeStripe

WEBHOOK_SECRET = "whsec_test_5f2b1c0d9e8a7b6c5d4e3f2a1b0c9d8e"


@pytest.fixture
def stripe_fake(settings):
    """A fake Stripe API on loopback; our Stripe settings point at it."""
    with FakeStripe() as fake:
        settings.STRIPE_API_BASE = fake.base_url
        settings.STRIPE_SECRET_KEY = FakeStripe.secret_key
        settings.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
        yield fake


def signature_header(body: str, *, secret: str = WEBHOOK_SECRET, timestamp: int | None = None):
    """``Stripe-Signature`` exactly as Stripe computes it (the SDK's own scheme)."""
    timestamp = int(time.time()) if timestamp is None else timestamp
    mac = stripe.WebhookSignature._compute_signature(f"{timestamp}.{body}", secret)
    return f"t={timestamp},v1={mac}"


def deliver(event: dict, *, secret: str = WEBHOOK_SECRET, timestamp: int | None = None,
            body: str | None = None):
    """POSTs an event to our webhook endpoint the way Stripe does."""
    body = json.dumps(event, indent=2) if body is None else body
    return Client(enforce_csrf_checks=True).post(  # Stripe sends no CSRF token
        "/stripe/webhook",
        data=body.encode(),
        content_type="application/json; charset=utf-8",
        HTTP_STRIPE_SIGNATURE=signature_header(body, secret=secret, timestamp=timestamp),
        HTTP_USER_AGENT="Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def own_redis():
    """A redis-server of this test only (never the shared one), stopped by the test."""
    port = _free_port()
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no", "--daemonize", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    client = redis.Redis(host="127.0.0.1", port=port, socket_connect_timeout=0.2)
    deadline = time.monotonic() + 10
    while True:
        try:
            client.ping()
            break
        except redis.ConnectionError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise
            time.sleep(0.05)
    yield port, process
    if process.poll() is None:
        process.terminate()
    process.wait(timeout=10)
