"""The composition root: settings, URLs, ASGI/WSGI, Celery, and the shared error shape."""

from .celery_app import app as celery_app

__all__ = ["celery_app"]
