from django.contrib import admin
from django.utils import timezone

from .models import Company, Domain, FieldChange, Identifier, Observation, Relation, Source


@admin.register(Source)
class SourceAdmin(admin.ModelAdmin):
    list_display = ("key", "name", "redistributable", "rank", "license")


class ObservationInline(admin.TabularInline):
    model = Observation
    extra = 0
    readonly_fields = ("field", "value", "source", "origin", "observed_at")
    can_delete = False


@admin.action(description="Block: hide from every answer")
def block(modeladmin, request, queryset) -> None:
    queryset.update(blocked_at=timezone.now())


@admin.action(description="Unblock")
def unblock(modeladmin, request, queryset) -> None:
    queryset.update(blocked_at=None)


@admin.register(Company)
class CompanyAdmin(admin.ModelAdmin):
    list_display = ("public_id", "name", "legal_form", "country", "city", "status", "blocked_at")
    list_filter = ("country", "status", "legal_form")
    search_fields = ("public_id", "name")
    readonly_fields = ("public_id", "record", "created_at", "updated_at")
    inlines = [ObservationInline]
    actions = [block, unblock]


@admin.register(Domain)
class DomainAdmin(admin.ModelAdmin):
    list_display = ("name", "company", "link_status", "blocked_at", "last_refreshed_at")
    list_filter = ("link_status",)
    search_fields = ("name",)
    raw_id_fields = ("company",)
    actions = [block, unblock]


admin.site.register(FieldChange)
admin.site.register(Identifier)
admin.site.register(Relation)
