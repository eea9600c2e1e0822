"""Rules of the seventh parser round (issue 19), found by re-marking the tuning pages up the
ways the same imprint appears on the web (labels on their own lines, a provider block on one
line with commas). Each from its own minimal page."""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import imprint_page as _page

# --- a label on its own line --------------------------------------------------------------

def test_bold_contact_label_on_its_own_line_labels_the_next_line() -> None:
    page = _page("<h1>Impressum</h1><p>Notar Dr. Jan Ott<br>Hafenweg 3<br>24103 Kiel<br><strong>Telefon</strong><br>"
                 "0431 23001 oder 25311<br><strong>Fax</strong><br>0431 23561<br><strong>E-Mail</strong><br>info@notar-ott.de</p>")
    record = parse_imprint(page)
    assert record["phone"] == "+4943123001"
    assert record["email"] == "info@notar-ott.de"


def test_register_labels_on_their_own_lines() -> None:
    page = _page("<h1>Impressum</h1><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p><b>Registergericht</b><br>Amtsgericht Kiel<br><b>Registernummer</b><br>HRB 1234</p>"
                 "<p><b>USt-IdNr.</b><br>DE814324878</p>")
    record = parse_imprint(page)
    assert record["register"] == {"country": "DE", "court": "Kiel", "number": "HRB 1234"}
    assert record["vat_id"] == "DE814324878"


def test_contact_person_heading_with_bold_labels_is_still_the_provider_block() -> None:
    # convention 51: the page's only provider block under "Ansprechpartner"; a bold "Tel." inside
    # it is a label, not the next section's heading
    page = _page("<h1>Impressum und Datenschutz</h1><h2>Ansprechpartner</h2>"
                 "<p>Jan Ott<br>Hafenweg 3<br>24103 Kiel</p><p><strong>Tel.</strong><br>0431 2490<br><strong>Fax</strong><br>0431 2491</p>"
                 "<p>USt-IdNr.: DE814324878<br>Berufsbezeichnung: Orthopädieschuhmachermeister</p>"
                 "<h2>Datenschutzerklärung</h2><h4>1. Begriffsbestimmungen</h4><p>Personenbezogene Daten sind …</p>"
                 "<h4>2. Verantwortlicher</h4><p>Ott Orthopädie Jan Ott</p><p>Hafenweg 3</p><p>24103 Kiel</p>")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott"
    assert record["vat_id"] == "DE814324878"


# --- whose address ------------------------------------------------------------------------

def test_the_only_address_after_a_managing_director_is_the_companys() -> None:
    page = _page("<p>Angaben gemäß § 5 TMG:</p><p>Kontor Nord GmbH<br><b>Geschäftsführerin</b><br>Dr. Anna Roth</p>"
                 "<p>Hafenweg 3<br>24103 Kiel</p><p>Registergericht: Amtsgericht Kiel<br>Registernummer: HRB 1234</p>")
    record = parse_imprint(page)
    assert record["address"] == {"street": "Hafenweg 3", "postal_code": "24103", "city": "Kiel", "country": "DE"}
    assert record["representatives"] == [{"name": "Anna Roth", "role": "managing_director"}]


def test_officers_own_addresses_are_not_the_clubs() -> None:
    page = _page("<p><b>Segelclub Nord e.V.</b><br>Kiel</p><p>Registergericht: Amtsgericht Kiel<br>Registernummer: VR 2006</p>"
                 "<p><b>1. Vorsitzender</b><br>Jan Ott<br>Hafenweg 3<br>24103 Kiel<br>"
                 "<b>2. Vorsitzender</b><br>Anna Roth<br>Feldstraße 8<br>24105 Kiel</p>")
    record = parse_imprint(page)
    assert record["name"] == "Segelclub Nord e.V."
    assert record["address"] is None


# --- a provider block on one line ---------------------------------------------------------

def test_person_street_and_town_on_one_line_with_commas() -> None:
    page = _page("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Katrin Ott, Hauptplatz 34, 24103 Kiel</p>"
                 "<p>E-Mail: praxis@ott-psychologie.de</p>")
    record = parse_imprint(page)
    assert record["name"] == "Katrin Ott"
    assert record["address"] == {"street": "Hauptplatz 34", "postal_code": "24103", "city": "Kiel", "country": "DE"}


def test_designation_person_street_town_on_one_line_with_commas() -> None:
    page = _page("<h1>Impressum</h1><p>Ott Fotografie, Anna Ott, Hafenweg 3, 24103 Kiel, Deutschland</p>"
                 "<p>Tel.: 0431 123456, E-Mail: info@ott-fotografie.de</p>")
    record = parse_imprint(page)
    assert record["name"] == "Ott Fotografie"
    assert record["representatives"] == [{"name": "Anna Ott", "role": "owner"}]
    assert record["address"]["street"] == "Hafenweg 3"


def test_partnership_name_with_a_comma_stays_whole_before_its_address() -> None:
    page = _page("<h1>Impressum</h1><p>Kanzlei Ott, Roth und Partner mbB, Hafenweg 3, 24103 Kiel</p>"
                 "<p>Partnerschaftsregister: Amtsgericht Kiel PR 123</p>")
    assert parse_imprint(page)["name"] == "Kanzlei Ott, Roth und Partner mbB"


