"""Imprint parser speed over the corpus pages: pages per second and mean milliseconds per page.

Run: ``.venv/bin/python bench/bench_imprint.py [--rounds N]``. Pages are read into memory first,
so the figures are parsing only (decoding included, as pages arrive as bytes).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companies.imprint import parse_imprint  # noqa: E402

CORPUS = ROOT / "tests" / "imprint" / "corpus"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--corpus", default="tune", help="corpus directory under tests/imprint/corpus")
    args = parser.parse_args()
    pages = [p.read_bytes() for p in sorted((CORPUS / args.corpus).glob("*.html"))]
    if not pages:
        raise SystemExit("no corpus pages found")
    for page in pages:  # warm-up: regex compilation, imports
        parse_imprint(page)
    timings: list[float] = []
    start = time.perf_counter()
    for _ in range(args.rounds):
        for page in pages:
            t0 = time.perf_counter()
            parse_imprint(page)
            timings.append(time.perf_counter() - t0)
    total = time.perf_counter() - start
    ms = sorted(t * 1000 for t in timings)
    print(f"pages: {len(pages)} x {args.rounds} rounds = {len(timings)} parses")
    print(f"pages/second: {len(timings) / total:,.0f}")
    print(f"mean ms/page: {statistics.fmean(ms):.2f}")
    print(f"median ms/page: {statistics.median(ms):.2f}  p95: {ms[int(0.95 * (len(ms) - 1))]:.2f}  max: {ms[-1]:.2f}")
    print(f"mean page size: {statistics.fmean(len(p) for p in pages) / 1024:.1f} KiB")


if __name__ == "__main__":
    main()
