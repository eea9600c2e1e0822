"""How fast do webhook deliveries leave the building? Prints deliveries/s and change-to-delivery.

Runs against PostgreSQL (``DATABASE_URL``, default database ``h_webhooks_bench`` on
127.0.0.1, created and migrated when missing) with the real delivery code:
``--workers`` processes (default 2, like two Celery worker processes) each run
:func:`webhooks.delivery.deliveries_run`, which fans out, claims with SKIP LOCKED, signs and
POSTs through the SSRF-safe async fetcher. The receiver is a separate process serving HTTPS
on 127.0.0.1 with a throwaway trustme CA under ``--hosts`` host names, reached through the
test resolver, exactly as in the tests (the URL check at every delivery, the connection to the
checked address and TLS verification all happen for real); it records when each event id
arrived. Like common web servers it keeps connections open between requests (5 s idle);
``--no-keep-alive`` makes it close each one after its answer (a TLS handshake per delivery).

1. backlog: ``--deliveries`` (10,000) events are committed at once, spread over ``--hosts``
   webhooks; prints deliveries/s from first to last arrival;
2. stream: events are committed in small transactions at ``--rate`` per second for
   ``--seconds`` while the workers run; prints change-to-delivery p50/p99 (commit of the
   change to arrival at the receiver);
3. then the TCP connections the receiver accepted and the CPU per delivery of the workers,
   the receiver and the workers' PostgreSQL backends (read from /proc).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/h_webhooks_bench \\
        .venv/bin/python bench/bench_webhooks.py [--deliveries 10000] [--workers 2]
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing as mp
import os
import ssl
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/h_webhooks_bench")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")
os.environ.setdefault("LOG_LEVEL", "WARNING")
PATH = "/webhook"


# -- the receiver: asyncio HTTPS with keep-alive, records arrival times --------------------
def _receiver_main(cert_dir: str, port_out: mp.Queue, stop: mp.Event, log_path: str,
                   keep_alive: bool) -> None:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(f"{cert_dir}/server.pem")
    arrivals: list[str] = []
    connections = 0
    open_writers: set[asyncio.StreamWriter] = set()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        # Like a common web server: HTTP/1.1 connections stay open for further requests
        # (closed after 5 s idle), unless the client asks to close or --no-keep-alive.
        nonlocal connections
        connections += 1
        open_writers.add(writer)
        try:
            while True:
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=5.0)
                headers = dict(
                    line.split(": ", 1) for line in head.decode("latin-1").split("\r\n")[1:] if ": " in line
                )
                lowered = {k.lower(): v for k, v in headers.items()}
                await reader.readexactly(int(lowered.get("content-length", "0")))
                arrivals.append(f"{lowered.get('svc-event-id', '?')} {time.time():.6f}\n")
                close = not keep_alive or lowered.get("connection", "").lower() == "close"
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n"
                             + (b"Connection: close\r\n" if close else b"") + b"\r\nok")
                await writer.drain()
                if close:
                    break
        except (asyncio.IncompleteReadError, ConnectionError, ssl.SSLError, TimeoutError):
            pass
        finally:
            open_writers.discard(writer)
            writer.close()

    async def main() -> None:
        cpu_at_start = time.process_time()
        server = await asyncio.start_server(handle, "127.0.0.1", 0, ssl=context, backlog=1024)
        port_out.put(server.sockets[0].getsockname()[1])
        async with server:
            while not stop.is_set():
                await asyncio.sleep(0.05)
                if arrivals:
                    with open(log_path, "a") as log:
                        log.writelines(arrivals)
                    arrivals.clear()
            for writer in list(open_writers):
                writer.transport.abort()  # the handlers see the connection end and finish
            await asyncio.sleep(0.1)
            with open(f"{log_path}.connections", "w") as out:
                out.write(f"{connections} {time.process_time() - cpu_at_start:.3f}")

    asyncio.run(main())


# -- a delivery worker process (what a Celery worker process runs) ------------------------
def _worker_main(cert_dir: str, hosts: list[str], stop: mp.Event, max_seconds: float,
                 cpu_out: mp.Queue) -> None:
    import django

    django.setup()
    cpu_at_start = time.process_time()  # all threads of the process, start-up excepted
    from net.fetcher import install_default_ssl_context
    from tests.fakes.resolver import StaticResolver, resolving
    from webhooks.delivery import deliveries_run

    client = ssl.create_default_context(cafile=f"{cert_dir}/ca.pem")
    install_default_ssl_context(client)
    with resolving(StaticResolver({host: "127.0.0.1" for host in hosts})):
        began = time.monotonic()
        while not stop.is_set() and time.monotonic() - began < max_seconds:
            deliveries_run(idle_exit=0.5, max_seconds=max_seconds)
    cpu_out.put(time.process_time() - cpu_at_start)


def _ensure_database() -> None:
    import psycopg
    from django.conf import settings

    db = settings.DATABASES["default"]
    with psycopg.connect(host=db["HOST"], port=db["PORT"] or 5432, user=db["USER"],
                         password=db["PASSWORD"] or None, dbname="postgres", autocommit=True) as c:
        if not c.execute("SELECT 1 FROM pg_database WHERE datname = %s", [db["NAME"]]).fetchone():
            c.execute(f'CREATE DATABASE "{db["NAME"]}"')
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def _setup(cert_dir: str, hosts: list[str], port: int) -> list[str]:
    """A paying account with one webhook per host name, each watching its own company."""
    from django.db import connection

    from accounts.models import Account
    from companies.services import company_create
    from tests.fakes.resolver import StaticResolver, resolving
    from webhooks.models import (
        Delivery,
        DeliveryAttempt,
        Event,
        FeedCounter,
        FeedEntry,
        Subscription,
        Webhook,
    )
    from webhooks.services import webhook_create

    # TRUNCATE, not DELETE: the rows of earlier runs must not stay behind as dead tuples
    # (this machine's PostgreSQL runs without autovacuum), or every run is slower than the last.
    tables = ", ".join(m._meta.db_table for m in (DeliveryAttempt, Delivery, FeedEntry,
                                                  FeedCounter, Event, Subscription, Webhook))
    with connection.cursor() as cursor:
        cursor.execute(f"TRUNCATE {tables}")
    account = Account.objects.filter(email="bench@webhooks-bench.de").first()
    account = account or Account.objects.create_user("bench@webhooks-bench.de")
    Account.objects.filter(pk=account.pk).update(has_purchased=True)
    account.refresh_from_db()
    company_ids = []
    with resolving(StaticResolver({host: "127.0.0.1" for host in hosts})):
        for host in hosts:
            company = company_create(country="DE")
            webhook, _ = webhook_create(account=account, url=f"https://{host}:{port}{PATH}")
            Subscription.objects.create(webhook=webhook, kind="company", value=company.public_id)
            company_ids.append(company.public_id)
    return company_ids


def _arrivals(log_path: str) -> dict[str, float]:
    found: dict[str, float] = {}
    with open(log_path) as log:
        for line in log:
            event_id, _, stamp = line.strip().partition(" ")
            found.setdefault(event_id, float(stamp))
    return found


def _wait_for(log_path: str, ids: set[str], timeout: float) -> dict[str, float]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        seen = _arrivals(log_path) if os.path.exists(log_path) else {}
        if ids <= set(seen):
            return {i: seen[i] for i in ids}
        time.sleep(0.2)
    seen = _arrivals(log_path)
    raise SystemExit(f"only {len(ids & set(seen))} of {len(ids)} deliveries arrived in time")


def _backend_cpu_seconds() -> float | None:
    """CPU seconds used so far by the other PostgreSQL backends of this database (the
    workers' connections), read from /proc; None when the server is not on this machine."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
                       "AND pid <> pg_backend_pid()")
        pids = [pid for (pid,) in cursor.fetchall()]
    try:
        ticks = 0
        for pid in pids:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            ticks += int(fields[11]) + int(fields[12])  # utime + stime
    except OSError:
        return None
    return ticks / os.sysconf("SC_CLK_TCK")


