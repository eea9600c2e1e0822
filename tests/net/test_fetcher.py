"""The safe fetcher against real HTTPS servers on 127.0.0.1 (fake host names, trustme CA)."""

from __future__ import annotations

import asyncio
import ipaddress
import json
import time
from collections.abc import Iterator

import httpx
import pytest

from net.fetcher import (
    USER_AGENT,
    AsyncSafeFetcher,
    FetchError,
    HostPacer,
    SafeFetcher,
)
from net.pinned import PinnedTransport, UnapprovedConnection
from tests.fakes.base import Request, Response
from tests.fakes.resolver import StaticResolver
from tests.fakes.web import FakeWeb, WebhookReceiver

SHOP = "shop.muster-gmbh.de"
OTHER = "www.muster-ag.de"
LOOPBACK = ipaddress.ip_address("127.0.0.1")


@pytest.fixture
def web() -> Iterator[FakeWeb]:
    with FakeWeb({(SHOP, "/"): Response(200, "<h1>Muster GmbH</h1>")}, hosts=[SHOP, OTHER]) as server:
        yield server


def make_fetcher(web: FakeWeb, resolver: StaticResolver | None = None, **options: object) -> SafeFetcher:
    options.setdefault("min_host_interval", 0.0)
    options.setdefault("pacer", HostPacer())
    return SafeFetcher(
        resolver=resolver or web.resolver, ssl_context=web.client_ssl_context(), **options  # type: ignore[arg-type]
    )


def assert_fails(code: str, call: object, *args: object, **kwargs: object) -> FetchError:
    with pytest.raises(FetchError) as caught:
        call(*args, **kwargs)  # type: ignore[operator]
    assert caught.value.code == code, caught.value
    return caught.value


# -- TLS, pinning, Host ---------------------------------------------------------------
def test_https_is_verified_for_the_host_name_and_host_header_is_the_name(web: FakeWeb) -> None:
    result = make_fetcher(web).fetch(web.url(SHOP, "/"))
    assert (result.status, result.body) == (200, b"<h1>Muster GmbH</h1>")
    assert result.url == web.url(SHOP, "/")
    assert result.ip == LOOPBACK
    (request,) = web.requests
    assert request.host == f"{SHOP}:{web.port}"
    assert request.headers["User-Agent"] == USER_AGENT


def test_certificate_for_another_name_fails_with_tls() -> None:
    pages = {(SHOP, "/"): Response(200, "hi")}
    with FakeWeb(pages, cert_hosts=["other.muster-gmbh.de"]) as web:
        assert_fails("tls", make_fetcher(web).fetch, web.url(SHOP, "/"))
        assert web.requests == []


def test_certificate_from_an_unknown_ca_fails_with_tls(web: FakeWeb) -> None:
    fetcher = SafeFetcher(resolver=web.resolver, min_host_interval=0.0)  # certifi bundle only
    assert_fails("tls", fetcher.fetch, web.url(SHOP, "/"))


def test_the_name_is_resolved_once_and_only_approved_addresses_are_dialled(web: FakeWeb) -> None:
    # Nothing listens on 127.0.0.2: the fetcher moves on to the next approved answer.
    resolver = StaticResolver({SHOP: ["127.0.0.2", "127.0.0.1"]})
    result = make_fetcher(web, resolver).fetch(web.url(SHOP, "/"))
    assert result.ip == LOOPBACK
    assert resolver.lookups == [SHOP]


def test_the_connection_goes_to_the_resolved_address_not_elsewhere(web: FakeWeb) -> None:
    resolver = StaticResolver({SHOP: "127.0.0.3"})  # the server is not there
    assert_fails("connect", make_fetcher(web, resolver).fetch, web.url(SHOP, "/"))
    assert web.requests == []


