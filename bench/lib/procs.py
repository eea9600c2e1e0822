"""The service as production runs it (Procfile): ``uvicorn config.asgi:application`` with
``WEB_CONCURRENCY`` workers and a Celery worker, as child processes of the benchmark, with
their logs under ``var/bench/``; and their memory high-water marks from ``/proc``."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
LOGS = ROOT / "var" / "bench"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Service:
    env: dict[str, str]
    web_workers: int = 2
    worker_concurrency: int = 2
    port: int = field(default_factory=free_port)
    web: subprocess.Popen | None = None
    worker: subprocess.Popen | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, *, with_worker: bool = True) -> Service:
        LOGS.mkdir(parents=True, exist_ok=True)
        self.web = subprocess.Popen(
            [str(BIN / "python"), "-m", "config.serve", "--host", "127.0.0.1",
             "--port", str(self.port), "--workers", str(self.web_workers)],
            cwd=ROOT, env=self.env, stdout=(LOGS / "web.log").open("w"),
            stderr=subprocess.STDOUT, start_new_session=True,
        )
        if with_worker:
            self.worker = subprocess.Popen(
                [str(BIN / "celery"), "-A", "config", "worker", "--loglevel", "WARNING",
                 "--concurrency", str(self.worker_concurrency), "--without-gossip",
                 "--without-mingle", "-n", f"bench-{self.port}@%h"],
                cwd=ROOT, env=self.env, stdout=(LOGS / "worker.log").open("w"),
                stderr=subprocess.STDOUT, start_new_session=True,
            )
        self._wait_up()
        return self

    def _wait_up(self) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.web.poll() is not None:
                raise RuntimeError("uvicorn exited:\n" + (LOGS / "web.log").read_text()[-3000:])
            try:
                # every worker process has to be up: ask until several answers came back
                if all(httpx.get(f"{self.base}/healthz", timeout=2).status_code == 200
                       for _ in range(4 * self.web_workers)):
                    if len(self.web_pids()) >= self.web_workers:
                        return
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        raise RuntimeError("uvicorn did not come up:\n" + (LOGS / "web.log").read_text()[-3000:])

    def web_pids(self) -> list[int]:
        """The uvicorn worker processes (children that serve requests; with one worker,
        uvicorn serves in its own process)."""
        children = [pid for pid in descendants(self.web.pid) if "resource_tracker" not in _cmd(pid)]
        return children or [self.web.pid]

    def worker_pids(self) -> list[int]:
        return [self.worker.pid, *descendants(self.worker.pid)] if self.worker else []

    def stop(self) -> None:
        for process in (self.web, self.worker):
            if process is None or process.poll() is not None:
                continue
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=10)


def descendants(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:
            continue
        for child in map(int, children):
            found += [child, *descendants(child)]
    return found


def _cmd(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def vm_hwm_mib(pid: int) -> float:
    """Peak resident set size (VmHWM) of a live process in MiB; 0 when it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time the live processes have used so far, in seconds."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (clock ticks)
    return total / os.sysconf("SC_CLK_TCK")


def peak_mib(pids: list[int]) -> float:
    return max((vm_hwm_mib(pid) for pid in pids), default=0.0)
