"""Sign-in by e-mailed link: no password, no enumeration, single use, short-lived, throttled."""

from __future__ import annotations

import re
import time

import pytest
from django.core import mail
from django.test import Client
from sesame.utils import get_token

from accounts.models import Account
from accounts.services import account_delete
from tests.factories import AccountFactory

pytestmark = pytest.mark.django_db

LINK = re.compile(r"https?://\S+/portal/sign-in/link\?\S+")


def request_link(client: Client, email: str, **extra):
    return client.post("/portal/sign-in", {"email": email}, **extra)


def link_in(message) -> str:
    return LINK.search(message.body).group(0)


def test_sign_in_page_asks_only_for_an_address(client):
    page = client.get("/portal/sign-in")
    html = page.content.decode()
    assert page.status_code == 200
    assert 'type="email"' in html and 'name="email"' in html
    assert "password" not in html.lower().replace("there is no password", "")


def test_a_known_address_gets_a_link_that_signs_in_once(client, settings):
    settings.SITE_URL = "https://portal.example-service.de"
    account = AccountFactory(email="anna@muster-gmbh.de")

    answer = request_link(client, "Anna@Muster-GmbH.de")

    assert answer.status_code == 302 and answer["Location"] == "/portal/sign-in/sent"
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["anna@muster-gmbh.de"]
    link = link_in(message)
    assert link.startswith("https://portal.example-service.de/portal/sign-in/link?sesame=")
    assert link in message.alternatives[0][0]  # the HTML part carries the same link

    path = link.removeprefix(settings.SITE_URL)
    fresh = Client()
    signed_in = fresh.get(path)
    assert signed_in.status_code == 302 and signed_in["Location"] == "/portal/"
    assert fresh.get("/portal/").status_code == 200
    assert int(fresh.session["_auth_user_id"]) == account.pk

    second = Client().get(path)  # the same link again: refused
    assert second.status_code == 400
    assert "no longer works" in second.content.decode()


def test_a_new_address_gets_an_account_and_the_same_answer(client):
    AccountFactory(email="known@firma.de")
    known = request_link(client, "known@firma.de")
    known_page = client.get(known["Location"]).content.decode()
    unknown = request_link(Client(), "new@firma.de")

    assert (known.status_code, known["Location"]) == (unknown.status_code, unknown["Location"])
    unknown_client = Client()
    request_link(unknown_client, "new@firma.de")
    unknown_page = unknown_client.get("/portal/sign-in/sent").content.decode()
    assert unknown_page.replace("new@firma.de", "X") == known_page.replace("known@firma.de", "X")
    assert Account.objects.filter(email="new@firma.de").count() == 1
    assert [m.to for m in mail.outbox] == [["known@firma.de"], ["new@firma.de"], ["new@firma.de"]]


def test_an_invalid_address_is_refused_with_a_field_message(client):
    page = client.post("/portal/sign-in", {"email": "not-an-address"})
    assert page.status_code == 200
    assert "Enter a valid email address" in page.content.decode()
    assert 'aria-invalid="true"' in page.content.decode()
    assert not mail.outbox


def test_an_expired_link_is_refused(client, settings):
    settings.SESAME_MAX_AGE = 1
    account = AccountFactory()
    token = get_token(account, scope="portal-sign-in")
    time.sleep(2.1)
    assert client.get(f"/portal/sign-in/link?sesame={token}").status_code == 400
    assert "_auth_user_id" not in client.session


def test_the_link_lifetime_is_about_ten_minutes_and_single_use(settings):
    assert settings.SESAME_MAX_AGE == 600
    assert settings.SESAME_ONE_TIME is True
    assert "sesame.backends.ModelBackend" in settings.AUTHENTICATION_BACKENDS
    assert "django.contrib.auth.backends.ModelBackend" in settings.AUTHENTICATION_BACKENDS


def test_a_token_made_for_another_purpose_does_not_sign_in(client):
    account = AccountFactory()
    assert client.get(f"/portal/sign-in/link?sesame={get_token(account)}").status_code == 400
    assert client.get("/portal/sign-in/link?sesame=garbage").status_code == 400
    assert client.get("/portal/sign-in/link").status_code == 400


def test_a_deleted_account_cannot_use_an_old_link(client):
    account = AccountFactory()
    token = get_token(account, scope="portal-sign-in")
    account_delete(account=account)
    assert client.get(f"/portal/sign-in/link?sesame={token}").status_code == 400


def test_requests_per_address_are_throttled_with_a_clear_message(client, settings):
    settings.PORTAL_SIGN_IN_LIMIT_PER_EMAIL = "3/3600"
    for _ in range(3):
        assert request_link(Client(), "eva@firma.de").status_code == 302
    # address variants share the limit (the same mailbox)
    throttled = request_link(Client(), "Eva+portal@firma.de")
    assert throttled.status_code == 429
    assert "Too many sign-in links" in throttled.content.decode()
    assert len(mail.outbox) == 3
    assert request_link(Client(), "other@firma.de").status_code == 302


def test_requests_per_ip_are_throttled(settings):
    settings.PORTAL_SIGN_IN_LIMIT_PER_IP = "2/3600"
    client = Client(REMOTE_ADDR="198.51.100.7")
    assert request_link(client, "a@firma.de").status_code == 302
    assert request_link(client, "b@firma.de").status_code == 302
    assert request_link(client, "c@firma.de").status_code == 429
    assert not Account.objects.filter(email="c@firma.de").exists()
    assert request_link(Client(REMOTE_ADDR="198.51.100.8"), "c@firma.de").status_code == 302


def test_next_is_kept_through_the_link_but_only_inside_the_portal(client, settings):
    settings.SITE_URL = "http://testserver"
    AccountFactory(email="max@firma.de")
    first = client.get("/portal/usage")
    assert first.status_code == 302 and first["Location"] == "/portal/sign-in?next=/portal/usage"
    client.post("/portal/sign-in", {"email": "max@firma.de", "next": "/portal/usage"})
    path = link_in(mail.outbox[-1]).removeprefix("http://testserver")
    assert Client().get(path)["Location"] == "/portal/usage"

    client.post("/portal/sign-in", {"email": "max@firma.de", "next": "https://evil.example/"})
    path = link_in(mail.outbox[-1]).removeprefix("http://testserver")
    assert Client().get(path)["Location"] == "/portal/"


def test_sign_out_needs_post_and_ends_the_session(portal):
    assert portal.get("/portal/sign-out").status_code == 405
    assert portal.post("/portal/sign-out").status_code == 302
    assert portal.get("/portal/")["Location"].startswith("/portal/sign-in")


def test_forms_are_csrf_protected(customer):
    client = Client(enforce_csrf_checks=True)
    refused = client.post("/portal/sign-in", {"email": "x@firma.de"})
    assert refused.status_code == 403
    assert "form has expired" in refused.content.decode()
    client.force_login(customer, backend="sesame.backends.ModelBackend")
    assert client.post("/portal/keys", {"kind": "live"}).status_code == 403
    assert not customer.api_keys.exists()
