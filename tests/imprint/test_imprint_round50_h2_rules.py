"""Rules of the fiftieth parser round, helper 2 (plain static pages of small businesses that are in no labelled set): each rule
with its own invented minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


_FIRM = ("<h1>Impressum</h1><h2>Betreiber dieser Website</h2><p>Wendt Papier GmbH<br>Auenweg 9<br>50667 Köln</p>"
         "<h2>Registergericht</h2><p>Köln, HRB 4711</p>")


def test_a_representation_heading_padded_with_a_contact_word_names_the_managing_director():
    record = _read(f"{_FIRM}<h2>Verantwortliche bzw. vertretungsberechtigte Ansprechperson</h2><p>Uwe Wendt</p>")
    assert _reps(record) == [("Uwe Wendt", "managing_director")]


def test_a_representation_label_padded_with_a_contact_word_names_the_managing_director():
    record = _read(f"{_FIRM}<p>Vertretungsberechtigte Ansprechperson: Uwe Wendt</p>")
    assert _reps(record) == [("Uwe Wendt", "managing_director")]


def test_control_a_responsible_contact_person_alone_represents_nobody():
    record = _read(f"{_FIRM}<h2>Verantwortliche Ansprechperson</h2><p>Uwe Wendt</p>")
    assert _reps(record) == []


def test_the_form_word_after_a_designation_names_the_sole_proprietorship():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG:</h2><p><strong>RS Pyrotechnik Einzelunternehmen</strong><br>"
                   "Verantwortliche Person: Uwe Wendt<br>Auenweg 9, 72160 Horb</p><h2>Kontakt:</h2><p>E-Mail: info@rs-pyro.example</p>")
    assert (record["name"], record["legal_form"]) == ("RS Pyrotechnik", "Einzelunternehmen")


def test_control_a_designation_without_a_form_word_or_person_gets_no_form():
    record = _read("<h1>Impressum</h1><p><strong>RS Pyrotechnik</strong><br>Auenweg 9, 72160 Horb</p><p>E-Mail: info@rs-pyro.example</p>")
    assert (record["name"], record["legal_form"]) == ("RS Pyrotechnik", None)


def test_a_brand_whose_parenthesis_names_the_firm_behind_it_is_run_by_that_firm():
    record = _read("<h1>Impressum</h1><p>Sparbaer.shop (Handelsname der Wendt Medien GmbH)<br>Auenweg 9<br>50667 Köln</p>"
                   "<p>Geschäftsführer: Uwe Wendt</p><p>Handelsregister: Amtsgericht Köln, HRB 4711</p>")
    assert (record["name"], record["legal_form"], record["register"]["number"]) == ("Wendt Medien GmbH", "GmbH", "HRB 4711")


def test_a_brand_in_a_parenthesis_as_a_mark_of_a_firm_is_run_by_that_firm():
    record = _read("<h1>Impressum</h1><p>Sparbaer (eine Marke der Wendt Medien GmbH)<br>Auenweg 9<br>50667 Köln</p>")
    assert (record["name"], record["legal_form"]) == ("Wendt Medien GmbH", "GmbH")


def test_control_a_designation_with_its_owner_in_a_parenthesis_stays_the_name():
    record = _read("<h1>Impressum</h1><p>Sparbaer (Inhaber Uwe Wendt)<br>Auenweg 9<br>50667 Köln</p>")
    assert (record["name"], _reps(record)) == ("Sparbaer", [("Uwe Wendt", "owner")])
