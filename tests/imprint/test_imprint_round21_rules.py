"""Rules of the twenty-first parser round (issue 19), each from its own minimal page (names, places
and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str, tail: str = "", heading: str = "Impressum") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>{heading}</h1><p>{block}</p>{tail}</main></body></html>")


@pytest.mark.parametrize("label", ["Vertreten durch den geschäftsführenden Vorstand",
                                   "Vertreten durch den vertretungsberechtigten Vorstand:"])
def test_an_inflected_board_heading_over_its_members(label: str) -> None:
    record = parse_imprint(_imprint("Judoclub Ahlen e.V.<br>Am Weg 3<br>59757 Arnsberg",
                                    f"<h2>{label}</h2><p>Peter Roth<br>Kati Lang</p>"))
    assert record["representatives"] == [{"name": "Peter Roth", "role": "board_member"},
                                         {"name": "Kati Lang", "role": "board_member"}]


@pytest.mark.parametrize("name", ["SpVgg Ahlen/Dorf e.V. von 1920", "TSV Dorf e.V. gegr. 1920", "SC Dorf e.V. seit 1920"])
def test_a_founding_year_after_a_clubs_form_is_part_of_its_name(name: str) -> None:
    record = parse_imprint(_imprint(f"<b>{name}</b><br>Am Weg 3<br>59757 Arnsberg",
                                    "<h3>Registereintrag:</h3><p>Eintragung im Vereinsregister.<br>"
                                    "Registergericht: Amtsgericht Hildesheim<br>Registernummer: VR 123</p>"))
    assert (record["name"], record["legal_form"]) == (name, "e.V.")


@pytest.mark.parametrize("heading", ["Kommentare", "Medien", "Comments"])
def test_a_privacy_section_heading_is_no_name(heading: str) -> None:
    page = ("<html><body><main><h1>Impressum</h1><p>E-Mail: post@roth.invalid</p>"
            f"<h2>{heading}</h2><p>Wenn Besucher Kommentare auf der Website schreiben, sammeln wir die Daten.</p></main></body></html>")
    assert parse_imprint(page)["name"] is None


def test_the_last_line_of_a_wrapped_sentence_is_no_name() -> None:
    page = ("<html><body><main><h1>Impressum</h1><h2>Impressum</h2><p>Dies ist eine private Website.</p><p>Nur Freunde werden"
            " zugelassen, d.h.<br>ich muss alle persönlich kennen oder die<br>Authentizität bestätigen.</p>"
            "<h2>Kontakt</h2><p>E-Mail: nr@roth.invalid</p></main></body></html>")
    assert parse_imprint(page)["name"] is None


@pytest.mark.parametrize("line", ["Niels Roth, E-Mail an nr@roth.invalid.", "Niels Roth, Tel. 030 1234567"])
def test_a_persons_line_that_goes_on_with_her_contact_names_her(line: str) -> None:
    page = ("<html><body><main><h1>Impressum</h1><p>Dies ist eine private Website.</p>"
            f"<h2>Kontakt</h2><p>{line}</p><h2>Open Source</h2><p>Die Website verwendet NGINX.</p></main></body></html>")
    assert parse_imprint(page)["name"] == "Niels Roth"


def test_a_numbered_section_heading_is_no_name() -> None:
    page = ("<html><body><main><h1>Impressum</h1><p><b>1. Geltungsbereich</b><br>Diese AGB gelten für alle Kurse von D1 Studio"
            "<br>Einzelfirma von Amiel Roth, Demutstrasse 1, 9000 St. Gallen.</p></main></body></html>")
    assert parse_imprint(page)["name"] != "1. Geltungsbereich"
    club = _imprint("<b>1. Schachclub Dorf</b><br>E-Mail: info@schach.invalid")
    assert parse_imprint(club)["name"] == "1. Schachclub Dorf"
