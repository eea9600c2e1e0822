"""Rules of the fifty-fifth parser round (the main session), each with its own invented minimal page (names, places and
mailboxes made up) that fails on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

import pytest

from tests.imprint.pages import read_body as _read

_CLUB = ("<h1>Impressum</h1><p>Förderverein Lindenschule Talhausen e.V.<br>Birkenweg 7<br>12345 Talhausen</p>"
         "<p>Vertreten durch den Vorstand:</p><p>Anna Roth<br>Jan Ott</p>")


@pytest.mark.parametrize("link", ["Zurück zur Startseite", "Zurück zur Übersicht", "Zurück zum Seitenanfang"])
def test_a_back_link_below_the_board_is_no_board_member(link: str):
    # (a page's "back" link printed right after the list of persons is site navigation, not one more person)
    record = _read(_CLUB + f'<p><a href="/">{link}</a></p>')
    assert [r["name"] for r in record["representatives"]] == ["Anna Roth", "Jan Ott"]


def test_control_the_board_without_a_back_link_is_read_as_before():
    record = _read(_CLUB)
    assert [r["name"] for r in record["representatives"]] == ["Anna Roth", "Jan Ott"]
