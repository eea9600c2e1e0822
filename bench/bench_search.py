"""Company search latency, per query kind, over HTTP against the production server.

The goal (issues #4, #11): p95 under 30 ms per result page at one million companies. This
starts the service as production runs it (``bench/lib/procs.py``: uvicorn with
``WEB_CONCURRENCY`` workers and a Celery worker) on the benchmark database, then sends
``GET /v1/companies/search`` sequentially from one keep-alive client: every query is
distinct and sent once (no repeated query can be answered from a warm cache), after a
warm-up with other queries. Kinds (``bench/lib/data.py``): exact names, umlaut spellings,
typos, single words, unfinished names. For scale it also times the billed
``GET /v1/companies/{id}`` the same way (what every billed call costs before it searches)
and, with ``--service``, the search service called in process (no HTTP, no billing).

    flock /tmp/bench.lock .venv/bin/python bench/bench_search.py [--queries 500] [--service]

Environment as ``bench/run.py``: ``BENCH_DATABASE_URL`` (default ``company_bench``),
``BENCH_REDIS_URL``, ``WEB_CONCURRENCY``. The companies are reused when there are at least
``--companies`` (default 1,000,000); otherwise they are seeded first (minutes).
"""

from __future__ import annotations

import argparse
import logging
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lib.procs import Service  # noqa: E402
from bench.run import _env, _log, _pct, over_http  # noqa: E402


def in_process(queries: list[tuple[str, str]]) -> dict[str, list[float]]:
    """Latencies (ms) per kind of the search service itself (fresh queries: the same
    texts as over HTTP, so PostgreSQL's buffers are warm for them: a lower bound)."""
    from companies.search import search_companies

    by_kind: dict[str, list[float]] = {}
    for kind, q in queries:
        started = time.perf_counter()
        search_companies(q=q)
        by_kind.setdefault(kind, []).append((time.perf_counter() - started) * 1000)
    return by_kind


def _row(label: str, values: list[float]) -> str:
    return (f"| {label} | {len(values)} | {_pct(values, 0.5):.1f} | {_pct(values, 0.95):.1f} "
            f"| {max(values):.1f} |")


def report(title: str, by_kind: dict[str, list[float]]) -> list[str]:
    lines = [f"\n{title}\n", "| kind | n | p50 ms | p95 ms | max ms |", "|---|---|---|---|---|"]
    lines += [_row(kind, values) for kind, values in by_kind.items()]
    lines.append(_row("all", [v for values in by_kind.values() for v in values]))
    return lines


def _load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--companies", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=500, help="distinct measured queries")
    parser.add_argument("--service", action="store_true", help="also time the service call")
    args = parser.parse_args()

    env = _env()
    os.environ.update(env)
    from bench.lib import data

    data.setup_django()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    data.ensure_database()
    count, _ = data.ensure_companies(args.companies, _log)
    key = data.bench_keys(1)[0]
    sample = data.sample_companies(3_000, seed=17)
    names = [name for _, name in sample]
    warm = data.search_queries(names, 25, seed=1)
    seen = {q for _, q in warm}
    queries = []
    for kind, q in data.search_queries(names, args.queries * 2, seed=23):
        if q not in seen and len(queries) < args.queries:
            seen.add(q)
            queries.append((kind, q))
    ids = [public_id for public_id, _ in sample[:100]]
    from django.db import connections

    connections.close_all()

    load_before = _load()
    service = Service(env=env, web_workers=int(os.environ.get("WEB_CONCURRENCY", "2"))).start()
    try:
        _log(f"{len(queries)} distinct searches over {count:,} companies, sequential")
        by_kind, reads, hits, errors = over_http(service.base, key, warm, queries, ids)
    finally:
        service.stop()
    lines = [f"search over {count:,} companies; load before: {load_before}; "
             f"after: {_load()}"]
    lines += report(f"GET /v1/companies/search over HTTP ({hits} with hits, {errors} errors)",
                    by_kind)
    lines += report("GET /v1/companies/{id} over HTTP (billed, for scale)", {"read": reads})
    if args.service:
        lines += report("search_companies() in process (same queries, no HTTP)",
                        in_process(queries))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
