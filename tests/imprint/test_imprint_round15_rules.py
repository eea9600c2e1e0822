"""Rules of the fifteenth parser round (issue 19), each from its own minimal page (names, places
and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str) -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>{block}</p>"
            "<p>E-Mail: kontakt@ott-web.de</p></main></body></html>")


@pytest.mark.parametrize("designation", ["JKO", "K&M", "Ott.Design", "RMX-Werkstatt"])
def test_a_brand_spelt_line_between_the_person_and_the_street_is_the_trading_name(designation: str) -> None:
    # an acronym, a dotted or an acronym-joined brand: no word of the language, so no description
    record = parse_imprint(_imprint(f"Jana Katrin Ott<br>{designation}<br>Lindenweg 4<br>79100 Freiburg"))
    assert record["name"] == designation
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Katrin Ott", "role": "owner"}]


@pytest.mark.parametrize("description", ["IT-Beratung", "EDV", "Maler- und Lackierermeister", "Coaching und Beratung"])
def test_a_trade_acronym_or_a_description_below_the_person_leaves_the_person_the_provider(description: str) -> None:
    record = parse_imprint(_imprint(f"Jana Ott<br>{description}<br>Lindenweg 4<br>79100 Freiburg"))
    assert record["name"] == "Jana Ott"


def _site(menu: str, block: str) -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body>'
            f"<nav>{menu}</nav><main><h1>Impressum</h1><p>{block}</p></main></body></html>")


_PERSON = "Jana Ott<br>Lindenweg 4<br>79100 Freiburg<br>E-Mail: jana@ott-web.ch"


@pytest.mark.parametrize("entries", [("Leistungen", "Preise"), ("Unsere Angebote", "Referenzen"), ("Online-Shop", "Termin buchen")])
def test_a_site_menu_that_offers_goods_or_services_makes_a_named_person_a_sole_trader(entries: tuple[str, str]) -> None:
    menu = "<ul>" + "".join(f'<li><a href="/{i}">{e}</a></li>' for i, e in enumerate(("Start", *entries, "Kontakt"))) + "</ul>"
    record = parse_imprint(_site(menu, _PERSON), "https://ott-web.ch/impressum")
    assert record["name"] == "Jana Ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


@pytest.mark.parametrize("entries", [("Blog", "Projekte", "Fotos"), ("Services", "Über uns", "Blog")])
def test_a_private_or_stock_menu_leaves_a_named_person_private(entries: tuple[str, ...]) -> None:
    # a theme's stock menu holds one English offer entry on private sites too (one German entry
    # such as "Leistungen" is enough since the twentieth round: tests/imprint/test_imprint_round20_rules.py)
    menu = "<ul>" + "".join(f'<li><a href="/{i}">{e}</a></li>' for i, e in enumerate(("Start", *entries))) + "</ul>"
    record = parse_imprint(_site(menu, _PERSON), "https://ott-web.ch/impressum")
    assert record["name"] == "Jana Ott"
    assert record["legal_form"] is None and record["representatives"] == []


def test_a_trade_word_ending_in_unternehmen_is_a_trading_name_not_a_person() -> None:
    # "Forstunternehmen", "Fuhrunternehmen": a trade, like "-betrieb"
    record = parse_imprint(_imprint("Wenger Fritz Forstunternehmen<br>Lindenweg 4<br>3000 Bern<br>Telefon: 031 123 45 67"),
                           "https://wenger-forst.ch/impressum")
    assert record["name"] == "Wenger Fritz Forstunternehmen"
    assert record["legal_form"] == "Einzelunternehmen" and record["representatives"] == []


def test_a_register_number_label_names_no_court() -> None:
    page = _imprint("Ott Consulting GmbH<br>Lindenweg 4<br>20095 Hamburg<br>Geschäftsführer: Jan Ott<br>"
                    "Handelsregister: Amtsgericht Hamburg<br>Handelsregister Nummer: HRB 123456")
    assert parse_imprint(page)["register"] == {"country": "DE", "court": "Hamburg", "number": "HRB 123456"}


def test_an_empty_vat_label_is_no_business_signal() -> None:
    # a generator's "Umsatzsteuer-ID:" with nothing after it (convention 262); a number or "beantragt" is one
    record = parse_imprint(_imprint("Jana Ott<br>Lindenweg 4<br>79100 Freiburg").replace(
        "</main>", "<p>Umsatzsteuer-ID:</p><h2>Haftung für Inhalte</h2></main>"))
    assert record["name"] == "Jana Ott" and record["legal_form"] is None
    for value in ("DE123456789", "beantragt"):
        page = _imprint("Jana Ott<br>Lindenweg 4<br>79100 Freiburg").replace(
            "</main>", f"<p>Umsatzsteuer-ID:<br>{value}</p><h2>Haftung für Inhalte</h2></main>")
        assert parse_imprint(page)["legal_form"] == "Einzelunternehmen", value


@pytest.mark.parametrize("label", ["Offenlegung nach § 25 Abs. 5 Mediengesetz:", "Angaben gemäß § 5 DDG:"])
def test_a_bare_name_under_the_disclosure_the_law_asks_for_is_the_provider(label: str) -> None:
    # the label states whose data follow: the name alone is the imprint (a private person's)
    page = ('<html><body><main><h1>Impressum</h1>'
            f'<p>{label}</p><p>Jana Ott, Wien</p><p>Kontakt: <a href="https://example.org/in/jo">Profil</a></p></main></body></html>')
    assert parse_imprint(page, "https://ott.example/impressum")["name"] == "Jana Ott"


def test_a_bare_name_without_such_a_label_stays_no_imprint() -> None:
    page = '<html><body><main><h1>Impressum</h1><p>Jana Ott, Wien</p></main></body></html>'
    assert parse_imprint(page, "https://ott.example/impressum")["name"] is None


def test_a_label_heading_ends_the_list_of_persons_under_a_role_heading() -> None:
    # "Ort der Gewerbeberechtigung:" is the next label, not a second owner (who would make the owner a director)
    page = ('<html><body><main><h1>Impressum</h1><p>Tierklinik Lindenhof</p><h3>Inhaber / Geschäftsführer:</h3>'
            "<p>Dr. Jana Ott</p><h3>Ort der Gewerbeberechtigung:</h3><p>Österreich</p><h3>Kontaktdaten:</h3>"
            "<p>Lindenweg 4<br>A-3843 Dobersberg<br>Email: office@tierklinik-lindenhof.at</p></main></body></html>")
    assert parse_imprint(page)["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


def test_a_titled_person_before_a_dash_and_an_activity_is_the_provider() -> None:
    record = parse_imprint(_imprint("Dipl. Ing. Jana Ott - Sachverständige<br>Lindenweg 4<br>80801 München<br>TEL: 089-7007471"))
    assert record["name"] == "Jana Ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


def test_a_line_that_is_only_an_address_spelt_with_at_is_the_email() -> None:
    page = _imprint("Ott Werkstatt OG<br>Lindenweg 4<br>2452 Mannersdorf<br>office at ott-werkstatt.eu").replace(
        "<p>E-Mail: kontakt@ott-web.de</p>", "")
    assert parse_imprint(page)["email"] == "office@ott-werkstatt.eu"
    # "at" inside a sentence is no address
    sentence = page.replace("office at ott-werkstatt.eu", "Wir sind at home.de nicht erreichbar")
    assert parse_imprint(sentence)["email"] is None


def test_a_label_inside_a_bold_insurance_section_does_not_end_it() -> None:
    # "Name und Sitz der Gesellschaft:" opens the insurer's block under the bold heading: still the insurer's
    page = _imprint("Jana Ott<br>Lindenweg 4<br>13469 Berlin").replace("</main>", (
        "<p>USt-IdNr.: DE303739359</p><p><strong>Angaben zur Berufshaftpflichtversicherung:</strong></p>"
        "<p>Name und Sitz der Gesellschaft:<br>Nordstern Versicherung AG<br>Hafenweg 2<br>20081 Hamburg</p>"
        "<p>Geltungsraum der Versicherung: Deutschland</p></main>"))
    record = parse_imprint(page)
    assert record["name"] == "Jana Ott" and record["legal_form"] == "Einzelunternehmen"


def _bold_sections(owner_label: str) -> str:
    return ('<html><body><main><h1>Impressum</h1><p>Tierklinik Lindenhof</p>'
            f"<p><strong>{owner_label}</strong></p><p>Dr. Jana Ott</p>"
            "<p><strong>Unternehmensgegenstand:</strong></p><p>Tierklinik</p>"
            "<p><strong>Kontaktdaten:</strong></p><p>Lindenweg 4<br>A-3843 Dobersberg<br>Email: office@tierklinik-lindenhof.at</p>"
            "</main></body></html>")


def test_a_bold_contact_data_heading_ends_the_section_before_it() -> None:
    # "Kontaktdaten:" names the operator's contact like "Kontakt:" (a bold section "Unternehmensgegenstand" ends there)
    record = parse_imprint(_bold_sections("Inhaber / Geschäftsführer:"))
    assert record["address"] == {"street": "Lindenweg 4", "postal_code": "3843", "city": "Dobersberg", "country": "AT"}
    assert record["email"] == "office@tierklinik-lindenhof.at"


def test_owner_and_managing_director_in_capitals_is_the_owner() -> None:
    record = parse_imprint(_bold_sections("INHABER / GESCHÄFTSFÜHRER:"))
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


def test_a_content_responsibility_heading_stacked_under_the_provider_heading_heads_the_provider() -> None:
    # two headings of one block: "Angaben gemäß § 5 TMG" / "Verantwortlich für den Inhalt nach § 55 RStV"
    page = ("<html><body><main><h1>Angaben gemäß § 5 TMG<br>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h1>"
            "<p>Kletterverein Lindenau e.V.<br>Am Wasserwerk 5<br>02827 Görlitz</p><h1>Kontakt</h1>"
            "<p>E-Mail: post@kletterverein-lindenau.de</p></main></body></html>")
    record = parse_imprint(page, "https://kletterverein-lindenau.de/impressum/")
    assert record["name"] == "Kletterverein Lindenau e.V." and record["legal_form"] == "e.V."


def test_unfilled_fields_and_self_representation_are_no_business_signal() -> None:
    # a generator's fields a private person left as notes, or filled with her own name
    card = "Jana Ott<br>Lindenweg 4<br>22763 Hamburg"
    notes = _imprint(card).replace("</main>", "<h2>Berufsbezeichnung / Rechtsform</h2>"
                                   "<p>[Wird nach Anmeldung der Tätigkeit ergänzt]</p></main>")
    own = _imprint(card).replace("</main>", "<p><strong>Vertreten durch:</strong><br>Jana Ott</p></main>")
    for page in (notes, own):
        record = parse_imprint(page)
        assert record["name"] == "Jana Ott" and record["legal_form"] is None and record["representatives"] == []
    # a filled field, or another person representing a designation, still is one
    filled = _imprint(card).replace("</main>", "<h2>Berufsbezeichnung</h2><p>Fotografin</p></main>")
    assert parse_imprint(filled)["legal_form"] == "Einzelunternehmen"


def test_a_group_without_a_trade_represented_by_a_person_is_an_association() -> None:
    # convention 57: no form named, the person a board member; a trading designation stays a sole trader's
    page = _imprint("Agenda 21 Lindenau<br>Vertreten durch:<br>Jan Ott").replace(
        "kontakt@ott-web.de", "jan.ott@example.org")
    record = parse_imprint(page)
    assert record["name"] == "Agenda 21 Lindenau" and record["legal_form"] is None
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"}]
    shop = parse_imprint(page.replace("Agenda 21 Lindenau", "Ott Fotografie"))
    assert shop["legal_form"] == "Einzelunternehmen"
    assert shop["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_designation_over_its_owner_built_on_his_surname_is_a_sole_traders_name() -> None:
    record = parse_imprint(_imprint("Ott Sport<br>Jan Ott<br>Lindenweg 4<br>5619 Uezwil<br>Schweiz"))
    assert record["name"] == "Ott Sport" and record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_the_footer_gives_the_contact_of_a_provider_block_that_prints_none() -> None:
    # the block names the provider and its owner; the theme prints the e-mail only in the footer
    page = ('<html><body><main><h2>Impressum</h2><p><strong>Pferdephysio Lindenau</strong><br>Jana Ott<br>Birkenhof<br>'
            "8253 Diessenhofen</p></main><footer><h3>Kontakt</h3><p>hallo@jana-ott.ch</p></footer></body></html>")
    record = parse_imprint(page, "https://jana-ott.ch/Impressum.html")
    assert record["name"] == "Pferdephysio Lindenau" and record["legal_form"] == "Einzelunternehmen"
    assert record["email"] == "hallo@jana-ott.ch"


def test_a_heading_after_the_names_of_a_representatives_list_ends_it() -> None:
    page = ('<html><body><main><h1>Impressum</h1><p>Lindenau Digital e.V.<br>Lindenweg 4<br>85055 Ingolstadt<br>'
            "Registergericht: Amtsgericht Ingolstadt<br>Registernummer: VR 201088<br><strong>Vertreten durch</strong><br>"
            "Jana Ott, Jan Roth</p><h2>Automatische Datenspeicherung</h2><p>Wir speichern Zugriffsdaten.</p></main></body></html>")
    assert parse_imprint(page)["representatives"] == [
        {"name": "Jana Ott", "role": "board_member"}, {"name": "Jan Roth", "role": "board_member"}]


def test_an_unfilled_field_under_a_heading_in_capitals_is_no_business_signal() -> None:
    page = _imprint("Jana Ott<br>Lindenweg 4<br>22763 Hamburg").replace(
        "</main>", "<h2>BERUFSBEZEICHNUNG / RECHTSFORM</h2><p>[Wird nach Anmeldung ergänzt]</p></main>")
    assert parse_imprint(page)["legal_form"] is None


def test_a_quoted_name_between_the_person_and_the_street_is_the_trading_name() -> None:
    record = parse_imprint(_imprint("Jana Ott<br>„Lichtblick“<br>Lindenweg 4<br>79100 Freiburg"))
    assert record["name"] == "Lichtblick" and record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jana Ott", "role": "owner"}]


def test_a_group_word_compound_is_no_persons_name() -> None:
    # "Bürgerinitiative", "Flüchtlingshilfe", "Nachbarschaftsnetzwerk": a group, not a first name
    page = _imprint("Bürgerinitiative Lindenau<br>Vertreten durch:<br>Jan Ott").replace(
        "kontakt@ott-web.de", "jan.ott@example.org")
    record = parse_imprint(page)
    assert record["name"] == "Bürgerinitiative Lindenau" and record["legal_form"] is None
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"}]
