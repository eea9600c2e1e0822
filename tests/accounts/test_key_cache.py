"""The per-process key cache (accounts/keycache.py): a current entry costs no database
query, and any change of a key's standing made anywhere is seen on the next request."""

from __future__ import annotations

import time

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from accounts import keycache
from accounts.authentication import authenticate_bearer
from accounts.models import Account, ApiKey
from accounts.services import api_key_revoke
from billing.services import account_lock
from config.errors import Unauthorized
from tests.factories import make_key

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fresh_cache(settings):
    settings.KEY_CACHE_SECONDS = 60
    keycache.forget_all()
    yield
    keycache.forget_all()


def _queries(fn) -> int:  # noqa: ANN001
    with CaptureQueriesContext(connection) as captured:
        fn()
    return len(captured.captured_queries)


def test_a_current_entry_costs_no_database_query():
    _, plaintext = make_key()
    header = f"Bearer {plaintext}"
    assert _queries(lambda: authenticate_bearer(header)) == 1
    assert _queries(lambda: authenticate_bearer(header)) == 0
    assert authenticate_bearer(header).account.email


def test_another_process_revoking_the_key_is_seen_within_the_check_interval():
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)
    # What another process does: change the row, then bump the shared counter. This
    # process's entry is still in its memory.
    ApiKey.objects.filter(account=account).update(revoked_at=timezone.now())
    if not cache.add(keycache.GENERATION_KEY, 1, timeout=None):
        cache.incr(keycache.GENERATION_KEY)
    time.sleep(keycache.CHECK_INTERVAL + 0.05)
    with pytest.raises(Unauthorized):
        authenticate_bearer(header)


def test_the_counter_is_read_at_most_once_per_interval_under_load(monkeypatch):
    _, plaintext = make_key()
    header = f"Bearer {plaintext}"
    reads = []
    real = keycache.current_generation
    monkeypatch.setattr(keycache, "current_generation", lambda: reads.append(1) or real())
    began = time.monotonic()
    for _ in range(50):
        authenticate_bearer(header)
    elapsed = time.monotonic() - began
    assert 1 <= len(reads) <= 1 + elapsed / keycache.CHECK_INTERVAL


def test_revocation_and_lock_through_the_services_take_effect_at_once():
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    assert authenticate_bearer(header).account.locked_at is None
    account_lock(account=Account.objects.get(pk=account.pk), reason="chargeback")
    assert authenticate_bearer(header).account.locked_at is not None
    api_key_revoke(key=ApiKey.objects.get(account=account))
    with pytest.raises(Unauthorized):
        authenticate_bearer(header)


def test_deleting_the_account_through_the_orm_is_seen():
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)
    row = Account.objects.get(pk=account.pk)
    row.deleted_at = timezone.now()
    row.save(update_fields=["deleted_at"])
    with pytest.raises(Unauthorized):
        authenticate_bearer(header)


def test_sign_in_and_use_do_not_empty_the_cache():
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)
    row = Account.objects.get(pk=account.pk)
    row.last_login = timezone.now()
    row.save(update_fields=["last_login"])
    assert _queries(lambda: authenticate_bearer(header)) == 0


def test_a_change_behind_the_applications_back_lives_at_most_key_cache_seconds(settings):
    settings.KEY_CACHE_SECONDS = 1
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)
    ApiKey.objects.filter(account=account).update(revoked_at=timezone.now())  # raw, no bump
    authenticate_bearer(header)  # still the cached entry
    time.sleep(1.1)
    with pytest.raises(Unauthorized):
        authenticate_bearer(header)


def test_zero_seconds_turns_the_cache_off(settings):
    settings.KEY_CACHE_SECONDS = 0
    _, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)
    assert _queries(lambda: authenticate_bearer(header)) == 1


def test_unknown_keys_are_not_cached():
    account, plaintext = make_key()
    ApiKey.objects.filter(account=account).update(revoked_at=timezone.now())
    with pytest.raises(Unauthorized):
        authenticate_bearer(f"Bearer {plaintext}")
    assert _queries(lambda: pytest.raises(Unauthorized, authenticate_bearer,
                                          f"Bearer {plaintext}")) == 1


def test_without_the_shared_cache_every_request_reads_the_database(settings):
    _, plaintext = make_key()
    header = f"Bearer {plaintext}"
    settings.CACHES = {"default": {"BACKEND": "config.cache.SharedRedisCache",
                                   "LOCATION": "redis://127.0.0.1:1/0",
                                   "OPTIONS": {"socket_connect_timeout": 0.2}}}
    authenticate_bearer(header)
    assert _queries(lambda: authenticate_bearer(header)) == 1


def test_peek_answers_only_what_the_cache_holds_without_io():
    from accounts.authentication import peek_bearer

    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    assert peek_bearer(header) is None  # never looked up: the caller must look it up
    authenticate_bearer(header)
    assert _queries(lambda: peek_bearer(header)) == 0
    assert peek_bearer(header).pk == authenticate_bearer(header).pk
    assert peek_bearer("Bearer svc_live_" + "x" * 40) is None  # unknown key
    assert peek_bearer(None) is None
    time.sleep(keycache.CHECK_INTERVAL + 0.05)
    assert peek_bearer(header) is None  # the counter is due: no I/O on the caller's loop
    authenticate_bearer(header)
    api_key_revoke(key=ApiKey.objects.get(account=account))
    assert peek_bearer(header) is None  # this process's change empties the cache at once
