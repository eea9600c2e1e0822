"""The rules of ``config.request_guard`` on the bytes themselves: which escapes are real,
which surrogates pair up, how deep is too deep (strings and escaped quotes included)."""

from __future__ import annotations

import json

import pytest

from config.request_guard import MAX_DEPTH, body_problem


def nested(depth: int, opening: str = "[", closing: str = "]") -> bytes:
    return (opening * depth + closing * depth).encode()


@pytest.mark.parametrize("body", [
    json.dumps({"a": "x\\u0000"}).encode(),  # an escaped backslash, then text
    json.dumps({"a": "\U0001F600"}).encode(),  # a surrogate pair (ensure_ascii)
    json.dumps({"a": "x\\"}).encode(),  # a string ending in an escaped backslash
    json.dumps({"a": "[" * 100 + '\\"' + "{" * 100}).encode(),  # brackets inside a string
    nested(MAX_DEPTH), nested(MAX_DEPTH // 2, "[{", "}]"),
    b'{"domain": "a.de"}\n{"domain": "b.de"}\n',
    "Grüße aus Köln".encode(),
])
def test_bodies_any_endpoint_may_take(body):
    assert body_problem(body) is None


@pytest.mark.parametrize("body, words", [
    (json.dumps({"a": "x\x00"}).encode(), "NUL"),  # \u0000
    (b'{"a": "\\\\\\u0000"}', "NUL"),  # an escaped backslash, then a real \u0000
    (b'{"a": "x\x00"}', "NUL"),
    (b'{"a": "\\ud800"}', "surrogate"),
    (b'{"a": "\\udc00\\ud800"}', "surrogate"),  # a low before a high is no pair
    (b'{"a": "\\ud800\\ud800\\udc00"}', "surrogate"),
    (nested(MAX_DEPTH + 1), str(MAX_DEPTH)),
    (nested(MAX_DEPTH // 2 + 1, "[{", "}]"), str(MAX_DEPTH)),
    (nested(100_000), str(MAX_DEPTH)),
    (b"x" + b"\xff", "UTF-8"),
    ("é".encode("latin-1"), "UTF-8"),
])
def test_bodies_no_endpoint_may_take(body, words):
    problem = body_problem(body)
    assert problem is not None and problem.status == 400 and problem.code == "invalid_request"
    assert words in problem.message
