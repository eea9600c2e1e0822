"""Rules added to generalise over real imprint pages (issue 19, second round): each from its own minimal page."""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import imprint_page as _imprint


def test_a_pictograph_in_place_of_a_label_does_not_hide_the_address() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kontor Nord GmbH</p><p>📍 Hafenweg 3, 24103 Kiel</p><p>☎️ 0431 765432</p>"))
    assert record["address"] == {"street": "Hafenweg 3", "postal_code": "24103", "city": "Kiel", "country": "DE"}
    assert record["phone"] == "+49431765432"


def test_a_swiss_sagl_is_a_gmbh() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Ticino Bau Sagl<br>Via Cantonale 7<br>6900 Lugano</p><p>Gerente: Luca Rossi</p>"))
    assert (record["name"], record["legal_form"]) == ("Ticino Bau Sagl", "GmbH")
    assert {"name": "Ticino Bau Sagl", "role": "owner"} not in record["representatives"]


def test_counting_sequence_fn_and_vat_numbers_are_placeholders() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kontor Nord GmbH<br>Hafenweg 3<br>1010 Wien</p>"
        "<p>Firmenbuchnummer: FN 123456a</p><p>UID: ATU12345678</p>"))
    assert (record["register"], record["vat_id"]) == (None, None)
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p>"
        "<p>Amtsgericht Kiel, HRB 123456</p><p>USt-IdNr.: DE123456789</p>"))
    assert (record["register"], record["vat_id"]) == ({"country": "DE", "court": "Kiel", "number": "HRB 123456"}, None)
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p><p>Amtsgericht Musterstadt, HRB 4711</p>"))
    assert record["register"] is None


def test_inh_abbreviation_without_colon_names_the_owner_of_a_sole_trader() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Physiotherapie am Markt<br>Inh. Eva Roth<br>Marktplatz 2<br>24103 Kiel</p>"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Eva Roth", "role": "owner"}]


def test_one_person_representing_a_provider_without_legal_form_is_its_owner() -> None:
    page = "<h1>Impressum</h1><p>Malerbetrieb Ott<br>Marktplatz 2<br>24103 Kiel</p><p>Vertreten durch: {}</p>"
    record = parse_imprint(_imprint(page.format("Jan Ott")))
    assert (record["legal_form"], record["representatives"]) == ("Einzelunternehmen", [{"name": "Jan Ott", "role": "owner"}])
    record = parse_imprint(_imprint(page.format("Jan Ott und Eva Ott")))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_profession_before_the_provider_name_is_not_part_of_it() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Heilpraktikerin Eva Roth<br>Marktplatz 2<br>24103 Kiel</p>"
        "<p>Berufsbezeichnung: Heilpraktikerin</p>"))
    assert record["name"] == "Eva Roth"
    assert record["representatives"] == [{"name": "Eva Roth", "role": "owner"}]


def test_a_trade_compound_is_a_designation_and_the_person_below_is_the_owner() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Ott Gartenbau<br>Jan Ott<br>Dorfstrasse 5<br>8400 Winterthur</p><p>Einzelfirma</p>"))
    assert record["name"] == "Ott Gartenbau"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_navigation_and_section_words_above_the_provider_are_not_its_name() -> None:
    for word in ("Startseite", "Registration", "Home", "Kontakt"):
        record = parse_imprint(_imprint(
            f"<h1>Impressum</h1><p>{word}</p><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>Steuernummer: 19/283/74650</p>"))
        assert record["name"] == "Jan Ott", word


def test_english_legal_notices_and_disclosure_headings_open_an_imprint() -> None:
    for head in ("Legal notices", "Legal Disclosure"):
        record = parse_imprint(_imprint(
            f"<h1>{head}</h1><p>Nordlicht Software GmbH<br>Marktplatz 2<br>24103 Kiel</p>", title=head))
        assert record["name"] == "Nordlicht Software GmbH", head


