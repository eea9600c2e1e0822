"""Text that a small inline script writes into the page (``document.write`` of joined strings, or a string it sets as an
element's ``innerHTML``/``textContent``/``innerText``).

Contract: :func:`written_text` takes the source of one inline ``<script>`` and returns the text
it writes (tags removed), or ``""``. Only string literals, variables assigned from string
literals (also template literals without ``${…}``) and ``+`` between them are understood: the way e-mail addresses are hidden from
harvesters ("'info' + '@' + 'example.de'"). Nothing is executed.
"""

from __future__ import annotations

import re

_LITERAL = r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"|`(?:[^`\\$]|\\.|\$(?!\{))*`"
_WRITE = re.compile(r"document\.write(?:ln)?\s*\(|\.(?:innerHTML|textContent|innerText)\s*\+?=(?!=)\s*")
_TERM = re.compile(rf"\s*(?:({_LITERAL})|([A-Za-z_$][\w$]*))\s*(\+|\)|;|\n|$)")
_TAG = re.compile(r"<[^>]*>")


def _unquote(literal: str) -> str:
    return re.sub(r"\\(.)", r"\1", literal[1:-1])


def _join(expr: str, source: str, before: int, depth: int = 0) -> tuple[str, int] | None:
    """The value of ``'a' + b + "c"`` up to its closing parenthesis (or statement end), and where
    that ends; a variable is looked up in ``source`` before position ``before``."""
    out: list[str] = []
    pos = 0
    while True:
        match = _TERM.match(expr, pos)
        if match is None:
            return None
        literal, name, op = match.groups()
        if literal is not None:
            out.append(_unquote(literal))
        else:
            value = _value(source, name, before, depth)
            if value is None:
                return None
            out.append(value)
        pos = match.end()
        if op != "+":
            return "".join(out), pos


_ASSIGNED = re.compile(r"\s*=(?!=)\s*")


def _value(source: str, name: str, before: int, depth: int = 0) -> str | None:
    """The string the last assignment before ``before`` gives variable ``name``, if literal."""
    pos = before
    while depth <= 3:
        at = source.rfind(name, 0, pos)
        if at < 0:
            return None
        pos = at
        if at and (source[at - 1].isalnum() or source[at - 1] in "_$."):
            continue
        assigned = _ASSIGNED.match(source, at + len(name))
        if assigned is None:
            continue
        start = assigned.end()
        joined = _join(source[start : start + 500] + ")", source, at, depth + 1)
        return joined[0] if joined else None
    return None


def written_text(source: str) -> str:
    """The visible text the script writes with ``document.write`` or sets as an element's content (see module doc)."""
    if "document.write" not in source and "inner" not in source and "textContent" not in source:
        return ""
    pieces: list[str] = []
    for call in _WRITE.finditer(source):
        joined = _join(source[call.end() : call.end() + 2000], source, call.start())
        if joined is not None:
            pieces.append(joined[0])
    return " ".join(_TAG.sub(" ", p) for p in pieces).strip()
