"""Focused rules of the imprint parser: one behaviour per test."""

from __future__ import annotations

import pytest

from companies.imprint import (
    COMMON_IMPRINT_PATHS,
    find_imprint_links,
    looks_like_imprint,
    parse_imprint,
)
from companies.imprint.contact import deobfuscate, find_emails, find_phone, normalise_phone
from companies.imprint.legal_forms import find_company_name, form_key, legal_form_code
from companies.imprint.persons import person_name, strip_titles
from companies.imprint.register import find_court, find_registers, find_vat_ids, normalise_court
from companies.imprint.text import decode_html


def _imprint(body: str, charset: str = "utf-8") -> str:
    return (f'<html><head><meta charset="{charset}"><title>Impressum</title></head>'
            f"<body><main><h1>Impressum</h1>{body}</main></body></html>")


# --- e-mail -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "E-Mail: info [at] firma [dot] de",
    "info(at)firma.de",
    "info (at) firma (punkt) de",
    "E-Mail: info at firma dot de",
    "info{at}firma.de",
    "E-Mail: Info@Firma.DE.",
])
def test_obfuscated_email_is_restored_in_lower_case(text: str) -> None:
    assert find_emails(text) == ["info@firma.de"]


def test_plain_text_without_email_label_keeps_the_word_at() -> None:
    assert deobfuscate("Wir sind at home in Wien") == "Wir sind at home in Wien"


def test_html_entities_in_email_are_decoded() -> None:
    record = parse_imprint(_imprint("<p>Muster GmbH<br>Hauptstr. 1<br>10115 Berlin<br>"
                                    "E-Mail: info&#64;muster&#46;de</p>"))
    assert record["email"] == "info@muster.de"


def test_reversed_email_by_css_is_read_forwards() -> None:
    html = _imprint('<p>Muster GmbH<br>Hauptstr. 1<br>10115 Berlin<br>E-Mail: '
                    '<span style="unicode-bidi: bidi-override; direction: rtl">ed.retsum@ofni</span></p>')
    assert parse_imprint(html)["email"] == "info@muster.de"


def test_cloudflare_protected_email_is_decoded() -> None:
    key = 0x2F
    encoded = f"{key:02x}" + "".join(f"{ord(c) ^ key:02x}" for c in "post@muster.de")
    html = _imprint(f'<p>Muster GmbH<br>Hauptstr. 1<br>10115 Berlin<br>E-Mail: '
                    f'<a class="__cf_email__" data-cfemail="{encoded}">[email protected]</a></p>')
    assert parse_imprint(html)["email"] == "post@muster.de"


def test_privacy_mailbox_is_not_the_operator_contact() -> None:
    html = _imprint("<p>Muster GmbH<br>Hauptstr. 1<br>10115 Berlin</p>"
                    "<p>Datenschutz: datenschutz@muster.de</p><p>E-Mail: kontakt@muster.de</p>")
    assert parse_imprint(html)["email"] == "kontakt@muster.de"


# --- phone --------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "region", "expected"), [
    ("Tel.: +49 (0) 30 / 123 45-6", "DE", "+4930123456"),
    ("Telefon: 089 / 608 412-0", "DE", "+49896084120"),
    ("T +43 1 234 56 78 F +43 1 234 56 79", "AT", "+4312345678"),
    ("Tel. 044 123 45 67", "CH", "+41441234567"),
    ("Fax: 030 1234568 Tel: 030 99999", "DE", "+493099999"),
])
def test_main_phone_is_given_in_e164(text: str, region: str, expected: str) -> None:
    assert find_phone(text, region) == expected


@pytest.mark.parametrize("text", ["Fax: 030 123456", "Mobil: 0171 1234567", "Service-Hotline: 0800 123456",
                                  "Amtsgericht Stuttgart, HRB 760412"])
def test_fax_mobile_hotline_and_register_numbers_are_not_the_phone(text: str) -> None:
    assert find_phone(text, "DE") is None


def test_phone_normalisation_drops_the_bracketed_trunk_zero() -> None:
    assert normalise_phone("+41 (0)44 585 61 00", "CH") == "+41445856100"