def test_a_register_kind_that_names_the_form_gives_the_legal_form() -> None:
    club = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Musikfreunde Kiel<br>Marktplatz 2<br>24103 Kiel</p>"
        "<p>Vertreten durch den Vorstand:<br>1. Vorsitzender: Jan Ott</p><p>Amtsgericht Kiel, VR 4321</p>"))
    assert club["legal_form"] == "e.V."
    assert club["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}]
    firm = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Nordlicht Software<br>Marktplatz 2<br>24103 Kiel</p>"
        "<p>Geschäftsführer: Jan Ott</p><p>Amtsgericht Kiel, HRB 9876</p>"))
    assert firm["legal_form"] == "GmbH"
    board = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Nordlicht Software<br>Marktplatz 2<br>24103 Kiel</p>"
        "<p>Vorstand: Jan Ott</p><p>Amtsgericht Kiel, HRB 9876</p>"))
    assert board["legal_form"] is None


def test_an_address_written_by_a_small_script_is_read() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p>"
        "<p>E-Mail: <script>var u = 'post'; var d = 'kontor-nord' + '.de';"
        " document.write('<a href=\"mailto:' + u + '@' + d + '\">' + u + '@' + d + '</a>');</script></p>"))
    assert record["email"] == "post@kontor-nord.de"


def test_a_script_that_computes_its_text_writes_nothing_readable() -> None:
    from companies.imprint.scripts import written_text

    assert written_text("document.write(atob('cG9zdA==') + '@' + host);") == ""
    assert written_text("console.log('a' + '@' + 'b.de')") == ""


def test_an_english_vat_id_or_a_profession_marks_a_person_as_a_sole_trader() -> None:
    record = parse_imprint(_imprint(
        "<h1>Imprint</h1><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel<br>Germany</p><p>VAT ID: DE298765431</p>", title="Imprint"))
    assert (record["legal_form"], record["representatives"]) == ("Einzelunternehmen", [{"name": "Jan Ott", "role": "owner"}])
    record = parse_imprint(_imprint("<h1>Impressum</h1><p>Fotograf Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>Tel. 0431 765432</p>"))
    assert (record["name"], record["legal_form"]) == ("Jan Ott", "Einzelunternehmen")
    record = parse_imprint(_imprint("<h1>Impressum</h1><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>Tel. 0431 765432</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Jan Ott", None, [])


def test_a_designation_below_the_person_built_on_the_surname_is_the_name() -> None:
    page = "<h1>Impressum</h1><p>Jan Ott<br>{}<br>Marktplatz 2<br>24103 Kiel</p><p>Steuernummer: 19/283/74650</p>"
    record = parse_imprint(_imprint(page.format("Ott Fotografie")))
    assert (record["name"], record["representatives"]) == ("Ott Fotografie", [{"name": "Jan Ott", "role": "owner"}])
    record = parse_imprint(_imprint(page.format("Fotografie und Bildbearbeitung")))
    assert (record["name"], record["representatives"]) == ("Jan Ott", [{"name": "Jan Ott", "role": "owner"}])


def test_an_owner_in_parentheses_after_the_designation_is_split_off() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Ott Fotografie (Inh. Jan Ott)<br>Marktplatz 2<br>24103 Kiel</p>"))
    assert (record["name"], record["legal_form"]) == ("Ott Fotografie", "Einzelunternehmen")
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_an_activity_after_a_dash_or_a_profession_after_the_person_is_not_the_name() -> None:
    for line in ("Jan Ott – Fotografie", "Dipl.-Ing. Jan Ott Architekt"):
        record = parse_imprint(_imprint(
            f"<h1>Impressum</h1><p>{line}<br>Marktplatz 2<br>24103 Kiel</p><p>Steuernummer: 19/283/74650</p>"))
        assert (record["name"], record["representatives"]) == ("Jan Ott", [{"name": "Jan Ott", "role": "owner"}]), line


def test_a_club_named_as_such_keeps_its_board_without_a_legal_form_code() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Verein der Freunde des Waldes<br>Hauptplatz 2<br>8010 Graz</p>"
        "<p>ZVR-Zahl: 987654321</p><p>Obmann: Jan Ott<br>Kassier: Eva Roth</p>"))
    assert record["legal_form"] is None
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"},
                                         {"name": "Eva Roth", "role": "board_member"}]


