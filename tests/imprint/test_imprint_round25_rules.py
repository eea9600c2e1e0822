"""Rules of the twenty-fifth parser round (issue 19), each from its own minimal page (names,
places and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint
from companies.imprint.register import find_court, find_registers


def _imprint(block: str, tail: str = "", heading: str = "Impressum") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>{heading}</h1>{block}{tail}</main></body></html>")


_STREET = "<br>Lindenweg 12<br>48268 Greven</p>"


def test_a_surnames_initial_keeps_its_full_stop() -> None:
    record = parse_imprint(_imprint("<p>Skatclub Greven e.V." + _STREET,
                                    "<ul><li>1. Vorsitzende: Eva Ott</li><li>Kassenwart: Martin A.</li></ul>"))
    assert {"name": "Martin A.", "role": "board_member"} in record["representatives"]


def test_a_finance_board_member_after_the_name() -> None:
    record = parse_imprint(_imprint("<p>Skatclub Greven e.V." + _STREET,
                                    "<h3>Einzeln vertreten durch</h3><p>Eva Ott, Vorsitzende<br>Jan Roth, Finanzvorstand<br>Uwe Kurz, Schriftführer</p>"))
    assert record["representatives"] == [{"name": "Eva Ott", "role": "chair_of_board"},
                                         {"name": "Jan Roth", "role": "board_member"},
                                         {"name": "Uwe Kurz", "role": "board_member"}]


@pytest.mark.parametrize(("line", "court"), [
    ("Registergericht: Stadt Mainz", "Mainz"),
    ("Handelsregister Greven:", "Greven"),
    ("Amtsgericht Offenbach am Main", "Offenbach am Main"),
    ("Handelsregister Abteilung B", None),
])
def test_the_court_of_a_register_line(line: str, court: str | None) -> None:
    assert find_court(line) == court


@pytest.mark.parametrize("line", [
    "Der Skatclub Greven e.V. ist im Vereinsregister Münster unter der Registernummer VR 4711 eingetragen.",
    "VR 4711, Vereinsregister Münster",
])
def test_a_register_named_by_its_town_in_prose_or_after_the_number(line: str) -> None:
    assert [(e.court, e.number) for e in find_registers(line)] == [("Münster", "VR 4711")]


def test_a_register_town_label_over_the_number_on_the_next_line() -> None:
    record = parse_imprint(_imprint("<p>Ott Technik GmbH" + _STREET,
                                    "<h5>Handelsregister Münster:</h5><p>HRB 4711</p><p>Geschäftsführer: Jan Ott</p>"))
    assert record["register"] == {"country": "DE", "court": "Münster", "number": "HRB 4711"}


def test_a_media_owner_label_with_her_town_after_a_comma() -> None:
    record = parse_imprint(_imprint("<p>Medieninhaber und Herausgeber: Eva Ott, Linz.</p><p>E-Mail: eva@ott-linz.at</p>"))
    assert record["name"] == "Eva Ott"
    surname_first = parse_imprint(_imprint("<p>Medieninhaber: Ott, Eva</p><p>E-Mail: eva@ott-linz.at</p>"))
    assert surname_first["name"] == "Ott, Eva"


def test_an_owner_label_as_the_only_name_line_names_the_provider() -> None:
    record = parse_imprint(_imprint("<p>Inhaberin: Eva Ott" + _STREET))
    assert record["name"] == "Eva Ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Eva Ott", "role": "owner"}]


@pytest.mark.parametrize("heading", ["Informations selon art. 3 LCD", "Exploitante de ce site", "Exploitant du site web",
                                     "Responsable du contenu"])
def test_a_french_provider_heading_is_no_name(heading: str) -> None:
    record = parse_imprint(_imprint(f"<h2>{heading}</h2><p>Atelier Lumière<br>Rue du Lac 3<br>1003 Lausanne</p>",
                                    heading="Mentions légales"))
    assert record["name"] == "Atelier Lumière"


def test_a_french_name_label() -> None:
    record = parse_imprint(_imprint("<dl><dt>Nom</dt><dd>Luc Roth</dd><dt>Projet</dt><dd>Devoirs</dd></dl>",
                                    heading="Responsable du contenu"))
    assert record["name"] == "Luc Roth"


def test_a_small_business_statement_in_french_is_a_business_signal() -> None:
    record = parse_imprint(_imprint("<p>Jan Ott" + _STREET, "<p>En tant que micro-entrepreneur au sens de l'article 19 "
                                    "de la loi allemande sur la TVA, aucune TVA n'est facturée.</p>", heading="Mentions légales"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_persons_institute_below_her_name_is_no_trade() -> None:
    record = parse_imprint(_imprint("<p>Dienstanbieter:<br>Prof. Dr. Jan Ott<br>Institut für Theoretische Informatik"
                                    "<br>Universität Greven" + _STREET))
    assert record["name"] == "Jan Ott"
    assert record["legal_form"] is None
    assert record["representatives"] == []


def test_the_copyright_disclaimers_owner_is_no_business_signal() -> None:
    record = parse_imprint(_imprint("<h3>Kontaktadresse</h3><p>Eva Ott<br>Mattweg 2<br>6034 Inwil<br>Schweiz</p>",
                                    "<h3>Urheberrechte</h3><p>Die Urheber- und alle anderen Rechte an Inhalten der Website "
                                    "gehören ausschliesslich dem Inhaber oder den speziell genannten Rechteinhabern.</p>"))
    assert record["name"] == "Eva Ott"
    assert record["legal_form"] is None
    assert record["representatives"] == []


@pytest.mark.parametrize(("line", "name"), [
    ("Atelier Blau — Einrichtungsberatung", "Atelier Blau"),
    ("Zauberwald — Naturpädagogik", "Zauberwald"),
])
def test_a_designation_below_the_person_over_the_street(line: str, name: str) -> None:
    record = parse_imprint(_imprint(f"<h2>Angaben gemäß § 5 DDG</h2><p>Jonas Kerber<br>{line}" + _STREET))
    assert record["name"] == name
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jonas Kerber", "role": "owner"}]


@pytest.mark.parametrize("line", ["Diplom-Informatikerin", "Maler- und Lackierermeisterin",
                                  "Gesundheitspsychologische Beratung und Coaching", "Übersetzungen Deutsch – Englisch",
                                  # (nor a part of the address, nor one word alone, which is as often a district)
                                  "Hinterhaus", "Dachgeschoss", "Technologiepark", "Reckenfeld", "Ortsteil Reckenfeld",
                                  "Gewerbegebiet Nord", "Eingang B", "Gut Ottenhof"])
def test_a_description_of_the_activity_below_the_person_is_no_designation(line: str) -> None:
    record = parse_imprint(_imprint(f"<h2>Angaben gemäß § 5 DDG</h2><p>Jonas Kerber<br>{line}" + _STREET))
    assert record["name"] == "Jonas Kerber"


def test_a_headings_firm_printed_in_full_in_the_block_below_gives_way_to_that_block() -> None:
    page = ('<html><head><title>Impressum | Ottner Shared Services GmbH</title></head><body><main>'
            '<h1>Ottner Shared <br />\n<span>Services GmbH</span></h1><a href="#policy">Impressum</a>'
            "<h1>Adresse / Kontakt</h1><p>OSS – Ottner Shared Services GmbH<br>Lindenweg 12<br>48268 Greven"
            "<br>E-Mail: info@oss-greven.de</p><h2>Vertretungsberechtigte Person</h2><p>Eva Ott</p></main></body></html>")
    record = parse_imprint(page)
    assert record["name"] == "OSS – Ottner Shared Services GmbH"
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "48268", "city": "Greven", "country": "DE"}
    assert record["email"] == "info@oss-greven.de"


@pytest.mark.parametrize("mailbox", ["verein@skatfreunde-greven.de", "info@skatfreunde.greven.de"])
def test_a_mailbox_on_a_domain_spelt_from_the_providers_name_wins_over_another_block(mailbox: str) -> None:
    record = parse_imprint(_imprint("<p><b>Kontakt Skatrunde Münsterland</b><br>info@skatrunde.example.org</p>"
                                    "<p><b>Angaben gemäß § 5 DDG</b><br>Skatfreunde Greven e. V." + _STREET,
                                    f"<p><b>Kontakt</b><br>E-Mail: {mailbox}</p>"))
    assert record["email"] == mailbox


def test_a_designation_below_the_person_before_a_comma_and_its_activities() -> None:
    record = parse_imprint(_imprint("<h2>Angaben gemäß § 5 DDG</h2><p>Jonas Kerber<br>Neckarklang, Filmmusik / Filmton" + _STREET))
    assert record["name"] == "Neckarklang"
    assert record["representatives"] == [{"name": "Jonas Kerber", "role": "owner"}]


@pytest.mark.parametrize(("line", "mailbox"), [
    ("E-Mail: eva (Klammeraffe) ott-greven (punkt) de", "eva@ott-greven.de"),
    ("E-Mail: eva [Klammeraffe] ott-greven [punkt] de", "eva@ott-greven.de"),
])
def test_an_at_sign_spelt_as_klammeraffe(line: str, mailbox: str) -> None:
    record = parse_imprint(_imprint("<p>Eva Ott" + _STREET, f"<p>{line}<br>Ersetze (Klammeraffe) mit @ und (punkt) mit .</p>"))
    assert record["email"] == mailbox


def test_a_house_over_a_for_the_attention_line_is_no_trade() -> None:
    record = parse_imprint(_imprint("<p>Kontaktdaten gemäß §5 TMG:</p><p>Jan Ott<br>Linkes Zentrum Greven<br>"
                                    "z.Hd. Klimagruppe Greven" + _STREET))
    assert record["name"] == "Jan Ott"
    assert record["legal_form"] is None
    assert record["representatives"] == []


def test_the_providers_register_in_a_later_list_of_the_groups_firms() -> None:
    record = parse_imprint(_imprint(
        "<h2>Angaben gemäss Schweizer Recht</h2><p><b>Ottner Holding AG</b><br>Seeweg 1, 6404 Greppen</p>",
        "<p><b>Ottner Hotel AG</b><br>Seeweg 1, 6404 Greppen</p><h2>Handelsregister</h2><p><b>Ottner Holding AG</b><br>Eingetragen im Handelsregister des Kantons Luzern.<br>"
        "Unternehmens-Identifikationsnummer (UID): CHE-246.152.779</p><p><b>Ottner Hotel AG</b><br>"
        "Eingetragen im Handelsregister des Kantons Luzern.<br>Unternehmens-Identifikationsnummer (UID): CHE-188.410.975</p>"))
    assert record["name"] == "Ottner Holding AG"
    assert record["register"] == {"country": "CH", "court": "-", "number": "CHE-246.152.779"}


def test_a_brand_in_capitals_and_small_letters_over_its_owner() -> None:
    record = parse_imprint(_imprint("<h2>Information according to § 5 DDG</h2><p>KXWerk<br>David Ott" + _STREET))
    assert record["name"] == "KXWerk"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "David Ott", "role": "owner"}]


def test_a_brand_in_small_letters_before_a_dash_and_its_owner() -> None:
    record = parse_imprint(_imprint("<p><b>Angaben gemäß § 5 TMG:</b></p><p>3fach acoustic – Jan Ott" + _STREET))
    assert record["name"] == "3fach acoustic"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_clubs_leadership_team_is_its_board() -> None:
    record = parse_imprint(_imprint("<p>Skatclub Greven e. V." + _STREET, "<h5>Leitungsteam:</h5><p>Jan Ott, Eva Roth</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"}, {"name": "Eva Roth", "role": "board_member"}]


def test_a_clubs_form_keeps_its_full_stop_at_a_sentences_end() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 TMG sowie § 55 RStV für den Skatclub Greven e.V.</p>"
                                    "<h3>Vereinsname</h3><p>Skatclub Greven e.V.</p><h3>Anschrift</h3><p>Lindenweg 12<br>48268 Greven</p>"))
    assert record["name"] == "Skatclub Greven e.V."


def test_an_austrian_door_range_after_a_comma_stays_in_the_street() -> None:
    record = parse_imprint(_imprint("<p><b>Verband Ottner Vereine</b><br>Seeplatz 2, Top 8–9<br>1010 Wien, Österreich</p>"))
    assert record["address"] == {"street": "Seeplatz 2, Top 8–9", "postal_code": "1010", "city": "Wien", "country": "AT"}


def test_an_at_sign_spelt_as_a_in_braces() -> None:
    record = parse_imprint(_imprint("<p>Eva Ott" + _STREET, "<p>E-Mail: eva {a} ott-greven.de</p>"))
    assert record["email"] == "eva@ott-greven.de"


def test_a_role_label_that_cites_its_source_before_the_colon() -> None:
    record = parse_imprint(_imprint("<p>Ottner Technik GmbH" + _STREET,
                                    "<p>Geschäftsführer laut bestehendem Impressum: Jan Ott und Eva Roth.<br>"
                                    "Registergericht Münster: HRB 4711</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"},
                                         {"name": "Eva Roth", "role": "managing_director"}]


def test_an_owner_and_publisher_heading_opens_the_provider_block() -> None:
    record = parse_imprint(_imprint("<h2>Eigentümer und Herausgeber</h2><p>Jan Ott<br>Lindengasse 1/8<br>1140 Wien<br>Austria</p>"
                                    "<p>UID: ATU68727229<br>Mitglied der Wirtschaftskammer Österreich</p>"))
    assert record["name"] == "Jan Ott"
    assert record["address"] == {"street": "Lindengasse 1/8", "postal_code": "1140", "city": "Wien", "country": "AT"}
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_brand_label_names_the_designation_below_its_owners_name_label() -> None:
    record = parse_imprint(_imprint("<table><tr><td>Name</td><td>Jan Ott</td></tr><tr><td>Marke</td><td>ottwerk programming</td></tr>"
                                    "<tr><td>Anschrift</td><td>Grabengasse 13<br>2630 Ternitz<br>Österreich</td></tr></table>"
                                    "<p>UID-Nummer: ATU83353719</p>"))
    assert record["name"] == "ottwerk programming"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_designations_managing_director_without_form_or_register_leads_a_sole_traders_business() -> None:
    record = parse_imprint(_imprint("<p>Ottner Ingenieurbüro<br>Geschäftsführer: Jan Ott" + _STREET.replace("</p>", "<br>Steuernummer: 39175/39210</p>")))
    assert record["name"] == "Ottner Ingenieurbüro"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]
    registered = parse_imprint(_imprint("<p>Ottner Ingenieurbüro<br>Geschäftsführer: Jan Ott" + _STREET,
                                        "<p>Registergericht: Amtsgericht Münster, HRB 4711</p>"))
    assert registered["legal_form"] != "Einzelunternehmen"  # (an HRB entry led by a managing director: a GmbH)


@pytest.mark.parametrize("line", ["<p>Vertreten durch den Präsidenten Jan Ott</p>",
                                  "<p>Représenté par le Président<br><b>Jan Ott</b></p>"])
def test_a_clubs_president_named_in_the_accusative_or_in_french(line: str) -> None:
    record = parse_imprint(_imprint("<p>Skatclub Greven e.V." + _STREET, line))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}]
