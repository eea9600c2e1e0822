"""The change feed's long poll: a caught-up client waits at once, and Django's answer goes out."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
from django.db import connection, transaction
from django.utils import timezone

from tests.factories import AccountFactory, give_purchased, make_company, make_key
from webhooks import feed_poll
from webhooks.events import event_company_changed
from webhooks.fanout import events_fan_out
from webhooks.feed import feed_last_key, feed_wake
from webhooks.models import FeedCounter

from .conftest import hook_for
from .test_feed import _close_thread_connections

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def watcher(settings):  # noqa: ANN001, ANN201
    """(live key, watched company id) of an account with one webhook watching the company."""
    from tests.fakes.web import WebhookReceiver

    settings.WEB_THREADS = 4
    account = AccountFactory()
    give_purchased(account, 100)
    account.refresh_from_db()
    company = make_company()
    with WebhookReceiver() as receiver, receiver.installed():
        hook_for(account, receiver, companies=[company.public_id])
    yield make_key(account, kind="live")[1], company.public_id
    from config.asgi import django_app

    _close_thread_connections(django_app.executor, settings.WEB_THREADS)


def change(company_id: str) -> None:
    """A committed change, fanned out (which publishes the account's newest seq)."""
    with transaction.atomic():
        event_company_changed(company_id=company_id, field="phone")
    events_fan_out(now=timezone.now())
    connection.close()


def serve_counting(answers: list[bytes]):  # noqa: ANN201
    """The router's feed route, counting the answers Django gives (by their query)."""
    from config.asgi import django_app

    def django(environ, start_response):  # noqa: ANN001, ANN202
        answers.append(environ["QUERY_STRING"].encode())
        return django_app.app(environ, start_response)

    class Spy:  # the router's django_app, its WSGI application counted
        app, executor = staticmethod(django), django_app.executor

        async def __call__(self, scope, receive, send) -> None:  # noqa: ANN001
            await django_app(scope, receive, send)

    spy = Spy()

    async def app(scope, receive, send) -> None:  # noqa: ANN001
        await feed_poll.serve(scope, receive, send, spy)

    return app


def run(app, key: str, scenario):  # noqa: ANN001, ANN201
    async def main():  # noqa: ANN202
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                     base_url="http://testserver", timeout=60,
                                     headers={"Authorization": f"Bearer {key}"}) as client:
            return await scenario(client)

    return asyncio.run(main())


def test_a_caught_up_long_poll_waits_at_once_and_gets_the_next_event(watcher):
    key, company_id = watcher
    change(company_id)
    answers: list[bytes] = []

    async def scenario(client: httpx.AsyncClient) -> httpx.Response:
        first = await client.get("/v1/events")  # no wait: Django reads (and caches the key)
        assert [e["seq"] for e in first.json()["events"]] == [1]
        poll = asyncio.create_task(client.get("/v1/events", params={"after": "1", "wait": 30}))
        await asyncio.sleep(1.0)
        assert not poll.done()  # caught up: it waits
        await asyncio.to_thread(change, company_id)
        return await asyncio.wait_for(poll, timeout=20)

    answer = run(serve_counting(answers), key, scenario)
    assert answer.status_code == 200
    assert [e["seq"] for e in json.loads(answer.content)["events"]] == [2]
    assert "x-svc-feed-wait" not in answer.headers and "x-credits-remaining" in answer.headers
    # Django answered the poll once, after the wait: no first answer was needed
    assert [q for q in answers if b"wait" in q] == [b"after=1&wait=30"]


def test_a_poll_behind_what_was_published_is_answered_at_once(watcher):
    key, company_id = watcher
    change(company_id)
    change(company_id)
    answers: list[bytes] = []

    async def scenario(client: httpx.AsyncClient) -> httpx.Response:
        await client.get("/v1/events")  # caches the key
        return await asyncio.wait_for(
            client.get("/v1/events", params={"after": "1", "wait": 30}), timeout=20)

    answer = run(serve_counting(answers), key, scenario)
    assert [e["seq"] for e in answer.json()["events"]] == [2]
    assert len([q for q in answers if b"wait" in q]) == 1


def test_a_caught_up_poll_with_a_key_revoked_meanwhile_is_refused_when_it_ends(watcher):
    key, company_id = watcher
    change(company_id)
    answers: list[bytes] = []

    async def scenario(client: httpx.AsyncClient) -> httpx.Response:
        await client.get("/v1/events")  # caches the key
        await asyncio.to_thread(_revoke, key)
        return await client.get("/v1/events", params={"after": "1", "wait": 1})

    answer = run(serve_counting(answers), key, scenario)
    assert answer.status_code == 401
    assert "x-credits-remaining" not in answer.headers


def _revoke(plaintext: str) -> None:
    from accounts.authentication import authenticate_bearer
    from accounts.services import api_key_revoke

    api_key_revoke(key=authenticate_bearer(f"Bearer {plaintext}"))
    connection.close()


def test_the_published_seq_never_goes_down(watcher):
    """Two fan-outs may publish out of order: a caught-up poll must never be told an older
    seq than one already published (it would wait while events are there)."""
    from django.core.cache import cache

    key, company_id = watcher
    for _ in range(3):
        change(company_id)
    account = FeedCounter.objects.get().account_id
    client = cache._cache.get_client(write=True)
    assert int(client.get(feed_last_key(account))) == 3
    FeedCounter.objects.filter(account_id=account).update(last_seq=2)  # an older reading
    feed_wake([account])
    assert int(client.get(feed_last_key(account))) == 3
