"""Rules of the twenty-sixth parser round (issue 19), each from its own minimal page (names,
places and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint
from companies.imprint.register import find_court, find_registers, find_vat_ids
from companies.imprint.trades import profession_word


def _imprint(block: str, tail: str = "", heading: str = "Impressum", title: str = "Impressum") -> str:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body><main>'
            f"<h1>{heading}</h1>{block}{tail}</main></body></html>")


_STREET = "<br>Lindenweg 12<br>48268 Greven</p>"


@pytest.mark.parametrize("label", ["<strong>Vertreten durch:</strong>", "Vertreten durch:"])
def test_a_person_in_bold_with_the_office_in_parentheses_is_no_heading(label: str) -> None:
    record = parse_imprint(_imprint("<p>Dachdecker Ott" + _STREET,
                                    f"<p>{label}<br><strong>Jan Ott (Geschäftsführer)</strong><br>Tel: 02571 12345</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_a_contact_named_with_his_office_holds_it() -> None:
    record = parse_imprint(_imprint("<p>Tanzwerkstatt Greven e.V." + _STREET,
                                    "<p>Vertreten durch den Vorstand des Vereins.<br>"
                                    "Kontakt: Jan Ott (Vorstandsvorsitzender)<br>E-Mail: info@tanzwerkstatt-greven.de</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}]


def test_a_contact_without_an_office_is_none() -> None:
    record = parse_imprint(_imprint("<p>Ott Technik GmbH" + _STREET,
                                    "<p>Ansprechpartner: Jan Ott (Vertrieb)<br>E-Mail: info@ott-technik.de</p>"))
    assert record["representatives"] == []


def test_the_bank_of_the_account_is_no_provider() -> None:
    record = parse_imprint(_imprint("<p>da capo e.V.<br>Hauptstraße 1, 48268 Greven<br>Kontakt: info@dacapo-greven.de</p>",
                                    "<h3>Kontoverbindung</h3><p>Volksbank Greven eG<br>DE21 4006 0265 0000 1234 56</p>"))
    assert (record["name"], record["legal_form"]) == ("da capo e.V.", "e.V.")


def test_a_firm_in_small_letters_with_a_dot_in_its_first_word() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 TMG:<br>ottshop.app 030 UG (haftungsbeschränkt)" + _STREET,
                                    "<p>Vertretungsberechtigte Geschäftsführer:<br>Jan Ott und Eva Roth</p>"))
    assert (record["name"], record["legal_form"]) == ("ottshop.app 030 UG (haftungsbeschränkt)", "UG")
    assert [r["name"] for r in record["representatives"]] == ["Jan Ott", "Eva Roth"]


def test_a_line_of_crafts_below_the_person_is_no_designation() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 TMG:<br>Jan Ott<br>Maler und Lackierer" + _STREET,
                                    "<p>Telefon: 02571 12345</p>"))
    assert record["name"] == "Jan Ott"
    assert record["legal_form"] == "Einzelunternehmen"


def test_a_compound_profession_below_the_person_is_no_designation_but_a_signal() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 TMG<br>Eva Ott<br>Kinder- und Jugendlichen-Psychotherapeutin"
                                    + _STREET))
    assert record["name"] == "Eva Ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Eva Ott", "role": "owner"}]


@pytest.mark.parametrize(("word", "expected"), [
    ("Jugendlichen-Psychotherapeutin", True), ("Diplom-Informatikerin", True), ("Lackierer", True),
    ("Müller-Lüdenscheidt", False), ("Ober-Bürgermeister", False),
])
def test_a_compounds_last_part_names_the_profession(word: str, expected: bool) -> None:
    assert profession_word(word) is expected


def test_english_ordinals_of_a_clubs_chair() -> None:
    record = parse_imprint(_imprint("<p>Skatclub Greven e.V." + _STREET,
                                    "<p>Represented by the Board:<br>Eva Ott - 1st Chairwoman<br>Jan Roth - 2nd Chairman<br>"
                                    "Uwe Kurz - Treasurer</p>"))
    assert record["representatives"] == [{"name": "Eva Ott", "role": "chair_of_board"},
                                         {"name": "Jan Roth", "role": "board_member"},
                                         {"name": "Uwe Kurz", "role": "board_member"}]


@pytest.mark.parametrize("line", ["Standort: Lindenweg 12, Lind, 9500 Villach, Österreich",
                                  "Lindenweg 12, Lind, 9500 Villach"])
def test_a_district_between_the_street_and_the_postal_line_on_one_line(line: str) -> None:
    record = parse_imprint(_imprint(f"<p>Eva Ott<br>Schneiderei<br>{line}</p>"))
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "9500", "city": "Villach", "country": "AT"}


@pytest.mark.parametrize(("line", "court"), [
    ("Handelsregister: HRB 70125 Köln", "Köln"),
    ("HRB 70125 Frankfurt am Main, Geschäftsführer: Jan Ott", "Frankfurt am Main"),
    ("HRB 70125 B", ""),  # a court's letters (convention 41)
    ("HRB 70125 Geschäftsführer: Jan Ott", ""),
    ("VR 70125 Deutschland", ""),
])
def test_the_town_after_the_register_number(line: str, court: str) -> None:
    assert [e.court for e in find_registers(line)] == [court]


@pytest.mark.parametrize(("line", "court"), [
    ("Handelsregister: Berlin Charlottenburg", "Charlottenburg"),
    ("Handelsregister: Greven", "Greven"),
    ("Handelsregister: Eingetragen", None),
])
def test_a_register_label_over_its_town_alone(line: str, court: str | None) -> None:
    assert find_court(line) == court


def test_a_register_label_the_court_and_the_number_on_three_lines() -> None:
    record = parse_imprint(_imprint("<p>Ott Technik GmbH" + _STREET,
                                    "<p>Handelsregister<br>Berlin Charlottenburg<br>HRB 225269</p>"))
    assert record["register"] == {"country": "DE", "court": "Charlottenburg", "number": "HRB 225269"}


def test_the_text_calls_the_provider_a_club() -> None:
    record = parse_imprint(_imprint("<h3>Kontaktadresse</h3><p>Tennis Olten<br>Sportstrasse 11<br>4600 Olten<br>Schweiz</p>",
                                    "<h3>Urheberrechte</h3><p>Die Rechte an Inhalten gehören ausschliesslich dem Verein "
                                    "Tennis Olten oder den speziell genannten Rechtsinhabern.</p>"))
    assert (record["name"], record["legal_form"]) == ("Tennis Olten", "Verein")


def test_an_adjective_and_a_noun_are_no_persons_name() -> None:
    record = parse_imprint(_imprint("<p>Alte Stanzerei" + _STREET, "<p>Tel.: 02571 12345<br>USt-IdNr.: DE123456789</p>"))
    assert record["name"] == "Alte Stanzerei"
    assert record["representatives"] == []


def test_an_english_studio_in_the_footers_copyright_is_a_business_signal() -> None:
    page = ('<html><head><title>Sheep - Imprint</title></head><body><main><h1>Imprint</h1>'
            "<p>Information in accordance with Section 5 TMG</p><p>Eva Ott" + _STREET +
            "<p>Contact email: hello@sheep-greven.de</p></main><footer><p>© Copyright 2024 - Sheep Creative Studios. "
            "All rights reserved. Created by E. Ott</p></footer></body></html>")
    record = parse_imprint(page)
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Eva Ott", "role": "owner"}]


@pytest.mark.parametrize(("line", "name"), [
    ("Fotografie Eva Ott", "Fotografie Eva Ott"),  # a designation with its person (convention 45)
    ("Immobilienfotografin Eva Ott", "Eva Ott"),  # a profession before the person (convention 2)
])
def test_a_bold_designation_with_a_photographers_word_is_no_photo_credit(line: str, name: str) -> None:
    record = parse_imprint(_imprint(f"<p><b>{line}</b></p><p>Lindenweg 12<br>48268 Greven<br>E-Mail: eva@ott-greven.de</p>"))
    assert record["name"] == name
    assert record["legal_form"] == "Einzelunternehmen"


def test_a_photo_credit_in_bold_stays_one() -> None:
    record = parse_imprint(_imprint("<p>Ott Technik GmbH" + _STREET, "<p><b>Fotos von Eva Roth</b></p><p>Rosenweg 3<br>48282 Emsdetten</p>"))
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "48268", "city": "Greven", "country": "DE"}


def test_a_designation_with_an_article_below_the_person() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 TMG<br>Rosa Ott-Knauer<br>Ott die Friseure" + _STREET,
                                    "<p>USt-IdNr.: DE123456789</p>"))
    assert record["name"] == "Ott die Friseure"
    assert record["representatives"] == [{"name": "Rosa Ott-Knauer", "role": "owner"}]


def test_a_director_named_in_a_sentence_that_goes_on_on_the_next_line() -> None:
    record = parse_imprint(_imprint("<p>Ott Finanz GmbH" + _STREET,
                                    "<p>Die Ott Finanz GmbH vertreten durch den Geschäftsführer Jan Ott ist<br>"
                                    "tätig als Immobiliendarlehensvermittler nach § 34i GewO.</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_the_site_responsible_sentence_with_the_domain_in_parentheses() -> None:
    record = parse_imprint(_imprint("<p>Der Verantwortliche für diese Website (ott-greven.de) und deren Inhalt ist Jan Ott.</p>"
                                    "<p>Kontaktemail: jan@ott-greven.de</p>"))
    assert (record["name"], record["email"]) == ("Jan Ott", "jan@ott-greven.de")


def test_an_at_sign_spelt_as_a_bracketed_a() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 TMG:<br>Jan Ott" + _STREET, "<p>E-Mail: jan.ott &lt; a &gt; ott-greven.de</p>"))
    assert record["email"] == "jan.ott@ott-greven.de"


def test_a_private_single_project_with_a_denied_vat_id_is_no_business() -> None:
    record = parse_imprint(_imprint("<p>Anbieter</p><p>Jan Ott" + _STREET,
                                    "<p>Kiebitz wird als privates Einzelprojekt herausgegeben. Eine Umsatzsteuer-Identifikationsnummer "
                                    "liegt nicht vor.</p><p>E-Mail: support@kiebitz-app.de</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Jan Ott", None, [])


def test_an_adjective_before_a_trade_word_below_the_person_describes_the_activity() -> None:
    record = parse_imprint(_imprint("<p>Anbieter</p><p>Eva Ott<br>Creative Dienstleistungen" + _STREET))
    assert record["name"] == "Eva Ott"
    assert record["representatives"] == [{"name": "Eva Ott", "role": "owner"}]


def test_a_clubs_stated_form_alone_on_a_line_is_no_second_provider() -> None:
    record = parse_imprint(_imprint("<p>Skatclub Greven e.V." + _STREET,
                                    "<h3>Registereintrag</h3><p>Registergericht: Amtsgericht Münster<br>Eingetragener Verein<br>"
                                    "Register-Nr. VR 4711</p><h3>Vorstand</h3><p>Jan Ott (Vorsitzender)<br>Eva Roth</p>"))
    assert record["register"] == {"country": "DE", "court": "Münster", "number": "VR 4711"}
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"},
                                         {"name": "Eva Roth", "role": "board_member"}]


_FOOTER_IMPRINT = ("<html><body><main><h2>Willkommen</h2><p>Wir beraten Sie gern.</p>{toggle}<p>Copyright:<br>"
                   "Advokatur am Lindenweg<br>Lindenweg 12<br>CH-9000 St. Gallen<br>Design &amp; Code:<br>Ott Design GmbH<br>"
                   "Rosenweg 3<br>9000 St. Gallen</p><p>|Disclaimer</p><p>Die Website dient der Information.</p></main></body></html>")


def test_the_copyright_block_under_a_footer_imprint_toggle_is_the_providers() -> None:
    record = parse_imprint(_FOOTER_IMPRINT.format(toggle="<p>|Impressum</p>"))
    assert record["name"] == "Advokatur am Lindenweg"
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "9000", "city": "St. Gallen", "country": "CH"}


def test_a_copyright_block_without_an_imprint_is_none() -> None:
    assert parse_imprint(_FOOTER_IMPRINT.format(toggle=""))["name"] is None


def test_a_farms_name_above_the_postal_line_is_the_street_as_printed() -> None:
    record = parse_imprint(_imprint("<p>Pferdephysio Greven<br>Eva Ott<br>Lindenhof<br>8253 Diessenhofen</p>"))
    assert record["address"] == {"street": "Lindenhof", "postal_code": "8253", "city": "Diessenhofen", "country": "CH"}


def test_the_footer_gives_the_contact_of_a_provider_block_with_an_address_only() -> None:
    page = ('<html><body><main><h2>Impressum</h2><p><strong>Pferdephysio Greven</strong><br>Eva Ott<br>Lindenweg 12<br>'
            "48268 Greven</p></main><footer><h3>Kontakt</h3><p>hallo@eva-ott.de</p></footer></body></html>")
    record = parse_imprint(page, "https://site.invalid/impressum.html")
    assert record["email"] == "hallo@eva-ott.de"


@pytest.mark.parametrize("office", ["Vereinskasse", "Mitgliederverwaltung", "Kassenführerin"])
def test_club_offices_of_the_treasury_and_the_members(office: str) -> None:
    record = parse_imprint(_imprint("<p>Förderverein Greven e.V." + _STREET,
                                    f"<p>Vorsitzende Eva Ott<br>{office} Jan Roth</p>"))
    assert {"name": "Jan Roth", "role": "board_member"} in record["representatives"]


@pytest.mark.parametrize("name", ["[Ihr Name oder Firmenname]", "Musterfirma GmbH"])
def test_a_partly_filled_template_keeps_its_real_mailbox(name: str) -> None:
    record = parse_imprint(_imprint(f"<p>Angaben gemäß § 5 TMG<br>{name}<br>[Straße und Hausnummer]<br>[PLZ und Ort]</p>",
                                    "<h3>Kontakt</h3><p>Telefon: [Ihre Telefonnummer]<br>E-Mail: info@ott-greven.de</p>"))
    assert record == {"name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
                      "representatives": [], "email": "info@ott-greven.de", "phone": None}


def test_a_fully_unfilled_template_stays_empty() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 TMG<br>[Ihr Name oder Firmenname]<br>[Straße und Hausnummer]</p>",
                                    "<p>E-Mail: info@example.com</p>"))
    assert not any(record[key] for key in ("name", "address", "email", "phone"))


_ASSOCIATION = ("<p>Offenlegung gem. § 25 Mediengesetz</p><h4>Badmintonverband Greven</h4><p><b>Präsident</b><br>Jan Ott<br>"
                "Lindenweg 12<br>A-4050 Traun<br>E-Mail: jan.ott@gmx.at</p><p><b>Verbandssekretariat</b><br>Eva Roth<br>"
                "Rosenweg 3<br>A-4040 Linz<br>E-Mail: badmintonverband-greven@aon.at</p><p>ZVR-Zahl: 362288350</p>")


def test_a_mailbox_spelt_from_the_providers_name_before_the_presidents_own() -> None:
    record = parse_imprint(_imprint(_ASSOCIATION))
    assert record["email"] == "badmintonverband-greven@aon.at"


def test_the_address_under_the_media_owner_heading_is_the_operators() -> None:
    record = parse_imprint(_imprint(_ASSOCIATION, "<h3>Medieninhaber</h3><p>Badmintonverband Greven, Lindenweg 12<br>A-4050 Traun</p>"))
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "4050", "city": "Traun", "country": "AT"}


@pytest.mark.parametrize("printed", ["CHE-123.456.788 VAT", "CHE-123.456.788 TVA", "CHE-123.456.788 IVA", "CHE-123.456.788 MWST"])
def test_a_swiss_vat_id_in_any_language_is_written_with_mwst(printed: str) -> None:
    assert [v for v, _pos in find_vat_ids(f"VAT: {printed}")] == ["CHE123456788MWST"]


@pytest.mark.parametrize(("line", "phone"), [
    ("Telefonnummer: 7321/943060", None),  # the trunk prefix left out: incomplete (convention 9)
    ("Telefonnummer: 07321/943060", "+497321943060"),
    ("Telefon: +49 7321 943060", "+497321943060"),
    ("Telefon: (07321) 943060", "+497321943060"),
])
def test_a_national_number_without_its_trunk_prefix_is_incomplete(line: str, phone: str | None) -> None:
    record = parse_imprint(_imprint("<p>Betreuungsverein Greven e.V." + _STREET, f"<p>{line}</p>"))
    assert record["phone"] == phone


@pytest.mark.parametrize("credit", ["Fotografie Eva Roth", "Bildnachweis Eva Roth"])
def test_a_photographers_block_after_the_provider_stays_a_credit(credit: str) -> None:
    record = parse_imprint(_imprint("<p>Ott Technik GmbH" + _STREET,
                                    f"<p><b>{credit}</b></p><p>Rosenweg 3<br>48282 Emsdetten<br>E-Mail: eva@roth-foto.de</p>"))
    assert (record["name"], record["email"]) == ("Ott Technik GmbH", None)


def test_a_street_shaped_name_over_a_care_of_line() -> None:
    record = parse_imprint(_imprint("<p>Kulti 22<br>c/o Jungwacht Schweiz<br>St. Karliquai 12<br>6004 Luzern<br>info@kulti22.ch</p>"))
    assert (record["name"], record["address"]["street"]) == ("Kulti 22", "St. Karliquai 12")


def test_the_name_alone_under_the_provider_statement_before_a_contact_heading() -> None:
    record = parse_imprint(_imprint("<h2>Angaben gemäß § 5 TMG</h2><p>Spieletreff Greven</p><h2>Kontakt</h2>"
                                    "<p>Jan Ott<br>Lindenweg 12<br>48268 Greven</p><h2>Kontaktmöglichkeiten</h2>"
                                    "<p>Telefon: 02571 12345<br>E-Mail: spielen@spieletreff-greven.de</p>"))
    assert (record["name"], record["email"]) == ("Spieletreff Greven", "spielen@spieletreff-greven.de")
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "48268", "city": "Greven", "country": "DE"}


@pytest.mark.parametrize(("postal", "city"), [("79100 Freiburg/Brg.", "Freiburg/Brg."), ("79100 Freiburg i. Br.", "Freiburg i. Br."),
                                              ("10115 Berlin.", "Berlin")])
def test_a_towns_abbreviation_after_a_slash_keeps_its_full_stop(postal: str, city: str) -> None:
    record = parse_imprint(_imprint(f"<p>Kanzlei Ott<br>Jan Ott<br>Lindenweg 12<br>{postal}</p>"))
    assert record["address"]["city"] == city


def test_a_board_function_with_a_long_name_under_the_board_heading() -> None:
    record = parse_imprint(_imprint("<p>Alumni Greven e.V." + _STREET,
                                    "<h3>Vorstand</h3><p>Vorsitzender: Jan Ott<br>Schatzmeisterin: Eva Roth<br>"
                                    "Öffentlichkeitsarbeit und Mitgliederbetreuung: Tom Kurz</p>"))
    assert {"name": "Tom Kurz", "role": "board_member"} in record["representatives"]
