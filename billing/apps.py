"""The billing app: allowance, holds, ledger, packages, Stripe, usage, rate limits."""

from django.apps import AppConfig


class BillingConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "billing"
