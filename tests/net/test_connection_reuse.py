"""The async fetcher keeps connections alive, but only for the exact checked address and name.

Receivers that keep HTTP/1.1 connections open (tests/fakes/keepalive.py) count the TCP
connections they accept; the test resolver moves names between loopback addresses.
"""

from __future__ import annotations

import asyncio
import ipaddress
import time
from collections.abc import Awaitable, Callable, Iterator

import pytest
import trustme

from net.fetcher import AsyncSafeFetcher, FetchError, HostPacer
from tests.fakes.base import Response
from tests.fakes.keepalive import KeepAliveReceiver
from tests.fakes.resolver import StaticResolver

HOOK = "hooks.empfaenger-gmbh.de"
OTHER = "crm.empfaenger-gmbh.de"


@pytest.fixture
def ca() -> trustme.CA:
    return trustme.CA()


@pytest.fixture
def receiver(ca: trustme.CA) -> Iterator[KeepAliveReceiver]:
    with KeepAliveReceiver([HOOK, OTHER], ca=ca) as server:
        yield server


def run(ca: trustme.CA, resolver: StaticResolver,
        scenario: Callable[[AsyncSafeFetcher], Awaitable[object]]) -> object:
    async def main() -> object:
        context = __import__("ssl").create_default_context()
        ca.configure_trust(context)
        async with AsyncSafeFetcher(resolver=resolver, ssl_context=context,
                                    min_host_interval=0.0, pacer=HostPacer()) as fetcher:
            return await scenario(fetcher)

    return asyncio.run(main())


def post(fetcher: AsyncSafeFetcher, url: str, **options: object) -> Awaitable:
    return fetcher.fetch(url, method="POST", content=b'{"id":"evt_1"}', max_redirects=0,
                         **options)  # type: ignore[arg-type]


def test_many_requests_to_one_receiver_share_one_connection(ca, receiver):
    async def scenario(fetcher: AsyncSafeFetcher) -> list[int]:
        statuses = [(await post(fetcher, receiver.url(HOOK))).status for _ in range(20)]
        assert fetcher.connections_opened == 1
        return statuses

    assert run(ca, StaticResolver({HOOK: "127.0.0.1"}), scenario) == [200] * 20
    assert receiver.connections == 1
    assert [r.body for r in receiver.requests] == [b'{"id":"evt_1"}'] * 20
    assert {r.host for r in receiver.requests} == {f"{HOOK}:{receiver.port}"}


def test_concurrent_requests_open_only_as_many_connections_as_run_at_once(ca, receiver):
    async def scenario(fetcher: AsyncSafeFetcher) -> None:
        for _ in range(5):  # 5 waves of 10 concurrent requests
            results = await asyncio.gather(*(post(fetcher, receiver.url(HOOK)) for _ in range(10)))
            assert [r.status for r in results] == [200] * 10

    run(ca, StaticResolver({HOOK: "127.0.0.1"}), scenario)
    assert len(receiver.requests) == 50
    assert receiver.connections <= 10


def test_a_name_that_now_resolves_elsewhere_gets_a_new_connection_there(ca, receiver):
    # A second receiver on another loopback address, same port: where the name points now.
    with KeepAliveReceiver([HOOK], ca=ca, address="127.0.0.2", port=receiver.port) as moved:
        resolver = StaticResolver({HOOK: "127.0.0.1"})

        async def scenario(fetcher: AsyncSafeFetcher) -> None:
            first = await post(fetcher, receiver.url(HOOK))
            resolver.add(HOOK, "127.0.0.2")
            second = await post(fetcher, receiver.url(HOOK))
            assert (first.ip, second.ip) == (ipaddress.ip_address("127.0.0.1"),
                                             ipaddress.ip_address("127.0.0.2"))
            assert fetcher.connections_opened == 2

        run(ca, resolver, scenario)
        assert (len(receiver.requests), len(moved.requests)) == (1, 1)
        assert resolver.lookups == [HOOK, HOOK]  # checked again at the second request


def test_a_pooled_connection_is_not_used_once_the_name_resolves_to_a_forbidden_address(ca, receiver):
    resolver = StaticResolver({HOOK: "127.0.0.1"})

    async def scenario(fetcher: AsyncSafeFetcher) -> None:
        assert (await post(fetcher, receiver.url(HOOK))).status == 200
        for forbidden in ("10.0.0.7", "169.254.169.254", ["127.0.0.1", "192.168.1.10"]):
            resolver.add(HOOK, forbidden)
            with pytest.raises(FetchError) as refused:
                await post(fetcher, receiver.url(HOOK))
            assert refused.value.code == "unsafe_address"
        resolver.add(HOOK, "127.0.0.1")  # approved again: the idle connection may serve
        assert (await post(fetcher, receiver.url(HOOK))).status == 200
        assert fetcher.connections_opened == 1

    run(ca, resolver, scenario)
    assert len(receiver.requests) == 2
    assert receiver.connections == 1


