"""Rules of the fifty-third parser round (the main session), each with its own invented minimal page (names, places and
mailboxes made up) that fails on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_BLOCK = "<h1>Impressum</h1><p>Anna Roth<br>Birkenweg 7<br>12345 Talhausen</p>"


def test_a_zero_width_space_inside_a_mailbox_is_no_space():
    # (a break chance after the hyphen of a long domain: the browser shows one unbroken address)
    record = _read(_BLOCK + "<p>E-Mail: info@roth-&#8203;design.example</p>")
    assert record["email"] == "info@roth-design.example"


def test_control_a_plain_hyphenated_mailbox_is_read_as_before():
    record = _read(_BLOCK + "<p>E-Mail: info@roth-design.example</p>")
    assert record["email"] == "info@roth-design.example"
