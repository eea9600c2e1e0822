"""Rules of the forty-ninth parser round found by helper 1, mining real pages that are in no labelled set: imprint pages of
other operators' public repositories, parsed unlabelled, the self-evident failures read (a town's name cut before its
"auf den" part, a managing director's line ending in "&" ending the list). Each rule with its own minimal page, failing on
the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def test_a_town_named_auf_den_keeps_its_whole_name():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Jan Ott<br>Lindenweg 5<br>12345 Lindach auf den Höhen</p>"
                   "<p>E-Mail: jan@ott.example</p>")
    assert record["address"]["city"] == "Lindach auf den Höhen"


def test_control_a_town_named_an_der_keeps_its_whole_name():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Jan Ott<br>Lindenweg 5<br>12345 Lindach an der Aue</p>"
                   "<p>E-Mail: jan@ott.example</p>")
    assert record["address"]["city"] == "Lindach an der Aue"


def _directors(middle: str) -> str:
    return ("<h1>Impressum</h1><p><b>Lindenhof UG (haftungsbeschränkt)</b><br>Lindenweg 5<br>12345 Berlin</p>"
            f"<p><b>Vertretungsberechtigte Geschäftsführer</b><br>Jan Ott<br>{middle}<br>Eva Kurz</p>"
            "<p><b>Handelsregister</b><br>Registergericht: Amtsgericht Berlin<br>Registernummer: HRB 12345</p>")


def test_a_director_line_ending_in_an_ampersand_joins_the_next_director():
    names = [rep["name"] for rep in _read(_directors("Lena Roth &"))["representatives"]]
    assert names == ["Jan Ott", "Lena Roth", "Eva Kurz"]


def test_control_director_lines_without_a_connector_are_each_a_director():
    names = [rep["name"] for rep in _read(_directors("Lena Roth"))["representatives"]]
    assert names == ["Jan Ott", "Lena Roth", "Eva Kurz"]


def _board_cards(second_body: str) -> str:
    return ("<h1>Impressum</h1><p><b>Lindenhof Freunde e.V.</b><br>Lindenweg 5<br>12345 Lindach</p>"
            "<h3>Vertretungsberechtigte Personen</h3>"
            "<div><h3>Jan Ott</h3><div><strong>1. Vorsitzender</strong><address>Lindenweg 5<br>12345 Lindach</address></div></div>"
            f"<div><h3>Eva Kurz</h3><div>{second_body}</div></div>"
            "<h3>Vereinsregister</h3><p>Registergericht: Amtsgericht Lindach</p>")


def test_a_bold_office_opening_the_card_below_a_person_heading_is_hers():
    reps = _read(_board_cards("<strong>2. Vorsitzende</strong><address>Platzhalter</address>"))["representatives"]
    assert reps == [{"name": "Jan Ott", "role": "chair_of_board"}, {"name": "Eva Kurz", "role": "board_member"}]


def test_control_a_bold_office_over_another_person_stays_that_persons():
    reps = _read("<h1>Impressum</h1><p><b>Lindenhof Freunde e.V.</b><br>Lindenweg 5<br>12345 Lindach</p>"
                 "<h3>Jan Ott</h3><p><strong>1. Vorsitzender</strong><br>Eva Kurz</p>")["representatives"]
    assert reps == [{"name": "Eva Kurz", "role": "chair_of_board"}]


def _health_register(number: str) -> str:
    return ("<h1>Impressum</h1><h3>Für den Inhalt verantwortlich und Medieninhaber</h3><p>Eva Kurz, BSc.<br>Lindenweg 5<br>"
            "1234 Lindach<br>Österreich</p><h3>Kontakt</h3><p>E-Mail: eva@kurz.example</p>"
            f"<h3>Registriernummer Gesundheitsberuferegister</h3><p>{number}</p>")


def test_a_registration_code_with_a_forms_letters_inside_names_no_firm():
    record = _read(_health_register("12-GBR-345678 (Gesundheitsberuferegister)"))
    assert (record["name"], record["legal_form"]) == ("Eva Kurz", None)


def test_control_a_firm_named_in_the_register_line_keeps_its_form():
    record = _read("<h1>Impressum</h1><p>Lindenhof GbR<br>Lindenweg 5<br>12345 Lindach</p><p>Gesellschafter: Eva Kurz, Jan Ott</p>")
    assert (record["name"], record["legal_form"]) == ("Lindenhof GbR", "GbR")


def _sentence(street: str, register: str) -> str:
    return ("<h1>Impressum</h1><h3>Vertretung</h3><p>Die folgenden Angaben werden gemäß § 5 TMG getätigt: Die Lindenhof UG "
            f"(haftungsbeschränkt) {street}, 12345 Lindach mit dem Registereintrag {register} wird vertreten durch Jan Ott.</p>")


def test_a_sentences_preposition_before_the_street_is_no_part_of_it():
    record = _read(_sentence("in der Lindacher Str. 2a", "HRB 4567"))
    assert (record["name"], record["address"]["street"]) == ("Lindenhof UG (haftungsbeschränkt)", "Lindacher Str. 2a")


def test_control_a_street_named_by_its_preposition_keeps_it():
    record = _read("<h1>Impressum</h1><p>Lindenhof UG (haftungsbeschränkt)<br>An der Aue 7<br>12345 Lindach</p>")
    assert record["address"]["street"] == "An der Aue 7"


def test_the_court_in_parentheses_after_the_register_number_is_the_court():
    record = _read(_sentence("in der Lindacher Str. 2a", "HRB 4567 (Lindach)"))
    assert record["register"] == {"country": "DE", "court": "Lindach", "number": "HRB 4567"}


def test_control_the_court_before_the_number_stays_the_court():
    record = _read(_sentence("in der Lindacher Str. 2a", "Amtsgericht Lindach HRB 4567"))
    assert record["register"] == {"country": "DE", "court": "Lindach", "number": "HRB 4567"}


def _club_register(paragraph: str) -> str:
    return ("<h1>Impressum</h1><h4>Vereinsanschrift</h4><p>Lindenhof Freunde e.V.<br>Lindenweg 5<br>12345 Lindach</p>"
            f"<h4>Vorstand</h4><p>Jan Ott</p><h4>Finanzamt</h4><p>{paragraph}</p>")


def test_a_court_wrapped_onto_the_register_numbers_line_is_the_court():
    record = _read(_club_register("Der Verein ist vom Finanzamt Lindach als gemeinnützig anerkannt und im Registergericht im AG\n"
                                  "Lindach unter der Registernummer VR 20104\neingetragen."))
    assert record["register"] == {"country": "DE", "court": "Lindach", "number": "VR 20104"}


def test_control_the_court_and_number_on_one_line_stay_the_register():
    record = _read(_club_register("Der Verein ist im Registergericht im AG Lindach unter der Registernummer VR 20104 eingetragen."))
    assert record["register"] == {"country": "DE", "court": "Lindach", "number": "VR 20104"}


def _firm(entries: str) -> str:
    return f"<h1>Impressum</h1><p>Lindenhof GmbH<br>Lindenweg 5<br>12345 Lindach</p><p>Geschäftsführer: Jan Ott</p>{entries}"


def test_a_vat_prefix_alone_below_its_label_joins_the_digits_below():
    record = _read(_firm("<h2>Umsatzsteuer:</h2><p>Umsatzsteuer-Identifikationsnummer gemäß §27 a Umsatzsteuergesetz:<br>DE\n"
                         "136695976</p>"))
    assert record["vat_id"] == "DE136695976"


def test_control_a_vat_id_on_its_own_line_below_its_label():
    record = _read(_firm("<h2>Umsatzsteuer:</h2><p>Umsatzsteuer-Identifikationsnummer gemäß §27 a Umsatzsteuergesetz:<br>DE 136695976</p>"))
    assert record["vat_id"] == "DE136695976"


def test_a_register_kind_at_the_courts_line_end_takes_the_labelled_number_below():
    record = _read(_firm("<p><strong>Registereintrag:</strong><br>Eintragung im Registergericht: Lindach HRB<br>Registernummer: 40302</p>"))
    assert record["register"] == {"country": "DE", "court": "Lindach", "number": "HRB 40302"}


def test_control_a_register_kind_at_the_line_end_and_the_bare_number_below():
    record = _read(_firm("<p><strong>Registereintrag:</strong><br>Eintragung im Registergericht: Lindach HRB<br>40302</p>"))
    assert record["register"] == {"country": "DE", "court": "Lindach", "number": "HRB 40302"}


def _partners(first: str) -> str:
    return (f"<h1>Impressum</h1><h2>Rechtliche Informationen</h2><p>{first}</p><h3>Verantwortliche Personen</h3><table>"
            "<tr><td>Gesellschaft:</td><td>Lindenhof GbR (Gesellschaft bürgerlichen Rechts)</td></tr>"
            "<tr><td>Gesellschafter:</td><td>Jan Ott und Eva Kurz</td></tr>"
            "<tr><td>Postadresse:</td><td>###OBFUSCATE:Lindenweg 5###<br>12345 Lindach</td></tr>"
            "<tr><td>E-Mail:</td><td>###OBFUSCATE:info@lindenhof.example###</td></tr></table>")


def test_a_firm_disclaiming_in_the_opening_sentence_leaves_the_provider_table_below():
    record = _read(_partners("Die Firma Lindenhof GbR übernimmt keine Haftung für Aktualität und Richtigkeit der Informationen."))
    assert (record["name"], record["legal_form"], [r["role"] for r in record["representatives"]]) == (
        "Lindenhof GbR", "GbR", ["partner", "partner"])


def test_a_site_generators_marker_around_a_value_is_dropped():
    record = _read(_partners("Die Firma Lindenhof GbR übernimmt keine Haftung für Aktualität und Richtigkeit der Informationen."))
    assert (record["address"]["street"], record["email"]) == ("Lindenweg 5", "info@lindenhof.example")


def test_control_a_provider_table_below_a_plain_sentence():
    record = _read(_partners("Hier finden Sie die rechtlichen Angaben zu dieser Website."))
    assert record["name"] == "Lindenhof GbR"
