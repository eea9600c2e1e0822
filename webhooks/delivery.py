"""Delivering events: claim due deliveries from the database, POST them signed, record.

One call of :func:`deliveries_run` is a worker's session. On the calling thread (which owns
the database connection) it repeatedly fans out new events, claims due deliveries and
records results; the exchanges themselves run concurrently on an asyncio loop in a helper
thread through :class:`net.fetcher.AsyncSafeFetcher`, which re-checks the target URL
at every attempt and connects only to the checked address.

- Claiming (:mod:`webhooks.claims`) takes rows with ``SKIP LOCKED`` and gives each a lease,
  so concurrent workers never send the same attempt twice, and a crashed worker's rows
  come back when the lease ends.
- A worker keeps at most ``max_in_flight`` exchanges open and at most ``per_host`` to one
  target host; deliveries to a saturated host stay in the database for later, so one slow
  receiver cannot hold up the others.
- Success is a 2xx answer within ``deadline`` seconds (SPEC: 10 s) of wall-clock time for
  the whole exchange; redirects are not followed (a 3xx is a failure).
- Time comes from ``clock`` so tests can move it; signatures use the real Unix time.
"""

from __future__ import annotations

import asyncio
import codecs
import logging
import os
import queue
import re
import socket
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from email.utils import parsedate_to_datetime

from django.conf import settings
from django.utils import timezone

from net.fetcher import USER_AGENT as CRAWLER_USER_AGENT
from net.fetcher import AsyncSafeFetcher, FetchError, HostPacer
from net.policy import loopback_targets_allowed

from .claims import DeliveryJob, deliveries_claim
from .events import wake_up_reset
from .fanout import events_fan_out_counted
from .models import Event
from .outcomes import ExchangeResult, RunReport, deliveries_record
from .signing import EVENT_ID_HEADER, SIGNATURE_HEADER, signature_header

log = logging.getLogger(__name__)

#: SPEC: the receiver must answer with a 2xx status within 10 seconds (whole exchange).
DELIVERY_DEADLINE = 10.0
#: How much of a receiver's answer is read (the rest is not needed to judge it).
MAX_RESPONSE_BYTES = 4_096
#: How much of a textual answer the delivery log keeps for the owner.
EXCERPT_BYTES = 1_024
#: Seconds between looks for due work while a session has nothing in flight.
IDLE_POLL = 0.05
USER_AGENT = "CompanyDataWebhooks/1.0 (+https://company-data.example/docs/webhooks)"
Clock = Callable[[], datetime]

assert USER_AGENT != CRAWLER_USER_AGENT  # receivers can tell deliveries from the crawler


