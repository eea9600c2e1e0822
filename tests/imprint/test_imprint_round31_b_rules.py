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
