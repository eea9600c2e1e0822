"""Prometheus metrics at ``/metrics`` (docs/operations.md, "Metrics").

Multi-process and multi-host design: every web and worker process counts into an
in-memory buffer (a dict increment under a lock -- nothing on the request path talks to
Redis) and a daemon thread adds the buffer to one Redis hash once a second
(``HINCRBYFLOAT``). Any web process answers a scrape with the totals of the whole
deployment, so one scrape target behind the load balancer is enough. State-like values
are read from PostgreSQL at scrape time:

- ``svc_http_requests_total{route,method,status}`` and
  ``svc_http_request_duration_seconds{route}`` -- counted by the request middleware
  (REST, portal) and the ASGI router (``/mcp``);
- ``svc_credits_charged_today{endpoint}`` -- today's (UTC) charged credits from the usage
  table the billing path writes, REST, MCP and jobs alike (a gauge: it restarts at 00:00);
  calls on a credit lease reach it when the lease is settled (``BILLING_LEASE_SECONDS``);
- ``svc_jobs{type,status}`` -- jobs by state;
- ``svc_fast_lane_total{outcome}`` -- billed reads the fast lane served or declined
  (``billing.fast_lane``);
- ``svc_webhook_deliveries_total{outcome}`` and ``svc_webhook_delivery_seconds`` -- every
  logged exchange (``DeliveryAttempt``), folded into the Redis counters incrementally at
  scrape time (rows after a high-water mark, older than ``SETTLE``), and
  ``svc_webhook_deliveries_pending``.

Without Redis (the development setup) the totals live in the Django cache (file based,
approximate under concurrency). Counts of up to one second may be lost when a process dies.
"""

from __future__ import annotations

import atexit
import hmac
import logging
import os
import threading
import time
from collections import defaultdict
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.http import Http404, HttpRequest, HttpResponse
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
)

log = logging.getLogger(__name__)

FLUSH_SECONDS = 1.0
SETTLE = timedelta(seconds=15)  # attempts younger than this may still be uncommitted
REQUEST_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
DELIVERY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
REQUESTS = "svc_http_requests_total"
DURATION = "svc_http_request_duration_seconds"
DELIVERIES = "svc_webhook_deliveries_total"
DELIVERY_SECONDS = "svc_webhook_delivery_seconds"
LANE = "svc_fast_lane_total"
_SEP = "\x1f"  # between a series name and its label values in a stored field


# --- where the totals live --------------------------------------------------------------
def _store_key() -> str:
    return cache.make_key("ops:metrics")


def _redis():  # noqa: ANN202 - redis.Redis
    return cache._cache.get_client(write=True)


def store_add(values: dict[str, float]) -> None:
    pipe = _redis().pipeline(transaction=False)
    for field, amount in values.items():
        pipe.hincrbyfloat(_store_key(), field, amount)
    pipe.execute()


def store_read() -> dict[str, float]:
    return {k.decode(): float(v) for k, v in _redis().hgetall(_store_key()).items()}


def _field(name: str, *labels: str) -> str:
    return _SEP.join((name, *labels))


# --- the per-process buffer ---------------------------------------------------------------
class _Buffer:
    def __init__(self) -> None:
        self._reset()
        os.register_at_fork(after_in_child=self._reset)
        atexit.register(self.flush)

    def _reset(self) -> None:
        self.lock = threading.Lock()
        self.flushing = threading.Lock()  # a flush() returns after any flush in flight
        self.values: dict[str, float] = defaultdict(float)
        self.thread: threading.Thread | None = None

    def add(self, items: list[tuple[str, float]]) -> None:
        with self.lock:
            for field, amount in items:
                self.values[field] += amount
            if self.thread is None:
                self.thread = threading.Thread(target=self._loop, name="metrics-flush",
                                               daemon=True)
                self.thread.start()

    def _loop(self) -> None:
        while True:
            time.sleep(FLUSH_SECONDS)
            self.flush()

    def flush(self) -> None:
        with self.flushing:
            with self.lock:
                values, self.values = self.values, defaultdict(float)
            if not values:
                return
            try:
                store_add(values)
            except Exception as exc:  # noqa: BLE001 - metrics never break the service
                log.warning("metrics flush failed", extra={"error": repr(exc)})


_buffer = _Buffer()


def _bucket(value: float, bounds: tuple[float, ...]) -> str:
    for bound in bounds:
        if value <= bound:
            return repr(bound)
    return "+Inf"


def request_observe(*, route: str, method: str, status: int, seconds: float) -> None:
    """Counts one HTTP request (called by the middleware and the ASGI router)."""
    _buffer.add([
        (_field(REQUESTS, route, method, str(status)), 1.0),
        (_field(DURATION + "_bucket", route, _bucket(seconds, REQUEST_BUCKETS)), 1.0),
        (_field(DURATION + "_sum", route), seconds),
    ])


def lane_observe(outcome: str) -> None:
    """Counts a billed read the fast lane ``served`` or ``declined`` (billing/fast_lane.py)."""
    _buffer.add([(_field(LANE, outcome), 1.0)])


def metrics_flush() -> None:
    """Writes this process's buffer now (tests, shutdown)."""
    _buffer.flush()


async def observe_asgi(app, scope, receive, send, *, route: str) -> None:  # noqa: ANN001
    """Runs an ASGI app (``/mcp``) and counts its request like the middleware does."""
    started = time.perf_counter()
    status = [0]

    async def watched(message: dict) -> None:
        if message["type"] == "http.response.start":
            status[0] = message["status"]
        await send(message)

    try:
        await app(scope, receive, watched)
    finally:
        request_observe(route=route, method=scope.get("method", ""), status=status[0] or 500,
                        seconds=time.perf_counter() - started)


