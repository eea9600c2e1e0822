"""How fast does ``import_gleif`` write? Prints rows/s for a first import, a re-run and a delta.

Builds a synthetic golden copy (``--rows`` rows, default 100,000, in the real 338-column
layout, a third outside DE/AT/CH; unique LEIs and register entries) and imports it with
:func:`companies.gleif_import.gleif_import_file` into PostgreSQL (``DATABASE_URL``, default
database ``h_sources_bench`` on 127.0.0.1, created and migrated when missing; its company
tables are emptied first):

1. first import: every DACH record is a new company (bulk path);
2. the same file again: every record is unchanged (skipped by LastUpdateDate);
3. a delta of ``--changed`` records (default 1,000) with a new name and a newer
   LastUpdateDate: each goes through ``company_observe`` (history rows + events).

    .venv/bin/python bench/bench_gleif_import.py [--rows 100000] [--changed 1000]
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/h_sources_bench")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")


def unique_rows(count: int) -> tuple[list[str], list[list[str]]]:
    """The parser benchmark's rows, with a register entry of its own per row."""
    from bench_gleif import synthetic_rows

    header, rows = synthetic_rows(count)
    at = {name: i for i, name in enumerate(header)}
    authority = at["Entity.RegistrationAuthority.RegistrationAuthorityID"]
    entity_id = at["Entity.RegistrationAuthority.RegistrationAuthorityEntityID"]
    for n, row in enumerate(rows):
        if row[authority] in ("RA000304", "RA000242", "RA000259"):
            row[entity_id] = f"HRB {n + 1}"
        elif row[authority] == "RA000017":
            row[entity_id] = f"{n % 999_999 + 1}{'abcdefghik'[n // 999_999 % 10]}"
        elif row[authority] in ("RA000548", "RA000549"):
            digits = f"{n:09d}"
            row[entity_id] = f"CHE-{digits[:3]}.{digits[3:6]}.{digits[6:]}"
    return header, rows


def write_zip(path: Path, header: list[str], rows: list[list[str]]) -> Path:
    plain = path.with_suffix("")
    with plain.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, quoting=csv.QUOTE_ALL)
        writer.writerow(header)
        writer.writerows(rows)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(plain, plain.name)
    plain.unlink()
    return path


def ensure_database() -> None:
    import psycopg
    from django.conf import settings
    from django.core.management import call_command

    db = settings.DATABASES["default"]
    with psycopg.connect(host=db["HOST"], port=db["PORT"] or 5432, user=db["USER"],
                         password=db["PASSWORD"] or None, dbname="postgres",
                         autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s",
                            [db["NAME"]]).fetchone():
            conn.execute(f'CREATE DATABASE "{db["NAME"]}"')
    call_command("migrate", verbosity=0)
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("TRUNCATE companies_company, webhooks_event RESTART IDENTITY CASCADE")


def timed(run):  # noqa: ANN001, ANN201
    """``run()``'s result and this process's CPU seconds (wall time is in the stats; on a
    busy machine the two differ a lot, so both are printed)."""
    started = time.process_time()
    result = run()
    return result, time.process_time() - started


def report(label: str, rows: int, measured) -> None:  # noqa: ANN001
    stats, cpu = measured
    seconds = stats.seconds
    print(f"{label:<20} {rows:>8,} rows {stats.records:>8,} DACH  created {stats.created:>7,}  "
          f"updated {stats.updated:>6,}  unchanged {stats.unchanged:>7,}  wall {seconds:7.2f} s "
          f"{rows / seconds:>8,.0f} rows/s ({stats.records / seconds:>7,.0f} DACH/s)  "
          f"python cpu {cpu:6.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--changed", type=int, default=1_000)
    args = parser.parse_args()

    import django

    django.setup()
    ensure_database()
    from companies.gleif_import import gleif_import_file
    from webhooks.models import Event

    header, rows = unique_rows(args.rows)
    at = {name: i for i, name in enumerate(header)}
    with tempfile.TemporaryDirectory(prefix="bench-gleif-import-") as tmp:
        full = write_zip(Path(tmp) / "golden.csv.zip", header, rows)
        print(f"synthetic golden copy: {args.rows:,} rows x {len(header)} columns, "
              f"zip {full.stat().st_size / 1e6:.1f} MB")
        report("first import (new)", args.rows, timed(lambda: gleif_import_file(path=full)))
        report("same file again", args.rows, timed(lambda: gleif_import_file(path=full)))

        dach = [r for r in rows if r[at["Entity.LegalAddress.Country"]] in ("DE", "AT", "CH")]
        changed = [list(r) for r in dach[: args.changed]]
        for row in changed:
            row[at["Entity.LegalName"]] = row[at["Entity.LegalName"]] + " Neu"
            row[at["Registration.LastUpdateDate"]] = "2026-06-01T00:00:00Z"
        delta = write_zip(Path(tmp) / "delta.csv.zip", header, changed)
        events_before = Event.objects.count()
        report("delta (changed)", len(changed), timed(lambda: gleif_import_file(path=delta)))
        print(f"events written by the delta: {Event.objects.count() - events_before:,}")
        print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
