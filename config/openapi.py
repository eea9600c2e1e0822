"""OpenAPI post-processing: a curl sample on every operation (``x-codeSamples``, which the
API reference at /docs/api shows), with the key from ``$COMPANY_DATA_KEY`` and path
parameters as shell variables."""

from __future__ import annotations

import re
from typing import Any

from django.conf import settings

_PARAMETER = re.compile(r"\{(\w+)\}")
_BODY_FILES = {"application/json": "body.json", "application/x-ndjson": "lines.ndjson"}


def curl_sample(*, method: str, path: str, operation: dict[str, Any]) -> str:
    url = settings.SITE_URL.rstrip("/") + _PARAMETER.sub(
        lambda m: "$" + m.group(1).upper(), path
    )
    lines = [f'curl -sS{"" if method == "get" else " -X " + method.upper()} "{url}"',
             '  -H "Authorization: Bearer $COMPANY_DATA_KEY"']
    content = (operation.get("requestBody") or {}).get("content") or {}
    for content_type, file in _BODY_FILES.items():
        if content_type in content:
            lines.append(f'  -H "Content-Type: {content_type}" --data-binary @{file}')
            break
    return " \\\n".join(lines)


def add_curl_samples(result: dict[str, Any], generator: Any, request: Any, public: bool):
    """drf-spectacular POSTPROCESSING_HOOKS entry."""
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            sample = curl_sample(method=method, path=path, operation=operation)
            operation.setdefault("x-codeSamples", []).append(
                {"lang": "Shell", "label": "curl", "source": sample}
            )
    return result
