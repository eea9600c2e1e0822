"""The fast lane's take (billing/fast_lane.py, ``lease_scripts.FAST_TAKE``) on the real Redis:
a call it serves is counted, charged and recorded exactly like an ordinary one; a call it
cannot serve whole is left to the ordinary path with nothing counted, taken or read."""

import asyncio
import socket
import time

import pytest
from django.core.cache import cache
from django.utils import timezone

from accounts.authentication import peek_bearer_entry
from accounts.keycache import keys_changed
from billing import fast_lane, lease_settle
from billing.api import FAST_LANE_STORE_FAILED
from billing.credits import balance_of, current_month
from billing.deferred import flush_now
from billing.protection import call_counters
from companies.record_cache import TOMBSTONE, cache_key
from tests.conftest import ApiClient
from tests.factories import make_company, make_key, settle_leases, usage_of

# Usage is batched off the request path (the lane needs it), by a thread with its own
# connection: the rows it writes must be committed.
pytestmark = pytest.mark.django_db(transaction=True)
ENDPOINT = "GET /v1/companies/{id}"
IP = "127.0.0.1"


@pytest.fixture(autouse=True)
def _production_writes(settings):
    settings.BILLING_DEFER_WRITES = True
    settings.FAST_LANE = True
    yield
    flush_now()


@pytest.fixture
def warm():
    """A key, a company and one ordinary billed read: the key is in the key cache, the
    account has a lease, the row is in the record cache."""
    account, plaintext = make_key(kind="live")
    company = make_company()
    # its creation's tombstone has expired (TOMBSTONE_SECONDS): the read stores the row
    cache._cache.get_client(write=True).delete(cache_key(company.public_id))
    response = ApiClient(plaintext).get(f"/v1/companies/{company.public_id}")
    assert response.status_code == 200
    key, generation = peek_bearer_entry(f"Bearer {plaintext}")
    return account, key, generation, company, int(response["X-Credits-Remaining"])


def read(key, generation, company, *, render=lambda raw: raw):  # noqa: ANN001, ANN201
    return asyncio.run(fast_lane.cached_read(
        key=key, generation=generation, ip=IP, endpoint=ENDPOINT, amount=1,
        read_key=cache_key(company.public_id), absent=TOMBSTONE, render=render,
    ))


def counter_values(key) -> list:  # noqa: ANN001
    counters, lock_key = call_counters(key=key, ip=IP, now=time.time())
    client = cache._cache.get_client(write=True)
    return [client.get(name) for name, _, _ in counters] + [client.get(lock_key)]


def lease_left(account) -> tuple[int, int]:  # noqa: ANN001
    return lease_settle.left_in_leases(account, current_month())


def usage(account) -> tuple[int, int]:  # noqa: ANN001
    """As ``GET /v1/usage`` reads it: the database's rows and the open leases' counts."""
    flush_now()
    return usage_of(account).get(ENDPOINT, (0, 0))


def test_a_served_read_is_counted_charged_and_recorded_like_an_ordinary_one(warm):
    account, key, generation, company, remaining = warm
    before = counter_values(key)

    raw, left = read(key, generation, company)

    assert raw.startswith(b"{") and company.public_id.encode() in raw
    assert left == remaining - 1
    after = counter_values(key)
    assert [int(a) - int(b) for a, b in zip(after[:2], before[:2], strict=True)] == [1, 1]
    assert usage(account) == (2, 2)
    settle_leases()
    assert balance_of(account).spendable(live=True) == remaining - 1


def _settled(account, key, company) -> None:  # noqa: ANN001
    settle_leases()  # the lease is gone: the next call must renew it


def _tombstoned(account, key, company) -> None:  # noqa: ANN001
    cache._cache.get_client(write=True).set(cache_key(company.public_id), TOMBSTONE, ex=10)


def _keys_changed(account, key, company) -> None:  # noqa: ANN001
    keys_changed()  # e.g. a key revoked somewhere: the cached key may be stale


