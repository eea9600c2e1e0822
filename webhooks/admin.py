from django.contrib import admin

from .models import Event, Subscription, Webhook


@admin.register(Webhook)
class WebhookAdmin(admin.ModelAdmin):
    list_display = ("public_id", "account", "url", "status", "consecutive_failures", "created_at")
    list_filter = ("status",)
    exclude = ("secret_encrypted",)


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    list_display = ("id", "type", "company_id", "domain", "field", "created_at", "fanned_out_at")
    list_filter = ("type",)


admin.site.register(Subscription)
