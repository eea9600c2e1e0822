"""The receiver-side check of docs/webhooks.md (webhooks/verify_example.py) and Stripe's own
verifier accept real deliveries; tampering, wrong secrets and stale timestamps are refused."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import stripe

from webhooks.delivery import deliveries_run
from webhooks.events import event_company_changed
from webhooks.signing import signature_header
from webhooks.verify_example import verify_signature

from .conftest import hook_for

DOCS = Path(__file__).resolve().parents[2] / "docs" / "webhooks.md"


@pytest.fixture
def delivered(customer, company, receiver, clock):
    _, secret = hook_for(customer, receiver, companies=[company.public_id])
    event_company_changed(company_id=company.public_id, field="address")
    deliveries_run(clock=clock)
    [request] = receiver.deliveries
    return secret, request.headers["Svc-Signature"], request.body


def test_the_documented_verifier_accepts_a_real_delivery(delivered):
    secret, header, body = delivered
    assert verify_signature(secret, header, body)


def test_stripes_own_verifier_accepts_our_header(delivered):
    secret, header, body = delivered
    assert stripe.WebhookSignature.verify_header(body.decode("utf-8"), header, secret, tolerance=300)
    with pytest.raises(stripe.SignatureVerificationError):
        stripe.WebhookSignature.verify_header(body.decode() + " ", header, secret, tolerance=300)


def test_tampered_bodies_wrong_secrets_and_old_or_future_stamps_are_refused(delivered):
    secret, header, body = delivered
    assert not verify_signature(secret, header, body.replace(b"address", b"phone"))
    assert not verify_signature(secret, header, body + b"\n")
    assert not verify_signature("whsec_" + "x" * 32, header, body)
    assert not verify_signature(secret.removeprefix("whsec_"), header, body)
    assert not verify_signature(secret, "", body)
    assert not verify_signature(secret, "v1=" + header.split("v1=")[1], body)
    assert not verify_signature(secret, header, body, now=time.time() + 301)
    assert verify_signature(secret, header, body, now=time.time() + 200)
    old = int(time.time()) - 301
    assert not verify_signature(secret, signature_header(secret, old, body), body)
    future = int(time.time()) + 301
    assert not verify_signature(secret, signature_header(secret, future, body), body)


def test_the_header_is_stripes_format_with_the_whole_secret_as_key():
    import hashlib
    import hmac

    secret, body = "whsec_abc", b'{"id":"evt_1_company.changed"}'
    expected = hmac.new(b"whsec_abc", b"1763733787." + body, hashlib.sha256).hexdigest()
    assert signature_header(secret, 1763733787, body) == f"t=1763733787,v1={expected}"


def test_the_docs_show_the_same_example_code():
    example = (Path(__file__).resolve().parents[2] / "webhooks" / "verify_example.py").read_text()
    function = example[example.index("def verify_signature"):].strip()
    assert function in DOCS.read_text()
