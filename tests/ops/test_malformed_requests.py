"""A request the HTTP server cannot parse (raw non-ASCII or NUL bytes in the request target)
is refused 400 in the API's JSON error shape by the production server's protocol."""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest
import uvicorn

from config.serve import JsonRefusalProtocol, listening_socket


async def app(scope, receive, send):  # noqa: ANN001 - never reached by a malformed request
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"reached"})


@pytest.fixture
def port():
    sock = listening_socket("127.0.0.1", 0)
    config = uvicorn.Config(app, lifespan="off", access_log=False, log_level="warning",
                            http=JsonRefusalProtocol)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    yield sock.getsockname()[1]
    server.should_exit = True
    thread.join(10)


def exchange(port: int, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    return answer


@pytest.mark.parametrize("target", [b"/v1/companies/c_\xff", b"/v1/companies/search?q=\xff",
                                    b"/mcp?x=\x00", b"/v1/companies/c_\x00"])
def test_an_unparsable_request_target_is_400_json(port, target):
    answer = exchange(port, b"GET " + target + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400")
    assert b"content-type: application/json" in head.lower()
    error = json.loads(body)["error"]
    assert error["code"] == "invalid_request" and error["message"]


def test_a_well_formed_request_reaches_the_app(port):
    answer = exchange(port, b"GET /v1/x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 200") and b"reached" in answer