def _rate_limited(account, key, company) -> None:  # noqa: ANN001
    from django.conf import settings

    settings.RATE_LIMIT_PER_KEY = "1/60"  # the warm-up call used it


def _lookups_locked(account, key, company) -> None:  # noqa: ANN001
    cache.set(f"ll:{key.pk}:locked", int(time.time()) + 100, timeout=100)


def _account_locked(account, key, company) -> None:  # noqa: ANN001

    key.account.locked_at = timezone.now()  # as the cached key would see it


@pytest.mark.parametrize("change", [_settled, _tombstoned, _keys_changed, _rate_limited,
                                    _lookups_locked, _account_locked])
def test_a_call_it_cannot_serve_whole_takes_and_counts_nothing(warm, change, settings):
    account, key, generation, company, remaining = warm
    change(account, key, company)
    counters, left = counter_values(key), lease_left(account)

    assert read(key, generation, company) is fast_lane.DECLINED

    assert counter_values(key) == counters
    assert lease_left(account) == left
    assert usage(account) == (1, 1)  # the warm-up call only


def test_a_value_it_cannot_read_gives_the_credits_back(warm):
    account, key, generation, company, remaining = warm
    assert read(key, generation, company, render=lambda raw: None) is fast_lane.DECLINED
    _, left = read(key, generation, company)
    assert left == remaining - 1  # the declined call's credit came back
    assert usage(account) == (2, 2)


def test_when_redis_fails_the_call_is_not_retried_but_answered_503(warm, settings):
    account, key, generation, company, remaining = warm
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # nothing listens here once the socket is closed
    settings.REDIS_URL = f"redis://127.0.0.1:{port}/0"

    with pytest.raises(fast_lane.StoreFailed):
        read(key, generation, company)


def test_the_view_answers_a_failed_lane_call_503_without_taking_again(warm):
    account, key, generation, company, remaining = warm
    _, plaintext = make_key(account, kind="live")
    client = ApiClient(plaintext)
    response = client.get(f"/v1/companies/{company.public_id}",
                          **{"asgi.scope": {FAST_LANE_STORE_FAILED: True}})
    assert response.status_code == 503
    assert response.json()["error"]["code"] == "temporarily_unavailable"
    assert client.get(f"/v1/companies/{company.public_id}")["X-Credits-Remaining"] == str(
        remaining - 1)  # only this call was charged



def test_a_generation_moved_by_another_process_makes_the_ordinary_path_look_again(warm):
    """Another process revoked a key: the lane's script sees the token move, declines, and
    this process's reading (up to 0.1 s old otherwise) is forgotten, so the ordinary path
    that takes the call looks the key up again (the next call is refused, not served)."""
    from accounts import keycache

    account, key, generation, company, remaining = warm
    cache._cache.get_client(write=True).set(cache.make_key(keycache.GENERATION_KEY), 7)
    keycache.note_reading(generation)  # this process has not noticed yet
    assert read(key, generation, company) is fast_lane.DECLINED
    _, read_at = keycache.last_reading()
    assert read_at == float("-inf")


def _read_missing(key, generation, company, fill):  # noqa: ANN001, ANN202
    return asyncio.run(fast_lane.cached_read(
        key=key, generation=generation, ip=IP, endpoint=ENDPOINT, amount=1,
        read_key=cache_key(company.public_id), absent=TOMBSTONE,
        render=lambda raw: ("read", raw), fill=fill, render_made=lambda made: ("made", made),
    ))


def test_a_fill_stored_by_the_take_is_answered_from_what_was_read(warm):
    """A missing row is filled: the take stores the fill's value and the answer is rendered
    from what the fill read (not decoded back); one take, one charge."""
    account, key, generation, company, remaining = warm
    client = cache._cache.get_client(write=True)
    client.delete(cache_key(company.public_id))

    async def fill():  # noqa: ANN202
        return fast_lane.Filled(cache_key(company.public_id), '{"v":1}', 60, "what was read")

    answer, left = _read_missing(key, generation, company, fill)

    assert answer == ("made", "what was read")
    assert client.get(cache_key(company.public_id)) == b'{"v":1}'
    assert left == remaining - 1
    assert usage(account) == (2, 2)


