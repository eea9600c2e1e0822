"""Rules of the ninth and tenth parser rounds (issue 19), found on the unseen tuning pages of
900-992. Each from its own minimal page (names, places and numbers made up)."""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import imprint_page as _page


def test_a_swiss_town_with_its_canton_is_no_company() -> None:
    page = _page("<h1>Impressum</h1><p>Betreiber der Website</p><p>Advokatur Kunz<br>Fabrikweg 9<br>5033 Buchs AG<br>"
                 "Schweiz</p>")
    record = parse_imprint(page)
    assert record["name"] == "Advokatur Kunz" and record["legal_form"] is None
    assert record["address"]["city"] == "Buchs AG"


def test_the_full_name_label_on_its_own_line_and_a_clubs_name_with_a_dash() -> None:
    page = _page("<h1>Impressum</h1><h2>Vereinsdaten</h2><p><b>Vollständiger Name</b><br>"
                 "Klartext - Verein zur Förderung der Lesekultur</p><p><b>ZVR-Zahl</b><br>123456789</p>"
                 "<p><b>Zustellanschrift</b><br>Lindengasse 8/6<br>1070 Wien</p>")
    record = parse_imprint(page)
    assert record["name"] == "Klartext - Verein zur Förderung der Lesekultur"


def test_a_sole_traders_block_above_the_first_imprint_heading_is_the_provider() -> None:
    page = _page("<h1>Verantwortlicher Inhaber:</h1><p>Jan Ott<br>Dipl.-Ing. Architekt<br>Hafenweg 3<br>D-24103 Kiel<br>"
                 "Telefon + (0)431 - 23001-50<br>USt-IdNr. DE814324878</p>"
                 "<h2>Informationen nach § 5 Telemediengesetz (TMG):</h2><p>Berufsbezeichnung: Architekt</p>"
                 "<h2>Mitwirkende bei der Seitenerstellung:</h2><p>Anna Roth, Handskizzen<br>www.roth.de</p>"
                 + "<h2>Haftungsausschluss:</h2><p>" + "Der Autor übernimmt keine Gewähr. " * 40 + "</p>")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott"
    assert record["address"] == {"street": "Hafenweg 3", "postal_code": "24103", "city": "Kiel", "country": "DE"}
    assert record["vat_id"] == "DE814324878"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]
    assert record["phone"] == "+494312300150"  # "+ (0)431 …": printed without its country code


def test_a_misspelt_amtsgericht_still_names_the_court() -> None:
    page = _page("<h1>Impressum</h1><p>Segelclub Nord e.V.<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p>Registergericht/Registernummer: Amtgericht Kiel VR 1137</p>")
    assert parse_imprint(page)["register"] == {"country": "DE", "court": "Kiel", "number": "VR 1137"}


def test_two_persons_over_a_trading_designation_trade_under_it() -> None:
    page = _page("<h1>Imprint</h1><p>Anna Roth &amp; Jan Ott<br>Still &amp; Strong Yoga<br>Hafenweg 3<br>24103 Kiel</p>")
    record = parse_imprint(page)
    assert record["name"] == "Still & Strong Yoga"
    assert record["legal_form"] is None and record["representatives"] == []


def test_a_modals_small_title_over_the_pages_larger_headings() -> None:
    page = ('<html><head><title>Startseite</title></head><body><main><h1>Willkommen</h1><p>Schön, dass Sie da sind.</p>'
            "<h2>Leistungen</h2><p>Beratung</p>"
            '<div class="modal"><h5>Impressum</h5><p>Stand: 1. März 2026</p><h2>Wir sind für Sie da!</h2>'
            "<p><b>Kontor Nord GmbH</b></p><p>Hafenweg 3<br>24103 Kiel</p><p>E-Mail: info@kontor-nord.de</p>"
            "<h2>Haftungshinweis</h2><p>Für Links übernehmen wir keine Haftung.</p></div></main></body></html>")
    record = parse_imprint(page)
    assert record["name"] == "Kontor Nord GmbH"
    assert record["address"]["city"] == "Kiel"


