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