def test_a_trade_on_the_line_below_the_person_marks_a_sole_trader() -> None:
    page = "<h1>Impressum</h1><p>Jan Ott<br>{}Bahnhofstrasse 5<br>8001 Zürich</p><p>jan@ott-grafik.ch</p>"
    record = parse_imprint(_imprint(page.format("Grafikdesign<br>")))
    assert (record["legal_form"], record["representatives"]) == ("Einzelunternehmen", [{"name": "Jan Ott", "role": "owner"}])
    record = parse_imprint(_imprint(page.format("")))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_unfilled_template_wordings_give_nothing() -> None:
    for body in ("<p>Ihr Name<br>Ihre Straße 1<br>12345 Ihre Stadt</p><p>E-Mail: ihre@email.de</p>",
                 "<p>Vorname Nachname<br>Straße Hausnummer<br>PLZ Ort</p><p>E-Mail: mail@domain.de</p>",
                 "<p>Firma Beispiel GmbH<br>Beispielstraße 1<br>12345 Beispielstadt</p><p>Geschäftsführer: Hans Beispiel</p>",
                 "<p>Max Mustermann<br>Musterstraße 111<br>90210 Musterstadt</p><p>E-Mail: max@muster.de</p>"):
        record = parse_imprint(_imprint("<h1>Impressum</h1>" + body))
        assert record == {"name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
                          "representatives": [], "email": None, "phone": None}, body


def test_a_sample_provider_name_on_a_page_with_a_real_address_keeps_the_address() -> None:
    record = parse_imprint(_imprint("<h1>Impressum</h1><p>Max Mustermann<br>Hafenweg 3<br>24103 Kiel</p><p>Tel. 0431 765432</p>"))
    assert (record["name"], record["representatives"]) == (None, [])
    assert record["address"] == {"street": "Hafenweg 3", "postal_code": "24103", "city": "Kiel", "country": "DE"}


def test_an_english_registry_court_names_the_court() -> None:
    record = parse_imprint(_imprint(
        "<h1>Legal Notice</h1><p>Nordlicht Software GmbH<br>Marktplatz 2<br>24103 Kiel</p>"
        "<p>Registry court: Cologne<br>Registration number: HRB 98765</p>", title="Legal Notice"))
    assert record["register"] == {"country": "DE", "court": "Köln", "number": "HRB 98765"}


def test_a_five_digit_postal_code_makes_a_page_german_whatever_law_it_cites() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Jan Ott<br>Versicherungsmakler<br>Marktplatz 2<br>24103 Kiel</p>"
        "<p>Steuernummer: 19/283/74650</p><p>Erlaubnis nach § 34d GewO</p>"))
    assert (record["address"]["country"], record["legal_form"]) == ("DE", "Einzelunternehmen")


def test_a_greeting_or_first_person_sentence_above_the_provider_is_not_its_name() -> None:
    for line in ("Herzlich willkommen", "Wir freuen uns auf Ihren Besuch", "Hallo!", "Informationen über den Diensteanbieter"):
        record = parse_imprint(_imprint(
            f"<h1>Impressum</h1><p>{line}</p><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>Steuernummer: 19/283/74650</p>"))
        assert record["name"] == "Jan Ott", line


def test_a_late_imprint_heading_below_long_page_chrome_still_starts_the_imprint() -> None:
    menu = "".join(f"<p>Angebot {w}</p>" for w in ("Hochzeiten", "Portraits", "Business", "Events", "Familie", "Tiere"))
    record = parse_imprint(_imprint(
        "<div><p>Ott Fotografie</p><p>Hochzeiten · Portraits · Business</p></div>" + menu
        + "<h1>Impressum</h1><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>Steuernummer: 19/283/74650</p>"))
    assert record["name"] == "Jan Ott"


def test_a_lower_case_english_local_court_names_the_court() -> None:
    from companies.imprint.register import find_court

    assert find_court("Local court Cologne HRB 98765") == "Köln"
    assert find_court("Cologne local court") == "Köln"


def test_a_service_company_mentioned_below_a_persons_provider_block_is_not_the_operator() -> None:
    page = ("<h1>Impressum</h1><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>Steuernummer: 19/283/74650</p><p>{}</p>")
    record = parse_imprint(_imprint(page.format(
        "Google Analytics ist ein Dienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland.")))
    assert (record["name"], record["legal_form"]) == ("Jan Ott", "Einzelunternehmen")
    brand = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kids Club Kiel<br>Marktplatz 2<br>24103 Kiel</p>"
        "<p>Kids Club Kiel ist eine Marke der Nordlicht Freizeit GmbH, Hafenweg 3, 24103 Kiel.</p>"))
    assert brand["name"] == "Nordlicht Freizeit GmbH"