def test_a_private_site_named_in_a_sentence_names_its_person() -> None:
    # CONTRACT section 7: a private person's site gives the person's name (no legal form)
    for sentence in ("Dies ist eine private Website von Jan Ott.", "Private Homepage von Jan Ott",
                     "This is the personal website of Jan Ott."):
        record = parse_imprint(_page(f"<h1>Impressum</h1><p>{sentence}</p><p>Kontakt: jan@ott.de</p>"))
        assert (record["name"], record["legal_form"], record["email"]) == ("Jan Ott", None, "jan@ott.de")


# --- round 10: private persons' and academics' pages (tuning pages 970-990) -------------------

def test_a_fonts_copyright_line_is_no_address() -> None:
    page = _page("<h1>Impressum</h1><p>Jan Ott<br>E-Mail: jan@ott.de</p><h2>Verwendete Schriften</h2>"
                 "<p>SourceSans.ttf: Copyright 2010, 2012 Adobe Systems Incorporated. All Rights Reserved.</p>")
    assert parse_imprint(page)["address"] is None


def test_a_generators_law_list_and_a_complaint_to_the_authority_are_no_business_signals() -> None:
    page = _page("<h1>Impressum</h1><p>Informationspflicht laut §5 E-Commerce Gesetz, §14 Unternehmensgesetzbuch, "
                 "§63 Gewerbeordnung und Offenlegungspflicht laut §25 Mediengesetz.</p>"
                 "<p>Jan Ott<br>Hafengasse 3<br>1020 Wien<br>Österreich</p><h2>Ihre Rechte</h2>"
                 "<p>Sie können sich bei der Aufsichtsbehörde beschweren.</p>")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott" and record["representatives"] == []


def test_a_buildings_name_between_the_street_and_the_postal_line_is_no_provider() -> None:
    page = _page("<h1>Angaben gemäß § 5 TMG:</h1><h2>Kontakt:</h2><ul><li>Jan Ott</li><li>Hafenweg 15</li>"
                 "<li>Rund Vier B</li><li>1020, Wien</li><li>Österreich</li><li>jan@ott.at</li></ul>")
    assert parse_imprint(page)["name"] == "Jan Ott"


def test_an_academic_over_the_institutes_address_is_the_provider() -> None:
    page = _page("<h1>Impressum</h1><h2>Publisher</h2><p>Dr. Anna Roth</p>"
                 "<p>Karlsruhe Institute of Technology (KIT)<br>Institut für Robotik<br>"
                 "Engler-Bunte-Ring 8, Gebäude 40.28<br>76131 Karlsruhe</p>")
    record = parse_imprint(page)
    assert record["name"] == "Anna Roth"
    assert record["address"]["street"] == "Engler-Bunte-Ring 8, Gebäude 40.28"


def test_a_house_number_after_a_comma() -> None:
    page = _page("<h1>Impressum</h1><p>Jan Ott<br>Arenbergstraße, 7<br>45731 Waltrop</p>")
    assert parse_imprint(page)["address"]["street"] == "Arenbergstraße, 7"


def test_a_responsible_heading_that_cites_the_provider_law_opens_the_provider_block() -> None:
    # (round 9's own provider-heading pattern once took this pattern's name and silently changed it)
    from companies.imprint.sections import classify_head

    assert classify_head("Verantwortlich gemäß § 5 TMG:") == "include"
    assert classify_head("Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:") == "exclude"


def test_a_house_number_alone_below_its_streets_name() -> None:
    # round 11 (tuning pages 749-881)
    page = _page("<h2>Impressum</h2><p>Jan Ott<br>Pegnitzstr.<br>31<br>90762 Fürth</p><p>E-Mail: jan@ott.de</p>")
    assert parse_imprint(page)["address"] == {"street": "Pegnitzstr. 31", "postal_code": "90762", "city": "Fürth",
                                              "country": "DE"}


def test_text_before_a_sidebar_belongs_to_the_page_not_to_the_sidebar() -> None:
    # bare text at the end of an included fragment, then a theme's <aside>: the text is the page's
    page = ("<html><head><title>Impressum</title></head><body><h2>Impressum</h2><p>Jan Ott<br>Hafenweg 3<br>"
            "24103 Kiel</p>Aufgrund des Kleinunternehmerstatus gem. § 19 UStG erheben wir keine Umsatzsteuer."
            "<aside><h3>So finden Sie uns</h3><p>Filiale Nord</p></aside></body></html>")
    assert parse_imprint(page)["legal_form"] == "Einzelunternehmen"
