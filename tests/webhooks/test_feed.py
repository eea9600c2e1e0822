"""The change feed (GET /v1/events): exactly what the outbox selected, numbered without gaps."""

from __future__ import annotations

import asyncio
import json
import threading
from datetime import timedelta

import httpx
import pytest
from django.db import connection, transaction
from django.utils import timezone

from tests.conftest import ApiClient, in_parallel
from tests.factories import AccountFactory, give_purchased, make_company, make_key
from webhooks.events import event_company_changed, event_domain_linked
from webhooks.fanout import events_fan_out, feed_number
from webhooks.models import Delivery, Event, FeedCounter, FeedEntry, Subscription, Webhook

from .conftest import hook_for


def feed(api: ApiClient, **params) -> dict:
    response = api.get("/v1/events", params)
    assert response.status_code == 200, response.content
    return response.json()


def read_all(api: ApiClient, *, limit: int = 1000) -> list[dict]:
    events, after = [], None
    while True:
        page = feed(api, limit=limit, **({"after": after} if after else {}))
        events += page["events"]
        after = page["next"]
        if not page["has_more"]:
            return events


def selected_by_rules(account, events: list[Event]) -> list[int]:
    """The watch-list rules of SPEC, written out independently of the fan-out: an event is
    the account's when one of its webhooks (any status) watched the company, or for
    ``domain.linked`` the domain, since before the event."""
    subs = Subscription.objects.filter(webhook__account=account)
    chosen = []
    for event in events:
        for sub in subs:
            if sub.created_at > event.created_at:
                continue
            if (sub.kind == Subscription.COMPANY and sub.value == event.company_id) or (
                    event.type == Event.DOMAIN_LINKED and sub.kind == Subscription.DOMAIN
                    and sub.value == event.domain):
                chosen.append(event.pk)
                break
    return chosen


def test_the_feed_holds_exactly_what_the_watch_lists_select(customer, receiver):
    watched, also_watched, unwatched = (make_company(name=f"Firma {n} GmbH") for n in range(3))
    other = AccountFactory()
    give_purchased(other, 100)
    other.refresh_from_db()
    active, _ = hook_for(customer, receiver, companies=[watched.public_id])
    disabled, _ = hook_for(customer, receiver, companies=[watched.public_id, also_watched.public_id],
                           domains=["watched-domain.de"])
    Webhook.objects.filter(pk=disabled.pk).update(status=Webhook.DISABLED)
    hook_for(other, receiver, domains=["watched-domain.de"])

    events: list[Event] = []
    for company in (watched, also_watched, unwatched):
        events += event_company_changed(company_id=company.public_id, field="phone")
        events += event_company_changed(company_id=company.public_id, field="status")
    events.append(event_domain_linked(domain="watched-domain.de", company_id=unwatched.public_id))
    events.append(event_domain_linked(domain="other-domain.de", company_id=unwatched.public_id))
    events_fan_out(now=timezone.now())
    late, _ = hook_for(customer, receiver, companies=[unwatched.public_id])  # after the events

    api = ApiClient(make_key(customer, kind="live")[1])
    got = read_all(api, limit=2)
    expected = selected_by_rules(customer, events)
    assert [e["id"] for e in got] == [f"evt_{pk}_{Event.objects.get(pk=pk).type}" for pk in expected]
    assert [e["seq"] for e in got] == list(range(1, len(expected) + 1))  # no gaps
    assert all(set(e) == {"seq", "id", "type", "created_at", "data"} for e in got)
    # the other account's feed: only the domain link of the domain it watches
    other_feed = read_all(ApiClient(make_key(other, kind="live")[1]))
    assert [(e["seq"], e["type"], e["data"]["domain"]) for e in other_feed] == [
        (1, "domain.linked", "watched-domain.de")]
    # webhook deliveries: active webhooks only, with the same seq as the feed
    seq_of = {e["id"]: e["seq"] for e in got}
    for delivery in Delivery.objects.filter(webhook__account=customer).select_related("event"):
        assert delivery.webhook_id == active.pk
        assert delivery.seq == seq_of[delivery.event.public_id]
    assert not Delivery.objects.filter(webhook=late).exists()


