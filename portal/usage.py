"""What the portal's usage page shows: credits per day for the last 30 days as bars drawn
server-side (inline SVG, no script), calls and credits per endpoint, and the balance."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from django.db.models import Sum
from django.utils import timezone

from accounts.models import Account
from billing.credits import Balance, balance_of
from billing.models import UsageDaily

DAYS = 30
# Chart geometry in SVG user units (the SVG scales to the page width).
WIDTH, HEIGHT = 720, 220
LEFT, RIGHT, TOP, BOTTOM = 52, 24, 12, 28


@dataclass(frozen=True)
class Bar:
    day: date
    credits: int
    calls: int
    x: float
    y: float
    width: float
    height: float
    label: str  # x-axis label, only on some bars

    @property
    def center(self) -> float:
        return round(self.x + self.width / 2, 2)


@dataclass(frozen=True)
class Tick:
    value: int
    y: float


@dataclass(frozen=True)
class EndpointUsage:
    endpoint: str
    calls: int
    credits: int

    @property
    def channel(self) -> str:
        return "MCP" if self.endpoint.startswith("mcp:") else "REST"


@dataclass(frozen=True)
class UsageOverview:
    first_day: date
    last_day: date
    bars: list[Bar]
    ticks: list[Tick]
    endpoints: list[EndpointUsage]
    total_credits: int
    total_calls: int
    balance: Balance
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    baseline: float = HEIGHT - BOTTOM


TICKS = 4  # horizontal grid intervals


def _nice_ceiling(value: int) -> int:
    """The chart's top: 4 x a round step (1, 2, 2.5, 5 x 10^n, whole numbers only) that
    reaches ``value``, so the grid lines carry round labels (0, 25, 50, 75, 100)."""
    magnitude = 1
    while True:
        for factor in (1, 2, 2.5, 5):
            step = magnitude * factor
            if step == int(step) and step * TICKS >= max(value, TICKS):
                return int(step * TICKS)
        magnitude *= 10


def usage_overview(*, account: Account, today: date | None = None) -> UsageOverview:
    today = today or timezone.now().date()
    first = today - timedelta(days=DAYS - 1)
    rows = UsageDaily.objects.filter(account=account, day__range=(first, today))
    per_day = {
        row["day"]: (row["credits"], row["calls"])
        for row in rows.values("day").annotate(credits=Sum("credits"), calls=Sum("calls"))
    }
    per_endpoint = [
        EndpointUsage(row["endpoint"], row["calls"], row["credits"])
        for row in rows.values("endpoint")
        .annotate(credits=Sum("credits"), calls=Sum("calls"))
        .order_by("-credits", "-calls", "endpoint")
    ]
    top = _nice_ceiling(max((c for c, _ in per_day.values()), default=0))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    slot = plot_w / DAYS
    bars = []
    for index in range(DAYS):
        day = first + timedelta(days=index)
        credits, calls = per_day.get(day, (0, 0))
        height = plot_h * credits / top
        if credits and height < 2:
            height = 2  # a day with any use stays visible
        bars.append(
            Bar(
                day=day,
                credits=credits,
                calls=calls,
                x=round(LEFT + index * slot + slot * 0.15, 2),
                y=round(TOP + plot_h - height, 2),
                width=round(slot * 0.7, 2),
                height=round(height, 2),
                label=f"{day:%b} {day.day}" if (DAYS - 1 - index) % 7 == 0 else "",
            )
        )
    ticks = [
        Tick(value=top * i // TICKS, y=round(TOP + plot_h - plot_h * i / TICKS, 2))
        for i in range(TICKS + 1)
    ]
    return UsageOverview(
        first_day=first,
        last_day=today,
        bars=bars,
        ticks=ticks,
        endpoints=per_endpoint,
        total_credits=sum(c for c, _ in per_day.values()),
        total_calls=sum(n for _, n in per_day.values()),
        balance=balance_of(account),
    )
