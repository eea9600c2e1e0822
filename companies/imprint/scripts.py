"""Text that a small inline script writes into the page (``document.write`` of joined strings).

Contract: :func:`written_text` takes the source of one inline ``<script>`` and returns the text
it writes (tags removed), or ``""``. Only string literals, variables assigned from string
literals and ``+`` between them are understood: the way e-mail addresses are hidden from
harvesters ("'info' + '@' + 'example.de'"). Nothing is executed.
"""

from __future__ import annotations

import re

_LITERAL = r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\""
_ASSIGN = re.compile(rf"\b(?:var|let|const)?\s*([A-Za-z_$][\w$]*)\s*=\s*((?:{_LITERAL})(?:\s*\+\s*(?:{_LITERAL}))*)\s*[;\n]")
_WRITE = re.compile(r"document\.write(?:ln)?\s*\(")
_TERM = re.compile(rf"\s*(?:({_LITERAL})|([A-Za-z_$][\w$]*))\s*(\+|\)|$)")
_TAG = re.compile(r"<[^>]*>")


def _unquote(literal: str) -> str:
    return re.sub(r"\\(.)", r"\1", literal[1:-1])


def _join(expr: str, names: dict[str, str]) -> tuple[str, int] | None:
    """The value of ``'a' + b + "c"`` up to its closing parenthesis, and where that ends."""
    out: list[str] = []
    pos = 0
    while True:
        match = _TERM.match(expr, pos)
        if match is None:
            return None
        literal, name, op = match.groups()
        if literal is not None:
            out.append(_unquote(literal))
        elif name in names:
            out.append(names[name])
        else:
            return None
        pos = match.end()
        if op != "+":
            return "".join(out), pos


def written_text(source: str) -> str:
    """The visible text the script writes with ``document.write`` (see module doc)."""
    if "document.write" not in source:
        return ""
    names: dict[str, str] = {}
    for name, expr in _ASSIGN.findall(source):
        joined = _join(expr + ")", names)
        if joined is not None:
            names[name] = joined[0]
    pieces: list[str] = []
    for call in _WRITE.finditer(source):
        joined = _join(source[call.end() : call.end() + 2000], names)
        if joined is not None:
            pieces.append(joined[0])
    return " ".join(_TAG.sub(" ", p) for p in pieces).strip()
