"""The real web process for the MCP tests: ``uvicorn config.asgi:application`` on a free
127.0.0.1 port, on its own database (migrated, seeded with ``seed_demo``), with a fake VIES service. Tests talk to it over HTTP (httpx, the SDK's
client, the MCP Inspector CLI) and read/write its database through the ORM inside
:func:`server_db`."""

from __future__ import annotations

import contextlib
import copy
import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.db import connection
from django.test import override_settings

from tests.factories import AccountFactory, give_purchased, make_key, settle_leases
from tests.fakes.vies_server import FakeVies
from tests.parallel import service_environ, worker_suffix

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
UVICORN = str(Path(PYTHON).with_name("uvicorn"))


@dataclass
class McpServer:
    url: str  # http://127.0.0.1:<port>/mcp
    base: str  # http://127.0.0.1:<port>
    db_name: str
    demo: dict  # seed_demo --json: email, live_key, test_key
    blocker: object

    @contextlib.contextmanager
    def db(self) -> Iterator[None]:
        """The ORM on the server's database for the duration of the block."""
        with self.blocker.unblock():
            connection.close()
            previous = connection.settings_dict["NAME"]
            connection.settings_dict["NAME"] = self.db_name
            try:
                yield
            finally:
                connection.close()
                connection.settings_dict["NAME"] = previous

    @contextlib.contextmanager
    def own_cache(self) -> Iterator[None]:
        """The ORM on the server's database and the cache under the server's keys (its
        prefix): what is changed or cached here is what the server sees."""
        caches = copy.deepcopy(settings.CACHES)
        caches["default"]["KEY_PREFIX"] = "test:" + self.db_name.replace("/", "_")
        with self.db(), override_settings(CACHES=caches):
            yield

    def settle_leases(self) -> None:
        """Settles the server's open credit leases into its database, as its beat task
        would."""
        with self.own_cache():
            settle_leases()

    def new_key(self, *, kind: str = "test", purchased: int = 0) -> tuple[int, str]:
        """A fresh account (own allowance, own rate-limit and lookup-lock counters) and key."""
        with self.db():
            account = AccountFactory()
            if purchased:
                give_purchased(account, purchased)
            return account.pk, make_key(account, kind=kind)[1]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _database_url(name: str) -> str:
    db = settings.DATABASES["default"]
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    return f"postgres://{auth}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{name}"


def _create_server_database(tmp: Path, suffix: str) -> str:
    """An empty PostgreSQL database of its own (one per xdist worker)."""
    db = settings.DATABASES["default"]
    import psycopg

    name = f"test_{db['NAME']}_{suffix}{worker_suffix()}"
    with psycopg.connect(_maintenance_url(), autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.execute(f'CREATE DATABASE "{name}"')
    return name


# One Django start for both steps (the server needs the tables only at its first request).
PREPARE = (
    "import django; django.setup(); from django.core.management import call_command; "
    "call_command('migrate', verbosity=0); call_command('seed_demo', companies=30, json=True)"
)


def _maintenance_url() -> str:
    return _database_url("postgres").replace("postgres://", "postgresql://", 1)


def _drop_server_database(name: str) -> None:
    import psycopg

    with psycopg.connect(_maintenance_url(), autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _clear_server_cache(db_name: str) -> None:
    import redis

    client = redis.Redis.from_url(settings.REDIS_URL)
    prefix = "test:" + db_name.replace("/", "_")
    keys = list(client.scan_iter(f"{prefix}:*", count=1000))
    if keys:
        client.delete(*keys)


def _wait_until_up(base: str, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 60  # a busy machine imports Django slowly
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"uvicorn exited:\n{log.read_text()[-3000:]}")
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise RuntimeError(f"uvicorn did not come up:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="session")
def mcp_server(django_db_blocker) -> Iterator[McpServer]:
    with running_server(django_db_blocker, suffix="mcp_server") as server:
        yield server


#: The token that opens /metrics on the lane server.
METRICS_TOKEN = "metrics-token-for-the-lane-server"


@pytest.fixture(scope="session")
def lane_server(django_db_blocker) -> Iterator[McpServer]:
    """A second server as production runs it: usage written in batches off the request
    path, which the fast lane needs (billing/fast_lane.py), and /metrics open."""
    env = {"MCP_TEST_DEFER_WRITES": "1", "METRICS_TOKEN": METRICS_TOKEN}
    with running_server(django_db_blocker, suffix="lane_server", env=env) as server:
        yield server


@contextlib.contextmanager
def running_server(django_db_blocker, *, suffix: str,  # noqa: ANN001
                   env: dict[str, str] | None = None) -> Iterator[McpServer]:
    tmp = Path(tempfile.mkdtemp(prefix="mcp-tests-"))
    env = service_environ(**{
        "DJANGO_SETTINGS_MODULE": "tests.mcp.server_settings",
        "CELERY_BROKER_URL": "memory://",
        **(env or {}),
    })
    vies = FakeVies().start()
    name = _create_server_database(tmp, suffix)
    _clear_server_cache(name)
    env.update({"DATABASE_URL": _database_url(name), "VIES_BASE_URL": vies.base_url})
    # Seeding runs no task in place, even when the server does (CELERY_TASK_ALWAYS_EAGER): run
    # eagerly, seeding would run the webhook delivery sweep of the demo's events in place (about
    # a minute here), which no sample needs.
    prepare_env = {k: v for k, v in env.items() if k != "CELERY_TASK_ALWAYS_EAGER"}
    prepare = subprocess.Popen([PYTHON, "-c", PREPARE], cwd=ROOT, env=prepare_env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    port = _free_port()
    log = tmp / "uvicorn.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [UVICORN, "config.asgi:application", "--host", "127.0.0.1", "--port", str(port),
             "--lifespan", "on", "--no-access-log"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    stdout, stderr = prepare.communicate(timeout=300)
    if prepare.returncode != 0:
        process.kill()
        raise RuntimeError(f"migrate/seed_demo failed:\n{stderr[-3000:]}")
    demo = json.loads(stdout.strip().splitlines()[-1])
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(base, process, log)
        yield McpServer(url=f"{base}/mcp", base=base, db_name=name, demo=demo,
                        blocker=django_db_blocker)
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
        vies.stop()
        _clear_server_cache(name)
        _drop_server_database(name)
        shutil.rmtree(tmp, ignore_errors=True)