def test_a_value_cached_meanwhile_is_answered_instead_of_the_fill(warm):
    """Another process cached the row between the first take and the fill's store: SET NX
    keeps that value, and the answer is rendered from it (what the cache holds)."""
    account, key, generation, company, remaining = warm
    client = cache._cache.get_client(write=True)
    client.delete(cache_key(company.public_id))

    async def fill():  # noqa: ANN202
        client.set(cache_key(company.public_id), b'{"v":"theirs"}', ex=60)
        return fast_lane.Filled(cache_key(company.public_id), '{"v":"ours"}', 60, "ours")

    answer, left = _read_missing(key, generation, company, fill)

    assert answer == ("read", b'{"v":"theirs"}')
    assert client.get(cache_key(company.public_id)) == b'{"v":"theirs"}'
    assert left == remaining - 1


def test_a_tombstone_written_meanwhile_declines_the_filled_call(warm):
    account, key, generation, company, remaining = warm
    client = cache._cache.get_client(write=True)
    client.delete(cache_key(company.public_id))
    counters = counter_values(key)

    async def fill():  # noqa: ANN202
        client.set(cache_key(company.public_id), TOMBSTONE, ex=10)  # a change committed
        return fast_lane.Filled(cache_key(company.public_id), '{"v":"stale"}', 60, "stale")

    assert _read_missing(key, generation, company, fill) is fast_lane.DECLINED
    assert client.get(cache_key(company.public_id)) == TOMBSTONE.encode()
    assert counter_values(key) == counters
    assert usage(account) == (1, 1)


def test_a_key_whose_use_is_due_is_served_and_its_use_recorded_with_the_next_batch(warm):
    """Once a minute per key the use is recorded: the lane serves that call too (all keys of a
    process falling due together sent a burst to the ordinary path) and the deferred writer
    records it."""
    from datetime import timedelta

    from accounts.models import ApiKey

    account, key, generation, company, remaining = warm
    old = timezone.now() - timedelta(minutes=5)
    ApiKey.objects.filter(pk=key.pk).update(last_used_at=old)
    key.last_used_at = old

    _, left = read(key, generation, company)

    assert left == remaining - 1
    assert key.last_used_at > old  # this process counts it as recorded: once per interval
    flush_now()
    assert ApiKey.objects.get(pk=key.pk).last_used_at == key.last_used_at


def test_without_deferred_writes_a_key_whose_use_is_due_goes_the_ordinary_way(warm, settings):
    from datetime import timedelta

    account, key, generation, company, remaining = warm
    settings.BILLING_DEFER_WRITES = False
    key.last_used_at = timezone.now() - timedelta(minutes=5)
    assert read(key, generation, company) is fast_lane.DECLINED


def _counting_takes(monkeypatch) -> list:  # noqa: ANN001
    """The lane's script runs, each as the list of whether it carried a fill."""
    runs: list[bool] = []
    real = fast_lane._take

    async def take(**kwargs):  # noqa: ANN003, ANN202
        runs.append(kwargs.get("fill") is not None)
        return await real(**kwargs)

    monkeypatch.setattr(fast_lane, "_take", take)
    return runs


def _unseen(company):  # noqa: ANN001, ANN202
    """The company's row neither cached nor seen cached by this process; answers the client."""
    client = cache._cache.get_client(write=True)
    client.delete(cache_key(company.public_id))
    fast_lane._seen.forget(cache_key(company.public_id))
    return client


def _fill_of(company, fills: list | None = None):  # noqa: ANN001, ANN202
    """A fill that reads ``{"v":1}`` (counted in ``fills``)."""
    async def fill():  # noqa: ANN202
        if fills is not None:
            fills.append(1)
        return fast_lane.Filled(cache_key(company.public_id), '{"v":1}', 60, "read")
    return fill


