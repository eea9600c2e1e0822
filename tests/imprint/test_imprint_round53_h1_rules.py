"""Rules of the fifty-third parser round (helper h1), found on the pages of one natural person's business (coaches, therapists,
designers, consultants) where the record's name goes wrong between the trading designation and the owner's own name: a designation
paragraph in camel case above the person's own paragraph (convention 91), a practice named by its field ("Praxis für …") above the
person (conventions 1474, 1561), and a page title that prints the designation and the person as one line, which does not make the
person's own line part of the designation; a header tagline of trade words below the person is no brand (297), a site name
over a lone person on a page without any business signal is no designation (433, 594, 1305), and words after "person —" that
the page title prints as the site's name without her are her designation (1881). Each rule with its own minimal page (names,
places and mailboxes made up), failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import imprint_page
from tests.imprint.pages import read_body as _read

_URL = "https://site.invalid/impressum/"
_PERSON = "<p>Jana Korff<br>Birkenweg 7<br>12345 Talhausen</p><h3>Kontakt</h3><p>E-Mail: jana@korff.example</p>"


def test_a_camel_case_designation_paragraph_above_the_person_is_the_name():
    record = _read("<h1>Impressum</h1><p><strong>Angaben gemäß § 5 TMG</strong></p><p>bioFIT – Jana Korff Beratung</p>" + _PERSON)
    assert record["name"] == "bioFIT – Jana Korff Beratung"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Korff", "role": "owner"}]


def test_control_a_capitalised_designation_paragraph_above_the_person_stays_the_name():
    record = _read("<h1>Impressum</h1><p><strong>Angaben gemäß § 5 TMG</strong></p><p>BioFit – Jana Korff Beratung</p>" + _PERSON)
    assert record["name"] == "BioFit – Jana Korff Beratung"
    assert record["representatives"] == [{"name": "Jana Korff", "role": "owner"}]


def test_a_practice_named_by_its_field_above_the_person_is_the_name():
    record = _read("<h1>Impressum</h1><p>Verantwortlich gemäß § 5 TMG</p><p>Praxis für Psychotherapie<br>Jana Korff<br>Birkenweg 7<br>"
                   "12345 Talhausen</p><p>Berufsbezeichnung: Psychologische Psychotherapeutin</p>")
    assert record["name"] == "Praxis für Psychotherapie"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Korff", "role": "owner"}]


def test_a_practice_heading_named_by_its_field_above_the_person_is_the_name():
    record = _read("<h1>Impressum</h1><h4>Praxis für Logopädie</h4>Jana Korff<br>Birkenweg 7<br>12345 Talhausen<br>"
                   "Steuernummer: 123/456/78901<br>E-Mail: jana@korff.example")
    assert (record["name"], record["representatives"]) == ("Praxis für Logopädie", [{"name": "Jana Korff", "role": "owner"}])


def test_control_the_same_practice_words_below_the_person_stay_a_description():
    # (convention 297: below the person, "Praxis für …" describes her activity; the person is the name)
    record = _read("<h1>Impressum</h1><p>Verantwortlich gemäß § 5 TMG</p><p>Jana Korff<br>Praxis für Psychotherapie<br>Birkenweg 7<br>"
                   "12345 Talhausen</p><p>Berufsbezeichnung: Psychologische Psychotherapeutin</p>")
    assert record["name"] == "Jana Korff"


def test_control_a_bare_kind_of_practice_above_the_person_is_no_designation():
    # (conventions 1469, 1883: "Zahnarztpraxis" names no particular practice)
    record = _read("<h1>Impressum</h1><p>Verantwortlich gemäß § 5 TMG</p><p>Zahnarztpraxis<br>Jana Korff<br>Birkenweg 7<br>"
                   "12345 Talhausen</p><p>Berufsbezeichnung: Zahnärztin</p>")
    assert record["name"] == "Jana Korff"


_TITLED = ("<main><div><h1>Impressum</h1><h4>Praxis f&uuml;r Osteopathie und Kinesiologie</h4>Jana Korff<br>Birkenweg 7<br>"
           "12345 Talhausen<br><br>Steuernummer: 123/456/78901</div></main>")


def test_a_title_printing_designation_and_person_as_one_does_not_join_the_persons_own_line():
    page = imprint_page(_TITLED, "Impressum - Praxis f&uuml;r Osteopathie und Kinesiologie Jana Korff - Heilpraktikerin")
    record = parse_imprint(page, _URL)
    assert record["name"] == "Praxis für Osteopathie und Kinesiologie"
    assert record["representatives"] == [{"name": "Jana Korff", "role": "owner"}]


def test_control_a_clubs_name_broken_over_two_lines_is_still_joined_by_the_title():
    page = imprint_page("<div><h1>Impressum</h1><p>Kaninchenzuchtverein<br>H 188 Talhausen<br>Birkenweg 7<br>12345 Talhausen</p></div>",
                        "Kaninchenzuchtverein H 188 Talhausen")
    assert parse_imprint(page, _URL)["name"] == "Kaninchenzuchtverein H 188 Talhausen"


_HEADER = ('<header class="kopf"><a class="marke" href="index.html">\n  <span class="marke-text">\n    <span class="marke-name">Jana Korff'
           '</span>\n    <span class="marke-zusatz">Naturheilpraxis für Faszientherapie</span>\n  </span>\n</a>\n<nav><ul><li><a href="/">Start'
           '</a></li><li><a href="/kontakt">Kontakt</a></li></ul></nav></header>')


def test_a_tagline_of_trade_words_the_header_prints_is_no_designation_below_the_person():
    # (convention 297: the practice words below the person describe her activity, even when the header repeats them)
    record = _read(_HEADER + "<main><h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>Jana Korff<br>Naturheilpraxis für "
                   "Faszientherapie<br>Birkenweg 7<br>12345 Talhausen</p><p>Berufsbezeichnung: Heilpraktikerin</p></main>")
    assert record["name"] == "Jana Korff"
    assert record["representatives"] == [{"name": "Jana Korff", "role": "owner"}]


def test_control_a_brand_the_header_prints_below_the_person_stays_her_designation():
    record = _read(_HEADER.replace("Naturheilpraxis für Faszientherapie", "Regulative BeHANDlung") + "<main><h1>Impressum</h1><p>"
                   "Jana Korff<br>Regulative BeHANDlung<br>Birkenweg 7<br>12345 Talhausen</p><p>Berufsbezeichnung: Heilpraktikerin</p></main>")
    assert record["name"] == "Regulative BeHANDlung"


def test_a_site_name_over_the_person_on_a_page_without_any_business_is_no_designation():
    # (conventions 433, 594, 1305: a one-person guide or gallery site's name; the person is the name of a private page)
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Spielplätze Talhausen Guide<br>Liora Korff<br>Birkenweg 7<br>"
                   "12345 Talhausen</p><h3>Kontakt:</h3><p>E-Mail: liora@korff.example</p>")
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Liora Korff", None, [])


def test_control_a_groups_name_over_its_contact_person_stays_the_name():
    record = _read("<h1>Impressum</h1><h3>Anbieter:</h3><p>Initiative Saubere Luft Talhausen<br>Stefan Korff<br>Birkenweg 7<br>"
                   "12345 Talhausen</p><h3>Kontakt:</h3><p>E-Mail: info@luft.example</p>")
    assert record["name"] == "Initiative Saubere Luft Talhausen"


def test_control_a_trade_designation_over_the_person_stays_the_name():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Talhauser Gartenpflege<br>Stefan Korff<br>Birkenweg 7<br>"
                   "12345 Talhausen</p><h3>Kontakt:</h3><p>E-Mail: stefan@korff.example</p>")
    assert record["name"] == "Talhauser Gartenpflege"


_DASHED = "<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Jana Korff — {}<br>Birkenweg 7<br>12345 Talhausen</p><p>USt-IdNr.: DE123456789</p>"


def test_words_after_the_person_that_the_title_prints_as_the_sites_name_are_her_designation():
    # (convention 1881: "Anita Bösche — Externe Personalabteilung", the title "Impressum | Externe Personalabteilung")
    record = parse_imprint(imprint_page(_DASHED.format("Freie Schreibwerkstatt"), "Impressum | Freie Schreibwerkstatt"), _URL)
    assert record["name"] == "Freie Schreibwerkstatt"
    assert record["representatives"] == [{"name": "Jana Korff", "role": "owner"}]


def test_control_an_activity_after_the_person_stays_an_activity_whatever_the_title():
    # (convention 115: "Vitalii Stepchuk – IT-Dienstleistungen")
    record = parse_imprint(imprint_page(_DASHED.format("IT-Dienstleistungen"), "Impressum | IT-Dienstleistungen"), _URL)
    assert record["name"] == "Jana Korff"


def test_control_a_title_that_prints_the_person_with_the_words_keeps_them_an_activity():
    record = parse_imprint(imprint_page(_DASHED.format("Freie Schreibwerkstatt"), "Jana Korff - Freie Schreibwerkstatt"), _URL)
    assert record["name"] == "Jana Korff"


def test_a_designation_below_the_persons_one_word_profession_is_the_name():
    # (convention 17 past a profession line: "Peter Rauch" / "Heilpraktiker" / "Naturheilpraxis Peter Rauch", a pool page)
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Jan Korff<br>Heilpraktiker<br>Naturheilpraxis Jan Korff<br>"
                   "Birkenweg 7<br>12345 Talhausen</p>")
    assert record["name"] == "Naturheilpraxis Jan Korff"
    assert record["representatives"] == [{"name": "Jan Korff", "role": "owner"}]


def test_control_a_profession_line_over_the_street_leaves_the_person_the_name():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Jan Korff<br>Heilpraktiker<br>Birkenweg 7<br>12345 Talhausen</p>")
    assert (record["name"], record["representatives"]) == ("Jan Korff", [{"name": "Jan Korff", "role": "owner"}])
