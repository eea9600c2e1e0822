"""Rules added to generalise over real imprint pages (issue 19, second round): each from its own minimal page."""

from __future__ import annotations

from companies.imprint import parse_imprint


def _imprint(body: str, title: str = "Impressum") -> str:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head>'
            f"<body><main>{body}</main></body></html>")


def test_a_pictograph_in_place_of_a_label_does_not_hide_the_address() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kontor Nord GmbH</p><p>📍 Hafenweg 3, 24103 Kiel</p><p>☎️ 0431 765432</p>"))
    assert record["address"] == {"street": "Hafenweg 3", "postal_code": "24103", "city": "Kiel", "country": "DE"}
    assert record["phone"] == "+49431765432"


def test_a_swiss_sagl_is_a_gmbh() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Ticino Bau Sagl<br>Via Cantonale 7<br>6900 Lugano</p><p>Gerente: Luca Rossi</p>"))
    assert (record["name"], record["legal_form"]) == ("Ticino Bau Sagl", "GmbH")
    assert {"name": "Ticino Bau Sagl", "role": "owner"} not in record["representatives"]


def test_counting_sequence_register_and_vat_numbers_are_placeholders() -> None:
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p>"
        "<p>Amtsgericht Kiel, HRB 123456</p><p>USt-IdNr.: DE123456789</p>"))
    assert (record["register"], record["vat_id"]) == (None, None)
    record = parse_imprint(_imprint(
        "<h1>Impressum</h1><p>Kontor Nord GmbH<br>Hafenweg 3<br>24103 Kiel</p><p>Amtsgericht Kiel, HRB 12346</p>"))
    assert record["register"] == {"country": "DE", "court": "Kiel", "number": "HRB 12346"}
