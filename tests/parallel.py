"""The suite runs on pytest-xdist workers (``make test``), each its own process with its own
test database (pytest-django's ``test_<name>_gw0``) and cache key prefix
(``config/settings/test.py``). A database that a test's server gets is named per worker
with :func:`worker_suffix`; everything else a test starts (servers, Redis, temporary
directories) takes a free port or a directory of its own anyway."""

from __future__ import annotations

import os

#: The variable by which pytest-xdist tells a worker its id (``gw0``, ``gw1``, ...).
WORKER_VARIABLE = "PYTEST_XDIST_WORKER"


def worker_suffix() -> str:
    """``_gw0`` in worker ``gw0``; ``""`` in a run without workers."""
    worker = os.environ.get(WORKER_VARIABLE, "")
    return f"_{worker}" if worker else ""


def service_environ(**extra: str) -> dict[str, str]:
    """This process's environment for a server the test starts on a database of its own:
    without the worker id, so the server's cache keys are named after that database alone
    (``test:<database>``), as the test that reads them names them."""
    env = {name: value for name, value in os.environ.items() if name != WORKER_VARIABLE}
    env.update(extra)
    return env
