"""Small display helpers for portal templates."""

from __future__ import annotations

from django import template
from django.conf import settings

from billing.credits import Balance

register = template.Library()


@register.filter
def thousands(value: int | None) -> str:
    """12345 -> "12,345" (the SPEC's way of writing credit amounts)."""
    if value is None:
        return ""
    return f"{int(value):,}"


@register.filter
def live_spendable(balance: Balance) -> int:
    return balance.spendable(live=True)


@register.filter
def euros(cents: int) -> str:
    """1900 -> "19.00"."""
    return f"{cents / 100:,.2f}"


@register.simple_tag
def support_email() -> str:
    """The address customers write to (setting ``SUPPORT_EMAIL``)."""
    return settings.SUPPORT_EMAIL
