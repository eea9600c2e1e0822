"""One free allowance per mailbox: the normalised form of an e-mail address (CONTRACT §2)."""

from __future__ import annotations

_GMAIL = {"gmail.com", "googlemail.com"}


def normalise_mailbox(email: str) -> str:
    """Lower case; ``+suffix`` removed for every provider; for Gmail dots removed and
    ``googlemail.com`` folded into ``gmail.com``. ``Max.Mustermann+x@GoogleMail.com`` ->
    ``maxmustermann@gmail.com``."""
    local, _, domain = email.strip().lower().rpartition("@")
    if not local:
        raise ValueError("not an e-mail address")
    local = local.split("+", 1)[0]
    domain = domain.rstrip(".")
    if domain in _GMAIL:
        local = local.replace(".", "")
        domain = "gmail.com"
    return f"{local}@{domain}"
