"""Routes: the API under ``/v1``, health, docs, admin, portal; everything else below an API
prefix (``/v1``, ``/V1``, ``/v2``, ``/mcp`` reaching Django) is a JSON 404."""

from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularJSONAPIView

from . import errors, health, metrics

v1 = [
    path("", include("companies.api.urls")),
    path("", include("webhooks.api.urls")),
    path("", include("billing.urls")),
    path("", include("jobs.api.urls")),
    path("openapi.json", SpectacularJSONAPIView.as_view(),
         name="openapi"),
]

urlpatterns = [
    path("healthz", health.healthz),
    path("readyz", health.readyz),
    path("metrics", metrics.metrics_view),
    path("stripe/", include("billing.stripe_urls")),
    path("v1/", include(v1)),
    path("docs", include("portal.docs_urls")),
    path("admin/", admin.site.urls),
    path("portal/", include("portal.urls")),
    path("", include("portal.site_urls")),
    re_path(r"^(?:[vV]\d+|[mM][cC][pP])(?:/.*)?$", errors.unknown_route),  # no (?i): reverse()
]

handler400 = errors.handler400
handler403 = errors.handler403
handler404 = errors.handler404
handler500 = errors.handler500