def test_owner_labels_of_a_trading_name_give_its_owner() -> None:
    for label, person in (("Geschäftsinhaber: Jan Ott", "Jan Ott"), ("Praxisinhaberin: Eva Roth", "Eva Roth"),
                          ("Inhaber und Geschäftsführer: Jan Ott", "Jan Ott"),
                          ("Inhaberin &amp; Fotografin: Eva Roth", "Eva Roth")):
        record = parse_imprint(_imprint(f"<h1>Impressum</h1><p>Ott Umzüge<br>Marktplatz 2<br>24103 Kiel</p><p>{label}</p>"))
        assert record["name"] == "Ott Umzüge", label
        assert (record["legal_form"], record["representatives"]) == ("Einzelunternehmen", [{"name": person, "role": "owner"}]), label


def test_a_copyright_holder_is_no_business_signal() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p>"
        "<h2>Urheberrecht</h2><p>Alle Inhalte gehören dem jeweiligen Rechteinhaber.</p>"))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_tel_link_that_does_not_show_its_number_gives_the_number() -> None:
    page = "<h1>Impressum</h1><p>Nordlicht GmbH<br>Marktplatz 2<br>24103 Kiel</p><p>{}</p>"
    assert parse_imprint(_imprint(page.format('<a href="tel:+49431765432">Jetzt anrufen</a>')))["phone"] == "+49431765432"
    assert parse_imprint(_imprint(page.format('Mobil: <a href="tel:+491701234567">Anrufen</a>')))["phone"] is None


def test_a_one_line_provider_entry_starts_with_its_designation_or_person() -> None:
    for line, name in (("Ott Fotografie, Marktplatz 2, 24103 Kiel", "Ott Fotografie"),
                       ("Jan Ott – Marktplatz 2 – 24103 Kiel", "Jan Ott")):
        record = parse_imprint(_imprint(f"<h1>Impressum</h1><p>{line}</p><p>Steuernummer: 19/283/74650</p>"))
        assert (record["name"], record["legal_form"]) == (name, "Einzelunternehmen"), line


def test_owner_marks_inside_the_provider_line_are_split_off() -> None:
    page = "<h1>Impressum</h1><p>{}<br>Marktplatz 2<br>24103 Kiel</p><p>Steuernummer: 19/283/74650</p>"
    for line, name, owner in (("Blumenhaus Ott Inh. Eva Ott", "Blumenhaus Ott", "Eva Ott"),
                              ("Eva Roth (Inhaberin)", "Eva Roth", "Eva Roth")):
        record = parse_imprint(_imprint(page.format(line)))
        assert (record["name"], record["representatives"]) == (name, [{"name": owner, "role": "owner"}]), line


def test_a_registered_merchant_named_after_a_person_is_its_owner() -> None:
    page = "<h1>Impressum</h1><p>{}<br>Marktplatz 2<br>24103 Kiel</p><p>Amtsgericht Kiel HRA 4711</p>"
    record = parse_imprint(_imprint(page.format("Jan Ott e.K.")))
    assert (record["legal_form"], record["representatives"]) == ("e.K.", [{"name": "Jan Ott", "role": "owner"}])
    assert parse_imprint(_imprint(page.format("Ott Handel e.K.")))["representatives"] == []


def test_the_name_line_right_above_the_address_wins_over_page_chrome_above_it() -> None:
    record = parse_imprint(_imprint(
        "<div><span>Ott &amp; Partner</span> <span>Ihr Partner im Norden</span></div>"
        "<div>Startseite Leistungen Team Kontakt</div>"
        "<p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>E-Mail: jan@ott.de</p>"))
    assert record["name"] == "Jan Ott"
    one_per_paragraph = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Ott &amp; Partner</p><p>Kontakt:</p><p>Jan Ott</p><p>Marktplatz 2</p><p>24103 Kiel</p>"))
    assert one_per_paragraph["name"] == "Jan Ott"


def test_a_heading_naming_imprint_and_privacy_opens_the_imprint() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum &amp; Datenschutz</h1><p><strong>Impressum</strong></p>"
        "<p>Unternehmensname: Jan Ott</p><p>Adresse: Marktplatz 2, 1010 Wien</p><p>UID-Nummer: ATU87654329</p>",
        title="Impressum & Datenschutz"))
    assert (record["name"], record["vat_id"]) == ("Jan Ott", "ATU87654329")


