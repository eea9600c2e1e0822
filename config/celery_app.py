"""The Celery application: tasks load rows by id and call services; the DB is the truth."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")

app = Celery("company_data")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
