"""Settings of the uvicorn process the MCP tests start (``config.asgi:application``, the
production entry point): the test settings with low, known protection limits so the
tests can reach them, and a broker that goes nowhere (no worker of another run may pick
up this database's jobs)."""

import os

from config.settings.test import *  # noqa: F403

RATE_LIMIT_PER_KEY = os.environ.get("MCP_TEST_RATE_LIMIT_PER_KEY", "20/60")
RATE_LIMIT_PER_IP = "100000/60"
LOOKUP_LOCK_THRESHOLD = os.environ.get("MCP_TEST_LOOKUP_LOCK", "6/600")
CELERY_BROKER_URL = "memory://"
# The lane server (tests/mcp/conftest.py) batches usage writes as production does.
BILLING_DEFER_WRITES = os.environ.get("MCP_TEST_DEFER_WRITES") == "1"
METRICS_TOKEN = os.environ.get("METRICS_TOKEN", "")