def test_a_slogan_or_menu_links_above_the_provider_lines_are_not_its_name() -> None:
    for chrome in ("<p>Ott Design Studio</p><p>Kreative Lösungen seit 1998</p>",
                   '<p><a href="/">Home</a></p><p><a href="/angebot">Angebot</a></p>'):
        record = parse_imprint(_imprint(
            chrome + "<p>Eva &amp; Jan Ott</p><p>Marktplatz 2<br>24103 Kiel</p><p>E-Mail: post@ott.de</p>"))
        assert record["name"] == "Eva & Jan Ott", chrome


def test_an_insurers_block_is_not_the_operator() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Jan Ott<br>Ott Umzüge (Einzelunternehmer)<br>Marktplatz 2<br>24103 Kiel</p>"
        "<p><strong>Name und Sitz des Versicherers:</strong></p><p>Nordsee Versicherungs-AG<br>Hafenweg 3<br>20459 Hamburg</p>"))
    assert (record["name"], record["legal_form"]) == ("Ott Umzüge", "Einzelunternehmen")


def test_a_provider_heading_stacked_on_an_editor_heading_still_heads_the_provider() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV:</p>"
        "<p>Jan Ott</p><p>Marktplatz 2</p><p>24103 Kiel</p><p>E-Mail: jan@ott.de</p>"))
    assert (record["name"], record["email"]) == ("Jan Ott", "jan@ott.de")


_HOME = ('<html><head><meta charset="utf-8"><title>Startseite</title></head><body><main><h1>Willkommen</h1>'
         "<p>Wir freuen uns über Ihren Besuch.</p></main><footer>{}</footer></body></html>")


def test_a_home_page_footer_imprint_of_a_person_is_read_past_its_sub_headings() -> None:
    record = parse_imprint(_HOME.format(
        "<h2>Impressum</h2><h2>Diensteanbieter</h2><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p>"
        "<h2>Kontaktmöglichkeiten</h2><p>E-Mail: jan@ott.de</p><h2>Datenschutz</h2><p>Keine Cookies.</p>"))
    assert (record["name"], record["email"]) == ("Jan Ott", "jan@ott.de")


def test_the_footer_imprint_section_with_an_address_wins_over_a_menu_headed_imprint() -> None:
    record = parse_imprint(_HOME.format(
        '<h2>Impressum</h2><p><a href="/">Start</a></p><p><a href="/faq">FAQ</a></p><p><a href="/i">Impressum</a></p>'
        "<h1>Impressum</h1><p>Notar Dr. Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>E-Mail: jan@ott.de</p>"
        "<h1>Datenschutz</h1><p>Keine Cookies.</p>"))
    assert (record["name"], record["legal_form"]) == ("Jan Ott", "Einzelunternehmen")


def test_a_brand_heading_built_on_a_credit_word_does_not_hide_the_imprint_below() -> None:
    for brand in ("Ott Webdesign", "Roth Fotografie", "Ott Versicherungen"):
        record = parse_imprint(_imprint(
            f'<div class="logo"><h2>{brand}</h2></div><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p>'
            "<p>E-Mail: jan@ott.de</p><p>Steuernummer: 19/283/74650</p>"))
        assert (record["name"], record["email"]) == ("Jan Ott", "jan@ott.de"), brand
    credit = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><h2>Webdesign und Fotos</h2><p>Eva Roth<br>Hafenweg 3<br>20459 Hamburg</p>"))
    assert credit["address"]["city"] == "Kiel"


def test_an_article_typed_cms_page_with_an_imprint_heading_is_an_imprint() -> None:
    page = ('<html><head><meta property="og:type" content="article"><title>Rechtliches</title></head><body><main>'
            "<h3>Impressum</h3><p>Nordlicht GmbH<br>Marktplatz 2<br>24103 Kiel</p></main></body></html>")
    assert parse_imprint(page)["name"] == "Nordlicht GmbH"
    blog = ('<html><head><meta property="og:type" content="article"><title>Neuigkeiten</title></head><body><main>'
            "<h1>Neues Büro</h1><p>Nordlicht GmbH<br>Marktplatz 2<br>24103 Kiel</p></main></body></html>")
    assert parse_imprint(blog)["name"] is None


