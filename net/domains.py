"""Domain names as the service accepts them (CONTRACT §4, SPEC Endpoints rule 2).

One rule for every caller: REST path parameters, webhook watch lists, bulk NDJSON lines,
the crawler and the webhook target check all go through :func:`normalise_domain`.

A normalised name is trimmed, UTS #46 mapped (non-transitional, so ``faß.de`` becomes
``xn--fa-hia.de``), lower case, Punycode (A-labels), without its trailing dot, with ``www.``
kept, and has a registrable part under a public suffix of the offline Public Suffix List
(ICANN or private section; unknown endings are not suffixes).
"""

from __future__ import annotations

import functools
import ipaddress
import re
from urllib.parse import urlsplit

import idna
from publicsuffixlist import PublicSuffixList

__all__ = [
    "SPECIAL_USE_NAMES",
    "InvalidDomain",
    "is_special_use",
    "normalise_domain",
    "registrable_domain",
]

MAX_LABEL_OCTETS = 63
MAX_NAME_OCTETS = 253

#: Names reserved for local, private or documentation use. A name is refused when it is one
#: of these or ends in one (``foo.internal``, ``printer.home.arpa``).
SPECIAL_USE_NAMES: frozenset[str] = frozenset(
    {
        "localhost",
        "local",
        "internal",
        "test",
        "example",
        "invalid",
        "onion",
        "alt",
        "arpa",
        "home.arpa",
        "lan",
        "home",
        "corp",
        "localdomain",
    }
)

# A label that inet_aton(3) and the WHATWG URL parser read as a number: decimal, octal
# (leading 0) or hex (0x...). A name whose last label is such a number is an IPv4 address
# in some notation (127.1, 0x7f.1, 0177.0.0.1, 2130706433), never a domain.
_NUMERIC_LABEL = re.compile(r"^(?:0[xX][0-9a-fA-F]*|[0-9]+)$")
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


class InvalidDomain(ValueError):
    """The input is not an acceptable public domain name.

    ``str(exc)`` is a complete sentence meant for the API caller (a 400 ``invalid_request``).
    """


@functools.cache
def _public_suffix_list() -> PublicSuffixList:
    # The bundled (offline) list; parsing takes a moment, so it happens once, on first use.
    return PublicSuffixList(accept_unknown=False)


def is_special_use(name: str) -> bool:
    """Whether a normalised name is, or ends in, a special-use name (``foo.internal``)."""
    labels = name.split(".")
    return any(".".join(labels[i:]) in SPECIAL_USE_NAMES for i in range(len(labels)))


def _looks_like_ip_address(text: str) -> bool:
    candidate = text[1:-1] if text.startswith("[") and text.endswith("]") else text
    try:
        ipaddress.ip_address(candidate)
    except ValueError:
        pass
    else:
        return True
    labels = candidate.rstrip(".").split(".")
    return bool(labels) and _NUMERIC_LABEL.match(labels[-1]) is not None


def _refuse_obvious_non_names(text: str) -> None:
    """Refuse URLs, IP literals, ports and the like with a message that says which."""
    if any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in text) or any(
        ch.isspace() for ch in text
    ):
        raise InvalidDomain("A domain name must not contain spaces or control characters.")
    if _looks_like_ip_address(text):
        raise InvalidDomain("IP addresses are not accepted; give a domain name such as example.de.")
    if _SCHEME.match(text) or any(ch in text for ch in "/?#\\"):
        raise InvalidDomain(
            "Give a bare domain name such as example.de, not a URL "
            f"(no scheme, path, query or fragment){_send(text)}."
        )
    if "@" in text:
        raise InvalidDomain("A domain name must not contain user information ('@').")
    if "[" in text or "]" in text:
        raise InvalidDomain("IP addresses are not accepted; give a domain name such as example.de.")
    if ":" in text:
        raise InvalidDomain(f"A domain name must not contain a port (':'){_send(text)}.")
    if "*" in text:
        raise InvalidDomain("Wildcards ('*') are not accepted in domain names.")
    if "_" in text:
        raise InvalidDomain("Underscores are not allowed in domain names.")


