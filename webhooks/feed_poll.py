"""The long poll of ``GET /v1/events?wait=N`` on the event loop, so a web process holds hundreds of waiting requests.

Django's threads never wait: the router (``config/asgi.py``) sends a long poll to
:func:`serve`. A client that is caught up -- its key is in this process's key cache and its
``after`` is the newest ``seq`` the fan-out published for the account -- waits here at
once. Otherwise Django answers it first with a marker header: if that answer has events
(or is an error) it goes out as it is; if it is empty, the request waits. It waits on the
event loop, holding no thread and no database connection, until the fan-out publishes a
newer ``seq`` for the account (one Redis subscription per process, see
``webhooks/feed.py``) or the time is up; then Django answers it, and that answer goes out.
The answer that goes out is always Django's, read from PostgreSQL after every check
(key, account lock, rate limits), so a lost wake-up only delays an event until the wait
ends; it never loses one. Skipping Django's first answer for a caught-up client saves one
of the two answers per event at load (docs/events.md "Measured"): a revoked key or an
invalid request that answer would have refused is then refused when the wait ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import io
import logging
from collections import defaultdict
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs

from a2wsgi.wsgi import build_environ
from django.conf import settings
from django.core.cache import cache

from accounts.authentication import peek_bearer_entry
from config.errors import InvalidRequest

from .api.views import LONG_POLL_HEADER, WAIT_MARKER
from .feed import FEED_CHANNEL, feed_last_key, feed_params

log = logging.getLogger(__name__)
_INTERNAL = LONG_POLL_HEADER.removeprefix("HTTP_").lower().replace("_", "-").encode()
_MARKER = WAIT_MARKER.lower().encode()


async def _django_answer(django_app: Any, scope: dict) -> list[dict]:
    """Django's answer to a feed request (a GET: no body), as the ASGI messages to send.
    The WSGI call runs whole on a thread of ``django_app``'s pool (a2wsgi's
    ``WSGIMiddleware``) and the answer is sent from the loop afterwards: one hand-over
    between thread and loop per answer, where a2wsgi's responder makes one per message
    and holds its thread meanwhile (a sizeable share of an answer's cost at load, see
    docs/events.md "Measured")."""
    environ = build_environ(scope, io.BytesIO())
    call = functools.partial(contextvars.copy_context().run, _wsgi_call, django_app.app, environ)
    return await asyncio.get_running_loop().run_in_executor(django_app.executor, call)


def _wsgi_call(app: Any, environ: dict) -> list[dict]:
    started: list[Any] = []
    chunks: list[bytes] = []

    def start_response(status: str, headers: list, exc_info: Any = None) -> Any:
        started[:] = [status, headers]
        return chunks.append

    iterable = app(environ, start_response)
    try:
        chunks.extend(iterable)
    finally:
        if hasattr(iterable, "close"):
            iterable.close()  # Django's request_finished: connections are looked after
    status, headers = started
    return [
        {"type": "http.response.start", "status": int(status.split(" ", 1)[0]),
         "headers": [(name.strip().encode("latin-1").lower(), value.strip().encode("latin-1"))
                     for name, value in headers]},
        {"type": "http.response.body", "body": b"".join(chunks)},
    ]


def _marker(messages: list[dict]) -> str | None:
    """The wait marker of Django's first answer: ``"<account> <after>"`` when it found
    nothing and the request may wait."""
    if messages[0]["status"] != 200:
        return None
    for name, value in messages[0]["headers"]:
        if name == _MARKER:
            return value.decode("latin-1")
    return None


async def _send(messages: list[dict], send: Any) -> None:
    start, *rest = messages
    await send({**start, "headers": [(n, v) for n, v in start["headers"] if n != _MARKER]})
    for message in rest:
        await send(message)


class Waiters:
    """Per process: which long polls wait for which account, and the one Redis
    subscription that wakes them."""

    def __init__(self) -> None:
        self._waiting: dict[int, set[asyncio.Future]] = defaultdict(set)
        self._listener: asyncio.Task | None = None
        # (event loop, redis.asyncio.Redis), made on first use in that loop
        self._client: tuple[asyncio.AbstractEventLoop, Any] | None = None

    def _ensure_listener(self) -> None:
        if self._listener is None or self._listener.done():
            self._listener = asyncio.get_running_loop().create_task(self._listen())

    async def _listen(self) -> None:
        import redis.asyncio as aioredis

        channel = cache.make_key(FEED_CHANNEL)
        while True:
            client = aioredis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=1)
            try:
                async with client.pubsub() as pubsub:
                    await pubsub.subscribe(channel)
                    async for message in pubsub.listen():
                        if message.get("type") == "message":
                            self._wake(message["data"])
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - waits end by their timeout meanwhile
                log.warning("feed wake-ups unavailable; retrying", extra={"error": repr(exc)})
                self._wake_all()  # they re-read now rather than miss something
                await asyncio.sleep(1)
            finally:
                with contextlib.suppress(Exception):
                    await client.aclose()

    def _wake(self, data: bytes) -> None:
        for item in data.decode().split():
            account, _, seq = item.partition(":")
            for future in self._waiting.get(int(account), ()):
                if not future.done() and int(seq) > future.after:  # type: ignore[attr-defined]
                    future.set_result(True)

    def _wake_all(self) -> None:
        for futures in self._waiting.values():
            for future in futures:
                if not future.done():
                    future.set_result(True)

    @contextlib.contextmanager
    def registered(self, account_id: int, after: int) -> Iterator[asyncio.Future]:
        """A future set once the account's feed has an entry after ``after``, listened for
        while the block runs (registered before the caller reads what was published, so a
        commit in between is not missed)."""
        self._ensure_listener()
        future = asyncio.get_running_loop().create_future()
        future.after = after  # type: ignore[attr-defined]
        self._waiting[account_id].add(future)
        try:
            yield future
        finally:
            self._waiting[account_id].discard(future)
            if not self._waiting[account_id]:
                del self._waiting[account_id]

    async def published_seq(self, account_id: int) -> int | None:
        """The newest ``seq`` the fan-out published for the account; None when not known.
        Asked on the event loop through this process's own connection (a thread hop and
        the cache's lookups cost more than the GET itself)."""
        loop = asyncio.get_running_loop()
        try:
            if self._client is None or self._client[0] is not loop:
                import redis.asyncio as aioredis

                self._client = (loop, aioredis.Redis.from_url(
                    settings.REDIS_URL, socket_connect_timeout=1, socket_timeout=1))
            published = await self._client[1].get(feed_last_key(account_id))
            return None if published is None else int(published)
        except Exception:  # noqa: BLE001 - then Django reads, and waits end by their timeout
            return None


