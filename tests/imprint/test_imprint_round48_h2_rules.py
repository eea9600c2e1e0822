"""Rules of a parser round mined from unlabelled real imprint pages (helper 2, round 48): an English sole-proprietorship
line with its owner below the designation, a back yard after the street's number, a Swiss postal code typed "Ch-8005", a
provider heading "Anbieterangaben & Datenschutz", and a designation in capitals with a digit-letter product word below the
person. Each rule on its own invented page that fails on the parser before the round, with a control that holds before
and after."""

from companies.imprint import parse_imprint
from tests.imprint.pages import imprint_page


def _record(body: str, title: str = "Impressum") -> dict:
    return parse_imprint(imprint_page(body, title), "https://site.invalid/legal/")


def _owner(record: dict) -> tuple:
    return record["name"], record["legal_form"], record["representatives"]


_SWISS = "<p>Lindenweg 7<br>8000 Zürich<br>Switzerland</p><p>Email: eva@sonnenschein-automation.ch</p>"


def test_an_english_sole_proprietorship_line_with_its_owner_below_the_designation() -> None:
    """"**Sonnenschein Automation**" / "Sole proprietorship, Eva Roth": the designation is the name, its form the sole
    trader's, she its owner (convention 78; as "Einzelunternehmen, Eva Roth")."""
    body = "<h1>Imprint</h1><h2>Provider information</h2><p><strong>Sonnenschein Automation</strong><br>Sole proprietorship, Eva Roth</p>" + _SWISS
    assert _owner(_record(body)) == ("Sonnenschein Automation", "Einzelunternehmen", [{"name": "Eva Roth", "role": "owner"}])


def test_control_the_german_form_line_with_its_owner() -> None:
    """"Einzelunternehmen, Eva Roth" below the designation: as before."""
    body = "<h1>Impressum</h1><p><strong>Sonnenschein Automation</strong><br>Einzelunternehmen, Eva Roth</p>" + _SWISS
    assert _owner(_record(body)) == ("Sonnenschein Automation", "Einzelunternehmen", [{"name": "Eva Roth", "role": "owner"}])


def _club(street: str) -> dict:
    body = (f"<h1>Impressum</h1><p>Lindenauer Bastelkeller e.V.<br>{street}<br>64293 Darmstadt<br>"
            "info@bastelkeller-lindenau.de</p>")
    return _record(body)["address"]


def test_a_back_yard_after_the_house_number() -> None:
    """"Lindenstraße 36, im Hinterhof": the street as printed, with where the house stands (as "…, Hinterhaus")."""
    assert _club("Lindenstraße 36, im Hinterhof") == {
        "street": "Lindenstraße 36, im Hinterhof", "postal_code": "64293", "city": "Darmstadt", "country": "DE"}


def test_control_a_back_building_after_the_house_number() -> None:
    """"Lindenstraße 36, Hinterhaus": as before."""
    assert _club("Lindenstraße 36, Hinterhaus")["street"] == "Lindenstraße 36, Hinterhaus"


def _entity(postal: str) -> dict:
    body = f"<h1>Legal Notice</h1><p>Responsible entity:<br>Jan Ott<br>Lindengasse 8<br>{postal}<br>Zurich<br>Switzerland</p>"
    return _record(body, "Legal Notice")["address"]


def test_a_swiss_postal_code_typed_with_a_mixed_case_prefix() -> None:
    """"Ch-8005" alone on its line, the town on the next: the Swiss postal code, as "CH-8005"."""
    assert _entity("Ch-8005") == {"street": "Lindengasse 8", "postal_code": "8005", "city": "Zurich", "country": "CH"}


def test_control_a_swiss_postal_code_with_its_prefix_in_capitals() -> None:
    """"CH-8005" / "Zurich": as before."""
    assert _entity("CH-8005") == {"street": "Lindengasse 8", "postal_code": "8005", "city": "Zurich", "country": "CH"}


def _provider(heading: str) -> dict:
    body = (f"<h1>{heading}</h1><p><strong>Verantwortliche Stelle / Anbieter:</strong><br>"
            "Lindenbar Karaoke, Lindenstrasse 31, 8400 Winterthur, Schweiz<br>E-Mail: info@lindenbar-karaoke.ch</p>"
            "<p>Zweck der Datenbearbeitung: Kommunikation und Terminabstimmung.</p>")
    return _record(body, "Lindenbar")


def test_a_provider_heading_combined_with_the_privacy_notice() -> None:
    """"Anbieterangaben & Datenschutz" over the provider's block: an imprint page (as "Impressum & Datenschutz"), not a
    privacy page."""
    record = _provider("Anbieterangaben &amp; Datenschutz")
    assert (record["name"], record["email"]) == ("Lindenbar Karaoke", "info@lindenbar-karaoke.ch")
    assert record["address"] == {"street": "Lindenstrasse 31", "postal_code": "8400", "city": "Winterthur", "country": "CH"}


def test_control_the_imprint_heading_combined_with_the_privacy_notice() -> None:
    """"Impressum & Datenschutz" over the same block: as before."""
    assert _provider("Impressum &amp; Datenschutz")["name"] == "Lindenbar Karaoke"


def _designated(line: str) -> dict:
    body = f"<h1>Impressum</h1><p><b>Jan Ott</b><br>{line}<br>Lindenweg 7<br>52062 Aachen</p><p>E-Mail: jan@ott-werkstatt.de</p>"
    return _record(body)


def test_a_designation_in_capitals_with_a_digit_letter_word_below_the_person() -> None:
    """"Jan Ott" / "OTT 3D &amp; Kunststofftechnik": the designation built on his surname (in capitals, beside a product's
    "3D") is the name, he its owner (convention 17)."""
    assert _owner(_designated("OTT 3D &amp; Kunststofftechnik")) == (
        "OTT 3D & Kunststofftechnik", "Einzelunternehmen", [{"name": "Jan Ott", "role": "owner"}])


def test_control_a_designation_on_the_surname_below_the_person() -> None:
    """"Jan Ott" / "Ott Druck &amp; Kunststofftechnik": as before."""
    assert _owner(_designated("Ott Druck &amp; Kunststofftechnik")) == (
        "Ott Druck & Kunststofftechnik", "Einzelunternehmen", [{"name": "Jan Ott", "role": "owner"}])
