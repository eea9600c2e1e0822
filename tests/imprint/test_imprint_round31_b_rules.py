"""Rules of the thirty-first parser round (issue 19), helper b: the operator's name, each from its own minimal
page (names, places and numbers made up).

The round read the convention probes (minimal pages written from the wording of ``corpus/REAL.md`` alone) that
the parser got wrong on the name, and made it read the layouts many real sites share: a firm's name broken over
the opening lines of its paragraph, a site-owner heading, a firm block printed after the disclaimer.
"""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _page(block: str, title: str = "Impressum") -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main>'
            f"<h1>Impressum</h1>{block}</main><footer>© 2026</footer></body></html>").encode()


_CONTACT = "<p>Telefon: 0761 4491230<br>E-Mail: info@quellberg-bau.example</p>"


@pytest.mark.parametrize(("head", "name"), [
    ("Hartwin Quellberg<br>Tiefbau<br>GmbH &amp; Co. KG", "Hartwin Quellberg Tiefbau GmbH & Co. KG"),
    ("Quellberg Tiefbau<br>GmbH", "Quellberg Tiefbau GmbH"),
])
def test_a_firm_whose_legal_form_stands_alone_below_its_name_is_read_whole(head: str, name: str) -> None:
    """Convention 211: a firm printed over several lines of the provider block ("X" / "Y" / "GmbH & Co. KG") is one name."""
    record = parse_imprint(_page(f"<p>{head}<br>Mühlweg 17<br>79098 Freiburg</p>{_CONTACT}"))
    assert (record["name"], record["address"]["street"]) == (name, "Mühlweg 17")


def test_a_firm_line_printed_with_a_final_dot_keeps_it() -> None:
    """Conventions 2 and 211: "… GmbH & Co. KG." alone on its line is the name as printed, its final dot included."""
    record = parse_imprint(_page(f"<p>Hartwin Quellberg<br>Tiefbau<br>GmbH &amp; Co. KG.<br>Mühlweg 17<br>79098 Freiburg</p>{_CONTACT}"))
    assert record["name"] == "Hartwin Quellberg Tiefbau GmbH & Co. KG."
    # control: a firm line without the dot gets none
    plain = parse_imprint(_page(f"<p>Quellberg Tiefbau GmbH<br>Mühlweg 17<br>79098 Freiburg</p>{_CONTACT}"))
    assert plain["name"] == "Quellberg Tiefbau GmbH"


def test_a_name_broken_at_a_hyphen_before_its_conjunction_is_joined() -> None:
    """Convention 530: "… Institut für Klang-" / "und Bewegungspädagogik" over the address is the name's two lines joined."""
    page = _page("<p>Institut für Klang-<br>und Bewegungspädagogik<br>Talackerstrasse 12<br>8404 Winterthur</p>"
                 "<p>E-Mail: sekretariat@klangbewegung.example</p>")
    assert parse_imprint(page)["name"] == "Institut für Klang- und Bewegungspädagogik"


def test_a_family_firms_partners_over_its_trade_and_form_are_one_name() -> None:
    """Convention 2: "Quellberg & Töchter" / "Tiefbau GmbH" (one paragraph, broken in the source) is the whole firm name."""
    record = parse_imprint(_page(f"<p>Quellberg &amp; Töchter\n   Tiefbau   GmbH<br>Mühlweg 17<br>79098 Freiburg</p>{_CONTACT}"))
    assert (record["name"], record["legal_form"]) == ("Quellberg & Töchter Tiefbau GmbH", "GmbH")
    # control: a street line is no part of the name
    street = parse_imprint(_page(f"<p>Mühlweg 17<br>Quellberg Tiefbau GmbH<br>79098 Freiburg</p>{_CONTACT}"))
    assert street["name"] == "Quellberg Tiefbau GmbH"


def test_the_site_owner_heading_is_a_provider_heading() -> None:
    """Convention 182: "Eigentümer der Seite" over a person's block names the provider."""
    page = _page("<h2>Eigentümer der Seite</h2><p>Wendelin Quastberg<br>Mühlweg 17<br>79098 Freiburg</p>"
                 "<p>E-Mail: wendelin@quastberg-post.example</p>")
    record = parse_imprint(page)
    assert (record["name"], record["address"]["street"]) == ("Wendelin Quastberg", "Mühlweg 17")


def test_a_firm_block_printed_after_the_disclaimer_is_the_provider_block() -> None:
    """Convention 259: under a "Haftungsausschluss" heading, the firm's own paragraph after the disclaimer text is the provider's."""
    page = _page("<h2>Haftungsausschluss</h2><p>Für die Richtigkeit der Inhalte übernehmen wir keine Gewähr.</p>"
                 "<p>Quellberg Tiefbau GmbH<br>Mühlweg 17<br>79098 Freiburg</p>"
                 "<p>Geschäftsführer: Hartwin Quellberg<br>Amtsgericht Freiburg HRB 771234<br>E-Mail: info@quellberg-bau.example</p>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"], record["register"]["number"]) == ("Quellberg Tiefbau GmbH", "GmbH", "HRB 771234")
    # control: a firm named in the disclaimer's own paragraph stays out
    inside = parse_imprint(page.replace(b"keine Gew\xc3\xa4hr.</p><p>Quellberg", b"keine Gew\xc3\xa4hr.<br>Quellberg"))
    assert inside["name"] is None


