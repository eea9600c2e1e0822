"""Finding the imprint page of a site from its home page.

Contract: :func:`find_imprint_links` returns absolute http(s) URLs of links whose text or
address says Impressum / Imprint / Legal notice / Offenlegung / Anbieterkennzeichnung /
Rechtliche Hinweise, best first (footer links and exact link texts rank higher), each once.
:data:`COMMON_IMPRINT_PATHS` lists paths to try when a home page links none.
"""

from __future__ import annotations

import re
from urllib.parse import urldefrag, urljoin, urlsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode

from .text import decode_html

COMMON_IMPRINT_PATHS: tuple[str, ...] = (
    "/impressum",
    "/impressum/",
    "/impressum.html",
    "/impressum.php",
    "/de/impressum",
    "/imprint",
    "/imprint/",
    "/imprint.html",
    "/en/imprint",
    "/legal-notice",
    "/legal",
    "/offenlegung",
    "/impressum-datenschutz",
    "/kontakt-impressum",
    "/anbieterkennzeichnung",
    "/rechtliche-hinweise",
)

_TEXT_SCORES: list[tuple[re.Pattern[str], int]] = [
    (re.compile(r"^\s*(?:impressum|imprint|legal notice|site notice|offenlegung)\s*$", re.I), 100),
    (re.compile(r"\b(?:impressum|imprint)\b", re.I), 80),
    (re.compile(r"legal\s+notice|site\s+notice|anbieterkennzeichnung|offenlegung", re.I), 75),
    (re.compile(r"rechtliche\s+hinweise|legal\s+information|rechtliches|pflichtangaben", re.I), 55),
]
_HREF_SCORES: list[tuple[re.Pattern[str], int]] = [
    (re.compile(r"impressum|imprint", re.I), 60),
    (re.compile(r"legal[-_]?notice|site[-_]?notice|offenlegung|anbieterkennzeichnung", re.I), 55),
    # (also a static site's file of that name: "/legal.html", "/rechtliches.html", "/legal.php")
    (re.compile(r"rechtliche[-_]?hinweise|/(?:legal|rechtliches)(?:[-_]info(?:rmation)?)?(?:/|\.html?|\.php)?$", re.I), 35),
]
_NEGATIVE = re.compile(r"datenschutz|privacy|cookie|agb|terms", re.I)


def _in_footer(node: LexborNode) -> bool:
    parent = node.parent
    while parent is not None:
        tag = parent.tag or ""
        cls = f"{parent.attributes.get('id') or ''} {parent.attributes.get('class') or ''}".lower()
        if tag == "footer" or "footer" in cls:
            return True
        parent = parent.parent
    return False


def imprint_address(url: str | None) -> bool:
    """True when a page's own address names it an imprint ("/impressum/", "/legal-notice.html", a script's page parameter
    "/index.php?seite=impressum"): the path and query read by the same patterns as an imprint link's address (never the host name)."""
    parts = urlsplit(url) if url else None
    return bool(parts) and any(pat.search(parts.path) or (parts.query and pat.search(parts.query)) for pat, _score in _HREF_SCORES)


def own_link(href: str, url: str | None) -> bool:
    """True for a link to the page itself: a fragment or nothing ("#", "#top"), or the path the page was read from ("/kontakt.htm"
    on "https://example.de/kontakt.htm"; a theme links its page title to the page's permalink)."""
    if not href or href.startswith("#"):
        return True
    return bool(url) and urlsplit(urljoin(url, href)).path.rstrip("/") == urlsplit(url).path.rstrip("/")


def find_imprint_links(html: str | bytes, base_url: str) -> list[str]:
    """Absolute URLs of likely imprint pages linked from ``html``, best first."""
    tree = LexborHTMLParser(decode_html(html))
    base = tree.css_first("base[href]")
    base_href = urljoin(base_url, base.attributes.get("href") or "") if base else base_url
    scored: dict[str, tuple[int, int]] = {}
    for order, anchor in enumerate(tree.css("a[href]")):
        href = (anchor.attributes.get("href") or "").strip()
        if not href or href.startswith(("mailto:", "tel:", "javascript:", "#")):
            continue
        text = " ".join((anchor.text() or "").split()) or (anchor.attributes.get("title") or "")
        score = max((s for pat, s in _TEXT_SCORES if pat.search(text)), default=0)
        href_score = max((s for pat, s in _HREF_SCORES if pat.search(href)), default=0)
        score = max(score, href_score) + (10 if score and href_score else 0)
        if score == 0:
            continue
        if _NEGATIVE.search(text) and not re.search(r"impressum|imprint", text, re.I):
            score -= 30
        if _in_footer(anchor):
            score += 15
        url = urldefrag(urljoin(base_href, href))[0]
        if urlsplit(url).scheme not in ("http", "https"):
            continue
        if url not in scored or scored[url][0] < score:
            scored[url] = (score, scored.get(url, (0, order))[1])
    ranked = sorted(scored.items(), key=lambda item: (-item[1][0], item[1][1]))
    return [url for url, _ in ranked]