def test_a_connection_verified_for_one_name_is_not_used_for_another_on_the_same_address(ca, receiver):
    async def scenario(fetcher: AsyncSafeFetcher) -> None:
        await post(fetcher, receiver.url(HOOK))
        await post(fetcher, receiver.url(OTHER))
        await post(fetcher, receiver.url(HOOK))
        await post(fetcher, receiver.url(OTHER))
        assert fetcher.connections_opened == 2

    run(ca, StaticResolver({HOOK: "127.0.0.1", OTHER: "127.0.0.1"}), scenario)
    by_connection = {(r.connection, r.host.split(":")[0]) for r in receiver.requests}
    assert len(by_connection) == 2  # each connection carried one name only
    assert receiver.connections == 2


def test_a_connection_the_receiver_closes_as_it_is_reused_is_replaced(ca):
    with KeepAliveReceiver([HOOK], ca=ca, drop_reused=True) as receiver:

        async def scenario(fetcher: AsyncSafeFetcher) -> list[int]:
            return [(await post(fetcher, receiver.url(HOOK))).status for _ in range(3)]

        assert run(ca, StaticResolver({HOOK: "127.0.0.1"}), scenario) == [200] * 3
        assert len(receiver.requests) == 3  # each answered once, on a fresh connection
        assert receiver.connections >= 3


def test_the_deadline_holds_for_an_exchange_on_a_reused_connection(ca, receiver):
    async def scenario(fetcher: AsyncSafeFetcher) -> None:
        assert (await post(fetcher, receiver.url(HOOK))).status == 200
        receiver.respond_with(Response(200, b"late", delay=2.0))
        started = time.monotonic()
        with pytest.raises(FetchError) as late:
            await post(fetcher, receiver.url(HOOK), deadline=0.4)
        assert late.value.code == "timeout"
        assert time.monotonic() - started < 0.4 + 0.25
        # The cut connection is not reused: the next request gets its own answer.
        after = await post(fetcher, receiver.url(HOOK))
        assert (after.status, after.body) == (200, b"ok")
        assert fetcher.connections_opened == 2

    run(ca, StaticResolver({HOOK: "127.0.0.1"}), scenario)


def test_a_truncated_answer_does_not_leave_bytes_for_the_next_request(ca, receiver):
    receiver.respond_with(Response(200, b"x" * 50_000))

    async def scenario(fetcher: AsyncSafeFetcher) -> None:
        big = await post(fetcher, receiver.url(HOOK), max_bytes=1_000)
        assert (len(big.body), big.truncated) == (1_000, True)
        small = await post(fetcher, receiver.url(HOOK), max_bytes=1_000)
        assert (small.status, small.body, small.truncated) == (200, b"ok", False)

    run(ca, StaticResolver({HOOK: "127.0.0.1"}), scenario)
    assert receiver.connections == 2


def test_a_gzip_answer_is_decoded_and_capped_like_the_sync_fetcher(ca, receiver):
    import gzip

    receiver.respond_with(
        Response(200, gzip.compress(b"<p>Impressum</p>"), headers={"Content-Encoding": "gzip"}),
        Response(200, gzip.compress(b"0" * 5_000_000), headers={"Content-Encoding": "gzip"}),
    )

    async def scenario(fetcher: AsyncSafeFetcher) -> None:
        page = await fetcher.fetch(receiver.url(HOOK, "/"))
        assert page.body == b"<p>Impressum</p>"
        bomb = await fetcher.fetch(receiver.url(HOOK, "/"), max_bytes=10_000)
        assert (len(bomb.body), bomb.truncated) == (10_000, True)

    run(ca, StaticResolver({HOOK: "127.0.0.1"}), scenario)


def test_bytes_beyond_an_answer_are_never_taken_for_the_next_answer(ca):
    """A receiver that sends a second, unasked-for answer right behind the first one (in the
    same packet) must not have it read as the answer to the next request."""
    import socket
    import ssl
    import threading

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert(HOOK).configure_cert(context)
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    accepted: list[socket.socket] = []

    def serve() -> None:
        for _ in range(2):
            try:
                raw, _ = listener.accept()
            except OSError:
                return
            conn = context.wrap_socket(raw, server_side=True)
            accepted.append(conn)
            request = b""
            while b"\r\n\r\n" not in request:
                request += conn.recv(4096)
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"
                         b"HTTP/1.1 500 Smuggled\r\nContent-Length: 0\r\n\r\n")

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()

    async def scenario(fetcher: AsyncSafeFetcher) -> list[int]:
        url = f"https://{HOOK}:{port}/webhook"
        return [(await fetcher.fetch(url)).status for _ in range(2)]

    try:
        assert run(ca, StaticResolver({HOOK: "127.0.0.1"}), scenario) == [200, 200]
        assert len(accepted) == 2  # the spoiled connection was not reused
    finally:
        listener.close()
        for conn in accepted:
            conn.close()
