"""What no request to ``/v1`` or ``/mcp`` may carry, checked before any view or tool runs.

One rule set for both doors (the Django middleware for ``/v1``, the ASGI guard for
``/mcp``): PostgreSQL cannot store a NUL character and every text is UTF-8, so

- a path, query string or header value with a NUL byte, or a path or query string that is
  not UTF-8, is 400 ``invalid_request``;
- a body over the door's limit is 413 ``payload_too_large`` naming the limit;
- a body that is not UTF-8, holds a NUL byte, the JSON escape ``\\u0000`` or an unpaired
  surrogate escape (``\\ud800``: no UTF-8 text can hold it), or nests arrays/objects
  deeper than :data:`MAX_DEPTH` is 400 ``invalid_request``.

Deep nesting is refused before any JSON parser sees it: Python's parser recurses and fails
with ``RecursionError`` some thousand levels down, and walking such a value recurses again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import unquote_to_bytes

from .errors import ApiError, InvalidRequest, PayloadTooLarge

#: Largest /v1 body: a bulk request of 10,000 lines of the longest domain names with their
#: JSON framing (``jobs.bulk``). Every other /v1 body is far smaller.
MAX_BODY_BYTES = 4 * 1024 * 1024
#: Deepest nesting of arrays and objects in a JSON (or NDJSON) body. A JSON-RPC tool call
#: needs 4 levels, the deepest /v1 body 3.
MAX_DEPTH = 32

# A JSON string, quotes included (the unrolled form: runs of plain bytes, then an escape).
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_SURROGATE_PAIR = re.compile(rb"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}")
_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
# Brackets only, both kinds as one (the depth, not the pairing, is checked here).
_ONE_KIND = bytes.maketrans(b"{}", b"[]")
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def _utf8(raw: bytes, what: str) -> ApiError | None:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return InvalidRequest(f"The {what} is not valid UTF-8.")
    if b"\x00" in raw:
        return InvalidRequest(f"The {what} contains a NUL character.")
    return None


def url_problem(path: str, query_string: bytes) -> ApiError | None:
    """The decoded path and the raw query string. The server decodes the path already and
    marks bytes that are not UTF-8 with U+FFFD (uvicorn); nothing legitimate contains it."""
    if "\x00" in path:
        return InvalidRequest("The path contains a NUL character.")
    if "\ufffd" in path:
        return InvalidRequest("The path is not valid UTF-8.")
    return _utf8(unquote_to_bytes(query_string.replace(b"+", b" ")), "query string")


def header_problem(values: Iterable[bytes | str]) -> ApiError | None:
    """Header values may be any octets (HTTP allows Latin-1), but never NUL."""
    for value in values:
        if (b"\x00" if isinstance(value, bytes) else "\x00") in value:
            return InvalidRequest("A header contains a NUL character.")
    return None


def body_size_problem(size: int, limit: int) -> ApiError | None:
    if size > limit:
        return PayloadTooLarge(f"The request body is larger than the limit of {limit} bytes.",
                               limit=limit)
    return None


def _without_escaped_backslashes(body: bytes) -> bytes:
    """The body with every escaped backslash (``\\\\``) removed: what is left of a
    backslash then always starts a real escape (``\\\\u0000`` is text, ``\\u0000`` NUL)."""
    return body.replace(b"\\\\", b"")


def _nests_too_deep(plain: bytes) -> bool:
    """Whether arrays and objects nest deeper than :data:`MAX_DEPTH` (or the brackets do not
    pair up). Strings are cut out, then innermost pairs are removed once per level:
    well-formed JSON of depth d is gone after d rounds. Each step is one pass in C, so a
    hostile 4 MB body costs milliseconds instead of a parser's recursion."""
    skeleton = _JSON_STRING.sub(b"", plain).translate(_ONE_KIND, _NOT_BRACKETS)
    if b"[" * (MAX_DEPTH + 1) in skeleton:
        return True
    for _ in range(MAX_DEPTH):
        if not skeleton:
            return False
        skeleton = skeleton.replace(b"[]", b"")
    return bool(skeleton)


def body_problem(body: bytes) -> ApiError | None:
    """A body (JSON, NDJSON or empty) that no endpoint can take."""
    if not body:
        return None
    problem = _utf8(body, "request body")
    if problem is not None:
        return problem
    plain = _without_escaped_backslashes(body)
    if b"\\u0000" in plain:
        return InvalidRequest("The request body contains a NUL character (\\u0000).")
    if b"\\u" in plain and _SURROGATE.search(_SURROGATE_PAIR.sub(b"", plain)):
        return InvalidRequest("The request body contains an unpaired UTF-16 surrogate escape.")
    if _nests_too_deep(plain):
        return InvalidRequest(f"The request body nests deeper than {MAX_DEPTH} levels (or its "
                              "brackets do not pair up).")
    return None
