"""Rules of the forty-eighth parser round (helper 3), found by mining real pages that are in no labelled set: imprint pages of
other operators' public repositories, parsed unlabelled, the self-evident failures read (a card's title taken as the name, a
region taken as the register court, a managing director's label read as the editor's, a street not found behind a note, a
script string's closing quote kept, two doctors' practice read as a sole trader). Each rule with its own minimal page, failing
on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


def test_a_responsibility_title_without_heading_tag_is_no_name():
    record = _read("<h1>Impressum</h1><p>Für den Inhalt der Seite verantwortlich</p><p>PRAXIS AM SEE</p><p>Dr. med. Jan Ott</p>"
                   "<p>Seestrasse 6<br>3032 Hinterkappelen</p><p>Telefon: 031 316 26 00</p>")
    assert record["name"] == "PRAXIS AM SEE"


def test_control_the_responsibility_title_as_a_heading_was_already_no_name():
    record = _read("<h1>Impressum</h1><h2>Für den Inhalt der Seite verantwortlich</h2><p>PRAXIS AM SEE</p><p>Dr. med. Jan Ott</p>"
                   "<p>Seestrasse 6<br>3032 Hinterkappelen</p><p>Telefon: 031 316 26 00</p>")
    assert record["name"] == "PRAXIS AM SEE"


def test_a_region_before_the_amtsgericht_is_no_register_court():
    record = _read("<h1>Impressum</h1><p>Ott Beratung GmbH<br>Hauptstr. 4<br>45886 Gelsenkirchen</p>"
                   "<p>Registergericht: Nordrhein-Westfalen Amtsgericht Gelsenkirchen<br>Registernummer: HRB 12345</p>")
    assert record["register"] == {"country": "DE", "court": "Gelsenkirchen", "number": "HRB 12345"}


def test_control_the_amtsgericht_alone_names_the_court():
    record = _read("<h1>Impressum</h1><p>Ott Beratung GmbH<br>Hauptstr. 4<br>45886 Gelsenkirchen</p>"
                   "<p>Registergericht: Amtsgericht Gelsenkirchen<br>Registernummer: HRB 12345</p>")
    assert record["register"] == {"country": "DE", "court": "Gelsenkirchen", "number": "HRB 12345"}


def test_the_management_joined_with_another_function_over_the_name_is_the_managing_director():
    record = _read("<h1>Impressum</h1><h2>Anbieter</h2><p>Fahrschule Roth GmbH<br>Neuer Weg 3<br>56470 Bad Marienberg</p>"
                   "<p>Geschäftsführung und Verantwortlicher Leiter:<br>Jan Ott</p>"
                   "<p>Handelsregister: Amtsgericht Montabaur<br>Registernummer: HRB 22962</p>")
    assert _reps(record) == [("Jan Ott", "managing_director")]


def test_control_the_editor_label_over_a_person_still_names_no_representative():
    record = _read("<h1>Impressum</h1><h2>Anbieter</h2><p>Fahrschule Roth GmbH<br>Neuer Weg 3<br>56470 Bad Marienberg</p>"
                   "<p>Verantwortlicher für den Inhalt:<br>Jan Ott</p>"
                   "<p>Handelsregister: Amtsgericht Montabaur<br>Registernummer: HRB 22962</p>")
    assert _reps(record) == []


def test_a_note_on_the_address_after_the_street_is_no_part_of_it():
    record = _read("<p>Hackspace Ott e. V.<br>In der Aue 9 (Postadresse, kein Besuch!)<br>55411 Bingen am Rhein</p>"
                   "<p>Vereinsregister: VR 42292<br>Registergericht: Amtsgericht Mainz</p><p>Vertreten durch:<br>Jan Ott<br>Eva Roth</p>")
    assert record["address"] == {"street": "In der Aue 9", "postal_code": "55411", "city": "Bingen am Rhein", "country": "DE"}


def test_control_a_street_without_a_note_was_already_read():
    record = _read("<p>Hackspace Ott e. V.<br>In der Aue 9<br>55411 Bingen am Rhein</p>"
                   "<p>Vereinsregister: VR 42292<br>Registergericht: Amtsgericht Mainz</p><p>Vertreten durch:<br>Jan Ott<br>Eva Roth</p>")
    assert record["address"]["street"] == "In der Aue 9"


def test_a_script_strings_closing_quote_is_no_part_of_the_name():
    record = _read('<h1>Impressum</h1><p>title: "Impressum</p><p>Freiwillige Feuerwehr Seedorf"</p><p>Kontakt</p>'
                   "<p>Telefon: +43 2235 47202</p><p>Adresse</p><p>Seeweg 43</p><p>2333 Seedorf</p>")
    assert record["name"] == "Freiwillige Feuerwehr Seedorf"


def test_control_a_name_with_both_quotes_keeps_them():
    record = _read('<h1>Impressum</h1><p>Kleingartenverein "Am Seeweg"</p><p>Seeweg 43</p><p>2333 Seedorf</p>'
                   "<p>Telefon: +43 2235 47202</p>")
    assert record["name"] == 'Kleingartenverein "Am Seeweg"'


def test_two_doctors_on_one_heading_below_the_practice_are_no_sole_trader():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><h4>Tierarztpraxis Seehof</h4>"
                   "<h4>Dr. Jan Ott und Dr. Eva Roth</h4><p>Seeweg 4<br>91717 Wassertrüdingen</p><p>Telefon: 09832 214</p>"
                   "<p>USt.-IdNr.: DE307391152</p>")
    assert (record["name"], record["legal_form"]) == ("Tierarztpraxis Seehof", None)


def test_control_one_doctor_below_the_practice_is_its_sole_trader():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><h4>Tierarztpraxis Seehof</h4>"
                   "<h4>Dr. Jan Ott</h4><p>Seeweg 4<br>91717 Wassertrüdingen</p><p>Telefon: 09832 214</p>"
                   "<p>USt.-IdNr.: DE307391152</p>")
    assert record["legal_form"] == "Einzelunternehmen"
