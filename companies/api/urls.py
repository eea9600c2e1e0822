from django.urls import path

from . import match, views

urlpatterns = [
    path("companies/search", views.CompanySearchView.as_view(), name="company-search"),
    path("companies/<str:company_id>", views.CompanyDetailView.as_view(), name="company-detail"),
    path("companies/<str:company_id>/history", views.CompanyHistoryView.as_view()),
    path("companies/<str:company_id>/relations", views.CompanyRelationsView.as_view()),
    path("domains/<str:domain>", views.DomainView.as_view(), name="domain-detail"),
    path("registers/<str:country>/<str:court>/<path:number>", views.RegisterView.as_view()),
    path("vat/<str:vat_id>", views.VatView.as_view()),
    path("lei/<str:lei>", views.LeiView.as_view()),
    path("match", match.MatchView.as_view(), name="match"),
]
