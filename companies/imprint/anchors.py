"""What a link adds to the visible text: the label before a ``tel:`` link, the target of ``mailto:``/``tel:``.

Contract: :func:`prefix` returns the text to put before a link (``" Tel.: "`` for a ``tel:``
link that no label precedes) or ``""``; :func:`suffix` returns the address or number a
``mailto:``, script-built mail or ``tel:`` link opens when its visible text does not show it
("Schreiben Sie uns", "Jetzt anrufen"), or ``""``.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

_LABEL_END = re.compile(r"[A-Za-zÄÖÜäöüß.]\s*[:.]?\s*$")
# ``javascript:location.href='mailto:' + ['info','example.de'].join('@')``: a link that builds
# its address from parts so that harvesters do not see it.
_JS_JOINED_MAIL = re.compile(r"""mailto:.*?\[\s*(['"])([^'"]+)\1\s*,\s*(['"])([^'"]+)\3\s*\]\s*\.join\(\s*['"]@['"]\s*\)""")
_PLAIN_MAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")
_TEL_NUMBER = re.compile(r"^\+?[\d\s()/.-]{6,24}$")


def prefix(href: str, before: str) -> str:
    """" Tel.: " before a ``tel:`` link whose text no label precedes (``before``: the line so far)."""
    if href.lower().startswith("tel:"):
        before = before.strip()
        if (begun := _NUMBER_BEGUN.search(before[-40:])) and sum(c.isdigit() for c in begun.group(1)) < 7:
            return ""  # the rest of a number split over two links ("Telefon: <a>+43 662</a> <a>123456</a>")
        if not before or not _LABEL_END.search(before[-25:]) or before.endswith(("-", "–")):
            return " Tel.: "
    return ""


# A telephone label and the first digits of a number (too few for a whole one: the caller counts them).
_NUMBER_BEGUN = re.compile(r"\b(?i:Tel\w*|Phone|Fon|T)\.?\s*:?\s*([+(\d][\d\s()+/.-]*)$")


def link_address(href: str) -> str | None:
    """The e-mail address a ``mailto:`` (percent-encoded or not) or script-built link opens."""
    if href.lower().startswith("mailto:"):
        address = unquote(href[7:].split("?", 1)[0]).strip()
    else:
        joined = _JS_JOINED_MAIL.search(href) if href.lower().startswith("javascript:") else None
        address = f"{joined.group(2)}@{joined.group(4)}" if joined else ""
    return address if _PLAIN_MAIL.match(address) else None


def suffix(href: str, text: str) -> str:
    """The link's address or number after a link whose visible ``text`` does not show it."""
    if href.lower().startswith("tel:"):
        number = unquote(href[4:]).strip()
        digits = sum(c.isdigit() for c in text)
        # (not after a part of the number, "<a href="tel:…">+43 662</a>": the text shows it)
        return f" {number} " if _TEL_NUMBER.match(number) and digits < 6 and not re.fullmatch(r"[\d\s()+/.-]+", text.strip()) else ""
    address = link_address(href)
    if address is None:
        return ""
    text = text.lower()
    if address.lower() in text or (not _JS_JOINED_MAIL.search(href) and (
            "at)" in text or "at]" in text or "at}" in text or re.search(r"[\w.-]+@[\w-]+\.\w", text))):
        return ""
    return f" {address} "
