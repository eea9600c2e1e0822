"""A revoked key or a locked account stays refused across a Redis restart: the key cache's
generation is tied to the server's run id, so no entry from before a restart matches."""

from __future__ import annotations

import asyncio
import time

import pytest
from django.utils import timezone

from accounts import keycache
from accounts.authentication import authenticate_bearer, peek_bearer_entry
from accounts.models import Account, ApiKey
from config.errors import Unauthorized
from tests.factories import make_key

pytestmark = pytest.mark.django_db



def _wait_for_a_fresh_reading() -> None:
    time.sleep(keycache.CHECK_INTERVAL + 0.02)


def test_a_key_revoked_before_a_restart_is_refused_after_it(own_redis):
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)  # cached in this process
    # Another process revokes it; its bump dies with the server (killed before it
    # persisted anything of it, or lost in an unpersisted restart).
    ApiKey.objects.filter(account=account).update(revoked_at=timezone.now())
    own_redis.restart()
    _wait_for_a_fresh_reading()
    with pytest.raises(Unauthorized):
        authenticate_bearer(header)


def test_old_generations_never_come_back_however_often_the_token_changes(own_redis):
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)
    before = keycache.current_generation()
    ApiKey.objects.filter(account=account).update(revoked_at=timezone.now())
    own_redis.restart()
    seen = set()
    for _ in range(5):  # as many changes as before the restart, and more
        keycache.keys_changed()
        seen.add(keycache.current_generation())
    assert before not in seen
    with pytest.raises(Unauthorized):
        authenticate_bearer(header)


def test_a_locked_account_is_refused_within_a_second_of_the_restart(own_redis):
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    assert authenticate_bearer(header).account.locked_at is None
    Account.objects.filter(pk=account.pk).update(locked_at=timezone.now())
    own_redis.kill()
    own_redis.start()
    _wait_for_a_fresh_reading()
    assert authenticate_bearer(header).account.locked_at is not None


def test_a_change_made_while_redis_is_down_is_announced_when_it_is_back(own_redis):
    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)
    stale = keycache.current_generation()
    own_redis.kill()
    keycache.keys_changed()  # cannot reach Redis: owed
    own_redis.start()
    assert keycache.current_generation() is keycache._UNKNOWN  # the owed bump went out
    assert keycache.current_generation() != stale


def test_the_lane_reads_the_generation_again_when_its_reading_is_old(own_redis):
    from billing.fast_lane import _current

    account, plaintext = make_key()
    header = f"Bearer {plaintext}"
    authenticate_bearer(header)
    _, tagged = peek_bearer_entry(header)
    assert asyncio.run(_current(tagged))
    ApiKey.objects.filter(account=account).update(revoked_at=timezone.now())
    own_redis.restart()
    time.sleep(keycache.PEEK_FRESH_SECONDS + 0.05)
    # only the lane serves this process: it notices the restart on its own
    assert not asyncio.run(_current(tagged))
