"""/v1/webhooks routes."""

from django.urls import path

from . import views

urlpatterns = [
    path("events", views.FeedView.as_view(), name="event-feed"),
    path("webhooks", views.WebhookListView.as_view(), name="webhook-list"),
    path("webhooks/<str:webhook_id>", views.WebhookDetailView.as_view(), name="webhook-detail"),
    path(
        "webhooks/<str:webhook_id>/subscriptions",
        views.SubscriptionsView.as_view(),
        name="webhook-subscriptions",
    ),
    path("webhooks/<str:webhook_id>/test", views.TestEventView.as_view(), name="webhook-test"),
    path("webhooks/<str:webhook_id>/enable", views.EnableView.as_view(), name="webhook-enable"),
    path(
        "webhooks/<str:webhook_id>/deliveries",
        views.DeliveryLogView.as_view(),
        name="webhook-deliveries",
    ),
    path(
        "webhooks/<str:webhook_id>/deliveries/<str:delivery_id>/retry",
        views.RetryView.as_view(),
        name="webhook-delivery-retry",
    ),
]
