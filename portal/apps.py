"""The portal app: the customer portal, the docs pages and the staff page of accounts."""

from django.apps import AppConfig


class PortalConfig(AppConfig):
    name = "portal"
    verbose_name = "Web portal"
