"""Rules of the sixth parser round (issue 19): where an imprint stands when nothing names it
(topics, a home page's footer), and which line is the provider's. Each from its own minimal page."""

from __future__ import annotations

from companies.imprint import parse_imprint
from companies.imprint.address import find_address


def _page(body: str, title: str = "Impressum") -> str:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head>'
            f"<body>{body}</body></html>")


def _home(footer: str, title: str = "Startseite") -> str:
    return _page('<header><nav><a href="/">Home</a> <a href="/leistungen">Leistungen</a></nav></header>'
                 "<main><h1>Willkommen bei uns</h1><p>Wir freuen uns auf Ihren Besuch.</p>"
                 "<h2>Unsere Leistungen</h2><ul><li>Beratung</li><li>Planung</li></ul></main>"
                 f'<footer class="site-footer">{footer}</footer>', title)


# --- where the imprint is ------------------------------------------------------------------

def test_page_without_imprint_heading_is_an_imprint_by_the_topics_it_covers() -> None:
    # register, VAT id and a managing director: three topics, no heading says "Impressum"
    page = _page("<main><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p>Managing Director:<br>Jan Ott</p><p>Trade Register:<br>Kiel HRB 1234</p>"
                 "<p>VAT:<br>DE814324878</p></main>", title="Kontor Nord")
    record = parse_imprint(page)
    assert record["name"] == "Kontor Nord GmbH"
    assert record["vat_id"] == "DE814324878"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_topic_words_in_sentences_count_for_profession_and_tax() -> None:
    page = _page("<main><h2>Verantwortlich für diese Seiten:</h2><p>Notar Dr. Jan Ott<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p>Die Berufsbezeichnung Notar wird vom Land verliehen.</p>"
                 "<p>Meine Umsatzsteuer-Identifikationsnummer ist DE814324878.</p></main>", title="Notar Ott")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott"
    assert record["vat_id"] == "DE814324878"


def test_two_topics_do_not_make_an_imprint() -> None:
    # a contact page: a person, an address and a liability note are not enough
    page = _page("<main><h2>Verantwortlich</h2><p>Jan Ott<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<h2>Haftung für Links</h2><p>Für fremde Inhalte haften wir nicht.</p></main>", title="Kontakt")
    assert parse_imprint(page)["name"] is None


def test_copyright_line_of_a_footer_is_no_imprint_topic() -> None:
    page = _page("<main><h2>Verantwortlich</h2><p>Jan Ott<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p>Haftung für Links: keine.</p><p>Copyright 2024 Jan Ott</p></main>", title="Kontakt")
    assert parse_imprint(page)["name"] is None


def test_provider_statement_makes_a_page_titled_as_privacy_policy_an_imprint() -> None:
    page = _page("<main><p><strong>Angaben gemäß § 5 TMG</strong></p><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<h2>Datenschutz</h2><p>Wir speichern keine Daten.</p></main>", title="Datenschutzerklärung")
    assert parse_imprint(page)["name"] == "Kontor Nord GmbH"


def test_menu_links_above_an_imprint_without_heading_are_no_part_of_it() -> None:
    page = _page('<main><p><a href="/">Kanzlei Ott</a></p><p><a href="/a">Arbeitsrecht</a></p>'
                 "<p>Kanzlei Ott<br>Anna Ott<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p>Berufsbezeichnung: Rechtsanwältin</p><p>USt-IdNr.: DE814324878</p>"
                 "<p>Online-Streitbeilegung: https://ec.europa.eu/consumers/odr/</p></main>", title="Kanzlei Ott")
    record = parse_imprint(page)
    assert record["name"] == "Kanzlei Ott"
    assert record["representatives"] == [{"name": "Anna Ott", "role": "owner"}]


def test_home_page_footer_covering_imprint_topics_is_the_imprint() -> None:
    page = _home("<p><strong>Kontakt-Adresse</strong></p><p>Jörg Roth<br>Stettbachstrasse 56<br>8051 Zürich</p>"
                 "<p><strong>Haftungsausschluss</strong></p><p>Der Autor übernimmt keine Gewähr.</p>"
                 "<p><strong>Urheberrechte</strong></p><p>Alle Rechte beim Autor.</p>")
    record = parse_imprint(page)
    assert record["name"] == "Jörg Roth"
    assert record["address"]["street"] == "Stettbachstrasse 56"


def test_home_page_footer_naming_its_club_by_label_and_register_is_the_imprint() -> None:
    page = _home("<p>Vereinsname: Kulturverein Au</p><p>ZVR-Zahl: 326711303</p>"
                 "<p>Obmann – Anna Roth</p><p>Zustelladresse – Hauptplatz 1, 9372 Eberstein</p>")
    assert parse_imprint(page)["name"] == "Kulturverein Au"


