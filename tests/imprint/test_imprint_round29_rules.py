"""Rules of the twenty-ninth parser round (issue 19), each from its own minimal page (names, places and
numbers made up).

The first rules widen the professions a provider line is read with (convention 12: a profession is a business
signal; convention 2: it is no part of the person's name). The words were not taken from corpus pages: they are
common German, Austrian and Swiss professions and trades, checked against the parser in three places of a
provider block (the line below the name, before the name, after it behind a comma).
"""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint
from companies.imprint.persons import person_name, strip_profession


def _imprint(block: str, title: str = "Impressum") -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body><main>'
            f"<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p>{block}"
            "<p>Telefon: 0761 123456<br>E-Mail: info@roth-web.de</p></main></body></html>").encode()


def _person(line: str, below: str = "") -> bytes:
    return _imprint(f"<p>{line}<br>{below}Lindenweg 5<br>79098 Freiburg</p>")


_OWNER = [{"name": "Anna Roth", "role": "owner"}]
# Professions and trades the parser did not know before this round (each failed at least one of the three places).
NEW_PROFESSIONS = [
    "Tierpsychologin", "Innenarchitektin", "Landschaftsarchitekt", "Humanenergetikerin", "Energetiker", "Tagesmutter",
    "Tagespflegeperson", "Doula", "Pianistin", "Komponist", "Tänzerin", "Choreografin", "Regisseur", "Filmemacherin",
    "Videograf", "Grafikerin", "Redakteurin", "Publizist", "Wirtschaftsprüferin", "Rechtsbeistand", "Handelsvertreter",
    "Versicherungsvertreterin", "Maklerin", "Hausverwalter", "Gutachterin", "Fußpflegerin", "Podologe", "Uhrmacherin",
    "Bäckerin", "Köchin", "Tierbetreuerin", "Hundefriseurin", "Astrologin", "Kartenlegerin", "Schamanin", "Tischlerin",
    "Schreinerin", "Steinmetzin", "Schlosserin", "Handwerkerin", "Kunsthandwerker", "Einzelhandelskauffrau",
    "Reiseverkehrskaufmann", "Lohnbuchhalterin", "Systemadministrator", "Detektivin", "Berufsbetreuerin",
    "Hufschmied", "Bergführer", "Wanderführerin", "Stadtführerin", "Reiseleiterin", "Tourguide", "Gastronomin",
    "Hotelier", "Wirtin", "Coach",
]


@pytest.mark.parametrize("word", NEW_PROFESSIONS)
def test_a_profession_around_the_providers_name_makes_a_sole_trader(word: str) -> None:
    for page in (_person("Anna Roth", f"{word}<br>"), _person(f"{word} Anna Roth"), _person(f"Anna Roth, {word}")):
        record = parse_imprint(page)
        assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", "Einzelunternehmen", _OWNER), word


@pytest.mark.parametrize("line", ["Anna Roth", "Anna Roth<br>Vermieterin", "Anna Roth<br>Erzieherin"])
def test_a_person_without_a_trade_stays_a_private_person(line: str) -> None:
    # (the controls: no profession; a holiday rental's landlady, convention 12; an employee's job)
    record = parse_imprint(_person(line))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", None, [])


@pytest.mark.parametrize("line", [
    "Freie Fotografin Anna Roth", "Freischaffende Künstlerin Anna Roth", "Personal Trainerin Anna Roth",
    "IT-Beraterin Anna Roth", "Lebens- und Sozialberaterin Anna Roth", "Fachärztin für Allgemeinmedizin Anna Roth",
    "Fachärztin für Innere Medizin Anna Roth", "Anna Roth, IT-Beraterin", "Anna Roth, Kfz-Mechanikerin",
])
def test_a_profession_of_several_words_is_stripped_from_the_name(line: str) -> None:
    # an adjective, a field or a speciality before the profession; a compound profession after a comma
    assert person_name(line) == "Anna Roth" and strip_profession(line) == "Anna Roth"
    record = parse_imprint(_person(line))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", "Einzelunternehmen", _OWNER)


@pytest.mark.parametrize("line", ["Freie Waldorfschule Rosenheim", "Fachärztin für Allgemeinmedizin", "Lebens- und Sozialberatung"])
def test_a_profession_without_a_person_after_it_names_nobody(line: str) -> None:
    assert person_name(line) is None


