"""The accounts app: accounts (one per e-mail address) and API keys."""

from django.apps import AppConfig


class AccountsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "accounts"

    def ready(self) -> None:
        from .keycache import connect_signals

        connect_signals()