def test_content_that_sits_entirely_in_a_footer_classed_wrapper_is_the_page() -> None:
    record = parse_imprint('<html><head><title>Datenschutz</title></head><body><div class="footer-area">'
                           "<h1>Impressum</h1><p>Nordlicht GmbH<br>Marktplatz 2<br>24103 Kiel</p></div></body></html>")
    assert record["name"] == "Nordlicht GmbH"


def test_an_english_page_called_legal_is_an_imprint() -> None:
    for title in ("Legal", "Contact &amp; Legal"):
        page = (f"<html><head><title>{title}</title></head><body><h1>{title}</h1><p>Nordlicht UG (haftungsbeschränkt)<br>"
                "Marktplatz 2<br>24103 Kiel</p><p>Managing director: Jan Ott</p></body></html>")
        record = parse_imprint(page)
        assert (record["name"], record["representatives"]) == (
            "Nordlicht UG (haftungsbeschränkt)", [{"name": "Jan Ott", "role": "managing_director"}]), title
    hub = ('<html><head><title>Legal</title></head><body><h1>Legal</h1><ul><li><a href="/privacy">Privacy</a></li>'
           '<li><a href="/terms">Terms</a></li></ul></body></html>')
    assert parse_imprint(hub)["name"] is None


def test_a_trading_designation_on_a_trade_word_makes_a_sole_trader_with_the_person_below_as_owner() -> None:
    for lines, owner in (("Praxis für Ergotherapie<br>Anna Roth", "Anna Roth"), ("Hundeschule Pfotenglück<br>Eva Roth", "Eva Roth")):
        record = parse_imprint(_imprint(f"<h1>Impressum</h1><p>{lines}<br>Marktplatz 2<br>24103 Kiel</p><p>Telefon: 0431 765432</p>"))
        assert (record["legal_form"], record["representatives"]) == ("Einzelunternehmen", [{"name": owner, "role": "owner"}]), lines


def test_offices_and_lessons_are_trade_words_of_a_designation() -> None:
    from companies.imprint.trades import business_noun

    assert all(business_noun(w) for w in ("Ingenieurbüro", "Logopädie", "Gesangsunterricht", "Yoga"))
    assert not business_noun("Bürger")
    record = parse_imprint(_imprint("<h1>Impressum</h1><p>Ingenieurbüro Ott<br>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p>"))
    assert (record["name"], record["representatives"]) == ("Ingenieurbüro Ott", [{"name": "Jan Ott", "role": "owner"}])


def test_a_professional_liability_insurance_or_chamber_of_commerce_marks_a_sole_trader() -> None:
    for line in ("Berufshaftpflichtversicherung: Nordsee Versicherung", "Mitglied der IHK zu Kiel"):
        record = parse_imprint(_imprint(f"<h1>Impressum</h1><p>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>{line}</p>"))
        assert record["legal_form"] == "Einzelunternehmen", line


def test_a_stray_comma_in_a_first_name_first_list_does_not_reverse_the_name() -> None:
    from companies.imprint.persons import names_with_roles

    assert [n for n, _r, _c in names_with_roles("Jan, Ott, Eva Roth")] == ["Jan Ott", "Eva Roth"]
    assert [n for n, _r, _c in names_with_roles("Ott, Jan; Roth, Eva")] == ["Jan Ott", "Eva Roth"]


def test_a_description_of_the_activity_above_the_person_is_no_trading_name() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Coaching &amp; Beratung<br>Jan Ott<br>Marktplatz 2<br>24103 Kiel</p><p>Telefon: 0431 765432</p>"))
    assert (record["name"], record["legal_form"]) == ("Jan Ott", "Einzelunternehmen")
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_rarer_at_stand_ins_are_read_on_a_line_labelled_e_mail() -> None:
    from companies.imprint.contact import find_emails

    for spelled in ("info(a)ott.de", "info_at_ott.de", "info*at*ott.de", "info # ott.de"):
        assert find_emails(f"E-Mail: {spelled}") == ["info@ott.de"], spelled
    assert find_emails("Ticket # ott.de") == []


def test_one_number_for_telephone_and_fax_is_the_phone() -> None:
    from companies.imprint.contact import find_phone

    assert find_phone("Tel./Fax: 0431 765432", "DE") == find_phone("Telefon und Fax: 0431 765432", "DE") == "+49431765432"
    assert find_phone("Fax: 0431 765433", "DE") is None
