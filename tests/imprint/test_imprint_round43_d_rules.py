"""Rules of the thirty-eighth parser round from the probes of tuning-decided conventions (a third helper session, issue 19),
each on its own invented page that fails on the parser before the round, with a control case that keeps passing."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page

_CLUB = "<p>Chorgemeinschaft Wiesental e.V.<br>Mühlweg 7<br>79650 Schopfheim</p>"


def test_food_authority_block_is_another_partys():
    """Convention 842: the food authority's block under its heading is somebody else's (its number is no phone)."""
    shop = "<p>Eiscafé Lunetta — Ida Brenner, Inhaberin<br>Obere Gasse 3<br>97070 Würzburg</p>"
    authority = "<p>Stadt Würzburg, Rückermainhof 2, 97070 Würzburg, Telefon: 0931 373000</p>"
    assert parse_imprint(_page(shop + "<h2>Zuständige Lebensmittelüberwachung</h2>" + authority))["phone"] is None
    # control: the same block under a contact heading is the shop's own
    assert parse_imprint(_page(shop + "<h2>Kontakt</h2>" + authority))["phone"] == "+49931373000"


def test_mailbox_under_a_heading_over_a_person_is_hers():
    """Convention 423: a function heading over a person and her mailbox; the organisation's "Kontakt" mailbox is its contact."""
    head = "<p>Freiwillige Feuerwehr Eichrode<br>Am Spritzenhaus 4<br>31535 Eichrode</p>"
    contact = "<h2>Kontakt</h2><p>Tel: 05032 44190<br>E-Mail: kontakt@ff-eichrode.de</p>"
    person = "<h3>Ortsbrandmeister</h3><p>Ulf Harms<br>ortsbrandmeister@ff-eichrode.de</p>"
    assert parse_imprint(_page(head + person + contact))["email"] == "kontakt@ff-eichrode.de"
    # control: without another mailbox the person's stays the only contact
    assert parse_imprint(_page(head + person))["email"] == "ortsbrandmeister@ff-eichrode.de"


def test_pages_made_by_a_club_name_it():
    """Convention 388: "Diese Seiten wurden erstellt vom X e.V." as the only operator statement names the operator."""
    record = parse_imprint(_page('<p>Diese Seiten wurden erstellt vom Posaunenchor "Talwind" Ebersbach e.V.</p>'
                                 "<h2>Urheberrechtshinweise</h2><p>Fotos: Lena Vogt</p>"))
    assert record["name"] == 'Posaunenchor "Talwind" Ebersbach e.V.'
    assert record["legal_form"] == "e.V."
    # control: a web designer's credit names nobody as operator
    assert parse_imprint(_page("<p>Webdesign von Pixelwerk Studio</p>"))["name"] is None


def _footer_page(street: str) -> bytes:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main><h1>Impressum</h1>'
            "<ul><li>Musikfreunde Talheim e.V.</li><li><a href=\"mailto:info@mf-talheim.de\">info@mf-talheim.de</a></li>"
            "<li>Heilbronner Straße 14b</li><li>74388 Talheim</li>"
            "<li>Vertretungsberechtigter Vorstand: Erwin Sautter</li><li>Registergericht: Stuttgart</li>"
            "<li>Registernummer: VR 2231</li><li>Inhaltlich Verantwortlicher gemäß § 10 Absatz 3 MDStV: Erwin Sautter</li></ul></main>"
            f"<footer><p>© 2021 Copyright: Musikfreunde Talheim, {street} 74388 Talheim, 1. Vors. Karl Sautter, Tel. 07133/901234</p>"
            "<p><a href=\"/impressum/\">Impressum</a></p></footer></body></html>").encode()


def test_footer_phone_beside_the_street_abbreviated():
    """Convention 1764 (59): the footer's contact line prints the club's street abbreviated ("Heilbronner Str. 14 B" for "Heilbronner Straße 14b"): its number is the phone."""
    assert parse_imprint(_footer_page("Heilbronner Str. 14 B"))["phone"] == "+497133901234"
    # control: the street printed as in the imprint
    assert parse_imprint(_footer_page("Heilbronner Straße 14b"))["phone"] == "+497133901234"


def test_content_line_printing_the_office_names_the_board():
    """Conventions 260 and 1422: a content-responsible line that prints its persons' office names them in that office."""
    roles = lambda r: sorted((p["name"], p["role"]) for p in r["representatives"])  # noqa: E731
    board = parse_imprint(_page(_CLUB + "<p>Verantwortlich nach § 55 Abs. 2 RStV: Jonas Albrecht, Mira Kühn (Vorstand)</p>"))
    assert roles(board) == [("Jonas Albrecht", "board_member"), ("Mira Kühn", "board_member")]
    chair = parse_imprint(_page(_CLUB + "<p>Verantwortlich: Jonas Albrecht<br>Vorsitzender des Chorrates</p>"))
    assert roles(chair) == [("Jonas Albrecht", "chair_of_board")]
    # control: a person named only as responsible for the content is no representative (convention 6)
    assert parse_imprint(_page(_CLUB + "<p>Verantwortlich nach § 55 Abs. 2 RStV: Jonas Albrecht</p>"))["representatives"] == []
