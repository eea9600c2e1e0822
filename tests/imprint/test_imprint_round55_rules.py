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


_BLOCK = "<h1>Impressum</h1><p>Anna Roth<br>Birkenweg 7<br>12345 Talhausen</p>"


@pytest.mark.parametrize("contact", ["<p>T:<br>0421 408951</p>", "<p>T: (+49) 421 408951</p>",
                                     "<table><tr><td><p>T:</p></td><td><p>0421 408951</p></td></tr></table>"])
def test_the_one_letter_phone_label_over_its_number_or_before_a_bracketed_country_code(contact: str):
    # ("T:" is the phone's label as "Telefon:" is: alone on its line or cell over the number, or before "(+49)")
    assert _read(_BLOCK + contact)["phone"] == "+49421408951"


def test_control_a_number_below_another_one_letter_label_is_no_phone():
    assert _read(_BLOCK + "<p>F:<br>0421 408952</p>")["phone"] is None


def test_the_one_letter_mail_label_reads_a_spelled_out_mailbox():
    # (a mailbox spelled out against harvesters is read on a line labelled as a mail address: "E:" is such a label)
    assert _read(_BLOCK + "<p>E: i n f o (a) roth ,de</p>")["email"] == "info@roth.de"


def test_control_a_spelled_out_mailbox_without_a_label_stays_unread():
    assert _read(_BLOCK + "<p>Lage: i n f o (a) roth ,de</p>")["email"] is None


_AUTHOR = ("<main><div><h1>Impressum</h1><article><h2>Urheber</h2><p>Anna Roth</p><p>Birkenweg 7</p><p>8020</p><p>Graz</p>"
           "<p>06641234567</p><p>anna@roth.example</p></article>{between}<article><h2>Bildmaterial</h2><span>Alle Bilder sind frei "
           "verfügbar.</span></article><article><h4>Webauftritt</h4><span>ottweb</span></article></div></main>")
_ODR = ("<h3>EU-Streitschlichtung</h3><p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit.</p>"
        "<h3>Verbraucherstreitbeilegung</h3><p>Wir sind nicht bereit, an Streitbeilegungsverfahren teilzunehmen.</p>")


def _author_page(between: str) -> dict:
    from companies.imprint import parse_imprint

    html = f"<html><head><title>Leben</title></head><body><nav><a href='/'>Home</a></nav>{_AUTHOR.format(between=between)}</body></html>"
    return parse_imprint(html, "https://site.invalid/impressum.html")


def test_the_provider_block_under_its_own_heading_stays_read_when_more_sections_follow_it():
    # (the imprint's heading, then the provider's block under a heading read as another party's, "Urheber" (conventions 75, 621),
    # then an ODR notice before the imprint lines go on: the provider's section is the first one, not all of them)
    record = _author_page(_ODR)
    assert (record["name"], record["address"]["city"], record["email"]) == ("Anna Roth", "Graz", "anna@roth.example")


def test_control_the_provider_block_under_its_own_heading_alone_is_read_as_before():
    record = _author_page("")
    assert (record["name"], record["address"]["city"]) == ("Anna Roth", "Graz")
