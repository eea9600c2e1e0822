"""Rules of the fiftieth parser round (helper 3: Austrian and Swiss pages), found on real imprint pages that are in no
labelled set: each rule with its own invented minimal page, failing on the parser before the round, and a control that holds
before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


_BOLD_FIRM = ("<h1>Impressum</h1><p><strong>Brennwald Sensorik GmbH</strong><br>Lärchenweg 9<br>6020 Innsbruck<br>Österreich</p>"
              "<p>E-Mail: office@brennwald-sensorik.example</p>")


def test_a_later_sentence_that_names_the_bold_firm_again_is_no_fuller_spelling_of_it():
    record = _read(f"{_BOLD_FIRM}<p>Sämtliche Rechte liegen bei der Brennwald Sensorik GmbH.</p>")
    assert (record["name"], record["address"]["street"], record["email"]) == (
        "Brennwald Sensorik GmbH", "Lärchenweg 9", "office@brennwald-sensorik.example")


def test_a_sentence_about_the_firms_founding_below_its_block_leaves_the_block_the_providers():
    record = _read(f"{_BOLD_FIRM}<p>Dieses Vorhaben dient der Gründung der Brennwald Sensorik GmbH.</p>")
    assert (record["name"], record["address"]["postal_code"]) == ("Brennwald Sensorik GmbH", "6020")


def test_control_a_headings_short_firm_printed_in_full_below_is_that_firm():
    record = _read("<h1>Impressum</h1><h2>Sensorik GmbH</h2><p>Lärchenweg 9<br>6020 Innsbruck</p><p>Brennwald Sensorik GmbH</p>")
    assert record["name"] == "Brennwald Sensorik GmbH"


_CLUB = "<h1>Impressum</h1><p>Leserunde Perchtoldsdorf</p><p>Marktplatz 7, 2380 Perchtoldsdorf</p>"


def test_an_austrian_clubs_officer_named_as_vereinspraesidentin_after_a_comma_is_its_chair():
    record = _read(f"{_CLUB}<p><strong>Organschaftliche Vertreter:</strong></p><ul><li>Greta Lindner, Vereinspräsidentin</li>"
                   "<li>Tobias Lindner, Vereinsvizepräsident</li></ul><p>ZVR: 987654321</p>")
    assert _reps(record) == [("Greta Lindner", "chair_of_board"), ("Tobias Lindner", "board_member")]


def test_a_swiss_clubs_vereinspraesidentin_is_its_president():
    record = _read("<h1>Impressum</h1><p>Verein Alpenflora<br>Gletscherweg 4<br>3818 Grindelwald</p><p>Vorstand:</p>"
                   "<ul><li>Nora Zbinden, Vereinspräsidentin</li><li>Ruedi Zaugg, Kassier</li></ul>")
    assert _reps(record) == [("Nora Zbinden", "president"), ("Ruedi Zaugg", "board_member")]


def test_control_an_austrian_clubs_praesidentin_label_makes_her_its_chair():
    record = _read(f"{_CLUB}<p><strong>Organschaftliche Vertreter:</strong></p><ul><li>Präsidentin: Greta Lindner</li>"
                   "<li>Vizepräsident: Tobias Lindner</li></ul>")
    assert _reps(record) == [("Greta Lindner", "chair_of_board"), ("Tobias Lindner", "board_member")]


def test_a_sentence_that_names_the_providers_firm_again_does_not_end_its_block():
    record = _read("<h1>Impressum</h1><p>Brennwald Sensorik GmbH<br>Lärchenweg 9<br>6020 Innsbruck</p>"
                   "<p>Sämtliche Rechte liegen bei der Brennwald Sensorik GmbH.</p><p>E-Mail: office@brennwald-sensorik.example</p>")
    assert (record["name"], record["email"]) == ("Brennwald Sensorik GmbH", "office@brennwald-sensorik.example")


def test_control_a_sentence_that_names_another_firm_still_opens_that_firms_block():
    record = _read("<h1>Impressum</h1><p>Brennwald Sensorik GmbH<br>Lärchenweg 9<br>6020 Innsbruck</p>"
                   "<p>Die Gestaltung liegt bei der Pixelfeld GmbH.</p><p>E-Mail: studio@pixelfeld.example</p>")
    assert (record["name"], record["email"]) == ("Brennwald Sensorik GmbH", None)


def test_a_firm_in_formation_keeps_its_parenthesis_as_printed():
    record = _read("<h1>Impressum</h1><p>Brennwald Sensorik GmbH (in Gründung)<br>Lärchenweg 9<br>6020 Innsbruck</p>"
                   "<p>Dieses Vorhaben dient der Gründung der Brennwald Sensorik GmbH.</p><p>E-Mail: office@brennwald-sensorik.example</p>")
    assert (record["name"], record["legal_form"], record["email"]) == (
        "Brennwald Sensorik GmbH (in Gründung)", "GmbH", "office@brennwald-sensorik.example")


def test_control_a_parenthesis_that_is_no_formation_note_stays_outside_the_name():
    record = _read("<h1>Impressum</h1><p>Brennwald Sensorik GmbH (Innsbruck)<br>Lärchenweg 9<br>6020 Innsbruck</p>")
    assert record["name"] == "Brennwald Sensorik GmbH"


_PERSON_CH = "<h1>Impressum</h1><p>Boris Anker</p><p>Kirchgasse 3<br>6460 Altdorf<br>Schweiz</p><p>E-Mail: boris@anker.example</p>"


def test_a_swiss_uid_printed_bare_on_its_line_is_a_business_signal_of_the_person():
    record = _read(f"{_PERSON_CH}<p><a href='https://www.zefix.admin.ch/x'>CHE-111.808.222</a></p>")
    assert (record["legal_form"], _reps(record), record["register"]["number"]) == (
        "Einzelunternehmen", [("Boris Anker", "owner")], "CHE-111.808.222")


def test_control_a_designation_with_an_enterprise_number_names_no_person_to_run_it():
    record = _read("<h1>Impressum</h1><p>Gartenglück</p><p>Postfach 12<br>8032 Zürich</p><p>info@gartenglueck.example</p>"
                   "<p>Unternehmens-Nr.: CHE-111.808.222</p>")
    assert (record["name"], record["legal_form"], _reps(record)) == ("Gartenglück", None, [])
