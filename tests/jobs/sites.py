"""Company websites for refresh tests: real HTTPS (and plain http) servers on loopback,
reached under their real-looking names through the test resolver and the safe fetcher."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager

from tests.fakes.base import Response
from tests.fakes.resolver import StaticResolver
from tests.fakes.web import FakeWeb

HOSTS = [
    "muster-software.de", "www.muster-software.de", "shop.muster-software.de",
    "muster-software-shop.de", "muster-software.at", "zweite-firma.de", "kaputt.de",
]


def imprint_html(
    *,
    name: str = "Muster Software GmbH",
    street: str = "Hauptstraße 5",
    city_line: str = "80331 München",
    register: str = "HRB 123456",
    court: str = "München",
    vat_id: str = "DE811907980",
    phone: str = "+49 89 1234567",
    email: str = "info@muster-software.de",
) -> str:
    return f"""<!doctype html><html lang="de"><head><title>Impressum</title></head><body>
<h1>Impressum</h1>
<p>Angaben gemäß § 5 DDG</p>
<p>{name}<br>{street}<br>{city_line}</p>
<p>Vertreten durch den Geschäftsführer: Anna Berger</p>
<p>Registergericht: Amtsgericht {court}<br>Registernummer: {register}</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {vat_id}</p>
<p>Telefon: {phone}<br>E-Mail: {email}</p>
</body></html>"""


def home_html(*links: tuple[str, str]) -> str:
    anchors = " | ".join(f'<a href="{href}">{text}</a>' for href, text in links)
    return f"""<!doctype html><html lang="de"><head><title>Willkommen</title></head><body>
<main><h1>Software aus München</h1><p>Wir bauen Software für den Mittelstand.</p></main>
<footer>{anchors}</footer></body></html>"""


COOKIE_PAGE = """<!doctype html><html><body><h1>Cookie-Einstellungen</h1>
<p>Wir verwenden Cookies, um Ihnen das beste Erlebnis zu bieten.</p>
<button>Alle akzeptieren</button></body></html>"""


def page(html: str, **kwargs: object) -> Response:
    return Response(200, html, **kwargs)  # type: ignore[arg-type]


def free_port() -> int:
    """A loopback port nobody listens on (connections are refused)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def serving(settings, web: FakeWeb, *, http: FakeWeb | None = None) -> Iterator[FakeWeb]:
    """Points the crawler at ``web`` (https) and ``http`` (plain http; none: a closed
    port) for the block, with the test resolver and the fake CA installed."""
    settings.CRAWLER_PORTS = {"https": web.port, "http": http.port if http else free_port()}
    resolver = StaticResolver({host: "127.0.0.1" for host in HOSTS})
    with web.installed(resolver):
        yield web
