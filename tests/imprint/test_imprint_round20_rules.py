"""Rules of the twentieth parser round (issue 19), each from its own minimal page (names, places
and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str, tail: str = "", heading: str = "Impressum") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>{heading}</h1><p>{block}</p>{tail}</main></body></html>")


@pytest.mark.parametrize("label", ["Autorin", "Anbieterin", "Seitenbetreiber", "Betreiberin dieser Website",
                                   "Anbieter &amp; Betreiber", "Herausgeber und Verantwortlicher",
                                   "Anschrift und Kontakt", "Betreiber und Kontakt"])
def test_a_label_line_above_the_provider_is_no_name(label: str) -> None:
    record = parse_imprint(_imprint(f"{label}<br>Anna Roth<br>Lindenweg 4<br>79100 Freiburg"))
    assert record["name"] == "Anna Roth"


@pytest.mark.parametrize("entry", ["Leistungen", "Preise", "Termin buchen", "Services Shop", "Öffnungszeiten"])
def test_a_menu_that_offers_services_makes_the_person_a_sole_trader(entry: str) -> None:
    menu = f'<nav><a href="/">Start</a> <a href="/x">{entry}</a> <a href="/impressum">Impressum</a></nav>'
    page = _imprint("Anna Roth<br>Lindenweg 4<br>79100 Freiburg<br>E-Mail: anna@roth.invalid").replace("<main>", menu + "<main>")
    record = parse_imprint(page)
    assert (record["legal_form"], record["representatives"]) == ("Einzelunternehmen", [{"name": "Anna Roth", "role": "owner"}])


def test_a_menu_of_a_private_site_and_a_designation_without_a_person_stay_without_form() -> None:
    menu = '<nav><a href="/">Start</a> <a href="/blog">Blog</a> <a href="/x">Shop</a></nav>'  # (one stock entry)
    page = _imprint("Anna Roth<br>Lindenweg 4<br>79100 Freiburg").replace("<main>", menu + "<main>")
    assert parse_imprint(page)["legal_form"] is None
    agency = '<nav><a href="/">Start</a> <a href="/leistungen">Leistungen</a></nav>'
    page = _imprint("Nordlicht<br>E-Mail: hallo@nordlicht.invalid").replace("<main>", agency + "<main>")
    assert parse_imprint(page)["legal_form"] is None


def test_the_mail_domain_of_a_page_without_address_gives_its_country() -> None:
    record = parse_imprint(_imprint("Anna Roth<br>Berufsbezeichnung: Fotografin<br>E-Mail: anna@roth-foto.at"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Anna Roth", None, [{"name": "Anna Roth", "role": "owner"}])  # an Austrian sole trader has no form code


@pytest.mark.parametrize("label", ["Vorstand im Sinne des § 26 BGB", "Vertreten durch den Vorstand im Sinne des § 26 BGB",
                                   "Vorstand i.S.v. § 26 BGB", "Vorstand gemäß § 26 Abs. 1 BGB"])
def test_a_board_label_citing_section_26_in_any_wording(label: str) -> None:
    record = parse_imprint(_imprint("Lesefreunde Altdorf e.V.<br>Hauptstraße 5<br>90518 Altdorf",
                                    f"<h2>{label}</h2><p>Jan Ott<br>Eva Keller</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"},
                                         {"name": "Eva Keller", "role": "board_member"}]


def test_an_english_legal_heading_is_no_name() -> None:
    page = ('<html><body><main><h2>Site Notice</h2><h3>Information provided according to Sec. 5 German Telemedia Act (TMG)</h3>'
            "<h3>Contact</h3><p>Telephone: 030 1234567<br>Email: info@funknetz.invalid</p></main></body></html>")
    assert parse_imprint(page)["name"] is None


@pytest.mark.parametrize(("line", "name"), [
    ("Angaben gemäß § 5 TMG: Ukulele Kollektiv München, Pfeuferstr 36, 81373 München", "Ukulele Kollektiv München"),
    ("Information pursuant to § 5 TMG: Munich Ukulele Collective, Pfeuferstr 36, 81373 München", "Munich Ukulele Collective")])
def test_a_provider_heading_that_leads_its_block_on_one_line(line: str, name: str) -> None:
    record = parse_imprint(_imprint(f"{line}<br>Vertreten durch: Frank Maier"))
    assert record["name"] == name
    assert record["address"] == {"street": "Pfeuferstr 36", "postal_code": "81373", "city": "München", "country": "DE"}
    # a group of three capitalised English words is no person's name: an association, represented by its board
    assert (record["legal_form"], record["representatives"]) == (None, [{"name": "Frank Maier", "role": "board_member"}])


def test_an_entrepreneur_heading_is_no_name() -> None:
    record = parse_imprint(_imprint("Elisabeth Reiner<br>Einzelpersonenunternehmen (EPU)<br>Dürrenmoos 11a<br>9111 Völkermarkt",
                                    heading="Impressum</h1><h2>Unternehmerin</h2><p>"))
    assert record["name"] == "Elisabeth Reiner"


def test_a_subtitle_of_legal_information_and_privacy_is_no_name() -> None:
    page = ('<html><body><main><h1>Impressum &amp; Datenschutz</h1><p>Rechtliche Informationen und Datenschutzerklärung</p>'
            "<h2>Impressum</h2><h3>Angaben gemäß § 5 TMG</h3><p>Fahrschule Roth</p><p>Inhaber: Jan Roth</p><p>Kleistweg 30</p>"
            "<p>51545 Waldbröl</p><p>Telefon: 02291 900474</p></main></body></html>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("Fahrschule Roth", [{"name": "Jan Roth", "role": "owner"}])


def test_an_article_before_a_role_label_is_no_name() -> None:
    page = ("<html><body><h1>Impressum</h1><h3>Betreiber und Kontakt</h3><h4>{{site.name}}</h4><p>Hirtenweg 14<br>"
            "91054 Buckenhof</p><h4>Vertreten durch</h4><p>den Geschäftsführer: Dr.-Ing. Fabian Roth</p>"
            "<p>Registergericht: Fürth<br>Registernummer: HRB 15856</p></body></html>")
    record = parse_imprint(page)
    assert record["name"] is None
    assert record["representatives"] == [{"name": "Fabian Roth", "role": "managing_director"}]


@pytest.mark.parametrize("name", ["HE immologis UG (haftungsbeschränkt)", "Xy immologis mehr UG (haftungsbeschränkt)"])
def test_a_bold_firm_in_formation_with_a_lower_case_brand(name: str) -> None:
    # "(haftungsbeschränkt)" names no liability section; an acronym before a lower-case brand is a firm name
    record = parse_imprint(_imprint(f"<strong>{name}</strong><br>Ahornstr. 59<br>69469 Weinheim<br>E-Mail: info@he.invalid"))
    assert (record["name"], record["legal_form"], record["email"]) == (name, "UG", "info@he.invalid")


@pytest.mark.parametrize("label", ["Verantwortlich für die Website i.S.d. TMG und Verantwortlicher nach § 55 II RStV:",
                                   "Verantwortlich i.S.d. § 5 DDG und § 18 Abs. 2 MStV:"])
def test_a_label_naming_the_provider_law_and_the_editor_law_heads_the_provider_block(label: str) -> None:
    page = (f'<html><body><h1>Impressum</h1><h3>1. Anbieter</h3><p>{label}</p><p>Rene Roth<br>Tauxgasse 24A<br>'
            "10115 Berlin<br>Telefon: 030 1234567</p><h3>2. Nutzungsbedingungen</h3><p>Es gilt deutsches Recht.</p></body></html>")
    record = parse_imprint(page)
    assert (record["name"], record["phone"]) == ("Rene Roth", "+49301234567")
    assert record["address"] == {"street": "Tauxgasse 24A", "postal_code": "10115", "city": "Berlin", "country": "DE"}


def test_english_association_labels_and_a_glossed_address_label() -> None:
    record = parse_imprint(_imprint(
        "Name of Association: Vienna Hockey Lab<br>ZVR-Zahl: 1999424312<br>Legal Form: Verein (Association)<br>"
        "Address (Sitz): Dresdner Straße 107, 1200 Wien, Österreich</p><p><b>Statutory Representatives (Vorstand):</b><br>"
        "Dmitry Roth, Sofia Keller (Joint representation)", heading="Legal Notice (Impressum)"))
    assert record["name"] == "Vienna Hockey Lab"
    assert record["address"] == {"street": "Dresdner Straße 107", "postal_code": "1200", "city": "Wien", "country": "AT"}
    assert record["representatives"] == [{"name": "Dmitry Roth", "role": "board_member"},
                                         {"name": "Sofia Keller", "role": "board_member"}]


@pytest.mark.parametrize(("row", "owner"), [("Einzelunternehmen, Jan Ott", "Jan Ott"),
                                            ("Entreprise individuelle, Loïc Ott", "Loïc Ott"),
                                            ("Ditta individuale di Marco Ott", "Marco Ott")])
def test_the_sole_proprietorship_and_its_owner_on_one_row(row: str, owner: str) -> None:
    # a designation on an English trade word ("Automation") is no person's name
    record = parse_imprint(_imprint(f"<strong>Ott Automation</strong><br>{row}<br>Rue du Centre 53<br>1025 St-Sulpice VD",
                                    heading="Mentions légales"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Ott Automation", "Einzelunternehmen", [{"name": owner, "role": "owner"}])


@pytest.mark.parametrize("open_tag", ['<header class="site-header">', "<header>"])
def test_an_imprint_held_in_the_site_header_is_read(open_tag: str) -> None:
    # an imprint modal inside the page banner, or a one-page site whose banner is the imprint
    page = (f'<html><body>{open_tag}<nav><a href="/">Start</a></nav><div class="modal"><h1>Impressum</h1>'
            "<h2>Angaben gemäß § 5 TMG:</h2><h3>Dachdecker Kaiser</h3><p>Städtelner Str. 28A<br>04416 Markkleeberg</p>"
            "<p><b>Vertreten durch:</b><br><b>Enrico Kaiser (Geschäftsführer)</b></p></div></header>"
            "<main><h2>Willkommen</h2><p>Wir decken Dächer.</p></main></body></html>")
    record = parse_imprint(page)
    assert record["name"] == "Dachdecker Kaiser"
    assert record["address"] == {"street": "Städtelner Str. 28A", "postal_code": "04416", "city": "Markkleeberg", "country": "DE"}


@pytest.mark.parametrize("designation", ["Dachdecker Kaiser", "Elektriker Kaiser"])
def test_a_craft_before_a_surname_is_a_designation_nobody_s_name(designation: str) -> None:
    record = parse_imprint(_imprint(f"{designation}<br>Städtelner Str. 28A<br>04416 Markkleeberg<br>"
                                    "Vertreten durch: Enrico Kaiser (Geschäftsführer)"))
    assert record["name"] == designation
    assert record["representatives"] == [{"name": "Enrico Kaiser", "role": "managing_director"}]


def test_a_site_header_without_an_imprint_heading_stays_chrome() -> None:
    page = ('<html><body><header class="site-header"><div>Kaiser Bedachungen</div><nav><a href="/impressum">Impressum</a></nav>'
            "</header><main><h1>Impressum</h1><p>Jan Roth<br>Lindenweg 4<br>79100 Freiburg</p></main></body></html>")
    assert parse_imprint(page)["name"] == "Jan Roth"


def test_an_austrian_register_number_labelled_with_fn_in_parentheses() -> None:
    record = parse_imprint(_imprint("Eavant Handels GmbH<br>Frauenstiftgasse 12A/6<br>1210 Wien<br>"
                                    "Firmenbuchnummer (FN): 633636 v<br>Firmenbuchgericht: Handelsgericht Wien"))
    assert record["register"] == {"country": "AT", "court": "-", "number": "FN 633636v"}


def test_the_operator_of_a_trading_designation_is_its_owner_only_there() -> None:
    record = parse_imprint(_imprint("Fotostudio Lichtblick<br>Lindenweg 4<br>79100 Freiburg</p><p>Betreiberin: Anna Roth"))
    assert (record["name"], record["representatives"]) == ("Fotostudio Lichtblick", [{"name": "Anna Roth", "role": "owner"}])
    record = parse_imprint(_imprint("Betreiber: Max Roth<br>Lindenweg 4<br>12345 Berlin"))  # a private page
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Max Roth", None, [])
    record = parse_imprint(_imprint("Nordlicht GmbH<br>Lindenweg 4<br>12345 Berlin<br>Betreiber: Max Roth<br>Geschäftsführer: Jan Ott"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


@pytest.mark.parametrize("label", ["Vorstandschaft", "Vereinsvorstand", "Präsidium", "Gesetzlicher Vertreter",
                                   "Vorstand (§ 26 BGB)", "Vorstand (i.S.d. § 26 BGB):"])
def test_more_board_headings_of_a_club(label: str) -> None:
    record = parse_imprint(_imprint(f"Lesefreunde Altdorf e.V.<br>Hauptstraße 5<br>90518 Altdorf</p><p>{label}<br>Jan Ott<br>Eva Keller"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"},
                                         {"name": "Eva Keller", "role": "board_member"}]


def test_a_board_member_s_portfolio_after_commas_names_nobody() -> None:
    record = parse_imprint(_imprint(
        "Forschungsgesellschaft Altdorf e.V.<br>Hansastraße 27<br>80686 München<br>Registration no. VR 4461</p>"
        "<h2>Executive Board</h2><p>Prof. Dr. Jan Ott, President, Corporate Policy and Research Management<br>"
        "Dr. Eva Keller, Human Resources, Legal Affairs and IP Management"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"},
                                         {"name": "Eva Keller", "role": "board_member"}]


@pytest.mark.parametrize("heading", ["Impressum – Max Roth", "Impressum von Max Roth", "Impressum: Max Roth"])
def test_an_imprint_heading_that_names_the_person(heading: str) -> None:
    record = parse_imprint(f"<html><body><h1>{heading}</h1><p>Lindenweg 4<br>12345 Berlin</p></body></html>")
    assert (record["name"], record["legal_form"]) == ("Max Roth", None)


def test_an_imprint_heading_with_a_section_word_names_nobody() -> None:
    record = parse_imprint("<html><body><h1>Impressum: Rechtliche Hinweise</h1><p>Max Roth<br>Lindenweg 4<br>"
                           "12345 Berlin</p></body></html>")
    assert record["name"] == "Max Roth"


@pytest.mark.parametrize("profession", ["Texterin", "Illustrator", "Floristin", "Schneiderin", "Kauffrau", "Buchhalterin"])
def test_more_professions_below_the_person_mark_a_sole_trader(profession: str) -> None:
    record = parse_imprint(_imprint(f"Anna Roth<br>{profession}<br>Lindenweg 4<br>79100 Freiburg"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Anna Roth", "Einzelunternehmen", [{"name": "Anna Roth", "role": "owner"}])


def test_a_surname_that_is_also_a_craft_stays_a_name() -> None:
    # only the female forms of crafts that are surnames too ("Schneider", "Maler") count as professions
    record = parse_imprint(_imprint("Hans Peter Schneider<br>Lindenweg 4<br>79100 Freiburg"))
    assert (record["name"], record["legal_form"]) == ("Hans Peter Schneider", None)