# --- register -----------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Amtsgericht Berlin (Charlottenburg), HRB 12345 B",
    "AG Berlin-Charlottenburg HRB 12345 B",
    "Registergericht: Amtsgericht Charlottenburg (Berlin), Registernummer: HRB 12345",
    "Handelsregister: HRB 12345 B, Amtsgericht Berlin",
])
def test_berlin_register_court_is_charlottenburg_and_suffix_dropped(line: str) -> None:
    entry = find_registers(line)[0]
    assert entry.as_dict() == {"country": "DE", "court": "Charlottenburg", "number": "HRB 12345"}


@pytest.mark.parametrize(("raw", "court"), [
    ("Amtsgericht Frankfurt a. M.", "Frankfurt am Main"),
    ("AG München", "München"),
    ("Local Court Munich", "München"),
    ("Amtsgericht Bad Oeynhausen", "Bad Oeynhausen"),
])
def test_court_names_are_normalised(raw: str, court: str) -> None:
    assert find_court(raw + ", HRB 1") == court


def test_court_normalisation_keeps_place_names() -> None:
    assert normalise_court("Amtsgericht Ludwigshafen am Rhein") == "Ludwigshafen am Rhein"


def test_austrian_firmenbuch_number_is_compact_with_check_letter() -> None:
    assert [e.as_dict() for e in find_registers("Firmenbuchnummer: 412873 s, Handelsgericht Wien")] == [
        {"country": "AT", "court": "-", "number": "FN 412873s"}]


def test_swiss_uid_is_the_register_number() -> None:
    assert find_registers("UID: CHE-109.457.322")[0].as_dict() == {
        "country": "CH", "court": "-", "number": "CHE-109.457.322"}


def test_gmbh_co_kg_takes_the_kg_entry_not_the_general_partner_one() -> None:
    html = _imprint("<p>Muster GmbH &amp; Co. KG<br>Hauptstr. 1<br>49716 Meppen<br>Amtsgericht Osnabrück HRA 2018</p>"
                    "<p>Persönlich haftende Gesellschafterin:<br>Muster Verwaltungs GmbH<br>"
                    "Amtsgericht Osnabrück HRB 2105</p><p>Geschäftsführer: Bernd Muster</p>")
    record = parse_imprint(html)
    assert record["register"] == {"country": "DE", "court": "Osnabrück", "number": "HRA 2018"}
    assert record["legal_form"] == "GmbH & Co. KG"
    assert record["representatives"] == [{"name": "Bernd Muster", "role": "managing_director"}]


# --- VAT ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "vat"), [
    ("USt-IdNr.: DE 123 456 789", "DE123456789"),
    ("UID: ATU 3284 1907", "ATU32841907"),
    ("MWST-Nr.: CHE-123.456.789 MWST", "CHE123456789MWST"),
    ("UID/MWST: CHE-123.456.789", "CHE123456789MWST"),
])
def test_vat_ids_are_compact_upper_case(line: str, vat: str) -> None:
    assert [v for v, _ in find_vat_ids(line)] == [vat]


@pytest.mark.parametrize("line", ["UID: CHE-123.456.789", "W-IdNr.: DE123456789-00001",
                                  "Steuernummer: 143/123/45678"])
def test_bare_uid_wirtschafts_idnr_and_tax_number_are_not_vat_ids(line: str) -> None:
    assert find_vat_ids(line) == []


# --- names, titles, legal forms -----------------------------------------------------------

@pytest.mark.parametrize(("raw", "name"), [
    ("Dr. Max Muster", "Max Muster"),
    ("Prof. Dr. Anna-Lena von Berg", "Anna-Lena von Berg"),
    ("Dipl.-Ing. (FH) Rainer Schneider", "Rainer Schneider"),
    ("Mag. Stefan Pichler", "Stefan Pichler"),
    ("Sophie Hauser, MSc", "Sophie Hauser"),
    ("Herr Jonas Wehrmann", "Jonas Wehrmann"),
])
def test_titles_are_stripped_from_names(raw: str, name: str) -> None:
    assert person_name(raw) == name
    assert strip_titles(raw) == name


def test_first_names_that_start_like_a_title_are_kept() -> None:
    assert person_name("Frauke Janssen") == "Frauke Janssen"
    assert person_name("Herrmann Ott") == "Herrmann Ott"


@pytest.mark.parametrize("text", ["Muster GmbH", "Hauptstraße 1", "Amtsgericht München", "Bäckerei Schmitt"])
def test_companies_streets_and_courts_are_not_person_names(text: str) -> None:
    assert person_name(text) is None


