"""The service's benchmark (``make bench``; ``make bench-quick`` = ``--quick``).

Seeds PostgreSQL (``seed_demo --companies 1000000`` into ``company_bench``, reused when the
companies are there), starts the service as production runs it -- ``python -m config.serve
config.asgi:application`` (uvicorn) with ``WEB_CONCURRENCY`` (2) workers and a Celery worker --
against PostgreSQL and Redis on 127.0.0.1, drives load from separate processes (wrk with a
Lua script rotating keys and company ids; a Python load generator when wrk is missing) and
prints ONE table:

- ``GET /v1/companies/{id}`` (authenticated, billed, usage recorded) beside ``/healthz`` of
  the same server: throughput, p50/p99 and the ratio, with one hot key and with 100 keys of
  100 accounts;
- the same lookup as MCP ``get_company`` and its ratio to REST (target within 1.5x);
- the same two reads *cold*: ids drawn uniformly from ``--cold-ids`` (50,000) random
  companies not read before (removed from the record cache; REST and MCP draw disjoint
  sets), 100 keys, never warmed up; their ratio to ``/healthz`` beside the hot set's
  (target >= 0.5x, p99 < 100 ms);
- search p50/p95 over the companies (exact names, umlaut spellings, typos, single words,
  unfinished names; ``bench/bench_search.py`` measures search alone in more detail);
- a 10,000-line bulk job from submission to result (target < 5 s);
- ``POST /v1/match`` p50/p95 over mixed messy records and a 10,000-line bulk match job
  (targets p95 < 50 ms, < 30 s; ``bench/bench_match.py`` times the record kinds);
- webhook fan-out (``bench/bench_webhooks.py``): deliveries/s and change-to-delivery p99;
- the change feed (``bench/bench_feed.py``): long-polling clients while changes are written,
  event-to-client p50/p99;
- peak memory (VmHWM) of a web and a worker process.

``--quick`` is the CI smoke run: 2,000 companies, 5-second runs, 1,000 bulk lines, 500
deliveries; no thresholds are asserted. Figures on a shared machine are noisy.

Environment: ``BENCH_DATABASE_URL`` (default ``postgres://postgres@127.0.0.1:5432/company_bench``),
``BENCH_REDIS_URL`` (``redis://127.0.0.1:6379/10``; the broker uses the next database),
``WEB_CONCURRENCY`` (2), ``WEB_THREADS``. Where the machine runs no PostgreSQL and Redis on
the standard ports, the defaults are the private servers ``make bench`` starts.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lib.load import LoadResult, Target, load_tool, run_load  # noqa: E402
from bench.lib.procs import LOGS, Service, cpu_seconds, peak_mib  # noqa: E402
from config.devservers import answers  # noqa: E402

UNLIMITED = {"RATE_LIMIT_PER_KEY": "1000000000/60", "RATE_LIMIT_PER_IP": "1000000000/60",
             "LOOKUP_LOCK_THRESHOLD": "1000000000/600"}


def _default_urls() -> tuple[str, str]:
    """The machine's PostgreSQL and Redis where both answer on their standard ports (the
    bench's figures are taken there); else the servers ``make bench`` named in
    DATABASE_URL / REDIS_URL (the private ones of config/devservers.py on a bare machine)."""
    if answers(5432) and answers(6379):
        return ("postgres://postgres@127.0.0.1:5432/company_bench", "redis://127.0.0.1:6379/10")
    database = os.environ.get("DATABASE_URL", "")
    redis_url = os.environ.get("REDIS_URL", "")
    if not database or not redis_url:
        raise SystemExit("no PostgreSQL/Redis: run the bench through `make bench`")
    return (database.rpartition("/")[0] + "/company_bench", redis_url.rpartition("/")[0] + "/10")


def _env() -> dict[str, str]:
    default_database, default_redis = _default_urls()
    redis_url = os.environ.get("BENCH_REDIS_URL", default_redis)
    base, _, number = redis_url.rpartition("/")
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.base",
        "DATABASE_URL": os.environ.get("BENCH_DATABASE_URL", default_database),
        "REDIS_URL": redis_url,
        "CELERY_BROKER_URL": f"{base}/{int(number or 0) + 1}",
        "LOG_LEVEL": "INFO",  # the JSON request line is part of what production pays
        "PROMETHEUS_MULTIPROC_DIR": str(LOGS / "prometheus"),
        **UNLIMITED,
    }
    env.pop("DEBUG", None)
    return env


def _log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _timed_get(client, path: str, params: dict | None = None) -> tuple[float, object]:  # noqa: ANN001
    started = time.perf_counter()
    response = client.get(path, params=params)
    return (time.perf_counter() - started) * 1000, response


def over_http(base: str, key: str, warm: list[tuple[str, str]], queries: list[tuple[str, str]],
              ids: list[str]) -> tuple[dict[str, list[float]], list[float], int, int]:
    """Latencies (ms) per kind of ``queries``, of billed company reads, hits, errors."""
    import httpx

    by_kind: dict[str, list[float]] = {}
    hits = errors = 0
    with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {key}"},
                      timeout=30) as client:
        for _, q in warm:
            client.get("/v1/companies/search", params={"q": q})
        reads = [_timed_get(client, f"/v1/companies/{i}")[0] for i in ids]
        for kind, q in queries:
            ms, response = _timed_get(client, "/v1/companies/search", {"q": q})
            by_kind.setdefault(kind, []).append(ms)
            errors += response.status_code != 200
            hits += response.status_code == 200 and bool(response.json()["results"])
    return by_kind, reads, hits, errors


def measure_search(base: str, key: str, queries: list[tuple[str, str]],
                   warmup: list[tuple[str, str]]) -> dict:
    """Sequential searches (one client, keep-alive): latency per query. ``warmup`` queries
    (others than the measured ones) open the connection first."""
    by_kind, _, hits, errors = over_http(base, key, warmup, queries, [])
    everything = [v for values in by_kind.values() for v in values]
    return {"n": len(everything), "p50": _pct(everything, 0.5), "p95": _pct(everything, 0.95),
            "kinds": {k: statistics.median(v) for k, v in by_kind.items()},
            "with_hits": hits, "errors": errors}


def measure_bulk(base: str, key: str, body: bytes, *, path: str = "/v1/bulk/domains",
                 count_by: str = "status") -> dict:
    """POST a bulk job (``path``) -> poll the job -> read the whole result; the result
    lines counted by their member ``count_by``."""
    import httpx

    headers = {"Authorization": f"Bearer {key}"}
    with httpx.Client(base_url=base, headers=headers, timeout=60) as client:
        started = time.perf_counter()
        answer = client.post(path, content=body,
                             headers={"Content-Type": "application/x-ndjson"})
        if answer.status_code != 202:
            raise RuntimeError(f"bulk submission answered {answer.status_code}: {answer.text}")
        job = answer.json()["job"]
        while job["status"] in ("queued", "running"):
            if time.perf_counter() - started > 300:
                raise RuntimeError(f"bulk job still {job['status']} after 300 s")
            time.sleep(0.05)
            job = client.get(f"/v1/jobs/{job['id']}").json()
        if job["status"] != "succeeded":
            raise RuntimeError(f"bulk job {job['status']}: {job.get('error')}")
        result = client.get(job["result_url"])
        seconds = time.perf_counter() - started
    lines = result.text.splitlines()
    statuses: dict[str, int] = {}
    for line in lines:
        status = json.loads(line)[count_by]
        statuses[status] = statuses.get(status, 0) + 1
    return {"seconds": seconds, "lines": len(lines), "statuses": statuses,
            "credits": job["credits_charged"]}


def measure_webhooks(env: dict[str, str], *, deliveries: int, quick: bool) -> dict:
    """bench/bench_webhooks.py in its own processes on its own database."""
    db = env["DATABASE_URL"] + "_webhooks"  # its own database: the script empties its tables
    args = ["--deliveries", str(deliveries), "--hosts", "10"]
    if quick:
        args += ["--hosts", "5", "--rate", "100", "--seconds", "3"]
    out = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench_webhooks.py"), *args],
        env={**env, "DATABASE_URL": db, "LOG_LEVEL": "WARNING"}, cwd=ROOT,
        capture_output=True, text=True, timeout=1200,
    )
    if out.returncode:
        raise RuntimeError(f"bench_webhooks failed:\n{out.stdout}\n{out.stderr[-3000:]}")
    rate = re.search(r"deliveries/s \(first to last arrival\): (\d+)", out.stdout)
    lat = re.search(r"p50 (\d+) ms, p99 (\d+) ms", out.stdout)
    return {"deliveries": deliveries, "per_second": int(rate.group(1)),
            "p50": int(lat.group(1)), "p99": int(lat.group(2))}


def measure_feed(env: dict[str, str], *, quick: bool) -> dict:
    """bench/bench_feed.py: long-polling clients while changes are written."""
    args = ["--clients", "20", "--rate", "200", "--seconds", "3"] if quick else []
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "bench_feed.py"), *args],
                         env={**env, "LOG_LEVEL": "WARNING"}, cwd=ROOT, capture_output=True,
                         text=True, timeout=600)
    if out.returncode:
        raise RuntimeError(f"bench_feed failed:\n{out.stdout}\n{out.stderr[-3000:]}")
    head = re.search(r"clients (\d+), written ([\d,]+) changes in ([\d.]+) s \(([\d,]+)/s\), "
                     r"read ([\d,]+) events", out.stdout)
    lat = re.search(r"p50 (\d+) ms, p99 (\d+) ms", out.stdout)
    rss = re.search(r"web peak RSS (\d+) MiB", out.stdout)
    return {"clients": int(head.group(1)), "rate": head.group(4), "written": head.group(2),
            "read": head.group(5), "p50": int(lat.group(1)) if lat else None,
            "p99": int(lat.group(2)) if lat else None, "rss": int(rss.group(1))}


def _ms(value: float) -> str:
    return f"{value:.1f} ms" if value < 100 else f"{value:,.0f} ms"


def _load_cell(r: LoadResult) -> str:
    errors = f", {r.errors:,} non-2xx" if r.errors else ""
    cpu = f", web CPU {r.cpu_ms:.2f} ms/req" if r.cpu_ms else ""
    return f"{r.rps:,.0f} req/s, p50 {_ms(r.p50_ms)}, p99 {_ms(r.p99_ms)}{errors}{cpu}"


def table(results: dict, setup: dict) -> str:
    rows = []
    load = results["load"]
    if load:
        health, hot, many, mcp = (load[k] for k in ("healthz", "hot", "many", "mcp"))
        cold = setup["cold_ids"]
        rows += [
            ("GET /healthz (same server)", _load_cell(health), "the trivial endpoint"),
            ("GET /v1/companies/{id}, 1 hot key", _load_cell(hot),
             f"{hot.rps / health.rps:.2f}x /healthz throughput"),
            ("GET /v1/companies/{id}, 100 keys of 100 accounts", _load_cell(many),
             f"{many.rps / health.rps:.2f}x /healthz throughput"),
            (f"GET /v1/companies/{{id}}, 100 keys, cold: {cold:,} uncached ids",
             _load_cell(load["cold"]),
             f"{load['cold'].rps / health.rps:.2f}x /healthz throughput (hot set "
             f"{many.rps / health.rps:.2f}x; target >= 0.5x, p99 < 100 ms)"),
            ("MCP get_company, 100 keys", _load_cell(mcp),
             f"{mcp.rps / health.rps:.2f}x /healthz; REST/MCP throughput "
             f"{many.rps / mcp.rps:.2f}x, MCP/REST p50 {mcp.p50_ms / many.p50_ms:.2f}x "
             "(target within 1.5x)"),
            (f"MCP get_company, 100 keys, cold: {cold:,} other uncached ids",
             _load_cell(load["mcp_cold"]),
             f"{load['mcp_cold'].rps / health.rps:.2f}x /healthz throughput (hot set "
             f"{mcp.rps / health.rps:.2f}x; target >= 0.5x, p99 < 100 ms)"),
        ]
    if "search" in results:
        search = results["search"]
        rows.append(
            (f"search over {setup['companies']:,} companies ({search['n']} queries, sequential)",
             f"p50 {_ms(search['p50'])}, p95 {_ms(search['p95'])}",
             "p50 " + ", ".join(f"{k} {_ms(v)}" for k, v in search["kinds"].items())
             + f"; {search['with_hits']} with hits"))
    if "bulk" in results:
        bulk = results["bulk"]
        rows.append(
            (f"bulk job, {bulk['lines']:,} lines, submission to result", f"{bulk['seconds']:.2f} s",
             "target < 5 s; "
             + ", ".join(f"{v:,} {k}" for k, v in sorted(bulk["statuses"].items()))))
    if "match" in results:
        single, bulk = results["match"], results["bulk_match"]
        rows.append((f"POST /v1/match over {setup['companies']:,} companies ({single['n']} "
                     "records, sequential)", f"p50 {_ms(single['p50'])}, p95 {_ms(single['p95'])}",
                     "target p95 < 50 ms; bench/bench_match.py times the kinds"))
        rows.append((f"bulk match job, {bulk['lines']:,} lines, submission to result",
                     f"{bulk['seconds']:.2f} s", "target < 30 s; "
                     + ", ".join(f"{v:,} {k}" for k, v in sorted(bulk["statuses"].items()))))
    if "webhooks" in results:
        hooks = results["webhooks"]
        if "failed" in hooks:
            rows.append((f"webhook fan-out, {hooks['deliveries']:,} deliveries", "did not finish",
                         hooks["failed"]))
        else:
            rows.append((f"webhook fan-out, {hooks['deliveries']:,} deliveries",
                         f"{hooks['per_second']:,} deliveries/s",
                         f"change-to-delivery p50 {hooks['p50']} ms, p99 {hooks['p99']} ms"))
    if "feed" in results:
        feed = results["feed"]
        if "failed" in feed:
            rows.append(("change feed, long polls", "did not finish", feed["failed"]))
        else:
            rows.append((f"change feed: {feed['clients']} long-polling clients, "
                         f"{feed['rate']} changes/s", f"event to client p50 {feed['p50']} ms, "
                         f"p99 {feed['p99']} ms",
                         f"target p99 < 1 s; {feed['read']} of {feed['written']} events read; "
                         f"web RSS {feed['rss']} MiB"))
    rows.append(("peak RSS (VmHWM)", f"web process {results['rss']['web']:.0f} MiB, "
                 f"worker process {results['rss']['worker']:.0f} MiB",
                 f"{setup['web_workers']} web workers, Celery concurrency 2"))
    head = (f"Benchmark ({setup['mode']}): {setup['companies']:,} companies; uvicorn "
            f"{setup['web_workers']} workers x {setup['threads']} threads; load: {setup['tool']} "
            f"-c{setup['connections']}, {setup['seconds']} s per run; {os.cpu_count()} cores, "
            f"Python {platform.python_version()}; {time.strftime('%Y-%m-%d %H:%M')}")
    lines = [head, "", "| Measure | Result | Compared with |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    return "\n".join(lines)


LOAD_ROWS = ("healthz", "hot", "many", "mcp", "cold", "mcp_cold")
PARTS = ("load", "search", "bulk", "match", "webhooks", "feed")
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="CI smoke sizes, no thresholds")
    parser.add_argument("--companies", type=int)
    parser.add_argument("--seconds", type=int)
    parser.add_argument("--bulk-lines", type=int)
    parser.add_argument("--deliveries", type=int)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--cold-ids", type=int,
                        help="companies each cold-read run draws from (50,000; quick: 300)")
    parser.add_argument("--load-order", type=lambda v: v.split(","),
                        help=f"the load rows' order, comma-separated (default {','.join(LOAD_ROWS)}; "
                             "every row runs once): to tell a row's cost from its place")
    parser.add_argument("--no-webhooks", action="store_true")
    parser.add_argument("--only", action="append", choices=PARTS,
                        help="run only this part (repeatable); the table shows what ran")
    args = parser.parse_args()
    parts = set(args.only or PARTS)
    if args.load_order and sorted(args.load_order) != sorted(LOAD_ROWS):
        parser.error(f"--load-order names each of {','.join(LOAD_ROWS)} once")
    quick = args.quick
    companies = args.companies or (2_000 if quick else 1_000_000)
    seconds = args.seconds or (5 if quick else 10)
    bulk_size = args.bulk_lines or (1_000 if quick else 10_000)
    deliveries = args.deliveries or (500 if quick else 10_000)
    web_workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
    cold_count = args.cold_ids or (300 if quick else 50_000)

    env = _env()
    os.environ.update(env)
    from bench.lib import data

    data.setup_django()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    from django.conf import settings

    began = time.perf_counter()
    data.ensure_database()
    count, seeded = data.ensure_companies(companies, _log)
    _log(f"{count:,} companies in {settings.DATABASES['default']['NAME']}"
         + (f" (seeded in {seeded:.0f} s)" if seeded else " (reused)"))
    keys = data.bench_keys(100)
    data.vacuum_written_tables()
    sample = data.sample_companies(1_000)
    ids = [public_id for public_id, _ in sample]
    cold_ids = data.cold_companies(2 * cold_count, exclude=set(ids), seed=time.time_ns())
    cold_rest, cold_mcp = cold_ids[:cold_count], cold_ids[cold_count:]
    _log(f"cold reads: {len(cold_rest):,} + {len(cold_mcp):,} uncached ids")
    queries = data.search_queries([name for _, name in sample], (40 if quick else 200) + 10)
    bulk_body = data.bulk_lines(bulk_size)
    match_records = data.match_records(60 if quick else 410)
    match_body = data.match_lines(bulk_size)
    from django.db import connections

    connections.close_all()

    results: dict = {"load": {}}
    (LOGS / "prometheus").mkdir(parents=True, exist_ok=True)
    service = Service(env=env, web_workers=web_workers).start()
    try:
        base = service.base
        paths = [f"/v1/companies/{i}" for i in ids]
        targets = {
            "healthz": Target("healthz", ["/healthz"], []),
            "hot": Target("hot", paths, keys[:1]),
            "many": Target("many", paths, keys),
            "mcp": Target("mcp", [], keys, method="POST", mcp_ids=ids),
            # never warmed up: every id is read for the first time (a few twice)
            "cold": Target("cold", [f"/v1/companies/{i}" for i in cold_rest], keys),
            "mcp_cold": Target("mcp_cold", [], keys, method="POST", mcp_ids=cold_mcp),
        }
        _log("warming up")
        for name, target in targets.items():
            if "cold" not in name:
                run_load(base, target, seconds=1 if quick else 3,
                         connections=args.connections)
        if "load" not in parts:
            targets = {}
        elif args.load_order:
            targets = {name: targets[name] for name in args.load_order}
        for name, target in targets.items():
            _log(f"load: {name} for {seconds} s")
            used = cpu_seconds(service.web_pids())
            results["load"][name] = result = run_load(base, target, seconds=seconds,
                                                      connections=args.connections)
            # what the web workers spent per answer: unlike throughput, barely moved by
            # other work on a shared machine
            result.cpu_ms = (cpu_seconds(service.web_pids()) - used) * 1000 / max(
                result.requests, 1)
            _log(f"  {_load_cell(results['load'][name])}")
        if "search" in parts:
            # sequential searches alone: let the load runs' batched writes drain first
            time.sleep(3)
            _log("search")
            results["search"] = measure_search(base, keys[1], queries[10:], warmup=queries[:10])
            _log(f"  {results['search']}")
        if "bulk" in parts:
            _log(f"bulk job of {bulk_size:,} lines")
            results["bulk"] = measure_bulk(base, keys[2], bulk_body)
            _log(f"  {results['bulk']}")
        if "match" in parts:
            from bench.bench_match import over_http as match_over_http

            _log("match: single matches, then a bulk match job")
            by_kind = match_over_http(base, keys[3], match_records)
            everything = [v for values in by_kind.values() for v in values]
            results["match"] = {"n": len(everything), "p50": _pct(everything, 0.5),
                                "p95": _pct(everything, 0.95)}
            results["bulk_match"] = measure_bulk(base, keys[4], match_body,
                                                 path="/v1/bulk/match", count_by="outcome")
            _log(f"  {results['match']} {results['bulk_match']}")
        results["rss"] = {"web": peak_mib(service.web_pids()),
                          "worker": peak_mib(service.worker_pids())}
    finally:
        service.stop()
    if "webhooks" in parts and not args.no_webhooks:
        _log(f"webhooks: {deliveries:,} deliveries (bench/bench_webhooks.py)")
        try:
            results["webhooks"] = measure_webhooks(env, deliveries=deliveries, quick=quick)
        except (RuntimeError, subprocess.TimeoutExpired) as exc:
            # reported in the table; the other figures still count
            results["webhooks"] = {"failed": str(exc).strip().splitlines()[-1][:200],
                                   "deliveries": deliveries}
        _log(f"  {results['webhooks']}")
    if "feed" in parts:
        _log("change feed (bench/bench_feed.py)")
        try:
            results["feed"] = measure_feed(env, quick=quick)
        except (RuntimeError, subprocess.TimeoutExpired) as exc:
            results["feed"] = {"failed": str(exc).strip().splitlines()[-1][:200]}
        _log(f"  {results['feed']}")
    setup = {"mode": "quick" if quick else "full", "companies": count,
             "web_workers": web_workers, "threads": settings.WEB_THREADS, "tool": load_tool(),
             "connections": args.connections, "seconds": seconds,
             "cold_ids": min(len(cold_rest), len(cold_mcp))}
    report = table(results, setup)
    print(report)
    (LOGS / f"latest-{setup['mode']}.md").write_text(report + "\n")
    _log(f"done in {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
