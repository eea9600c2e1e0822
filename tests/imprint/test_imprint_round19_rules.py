"""Rules of the nineteenth parser round (issue 19), each from its own minimal page (names, places
and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str, tail: str = "", heading: str = "Impressum") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>{heading}</h1><p>{block}</p>{tail}</main></body></html>")


@pytest.mark.parametrize(("label", "role"), [
    ("Gerente", "managing_director"), ("Socio gerente", "managing_director"), ("Associé gérant", "managing_director"),
    ("Directeur général", "managing_director"), ("Présidente", "president"), ("Presidente", "president"),
    ("Vice-président", "board_member"), ("Caissier", "board_member"), ("Segretaria", "board_member"),
    ("Comité", "board_member")])
def test_french_and_italian_role_labels_of_swiss_pages(label: str, role: str) -> None:
    form = "Sagl" if role == "managing_director" else "Associazione"
    name = f"Lombardi {form}" if form == "Sagl" else "Associazione Amici di Lugano"
    record = parse_imprint(_imprint(f"{name}<br>Via Cantonale 12<br>6900 Lugano<br>{label}: Marco Rossi",
                                    heading="Note legali"))
    assert record["representatives"] == [{"name": "Marco Rossi", "role": role}]


def test_a_french_board_of_directors_is_the_verwaltungsrat() -> None:
    record = parse_imprint(_imprint("Lemaire SA<br>Rue du Lac 1<br>1003 Lausanne"
                                    "<br>Conseil d’administration: Jean Dupont (président), Marie Favre",
                                    heading="Mentions légales"))
    assert record["representatives"] == [{"name": "Jean Dupont", "role": "president"},
                                         {"name": "Marie Favre", "role": "board_member"}]


@pytest.mark.parametrize("cue", ["Tätig als selbstständige Grafikdesignerin.", "Selbständige Lektorin",
                                 "Freelance designer and illustrator", "Self-employed translator",
                                 "Vermögensschadenhaftpflichtversicherung: Allianz Versicherungs-AG, München"])
def test_self_employment_or_a_liability_insurance_makes_a_person_a_sole_trader(cue: str) -> None:
    record = parse_imprint(_imprint(f"Anna Roth<br>Lindenweg 4<br>79100 Freiburg<br>E-Mail: anna@roth-text.de</p><p>{cue}"))
    assert record["name"] == "Anna Roth"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Anna Roth", "role": "owner"}]


def test_a_person_without_any_business_cue_stays_a_private_person() -> None:
    record = parse_imprint(_imprint("Anna Roth<br>Lindenweg 4<br>79100 Freiburg<br>E-Mail: anna@roth-text.de"
                                    "</p><p>Diese Seite ist ein privates Projekt."))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", None, [])


@pytest.mark.parametrize(("block", "reps"), [
    ("Nordlicht Media GmbH<br>Hauptstraße 5<br>10115 Berlin<br>Die Gesellschaft wird durch ihren Geschäftsführer Peter Roth vertreten.",
     [{"name": "Peter Roth", "role": "managing_director"}]),
    ("Musikverein Altdorf e.V.<br>Hauptstraße 5<br>90518 Altdorf<br>Der Verein wird durch den Vorstand Jan Ott und Eva Keller vertreten.",
     [{"name": "Jan Ott", "role": "board_member"}, {"name": "Eva Keller", "role": "board_member"}])])
def test_representatives_named_before_the_closing_verb_of_a_sentence(block: str, reps: list) -> None:
    assert parse_imprint(_imprint(block))["representatives"] == reps


def _page(body: str) -> str:
    return f'<html><head><meta charset="utf-8"></head><body><main>{body}</main></body></html>'


def test_a_person_right_below_a_provider_statement_heading_is_the_provider() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>Timo Jaspers</p>"))
    assert record["name"] == "Timo Jaspers"


@pytest.mark.parametrize(("label", "lang"), [
    ("Inhaber und Betreiber der Seite", "de"), ("Betreiber dieser Website", "de"),
    ("Verantwortlich für diese Website", "de"), ("Owner of this website", "en")])
def test_a_label_naming_who_runs_the_site_names_a_private_provider(label: str, lang: str) -> None:
    heading = "Impressum" if lang == "de" else "Imprint"
    record = parse_imprint(_page(f"<h1>{heading}</h1><p>{label}: Timo Jaspers<br>Lindenweg 4<br>79100 Freiburg</p>"))
    assert record["name"] == "Timo Jaspers"
    assert record["address"]["street"] == "Lindenweg 4"
    # (the owner of a website is no business owner: a private page)
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_lower_case_designation_before_its_owner_on_one_line_names_the_provider() -> None:
    record = parse_imprint(_page("<h2>Impressum</h2><h3>Verantwortlich für den Inhalt</h3>"
                                 "<p>kaffee bar, Jan Ott<br>Lindenweg 4<br>79100 Freiburg<br>Telefon: 0761 123456</p>"))
    assert record["name"] == "kaffee bar"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


@pytest.mark.parametrize("heading", ["Stadtplan", "Kartenmaterial", "Maps", "Illustrationen", "Texte", "Videos"])
def test_a_credit_heading_for_maps_texts_or_media_is_no_name(heading: str) -> None:
    record = parse_imprint(_page("<h2>Impressum</h2><p>kaffee bar<br>Lindenweg 4<br>79100 Freiburg<br>Telefon: 0761 123456</p>"
                                 f"<h3>{heading}</h3><p>www.freiburg.de</p>"))
    assert record["name"] is None
    assert record["address"]["street"] == "Lindenweg 4"


@pytest.mark.parametrize("street", ["Graeffstr. 3, Wnr. 029", "Lindenweg 4, Whg. 12", "Lindenweg 4 / Hinterhaus",
                                    "Lindenweg 4, Seitenflügel"])
def test_a_flat_or_back_building_after_the_house_number_stays_in_the_street(street: str) -> None:
    record = parse_imprint(_imprint(f"Jana Ott<br>{street}<br>50823 Köln<br>E-Mail: jana@ott-art.de"))
    assert record["address"] == {"street": street, "postal_code": "50823", "city": "Köln", "country": "DE"}


def test_a_seat_named_in_a_sentence_gives_the_street_without_the_phrase() -> None:
    record = parse_imprint(_imprint("Roth Bau GmbH<br>Die Gesellschaft mit Sitz am Kauffmannweg 14, 6003 Luzern"
                                    "<br>E-Mail: info@rothbau.ch"))
    assert record["address"] == {"street": "Kauffmannweg 14", "postal_code": "6003", "city": "Luzern", "country": "CH"}


def test_a_club_with_its_founding_year_after_the_form_and_an_erster_vorsitz() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><p>Anschrift</p><p>Radfahrer Club Lindau e.V. 1972</p><p>Im Forst 51</p>"
                                 "<p>51105 Köln</p><p>Vertreten durch</p><p>Erster Vorsitz</p><p>Dana Ott</p>"))
    assert record["name"] == "Radfahrer Club Lindau e.V. 1972"
    assert record["legal_form"] == "e.V."
    assert record["representatives"] == [{"name": "Dana Ott", "role": "chair_of_board"}]


def test_a_vat_label_cut_before_the_laws_name_is_no_name() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><p>Lindenweg 4<br>01936 Laußnitz<br>E-Mail: kontakt@ott-hunde.de</p>"
                                 "<p><strong>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz:</strong>"
                                 " DE239343460</p>"))
    assert record["name"] is None
    assert record["vat_id"] == "DE239343460"


def test_a_bold_lower_case_brand_line_over_the_owner_is_the_designation() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><h4>Angaben gemäß § 5 DDG</h4><p><strong>hundeschule ott</strong></p>"
                                 "<p>Inhaber: Herr Uwe Ott<br>Lindenweg 4<br>01936 Laußnitz</p>"))
    assert record["name"] == "hundeschule ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Uwe Ott", "role": "owner"}]


def test_a_possessive_designation_over_a_person_is_no_person() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><h2>Anbieter</h2><p>Mira's Charisma<br>Yasemin Ott<br>Hauptstraße 71"
                                 "<br>69469 Weinheim</p><h2>Steuernummer</h2><p>47010/19137</p>"))
    assert record["name"] == "Mira's Charisma"
    assert record["representatives"] == [{"name": "Yasemin Ott", "role": "owner"}]


@pytest.mark.parametrize("family", ["Familie Ott", "Geschwister Ott", "Eheleute Ott"])
def test_a_family_named_as_owner_is_no_person(family: str) -> None:
    record = parse_imprint(_imprint(f"Ott Hof<br>Inhaber: {family}<br>Oberbubach 1a<br>94439 Roßbach"))
    assert record["name"] == "Ott Hof"
    assert family not in [r["name"] for r in record["representatives"]]


@pytest.mark.parametrize("title", ["Mag.ᵃ", "Dr.ⁱⁿ"])
def test_an_austrian_female_title_with_a_superscript_ending_is_stripped(title: str) -> None:
    record = parse_imprint(_page(f"<h1>Impressum</h1><h2>{title} Susanne Ott</h2><p>Psychotherapeutin<br>"
                                 "Hannovergasse 16/3, 1200 Wien</p>"))
    assert record["name"] == "Susanne Ott"
    assert record["representatives"] == [{"name": "Susanne Ott", "role": "owner"}]


def test_a_trader_with_an_hra_entry_and_no_form_word_is_a_registered_merchant() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>Schreinerei Ott<br>Röntgenstraße 5"
                                 "<br>73730 Esslingen am Neckar</p><h2>Vertreten durch</h2><p>Jan Ott<br>Schreinermeister</p>"
                                 "<h2>Registereintrag</h2><p>Registergericht: Amtsgericht Stuttgart<br>Handelsregister: HRA 211909</p>"))
    assert record["legal_form"] == "e.K."
    assert record["register"] == {"country": "DE", "court": "Stuttgart", "number": "HRA 211909"}
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_the_name_repeated_below_with_an_activity_after_a_dash_is_a_business_cue() -> None:
    record = parse_imprint(_imprint("Jan Ott<br>Jan Ott - Verlegung von Fliesen, Platten und Mosaik<br>Obere Blatt 17"
                                    "<br>78253 Eigeltingen"))
    assert record["name"] == "Jan Ott"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


@pytest.mark.parametrize("activity", ["Seniorenbetreuung", "Sterbebegleitung", "Imkerei"])
def test_care_and_craft_words_make_an_activity_line(activity: str) -> None:
    record = parse_imprint(_imprint(f"Nina Ott<br>{activity}<br>Lindenallee 13<br>18147 Rostock"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert {"name": "Nina Ott", "role": "owner"} in record["representatives"]


@pytest.mark.parametrize(("firm", "heading", "line"), [
    ("Lombardi Sagl", "Persona autorizzata a rappresentare", "Marco Rossi, Gerente, con firma individuale"),
    ("Lemaire Sàrl", "Personnes autorisées à représenter", "Marco Rossi, associé gérant, signature individuelle")])
def test_an_italian_or_french_heading_of_the_authorised_representatives(firm: str, heading: str, line: str) -> None:
    record = parse_imprint(_page(f"<h1>Mentions légales</h1><p>{firm}<br>Via Cantonale 12<br>6900 Lugano</p>"
                                 f"<h2>{heading}</h2><p>{line}</p>"))
    assert record["representatives"] == [{"name": "Marco Rossi", "role": "managing_director"}]


@pytest.mark.parametrize("heading", ["Note legali", "Informazioni legali", "Informations légales"])
def test_italian_and_french_legal_notice_headings_open_an_imprint(heading: str) -> None:
    page = f"<html><body><main><h1>{heading}</h1><p>Lombardi Sagl<br>Via Cantonale 12<br>6900 Lugano</p></main></body></html>"
    assert parse_imprint(page)["name"] == "Lombardi Sagl"


@pytest.mark.parametrize("heading", ["Déclaration de protection des données", "Politique de confidentialité",
                                     "Protezione dei dati"])
def test_a_french_or_italian_privacy_heading_is_no_name(heading: str) -> None:
    record = parse_imprint(_page(f"<h1>Mentions légales</h1><p>Lindenweg 4<br>1003 Lausanne<br>E-Mail: info@ott.ch</p>"
                                 f"<h1>{heading}</h1><p>Cette déclaration explique quelles données nous collectons.</p>"))
    assert record["name"] is None


def test_a_labelled_firm_with_its_web_address_and_an_alleininhaber() -> None:
    record = parse_imprint(_imprint("Firma: Automarkt Lindau / www.automarkt-lindau.de<br>Rechtsform: Einzelunternehmen"
                                    "<br>Straße: Herrenlandstrasse 39<br>Ort: D-78315 Radolfzell</p>"
                                    "<p>Alleininhaber: Manfred Ott"))
    assert record["name"] == "Automarkt Lindau"
    assert record["address"] == {"street": "Herrenlandstrasse 39", "postal_code": "78315", "city": "Radolfzell",
                                 "country": "DE"}
    assert record["representatives"] == [{"name": "Manfred Ott", "role": "owner"}]


@pytest.mark.parametrize("lines", [("Straße: Lindenweg 4", "PLZ/Ort: 78315 Radolfzell"),
                                   ("Strasse: Lindenweg 4", "PLZ: 78315", "Ort: Radolfzell")])
def test_an_address_printed_as_form_fields(lines: tuple) -> None:
    record = parse_imprint(_imprint("Bäckerei Ott GmbH<br>" + "<br>".join(lines)))
    assert record["address"] == {"street": "Lindenweg 4", "postal_code": "78315", "city": "Radolfzell", "country": "DE"}


@pytest.mark.parametrize("group", ["Landjugend Lindau", "Kirchenchor Lindau", "Blaskapelle Lindau", "Skiclub Lindau"])
def test_a_group_named_like_a_person_is_no_person(group: str) -> None:
    record = parse_imprint(_imprint(f"{group}<br>88239 Wangen i.A.<br>E-Mail: info@lindau-gruppe.de</p>"
                                    "<p>Vertreten durch:<br>Vorstand<br>Nils Ott"))
    assert record["name"] == group
    assert record["legal_form"] is None
    assert record["representatives"] == [{"name": "Nils Ott", "role": "board_member"}]


@pytest.mark.parametrize("label", ["VERMIETER", "Ihre Gastgeberin"])
def test_a_holiday_rentals_landlord_heading_is_no_name(label: str) -> None:
    record = parse_imprint(_page(f"<h1>{label}</h1><p>Grundstücksgemeinschaft Ott<br>Schloßkulm 9a<br>07407 Uhlstädt</p>"
                                 "<footer>Schlosskulm Ferienwohnungen · Impressum</footer>"), "https://ferien.test/impressum")
    assert record["name"] == "Grundstücksgemeinschaft Ott"


def test_an_excluded_sub_section_does_not_end_its_excluded_section() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><p>Lisa Ott</p><p>Kontakt: über das Kontaktformular</p>"
                                 "<h3>Datenschutzerklärung</h3><h4>Kontaktformular</h4><p>Zweck: Bearbeitung von Anfragen</p>"
                                 "<h4>Google reCAPTCHA</h4><p>Anbieter: Google LLC, 1600 Amphitheatre Parkway, Mountain View</p>"))
    assert "Google" not in str(record)


@pytest.mark.parametrize("statement", ["Dies ist eine privat geführte Webseite.", "Eine rein private, nicht-kommerzielle Website.",
                                       "Es handelt sich um kein gewerbliches Angebot.", "This is a private website."])
def test_an_explicit_private_statement_outweighs_a_trade_word(statement: str) -> None:
    record = parse_imprint(_imprint(f"Lisa Ott<br>Fotografin<br>Lindenweg 4<br>79100 Freiburg</p><p>{statement}"))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Lisa Ott", None, [])


def test_the_privacy_parts_complaint_authority_is_no_business_cue() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><p>Lisa Ott<br>Lindenweg 4<br>79100 Freiburg</p>"
                                 "<h2>Ihre Rechte</h2><p>Auskunft, Berichtigung, Löschung<br>Beschwerderecht bei der Aufsichtsbehörde</p>"))
    assert (record["legal_form"], record["representatives"]) == (None, [])


@pytest.mark.parametrize("sentence", ["Ich arbeite als freie Fotografin in Freiburg und Umgebung.",
                                      "Als Heilpraktikerin biete ich Beratung und Behandlung an.",
                                      "Diese Website informiert über meine schriftstellerische Tätigkeit.",
                                      "Alle Preise verstehen sich inklusive Mehrwertsteuer.",
                                      "Ich biete Nachhilfe in Mathematik und Physik an."])
def test_a_trade_stated_in_running_text_is_a_business_cue(sentence: str) -> None:
    record = parse_imprint(_imprint(f"Lisa Ott<br>Lindenweg 4<br>79100 Freiburg</p><p>{sentence}"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Lisa Ott", "role": "owner"}]


def test_the_generators_liability_sentence_names_no_trade() -> None:
    record = parse_imprint(_imprint("Lisa Ott<br>Lindenweg 4<br>79100 Freiburg</p><p>Nach §§ 8 bis 10 TMG bin ich als "
                                    "Diensteanbieter jedoch nicht verpflichtet, übermittelte Informationen zu überwachen."))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_house_number_with_a_letter_range_keeps_the_address() -> None:
    record = parse_imprint(_imprint("Nordlicht GmbH<br>Lindenweg 4a-c<br>79100 Freiburg"))
    assert record["address"] == {"street": "Lindenweg 4a-c", "postal_code": "79100", "city": "Freiburg", "country": "DE"}


@pytest.mark.parametrize(("street", "town"), [("Route de Lausanne 12", "1400 Yverdon-les-Bains"),
                                              ("Via Cantonale 3", "6814 Lamone")])
def test_a_french_or_italian_street_with_a_four_digit_code_is_swiss(street: str, town: str) -> None:
    record = parse_imprint(_page(f"<h1>Impressum</h1><p>Nordlicht GmbH<br>{street}<br>{town}</p>"))
    assert record["address"]["country"] == "CH"


@pytest.mark.parametrize("line", ["Impressum – Nordlicht Media GmbH", "Rechtliche Angaben – Nordlicht Media GmbH",
                                  "Impressum | Nordlicht Media GmbH"])
def test_a_page_heading_before_the_firm_is_no_part_of_its_name(line: str) -> None:
    record = parse_imprint(_page(f"<h1>{line}</h1><p>Lindenweg 4<br>79100 Freiburg</p>"))
    assert record["name"] == "Nordlicht Media GmbH"


def test_a_swiss_group_with_a_president_and_no_form_word_names_no_form() -> None:
    # (its board by its offices shows a body, no legal form: conventions 57 and 351; a club word in the name does, below)
    record = parse_imprint(_imprint("Chor Harmonie Bern<br>Bahnhofplatz 5<br>3011 Bern<br>Präsidentin: Eva Keller"
                                    "<br>Vizepräsident: Hans Ott<br>Kassier: Peter Roth"))
    assert record["legal_form"] is None
    named = parse_imprint(_imprint("Chorverein Harmonie Bern<br>Bahnhofplatz 5<br>3011 Bern<br>Präsidentin: Eva Keller"))
    assert named["legal_form"] == "Verein"
    assert record["representatives"] == [{"name": "Eva Keller", "role": "president"},
                                         {"name": "Hans Ott", "role": "board_member"},
                                         {"name": "Peter Roth", "role": "board_member"}]


def test_a_privately_let_holiday_flat_is_a_private_page() -> None:
    record = parse_imprint(_imprint("Ferienwohnung Ott am See<br>Bahnhofstraße 32<br>88085 Langenargen</p>"
                                    "<p>Umsatzsteuer-ID: entfällt (Privatvermietung ohne Umsatzsteuerpflicht)"))
    assert (record["legal_form"], record["representatives"]) == (None, [])


@pytest.mark.parametrize("name", ["Herzog Ott Bibliothek", "Universitätsmedizin Lindau", "Stadtmuseum Lindau"])
def test_a_public_institution_with_a_vat_id_is_no_sole_trader(name: str) -> None:
    record = parse_imprint(_imprint(f"{name}<br>Lessingplatz 1<br>38304 Wolfenbüttel<br>Umsatzsteuer-ID: DE811255517</p>"
                                    "<p>Die Einrichtung wird vertreten durch ihren Direktor, Herrn Prof. Dr. Peter Ott"))
    assert record["name"] == name
    assert record["legal_form"] is None
    assert not any(r["role"] == "owner" for r in record["representatives"])


def test_an_english_provider_statement_heading_is_no_name() -> None:
    record = parse_imprint(_page("<h1>Imprint</h1><h2>Information in accordance with Section 5 TMG</h2>"
                                 "<p>Julian Ott<br>Paehlstr. 6 B<br>81377 Munich</p>"))
    assert record["name"] == "Julian Ott"


def test_a_spelt_out_unternehmergesellschaft_is_a_ug() -> None:
    record = parse_imprint(_imprint("6B Technik Unternehmergesellschaft (haftungsbeschränkt)<br>Dantestraße 39<br>"
                                    "80637 München<br>Geschäftsführer: Jan Ott"))
    assert record["legal_form"] == "UG"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "managing_director"}]


@pytest.mark.parametrize("heading", ["Vorstand des Clubs", "Geschäftsführung der Gesellschaft"])
def test_a_boards_heading_is_no_name(heading: str) -> None:
    record = parse_imprint(_page(f"<h1>Impressum</h1><p>{heading}</p><p>Präsident: Jan Ott</p>"
                                 "<p>Lindenweg 4<br>79576 Weil am Rhein</p>"))
    assert record["name"] != heading


@pytest.mark.parametrize("line", ["Tax-ID: DE 153059887", "Identifikationsnummer: DE153059887"])
def test_a_vat_id_under_any_label_is_a_business_cue(line: str) -> None:
    record = parse_imprint(_imprint(f"Responsible:<br>Mr. Martin Ott<br>Zum Blöcken 9<br>21775 Wanna</p><p>{line}"))
    assert record["vat_id"] == "DE153059887"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Martin Ott", "role": "owner"}]


@pytest.mark.parametrize("label", ["Executive Manager", "General Manager"])
def test_an_english_executive_or_general_manager_is_a_managing_director(label: str) -> None:
    record = parse_imprint(_page(f"<h1>Imprint</h1><p>Formation GmbH<br>Urbanstraße 71<br>10967 Berlin</p><p>{label}: Ian Ott</p>"))
    assert record["representatives"] == [{"name": "Ian Ott", "role": "managing_director"}]


@pytest.mark.parametrize("firm", ["Nordlicht GmbH", "AICT FlexCo"])
def test_the_inhaber_of_a_capital_company_is_a_shareholder_no_representative(firm: str) -> None:
    record = parse_imprint(_page(f"<h1>Impressum</h1><p><strong>{firm}</strong><br>Bruno-Marek-Allee 5<br>1020 Wien</p>"
                                 "<h2>Inhaber</h2><p>Alexander Ott, Felix Roth</p>"))
    assert record["representatives"] == []


def test_an_english_named_association_is_a_club_represented_by_its_board() -> None:
    record = parse_imprint(_page("<h1>Imprint</h1><h2>Media owner and publisher</h2><p><strong>DECK – Student Association "
                                 "for Card Games</strong><br>Weißenbachgasse 1<br>6410 Telfs</p><h2>Representation</h2>"
                                 "<p>Represented by: Tobias Ott</p>"))
    assert record["legal_form"] is None
    assert record["representatives"] == [{"name": "Tobias Ott", "role": "board_member"}]


def test_a_firm_after_a_trailing_c_o_is_the_host_not_the_provider() -> None:
    record = parse_imprint(_imprint("Arik Ott c/o<br>Purple Studio eG<br>Oberlandstr. 26<br>12099 Berlin<br>Email: info@ott.berlin"))
    assert record["name"] == "Arik Ott"
    assert record["legal_form"] is None
    assert record["address"]["street"] == "Oberlandstr. 26"


@pytest.mark.parametrize("expression", ["{translatedContent[lang].title}", "{abschnitt.titel}"])
def test_a_script_components_expression_is_no_name(expression: str) -> None:
    record = parse_imprint(_page(f"<h1>Impressum</h1><p><strong>{expression}</strong></p>"
                                 "<p>Simone Ott<br>Gibelmatte 21<br>6166 Hasle<br>E-Mail: info@ott-nook.ch</p>"))
    assert record["name"] == "Simone Ott"


def test_an_imprint_heading_inside_image_credits_does_not_cut_off_the_provider_above() -> None:
    record = parse_imprint(_page("<h2>Diese Internetseite wird betrieben von</h2><p>Silas Ott<br>Alte Rathausstraße 4"
                                 "<br>51545 Waldbröl<br>E-Mail: info@lindenhof-ott.de</p><h3>Bildernachweis</h3>"
                                 "<h4>Startseite</h4><p>Kreuz: Jan Roth bei Unsplash</p><h4>Impressum</h4>"
                                 "<p>Unterschrift: Eva Roth bei Unsplash</p><h3>Haftungshinweis</h3>"
                                 + "".join(f"<p>Satz {k} des Haftungshinweises.</p>" for k in range(8))),
                           "https://lindenhof.test/impressum")
    assert record["name"] == "Silas Ott"
    assert record["address"]["street"] == "Alte Rathausstraße 4"


@pytest.mark.parametrize("hyphen", ["\u2010", "\u2011", "\u2012"])
def test_a_typographic_hyphen_inside_a_uid_or_vat_number(hyphen: str) -> None:
    record = parse_imprint(_imprint(f"ACS Ott GmbH<br>Dorfstrasse 16<br>5272 Gansingen<br>MWSt{hyphen}NR. "
                                    f"CHE{hyphen}440.601.685 MWST"))
    assert record["vat_id"] == "CHE440601685MWST"
    assert record["register"] == {"country": "CH", "court": "-", "number": "CHE-440.601.685"}


@pytest.mark.parametrize("space", ["\u2009", "\u200a", "\u2002", "\u205f"])
def test_thin_and_other_unicode_spaces_are_spaces(space: str) -> None:
    record = parse_imprint(_imprint(f"Nordlicht GmbH<br>Lindenweg{space}4<br>79100{space}Freiburg<br>"
                                    f"Tel.:{space}0761{space}2876140"))
    assert record["address"] == {"street": "Lindenweg 4", "postal_code": "79100", "city": "Freiburg", "country": "DE"}
    assert record["phone"] == "+497612876140"


@pytest.mark.parametrize(("name", "town", "form"), [("Turnverein Altdorf e.V", "79100 Freiburg", "e.V."),
                                                    ("Nordlicht SAGL", "6900 Lugano", "GmbH")])
def test_form_words_spelt_without_a_stop_or_in_capitals(name: str, town: str, form: str) -> None:
    record = parse_imprint(_imprint(f"{name}<br>Lindenweg 4<br>{town}"))
    assert (record["name"], record["legal_form"]) == (name, form)


@pytest.mark.parametrize(("line", "person"), [("DI (FH) Jan Ott", "Jan Ott"), ("Ing. Mag. (FH) Jan Ott", "Jan Ott"),
                                              ("Jan Ott (M.A.)", "Jan Ott")])
def test_titles_with_a_spaced_fh_and_a_degree_in_parentheses_are_stripped(line: str, person: str) -> None:
    record = parse_imprint(_imprint(f"{line}<br>Architekt<br>Lindengasse 3<br>1070 Wien"))
    assert record["name"] == person
    assert record["representatives"] == [{"name": person, "role": "owner"}]


def test_a_first_name_and_a_surname_on_lines_of_their_own_are_one_name() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><p>Günter</p><p>Ott</p><p>Lindenweg 7</p><p>95119 Naila</p>"
                                 "<p>Steuernummer: 12/345/67890</p>"))
    assert record["name"] == "Günter Ott"
    assert record["representatives"] == [{"name": "Günter Ott", "role": "owner"}]


@pytest.mark.parametrize("label", ["Geschäftsführende", "Geschäftsführende Direktorin"])
def test_a_gender_neutral_or_directors_managing_label(label: str) -> None:
    record = parse_imprint(_imprint(f"Nordlicht gGmbH<br>Lindenweg 4<br>79100 Freiburg<br>{label}: Eva Roth"))
    assert record["representatives"] == [{"name": "Eva Roth", "role": "managing_director"}]


def test_a_ceo_in_a_german_ags_vorstand_list_is_a_board_member() -> None:
    record = parse_imprint(_imprint("Nordlicht AG<br>Lindenweg 4<br>79100 Freiburg<br>Vorstand: Eva Roth (CEO), Jan Ott (CFO)"))
    assert record["representatives"] == [{"name": "Eva Roth", "role": "board_member"},
                                         {"name": "Jan Ott", "role": "board_member"}]


@pytest.mark.parametrize("lines", ["Hauptplatz 5, 4020 Linz<br>ZVR-Zahl: 123456789", "Hauptplatz 5, 4020 Linz"])
def test_an_austrian_verein_is_no_swiss_one(lines: str) -> None:
    record = parse_imprint(_imprint(f"Medieninhaber: Verein Kulturforum Lindau<br>{lines}<br>Obfrau: Eva Roth"))
    assert record["address"]["country"] == "AT"
    assert record["legal_form"] is None
    assert record["representatives"] == [{"name": "Eva Roth", "role": "chair_of_board"}]


@pytest.mark.parametrize(("town", "country"), [("4331 Naarn", "AT"), ("3580 Horn", "AT"), ("9042 Speicher", "CH"),
                                               ("8253 Diessenhofen", "CH"), ("7000 Chur", "CH"), ("7000 Eisenstadt", "AT"),
                                               ("5400 Baden", "CH"), ("2500 Baden", "AT"), ("1010 Vienna", "AT")])
def test_a_four_digit_postal_code_and_its_town_tell_austria_from_switzerland(town: str, country: str) -> None:
    for street in ("Hauptstrasse 4", "Hauptstraße 4"):  # (whatever the spelling of the street)
        record = parse_imprint(_page(f"<h1>Impressum</h1><p>Nordlicht GmbH<br>{street}<br>{town}</p>"))
        assert record["address"]["country"] == country


def test_a_surname_that_is_also_a_word_of_estates_is_a_name() -> None:
    record = parse_imprint(_page("<h1>Impressum</h1><p><strong>Sebastian Hof</strong><br>9Bytes Webdesign (Einzelunternehmer)"
                                 "<br>Düsselthaler Str. 20<br>40211 Düsseldorf</p>"))
    assert record["name"] == "9Bytes Webdesign"
    assert record["representatives"] == [{"name": "Sebastian Hof", "role": "owner"}]


def test_a_name_line_is_no_owner_when_an_inhaber_line_names_someone_else() -> None:
    record = parse_imprint(_imprint("Ott Hof<br>Inhaber: Familie Ott<br>Oberbubach 1a<br>94439 Roßbach"
                                    "<br>Umsatzsteuer-ID: DE402519346"))
    assert record["name"] == "Ott Hof"
    assert record["representatives"] == []


def test_an_english_responsible_heading_stacked_under_the_provider_statement_names_the_provider() -> None:
    record = parse_imprint(_page("<h2>Information according to § 5 DDG:</h2>"
                                 "<h3>Responsible (according to Section 55 para. 2 RStV)</h3><p>Christian Ott</p>"
                                 "<h3>Contact:</h3><p>Christian Ott, 93059 Regensburg, GERMANY<br>"
                                 "Email: cwott.art (AT) hotmail (DOT) com</p>"), "https://ott.test/imprint")
    assert record["name"] == "Christian Ott"
    assert record["email"] == "cwott.art@hotmail.com"


@pytest.mark.parametrize("line", ["Webmaster: webmaster@agentur-x.de", "Presse: presse@nordlicht-bau.de",
                                  "Datenschutzbeauftragter: dsb@nordlicht-bau.de"])
def test_a_labelled_third_party_mailbox_is_not_the_operators(line: str) -> None:
    record = parse_imprint(_imprint(f"Nordlicht GmbH<br>Lindenweg 4<br>79100 Freiburg<br>Telefon: 0761 2876140<br>{line}"))
    assert record["email"] is None


def test_a_one_word_brand_over_a_whole_person_line_is_not_joined_to_it() -> None:
    record = parse_imprint(_imprint("Lichtblick<br>Anna Ott<br>Lindenweg 4<br>79100 Freiburg<br>Steuernummer: 12/345/67890"))
    assert record["name"] == "Lichtblick"
    assert record["representatives"] == [{"name": "Anna Ott", "role": "owner"}]


@pytest.mark.parametrize("bullet", ["– ", "- ", "* "])
def test_a_dash_or_star_typed_as_a_list_bullet_is_no_part_of_the_line(bullet: str) -> None:
    record = parse_imprint(_imprint("<br>".join(f"{bullet}{line}" for line in ("Nordlicht GmbH", "Lindenweg 4", "79100 Freiburg"))))
    assert record["name"] == "Nordlicht GmbH"
    assert record["address"] == {"street": "Lindenweg 4", "postal_code": "79100", "city": "Freiburg", "country": "DE"}


@pytest.mark.parametrize("line", ["Lindenweg 4 in 79100 Freiburg", "Lindenweg 4 - D 79100 Freiburg"])
def test_a_one_line_address_with_in_or_a_spaced_country_letter(line: str) -> None:
    record = parse_imprint(_imprint(f"Nordlicht GmbH<br>{line}"))
    assert record["address"] == {"street": "Lindenweg 4", "postal_code": "79100", "city": "Freiburg", "country": "DE"}


def test_a_besitzerin_is_the_owner_of_a_trading_name() -> None:
    record = parse_imprint(_imprint("Blumenhaus Ott<br>Besitzerin: Anna Ott<br>Lindenweg 4<br>79100 Freiburg"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Anna Ott", "role": "owner"}]


@pytest.mark.parametrize("line", ["Firmenbuchnr.: FN-512345a", "FN-512345a, Handelsgericht Wien"])
def test_an_austrian_register_number_with_a_hyphen_after_fn(line: str) -> None:
    record = parse_imprint(_imprint(f"Nordlicht GmbH<br>Lindengasse 4<br>1070 Wien<br>{line}"))
    assert record["register"] == {"country": "AT", "court": "-", "number": "FN 512345a"}
