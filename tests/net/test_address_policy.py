"""Webhook target URLs and outbound addresses (CONTRACT §4, notes/webhooks-and-ssrf.md).

No connection is made here: names resolve through the test resolver only.
"""

from __future__ import annotations

import ipaddress

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from net.policy import (
    CheckedURL,
    SystemResolver,
    UnsafeURL,
    address_allowed,
    check_target_url,
    default_resolver,
    is_public_address,
)
from tests.fakes.resolver import StaticResolver, UntrustedStaticResolver, resolving

PUBLIC_V4 = "93.184.215.14"
PUBLIC_V6 = "2a00:1450:4001:80b::200e"

RESOLVER = StaticResolver(
    {
        "hooks.muster-gmbh.de": PUBLIC_V4,
        "dual.muster-gmbh.de": [PUBLIC_V4, PUBLIC_V6],
        "xn--fa-hia.de": PUBLIC_V4,
        "mixed.muster-gmbh.de": [PUBLIC_V4, "10.0.0.5"],
        "mixed6.muster-gmbh.de": [PUBLIC_V6, "fd00::1"],
        "metadata.muster-gmbh.de": "169.254.169.254",
        "rebind.muster-gmbh.de": ["192.168.0.1"],
        "nat64.muster-gmbh.de": "64:ff9b::a00:1",
        "mapped.muster-gmbh.de": "::ffff:7f00:1",
        "cgnat.muster-gmbh.de": "100.64.1.1",
        "empty.muster-gmbh.de": [],
        "loopback.muster-gmbh.de": "127.0.0.1",
    }
)

