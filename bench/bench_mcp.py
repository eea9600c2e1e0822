"""What does a tool call over /mcp cost next to the same read over REST? Prints latency
p50/p90/p99 of ``GET /v1/companies/{id}`` and the MCP ``get_company`` tool for the same
company, and their ratio (plus ``/healthz`` and MCP ``tools/list`` for scale).

Both are measured on one running web process (``uvicorn config.asgi:application``), with
one keep-alive HTTP client, sequential calls, REST and MCP alternating call by call (so load
drift on the machine hits both alike), after a warm-up. The MCP call is what any client
sends per tool call on the stateless transport: one POST with a JSON-RPC ``tools/call``.

Against a running server (a live key with credits; the company is found by a search when
``--company`` is not given)::

    .venv/bin/python bench/bench_mcp.py --url http://127.0.0.1:8000 --key svc_live_...

Without ``--url`` the benchmark starts its own server on PostgreSQL (``DATABASE_URL``,
default database ``h_mcp_bench`` on 127.0.0.1, created, migrated and seeded when missing)
with Redis (``REDIS_URL``, default ``redis://127.0.0.1:6379/0``)::

    .venv/bin/python bench/bench_mcp.py [--calls 500]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
DEFAULT_DB = "postgres://postgres@127.0.0.1:5432/h_mcp_bench"
HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json",
           "MCP-Protocol-Version": "2025-11-25"}


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def rpc(method: str, params: dict | None = None) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params or {}}).encode()


def ensure_database(url: str) -> None:
    import psycopg

    name = url.rsplit("/", 1)[1]
    admin = url.rsplit("/", 1)[0].replace("postgres://", "postgresql://", 1) + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')


@contextmanager
def own_server() -> Iterator[tuple[str, str]]:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.base",
           "DATABASE_URL": os.environ.get("DATABASE_URL", DEFAULT_DB),
           "REDIS_URL": os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"),
           "CELERY_BROKER_URL": "memory://", "LOG_LEVEL": "WARNING"}
    ensure_database(env["DATABASE_URL"])
    subprocess.run([PYTHON, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True)
    seeded = subprocess.run([PYTHON, "manage.py", "seed_demo", "--companies", "60", "--json"],
                            cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    key = json.loads(seeded.stdout.strip().splitlines()[-1])["live_key"]
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    process = subprocess.Popen(
        [str(Path(PYTHON).with_name("uvicorn")), "config.asgi:application", "--host",
         "127.0.0.1", "--port", str(port), "--lifespan", "on", "--no-access-log"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        yield base, key
    finally:
        process.terminate()
        process.wait(timeout=10)


def find_company(client: httpx.Client, base: str, query: str) -> str:
    response = client.post(f"{base}/mcp", headers=HEADERS, content=rpc(
        "tools/call", {"name": "search_companies", "arguments": {"query": query, "limit": 1}}))
    hits = response.json()["result"]["structuredContent"]["results"]
    if not hits:
        raise SystemExit(f"No company matches {query!r}; pass --company c_…")
    return hits[0]["id"]


def measure(calls: int, probes: dict[str, Callable[[], httpx.Response]]) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {name: [] for name in probes}
    for round_ in range(calls + 20):  # 20 warm-up rounds are not counted
        for name, probe in probes.items():
            started = time.perf_counter()
            response = probe()
            elapsed = (time.perf_counter() - started) * 1000
            if response.status_code != 200 or b'"isError":true' in response.content:
                raise SystemExit(f"{name}: {response.status_code} {response.text[:300]}")
            if round_ >= 20:
                timings[name].append(elapsed)
    return timings


def report(timings: dict[str, list[float]], company: str) -> None:
    print(f"company {company}; {len(next(iter(timings.values())))} sequential calls each, "
          "REST and MCP alternating, one keep-alive connection")
    print(f"{'':32} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8} {'mean ms':>8}")
    for name, samples in timings.items():
        print(f"{name:32} {percentile(samples, 0.5):8.2f} {percentile(samples, 0.9):8.2f} "
              f"{percentile(samples, 0.99):8.2f} {statistics.fmean(samples):8.2f}")
    rest, mcp = timings["REST GET /v1/companies/{id}"], timings["MCP tools/call get_company"]
    print(f"ratio MCP/REST: p50 {percentile(mcp, 0.5) / percentile(rest, 0.5):.2f}x, "
          f"p99 {percentile(mcp, 0.99) / percentile(rest, 0.99):.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", help="a running server, e.g. http://127.0.0.1:8000")
    parser.add_argument("--key", help="a live key with credits (with --url)")
    parser.add_argument("--company", help="company id (default: first hit of --query)")
    parser.add_argument("--query", default="Software")
    parser.add_argument("--calls", type=int, default=500)
    args = parser.parse_args()
    if args.url and not args.key:
        parser.error("--url needs --key")

    @contextmanager
    def target() -> Iterator[tuple[str, str]]:
        if args.url:
            yield args.url.rstrip("/"), args.key
        else:
            with own_server() as started:
                yield started

    with target() as (base, key), httpx.Client(
        headers={"Authorization": f"Bearer {key}"}, timeout=30
    ) as client:
        company = args.company or find_company(client, base, args.query)
        tool_call = rpc("tools/call", {"name": "get_company", "arguments": {"id": company}})
        tools_list = rpc("tools/list")
        timings = measure(args.calls, {
            "REST GET /v1/companies/{id}": lambda: client.get(f"{base}/v1/companies/{company}"),
            "MCP tools/call get_company": lambda: client.post(f"{base}/mcp", headers=HEADERS,
                                                              content=tool_call),
            "MCP tools/list (no tool)": lambda: client.post(f"{base}/mcp", headers=HEADERS,
                                                            content=tools_list),
            "GET /healthz (no key, no DB)": lambda: client.get(f"{base}/healthz"),
        })
        report(timings, company)


if __name__ == "__main__":
    main()