def _retry_after(value: str | None) -> float | None:
    """Seconds asked for by a ``Retry-After`` header (delta seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        moment = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if moment.tzinfo is None:
        return None
    return max(0.0, (moment - timezone.now()).total_seconds())


def _describe(exc: BaseException) -> str:
    code = getattr(exc, "code", type(exc).__name__)
    return f"{code}: {exc}"[:500]


# FetchError codes -> the kinds of failure the owner sees (DeliveryAttempt.ERROR_KINDS).
_ERROR_KINDS = {
    "unsafe_address": "refused_address", "dns": "dns", "timeout": "timeout",
    "connect": "connect", "tls": "tls", "protocol": "protocol", "too_large": "protocol",
    "too_many_redirects": "redirect",
}
_TEXTUAL = re.compile(
    r"^(text/[^;]+|application/([a-z0-9.+-]*\+)?(json|xml)|application/x-www-form-urlencoded)$"
)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def response_excerpt(body: bytes, content_type: str | None) -> str:
    """The first :data:`EXCERPT_BYTES` of a textual answer, decoded; "" for anything else.

    Text is an answer whose ``Content-Type`` is text/*, JSON, XML or form data, or one
    without a type that decodes as UTF-8. A character cut at the limit is dropped and
    control characters (NUL included) are removed."""
    if not body:
        return ""
    media, _, params = (content_type or "").partition(";")
    media = media.strip().lower()
    charset = "utf-8"
    match = re.search(r"charset=\"?([A-Za-z0-9._-]+)", params)
    if match:
        try:
            charset = codecs.lookup(match.group(1)).name
        except LookupError:
            pass
    head = body[:EXCERPT_BYTES]
    if not media:
        try:
            text = codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
        except UnicodeDecodeError:
            return ""
    elif _TEXTUAL.match(media):
        text = codecs.getincrementaldecoder(charset)(errors="replace").decode(head, final=False)
    else:
        return ""
    return _CONTROL.sub("", text)


class _Sender:
    """An asyncio loop in a helper thread that performs exchanges and reports each result."""

    def __init__(self, *, clock: Clock, deadline: float) -> None:
        self._clock, self._deadline = clock, deadline
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="webhook-sender", daemon=True
        )
        self._fetcher: AsyncSafeFetcher | None = None
        # Development only (DEBUG and WEBHOOKS_ALLOW_LOOPBACK): local receivers on loopback.
        self._allow_loopback = loopback_targets_allowed()

    def __enter__(self) -> _Sender:
        self._thread.start()
        self._fetcher = self._call(self._make_fetcher())
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            if self._fetcher is not None:
                self._call(self._fetcher.aclose())
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join()
            self._loop.close()

    def _call(self, coroutine):  # type: ignore[no-untyped-def]
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result()

    async def _make_fetcher(self) -> AsyncSafeFetcher:
        # No politeness pause between deliveries: concurrency per host is capped by claiming.
        return AsyncSafeFetcher(min_host_interval=0.0, pacer=HostPacer(), user_agent=USER_AGENT)

    def submit(self, job: DeliveryJob, done: Callable[[ExchangeResult], None]) -> None:
        future = asyncio.run_coroutine_threadsafe(self._exchange(job), self._loop)
        future.add_done_callback(lambda f: done(f.result()))

    async def _exchange(self, job: DeliveryJob) -> ExchangeResult:
        assert self._fetcher is not None
        started_at, started = self._clock(), time.monotonic()
        status: int | None = None
        error, kind, excerpt, retry_after = "", "", "", None
        headers = {
            "Content-Type": "application/json",
            SIGNATURE_HEADER: signature_header(job.secret, int(time.time()), job.body),
            EVENT_ID_HEADER: job.event_id,
        }
        try:
            answer = await asyncio.wait_for(
                self._fetcher.fetch(
                    job.url, method="POST", content=job.body, headers=headers,
                    max_redirects=0, max_bytes=MAX_RESPONSE_BYTES, deadline=self._deadline,
                    allow_loopback=self._allow_loopback,
                ),
                timeout=self._deadline + 1.0,  # the fetcher keeps the deadline; a backstop
            )
            status = answer.status
            excerpt = response_excerpt(answer.body, answer.headers.get("content-type"))
            if 300 <= status < 400:
                error = f"redirect: answered {status}; redirects are not followed"
                kind = "redirect"
            elif not 200 <= status < 300:
                error, kind = f"http_status: answered {status}", "http_status"
                if status in (429, 503):
                    retry_after = _retry_after(answer.headers.get("retry-after"))
        except FetchError as exc:
            error, kind = _describe(exc), _ERROR_KINDS.get(exc.code, "other")
        except TimeoutError:
            error, kind = f"timeout: no complete answer within {self._deadline:g} s", "timeout"
        except Exception as exc:  # never let one exchange stop the worker
            log.exception("webhook exchange failed unexpectedly", extra={"delivery": job.delivery_id})
            error, kind = _describe(exc), "other"
        elapsed = time.monotonic() - started
        if not error and elapsed > self._deadline:
            error = f"timeout: the exchange took {elapsed:.1f} s (limit {self._deadline:g} s)"
            kind = "timeout"
        return ExchangeResult(
            job=job, started_at=started_at, finished_at=self._clock(),
            latency_ms=round(elapsed * 1000), status_code=status,
            succeeded=not error, error=error, retry_after=retry_after,
            error_kind=kind, response_excerpt=excerpt,
        )


@dataclass
class _Session:
    worker: str
    clock: Clock
    deadline: float
    max_in_flight: int
    per_host: int
    fan_out: bool
    jitter: float
    fanned_at: float = -1.0
    # when the fan-out last found events (feed entries count as work, like deliveries)
    events_at: float = -1.0
    # delivery id -> (target host, webhook id)
    in_flight: dict[int, tuple[str, int]] = field(default_factory=dict)
    done: queue.Queue[ExchangeResult] = field(default_factory=queue.Queue)


def _worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _results(
    done: queue.Queue[ExchangeResult], *, timeout: float, window: float, most: int
) -> list[ExchangeResult]:
    """Waits up to ``timeout`` for a result, then gathers more for up to ``window`` seconds
    (so the database sees a few larger writes instead of many small ones)."""
    try:
        results = [done.get(timeout=timeout)]
    except queue.Empty:
        return []
    until = time.monotonic() + window
    while len(results) < most:
        left = until - time.monotonic()
        try:
            results.append(done.get(timeout=left) if left > 0 else done.get_nowait())
        except queue.Empty:
            break
    return results


def deliveries_run(
    *,
    clock: Clock = timezone.now,
    deadline: float = DELIVERY_DEADLINE,
    max_in_flight: int | None = None,
    per_host: int | None = None,
    max_seconds: float | None = None,
    idle_exit: float = 0.0,
    fan_out: bool = True,
    jitter: float = 0.2,
) -> RunReport:
    """Delivers everything due until there is nothing left (or ``max_seconds`` passed).

    Each cycle fans out new events (``fan_out``), claims due deliveries up to the in-flight
    and per-host caps, and records finished exchanges: successes, retries on the schedule,
    final failures and the disabling of webhooks. Returns once nothing is in flight and
    nothing was due for ``idle_exit`` seconds. Safe to run in many processes at once.
    """
    session = _Session(
        worker=_worker_name(),
        clock=clock,
        deadline=deadline,
        max_in_flight=max_in_flight or settings.WEBHOOK_MAX_IN_FLIGHT,
        per_host=per_host or settings.WEBHOOK_PER_HOST_CONCURRENCY,
        fan_out=fan_out,
        jitter=jitter,
    )
    # The sender thread keeps the GIL busy; with the default 5 ms switch interval every
    # database round trip of this thread would wait that long to get it back.
    switch_interval = sys.getswitchinterval()
    sys.setswitchinterval(min(switch_interval, 0.0005))
    try:
        with _Sender(clock=clock, deadline=deadline) as sender:
            return _deliver_until_idle(session, sender, max_seconds=max_seconds, idle_exit=idle_exit)
    finally:
        sys.setswitchinterval(switch_interval)


def _claim(session: _Session, sender: _Sender, report: RunReport) -> int:
    now = session.clock()
    if session.fan_out and (not session.in_flight or time.monotonic() - session.fanned_at >= 0.1):
        events, deliveries = events_fan_out_counted(now=now)
        report.fanned_out += deliveries
        session.fanned_at = time.monotonic()
        if events:
            session.events_at = session.fanned_at
    busy = Counter(host for host, _ in session.in_flight.values())
    jobs = deliveries_claim(
        now=now,
        limit=session.max_in_flight - len(session.in_flight),
        worker=session.worker,
        busy_hosts=busy,
        saturated_webhooks={
            webhook for host, webhook in session.in_flight.values() if busy[host] >= session.per_host
        },
        per_host=session.per_host,
        lease_seconds=session.deadline + 50.0,
    )
    for job in jobs:
        session.in_flight[job.delivery_id] = (job.host, job.webhook_id)
        sender.submit(job, session.done.put)
    report.claimed += len(jobs)
    return len(jobs)


def _deliver_until_idle(
    session: _Session, sender: _Sender, *, max_seconds: float | None, idle_exit: float
) -> RunReport:
    report = RunReport()
    began = idle_since = time.monotonic()
    claimed_at, freed = -1.0, 0
    # Claim when a good share of the slots was freed (fewer, larger claims), when nothing is
    # in flight, or at least every 0.1 s (work for other hosts, retries coming due).
    claim_from = max(1, session.max_in_flight // 4)
    while True:
        stopping = max_seconds is not None and time.monotonic() - began >= max_seconds
        claimed = 0
        room = session.max_in_flight - len(session.in_flight)
        due_to_claim = (
            freed >= claim_from or not session.in_flight or time.monotonic() - claimed_at >= 0.1
        )
        if not stopping and room > 0 and due_to_claim:
            claimed_at, freed = time.monotonic(), 0
            claimed = _claim(session, sender, report)
        if not session.in_flight:
            # Events fanned out are work too: a session that only numbers feed entries
            # (no delivery due, e.g. every watching webhook disabled) keeps running instead
            # of ending every ``idle_exit`` and waiting for the next wake-up task.
            idle = time.monotonic() - max(idle_since, session.events_at)
            if claimed == 0 and (stopping or idle >= idle_exit):
                return report
            if claimed == 0:
                # Nothing due: look again soon (a change committed now waits at most this
                # long, on top of the claim cycle); two cheap queries per look.
                time.sleep(min(IDLE_POLL, idle_exit))
                continue
        idle_since = time.monotonic()
        # Gather finished exchanges for a moment, so the database sees few, larger writes.
        results = _results(session.done, timeout=0.1, window=0.02, most=session.max_in_flight)
        if results:
            freed += len(results)
            for result in results:
                session.in_flight.pop(result.job.delivery_id, None)
            deliveries_record(
                results=results, now=session.clock(), jitter=session.jitter, report=report
            )
            # Busy until now: a slow write must not count as time with nothing to do (the
            # session, its connections included, would end while work is still due).
            idle_since = time.monotonic()


def webhooks_sweep(*, max_seconds: float = 50.0, idle_exit: float = 2.0) -> RunReport:
    """What the beat sweep and the prompt task run: fan out, deliver until idle.

    Before it ends it clears the wake-up key (``webhooks.events``), so the next commit
    queues a new prompt task, and looks once more for events not fanned out: one committed
    while this run was deciding to end would otherwise wait for beat's next sweep (its own
    wake-up was skipped because this run was under way)."""
    began = time.monotonic()
    while True:
        report = deliveries_run(max_seconds=max_seconds, idle_exit=idle_exit)
        if not wake_up_reset() or time.monotonic() - began >= max_seconds:
            return report
        if not Event.objects.filter(fanned_out_at__isnull=True).exists():
            return report
