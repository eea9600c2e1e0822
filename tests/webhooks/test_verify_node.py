"""The Node.js verifier (webhooks/verify_example.mjs) accepts the service's signatures and
refuses tampered bodies, wrong secrets and stale or future stamps, like the Python one."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from webhooks.signing import signature_header

VERIFIER = Path(__file__).resolve().parents[2] / "webhooks" / "verify_example.mjs"
SECRET = "whsec_" + "k" * 32
BODY = b'{"id":"evt_7_company.changed","type":"company.changed","data":{"field":"address"}}'

CHECK = """
import { verifySignature } from %s;
const cases = JSON.parse(process.argv[1]);
console.log(JSON.stringify(cases.map(([secret, header, body, now]) =>
  verifySignature(secret, header, Buffer.from(body, "utf8"), now ?? undefined))));
"""


def verify_in_node(cases: list[tuple[str, str, bytes, float | None]]) -> list[bool]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("The Node.js verifier test needs Node 18+ on PATH.")
    script = CHECK % json.dumps(VERIFIER.as_uri())
    payload = json.dumps([[s, h, b.decode(), n] for s, h, b, n in cases])
    done = subprocess.run([node, "--input-type=module", "-e", script, payload],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_node_verifier_agrees_with_the_service_and_refuses_forgeries():
    now = int(time.time())
    header = signature_header(SECRET, now, BODY)
    cases = [
        (SECRET, header, BODY, None),                                         # genuine
        (SECRET, header, BODY.replace(b"address", b"phone"), None),           # tampered
        (SECRET, header, BODY + b"\n", None),                                 # re-serialised
        ("whsec_" + "x" * 32, header, BODY, None),                            # other secret
        (SECRET.removeprefix("whsec_"), header, BODY, None),                  # prefix dropped
        (SECRET, "", BODY, None),                                             # no header
        (SECRET, header, BODY, now + 301),                                    # too old
        (SECRET, header, BODY, now + 200),                                    # still fresh
        (SECRET, signature_header(SECRET, now + 301, BODY), BODY, now),       # from the future
        (SECRET, f"t={now},v1=00,{header.split(',')[1]}", BODY, None),        # two v1, one good
    ]
    assert verify_in_node(cases) == [True, False, False, False, False, False, False, True,
                                     False, True]