def test_a_designation_on_the_address_line_is_the_name() -> None:
    """Convention 100: "Anschrift: <designation>, street, town" names the business; the "Inhaberin" is its owner."""
    page = _page("<p>Anschrift: Bäckerei Sonnenkorn, Lindenallee 4, 04109 Leipzig</p><p>Inhaberin: Marit Quellberg</p>"
                 "<p>E-Mail: hallo@sonnenkorn-leipzig.example</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("Bäckerei Sonnenkorn", [{"name": "Marit Quellberg", "role": "owner"}])
    # control: a person on the address line stays the name
    person = parse_imprint(page.replace("Bäckerei Sonnenkorn".encode(), b"Marit Quellberg"))
    assert person["name"] == "Marit Quellberg"


def test_a_practice_on_the_postal_address_line_beside_the_labelled_doctor_is_the_name() -> None:
    """Convention 286: "Name des Anbieters: Dr. X, Fachärztin …" and "Postanschrift: <practice>, street, town": the practice is
    the name, the doctor its owner (title stripped)."""
    page = _page("<p>Name des Anbieters: Dr. Ilvie Quastberg, Fachärztin für Dermatologie</p>"
                 "<p>Postanschrift: Hautpraxis Ostpark, Ahornweg 5, 4020 Linz</p><p>E-Mail: praxis@hautpraxis-ostpark.example</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("Hautpraxis Ostpark", [{"name": "Ilvie Quastberg", "role": "owner"}])


def test_a_practice_heading_over_its_doctors_heading_is_the_name() -> None:
    """Convention 319: "Gemeinschaftspraxis Dres. X" over a heading that lists the doctors is the name as printed (titles
    included); the doctors, printed without a function, are no representatives."""
    page = _page("<h3>Gemeinschaftspraxis Dres. Quastberg</h3><h4>Dr. med. Ilvie Quastberg und Dr. med. Hartwin Quastberg</h4>"
                 "<p>Ahornweg 5<br>79098 Freiburg</p><p>Telefon: 0761 4491230<br>E-Mail: praxis@dres-quastberg.example</p>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Gemeinschaftspraxis Dres. Quastberg", None, [])
    # control: one doctor under the heading is no list of the practice's doctors
    one = parse_imprint(page.replace(b" und Dr. med. Hartwin Quastberg", b""))
    assert one["name"] == "Ilvie Quastberg"


def test_a_name_printed_surname_first_with_a_comma_stays_as_printed() -> None:
    """Convention 31: "Quastberg, Solveig" is the person as printed, name and owner."""
    page = _page("<p>Quastberg, Solveig<br>Mühlweg 17<br>79098 Freiburg</p><p>E-Mail: post@quastberg-texte.example</p>"
                 "<p>Berufsbezeichnung: Übersetzerin<br>USt-IdNr.: DE298716540</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("Quastberg, Solveig", [{"name": "Quastberg, Solveig", "role": "owner"}])
    # control: a word after the comma that is no given name is not part of the name
    town = parse_imprint(page.replace(b"Quastberg, Solveig", b"Quastberg Texte, Freiburg"))
    assert town["name"] == "Quastberg Texte"


@pytest.mark.parametrize(("block", "name"), [
    ("<p>Tierhilfe Grünes Tal, TGT<br>Graz</p><p>ZVR-Zahl: 987123456</p>", "Tierhilfe Grünes Tal, TGT"),
    ("<p>Genossenschaft Wohnhof<br>Quellberg GWQ<br>8620 Wetzikon</p>", "Genossenschaft Wohnhof Quellberg GWQ"),
])
def test_a_name_with_the_initials_that_spell_it_keeps_them(block: str, name: str) -> None:
    """Conventions 238 and 306: the abbreviation after a comma, or closing the next line, spells the name: kept as printed."""
    record = parse_imprint(_page(f"{block}<p>E-Mail: kontakt@pgt-gwq.example</p>"))
    assert record["name"] == name


def test_initials_after_a_comma_are_kept_only_when_they_spell_the_name() -> None:
    """Convention 238, its control: "…, ZVR" spells nothing of the name and stays out of it."""
    page = _page("<p>Tierhilfe Grünes Tal, TGT<br>Graz</p><p>ZVR-Zahl: 987123456</p><p>E-Mail: kontakt@pgt.example</p>")
    assert parse_imprint(page)["name"] == "Tierhilfe Grünes Tal, TGT"
    other = parse_imprint(page.replace(b", TGT", b", ZVR"))
    assert other["name"] == "Tierhilfe Grünes Tal"


def test_a_practice_word_alone_over_the_doctors_titled_name_is_one_designation() -> None:
    """Convention 625: "Tierarztpraxis" on its own source line over "Dr. med. vet. X" (one line in the browser) is the practice's
    designation as printed, no owner. (Split by a line break it names only the kind of practice, convention 1469: round 43's test.)"""
    page = _page("<p>Tierarztpraxis\nDr. med. vet. Solveig Quastberg<br>Mühlweg 17<br>79098 Freiburg</p>"
                 "<p>Tel.: 0761 4491230</p><p>Berufsbezeichnung: Tierärztin</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("Tierarztpraxis Dr. med. vet. Solveig Quastberg", [])
    # control: the doctor's line alone is her name, titles stripped
    alone = parse_imprint(page.replace(b"Tierarztpraxis\n", b""))
    assert alone["name"] == "Solveig Quastberg"


@pytest.mark.parametrize("name", ["Spelunke ROSALIE", "QUELLSOFT Volkmar Quastberg", "ARGE Quastberg Lindmoos Ehrwald"])
def test_a_designation_with_a_word_in_capitals_is_kept_as_printed(name: str) -> None:
    """Conventions 2, 42 and 490: capitals in a designation are the source's and stay; it names no owner."""
    page = _page(f"<p>{name}<br>Mühlweg 17<br>79098 Freiburg</p><p>E-Mail: info@quellsoft.example</p><p>USt-IdNr.: DE298716540</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == (name, [])
    # control: a person's surname in capitals after a common given name is read as the person
    person = parse_imprint(page.replace(name.encode(), b"Volkmar QUASTBERG"))
    assert person["name"] == "Volkmar Quastberg"


def test_a_designation_that_ends_with_the_owners_own_name_after_a_dash_is_kept_whole() -> None:
    """Convention 251: "Solveig Quastberg" / "TANZRAUM SQ – SOLVEIG QUASTBERG": the designation line whole, capitals included;
    the person line above it is the owner."""
    page = _page("<p>Solveig Quastberg<br>TANZRAUM SQ – SOLVEIG QUASTBERG<br>Seeweg 3<br>6060 Sarnen</p>"
                 "<p>E-Mail: hallo@tanzraum-sq.example</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("TANZRAUM SQ – SOLVEIG QUASTBERG", [{"name": "Solveig Quastberg", "role": "owner"}])
    # control: what follows the dash is a slogan, not the owner: the designation before it
    slogan = parse_imprint(page.replace(b"\xe2\x80\x93 SOLVEIG QUASTBERG", "– Bewegung für alle".encode()))
    assert slogan["name"] == "TANZRAUM SQ"


def test_a_person_and_the_whole_address_in_one_run_is_split_where_the_street_begins() -> None:
    """Convention 204: "Solveig Quastberg Lindenhofgasse 9 8700 Leoben Austria" on one line: the person is the name."""
    page = _page("<p>Solveig Quastberg Lindenhofgasse 9 8700 Leoben Austria</p><p>E-Mail: solveig@quastberg-post.example</p>")
    record = parse_imprint(page)
    assert (record["name"], record["address"]["street"]) == ("Solveig Quastberg", "Lindenhofgasse 9")
    # control: the same entry over two lines reads the same
    lines = parse_imprint(page.replace(b"Quastberg Lindenhofgasse", b"Quastberg<br>Lindenhofgasse"))
    assert lines["name"] == "Solveig Quastberg"


def test_a_practice_designation_after_the_doctors_titled_name_on_one_line_is_the_name() -> None:
    """Convention 47: "**Dr. med. dent. X** Zahnarztpraxis am Y" is the practice, the doctor its owner (title stripped)."""
    page = _page("<p><strong>Dr. med. dent. Solveig Quastberg</strong> Zahnarztpraxis am Quellgrund<br>Mühlweg 17<br>6003 Luzern</p>"
                 "<p>E-Mail: praxis@zahnarzt-quellgrund.example</p><p>UID: CHE-471.233.908</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("Zahnarztpraxis am Quellgrund", [{"name": "Solveig Quastberg", "role": "owner"}])
    # control: the doctor's line alone stays her name
    alone = parse_imprint(page.replace(b" Zahnarztpraxis am Quellgrund", b""))
    assert alone["name"] == "Solveig Quastberg"


def test_a_person_then_a_designation_on_her_surname_after_a_comma_gives_the_designation() -> None:
    """Convention 115: "Solveig Quastberg, Quastberg Webtechnik" on one line: the designation is the name, the person its owner."""
    page = _page("<p>Solveig Quastberg, Quastberg Webtechnik<br>Seeweg 3<br>8840 Einsiedeln</p><p>E-Mail: solveig@quastberg-web.example</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("Quastberg Webtechnik", [{"name": "Solveig Quastberg", "role": "owner"}])
    # control: a generic activity after the comma is no designation (convention 531): the person stays the name
    activity = parse_imprint(page.replace(b", Quastberg Webtechnik", b", Unternehmensberatung"))
    assert activity["name"] == "Solveig Quastberg"
