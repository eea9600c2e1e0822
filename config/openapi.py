"""OpenAPI post-processing (``SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"]``): every
operation also lists what the HTTP layer answers before any view runs
(``config.request_guard`` via ``config.middleware``), so each operation names every code it
can return; and carries a curl sample (``x-codeSamples``, which the API reference at
/docs/api shows), with the key from ``$COMPANY_DATA_KEY`` and path parameters as shell
variables."""

from __future__ import annotations

import re
from typing import Any

from django.conf import settings

from .request_guard import MAX_BODY_BYTES, MAX_DEPTH

_ERROR = {"$ref": "#/components/schemas/Error"}
#: status -> (code, when); an operation that documents the status already gets the "when".
GUARD_RESPONSES = {
    "400": ("invalid_request", "a NUL character or text that is not UTF-8 in the path, query, "
            "headers or body; more than 1,000 query parameters; JSON nested deeper than "
            f"{MAX_DEPTH} levels"),
    "413": ("payload_too_large", f"a body over {MAX_BODY_BYTES} bytes (the message and "
            "`limit` name the limit)"),
}
_PARAMETER = re.compile(r"\{(\w+)\}")
_BODY_FILES = {"application/json": "body.json", "application/x-ndjson": "lines.ndjson"}


def add_guard_responses(result: dict[str, Any], generator: Any, request: Any,
                        public: bool) -> dict[str, Any]:
    """The request guard's 400 and 413 on every operation."""
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            responses = operation.setdefault("responses", {})
            for status, (code, when) in GUARD_RESPONSES.items():
                if status in responses:
                    known = responses[status].get("description", "")
                    if when not in known:
                        responses[status]["description"] = f"{known}; also {when}"
                    continue
                responses[status] = {
                    "description": f"{code}: {when}",
                    "content": {"application/json": {"schema": _ERROR}},
                }
            operation["responses"] = dict(sorted(responses.items()))
    return result


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
    """A curl sample on every operation."""
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            sample = curl_sample(method=method, path=path, operation=operation)
            operation.setdefault("x-codeSamples", []).append(
                {"lang": "Shell", "label": "curl", "source": sample}
            )
    return result
