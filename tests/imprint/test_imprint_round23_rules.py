"""Rules of the twenty-third parser round (issue 19), each from its own minimal page (names,
places and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint
from companies.imprint.contact import deobfuscate, normalise_phone
from companies.imprint.legal_forms import form_key


def _imprint(block: str, tail: str = "", heading: str = "Impressum") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>{heading}</h1>{block}{tail}</main></body></html>")


@pytest.mark.parametrize(("name", "key"), [("SE Planung & CAD-Konstruktion", None), ("AG Baumpflege Roth", None),
                                           ("Muster Planung SE", "se"), ("SE Planung GmbH", "gmbh"),
                                           ("Muster AG", "ag"), ("GmbH", "gmbh")])
def test_a_forms_letters_that_open_a_trading_name_are_no_form(name: str, key: str | None) -> None:
    assert form_key(name) == key


def test_a_designation_opening_with_a_forms_letters_is_a_sole_traders() -> None:
    record = parse_imprint(_imprint("<p>Angaben gemäß § 5 TMG:<br>Simon Roth<br>SE Planung &amp; CAD-Konstruktion"
                                    "<br>Hauptstraße 18<br>70794 Filderstadt</p><p>E-Mail: info@se-planung.invalid</p>"))
    assert record["name"] == "SE Planung & CAD-Konstruktion"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Simon Roth", "role": "owner"}]


def test_the_company_a_commercial_agent_works_for_is_another_party() -> None:
    record = parse_imprint(_imprint(
        "<h2>Diensteanbieter</h2><p>Semih Roth<br>Versicherungsmakler<br>Hauptstraße 37<br>63762 Großostheim</p>"
        "<h2>Kontakt</h2><p>E-Mail: semih@roth.invalid</p><h2>Tätigkeit als Handelsvertreter</h2>"
        "<p>Semih Roth ist als Handelsvertreter gemäß § 84 HGB tätig für:</p>"
        "<p>Muster Maklerforum AG<br>Ringstraße 116<br>93051 Regensburg</p>"))
    assert record["name"] == "Semih Roth"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["address"]["city"] == "Großostheim"


def test_a_provider_represented_by_its_contact_person_keeps_its_block() -> None:
    record = parse_imprint(_imprint(
        "<p><b>Angaben gemäß § 5 TMG:</b><br><b>Nachbarschaft Lindenhof</b><br><br>"
        "<b>vertreten durch den Ansprechpartner:</b><br>Jan Ott<br>Hauptstraße 5<br>52074 Aachen<br><br>"
        "<b>Kontakt:</b><br>E-Mail: info@lindenhof.invalid</p>"))
    assert record["name"] == "Nachbarschaft Lindenhof"
    assert record["email"] == "info@lindenhof.invalid"


@pytest.mark.parametrize("spelled", ["office (AT) roth (PUNKT) de", "office [Ät] roth [Dot] de",
                                     "office {AT} roth {DOT} de", "office(at)roth(punkt)de"])
def test_an_obfuscated_address_in_any_letter_case(spelled: str) -> None:
    assert deobfuscate(f"E-Mail: {spelled}") == "E-Mail: office@roth.de"


@pytest.mark.parametrize("title", ["M. Sc.", "B.Sc.", "M.Eng."])
def test_a_degree_written_before_a_representatives_name(title: str) -> None:
    record = parse_imprint(_imprint("<h2>Information according to Sec. 5 TMG:</h2><p>Muster Software GmbH<br>"
                                    "Hauptstraße 6<br>86159 Augsburg</p><h2>Represented by:</h2>"
                                    f"<p>{title} Anna Roth<br>Dipl. Inf. (FH) Jan Ott</p>"))
    assert record["representatives"] == [{"name": "Anna Roth", "role": "managing_director"},
                                         {"name": "Jan Ott", "role": "managing_director"}]


def test_an_english_registering_court_label() -> None:
    record = parse_imprint(_imprint("<p>Muster Software GmbH<br>Hauptstraße 6<br>86159 Augsburg</p>"
                                    "<h2>Register entry:</h2><p>Entry in the Handelsregister.<br>Registering court: Augsburg"
                                    "<br>Registration number: HRB 29486</p>"))
    assert record["register"] == {"country": "DE", "court": "Augsburg", "number": "HRB 29486"}


def test_a_source_line_ending_on_an_adjective_goes_on_with_its_noun() -> None:
    record = parse_imprint(_imprint("<p>Evangelisch-methodistische\nKirche K.d.ö.R.<br>Bezirk Jena<br>"
                                    "Hauptstraße 29, 07743 Jena</p>"))
    assert record["name"] == "Evangelisch-methodistische Kirche K.d.ö.R."


def test_a_surname_in_isch_ends_no_line_early() -> None:
    record = parse_imprint(_imprint("<p>Anna Fischer\nHauptstraße 29<br>07743 Jena</p>"))
    assert record["name"] == "Anna Fischer"
    assert record["address"]["street"] == "Hauptstraße 29"


def test_a_firms_name_cut_by_a_sentence_is_read_whole_from_another_line() -> None:
    record = parse_imprint(_imprint(
        "<p>Verantwortlich für den Inhalt dieser Seiten ist der Lindentreff\nOsnabrück e.V..</p><dl>"
        "<dt>E-Mail</dt><dd>info@linde.invalid</dd><dt>Anschrift</dt><dd>Jan Ott<br>Lindentreff Osnabrück e.V.<br>"
        "Alte Münze 12<br>49074 Osnabrück</dd></dl>"))
    assert record["name"] == "Lindentreff Osnabrück e.V."
    assert record["legal_form"] == "e.V."


@pytest.mark.parametrize("building", ["Gebäude 15K", "Building 3"])
def test_a_building_line_between_street_and_postal_line_is_no_street(building: str) -> None:
    record = parse_imprint(_imprint(f"<p>Muster Software GmbH<br>Werner-von-Siemens Str. 6<br>{building}<br>"
                                    "D-86159 Augsburg</p>"))
    assert record["address"]["street"] == "Werner-von-Siemens Str. 6"


def test_the_basic_objective_of_a_media_disclosure_is_no_provider() -> None:
    record = parse_imprint(_imprint("<h2>Management</h2><p>Anna Roth (Managing Director), Jan Ott (Managing Director)</p>"
                                    "<h2>Basic objective</h2><p>Internet presence to promote the organisation.</p>"
                                    "<h2>Responsible for Content</h2><p>Project lead: Eva Berg</p>"
                                    "<p>E-Mail eva.berg@muster.invalid</p>", heading="Legal Notice"),
                           "https://site.invalid/legal-notice")
    assert record["name"] is None


@pytest.mark.parametrize("line", ["Rechtsanwalt Roman Roth / Attorney-at-Law, Germany", "Rechtsanwalt Roman Roth / Lawyer"])
def test_a_professions_translation_after_the_owners_name(line: str) -> None:
    record = parse_imprint(_imprint(f"<h2>Anwaltsinformationen</h2><p><b>{line}</b><br>Adresse: Kurfürstendamm 67, "
                                    "10707 Berlin<br>E-Mail: info@roth-law.invalid</p><h2>Zulassung</h2>"
                                    "<p>Rechtsanwaltskammer Berlin</p>"))
    assert record["name"] == "Roman Roth"
    assert record["representatives"] == [{"name": "Roman Roth", "role": "owner"}]


@pytest.mark.parametrize("title", ["Anwaltsinformationen", "Praxisinformationen"])
def test_a_sections_title_over_the_provider_is_no_name(title: str) -> None:
    record = parse_imprint(_imprint(f"<h2>{title}</h2><p>Dr. Anna Roth<br>Hauptstraße 5<br>10707 Berlin</p>"
                                    "<p>Zahnärztekammer Berlin</p>"))
    assert record["name"] == "Anna Roth"


@pytest.mark.parametrize(("meta", "street"), [('<meta name=Generator content="Microsoft Word 15">', "Am Schottenhammer 7"),
                                              ("", None)])
def test_a_word_processors_source_line_breaks_are_spaces(meta: str, street: str | None) -> None:
    page = (f"<html><head>{meta}<title>Impressum</title></head><body><p class=MsoNormal><b>Impressum</b></p>"
            "<p class=MsoNormal>Günter\nFriedrich</p><p class=MsoNormal>Am Schottenhammer\n7</p>"
            "<p class=MsoNormal>95119 Naila</p><p class=MsoNormal>Telefon: 09282 3653</p></body></html>")
    record = parse_imprint(page, "https://site.invalid/impressum.htm")
    assert (record["address"] or {}).get("street") == street  # (a hand-written page's break stays a break)


@pytest.mark.parametrize("label", ["Betrieb", "Geschäftsbezeichnung"])
def test_a_designations_label_below_the_persons_name_label(label: str) -> None:
    record = parse_imprint(_imprint(f"<dl><dt>Name</dt><dd>Marie Roth</dd><dt>{label}</dt><dd>Mary and the Dogs</dd>"
                                    "<dt>Adresse</dt><dd>Hauptstr. 3<br>91781 Weißenburg</dd></dl>"
                                    "<p>Telefon 09141 123456</p>"))
    assert record["name"] == "Mary and the Dogs"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Marie Roth", "role": "owner"}]


def test_the_person_above_a_labelled_designation_owns_it() -> None:
    record = parse_imprint(_imprint("<p>Name / Firmenwortlaut:<br>Sebastian Roth<br>Geschäftsbezeichnung: Tischlerei Roth"
                                    "<br>Hauptstraße 3<br>91781 Weißenburg</p>"))
    assert record["name"] == "Tischlerei Roth"
    assert record["representatives"] == [{"name": "Sebastian Roth", "role": "owner"}]


def test_a_vat_id_of_one_repeated_digit_is_a_placeholder() -> None:
    record = parse_imprint(_imprint("<p>Muster Technik GmbH<br>Hauptstraße 3<br>91781 Weißenburg</p>"
                                    "<p>USt-IdNr.: DE 999 999 999</p>"))
    assert record["name"] == "Muster Technik GmbH"
    assert record["vat_id"] is None


@pytest.mark.parametrize(("printed", "number"), [("+49 (0) 123 44 55 66", None), ("+49 (0) 30 2000 5719", "+493020005719"),
                                                 ("+41 (0) 12 345 67 89", None), ("+41 (0)44 585 61 00", "+41445856100")])
def test_a_number_in_a_range_no_carrier_has_is_none(printed: str, number: str | None) -> None:
    assert normalise_phone(printed, "DE") == number


def test_a_profession_with_its_field_names_nobody() -> None:
    record = parse_imprint(_imprint("<h2>Dr. med. Thomas Roth</h2><h3>Facharzt für Innere Medizin und Gastroenterologie</h3>"
                                    "<p>Köpenicker Straße 29a<br>15711 Königs Wusterhausen<br>Telefon: 03375 290470</p>"))
    assert record["name"] == "Thomas Roth"


def test_a_name_and_address_label_before_a_clubs_name() -> None:
    record = parse_imprint(_imprint("<ul><li>Name und Anschrift: STADTVERBAND MUSIK  Dorf 1966 e.V.</li></ul><ul><li>"
                                    "Geschäftsstelle: Anna Roth, SVM Geschäftsstelle, Hauptstraße 6, 71696 Möglingen</li>"
                                    "<li>E-Mail-Adresse: vorstand@svm.invalid</li><li>Registergericht: Stuttgart</li>"
                                    "<li>Registernummer: VR 200578</li></ul><p>Impressum Angaben im Sinne von § 5 TMG</p>"))
    assert record["name"] == "STADTVERBAND MUSIK Dorf 1966 e.V."
    assert record["legal_form"] == "e.V."


def test_a_credits_or_register_heading_is_no_name() -> None:
    record = parse_imprint(_imprint("<h2>Vertretungsberechtigt gemäß § 26 BGB</h2><p>Anna Roth (1. Vorsitzende)</p>"
                                    "<h2>Textnachweis für die Berichte</h2><p>Anna Roth (ar)<br>Jan Ott (jo)</p>"
                                    "<h2>Eintragungen</h2><p>Der Verein ist eingetragen im Vereinsregister.</p>"))
    assert record["name"] is None


@pytest.mark.parametrize("building", ["Feuerwehrhaus Dorf", "Vereinsheim"])
def test_a_clubs_building_over_the_street_is_no_name(building: str) -> None:
    record = parse_imprint(_imprint(f"<p>Freiwillige Feuerwehr Dorf<br>Einrichtung der Gemeinde Dorf</p>"
                                    f"<p>{building}<br>Hauptstraße 10<br>89568 Dorf<br>Telefon: 07322 934780</p>"))
    assert record["name"] == "Freiwillige Feuerwehr Dorf"
    assert record["legal_form"] is None


def test_a_legal_form_after_a_designation_label_is_no_name() -> None:
    record = parse_imprint(_imprint("<p>Anna Roth<br>Betrieb: Einzelunternehmen<br>Hauptstraße 3<br>91781 Weißenburg</p>"
                                    "<p>Telefon 09141 123456</p>"))
    assert record["name"] != "Einzelunternehmen"


def test_a_commercial_agencys_trading_name_is_no_representation_heading() -> None:
    record = parse_imprint(_imprint("<p><b>Handelsvertretung Anna Roth</b><br>Hauptstraße 3<br>91781 Weißenburg</p>"
                                    "<p>Telefon 09141 123456</p>"))
    assert record["name"] == "Handelsvertretung Anna Roth"


@pytest.mark.parametrize("block", [
    "<h2>Inhaber</h2><p>Petra Roth (Physiotherapeutin)<br>Christa Ott-Müller (Physiotherapeutin)</p><h2>Anschrift</h2>"
    "<p>Institut für Rehabilitation<br>Hauptstr. 5<br>81476 München</p>",
    "<p>Institut für Rehabilitation<br>Hauptstr. 5<br>81476 München</p><h2>Inhaber</h2><p>Petra Roth<br>Christa Ott-Müller</p>"])
def test_two_owners_under_an_owner_heading(block: str) -> None:
    record = parse_imprint(_imprint(block))
    assert record["legal_form"] is None  # (two proprietors: no one-person sole trader, convention 311)
    assert record["representatives"] == [{"name": "Petra Roth", "role": "owner"}, {"name": "Christa Ott-Müller", "role": "owner"}]


@pytest.mark.parametrize("between", ["\n", " "])
def test_a_clubs_name_and_its_representation_on_one_paragraph(between: str) -> None:
    record = parse_imprint(_imprint(f"<p>Verein Ottos Garten{between}vertreten durch Jan Ott<br>Rotbuchstrasse 1<br>"
                                    "8006 Zürich<br>jan@ottos.invalid</p>"), "https://site.invalid/impressum")
    assert record["name"] == "Verein Ottos Garten"
    assert record["legal_form"] == "Verein"


def test_a_firms_name_before_its_representation_on_one_line() -> None:
    record = parse_imprint(_imprint("<p>Muster Technik GmbH vertreten durch Jan Ott<br>Rotbuchstrasse 1<br>80331 München</p>"))
    assert record["name"] == "Muster Technik GmbH"


@pytest.mark.parametrize(("printed", "email"), [("277736839+a-roth@users.noreply.github.com", None),
                                                ("noreply@roth.invalid", None), ("anna@noreplyshop.invalid", "anna@noreplyshop.invalid")])
def test_an_address_that_takes_no_mail_is_no_contact(printed: str, email: str | None) -> None:
    record = parse_imprint(_imprint(f"<p>Anna Roth<br>Hauptstraße 47<br>02977 Hoyerswerda</p><p>E-Mail: {printed}</p>"))
    assert record["email"] == email
