"""Imprint parser speed over the corpus pages: pages per second and mean milliseconds per page.

Run: ``.venv/bin/python bench/bench_imprint.py [--rounds N]``. Pages are read into memory first,
so the figures are parsing only (decoding included, as pages arrive as bytes). Besides the
corpus it times a synthetic page of ``--large-kib`` and every real corpus page over 200 KiB.
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
    parser.add_argument("--corpus", default="tune",
                        help="corpus directory under tests/imprint/corpus, or real_tune / holdout_real")
    parser.add_argument("--large-kib", type=int, default=300,
                        help="also time one page of this size (markup and article text, imprint in the footer)")
    args = parser.parse_args()
    if args.corpus in ("real_tune", "holdout_real"):
        from tests.imprint.build_real_corpus import built_pages  # built in memory from real_pages/

        pages = [page for _stem, page, _expected, _url in built_pages(args.corpus)]
    else:
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
    if args.large_kib:
        large = _large_page(args.large_kib * 1024)
        parse_imprint(large)
        times = []
        for _ in range(max(3, args.rounds // 4)):
            t0 = time.perf_counter()
            parse_imprint(large)
            times.append((time.perf_counter() - t0) * 1000)
        print(f"{len(large) / 1024:.0f} KiB page: median {statistics.median(times):.1f} ms  max {max(times):.1f} ms")
    for stem, page in _real_pages_over(200 * 1024):
        parse_imprint(page)
        times = []
        for _ in range(max(3, args.rounds // 4)):
            t0 = time.perf_counter()
            parse_imprint(page)
            times.append((time.perf_counter() - t0) * 1000)
        print(f"real page {stem} ({len(page) / 1024:.0f} KiB): median {statistics.median(times):.1f} ms"
              f"  max {max(times):.1f} ms")


def _real_pages_over(size: int) -> list[tuple[str, bytes]]:
    """The real corpus pages (both sets) larger than ``size`` bytes: only their parse time
    is printed, never their records."""
    from tests.imprint.build_real_corpus import built_pages

    return [(stem, page) for name in ("real_tune", "holdout_real")
            for stem, page, _expected, _url in built_pages(name) if len(page) > size]


def _large_page(size: int) -> bytes:
    """A home page of about ``size`` bytes as large pages are: half inline style, script and SVG,
    half article text in many paragraphs, and the imprint in the footer. The inline script
    writes a line with ``document.write``, so the script reader runs over all of it."""
    style = "<style>" + "".join(f".c{i}{{margin:{i % 7}px;color:#{i % 999:03d}}}" for i in range(size // 75)) + "</style>"
    svg = "<svg>" + "".join(f'<path d="M{i} {i}L{i + 3} {i + 5}"/>' for i in range(size // 300)) + "</svg>"
    script = ("<script>" + "".join(f"var v{i} = 'w{i}' + '-' + 'x';" for i in range(size // 400))
              + "document.write('<span>' + v1 + '</span>');</script>")
    words = "Werkstatt Region Beratung Angebot Termin Leistung Qualität Erfahrung Service Projekt".split()
    text, i = [], 0
    while sum(map(len, text)) < size * 2 // 5:
        sentence = " ".join(words[(i + k) % len(words)] for k in range(12))
        text.append(f"<h3>Beitrag {i}</h3><p>{sentence}. {sentence.lower()}, seit {1990 + i % 30}.</p>")
        i += 1
    footer = ("<footer><p>Kontor Nord GmbH · Hafenweg 3 · 24103 Kiel · Tel. 0431 123456</p>"
              "<p>Geschäftsführer: Jan Ott · Amtsgericht Kiel HRB 24680 · USt-IdNr. DE298765431</p></footer>")
    return (f"<html><head><title>Start</title>{style}</head><body>{svg}{script}<main>{''.join(text)}</main>"
            f"{footer}</body></html>").encode()


if __name__ == "__main__":
    main()
