"""Django's PostgreSQL backend, with a cheaper health check for persistent connections.

With ``CONN_HEALTH_CHECKS`` Django checks a reused connection at the start of every
request with ``SELECT 1``: a database round trip per request, a visible share of a billed
call. An idle connection in good health has nothing to read on its socket; when the server
closed it (a restart, a failover, an administrator's ``pg_terminate_backend``) the socket
turns readable (end of file, or the server's final error message). So: a connection that
psycopg already knows to be closed or broken is unusable; one whose socket has something
to read gets Django's full check; any other is usable without asking the server.
"""

from __future__ import annotations

import select

from django.db.backends.postgresql import base


class DatabaseWrapper(base.DatabaseWrapper):
    def is_usable(self) -> bool:
        connection = self.connection
        if connection is None or connection.closed or connection.broken:
            return False
        try:
            readable, _, _ = select.select([connection.fileno()], [], [], 0)
        except (OSError, ValueError):
            return False
        if readable:
            return super().is_usable()
        return True
