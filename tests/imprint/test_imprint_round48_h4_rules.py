"""Rules of the forty-eighth parser round (second batch, helper 1), found by mining real pages that are in no labelled set:
imprint pages of other operators' public repositories, parsed unlabelled, the self-evident failures read (a kramdown definition
list's values missed, a privacy template's section heading taken as the name, a liability insurer taken for the provider, a
telephone's SIP address read as the e-mail, a web developer's mailbox taken for the club's). Each rule with its own minimal page,
failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def test_a_kramdown_definition_marker_left_as_text_opens_the_value():
    record = _read("<p><strong>Adresse</strong>\n:    Lindenweg 7\n04109 Leipzig</p>"
                   "<p><strong>E-Mail</strong>\n:     <a href=\"mailto:post@roth-garten.de\">post@roth-garten.de</a></p>"
                   "<p><strong>verantwortliche Person</strong>\n:    Eva Roth</p>")
    assert record["name"] == "Eva Roth"
    assert record["address"] == {"street": "Lindenweg 7", "postal_code": "04109", "city": "Leipzig", "country": "DE"}


def test_control_the_same_values_as_a_definition_list():
    record = _read("<dl><dt>Adresse</dt><dd>Lindenweg 7<br>04109 Leipzig</dd>"
                   "<dt>E-Mail</dt><dd>post@roth-garten.de</dd><dt>verantwortliche Person</dt><dd>Eva Roth</dd></dl>")
    assert record["name"] == "Eva Roth"
    assert record["address"]["street"] == "Lindenweg 7"


def test_a_privacy_template_heading_on_embedded_content_is_no_name():
    record = _read("<h1>Impressum</h1><p>Telefon: 0341 2233445<br>E-Mail: kontakt@eva-roth.example</p>"
                   "<h2>Kommentare</h2><p>Wenn Besucher Kommentare schreiben, sammeln wir die Daten aus dem Formular.</p>"
                   "<h2>Eingebettete Inhalte von anderen Websites</h2><p>Beiträge können eingebettete Inhalte beinhalten.</p>"
                   "<h2>Welche Rechte du an deinen Daten hast</h2><p>Du kannst einen Export deiner Daten anfordern.</p>")
    assert record["name"] is None


def test_control_a_name_heading_over_the_street_stays_the_name():
    record = _read("<h1>Impressum</h1><h2>Roth Gartenbau</h2><p>Lindenweg 7<br>04109 Leipzig</p>"
                   "<p>Telefon: 0341 2233445</p><h2>Kommentare</h2><p>Wenn Besucher Kommentare schreiben, sammeln wir Daten.</p>")
    assert record["name"] == "Roth Gartenbau"


def test_an_insurer_title_without_heading_tag_opens_the_insurers_section():
    record = _read("<h1>Impressum</h1><p>Jan Ott<br>Rechtsanwalt<br>Mühlenweg 8, 23552 Lübeck</p><p>Telefon: 0451 4455667</p>"
                   "<p>Berufshaftpflichtversicherer von Rechtsanwalt<br>Jan Ott</p>"
                   "<p>Nordkap Versicherung AG<br>Hafenplatz 1<br>40477 Düsseldorf</p>")
    assert record["name"] == "Jan Ott"
    assert record["address"]["street"] == "Mühlenweg 8"


def test_control_the_insurer_label_with_its_colon_was_already_left_out():
    record = _read("<h1>Impressum</h1><p>Jan Ott<br>Rechtsanwalt<br>Mühlenweg 8, 23552 Lübeck</p><p>Telefon: 0451 4455667</p>"
                   "<p>Berufshaftpflichtversicherer von Jan Ott:</p><p>Nordkap Versicherung AG<br>Hafenplatz 1<br>40477 Düsseldorf</p>")
    assert record["name"] == "Jan Ott"


def test_a_sip_address_is_no_email():
    record = _read("<h1>Impressum</h1><p>Funknetz Ost e.V.<br>Lindenweg 7<br>04109 Leipzig</p>"
                   "<p>Telefon</p><p>+49 341 2233445</p><p>sip:2233445@sipwelt.example</p>")
    assert record["email"] is None
    assert record["phone"] == "+493412233445"


def test_control_a_mailbox_on_the_same_line_pattern_is_the_email():
    record = _read("<h1>Impressum</h1><p>Funknetz Ost e.V.<br>Lindenweg 7<br>04109 Leipzig</p>"
                   "<p>Telefon</p><p>+49 341 2233445</p><p>mail:post@funknetz-ost.example</p>")
    assert record["email"] == "post@funknetz-ost.example"


def test_the_contact_rows_below_a_credit_line_are_the_credited_partys():
    record = _read("<h2>Angaben gemäß § 5 TMG</h2><p>Funknetz Ost e.V.<br>Lindenweg 7<br>04109 Leipzig</p>"
                   "<h2>Website</h2><p>Programmierung und Leitung: Jan Ott, Abteilung Technik<br>E-Mail: jan.ott@funknetz-ost.example</p>"
                   "<h2>Kontakt</h2><p>Telefon: 0341 2233445<br>E-Mail: vorstand@funknetz-ost.example</p>")
    assert record["email"] == "vorstand@funknetz-ost.example"


def test_control_a_website_row_over_the_email_stays_the_providers():
    record = _read("<h2>Angaben gemäß § 5 TMG</h2><p>Funknetz Ost e.V.<br>Lindenweg 7<br>04109 Leipzig</p>"
                   "<h2>Kontakt</h2><p>Website: www.funknetz-ost.example<br>E-Mail: vorstand@funknetz-ost.example</p>")
    assert record["email"] == "vorstand@funknetz-ost.example"
