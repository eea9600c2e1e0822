"""Rules of the fifty-second parser round (helper 3 (second round)), found on imprint pages of clubs (German e.V.s listing
their board's offices) that are in no labelled set: each rule with its own invented minimal page, failing on the parser
before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_CLUB = "<h1>Impressum</h1><p>Ruderclub Talbrück e.V.<br>Uferweg 7<br>12345 Talbrück</p>"
_TAIL = "<p>Registergericht: Amtsgericht Talbrück, VR 4417</p><p>E-Mail: info@ruderclub.example</p>"


def _roles(record: dict) -> list[tuple[str, str]]:
    return [(rep["name"], rep["role"]) for rep in record["representatives"]]


def test_further_board_members_after_the_chairs_are_board_members():
    record = _read(_CLUB + "<p>Vertreten durch den Vorstand gemäß § 26 BGB:</p><ul><li>1. Vorsitzende: Ilse Brandner</li>"
                   "<li>2. Vorsitzender: Udo Lemberg</li><li>Weitere vertretungsberechtigte Vorstandsmitglieder: Kai Wendt</li></ul>"
                   + _TAIL)
    assert _roles(record) == [("Ilse Brandner", "chair_of_board"), ("Udo Lemberg", "board_member"), ("Kai Wendt", "board_member")]


def test_further_board_members_without_vertretungsberechtigt_are_board_members():
    record = _read(_CLUB + "<p>1. Vorsitzende: Ilse Brandner<br>Weitere Vorstandsmitglieder: Kai Wendt, Rita Sommer</p>" + _TAIL)
    assert _roles(record) == [("Ilse Brandner", "chair_of_board"), ("Kai Wendt", "board_member"), ("Rita Sommer", "board_member")]


def test_control_the_board_members_label_alone_stays_a_board_label():
    record = _read(_CLUB + "<p>1. Vorsitzende: Ilse Brandner<br>Vorstandsmitglieder: Kai Wendt, Rita Sommer</p>" + _TAIL)
    assert _roles(record) == [("Ilse Brandner", "chair_of_board"), ("Kai Wendt", "board_member"), ("Rita Sommer", "board_member")]


def test_control_weitere_before_another_word_is_no_board_label():
    record = _read(_CLUB + "<p>1. Vorsitzende: Ilse Brandner</p><p>Weitere Informationen: Kai Wendt</p>" + _TAIL)
    assert _roles(record) == [("Ilse Brandner", "chair_of_board")]


def test_numbered_board_chairs_with_the_boards_name_are_chair_and_deputy():
    record = _read(_CLUB + "<h3>Vorstand</h3><p>1. Vorstandsvorsitzender: Udo Lemberg</p><p>2. Vorstandsvorsitzende: Ilse Brandner</p>"
                   + _TAIL)
    assert _roles(record) == [("Udo Lemberg", "chair_of_board"), ("Ilse Brandner", "board_member")]


def test_a_lone_numbered_board_chair_is_the_chair():
    record = _read(_CLUB + "<h3>Vertreten durch</h3><p>1. Vorstandsvorsitzender: Udo Lemberg</p>" + _TAIL)
    assert _roles(record) == [("Udo Lemberg", "chair_of_board")]


def test_control_the_unnumbered_board_chair_and_deputy_stay_as_they_were():
    record = _read(_CLUB + "<p>Vorstandsvorsitzender: Udo Lemberg<br>Stellvertretende Vorsitzende: Ilse Brandner</p>" + _TAIL)
    assert _roles(record) == [("Udo Lemberg", "chair_of_board"), ("Ilse Brandner", "board_member")]


def test_a_numbered_treasurer_is_a_board_member():
    record = _read(_CLUB + "<p>1. Vorsitzender: Udo Lemberg</p><p>1. Schatzmeister: Kai Wendt</p><p>2. Kassenwartin: Rita Sommer</p>"
                   + _TAIL)
    assert _roles(record) == [("Udo Lemberg", "chair_of_board"), ("Kai Wendt", "board_member"), ("Rita Sommer", "board_member")]


def test_control_an_unnumbered_treasurer_stays_a_board_member():
    record = _read(_CLUB + "<p>1. Vorsitzender: Udo Lemberg</p><p>Schatzmeister: Kai Wendt</p>" + _TAIL)
    assert _roles(record) == [("Udo Lemberg", "chair_of_board"), ("Kai Wendt", "board_member")]
