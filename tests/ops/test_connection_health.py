"""The PostgreSQL health check without a round trip (config/postgres/base.py): a healthy
idle connection is usable, one the server closed is noticed and replaced. Like the rest of
the suite, these run on PostgreSQL (make test)."""

from __future__ import annotations

import time

import psycopg
import pytest
from django.db import connection

pytestmark = pytest.mark.django_db(transaction=True)


def _terminate(pid: int) -> None:
    params = connection.get_connection_params()
    with psycopg.connect(**{k: v for k, v in params.items() if k != "cursor_factory"},
                         autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", [pid])


def test_a_healthy_idle_connection_is_usable():
    connection.ensure_connection()
    assert connection.is_usable()


def test_a_connection_the_server_closed_is_replaced_at_the_next_request():
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    old_pid = connection.connection.info.backend_pid
    _terminate(old_pid)
    deadline = time.monotonic() + 5
    while connection.is_usable() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not connection.is_usable()

    connection.health_check_done = False  # what a new request does (request_started)
    connection.close_if_health_check_failed()
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        assert cursor.fetchone()[0] != old_pid
