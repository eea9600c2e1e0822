"""Rules of the forty-eighth parser round found by helper 1, mining real pages that are in no labelled set: imprint pages of
other operators' public repositories, parsed unlabelled, the self-evident failures read (a heading taken as the name, a
template's counting number kept as a register). Each rule with its own minimal page, failing on the parser before the
round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_OWNER_FIELDS = ("<h1>Impressum</h1><h2>Inhaber &amp; Kontaktdaten (gemäß § 5 TMG)</h2><p>Inhaber: Jan Ott</p>"
                 "<p>Adresse: Lindenweg 5, 12345 Berlin, Deutschland</p><p>E-Mail: jan@ott.example</p>")


def test_the_owner_line_in_its_own_paragraph_right_above_the_street_names_the_provider():
    record = _read(_OWNER_FIELDS + "<h2>Beruflicher Status</h2><ul><li>Buchhaltung</li><li>Schulung in Grundlagen</li></ul>"
                   "<h2>Haftung</h2><p>Wir haften nicht für Links.</p>")
    assert (record["name"], record["legal_form"], record["address"]["street"]) == ("Jan Ott", "Einzelunternehmen", "Lindenweg 5")


def test_control_a_name_line_over_the_owner_and_street_stays_the_name():
    record = _read("<h1>Impressum</h1><p>Ott Beratung</p><p>Inhaber: Jan Ott</p><p>Adresse: Lindenweg 5, 12345 Berlin</p>"
                   "<p>E-Mail: jan@ott.example</p>")
    assert record["name"] == "Ott Beratung"


def test_a_swiss_uid_of_the_counting_sequence_is_a_placeholder():
    record = _read("<h1>Impressum</h1><p>Lindenhof Bildung AG<br>Lindenweg 5<br>8045 Zürich</p>"
                   "<p>Handelsregister: Kanton Zürich<br>UID-Nummer: CHE-123.456.789 MWST</p>")
    assert (record["name"], record["register"], record["vat_id"]) == ("Lindenhof Bildung AG", None, None)


def test_control_a_real_swiss_uid_is_the_register():
    record = _read("<h1>Impressum</h1><p>Lindenhof Bildung AG<br>Lindenweg 5<br>8045 Zürich</p>"
                   "<p>Handelsregister: Kanton Zürich<br>UID: CHE-116.281.710</p>")
    assert record["register"] == {"country": "CH", "court": "-", "number": "CHE-116.281.710"}


def _footer_card(number: str) -> str:
    return ("<h1>Impressum</h1><h2>Kontaktadresse</h2><p>Lindenhof GmbH, Lindenweg 8, 3000 Bern, Schweiz</p>"
            "<h2>Haftung</h2><p>Wir übernehmen keine Haftung für Links.</p><footer><p>Lindenhof GmbH</p><p>Lindenweg 8</p>"
            f"<p>3000 Bern</p><p>Kontakt</p><p>info@lindenhof.example</p><p>{number}</p></footer>")


def test_a_landline_alone_below_the_contact_heading_of_the_footer_card_is_the_phone():
    record = _read(_footer_card("+41 31 352 40 17"))
    assert (record["email"], record["phone"]) == ("info@lindenhof.example", "+41313524017")


def test_control_a_mobile_number_alone_in_the_footer_card_gives_no_phone():
    assert _read(_footer_card("+41 79 352 40 17"))["phone"] is None
