"""Rules of the forty-second parser round that the sole traders' grid found (issue 19): each with its own minimal page,
failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint
from tests.imprint.pages import read_body as _read

_TAIL = "<p>Hauptstraße 12<br>34117 Kassel</p><p>Telefon: 0561 739204<br>E-Mail: post@hartmann-kassel.de</p>"


def _owner(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


def test_a_statutory_heading_in_english_is_no_trading_designation():
    record = _read("<h1>Information pursuant to Sect. 5 German Telemedia Act (TMG)</h1><p>Mia Cook<br>Hauptstraße 5<br>"
                   "10115 Berlin</p><p>E-Mail: mia@cook-berlin.de</p>", "https://site.invalid/legal-notice/")
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Mia Cook", None, [])


def test_control_a_trade_in_the_page_title_is_still_a_business_signal():
    record = parse_imprint("<html><head><title>Fußpflege Hartmann - Impressum</title></head><body><h1>Impressum</h1>"
                           "<p>Lea Hartmann<br>Hauptstraße 12<br>34117 Kassel</p></body></html>", "https://site.invalid/impressum/")
    assert record["legal_form"] == "Einzelunternehmen"


def test_a_bilingual_owner_label_reads_as_the_german_one():
    record = _read("<h1>Publisher</h1><p><strong>Pixelhafen Webdesign</strong><br>Inhaber / Owner: Nils Harmsen<br>"
                   "Lindengasse 14, 10115 Berlin, Germany</p><p>Phone: 030 2847 5610</p>", "https://site.invalid/legal-notice/")
    assert record["name"] == "Pixelhafen Webdesign" and _owner(record) == [("Nils Harmsen", "owner")]


def test_a_bilingual_label_keeps_its_value():
    from companies.imprint.linetext import plain_label

    assert plain_label("Telefon | Phone: 030 2847 5610") == "Telefon: 030 2847 5610"


def test_control_two_german_offices_on_one_label_stay_both():
    from companies.imprint.linetext import plain_label

    assert plain_label("Inhaber / Geschäftsführer: Jan Ott") == "Inhaber / Geschäftsführer: Jan Ott"


@pytest.mark.parametrize("owner", ["<p>Inhaber: Lea Hartmann</p>", "<p>Inhaber:<br>Lea Hartmann</p>"])
@pytest.mark.parametrize("heading", ["Blickfang Fotografie", "Kristall Reinigung"])
def test_a_designation_heading_over_an_owner_line_is_the_name(owner, heading):
    record = _read(f"<h1>Impressum</h1><h2>{heading}</h2>{owner}{_TAIL}")
    assert record["name"] == heading and _owner(record) == [("Lea Hartmann", "owner")]


@pytest.mark.parametrize("heading", ["Kontakt", "Angaben gemäß § 5 TMG", "Anbieter"])
def test_control_a_section_heading_over_an_owner_line_names_the_owner(heading):
    assert _read(f"<h1>Impressum</h1><h2>{heading}</h2><p>Inhaber:<br>Lea Hartmann</p>{_TAIL}")["name"] == "Lea Hartmann"


def test_a_bold_designation_with_a_credit_word_opening_the_address_is_the_name():
    record = _read("<h1>Impressum</h1><h2>Anbieter</h2><p><strong>Bergwerk Design</strong><br>Hauptstraße 12<br>34117 Kassel</p>"
                   "<p>Inhaberin: Lea Hartmann</p><p>Telefon: 0561 739204</p>")
    assert record["name"] == "Bergwerk Design" and _owner(record) == [("Lea Hartmann", "owner")]


def test_control_a_bold_credit_word_alone_names_nobody():
    record = _read("<h1>Impressum</h1><h2>Anbieter</h2><p><strong>Webdesign</strong><br>Hauptstraße 12<br>34117 Kassel</p>"
                   "<p>Inhaberin: Lea Hartmann</p><p>Telefon: 0561 739204</p>")
    assert record["name"] == "Lea Hartmann"


def test_a_place_word_inside_a_designation_before_the_person():
    record = _read("<h1>Impressum</h1><p>Café zur Linde – Lea Hartmann<br>Hauptstraße 12<br>34117 Kassel</p>")
    assert record["name"] == "Café zur Linde" and _owner(record) == [("Lea Hartmann", "owner")]


def test_control_a_building_name_before_the_person_without_a_trade_stays_whole():
    assert _read("<h1>Impressum</h1><p>Haus am See – Lea Hartmann<br>Hauptstraße 12<br>34117 Kassel</p>")["representatives"] == []


@pytest.mark.parametrize("designation", ["Glanzlicht Gebäudeservice", "Hausverwaltung Hartmann"])
def test_a_trade_compound_with_an_address_word_is_a_designation(designation):
    record = _read(f"<h1>Impressum</h1><h2>Anbieter</h2><p>Lea Hartmann<br>{designation}<br>Hauptstraße 12<br>34117 Kassel</p>")
    assert record["name"] == designation and _owner(record) == [("Lea Hartmann", "owner")]


def test_control_a_building_line_between_person_and_street_is_no_designation():
    assert _read("<h1>Impressum</h1><h2>Anbieter</h2><p>Lea Hartmann<br>Gebäude 3<br>Hauptstraße 12<br>34117 Kassel</p>")["name"] == "Lea Hartmann"


@pytest.mark.parametrize("bold", [False, True])
def test_a_noun_ending_like_an_adjective_after_a_trade_word_is_the_firms_own(bold):
    line = "Lea Hartmann, Café Lindenblüte"
    line = f"<strong>{line}</strong>" if bold else line
    record = _read(f"<h1>Impressum</h1><h2>Anbieter</h2><p>{line}<br>Hauptstraße 12<br>34117 Kassel</p>")
    assert record["name"] == "Café Lindenblüte" and _owner(record) == [("Lea Hartmann", "owner")]


def test_control_an_adjective_before_a_trade_word_stays_a_description():
    assert _read("<h1>Impressum</h1><h2>Anbieter</h2><p>Lea Hartmann, Mobile Fußpflege<br>Hauptstraße 12<br>34117 Kassel</p>")["name"] == "Lea Hartmann"


def test_an_owner_line_below_a_designation_on_the_surname_is_no_designation():
    record = _read("<h1>Impressum</h1><p>Antiquariat Hartmann<br>Inh. Lea Hartmann<br>Hauptstraße 12<br>34117 Kassel</p>")
    assert record["name"] == "Antiquariat Hartmann" and _owner(record) == [("Lea Hartmann", "owner")]


def test_control_a_designation_on_the_surname_below_the_person_still_is_one():
    record = _read("<h1>Impressum</h1><p>Lea Hartmann<br>Hartmann Fotografie<br>Hauptstraße 12<br>34117 Kassel</p>")
    assert record["name"] == "Hartmann Fotografie" and _owner(record) == [("Lea Hartmann", "owner")]


@pytest.mark.parametrize("lines", [("Đorđe Marković", "Envy Web"), ("Zauberwald", "Şükrü Çelik")])
def test_a_given_name_spelt_with_another_languages_letters_is_a_persons(lines):
    person = next(line for line in lines if " " in line and line != "Envy Web")
    designation = next(line for line in lines if line != person)
    record = _read(f"<h1>Impressum</h1><p>{lines[0]}<br>{lines[1]}<br>Hauptstraße 12<br>34117 Kassel</p>")
    assert record["name"] == designation and _owner(record) == [(person, "owner")]


def test_control_a_given_name_of_the_list_over_a_designation():
    record = _read("<h1>Impressum</h1><p>Łukasz Nowak<br>Envy Web<br>Hauptstraße 12<br>34117 Kassel</p>")
    assert record["name"] == "Envy Web" and _owner(record) == [("Łukasz Nowak", "owner")]
