"""Rules of the twenty-eighth parser round (issue 19; from the round-22 tuning pages and an unlabelled
pool), each from its own minimal page (names, places and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str, tail: str = "", title: str = "Impressum", foot: str = "") -> str:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body><main>'
            f"<h1>Impressum</h1>{block}{tail}</main>{foot}</body></html>")


_PERSON = "<p>Angaben gemäß § 5 TMG:</p><p>Jan Ott<br>Lindenweg 12<br>48268 Greven</p><p>E-Mail: jan@ott-mail.de</p>"


@pytest.mark.parametrize("title", ["Jan Ott | Schauspieler aus Düsseldorf", "Jan Ott – Fotografin"])
def test_a_profession_in_the_page_title_is_a_business_signal(title: str) -> None:
    record = parse_imprint(_imprint(_PERSON, title=title))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_profession_in_a_footer_line_of_another_person_is_none() -> None:
    # (the control: the footer names another person's profession; the page stays a private person's)
    record = parse_imprint(_imprint(_PERSON, title="Impressum - Eva Ott", foot="<footer><p>2025 Eva Ott - Trageberaterin</p></footer>"))
    assert record["name"] == "Jan Ott" and record["legal_form"] is None and record["representatives"] == []


def test_a_trade_word_in_a_later_section_of_a_blog_is_no_business_signal() -> None:
    # the imprint runs on into the author's biography: what he studied is no trade of his
    bio = ("<h3>Zum Autor</h3><p>Jan hat Literatur studiert.</p><p>Im Studium hat Jan sich für vieles interessiert:</p>"
           "<p>Ästhetik der Neuen Medien</p><p>Japanische Literatur</p>")
    record = parse_imprint(_imprint("<h3>Impressum</h3><p>Jan Ott<br>jan [at] ott-mail [punkt] de</p>", bio))
    assert record["name"] == "Jan Ott" and record["legal_form"] is None and record["representatives"] == []


_CLUB = ("<p><strong>Verantwortlich für Inhalt und Redaktion:</strong><br>Brunnenhilfe Kenia e.V.<br>Anna Roth (1. Vors.)<br>"
         "Hauptstr. 4<br>76646 Bruchsal</p><p><strong>Kontakt</strong></p><p>E-Mail: info@brunnenhilfe-kenia.de</p>"
         "<p><strong>Registereintrag:</strong></p><p>Vereinsregister-Nr. VR 1328 (Amtsgericht Bruchsal)</p>")


def test_a_credit_section_responsible_for_the_design_is_no_provider_block() -> None:
    credit = "<p><strong>Verantwortlich für Gestaltung / Programmierung</strong></p><p>Jan Ott</p><p>E-Mail: jan@ott-design.de</p>"
    record = parse_imprint(_imprint(_CLUB, credit))
    assert record["name"] == "Brunnenhilfe Kenia e.V." and record["legal_form"] == "e.V."
    assert record["address"] == {"street": "Hauptstr. 4", "postal_code": "76646", "city": "Bruchsal", "country": "DE"}


def test_responsible_for_content_and_design_is_still_the_provider() -> None:
    # (the control: the content is named beside the design: the provider's own block)
    block = ("<h3>Die folgenden Angaben sind laut § 5 TMG vorgeschrieben:</h3><p>Verantwortlich für Inhalt und Gestaltung der Website:</p>"
             "<p>Eva Roth</p><p>Lindenweg 12, 48268 Greven</p><p>eva@roth-physio.de</p><p>Berufsbezeichnung: Physiotherapeutin</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Eva Roth" and record["email"] == "eva@roth-physio.de"
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "48268", "city": "Greven", "country": "DE"}


@pytest.mark.parametrize(("office", "role"), [("1. Vors.", "chair_of_board"), ("Vors.", "chair_of_board"),
                                             ("2. Vors.", "board_member"), ("stellv. Vors.", "board_member")])
def test_an_abbreviated_chair_in_parentheses_is_read(office: str, role: str) -> None:
    block = f"<p>Brunnenhilfe Kenia e.V.<br>Anna Roth ({office})<br>Hauptstr. 4<br>76646 Bruchsal</p>"
    record = parse_imprint(_imprint(block))
    assert record["representatives"] == [{"name": "Anna Roth", "role": role}]


def test_a_source_section_is_no_provider() -> None:
    block = ("<h2>Kontaktadresse</h2><p>E-Mail: webmaster@sternwarte-berg.ch</p>"
             "<h2>Quelle</h2><p>Dieses Impressum wurde mit dem Impressum-Generator der Firma Muster Medien AG erstellt.</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] is None


def test_a_linked_person_with_the_owner_role_in_parentheses_is_the_provider() -> None:
    # (this page raised an IndexError: the owner's role in parentheses has no label at the line's start)
    block = ('<p><a href="/ueber-mich">Jan Ott (Inhaber)</a><br><a href="/kontakt">Jan Ott, Tel. 0251 123456</a></p>'
             "<p>Hauptstraße 12<br>48143 Münster</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Jan Ott" and record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_template_owner_after_a_designation_raises_nothing() -> None:
    # (a partly filled template, "PhysioFabrik — Inhaber:in Vorname Nachname", raised an IndexError)
    block = ("<p>Angaben gemäß § 5 DDG.</p><h2>Anbieter</h2><p>PhysioFabrik — Inhaber:in Vorname Nachname<br>Musterstraße 12<br>"
             "48143 Münster</p><h2>Kontakt</h2><p>Telefon: 0251 12 34 56<br>E-Mail: praxis@physiofabrik.de</p>")
    record = parse_imprint(_imprint(block))
    assert record["representatives"] == [] and record["address"] is None


def test_an_upper_case_represented_by_heading_over_the_provider_herself_is_no_business_signal() -> None:
    # "VERTRETEN DURCH:" / the provider's own name: the label is read where it stands, with the person below it
    block = ("<p>Angaben gemäß § 5 TMG</p><p>Eva Roth<br>Lindenweg 12<br>48268 Greven</p>"
             "<h2>VERTRETEN DURCH:</h2><p>Eva Roth</p><h2>KONTAKT:</h2><p>E-Mail: eva@roth-mail.de</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Eva Roth" and record["legal_form"] is None and record["representatives"] == []


def test_a_firm_line_that_goes_on_with_its_street_gives_the_firm_and_the_street() -> None:
    block = ("<h2>Angaben gemäß § 5 DDG</h2><p>Ott Software UG (haftungsbeschränkt) Lindenweg 12<br>48268 Greven<br>Deutschland<br>"
             "Vertreten durch: Jan Ott</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Ott Software UG (haftungsbeschränkt)" and record["legal_form"] == "UG"
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "48268", "city": "Greven", "country": "DE"}


def test_a_job_title_with_manager_below_the_person_is_no_trading_name() -> None:
    block = "<p>Angaben gemäß § 5 DDG:</p><p>Mandy Ott<br>Social Media Managerin<br>Lindenweg 12<br>48268 Greven</p>"
    record = parse_imprint(_imprint(block, "<h2>Kontakt</h2><p>E-Mail: info@ott-social.de</p>"))
    assert record["name"] == "Mandy Ott" and record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Mandy Ott", "role": "owner"}]


def test_a_club_by_its_name_is_no_sole_trader() -> None:
    block = ("<p>Wer hinter dieser Website steht.</p><p>Tischtennisclub Neuhausen<br>Ebnatstrasse 35<br>8200 Schaffhausen</p>"
             "<p>E-Mail: info@ttc-neuhausen.ch</p><p>UID: CHE-123.456.789</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Tischtennisclub Neuhausen" and record["legal_form"] is None and record["representatives"] == []


def test_an_english_named_university_is_a_public_body_and_no_sole_trader() -> None:
    block = ("<p>University of Greven<br>Lindenweg 12<br>48268 Greven</p><p>Represented by the President, Prof. Dr. Jan Ott</p>"
             "<p>VAT ID: DE123456788</p>")
    record = parse_imprint(_imprint(block))
    assert record["legal_form"] is None and all(r["role"] != "owner" for r in record["representatives"])


def test_a_privacy_section_on_the_readers_rights_names_no_provider() -> None:
    block = ("<p>Diese Seite wird privat und unkommerziell betrieben.</p><h2>Angaben gemäß § 5 TMG</h2><p id='owner'></p>"
             "<h2>Deine Rechte</h2><p>Du hast jederzeit das Recht auf Auskunft, Berichtigung und Löschung.</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] is None and record["representatives"] == []


@pytest.mark.parametrize("firm", ["Rosa Villas d.o.o.", "Rosa Villas s.r.o.", "Rosa Villas sp. z o.o."])
def test_a_foreign_firm_is_no_sole_trader(firm: str) -> None:
    block = f"<p>{firm}<br>Lindenweg 12<br>48268 Greven</p><p>Inhaberin: Eva Roth</p><p>E-Mail: info@rosa-villas.de</p>"
    record = parse_imprint(_imprint(block))
    assert record["name"] == firm and record["legal_form"] is None


def test_a_swiss_street_and_town_with_its_canton_on_one_line_is_no_firm() -> None:
    # "Fabrikweg 93, 5033 Buchs AG": Buchs in the canton of Aargau, not an Aktiengesellschaft
    record = parse_imprint(_imprint("<p>Advokatur Roth<br>Fabrikweg 93, 5033 Buchs AG</p><p>E-Mail: info@advokatur-roth.ch</p>"))
    assert record["name"] == "Advokatur Roth" and record["legal_form"] is None
    assert record["address"] == {"street": "Fabrikweg 93", "postal_code": "5033", "city": "Buchs AG", "country": "CH"}


def test_opening_days_are_no_name() -> None:
    block = ("<p>Lindenweg 12<br>48268 Greven</p><h3>Öffnungszeiten</h3><p>Montag und Dienstag</p><p>Mittwoch</p>"
             "<p>Für den Inhalt verantwortlich:</p><p>Dr. Eva Roth</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] not in ("Montag und Dienstag", "Mittwoch")


def test_a_section_on_industrial_property_rights_names_no_provider() -> None:
    block = ("<p>Lindenweg 12<br>48268 Greven<br>E-Mail: info@ott-immobilien.de</p>"
             "<h5>Gewerbliche Schutzrechte</h5><p>Alle genannten Marken unterliegen den Bestimmungen des Kennzeichenrechts.</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] != "Gewerbliche Schutzrechte"


def test_the_form_pattern_with_its_first_letter_filter_finds_what_the_plain_pattern_finds() -> None:
    # (one rule, two spellings: the filter is only for speed; the same matches on every line of the real tuning pages
    # and of the synthetic sets, and on every form at a line's start, inside and after other words)
    import re
    from pathlib import Path

    from companies.imprint.legal_forms import SUFFIX_PLAIN, SUFFIX_RE
    from companies.imprint.text import read_page
    from tests.imprint.build_real_corpus import built_pages

    plain = re.compile(SUFFIX_PLAIN)
    texts = [ln.text for _stem, page, _exp, _url in built_pages("real_tune") for ln in read_page(page).lines]
    texts += [ln.text for p in sorted(Path(__file__).parent.glob("corpus/*/*.html")) for ln in read_page(p.read_bytes()).lines]
    forms = ["GmbH", "gGmbH", "mbH", "UG (haftungsbeschränkt)", "AG", "SE", "KG", "OHG", "oHG", "OG", "GbR", "eGbR", "eG", "e.G.",
             "e.K.", "e.Kfm.", "e.U.", "e.V.", "e. V.", "GmbH & Co. KG", "AG & Co. KG", "KGaA", "PartG mbB", "FlexCo", "Sàrl", "Sagl",
             "S.A.", "Ltd", "Inc.", "LLC", "d.o.o.", "s.r.o.", "sp. z o.o.", "Kft.", "Genossenschaft", "Kollektivgesellschaft",
             "Einzelunternehmen", "Entreprise individuelle", "Ditta individuale", "offene Handelsgesellschaft", "eingetragener Verein",
             "eingetragene Genossenschaft", "Gesellschaft mit beschränkter Haftung", "Unternehmergesellschaft (haftungsbeschränkt)",
             "société à responsabilité limitée", "Société anonyme", "società a garanzia limitata", "società anonima", "VertriebsgesmbH"]
    texts += [f"{lead}{form}{tail}" for form in forms for lead in ("", "Ott ", "Ott-", "(") for tail in ("", ",", " Berlin", ")")]
    assert len(texts) > 10000
    for text in texts:
        assert [(m.span(), m.lastgroup) for m in SUFFIX_RE.finditer(text)] == [(m.span(), m.lastgroup) for m in plain.finditer(text)], text


@pytest.mark.parametrize("label", ["Inhaber", "Owner", "Proprietor"])
def test_an_english_owner_label_is_read_like_inhaber(label: str) -> None:
    block = f"<p>Schreinerei Ott<br>Lindenweg 12<br>48268 Greven</p><p>{label}: Jan Ott und Eva Ott</p><p>E-Mail: info@schreinerei-ott.de</p>"
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Schreinerei Ott"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}, {"name": "Eva Ott", "role": "owner"}]


@pytest.mark.parametrize("school", ["Realschule Greven", "Städtisches Gymnasium Greven", "Grundschule am Lindenweg"])
def test_a_public_school_is_no_sole_trader(school: str) -> None:
    block = f"<p>{school}<br>Lindenweg 12<br>48268 Greven</p><p>Telefon: 02571 123456<br>E-Mail: sekretariat@schule-greven.de</p>"
    record = parse_imprint(_imprint(block))
    assert record["name"] == school and record["legal_form"] is None and record["representatives"] == []


def test_a_register_number_below_the_town_is_no_street() -> None:
    block = ("<p><strong>Brunnenhilfe Kenia e.V</strong><br>c/o Praxis Dr. Roth<br>Adalbertstraße<br>36039 Fulda<br>"
             "Vereinsregister: VR 1438<br>Registergericht: Amtsgericht Fulda</p>")
    record = parse_imprint(_imprint(block))
    assert (record["address"] or {}).get("street") != "VR 1438"


def test_a_template_expression_cut_in_two_lines_is_no_name() -> None:
    page = ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><h1>{{ page.title |<br>xml_escaped }}</h1>'
            "<p>This blog is maintained by:<br>Jan Ott<br>Lindenweg 12<br>48268 Greven<br>Germany</p></main></body></html>")
    record = parse_imprint(page)
    assert record["name"] == "Jan Ott"


def test_a_social_media_heading_is_no_name() -> None:
    # an unfilled imprint whose footer holds the site's contact column: its "Social Media" label is no provider
    foot = ("<footer><p>E-Mail</p><p>info@ott-projekt.ch</p><p>Social Media</p><p><a href='/insta'>Instagram</a></p>"
            "<p>Einzelunternehmen</p></footer>")
    record = parse_imprint(_imprint("<p>Impressum / rechtliche Angaben – noch zu ergänzen</p>", foot=foot))
    assert record["name"] != "Social Media"


def test_a_value_marked_platzhalter_is_a_placeholder() -> None:
    block = "<p>Platzhalter Firmenname<br>Platzhalter Strasse 1<br>8092 Zürich</p><p>E-Mail: info@ott-beratung.ch</p>"
    record = parse_imprint(_imprint(block))
    assert record["name"] is None and record["address"] is None


def test_a_designation_ending_with_its_person_names_no_owner() -> None:
    # "Lasertag Greven Debora Ott" is one trading name with the person in it (convention 45): no owner of that name
    block = "<p>Lasertag Greven Debora Ott<br>Lindenweg 12<br>48268 Greven</p><p>USt-IdNr.: DE123456788<br>E-Mail: info@lasertag-greven.de</p>"
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Lasertag Greven Debora Ott"
    assert all(r["name"] != "Lasertag Greven Debora Ott" for r in record["representatives"])


def test_a_one_line_footer_cut_by_double_slashes_is_read_like_one_cut_by_pipes() -> None:
    block = "<p>Jan Ott // Lindenweg 12 // 48268 Greven // Web: https://www.ott-mail.de</p><p>E-Mail: jan@ott-mail.de</p>"
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Jan Ott" and record["email"] == "jan@ott-mail.de"
    assert record["address"] == {"street": "Lindenweg 12", "postal_code": "48268", "city": "Greven", "country": "DE"}
