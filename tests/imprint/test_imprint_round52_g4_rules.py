"""Rules of the fifty-second parser round (helper 4 (second round)), found on pages that give a wholly empty record although an
imprint is plainly there (legal and contact pages read from an address that names no imprint, in no labelled set): each rule with
its own invented minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import read_body as _read

_OTHER_URL = "https://site.invalid/unternehmen.html"


def _page(body: str, title: str = "Lindner Bau") -> dict:
    """A page titled otherwise than an imprint, read from an address that names none."""
    return parse_imprint(f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>{body}</body></html>', _OTHER_URL)


def test_a_register_entry_with_its_court_on_one_line_counts_as_an_imprint_topic():
    record = _page("<main><p>Lindner Bau GmbH<br>Hauptstraße 5<br>34117 Kassel</p><p>Geschäftsführer: Karl Lindner</p>"
                   "<p>Amtsgericht Kassel HRB 4711<br>USt-IdNr.: DE281736455</p></main>")
    assert (record["name"], record["register"]) == ("Lindner Bau GmbH", {"country": "DE", "court": "Kassel", "number": "HRB 4711"})
    assert record["vat_id"] == "DE281736455"


def test_a_register_number_before_its_court_counts_too():
    record = _page("<main><p>Lindner Bau GmbH<br>Hauptstraße 5<br>34117 Kassel</p><p>Geschäftsführer: Karl Lindner</p>"
                   "<p>HRB 4711, Amtsgericht Kassel<br>USt-IdNr.: DE281736455</p></main>")
    assert record["name"] == "Lindner Bau GmbH"


def test_control_a_court_without_a_register_number_is_no_topic():
    # (a place of jurisdiction, "Gerichtsstand: Amtsgericht Kassel", is what terms of business print)
    record = _page("<main><p>Lindner Bau GmbH<br>Hauptstraße 5<br>34117 Kassel</p><p>Geschäftsführer: Karl Lindner</p>"
                   "<p>Gerichtsstand: Amtsgericht Kassel<br>USt-IdNr.: DE281736455</p></main>")
    assert record["name"] is None


def test_control_the_same_block_on_an_imprint_page_is_read_as_before():
    record = _read("<p>Lindner Bau GmbH<br>Hauptstraße 5<br>34117 Kassel</p><p>Geschäftsführer: Karl Lindner</p>"
                   "<p>Amtsgericht Kassel HRB 4711</p>")
    assert (record["name"], record["register"]["number"]) == ("Lindner Bau GmbH", "HRB 4711")


def test_a_static_sites_legal_file_is_an_imprint_address():
    body = ("<h1>Kontakt</h1><p>Lindner Bau GmbH<br>Hauptstraße 5<br>34117 Kassel</p>"
            "<p>Geschäftsführer: Karl Lindner<br>Amtsgericht Kassel HRB 4711</p>")
    for url in ("https://site.invalid/legal.html", "https://site.invalid/rechtliches.html", "https://site.invalid/legal.php"):
        record = parse_imprint(f"<html><head><title>Lindner Bau</title></head><body>{body}</body></html>", url)
        assert (record["name"], record["representatives"]) == (
            "Lindner Bau GmbH", [{"name": "Karl Lindner", "role": "managing_director"}]), url


def test_control_a_contact_page_with_the_same_block_stays_no_imprint():
    # (a contact page is no imprint by its address alone, REAL.md's Swiss contact pages)
    body = ("<h1>Kontakt</h1><p>Lindner Bau GmbH<br>Hauptstraße 5<br>34117 Kassel</p>"
            "<p>Geschäftsführer: Karl Lindner<br>Amtsgericht Kassel HRB 4711</p>")
    record = parse_imprint(f"<html><head><title>Lindner Bau</title></head><body>{body}</body></html>", "https://site.invalid/kontakt.html")
    assert record["name"] is None


def test_control_a_legal_files_privacy_policy_stays_no_imprint():
    record = parse_imprint("<html><head><title>Datenschutzerklärung</title></head><body><h1>Datenschutzerklärung</h1>"
                           "<p>Wir verarbeiten Ihre Daten nach der DSGVO.</p><p>Lindner Bau GmbH<br>Hauptstraße 5<br>34117 Kassel</p>"
                           "</body></html>", "https://site.invalid/legal.html")
    assert record["name"] is None
