"""Hypothesis strategies for hostile and careless input: the values an attacker or a broken
client sends (NUL bytes, bytes that are not UTF-8, lone surrogates, control and bidi
characters, injections, huge and deeply nested values). Shared by the REST and MCP
property tests."""

from __future__ import annotations

import json
from urllib.parse import quote

from hypothesis import strategies as st

NASTY = [
    "\x00", "c_\x00", "\ud800", "a\udfffb", "%00", "%ff", "\ufffd", "\u202egnp.exe", "\ufeff",
    "../../etc/passwd", "..%2f..%2f", "' OR 1=1 --", "<script>alert(1)</script>", "${jndi:x}",
    " ", "", "\r\n", "\t", "null", "[]", "{}", "-1", "1e999", "c_" + "x" * 300, "x" * 5000,
    "DE811907980\x00", "ＤＥ８１１９０７９８０", "xn--", "muster.de:443", "http://muster.de",
    "HRB%2012345", "DE/München/HRB 1", "CHE-116.281.710 MWST\x00",
]

#: Text as a careless or hostile client sends it (any code point, NUL and controls included).
hostile_text = st.one_of(
    st.sampled_from(NASTY),
    st.text(max_size=30),
    st.text(alphabet=st.characters(codec="latin-1"), max_size=30),
    st.lists(st.sampled_from(NASTY), min_size=2, max_size=4).map("".join),
)

#: Raw bytes of a path segment or query value, percent-encoded; some are not UTF-8.
hostile_url_part = st.one_of(
    hostile_text.map(lambda text: quote(text.encode("utf-8", "surrogatepass"), safe="")),
    st.binary(max_size=24).map(lambda raw: quote(raw, safe="")),
)

#: Header values (WSGI gives Django Latin-1 text).
hostile_header = st.text(alphabet=st.characters(codec="latin-1"), max_size=60)
HEADERS = ["HTTP_X_REQUEST_ID", "HTTP_IDEMPOTENCY_KEY", "HTTP_ACCEPT", "HTTP_X_FORWARDED_FOR",
           "HTTP_ACCEPT_LANGUAGE", "HTTP_ORIGIN", "HTTP_MCP_PROTOCOL_VERSION", "HTTP_X_CLIENT"]
hostile_headers = st.dictionaries(st.sampled_from(HEADERS), hostile_header, max_size=3)

KEYS = ["url", "description", "companies", "domains", "domain", "query", "id", "vat_id"]
hostile_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | hostile_text,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(KEYS) | hostile_text, children, max_size=4),
    max_leaves=12,
)


def _nested(depth: int) -> bytes:
    return ('{"url": ' + "[" * depth + "]" * depth + "}").encode()


#: A JSON request body: hostile values, JSON nested far too deep, or bytes that are no JSON.
hostile_body = st.one_of(
    hostile_json.map(lambda value: json.dumps(value).encode()),
    st.dictionaries(st.sampled_from(KEYS), hostile_json, max_size=3).map(
        lambda value: json.dumps(value).encode()),
    st.integers(min_value=33, max_value=4000).map(_nested),
    st.binary(max_size=200),
)

#: An NDJSON bulk body: lines of hostile objects, or bytes that are no NDJSON.
hostile_ndjson = st.one_of(
    st.lists(st.dictionaries(st.just("domain") | hostile_text, hostile_json, max_size=2),
             min_size=1, max_size=5).map(
        lambda lines: "\n".join(json.dumps(line) for line in lines).encode()),
    st.binary(max_size=200),
)
