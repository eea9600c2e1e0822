"""Rules of the twenty-second parser round (issue 19), each from its own minimal page (names,
places and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint
from companies.imprint.given_names import given_name


def _imprint(block: str, tail: str = "", heading: str = "Impressum") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>{heading}</h1>{block}{tail}</main></body></html>")


@pytest.mark.parametrize(("word", "given"), [("Anna", True), ("Hans-Peter", True), ("Anna-lena", True),
                                             ("Abenteuer", False), ("Roth", False), ("Hans-Abenteuer", False)])
def test_a_common_given_name(word: str, given: bool) -> None:
    assert given_name(word) is given


@pytest.mark.parametrize("designation", ["Abenteuer Irland", "Wolkenlicht Reisen Roth", "Envy Web"])
def test_a_plain_designation_between_a_person_and_the_street(designation: str) -> None:
    record = parse_imprint(_imprint(f"<p>Anna Roth<br>{designation}<br>Hauptstraße 1<br>12345 Dorf</p>"
                                    "<p>Telefon: 030 1234567<br>USt-IdNr.: DE123456789</p>"))
    assert record["name"] == designation
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Anna Roth", "role": "owner"}]


@pytest.mark.parametrize("second", ["Jan Roth", "Freie Journalistin", "Datenschutz Kontakt", "Haus am See"])
def test_a_second_person_or_an_activity_below_a_person_is_no_designation(second: str) -> None:
    record = parse_imprint(_imprint(f"<p>Anna Roth<br>{second}<br>Hauptstraße 1<br>12345 Dorf</p>"))
    assert record["name"] == "Anna Roth"


def test_a_name_that_is_no_common_given_name_leaves_the_line_below_alone() -> None:
    record = parse_imprint(_imprint("<p>Xandru Roth<br>Abenteuer Irland<br>Hauptstraße 1<br>12345 Dorf</p>"))
    assert record["name"] == "Xandru Roth"


def test_a_designations_own_paragraph_over_its_owners_paragraph() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 DDG</p><p>Abenteuer Irland</p>"
                                    "<p>Anna Roth<br>Hauptstraße 1<br>12345 Dorf</p><p>E-Mail: ar@irland.invalid</p>"))
    assert record["name"] == "Abenteuer Irland"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Anna Roth", "role": "owner"}]


@pytest.mark.parametrize("above", ["Angaben gemäß § 5 DDG", "Betreiber dieser Website", "Kontakt", "Telefon 030 1234567"])
def test_a_heading_paragraph_over_the_persons_paragraph_is_no_designation(above: str) -> None:
    record = parse_imprint(_imprint(f"<p>{above}</p><p>Anna Roth<br>Hauptstraße 1<br>12345 Dorf</p>"
                                    "<p>E-Mail: ar@roth.invalid</p>"))
    assert record["name"] == "Anna Roth"


@pytest.mark.parametrize("label", ["Geschäftsführer sind die Herren:", "Geschäftsführung der Muster Technik GmbH:"])
def test_a_label_phrase_ending_in_a_colon_introduces_the_names_of_the_next_paragraph(label: str) -> None:
    record = parse_imprint(_imprint(f"<p>Muster Technik GmbH<br>Hauptstraße 1<br>12345 Dorf</p><p>{label}</p>"
                                    "<p>Anna Roth, Jan Ott, Eva Kurz</p>"))
    assert record["representatives"] == [{"name": n, "role": "managing_director"} for n in ("Anna Roth", "Jan Ott", "Eva Kurz")]


def test_a_label_phrase_with_a_persons_name_keeps_its_own_value() -> None:
    record = parse_imprint(_imprint("<p>Muster Technik GmbH<br>Hauptstraße 1<br>12345 Dorf</p>"
                                    "<p>Geschäftsführer ist Anna Roth.</p><p>Jan Ott, Eva Kurz</p>"))
    assert record["representatives"] == [{"name": "Anna Roth", "role": "managing_director"}]


def test_an_ordinal_before_a_board_label_makes_the_first_chair() -> None:
    record = parse_imprint(_imprint("<p>Muster Club e.V.<br>Hauptstraße 1<br>12345 Dorf</p>"
                                    "<p>1. Vorstand: Anna Roth</p><p>2. Vorstand: Jan Ott</p>"))
    assert record["representatives"] == [{"name": "Anna Roth", "role": "chair_of_board"},
                                         {"name": "Jan Ott", "role": "board_member"}]


@pytest.mark.parametrize(("line", "street"), [("Hauptstrasse 12 c/o Muster AG", "Hauptstrasse 12"),
                                              ("Anschrift der Praxis: Hauptstr. 12", "Hauptstr. 12"),
                                              ("Sitz des Vereins: Hauptstr. 12", "Hauptstr. 12"),
                                              ("Gartenweg 50/A3", "Gartenweg 50/A3"),
                                              ("Heidelberger str. 45a", "Heidelberger str. 45a")])
def test_street_lines_with_a_co_a_label_phrase_a_door_or_a_lower_case_abbreviation(line: str, street: str) -> None:
    record = parse_imprint(_imprint(f"<p>Muster Technik GmbH<br>{line}<br>5000 Aarau</p><p>E-Mail: info@muster.invalid</p>"))
    assert record["address"] == {"street": street, "postal_code": "5000", "city": "Aarau", "country": "CH"}


def test_a_board_members_line_with_his_office_is_no_provider_name() -> None:
    page = ("<html><body><main><p><em>Vertretungsberechtigter Vorstand:</em></p><p>Jan Roth (1. Vorsitzender)<br>"
            "Eva Kurz (2. Vorsitzende)</p><p><em>Registergericht:</em> Amtsgericht Dorf</p></main></body></html>")
    assert parse_imprint(page, "https://site.invalid/impressum")["name"] is None
    owner = parse_imprint(_imprint("<p>Anna Roth (Inhaberin)<br>Hauptstraße 1<br>12345 Dorf</p>"))
    assert owner["name"] == "Anna Roth"


def test_an_introduction_that_ends_in_an_ellipsis_is_no_name() -> None:
    page = ("<html><body><main><p>Some legally required German text below …</p><h3>Responsible for the Content</h3>"
            "<p>Jan Roth</p><p>jan.roth (at) roth-netz (dot) de</p></main></body></html>")
    assert parse_imprint(page, "https://site.invalid/legal-notice")["name"] == "Jan Roth"


def test_a_company_named_in_a_social_plugins_section_is_no_provider() -> None:
    page = ("<html><head><title>Impressum</title></head><body><main><h1>Anna Roth</h1><h2>Annas Teestube</h2>"
            "<p>Hauptplatz 2<br>Dorf im Tal<br>ar@roth.invalid</p><h3>SOCIAL PLUGINS</h3><p>Auf dieser Website werden"
            " PlugIns des sozialen Netzwerks<br>Facebook Inc., Menlo Park, California, United States, in Form eines<br>"
            "Like-Buttons integriert.</p></main></body></html>")
    assert parse_imprint(page, "https://site.invalid/impressum")["name"] != "Facebook Inc."


def test_a_headings_template_variable_is_no_reason_to_give_no_name() -> None:
    page = ("<html><body><main><h1>{t.impressum.title}</h1><h2>{t.impressum.legalInfo}</h2><p>Jan Roth</p><p>Künstler</p>"
            "<p>Hauptstraße 1</p><p>12345 Dorf</p><h2>{t.impressum.contact}</h2><p>E-Mail: jr@roth.invalid</p></main></body></html>")
    assert parse_imprint(page, "https://site.invalid/impressum")["name"] == "Jan Roth"
    filled = ("<html><body><main><h1>Impressum</h1><p>{contact.company}<br>{contact.street}</p><p>Jan Roth</p>"
              "<p>E-Mail: jr@roth.invalid</p></main></body></html>")
    assert parse_imprint(filled, "https://site.invalid/impressum")["name"] is None


@pytest.mark.parametrize(("above", "name"), [("Förderverein der Freiwilligen Feuerwehr", "Förderverein der Freiwilligen Feuerwehr Dorf-Ost e.V."),
                                             ("Angaben gemäß § 5 DDG", "Dorf-Ost e.V."),
                                             ("Praxis für Physiotherapie", "Dorf-Ost e.V.")])
def test_a_firm_name_broken_over_two_lines(above: str, name: str) -> None:
    record = parse_imprint(_imprint(f"<p>{above}<br>Dorf-Ost e.V.<br>Am Anger 1<br>65529 Dorf</p>"))
    assert record["name"] == name


@pytest.mark.parametrize("line", ["Abenteuer Irland – Anna Roth", "Abenteuer Irland, Anna Roth"])
def test_a_plain_designation_before_its_owner_on_one_line(line: str) -> None:
    record = parse_imprint(_imprint(f"<p>{line}<br>Hauptstraße 1<br>12345 Dorf</p><p>E-Mail: ar@irland.invalid</p>"))
    assert (record["name"], record["legal_form"]) == ("Abenteuer Irland", "Einzelunternehmen")
    assert record["representatives"] == [{"name": "Anna Roth", "role": "owner"}]


def test_two_persons_on_one_line_are_no_designation_and_owner() -> None:
    record = parse_imprint(_imprint("<p>Jan Ott – Anna Roth<br>Hauptstraße 1<br>12345 Dorf</p><p>E-Mail: ar@irland.invalid</p>"))
    assert record["representatives"] == []


@pytest.mark.parametrize("heading", ["<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2>", "<p>Verantwortlich nach § 55 Abs. 2 RStV:</p>"])
def test_the_editors_block_as_the_pages_only_block_is_the_providers(heading: str) -> None:
    record = parse_imprint(_imprint(f"{heading}<p>Anna Roth<br>Hauptstraße 1<br>12345 Dorf</p><p>E-Mail: ar@roth.invalid</p>"))
    assert (record["name"], record["address"]["street"], record["representatives"]) == ("Anna Roth", "Hauptstraße 1", [])


def test_the_editors_block_beside_a_provider_block_stays_out() -> None:
    record = parse_imprint(_imprint("<p>Muster Technik GmbH<br>Hauptstraße 1<br>12345 Dorf</p>"
                                    "<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2><p>Anna Roth<br>Am Weg 2<br>12345 Dorf</p>"))
    assert (record["name"], record["address"]["street"]) == ("Muster Technik GmbH", "Hauptstraße 1")


@pytest.mark.parametrize("sentence", ["Verantwortlich für diese Website ist Anna Roth", "Verantwortlich für die Webseite ist Anna Roth"])
def test_the_sentence_that_names_who_is_responsible_for_the_site(sentence: str) -> None:
    record = parse_imprint(_imprint(f"<p>{sentence}, Hauptstraße 1, 12345 Dorf.</p><p>E-Mail: ar@roth.invalid</p>"))
    assert (record["name"], record["address"]["street"]) == ("Anna Roth", "Hauptstraße 1")


def test_management_as_a_label_names_the_managing_directors() -> None:
    record = parse_imprint(_imprint("<p>Muster Technik GmbH<br>Hauptstraße 1<br>12345 Dorf</p><p>Management: Jan Ott, Eva Kurz</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"},
                                         {"name": "Eva Kurz", "role": "managing_director"}]
    firm = parse_imprint(_imprint("<p>Muster Management Consulting GmbH<br>Hauptstraße 1<br>12345 Dorf</p>"))
    assert firm["name"] == "Muster Management Consulting GmbH"
