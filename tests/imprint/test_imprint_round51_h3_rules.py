"""Rules of the fifty-first parser round (helper 3), found on imprint pages of clubs and associations (German e.V.s, Swiss
Vereine, a hackerspace, a sports club, a maker association) that are in no labelled set: each rule with its own invented
minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def test_the_register_name_in_parentheses_after_the_court_is_no_part_of_it():
    record = _read("<h2>Impressum</h2><p>Werkhof Talbrück e.V.<br>Mühlweg 1-3<br>01159 Dresden</p>"
                   "<p>Registergericht: Amtsgericht Dresden (Vereinsregister)</p><p>Vereinsregisternummer: VR 4417</p>")
    assert record["register"] == {"country": "DE", "court": "Dresden", "number": "VR 4417"}


def test_the_register_named_after_the_court_in_a_sentence_is_no_part_of_it():
    record = _read("<h1>Impressum</h1><p>Funkwerk Talbrück e.V.<br>Hafenstr. 14<br>28195 Bremen</p>"
                   "<p>Der Funkwerk Talbrück e.V. ist seit dem 3.4.2012 mit der Nummer VR7310 über das Amtsgericht "
                   "Bremen im Vereinsregister eingetragen.</p>")
    assert record["register"] == {"country": "DE", "court": "Bremen", "number": "VR 7310"}


def test_control_a_court_town_with_im_keeps_its_region():
    record = _read("<h1>Impressum</h1><p>Werkhof Talbrück e.V.<br>Mühlweg 3<br>79100 Freiburg</p>"
                   "<p>Registergericht: Amtsgericht Freiburg im Breisgau, VR 4417</p>")
    assert record["register"]["court"] == "Freiburg im Breisgau"


def test_a_register_court_of_the_town_in_a_sentence_is_the_towns_court():
    record = _read("<h1>Impressum</h1><p>Geodaten Talbrück e.V.<br>Bundesallee 9<br>10717 Berlin</p>"
                   "<p>Der Verein wurde unter der Registernummer VR 3311 am 18. Januar 2001 beim Registergericht der Stadt "
                   "Mainz eingetragen.</p>")
    assert record["register"] == {"country": "DE", "court": "Mainz", "number": "VR 3311"}


def test_control_a_register_court_with_stadt_and_no_article_stays_the_town():
    record = _read("<h1>Impressum</h1><p>Geodaten Talbrück e.V.<br>Bundesallee 9<br>10717 Berlin</p>"
                   "<p>Registergericht: Stadt Mainz, VR 3311</p>")
    assert record["register"] == {"country": "DE", "court": "Mainz", "number": "VR 3311"}


def test_a_heading_about_the_club_is_no_name_of_a_german_club():
    record = _read("<h1>Impressum</h1><h2>Angaben zum Verein</h2><p>Ruderriege Talbrück e.V.<br>Uferweg 3<br>12345 Talbrück</p>")
    assert (record["name"], record["legal_form"]) == ("Ruderriege Talbrück e.V.", "e.V.")
    assert record["address"]["street"] == "Uferweg 3"


def test_a_heading_about_the_club_over_a_swiss_clubs_name_states_its_form():
    record = _read("<h1>Impressum</h1><h2>Angaben zum Verein</h2><p><strong>FC Talbrück</strong></p>"
                   "<p>Seeweg 3<br>6210 Sursee</p><p>E-Mail: info@fc-talbrueck.example</p>")
    assert (record["name"], record["legal_form"]) == ("FC Talbrück", "Verein")


def test_control_a_clubs_name_ending_in_verein_stays_the_name():
    record = _read("<h1>Impressum</h1><p>Angelsportverein<br>Seeweg 3<br>8000 Zürich</p>")
    assert record["name"] == "Angelsportverein"


def test_a_club_in_the_club_register_whose_name_reads_as_a_persons_is_an_ev_led_by_its_board():
    record = _read("<h1>Impressum</h1><p>Chaostreff Talbrück<br>Lindenweg 3<br>12345 Talbrück</p>"
                   "<p>Vorstand: Anna Kessel, Bea Roth</p><p>Registergericht: Amtsgericht Talbrück<br>Registernummer: VR 123</p>")
    assert (record["name"], record["legal_form"]) == ("Chaostreff Talbrück", "e.V.")
    assert record["representatives"] == [{"name": "Anna Kessel", "role": "board_member"},
                                         {"name": "Bea Roth", "role": "board_member"}]


def test_control_a_person_with_a_firms_commercial_register_stays_a_person():
    record = _read("<h1>Impressum</h1><p>Anna Kessel<br>Lindenweg 3<br>12345 Talbrück</p>"
                   "<p>Registergericht: Amtsgericht Talbrück<br>Registernummer: HRA 123</p>")
    assert record["name"] == "Anna Kessel"
    assert record["legal_form"] != "e.V."


def test_a_swiss_clubs_line_stating_its_code_article_is_its_form():
    record = _read("<h1>Impressum</h1><p>Unihockey Talbrück<br>Verein im Sinne von Art. 60 ff. ZGB</p>"
                   "<p>Ruhtalstrasse 20<br>8400 Winterthur</p><p>E-Mail: info@uht.example</p>")
    assert (record["name"], record["legal_form"]) == ("Unihockey Talbrück", "Verein")


def test_a_swiss_clubs_sentence_stating_its_code_article_is_its_form():
    record = _read("<h1>Impressum</h1><p>Kulturforum am Seeweg<br>Seeweg 3<br>8000 Zürich</p>"
                   "<p>Das Kulturforum am Seeweg ist ein Verein gemäss Art. 60 ff. ZGB.</p><p>Präsidentin: Anna Kessel</p>")
    assert record["legal_form"] == "Verein"
    assert record["representatives"] == [{"name": "Anna Kessel", "role": "president"}]


def test_control_a_sentence_about_a_club_without_the_code_article_states_no_form():
    record = _read("<h1>Impressum</h1><p>Kulturforum am Seeweg<br>Seeweg 3<br>8000 Zürich</p>"
                   "<p>Wir arbeiten eng mit einem Verein aus der Nachbarschaft zusammen.</p>")
    assert record["legal_form"] is None


def test_the_statutes_naming_sentence_names_the_club():
    record = _read("<h1>Impressum</h1><p>Unter dem Namen «Grümpelturnier Talbrück» besteht ein Verein im Sinne von Art. 60 ff. "
                   "ZGB mit Sitz in Muttenz.</p><p>Hofweg 3<br>4132 Muttenz</p><p>E-Mail: info@gruempel.example</p>")
    assert (record["name"], record["legal_form"]) == ("Grümpelturnier Talbrück", "Verein")


def test_a_clubs_numbered_managing_director_is_a_managing_director():
    record = _read("<h1>Impressum</h1><p>Talbrücker TV e. V.<br>Gahlener Str. 204<br>46282 Dorsten</p>"
                   "<p>1. Vorsitzender: Jan Kessel<br>1. Geschäftsführer: Bernd Roth<br>Schatzmeister: Carl Fink</p>")
    assert record["representatives"] == [{"name": "Jan Kessel", "role": "chair_of_board"},
                                         {"name": "Bernd Roth", "role": "managing_director"},
                                         {"name": "Carl Fink", "role": "board_member"}]


def test_control_a_clubs_unnumbered_managing_director_stays_one():
    record = _read("<h1>Impressum</h1><p>Talbrücker TV e. V.<br>Gahlener Str. 204<br>46282 Dorsten</p>"
                   "<p>1. Vorsitzender: Jan Kessel<br>Geschäftsführer: Bernd Roth</p>")
    assert record["representatives"] == [{"name": "Jan Kessel", "role": "chair_of_board"},
                                         {"name": "Bernd Roth", "role": "managing_director"}]


def test_vertretungsbefugt_without_ending_labels_a_clubs_officers():
    record = _read("<h1>Impressum</h1><p>Musikverein Erlendorf<br>Dorfplatz 1<br>4020 Linz</p>"
                   "<p>Vertretungsbefugt: Anton Kessel (Obmann), Bea Roth (Kassierin)</p>")
    assert record["representatives"] == [{"name": "Anton Kessel", "role": "chair_of_board"},
                                         {"name": "Bea Roth", "role": "board_member"}]


def test_control_vertretungsbefugte_person_still_labels_the_officer():
    record = _read("<h1>Impressum</h1><p>Musikverein Erlendorf<br>Dorfplatz 1<br>4020 Linz</p>"
                   "<p>Vertretungsbefugte Person: Anton Kessel (Obmann)</p>")
    assert record["representatives"] == [{"name": "Anton Kessel", "role": "chair_of_board"}]


def test_a_deputy_club_chair_named_as_vereinsvorsitzender_is_a_board_member():
    record = _read("<h1>Impressum</h1><p>Talbrücker TV e.V.<br>Gahlener Str. 204<br>46282 Dorsten</p>"
                   "<p>Vereinsvorsitzender: Jan Kessel<br>Stellvertretender Vereinsvorsitzender: Bernd Roth</p>")
    assert record["representatives"] == [{"name": "Jan Kessel", "role": "chair_of_board"},
                                         {"name": "Bernd Roth", "role": "board_member"}]


def test_a_vice_president_in_the_accusative_is_a_board_member():
    record = _read("<h1>Impressum</h1><p>Talbrücker TV e.V.<br>Gahlener Str. 204<br>46282 Dorsten</p>"
                   "<p>Vertreten durch die Präsidentin Anna Kessel und den Vizepräsidenten Bernd Roth</p>")
    assert record["representatives"] == [{"name": "Anna Kessel", "role": "chair_of_board"},
                                         {"name": "Bernd Roth", "role": "board_member"}]


def test_a_school_named_after_its_namesake_with_a_hyphen_is_no_sole_trader():
    record = _read("<h2>Angaben gemäß § 5 TMG</h2><p>Jan Kessel<br>Humboldt-Gymnasium Talbrück<br>Schulstr. 41<br>"
                   "85598 Baldham</p><h2>Kontakt</h2><p>E-Mail: cansat@talbrueck.example</p>")
    assert record["legal_form"] is None
    assert not any(r["role"] == "owner" for r in record["representatives"])


def test_control_a_hyphenated_trade_school_stays_a_sole_traders_designation():
    record = _read("<h2>Angaben gemäß § 5 TMG</h2><p>Ballett-Schule Kessel<br>Inhaberin: Anna Kessel<br>Schulstr. 41<br>"
                   "85598 Baldham</p><p>USt-IdNr.: DE123456789</p>")
    assert record["legal_form"] == "Einzelunternehmen"


def test_a_board_list_under_a_name_that_reads_as_a_persons_makes_a_body_led_by_its_board():
    record = _read("<h1>Impressum</h1><p>Chaostreff Talbrück<br>Lindenweg 3<br>12345 Talbrück</p>"
                   "<p>Vorstand: Anna Kessel, Bea Roth</p>")
    assert (record["name"], record["legal_form"]) == ("Chaostreff Talbrück", None)
    assert record["representatives"] == [{"name": "Anna Kessel", "role": "board_member"},
                                         {"name": "Bea Roth", "role": "board_member"}]


def test_a_representing_board_under_a_name_that_reads_as_a_persons_is_no_sole_trader():
    record = _read("<h1>Impressum</h1><p>Chaostreff Talbrück<br>Lindenweg 3<br>12345 Talbrück</p>"
                   "<p>Vertretungsberechtigter Vorstand: Anna Kessel, Bea Roth</p><p>Registergericht: Amtsgericht Talbrück</p>")
    assert record["legal_form"] != "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Anna Kessel", "role": "board_member"},
                                         {"name": "Bea Roth", "role": "board_member"}]


def test_control_a_person_represented_by_herself_stays_a_private_person():
    record = _read("<h1>Impressum</h1><p>Anna Kessel<br>Lindenweg 3<br>12345 Talbrück</p>"
                   "<p>E-Mail: anna@kessel.example</p>")
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Kessel", None, [])


def test_a_club_whose_initials_read_as_a_form_keeps_its_ev():
    record = _read("<h1>Impressum</h1><p>KG Blau-Weiß Talbrück 1950 e.V.<br>Hellweg 3<br>58640 Iserlohn</p>"
                   "<p>Präsident: Jan Kessel</p>")
    assert (record["name"], record["legal_form"]) == ("KG Blau-Weiß Talbrück 1950 e.V.", "e.V.")
    assert record["representatives"] == [{"name": "Jan Kessel", "role": "chair_of_board"}]


def test_control_a_limited_partnership_stays_a_kg():
    record = _read("<h1>Impressum</h1><p>Kessel Bau KG<br>Hellweg 3<br>58640 Iserlohn</p><p>Registergericht: Amtsgericht Iserlohn, HRA 1234</p>")
    assert (record["name"], record["legal_form"]) == ("Kessel Bau KG", "KG")


def test_a_clubs_ev_without_dots_at_the_names_end_is_its_form():
    record = _read("<h1>Impressum</h1><p>Sportfreunde Talbrück eV<br>Hellweg 3<br>58640 Iserlohn</p><p>Vorstand: Jan Kessel</p>")
    assert (record["name"], record["legal_form"]) == ("Sportfreunde Talbrück eV", "e.V.")


def test_control_an_energy_in_electron_volts_is_no_form():
    record = _read("<h1>Impressum</h1><p>Jan Kessel<br>Hellweg 3<br>58640 Iserlohn</p><p>Unser Laser arbeitet mit 5 eV</p>")
    assert record["legal_form"] is None


def test_a_joint_representation_rule_before_the_board_list_keeps_the_list():
    record = _read("<h1>Impressum</h1><p>Sportfreunde Talbrück e.V.<br>Hellweg 3<br>58640 Iserlohn</p>"
                   "<p>Vertretungsberechtigt sind je zwei Vorstandsmitglieder gemeinsam: Jan Kessel, Bea Roth, Carl Fink</p>")
    assert record["representatives"] == [{"name": "Jan Kessel", "role": "board_member"},
                                         {"name": "Bea Roth", "role": "board_member"},
                                         {"name": "Carl Fink", "role": "board_member"}]


def test_control_a_verb_before_the_names_still_reads_them():
    record = _read("<h1>Impressum</h1><p>Sportfreunde Talbrück e.V.<br>Hellweg 3<br>58640 Iserlohn</p>"
                   "<p>Vertretungsberechtigt sind Jan Kessel und Bea Roth</p>")
    assert record["representatives"] == [{"name": "Jan Kessel", "role": "board_member"},
                                         {"name": "Bea Roth", "role": "board_member"}]


def test_a_german_clubs_presidium_with_each_office_in_parentheses_gives_each_office():
    record = _read("<h1>Impressum</h1><p>Sportfreunde Talbrück e.V.<br>Hellweg 3<br>58640 Iserlohn</p>"
                   "<p>Präsidium: Jan Kessel (Präsident), Bea Roth (Vizepräsidentin)</p>")
    assert record["representatives"] == [{"name": "Jan Kessel", "role": "chair_of_board"},
                                         {"name": "Bea Roth", "role": "board_member"}]


def test_control_a_swiss_co_presidium_without_offices_stays_two_presidents():
    record = _read("<h1>Impressum</h1><p>Kulturforum am Seeweg<br>Seeweg 3<br>8000 Zürich</p>"
                   "<p>Präsidium: Anna Kessel und Bernd Roth</p>")
    assert record["representatives"] == [{"name": "Anna Kessel", "role": "president"},
                                         {"name": "Bernd Roth", "role": "president"}]


def test_a_deputy_board_chair_labelled_above_her_name_is_a_board_member():
    record = _read("<h1>Impressum</h1><p>Sportfreunde Talbrück e.V.<br>Hellweg 3<br>58640 Iserlohn</p>"
                   "<p>Vorstandsvorsitzende:<br>Anna Kessel</p><p>Stellvertretende Vorstandsvorsitzende:<br>Bea Roth</p>")
    assert record["representatives"] == [{"name": "Anna Kessel", "role": "chair_of_board"},
                                         {"name": "Bea Roth", "role": "board_member"}]


def test_a_site_run_vom_club_with_its_verb_last_names_the_club():
    record = _read("<h1>Impressum</h1><p>Diese Website wird vom Förderverein Lindenschule e.V. betrieben.</p>"
                   "<p>Hellweg 3<br>58640 Iserlohn</p>")
    assert (record["name"], record["legal_form"]) == ("Förderverein Lindenschule e.V.", "e.V.")


def test_control_a_site_designed_by_an_agency_names_no_provider():
    record = _read("<h1>Impressum</h1><p>Diese Website wird von der Agentur Kessel GmbH gestaltet.</p>"
                   "<p>Sportfreunde Talbrück e.V.<br>Hellweg 3<br>58640 Iserlohn</p>")
    assert record["name"] == "Sportfreunde Talbrück e.V."


def test_a_clubs_board_named_before_the_club_leaves_the_club_as_the_name():
    record = _read("<h1>Impressum</h1><p>Herausgeber: Vorstand der Sportfreunde Talbrück e.V.</p><p>Hellweg 3<br>58640 Iserlohn</p>")
    assert (record["name"], record["legal_form"]) == ("Sportfreunde Talbrück e.V.", "e.V.")


def test_control_a_board_heading_of_the_club_names_no_party():
    record = _read("<h1>Impressum</h1><p>Sportfreunde Talbrück e.V.<br>Hellweg 3<br>58640 Iserlohn</p>"
                   "<h3>Vorstand des Vereins</h3><p>Jan Kessel (Vorsitzender)</p>")
    assert record["name"] == "Sportfreunde Talbrück e.V."
    assert record["representatives"] == [{"name": "Jan Kessel", "role": "chair_of_board"}]
