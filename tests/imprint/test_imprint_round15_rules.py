"""Rules of the fifteenth parser round (issue 19), each from its own minimal page (names, places
and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str) -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>{block}</p>"
            "<p>E-Mail: kontakt@ott-web.de</p></main></body></html>")


@pytest.mark.parametrize("designation", ["JKO", "K&M", "Ott.Design", "RMX-Werkstatt"])
def test_a_brand_spelt_line_between_the_person_and_the_street_is_the_trading_name(designation: str) -> None:
    # an acronym, a dotted or an acronym-joined brand: no word of the language, so no description
    record = parse_imprint(_imprint(f"Jana Katrin Ott<br>{designation}<br>Lindenweg 4<br>79100 Freiburg"))
    assert record["name"] == designation
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Katrin Ott", "role": "owner"}]


@pytest.mark.parametrize("description", ["IT-Beratung", "EDV", "Maler- und Lackierermeister", "Coaching und Beratung"])
def test_a_trade_acronym_or_a_description_below_the_person_leaves_the_person_the_provider(description: str) -> None:
    record = parse_imprint(_imprint(f"Jana Ott<br>{description}<br>Lindenweg 4<br>79100 Freiburg"))
    assert record["name"] == "Jana Ott"
