"""The one error shape of the API: ``{"error": {"code", "message", ...}}``.

Services raise :class:`ApiError` subclasses; the DRF exception handler, Django's
404/500 handlers and the MCP gateway all render them the same way.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from django.core.exceptions import RequestDataTooBig, SuspiciousOperation
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import Resolver404, resolve
from django.views.decorators.csrf import csrf_exempt
from rest_framework import exceptions as drf_exceptions
from rest_framework.response import Response

log = logging.getLogger(__name__)


class ApiError(Exception):
    status = 400
    code = "invalid_request"
    default_message = "The request is not valid."

    def __init__(self, message: str | None = None, **extra: Any) -> None:
        self.message = message or self.default_message
        self.extra = extra
        super().__init__(self.message)

    def body(self) -> dict[str, Any]:
        return {"error": {"code": self.code, "message": self.message, **self.extra}}

    def headers(self) -> dict[str, str]:
        return {}


class InvalidRequest(ApiError):
    status, code = 400, "invalid_request"


class Unauthorized(ApiError):
    status, code = 401, "unauthorized"
    default_message = "A valid API key is required: send 'Authorization: Bearer <key>'."

    def headers(self) -> dict[str, str]:
        return {"WWW-Authenticate": 'Bearer realm="api"'}


class InsufficientCredits(ApiError):
    status, code = 402, "insufficient_credits"

    def __init__(self, remaining: int, needed: int) -> None:
        super().__init__(
            f"This call needs {_credits(needed)}; {remaining} remain.", remaining=remaining
        )


def _credits(count: int) -> str:
    return f"{count} credit" if count == 1 else f"{count} credits"


class AccountLocked(ApiError):
    status, code = 403, "account_locked"
    default_message = "This account is locked until a payment matter is clarified; contact support."


class PurchaseRequired(ApiError):
    status, code = 403, "purchase_required"
    default_message = "Webhooks need a purchased credit package first."


class NotFound(ApiError):
    status, code = 404, "not_found"
    default_message = "Not found."


class MethodNotAllowed(ApiError):
    status, code = 405, "method_not_allowed"
    default_message = "This method is not allowed here."


class PayloadTooLarge(ApiError):
    status, code = 413, "payload_too_large"
    default_message = "The request body is too large."


class Conflict(ApiError):
    status, code = 409, "conflict"


class LimitExceeded(ApiError):
    status, code = 409, "limit_exceeded"


class Expired(ApiError):
    status, code = 410, "expired"


class TooManyRequests(ApiError):
    status, code = 429, "rate_limited"
    default_message = "Too many requests; slow down."

    def __init__(self, message: str | None = None, *, retry_after: int, code: str | None = None):
        if code:
            self.code = code
        super().__init__(message, retry_after=retry_after)
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}


class TemporarilyUnavailable(ApiError):
    status, code = 503, "temporarily_unavailable"
    default_message = "A protection function is temporarily unavailable; try again shortly."


class UpstreamUnavailable(ApiError):
    """An outside source (EU VIES, a register) cannot answer now: free, never read as a
    negative answer. MCP tools report it as a tool error, REST as 503."""

    status, code = 503, "upstream_unavailable"
    default_message = "The EU VAT service cannot answer for this member state right now."


def error_json(status: int, code: str, message: str, **extra: Any) -> JsonResponse:
    return JsonResponse({"error": {"code": code, "message": message, **extra}}, status=status)


def api_error_response(exc: ApiError) -> Response:
    return Response(exc.body(), status=exc.status, headers=exc.headers())


CODES_BY_STATUS = {
    400: "invalid_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    415: "unsupported_media_type",
    413: "payload_too_large",
    429: "rate_limited",
}


def error_for_status(status: int, message: str) -> ApiError:
    """An error in the CONTRACT shape for a status some other layer chose (a framework's own
    refusal): its usual code, ``internal_error`` for a 5xx."""
    error = ApiError(message)
    error.status = status
    error.code = CODES_BY_STATUS.get(status, "internal_error" if status >= 500 else "invalid_request")
    return error


def _drf_message(detail: Any) -> str:
    if isinstance(detail, dict):
        parts = []
        for key, value in detail.items():
            text = _drf_message(value)
            parts.append(text if key in ("detail", "non_field_errors") else f"{key}: {text}")
        return "; ".join(parts)
    if isinstance(detail, list):
        return " ".join(_drf_message(item) for item in detail)
    return str(detail)


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF's EXCEPTION_HANDLER: every error in the CONTRACT shape, never HTML."""
    if isinstance(exc, ApiError):
        return api_error_response(exc)
    if isinstance(exc, drf_exceptions.NotAuthenticated | drf_exceptions.AuthenticationFailed):
        return api_error_response(Unauthorized())
    if isinstance(exc, SuspiciousOperation):  # Django's limits (request.GET, request.body)
        return api_error_response(_suspicious(exc))
    from rest_framework.views import exception_handler as drf_default_handler

    response = drf_default_handler(exc, context)
    if response is None:
        log.exception("unhandled error in API view", exc_info=exc)
        return Response(
            {"error": {"code": "internal_error", "message": "An unexpected error occurred."}},
            status=500,
        )
    code = CODES_BY_STATUS.get(response.status_code, "error")
    response.data = {"error": {"code": code, "message": _drf_message(response.data)}}
    return response


def _suspicious(exc: SuspiciousOperation) -> ApiError:
    if isinstance(exc, RequestDataTooBig):
        return PayloadTooLarge(str(exc))
    return InvalidRequest(str(exc) or "The request is not acceptable.")


#: The API's paths: ``/v1``, any other version prefix and ``/mcp``, in any letter case.
#: Whatever is not served below them is a JSON 404, never an HTML page.
API_PATH = re.compile(r"^/(?:v\d+|mcp)(?:/|$)", re.IGNORECASE)


def is_api_path(path: str) -> bool:
    return API_PATH.match(path) is not None


def _wants_json(request: HttpRequest) -> bool:
    return is_api_path(request.path) or "application/json" in request.headers.get("Accept", "")


def handler404(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _wants_json(request):
        return error_json(404, "not_found", f"No such resource: {request.path}")
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)


def handler500(request: HttpRequest) -> HttpResponse:
    if _wants_json(request):
        return error_json(500, "internal_error", "An unexpected error occurred.")
    from django.views.defaults import server_error

    return server_error(request)


def handler400(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return error_json(400, "invalid_request", "Bad request.")


def handler403(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _wants_json(request):
        return error_json(403, "forbidden", "Forbidden.")
    from django.views.defaults import permission_denied

    return permission_denied(request, exception)


@csrf_exempt  # no API path ever answers with Django's HTML CSRF page
def unknown_route(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
    message = f"No such resource: {request.path}"
    trimmed = request.path_info.rstrip("/")
    if trimmed != request.path_info and _served(trimmed):
        message += f" (paths have no trailing slash: {trimmed})"
    return error_json(404, "not_found", message)


def _served(path: str) -> bool:
    try:
        return resolve(path).func is not unknown_route
    except Resolver404:
        return False
