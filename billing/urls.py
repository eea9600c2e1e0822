from django.urls import path

from . import views

urlpatterns = [
    path("usage", views.UsageView.as_view(), name="usage"),
]
