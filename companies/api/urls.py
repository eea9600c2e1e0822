"""/v1 routes of company data (``registers/...`` is routed by jobs/api/urls.py: it may start a
register retrieval job)."""

from django.urls import path, register_converter

from . import match, views


class DomainText:
    """Any text after ``domains/``, an encoded '/' of a URL included (the view answers
    400 naming the domain to send), except ``<domain>/refresh``, which belongs to jobs."""

    regex = r".+(?<!/refresh)"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(DomainText, "domain_text")

urlpatterns = [
    path("companies/search", views.CompanySearchView.as_view(), name="company-search"),
    path("companies/<str:company_id>", views.CompanyDetailView.as_view(), name="company-detail"),
    path("companies/<str:company_id>/history", views.CompanyHistoryView.as_view()),
    path("companies/<str:company_id>/relations", views.CompanyRelationsView.as_view()),
    path("domains/<domain_text:domain>", views.DomainView.as_view(), name="domain-detail"),
    path("vat/<str:vat_id>", views.VatView.as_view()),
    path("lei/<str:lei>", views.LeiView.as_view()),
    path("match", match.MatchView.as_view(), name="match"),
]
