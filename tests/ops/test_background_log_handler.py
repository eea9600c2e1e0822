"""The web process's log handler writes from a background thread: every line arrives
whole, none is lost at exit, and a forked child writes its own."""

from __future__ import annotations

import io
import json
import logging
import os
import subprocess
import sys
import threading

from config.logging import BackgroundStreamHandler, JsonFormatter


def _logger(handler: logging.Handler, name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    logger.propagate = False
    logger.handlers[:] = [handler]
    logger.setLevel(logging.INFO)
    return logger


def test_lines_from_many_threads_arrive_whole_and_complete():
    stream = io.StringIO()
    handler = BackgroundStreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = _logger(handler, "tests.background.threads")

    def work(n: int) -> None:
        for i in range(250):
            logger.info("request", extra={"worker": n, "i": i})

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    handler.flush_and_stop()
    lines = stream.getvalue().splitlines()
    assert len(lines) == 2000
    seen = {(d["worker"], d["i"]) for d in map(json.loads, lines)}
    assert len(seen) == 2000


def test_queued_lines_are_written_when_the_process_exits():
    code = (
        "import logging; from config.logging import BackgroundStreamHandler, JsonFormatter\n"
        "h = BackgroundStreamHandler(); h.setFormatter(JsonFormatter())\n"
        "root = logging.getLogger(); root.handlers[:] = [h]; root.setLevel(logging.INFO)\n"
        "for i in range(500): logging.getLogger('x').info('line', extra={'i': i})\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, cwd=os.getcwd(), check=True)
    lines = done.stderr.splitlines()
    assert [json.loads(line)["i"] for line in lines] == list(range(500))


def test_a_forked_child_writes_through_its_own_thread():
    read_end, write_end = os.pipe()
    stream = os.fdopen(write_end, "w")
    handler = BackgroundStreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(process)d %(message)s"))
    logger = _logger(handler, "tests.background.fork")
    logger.info("parent")  # starts the parent's writer thread
    pid = os.fork()
    if pid == 0:  # the child: its writer is not the parent's thread
        try:
            logger.info("child")
            handler.flush_and_stop()
        finally:
            os._exit(0)
    os.waitpid(pid, 0)
    handler.flush_and_stop()
    stream.close()
    with os.fdopen(read_end) as out:
        lines = out.read().splitlines()
    assert sorted(line.split(" ", 1)[1] for line in lines) == ["child", "parent"]
    assert f"{pid} child" in lines