def test_footer_that_is_an_imprint_is_read_whole_also_above_its_legal_heading() -> None:
    # the provider block stands above "Disclaimer - rechtliche Hinweise"
    page = _home("<p>Winitiative e.V.<br>Salomon-Idler-Str. 4<br>86159 Augsburg</p>"
                 "<p>Registergericht: Amtsgericht Augsburg<br>Registernummer: VR 201972</p>"
                 "<p>Vertreten durch:<br>Lena Huber (1. Vorstand)</p>"
                 "<h3>Disclaimer - rechtliche Hinweise</h3><p>Haftung für Inhalte: keine.</p>"
                 "<p>Haftung für Links: keine.</p><p>Urheberrecht: beim Verein.</p>")
    record = parse_imprint(page)
    assert record["name"] == "Winitiative e.V."
    assert record["address"]["street"] == "Salomon-Idler-Str. 4"


def test_business_signals_of_a_footer_imprint_are_read_in_the_footer() -> None:
    # the signal stands in a section the record does not read (the editor's)
    page = _home("<h3>Impressum</h3><p>Anna Roth<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<h3>Verantwortlich nach § 18 MStV</h3><p>Anna Roth</p><p>Berufsbezeichnung: Heilpraktikerin</p>"
                 "<p>Haftung für Links: keine.</p>")
    record = parse_imprint(page)
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Anna Roth", "role": "owner"}]


def test_name_with_only_a_form_inferred_from_it_is_no_imprint() -> None:
    # a home page with an empty imprint dialog: "Beratung" is a trade word, nothing else confirms it
    page = _page("<main><h5>Impressum</h5><ul><li>Beratung</li><li>Planung</li></ul>"
                 "<p>Haftung für Links: keine.</p></main>", title="Startseite")
    assert parse_imprint(page) == parse_imprint("<html><body></body></html>")


# --- which line is the provider's --------------------------------------------------------

def test_trading_designation_in_the_title_is_a_business_signal() -> None:
    page = _page("<main><h1>Impressum</h1><p>Zsuzsanna Hopffgarten<br>Oppenheimer Landstraße 56<br>"
                 "60596 Frankfurt am Main</p><p>Telefon: +49 69 1234567</p></main>", title="Fußpflege Zsuzsi - Impressum")
    record = parse_imprint(page)
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Zsuzsanna Hopffgarten", "role": "owner"}]


def test_title_without_a_trade_word_is_no_business_signal() -> None:
    page = _page("<main><h1>Impressum</h1><p>Zsuzsanna Hopffgarten<br>Oppenheimer Landstraße 56<br>"
                 "60596 Frankfurt am Main</p></main>", title="Zsuzsis Seite - Impressum")
    record = parse_imprint(page)
    assert record["legal_form"] is None and record["representatives"] == []


def test_english_trading_designation_in_the_footer_copyright_is_a_business_signal() -> None:
    page = _page("<main><h1>Legal notice</h1><p>Johannes Kirchmayr<br>Bahnhofstrasse 1<br>8001 Zürich</p></main>"
                 "<footer><p>© 2026 Finstant Advisory</p></footer>", title="Legal notice")
    record = parse_imprint(page)
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Johannes Kirchmayr", "role": "owner"}]


def test_foreign_service_company_below_the_provider_block_is_not_the_provider() -> None:
    page = _page("<main><h1>Impressum</h1><p>David Basler<br>Bahnhofstrasse 38B<br>CH-6210 Sursee</p>"
                 "<h2>Google Maps</h2><p>Diese Webseite verwendet die Google Maps API.</p>"
                 "<p>Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA</p></main>")
    record = parse_imprint(page)
    assert record["name"] == "David Basler"
    assert record["address"]["postal_code"] == "6210"


def test_skip_link_heading_is_no_name() -> None:
    page = _page('<main><h1>Impressum</h1><h1 class="sr-only">Main content</h1>'
                 "<p>Simon Beimel</p><p>Gaugasse 10</p><p>65203 Wiesbaden</p></main>")
    assert parse_imprint(page)["name"] == "Simon Beimel"


def test_postal_code_alone_with_the_town_on_the_next_line() -> None:
    found = find_address(["Simon Beimel", "Gaugasse 10", "65203", "Wiesbaden", "Deutschland"])
    assert found is not None
    assert found[0] == {"street": "Gaugasse 10", "postal_code": "65203", "city": "Wiesbaden", "country": "DE"}