waiters = Waiters()


def wants_to_wait(scope: dict) -> bool:
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    wait = (query.get("wait") or ["0"])[-1]
    return scope.get("method") == "GET" and wait.isdigit() and int(wait) > 0


def _caught_up_candidate(scope: dict) -> tuple[int, int, int] | None:
    """(account, after, wait) of a long poll that may wait before Django's first answer:
    its query is valid, it names a cursor, and its key is in this process's key cache.
    Whether it is caught up is then asked of Redis (:func:`published_seq`)."""
    query = {name: values[-1] for name, values in parse_qs(
        scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True).items()}
    try:
        after, _, wait = feed_params(query)
    except InvalidRequest:
        return None
    authorization = [value for name, value in scope.get("headers", [])
                     if name.lower() == b"authorization"]
    if after is None or not wait or len(authorization) != 1:
        return None
    entry = peek_bearer_entry(authorization[0].decode("latin-1"))
    return None if entry is None else (entry[0].account_id, after, wait)


async def serve(scope: dict, receive: Any, send: Any, django_app: Any) -> None:
    """Answers a feed request; waits on the event loop when it asks to and has nothing yet."""
    headers = [(name, value) for name, value in scope.get("headers", [])
               if name.lower() != _INTERNAL]
    scope = {**scope, "headers": headers}
    if not wants_to_wait(scope):
        await django_app(scope, receive, send)
        return
    loop = asyncio.get_running_loop()
    started = loop.time()
    candidate = _caught_up_candidate(scope)
    if candidate is not None:
        account, after, wait = candidate
        with waiters.registered(account, after) as woken:
            published = await waiters.published_seq(account)
            if published is not None and published >= after:  # caught up, or events wait
                if published == after and not await _waited(woken, receive, started, wait):
                    return  # the client went away: nothing to answer
                await _send(await _django_answer(django_app, scope), send)
                return
    first = await _django_answer(django_app, {**scope, "headers": [*headers, (_INTERNAL, b"1")]})
    marker = _marker(first)
    if marker is None:
        await _send(first, send)
        return
    account, _, after = marker.partition(" ")
    wait = int(parse_qs(scope["query_string"].decode("latin-1"))["wait"][-1])
    with waiters.registered(int(account), int(after)) as woken:
        published = await waiters.published_seq(int(account))  # committed since Django's read
        if (published is None or published <= int(after)) and not await _waited(
                woken, receive, started, wait):
            return
    await _send(await _django_answer(django_app, scope), send)


async def _waited(woken: asyncio.Future, receive: Any, started: float, wait: int) -> bool:
    """Waits until ``woken`` is set or ``wait`` seconds after ``started``; False when the
    client disconnected meanwhile."""
    loop = asyncio.get_running_loop()
    disconnected = loop.create_task(_disconnect(receive))
    timeout = max(0.0, wait - (loop.time() - started))
    try:
        await asyncio.wait({disconnected, woken}, timeout=timeout,
                           return_when=asyncio.FIRST_COMPLETED)
        return not disconnected.done()
    finally:
        disconnected.cancel()


async def _disconnect(receive: Any) -> None:
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return