def test_comma_sentence_without_an_address_is_not_cut() -> None:
    page = _page("<h1>Impressum</h1><p>Anna Ott<br>Hafenweg 3<br>24103 Kiel</p>"
                 "<p>Fotografie, Gestaltung, Beratung und Schulung für Unternehmen</p>")
    record = parse_imprint(page)
    assert record["name"] == "Anna Ott"


# --- the provider statement ---------------------------------------------------------------

def test_provider_statement_joined_with_the_editor_statement_opens_the_provider_block() -> None:
    page = _page("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG, verantwortlich für den Inhalt nach § 55 Abs. 2 RStV:</p>"
                 "<p>Jörg Ott<br>Wiesenstr. 96<br>44625 Herne</p><h2>Kontakt</h2><p>E-Mail: post@ott-herne.de</p>")
    record = parse_imprint(page)
    assert record["name"] == "Jörg Ott"
    assert record["address"]["city"] == "Herne"


# --- from the unseen tuning pages of round 7 (700-748) --------------------------------------

def test_stair_and_door_after_a_slash_with_a_dot_stay_in_the_street() -> None:
    from companies.imprint.address import find_address

    found = find_address(["Krakauer Straße 25/6.03", "1020 Wien"])
    assert found is not None and found[0]["street"] == "Krakauer Straße 25/6.03"


def test_a_street_named_bei_der_is_no_care_of_line() -> None:
    from companies.imprint.address import find_address

    found = find_address(["Bei der Schule 2", "77694 Kehl-Leutesheim"])
    assert found is not None and found[0]["street"] == "Bei der Schule 2"
    assert find_address(["bei Müller", "Hauptstr. 2", "77694 Kehl"])[0]["street"] == "Hauptstr. 2"  # c/o


def test_a_camel_case_brand_below_the_person_is_the_designation() -> None:
    page = _page("<h1>Impressum</h1><p><b>Angaben gemäß § 5 TMG</b></p><p>Iris Ott<br>iPUNKThPUNKT Grafikdesign<br>"
                 "Ebersstraße 63<br>10827 Berlin</p><p>Telefon: 0163 5789737</p>")
    record = parse_imprint(page)
    assert record["name"] == "iPUNKThPUNKT Grafikdesign"
    assert record["representatives"] == [{"name": "Iris Ott", "role": "owner"}]


def test_a_role_on_the_line_below_the_representative_is_his() -> None:
    page = _page("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG:<br>Segelfreunde Kiel e.V.<br>Hafenweg 2<br>24103 Kiel<br>"
                 "Vertreten durch:<br>Jan Ott<br>1. Vorsitzender<br>Kontakt:<br>Telefon: 0431 998743</p>")
    assert parse_imprint(page)["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}]


def test_a_camel_case_brand_in_its_own_paragraph_is_a_name_line() -> None:
    # one line per paragraph; a map service's provider sentence further down is not the provider
    page = _page("<h1>Impressum</h1><p><b>Angaben gemäß § 5 TMG</b></p><p>Iris Ott</p><p>iPUNKThPUNKT Grafikdesign</p>"
                 "<p>Ebersstraße 63</p><p>10827 Berlin</p><h2>Google Maps</h2>"
                 "<p>Diese Seite nutzt den Kartendienst Google Maps. Anbieter ist die Google Ireland Limited.</p>")
    assert parse_imprint(page)["name"] == "iPUNKThPUNKT Grafikdesign"


def test_a_month_and_year_are_no_street() -> None:
    from companies.imprint.address import find_address

    assert find_address(["Stand: Januar 2025", "2024 Alle Rechte vorbehalten"]) is None


def test_soft_hyphens_and_joiners_are_invisible() -> None:
    page = _page("<h1>Impressum</h1><p>Tier&shy;arzt&shy;praxis am Bacher&shy;platz<br>Arbeiter&shy;gasse 4/4<br>"
                 "1050 Wien</p><p>Umsatz&shy;steuer-Identifikations&shy;nummer: ATU62315409</p>"
                 "<p>E-Mail: praxis@tier\u200darzt.at</p>", title="Impres&shy;sum")
    record = parse_imprint(page)
    assert record["name"] == "Tierarztpraxis am Bacherplatz"
    assert record["address"] == {"street": "Arbeitergasse 4/4", "postal_code": "1050", "city": "Wien", "country": "AT"}
    assert record["vat_id"] == "ATU62315409"
    assert record["email"] == "praxis@tierarzt.at"


def test_decomposed_letters_read_as_composed() -> None:
    import unicodedata

    page = _page(unicodedata.normalize("NFD", "<h1>Impressum</h1><p>Jörg Müller Fotografie<br>Jörg Müller<br>"
                                              "Schlossstraße 5<br>80331 München</p>"))
    record = parse_imprint(page)
    assert record["name"] == "Jörg Müller Fotografie"
    assert record["address"]["street"] == "Schlossstraße 5"
    assert record["address"]["city"] == "München"
