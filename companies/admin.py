"""Staff admin of companies, domains and sources; blocking and unblocking ask for a reason."""

from django.contrib import admin

from config.admin_actions import reason_action

from .blocking import company_block, company_unblock, domain_block, domain_unblock
from .models import Company, Domain, FieldChange, Identifier, Observation, Relation, Source


@admin.register(Source)
class SourceAdmin(admin.ModelAdmin):
    list_display = ("key", "name", "redistributable", "rank", "license")


class ObservationInline(admin.TabularInline):
    model = Observation
    extra = 0
    readonly_fields = ("field", "value", "source", "origin", "observed_at")
    can_delete = False


@admin.register(Company)
class CompanyAdmin(admin.ModelAdmin):
    list_display = ("public_id", "name", "legal_form", "country", "city", "status", "blocked_at")
    list_filter = ("country", "status", "legal_form", ("blocked_at", admin.EmptyFieldListFilter))
    search_fields = ("public_id", "name")
    readonly_fields = ("public_id", "record", "created_at", "updated_at", "blocked_at", "block_reason")
    inlines = [ObservationInline]
    actions = [
        reason_action(
            name="block_companies", title="Block companies", service=company_block,
            keyword="company", verb="Blocked",
            intro="Blocked companies disappear from every answer until unblocked.",
        ),
        reason_action(
            name="unblock_companies", title="Unblock companies", service=company_unblock,
            keyword="company", verb="Unblocked", intro="These companies will be shown again.",
        ),
    ]


@admin.register(Domain)
class DomainAdmin(admin.ModelAdmin):
    list_display = ("name", "company", "link_status", "blocked_at", "last_refreshed_at")
    list_filter = ("link_status", ("blocked_at", admin.EmptyFieldListFilter))
    search_fields = ("name",)
    raw_id_fields = ("company",)
    readonly_fields = ("blocked_at", "block_reason")
    actions = [
        reason_action(
            name="block_domains", title="Block domains", service=domain_block,
            keyword="domain", verb="Blocked",
            intro="Blocked domains disappear from every answer until unblocked.",
        ),
        reason_action(
            name="unblock_domains", title="Unblock domains", service=domain_unblock,
            keyword="domain", verb="Unblocked", intro="These domains will be shown again.",
        ),
    ]


admin.site.register(FieldChange)
admin.site.register(Identifier)
admin.site.register(Relation)
