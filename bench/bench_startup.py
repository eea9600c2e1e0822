"""Start-up cost of `make run`: from the command to a ready ``/readyz``, fresh and warm.

``python bench/bench_startup.py [--runs 3]`` runs ``make run`` with no DATABASE_URL /
REDIS_URL in a temporary VAR_DIR on ports of its own: first with an empty VAR_DIR (the
private PostgreSQL cluster is created: initdb, migrations, demo data), then ``--runs``
times again on the same data (what a developer's second ``make run`` pays). Each run is
stopped with SIGINT (Ctrl-C) and the time until everything has stopped is printed too.
The virtualenv must be installed already (``make install``). Prints one table.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _one(var_dir: Path, env: dict[str, str], port: int) -> tuple[float, float]:
    started = time.perf_counter()
    process = subprocess.Popen(["make", "--no-print-directory", "run"], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    while True:
        if process.poll() is not None:
            raise SystemExit("make run ended before it was ready")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    ready = time.perf_counter() - started
    stopping = time.perf_counter()
    os.killpg(process.pid, signal.SIGINT)
    process.wait(timeout=120)
    return ready, time.perf_counter() - stopping


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    var_dir = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    port = _free_port()
    env = {name: value for name, value in os.environ.items()
           if name not in {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL",
                           "DJANGO_SETTINGS_MODULE", "MAKEFLAGS", "MFLAGS", "MAKELEVEL"}}
    env.update({"VAR_DIR": str(var_dir), "PORT": str(port), "LOG_LEVEL": "WARNING",
                "DEV_POSTGRES_PORT": str(_free_port()), "DEV_REDIS_PORT": str(_free_port())})
    try:
        fresh = _one(var_dir, env, port)
        warm = [_one(var_dir, env, port) for _ in range(args.runs)]
    finally:
        subprocess.run([sys.executable, "config/devservers.py", "stop"], cwd=ROOT, env=env,
                       check=False, capture_output=True)
        shutil.rmtree(var_dir, ignore_errors=True)
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    print("| start | to ready /readyz | Ctrl-C to all stopped |")
    print("|---|---|---|")
    print(f"| fresh VAR_DIR (initdb, migrate, seed) | {fresh[0]:.1f} s | {fresh[1]:.1f} s |")
    print(f"| warm, median of {len(warm)} | {statistics.median(w[0] for w in warm):.1f} s "
          f"(max {max(w[0] for w in warm):.1f}) | {statistics.median(w[1] for w in warm):.1f} s |")


if __name__ == "__main__":
    main()