def test_the_transport_dials_nothing_that_was_not_approved(web: FakeWeb) -> None:
    # Used outside an approved exchange, the pinned transport refuses to open any socket
    # (it would otherwise have to resolve the name itself).
    client = httpx.Client(transport=PinnedTransport(web.client_ssl_context()), trust_env=False)
    with pytest.raises(UnapprovedConnection):
        client.get(f"https://127.0.0.1:{web.port}/")
    with pytest.raises(UnapprovedConnection):
        client.get(web.url(SHOP, "/"))
    assert web.requests == []


def test_a_literal_loopback_url_is_refused_before_connecting(web: FakeWeb) -> None:
    assert_fails("unsafe_address", make_fetcher(web).fetch, f"https://127.0.0.1:{web.port}/")
    assert web.requests == []


def test_a_name_resolving_to_a_private_address_is_refused(web: FakeWeb) -> None:
    resolver = StaticResolver({SHOP: ["127.0.0.1", "192.168.0.10"]})
    assert_fails("unsafe_address", make_fetcher(web, resolver).fetch, web.url(SHOP, "/"))
    assert web.requests == []


def test_an_unknown_name_fails_with_dns(web: FakeWeb) -> None:
    assert_fails("dns", make_fetcher(web).fetch, web.url("nowhere.muster-gmbh.de", "/"))


