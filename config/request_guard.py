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

# A JSON string (quotes included), and escapes: ``\u`` after an odd run of backslashes is
# an escape (after an even run it is escaped backslashes followed by plain text).
_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_ESCAPED = rb"((?<!\\)(?:\\\\)*)\\u"
_NUL_ESCAPE = re.compile(_ESCAPED + rb"0000")
# UTF-16 surrogates: a pair stands for one character; alone, no text can hold it.
_SURROGATE_PAIR = re.compile(_ESCAPED + rb"[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}")
_SURROGATE = re.compile(_ESCAPED + rb"[dD][89a-fA-F][0-9a-fA-F]{2}")
_NOT_BRACKET = re.compile(rb"[^\[\]{}]+")
_OPENING = frozenset(b"[{")


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


def nesting_depth(body: bytes, *, stop_above: int = MAX_DEPTH) -> int:
    """How deep arrays and objects nest in a JSON or NDJSON text (strings skipped); counting
    stops once it passes ``stop_above``, so a hostile body costs little."""
    skeleton = _NOT_BRACKET.sub(b"", _JSON_STRING.sub(b"", body))
    depth = deepest = 0
    for byte in skeleton:
        if byte in _OPENING:
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_above:
                    break
        else:
            depth -= 1
    return deepest


def body_problem(body: bytes) -> ApiError | None:
    """A body (JSON, NDJSON or empty) that no endpoint can take."""
    if not body:
        return None
    problem = _utf8(body, "request body")
    if problem is not None:
        return problem
    if _NUL_ESCAPE.search(body):
        return InvalidRequest("The request body contains a NUL character (\\u0000).")
    if _SURROGATE.search(_SURROGATE_PAIR.sub(rb"\1", body)):
        return InvalidRequest("The request body contains an unpaired UTF-16 surrogate escape.")
    if nesting_depth(body) > MAX_DEPTH:
        return InvalidRequest(f"The request body nests deeper than {MAX_DEPTH} levels.")
    return None
