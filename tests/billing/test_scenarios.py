"""One table of billing scenarios run through every path that takes credits -- a database
hold (leases off), a credit lease (the ordinary path), the REST fast lane and MCP (the
gateway's lane) -- against the real web process: each path gives the same outcomes, the
same ``X-Credits-Remaining``, leaves the same balance and counts the same usage, equal to
what it charged. (A month that ends mid-lease: tests/billing/test_usage_accounting.py, in
process, where the clock can be moved; the lanes share the lease script's month check.)"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from datetime import timedelta

import httpx
import pytest
from django.core.cache import cache
from django.db.models import Sum
from django.utils import timezone

from accounts.models import Account, ApiKey
from accounts.services import api_key_revoke
from billing.credits import balance_of, current_month
from billing.models import AllowanceUsage, CreditHold, UsageDaily
from billing.services import account_lock
from companies.record_cache import cache_key
from tests.factories import account_with_credits, give_purchased, make_company, make_key
from tests.factories import settle_leases as settle_all_leases
from tests.faults.processes import Web, service_env
from tests.faults.redis_server import RedisServer

pytestmark = pytest.mark.django_db(transaction=True)

METRICS_TOKEN = "scenario-metrics"
MCP_HEADERS = {"Accept": "application/json, text/event-stream",
               "Content-Type": "application/json"}
RATE = 4  # calls per key in the window: the limit boundary
# seconds of the rate limit's fixed window: a day, whose end (00:00 UTC) a run meets far
# less often than a ten-minute window's, where it had to wait for the next window
WINDOW = 86400


@dataclass
class Scenario:
    name: str
    kind: str  # key kind
    free: int
    purchased: int
    calls: list[str]  # "company" (1 credit) or "relations" (2 credits)
    expected: list[tuple[str, int | None]]  # (outcome, X-Credits-Remaining)
    balance: int
    prepare: str = ""  # "lock", "revoke", "last_month_used_up"


SCENARIOS = [
    Scenario("test key spends only free credits", "test", 2, 100, ["company"] * 3,
             [("ok", 1), ("ok", 0), ("insufficient_credits", 0)], 0),
    Scenario("live key spends free then purchased", "live", 1, 1, ["company"] * 3,
             [("ok", 1), ("ok", 0), ("insufficient_credits", 0)], 0),
    Scenario("an exact balance is spent to zero", "live", 0, 2, ["relations", "company"],
             [("ok", 0), ("insufficient_credits", 0)], 0),
    Scenario("the rate limit's boundary", "live", 250, 0, ["company"] * (RATE + 1),
             [("ok", 249 - n) for n in range(RATE)] + [("rate_limited", 250 - RATE)],
             250 - RATE),
    Scenario("a locked account is refused and charged nothing", "live", 250, 10,
             ["company"], [("account_locked", 260)], 260, prepare="lock"),
    Scenario("a revoked key is refused without a balance", "live", 250, 0, ["company"],
             [("unauthorized", None)], 250, prepare="revoke"),
    Scenario("a new month starts a fresh allowance", "test", 0, 0, ["company"],
             [("ok", 249)], 249, prepare="last_month_used_up"),
]
PATHS = ["database hold", "lease", "rest lane", "mcp"]


def _account(scenario: Scenario) -> tuple[Account, str]:
    if scenario.prepare == "last_month_used_up":
        account = account_with_credits(free=250, purchased=0)
        last_month = current_month(timezone.now().replace(day=1) - timedelta(days=1))
        AllowanceUsage.objects.create(mailbox=account.mailbox, month=last_month, used=250)
    else:
        account = account_with_credits(free=scenario.free, purchased=scenario.purchased)
    _, plaintext = make_key(account, kind=scenario.kind)
    if scenario.prepare == "lock":
        account_lock(account=account, reason="chargeback")
    if scenario.prepare == "revoke":
        api_key_revoke(key=ApiKey.objects.get(account=account))
    return account, plaintext


def _outcome(response: httpx.Response, *, mcp: bool) -> tuple[str, int | None]:
    header = response.headers.get("x-credits-remaining")
    remaining = None if header is None else int(header)
    if response.status_code == 200 and mcp:
        result = response.json()["result"]
        if result.get("isError"):
            return re.search(r'"code": ?"(\w+)"', result["content"][0]["text"]).group(1), \
                remaining
        return "ok", remaining
    if response.status_code == 200:
        return "ok", remaining
    return response.json()["error"]["code"], remaining


def _call(web: Web, plaintext: str, what: str, company: str, *, mcp: bool) -> httpx.Response:
    auth = {"Authorization": f"Bearer {plaintext}"}
    if mcp:
        tool = {"company": "get_company", "relations": "get_related_companies"}[what]
        body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                "params": {"name": tool, "arguments": {"id": company}}}
        return httpx.post(f"{web.base_url}/mcp", json=body, headers={**MCP_HEADERS, **auth})
    path = {"company": "", "relations": "/relations"}[what]
    return httpx.get(f"{web.base_url}/v1/companies/{company}{path}", headers=auth)


def _served(web: Web) -> float:
    text = httpx.get(f"{web.base_url}/metrics",
                     headers={"Authorization": f"Bearer {METRICS_TOKEN}"}).text
    match = re.search(r'^svc_fast_lane_total\{outcome="served"\} (\S+)$', text, re.M)
    return float(match.group(1)) if match else 0.0


@pytest.fixture
def redis_server(tmp_path, settings):
    server = RedisServer(tmp_path).start()
    settings.REDIS_URL = server.url
    settings.CACHES = {"default": {"BACKEND": "config.cache.SharedRedisCache",
                                   "LOCATION": server.url, "KEY_PREFIX": ""}}
    yield server
    server.stop()


def test_every_path_gives_the_same_outcomes_headers_and_balances(redis_server, tmp_path):
    company = make_company().public_id
    # seeding leaves a tombstone that keeps the row out of the cache for a while; the
    # lanes serve only a cached row, so the warm-up's ordinary read must cache it
    cache._cache.get_client(write=True).delete(cache_key(company))
    prepared = {(s.name, path): _account(s) for s in SCENARIOS for path in PATHS}
    warm_account = account_with_credits(free=250, purchased=0)
    give_purchased(warm_account, 1000)
    _, warm = make_key(warm_account, kind="live")
    env = dict(RATE_LIMIT_PER_KEY=f"{RATE}/{WINDOW}", RATE_LIMIT_PER_IP="100000/600",
               LOOKUP_LOCK_THRESHOLD="100000/600", METRICS_TOKEN=METRICS_TOKEN)
    webs = {
        "database hold": Web(service_env(redis_server.url, BILLING_LEASE_CREDITS="0", **env),
                             tmp_path / "holds.log"),
        "lease": Web(service_env(redis_server.url, FAST_LANE="false", **env),
                     tmp_path / "lease.log"),
        "lanes": Web(service_env(redis_server.url, **env), tmp_path / "lanes.log"),
    }
    try:
        for web in webs.values():
            web.start()
        lanes = webs["lanes"]
        for mcp in (False, True, True):  # the lanes learn their headers; the row is cached
            assert _call(lanes, warm, "company", company, mcp=mcp).status_code == 200
        served_before = _served(lanes)
        # the per-key limit counts per fixed window of WINDOW s: the boundary scenario's
        # calls must not straddle a window's end (there the last call is rightly answered)
        if time.time() % WINDOW > WINDOW - 60:
            time.sleep(WINDOW - time.time() % WINDOW + 0.2)
        got = {}
        for (name, path), (_, plaintext) in prepared.items():
            scenario = next(s for s in SCENARIOS if s.name == name)
            web = lanes if path in ("rest lane", "mcp") else webs[path]
            got[(name, path)] = [_outcome(_call(web, plaintext, what, company,
                                                mcp=path == "mcp"), mcp=path == "mcp")
                                 for what in scenario.calls]
        deadline = time.monotonic() + 10  # the web process writes its counters each second
        while _served(lanes) <= served_before and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _served(lanes) > served_before  # the lanes did serve
    finally:
        for web in webs.values():
            web.stop()
    settle_all_leases()
    for (name, path), (account, _) in prepared.items():
        scenario = next(s for s in SCENARIOS if s.name == name)
        assert got[(name, path)] == scenario.expected, (name, path)
        live = scenario.kind == "live"
        assert balance_of(account).spendable(live=live) == scenario.balance, (name, path)
    # and the same usage, equal to what each path charged
    for scenario in SCENARIOS:
        usage = {}
        for path in PATHS:
            account = prepared[(scenario.name, path)][0]
            counted = UsageDaily.objects.filter(account=account).aggregate(
                calls=Sum("calls"), credits=Sum("credits"))
            charged = CreditHold.objects.filter(account=account).aggregate(c=Sum("charged"))["c"]
            assert (counted["credits"] or 0) == (charged or 0), (scenario.name, path)
            usage[path] = (counted["calls"] or 0, counted["credits"] or 0)
        assert len(set(usage.values())) == 1, (scenario.name, usage)
