"""Sign-in by e-mailed link, and sign-out. No password anywhere."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login, logout
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from sesame.utils import get_user

from billing.api import client_ip

from .forms import SignInForm
from .signin import SCOPE, SignInThrottled, SignInUnavailable, sign_in_link_send


def _safe_next(request: HttpRequest, value: str | None) -> str:
    if value and value.startswith("/portal/") and url_has_allowed_host_and_scheme(
        value, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return value
    return ""


@require_http_methods(["GET", "POST"])
def sign_in(request: HttpRequest) -> HttpResponse:
    """Asks for an address and e-mails a link. The answer is the same for every address."""
    next_path = _safe_next(request, request.POST.get("next") or request.GET.get("next"))
    if request.user.is_authenticated and request.method == "GET":
        return redirect(next_path or "portal:home")
    form = SignInForm(request.POST or None)
    status = 200
    if request.method == "POST" and form.is_valid():
        email = form.cleaned_data["email"]
        try:
            sign_in_link_send(email=email, ip=client_ip(request), next_path=next_path)
        except SignInThrottled as exc:
            minutes = max(1, round(exc.retry_after / 60))
            form.add_error(
                None,
                "Too many sign-in links were requested for this address or from your network. "
                f"Please wait about {minutes} minute{'s' if minutes != 1 else ''} and try again.",
            )
            status = 429
        except SignInUnavailable:
            form.add_error(
                None, "We cannot send sign-in links at the moment. Please try again shortly."
            )
            status = 503
        else:
            request.session["portal_sign_in_email"] = email
            return redirect("portal:sign-in-sent")
    return render(
        request,
        "portal/sign_in.html",
        {"form": form, "next": next_path, "section": "sign-in"},
        status=status,
    )


@require_GET
def sign_in_sent(request: HttpRequest) -> HttpResponse:
    email = request.session.get("portal_sign_in_email")
    if not email:
        return redirect("portal:sign-in")
    minutes = max(settings.SESAME_MAX_AGE // 60, 1)
    return render(
        request, "portal/sign_in_sent.html", {"email": email, "minutes": minutes, "section": "sign-in"}
    )


@require_GET
def sign_in_link(request: HttpRequest) -> HttpResponse:
    """The e-mailed link: a valid, unused, fresh token signs its account in once."""
    account = get_user(request, scope=SCOPE, update_last_login=False)
    if account is None:
        return render(
            request,
            "portal/sign_in_invalid.html",
            {"form": SignInForm(), "section": "sign-in"},
            status=400,
        )
    login(request, account)  # updates last_login, which voids the link (SESAME_ONE_TIME)
    request.session.pop("portal_sign_in_email", None)
    return redirect(_safe_next(request, request.GET.get("next")) or "portal:home")


@require_POST
def sign_out(request: HttpRequest) -> HttpResponse:
    logout(request)
    messages.info(request, "You are signed out.")
    return redirect("portal:sign-in")
