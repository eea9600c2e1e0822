"""``POST /stripe/webhook``: Stripe's event deliveries (outside /v1, no API key)."""

from django.urls import path

from . import views

urlpatterns = [
    path("webhook", views.stripe_webhook, name="stripe-webhook"),
]
