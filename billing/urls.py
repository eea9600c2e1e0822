"""/v1 routes of billing: the caller's usage."""

from django.urls import path

from . import views

urlpatterns = [
    path("usage", views.UsageView.as_view(), name="usage"),
]
