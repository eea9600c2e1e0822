"""Finding and reading a site's imprint for a domain refresh, through the safe fetcher
(SSRF policy, robots.txt, the identifying user agent, politeness per host, size, time and
redirect limits all come from :class:`net.fetcher.SafeFetcher`).

Order: the home page (https first, then http); the imprint links it carries (texts and
addresses such as Impressum, Imprint, Legal notice, Offenlegung, Anbieterkennzeichnung;
footer links first); the home page itself when its footer carries the imprint; then the
common imprint paths. The first page that parses as an imprint wins. Failures are
:class:`jobs.execution.JobFailed` with a stable code (see ``docs/jobs.md``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin, urlsplit

from django.conf import settings

from companies.imprint import COMMON_IMPRINT_PATHS, find_imprint_links, parse_imprint
from net.fetcher import (
    FetchError,
    FetchResult,
    FetchTimeout,
    RobotsDisallowed,
    SafeFetcher,
    UnsafeAddress,
)

from .execution import JobFailed

MAX_PAGE_BYTES = 2_000_000
MAX_LINKED_CANDIDATES = 4
_HTML_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "")


@dataclass(frozen=True)
class Imprint:
    """The imprint found: its final URL and the CONTRACT §7 record."""

    url: str
    record: dict[str, Any]


@dataclass
class _Crawl:
    fetcher: SafeFetcher
    ends_at: float
    tried: list[str] = field(default_factory=list)
    errors: list[FetchError] = field(default_factory=list)

    def fetch(self, url: str) -> FetchResult | None:
        """A page, or None when it could not be fetched (the error is kept)."""
        left = self.ends_at - time.monotonic()
        if left <= 0:
            raise JobFailed("timeout", "The site did not yield an imprint within the time limit.")
        self.tried.append(url)
        try:
            return self.fetcher.fetch(
                url,
                deadline=min(settings.CRAWLER_FETCH_DEADLINE, left),
                max_bytes=MAX_PAGE_BYTES,
                max_redirects=5,
                respect_robots=True,
                allow_http=True,
            )
        except FetchError as exc:
            self.errors.append(exc)
            return None


def _is_html(result: FetchResult) -> bool:
    kind = result.headers.get("content-type", "").split(";")[0].strip().lower()
    return 200 <= result.status < 300 and kind in _HTML_TYPES


def site_root(domain: str, scheme: str) -> str:
    port = settings.CRAWLER_PORTS[scheme]
    default = 443 if scheme == "https" else 80
    return f"{scheme}://{domain}" + ("" if port == default else f":{port}") + "/"


def _imprint_of(result: FetchResult, linked: bool = False) -> Imprint | None:
    """The imprint a fetched page gives, if any; ``linked``: the page was reached through one of the home page's imprint
    links, which names it the imprint even where its address does not ("/?page_id=12")."""
    if not _is_html(result):
        return None
    record = parse_imprint(result.body, result.url, linked=linked)
    return Imprint(result.url, record) if record.get("name") else None


def _home(crawl: _Crawl, domain: str) -> FetchResult | None:
    for scheme in ("https", "http"):
        result = crawl.fetch(site_root(domain, scheme))
        if result is not None and result.status < 500:
            return result
    return None


def _unreachable(crawl: _Crawl, domain: str) -> JobFailed:
    errors = crawl.errors
    if any(isinstance(e, RobotsDisallowed) for e in errors):
        return JobFailed("robots_disallowed", f"robots.txt of {domain} does not allow us to read the site.")
    if any(isinstance(e, FetchTimeout) for e in errors):
        return JobFailed("timeout", f"The site {domain} did not answer within the time limit.")
    if any(isinstance(e, UnsafeAddress) for e in errors):
        return JobFailed("site_refused", f"The site {domain} resolves to an address we do not connect to.")
    detail = f" ({errors[-1].code})" if errors else ""
    return JobFailed("site_unreachable", f"The site {domain} could not be reached over https or http{detail}.")


def imprint_find(domain: str, *, fetcher: SafeFetcher | None = None) -> Imprint:
    """The imprint of ``domain``'s site, or :class:`JobFailed` (``site_unreachable``,
    ``site_refused``, ``timeout``, ``robots_disallowed``, ``no_imprint``,
    ``not_an_imprint``)."""
    own = fetcher is None
    fetcher = fetcher or SafeFetcher(min_host_interval=settings.CRAWLER_HOST_INTERVAL)
    crawl = _Crawl(fetcher, time.monotonic() + settings.CRAWLER_BUDGET_SECONDS)
    try:
        return _find(crawl, domain)
    finally:
        if own:
            fetcher.close()


def _find(crawl: _Crawl, domain: str) -> Imprint:
    home = _home(crawl, domain)
    if home is None:
        raise _unreachable(crawl, domain)
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(home.url))
    links = find_imprint_links(home.body, home.url) if _is_html(home) else []
    seen = {home.url}
    read_pages = 0
    for url in links[:MAX_LINKED_CANDIDATES]:
        if url in seen:
            continue
        seen.add(url)
        page = crawl.fetch(url)
        if page is not None and _is_html(page):
            read_pages += 1
            found = _imprint_of(page, linked=True)
            if found:
                return found
    found = _imprint_of(home)
    if found:
        return found
    for path in COMMON_IMPRINT_PATHS:
        url = urljoin(origin + "/", path.lstrip("/"))
        if url in seen:
            continue
        seen.add(url)
        page = crawl.fetch(url)
        if page is not None and _is_html(page):
            read_pages += 1
            found = _imprint_of(page)
            if found:
                return found
    if any(isinstance(e, FetchTimeout) for e in crawl.errors) and not read_pages:
        raise JobFailed("timeout", f"The site {domain} did not answer within the time limit.")
    if links or read_pages:
        raise JobFailed(
            "not_an_imprint",
            f"The pages of {domain} linked or named as imprint ({', '.join(crawl.tried[1:4])}"
            f"{', ...' if len(crawl.tried) > 4 else ''}) carry no operator details.",
        )
    raise JobFailed(
        "no_imprint", f"No imprint page was found on {domain} (no imprint link, no common imprint path)."
    )
