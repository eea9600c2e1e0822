"""Rules of the fifty-fifth parser round (helper k2): imprints the parser read nothing or no postal address from although the page
prints it (a street word abbreviated in small letters, a village's house number after its abbreviated river, a four-digit postal
code under a German template's register). Each rule with its own invented minimal page, failing on the parser before the round,
and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _address(record: dict) -> tuple | None:
    address = record["address"]
    return (
        (address["street"], address["postal_code"], address["city"], address["country"])
        if address
        else None
    )


def test_a_street_word_abbreviated_in_small_letters_with_a_comma_after_the_number_is_read():
    record = _read(
        "<h3>Angaben gemäß § 5 TMG</h3><p>Jonas Fiebig<br>Webdesign Fiebig<br>Obere landstr. 17b,<br>69117 Heidelberg</p>"
        "<p>E-Mail: post@fiebig.invalid</p>"
    )
    assert _address(record) == ("Obere landstr. 17b", "69117", "Heidelberg", "DE")


def test_control_a_small_word_before_a_number_is_no_street():
    record = _read(
        "<h3>Angaben gemäß § 5 TMG</h3><p>Jonas Fiebig<br>Webdesign Fiebig<br>obere etage 17b,<br>69117 Heidelberg</p>"
        "<p>E-Mail: post@fiebig.invalid</p>"
    )
    assert record["address"] is None


def test_a_village_house_number_after_an_abbreviated_river_is_the_street():
    record = _read(
        "<h1>Impressum</h1><p>Gasthaus Lindner</p><p>Altenfelden i.Mkr. 9</p><p>4121 Altenfelden</p>"
        "<p>E-Mail: gasthaus@lindner.invalid</p>"
    )
    assert _address(record)[:3] == ("Altenfelden i.Mkr. 9", "4121", "Altenfelden")


def test_control_a_lowercase_word_with_a_full_stop_before_a_number_is_no_street():
    record = _read(
        "<h1>Impressum</h1><p>Gasthaus Lindner</p><p>Altenfelden ca. 9</p><p>4121 Altenfelden</p>"
        "<p>E-Mail: gasthaus@lindner.invalid</p>"
    )
    assert record["address"] is None


def test_a_four_digit_postal_code_under_a_german_register_is_not_german():
    record = _read(
        "<h2>Angaben gemäß § 5 TMG:</h2><p>Lindner Wirt GmbH</p><p>Marktplatz 4</p><p>4150 Rohrbach</p>"
        "<h2>Registergericht:</h2><p>Amtsgericht Passau</p><h2>Registernummer:</h2><p>HRB 4711</p>"
    )
    assert _address(record) == ("Marktplatz 4", "4150", "Rohrbach", "AT")


def test_control_a_five_digit_postal_code_under_a_german_register_is_german():
    record = _read(
        "<h2>Angaben gemäß § 5 TMG:</h2><p>Lindner Wirt GmbH</p><p>Marktplatz 4</p><p>94032 Passau</p>"
        "<h2>Registergericht:</h2><p>Amtsgericht Passau</p><h2>Registernummer:</h2><p>HRB 4711</p>"
    )
    assert _address(record) == ("Marktplatz 4", "94032", "Passau", "DE")


def test_a_street_word_abbreviated_in_small_letters_is_read():
    record = _read(
        "<h3>Angaben gemäß § 5 TMG</h3><p>Jonas Fiebig<br>Webdesign Fiebig<br>Obere landstr. 17b<br>69117 Heidelberg</p>"
        "<p>E-Mail: post@fiebig.invalid</p>"
    )
    assert _address(record) == ("Obere landstr. 17b", "69117", "Heidelberg", "DE")


def test_a_joined_address_label_before_the_street_on_one_line_is_read():
    record = _read(
        "<h1>Impressum</h1><p>Weidenbüro GmbH</p><p>Sitz und Anschrift: Lindenstraße 3, 28195 Bremen</p>"
    )
    assert _address(record) == ("Lindenstraße 3", "28195", "Bremen", "DE")


def test_a_slashed_address_label_before_the_street_on_one_line_is_read():
    record = _read(
        "<h1>Impressum</h1><p>Weidenbüro GmbH</p><p>Adresse / Kontakt: Lindenstraße 3, 28195 Bremen</p>"
    )
    assert _address(record) == ("Lindenstraße 3", "28195", "Bremen", "DE")


def test_control_a_label_joined_to_no_address_word_gives_no_street():
    record = _read(
        "<h1>Impressum</h1><p>Weidenbüro GmbH</p><p>Sitz und Öffnungszeiten: Montag 9, 28195 Bremen</p>"
    )
    assert record["address"] is None


def test_a_hyphenated_street_with_a_comma_before_its_number_is_read_as_printed():
    record = _read(
        "<h2>Impressum</h2><p>Lasergarten Weiden</p><p>Otto-Lilienthal-Straße, 5 28195 Bremen, Deutschland</p>"
        "<p>Telefon: +49 421 5550123</p>"
    )
    assert _address(record) == ("Otto-Lilienthal-Straße, 5", "28195", "Bremen", "DE")


def test_control_a_hyphenated_name_without_a_street_word_before_a_comma_and_number_is_no_street():
    record = _read(
        "<h2>Impressum</h2><p>Lasergarten Weiden</p><p>Otto-Lilienthal-Halle, 5 28195 Bremen, Deutschland</p>"
        "<p>Telefon: +49 421 5550123</p>"
    )
    assert record["address"] is None


_SHOWN_BY_STYLE = "<style>.shown-text::after { content: attr(data-v); }</style>"
_ATTR_ADDRESS = (
    '<p><span class="shown-text" data-v="Weidenweg 7, 1210 Wien" role="img"></span>, Österreich</p>'
)


def test_an_empty_element_the_stylesheet_fills_from_an_attribute_gives_its_text():
    record = _read(
        f"{_SHOWN_BY_STYLE}<h2>Impressum</h2><h3>Betreiber</h3><p><strong>Weidenbüro e.U.</strong></p>{_ATTR_ADDRESS}"
    )
    assert _address(record) == ("Weidenweg 7", "1210", "Wien", "AT")


def test_control_an_attribute_no_stylesheet_shows_gives_no_text():
    record = _read(
        f"<h2>Impressum</h2><h3>Betreiber</h3><p><strong>Weidenbüro e.U.</strong></p>{_ATTR_ADDRESS}"
    )
    assert record["address"] is None


def test_a_mannheim_square_block_and_house_number_are_the_street():
    record = _read("<h1>Impressum</h1><p>Anna Weidner</p><p>R 4, 12</p><p>68161 Mannheim</p>")
    assert _address(record) == ("R 4, 12", "68161", "Mannheim", "DE")


def test_control_a_room_number_and_a_count_are_no_street():
    record = _read("<h1>Impressum</h1><p>Anna Weidner</p><p>Raum 4, 12</p><p>68161 Mannheim</p>")
    assert record["address"] is None


def test_a_house_number_in_a_field_of_its_own_joins_the_street_field():
    record = _read(
        "<h1>Impressum</h1><p>Anna Weidner</p><p>Straße: Birkenweg</p><p>Hausnummer: 9</p><p>PLZ: 68161</p><p>Ort: Mannheim</p>"
    )
    assert _address(record) == ("Birkenweg 9", "68161", "Mannheim", "DE")


def test_control_a_number_in_a_field_of_another_kind_joins_no_street():
    record = _read(
        "<h1>Impressum</h1><p>Anna Weidner</p><p>Straße: Birkenweg</p><p>Stockwerk: 2</p><p>PLZ: 68161</p><p>Ort: Mannheim</p>"
    )
    assert (_address(record) or ("",))[0] != "Birkenweg 2"


def _home_with_card(head_class: str) -> str:
    return (
        '<html><head><meta charset="utf-8"><title>Tischlerei Weidner</title></head><body><nav class="navbar">'
        '<a href="#start">Tischlerei Weidner</a><a href="#kontakt">Kontakt</a></nav><section id="start"><p>Willkommen</p></section>'
        f'<div class="modal" id="modal-imprint"><div class="modal-card"><header class="{head_class}">'
        '<p class="modal-card-title">Impressum</p><button class="delete" aria-label="close"></button></header>'
        '<section class="modal-card-body"><p>Tischlerei Weidner</p><p>Birkenweg 9<br>68161 Mannheim<br>'
        "E-Mail: post@weidner.invalid</p></section></div></div>"
        '<footer class="footer"><a class="show-imprint">Impressum</a></footer></body></html>'
    )


def test_the_head_of_a_modal_card_titled_impressum_opens_the_imprint():
    from companies.imprint import parse_imprint

    record = parse_imprint(_home_with_card("modal-card-head"), "https://site.invalid/")
    assert _address(record) == ("Birkenweg 9", "68161", "Mannheim", "DE")


def test_control_a_site_banner_titled_impressum_is_still_the_banner():
    from companies.imprint import parse_imprint

    record = parse_imprint(_home_with_card("site-head"), "https://site.invalid/")
    assert record["address"] is None


def test_a_persons_residence_word_before_the_street_is_no_part_of_it():
    record = _read("<h1>Impressum</h1><p>Anna Weidner, wohnhaft in Birkenweg 9, 68161 Mannheim</p>")
    assert _address(record) == ("Birkenweg 9", "68161", "Mannheim", "DE")


def test_control_a_street_named_with_the_residence_word_keeps_it():
    record = _read("<h1>Impressum</h1><p>Anna Weidner, Wohnhaftweg 9, 68161 Mannheim</p>")
    assert _address(record) == ("Wohnhaftweg 9", "68161", "Mannheim", "DE")


def test_a_one_line_address_with_slashes_between_street_postal_code_and_town_is_read():
    record = _read(
        "<p>Betreiber</p><p>Wolfgarten Media</p><p>Postanschrift</p><p>Anna Weidner / Birkenweg 9 / 38448 / Wolfsburg / Deutschland</p>"
    )
    assert _address(record) == ("Birkenweg 9", "38448", "Wolfsburg", "DE")


def test_control_a_slash_after_a_number_before_no_town_gives_no_address():
    record = _read(
        "<p>Betreiber</p><p>Wolfgarten Media</p><p>Postanschrift</p><p>Anna Weidner / Birkenweg 9 / 38448 / 2024</p>"
    )
    assert record["address"] is None


def test_an_address_label_with_a_long_note_in_parentheses_before_the_street_is_read():
    record = _read(
        "<h1>Impressum</h1><p>Anna Weidner</p><p>Anschrift (keine Besucheradresse): Birkenweg 9, 68161 Mannheim</p>"
    )
    assert _address(record) == ("Birkenweg 9", "68161", "Mannheim", "DE")


def test_control_a_note_in_parentheses_with_a_number_is_no_label():
    record = _read(
        "<h1>Impressum</h1><p>Anna Weidner</p><p>Anschrift (seit 2019 keine Besucheradresse): Birkenweg 9, 68161 Mannheim</p>"
    )
    assert record["address"] is None


def test_a_trade_designation_before_the_street_on_one_line_is_the_name_not_part_of_the_street():
    record = _read(
        "<h1>Impressum</h1><p>Anna Weidner Fotografie Birkenweg 9 68161 Mannheim</p><p>E-Mail: post@weidner.invalid</p>"
    )
    assert _address(record) == ("Birkenweg 9", "68161", "Mannheim", "DE")
    assert record["name"] == "Anna Weidner Fotografie"


def test_control_a_street_named_with_an_adjective_before_its_street_word_keeps_it():
    record = _read(
        "<h1>Impressum</h1><p>Anna Weidner Fotografie</p><p>Kleine Birkenstraße 9 68161 Mannheim</p>"
    )
    assert _address(record)[0] == "Kleine Birkenstraße 9"