def test_person_printed_before_the_street_on_one_line() -> None:
    page = _page("<main><h1>Impressum</h1><p>Viktoria Mielke Eibenstr.30<br>97456 Dittelbrunn</p>"
                 "<p>Berufsbezeichnung: Friseurmeisterin</p></main>")
    record = parse_imprint(page)
    assert record["name"] == "Viktoria Mielke"
    assert record["address"]["street"] == "Eibenstr.30"


def test_street_named_after_a_person_keeps_its_name() -> None:
    assert find_address(["Fritz Müller Str. 15", "82467 Garmisch-Partenkirchen"])[0]["street"] == "Fritz Müller Str. 15"
    assert find_address(["Franz Josefs Kai 31/1/6c", "1010 Wien"])[0]["street"] == "Franz Josefs Kai 31/1/6c"


# --- values --------------------------------------------------------------------------------

def test_register_court_after_the_register_name_and_before_a_colon() -> None:
    from companies.imprint.register import find_registers

    entry = find_registers("Handelsregister Berlin Charlottenburg: HRB 211114 B")[0]
    assert (entry.court, entry.number) == ("Charlottenburg", "HRB 211114")
    # a label, not a court: "Genossenschaftsregister: GnR 318", "Registration Number: HRB 1"
    assert find_registers("Genossenschaftsregister: GnR 318")[0].court == ""
    assert find_registers("Registration Number: HRB 191437")[0].court == ""


def test_floor_and_wing_after_the_house_number_belong_to_the_street() -> None:
    found = find_address(["Muthgasse 36 / 1. OG / Süd", "A-1190 Wien"])[0]
    assert found["street"] == "Muthgasse 36 / 1. OG / Süd"


def test_town_suffix_with_an_abbreviated_bei_is_kept() -> None:
    assert find_address(["Hochbühlstrasse 10A", "CH-9532 Rickenbach b. Wil"])[0]["city"] == "Rickenbach b. Wil"


def test_word_built_on_the_first_name_between_person_and_street_is_the_designation() -> None:
    page = _page("<main><h1>Impressum</h1><p>Petra Béres<br>Petrafit<br>Georg-Löwenstein-Str. 34<br>10317 Berlin</p>"
                 "<p>E-Mail: info@petrafit.com</p></main>")
    record = parse_imprint(page)
    assert record["name"] == "Petrafit"
    # a trading designation is a business signal (convention 12): a sole trader, she its owner
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Petra Béres", "role": "owner"}]


def test_a_second_word_of_the_name_below_the_person_is_no_designation() -> None:
    page = _page("<main><h1>Impressum</h1><p>Petra Béres<br>Petras<br>Georg-Löwenstein-Str. 34<br>10317 Berlin</p>"
                 "<p>E-Mail: info@example.de</p></main>")
    assert parse_imprint(page)["name"] == "Petra Béres"


def test_linked_brand_heading_with_a_trade_word_is_a_business_signal() -> None:
    page = _page('<main><h1><a href="/">Christliche Beratung Freiburg</a></h1><h2>Impressum</h2>'
                 "<p>Theresa Kappus</p><p>Max-Josef-Metzger-Str. 14</p><p>79111 Freiburg</p></main>",
                 title="Schlüsselmomente Freiburg")
    record = parse_imprint(page)
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Theresa Kappus", "role": "owner"}]


def test_institution_compounds_are_no_person_names_but_such_surnames_are() -> None:
    from companies.imprint.persons import person_name

    assert person_name("Kammerordnung der Brandenburgischen Landesärztekammer") is None
    assert person_name("Lisa Amtsgericht") is None
    assert person_name("Anna Kammer") == "Anna Kammer"


def test_professions_as_the_site_tagline_in_the_header_are_a_business_signal() -> None:
    page = _page('<header><a href="/">Versicherungsmathematiker und Analytiker</a></header>'
                 "<main><h1>Impressum</h1><p>Simon Beimel<br>Gaugasse 10<br>65203 Wiesbaden</p></main>")
    record = parse_imprint(page)
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Simon Beimel", "role": "owner"}]


def test_a_header_line_of_other_words_is_no_business_signal() -> None:
    page = _page('<header><a href="/">Gedanken und Notizen</a></header>'
                 "<main><h1>Impressum</h1><p>Simon Beimel<br>Gaugasse 10<br>65203 Wiesbaden</p></main>")
    assert parse_imprint(page)["legal_form"] is None


def test_number_in_a_mobile_range_is_mobile_even_when_too_short_to_be_valid() -> None:
    from companies.imprint.contact import find_phone

    assert find_phone("Telefon: 0176/363832", "DE") is None  # a mobile range, one digit short
    assert find_phone("Tel: 0351 1601234", "DE") == "+493511601234"  # "160" inside a landline number
    assert find_phone("Tel: 044 123 45 67", "CH") == "+41441234567"
