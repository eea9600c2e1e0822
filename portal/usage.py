"""What the portal's usage page shows: credits per day over a chosen date range (default the
last 30 days) as bars stacked REST under MCP, drawn server-side (inline SVG; the script adds
the tooltip), calls and credits per endpoint, and the balance."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from math import ceil

from django.utils import timezone

from accounts.models import Account
from billing.credits import Balance, balance_of
from billing.usage import DEFAULT_RANGE_DAYS, usage_rows

DAYS = DEFAULT_RANGE_DAYS
# Chart geometry in SVG user units (the SVG scales to the page width).
WIDTH, HEIGHT = 720, 220
LEFT, RIGHT, TOP, BOTTOM = 52, 24, 12, 28
AXIS_LABELS = 5  # about this many day labels under the bars
MCP_PREFIX = "mcp:"


def channel_of(endpoint: str) -> str:
    return "MCP" if endpoint.startswith(MCP_PREFIX) else "REST"


@dataclass(frozen=True)
class Segment:
    channel: str  # "rest" or "mcp"
    y: float
    height: float


@dataclass(frozen=True)
class Bar:
    day: date
    rest_credits: int
    rest_calls: int
    mcp_credits: int
    mcp_calls: int
    x: float
    width: float
    segments: list[Segment]
    label: str  # x-axis label, only on some bars
    slot_x: float  # the day's whole column (hover and focus target)
    slot_width: float

    @property
    def credits(self) -> int:
        return self.rest_credits + self.mcp_credits

    @property
    def calls(self) -> int:
        return self.rest_calls + self.mcp_calls

    @property
    def center(self) -> float:
        return round(self.x + self.width / 2, 2)

    @property
    def summary(self) -> str:
        """The exact values, as the tooltip and screen readers say them."""
        return (
            f"{self.day:%a, %b} {self.day.day}: {self.credits:,} credits "
            f"(REST {self.rest_credits:,} in {self.rest_calls:,} calls, "
            f"MCP {self.mcp_credits:,} in {self.mcp_calls:,} calls)"
        )


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
        return channel_of(self.endpoint)


@dataclass(frozen=True)
class UsageOverview:
    first_day: date
    last_day: date
    bars: list[Bar]
    ticks: list[Tick]
    endpoints: list[EndpointUsage]
    total_credits: int
    total_calls: int
    rest_credits: int
    mcp_credits: int
    balance: Balance
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    baseline: float = HEIGHT - BOTTOM

    @property
    def days(self) -> int:
        return len(self.bars)


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


def _segments(rest: int, mcp: int, *, top: int, plot_h: float) -> list[Segment]:
    """REST at the bottom, MCP on top; a day with any use stays visible (2 units)."""
    segments, base = [], TOP + plot_h
    for channel, credits in (("rest", rest), ("mcp", mcp)):
        if not credits:
            continue
        height = max(plot_h * credits / top, 2)
        base -= height
        segments.append(Segment(channel, round(base, 2), round(height, 2)))
    return segments


def usage_overview(
    *, account: Account, date_from: date | None = None, date_to: date | None = None,
    today: date | None = None, key_ids: list[int] | None = None,
) -> UsageOverview:
    """Usage of ``account`` from ``date_from`` to ``date_to`` (inclusive; default the 30
    days up to today), of the keys ``key_ids`` (default all). The range is checked by the
    caller (``billing.usage.usage_range``)."""
    last = date_to or today or timezone.now().date()
    first = date_from or last - timedelta(days=DAYS - 1)
    days = (last - first).days + 1
    per_day: dict[tuple[date, str], list[int]] = {}
    endpoints: dict[str, list[int]] = {}
    for row in usage_rows(account=account, date_from=first, date_to=last, key_ids=key_ids):
        counts = per_day.setdefault((row.day, channel_of(row.endpoint)), [0, 0])
        counts[0] += row.credits
        counts[1] += row.calls
        totals = endpoints.setdefault(row.endpoint, [0, 0])
        totals[0] += row.calls
        totals[1] += row.credits
    per_endpoint = sorted(
        (EndpointUsage(endpoint, calls, credits)
         for endpoint, (calls, credits) in endpoints.items()),
        key=lambda e: (-e.credits, -e.calls, e.endpoint),
    )
    daily_totals = {}
    for (day, _), (credits, _) in per_day.items():
        daily_totals[day] = daily_totals.get(day, 0) + credits
    top = _nice_ceiling(max(daily_totals.values(), default=0))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    slot = plot_w / days
    label_every = max(1, ceil(days / AXIS_LABELS))
    bars = []
    for index in range(days):
        day = first + timedelta(days=index)
        rest_credits, rest_calls = per_day.get((day, "REST"), (0, 0))
        mcp_credits, mcp_calls = per_day.get((day, "MCP"), (0, 0))
        bars.append(
            Bar(
                day=day,
                rest_credits=rest_credits,
                rest_calls=rest_calls,
                mcp_credits=mcp_credits,
                mcp_calls=mcp_calls,
                x=round(LEFT + index * slot + slot * 0.15, 2),
                width=round(slot * 0.7, 2),
                segments=_segments(rest_credits, mcp_credits, top=top, plot_h=plot_h),
                label=f"{day:%b} {day.day}" if (days - 1 - index) % label_every == 0 else "",
                slot_x=round(LEFT + index * slot, 2),
                slot_width=round(slot, 2),
            )
        )
    ticks = [
        Tick(value=top * i // TICKS, y=round(TOP + plot_h - plot_h * i / TICKS, 2))
        for i in range(TICKS + 1)
    ]
    return UsageOverview(
        first_day=first,
        last_day=last,
        bars=bars,
        ticks=ticks,
        endpoints=per_endpoint,
        total_credits=sum(b.credits for b in bars),
        total_calls=sum(b.calls for b in bars),
        rest_credits=sum(b.rest_credits for b in bars),
        mcp_credits=sum(b.mcp_credits for b in bars),
        balance=balance_of(account),
    )
