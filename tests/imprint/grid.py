"""The reading of the invented-page grids (``test_imprint_grid_*.py``, issue 19): which fields a case gives wrong.

A case is ``{"id", "html", "expect"}``; only the fields in ``expect`` are compared, representatives as a set of (name,
role), as the convention probes compare them.
"""

from __future__ import annotations

from companies.imprint import parse_imprint

GRID_URL = "https://site.invalid/impressum/"


def _pairs(reps: list[dict]) -> list[tuple[str, str]]:
    return sorted((r["name"], r["role"]) for r in reps)


def wrong_fields(case: dict, url: str = GRID_URL) -> dict:
    """{field: (expected, got)} of the fields ``case`` gives wrong when its page is read from ``url``."""
    html = case["html"]
    got = parse_imprint(html.encode() if isinstance(html, str) else html, url)
    wrong = {}
    for field, expected in case["expect"].items():
        value = got[field]
        if field == "representatives":
            expected, value = _pairs(expected), _pairs(value)
        if value != expected:
            wrong[field] = (expected, value)
    return wrong


def wrong_cases(cases: list[dict], url: str = GRID_URL) -> list[tuple[str, dict]]:
    """(id, wrong fields) of every case that gives a field wrong; each printed, for the test's output."""
    wrong = [(case["id"], fields) for case in cases if (fields := wrong_fields(case, url))]
    for case_id, fields in wrong:
        print(case_id, fields)
    return wrong
