"""``python -m config.serve``: the web process's workers each listen on their own
SO_REUSEPORT socket (connections spread over them), without Nagle delay, supervised."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from config.serve import listening_socket

ROOT = Path(__file__).resolve().parents[2]


def test_a_listening_socket_and_what_it_accepts_send_without_delay():
    sock = listening_socket("127.0.0.1", 0)
    try:
        assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        sock.listen()
        client = socket.create_connection(sock.getsockname())
        accepted, _ = sock.accept()
        with client, accepted:
            assert accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
    finally:
        sock.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        children = (task / "children").read_text().split()
        found += [int(c) for c in children]
    return [c for c in found if b"spawn_main" in Path(f"/proc/{c}/cmdline").read_bytes()]


def _established_by_process(pids: list[int], port: int, state: str = "01") -> dict[int, int]:
    """How many sockets on ``port`` in ``state`` (01 established, 0A listening) each
    process holds (from /proc)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == state:
                inodes.add(fields[9])
    counts = {}
    for pid in pids:
        held = 0
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                target = os.readlink(fd)
            except OSError:
                continue
            if target.startswith("socket:[") and target[8:-1] in inodes:
                held += 1
        counts[pid] = held
    return counts


@pytest.fixture
def server(tmp_path):
    port = _free_port()
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.base",
           "LOG_LEVEL": "WARNING"}
    log = (tmp_path / "serve.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "config.serve", "--port", str(port), "--workers", "2"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        workers = _children(process.pid)
        try:
            # both workers listen on their own socket (else the kernel has one to choose)
            listening = _established_by_process(workers, port, state="0A")
            if len(workers) == 2 and min(listening.values()) >= 1 and all(
                    httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200
                    for _ in range(8)):
                break
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    else:
        process.kill()
        raise RuntimeError((tmp_path / "serve.log").read_text()[-3000:])
    yield process, port
    if process.poll() is None:  # a graceful stop, so no worker outlives the test
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=40)
        except subprocess.TimeoutExpired:
            process.kill()
        process.wait()


def test_connections_are_spread_over_the_workers(server):
    process, port = server
    workers = _children(process.pid)
    clients = [socket.create_connection(("127.0.0.1", port)) for _ in range(32)]
    try:
        for client in clients:  # a request on each, so every connection is accepted
            client.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        for client in clients:
            assert client.recv(4096).startswith(b"HTTP/1.1 200")
        counts = _established_by_process(workers, port)
    finally:
        for client in clients:
            client.close()
    assert sum(counts.values()) == 32, counts
    assert min(counts.values()) >= 4, counts  # one shared socket gave one worker all of them


def test_a_dead_worker_is_replaced_and_sigterm_stops_all(server):
    process, port = server
    first, second = _children(process.pid)
    os.kill(first, signal.SIGKILL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        now = _children(process.pid)
        if len(now) == 2 and first not in now:
            break
        time.sleep(0.2)
    assert first not in now and second in now and len(now) == 2
    deadline = time.monotonic() + 30
    while httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=5).status_code != 200:
        assert time.monotonic() < deadline
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=40) == 0
    for pid in now:
        assert not Path(f"/proc/{pid}").exists() or b"zombie" in Path(
            f"/proc/{pid}/status").read_bytes().lower()


def test_workers_stop_when_their_supervisor_is_killed(server):
    process, port = server
    workers = _children(process.pid)
    process.kill()  # SIGKILL: the supervisor cannot stop them itself
    process.wait(timeout=10)
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline and any(_alive(pid) for pid in workers):
        time.sleep(0.2)
    assert not any(_alive(pid) for pid in workers)


def _alive(pid: int) -> bool:
    status = Path(f"/proc/{pid}/status")
    try:
        return b"zombie" not in status.read_bytes().lower()
    except FileNotFoundError:
        return False


def test_workers_that_cannot_start_end_the_web_process_with_an_error(tmp_path):
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.does_not_exist"}
    done = subprocess.run(
        [sys.executable, "-m", "config.serve", "--port", str(_free_port()), "--workers", "2"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "giving up" in done.stderr
