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
