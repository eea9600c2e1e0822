"""Rules of the fiftieth parser round, helper 2 (plain static pages of small businesses that are in no labelled set): each rule
with its own invented minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


_FIRM = ("<h1>Impressum</h1><h2>Betreiber dieser Website</h2><p>Kolb Papier GmbH<br>Auenweg 9<br>50667 Köln</p>"
         "<h2>Registergericht</h2><p>Köln, HRB 4711</p>")


def test_a_representation_heading_padded_with_a_contact_word_names_the_managing_director():
    record = _read(f"{_FIRM}<h2>Verantwortliche bzw. vertretungsberechtigte Ansprechperson</h2><p>Uwe Kolb</p>")
    assert _reps(record) == [("Uwe Kolb", "managing_director")]


def test_a_representation_label_padded_with_a_contact_word_names_the_managing_director():
    record = _read(f"{_FIRM}<p>Vertretungsberechtigte Ansprechperson: Uwe Kolb</p>")
    assert _reps(record) == [("Uwe Kolb", "managing_director")]


def test_control_a_responsible_contact_person_alone_represents_nobody():
    record = _read(f"{_FIRM}<h2>Verantwortliche Ansprechperson</h2><p>Uwe Kolb</p>")
    assert _reps(record) == []
