"""Staff admin actions that change something on purpose: each asks for a reason on an
intermediate page, calls a service once per selected row, and records who did it and why
in the admin's history (and the log)."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.template.response import TemplateResponse

log = logging.getLogger("staff")


class ReasonForm(forms.Form):
    reason = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text="Stored with your name in the admin's history.",
    )


def reason_action(
    *, name: str, title: str, intro: str, service: Callable[..., bool | None], keyword: str,
    verb: str, with_actor: bool = False,
):
    """An admin action calling ``service(<keyword>=row, reason=..., [actor=staff])`` for each
    selected row; a row for which it returns False is left out of the count and the log."""

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
        extra = {"actor": request.user} if with_actor else {}
        done = 0
        for obj in queryset:
            if service(**{keyword: obj, "reason": reason, **extra}) is False:
                continue
            done += 1
            modeladmin.log_change(request, obj, f"{verb}: {reason}")
            log.info(
                "staff action",
                extra={"action": name, "object": f"{obj._meta.label}:{obj.pk}",
                       "staff": request.user.get_username(), "reason": reason},
            )
        modeladmin.message_user(request, f"{done} {verb.lower()}.", messages.SUCCESS)
        return None

    action.__name__ = name
    return admin.action(description=title + " (asks for a reason)")(action)
