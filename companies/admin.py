from collections.abc import Callable

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.template.response import TemplateResponse

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


class ReasonForm(forms.Form):
    reason = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text="Stored with the entry and, with your name, in the admin's history.",
    )


def _reason_action(
    *, name: str, title: str, intro: str, service: Callable[..., bool], keyword: str, verb: str
):
    """An admin action that asks for a reason on an intermediate page, then calls the
    blocking service once per selected row and records the reason in the admin log."""

    def action(modeladmin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet):
        form = ReasonForm(request.POST if "reason" in request.POST else None)
        if not (form.is_bound and form.is_valid()):
            return TemplateResponse(
                request,
                "admin/reason_form.html",
                {
                    **modeladmin.admin_site.each_context(request),
                    "title": title,
                    "intro": intro,
                    "form": form,
                    "objects": queryset,
                    "action": name,
                    "action_checkbox_name": admin.helpers.ACTION_CHECKBOX_NAME,
                    "opts": modeladmin.model._meta,
                },
            )
        reason = form.cleaned_data["reason"]
        done = 0
        for obj in queryset:
            if service(**{keyword: obj, "reason": reason}):
                done += 1
                modeladmin.log_change(request, obj, f"{verb}: {reason}")
        modeladmin.message_user(request, f"{done} {verb.lower()}.", messages.SUCCESS)
        return None

    action.__name__ = name
    return admin.action(description=title + " (asks for a reason)")(action)


@admin.register(Company)
class CompanyAdmin(admin.ModelAdmin):
    list_display = ("public_id", "name", "legal_form", "country", "city", "status", "blocked_at")
    list_filter = ("country", "status", "legal_form", ("blocked_at", admin.EmptyFieldListFilter))
    search_fields = ("public_id", "name")
    readonly_fields = ("public_id", "record", "created_at", "updated_at", "blocked_at", "block_reason")
    inlines = [ObservationInline]
    actions = [
        _reason_action(
            name="block_companies", title="Block companies", service=company_block,
            keyword="company", verb="Blocked",
            intro="Blocked companies disappear from every answer until unblocked.",
        ),
        _reason_action(
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
        _reason_action(
            name="block_domains", title="Block domains", service=domain_block,
            keyword="domain", verb="Blocked",
            intro="Blocked domains disappear from every answer until unblocked.",
        ),
        _reason_action(
            name="unblock_domains", title="Unblock domains", service=domain_unblock,
            keyword="domain", verb="Unblocked", intro="These domains will be shown again.",
        ),
    ]


admin.site.register(FieldChange)
admin.site.register(Identifier)
admin.site.register(Relation)