def test_a_row_this_process_has_not_seen_is_filled_first_and_taken_in_one_script_run(warm, monkeypatch):
    """Two round trips for a cold read, not three: the fill, then one take that stores it."""
    account, key, generation, company, remaining = warm
    _unseen(company)
    runs, fills = _counting_takes(monkeypatch), []
    fill = _fill_of(company, fills)

    assert _read_missing(key, generation, company, fill) == (("made", "read"), remaining - 1)
    assert (runs, fills) == ([True], [1])
    # now seen: the next read takes the cached row in one run, without a fill
    assert _read_missing(key, generation, company, fill) == (("read", b'{"v":1}'), remaining - 2)
    assert (runs, fills) == ([True, False], [1])
    assert usage(account) == (3, 3)


def test_a_row_seen_but_evicted_since_is_read_the_ordinary_lane_way(warm, monkeypatch):
    account, key, generation, company, remaining = warm
    client = cache._cache.get_client(write=True)
    fast_lane._seen.add(cache_key(company.public_id))  # a lane read saw it cached
    client.delete(cache_key(company.public_id))  # evicted since
    runs = _counting_takes(monkeypatch)

    assert _read_missing(key, generation, company, _fill_of(company)) == (("made", "read"), remaining - 1)
    assert runs == [False, True]  # the take found it missing, the fill, the take that stores


def test_a_first_fill_of_a_call_it_cannot_serve_stores_nothing_and_takes_nothing(warm, settings):
    """The fill ran before the take; the take declines (a limit reached): nothing is stored,
    counted or taken, exactly as when the take comes first."""
    account, key, generation, company, remaining = warm
    client = _unseen(company)
    settings.RATE_LIMIT_PER_KEY = "1/60"  # the warm-up call used it
    counters, left = counter_values(key), lease_left(account)

    assert _read_missing(key, generation, company, _fill_of(company)) is fast_lane.DECLINED
    assert client.get(cache_key(company.public_id)) is None
    assert counter_values(key) == counters
    assert lease_left(account) == left


def test_an_unknown_company_is_read_once_and_left_to_the_ordinary_path(warm, monkeypatch):
    account, key, generation, company, remaining = warm
    _unseen(company)
    runs, fills = _counting_takes(monkeypatch), []

    async def fill():  # noqa: ANN202
        fills.append(1)
        return None  # unknown, blocked or invisible: nothing to store

    assert _read_missing(key, generation, company, fill) is fast_lane.DECLINED
    assert (runs, fills) == ([False], [1])


def test_calls_of_one_loop_turn_go_to_redis_together_each_with_its_own_answer(warm, monkeypatch):
    """Takes reached in the same turn of the event loop are sent as one pipeline; every
    call is still its own script: its own answer, its own charge, its own usage."""
    account, key, generation, company, remaining = warm
    sizes = []
    execute = fast_lane._Batch._execute

    async def counted(self, calls):  # noqa: ANN001, ANN202
        sizes.append(len(calls))
        await execute(self, calls)

    monkeypatch.setattr(fast_lane._Batch, "_execute", counted)

    async def five():  # noqa: ANN202
        return await asyncio.gather(*(fast_lane.cached_read(
            key=key, generation=generation, ip=IP, endpoint=ENDPOINT, amount=1,
            read_key=cache_key(company.public_id), absent=TOMBSTONE, render=lambda raw: raw,
        ) for _ in range(5)))

    answers = asyncio.run(five())

    assert sizes == [5]
    assert sorted(left for _, left in answers) == [remaining - n for n in range(5, 0, -1)]
    assert all(company.public_id.encode() in raw for raw, _ in answers)
    assert usage(account) == (6, 6)
    settle_leases()
    assert balance_of(account).spendable(live=True) == remaining - 5


def test_a_script_redis_forgot_is_loaded_again_within_a_batch(warm):
    account, key, generation, company, remaining = warm
    cache._cache.get_client(write=True).script_flush()  # as after a restart

    raw, left = read(key, generation, company)

    assert company.public_id.encode() in raw
    assert left == remaining - 1
    assert usage(account) == (2, 2)
