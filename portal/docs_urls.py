"""Routes of the documentation under ``/docs``."""

from django.urls import path

from . import docs_views

urlpatterns = [
    path("", docs_views.docs_index, name="docs"),
    path("/api", docs_views.api_reference, name="api-reference"),
    path("/<slug:slug>", docs_views.guide, name="guide"),
]
