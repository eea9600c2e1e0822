"""Routes of the customer portal under /portal/."""

from django.urls import path

from . import auth_views, billing_views, views, webhook_views

app_name = "portal"

urlpatterns = [
    path("", views.home, name="home"),
    path("sign-in", auth_views.sign_in, name="sign-in"),
    path("sign-in/sent", auth_views.sign_in_sent, name="sign-in-sent"),
    path("sign-in/link", auth_views.sign_in_link, name="sign-in-link"),
    path("sign-out", auth_views.sign_out, name="sign-out"),
    path("keys", views.keys, name="keys"),
    path("keys/<int:pk>/revoke", views.key_revoke, name="key-revoke"),
    path("usage", views.usage, name="usage"),
    path("webhooks", webhook_views.webhooks, name="webhooks"),
    path("webhooks/<str:public_id>", webhook_views.webhook_detail, name="webhook"),
    path("webhooks/<str:public_id>/watch", webhook_views.webhook_watch, name="webhook-watch"),
    path("webhooks/<str:public_id>/unwatch", webhook_views.webhook_unwatch, name="webhook-unwatch"),
    path("webhooks/<str:public_id>/delete", webhook_views.webhook_delete, name="webhook-delete"),
    path("webhooks/<str:public_id>/test", webhook_views.webhook_test, name="webhook-test"),
    path("webhooks/<str:public_id>/enable", webhook_views.webhook_enable, name="webhook-enable"),
    path(
        "webhooks/<str:public_id>/deliveries/<str:delivery_id>/retry",
        webhook_views.webhook_retry,
        name="webhook-retry",
    ),
    path("billing", billing_views.billing, name="billing"),
    path("billing/buy", billing_views.buy, name="buy"),
    path("account", views.account, name="account"),
    path("account/delete", views.account_delete_confirm, name="account-delete"),
]
