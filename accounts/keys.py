"""API key format: ``svc_live_`` / ``svc_test_`` + 40 random base62 characters.

Only the SHA-256 digest is stored. Keys carry 238 bits of entropy, so a fast hash is
the right tool (a slow password hash would only slow every request down).
"""

from __future__ import annotations

import hashlib
import secrets
import string

LIVE_PREFIX = "svc_live_"
TEST_PREFIX = "svc_test_"
_ALPHABET = string.ascii_letters + string.digits
_RANDOM_LENGTH = 40
DISPLAY_PREFIX_LENGTH = 16  # "svc_live_" + 7 random characters, shown in the portal


def generate_key(kind: str) -> str:
    prefix = LIVE_PREFIX if kind == "live" else TEST_PREFIX
    return prefix + "".join(secrets.choice(_ALPHABET) for _ in range(_RANDOM_LENGTH))


def key_digest(plaintext: str) -> str:
    return hashlib.sha256(plaintext.encode()).hexdigest()


def looks_like_key(plaintext: str) -> bool:
    """Cheap syntactic check before any database work."""
    if not plaintext.startswith((LIVE_PREFIX, TEST_PREFIX)):
        return False
    rest = plaintext[len(LIVE_PREFIX) :]
    return len(rest) >= 32 and all(c in _ALPHABET for c in rest) and len(plaintext) <= 128
