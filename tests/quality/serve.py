"""The web process the schema test runs: ``config.asgi:application`` under uvicorn, with
host names answered from a table (never DNS), so webhook URLs that the fuzzer makes up are
refused as unresolvable without a query leaving the machine.

    python tests/quality/serve.py PORT
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import uvicorn  # noqa: E402

import config.asgi  # noqa: E402 - sets Django up
from net.policy import install_default_resolver  # noqa: E402
from tests.fakes.resolver import UntrustedStaticResolver  # noqa: E402

# One public name for webhook targets; nothing is ever delivered (no worker runs).
HOSTS = {"hooks.schema-check.de": "93.184.216.34"}

if __name__ == "__main__":
    install_default_resolver(UntrustedStaticResolver(HOSTS))
    uvicorn.run(config.asgi.application, host="127.0.0.1", port=int(sys.argv[1]),
                lifespan="on", access_log=False, log_level="warning")
