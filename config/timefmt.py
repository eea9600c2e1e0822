"""CONTRACT §1 time format: ISO 8601 UTC with milliseconds and ``Z``."""

from datetime import UTC, datetime


def iso_ms(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"