# --- values read at scrape time -------------------------------------------------------
def _webhook_attempts_ingest() -> None:
    """Adds the exchanges logged since the last scrape to the counters, once: a
    high-water mark on the attempt id, advanced under a short lock."""
    from django.utils import timezone

    from webhooks.models import DeliveryAttempt

    if not cache.add("ops:metrics:ingest-lock", 1, timeout=30):
        return
    try:
        mark = int(store_read().get("_attempt_mark", 0))
        rows = list(
            DeliveryAttempt.objects.filter(pk__gt=mark, finished_at__lt=timezone.now() - SETTLE)
            .order_by("pk").values_list("pk", "succeeded", "status_code", "latency_ms")[:200_000]
        )
        if not rows:
            return
        values: dict[str, float] = defaultdict(float)
        for _, succeeded, code, latency_ms in rows:
            outcome = "succeeded" if succeeded else (
                f"http_{code // 100}xx" if code else "error")
            seconds = latency_ms / 1000
            values[_field(DELIVERIES, outcome)] += 1
            values[_field(DELIVERY_SECONDS + "_bucket", _bucket(seconds, DELIVERY_BUCKETS))] += 1
            values[_field(DELIVERY_SECONDS + "_sum")] += seconds
        values["_attempt_mark"] = rows[-1][0] - mark
        store_add(values)
    finally:
        cache.delete("ops:metrics:ingest-lock")


def _histogram(name: str, doc: str, totals: dict[str, float], labels: list[str],
               bounds: tuple[float, ...]) -> HistogramMetricFamily:
    family = HistogramMetricFamily(name, doc, labels=labels)
    series: dict[tuple[str, ...], dict[str, float]] = defaultdict(dict)
    for field, value in totals.items():
        parts = field.split(_SEP)
        if parts[0] == name + "_bucket":
            series[tuple(parts[1:-1])][parts[-1]] = value
    for label_values, counts in sorted(series.items()):
        cumulative, buckets = 0.0, []
        for bound in [*map(repr, bounds), "+Inf"]:
            cumulative += counts.get(bound, 0.0)
            buckets.append((bound, cumulative))
        total = totals.get(_field(name + "_sum", *label_values), 0.0)
        family.add_metric(list(label_values), buckets, total)
    return family


class ServiceCollector:
    def collect(self):  # noqa: ANN201
        from django.db.models import Count, Sum
        from django.utils import timezone

        from billing.models import UsageDaily
        from jobs.models import Job
        from webhooks.models import Delivery

        _webhook_attempts_ingest()
        totals = store_read()
        requests = CounterMetricFamily(REQUESTS, "HTTP requests by route, method and status.",
                                       labels=["route", "method", "status"])
        deliveries = CounterMetricFamily(DELIVERIES, "Webhook exchanges by outcome.",
                                         labels=["outcome"])
        lane = CounterMetricFamily(LANE, "Billed reads the fast lane served or declined "
                                   "(declined: Django answered).", labels=["outcome"])
        families = {REQUESTS: requests, DELIVERIES: deliveries, LANE: lane}
        for field, value in sorted(totals.items()):
            name, *labels = field.split(_SEP)
            if name in families:
                families[name].add_metric(labels, value)
        yield requests
        yield lane
        yield _histogram(DURATION, "HTTP request duration by route.", totals, ["route"],
                         REQUEST_BUCKETS)
        yield deliveries
        yield _histogram(DELIVERY_SECONDS, "Webhook exchange duration (connect to last byte).",
                         totals, [], DELIVERY_BUCKETS)
        pending = GaugeMetricFamily("svc_webhook_deliveries_pending",
                                    "Deliveries waiting for their (next) attempt.")
        pending.add_metric([], Delivery.objects.filter(status=Delivery.PENDING).count())
        yield pending
        jobs = GaugeMetricFamily("svc_jobs", "Jobs by type and state.", labels=["type", "status"])
        for row in Job.objects.values("type", "status").annotate(n=Count("pk")).order_by():
            jobs.add_metric([row["type"], row["status"]], row["n"])
        yield jobs
        credits = GaugeMetricFamily("svc_credits_charged_today",
                                    "Credits charged today (UTC) by endpoint.",
                                    labels=["endpoint"])
        today = UsageDaily.objects.filter(day=timezone.now().date()).values("endpoint")
        for row in today.annotate(c=Sum("credits")).order_by("endpoint"):
            credits.add_metric([row["endpoint"]], row["c"] or 0)
        yield credits


def metrics_view(request: HttpRequest) -> HttpResponse:
    """``GET /metrics``: 404 unless ``METRICS_TOKEN`` is set; then 401 without and 403 with
    a wrong ``Authorization: Bearer <token>``."""
    token = settings.METRICS_TOKEN
    if not token:
        raise Http404("No such resource.")
    header = request.META.get("HTTP_AUTHORIZATION", "")
    if not header.startswith("Bearer "):
        response = HttpResponse("authorization required\n", status=401,
                                content_type="text/plain")
        response["WWW-Authenticate"] = 'Bearer realm="metrics"'
        return response
    if not hmac.compare_digest(header.removeprefix("Bearer ").encode(), token.encode()):
        return HttpResponse("forbidden\n", status=403, content_type="text/plain")
    metrics_flush()
    registry = CollectorRegistry(auto_describe=False)
    registry.register(ServiceCollector())
    return HttpResponse(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)
