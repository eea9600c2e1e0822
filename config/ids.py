"""Public ids: a type prefix + 16 random base62 characters (opaque, not sequential)."""

import secrets
import string

_ALPHABET = string.ascii_letters + string.digits


def new_public_id(prefix: str) -> str:
    return f"{prefix}_" + "".join(secrets.choice(_ALPHABET) for _ in range(16))
