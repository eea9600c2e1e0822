"""Domain names as CONTRACT §4 accepts and refuses them (path parameters, watch lists, bulk)."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from net.domains import (
    MAX_NAME_OCTETS,
    SPECIAL_USE_NAMES,
    InvalidDomain,
    normalise_domain,
    registrable_domain,
)

ACCEPTED = [
    # (input, normalised)
    ("example.de", "example.de"),
    ("  example.de\t\n", "example.de"),  # trimmed
    ("EXAMPLE.DE", "example.de"),  # lower case
    ("Example.De.", "example.de"),  # one trailing dot dropped
    ("www.example.de", "www.example.de"),  # www. kept
    ("WWW.Muster-GmbH.de", "www.muster-gmbh.de"),
    ("shop.muster-gmbh.de", "shop.muster-gmbh.de"),
    ("a.b.c.muster.at", "a.b.c.muster.at"),
    ("muster.ch", "muster.ch"),
    ("muster.co.at", "muster.co.at"),
    ("muster.co.uk", "muster.co.uk"),
    ("faß.de", "xn--fa-hia.de"),  # UTS #46 non-transitional
    ("FASS.DE", "fass.de"),
    ("münchen.de", "xn--mnchen-3ya.de"),
    ("MÜNCHEN.DE", "xn--mnchen-3ya.de"),  # mapped to lower case before Punycode
    ("xn--mnchen-3ya.de", "xn--mnchen-3ya.de"),  # already an A-label
    ("XN--MNCHEN-3YA.DE", "xn--mnchen-3ya.de"),
    ("bücher.ch", "xn--bcher-kva.ch"),
    ("österreich.at", "xn--sterreich-z7a.at"),
    ("ｍｕｓｔｅｒ．ｄｅ", "muster.de"),  # fullwidth letters and dot are mapped
    ("muster。de", "muster.de"),  # ideographic full stop
    ("foo.github.io", "foo.github.io"),  # private section of the list
    ("shop.myshopify.com", "shop.myshopify.com"),
    ("123.de", "123.de"),  # a numeric label that is not the last one
    ("1.2.3.4.de", "1.2.3.4.de"),
    ("0x10.de", "0x10.de"),
    ("localhost.de", "localhost.de"),  # special-use only as the ending or the whole name
    ("test.de", "test.de"),
    ("example.com", "example.com"),
    ("a-b.de", "a-b.de"),
    ("x" * 63 + ".de", "x" * 63 + ".de"),  # longest label
]


@pytest.mark.parametrize(("raw", "expected"), ACCEPTED)
def test_accepted_names_are_normalised(raw: str, expected: str) -> None:
    assert normalise_domain(raw) == expected


def test_name_of_253_octets_is_accepted_and_254_refused() -> None:
    longest = ".".join(["a" * 63] * 3 + ["a" * 58]) + ".de"
    assert len(longest) == MAX_NAME_OCTETS == 253
    assert normalise_domain(longest) == longest
    too_long = "b." + longest[1:]  # one octet more, every label still within 63
    assert len(too_long) == 254
    with pytest.raises(InvalidDomain, match="at most 253"):
        normalise_domain(too_long)


def test_length_is_counted_after_punycode() -> None:
    # 60 code points of "ü" fit in 63 as text but not as an A-label.
    with pytest.raises(InvalidDomain):
        normalise_domain("ü" * 60 + ".de")
    assert normalise_domain("ü" * 20 + ".de").startswith("xn--")


REFUSED = [
    # IP addresses in any notation
    ("127.0.0.1", "IP address"),
    ("8.8.8.8", "IP address"),
    ("8.8.8.8.", "IP address"),
    ("2130706433", "IP address"),  # decimal
    ("0x7f000001", "IP address"),  # hex
    ("0x7f.1", "IP address"),
    ("0177.0.0.1", "IP address"),  # octal
    ("127.1", "IP address"),  # shortened
    ("10.1", "IP address"),
    ("１２７.０.０.１", "IP address"),  # fullwidth digits map to an address
    ("::1", "IP address"),
    ("2001:db8::1", "IP address"),
    ("[::1]", "IP address"),
    ("[2001:db8::1]", "IP address"),
    ("::ffff:127.0.0.1", "IP address"),
    # URLs
    ("https://example.de", "not a URL"),
    ("http://example.de/", "not a URL"),
    ("//example.de", "not a URL"),
    ("example.de/impressum", "not a URL"),
    ("example.de?x=1", "not a URL"),
    ("example.de#top", "not a URL"),
    ("example.de\\foo", "not a URL"),
    # ports, user info
    ("example.de:443", "port"),
    ("example.de:", "port"),
    ("user@example.de", "user information"),
    ("user:pw@example.de", "user information"),
    # characters
    ("exa_mple.de", "Underscores"),
    ("_dmarc.example.de", "Underscores"),
    ("*.example.de", "Wildcards"),
    ("exa mple.de", "spaces"),
    ("example.de\x00", "control"),
    ("exa\u0007mple.de", "control"),
    ("exam!ple.de", "not allowed"),
    ("-example.de", "not a valid domain label"),
    ("example-.de", "not a valid domain label"),
    ("ex--ample.de", "not a valid domain label"),
    ("xn--abc.de", "not a valid domain label"),  # broken Punycode
    # empty labels
    ("", "empty"),
    ("   ", "empty"),
    (".", "empty"),
    ("..", "empty label"),
    (".example.de", "empty label"),
    ("example..de", "empty label"),
    ("example.de..", "empty label"),
    # lengths
    ("x" * 64 + ".de", "at most 63"),
    # no registrable part under a public suffix
    ("de", "no registrable part"),
    ("co.uk", "no registrable part"),
    ("github.io", "no registrable part"),  # a private-section suffix alone
    ("myshopify.com", "no registrable part"),
    ("example.unknowntld", "no registrable part"),  # unknown endings are not suffixes
    ("muster", "no registrable part"),
    ("intranet.firma", "no registrable part"),
    # special-use names, whole and as the ending
    ("localhost", "special-use"),
    ("LOCALHOST.", "special-use"),
    ("www.localhost", "special-use"),
    ("printer.local", "special-use"),
    ("db.internal", "special-use"),
    ("foo.test", "special-use"),
    ("foo.example", "special-use"),
    ("example", "special-use"),
    ("foo.invalid", "special-use"),
    ("duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion", "special-use"),
    ("foo.alt", "special-use"),
    ("1.0.0.127.in-addr.arpa", "special-use"),
    ("arpa", "special-use"),
    ("router.home.arpa", "special-use"),
    ("home.arpa", "special-use"),
    ("nas.lan", "special-use"),
    ("nas.home", "special-use"),
    ("mail.corp", "special-use"),
    ("host.localdomain", "special-use"),
]


@pytest.mark.parametrize(("raw", "message"), REFUSED)
def test_refused_names_raise_a_readable_invalid_domain(raw: str, message: str) -> None:
    with pytest.raises(InvalidDomain) as caught:
        normalise_domain(raw)
    text = str(caught.value)
    assert message.lower() in text.lower()
    assert text.endswith((".", ")")) and text[0].isupper()


def test_every_special_use_name_is_refused_alone_and_as_ending() -> None:
    for name in SPECIAL_USE_NAMES:
        for candidate in (name, f"shop.{name}", f"a.b.{name}."):
            with pytest.raises(InvalidDomain):
                normalise_domain(candidate)


def test_invalid_domain_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        normalise_domain("localhost")


def test_non_text_input_is_refused_as_invalid_domain() -> None:
    with pytest.raises(InvalidDomain):
        normalise_domain(None)  # type: ignore[arg-type]
    with pytest.raises(InvalidDomain):
        normalise_domain(b"example.de")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "registrable"),
    [
        ("example.de", "example.de"),
        ("www.shop.example.de", "example.de"),
        ("shop.muster.co.uk", "muster.co.uk"),
        ("foo.github.io", "foo.github.io"),
        ("a.b.foo.github.io", "foo.github.io"),
        ("Faß.DE.", "xn--fa-hia.de"),
    ],
)
def test_registrable_domain_is_the_part_below_the_public_suffix(name: str, registrable: str) -> None:
    assert registrable_domain(name) == registrable


def test_registrable_domain_refuses_what_normalise_refuses() -> None:
    with pytest.raises(InvalidDomain):
        registrable_domain("github.io")


# -- properties -----------------------------------------------------------------------
_label_text = st.text(
    alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyz0123456789-äöüßéABCXYZ"),
    min_size=1,
    max_size=20,
)
_suffix = st.sampled_from(["de", "at", "ch", "co.uk", "github.io", "com", "xn--p1ai", "org"])
_plausible_names = st.builds(
    lambda labels, suffix, dot: ".".join([*labels, suffix]) + ("." if dot else ""),
    st.lists(_label_text, min_size=1, max_size=4),
    _suffix,
    st.booleans(),
)


@settings(max_examples=300, deadline=None)
@given(st.one_of(_plausible_names, st.text(max_size=80)))
@example("faß.de")
@example("WWW.Example.DE.")
def test_normalise_is_idempotent_ascii_lower_case_and_raises_only_invalid_domain(raw: str) -> None:
    try:
        name = normalise_domain(raw)
    except InvalidDomain:
        return
    assert name.isascii()
    assert name == name.lower()
    assert not name.endswith(".")
    assert len(name) <= 253
    assert all(0 < len(label) <= 63 for label in name.split("."))
    assert normalise_domain(name) == name
    registrable = registrable_domain(name)
    assert name == registrable or name.endswith("." + registrable)


@settings(max_examples=200, deadline=None)
@given(st.ip_addresses())
def test_no_ip_address_is_ever_a_domain(ip: object) -> None:
    for text in (str(ip), f"[{ip}]"):
        with pytest.raises(InvalidDomain):
            normalise_domain(text)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.sampled_from(["{:d}", "0x{:x}", "0{:o}"]))
def test_numeric_ipv4_notations_are_refused(number: int, notation: str) -> None:
    with pytest.raises(InvalidDomain):
        normalise_domain(notation.format(number))
