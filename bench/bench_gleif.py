"""How fast does the GLEIF golden-copy parser stream? Prints rows/s.

Builds a synthetic golden copy in a temporary directory: ``--rows`` rows (default 200,000)
in the real 338-column layout (``gleif_lei2_full_header.txt``), values taken from the
sample's rows, a third of them outside DE/AT/CH so the filter has work. Then it streams the
zip and the plain CSV through :func:`companies.sources.gleif.iter_records` and maps every
kept record with :func:`~companies.sources.gleif.to_facts`.

    .venv/bin/python bench/bench_gleif.py [--rows 200000]
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companies.sources.gleif import iter_records, to_facts  # noqa: E402
from tests.fakes.data import sample_text  # noqa: E402


def synthetic_rows(count: int) -> tuple[list[str], list[list[str]]]:
    """The full header and ``count`` rows cycled from the sample (unique LEIs)."""
    header = [line.strip() for line in sample_text("gleif_lei2_full_header.txt").splitlines()
              if line.strip()]
    samples = list(csv.DictReader(io.StringIO(sample_text("gleif_sample.csv"), newline="")))
    foreign = ("FR", "US", "LU")
    rows = []
    for n in range(count):
        source = dict(samples[n % len(samples)])
        source["LEI"] = f"ZZBENCH{n:013d}"
        if n % 3 == 2:
            country = foreign[n % len(foreign)]
            source["Entity.LegalAddress.Country"] = country
            source["Entity.LegalJurisdiction"] = country
        rows.append([source.get(name, "") for name in header])
    return header, rows


def write_files(directory: Path, count: int) -> tuple[Path, Path]:
    header, rows = synthetic_rows(count)
    plain = directory / "golden.csv"
    with plain.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, quoting=csv.QUOTE_ALL)
        writer.writerow(header)
        writer.writerows(rows)
    archive = directory / "golden.csv.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.write(plain, "golden.csv")
    return plain, archive


def measure(label: str, path: Path, rows: int, *, facts: bool) -> None:
    started = time.perf_counter()
    kept = 0
    for record in iter_records(path):
        if facts:
            to_facts(record)
        kept += 1
    elapsed = time.perf_counter() - started
    print(f"{label:<28} {rows:>9,} rows  {kept:>9,} kept  {elapsed:6.2f} s  "
          f"{rows / elapsed:>10,.0f} rows/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=200_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-gleif-") as tmp:
        plain, archive = write_files(Path(tmp), args.rows)
        print(f"synthetic golden copy: {args.rows:,} rows x 338 columns, "
              f"csv {plain.stat().st_size / 1e6:.0f} MB, zip {archive.stat().st_size / 1e6:.1f} MB")
        measure("plain csv, records", plain, args.rows, facts=False)
        measure("zip, records", archive, args.rows, facts=False)
        measure("zip, records + to_facts", archive, args.rows, facts=True)


if __name__ == "__main__":
    main()