@pytest.mark.parametrize(("line", "name", "code", "country"), [
    ("Muster GmbH & Co. KG", "Muster GmbH & Co. KG", "GmbH & Co. KG", "DE"),
    ("Pixel UG (haftungsbeschränkt)", "Pixel UG (haftungsbeschränkt)", "UG", "DE"),
    ("Hotel Alpenrose Ges.m.b.H.", "Hotel Alpenrose Ges.m.b.H.", "GmbH", "AT"),
    ("Kraftwerk Labs FlexCo", "Kraftwerk Labs FlexCo", "FlexCo", "AT"),
    ("Betreiber dieser Website ist die Alpha Beta AG.", "Alpha Beta AG", "AG", "CH"),
    ("Stiftung Lebensraum Glarus", "Stiftung Lebensraum Glarus", "Stiftung", "CH"),
    ("Rechtsanwälte Müller & Partner mbB", "Rechtsanwälte Müller & Partner mbB", "PartG", "DE"),
])
def test_company_names_and_legal_form_codes(line: str, name: str, code: str, country: str) -> None:
    found = find_company_name(line)
    assert found is not None and found[0] == name
    assert legal_form_code(form_key(name), country) == code


def test_prose_is_not_a_company_name() -> None:
    assert find_company_name("Wir sind eine GmbH aus Köln") is None
    assert find_company_name("AG München, HRB 123") is None


# --- representatives ----------------------------------------------------------------------

def test_editor_and_data_protection_officer_are_not_representatives() -> None:
    html = _imprint("<p>Muster GmbH<br>Hauptstr. 1<br>10115 Berlin</p><p>Geschäftsführer: Max Muster</p>"
                    "<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2><p>Erika Redakteur</p>"
                    "<p>Datenschutzbeauftragter: Dr. Peter Schutz</p>")
    assert parse_imprint(html)["representatives"] == [{"name": "Max Muster", "role": "managing_director"}]


def test_board_list_marks_the_chair_and_supervisory_chair_but_not_deputies() -> None:
    html = _imprint("<p>Muster AG<br>Hauptstr. 1<br>60311 Frankfurt am Main</p>"
                    "<p>Vorstand: Dr. Anna Schmidt (Vorsitzende), Peter Lang</p>"
                    "<p>Aufsichtsrat: Klaus Weber (Vorsitzender), Helga Korn (stellv. Vorsitzende), Jan Ott</p>")
    assert parse_imprint(html)["representatives"] == [
        {"name": "Anna Schmidt", "role": "chair_of_board"},
        {"name": "Peter Lang", "role": "board_member"},
        {"name": "Klaus Weber", "role": "supervisory_board_chair"},
    ]


def test_swiss_board_president_and_members() -> None:
    html = _imprint("<p>Muster AG<br>Seestrasse 1<br>8001 Zürich</p>"
                    "<p>Verwaltungsrat: Urs Meier (Präsident), Beat Keller</p><p>UID: CHE-123.456.789</p>")
    record = parse_imprint(html)
    assert record["representatives"] == [{"name": "Urs Meier", "role": "president"},
                                         {"name": "Beat Keller", "role": "board_member"}]
    assert record["address"]["country"] == "CH"


def test_shareholders_of_a_gmbh_are_not_representatives() -> None:
    html = _imprint("<p>Muster GmbH<br>Hauptstr. 1<br>1010 Wien</p><p>Geschäftsführer: Max Muster</p>"
                    "<p>Gesellschafter: Erika Muster</p><p>FN 123456a</p>")
    assert parse_imprint(html)["representatives"] == [{"name": "Max Muster", "role": "managing_director"}]


# --- address ------------------------------------------------------------------------------

def test_address_skips_c_o_and_postfach() -> None:
    html = _imprint("<p>Muster GmbH<br>c/o Kanzlei Recht<br>Am Markt 3<br>D-10115 Berlin</p>"
                    "<p>Postfach 10 20 30, 10002 Berlin</p>")
    assert parse_imprint(html)["address"] == {"street": "Am Markt 3", "postal_code": "10115",
                                              "city": "Berlin", "country": "DE"}


# --- page kinds and encodings -------------------------------------------------------------

