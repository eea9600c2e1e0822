"""Rules of the seventeenth parser round (issue 19), each from its own minimal page (names, places
and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str, tail: str = "") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>{block}</p>{tail}</main></body></html>")


_PERSON = "Jana Ott<br>Lindenweg 4<br>79100 Freiburg<br>E-Mail: jana@ott-web.de"


@pytest.mark.parametrize("statement", [
    "<h3>Zuständige Kammer</h3><p>Landesärztekammer Baden-Württemberg</p>",
    "<p>Mitglied der Landespsychotherapeutenkammer Baden-Württemberg</p>",
    "<p>Mitglied der Wirtschaftskammer Tirol</p>",
    "<p>Kleinunternehmer gemäß § 19 UStG, daher wird keine Umsatzsteuer ausgewiesen.</p>",
    "<h3>Berufsrechtliche Regelungen</h3><p>Berufsordnung der Psychotherapeuten</p>",
    "<p>Die Approbation wurde in Deutschland erteilt.</p>",
    "<p>Erlaubnis zur Ausübung der Heilkunde nach dem Heilpraktikergesetz</p>",
    "<h3>Angaben zur Haftpflichtversicherung</h3><p>Ott Versicherung AG, Köln</p>",
    "<p>Mitglied im Berufsverband der Ergotherapeuten</p>",
    "<p>Zuständiges Finanzamt: Freiburg-Stadt</p>",
    "<p>Es gelten unsere Allgemeinen Geschäftsbedingungen.</p>",
    "<p>Unternehmensgegenstand: Handel mit Naturkosmetik</p>",
    "<p>Wirtschafts-Identifikationsnummer: DE123456789</p>",
])
def test_a_regulated_profession_or_trade_stated_on_the_page_makes_the_named_person_a_sole_trader(statement: str) -> None:
    record = parse_imprint(_imprint(_PERSON, statement))
    assert record["name"] == "Jana Ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


def test_a_law_on_service_providers_only_cited_leaves_the_person_private() -> None:
    # a private blog explaining why the DL-InfoV does not apply to it
    record = parse_imprint(_imprint(_PERSON, "<p>Die DL-InfoV gilt für diesen privaten Blog nicht.</p>"))
    assert record["name"] == "Jana Ott"
    assert record["legal_form"] is None and record["representatives"] == []


@pytest.mark.parametrize("heading", ["Impressum", "Imprint"])
def test_a_person_alone_right_below_the_imprint_heading_is_the_provider(heading: str) -> None:
    # convention 32: a name-only imprint is a private person's page with that name
    page = f'<html><body><main><h1>{heading}</h1><p><strong>Timo Jaspers</strong></p></main></body></html>'
    assert parse_imprint(page)["name"] == "Timo Jaspers"


def test_a_bare_name_under_another_heading_or_a_firm_word_confirms_nothing() -> None:
    assert parse_imprint('<html><body><main><h1>Impressum</h1><h2>Unser Team</h2><p>Timo Jaspers</p></main></body></html>')["name"] is None
    assert parse_imprint('<html><body><main><h1>Impressum</h1><p>Startseite</p></main></body></html>')["name"] is None


def test_a_name_line_that_ends_in_its_e_mail_address_gives_the_name() -> None:
    page = _imprint("Ott Catering info@ott-catering.ch<br>Seestrasse 16<br>8800 Thalwil<br>MWST-Nr.: CHE-123.456.789 MWST")
    record = parse_imprint(page)
    assert record["name"] == "Ott Catering"
    assert record["email"] == "info@ott-catering.ch"


@pytest.mark.parametrize(("firm", "form"), [
    ("Ott GmbH Steuerberatungsgesellschaft", "GmbH"),
    ("K & Ott UG (haftungsbeschränkt) Berufsausübungsgesellschaft", "UG"),
    ("Ott GmbH Wirtschaftsprüfungsgesellschaft", "GmbH"),
])
def test_a_professional_firms_statutory_addition_after_the_form_is_part_of_the_firm(firm: str, form: str) -> None:
    record = parse_imprint(_imprint(f"{firm}<br>Mühlenstr. 8a<br>14167 Berlin<br>Geschäftsführer: Jan Ott"))
    assert record["name"] == firm
    assert record["legal_form"] == form
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


@pytest.mark.parametrize(("printed", "vat"), [("DE</p><p>355636053", "DE355636053"), ("ATU</p><p>12345675", "ATU12345675")])
def test_a_vat_id_wrapped_after_its_country_prefix_is_joined_again(printed: str, vat: str) -> None:
    page = _imprint(f"Ott GmbH<br>Mühlenstr. 8a<br>14167 Berlin</p><p>Umsatzsteuer-Identifikationsnummer: {printed}")
    assert parse_imprint(page)["vat_id"] == vat


def test_a_number_below_a_prefix_without_a_vat_label_is_no_vat_id() -> None:
    page = _imprint("Ott GmbH<br>Mühlenstr. 8a<br>14167 Berlin</p><p>Land: DE</p><p>123456789")
    assert parse_imprint(page)["vat_id"] is None


@pytest.mark.parametrize("printed", ["Johann Pabst – Strasse 4<br>4690 Schwanenstadt", "Anschrift: Johann Pabst – Strasse 4, 4690 Schwanenstadt"])
def test_a_street_word_set_off_by_a_spaced_dash_belongs_to_the_street(printed: str) -> None:
    record = parse_imprint(_imprint(f"Daniela Ott<br>{printed}<br>Telefon: +43 7673 12345"))
    assert record["address"]["street"] == "Johann Pabst – Strasse 4"
    assert record["address"]["city"] == "Schwanenstadt"


def test_a_dash_before_a_named_street_still_separates_the_firm() -> None:
    record = parse_imprint(_imprint("Ott GmbH – Hauptstrasse 4 – 4690 Schwanenstadt"))
    assert record["address"]["street"] == "Hauptstrasse 4"


@pytest.mark.parametrize("label", ["Alternativ", "Festnetz", "Büro"])
def test_a_landline_under_a_second_label_is_the_phone_when_the_first_is_a_mobile(label: str) -> None:
    page = _imprint(f"Tischlerei Ott<br>Im Gewerbepark 3<br>27798 Hude</p><p>Telefon: 0174 7219882<br>{label}: 04408 60261")
    assert parse_imprint(page)["phone"] == "+49440860261"


def test_a_mobile_under_a_second_label_is_still_no_phone() -> None:
    page = _imprint("Tischlerei Ott<br>Im Gewerbepark 3<br>27798 Hude</p><p>Alternativ: 0174 7219882")
    assert parse_imprint(page)["phone"] is None


@pytest.mark.parametrize("printed", ["HRB-Hamburg 75372", "Handelsregister: HRB Hamburg 75372"])
def test_a_court_between_the_register_kind_and_the_number_is_the_court(printed: str) -> None:
    page = _imprint(f"Ott Gastronomie GmbH<br>Mühlenstr. 8a<br>20095 Hamburg</p><p>{printed}")
    assert parse_imprint(page)["register"] == {"country": "DE", "court": "Hamburg", "number": "HRB 75372"}


def test_a_number_word_between_the_kind_and_the_number_is_no_court() -> None:
    page = _imprint("Ott Gastronomie GmbH<br>Mühlenstr. 8a<br>20095 Hamburg</p><p>Registergericht: Amtsgericht Hamburg<br>HRB Nr 75372")
    assert parse_imprint(page)["register"] == {"country": "DE", "court": "Hamburg", "number": "HRB 75372"}


def test_a_firm_line_with_a_lower_case_start_is_the_provider_not_the_host_below_it() -> None:
    page = _imprint("ott-lab e.V. - Society for Open Tools<br>c/o Ott Research Center<br>Institute for Software Tools"
                    "<br>Rutherfordstraße 2<br>12489 Berlin<br>E-Mail: vorstand@ott-lab.org")
    record = parse_imprint(page)
    assert record["name"] == "ott-lab e.V. - Society for Open Tools"
    assert record["legal_form"] == "e.V."
    assert record["address"]["street"] == "Rutherfordstraße 2"


def test_a_provider_line_that_carries_a_legal_form_gets_that_form_not_a_sole_traders() -> None:
    # the form stands inside the line, a description after it: no company start, still the firm's form
    record = parse_imprint(_imprint("Ott Gastro GmbH Betriebsrestaurant Nord<br>Mühlenstr. 8a<br>14167 Berlin<br>Inhaber: Jan Ott"))
    assert record["legal_form"] == "GmbH"


def test_a_provider_label_with_a_profession_after_the_name_gives_the_person_as_owner() -> None:
    page = ('<html><body><main><h1>Impressum</h1><h2>Zusammenfassung</h2><p>Ein Impressum ist eine gesetzlich '
            "vorgeschriebene Angabe.</p><p>Name des Anbieters: Dr. Eva Roth, Fachärztin für Augenheilkunde</p>"
            "<p>Postanschrift: Schönbrunner Allee 46/2, 1120 Wien</p><p>Tel. +43 1 813 55 30</p></main></body></html>")
    record = parse_imprint(page)
    assert record["name"] == "Eva Roth"
    assert record["representatives"] == [{"name": "Eva Roth", "role": "owner"}]


def test_an_imprint_heading_over_only_an_agency_credit_leaves_the_contact_block_above_it_the_providers() -> None:
    page = ('<html><body><footer><h2><a href="/">Ott Loft AG</a></h2><p><a href="#">Schützengartenweg 3</a><br>'
            '<a href="#">9000 St. Gallen</a><br>Tel.: 071 414 02 02<br><a href="mailto:info@ott-loft.ch">info@ott-loft.ch</a></p>'
            "<details><summary>Impressum</summary><p>Design &amp; Code:</p><p>Muster Design GmbH<br>Gallusstrasse 43<br>"
            "9000 St. Gallen</p></details></footer></body></html>")
    record = parse_imprint(page, "https://ott-loft.ch/")
    assert record["name"] == "Ott Loft AG"
    assert record["address"]["street"] == "Schützengartenweg 3"


@pytest.mark.parametrize("line", ["<p>WAHLARZT</p>", "<p>Fachärztin</p>", "<p>Öffnungszeiten</p>", "<p>Name des Anbieters</p>",
                                  "<p><b>Anfahrt</b></p>", "<p><b>Geschäftsstelle</b></p>", "<p><b>Stammdaten</b></p>",
                                  "<p><b>Praxis</b></p>", "<p><b>Der Verein</b></p>", "<h2>Zusammenfassung</h2>", "<h2>Summary</h2>"])
def test_a_profession_a_summary_or_opening_hours_heading_or_a_label_alone_is_no_name(line: str) -> None:
    page = (f'<html><body><main><h1>Impressum</h1>{line}<p>Ramseiderstraße 22</p><p>5760 Saalfelden</p>'
            "<p>Tel.: +43 6582 73277</p></main></body></html>")
    assert parse_imprint(page)["name"] is None


def test_lines_between_a_c_o_line_and_the_street_are_the_hosts_in_one_line_paragraphs() -> None:
    page = ('<html><body><main><h1>Impressum</h1><p>Freundeskreis Ott</p><p>c/o Ott Research Center</p>'
            "<p>Institute for Software Tools</p><p>Rutherfordstraße 2</p><p>12489 Berlin</p>"
            "<p>E-Mail: vorstand@ott-lab.org</p></main></body></html>")
    assert parse_imprint(page)["name"] == "Freundeskreis Ott"


def _club(board: str) -> str:
    return ('<html><body><main><h1>Impressum</h1><p>Ott Freunde e.V.<br>Hauptstraße 5<br>50667 Köln</p>'
            f"<p>{board}</p><p>Vereinsregister: Amtsgericht Köln, VR 1234</p></main></body></html>")


@pytest.mark.parametrize("board", ["Vorsitzender: Max Ott<br>Stellvertreterin: Eva Roth<br>Jugendwart: Jan Kurz",
                                   "Vorsitzender: Max Ott / 1. Stellvertreterin: Eva Roth / Sportwart: Jan Kurz"])
def test_a_clubs_deputy_and_its_wardens_are_board_members(board: str) -> None:
    # convention 25: the Stellvertreter and the other officers of a club's board
    assert parse_imprint(_club(board))["representatives"] == [
        {"name": "Max Ott", "role": "chair_of_board"}, {"name": "Eva Roth", "role": "board_member"},
        {"name": "Jan Kurz", "role": "board_member"}]


def test_a_role_value_before_a_slash_and_the_next_label_keeps_its_person() -> None:
    assert parse_imprint(_club("Vorsitzender: Max Ott / Kassier: Eva Roth"))["representatives"] == [
        {"name": "Max Ott", "role": "chair_of_board"}, {"name": "Eva Roth", "role": "board_member"}]


@pytest.mark.parametrize("designation", ["Yoga-Studio Rankweil Nord", "Physiotherapie Am Alten Markt", "Haus & Garten Ott"])
def test_a_longer_or_hyphenated_trading_name_between_the_person_and_the_street_is_the_designation(designation: str) -> None:
    record = parse_imprint(_imprint(f"Jana Ott<br>{designation}<br>Lindenweg 4<br>79100 Freiburg<br>E-Mail: kontakt@ott-web.de"))
    assert record["name"] == designation
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


def test_a_list_of_languages_after_a_trade_word_stays_a_description() -> None:
    record = parse_imprint(_imprint("Jana Ott<br>Übersetzungen Deutsch – Englisch – Schwedisch<br>Lindenweg 4<br>79100 Freiburg"))
    assert record["name"] == "Jana Ott"


@pytest.mark.parametrize("line", ["Fotografin", "Freie Journalistin", "Praxis für Logopädie", "Heilpraktikerin für Psychotherapie",
                                  "Musikerin und Gesangslehrerin", "Zahnärztin"])
def test_a_profession_line_anywhere_in_the_provider_block_is_a_business_signal(line: str) -> None:
    # convention 12: a profession printed on the page makes the named person a sole trader
    page = _imprint("Jana Ott<br>Lindenweg 4<br>79100 Freiburg", f"<p>E-Mail: jana@ott-web.de</p><p>{line}</p>")
    record = parse_imprint(page)
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


def test_an_institutes_address_or_a_section_word_is_no_profession_line() -> None:
    page = _imprint("Jana Ott<br>Freie Universität Berlin<br>Friedrich-Meinecke-Institut<br>Koserstraße 20<br>14195 Berlin",
                    "<p>E-Mail: jana.ott@fu-berlin.de</p><p>Technik</p><p>Statisch generiert.</p>")
    record = parse_imprint(page)
    assert record["legal_form"] is None and record["representatives"] == []


@pytest.mark.parametrize("sentence", ["Die Ott Software GmbH wird vertreten durch Jan Ott.", "Geschäftsführer ist Jan Ott."])
def test_a_representative_named_in_a_sentence_after_wird_or_ist_is_read(sentence: str) -> None:
    page = _imprint("Ott Software GmbH<br>Lindenweg 4<br>79100 Freiburg", f"<p>{sentence}</p>")
    assert parse_imprint(page)["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


@pytest.mark.parametrize("street", ["Hauptstr. 12 / Eingang B", "Lindenweg 4, 2. OG"])
def test_an_entrance_or_a_floor_after_the_house_number_stays_in_the_street(street: str) -> None:
    # as a door or a building after the number (conventions 285, "Muthgasse 36 / 1. OG / Süd")
    record = parse_imprint(_imprint(f"Ott Software GmbH<br>{street}<br>79100 Freiburg"))
    assert record["address"]["street"] == street


def test_a_responsible_for_this_website_label_names_the_provider_before_its_address() -> None:
    page = ('<html><body><main><h1>Imprint</h1><p>Responsible for this website: Max Ott, Lindenweg 3, 12345 Berlin, '
            "Germany. Email: max@ott-web.de</p></main></body></html>")
    record = parse_imprint(page)
    assert record["name"] == "Max Ott"
    assert record["address"]["street"] == "Lindenweg 3"

