"""Public pages: the landing page and the API change log (SPEC Versioning)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from billing.packages import PACKAGES


@require_GET
def landing(request: HttpRequest) -> HttpResponse:
    return render(
        request,
        "portal/landing.html",
        {"section": "landing", "packages": list(PACKAGES.values())},
    )


@require_GET
def changelog(request: HttpRequest) -> HttpResponse:
    return render(request, "portal/changelog.html", {"section": "changelog"})
