"""How a receiver verifies a delivery: the example printed in docs/webhooks.md, verbatim.

It uses only the standard library so receivers can copy it. Tests run it against real
deliveries received by a local HTTPS receiver (tests/webhooks/test_signature.py).
"""

import hashlib
import hmac
import time


def verify_signature(secret, header, raw_body, now=None, tolerance=300):
    """True when ``header`` (the Svc-Signature value) signs ``raw_body`` with ``secret``.

    secret:    the whsec_... string shown once when the webhook was created
    header:    e.g. "t=1763733787,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd"
    raw_body:  the request body exactly as received (bytes), never re-serialised JSON
    tolerance: seconds a signature stays acceptable (5 minutes), against replays
    """
    timestamp, signatures = None, []
    for part in (header or "").split(","):
        key, _, value = part.strip().partition("=")
        if key == "t" and value.isdigit():
            timestamp = int(value)
        elif key == "v1":
            signatures.append(value)
    if timestamp is None or not signatures:
        return False
    now = time.time() if now is None else now
    if abs(now - timestamp) > tolerance:
        return False
    message = str(timestamp).encode() + b"." + raw_body
    expected = hmac.new(secret.encode("utf-8"), message, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, candidate) for candidate in signatures)