def test_error_page_gives_all_null() -> None:
    html = ("<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><footer>"
            "<h4>Impressum</h4><p>Muster GmbH, Hauptstr. 1, 10115 Berlin, HRB 1 B</p></footer></body></html>")
    assert parse_imprint(html) == {"name": None, "legal_form": None, "register": None, "vat_id": None,
                                   "address": None, "representatives": [], "email": None, "phone": None}
    assert not looks_like_imprint(html)


def test_meta_charset_windows_1252_is_honoured() -> None:
    data = _imprint("<p>Bäckerei Größler GmbH<br>Hauptstraße 1<br>97070 Würzburg</p>",
                    charset="windows-1252").encode("cp1252")
    assert parse_imprint(data)["name"] == "Bäckerei Größler GmbH"


def test_undeclared_bytes_fall_back_from_utf8_to_cp1252() -> None:
    assert decode_html("Größler".encode("cp1252")) == "Größler"
    assert decode_html("Größler".encode()) == "Größler"
    assert decode_html(b"\xef\xbb\xbfGr\xc3\xb6\xc3\x9fler") == "Größler"


# --- links --------------------------------------------------------------------------------

def test_imprint_links_are_absolute_and_footer_first() -> None:
    html = ('<html><body><nav><a href="/rechtliches/hinweise">Rechtliche Hinweise</a></nav>'
            '<a href="/datenschutz">Datenschutz</a><footer><a href="impressum.html">Impressum</a> '
            '<a href="mailto:x@y.de">Mail</a></footer></body></html>')
    assert find_imprint_links(html, "https://www.muster.de/start/") == [
        "https://www.muster.de/start/impressum.html",
        "https://www.muster.de/rechtliches/hinweise",
    ]


def test_common_imprint_paths_start_with_impressum() -> None:
    assert COMMON_IMPRINT_PATHS[0] == "/impressum"
    assert all(path.startswith("/") for path in COMMON_IMPRINT_PATHS)


# --- generalisation: names, labels, hidden imprints, phones, provider blocks ------------------

_GMBH = "<p>Muster Technik GmbH<br>Hauptstraße 1<br>10115 Berlin</p>"


def _reps(body: str) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in parse_imprint(_imprint(body))["representatives"]]


@pytest.mark.parametrize("value", [
    "Mustermann, Max; Musterfrau, Erika",
    "Mustermann, Max &amp; Musterfrau, Erika",
    "Mustermann, Max, Musterfrau, Dr. Erika",
    "Max Mustermann M.A. und Erika Musterfrau B.Sc.",
    "Dipl.-Ing. (FH) Max Mustermann, Prof. Dr.-Ing. habil. Erika Musterfrau",
    "Max Mustermann, MBA; Erika Musterfrau, LL.M.",
])
def test_several_managing_directors_on_one_line(value: str) -> None:
    assert _reps(_GMBH + f"<p>Geschäftsführer: {value}</p>") == [
        ("Max Mustermann", "managing_director"), ("Erika Musterfrau", "managing_director")]


@pytest.mark.parametrize("label", ["Geschäftsführer/in:", "Geschäftsführer*innen:", "Geschäftsführer:innen:",
                                   "Geschäftsführer –", "Geschäftsleitung:", "Vertretungsberechtigte Geschäftsführer:"])
def test_label_variants_for_managing_directors(label: str) -> None:
    assert _reps(_GMBH + f"<p>{label} Erika Musterfrau</p>") == [("Erika Musterfrau", "managing_director")]


def test_occupations_and_degrees_around_names_are_dropped() -> None:
    assert _reps(_GMBH + "<p>Geschäftsführer:<br>Markus Schulte, Dipl.-Ing. (FH)<br>Lena Vogt (Dr.-Ing.)<br>"
                 "Küchenmeister Franz Pölzl</p>") == [
        ("Markus Schulte", "managing_director"), ("Lena Vogt", "managing_director"),
        ("Franz Pölzl", "managing_director")]


def test_non_ascii_names_and_particles_are_kept() -> None:
    assert _reps(_GMBH + "<p>Geschäftsführung: Małgorzata Wiśniewska, Søren Nielsen, Friederike zu Rantzau, "
                 "Ayşe Yıldız</p>") == [
        ("Małgorzata Wiśniewska", "managing_director"), ("Søren Nielsen", "managing_director"),
        ("Friederike zu Rantzau", "managing_director"), ("Ayşe Yıldız", "managing_director")]