def _send(text: str) -> str:
    """': send <name>' when a URL or a name with a port holds an acceptable domain name,
    so the caller knows what to send instead; '' otherwise."""
    try:
        host = urlsplit(text if "//" in text else "//" + text).hostname
    except ValueError:
        return ""
    if not host or any(ch in host for ch in "/?#\\:@[]"):
        return ""  # nothing plainer inside (and no second round of this check)
    try:
        return f": send {normalise_domain(host)}"
    except InvalidDomain:
        return ""


def _to_ascii(text: str) -> str:
    """UTS #46 map (non-transitional, STD3 rules) and Punycode each label."""
    try:
        mapped = idna.uts46_remap(text, std3_rules=True, transitional=False)
    except idna.IDNAError as exc:
        raise InvalidDomain(f"The domain name contains a character that is not allowed ({exc}).") from exc
    if mapped.endswith("."):
        mapped = mapped[:-1]
    if not mapped:
        raise InvalidDomain("The domain name is empty.")
    labels = mapped.split(".")
    if "" in labels:
        raise InvalidDomain("The domain name has an empty label (two dots in a row or a leading dot).")
    ascii_labels: list[str] = []
    for label in labels:
        try:
            encoded = idna.alabel(label).decode("ascii")
        except idna.IDNAError as exc:
            if len(label.encode()) > MAX_LABEL_OCTETS:
                raise InvalidDomain(
                    f"A label of a domain name may have at most {MAX_LABEL_OCTETS} characters."
                ) from exc
            raise InvalidDomain(f"The label {label!r} is not a valid domain label ({exc}).") from exc
        if len(encoded) > MAX_LABEL_OCTETS:
            raise InvalidDomain(
                f"A label of a domain name may have at most {MAX_LABEL_OCTETS} characters "
                "(counted after Punycode)."
            )
        ascii_labels.append(encoded.lower())
    return ".".join(ascii_labels)


def normalise_domain(raw: str) -> str:
    """Return the normalised form of a domain name, or raise :class:`InvalidDomain`.

    Accepts what a person would type as a domain (``Faß.DE.``, ``www.example.de``) and
    returns lower-case ASCII with A-labels and no trailing dot (``xn--fa-hia.de``,
    ``www.example.de``). Idempotent: ``normalise_domain(normalise_domain(x))`` equals
    ``normalise_domain(x)``.

    Refused: IP addresses in any notation (dotted, decimal, hex, octal, shortened,
    bracketed or bare IPv6), URLs, ports, user info, underscores, wildcards, empty labels,
    labels over 63 or names over 253 octets after Punycode, names without a registrable
    part under a public suffix (unknown endings are not suffixes), and special-use names
    (see :data:`SPECIAL_USE_NAMES`). Never raises anything but :class:`InvalidDomain`.
    """
    if not isinstance(raw, str):
        raise InvalidDomain("A domain name must be given as text.")
    text = raw.strip()
    if not text:
        raise InvalidDomain("The domain name is empty.")
    _refuse_obvious_non_names(text)
    name = _to_ascii(text)
    # Mapping can turn look-alikes (fullwidth digits, ideographic dots) into an IP address.
    if _looks_like_ip_address(name):
        raise InvalidDomain("IP addresses are not accepted; give a domain name such as example.de.")
    if len(name) > MAX_NAME_OCTETS:
        raise InvalidDomain(
            f"A domain name may have at most {MAX_NAME_OCTETS} characters (counted after Punycode)."
        )
    if is_special_use(name):
        raise InvalidDomain(
            f"The name {name} is a special-use name (reserved for local, private or documentation use), "
            "not a public domain."
        )
    if _public_suffix_list().privatesuffix(name) is None:
        raise InvalidDomain(
            f"The name {name} has no registrable part under a known public suffix "
            "(a name like example.de is expected)."
        )
    return name


def registrable_domain(name: str) -> str:
    """The registrable part (eTLD+1) of a domain name: ``shop.muster.co.uk`` -> ``muster.co.uk``.

    The input is normalised first, so anything :func:`normalise_domain` accepts works and
    anything it refuses raises :class:`InvalidDomain`.
    """
    normalised = normalise_domain(name)
    registrable = _public_suffix_list().privatesuffix(normalised)
    assert registrable is not None  # normalise_domain guarantees a registrable part
    return registrable
