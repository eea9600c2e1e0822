"""Rules of the thirty-sixth parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the probes written blind for the conventions of rounds 29 to 35 and from the tuning pages
among the real pages of round 36; each test below fails on the parser before the round, and its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_keycap_digits_read_as_digits() -> None:
    """Convention 419: digits typed as keycap emoji ("4️⃣", digit + variation selector + keycap) are the digits a reader
    sees, in the street, the postal code, the phone and the VAT id."""
    block = ("<p>Lene Kowalczyk<br>Webdesignerin<br>Hafenweg {n}<br>{pc} Kiel</p><p>Telefon: {tel}</p>"
             "<p>USt-IdNr.: DE{vat}</p>")

    def keycaps(digits: str) -> str:
        return "".join(f"{d}\ufe0f\u20e3" if d.isdigit() else d for d in digits)

    got = parse_imprint(_page(block.format(n=keycaps("7"), pc=keycaps("24103"), tel=keycaps("0431 5508812"),
                                           vat=keycaps("287445610"))))
    plain = parse_imprint(_page(block.format(n="7", pc="24103", tel="0431 5508812", vat="287445610")))
    assert got["address"] == plain["address"] == {"street": "Hafenweg 7", "postal_code": "24103", "city": "Kiel", "country": "DE"}
    assert got["phone"] == plain["phone"] == "+494315508812"
    assert got["vat_id"] == plain["vat_id"] == "DE287445610"


def test_a_given_name_that_ends_like_a_trade_word_is_a_person() -> None:
    """Conventions 11 and 1264: "Levent" ends in "event" and "Mladen" in "laden", yet both are given names; the line above the
    street is the person's, a private page without a business signal: no form, no owner."""
    block = "<h2>Anschrift</h2><p>{person}<br>Merseburger Str. 12<br>06110 Halle</p><p>E-Mail: post@{mail}.de</p>"
    for person, mail in (("Levent Aydin", "aydin-post"), ("Mladen Horvat", "horvat-post"), ("Anna Roth", "roth-post")):
        got = parse_imprint(_page(block.format(person=person, mail=mail)))
        assert (got["name"], got["legal_form"], got["representatives"]) == (person, None, [])
    # control: a designation built on a trade word stays a designation
    got = parse_imprint(_page(block.format(person="Halle Events", mail="halle-events")))
    assert got["name"] == "Halle Events" and got["legal_form"] == "Einzelunternehmen"


def test_a_designation_after_the_person_on_the_provider_line() -> None:
    """Conventions 60 and 1301: "Jan Ott - Orionwerk" on the provider line: the designation is the name, the person its
    owner; after the dash an activity ("Fotografie"), a profession or the town the block prints is no designation."""
    block = "<h3>Verantwortlicher</h3><p>Jonas Lindner - {rest}<br>Rodensteinstraße 21<br>64625 Bensheim</p>"
    got = parse_imprint(_page(block.format(rest="Orionwerk")))
    assert (got["name"], got["legal_form"], got["representatives"]) == (
        "Orionwerk", "Einzelunternehmen", [{"name": "Jonas Lindner", "role": "owner"}])
    for rest in ("Fotografie", "Fotografin", "Bensheim"):
        got = parse_imprint(_page(block.format(rest=rest)))
        assert got["name"] == "Jonas Lindner", rest
