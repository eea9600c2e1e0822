"""The staff admin: every model page opens, blocks and unlocks ask for a reason and go
through the services, and inspection pages stay read-only."""

from __future__ import annotations

import pytest
from django.contrib import admin
from django.contrib.admin.models import LogEntry
from django.test import Client
from django.urls import reverse

from accounts.models import Account, ApiKey
from accounts.services import account_delete, account_get_or_create, api_key_revoke
from billing.models import AccountLockEvent, LedgerEntry
from billing.services import account_lock
from companies.lookups import company_by_public_id
from companies.models import Domain
from config.errors import NotFound
from jobs.models import Job
from tests.factories import give_purchased, make_company, make_key
from webhooks.models import Delivery, DeliveryAttempt, Event, Webhook

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(db) -> Client:
    user = Account.objects.create_superuser("ops@service.example", password="correct horse 9!")
    client = Client()
    assert client.login(email="ops@service.example", password="correct horse 9!")
    client.user = user
    return client


def test_customers_have_no_password_and_cannot_use_the_admin():
    customer, _ = account_get_or_create(email="kunde@firma.de")  # as portal sign-in creates it
    assert not customer.has_usable_password()
    client = Client()
    client.force_login(customer, backend="sesame.backends.ModelBackend")
    assert client.get("/admin/").status_code == 302  # to the admin login: not staff


@pytest.mark.parametrize("model", list(admin.site._registry), ids=lambda m: m._meta.label)
def test_every_admin_list_opens(staff, model):
    url = reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_changelist")
    assert staff.get(url).status_code == 200


def test_jobs_and_deliveries_are_inspectable_but_read_only(staff, customer):
    job = Job.objects.create(account=customer, type=Job.DOMAIN_REFRESH, input={"domain": "a.de"})
    hook = Webhook.objects.create(account=customer, url="https://hooks.firma.de/", secret_encrypted="x")
    event = Event.objects.create(type=Event.COMPANY_CHANGED, company_id="c_1", field="name")
    delivery = Delivery.objects.create(event=event, webhook=hook, attempts=1, last_status_code=502)
    DeliveryAttempt.objects.create(
        delivery=delivery, number=1, started_at=delivery.created_at,
        finished_at=delivery.created_at, latency_ms=120, succeeded=False, status_code=502,
    )
    job_page = staff.get(reverse("admin:jobs_job_change", args=[job.pk]))
    assert job_page.status_code == 200 and job.public_id in job_page.content.decode()
    assert 'type="submit" value="Save"' not in job_page.content.decode()
    delivery_page = staff.get(reverse("admin:webhooks_delivery_change", args=[delivery.pk]))
    html = delivery_page.content.decode()
    assert delivery_page.status_code == 200 and "502" in html and "120" in html
    hook_page = staff.get(reverse("admin:webhooks_webhook_change", args=[hook.pk])).content.decode()
    assert "secret_encrypted" not in hook_page


def test_blocking_a_company_asks_for_a_reason_and_hides_it(staff):
    company = make_company()
    url = reverse("admin:companies_company_changelist")
    ask = staff.post(url, {"action": "block_companies", "_selected_action": [company.pk]})
    assert ask.status_code == 200 and "reason" in ask.content.decode()
    company.refresh_from_db()
    assert company.blocked_at is None

    done = staff.post(
        url,
        {"action": "block_companies", "_selected_action": [company.pk],
         "reason": "Court order 12 O 345/26"},
    )
    assert done.status_code == 302
    company.refresh_from_db()
    assert company.blocked_at is not None and company.block_reason == "Court order 12 O 345/26"
    with pytest.raises(NotFound):
        company_by_public_id(company.public_id)
    assert LogEntry.objects.filter(
        object_id=str(company.pk), change_message__contains="Court order"
    ).exists()

    staff.post(
        url,
        {"action": "unblock_companies", "_selected_action": [company.pk], "reason": "Lifted"},
    )
    company.refresh_from_db()
    assert company.blocked_at is None and company.block_reason == ""


def test_blocking_a_domain_records_the_reason(staff):
    company = make_company()
    domain = Domain.objects.create(name="muster-software.de", company=company)
    staff.post(
        reverse("admin:companies_domain_changelist"),
        {"action": "block_domains", "_selected_action": [domain.pk], "reason": "Impersonation"},
    )
    domain.refresh_from_db()
    assert domain.blocked_at is not None and domain.block_reason == "Impersonation"