REFUSED_TARGETS = [
    # IPv4 literals that are not public
    "https://127.0.0.1/hook",
    "https://127.255.255.254/",
    "https://10.0.0.1/",
    "https://10.255.255.255:8443/",
    "https://172.16.0.1/",
    "https://172.31.255.255/",
    "https://192.168.1.1/",
    "https://169.254.169.254/latest/meta-data/",
    "https://100.64.0.1/",
    "https://100.127.255.254/",
    "https://0.0.0.0/",
    "https://0.1.2.3/",
    "https://224.0.0.1/",
    "https://239.255.255.250/",
    "https://240.0.0.1/",
    "https://255.255.255.255/",
    "https://198.18.0.1/",
    "https://198.19.255.254/",
    "https://192.0.2.1/",
    "https://198.51.100.7/",
    "https://203.0.113.9/",
    "https://192.0.0.192/",  # ipaddress calls it global on 3.11.7
    "https://192.0.0.9/",
    "https://192.88.99.1/",
    # IPv6 literals that are not public
    "https://[::1]/",
    "https://[::]/",
    "https://[fc00::1]/",
    "https://[fd12:3456::1]/",
    "https://[fe80::1]/",
    "https://[fec0::1]/",
    "https://[ff02::1]/",
    "https://[ff0e::1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:10.0.0.1]/",
    "https://[::ffff:8.8.8.8]/",  # IPv4-mapped is refused outright
    "https://[::127.0.0.1]/",  # IPv4-compatible
    "https://[64:ff9b::10.0.0.1]/",  # NAT64
    "https://[64:ff9b::8.8.8.8]/",
    "https://[64:ff9b:1::a00:1]/",  # local-use NAT64
    "https://[2002:0a00:0001::]/",  # 6to4 of 10.0.0.1
    "https://[2002:7f00:1::1]/",
    "https://[2001:0000:4136:e378:8000:63bf:3fff:fdd2]/",  # Teredo
    "https://[2001:2::1]/",  # benchmarking
    "https://[2001:db8::1]/",  # documentation
    "https://[3fff::1]/",
    "https://[100::1]/",  # discard-only
    "https://[fe80::1%25eth0]/",  # zone id
    "https://[fe80::1%eth0]/",
    # IPv4 in non-canonical notation
    "https://2130706433/",
    "https://0x7f000001/",
    "https://0x7f.1/",
    "https://0177.0.0.1/",
    "https://127.1/",
    "https://127.0.0.01/",
    "https://8.8.8.8./",
    "https://[8.8.8.8]/",
    # scheme and structure
    "http://hooks.muster-gmbh.de/",
    "HTTP://hooks.muster-gmbh.de/",
    "ftp://hooks.muster-gmbh.de/",
    "file:///etc/passwd",
    "gopher://hooks.muster-gmbh.de/",
    "hooks.muster-gmbh.de/hook",
    "//hooks.muster-gmbh.de/hook",
    "https:/hooks.muster-gmbh.de/",
    "https://",
    "https:///hook",
    "",
    # user info and parser confusion
    "https://user@hooks.muster-gmbh.de/",
    "https://user:secret@hooks.muster-gmbh.de/",
    "https://hooks.muster-gmbh.de@127.0.0.1/",
    "https://hooks.muster-gmbh.de\\@127.0.0.1/",
    "https://127.0.0.1\\@hooks.muster-gmbh.de/",
    "https://hooks.muster-gmbh.de\\.evil/",
    "https://[::1]:443@hooks.muster-gmbh.de/",
    "https://hooks.muster-gmbh.de:443:80/",
    "https://hooks.muster-gmbh.de:0/",
    "https://hooks.muster-gmbh.de:65536/",
    "https://hooks.muster-gmbh.de:+443/",
    "https://hooks.muster-gmbh.de:/",
    # control characters and whitespace
    "https://hooks.muster-gmbh.de/\r\nX-Injected: 1",
    "https://hooks.muster-\tgmbh.de/",
    "https://hooks.muster-gmbh.de/a b",
    " https://hooks.muster-gmbh.de/",
    "https://hooks.muster-gmbh.de/\x00",
    "https://127.0.0.1\x00.muster-gmbh.de/",
    "https://hooks.muster-gmbh.de/\x7f",
    "https://hooks.muster-gmbh.de/caf\u00e9",
    "https://hooks.muster-gmbh.de/%zz",
    # names that are not public
    "https://localhost/",
    "https://localhost:8443/",
    "https://LOCALHOST./",
    "https://foo.internal/",
    "https://printer.local/",
    "https://db.corp/",
    "https://something.test/",
    "https://router.home.arpa/",
    "https://1.0.0.127.in-addr.arpa/",
    "https://intranet/",
    "https://hooks_1.muster-gmbh.de/",
    # names whose answers are not all public
    "https://mixed.muster-gmbh.de/hook",
    "https://mixed6.muster-gmbh.de/hook",
    "https://metadata.muster-gmbh.de/",
    "https://rebind.muster-gmbh.de/",
    "https://nat64.muster-gmbh.de/",
    "https://mapped.muster-gmbh.de/",
    "https://cgnat.muster-gmbh.de/",
    # names that do not resolve
    "https://empty.muster-gmbh.de/",
    "https://nowhere.muster-gmbh.de/",
]


@pytest.mark.parametrize("url", REFUSED_TARGETS)
def test_refused_target(url: str) -> None:
    with pytest.raises(UnsafeURL) as caught:
        check_target_url(url, resolver=RESOLVER)
    message = str(caught.value)
    assert message[0].isupper() and message.endswith(".")


def test_the_refusal_table_is_large_enough() -> None:
    assert len(REFUSED_TARGETS) >= 40


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("https://10.0.0.1/", "forbidden"),
        ("https://mixed.muster-gmbh.de/", "forbidden"),
        ("https://nowhere.muster-gmbh.de/", "unresolvable"),
        ("https://empty.muster-gmbh.de/", "unresolvable"),
        ("http://hooks.muster-gmbh.de/", "invalid"),
        ("https://2130706433/", "invalid"),
    ],
)
def test_refusals_say_why(url: str, reason: str) -> None:
    with pytest.raises(UnsafeURL) as caught:
        check_target_url(url, resolver=RESOLVER)
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError)


def test_mixed_answers_name_the_forbidden_address() -> None:
    with pytest.raises(UnsafeURL, match=r"10\.0\.0\.5"):
        check_target_url("https://mixed.muster-gmbh.de/hook", resolver=RESOLVER)


