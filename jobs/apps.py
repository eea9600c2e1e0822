"""The jobs app: domain refresh, bulk lookups and matching, register retrieval."""

from django.apps import AppConfig


class JobsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "jobs"

    def ready(self) -> None:
        # Registers the app's Celery tasks in every process, web included: jobs are queued
        # by task name (jobs.services.RUN_JOB), which finds the registered task -- and with
        # it CELERY_TASK_ALWAYS_EAGER -- only when its module has been loaded.
        from . import tasks  # noqa: F401
