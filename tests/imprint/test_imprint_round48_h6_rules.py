"""Rules of the forty-eighth parser round (helper 6, second batch), found by mining real pages that are in no labelled set:
imprint pages of other operators' public repositories, parsed unlabelled, the self-evident failures read (a profession below
the person taken as his trading designation because the header prints it too, a street whose house number follows a comma
after a preposition's name not found). Each rule with its own minimal page, failing on the parser before the round, and a
control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


def test_a_profession_below_the_person_is_no_designation_even_in_the_header():
    record = _read("<header><div>Jan Ott</div><div>STEUERBERATER</div></header><h1>Impressum</h1><h2>Diensteanbieter</h2>"
                   "<p>Jan Ott<br>Steuerberater<br>Lindenweg 5<br>12345 Musterhain</p><p>E-Mail: jan@ott-beratung.de</p>")
    assert record["name"] == "Jan Ott"
    assert _reps(record) == [("Jan Ott", "owner")]


def test_control_a_brand_below_the_person_that_the_header_prints_is_the_designation():
    record = _read("<header><div>Jan Ott</div><div>LINDENKANZLEI</div></header><h1>Impressum</h1><h2>Diensteanbieter</h2>"
                   "<p>Jan Ott<br>Lindenkanzlei<br>Lindenweg 5<br>12345 Musterhain</p><p>E-Mail: jan@ott-beratung.de</p>")
    assert record["name"] == "Lindenkanzlei"
    assert _reps(record) == [("Jan Ott", "owner")]


def test_a_preposition_street_with_its_number_after_a_comma():
    record = _read("<h1>Impressum</h1><p>Eva Roth<br>Im Erlengrund, 34<br>12345 Musterhain</p><p>E-Mail: eva@roth-web.de</p>")
    assert record["address"] == {"street": "Im Erlengrund, 34", "postal_code": "12345", "city": "Musterhain", "country": "DE"}


def test_control_a_compound_street_with_its_number_after_a_comma():
    record = _read("<h1>Impressum</h1><p>Eva Roth<br>Lindenweg, 34<br>12345 Musterhain</p><p>E-Mail: eva@roth-web.de</p>")
    assert record["address"] == {"street": "Lindenweg, 34", "postal_code": "12345", "city": "Musterhain", "country": "DE"}