@pytest.mark.parametrize(
    ("url", "host", "port", "target", "addresses"),
    [
        ("https://hooks.muster-gmbh.de/webhook", "hooks.muster-gmbh.de", 443, "/webhook", [PUBLIC_V4]),
        ("HTTPS://Hooks.Muster-GmbH.DE./in?x=1&y=%2F#frag", "hooks.muster-gmbh.de", 443, "/in?x=1&y=%2F", [PUBLIC_V4]),
        ("https://hooks.muster-gmbh.de:8443", "hooks.muster-gmbh.de", 8443, "/", [PUBLIC_V4]),
        ("https://hooks.muster-gmbh.de:1/", "hooks.muster-gmbh.de", 1, "/", [PUBLIC_V4]),
        ("https://dual.muster-gmbh.de/", "dual.muster-gmbh.de", 443, "/", [PUBLIC_V4, PUBLIC_V6]),
        ("https://faß.de/hook", "xn--fa-hia.de", 443, "/hook", [PUBLIC_V4]),
        ("https://8.8.8.8/hook", "8.8.8.8", 443, "/hook", ["8.8.8.8"]),
        ("https://[2606:4700:4700::1111]:8443/x", "2606:4700:4700::1111", 8443, "/x", ["2606:4700:4700::1111"]),
        ("https://[2606:4700:4700:0:0:0:0:1111]/", "2606:4700:4700::1111", 443, "/", ["2606:4700:4700::1111"]),
    ],
)
def test_accepted_target(url: str, host: str, port: int, target: str, addresses: list[str]) -> None:
    checked = check_target_url(url, resolver=RESOLVER)
    assert isinstance(checked, CheckedURL)
    assert (checked.scheme, checked.host, checked.port, checked.target) == ("https", host, port, target)
    assert [str(ip) for ip in checked.addresses] == addresses


def test_checked_url_renders_a_canonical_url() -> None:
    checked = check_target_url("HTTPS://Hooks.Muster-GmbH.DE.:443/in?x=1", resolver=RESOLVER)
    assert checked.url == "https://hooks.muster-gmbh.de/in?x=1"
    v6 = check_target_url("https://[2606:4700:4700::1111]:8443/", resolver=RESOLVER)
    assert v6.url == "https://[2606:4700:4700::1111]:8443/"


def test_plain_http_only_when_the_caller_allows_it() -> None:
    checked = check_target_url("http://hooks.muster-gmbh.de/", require_https=False, resolver=RESOLVER)
    assert (checked.scheme, checked.port) == ("http", 80)


def test_a_name_is_resolved_exactly_once() -> None:
    resolver = StaticResolver({"hooks.muster-gmbh.de": PUBLIC_V4})
    check_target_url("https://hooks.muster-gmbh.de/", resolver=resolver)
    assert resolver.lookups == ["hooks.muster-gmbh.de"]


def test_ip_literals_are_never_resolved() -> None:
    resolver = StaticResolver({})
    check_target_url("https://8.8.8.8/", resolver=resolver)
    assert resolver.lookups == []


# -- the loopback exception exists only for marked test resolvers ---------------------
def test_marked_test_resolver_may_hand_out_loopback_only() -> None:
    trusted = StaticResolver({"shop.muster-gmbh.de": "127.0.0.1", "evil.muster-gmbh.de": "10.0.0.1"})
    assert check_target_url("https://shop.muster-gmbh.de/", resolver=trusted).addresses == (
        ipaddress.ip_address("127.0.0.1"),
    )
    with pytest.raises(UnsafeURL):
        check_target_url("https://evil.muster-gmbh.de/", resolver=trusted)


def test_loopback_literal_is_refused_even_with_a_test_resolver() -> None:
    with pytest.raises(UnsafeURL):
        check_target_url("https://127.0.0.1/", resolver=StaticResolver({}))


def test_unmarked_resolver_answering_loopback_is_refused() -> None:
    untrusted = UntrustedStaticResolver({"shop.muster-gmbh.de": "127.0.0.1"})
    with pytest.raises(UnsafeURL, match="not a public address"):
        check_target_url("https://shop.muster-gmbh.de/", resolver=untrusted)