def test_paging_cursor_and_errors(customer, receiver):
    company = make_company()
    hook_for(customer, receiver, companies=[company.public_id])
    for field in ("phone", "email", "name"):
        event_company_changed(company_id=company.public_id, field=field)
    events_fan_out(now=timezone.now())
    api = ApiClient(make_key(customer, kind="test")[1])

    first = feed(api, limit=2)
    assert [e["seq"] for e in first["events"]] == [1, 2] and first["has_more"] is True
    rest = feed(api, after=first["next"], limit=2)
    assert [e["seq"] for e in rest["events"]] == [3] and rest["has_more"] is False
    empty = feed(api, after=rest["next"])
    assert empty == {"events": [], "next": rest["next"], "has_more": False}
    assert feed(api)["events"][0]["seq"] == 1  # no cursor: from the oldest kept

    for params in ({"after": "x1"}, {"after": "-1"}, {"after": "99"}, {"limit": "0"},
                   {"limit": "1001"}, {"wait": "31"}, {"wait": "a"}, {"after": "1\x00"}):
        response = api.get("/v1/events", params)
        assert response.status_code == 400, params
        assert response.json()["error"]["code"] == "invalid_request"
    assert api.get("/v1/events")["X-Credits-Remaining"]


def test_a_cursor_older_than_what_is_kept_is_expired(customer, receiver, settings):
    from webhooks.feed import feed_purge

    company = make_company()
    hook_for(customer, receiver, companies=[company.public_id])
    for field in ("phone", "email", "name"):
        event_company_changed(company_id=company.public_id, field=field)
    events_fan_out(now=timezone.now())
    FeedEntry.objects.filter(seq__lte=2).update(created_at=timezone.now() - timedelta(days=91))
    assert feed_purge(now=timezone.now()) == 2
    api = ApiClient(make_key(customer, kind="test")[1])
    response = api.get("/v1/events", {"after": "0"})
    assert response.status_code == 410
    body = response.json()["error"]
    assert body["code"] == "expired" and body["oldest"] == "2"
    assert [e["seq"] for e in feed(api, after=body["oldest"])["events"]] == [3]
    assert [e["seq"] for e in feed(api)["events"]] == [3]


@pytest.mark.django_db(transaction=True)
def test_numbers_stay_gapless_under_concurrent_fan_outs_and_a_crash():
    account = AccountFactory()
    events = [Event.objects.create(type=Event.COMPANY_CHANGED, company_id=f"c_{n}", field="phone")
              for n in range(40)]

    # a fan-out that dies after numbering (its transaction rolls back) leaves no trace
    with pytest.raises(RuntimeError), transaction.atomic():
        feed_number({account.pk: [events[0].pk]}, now=timezone.now())
        raise RuntimeError("worker killed")
    assert not FeedEntry.objects.exists()

    def number(n: int) -> None:
        with transaction.atomic():
            feed_number({account.pk: [e.pk for e in events[n * 10:(n + 1) * 10]]},
                        now=timezone.now())
        connection.close()

    in_parallel(number, 4)
    seqs = sorted(FeedEntry.objects.filter(account=account).values_list("seq", flat=True))
    assert seqs == list(range(1, 41))
    assert FeedCounter.objects.get(account=account).last_seq == 40
    assert FeedEntry.objects.values("event").distinct().count() == 40


