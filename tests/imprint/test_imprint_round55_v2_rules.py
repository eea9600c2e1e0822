"""Rules of the fifty-fifth parser round found by invariance mining (helper v2): page context a real site prints around its imprint
(a newsletter sign-up, a contact form) must not change the record. Each rule has an invented minimal page (names, places and
mailboxes made up) that fails on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

import pytest

from companies.imprint.text import read_page
from tests.imprint.pages import read_body as _read

_NEWSLETTER = ("<form><h3>Newsletter</h3><p>Melden Sie sich für unseren Newsletter an.</p><label>E-Mail-Adresse</label>"
               "<input type='email' name='m'><button>Anmelden</button></form>")
_CONTACT_FORM = ("<form><h3>Kontakt</h3><label>Name</label><input name='n'><label>E-Mail</label><input name='e'>"
                 "<label>Nachricht</label><textarea></textarea><button>Senden</button></form>")
_PROVIDER = "<p>Anna Roth<br>Birkenweg 7<br>12345 Talhausen</p>"


def test_a_newsletter_form_above_the_provider_opens_no_section_over_it():
    # (a sign-up form's "Newsletter" heading is the form's, not the heading of the provider's block below it)
    record = _read(_NEWSLETTER + _PROVIDER)
    assert record["name"] == "Anna Roth"
    assert record["address"]["city"] == "Talhausen"


def test_a_contact_forms_labels_are_no_line_of_the_imprint():
    # ("Name", "E-Mail", "Nachricht" of the form's fields, glued into one line between the controls, were read as a name)
    page = read_page(f"<html><body><h1>Impressum</h1>{_PROVIDER}{_CONTACT_FORM}</body></html>")
    assert not [ln.text for ln in page.lines if ln.zone == "main" and "Nachricht" in ln.text]


def test_control_a_form_around_the_whole_page_is_still_read():
    # (an ASP.NET page's form around everything, a search box in it: the provider's block in it is the imprint)
    body = ("<form id='form1'><input type='hidden' name='__VIEWSTATE' value='x'><input type='text' name='q'>"
            f"<button>Suchen</button>{_PROVIDER}</form>")
    record = _read(body)
    assert record["name"] == "Anna Roth"
    assert record["address"]["city"] == "Talhausen"


def test_control_a_form_under_an_imprint_heading_is_still_read():
    # (no mailbox and no postal line in it: only its imprint heading tells it from a small control of its own)
    page = read_page("<html><body><form><input type='text' name='q'><h1>Impressum</h1><p>Anna Roth</p>"
                     "<p>Telefon: 0421 408951</p></form></body></html>")
    assert {ln.zone for ln in page.lines if ln.text in ("Anna Roth", "Telefon: 0421 408951")} == {"main"}


def test_control_a_newsletter_section_without_a_form_still_drops_its_text():
    # (a "Newsletter" section of text, no form control in it: the heading still excludes what stands under it)
    page = read_page(f"<html><body><h1>Impressum</h1>{_PROVIDER}<div><h3>Newsletter</h3><p>Anmeldung per Mail</p></div></body></html>")
    assert [ln.zone for ln in page.lines if ln.text == "Newsletter"] == ["main"]


_LONE = "<p>Jana Kölbel</p>"
_LONE_URL = "https://site.invalid/de/impressum/"


@pytest.mark.parametrize("note", ["Stand: März 2025", "Stand: 01.03.2025", "Quelle: eRecht24", "Bildnachweis: Adobe Stock, Fotolia",
                                  "Gehostet bei IONOS", "Alle Rechte vorbehalten © 2025"])
def test_a_note_about_the_page_leaves_a_lone_name_the_provider(note: str):
    # (convention 32, an imprint page that prints one person's name and nothing else: a line about the page itself, its date,
    # source, credits, host or rights, states nothing of a provider)
    assert _read(_LONE + f"<p>{note}</p>", _LONE_URL)["name"] == "Jana Kölbel"


@pytest.mark.parametrize("other", ["Stand der Planung: offen", "Willkommen auf meiner Seite"])
def test_control_another_line_beside_the_lone_name_still_leaves_it_unconfirmed(other: str):
    assert _read(_LONE + f"<p>{other}</p>", _LONE_URL)["name"] is None