def test_marking_a_resolver_instance_does_not_switch_the_check_off() -> None:
    untrusted = UntrustedStaticResolver({"shop.muster-gmbh.de": "127.0.0.1"})
    untrusted.loopback_is_test_trusted = True  # type: ignore[misc]  # only the class counts
    with pytest.raises(UnsafeURL):
        check_target_url("https://shop.muster-gmbh.de/", resolver=untrusted)


def test_production_resolver_is_not_trusted_with_loopback() -> None:
    system = SystemResolver()
    answers = system.resolve("localhost", timeout=2.0)  # /etc/hosts, no network
    assert answers and all(ip.is_loopback for ip in answers)
    assert not any(address_allowed(ip, system) for ip in answers)


def test_installed_default_resolver_is_used_and_restored() -> None:
    before = default_resolver()
    with resolving({"hooks.muster-gmbh.de": PUBLIC_V4}) as installed:
        assert default_resolver() is installed
        assert check_target_url("https://hooks.muster-gmbh.de/").host == "hooks.muster-gmbh.de"
    assert default_resolver() is before
    assert isinstance(before, SystemResolver)


# -- properties ------------------------------------------------------------------------
_PRIVATE_V4 = [
    ipaddress.IPv4Network(n)
    for n in (
        "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16",
        "172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16",
        "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
    )
]


@st.composite
def private_ipv4(draw: st.DrawFn) -> ipaddress.IPv4Address:
    net = draw(st.sampled_from(_PRIVATE_V4))
    offset = draw(st.integers(min_value=0, max_value=net.num_addresses - 1))
    return net.network_address + offset


@st.composite
def ipv6_embedding_private_ipv4(draw: st.DrawFn) -> ipaddress.IPv6Address:
    v4 = int(draw(private_ipv4()))
    form = draw(st.sampled_from(["mapped", "compatible", "nat64", "nat64-local", "6to4", "teredo"]))
    low = draw(st.integers(min_value=0, max_value=2**64 - 1))
    value = {
        "mapped": (0xFFFF << 32) | v4,
        "compatible": v4,
        "nat64": (0x64FF9B << 96) | v4,
        "nat64-local": (0x64FF9B0001 << 80) | (v4 << 8),
        "6to4": (0x2002 << 112) | (v4 << 80) | low,
        "teredo": (0x20010000 << 96) | (low << 32) | (v4 ^ 0xFFFFFFFF),
    }[form]
    # The IPv4-compatible form of 0.0.0.1 is ::1 itself: plain loopback, which the test
    # resolver is trusted to give (production refuses it; the literal check covers it).
    assume(value != 1)
    return ipaddress.IPv6Address(value)


@settings(max_examples=300, deadline=None)
@given(private_ipv4())
def test_private_ipv4_is_refused_as_literal_and_as_answer(ip: ipaddress.IPv4Address) -> None:
    assert not is_public_address(ip)
    with pytest.raises(UnsafeURL):
        check_target_url(f"https://{ip}/", resolver=RESOLVER)
    if not ip.is_loopback:
        resolver = StaticResolver({"target.muster-gmbh.de": [PUBLIC_V4, str(ip)]})
        with pytest.raises(UnsafeURL):
            check_target_url("https://target.muster-gmbh.de/", resolver=resolver)


@settings(max_examples=300, deadline=None)
@given(ipv6_embedding_private_ipv4())
def test_ipv6_embedding_a_private_ipv4_is_refused(ip: ipaddress.IPv6Address) -> None:
    assert not is_public_address(ip)
    with pytest.raises(UnsafeURL):
        check_target_url(f"https://[{ip}]/", resolver=RESOLVER)
    resolver = StaticResolver({"target.muster-gmbh.de": str(ip)})
    with pytest.raises(UnsafeURL):
        check_target_url("https://target.muster-gmbh.de/", resolver=resolver)


@settings(max_examples=500, deadline=None)
@given(st.ip_addresses())
def test_a_public_address_is_global_unicast(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> None:
    if is_public_address(ip):
        assert ip.is_global and not ip.is_multicast and not ip.is_loopback
        if ip.version == 4:
            assert not any(ip in net for net in _PRIVATE_V4)
        else:
            assert ip in ipaddress.IPv6Network("2000::/3")
            assert ip.ipv4_mapped is None and ip.sixtofour is None and ip.teredo is None
