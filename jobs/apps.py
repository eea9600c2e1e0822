"""The jobs app: domain refresh, bulk lookups and matching, register retrieval."""

from django.apps import AppConfig


class JobsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "jobs"