def test_association_board_with_paragraph_note_and_roles_in_parentheses() -> None:
    body = ("<p>Musterverein e.V.<br>Hauptstraße 1<br>10115 Berlin</p><p>Vorstand (§ 26 BGB): Anna Berg "
            "(1. Vorsitzende), Max Muster (2. Vorsitzender), Eva Kuhn (Kassenwartin)</p>")
    assert _reps(body) == [("Anna Berg", "chair_of_board"), ("Max Muster", "board_member"), ("Eva Kuhn", "board_member")]


def test_english_swiss_board_lines_with_trailing_roles() -> None:
    body = ("<p>Alp Medtech AG<br>Industriestrasse 9<br>9050 Appenzell</p><p>UID: CHE-852.882.004</p>"
            "<h3>Authorised representatives</h3><p>Andrea Fässler, President of the Board of Directors<br>"
            "Martin Inauen, Member of the Board of Directors<br>Sandro Koller, Chief Executive Officer</p>")
    assert _reps(body) == [("Andrea Fässler", "president"), ("Martin Inauen", "board_member"),
                           ("Sandro Koller", "managing_director")]


def test_managing_directors_of_the_general_partner_are_managing_directors() -> None:
    body = ("<p>Muster Bau GmbH &amp; Co. KG<br>Hauptstraße 1<br>10115 Berlin</p><p>Amtsgericht Charlottenburg HRA 1</p>"
            "<p>Komplementärin:<br>Muster Verwaltungs GmbH<br>Amtsgericht Charlottenburg, HRB 2</p>"
            "<p>Geschäftsführer der Komplementärin: Max Muster, Erika Beispiel</p>")
    assert _reps(body) == [("Max Muster", "managing_director"), ("Erika Beispiel", "managing_director")]


def test_imprint_in_a_hidden_modal_is_read_but_other_hidden_text_is_not() -> None:
    html = ('<html><head><title>Café am See</title></head><body><main><h1>Willkommen</h1><p>Kuchen.</p></main>'
            '<div class="modal" id="impressumModal" style="display:none"><h5>Impressum</h5>'
            "<p>Café am See<br>Inhaberin: Ines Bodmer<br>Seepromenade 3<br>88131 Lindau</p>"
            '<p>USt-IdNr.: DE 301 445 876</p></div><div style="display:none"><p>Telefon: 030 999999</p></div>'
            "</body></html>")
    record = parse_imprint(html)
    assert record["name"] == "Café am See"
    assert record["representatives"] == [{"name": "Ines Bodmer", "role": "owner"}]
    assert record["phone"] is None


def test_icon_and_bare_phone_numbers_but_never_fax_or_mobile() -> None:
    icons = ('<p><i class="fas fa-fax"></i> 0361 5541 231<br><i class="fas fa-phone"></i> 0361 5541 230</p>')
    assert parse_imprint(_imprint(_GMBH + icons))["phone"] == "+493615541230"
    assert parse_imprint(_imprint(_GMBH + "<p>030 1234567<br>info@muster.de</p>"))["phone"] == "+49301234567"
    assert parse_imprint(_imprint(_GMBH + "<p>0170 5544321<br>info@muster.de</p>"))["phone"] is None
    assert parse_imprint(_imprint(_GMBH + "<p>Fax:<br>030 1234567</p>"))["phone"] is None


def test_company_after_a_provider_heading_wins_over_a_sister_company_before_it() -> None:
    body = ("<h3>Muster Holding GmbH</h3><p>Industriestraße 4, 73037 Göppingen<br>Geschäftsführer: Karl Muster</p>"
            "<h3>Angaben gemäß § 5 DDG</h3><p>Muster Technik GmbH<br>Industriestraße 6<br>73037 Göppingen</p>"
            "<p>Geschäftsführer: Sven Muster</p>")
    record = parse_imprint(_imprint(body))
    assert record["name"] == "Muster Technik GmbH"
    assert record["representatives"] == [{"name": "Sven Muster", "role": "managing_director"}]


@pytest.mark.parametrize("line", [
    "Hotel Seeblick ist ein Betrieb der Seeblick Hotel GmbH",
    "Firmenbezeichnung: Seeblick Hotel GmbH",
    "Rechtsträger: Seeblick Hotel GmbH",
])
def test_operator_name_from_sentences_and_labels(line: str) -> None:
    body = f"<p>Ein Franchisebetrieb der Hotelzentrale GmbH</p><p>{line}</p><p>Seestraße 1<br>82319 Starnberg</p>"
    assert parse_imprint(_imprint(body))["name"] == "Seeblick Hotel GmbH"


