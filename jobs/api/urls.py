"""/v1 routes of jobs: refresh, bulk, register entries (company or retrieval job), job state."""

from django.urls import path

from . import registers, views

urlpatterns = [
    path("domains/<str:domain>/refresh", views.DomainRefreshView.as_view(), name="domain-refresh"),
    path("bulk/domains", views.BulkDomainsView.as_view(), name="bulk-domains"),
    path("bulk/match", views.BulkMatchView.as_view(), name="bulk-match"),
    path("registers/<str:country>/<str:court>/<path:number>", registers.RegisterView.as_view()),
    path("jobs/<str:job_id>", views.JobDetailView.as_view(), name="job-detail"),
    path("jobs/<str:job_id>/result", views.JobResultView.as_view(), name="job-result"),
]
