"""Rules of the twelfth parser round (issue 19): pages that are an imprint only by the address they
are read from, and what that address may and may not decide. Each from its own minimal page
(names, places and numbers made up)."""

from __future__ import annotations

from companies.imprint import parse_imprint
from companies.imprint.links import imprint_address

_CARD = "<p>Anna Roth<br>Lindenweg 4<br>79100 Freiburg</p><p>Telefon: 0761 123456<br>E-Mail: anna@roth-web.de</p>"


def _bare(body: str, title: str = "") -> str:
    head = f"<title>{title}</title>" if title else ""
    return f'<html><head><meta charset="utf-8">{head}</head><body><main>{body}</main></body></html>'


def test_a_contact_card_read_from_the_imprint_address_is_the_imprint() -> None:
    # no "Impressum", no legal phrase: only the address the crawler read it from says what it is
    record = parse_imprint(_bare(_CARD), "https://roth-web.de/impressum/")
    assert record["name"] == "Anna Roth"
    assert record["address"] == {"street": "Lindenweg 4", "postal_code": "79100", "city": "Freiburg", "country": "DE"}
    assert record["email"] == "anna@roth-web.de" and record["phone"] == "+49761123456"


def test_the_same_card_elsewhere_or_without_an_address_is_no_imprint() -> None:
    for url in (None, "https://roth-web.de/", "https://roth-web.de/kontakt/", "https://impressum-roth.de/ueber-uns"):
        assert parse_imprint(_bare(_CARD), url)["name"] is None, url


def test_imprint_addresses_are_read_from_the_path_alone() -> None:
    assert imprint_address("https://x.de/impressum")
    assert imprint_address("https://x.de/de/impressum.html")
    assert imprint_address("https://x.de/legal-notice/")
    assert imprint_address("https://x.de/offenlegung.php")
    assert not imprint_address("https://impressum.example.de/")
    assert not imprint_address("https://x.de/datenschutz")
    assert not imprint_address(None)


def test_a_page_that_calls_itself_a_privacy_page_stays_one_at_the_imprint_address() -> None:
    # what a page says of itself wins: a privacy policy names many companies that are not the operator
    page = _bare("<h1>Datenschutz</h1><p>Verantwortlich ist die Kanzlei Ott GmbH, Hafenweg 3, 24103 Kiel.</p>"
                 "<p>Wir nutzen Dienste der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4.</p>", title="Datenschutz")
    assert parse_imprint(page, "https://roth-web.de/impressum")["name"] is None


def test_an_error_or_login_page_at_the_imprint_address_stays_none() -> None:
    assert parse_imprint(_bare("<h1>Seite nicht gefunden</h1>" + _CARD, "404"), "https://x.de/impressum")["name"] is None
    login = _bare("<h1>Login</h1>" + _CARD + '<form><input type="password" name="pw"></form>', "Anmelden")
    assert parse_imprint(login, "https://x.de/impressum")["name"] is None


def test_the_site_title_link_above_a_page_without_an_imprint_heading_is_no_part_of_it() -> None:
    # the brand in a linked <h1> ("Praxis Lichtblick Kiel") would read as a designation over the person
    page = _bare('<h1><a href="/">Praxis Lichtblick Kiel</a></h1><p>Eva Berger<br>Hafenweg 3<br>24103 Kiel<br>'
                 "eva@berger-praxis.de</p><h2>Haftungsausschluss</h2>" + "<p>Wir übernehmen keine Gewähr.</p>" * 12
                 + "<h3>Rechtliche Hinweise</h3><p>Alle Texte dienen nur der Information.</p>")
    record = parse_imprint(page, "https://berger-praxis.de/impressum/")
    assert record["name"] == "Eva Berger"
    assert record["address"] == {"street": "Hafenweg 3", "postal_code": "24103", "city": "Kiel", "country": "DE"}


def test_an_unfilled_template_expression_is_no_name() -> None:
    # a Jekyll layout's title expression left in the page's heading ("{{ page.title }}")
    page = _bare("<h1>{{ page.title }}</h1><p>Verantwortlich für den Inhalt:</p><p>Jan Ott<br>Hafenweg 3<br>24103 Kiel</p>"
                 '<p><a href="mailto:jan@ott-kiel.de">jan@ott-kiel.de</a></p>', title="Impressum")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott" and record["email"] == "jan@ott-kiel.de"
    assert record["address"] == {"street": "Hafenweg 3", "postal_code": "24103", "city": "Kiel", "country": "DE"}


