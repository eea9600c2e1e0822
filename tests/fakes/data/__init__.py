"""Sample upstream payloads (real formats, fictional data) used by the fake servers.

Copies of the files in ``shared/fixtures/sources/``; the copies here win so tests do not
depend on ``shared/`` being checked out next to the repository.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SHARED = Path(__file__).resolve().parents[3].parent / "shared" / "fixtures" / "sources"


def sample_path(name: str) -> Path:
    """The local copy of sample ``name``, else the one in ``shared/``."""
    local = HERE / name
    return local if local.exists() else SHARED / name


def sample_bytes(name: str) -> bytes:
    return sample_path(name).read_bytes()


def sample_text(name: str) -> str:
    return sample_path(name).read_text(encoding="utf-8")


def sample_json(name: str) -> Any:
    return json.loads(sample_text(name))