@pytest.mark.parametrize("designation", ["Pension Lindenhof", "Café Lindenhof", "Restaurant Lindenhof", "Pizzeria Roma"])
def test_a_hospitality_designation_over_its_owner_is_a_sole_traders(designation: str) -> None:
    # a guest house's or a restaurant's name over the person who runs it (conventions 17 and 91)
    record = parse_imprint(_person(designation, "Anna Roth<br>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (designation, "Einzelunternehmen", _OWNER)


@pytest.mark.parametrize("name", ["Jugend Hilft e.V.i.G.", "Jugend Hilft e.V. i.G.", "Jugend Hilft e.V. in Gründung"])
def test_a_club_in_formation_has_no_form_yet(name: str) -> None:
    # "in Gründung": not yet in the register, so no e.V. (convention 348); the name stays as printed
    block = f"<p>{name}<br>Lindenweg 5<br>14513 Teltow</p><p>Vertreten durch:</p><p>Jan Ott<br>Eva Roth</p>"
    record = parse_imprint(_imprint(block))
    assert record["name"] == name and record["legal_form"] is None
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"}, {"name": "Eva Roth", "role": "board_member"}]


def test_a_registered_club_keeps_its_form() -> None:
    # (the control)
    record = parse_imprint(_imprint("<p>Jugend Hilft e.V.<br>Lindenweg 5<br>14513 Teltow</p><p>Vertreten durch: Jan Ott</p>"))
    assert record["name"] == "Jugend Hilft e.V." and record["legal_form"] == "e.V."


def _partly_filled(street: str) -> bytes:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><h1>Impressum</h1>'
            f"<p>[Ihr Vorname und Nachname]<br>Praxis Federleicht<br>{street}<br>9562 Märwil<br>Schweiz</p>"
            "<p><b>Kontakt:</b></p><p>E-Mail: [Ihre E-Mail-Adresse]</p></main></body></html>").encode()


def test_a_partly_filled_template_keeps_its_name_over_its_town() -> None:
    # the street and the mailbox left as the template's fields; the name and the town are real (convention 10)
    record = parse_imprint(_partly_filled("[Ihre Strasse und Hausnummer]"))
    assert record["name"] == "Praxis Federleicht"
    assert record["address"] is None and record["email"] is None


def test_a_name_with_nothing_under_it_is_still_no_imprint() -> None:
    # (the control: no town below the name; a bare name confirms nothing)
    record = parse_imprint(_partly_filled("[Ihre Strasse und Hausnummer]").replace(b"<br>9562 M\xc3\xa4rwil", b""))
    assert record["name"] is None


@pytest.mark.parametrize("heading", ["Organiser", "Organizer", "Veranstalterin"])
def test_an_organisers_heading_is_no_name(heading: str) -> None:
    # an event's imprint: the heading says what the person below it is
    block = (f"<h2>{heading}</h2><p><b>Anna Roth</b><br>Albertgasse 34/4<br>1080 Vienna, Austria<br>"
             "Email: anna@roth-mail.at</p><h2>Nature of the event</h2><p>A private gathering of invited guests.</p>")
    record = parse_imprint(f'<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1>{block}</main></body></html>')
    assert record["name"] == "Anna Roth"


@pytest.mark.parametrize("heading", ["Diese Website wird betrieben von", "DIESE WEBSITE WIRD BETRIEBEN VON"])
def test_a_provider_sentence_as_a_heading_in_capitals_is_no_name(heading: str) -> None:
    block = f"<h4>{heading}</h4><p>Jugend Hilft e.V.i.G.</p><p>Lindenweg 5</p><p>14513 Teltow</p><h4>Vertreten durch</h4><p>Jan Ott</p>"
    record = parse_imprint(f'<html><head><title>Impressum</title></head><body><main><h3>Impressum</h3>{block}</main></body></html>')
    assert record["name"] == "Jugend Hilft e.V.i.G."


def test_the_register_named_with_its_town_after_unter_is_that_towns_court() -> None:
    block = ("<p>Flussfreunde e.V.<br>Lindenweg 5<br>39539 Havelberg</p><p>Vertreten durch: Eva Roth (Vorstand)</p>"
             "<p><b>Registereintrag</b><br>Eintragung im Vereinsregister unter Stendal<br>Registernummer: VR 5051</p>")
    record = parse_imprint(_imprint(block))
    assert record["register"] == {"country": "DE", "court": "Stendal", "number": "VR 5051"}


@pytest.mark.parametrize(("line", "street"), [
    ("Harbatshofen 10 ½", "Harbatshofen 10 ½"),  # a fraction of a house number
    ("Lindenweg 35, Postfach 19", "Lindenweg 35"),  # a post-office box after the street
    ("c/o Lindenweg 7", "Lindenweg 7"),  # nobody between the c/o and the street
])
def test_the_street_line_forms_of_real_pages(line: str, street: str) -> None:
    record = parse_imprint(_person("Anna Roth", f"Fotografin<br>{line}<br>").replace(b"Lindenweg 5<br>", b""))
    assert record["address"] == {"street": street, "postal_code": "79098", "city": "Freiburg", "country": "DE"}


def test_a_post_office_box_alone_is_still_no_street() -> None:
    # (the control: a box and no street)
    record = parse_imprint(_person("Anna Roth", "Fotografin<br>Postfach 19<br>").replace(b"Lindenweg 5<br>", b""))
    assert record["address"] is None


def test_a_person_under_represented_by_is_no_provider_in_one_line_paragraphs() -> None:
    # each line its own paragraph, the labels bold: the run of name lines above the street stops at "vertreten durch
    # …:", and the person under it is the group's representative, not the provider
    lines = ["<b>Angaben gemäß § 5 TMG:</b>", "<b>Aktive Nachbarschaft Lindenhof</b>", "<b>vertreten durch den Ansprechpartner:</b>",
             "Jan Ott", "c/o Lindenweg 7", "52074 Aachen", "<b>Kontakt:</b>", "E-Mail: info@nachbarschaft-lindenhof.de"]
    page = "".join(f"<p>{line}</p>" for line in lines)
    record = parse_imprint(f"<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1>{page}</main></body></html>")
    assert record["name"] == "Aktive Nachbarschaft Lindenhof" and record["legal_form"] is None
    assert record["address"] == {"street": "Lindenweg 7", "postal_code": "52074", "city": "Aachen", "country": "DE"}


def test_a_designation_before_an_em_dash_and_inhaber_loses_the_dash() -> None:
    record = parse_imprint(_imprint("<h2>Anbieter</h2><p>PhysioWerk — Inhaber Jan Ott<br>Lindenweg 5<br>34246 Vellmar</p>"))
    assert record["name"] == "PhysioWerk" and record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_list_of_crafts_below_a_master_is_no_designation() -> None:
    # "Maler- und Anstreicher" describes the trade of the master above it (an Austrian sole trader: no form)
    block = "<p><b>Malermeister Jan Ott</b><br>Maler- und Anstreicher<br>Canisiusweg 35<br>6020 Innsbruck<br>Österreich</p>"
    record = parse_imprint(_imprint(block).replace("§ 5 DDG".encode(), "§ 5 ECG".encode()))
    assert record["name"] == "Jan Ott" and record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_legal_form_heading_over_its_value() -> None:
    block = ("<p>Tischtennisclub Lindenhof<br>Lindenweg 5<br>8200 Schaffhausen<br>Schweiz</p><p>E-Mail: info@ttc-lindenhof.ch</p>"
             "<h2>Rechtsform</h2><p>Verein nach Art. 60 ff. ZGB, gegründet 1975.</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Tischtennisclub Lindenhof" and record["legal_form"] == "Verein"


def test_a_clubs_short_form_after_its_name_label_is_no_part_of_the_name() -> None:
    block = "<p>Vereinsname: Alpsicher – Verein zur Förderung der Sicherheit kurz: Alpsicher</p><p>ZVR-Zahl: 1234567890</p>"
    record = parse_imprint(_imprint(block + "<p>Vereinssitz: Villach</p><p>E-Mail: office@alpsicher.at</p>"))
    assert record["name"] == "Alpsicher – Verein zur Förderung der Sicherheit"


def test_the_owner_named_again_as_managing_director_stays_the_owner() -> None:
    # "Inhaber:" and "Geschäftsführer:" name the same person: her own shop, no company whose form is not printed
    block = ("<p>Inhaber:<br>Anna Roth<br>Lindenweg 5<br>10585 Berlin</p><p>Umsatz-ID Nummer: DE325805749</p>"
             "<p>Geschäftsführer: Anna Roth</p><p>E-Mail: kontakt@roth-shop.de</p>")
    record = parse_imprint(_imprint(block))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", "Einzelunternehmen", _OWNER)


def test_another_managing_director_than_the_owner_still_means_a_company() -> None:
    # (the control)
    block = ("<p>Inhaber:<br>Anna Roth<br>Lindenweg 5<br>10585 Berlin</p><p>Umsatz-ID Nummer: DE325805749</p>"
             "<p>Geschäftsführer: Jan Ott</p><p>E-Mail: kontakt@roth-shop.de</p>")
    record = parse_imprint(_imprint(block))
    assert record["legal_form"] != "Einzelunternehmen"


def _swiss(firm: str, rep: str) -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><h1>Impressum</h1>'
            f"<p>{firm}<br>Bahnhofstrasse 12<br>8001 Zürich<br>Schweiz</p><p>{rep}</p><p>E-Mail: info@roth-ag.ch</p>"
            "<p>UID: CHE-123.456.789</p></main></body></html>").encode()


@pytest.mark.parametrize(("firm", "rep", "expected"), [
    ("Roth Conseil SA", "Représentée par : Anna Roth, présidente du conseil d'administration", ("Anna Roth", "president")),
    ("Roth Consulenze SA", "Rappresentata da: Anna Roth, presidente del consiglio di amministrazione", ("Anna Roth", "president")),
    ("Roth Conseil SA", "Personnes autorisées à représenter la société : Anna Roth, administratrice", ("Anna Roth", "board_member")),
    ("Genossenschaft Lindenhof", "Präsidentin der Verwaltung: Anna Roth", ("Anna Roth", "president")),
    ("Roth Schreinerei", "Titolare: Anna Roth", ("Anna Roth", "owner")),
    ("Roth Schreinerei", "Propriétaire : Anna Roth", ("Anna Roth", "owner")),
    ("Roth Consulting GmbH", "Vertreten durch: Anna Roth, Gesellschafterin und Geschäftsführerin", ("Anna Roth", "managing_director")),
])
def test_swiss_representatives_in_three_languages(firm: str, rep: str, expected: tuple[str, str]) -> None:
    record = parse_imprint(_swiss(firm, rep))
    assert [(r["name"], r["role"]) for r in record["representatives"]] == [expected]


def test_a_shareholder_alone_is_still_no_representative() -> None:
    # (the control: a GmbH's Gesellschafterin, CONTRACT section 7)
    record = parse_imprint(_swiss("Roth Consulting GmbH", "Gesellschafterin: Anna Roth"))
    assert record["representatives"] == []


@pytest.mark.parametrize("line", ["Hauptstraße 5, Stiege 2, Top 7", "Hauptstraße 5, Top 7"])
def test_an_austrian_stair_and_door_after_commas_stay_in_the_street(line: str) -> None:
    block = f"<p>Offenlegung gemäß § 25 MedienG</p><p>Roth Consulting GmbH<br>{line}<br>8010 Graz</p><p>FN 123456a</p>"
    record = parse_imprint(f'<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1>{block}</main></body></html>')
    assert record["address"] == {"street": line, "postal_code": "8010", "city": "Graz", "country": "AT"}


def _portfolio(header: str, footer: str = "") -> bytes:
    return ('<html><head><meta charset="utf-8"><title>Impressum | Jan Ott</title></head><body>'
            f'<header><a href="/">Projekte</a> <a href="mailto:{header}">{header}</a></header><main><h1>Impressum</h1>'
            "<h2>Offenlegung gemäß § 5 ECG</h2><p>Name: Jan Ott<br>Anschrift: 1130 Wien, Lindengasse 9</p>"
            f"<h2>Zweck der Website</h2><p>Ein privates Portfolio.</p></main><footer>{footer}</footer></body></html>").encode()


def test_the_one_mail_address_of_the_site_header_is_the_operators() -> None:
    # the imprint prints none; the site's header prints one (a mail icon's link), and the page no other
    assert parse_imprint(_portfolio("jan.ott@mail-box.at"))["email"] == "jan.ott@mail-box.at"


def test_a_header_address_beside_another_address_on_the_page_is_not_taken() -> None:
    # (the control: the footer prints the agency's: which one is the operator's is not known)
    record = parse_imprint(_portfolio("jan.ott@mail-box.at", "<p>Webdesign: hallo@agentur-x.at</p>"))
    assert record["email"] is None


@pytest.mark.parametrize("line", ["Lindenweg 23, A", "Lindenweg 23, D"])
def test_a_country_letter_cut_from_the_postal_line_ends_no_street(line: str) -> None:
    # "Grassmayrstrasse 23, A" / "6020 Innsbruck": the "A-" of the postal line below, cut by the line break
    block = f"<p>Informationspflicht laut § 5 E-Commerce-Gesetz</p><p>Anna Roth<br>{line}<br>6020 Innsbruck<br>Österreich</p>"
    record = parse_imprint(f'<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1>{block}</main></body></html>')
    assert record["address"] == {"street": "Lindenweg 23", "postal_code": "6020", "city": "Innsbruck", "country": "AT"}


def test_a_register_court_misspelt_amtgericht() -> None:
    block = ("<p>Freiraum Lindenhof e.V.<br>Lindenweg 5<br>76131 Karlsruhe</p><p>Vertreten durch den Vorstand: Eva Roth</p>"
             "<p>Registergericht: Amtgericht Karlsruhe<br>Registernummer: VR 1617</p>")
    assert parse_imprint(_imprint(block))["register"] == {"country": "DE", "court": "Karlsruhe", "number": "VR 1617"}


def test_an_abbot_as_a_clubs_chair_is_named_without_his_office() -> None:
    block = ("<p>Lindenhofer Konzerte e.V.<br>Lindenweg 5<br>82069 Schäftlarn</p>"
             "<p>Vorstand:<br>Abt Petrus Roth (Vorsitzender)<br>Eva Ott (Schatzmeisterin)</p><p>Amtsgericht München VR 1234</p>")
    record = parse_imprint(_imprint(block))
    assert record["representatives"] == [{"name": "Petrus Roth", "role": "chair_of_board"}, {"name": "Eva Ott", "role": "board_member"}]


def test_a_health_carriers_institution_code_is_a_business_signal() -> None:
    # a midwife's or therapist's "IK" number (Institutionskennzeichen) bills the health insurers: a practice
    record = parse_imprint(_person("Anna Roth").replace(b"</main>", b"<p>IK: 451607857</p></main>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", "Einzelunternehmen", _OWNER)


def test_a_firm_name_label_beside_a_persons_name_label() -> None:
    block = ("<p>Vorname und Nachname: Anna Roth<br>Firmenname: Roth Hypnose<br>Adresse: Eigerstrasse 56, 3007 Bern, Schweiz<br>"
             "E-Mail-Adresse: anna@roth-hypnose.ch</p>")
    record = parse_imprint(_imprint(block))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Roth Hypnose", "Einzelunternehmen", _OWNER)


def test_a_private_not_commercial_project_stays_private_beside_a_vat_heading() -> None:
    block = ("<p>Anna Roth<br>Lindenweg 5<br>49413 Dinklage</p><h2>Umsatzsteuer</h2>"
             "<p>Die App wird als privates, nicht gewerbliches Projekt betrieben. Eine Umsatzsteuer-ID liegt nicht vor.</p>")
    record = parse_imprint(_imprint(block))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", None, [])


def test_the_municipalitys_mayor_is_no_sign_of_a_business() -> None:
    # a village site of a private person that notes who represents the municipality
    block = ("<p>Anna Roth<br>Lindenweg 5<br>36211 Alheim</p><p>Die Gemeinde Alheim ist Körperschaft des Öffentlichen Rechts. "
             "Sie wird vertreten durch den Bürgermeister Dr. Jan Ott.</p>")
    record = parse_imprint(_imprint(block))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", None, [])


def test_a_language_versions_heading_and_a_privacy_heading_are_no_names() -> None:
    # a page of an e-mail address only, in two language versions: no name at all
    block = ("<h3>Deutsche Version</h3><p>Sie erreichen mich per E-Mail: ich(at)roth-web(dot)de</p>"
             "<h4>Datenschuts &amp; Privatsphäre</h4><p>Diese Seite benutzt keine Cookies.</p>"
             "<h3>English Version</h3><p>Write to ich(at)roth-web(dot)de.</p>")
    html = f'<html><head><title>Impressum</title></head><body><main><h2>Impressum / Contact</h2>{block}</main></body></html>'
    assert parse_imprint(html)["name"] is None


def test_a_mail_address_after_the_stated_responsible_person_is_no_part_of_the_name() -> None:
    html = ('<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1><p>Dies sind die Seiten der Schiedsrichter '
            "des Tischtennisverbands.</p><p>Verantwortlich für die Webseite ist Jan Ott jan@ott-mail.de</p></main></body></html>")
    record = parse_imprint(html)
    assert record["name"] == "Jan Ott" and record["email"] == "jan@ott-mail.de"


def test_a_sample_vat_id_and_a_counting_phone_mark_the_pages_numbers_as_samples() -> None:
    # a partly filled template: the firm, its street and mailbox are real; register, phone and VAT id the template's
    # (a counting-digit register number beside a sample VAT id alone stays: test_imprint_generalised_rules)
    block = ("<p>Roth Bedachungen GmbH &amp; Co. KG<br>Industriestraße 42<br>52511 Geilenkirchen</p>"
             "<p>Persönlich haftende Gesellschafterin: Roth Verwaltungs GmbH<br>Geschäftsführer: Jan Roth</p>"
             "<p>Telefon: +49 2451 12345<br>E-Mail: info@roth-bedachungen.de</p>"
             "<p>Registergericht: Amtsgericht Aachen<br>Registernummer: HRA 12345</p><p>USt-IdNr.: DE 123 456 789</p>")
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Roth Bedachungen GmbH & Co. KG" and record["email"] == "info@roth-bedachungen.de"
    assert (record["register"], record["phone"], record["vat_id"]) == (None, None, None)


def test_a_real_vat_id_leaves_a_register_number_of_counting_digits() -> None:
    # (the control: "a German HRB 12345 alone is not enough to drop it", nor beside a real VAT id)
    block = ("<p>Roth Software GmbH<br>Lindenweg 5<br>52511 Geilenkirchen</p><p>Geschäftsführer: Jan Roth</p>"
             "<p>Registergericht: Amtsgericht Aachen<br>Registernummer: HRB 12345</p><p>USt-IdNr.: DE 281 734 519</p>")
    assert parse_imprint(_imprint(block))["register"] == {"country": "DE", "court": "Aachen", "number": "HRB 12345"}


def _practice(title: str, below: str = "regulative BeHANDlung") -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body><header><a href="/">Roth Praxis</a></header>'
            f"<main><h1>Impressum</h1><h2>Anbieterkennzeichnung</h2><p>Anna Roth<br>{below}<br>Hauptstraße 3<br>92278 Illschwang</p>"
            "<p>E-Mail: anna.roth@t-online.de</p><h2>Berufsbezeichnung</h2><p>Heilpraktikerin</p>"
            "<h2>Berufsverbandsmitgliedschaft</h2><p>Bund Deutscher Heilpraktiker BDH e.V.<br>Mitgliedsnummer: 103736</p></main></body></html>").encode()


def test_the_line_below_the_person_that_the_title_prints_as_the_sites_name_is_her_designation() -> None:
    record = parse_imprint(_practice("Impressum – Regulative BeHANDlung"))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("regulative BeHANDlung", "Einzelunternehmen", _OWNER)


def test_a_professional_associations_membership_section_names_no_provider() -> None:
    # (and without the title the line below is no designation: the person is the name)
    record = parse_imprint(_practice("Impressum"))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Roth", "Einzelunternehmen", _OWNER)


def test_an_underscore_between_the_area_code_and_the_number() -> None:
    block = "<p>Roth Zahntechnik GmbH<br>Lindenweg 5<br>74074 Heilbronn</p><p>Telefon 0 71 39_45 66 66<br>Telefax 0 71 39_45 66 67</p>"
    assert parse_imprint(_imprint(block.replace("<p>Telefon", "<p>Geschäftsführer: Jan Roth</p><p>Telefon")))["phone"] == "+497139456666"


def test_a_mustermail_mailbox_on_a_template_is_a_sample() -> None:
    block = "<p>Max Mustermann<br>Musterstraße 12<br>12345 Musterstadt</p><p>E-Mail: mail@mustermail.com</p>"
    assert parse_imprint(_imprint(block))["email"] is None


def test_a_sentence_that_ends_in_its_article_is_no_head_of_the_firm_below() -> None:
    # "X ist ein Angebot der" / "Y GmbH": the firm is the provider, the sentence no part of its name
    block = ("<p>Roth-Hilfe ist ein Angebot der<br><b>Roth Service GmbH</b><br>Lindenweg 5<br>80689 München</p>"
             "<p><b>Geschäftsführer:</b><br>Jan Roth</p>")
    assert parse_imprint(_imprint(block))["name"] == "Roth Service GmbH"
