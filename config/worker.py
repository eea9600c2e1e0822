"""The worker process: ``python -m config.worker [celery worker options]``.

Runs ``celery -A config worker`` with the given options as a child and starts it again
whenever it exits on its own: a Celery main process that dies of a broker fault (kombu's
Redis transport has raised ``AttributeError`` in ``restore_unacked`` after a Redis restart,
ending the worker), of a kill or of memory exhaustion is replaced within a second, so an
outage delays jobs and deliveries and never stops them (the database holds the work; the
sweeps queue it again). SIGTERM/SIGINT are passed on (Celery's warm shutdown) and end the
supervision; a child that keeps dying right after starting ends it with exit code 1.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time

from config.serve import MAX_QUICK_DEATHS, QUICK_DEATH_SECONDS

#: How long a stopping worker may finish its tasks before it is killed.
GRACE_SECONDS = 60


def command(options: list[str]) -> list[str]:
    return [sys.executable, "-m", "celery", "-A", "config", "worker", *options]


def supervise(options: list[str]) -> int:
    stopping = False
    child: subprocess.Popen | None = None

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True
        if child is not None and child.poll() is None:
            child.send_signal(signum)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    quick_deaths = 0
    while not stopping:
        started = time.monotonic()
        child = subprocess.Popen(command(options))
        while child.poll() is None:
            try:
                child.wait(timeout=0.5)
            except subprocess.TimeoutExpired:
                continue
        if stopping:
            break
        quick_deaths = quick_deaths + 1 if time.monotonic() - started < QUICK_DEATH_SECONDS else 0
        if quick_deaths >= MAX_QUICK_DEATHS:
            print(f"the worker exited {quick_deaths} times in a row within "
                  f"{QUICK_DEATH_SECONDS} s of starting; giving up", file=sys.stderr, flush=True)
            return 1
        print(f"worker {child.pid} exited ({child.returncode}); starting another",
              file=sys.stderr, flush=True)
        time.sleep(0.5)
    if child is not None:
        try:
            child.wait(timeout=GRACE_SECONDS)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    return 0


def main(argv: list[str] | None = None) -> None:
    sys.exit(supervise(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    main()
