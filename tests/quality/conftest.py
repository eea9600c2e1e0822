"""A real web process for the quality gates: uvicorn on a free 127.0.0.1 port, on its own
database (migrated, ``seed_demo``), with a fake VIES service; no worker, a broker that goes
nowhere."""

from __future__ import annotations

import json
import os
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

from tests.fakes.vies_server import FakeVies
from tests.parallel import worker_suffix

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class WebProcess:
    base: str
    live_key: str


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _url(name: str) -> str:
    db = settings.DATABASES["default"]
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    return f"postgresql://{auth}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{name}"


def _database(tmp: Path) -> tuple[str, str | None]:
    """(DATABASE_URL, PostgreSQL name to drop afterwards)."""
    db = settings.DATABASES["default"]
    import psycopg

    name = f"test_{db['NAME']}_quality{worker_suffix()}"  # one per xdist worker
    with psycopg.connect(_url("postgres"), autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.execute(f'CREATE DATABASE "{name}"')
    return _url(name), name


def _drop(name: str | None) -> None:
    if name:
        import psycopg

        with psycopg.connect(_url("postgres"), autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def web_process() -> Iterator[WebProcess]:
    tmp = Path(tempfile.mkdtemp(prefix="quality-"))
    vies = FakeVies().start()
    database_url, dropped = _database(tmp)
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test",
           "DATABASE_URL": database_url, "CELERY_BROKER_URL": "memory://",
           "VIES_BASE_URL": vies.base_url, "METRICS_TOKEN": ""}
    subprocess.run([sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env,
                   check=True)
    seeded = subprocess.run(
        [sys.executable, "manage.py", "seed_demo", "--companies", "20", "--json"],
        cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    demo = json.loads(seeded.stdout.strip().splitlines()[-1])
    port = _free_port()
    log = tmp / "web.log"
    with log.open("w") as out:
        process = subprocess.Popen([sys.executable, "tests/quality/serve.py", str(port)],
                                   cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the web process did not come up:\n{log.read_text()[-3000:]}")
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        yield WebProcess(base=base, live_key=demo["live_key"])
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        vies.stop()
        _drop(dropped)
        shutil.rmtree(tmp, ignore_errors=True)
