"""The web process's command: uvicorn, with TCP_NODELAY on the socket it binds for workers.

With ``--workers`` > 1 uvicorn binds the listening socket itself (``Config.bind_socket``)
as ``socket.socket(AF_INET)``, whose ``proto`` is 0, so asyncio never sets TCP_NODELAY on
the connections it accepts (asyncio checks ``sock.proto == IPPROTO_TCP``; uvicorn issue
#3149). Every response then went out as headers first and a body held back by Nagle's
algorithm until the client's delayed ACK: about 40 ms added to every request. Setting the
option on the listening socket fixes it: Linux hands it to every accepted connection.

Usage is uvicorn's own: ``python -m config.serve config.asgi:application --workers 2 …``.
"""

from __future__ import annotations

import socket

import uvicorn
import uvicorn.config

_bind_socket = uvicorn.config.Config.bind_socket


def bind_socket(self: uvicorn.config.Config) -> socket.socket:
    sock = _bind_socket(self)
    if sock.family in (socket.AF_INET, socket.AF_INET6):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


uvicorn.config.Config.bind_socket = bind_socket  # type: ignore[method-assign]

if __name__ == "__main__":
    uvicorn.main()