@pytest.mark.django_db(transaction=True)
def test_a_long_poll_returns_when_an_event_commits_and_holds_no_thread(settings):
    """50 long polls wait on a web process with 4 threads; one commit wakes them all."""
    from config.asgi import application, django_app
    from tests.fakes.web import WebhookReceiver

    settings.WEB_THREADS = 4
    account = AccountFactory()
    give_purchased(account, 100)
    account.refresh_from_db()
    key = make_key(account, kind="live")[1]
    company = make_company()
    with WebhookReceiver() as receiver, receiver.installed():
        hook_for(account, receiver, companies=[company.public_id])

    async def scenario() -> list[httpx.Response]:
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver",
                                     headers={"Authorization": f"Bearer {key}"},
                                     timeout=60) as client:
            polls = [asyncio.create_task(client.get("/v1/events", params={"wait": 30}))
                     for _ in range(50)]
            await asyncio.sleep(1.0)
            assert not any(p.done() for p in polls)  # nothing yet: they wait

            def change() -> None:
                with transaction.atomic():
                    event_company_changed(company_id=company.public_id, field="phone")
                events_fan_out(now=timezone.now())
                connection.close()

            await asyncio.to_thread(change)
            # woken by the commit, well before the 30 s wait would end
            return await asyncio.wait_for(asyncio.gather(*polls), timeout=20)

    try:
        answers = asyncio.run(scenario())
    finally:
        _close_thread_connections(django_app.executor, settings.WEB_THREADS)
    assert {a.status_code for a in answers} == {200}
    assert all([e["seq"] for e in json.loads(a.content)["events"]] == [1] for a in answers)
    assert all("x-svc-feed-wait" not in a.headers for a in answers)


def _close_thread_connections(executor, threads: int) -> None:  # noqa: ANN001
    """Closes the database connection of each of the web process's threads (one task per
    thread: they wait for each other), so the test database can be dropped."""
    barrier = threading.Barrier(threads)

    def close() -> None:
        barrier.wait(timeout=10)
        connection.close()

    for future in [executor.submit(close) for _ in range(threads)]:
        future.result(timeout=20)


CRASHING_FAN_OUT = """
import sys, time, django
django.setup()
from django.db import transaction
from django.utils import timezone
from webhooks.fanout import _fan_out_batch
with transaction.atomic():
    _fan_out_batch(now=timezone.now(), batch_size=1000)
    print("fanned out, not committed", flush=True)
    time.sleep(120)
"""


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_inside_a_fan_out_leaves_no_gap(receiver):
    """kill -9 of a process in the middle of a fan-out: its numbers were never committed,
    and the next fan-out numbers the same events 1, 2, 3 again."""
    import os
    import signal
    import subprocess
    import sys

    from django.conf import settings

    account = AccountFactory()
    give_purchased(account, 100)
    account.refresh_from_db()
    company = make_company()
    hook_for(account, receiver, companies=[company.public_id])
    for field in ("phone", "email", "name"):
        event_company_changed(company_id=company.public_id, field=field)
    db = settings.DATABASES["default"]
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test",
           "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:"
                           f"{db['PORT'] or 5432}/{db['NAME']}"}
    worker = subprocess.Popen([sys.executable, "-c", CRASHING_FAN_OUT], env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              cwd=settings.BASE_DIR)
    try:
        assert worker.stdout.readline().strip() == "fanned out, not committed", worker.stderr.read()
    finally:
        os.kill(worker.pid, signal.SIGKILL)
        worker.wait()
    assert not FeedEntry.objects.exists() and not FeedCounter.objects.exists()
    events_fan_out(now=timezone.now())
    assert list(FeedEntry.objects.order_by("seq").values_list("seq", flat=True)) == [1, 2, 3]
    api = ApiClient(make_key(account, kind="live")[1])
    assert [e["seq"] for e in read_all(api)] == [1, 2, 3]


def test_a_sweep_that_ends_lets_the_next_commit_wake_a_worker_again(customer, receiver):
    """The prompt wake-up is sent at most once a second; a sweep that ends clears it, so an
    event committed right after is not left for beat's next sweep."""
    from django.core.cache import cache

    from webhooks.delivery import webhooks_sweep
    from webhooks.events import WAKE_UP_KEY

    company = make_company()
    hook_for(customer, receiver, companies=[company.public_id])
    assert cache.add(WAKE_UP_KEY, 1, timeout=60)  # a wake-up was sent a moment ago
    event_company_changed(company_id=company.public_id, field="phone")
    webhooks_sweep(max_seconds=5, idle_exit=0.1)
    assert cache.get(WAKE_UP_KEY) is None
    assert not Event.objects.filter(fanned_out_at__isnull=True).exists()
