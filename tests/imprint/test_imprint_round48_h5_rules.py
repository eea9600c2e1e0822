"""Rules of the forty-eighth parser round found by helper 2 in its second batch, mining real pages that are in no labelled
set: imprint pages of other operators' public repositories, parsed unlabelled, the self-evident failures read (a template's
field label taken as the name, a party taken for a person, a firm typed on the statement's line). Each rule with its own
minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def test_the_statement_and_a_firm_on_one_line_without_a_colon_name_the_firm():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 DDG Ott Bau GmbH<br>Lindenweg 4<br>79100 Freiburg</p>"
                   "<p>Geschäftsführer: Jan Ott</p>")
    assert (record["name"], record["legal_form"]) == ("Ott Bau GmbH", "GmbH")
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_control_the_statement_naming_a_second_law_is_no_name():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG und § 18 MStV</p><p>Eva Roth<br>Lindenweg 4<br>79100 Freiburg</p>")
    assert (record["name"], record["address"]["street"]) == ("Eva Roth", "Lindenweg 4")


def test_a_templates_field_labels_left_in_the_provider_block_are_no_name():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Name<br>Straße<br>12345 Stadt</p>"
                   "<p>E-Mail: post@roth-design.example</p>")
    assert (record["name"], record["address"], record["email"]) == (None, None, "post@roth-design.example")


def test_control_a_filled_provider_block_keeps_its_name():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Eva Roth<br>Lindenweg 4<br>79100 Freiburg</p>"
                   "<p>E-Mail: post@roth-design.example</p>")
    assert (record["name"], record["email"]) == ("Eva Roth", "post@roth-design.example")


def test_a_party_over_its_region_is_no_person_and_no_sole_trader():
    record = _read("<h1>Impressum</h1><p>Dienstanbieter dieser Seite ist der\n Kreisverband Süd der Wählerpartei Deutschland"
                   " vertreten durch den Vorstand.</p><p>Verantwortlicher gemäß §5 TMG ist\n Jan Ott.</p><h2>Postanschrift</h2>"
                   "<address>Wählerpartei Hessen<br>Landesgeschäftsstelle<br>Lindenweg 4<br>79100 Freiburg</address>"
                   '<h2>E-Mail</h2><p><a href="mailto:info@wp-hessen.example">info@wp-hessen.example</a></p>')
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Wählerpartei Hessen", None, [])


def test_control_a_person_over_the_street_stays_the_sole_trader():
    record = _read("<h1>Impressum</h1><p>Inhaber: Jan Ott</p><h2>Postanschrift</h2>"
                   "<address>Ott Malerei<br>Lindenweg 4<br>79100 Freiburg</address><p>Telefon: 0761 123456</p>")
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_bare_name_below_the_statement_as_a_plain_line_is_the_provider():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Jan Ott</p>"
                   "<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV:</p><p>Jan Ott</p>"
                   "<h2>Haftungsausschluss</h2><p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt.</p>")
    assert record["name"] == "Jan Ott"


def test_control_a_bare_name_that_nothing_states_is_no_imprint():
    record = _read("<h1>Impressum</h1><p>Schön, dass Sie hier sind.</p><p>Jan Ott</p>"
                   "<h2>Haftungsausschluss</h2><p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt.</p>")
    assert record["name"] is None
