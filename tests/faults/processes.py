"""The service's own processes (web, worker) started by a fault test against the test
database and a Redis of the test's own, so the test can kill them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
from django.db import connection

from .redis_server import free_port

ROOT = Path(__file__).resolve().parents[2]


def database_url() -> str:
    """The URL of the database this test runs on (the test database)."""
    s = connection.settings_dict
    auth = s["USER"] + (f":{s['PASSWORD']}" if s.get("PASSWORD") else "")
    return f"postgres://{auth}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}"


def service_env(redis_url: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "COV_"))}
    env.update({
        "DJANGO_SETTINGS_MODULE": "config.settings.base",
        "DATABASE_URL": database_url(),
        "REDIS_URL": redis_url,
        "CELERY_BROKER_URL": redis_url,
        "SECRET_KEY": "fault-suite-only",
        "DEBUG": "false",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "PYTHONUNBUFFERED": "1",
    })
    env.update(extra)
    return env


class Service:
    """One process of the service; ``kill`` is SIGKILL (the process gets no say)."""

    def __init__(self, args: list[str], env: dict[str, str], log: Path) -> None:
        self.args, self.env, self.log = args, env, log
        self.process: subprocess.Popen | None = None

    def start(self) -> Service:
        out = self.log.open("ab")
        self.process = subprocess.Popen(self.args, cwd=ROOT, env=self.env, stdout=out,
                                        stderr=subprocess.STDOUT, start_new_session=True)
        out.close()
        return self

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        if self.alive():
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        """SIGTERM and a graceful exit (a loaded machine may need a while; what a process
        writes on its way out -- usage counts -- is part of what the tests check)."""
        if self.alive():
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.kill()

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""


class Web(Service):
    def __init__(self, env: dict[str, str], log: Path, *, workers: int = 1) -> None:
        self.port = free_port()
        super().__init__([sys.executable, "-m", "config.serve", "--port", str(self.port),
                          "--workers", str(workers)], env, log)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Web:
        super().start()
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{self.base_url}/healthz", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or not self.alive():
                self.kill()
                raise RuntimeError(f"the web process did not start:\n{self.output()[-3000:]}")
            time.sleep(0.1)


def worker(env: dict[str, str], log: Path) -> Service:
    """The worker as the Procfile runs it (``config.worker`` supervising Celery), with the
    Procfile's options."""
    procfile = (ROOT / "Procfile").read_text().splitlines()
    line = next(entry for entry in procfile if entry.startswith("worker:"))
    args = [arg.replace("${LOG_LEVEL:-INFO}", "INFO")
            .replace("${WORKER_CONCURRENCY:-2}", "2") for arg in line.partition(":")[2].split()]
    assert args[:3] == [".venv/bin/python", "-m", "config.worker"], args
    return Service([sys.executable, *args[1:]], env, log)


def children(pid: int) -> list[int]:
    """The direct children of a process (from /proc)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


def web_workers(supervisor: int) -> list[int]:
    """The uvicorn workers a ``config.serve`` supervisor spawned (not its helpers)."""
    return [pid for pid in children(supervisor)
            if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()
            and b"resource_tracker" not in Path(f"/proc/{pid}/cmdline").read_bytes()]
