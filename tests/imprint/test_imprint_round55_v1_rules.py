"""Rules of the fifty-fifth parser round (helper v1, label vocabulary and formatting), each with its own invented minimal page
(names, places and mailboxes made up) that fails on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

import pytest

from tests.imprint.pages import read_body as _read

_BLOCK = "<h1>Impressum</h1><p>Anna Roth<br>Birkenweg 7<br>12345 Talhausen</p>"


@pytest.mark.parametrize("contact", ["<p>Festnetz:<br>0421 408951</p>", "<p>Festnetz:<br>0421<br>408951</p>",
                                     "<p>Telefonnummer: 0421<br>408951</p>"])
def test_the_landline_label_over_its_number(contact: str):
    # ("Festnetz:" is the phone's label as "Telefon:" is, also over a number broken after its area code)
    assert _read(_BLOCK + contact)["phone"] == "+49421408951"


def test_control_a_number_below_a_fax_label_is_no_phone():
    assert _read(_BLOCK + "<p>Telefax:<br>0421 408951</p>")["phone"] is None


@pytest.mark.parametrize("symbol", ["✉", "📧", "✉️"])
def test_an_envelope_labels_a_spelled_out_mailbox(symbol: str):
    # (the pictograph stands in for "E-Mail:": a mailbox spelled out after it is read as under the label)
    assert _read(_BLOCK + f"<p>{symbol} anna at roth-talhausen dot example</p>")["email"] == "anna@roth-talhausen.example"


def test_control_a_spelled_out_mailbox_without_a_label_is_not_read():
    assert _read(_BLOCK + "<p>anna at roth-talhausen dot example</p>")["email"] is None


_BAND = "<h1>Impressum</h1><p>Die Talhausener Nachtfalter<br>{label} Jan Ott<br>Birkenweg 7<br>12345 Talhausen</p>"


def test_a_representation_label_in_capitals_before_its_person_reads_as_the_usual_one():
    # ("VERTRETEN DURCH: Jan Ott" under a group's name is its board member, as "Vertreten durch: Jan Ott" is)
    record = _read(_BAND.format(label="VERTRETEN DURCH:"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"}]
    assert record["legal_form"] is None


def test_control_the_usual_representation_label_is_read_as_before():
    record = _read(_BAND.format(label="Vertreten durch:"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"}]


def test_control_a_self_representation_label_in_capitals_reads_as_in_lower_case():
    # ("Jan Ott" / "VERTRETEN DURCH: Jan Ott": the provider herself filled the field; no sign of a business, as in lower case)
    page = "<h1>Impressum</h1><p>Jan Ott<br>Birkenweg 7<br>12345 Talhausen</p><p><strong>VERTRETEN DURCH:</strong> Jan Ott</p>"
    plain = page.replace("VERTRETEN DURCH:", "Vertreten durch:")
    assert _read(page)["legal_form"] == _read(plain)["legal_form"]
    assert _read(page)["representatives"] == _read(plain)["representatives"]


@pytest.mark.parametrize("label", ["Betrieb :", "Hauptbüro :"])
def test_a_label_with_a_space_before_its_colon_opens_the_address_line(label: str):
    # (a space typed before the colon, "Betrieb : Seeweg 14, 38800 Thalheim", leaves the label a label)
    page = f"<h1>Impressum</h1><p>Anna Roth Catering</p><p>{label} Seeweg 14, 38800 Thalheim</p>"
    assert _read(page)["address"] == {"street": "Seeweg 14", "postal_code": "38800", "city": "Thalheim", "country": "DE"}


def test_control_a_label_with_its_colon_glued_on_reads_as_before():
    page = "<h1>Impressum</h1><p>Anna Roth Catering</p><p>Betrieb: Seeweg 14, 38800 Thalheim</p>"
    assert _read(page)["address"] == {"street": "Seeweg 14", "postal_code": "38800", "city": "Thalheim", "country": "DE"}


_FIRM = "<h1>Impressum</h1><p>Talhausen Daten GmbH<br>Birkenweg 7<br>12345 Talhausen</p>"


def test_a_register_court_label_set_in_capitals_before_its_court():
    # ("REGISTERGERICHT: Ulm", the town alone, is the court's label as "Registergericht:" is)
    record = _read(_FIRM + "<p>REGISTERGERICHT: Ulm<br>Registernummer: HRB 700123</p>")
    assert record["register"] == {"country": "DE", "court": "Ulm", "number": "HRB 700123"}


def test_a_register_court_label_in_capitals_glued_to_its_town():
    record = _read(_FIRM + "<p>REGISTERGERICHT:Ulm<br>Registernummer: HRB 700123</p>")
    assert record["register"] == {"country": "DE", "court": "Ulm", "number": "HRB 700123"}


def test_control_a_name_in_capitals_before_a_colon_keeps_its_capitals():
    # (a person's name in capitals with a colon after it is no label: it stays as printed)
    record = _read("<h1>Impressum</h1><p>ANNA ROTH: Fotografie<br>Birkenweg 7<br>12345 Talhausen</p>")
    assert "roth" not in (record["name"] or "")


def test_the_short_owner_label_after_the_trading_name_on_its_line():
    # ("Ott Systemtechnik Inh.: Jan Ott" is cut before the label as "… Inhaber: Jan Ott" is: the trading name stays the name)
    record = _read("<h1>Impressum</h1><p>Ott Systemtechnik Inh.: Jan Ott<br>Birkenweg 7<br>12345 Talhausen</p>")
    assert record["name"] == "Ott Systemtechnik"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_control_the_full_owner_label_after_the_trading_name_reads_as_before():
    record = _read("<h1>Impressum</h1><p>Ott Systemtechnik Inhaber: Jan Ott<br>Birkenweg 7<br>12345 Talhausen</p>")
    assert record["name"] == "Ott Systemtechnik"