def _percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=1000, method="inclusive")[int(q * 1000) - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deliveries", type=int, default=10_000)
    parser.add_argument("--hosts", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rate", type=int, default=200, help="events/s in the stream phase")
    parser.add_argument("--seconds", type=int, default=10, help="length of the stream phase")
    parser.add_argument("--no-keep-alive", action="store_true",
                        help="the receiver closes every connection after one answer")
    args = parser.parse_args()

    import django
    import trustme

    django.setup()
    from django.db import connection, transaction
    from django.utils import timezone

    from webhooks.models import Event

    _ensure_database()
    hosts = [f"hook{n}.bench-empfaenger.de" for n in range(args.hosts)]
    spawn = mp.get_context("spawn")
    with tempfile.TemporaryDirectory() as cert_dir:
        ca = trustme.CA()
        ca.cert_pem.write_to_path(f"{cert_dir}/ca.pem")
        ca.issue_cert(*hosts).private_key_and_cert_chain_pem.write_to_path(f"{cert_dir}/server.pem")
        log_path = f"{cert_dir}/arrivals.log"
        stop, ports = spawn.Event(), spawn.Queue()
        receiver = spawn.Process(target=_receiver_main,
                                 args=(cert_dir, ports, stop, log_path, not args.no_keep_alive))
        receiver.start()
        port = ports.get(timeout=20)
        try:
            company_ids = _setup(cert_dir, hosts, port)
        except BaseException:
            stop.set()  # else the exit waits for the receiver for ever
            receiver.join(10)
            raise

        # 1. backlog
        per_company = args.deliveries // len(company_ids)
        with transaction.atomic():
            events = Event.objects.bulk_create(
                (Event(type=Event.COMPANY_CHANGED, company_id=c, field="phone")
                 for c in company_ids for _ in range(per_company)), batch_size=2_000)
        ids = {e.public_id for e in events}
        with connection.cursor() as cursor:  # planner statistics, as autovacuum would keep them
            cursor.execute("ANALYZE webhooks_event, webhooks_subscription, webhooks_webhook")
        started = time.time()
        cpu = spawn.Queue()
        workers = [spawn.Process(target=_worker_main, args=(cert_dir, hosts, stop, 600.0, cpu))
                   for _ in range(args.workers)]
        for worker in workers:
            worker.start()
        arrived = _wait_for(log_path, ids, timeout=600)
        first, last = min(arrived.values()), max(arrived.values())
        print(f"backlog: {len(ids)} deliveries to {len(hosts)} webhooks with {args.workers} "
              f"worker processes")
        print(f"  first arrival {first - started:.2f} s after start (includes process start-up)")
        print(f"  deliveries/s (first to last arrival): {len(ids) / (last - first):.0f}")

        # 2. stream of changes while the workers run
        stream: dict[str, float] = {}
        per_tx = max(1, round(args.rate * 0.05))  # one commit every 50 ms
        t0 = time.monotonic()
        n = 0
        while time.monotonic() - t0 < args.seconds:
            with transaction.atomic():
                batch = Event.objects.bulk_create(
                    Event(type=Event.COMPANY_CHANGED, company_id=company_ids[(n + k) % len(company_ids)],
                          field="name") for k in range(per_tx))
            committed = time.time()
            stream.update({e.public_id: committed for e in batch})
            n += per_tx
            time.sleep(max(0.0, t0 + (n / args.rate) - time.monotonic()))
        arrived = _wait_for(log_path, set(stream), timeout=120)
        latencies = [(arrived[i] - stream[i]) * 1000 for i in stream]
        print(f"stream: {len(stream)} changes at {args.rate}/s for {args.seconds} s")
        print(f"  change-to-delivery p50 {_percentile(latencies, 0.5):.0f} ms, "
              f"p99 {_percentile(latencies, 0.99):.0f} ms, max {max(latencies):.0f} ms")
        database_cpu = _backend_cpu_seconds()  # the workers' connections, before they close
        stop.set()
        worker_cpu = sum(cpu.get(timeout=30) for _ in workers)
        for worker in workers:
            worker.join(timeout=30)
        receiver.join(timeout=10)
        delivered = len(ids) + len(stream)
        try:
            with open(f"{log_path}.connections") as counted:
                connections, receiver_cpu = counted.read().split()
        except FileNotFoundError:  # the receiver did not finish in time: figures unknown
            connections, receiver_cpu = "?", "nan"
        print(f"  receiver accepted {connections} connections for {delivered} deliveries")
        print(f"  CPU per delivery (both phases): workers {worker_cpu * 1000 / delivered:.2f} ms, "
              f"receiver {float(receiver_cpu) * 1000 / delivered:.2f} ms"
              + (f", PostgreSQL {database_cpu * 1000 / delivered:.2f} ms" if database_cpu else ""))
        print(f"  (measured {timezone.now():%Y-%m-%d %H:%M} UTC on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
