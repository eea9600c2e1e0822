"""Rules of the eighth parser round (issue 19), found on the unseen tuning pages of 800-876.
Each from its own minimal page (names, places and numbers made up)."""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import imprint_page as _page

# --- addresses ------------------------------------------------------------------------------

def test_a_comma_after_the_postal_code() -> None:
    page = _page("<h1>Imprint</h1><p>Pixelkrone Games<br>Jan Ott<br>Hafenweg 3<br>24103, Kiel<br>Germany</p>"
                 "<p>E-Mail: mail@pixelkrone.de</p>")
    record = parse_imprint(page)
    assert record["address"] == {"street": "Hafenweg 3", "postal_code": "24103", "city": "Kiel", "country": "DE"}


def test_the_town_then_the_street_on_one_line_without_a_comma() -> None:
    page = _page("<h1>Impressum</h1><p>Musikverein Lindenau</p><p>ZVR-Zahl: 987654321</p>"
                 "<p>Vereinssitz:<br>7000 Eisenstadt Lindenweg 12<br>Österreich</p>")
    record = parse_imprint(page)
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "7000", "city": "Eisenstadt",
                                 "country": "AT"}


def test_a_swiss_or_austrian_postal_code_takes_the_country_of_the_operators_domain() -> None:
    # four digits are Austrian or Swiss; a town the parser does not know and no other cue
    page = _page("<h1>Impressum</h1><p>Holzwerk Kunz GmbH<br>Dorfgasse 4<br>3999 Oberwilen<br>"
                 "info@holzwerk-kunz.ch</p>")
    record = parse_imprint(page)
    assert record["address"]["country"] == "CH"


def test_no_country_from_a_domain_when_the_page_names_two() -> None:
    # (3380 is a postal code of both countries, Oberwilen a town of neither)
    page = _page("<h1>Impressum</h1><p>Holzwerk Kunz GmbH<br>Dorfgasse 4<br>3380 Oberwilen<br>"
                 "info@holzwerk-kunz.ch<br>Partner: info@holzpartner.at</p>")
    assert parse_imprint(page)["address"]["country"] is None


def test_no_country_from_a_web_address_which_may_be_anyones() -> None:
    # (3380 is a postal code of both countries, Oberwilen a town of neither)
    page = _page("<h1>Impressum</h1><p>Anna Kunz<br>Dorfgasse 4<br>3380 Oberwilen</p>"
                 "<p>Erstellt mit dem Generator von www.impressum-generator.ch</p>")
    assert parse_imprint(page)["address"]["country"] is None


# --- whose block ------------------------------------------------------------------------------

def test_an_authority_label_in_a_paragraph_of_labels_drops_only_its_own_value() -> None:
    page = _page("<h1>Impressum</h1><p>Linden Hotel Ott KG<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p><strong>Aufsichtsbeh&ouml;rde:</strong>\nOrdnungsamt Kiel<br>"
                 "<strong>Registergericht:</strong>\nAmtsgericht Kiel<br>"
                 "<strong>Vertretungsberechtigter Gesellschafter:</strong>\nAnna Ott<br></p>")
    record = parse_imprint(page)
    assert record["representatives"] == [{"name": "Anna Ott", "role": "partner"}]
    assert record["address"]["city"] == "Kiel" and record["name"] == "Linden Hotel Ott KG"


def test_an_authoritys_label_still_drops_the_authoritys_address() -> None:
    page = _page("<h1>Impressum</h1><p>Jan Ott<br>Steuerberater</p>"
                 "<p><strong>Zuständige Aufsichtsbehörde:</strong><br>Steuerberaterkammer Nord<br>Kammerweg 1<br>20095 Hamburg</p>"
                 "<p>Hafenweg 3<br>24103 Kiel</p>")
    assert parse_imprint(page)["address"]["city"] == "Kiel"


# --- representatives ------------------------------------------------------------------------

