"""The suite runs on pytest-xdist workers (``make test``), each its own process with its own
test database (pytest-django's ``test_<name>_gw0``) and cache key prefix
(``config/settings/test.py``). Anything else two workers could both create -- a database of
a server a test starts, a file of a fixed name -- is named per worker with
:func:`worker_suffix`."""

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