def test_a_website_owner_block_with_a_name_label_above_the_legal_information() -> None:
    page = _bare("<h2>Website Owner</h2><table><tr><td><b>Name</b>:</td><td>k4rl0</td></tr>"
                 "<tr><td><b>Email</b>:</td><td>hello@k4rl0.ch</td></tr></table><h2>Legal information</h2>"
                 "<p>This website is operated by k4rl0, who can be contacted using the details above.</p>"
                 "<p>The content of this website is protected by copyright law.</p>"
                 "<p>We are not liable for any damages resulting from the use of this website.</p>", title="Impressum")
    record = parse_imprint(page)
    assert record["name"] == "k4rl0" and record["email"] == "hello@k4rl0.ch"
    assert record["legal_form"] is None and record["representatives"] == []  # a website's owner: no business


def test_a_private_project_sentence_names_its_person_with_nothing_else_printed() -> None:
    page = _bare('<footer class="footer"><span>Diese Seite ist ein privates Projekt von <a href="https://ott.example/">'
                 "Jan Ott</a>. Die Seite verwendet keine Cookies.</span></footer>")
    record = parse_imprint(page, "https://ott-verein.example/impressum.html")
    assert record["name"] == "Jan Ott" and record["legal_form"] is None and record["representatives"] == []


def test_a_responsible_label_over_a_bare_name_states_the_provider() -> None:
    page = _bare("<h1>Imprint</h1><p>This is a personal, non-commercial blog.</p><p><b>Responsible for Content:</b><br>"
                 "K. MAURER<br>Austria</p><h2>Liability for Content</h2><p>No guarantee is given for the content.</p>",
                 title="Impressum")
    assert parse_imprint(page)["name"] == "K. MAURER"


def test_a_bare_name_that_nothing_states_is_still_no_imprint() -> None:
    # (a person alone right below the imprint heading opens it: convention 32, round 17)
    page = _bare("<h1>Impressum</h1><h2>Haftung für Inhalte</h2><p>Wir übernehmen keine Gewähr.</p><p>Jan Ott</p>")
    assert parse_imprint(page)["name"] is None


def test_a_room_line_between_street_and_postal_line_is_no_street() -> None:
    page = _bare("<h1>Impressum</h1><p>Jan Ott<br>Händelweg 20<br>Zimmer 306<br>79104 Freiburg</p>"
                 "<p>E-Mail: jan@ott.example</p>")
    assert parse_imprint(page)["address"] == {"street": "Händelweg 20", "postal_code": "79104", "city": "Freiburg",
                                              "country": "DE"}


def test_a_systems_designation_between_the_person_and_the_street() -> None:
    page = _bare("<p>Jan Ott<br>Nordlicht SYSTEMS<br>Untere Gärten 6<br>72401 Haigerloch<br>Deutschland</p>")
    record = parse_imprint(page, "https://nordlicht.example/impressum/")
    assert record["name"] == "Nordlicht SYSTEMS" and record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_street_printed_without_a_house_number_above_the_postal_line() -> None:
    page = _bare("<h2>Kontaktadresse</h2><p>Pfadi Nordstern<br>Im Rebacker<br>8544 Rickenbach</p>"
                 "<p>E-Mail: info@pfadi-nordstern.example</p>", title="Impressum")
    assert parse_imprint(page)["address"]["street"] == "Im Rebacker"
    page = _bare("<h1>Impressum</h1><p>Eva Berger<br>Markt<br>4363 Pabneukirchen<br>eva@berger.example</p>")
    assert parse_imprint(page)["address"]["street"] == "Markt"
    # a name line above the postal line stays a name
    page = _bare("<h1>Impressum</h1><p>Eva Berger<br>4363 Pabneukirchen<br>eva@berger.example</p>")
    assert parse_imprint(page)["address"] is None


def test_the_spelling_tells_a_swiss_from_an_austrian_four_digit_postal_code() -> None:
    # no register, VAT id, country word, known town or national mail domain (a code both countries use, a town
    # their postal data does not name there): Swiss German writes no "ß"
    swiss = _bare("<h1>Impressum</h1><p>Eva Berger<br>Rebackerstrasse 9<br>3380 Rebackerdorf<br>eva@berger.example</p>"
                  "<h2>Haftung</h2><p>Links liegen ausserhalb unseres Verantwortungsbereichs.</p>")
    assert parse_imprint(swiss)["address"]["country"] == "CH"
    austrian = _bare("<h1>Impressum</h1><p>Eva Berger<br>Rebackerstraße 9<br>3380 Rebackerdorf<br>eva@berger.example</p>"
                     "<h2>Haftung</h2><p>Für Links übernehmen wir keine Gewähr.</p>")
    assert parse_imprint(austrian)["address"]["country"] == "AT"
    neither = _bare("<h1>Impressum</h1><p>Eva Berger<br>Rebackerweg 9<br>3380 Rebackerdorf<br>eva@berger.example</p>")
    assert parse_imprint(neither)["address"]["country"] is None


