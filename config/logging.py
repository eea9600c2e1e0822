"""One JSON object per log line, so logs can be shipped and queried as they are."""

from __future__ import annotations

import atexit
import collections
import json
import logging
import os
import sys
import threading
from datetime import UTC, datetime

_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        data = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                data[key] = value
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        return json.dumps(data, default=str, ensure_ascii=False)


class BackgroundStreamHandler(logging.Handler):
    """Writes formatted lines to a stream (stderr) from a background thread.

    Request threads only format their record and append the line to a deque: they never
    wait for a lock, a slow reader of the pipe (the web process's logs are read by a
    process manager) or a thread wake-up. The writer drains the deque every
    ``interval`` seconds in one write. It is started per process on first use, so a forked
    child (Celery's pool) gets its own; lines still pending at exit are written before the
    process ends."""

    def __init__(self, stream=None, interval: float = 0.05) -> None:  # noqa: ANN001
        super().__init__()
        self.stream = stream
        self.interval = interval
        self._lines: collections.deque[str] = collections.deque()
        self._pid: int | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()

    def handle(self, record: logging.LogRecord) -> logging.LogRecord | bool:
        # No handler lock: formatting needs none and deque.append is atomic.
        rv = self.filter(record)
        if rv:
            self.emit(record if isinstance(rv, bool) else rv)
        return rv

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = self.format(record)
        except Exception:
            self.handleError(record)
            return
        if self._pid != os.getpid():
            self._start()
        self._lines.append(line)

    def _start(self) -> None:
        with self._start_lock:
            if self._pid == os.getpid():
                return
            self._lines = collections.deque()  # a forked child does not write the parent's
            self._stop = threading.Event()
            self._thread = threading.Thread(target=self._write, name="log-writer", daemon=True)
            self._thread.start()
            self._pid = os.getpid()
            atexit.register(self.flush_and_stop)

    def _write(self) -> None:
        while not self._stop.wait(self.interval):
            self._drain()
        self._drain()

    def _drain(self) -> None:
        lines = self._lines
        batch = []
        while lines:
            batch.append(lines.popleft())
        if not batch:
            return
        stream = self.stream or sys.stderr
        try:
            stream.write("\n".join(batch) + "\n")
            stream.flush()
        except Exception:  # a closed or broken stream must not kill the writer
            pass

    def flush_and_stop(self) -> None:
        thread = self._thread
        if thread is None or self._pid != os.getpid() or not thread.is_alive():
            return
        self._stop.set()
        thread.join(timeout=5)
