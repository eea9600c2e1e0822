"""The per-IP limit holds against a client that names its own address in
``X-Forwarded-For``: the web process trusts forwarded headers only as far as
``TRUSTED_PROXY_COUNT`` proxies put them there (uvicorn's own handling is off)."""

from __future__ import annotations

import httpx
import pytest

from tests.factories import make_key

from .processes import Web, service_env
from .redis_server import RedisServer

pytestmark = pytest.mark.django_db(transaction=True)


def _statuses(web: Web, plaintext: str, forwarded: list[str]) -> list[int]:
    with httpx.Client(base_url=web.base_url, timeout=10) as client:
        return [
            client.get("/v1/usage", headers={"Authorization": f"Bearer {plaintext}",
                                              "X-Forwarded-For": address}).status_code
            for address in forwarded
        ]


@pytest.fixture
def redis_server(tmp_path):
    server = RedisServer(tmp_path).start()
    yield server
    server.stop()


@pytest.mark.parametrize("proxies", [0, 1])
def test_a_spoofed_forwarded_for_does_not_walk_past_the_per_ip_limit(redis_server, tmp_path,
                                                                     proxies):
    _, plaintext = make_key()
    env = service_env(redis_server.url, RATE_LIMIT_PER_IP="3/600",
                      RATE_LIMIT_PER_KEY="1000/600", TRUSTED_PROXY_COUNT=str(proxies))
    web = Web(env, tmp_path / "web.log").start()
    try:
        if proxies == 0:  # no proxy: the socket's address counts, whatever the header says
            spoofed = [f"203.0.113.{n}" for n in range(1, 6)]
            assert _statuses(web, plaintext, spoofed) == [200, 200, 200, 429, 429]
        else:  # one proxy (the loopback client plays it): the address it appended counts,
            # not what the client put before it
            spoofed = [f"198.51.100.{n}, 203.0.113.7" for n in range(1, 6)]
            assert _statuses(web, plaintext, spoofed) == [200, 200, 200, 429, 429]
            assert _statuses(web, plaintext, ["203.0.113.8"]) == [200]
    finally:
        web.stop()