def test_proxy_environment_variables_are_ignored(web: FakeWeb, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HTTPS_PROXY", "https_proxy", "ALL_PROXY", "HTTP_PROXY"):
        monkeypatch.setenv(name, "http://127.0.0.1:9")
    assert make_fetcher(web).fetch(web.url(SHOP, "/")).status == 200


def test_plain_http_only_when_allowed() -> None:
    with FakeWeb({(SHOP, "/"): Response(200, "plain")}, https=False) as web:
        fetcher = make_fetcher(web)
        assert_fails("unsafe_address", fetcher.fetch, web.url(SHOP, "/"))
        assert fetcher.fetch(web.url(SHOP, "/"), allow_http=True).body == b"plain"


def test_cookies_are_never_stored_or_replayed(web: FakeWeb) -> None:
    web.pages[(SHOP, "/login")] = Response(200, "ok", headers={"Set-Cookie": "session=secret; Path=/"})
    web.pages[(OTHER, "/")] = Response(200, "other")
    fetcher = make_fetcher(web)
    fetcher.fetch(web.url(SHOP, "/login"))
    fetcher.fetch(web.url(OTHER, "/"))
    fetcher.fetch(web.url(SHOP, "/"))
    assert all("Cookie" not in r.headers for r in web.requests)


def test_installed_defaults_reach_fetchers_built_without_options(web: FakeWeb) -> None:
    with web.installed() as resolver:
        result = SafeFetcher(min_host_interval=0.0).fetch(web.url(SHOP, "/"))
    assert result.status == 200
    assert resolver.lookups == [SHOP]
    assert_fails("tls", SafeFetcher(resolver=web.resolver, min_host_interval=0.0).fetch, web.url(SHOP, "/"))


# -- redirects --------------------------------------------------------------------------
def test_redirects_are_followed_and_listed(web: FakeWeb) -> None:
    web.pages[(SHOP, "/a")] = Response(301, headers={"Location": "/b"})
    web.pages[(SHOP, "/b")] = Response(302, headers={"Location": web.url(OTHER, "/c")})
    web.pages[(OTHER, "/c")] = Response(200, "final")
    result = make_fetcher(web).fetch(web.url(SHOP, "/a"))
    assert (result.status, result.body, result.url) == (200, b"final", web.url(OTHER, "/c"))
    assert result.redirects == [web.url(SHOP, "/a"), web.url(SHOP, "/b")]


@pytest.mark.parametrize(
    "location",
    [
        "https://internal.muster-gmbh.de:{port}/",  # resolves to 10.0.0.7
        "https://127.0.0.1:{port}/",
        "https://[::1]:{port}/",
        "https://localhost:{port}/",
        "https://2130706433:{port}/",
        "http://shop.muster-gmbh.de:{port}/",  # a downgrade to plain http
        "https://user@shop.muster-gmbh.de:{port}/",
    ],
)
def test_a_redirect_is_checked_like_the_first_hop(web: FakeWeb, location: str) -> None:
    web.pages[(SHOP, "/go")] = Response(302, headers={"Location": location.format(port=web.port)})
    resolver = StaticResolver({SHOP: "127.0.0.1", "internal.muster-gmbh.de": "10.0.0.7"})
    error = assert_fails("unsafe_address", make_fetcher(web, resolver).fetch, web.url(SHOP, "/go"))
    assert error.url is not None
    assert [r.path for r in web.requests] == ["/go"]


def test_more_redirects_than_allowed_fail(web: FakeWeb) -> None:
    web.pages[(SHOP, "/loop")] = Response(302, headers={"Location": "/loop"})
    assert_fails("too_many_redirects", make_fetcher(web).fetch, web.url(SHOP, "/loop"), max_redirects=3)
    assert len(web.requests) == 4


def test_without_redirects_a_3xx_is_returned_as_it_is(web: FakeWeb) -> None:
    web.pages[(SHOP, "/moved")] = Response(301, headers={"Location": "https://elsewhere.de/"})
    result = make_fetcher(web).fetch(web.url(SHOP, "/moved"), method="POST", content=b"{}", max_redirects=0)
    assert result.status == 301
    assert result.headers["location"] == "https://elsewhere.de/"
    assert result.redirects == []


def test_303_turns_a_post_into_a_get_and_307_keeps_it(web: FakeWeb) -> None:
    web.pages[(SHOP, "/see-other")] = Response(303, headers={"Location": "/done"})
    web.pages[(SHOP, "/temporary")] = Response(307, headers={"Location": "/done"})
    web.pages[(SHOP, "/done")] = Response(200, "done")
    fetcher = make_fetcher(web)
    fetcher.fetch(web.url(SHOP, "/see-other"), method="POST", content=b"payload")
    fetcher.fetch(web.url(SHOP, "/temporary"), method="POST", content=b"payload")
    done = [(r.method, r.body) for r in web.requests if r.path == "/done"]
    assert done == [("GET", b""), ("POST", b"payload")]


def test_credentials_do_not_follow_a_redirect_to_another_host(web: FakeWeb) -> None:
    web.pages[(SHOP, "/out")] = Response(302, headers={"Location": web.url(OTHER, "/in")})
    web.pages[(OTHER, "/in")] = Response(200, "in")
    make_fetcher(web).fetch(web.url(SHOP, "/out"), headers={"Authorization": "Bearer x"})
    first, second = web.requests
    assert first.headers.get("Authorization") == "Bearer x"
    assert "Authorization" not in second.headers


# -- size and time ---------------------------------------------------------------------
def test_the_body_is_truncated_at_max_bytes(web: FakeWeb) -> None:
    web.pages[(SHOP, "/big")] = Response(200, b"x" * 300_000)
    result = make_fetcher(web).fetch(web.url(SHOP, "/big"), max_bytes=1_000)
    assert (len(result.body), result.truncated) == (1_000, True)
    small = make_fetcher(web).fetch(web.url(SHOP, "/"), max_bytes=1_000)
    assert small.truncated is False


def test_too_large_when_truncation_is_not_wanted(web: FakeWeb) -> None:
    web.pages[(SHOP, "/big")] = Response(200, b"x" * 300_000)
    assert_fails("too_large", make_fetcher(web).fetch, web.url(SHOP, "/big"), max_bytes=1_000, truncate=False)


def test_a_trickling_server_is_cut_at_the_deadline(web: FakeWeb) -> None:
    # 2,000 bytes, one every 10 ms: 20 s in all, every single read well under any timeout.
    web.pages[(SHOP, "/trickle")] = Response(200, b"x" * 2_000, trickle_delay=0.01, trickle_chunk=1)
    fetcher = make_fetcher(web)  # built first: the clock is the fetch's
    started = time.monotonic()
    assert_fails("timeout", fetcher.fetch, web.url(SHOP, "/trickle"), deadline=0.6)
    assert time.monotonic() - started < 0.6 + 0.25


def test_a_server_that_does_not_answer_times_out(web: FakeWeb) -> None:
    web.pages[(SHOP, "/slow")] = Response(200, "late", delay=2.0)
    fetcher = make_fetcher(web)
    started = time.monotonic()
    assert_fails("timeout", fetcher.fetch, web.url(SHOP, "/slow"), deadline=0.4)
    assert time.monotonic() - started < 0.4 + 0.25


def test_elapsed_is_reported(web: FakeWeb) -> None:
    web.pages[(SHOP, "/pause")] = Response(200, "ok", delay=0.2)
    result = make_fetcher(web).fetch(web.url(SHOP, "/pause"))
    assert 0.2 <= result.elapsed < 2.0


# -- robots.txt and politeness ---------------------------------------------------------
ROBOTS = """
User-agent: CompanyDataBot
Disallow: /private

User-agent: *
Disallow: /
"""


def test_robots_txt_is_obeyed_for_our_token_and_cached(web: FakeWeb) -> None:
    web.pages[(SHOP, "/robots.txt")] = Response(200, ROBOTS, headers={"Content-Type": "text/plain"})
    web.pages[(SHOP, "/impressum")] = Response(200, "Impressum")
    web.pages[(SHOP, "/private/x")] = Response(200, "secret")
    resolver = web.resolver
    fetcher = make_fetcher(web, resolver)
    assert fetcher.fetch(web.url(SHOP, "/impressum"), respect_robots=True).body == b"Impressum"
    assert_fails("robots_disallowed", fetcher.fetch, web.url(SHOP, "/private/x"), respect_robots=True)
    assert len(web.requests_for(SHOP, "/robots.txt")) == 1
    assert web.requests_for(SHOP, "/private/x") == []
    assert resolver.lookups == [SHOP, SHOP]  # once per fetch, robots.txt included
    assert fetcher.fetch(web.url(SHOP, "/private/x")).status == 200  # not asked to respect it


@pytest.mark.parametrize(("status", "allowed"), [(404, True), (410, True), (500, False), (503, False)])
def test_robots_txt_status_decides_when_there_is_no_file(web: FakeWeb, status: int, allowed: bool) -> None:
    web.pages[(SHOP, "/robots.txt")] = Response(status, "")
    fetcher = make_fetcher(web)
    if allowed:
        assert fetcher.fetch(web.url(SHOP, "/"), respect_robots=True).status == 200
    else:
        assert_fails("robots_disallowed", fetcher.fetch, web.url(SHOP, "/"), respect_robots=True)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_000.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(round(seconds, 6))
        self.now += seconds


def test_requests_to_one_host_are_spaced_by_the_interval(web: FakeWeb) -> None:
    web.pages[(OTHER, "/")] = Response(200, "other")
    clock = FakeClock()
    fetcher = make_fetcher(web, min_host_interval=2.0, pacer=HostPacer(clock=clock, sleep=clock.sleep))
    fetcher.fetch(web.url(SHOP, "/"))
    fetcher.fetch(web.url(OTHER, "/"))  # another host: no wait
    assert clock.sleeps == []
    fetcher.fetch(web.url(SHOP, "/"))
    assert clock.sleeps == [2.0]
    clock.now += 5.0  # the interval has long passed
    fetcher.fetch(web.url(SHOP, "/"))
    assert clock.sleeps == [2.0]


def test_the_pacer_is_shared_between_fetchers(web: FakeWeb) -> None:
    clock = FakeClock()
    pacer = HostPacer(clock=clock, sleep=clock.sleep)
    make_fetcher(web, min_host_interval=1.5, pacer=pacer).fetch(web.url(SHOP, "/"))
    make_fetcher(web, min_host_interval=1.5, pacer=pacer).fetch(web.url(SHOP, "/"))
    assert clock.sleeps == [1.5]


# -- webhook delivery shape ------------------------------------------------------------
def test_a_webhook_post_reaches_the_receiver_as_sent() -> None:
    with WebhookReceiver() as receiver:
        receiver.respond_with(Response(500, "boom"))
        fetcher = make_fetcher(receiver)
        body = json.dumps({"id": "evt_1_company.changed"}).encode()
        headers = {"Content-Type": "application/json", "Svc-Event-Id": "evt_1_company.changed"}
        first = fetcher.fetch(receiver.target_url, method="POST", content=body, headers=headers, max_redirects=0)
        second = fetcher.fetch(receiver.target_url, method="POST", content=body, headers=headers, max_redirects=0)
        assert (first.status, second.status) == (500, 200)
        delivered: list[Request] = receiver.deliveries
        assert [d.json() for d in delivered] == [{"id": "evt_1_company.changed"}] * 2
        assert delivered[0].headers["Svc-Event-Id"] == "evt_1_company.changed"


# -- the async twin --------------------------------------------------------------------
def make_async_fetcher(web: FakeWeb, resolver: StaticResolver | None = None) -> AsyncSafeFetcher:
    return AsyncSafeFetcher(
        resolver=resolver or web.resolver, ssl_context=web.client_ssl_context(),
        min_host_interval=0.0, pacer=HostPacer(),
    )


def test_async_fetch_verifies_tls_and_sends_the_host_name(web: FakeWeb) -> None:
    async def scenario() -> None:
        async with make_async_fetcher(web) as fetcher:
            result = await fetcher.fetch(web.url(SHOP, "/"))
            assert (result.status, result.ip) == (200, LOOPBACK)
        assert web.requests[0].host == f"{SHOP}:{web.port}"

    asyncio.run(scenario())


def test_async_fetch_refuses_and_fails_like_the_sync_one(web: FakeWeb) -> None:
    web.pages[(SHOP, "/go")] = Response(302, headers={"Location": f"https://internal.muster-gmbh.de:{web.port}/"})
    web.pages[(SHOP, "/trickle")] = Response(200, b"x" * 2_000, trickle_delay=0.01)
    web.pages[(SHOP, "/big")] = Response(200, b"x" * 100_000)
    resolver = StaticResolver({SHOP: "127.0.0.1", "internal.muster-gmbh.de": "10.0.0.7"})

    async def scenario() -> None:
        async with make_async_fetcher(web, resolver) as fetcher:
            with pytest.raises(FetchError) as refused:
                await fetcher.fetch(web.url(SHOP, "/go"))
            assert refused.value.code == "unsafe_address"
            moved = await fetcher.fetch(web.url(SHOP, "/go"), max_redirects=0)
            assert moved.status == 302
            big = await fetcher.fetch(web.url(SHOP, "/big"), max_bytes=500)
            assert (len(big.body), big.truncated) == (500, True)
            started = time.monotonic()
            with pytest.raises(FetchError) as slow:
                await fetcher.fetch(web.url(SHOP, "/trickle"), deadline=0.5)
            assert slow.value.code == "timeout"
            assert time.monotonic() - started < 0.5 + 0.25

    asyncio.run(scenario())


def test_async_tls_failure() -> None:
    with FakeWeb({(SHOP, "/"): Response(200, "hi")}, cert_hosts=["other.muster-gmbh.de"]) as web:

        async def scenario() -> None:
            async with make_async_fetcher(web) as fetcher:
                with pytest.raises(FetchError) as caught:
                    await fetcher.fetch(web.url(SHOP, "/"))
                assert caught.value.code == "tls"

        asyncio.run(scenario())


def test_async_fan_out_delivers_concurrently() -> None:
    with WebhookReceiver(default=Response(204, b"", delay=0.2)) as receiver:

        async def scenario() -> list[int]:
            async with make_async_fetcher(receiver) as fetcher:
                calls = [
                    fetcher.fetch(receiver.target_url, method="POST", content=b"{}", max_redirects=0)
                    for _ in range(20)
                ]
                return [result.status for result in await asyncio.gather(*calls)]

        started = time.monotonic()
        assert asyncio.run(scenario()) == [204] * 20
        assert time.monotonic() - started < 1.5  # 20 x 0.2 s one after another would be 4 s
        assert len(receiver.deliveries) == 20