def test_unlocking_an_account_asks_for_a_reason_and_records_who(staff, customer):
    account_lock(account=customer, reason="chargeback on pur_x")
    url = reverse("admin:accounts_account_changelist")
    staff.post(url, {"action": "unlock_accounts", "_selected_action": [customer.pk],
                     "reason": "Dispute won"})
    customer.refresh_from_db()
    assert customer.locked_at is None
    event = AccountLockEvent.objects.filter(account=customer, action="unlock").get()
    assert event.reason == "Dispute won" and event.actor_id == staff.user.pk
    page = staff.get(reverse("admin:accounts_account_change", args=[customer.pk])).content.decode()
    assert "ledger (latest 20)" in page.lower() and "lock history" in page.lower()


def test_a_locked_account_sees_the_lock_in_the_portal(portal, customer):
    account_lock(account=customer, reason="chargeback")
    page = portal.get("/portal/").content.decode()
    assert "This account is locked" in page
    assert portal.post("/portal/billing/buy", {"package": "S"}).status_code == 302
    assert not customer.purchases.exists()


def _change_url(obj) -> str:  # noqa: ANN001
    return reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_change", args=[obj.pk])


def test_a_revoked_key_cannot_be_revived_in_the_admin(staff, customer, client):
    _, plaintext = make_key(customer)
    key = ApiKey.objects.get(account=customer)
    api_key_revoke(key=key)
    page = staff.get(_change_url(key))
    assert page.status_code == 200 and 'value="Save"' not in page.content.decode()
    answer = staff.post(_change_url(key), {"revoked_at_0": "", "revoked_at_1": "", "label": "x"})
    assert answer.status_code == 403
    key.refresh_from_db()
    assert key.revoked_at is not None
    call = client.get("/v1/usage", HTTP_AUTHORIZATION=f"Bearer {plaintext}")
    assert call.status_code == 401
    account_page = staff.get(_change_url(customer)).content.decode()
    assert 'name="api_keys-0-revoked_at' not in account_page  # the inline is read-only too


def test_a_deleted_account_and_ledger_entries_are_read_only(staff, customer):
    give_purchased(customer, 100)
    account_delete(account=customer)
    customer.refresh_from_db()
    assert staff.post(_change_url(customer), {"deleted_at_0": "", "is_active": "on"}).status_code == 403
    customer.refresh_from_db()
    assert customer.deleted_at is not None and not customer.is_active
    entry = LedgerEntry.objects.filter(account=customer).first()
    assert staff.post(_change_url(entry), {"purchased_delta": "999999"}).status_code == 403
    delete_url = reverse("admin:billing_ledgerentry_delete", args=[entry.pk])
    assert staff.post(delete_url, {"post": "yes"}).status_code == 403
    assert LedgerEntry.objects.filter(pk=entry.pk, purchased_delta=100).exists()


def test_revoking_a_key_asks_for_a_reason_and_logs_who_and_why(staff, customer):
    make_key(customer)
    key = ApiKey.objects.get(account=customer)
    url = reverse("admin:accounts_apikey_changelist")
    ask = staff.post(url, {"action": "revoke_keys", "_selected_action": [key.pk]})
    assert ask.status_code == 200 and "reason" in ask.content.decode()
    key.refresh_from_db()
    assert key.revoked_at is None
    staff.post(url, {"action": "revoke_keys", "_selected_action": [key.pk],
                     "reason": "Key posted in a public repository"})
    key.refresh_from_db()
    assert key.revoked_at is not None
    entry = LogEntry.objects.get(object_id=str(key.pk))
    assert entry.user_id == staff.user.pk and "public repository" in entry.change_message


def test_locking_and_deleting_accounts_are_reasoned_actions(staff, customer):
    url = reverse("admin:accounts_account_changelist")
    staff.post(url, {"action": "lock_accounts", "_selected_action": [customer.pk],
                     "reason": "Fraud report 4711"})
    customer.refresh_from_db()
    assert customer.locked_at is not None
    event = AccountLockEvent.objects.get(account=customer, action="lock")
    assert event.actor_id == staff.user.pk and event.reason == "Fraud report 4711"
    ask = staff.post(url, {"action": "delete_accounts", "_selected_action": [customer.pk]})
    assert ask.status_code == 200
    customer.refresh_from_db()
    assert customer.deleted_at is None
    staff.post(url, {"action": "delete_accounts", "_selected_action": [customer.pk],
                     "reason": "Customer asked by letter"})
    customer.refresh_from_db()
    assert customer.deleted_at is not None
    assert LogEntry.objects.filter(
        object_id=str(customer.pk), change_message__contains="Customer asked by letter"
    ).exists()
    # The staff member's own account is never deleted by the action.
    staff.post(url, {"action": "delete_accounts", "_selected_action": [staff.user.pk],
                     "reason": "oops"})
    staff.user.refresh_from_db()
    assert staff.user.deleted_at is None
