"""The served OpenAPI document: every operation also lists what the HTTP layer answers before
any view runs (``config.request_guard`` via ``config.middleware``), so each operation names
every code it can return."""

from __future__ import annotations

from typing import Any

from drf_spectacular.hooks import postprocess_schema_enums

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


def add_guard_responses(result: dict[str, Any], generator: Any, request: Any,
                        public: bool) -> dict[str, Any]:
    """drf-spectacular postprocessing hook (after the enum hook, which it also runs)."""
    result = postprocess_schema_enums(result, generator, request=request, public=public)
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


#: ``custom_settings`` of the schema view (``config/urls.py``).
SCHEMA_SETTINGS = {"POSTPROCESSING_HOOKS": ["config.openapi.add_guard_responses"]}
