"""How long does a 10,000-line bulk domain lookup take from submission to result?

Seeds ``--lines`` known domains (``bench-firma-<n>.de``, assigned to one company; reused on
later runs), an account with purchased credits and a live key, then measures
``POST /v1/bulk/domains`` -> job succeeded -> the whole NDJSON result read, and prints the
seconds (target < 5 s) with a breakdown.

Two modes:

- default, in-process: the real views through Django's test client, the Celery task run
  eagerly right after the submission commits (as a worker would pick it up), the job
  polled through ``GET /v1/jobs/{id}``. Needs only the database.
- ``--url http://127.0.0.1:8000``: against a running service (web + worker) that uses the
  same ``DATABASE_URL`` (the bench seeds the domains and the key there first).

``--mixed``: 80 % known domains (a third in upper case, so they need normalising), 15 %
never seen, 5 % invalid, instead of only known domains as given.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/h_jobs_bench \\
        .venv/bin/python bench/bench_bulk.py [--lines 10000] [--mixed] [--url URL]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/h_jobs_bench")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")
os.environ.setdefault("LOG_LEVEL", "WARNING")
# The bench submits and polls quickly from one key: no rate limit may interfere.
os.environ.setdefault("RATE_LIMIT_PER_KEY", "1000000000/60")
os.environ.setdefault("RATE_LIMIT_PER_IP", "1000000000/60")


def _setup() -> None:
    import django
    from django.core.management import call_command
    from django.db import connection

    django.setup()
    try:
        connection.ensure_connection()
    except Exception:  # the database does not exist yet: create it (PostgreSQL)
        import psycopg

        settings = connection.settings_dict
        with psycopg.connect(host=settings["HOST"], port=settings["PORT"] or 5432,
                             user=settings["USER"], password=settings["PASSWORD"] or None,
                             dbname="postgres", autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{settings["NAME"]}"')
    call_command("migrate", verbosity=0)


def seed(lines: int, runs: int) -> str:
    """Known domains and a live key with credits for ``runs`` jobs; returns the key."""
    from accounts.models import Account
    from companies.models import Domain
    from tests.factories import give_purchased, make_company, make_key

    wanted = [f"bench-firma-{n}.de" for n in range(lines)]
    present = set(Domain.objects.filter(name__in=wanted).values_list("name", flat=True))
    if len(present) < lines:
        company = make_company(name="Bench Firma GmbH")
        Domain.objects.bulk_create(
            [Domain(name=name, company=company, link_status="claimed", origin="bench")
             for name in wanted if name not in present],
            batch_size=2000,
        )
    account, _ = Account.objects.get_or_create(email="bench-bulk@bench-firma.de")
    give_purchased(account, lines * runs)
    return make_key(account, kind="live")[1]


def body_for(lines: int, *, mixed: bool) -> bytes:
    domains = []
    for n in range(lines):
        name = f"bench-firma-{n}.de"
        if mixed:
            roll = n % 20
            if roll < 16:
                name = name if n % 3 else f" {name.upper()} "
            elif roll < 19:
                name = f"nie-gesehen-{n}.de"
            else:
                name = f"http://kaputt {n}"
        domains.append(name)
    return "".join(json.dumps({"domain": d}) + "\n" for d in domains).encode()


class InProcess:
    def __init__(self, key: str) -> None:
        from config.celery_app import app
        from tests.conftest import ApiClient

        app.conf.task_always_eager = True  # the task runs when the submission commits
        self.client = ApiClient(key)

    def post(self, body: bytes) -> tuple[int, dict]:
        answer = self.client.generic("POST", "/v1/bulk/domains", body,
                                     content_type="application/x-ndjson")
        return answer.status_code, answer.json()

    def job(self, job_id: str) -> dict:
        return self.client.get(f"/v1/jobs/{job_id}").json()

    def result(self, url: str) -> bytes:
        return b"".join(self.client.get(url).streaming_content)


class OverHttp:
    def __init__(self, base: str, key: str) -> None:
        import httpx

        self.client = httpx.Client(base_url=base, timeout=60,
                                   headers={"Authorization": f"Bearer {key}"})

    def post(self, body: bytes) -> tuple[int, dict]:
        answer = self.client.post("/v1/bulk/domains", content=body,
                                  headers={"Content-Type": "application/x-ndjson"})
        return answer.status_code, answer.json()

    def job(self, job_id: str) -> dict:
        return self.client.get(f"/v1/jobs/{job_id}").json()

    def result(self, url: str) -> bytes:
        return self.client.get(url).content


def measure(api: InProcess | OverHttp, body: bytes) -> dict:
    started = time.perf_counter()
    status, answer = api.post(body)
    if status != 202:
        raise SystemExit(f"bulk submission answered {status}: {answer}")
    accepted = time.perf_counter()
    job = answer["job"]
    while job["status"] in ("queued", "running"):
        if time.perf_counter() - started > 300:
            raise SystemExit(f"bulk job still {job['status']} after 300 s")
        time.sleep(0.02)
        job = api.job(job["id"])
    if job["status"] != "succeeded":
        raise SystemExit(f"bulk job {job['status']}: {job['error']}")
    done = time.perf_counter()
    result = api.result(job["result_url"])
    finished = time.perf_counter()
    statuses: dict[str, int] = {}
    for line in result.splitlines():
        status_of_line = json.loads(line)["status"]
        statuses[status_of_line] = statuses.get(status_of_line, 0) + 1
    return {
        "total": finished - started, "submit": accepted - started, "run": done - accepted,
        "read": finished - done, "statuses": statuses, "credits": job["credits_charged"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--mixed", action="store_true")
    parser.add_argument("--url", help="a running service instead of the in-process views")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    _setup()
    key = seed(args.lines, args.runs)
    body = body_for(args.lines, mixed=args.mixed)
    api: InProcess | OverHttp = OverHttp(args.url, key) if args.url else InProcess(key)
    mode = args.url or "in-process (eager task)"
    print(f"bulk lookup, {args.lines:,} lines{' (mixed)' if args.mixed else ' (known domains)'}, "
          f"{mode}, {len(body):,} bytes")
    for run in range(1, args.runs + 1):
        figures = measure(api, body)
        print(
            f"run {run}: submission to result {figures['total']:.2f} s "
            f"(accept {figures['submit']:.2f} s, until succeeded {figures['run']:.2f} s, "
            f"read {figures['read']:.2f} s); credits {figures['credits']:,}; "
            + ", ".join(f"{v:,} {k}" for k, v in sorted(figures["statuses"].items()))
        )
    print("target: < 5 s")


if __name__ == "__main__":
    main()
