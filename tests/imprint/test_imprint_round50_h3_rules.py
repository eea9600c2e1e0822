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