def test_compound_cooperative_name_has_its_legal_form() -> None:
    assert find_company_name("Wohnbaugenossenschaft Sonnhalde") == ("Wohnbaugenossenschaft Sonnhalde", "genossenschaft")


def test_english_court_with_german_name_in_parentheses() -> None:
    assert find_court("Register court: Local Court (Amtsgericht) Frankfurt am Main") == "Frankfurt am Main"


# --- representatives: layouts of people and roles ----------------------------------------------

def _reps(body: str) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in parse_imprint(_imprint(body))["representatives"]]


def test_role_line_below_each_person_paragraph() -> None:
    body = ("<p>Muster GmbH<br>Hauptstr. 1<br>10115 Berlin</p>"
            "<p><strong>Anna Beispiel</strong><br>Geschäftsführerin</p>"
            "<p><strong>Bernd Probe</strong><br>Prokurist</p>")
    assert _reps(body) == [("Anna Beispiel", "managing_director"), ("Bernd Probe", "authorised_officer")]


def test_board_table_with_function_labels_under_a_vorstand_heading() -> None:
    body = ("<p>Muster eG<br>Hauptstr. 1<br>10115 Berlin</p><h2>Vorstand</h2><table>"
            "<tr><td>Vorsitzender</td><td>Karl Eins</td></tr><tr><td>Finanzen</td><td>Rita Zwei</td></tr>"
            "</table><h2>Geschäftsstelle</h2><p>Leiterin Geschäftsstelle: Nina Drei</p>")
    assert _reps(body) == [("Karl Eins", "chair_of_board"), ("Rita Zwei", "board_member")]


def test_people_separated_by_dashes_with_occupations_after_commas() -> None:
    body = ("<p>Holz & Partner OHG<br>Hauptstr. 1<br>10115 Berlin<br>"
            "Gesellschafter: Beat Holz, Zimmermeister – Martin Keller, dipl. Ingenieur</p>")
    assert _reps(body) == [("Beat Holz", "partner"), ("Martin Keller", "partner")]


def test_name_comma_role_with_remark_in_parentheses() -> None:
    body = ("<p>Muster GmbH<br>Hauptstr. 1<br>10115 Berlin</p><h2>Authorised representatives</h2>"
            "<p>Anna Beispiel, Managing Director (sole signing authority)<br>"
            "Bernd Probe, Authorised Officer (Prokura, joint signature)</p>")
    assert _reps(body) == [("Anna Beispiel", "managing_director"), ("Bernd Probe", "authorised_officer")]


def test_two_dd_values_under_one_dt() -> None:
    body = ("<p>Muster GmbH<br>Hauptstr. 1<br>10115 Berlin</p><dl><dt>Geschäftsführer</dt>"
            "<dd>Anna Beispiel</dd><dd>Bernd Probe</dd><dt>Telefon</dt><dd>030 123456</dd></dl>")
    assert _reps(body) == [("Anna Beispiel", "managing_director"), ("Bernd Probe", "managing_director")]


def test_mitglied_des_verwaltungsrates_label_is_not_an_association_membership() -> None:
    body = ("<p>Muster AG<br>Bahnhofstrasse 1<br>8001 Zürich</p><table>"
            "<tr><td>Präsident des Verwaltungsrates</td><td>Urs Eins</td></tr>"
            "<tr><td>Mitglied des Verwaltungsrates</td><td>Rita Zwei</td></tr></table>"
            "<p>UID: CHE-123.456.789</p>")
    assert _reps(body) == [("Urs Eins", "president"), ("Rita Zwei", "board_member")]


def test_double_magister_title_is_removed() -> None:
    assert strip_titles("MMag. Dr. Katharina Eder-Weiß") == "Katharina Eder-Weiß"


def test_content_section_header_element_keeps_its_heading() -> None:
    body = ('<header class="frame-header"><h3>Persönlich haftende Gesellschafterin (Komplementärin)</h3></header>'
            "<p>Muster Verwaltungs-GmbH<br>Amtsgericht Hamm, HRB 1</p><p>Geschäftsführer:<br>Anna Beispiel</p>")
    html = _imprint("<p>Muster GmbH & Co. KG<br>Hauptstr. 1<br>59065 Hamm<br>Amtsgericht Hamm, HRA 2</p>" + body)
    record = parse_imprint(html)
    assert record["register"]["number"] == "HRA 2"
    assert record["representatives"] == [{"name": "Anna Beispiel", "role": "managing_director"}]


