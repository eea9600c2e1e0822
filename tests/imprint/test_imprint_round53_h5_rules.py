"""Rules of the fifty-third parser round (helper 5), found on real imprint pages of clubs and small firms (in no labelled
set) whose representatives the parser missed or misread: the chair's office printed below the name in a board section,
... Each rule with its own invented minimal page (names, places and mailboxes made up), failing on the parser before the
round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_CLUB = ("<h1>Impressum</h1><p>Turnverein Lindenhof e.V.<br>Birkenweg 4<br>12345 Lindenhof</p>"
         "<p>Vereinsregister: VR 1234, Amtsgericht Lindenhof</p>")


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


def test_a_board_headings_members_each_with_the_office_on_the_line_below():
    # "<h3>Vorstand</h3>", then per member a card of name and office in blocks of their own: the office is the name's above
    record = _read(_CLUB + "<h3>Vorstand</h3><div><p>Gerd Wallner</p><p>1. Vorsitzender</p></div>"
                   "<div><p>Ilse Korbach</p><p>Kassenwartin</p></div>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]
    record = _read(_CLUB + "<h3>Vertreten durch</h3><div><h4>Gerd Wallner</h4><p>1. Vorsitzender</p></div>"
                   "<div><h4>Ilse Korbach</h4><p>2. Vorsitzende</p></div>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]


def test_control_a_board_headings_offices_printed_above_each_name():
    record = _read(_CLUB + "<h3>Vorstand</h3><p>1. Vorsitzender</p><p>Gerd Wallner</p><p>2. Vorsitzende</p><p>Ilse Korbach</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]
