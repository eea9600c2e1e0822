"""Rules of a parser round on pages that gave an empty record (helper 1, round 46): a page heading linked to the page itself
(a theme links its title to the permalink) names the page, and a contact page's statement of who runs the site ("This page is
managed by") over the operator's block makes it an imprint. Each on its own invented page that fails on the parser before the
round, with a control that holds before and after."""

from companies.imprint import parse_imprint

_HEAD = '<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
_MENU = '<nav><a href="/">Start</a> <a href="/leistungen.html">Leistungen</a> <a href="/kontakt.html">Kontakt</a></nav>'
_BLOCK = ("<p><strong>Dipl.-Ing. Tilo Brandt - Ingenieurbüro</strong><br>Lerchenweg 14<br>34117 Kassel</p>"
          "<p>Tel: 0561 445566<br>E-Mail: post@brandt-ingenieure.de</p>")


def _linked_heading(href: str, url: str) -> dict:
    html = (_HEAD.format(title="Brandt - Kontakt") + _MENU + f'<main><a href="{href}"><h1>Kontakt &amp; Impressum</h1></a>'
            f"<article>{_BLOCK}</article></main></body></html>")
    return parse_imprint(html.encode(), url)


def test_heading_linked_to_the_page_itself_is_its_own():
    """"<a href="/kontakt.html"><h1>Kontakt & Impressum</h1></a>" on the page read from /kontakt.html (or linked to "#"): the page's
    own heading, which names it an imprint page."""
    record = _linked_heading("/kontakt.html", "https://brandt-ingenieure.de/kontakt.html")
    assert record["name"] == "Tilo Brandt"
    assert record["address"]["street"] == "Lerchenweg 14"
    assert _linked_heading("#", "https://brandt-ingenieure.de/kontakt.html")["name"] == "Tilo Brandt"
    # control: a heading linked to another page is a teaser's, not the page's
    assert _linked_heading("/impressum-alt.html", "https://brandt-ingenieure.de/kontakt.html")["name"] is None


def _contact_page(lead: str) -> dict:
    html = (_HEAD.format(title="Contact - Lena Vogt") + _MENU + f"<main><h1>Contact</h1><p>{lead}</p>"
            "<p><b>Lena Vogt</b><br>Kastanienallee 7<br>10435 Berlin</p><p>You may reach me at lena@vogt-notes.de.</p>"
            "<h2>Privacy</h2><p>This site stores no data about you.</p></main></body></html>")
    return parse_imprint(html.encode(), "https://vogt-notes.de/contact/")


def test_operator_statement_over_the_block_on_a_contact_page():
    """"This page is managed by" (or "Diese Website wird betrieben von:", "Betreiber dieser Website:") alone over a name,
    street and town on a contact page: the page's imprint."""
    record = _contact_page("This page is managed by")
    assert record["name"] == "Lena Vogt"
    assert record["address"]["postal_code"] == "10435"
    assert _contact_page("Diese Website wird betrieben von:")["name"] == "Lena Vogt"
    assert _contact_page("Betreiber dieser Website:")["name"] == "Lena Vogt"
    # control: a webmaster's care of the site is no operator statement
    assert _contact_page("Diese Website wird betreut von:")["name"] is None
