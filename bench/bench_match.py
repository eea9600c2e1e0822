"""Company matching speed: single matches (the service in process, and ``POST /v1/match``
over HTTP against the production server) and a bulk match job of 10,000 lines from
submission to result.

Targets (issue #25): a single match p95 under 50 ms over 1,000,000 companies; a
10,000-line bulk match under 30 s. Records (``bench/lib/data.py:match_records``): an eighth
each of exact names with city, names without legal form, typos, moved companies, domain
only, VAT id only, a mailbox at the company's domain, and companies that do not exist.

    flock /tmp/bench.lock .venv/bin/python bench/bench_match.py [--companies N] [--records 400]
        [--bulk-lines 10000] [--no-http]

Environment as ``bench/run.py`` (``BENCH_DATABASE_URL``, default ``company_bench``). The
companies are reused when there are at least ``--companies``; otherwise they are seeded
first (minutes at a million).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_search import _load, report  # noqa: E402
from bench.lib.procs import Service  # noqa: E402
from bench.run import _env, _log, measure_bulk  # noqa: E402


def in_process(records: list[tuple[str, dict]]) -> tuple[dict[str, list[float]], dict]:
    """Latencies (ms) per kind of ``match_company`` itself, and the outcomes."""
    from companies.match_input import parse_match_input
    from companies.matching import match_company

    by_kind: dict[str, list[float]] = {}
    outcomes: dict[str, int] = {}
    for kind, body in records:
        started = time.perf_counter()
        answer = match_company(parse_match_input(body))
        by_kind.setdefault(kind, []).append((time.perf_counter() - started) * 1000)
        outcomes[f"{kind}:{answer.outcome}"] = outcomes.get(f"{kind}:{answer.outcome}", 0) + 1
    return by_kind, outcomes


def over_http(base: str, key: str, records: list[tuple[str, dict]]) -> dict[str, list[float]]:
    import httpx

    by_kind: dict[str, list[float]] = {}
    with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {key}"},
                      timeout=30) as client:
        for _, body in records[:10]:  # warm-up: the connection and each worker
            client.post("/v1/match", json=body)
        for kind, body in records[10:]:
            started = time.perf_counter()
            response = client.post("/v1/match", json=body)
            by_kind.setdefault(kind, []).append((time.perf_counter() - started) * 1000)
            if response.status_code != 200:
                raise RuntimeError(f"POST /v1/match answered {response.status_code}")
    return by_kind


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--companies", type=int, default=1_000_000)
    parser.add_argument("--records", type=int, default=400)
    parser.add_argument("--bulk-lines", type=int, default=10_000)
    parser.add_argument("--no-http", action="store_true", help="the service in process only")
    args = parser.parse_args()

    env = _env()
    os.environ.update(env)
    from bench.lib import data

    data.setup_django()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    data.ensure_database()
    count, _ = data.ensure_companies(args.companies, _log)
    records = data.match_records(args.records)
    lines = [f"matching over {count:,} companies; load before: {_load()}"]
    by_kind, outcomes = in_process(records)
    lines += report("match_company() in process", by_kind)
    lines.append("outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    if not args.no_http:
        key = data.bench_keys(1)[0]
        body = data.match_lines(args.bulk_lines)
        from django.db import connections

        connections.close_all()
        service = Service(env=env, web_workers=int(os.environ.get("WEB_CONCURRENCY", "2")))
        service.start()
        try:
            lines += report("POST /v1/match over HTTP (sequential, billed)",
                            over_http(service.base, key, data.match_records(args.records,
                                                                            seed=37)))
            bulk = measure_bulk(service.base, key, body, path="/v1/bulk/match",
                                count_by="outcome")
        finally:
            service.stop()
        lines.append(f"\nbulk match, {bulk['lines']:,} lines, submission to result: "
                     f"{bulk['seconds']:.1f} s (target < 30 s); "
                     + ", ".join(f"{v:,} {k}" for k, v in sorted(bulk["statuses"].items()))
                     + f"; {bulk['credits']:,} credits")
    lines.append(f"load after: {_load()}")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
