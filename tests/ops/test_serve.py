"""``python -m config.serve``: uvicorn whose multi-worker socket sends without Nagle delay."""

from __future__ import annotations

import socket

from uvicorn.config import Config

import config.serve  # noqa: F401 - installs the socket option


def test_the_socket_bound_for_workers_has_tcp_nodelay():
    sock = Config(app="config.asgi:application", host="127.0.0.1", port=0, workers=2).bind_socket()
    try:
        assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        sock.listen()
        client = socket.create_connection(sock.getsockname())
        accepted, _ = sock.accept()
        with client, accepted:  # what every worker serves: the option came along
            assert accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
    finally:
        sock.close()
