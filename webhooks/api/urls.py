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
]
