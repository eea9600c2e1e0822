"""The alt text of an image that shows the provider's contact (an address set as a picture against harvesting).

Contract: :func:`contact_alt` gives the alt text of an ``<img>`` when it holds a street and then a postal line ("Anna Roth,
Lindenweg 4, 8000 Zürich — anna@roth.ch") or is a mail address alone ("info (at) roth.ch"), as the page's words; any other alt text (a logo's, a photo's) gives "".
:func:`logo_alt` gives the alt text of the site's logo in its header or home link, without the word "Logo" (a designation the
page prints, convention 49), or "". :func:`picture_caption` tells a picture's ``<figcaption>`` (what the picture shows, no text
of the page's parties: "Diesela im Wald" read as the provider's name).
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser

from .linetext import visible

# The parts of such an alt text: a street with its house number ("Lindenweg 4", "Am Hang 12a"), a postal line ("8000 Zürich").
_STREET = re.compile(r"[A-ZÄÖÜ][\wäöüß.' -]{2,40}\s\d{1,4}[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)?")
_POSTAL = re.compile(r"(?:[A-Z]{1,2}-)?\d{4,5}\s+[A-ZÄÖÜ][\wäöüß.' /-]{1,40}")


_MAIL_ALT = re.compile(r"[\w.+-]+\s?(?:@|\(at\)|\[at\])\s?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,12}", re.IGNORECASE)


def contact_alt(alt: str | None) -> str:
    """``alt`` with spaces around it when it prints a street and a postal line after it, else ""."""
    if alt and _MAIL_ALT.fullmatch(alt.strip()):
        return f" {alt.strip()} "  # a mail address shown as an image, its alt text the address ("info@…", "info (at) …")
    if not alt or len(alt) > 300 or not re.search(r"\d{4}", alt):
        return ""
    parts = [p.strip() for p in re.split(r",|\s[–—|]\s", alt) if p.strip()]
    street = next((k for k, p in enumerate(parts) if _STREET.fullmatch(p)), None)
    return f" {alt} " if street is not None and any(_POSTAL.fullmatch(p) for p in parts[street + 1 :]) else ""


def logo_alt(tree: LexborHTMLParser) -> str:
    """The alt text of the site's logo (module docstring)."""
    logo = tree.css_first('header img[alt], nav img[alt], a[href="/"] img[alt], a[href="index.html"] img[alt], img[class*="logo"][alt]')
    return re.sub(r"^(?:Logo|Firmenlogo)\s+(?:von\s+|der\s+|des\s+)?|\s+(?:Logo|logo)$", "", visible(logo.attributes.get("alt") or "")) if logo else ""


def picture_caption(node) -> bool:
    """Whether ``node`` is a ``<figcaption>`` whose figure holds a picture (an image, a picture, an SVG or a video)."""
    return node.tag == "figcaption" and node.parent is not None and node.parent.css_first("img, picture, svg, video") is not None
