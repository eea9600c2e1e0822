"""Rules of the twenty-seventh parser round (issue 19; from the round-19 tuning pages), each from its
own minimal page (names, places and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str, tail: str = "", heading: str = "Impressum", title: str = "Impressum") -> str:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body><main>'
            f"<h1>{heading}</h1>{block}{tail}</main></body></html>")


_STREET = "<p>Lindenweg 12<br>48268 Greven</p>"


def test_a_firm_heading_broken_after_the_brand_word_is_one_name() -> None:
    record = parse_imprint(_imprint("<h2>dentaPlus<br>Zahntechnik GmbH</h2>" + _STREET))
    assert record["name"] == "dentaPlus Zahntechnik GmbH" and record["legal_form"] == "GmbH"


@pytest.mark.parametrize("head", ["Anbieter", "Impressum", "Kontakt"])
def test_a_heading_word_above_the_firm_is_no_part_of_its_name(head: str) -> None:
    record = parse_imprint(_imprint(f"<h2>{head}<br>Zahntechnik GmbH</h2>" + _STREET))
    assert record["name"] == "Zahntechnik GmbH"


@pytest.mark.parametrize("sep", [" . ", " - ", " – "])
def test_a_profession_after_the_director_and_a_separator_is_no_part_of_his_name(sep: str) -> None:
    record = parse_imprint(_imprint("<h2>Zahntechnik Ott GmbH</h2>" + _STREET,
                                    f"<h5>Geschäftsführer:</h5><p>Jan Ott{sep}Zahntechnikermeister</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_two_professions_before_the_person_are_no_part_of_the_name() -> None:
    record = parse_imprint(_imprint("<p>Autor und Crowdworker Jan Ott<br>Lindenweg 12<br>48268 Greven</p>",
                                    "<p>USt-IdNr.: DE123456788</p>"))
    assert record["name"] == "Jan Ott" and record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_two_persons_joined_by_und_stay_two() -> None:
    record = parse_imprint(_imprint("<p>Anna Roth und Jan Ott<br>Lindenweg 12<br>48268 Greven</p>",
                                    "<p>USt-IdNr.: DE123456788</p>"))
    assert record["legal_form"] is None


def test_a_joined_label_for_firm_or_person_names_the_provider() -> None:
    record = parse_imprint(_imprint("<p>Firmenname / Person: Ott Jan</p><p>Rechtsform: keine</p>"
                                    "<p>Email: jan@ott-coaching.ch</p>", heading="1. Seitenbetreiber"))
    assert record["name"] == "Ott Jan"


def test_a_line_of_north_german_given_name_and_surname_over_a_brand_gives_the_brand() -> None:
    record = parse_imprint(_imprint("<p>Wibke Carstens<br>DER WORTWERT<br>Hauptstr. 3<br>10243 Berlin</p>",
                                    "<p>E-Mail: hallo@der-wortwert.de</p><p>Stnr. 14/507/01234</p>"))
    assert record["name"] == "DER WORTWERT"


def test_a_driving_school_joined_to_its_street_by_a_hyphen_is_no_part_of_the_street() -> None:
    record = parse_imprint(_imprint("<table><tr><td>Firma</td><td>Fahrschule Jan Ott</td></tr>"
                                    "<tr><td>Anschrift</td><td>Fahrschule-Ott Hauptstr. 15 24969 Kleinwiehe</td></tr></table>"))
    assert record["address"] == {"street": "Hauptstr. 15", "postal_code": "24969", "city": "Kleinwiehe", "country": "DE"}


def test_a_trade_material_before_a_surname_is_a_designation() -> None:
    record = parse_imprint(_imprint("<h2>Parkett Ott</h2><p>Görzer Straße 14<br>81549 München</p>",
                                    "<h3>Geschäftsführer</h3><p>Jan Ott</p><p>USt-IdNr.: DE123456788</p>"))
    assert record["name"] == "Parkett Ott" and record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_a_role_line_with_a_dangling_dash_labels_the_person_below() -> None:
    record = parse_imprint(_imprint("<p>Tustep Nutzergruppe Weimar<br>1. Vorsitzender -<br>Dr. Jan Ott<br>"
                                    "Jenaer Str. 1<br>99425 Weimar</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}]


def test_a_linked_name_alone_below_the_provider_heading_is_the_provider() -> None:
    record = parse_imprint(_imprint('<h3>Offenlegung</h3><p><a href="/">Initiative Freies Netz</a></p>'
                                    "<p>ZVR: 123456789</p><p>Mitglieder des Vorstandes: Anna Roth, Jan Ott</p>"
                                    "<p>Allgemeiner Kontakt: info@freies-netz.at</p>"))
    assert record["name"] == "Initiative Freies Netz"


def test_a_linked_menu_is_no_provider() -> None:
    record = parse_imprint(_imprint('<h3>Seiten</h3><p><a href="/">Startseite</a></p><p><a href="/b">Blog</a></p>'
                                    "<p>Anna Roth<br>Lindenweg 12<br>48268 Greven</p>"))
    assert record["name"] == "Anna Roth"


def test_a_first_table_cell_of_several_lines_is_no_label() -> None:
    # (paragraph breaks an editor left inside the cell)
    record = parse_imprint(_imprint("<p><table><tr><td>Jan Ott</p><p>Steubenstr. 23A</p><p>65189 Wiesbaden</td>"
                                    "<td>E-mail: mail@ott.de</td></tr></table></p>", heading="Legal Notice", title="Legal Notice"))
    assert record["name"] == "Jan Ott" and record["address"]["street"] == "Steubenstr. 23A"


def test_a_designation_with_its_owner_in_parentheses() -> None:
    record = parse_imprint(_imprint("<h2>Diensteanbieter</h2><p>The Q Company (Jan Ott)<br>Hauptstraße 37<br>"
                                    "4540 Pfarrkirchen im Traunkreis<br>Österreich</p>", "<p>E-Mail: support@q-company.at</p>"))
    assert record["name"] == "The Q Company" and record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_person_below_an_office_label_above_the_street_is_the_officer_not_the_provider() -> None:
    record = parse_imprint(_imprint("<p><b>Medieninhaber und Herausgeber:</b><br>Musikfreunde Olten<br>ZVR-Zahl: 123456789</p>"
                                    "<p><b>Vertretungsbefugte Person (Obfrau):</b><br>Dr. Eva Roth<br>Hauptstraße 9<br>"
                                    "6900 Bregenz, Österreich</p>"))
    assert record["name"] == "Musikfreunde Olten"
    assert record["representatives"] == [{"name": "Eva Roth", "role": "chair_of_board"}]


def test_a_club_label_names_the_provider() -> None:
    record = parse_imprint(_imprint("<p>Verein: Mureck Eisbären</p><p>Eichfeld 33<br>8480 Mureck<br>Österreich</p>"))
    assert record["name"] == "Mureck Eisbären"


@pytest.mark.parametrize(("label", "role"), [("Obmann 2", "board_member"), ("2. Obmann", "board_member"),
                                             ("1. Obfrau", "chair_of_board")])
def test_numbered_austrian_chairs(label: str, role: str) -> None:
    record = parse_imprint(_imprint("<p>Verein: Mureck Eisbären<br>Eichfeld 33<br>8480 Mureck<br>Österreich</p>",
                                    f"<p><b>Organschaftliche Vertreter:</b><br>{label}: Jan Ott</p>"))
    assert {"name": "Jan Ott", "role": role} in record["representatives"]


@pytest.mark.parametrize("mail", ["jan.ott(at)gmail.com", "jan.ott@gmail.com"])
def test_a_mailbox_in_parentheses_after_an_officer_is_no_part_of_his_name(mail: str) -> None:
    record = parse_imprint(_imprint("<p>Verein: Mureck Eisbären<br>Eichfeld 33<br>8480 Mureck<br>Österreich</p>",
                                    f"<p>Obmann: Jan Ott ({mail})</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}]


def test_a_partnership_name_in_bold_is_the_name_not_a_heading() -> None:
    record = parse_imprint(_imprint("<h3>Angaben gemäß § 5 TMG</h3><p><b>Gutachter Ott &amp; Partner</b><br>Hauptstraße 20<br>"
                                    "13359 Berlin</p>", "<p>Inhaltlich verantwortliche Gesellschafter<br>Jan Ott</p>"))
    assert record["name"] == "Gutachter Ott & Partner"


def test_partners_named_with_oder_are_each_a_representative() -> None:
    record = parse_imprint(_imprint("<p>Ott &amp; Partner Rechtsanwälte PartG<br>Hauptstraße 20<br>13359 Berlin</p>",
                                    "<p>Die Partnerschaft wird durch die Partner Jan Ott, Eva Roth oder Uwe Kurz vertreten.</p>"))
    assert [r["name"] for r in record["representatives"]] == ["Jan Ott", "Eva Roth", "Uwe Kurz"]


def test_a_healing_practice_below_the_person_makes_a_sole_trader() -> None:
    record = parse_imprint(_imprint("<p><b>Eva Roth</b><br>Energetisches Heilen<br>Jagdstraße 1<br>80639 München</p>",
                                    "<p>E-Mail: eva@roth-heilen.de</p>"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Eva Roth", "role": "owner"}]


def test_a_sample_number_of_an_area_code_and_zeros_is_no_phone() -> None:
    record = parse_imprint(_imprint("<p>Eva Roth Tattoo<br>Jagdstraße 1<br>40764 Langenfeld</p>",
                                    "<p>Telefon: 02173 000000</p><p>Telefon: 02173 123456</p>"))
    assert record["phone"] == "+492173123456"


def test_a_rental_designation_is_no_person() -> None:
    record = parse_imprint(_imprint("<p>Bootsverleih Mureck | Jan Ott | Lützewiesenweg 18 | 99098 Erfurt</p>",
                                    "<p>USt-IdNr.: DE123456788</p>"))
    assert {"name": "Bootsverleih Mureck", "role": "owner"} not in record["representatives"]


def test_a_template_mailbox_called_name_is_no_mailbox() -> None:
    record = parse_imprint(_imprint("<p>Max Mustermann<br>Beispielweg 99<br>12345 Musterhausen<br>name@email.de</p>"))
    assert record["email"] is None
