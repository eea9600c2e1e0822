"""Portal sign-in by e-mailed link (django-sesame): no password anywhere.

:func:`sign_in_link_send` answers the same way whether or not the address has an account
(no enumeration): a new address gets an account and a link, a known one a link. Requests
are throttled per normalised address and per client IP through the shared cache; a store
that cannot be consulted refuses (fail closed) like the API's protection.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from urllib.parse import urlencode

from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.urls import reverse
from sesame.utils import get_token

from accounts.mailbox import normalise_mailbox
from accounts.models import Account
from accounts.services import account_get_or_create
from billing.protection import Limit, count_hit
from config.errors import TemporarilyUnavailable

log = logging.getLogger(__name__)

SCOPE = "portal-sign-in"  # a token made for anything else never signs in here


class SignInThrottled(Exception):
    def __init__(self, retry_after: int) -> None:
        super().__init__(f"too many sign-in link requests; retry in {retry_after} s")
        self.retry_after = retry_after


class SignInUnavailable(Exception):
    """The throttle store cannot be consulted or the mail provider failed."""


@dataclass(frozen=True)
class SentLink:
    email: str
    new_account: bool


def _throttle(*, email: str, ip: str, now: float) -> None:
    checks = (
        (f"portal-signin:mail:{normalise_mailbox(email)}", settings.PORTAL_SIGN_IN_LIMIT_PER_EMAIL),
        (f"portal-signin:ip:{ip}", settings.PORTAL_SIGN_IN_LIMIT_PER_IP),
    )
    for bucket, text in checks:
        limit = Limit.parse(text)
        try:
            count, retry_after = count_hit(bucket, limit, now)
        except TemporarilyUnavailable as exc:
            raise SignInUnavailable() from exc
        if count > limit.count:
            raise SignInThrottled(retry_after)


def sign_in_url(*, account: Account, next_path: str = "") -> str:
    """The absolute, single-use, short-lived sign-in link of an account (``SITE_URL``)."""
    query = {settings.SESAME_TOKEN_NAME: get_token(account, scope=SCOPE)}
    if next_path:
        query["next"] = next_path
    return settings.SITE_URL.rstrip("/") + reverse("portal:sign-in-link") + "?" + urlencode(query)


def sign_in_link_send(
    *, email: str, ip: str, next_path: str = "", now: float | None = None
) -> SentLink:
    """Throttles, finds or creates the account and e-mails it a sign-in link.

    Raises :class:`SignInThrottled` (with seconds to wait) or :class:`SignInUnavailable`.
    """
    _throttle(email=email, ip=ip, now=time.time() if now is None else now)
    account, created = account_get_or_create(email=email)
    link = sign_in_url(account=account, next_path=next_path)
    minutes = max(settings.SESAME_MAX_AGE // 60, 1)
    context = {"link": link, "minutes": minutes, "site_url": settings.SITE_URL}
    try:
        send_mail(
            subject="Your sign-in link",
            message=render_to_string("portal/email/sign_in.txt", context),
            html_message=render_to_string("portal/email/sign_in.html", context),
            from_email=None,
            recipient_list=[account.email],
        )
    except Exception as exc:  # the provider refused or is down: say so, the same for everyone
        log.warning("portal sign-in mail failed", extra={"error": repr(exc)})
        raise SignInUnavailable() from exc
    log.info("portal sign-in link sent", extra={"account": account.pk, "new": created})
    return SentLink(email=account.email, new_account=created)