def test_generic_label_before_company_and_street() -> None:
    html = _imprint("<p>Genossenschaft: Muster Energie eG<br>Geschäftsstelle: Hauptstr. 1<br>10115 Berlin</p>")
    record = parse_imprint(html)
    assert record["name"] == "Muster Energie eG"
    assert record["address"]["street"] == "Hauptstr. 1"


def test_email_with_umlaut_at_obfuscation() -> None:
    assert find_emails("E-Mail: verwaltung[ät]muster.ch") == ["verwaltung@muster.ch"]


# --- holdout3 lessons ---------------------------------------------------------------------

@pytest.mark.parametrize(("raw", "court"), [
    ("München (Local Court of Munich)", "München"),
    ("Amtsgericht Köln (Registergericht Köln)", "Köln"),
    ("Frankfurt (Oder)", "Frankfurt (Oder)"),
])
def test_court_glosses_in_brackets_are_dropped(raw: str, court: str) -> None:
    assert normalise_court(raw) == court


def test_bilingual_city_name_is_kept_whole() -> None:
    record = parse_imprint(_imprint("<p>Muster AG<br>Bahnhofstrasse 3<br>2502 Biel/Bienne</p>"
                                    "<p>UID: CHE-123.456.789</p>"))
    assert record["address"]["city"] == "Biel/Bienne"


def test_quoted_trading_name_loses_its_quotes() -> None:
    record = parse_imprint(_imprint("<p>«Gartenbau Urs Meier»<br>Inhaber: Urs Meier<br>Dorfstrasse 2<br>"
                                    "8500 Frauenfeld</p><p>UID: CHE-111.222.333</p>"))
    assert record["name"] == "Gartenbau Urs Meier"


def test_provider_named_mid_paragraph_wins_on_a_group_imprint() -> None:
    record = parse_imprint(_imprint(
        "<p>Dies ist die Seite der Gruppe. Anbieter im Sinne des § 5 DDG ist die Beta Bau GmbH.</p>"
        "<h3>Alpha Bau GmbH</h3><p>Weg 1<br>10115 Berlin<br>Amtsgericht Charlottenburg, HRB 1111</p>"
        "<h3>Beta Bau GmbH</h3><p>Allee 2<br>20095 Hamburg<br>Amtsgericht Hamburg, HRB 2222</p>"))
    assert record["name"] == "Beta Bau GmbH"
    assert record["register"]["number"] == "HRB 2222"


def test_seat_label_is_not_a_company_block() -> None:
    record = parse_imprint(_imprint(
        "<p>Muster eG<br>Ring 5<br>04109 Leipzig</p><p>Sitz der Genossenschaft: Leipzig<br>"
        "Registergericht: Amtsgericht Leipzig<br>Registernummer: GnR 7</p>"))
    assert record["register"] == {"country": "DE", "court": "Leipzig", "number": "GnR 7"}


def test_inline_label_spans_are_separated_from_their_values() -> None:
    record = parse_imprint(_imprint(
        '<div><span class="grid__label">Anbieter</span><span class="grid__value">Muster SE<br>Ring 5<br>'
        '60311 Frankfurt am Main</span></div><div><span class="grid__label">Kontakt</span>'
        '<span class="grid__value">Telefon: 069 123456</span></div>'))
    assert record["name"] == "Muster SE"
    assert record["phone"] == "+4969123456"


@pytest.mark.parametrize("text", ["Vizepräsident des Verwaltungsrates", "Mitglied der Geschäftsleitung"])
def test_role_phrases_are_not_person_names(text: str) -> None:
    assert person_name(text) is None


@pytest.mark.parametrize(("text", "name"), [
    ("Karl-Heinz MÜLLER", "Karl-Heinz Müller"),
    ("Timo VON DER HEIDE", "Timo von der Heide"),
    ("Anna Schmidt", "Anna Schmidt"),
])
def test_shouted_names_get_normal_capitalisation(text: str, name: str) -> None:
    assert person_name(text) == name
