"""Real tuning pages in other markup give the same record: the parser reads structure, not the page's HTML."""

from __future__ import annotations

import re

import pytest

from companies.imprint import parse_imprint
from tests.imprint.build_real_corpus import built_pages

_CHROME_TOP = ('<div class="topline"><span>Ott &amp; Partner</span> <span>Willkommen auf unserer Website</span></div>'
               '<div id="menu"><a href="/">Startseite</a> <a href="/leistungen">Leistungen</a> '
               '<a href="/team">Team</a> <a href="/kontakt">Kontakt</a></div>')
_CHROME_BOTTOM = ('<div class="bottom"><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a>'
                  "<p>© 2024 Alle Rechte vorbehalten</p></div>")


def _wrap(html: str, before: str, after: str) -> str:
    if re.search(r"<body[^>]*>", html, re.I):
        html = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + before, html, count=1, flags=re.I)
    else:
        html = before + html
    return html.replace("</body>", after + "</body>") if "</body>" in html else html + after


VARIANTS = {
    # site chrome that is not marked as header or nav: a brand line, a slogan, a menu, a footer
    "chrome": lambda h: _wrap(h, _CHROME_TOP, _CHROME_BOTTOM),
    # one paragraph per line instead of line breaks
    "paragraphs": lambda h: re.sub(r"<br\s*/?>", "</p><p>", h),
    # bold paragraphs instead of sub-headings
    "bold-headings": lambda h: re.sub(r"<h([2-4])[^>]*>(.*?)</h\1>", r"<p><strong>\2</strong></p>", h, flags=re.S | re.I),
    # div soup instead of paragraphs
    "divs": lambda h: re.sub(r"<(/?)p(\s[^>]*)?>", r"<\1div>", h, flags=re.I),
    # an old table layout with a link column
    "table-layout": lambda h: _wrap(h, '<table><tr><td class="nav"><a href="/">Home</a><br><a href="/x">Angebot</a></td><td>',
                                    "</td></tr></table>"),
    # a logo heading built on a credit word above everything
    "brand-heading": lambda h: _wrap(h, '<div class="logo"><h2>Ott Webdesign</h2></div>', ""),
    # an introductory sentence above everything
    "intro": lambda h: _wrap(h, "<p>Hier finden Sie alle rechtlich notwendigen Angaben zu dieser Website.</p>", ""),
    # a sidebar with a branch's contact card below everything
    "sidebar": lambda h: _wrap(h, "", "<aside><h3>So finden Sie uns</h3><p>Filiale Nord<br>Hafenweg 3<br>20459 Hamburg</p>"
                                      "<p>Tel. 040 123456</p></aside>"),
    # the whole content in a wrapper whose class says "footer"
    "footer-wrapper": lambda h: _wrap(h, '<div class="page-footer-area">', "</div>"),
    # upper-case headings
    "upper-headings": lambda h: re.sub(r"<h([1-4])([^>]*)>(.*?)</h\1>", lambda m: f"<h{m.group(1)}{m.group(2)}>{m.group(3).upper()}</h{m.group(1)}>",
                                       h, flags=re.S | re.I),
    # umlauts as named entities
    "entities": lambda h: h.replace("ä", "&auml;").replace("ö", "&ouml;").replace("ü", "&uuml;").replace("ß", "&szlig;"),
}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_real_tuning_pages_in_other_markup_give_the_same_record(variant: str) -> None:
    changed = {}
    for stem, page, _expected in built_pages("real_tune"):
        html = page.decode("utf-8", "replace")
        original, varied = parse_imprint(html), parse_imprint(VARIANTS[variant](html))
        if varied != original:
            changed[stem] = {k: (original[k], varied[k]) for k in original if varied[k] != original[k]}
    assert not changed, changed
