"""Rules of the forty-ninth parser round found by helper 4, mining real pages that are in no labelled set: imprint pages of
other operators' public repositories, parsed unlabelled, the self-evident failures read (a foreign branch's register taken
for the head office's, a representation label that also names the content's responsibility, a company of a privacy
sentence taken as the provider). Each rule with its own minimal page, failing on the parser before the round, and a control
that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def test_a_german_firms_own_register_printed_before_its_swiss_branchs_uid_is_the_register():
    record = _read("<h1>Impressum</h1><p>Lindenhof GmbH &amp; Co. KG<br>Lindenweg 5<br>36037 Fulda</p>"
                   "<p>Registergericht und Nummer</p><p>Amtsgericht Fulda Nr. HRA5919</p>"
                   "<p>Zweigniederlassung Schweiz</p><p>Lindenhof GmbH &amp; Co. KG, Fulda<br>Zweigniederlassung Thun<br>"
                   "Seeweg 1<br>3600 Thun<br>Schweiz</p><p>Handelsregisteramt des Kantons Bern Nr. CHE-219.424.053</p>")
    assert (record["legal_form"], record["register"], record["address"]["country"]) == (
        "GmbH & Co. KG", {"country": "DE", "court": "Fulda", "number": "HRA 5919"}, "DE")


def test_control_a_swiss_firms_uid_printed_before_its_german_branchs_entry_stays_the_register():
    record = _read("<h1>Impressum</h1><p>Lindenhof AG<br>Seeweg 1<br>3600 Thun<br>Schweiz</p>"
                   "<p>Handelsregisteramt des Kantons Bern Nr. CHE-219.424.053</p>"
                   "<p>Zweigniederlassung Deutschland</p><p>Lindenweg 5<br>36037 Fulda</p><p>Amtsgericht Fulda HRB 5919</p>")
    assert record["register"] == {"country": "CH", "court": "-", "number": "CHE-219.424.053"}


_UG = ("<h1>Imprint</h1><p>Lindenhof UG (haftungsbeschränkt)<br>Lindenweg 5<br>66500 Neustadt<br>Germany</p>"
       "<p>Amtsgericht Zweibrücken, HRB 1234</p>")


def test_a_representation_label_that_also_names_the_editorial_responsibility_gives_the_managing_director():
    record = _read(_UG + "<p><strong>Represented by, responsible for editorial content:</strong><br>Jan Ott<br>Lindenweg 5<br>"
                   "66500 Neustadt</p>")
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_a_german_representation_label_with_the_contents_responsibility_gives_the_managing_director():
    record = _read(_UG + "<p><strong>Vertreten durch, verantwortlich für den Inhalt:</strong><br>Jan Ott</p>")
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


def test_control_the_editors_label_alone_gives_no_representative():
    record = _read(_UG + "<p><strong>Responsible for editorial content:</strong><br>Jan Ott<br>Lindenweg 5<br>66500 Neustadt</p>")
    assert record["representatives"] == []


def _kortpage(provider: str) -> str:
    return ("<h1>Impressum &amp; Datenschutz</h1><h2>Impressum</h2><p>Angaben gemäß § 5 E-Commerce-Gesetz (ECG).</p>"
            f"<dl><dt>Medieninhaber und Herausgeber</dt><dd>{provider}</dd><dt>Anschrift</dt><dd>1230 Wien<br>Österreich</dd>"
            "<dt>Kontakt</dt><dd>E-Mail: lindenhof@gmail.com</dd></dl>"
            "<h2>Datenschutzerklärung</h2><p>Diese Erklärung gilt für die App.</p><h2>App Lindenpunkt</h2><h3>Speicherort</h3>"
            "<p>\n  Für das Teilen nutzen wir <strong>Lindencloud</strong> (Linden\n  Cloud Limited, Seeweg 4, Dublin 4, Irland): Cloud\n"
            "  Speicher als Datenbank.\n</p>")


def test_a_firm_inside_a_parenthesis_opened_on_the_line_before_is_no_provider():
    assert _read(_kortpage("lindenhof.studios"))["name"] == "lindenhof.studios"


def test_control_a_firm_with_a_parenthesis_of_its_own_stays_the_name():
    record = _read("<h1>Impressum</h1><p>Lindenhof GmbH (Sitz Fulda), Lindenweg 5, 36037 Fulda</p>")
    assert record["name"] == "Lindenhof GmbH"


def _kurbad(street_lines: str) -> str:
    return (f"<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Jan Ott<br>Fußpflege Ott<br>{street_lines}<br>31800 Lindenau</p>"
            "<h2>Kontakt:</h2><p>E-Mail: info@ott.example</p>")


def test_the_building_a_house_stands_in_after_its_number_without_a_dash_stays_on_the_street_line():
    assert _read(_kurbad("Kurallee 1 Im Alten Kurbad"))["address"] == {
        "street": "Kurallee 1 Im Alten Kurbad", "postal_code": "31800", "city": "Lindenau", "country": "DE"}


def test_control_the_building_on_a_line_of_its_own_is_no_part_of_the_street():
    assert _read(_kurbad("Kurallee 1<br>Im Alten Kurbad"))["address"]["street"] == "Kurallee 1"


def _town_over_code(code: str) -> str:
    return f"<h1>Impressum</h1><p>Angaben gemäß § 5 TMG:</p><p><strong>Jan Ott</strong></p><p>Lindenweg 25<br>Berlin<br>{code}<br>Germany</p>"


def test_a_town_alone_over_its_postal_code_with_the_countrys_letter_is_the_postal_line():
    assert _read(_town_over_code("D-10553"))["address"] == {"street": "Lindenweg 25", "postal_code": "10553", "city": "Berlin", "country": "DE"}


def test_control_a_bare_number_below_the_town_is_no_postal_code():
    assert _read(_town_over_code("Kundennummer 10553"))["address"] is None
