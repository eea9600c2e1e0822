"""Rules of the thirty-first parser round (issue 19), helper f: the operator's name, each from its own
minimal page (names, places and numbers made up).

As in round 30, the pages follow the labelling conventions of ``corpus/REAL.md`` from their wording alone;
each rule below makes the parser read a common layout it missed, with a control that keeps its old result.
"""

from __future__ import annotations

from companies.imprint import parse_imprint


def _page(main: str, aside: str, title: str = "Kontakt und Impressum") -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav>'
            f"<main><h1>{title}</h1>{main}<aside>{aside}</aside></main><footer>© 2026</footer></body></html>").encode()


_FORM = '<p>Schreiben Sie mir über das Formular.</p><form action="/senden"><input name="name"><button>Senden</button></form>'


def test_a_sidebar_widget_titled_impressum_is_the_provider_block() -> None:
    """Convention 255: a sidebar widget titled "Impressum" beside the contact section is part of the page and
    its provider block; "Dipl. Ing. X - Sachverständiger" is person and profession, the person the owner."""
    widget = ('<div class="widget"><h3 class="widget-title">Impressum</h3><p>Dipl. Ing. Rainer Wendrich - Sachverständiger<br>'
              "Brenzweg 11<br>89522 Heidenheim<br>E-Mail: post@wendrich-gutachten.de</p></div>")
    record = parse_imprint(_page(_FORM, widget))
    assert (record["name"], record["legal_form"]) == ("Rainer Wendrich", "Einzelunternehmen")
    assert record["address"]["postal_code"] == "89522"
    # control: a sidebar card of opening hours and a branch address under another title stays out of the imprint
    card = '<div class="widget"><h3>Filiale Nord</h3><p>Ostenfelder Ring 4<br>89522 Heidenheim<br>Mo–Fr 8–17 Uhr</p></div>'
    other = parse_imprint(_page("<p>Wendrich Gutachten GmbH<br>Brenzweg 11<br>89518 Heidenheim</p>", card, "Impressum"))
    assert (other["name"], other["address"]["street"]) == ("Wendrich Gutachten GmbH", "Brenzweg 11")


def _home(footer: str, main: str = "<h1>Willkommen</h1><p>Möbel und Innenausbau nach Mass aus unserer Werkstatt.</p>") -> bytes:
    return ('<html><head><meta charset="utf-8"><title>Willkommen</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/kontakt/">Kontakt</a></nav>'
            f"<main>{main}</main><footer>{footer}</footer></body></html>").encode()


_PANEL = ('<div id="impressum"><p><strong>Copyright:</strong><br>Holzwerk Stelzli AG<br>Dorfstrasse 8<br>6390 Engelberg</p>'
          "<p><strong>Gestaltung:</strong><br>Pixelfarm GmbH, Seeweg 1, 6003 Luzern</p></div>")


def test_a_footer_toggle_labelled_impressum_heads_the_panel_it_opens() -> None:
    """Convention 117: a footer partial whose "Impressum" toggle (an in-page link or a button) opens the imprint
    panel below it is the imprint; the operator is the block that is not the agency's, whatever its heading."""
    for toggle in ('<a class="toggle" href="#impressum">Impressum</a>', '<button aria-controls="impressum">Impressum</button>'):
        assert parse_imprint(_home(toggle + _PANEL))["name"] == "Holzwerk Stelzli AG"
    # control: a plain link to the imprint page over a footer contact block is no imprint of this page
    assert parse_imprint(_home('<a href="/impressum/">Impressum</a>' + _PANEL))["name"] is None


def test_a_section_a_link_shows_is_on_the_page() -> None:
    """Convention 181: a provider section hidden by ``display:none`` until a link shows it is part of the page."""
    hidden = ('<div id="anbieterdaten" style="display:none"><p>Tischlerei Verbeek<br>Inhaber: Jan Verbeek<br>Lindenweg 3<br>'
              "48143 Münster</p></div>")
    shown = parse_imprint(_page("<p><a href=\"#\" onclick=\"document.getElementById('anbieterdaten').style.display='block'\">"
                                "Angaben anzeigen</a></p>" + hidden, "", "Impressum"))
    assert (shown["name"], shown["representatives"]) == ("Tischlerei Verbeek", [{"name": "Jan Verbeek", "role": "owner"}])
    # control: a hidden section that nothing on the page shows stays off the page
    assert parse_imprint(_page("<p>Angaben folgen.</p>" + hidden, "", "Impressum"))["name"] is None


def test_a_footer_imprint_toggle_holding_only_the_agency_credit_leaves_the_firm_block_the_operators() -> None:
    """Convention 288: the footer's firm block is the operator's when its "Impressum" toggle holds only the agency's credit."""
    firm = "<div><h2>Glashütte Kellenried AG</h2><p>Bahnhofstrasse 2<br>9000 St. Gallen</p><p>T 071 222 33 44</p></div>"
    credit = '<details id="impressum"><summary>Impressum</summary><p>Design &amp; Code: Pixelfarm GmbH, Seeweg 1, 6003 Luzern</p></details>'
    record = parse_imprint(_home(firm + credit))
    assert (record["name"], record["legal_form"]) == ("Glashütte Kellenried AG", "AG")
    # control: a panel of text that is no credit leaves the footer's firm block no imprint
    other = '<details id="impressum"><summary>Impressum</summary><p>Alle Rechte vorbehalten.</p></details>'
    assert parse_imprint(_home(firm + other))["name"] is None


def test_responsible_for_the_website_names_the_operator() -> None:
    """Convention 252: "Verantwortlich für die Website: Dr. med. X" names the site's operator (the site itself, not its
    content), the title stripped; with no business signal the person's name is the record's name."""
    line = "<p>Verantwortlich für die Website: Dr. med. Lukas Zwahlenberg<br>Aeschistrasse 5<br>3600 Thun</p><p>E-Mail: l.b@zwahlenberg.ch</p>"
    record = parse_imprint(_page(line, "", "Impressum"))
    assert (record["name"], record["representatives"]) == ("Lukas Zwahlenberg", [])
    # control: the person responsible for the content below a firm's block is not the operator
    firm = ("<p>Zwahlenberg Praxis AG<br>Aeschistrasse 5<br>3600 Thun</p><p>Verantwortlich für den Inhalt: Dr. med. Lukas Zwahlenberg</p>")
    assert parse_imprint(_page(firm, "", "Impressum"))["name"] == "Zwahlenberg Praxis AG"
