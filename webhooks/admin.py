"""Staff inspection of webhooks, watch lists, the event outbox and deliveries with every
exchange. Read-only: deliveries move only through the delivery worker, and a webhook's
status only by its failures (SPEC). Staff may delete an abusive webhook."""

from django.contrib import admin
from django.http import HttpRequest

from .models import Delivery, DeliveryAttempt, Event, Subscription, Webhook


class ReadOnlyMixin:
    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


class SubscriptionInline(ReadOnlyMixin, admin.TabularInline):
    model = Subscription
    extra = 0
    fields = ("kind", "value", "created_at")
    readonly_fields = fields
    can_delete = False


class DeliveryInline(ReadOnlyMixin, admin.TabularInline):
    model = Delivery
    extra = 0
    fields = ("event", "status", "attempts", "last_status_code", "last_error", "created_at")
    readonly_fields = fields
    can_delete = False
    show_change_link = True
    ordering = ("-created_at",)

    def get_queryset(self, request: HttpRequest):
        return super().get_queryset(request).select_related("event")


@admin.register(Webhook)
class WebhookAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ("public_id", "account", "url", "status", "consecutive_failures", "created_at")
    list_filter = ("status",)
    search_fields = ("public_id", "url", "account__email")
    list_select_related = ("account",)
    exclude = ("secret_encrypted",)
    readonly_fields = (
        "public_id", "account", "url", "description", "status", "consecutive_failures",
        "created_at", "disabled_at",
    )
    inlines = [SubscriptionInline, DeliveryInline]


@admin.register(Subscription)
class SubscriptionAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ("webhook", "kind", "value", "created_at")
    list_filter = ("kind",)
    search_fields = ("value", "webhook__public_id")
    list_select_related = ("webhook",)


@admin.register(Event)
class EventAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = ("id", "type", "company_id", "domain", "field", "created_at", "fanned_out_at")
    list_filter = ("type",)
    search_fields = ("company_id", "domain")

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


class DeliveryAttemptInline(ReadOnlyMixin, admin.TabularInline):
    model = DeliveryAttempt
    extra = 0
    fields = (
        "number", "started_at", "latency_ms", "succeeded", "status_code", "error_kind", "error",
        "response_excerpt", "next_attempt_at",
    )
    readonly_fields = fields
    can_delete = False


@admin.register(Delivery)
class DeliveryAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = (
        "id", "webhook", "event", "status", "attempts", "last_status_code", "next_attempt_at",
        "completed_at",
    )
    list_filter = ("status",)
    search_fields = ("webhook__public_id", "webhook__account__email")
    list_select_related = ("webhook", "event")
    readonly_fields = (
        "public_uuid", "event", "webhook", "status", "attempts", "next_attempt_at",
        "last_status_code", "last_error", "locked_until", "claimed_by", "redelivery", "created_at",
        "completed_at",
    )
    inlines = [DeliveryAttemptInline]

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(DeliveryAttempt)
class DeliveryAttemptAdmin(ReadOnlyMixin, admin.ModelAdmin):
    list_display = (
        "delivery", "number", "started_at", "latency_ms", "succeeded", "status_code", "error_kind",
        "error",
    )
    list_filter = ("succeeded", "error_kind")

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False
