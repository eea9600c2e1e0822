from django.apps import AppConfig


class JobsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "jobs"

    def ready(self) -> None:
        # Every process (web with eager tasks, worker, tests) knows every job runner.
        from . import runners  # noqa: F401
