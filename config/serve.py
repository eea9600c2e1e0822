"""The web process: ``python -m config.serve [--host H] [--port P] [--workers N]``.

uvicorn serving ``config.asgi:application`` (lifespan on, no access log: the JSON request
line is the log), with two things its own ``--workers`` mode gets wrong on Linux:

- **Balance.** uvicorn's workers share one listening socket and each asyncio loop accepts
  every connection that is waiting when it wakes, so a burst of connections (a load
  balancer's keep-alive pool, wrk) lands on one worker while the others idle: measured
  here, one of two workers served a whole benchmark run. Here every worker binds its own
  socket on the same port with ``SO_REUSEPORT`` and the kernel spreads connections over
  them.
- **Latency.** uvicorn binds that shared socket with ``proto`` 0, so asyncio never set
  TCP_NODELAY on accepted connections (uvicorn issue #3149) and every response body waited
  for the client's delayed ACK (about 40 ms). Our sockets are TCP sockets with TCP_NODELAY.

A request uvicorn cannot even parse (a request target with raw non-ASCII or NUL bytes,
bytes that are no HTTP) is answered 400 in the API's JSON error shape, not uvicorn's plain
text (:class:`JsonRefusalProtocol`).

uvicorn's own ``proxy_headers`` handling is off: it would take ``X-Forwarded-For`` from
any client on loopback as the client's address. The application alone reads forwarded
headers, and only as far as ``TRUSTED_PROXY_COUNT`` proxies put them there
(``billing.api.client_ip``).

With ``--workers 1`` the server runs in this process. With more, this process supervises:
it starts the workers (spawned, as uvicorn does), starts a new one when one dies (and exits
with 1 when they keep dying right after starting), and on SIGTERM/SIGINT asks them to
finish their requests and waits for them.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import multiprocessing
import os
import signal
import socket
import sys
import threading
import time

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

APP = "config.asgi:application"
#: How long a stopping worker may finish its requests before it is killed.
GRACE_SECONDS = 30
#: A worker that exits this soon after starting most likely cannot start at all (bad
#: settings, no database driver): after this many in a row the web process exits with 1
#: instead of restarting them forever.
QUICK_DEATH_SECONDS = 10
MAX_QUICK_DEATHS = 5


class JsonRefusalProtocol(H11Protocol):
    """uvicorn's HTTP protocol (h11, the one installed) whose refusal of an unparsable
    request is JSON: ``{"error": {"code": "invalid_request", "message": ...}}``."""

    def send_400_response(self, msg: str) -> None:
        body = json.dumps({"error": {"code": "invalid_request",
                                     "message": f"Not a valid HTTP request: {msg}"}}).encode()
        headers = [(b"content-type", b"application/json"),
                   (b"content-length", str(len(body)).encode()), (b"connection", b"close")]
        for event in (h11.Response(status_code=400, headers=headers, reason=b"Bad Request"),
                      h11.Data(data=body), h11.EndOfMessage()):
            self.transport.write(self.conn.send(event))
        self.transport.close()


def listening_socket(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # accepted sockets inherit it
    sock.bind((host, port))
    return sock


#: How often a worker checks that its supervisor is still there.
PARENT_CHECK_SECONDS = 1.0


def _stop_when_orphaned(supervisor: int) -> None:
    """A worker whose supervisor died (killed, OOM) stops itself gracefully instead of
    serving on, unsupervised, on the shared port (SO_REUSEPORT would keep giving it
    connections)."""
    def watch() -> None:
        while os.getppid() == supervisor:
            time.sleep(PARENT_CHECK_SECONDS)
        os.kill(os.getpid(), signal.SIGTERM)  # uvicorn's graceful shutdown

    threading.Thread(target=watch, name="supervisor-watch", daemon=True).start()


def _exit_normally(signum: int, frame: object) -> None:
    # Once only: a worker stopped with its group (Ctrl-C, ``kill -TERM -PGID``) gets the signal
    # again from its supervisor, which could land inside the exit handlers this exit runs
    # and cut off what they write (seen: the deferred usage counts of the last calls lost).
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise SystemExit(0)


def serve(host: str, port: int, supervisor: int | None = None) -> None:
    """One worker: its own socket, one uvicorn server."""
    if supervisor is not None:
        _stop_when_orphaned(supervisor)
    # uvicorn shuts down gracefully on SIGTERM/SIGINT and then raises the signal again under the
    # handlers it found: with the default ones the process died of it, so the exit handlers never
    # ran and what a process writes on its way out was lost (the deferred usage counts and hold
    # settlements of its last half second, its metrics, its last log lines). With these the
    # raised signal ends the process as a normal exit.
    signal.signal(signal.SIGTERM, _exit_normally)
    signal.signal(signal.SIGINT, _exit_normally)
    sock = listening_socket(host, port)
    app = importlib.import_module(APP.partition(":")[0]).application
    # What the imports built (Django, the apps, the MCP SDK: about 180,000 objects) lives as long
    # as the process: out of the collector's sight, a full collection does not scan it. A full
    # collection of them took about 110 ms -- a pause of the event loop and of every request
    # on it, the largest share of the p99 of every row of the bench (docs/performance.md).
    gc.freeze()
    config = uvicorn.Config(app, host=host, port=port, lifespan="on", access_log=False,
                            http=JsonRefusalProtocol, proxy_headers=False)
    uvicorn.Server(config).run(sockets=[sock])


def supervise(host: str, port: int, workers: int) -> None:
    context = multiprocessing.get_context("spawn")
    stopping = False
    quick_deaths = 0  # workers in a row that died soon after starting

    def start() -> tuple[multiprocessing.process.BaseProcess, float]:
        process = context.Process(target=serve, args=(host, port, os.getpid()),
                                  name="web-worker")
        process.start()
        return process, time.monotonic()

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    processes = [start() for _ in range(workers)]
    print(f"serving on {host}:{port} with {workers} workers (pids "
          f"{', '.join(str(p.pid) for p, _ in processes)})", file=sys.stderr, flush=True)
    failed = False
    while not stopping:
        time.sleep(0.5)
        for i, (process, started) in enumerate(processes):
            if process.is_alive() or stopping:
                continue
            quick = time.monotonic() - started < QUICK_DEATH_SECONDS
            quick_deaths = quick_deaths + 1 if quick else 0
            if quick_deaths >= MAX_QUICK_DEATHS:  # it cannot start: say so, do not loop
                print(f"{quick_deaths} workers in a row exited within {QUICK_DEATH_SECONDS} s "
                      "of starting; giving up", file=sys.stderr, flush=True)
                stopping = failed = True
                break
            print(f"worker {process.pid} exited ({process.exitcode}); starting another",
                  file=sys.stderr, flush=True)
            processes[i] = start()
    for process, _ in processes:
        if process.is_alive():
            os.kill(process.pid, signal.SIGTERM)
    deadline = time.monotonic() + GRACE_SECONDS
    for process, _ in processes:
        process.join(max(deadline - time.monotonic(), 0))
        if process.is_alive():
            process.kill()
            process.join()
    if failed:
        sys.exit(1)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    if args.workers <= 1:
        print(f"serving on {args.host}:{args.port} with 1 worker (pid {os.getpid()})",
              file=sys.stderr, flush=True)
        serve(args.host, args.port)
    else:
        supervise(args.host, args.port, args.workers)


if __name__ == "__main__":
    main()