def test_a_telephone_number_after_a_directors_name_is_hers() -> None:
    page = _page("<h1>Impressum</h1><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p>Geschäftsführer:<br>Anna Roth +49 170 123 45 67<br>Jan Ott Tel. 0431 2490</p>")
    assert parse_imprint(page)["representatives"] == [
        {"name": "Anna Roth", "role": "managing_director"}, {"name": "Jan Ott", "role": "managing_director"}]


def test_a_street_with_an_unfilled_number_is_no_board_member() -> None:
    page = _page("<h1>Impressum</h1><p>Musikverein Lindenau</p><p>ZVR-Zahl: 987654321</p>"
                 "<p>Obmann<br>Jan Ott<br>Stadtwassergasse NUMMER<br>7071 Rust</p>")
    names = [r["name"] for r in parse_imprint(page)["representatives"]]
    assert names == ["Jan Ott"]


# --- sole traders -----------------------------------------------------------------------------

def test_a_trade_after_a_dash_behind_the_persons_name_makes_a_sole_trader() -> None:
    page = _page("<h1>Impressum</h1><h2>Kontaktadresse</h2><p>Jan Ott – IT-Dienstleistungen<br>"
                 "Hafenweg 3<br>8730 Uznach, Schweiz<br>info@ott-it.ch</p>")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_person_with_a_hobby_after_a_dash_stays_a_private_page() -> None:
    page = _page("<h1>Impressum</h1><p>Jan Ott – Segeln und Wandern<br>Hafenweg 3<br>24103 Kiel</p>")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott" and record["legal_form"] is None and record["representatives"] == []


def test_an_english_trade_word_makes_a_designation_over_its_owner() -> None:
    page = _page("<h1>Imprint</h1><p>This service is provided by:</p><p>Pixelkrone Games<br>Jan Ott<br>"
                 "Hafenweg 3<br>24103 Kiel<br>Germany</p>")
    record = parse_imprint(page)
    assert record["name"] == "Pixelkrone Games"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_an_activity_below_a_name_with_a_degree_is_a_business_signal() -> None:
    page = _page("<h1>Impressum</h1><p>Jan Ott, M.A.<br>— Fotografie &amp; Medien<br>Hafenweg 3<br>24103 Kiel</p>")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


# --- found by re-marking the new tuning pages up (test_imprint_real_structure.py) ----------------

def test_a_blog_themes_widget_column_is_no_part_of_the_imprint() -> None:
    page = _page('<div class="col-md-8"><article><h1>Impressum</h1><p>Webadmin: Jan Ott<br>E-Mail: jan@ott.de</p>'
                 '</article></div><div class="col-md-4"><div class="widget widget_recent_entries"><h4>Sommerfest</h4>'
                 "<ul><li>Neue Öffnungszeiten</li><li>Kontor Nord GmbH</li></ul></div></div>")
    record = parse_imprint(page)
    assert record["name"] is None and record["representatives"] == []


def test_a_page_builders_widget_class_still_holds_the_imprint() -> None:
    page = _page('<div class="elementor-widget elementor-widget-text-editor"><h1>Impressum</h1>'
                 "<p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p></div>")
    assert parse_imprint(page)["name"] == "Kontor Nord GmbH"


def test_a_bold_role_label_between_a_trading_name_and_a_person_labels_the_person() -> None:
    # "Blumenhaus Roth" / **Inhaber** / "Anna Roth": not a person with her role below
    page = _page("<h1>Impressum</h1><p>Kiel Handgemachte Schuhe<br><strong>Inhaber</strong><br>Anna Roth<br>"
                 "Hafenweg 3, 24103 Kiel</p>")
    assert parse_imprint(page)["representatives"] == [{"name": "Anna Roth", "role": "owner"}]


def test_a_capital_companys_register_is_no_sole_trader_whatever_its_trade_word() -> None:
    page = _page("<h1>Impressum</h1><p>Nordlicht Software<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p>Amtsgericht Kiel, HRB 9876</p>")
    assert parse_imprint(page)["legal_form"] != "Einzelunternehmen"
