"""The change feed under load: long-polling clients while changes are written, event-to-client latency.

``python bench/bench_feed.py [--clients 100] [--rate 1000] [--seconds 10] [--writers 4]``
(``make bench`` environment: ``BENCH_DATABASE_URL`` / ``BENCH_REDIS_URL`` as
``bench/run.py``; ``BENCH_BROKER_URL`` for a broker of its own) starts the service as
production runs it (``python -m config.serve``, 2 web workers, a Celery worker), gives each
of ``--clients`` accounts a (disabled) webhook watching one company of its own, and lets
one client per account long-poll ``GET /v1/events?wait=5`` in a loop. Meanwhile
``--writers`` processes commit ``--rate`` company changes per second between them (every
50 ms a transaction with the changes due, through the outbox writer the product uses) on
those companies. Each event's latency is the time from its ``created_at`` (taken before
the writer's commit) to the moment its client has read it. Prints the changes written and
the rate reached, latency p50/p99/max, the web processes' peak RSS, the CPU each process
group used while writing, Django's answers to ``/v1/events``, and where the time went
(commit to fan-out, fan-out to client).
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import time
from collections import Counter
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lib.procs import Service, cpu_seconds, peak_mib  # noqa: E402
from bench.run import _env  # noqa: E402


def _setup(clients: int) -> tuple[list[str], list[str]]:
    """(one live key per client, the company each client's account watches)."""
    from django.utils import timezone

    from accounts.models import Account
    from bench.lib.data import bench_keys, ensure_companies, ensure_database
    from companies.models import Company
    from webhooks.models import Event, Subscription, Webhook

    ensure_database()
    ensure_companies(max(clients, 100), log=print)
    keys = bench_keys(clients)
    companies = list(Company.objects.order_by("id").values_list("public_id", flat=True)[:clients])
    for n, company in enumerate(companies):
        account = Account.objects.get(email=f"bench-{n:03d}@bench.invalid")  # bench_keys' own
        Webhook.objects.filter(account=account, url="https://feed-bench.invalid/").delete()
        # disabled: the feed still gets its events, and no delivery is attempted
        webhook = Webhook.objects.create(account=account, url="https://feed-bench.invalid/",
                                         secret_encrypted="-", status=Webhook.DISABLED)
        Subscription.objects.create(webhook=webhook, kind=Subscription.COMPANY, value=company)
    # An earlier run that was stopped may have left events not fanned out: they are not
    # this run's (their age would count as latency).
    Event.objects.filter(fanned_out_at__isnull=True).update(fanned_out_at=timezone.now())
    return keys, companies


def _writer(companies: list[str], rate: float, seconds: float, written, go, seed: int) -> None:  # noqa: ANN001
    """In a process of its own, started fresh (so the clients' loop does not starve it,
    nor it them, and it shares no connection): once ``go`` is set, every 50 ms one
    transaction with the changes due by then at ``rate`` per second (catching up when it
    fell behind)."""
    import random

    import django

    django.setup()
    from django.db import connection, transaction

    from webhooks.events import event_company_changed

    pick = random.Random(seed).choice
    connection.ensure_connection()
    with written.get_lock():
        written.value -= 1  # ready: the main process counts the writers down to 0 first
    go.wait()
    began = time.monotonic()
    done = tick = 0
    while time.monotonic() - began < seconds:
        tick += 1
        due = int(rate * min(tick * 0.05, seconds)) - done
        with transaction.atomic():
            for _ in range(due):
                event_company_changed(company_id=pick(companies), field="phone")
        done += due
        with written.get_lock():
            written.value += due
        time.sleep(max(0.0, began + tick * 0.05 - time.monotonic()))
    connection.close()


async def _client(base: str, key: str, stop: asyncio.Event, latencies: list[float],
                  errors: Counter, cursors: dict, received: list) -> None:
    import httpx

    cursor = None
    async with httpx.AsyncClient(base_url=base, timeout=60,
                                 headers={"Authorization": f"Bearer {key}"}) as api:
        page = {"has_more": True, "next": None}
        while page["has_more"]:  # start after what earlier runs left
            page = (await api.get("/v1/events", params={"limit": 1000, **(
                {"after": page["next"]} if page["next"] else {})})).json()
        cursor = page["next"]
        cursors[key] = int(cursor)
        while not stop.is_set():
            try:
                response = await api.get("/v1/events", params={"after": cursor, "wait": 5,
                                                                "limit": 1000})
            except httpx.HTTPError as exc:
                errors[type(exc).__name__] += 1
                continue
            if response.status_code != 200:
                errors[str(response.status_code)] += 1
                await asyncio.sleep(0.1)
                continue
            page = response.json()
            now = time.time()
            for event in page["events"]:
                created = datetime.fromisoformat(event["created_at"].replace("Z", "+00:00"))
                latencies.append(now - created.timestamp())
                received.append((key, event["seq"], now))
            cursor = page["next"]
            cursors[key] = int(cursor)


def _database_pids() -> list[int]:
    """The PostgreSQL backends serving the benchmark's database."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
                       "AND pid <> pg_backend_pid()")
        return [pid for (pid,) in cursor.fetchall()]


def _feed_answers() -> float:
    """Django's answers to ``/v1/events`` so far, from the web processes' metrics store."""
    from config.metrics import REQUESTS, store_read

    return sum(value for field, value in store_read().items()
               if field.startswith(REQUESTS) and "v1/events" in field)


def _pct(values: list[float], share: float) -> str:
    ordered = sorted(values)
    return f"{ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000:.0f}"


def _stages(keys: list[str], received: list[tuple[str, int, float]]) -> None:
    """Where an event's time went: from its commit to the fan-out that numbered it (the
    entry's ``created_at`` is the fan-out's clock), and from there to its client."""
    from accounts.models import Account
    from webhooks.models import FeedEntry

    accounts = dict(Account.objects.filter(email__startswith="bench-")
                    .values_list("email", "pk"))
    by_key = {key: accounts[f"bench-{n:03d}@bench.invalid"] for n, key in enumerate(keys)}
    wanted = {(by_key[key], seq): when for key, seq, when in received}
    if not wanted:
        return
    low = min(seq for _, seq in wanted)
    rows = FeedEntry.objects.filter(account_id__in=by_key.values(), seq__gte=low).values_list(
        "account_id", "seq", "created_at", "event__created_at")
    to_fan_out, to_client = [], []
    for account, seq, fanned, created in rows:
        when = wanted.get((account, seq))
        if when is not None:
            to_fan_out.append((fanned - created).total_seconds())
            to_client.append(when - fanned.timestamp())
    if to_fan_out:
        print(f"stages: commit to fan-out p50 {_pct(to_fan_out, 0.5)} ms, p99 "
              f"{_pct(to_fan_out, 0.99)} ms; fan-out to client p50 {_pct(to_client, 0.5)} ms, "
              f"p99 {_pct(to_client, 0.99)} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=100)
    parser.add_argument("--rate", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--writers", type=int, default=4, help="writer processes")
    args = parser.parse_args()
    env = _env()
    if os.environ.get("BENCH_BROKER_URL"):  # a broker of its own beside other benches
        env["CELERY_BROKER_URL"] = os.environ["BENCH_BROKER_URL"]
    os.environ.update(env)
    import logging

    import django

    django.setup()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    keys, companies = _setup(args.clients)
    service = Service(env=env, web_workers=int(os.environ.get("WEB_CONCURRENCY", "2"))).start()
    latencies: list[float] = []
    errors: Counter = Counter()
    cursors: dict[str, int] = {}
    received: list[tuple[str, int, float]] = []  # (client key, seq, when read)
    spent: dict[str, float] = {}  # process group -> CPU cores busy while writing
    spawn = multiprocessing.get_context("spawn")
    written, go = spawn.Value("i", args.writers), spawn.Event()
    writers = [spawn.Process(target=_writer, args=(companies, args.rate / args.writers,
                                                   args.seconds, written, go, n))
               for n in range(args.writers)]
    for writer in writers:
        writer.start()
    try:
        async def run() -> None:
            stop = asyncio.Event()
            clients = [asyncio.create_task(_client(service.base, key, stop, latencies, errors,
                                                   cursors, received))
                       for key in keys]
            began = time.monotonic()  # every client has read where its feed ends, and waits
            while len(cursors) < len(keys) and time.monotonic() - began < 60:
                await asyncio.sleep(0.1)
            while written.value > 0 and time.monotonic() - began < 120:
                await asyncio.sleep(0.1)  # every writer is connected and waits for go
            await asyncio.sleep(1)
            groups = {"web": service.web_pids(), "worker": service.worker_pids(),
                      "clients": [os.getpid()], "writers": [writer.pid for writer in writers],
                      "database": await asyncio.to_thread(_database_pids)}
            cpu_before = {name: cpu_seconds(pids) for name, pids in groups.items()}
            answers_before = await asyncio.to_thread(_feed_answers)
            writing = time.monotonic()
            go.set()
            await asyncio.sleep(args.seconds - 0.5)
            spent.update({name: (cpu_seconds(pids) - cpu_before[name]) / (args.seconds - 0.5)
                          for name, pids in groups.items()})
            for writer in writers:
                await asyncio.to_thread(writer.join)
            spent["writing"] = time.monotonic() - writing
            await asyncio.sleep(1.5)  # the web processes flush their metrics every second
            spent["answers"] = await asyncio.to_thread(_feed_answers) - answers_before
            deadline = time.monotonic() + 15  # the last events reach their clients
            while len(latencies) < written.value and time.monotonic() < deadline:
                await asyncio.sleep(0.1)
            stop.set()
            await asyncio.wait(clients, timeout=10)
            for task in clients:
                task.cancel()

        asyncio.run(run())
        rss = peak_mib(service.web_pids())
    finally:
        for writer in writers:
            writer.join(timeout=5)
            if writer.is_alive():
                writer.kill()
        service.stop()
    ordered = sorted(latencies)
    answers = spent.pop("answers", 0.0)
    writing = spent.pop("writing", args.seconds)
    print(f"clients {args.clients}, written {written.value:,} changes in {writing:.1f} s "
          f"({written.value / writing:,.0f}/s), read {len(latencies):,} events")
    if ordered:
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
        print(f"event to client: p50 {statistics.median(ordered) * 1000:.0f} ms, "
              f"p99 {p99 * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms")
    print(f"web peak RSS {rss:.0f} MiB")
    print("CPU while writing (cores): " + ", ".join(f"{name} {cores:.2f}"
                                                    for name, cores in spent.items()))
    print(f"Django answers to /v1/events while writing: {answers:,.0f} "
          f"({answers / max(1, len(latencies)):.2f} per event read)")
    print(f"client errors: {dict(errors) or 'none'}")
    from django.db import connections

    from webhooks.models import FeedCounter

    connections.close_all()  # opened in the clients' threads
    last = dict(FeedCounter.objects.filter(
        account__email__startswith="bench-").values_list("account__email", "last_seq"))
    behind = {n: last.get(f"bench-{n:03d}@bench.invalid", 0) - cursors.get(key, 0)
              for n, key in enumerate(keys)}
    _stages(keys, received)
    print(f"clients behind their feed at the end: {sum(1 for v in behind.values() if v)} "
          f"(events {sum(behind.values())})")


if __name__ == "__main__":
    main()
