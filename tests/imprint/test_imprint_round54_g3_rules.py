"""Rules of the fifty-fourth parser round (helper g3): addresses and phones the parser still missed, in the wordings of Swiss and
Austrian imprints (a country letter joined to the postal code, the town before the street in a seat sentence, a street and its
postal line in two cells of a table row) and phones whose label follows the number or is a microdata property (a fax note after a
bare number is no phone). Each rule with its own invented minimal page, failing on the parser before the round, and a control
that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _address(record: dict) -> tuple | None:
    address = record["address"]
    return (address["street"], address["postal_code"], address["city"], address["country"]) if address else None


def test_a_country_letter_joined_to_the_postal_code_is_read():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Hauptplatz 3<br>A4020 Linz<br>Telefon: +43 732 123456</p>")
    assert _address(record) == ("Hauptplatz 3", "4020", "Linz", "AT")


def test_a_swiss_country_letters_joined_to_the_postal_code_are_read():
    record = _read("<h1>Impressum</h1><p>Brunner Holz AG<br>Bahnhofstrasse 12<br>CH8001 Zürich</p>")
    assert _address(record) == ("Bahnhofstrasse 12", "8001", "Zürich", "CH")


def test_control_a_country_letter_with_its_hyphen_is_read_as_before():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Hauptplatz 3<br>A-4020 Linz</p>")
    assert _address(record) == ("Hauptplatz 3", "4020", "Linz", "AT")


def test_control_a_product_code_before_a_word_is_no_postal_line():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Hauptplatz 3<br>Modell A4020 Eiche massiv</p>")
    assert record["address"] is None


def test_a_seat_sentence_with_the_town_before_the_street_gives_the_address():
    record = _read("<h1>Impressum</h1><p>Die Brunner Holz AG mit Sitz in 8400 Winterthur, Technikumstrasse 9, ist Betreiberin "
                   "dieser Website.</p><p>Telefon: 052 212 45 67</p>")
    assert _address(record) == ("Technikumstrasse 9", "8400", "Winterthur", "CH")


def test_control_a_seat_sentence_without_a_street_gives_no_address():
    record = _read("<h1>Impressum</h1><p>Die Brunner Holz AG mit Sitz in 8400 Winterthur ist Betreiberin dieser Website.</p>"
                   "<p>Telefon: 052 212 45 67</p>")
    assert record["address"] is None


def test_a_firm_then_its_town_then_its_street_on_one_line_give_the_address():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH, 1010 Wien, Stephansplatz 1/2/3</p><p>Tel.: 01 4455667</p>")
    assert _address(record) == ("Stephansplatz 1/2/3", "1010", "Wien", "AT")


def test_control_a_sentence_before_the_town_and_street_gives_no_address():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Hauptplatz 3<br>4020 Linz</p>"
                   "<p>Wir liefern auch nach 8400 Winterthur, Technikumstrasse 9.</p>")
    assert _address(record) == ("Hauptplatz 3", "4020", "Linz", "AT")


def test_a_postal_line_then_its_street_after_a_spaced_dash_give_the_address():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>A-1010 Wien – Stephansplatz 1</p>")
    assert _address(record) == ("Stephansplatz 1", "1010", "Wien", "AT")


def test_control_a_town_and_its_district_after_a_spaced_dash_stay_the_town():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Hauptstraße 3<br>56077 Koblenz - Ehrenbreitstein</p>")
    assert _address(record) == ("Hauptstraße 3", "56077", "Koblenz - Ehrenbreitstein", "DE")


def test_a_street_and_its_postal_line_in_two_cells_of_a_row_give_the_address():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH</p><table><tr><td>Stephansplatz 1</td><td>1010 Wien</td></tr></table>"
                   "<p>Telefon: 01 4455667</p>")
    assert _address(record) == ("Stephansplatz 1", "1010", "Wien", "AT")


def test_control_a_label_cell_before_the_address_still_labels_it():
    record = _read("<h1>Impressum</h1><table><tr><td>Firma</td><td>Brunner Holz GmbH</td></tr><tr><td>Adresse</td>"
                   "<td>Stephansplatz 1, 1010 Wien</td></tr><tr><td>Telefon</td><td>01 4455667</td></tr></table>")
    assert (record["name"], _address(record), record["phone"]) == (
        "Brunner Holz GmbH", ("Stephansplatz 1", "1010", "Wien", "AT"), "+4314455667")


def test_a_telephone_label_after_the_number_gives_the_phone():
    record = _read("<h1>Impressum</h1><p>Brunner Holz AG<br>Technikumstrasse 9<br>8400 Winterthur<br>052 212 45 67 Telefon</p>")
    assert record["phone"] == "+41522124567"


def test_a_telephone_label_after_the_number_before_a_fax_gives_the_first():
    record = _read("<h1>Impressum</h1><p>Brunner Holz AG<br>Technikumstrasse 9<br>8400 Winterthur<br>"
                   "052 212 45 68 Fax · 052 212 45 67 Telefon</p>")
    assert record["phone"] == "+41522124567"


def test_a_label_in_parentheses_after_the_number_belongs_to_that_number():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Rosenweg 9<br>79100 Freiburg<br>"
                   "0761 123456 (Tel.) / 0761 123457 (Fax)</p>")
    assert record["phone"] == "+49761123456"


def test_control_a_mobile_number_with_its_label_after_it_is_no_phone():
    record = _read("<h1>Impressum</h1><p>Brunner Holz AG<br>Technikumstrasse 9<br>8400 Winterthur<br>079 212 45 67 Telefon</p>")
    assert record["phone"] is None


def test_a_bare_number_noted_as_a_fax_is_no_phone():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Rosenweg 9<br>79100 Freiburg<br>0761 123457 (Fax)</p>")
    assert record["phone"] is None


def test_control_a_bare_number_with_a_note_on_hours_stays_the_phone():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Rosenweg 9<br>79100 Freiburg<br>0761 123457 (Mo–Fr)</p>")
    assert record["phone"] == "+49761123457"


def test_control_a_labelled_phone_and_fax_on_one_line_give_the_phone():
    record = _read("<h1>Impressum</h1><p>Brunner Holz GmbH<br>Rosenweg 9<br>79100 Freiburg<br>"
                   "Telefon: 0761 123456 / Fax: 0761 123457</p>")
    assert record["phone"] == "+49761123456"


def test_a_microdata_telephone_beside_the_mail_address_is_the_phone():
    record = _read('<h1>Impressum</h1><p>Brunner Holz GmbH<br>Rosenweg 9<br>79100 Freiburg<br><span itemprop="telephone">'
                   '0761 123456</span> <a href="mailto:info@brunner-holz.example">info@brunner-holz.example</a></p>')
    assert (record["phone"], record["email"]) == ("+49761123456", "info@brunner-holz.example")


def test_control_a_microdata_telephone_under_a_mobile_label_is_no_phone():
    record = _read('<h1>Impressum</h1><p>Brunner Holz GmbH<br>Rosenweg 9<br>79100 Freiburg<br>Mobil: <span itemprop="telephone">'
                   '0171 1234567</span> <a href="mailto:info@brunner-holz.example">info@brunner-holz.example</a></p>')
    assert record["phone"] is None
