"""Rules of the eighteenth parser round (issue 19), each from its own minimal page (names, places
and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str, tail: str = "") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>{block}</p>{tail}</main></body></html>")


@pytest.mark.parametrize("street", ["Europaring 90", "Europaallee 12", "Eurostraße 3"])
def test_a_street_named_after_europe_is_a_street_not_a_price(street: str) -> None:
    record = parse_imprint(_imprint(f"Holzbau Ott GmbH<br>{street}<br>53757 Sankt Augustin"))
    assert record["address"] == {"street": street, "postal_code": "53757", "city": "Sankt Augustin", "country": "DE"}


@pytest.mark.parametrize("body", ["Bezirk Jena", "Gemeinde Lindau", "Kirchengemeinde Sankt Anna", "Pfarramt Lindau",
                                  "Stadtwerke Lindau", "Landratsamt Gotha", "Kita Sonnenschein"])
def test_a_public_body_or_institution_named_as_provider_is_no_person(body: str) -> None:
    record = parse_imprint(_imprint(f"{body}<br>Humboldtstraße 29<br>07743 Jena<br>Telefon: 03641 820881"))
    assert record["name"] == body
    assert record["legal_form"] is None
    assert record["representatives"] == []


@pytest.mark.parametrize("line", ["Pfarrer Jan Ott", "Pastorin Jana Ott", "Bürgermeisterin Jana Ott"])
def test_an_office_before_the_name_is_dropped_but_is_no_trade(line: str) -> None:
    record = parse_imprint(_imprint(f"{line}<br>Humboldtstraße 29<br>07743 Jena"))
    assert record["name"] in ("Jan Ott", "Jana Ott")
    assert record["legal_form"] is None
    assert record["representatives"] == []


def test_a_public_body_with_a_tax_number_is_no_sole_trader_and_its_pastor_no_owner() -> None:
    record = parse_imprint(_imprint("Gemeinde Lindau<br>Humboldtstraße 29<br>07743 Jena<br>Vertreten durch: Pastor Jan Ott"
                                    "<br>Steuernummer: 123/456/78901"))
    assert record["name"] == "Gemeinde Lindau"
    assert record["legal_form"] is None
    assert "Pastor Jan Ott" not in [r["name"] for r in record["representatives"]]


def test_a_partner_firm_spelt_gmbh_in_lower_case_opens_its_own_block() -> None:
    record = parse_imprint(_imprint(
        "Firmenname: Wachdienst Ott GmbH<br>Adresse: Lindengasse 3, 1070 Wien<br>Geschäftsführer: Jan Ott",
        "<h2>Partnerfirma für Entsorgung:</h2><p>Karl Huber Gmbh<br>Industriering 8<br>2460 Bruck an der Leitha"
        "<br>Geschäftsführer: Karl Huber, Eva Storch</p>"))
    assert record["name"] == "Wachdienst Ott GmbH"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_a_court_line_is_no_name_of_a_provider_that_prints_none() -> None:
    record = parse_imprint(_imprint("Lindenweg 4, 79100 Freiburg<br>Telefon: 0761 123456<br>Geschäftsführer: Jan Ott"
                                    "<br>Amtsgericht Freiburg"))
    assert record["name"] is None


@pytest.mark.parametrize("form", ["Sole proprietorship", "Einzelunternehmen", "Einzelfirma"])
def test_a_legal_form_on_a_line_of_its_own_is_no_name(form: str) -> None:
    record = parse_imprint(_imprint(f"ottweb.de<br>{form}<br>Lindenweg 4<br>79100 Freiburg<br>VAT ID: DE123456789"))
    assert record["name"] != form


def test_a_swiss_town_with_its_canton_before_the_country_is_no_firm() -> None:
    record = parse_imprint(_imprint("Ott Design<br>Dorfstrasse 16<br>CH-5272 Gansingen<br>Telefon: +41 56 123 45 67",
                                    "<p>© Copyright 2016, Ott Design<br>Gansingen AG, Schweiz, alle Rechte vorbehalten.</p>"))
    assert record["name"] == "Ott Design"
    assert record["legal_form"] != "AG"


def test_a_profession_line_below_the_representative_names_nobody() -> None:
    record = parse_imprint(_imprint("Baugruppe Lindenhof<br>Friedrich-Blos-Straße 35<br>76133 Karlsruhe",
                                    "<h2>Vertreten durch</h2><p>Jan Ott<br>Freier Architekt und Stadtplaner BDA</p>"))
    assert [r["name"] for r in record["representatives"]] == ["Jan Ott"]


def test_a_postal_code_alone_above_the_country_gives_no_town() -> None:
    record = parse_imprint(_imprint("Jana Ott<br>Lindenweg 4<br>79100<br>Deutschland<br>E-Mail: jana@ott.de"))
    assert record["address"] is None


def test_a_neighbourhood_group_is_no_person() -> None:
    record = parse_imprint(_imprint("Aktive Nachbarschaft Lindau<br>Lindenweg 4<br>79100 Freiburg"
                                    "<br>Kleinunternehmer gemäß § 19 UStG"))
    assert record["name"] == "Aktive Nachbarschaft Lindau"
    assert record["representatives"] == []


def test_a_designation_below_the_owner_above_a_one_line_address_is_the_name() -> None:
    record = parse_imprint(_imprint("<b>Inhaberin</b><br>Frau Jana Ott<br>Gesundheitspraxis Lindau"
                                    "<br>Maximilianstraße 14, 88131 Lindau<br>Steuernummer: 163/201/10681"))
    assert record["name"] == "Gesundheitspraxis Lindau"
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


def test_a_designation_with_an_adjective_below_the_owner_and_his_form_word_is_the_name() -> None:
    record = parse_imprint(_imprint("Jan Ott — Einzelunternehmen<br><b>Jans mobile Fußpflege</b><br>Lindenweg 4"
                                    "<br>70499 Stuttgart"))
    assert record["name"] == "Jans mobile Fußpflege"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_seat_label_opening_its_own_paragraph_ends_a_webmaster_section() -> None:
    page = ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            "<p>Webmaster:</p><p>Jan Ott<br>Lindenweg 4<br>79100 Freiburg</p><p>Mail: jan@ott-web.de</p>"
            "<p>Vereinssitz &amp; Vereinsheim:<br>Heimatverein Lindau e.V.<br>Kirchstraße 2<br>88131 Lindau</p>"
            "<p>Vorsitzender:<br>Karl Huber</p><p>Amtsgericht Kempten<br>Registernummer: VR 2021</p></main></body></html>")
    record = parse_imprint(page, "https://site.invalid/legal/")
    assert record["name"] == "Heimatverein Lindau e.V."
    assert record["address"]["street"] == "Kirchstraße 2"
    assert record["register"] == {"country": "DE", "court": "Kempten", "number": "VR 2021"}


def test_two_persons_labelled_inhaber_are_both_owners_of_no_sole_trader() -> None:
    page = _imprint("Schreinerei Ott – Meisterbetrieb<br>Inhaber: Jan Ott und Eva Ott<br>Seestraße 61, 83370 Seeon")
    record = parse_imprint(page)
    assert record["legal_form"] is None
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}, {"name": "Eva Ott", "role": "owner"}]


def test_a_deputy_managing_director_is_a_managing_director() -> None:
    record = parse_imprint(_imprint("Ott GmbH<br>Lindenweg 4<br>44287 Dortmund<br>Geschäftsführer: Jan Ott"
                                    "<br>stellvertretender Geschäftsführer: Eva Roth"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"},
                                         {"name": "Eva Roth", "role": "managing_director"}]


def test_a_gmbh_in_formation_keeps_its_printed_limited_liability_addition() -> None:
    record = parse_imprint(_imprint("Ott GmbH (haftungsbeschränkt)<br>Lindenweg 4<br>44287 Dortmund"))
    assert record["name"] == "Ott GmbH (haftungsbeschränkt)"
    assert record["legal_form"] == "GmbH"


def test_services_named_in_the_privacy_part_below_a_person_are_no_provider() -> None:
    record = parse_imprint(_imprint(
        "Jan Ott<br>Lindenweg 4<br>87541 Bad Hindelang, Deutschland<br>E-Mail: jan.ott@example.org",
        "<h2>Beta-Verteilung (Apple TestFlight)</h2><p>Die Beta wird über TestFlight verteilt, einen Dienst der Apple "
        "Inc., One<br>Apple Park Way, Cupertino, CA 95014, USA (in der EU: Apple Distribution<br>International Ltd., "
        "Hollyhill Industrial Estate, Cork, Irland). Damit du eine<br>Einladung erhalten kannst, wird sie übermittelt.</p>"
        "<h2>Server</h2><p>Die Seite liegt bei der<br>Hetzner Online GmbH in Deutschland und Finnland, also innerhalb der "
        "EU — eine<br>Übermittlung findet nicht statt.</p>"))
    assert record["name"] == "Jan Ott"
    assert record["legal_form"] is None


def test_a_french_publisher_label_is_no_name_and_an_association_is_a_swiss_club() -> None:
    page = ('<html><head><meta charset="utf-8"><title>Mentions légales</title></head><body><main>'
            "<h1>Mentions légales</h1><h2>Éditeur</h2><p>Association Les Amis du Lac<br>Rue de Lausanne 3, 1030 Bussigny, "
            "Suisse<br>Email : amis@example.ch</p><h2>Hébergeur</h2><p>GitHub Pages - GitHub, Inc.</p></main></body></html>")
    record = parse_imprint(page)
    assert record["name"] == "Association Les Amis du Lac"
    assert record["legal_form"] == "Verein"


def test_a_law_abbreviation_split_off_its_heading_is_no_name() -> None:
    page = ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><h1>Impressum</h1>'
            "<h3>Angaben gemäß § 5</h3><h3>TMG</h3><p>Jan Ott<br>-Ott Physiotherapie-<br>Anschrift und Kontakt:<br>"
            "Bayreuther Str. 9, 91301 Forchheim</p></main></body></html>")
    assert parse_imprint(page)["name"] == "Jan Ott"


def test_a_firm_after_an_eigentuemer_label_is_the_provider() -> None:
    record = parse_imprint(_imprint("Telefon: +43 1 4420617<br>Eigentümer: Ott – Installationstechnik e.U."
                                    "<br>Standort: Gablenzgasse 11 1150 Wien"))
    assert record["name"] == "Ott – Installationstechnik e.U."
    assert record["legal_form"] == "e.U."


@pytest.mark.parametrize("line", ["Ott Pyrotechnik Einzelunternehmen", "Ott Pyrotechnik – Einzelunternehmen"])
def test_the_form_word_after_a_trading_name_is_no_part_of_it(line: str) -> None:
    record = parse_imprint(_imprint(f"{line}<br>Kreuzerstr. 23<br>72160 Horb am Neckar"))
    assert record["name"] == "Ott Pyrotechnik"
    assert record["legal_form"] == "Einzelunternehmen"


def test_a_firm_label_abbreviated_fa_is_no_part_of_the_name_and_the_street_keeps_where_the_house_stands() -> None:
    record = parse_imprint(_imprint("Fa. lindwerk Hautpflege<br>Berliner Platz 4 (am Theater)<br>74072 Heilbronn"
                                    "<br>Steuernummer: 65393/16641<br>Finanzamt Heilbronn"))
    assert record["name"] == "lindwerk Hautpflege"
    assert record["address"] == {"street": "Berliner Platz 4 (am Theater)", "postal_code": "74072",
                                 "city": "Heilbronn", "country": "DE"}


@pytest.mark.parametrize("label", ["Représenté par", "Rappresentata da"])
def test_represented_by_in_french_or_italian_names_the_partners(label: str) -> None:
    page = ('<html><head><meta charset="utf-8"><title>Mentions légales</title></head><body><main>'
            "<h1>Mentions légales</h1><h2>Informations selon § 5 TMG</h2><p>Ott &amp; Roth GbR<br>Böheimstr. 85<br>"
            f"70199 Stuttgart</p><h2>{label}</h2><p>Jan Ott<br>Eva Roth</p></main></body></html>")
    assert parse_imprint(page)["representatives"] == [{"name": "Jan Ott", "role": "partner"},
                                                      {"name": "Eva Roth", "role": "partner"}]


def test_a_field_label_left_above_its_value_is_no_name() -> None:
    record = parse_imprint(_imprint("Name der Arztpraxis und des Arztes<br>Praxis Dr. Jana Ott<br>Fachärztin für Innere Medizin"
                                    "<br>Adenauerstr. 8<br>78465 Konstanz"))
    assert record["name"] == "Praxis Dr. Jana Ott"


def test_a_pedagogue_below_her_name_is_a_profession_of_a_sole_trader() -> None:
    record = parse_imprint(_imprint("Jana Ott<br>Staatlich anerkannte Heilpädagogin<br>Kapfweg 7<br>78052 Villingen"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]