def test_a_register_label_after_the_webmasters_lines_in_one_paragraph_is_the_operators_again() -> None:
    page = _bare("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG:<br>Kanufreunde Rheinau e.V.<br>Am Wehr 2<br>77866 Rheinau<br>"
                 "Webmaster:<br>Tom Berg<br>E-Mail: tom@berg.example<br>Registereintrag:<br>Eintragung im Vereinsregister.<br>"
                 "Registergericht: Amtsgericht Freiburg<br>Registernummer: VR 999</p>")
    assert parse_imprint(page)["register"] == {"country": "DE", "court": "Freiburg", "number": "VR 999"}


def test_a_register_number_label_in_capitals() -> None:
    page = _bare("<h1>Impressum</h1><p>Hotel Lindenhof Berg KG<br>Am Markt 1<br>73760 Ostfildern</p>"
                 "<p><b>Amtsgericht Esslingen:</b><br>HRA-NR: 1234</p>")
    assert parse_imprint(page)["register"] == {"country": "DE", "court": "Esslingen", "number": "HRA 1234"}


def test_a_verein_heading_over_the_clubs_block_is_no_name() -> None:
    page = _bare("<h1>Kontakt &amp; Impressum</h1><h2>Verein</h2><p><b>SV Eintracht Tannhausen 1921 e.V.</b><br>"
                 "Bergstraße 4<br>74722 Buchen</p><p>Telefon: 06281 1234</p><p><b>Vorstand:</b><br>Jan Ott, Eva Roth</p>"
                 "<p><b>Registrierung:</b><br>Amtsgericht Mannheim</p>")
    record = parse_imprint(page)
    assert record["name"] == "SV Eintracht Tannhausen 1921 e.V." and record["legal_form"] == "e.V."
    assert record["address"]["street"] == "Bergstraße 4"


def test_a_vending_machine_business_is_a_designation_not_a_person() -> None:
    page = _bare("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p><b>Nordsee Automaten</b><br>Jan Ott<br>Feldweg 2<br>"
                 "27404 Zeven</p><p>E-Mail: info@nordsee-automaten.example</p>")
    record = parse_imprint(page)
    assert record["name"] == "Nordsee Automaten" and record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_an_austrian_vat_id_with_a_space_after_at_and_a_european_engineers_title() -> None:
    page = _bare("<h1>Impressum</h1><p><b>Berg Investments GmbH</b><br>Handelskai 9<br>A-1200 Wien</p>"
                 "<p>Umsatzsteuer-ID:<br>AT U12345675</p><p>Vertretungsberechtigter Geschäftsführer:<br>Eur.Ing. Jan Ott</p>")
    record = parse_imprint(page)
    assert record["vat_id"] == "ATU12345675"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_a_trading_name_ending_in_unternehmen_is_a_name_not_a_heading() -> None:
    page = _bare("<h1>Impressum</h1><p><b>Berger Hans Forstunternehmen</b><br>Bielweg 9<br>3053 Münchenbuchsee<br>Schweiz</p>"
                 "<p>Mail: hans@berger-forst.example</p><h2>Bearbeitete Daten und Zweck</h2><p>Diese Website dient der Information.</p>")
    assert parse_imprint(page)["name"] == "Berger Hans Forstunternehmen"


def test_the_clubs_postal_address_under_its_abbreviated_name_is_the_clubs() -> None:
    page = _bare("<h1>Impressum</h1><p>Schachverein Dresden-Nord e.V.<br>Vereinsregister: Amtsgericht Dresden, VR 999</p>"
                 "<p>Vertreten durch:<br>1. Vorsitzender: Jan Ott<br>E-Mail: jan@ott.example</p>"
                 "<p>postalische Anschrift:<br>SV Dresden-Nord e.V.<br>c/o Jan Ott<br>Steinweg 3<br>01069 Dresden</p>")
    assert parse_imprint(page)["address"] == {"street": "Steinweg 3", "postal_code": "01069", "city": "Dresden",
                                              "country": "DE"}


def test_the_town_printed_above_the_street() -> None:
    page = _bare("<h1>Impressum</h1><p>Jan Ott<br>2620 Neunkirchen<br>Werner von Siemensstraße 6</p>"
                 "<p>Email: jan@ott-lack.example</p>")
    assert parse_imprint(page)["address"] == {"street": "Werner von Siemensstraße 6", "postal_code": "2620",
                                              "city": "Neunkirchen", "country": "AT"}
