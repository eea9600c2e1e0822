"""Settings for the test suite: the environment's DATABASE_URL / REDIS_URL when set."""

from .base import *  # noqa: F403
from .base import env

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_TASK_ALWAYS_EAGER", default=False)
LOGGING = {"version": 1, "disable_existing_loggers": False, "root": {"level": "WARNING"}}

# Parallel test runs (different DATABASE_URLs) must not share cache counters in one Redis,
# nor the workers of one run (pytest-xdist: PYTEST_XDIST_WORKER=gw0, gw1, ...), each of which
# pytest-django gives a test database of its own (test_<name>_gw0).
_XDIST_WORKER = env.str("PYTEST_XDIST_WORKER", default="")
CACHES["default"]["KEY_PREFIX"] = "test:" + str(DATABASES["default"]["NAME"]).replace("/", "_") + (  # noqa: F405
    f"_{_XDIST_WORKER}" if _XDIST_WORKER else "")
RATE_LIMIT_PER_KEY = "100000/60"
RATE_LIMIT_PER_IP = "100000/60"
LOOKUP_LOCK_THRESHOLD = "100000/600"
BILLING_DEFER_WRITES = False  # tests read usage and holds right after a call
