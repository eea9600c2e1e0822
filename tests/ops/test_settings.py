"""Settings: one engine (PostgreSQL and Redis) everywhere, and production names its servers."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECK = "import django; django.setup(); from django.conf import settings; print(settings.DATABASES['default']['ENGINE'], settings.REDIS_URL)"


def _settings(module: str, **environ: str) -> subprocess.CompletedProcess:
    env = {name: value for name, value in os.environ.items()
           if name not in {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL", "SECRET_KEY",
                           "ALLOWED_HOSTS"}}
    env.update({"DJANGO_SETTINGS_MODULE": module, **environ})
    return subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, env=env,
                          capture_output=True, text=True)


def test_without_variables_the_settings_name_the_private_servers():
    from config import devservers

    done = _settings("config.settings.base")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["config.postgres", devservers.REDIS_URL]


def test_a_database_that_is_not_postgresql_is_refused():
    done = _settings("config.settings.base", DATABASE_URL="sqlite:///tmp/x.sqlite3")
    assert done.returncode != 0
    assert "DATABASE_URL must name a PostgreSQL database" in done.stderr


def test_a_lease_jitter_outside_0_to_50_per_cent_is_refused():
    for share in ("-1", "51"):
        done = _settings("config.settings.base", BILLING_LEASE_JITTER=share)
        assert done.returncode != 0 and "BILLING_LEASE_JITTER" in done.stderr
    assert _settings("config.settings.base", BILLING_LEASE_JITTER="50").returncode == 0


def test_production_refuses_to_start_without_named_servers():
    production = {"SECRET_KEY": "x" * 50, "ALLOWED_HOSTS": "api.example.test"}
    for missing in ("DATABASE_URL", "REDIS_URL"):
        given = {"DATABASE_URL": "postgres://u@127.0.0.1:5432/db", "REDIS_URL": "redis://127.0.0.1:6379/0"}
        del given[missing]
        done = _settings("config.settings.production", **production, **given)
        assert done.returncode != 0 and missing in done.stderr
    done = _settings("config.settings.production", **production,
                     DATABASE_URL="postgres://u@127.0.0.1:5432/db", REDIS_URL="redis://127.0.0.1:6379/0")
    assert done.returncode == 0, done.stderr
