"""Rules of the forty-ninth parser round found by helper 2, mining real pages that are in no labelled set: imprint pages of
other operators' public repositories, parsed unlabelled, the self-evident failures read (a degree's or an office's line taken
as the name, a house number "6-d" or a street written "str 66" missed, a template's mailbox kept, a sub-heading that cut the
provider's block off). Each rule with its own minimal page, failing on the parser before the round, and a control that holds
before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


# A person, then a line of degrees and professions split by bars, in a paragraph of her own above the street's paragraph.
def _degrees(second: str) -> str:
    return ("<h2>Angaben gemäss Art. 3 UWG</h2><p><strong>Verantwortlich für diese Webseite:</strong></p>"
            f"<p>Jonas Brandt\n{second}</p><p>Lindenweg 4\n8000 Zürich\nSchweiz</p><p>E-Mail: jonas@jonas-brandt.de</p>")


def test_a_degree_line_below_the_person_keeps_the_person_as_the_name():
    assert _read(_degrees("Dr. rer. soc. oec. | Psychologe FSP"))["name"] == "Jonas Brandt"


def test_control_a_profession_line_below_the_person_keeps_the_person_as_the_name():
    assert _read(_degrees("Psychologe FSP | Coach"))["name"] == "Jonas Brandt"


def test_an_office_line_below_the_person_is_no_designation():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Jonas Brandt<br>CEO<br>Lindenweg 4<br>12345 Neustadt</p>"
                   "<h2>Kontakt</h2><p>E-Mail: jonas@jonas-brandt.de</p>")
    assert record["name"] == "Jonas Brandt"


def test_control_a_designation_line_below_the_person_is_the_name():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Jonas Brandt<br>Brandt Webdesign<br>Lindenweg 4<br>"
                   "12345 Neustadt</p><h2>Kontakt</h2><p>E-Mail: jonas@jonas-brandt.de</p>")
    assert record["name"] == "Brandt Webdesign"


def _street(street: str) -> dict:
    return _read(f"<h1>Impressum</h1><h2>Lindenhof UG (haftungsbeschränkt)</h2><p>{street}<br>12345 Neustadt</p>"
                 "<p>E-Mail: info@lindenhof-neustadt.de</p><h3>Geschäftsführer:</h3><ul><li>Jonas Brandt</li></ul>")


def test_a_house_number_with_a_hyphenated_letter_is_a_street():
    assert _street("Lindenweg 6-d")["address"] == {"street": "Lindenweg 6-d", "postal_code": "12345", "city": "Neustadt", "country": "DE"}


def test_a_street_word_str_in_small_letters_without_its_dot_is_a_street():
    assert _street("Linden str 66")["address"]["street"] == "Linden str 66"


def test_control_a_house_number_with_its_letter_is_a_street():
    assert _street("Lindenweg 6d")["address"]["street"] == "Lindenweg 6d"


def _directed(line: str) -> dict:
    return _read(f"<p>Blue Wash<br>Lindenweg 4<br>12345 Neustadt</p><p>{line}<br>Jonas Brandt</p>"
                 "<h2>Kontakt</h2><p>E-Mail: info@bluewash-neustadt.de</p>")


def test_control_an_owner_label_names_the_owner():
    record = _directed("Inhaber:")
    assert record["representatives"] == [{"name": "Jonas Brandt", "role": "owner"}]


def _mailbox(local: str) -> dict:
    return _read("<h2>Medieninhaber und Diensteanbieter</h2><p><strong>Jonas Brandt, BSc</strong>\nFreiberuflicher Physiotherapeut\n"
                 f"Lindenweg 8, 3130 Herzogenburg, Österreich</p><p>E-Mail: {local}@jonas-brandt.de</p>"
                 "<h2>Berufsrechtliche Angaben</h2><p>UID-Nummer: PLATZHALTER</p>")


def test_a_placeholder_word_as_the_mailbox_is_no_email():
    record = _mailbox("PLATZHALTER")
    assert (record["name"], record["email"]) == ("Jonas Brandt", None)


def test_control_a_real_mailbox_on_a_partly_filled_page_stays():
    assert _mailbox("praxis")["email"] == "praxis@jonas-brandt.de"


def test_half_of_a_split_template_field_is_no_name():
    record = _read("<h1>Impressum</h1><h2>Anbieter</h2><p>[FIRMA]\nInhaber: Jonas Brandt\n[ADRESSE]\n4055 Basel, Schweiz</p>"
                   "<h2>Kontakt</h2><p>E-Mail: info@jonas-brandt.de</p><h2>Handelsregister</h2>"
                   "<p>[Eingetragen im Handelsregister des Kantons Basel-Stadt | Kein Eintrag im Handelsregister]</p>")
    assert record["name"] == "Jonas Brandt"


def test_control_a_bracketed_field_alone_leaves_the_owner_as_the_name():
    record = _read("<h1>Impressum</h1><h2>Anbieter</h2><p>[FIRMA]\nInhaber: Jonas Brandt\n[ADRESSE]\n4055 Basel, Schweiz</p>"
                   "<h2>Kontakt</h2><p>E-Mail: info@jonas-brandt.de</p>")
    assert record["name"] == "Jonas Brandt"


def _sub_heading(heading: str) -> dict:
    return _read("<p>Hinweis für den Betrieb: Bitte prüfe und ergänze die Angaben unten. Dieser Text ist eine Vorlage.</p>"
                 "<h2>Verantwortlich für den Inhalt</h2><p>Fahrschule Brandt\nJonas Brandt\nLindenweg 127\n8003 Zürich\nSchweiz</p>"
                 "<h2>Kontakt</h2><p>Telefon: +41 44 321 55 25\nE-Mail: info@jonas-brandt.de</p>"
                 f"<h2>{heading}</h2><p>Rechtsform: [vom Inhaber zu ergänzen]\nUID: [vom Inhaber zu ergänzen]</p>"
                 "<h2>Haftungsausschluss</h2><p>Für die Richtigkeit der Inhalte wird keine Gewähr übernommen.</p>"
                 "<h2>Haftung für Links</h2><p>Für die Inhalte verlinkter Seiten ist stets der jeweilige Anbieter verantwortlich.</p>"
                 "<h2>Urheberrecht</h2><p>Die Inhalte unterliegen dem schweizerischen Urheberrecht.</p><p>Stand: August 2026</p>")


def test_an_imprint_word_sub_heading_below_the_only_address_does_not_cut_the_provider_off():
    record = _sub_heading("Unternehmensangaben")
    assert (record["address"]["street"], record["email"]) == ("Lindenweg 127", "info@jonas-brandt.de")


def test_control_a_plain_sub_heading_keeps_the_provider_block():
    assert _sub_heading("Rechtsform")["address"]["street"] == "Lindenweg 127"


def test_an_english_legal_notice_heading_below_the_responsible_persons_block_keeps_it():
    record = _read("<h1>Responsible for the content of this website</h1><p><strong>Jonas Brandt</strong><br>"
                   "Email: jonas@jonas-brandt.de<br>Address: Lindenweg 18, 69221 Neustadt, Germany</p><h2>Legal Notice</h2>"
                   "<p>The content of this website is provided for general informational purposes only.</p>"
                   "<p>Any reproduction of the content is prohibited without prior written permission.</p>"
                   "<p>Despite careful review, I make no guarantees regarding the accuracy of the information.</p>"
                   "<p>I accept no liability for the content of external links.</p><p>2025 Jonas Brandt, Neustadt</p>")
    assert (record["name"], record["address"]["street"]) == ("Jonas Brandt", "Lindenweg 18")


def _owner_head(heading: str) -> dict:
    return _read(f"<h2>{heading}</h2><p>Jonas Brandt &amp; Eva Lorenz-Roth</p><p>Lindenweg 17<br>81369 München</p><h2>Kontakt</h2>"
                 "<p>kontakt@jonas-brandt.de</p><h2>Haftungsausschluss</h2><h3>Interne Inhalte</h3><p>Die Inhalte unserer Website "
                 "werden mit größter Sorgfalt erstellt.</p><h3>Externe Links</h3><p>Für fremde Inhalte übernehmen wir keine Gewähr.</p>")


def test_an_owner_heading_under_the_providers_law_opens_the_providers_block():
    record = _owner_head("Eigentümer nach § 5 TMG")
    assert (record["name"], record["address"]["street"]) == ("Jonas Brandt & Eva Lorenz-Roth", "Lindenweg 17")


def test_control_the_providers_statement_heading_opens_the_providers_block():
    assert _owner_head("Angaben gemäß § 5 TMG")["address"]["street"] == "Lindenweg 17"


def _run_from(sentence: str) -> dict:
    return _read(f"<h1>Impressum</h1><p>Diese Seite ist zweisprachig.</p><p>{sentence}</p><p>Jonas Brandt<br>Lindenweg 5<br>"
                 "22047 Hamburg</p><p>E-Mail: jonas@jonas-brandt.de</p>")


def test_the_country_a_site_is_run_from_names_no_operator():
    assert _run_from("Diese Website wird von Deutschland aus betrieben.")["name"] == "Jonas Brandt"


def test_control_the_firm_a_site_is_run_by_is_the_operator():
    assert _run_from("Diese Website wird von der Lindenhof GmbH, Lindenweg 5, 22047 Hamburg betrieben.")["name"] == "Lindenhof GmbH"
