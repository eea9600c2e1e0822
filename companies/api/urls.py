from django.urls import path

from . import views

urlpatterns = [
    path("companies/<str:company_id>", views.CompanyDetailView.as_view(), name="company-detail"),
]
