"""Rules of the thirty-fifth parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the probes written blind for the conventions of rounds 29 to 32
(``convention_probes/probes_8.py`` to ``probes_10.py``) and from the tuning pages among the real pages of round 33; each
test below fails on the parser before the round, and its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_two_house_numbers_joined_by_a_plus() -> None:
    """Conventions 5 and 1052: "Greifswalder Str. 88A+90" is one street with two house numbers, as printed."""
    block = "<p>Spreedruck Verwaltung GmbH<br>{street}<br>10409 Berlin</p><p>E-Mail: post@spreedruck.de</p>"
    got = parse_imprint(_page(block.format(street="Kollwitzweg 88A+90")))["address"]
    assert got == {"street": "Kollwitzweg 88A+90", "postal_code": "10409", "city": "Berlin", "country": "DE"}
    # control: a range with a dash was read before
    assert parse_imprint(_page(block.format(street="Kollwitzweg 88-90")))["address"]["street"] == "Kollwitzweg 88-90"


def test_a_court_town_in_capitals_after_the_number() -> None:
    """Conventions 41 and 1121: "Registernummer: VR2864 FULDA": the town after the number is the court, as printed; three
    capitals are a court's abbreviation ("HRB 4471 BHV"), no town."""
    block = "<p>bytewerk e.V.<br>Heinrichstraße 18<br>36037 Fulda</p><p>Registernummer: {entry}</p>"
    assert parse_imprint(_page(block.format(entry="VR2864 FULDA")))["register"] == {"country": "DE", "court": "FULDA", "number": "VR 2864"}
    assert parse_imprint(_page(block.format(entry="VR 2864 BHV")))["register"] is None
    # control: the town in its usual spelling
    assert parse_imprint(_page(block.format(entry="VR 2864 Fulda")))["register"] == {"country": "DE", "court": "Fulda", "number": "VR 2864"}


def test_a_register_named_with_berlin_charlottenburg_before_the_number() -> None:
    """CONTRACT section 7 and convention 1033: "Handelsregister Berlin Charlottenburg, HRB 204815 B": court Charlottenburg."""
    block = "<p>Offene Werkstatt GmbH<br>Wrangelstraße 66<br>10997 Berlin</p><p>{entry}</p>"
    expected = {"country": "DE", "court": "Charlottenburg", "number": "HRB 204815"}
    assert parse_imprint(_page(block.format(entry="Handelsregister Berlin Charlottenburg, HRB 204815 B")))["register"] == expected
    # control: with a colon, as read before
    assert parse_imprint(_page(block.format(entry="Handelsregister Berlin Charlottenburg: HRB 204815 B")))["register"] == expected


def test_a_firm_whose_second_line_is_an_attribute_and_its_form() -> None:
    """Conventions 2 and 1033: "Institute for Open Tools" / "gemeinnützige GmbH": one name over two lines."""
    block = "<p>Institute for Open Tools<br>{form}<br>Wrangelstraße 66<br>10997 Berlin</p>"
    assert parse_imprint(_page(block.format(form="gemeinnützige GmbH"), "Imprint"))["name"] == "Institute for Open Tools gemeinnützige GmbH"
    assert parse_imprint(_page(block.format(form="gemeinnuetzige GmbH"), "Imprint"))["name"] == "Institute for Open Tools gemeinnuetzige GmbH"
    # control: the form alone on the second line
    assert parse_imprint(_page(block.format(form="GmbH"), "Imprint"))["name"] == "Institute for Open Tools GmbH"


def test_a_w_idnr_the_page_states_is_its_vat_id_too() -> None:
    """Convention 1014: "W-IdNr: DE…" / "Dies ist auch Ihre Umsatzsteuer-Identifikationsnummer": the VAT id; a W-IdNr alone
    is none (CONTRACT section 7)."""
    block = "<p><strong>Paul Rode</strong><br>Weender Straße 61<br>37075 Göttingen</p><p>W-IdNr: DE318274605{note}</p>"
    assert parse_imprint(_page(block.format(note="<br>Dies ist auch Ihre Umsatzsteuer-Identifikationsnummer nach § 27a UStG.")))["vat_id"] == "DE318274605"
    assert parse_imprint(_page(block.format(note="")))["vat_id"] is None


def test_professions_in_the_plural_are_a_business_cue() -> None:
    """Convention 1020: "Berufsbezeichnungen: Mediatorin, Coach" under a person: she runs a business as its
    owner, as under "Berufsbezeichnung"."""
    block = "<p><strong>Dora Kampf</strong><br>{label}: Mediatorin, Coach<br>Bielefelder Straße 58<br>32756 Detmold</p>"
    got = parse_imprint(_page(block.format(label="Berufsbezeichnungen")))
    assert (got["legal_form"], got["representatives"]) == ("Einzelunternehmen", [{"name": "Dora Kampf", "role": "owner"}])
    # control: the singular
    assert parse_imprint(_page(block.format(label="Berufsbezeichnung")))["legal_form"] == "Einzelunternehmen"
