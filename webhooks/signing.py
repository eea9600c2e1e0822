"""Signing secrets: made once, kept encrypted at rest, used to sign every delivery.

The secret is ``whsec_`` + 32 random URL-safe characters, shown to the owner exactly once
(in the answer to ``POST /v1/webhooks``). The database holds only a Fernet token of it,
under a key derived with HKDF from ``settings.WEBHOOK_SECRET_KEY`` (a comma-separated list:
the first key encrypts, every key decrypts, so keys can be rotated), which defaults to a
derivation from ``SECRET_KEY``.

The signature (SPEC "Signature", CONTRACT §4) is Stripe's scheme:
``Svc-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(key=the whole secret as UTF-8,
msg=f"{t}.{raw body}")>``.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import hmac
import secrets

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from django.conf import settings

SECRET_PREFIX = "whsec_"
SIGNATURE_HEADER = "Svc-Signature"
EVENT_ID_HEADER = "Svc-Event-Id"
_HKDF_INFO = b"company-data webhook signing secrets v1"


class SecretUnreadable(Exception):
    """A stored secret cannot be decrypted with any configured key (a key was removed)."""


def new_signing_secret() -> str:
    return SECRET_PREFIX + secrets.token_urlsafe(24)


def _fernet_key(material: str) -> bytes:
    derived = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_HKDF_INFO).derive(
        material.encode("utf-8")
    )
    return base64.urlsafe_b64encode(derived)


@functools.cache
def _fernet(configured: str) -> MultiFernet:
    materials = [part.strip() for part in configured.split(",") if part.strip()]
    return MultiFernet([Fernet(_fernet_key(m)) for m in materials])


def _cipher() -> MultiFernet:
    return _fernet(settings.WEBHOOK_SECRET_KEY or settings.SECRET_KEY)


def encrypt_secret(secret: str) -> str:
    return _cipher().encrypt(secret.encode("utf-8")).decode("ascii")


def decrypt_secret(token: str) -> str:
    try:
        return _cipher().decrypt(token.encode("ascii")).decode("utf-8")
    except InvalidToken as exc:
        raise SecretUnreadable("The webhook secret cannot be decrypted with the configured keys.") from exc


def signature(secret: str, timestamp: int, raw_body: bytes) -> str:
    """Hex HMAC-SHA256 of ``<timestamp>.<raw body>`` keyed with the whole secret."""
    message = str(timestamp).encode("ascii") + b"." + raw_body
    return hmac.new(secret.encode("utf-8"), message, hashlib.sha256).hexdigest()


def signature_header(secret: str, timestamp: int, raw_body: bytes) -> str:
    return f"t={timestamp},v1={signature(secret, timestamp, raw_body)}"
