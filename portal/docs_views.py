"""The documentation pages under ``/docs``: the guide index, each guide rendered from the
repository's Markdown (``portal.guides``), and the API reference (ReDoc from
drf-spectacular-sidecar, served by this site; nothing is loaded from other hosts)."""

from __future__ import annotations

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET

from .guides import GUIDES, guide_get, guide_render

# The documentation loads nothing from other hosts, and says so to the browser: ReDoc's
# bundle would otherwise fetch its vendor's logo (inline styles are ReDoc's own; its search
# runs in a blob: worker).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
    "script-src 'self'; worker-src 'self' blob:; connect-src 'self'; font-src 'self' data:; "
    "frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
)


def _own_hosts_only(response: HttpResponse) -> HttpResponse:
    response["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    return response


@require_GET
def docs_index(request: HttpRequest) -> HttpResponse:
    return _own_hosts_only(
        render(request, "portal/docs_index.html", {"section": "docs", "guides": GUIDES})
    )


@require_GET
def guide(request: HttpRequest, slug: str) -> HttpResponse:
    chosen = guide_get(slug)
    if chosen is None:
        raise Http404("no such guide")
    rendered = guide_render(chosen, site_url=settings.SITE_URL)
    return _own_hosts_only(
        render(
            request,
            "portal/guide.html",
            {"section": "docs", "guide": chosen, "guides": GUIDES, "rendered": rendered},
        )
    )


@require_GET
def api_reference(request: HttpRequest) -> HttpResponse:
    return _own_hosts_only(
        render(
            request,
            "portal/api_reference.html",
            {"section": "docs", "schema_url": reverse("openapi")},
        )
    )
