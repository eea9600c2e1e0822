"""The companies app: companies as observations, sources, search, domains, registers."""

from django.apps import AppConfig


class CompaniesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "companies"

    def ready(self) -> None:
        from .record_cache import connect_signals

        connect_signals()
