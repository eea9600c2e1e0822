"""Public pages at the site root: the landing page and the API change log."""

from django.urls import path

from . import public_views

urlpatterns = [
    path("", public_views.landing, name="landing"),
    path("changelog", public_views.changelog, name="changelog"),
]
