"""Rules of the thirty-fifth parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the probes written blind for the conventions of rounds 29 to 32
(``convention_probes/probes_8.py`` to ``probes_10.py``) and from the tuning pages among the real pages of round 33; each
test below fails on the parser before the round, and its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_two_house_numbers_joined_by_a_plus() -> None:
    """Conventions 5 and 1052: "Greifswalder Str. 88A+90" is one street with two house numbers, as printed."""
    block = "<p>Spreedruck Verwaltung GmbH<br>{street}<br>10409 Berlin</p><p>E-Mail: post@spreedruck.de</p>"
    got = parse_imprint(_page(block.format(street="Kollwitzweg 88A+90")))["address"]
    assert got == {"street": "Kollwitzweg 88A+90", "postal_code": "10409", "city": "Berlin", "country": "DE"}
    # control: a range with a dash was read before
    assert parse_imprint(_page(block.format(street="Kollwitzweg 88-90")))["address"]["street"] == "Kollwitzweg 88-90"


def test_a_court_town_in_capitals_after_the_number() -> None:
    """Conventions 41 and 1121: "Registernummer: VR2864 FULDA": the town after the number is the court, as printed; three
    capitals are a court's abbreviation ("HRB 4471 BHV"), no town."""
    block = "<p>bytewerk e.V.<br>Heinrichstraße 18<br>36037 Fulda</p><p>Registernummer: {entry}</p>"
    assert parse_imprint(_page(block.format(entry="VR2864 FULDA")))["register"] == {"country": "DE", "court": "FULDA", "number": "VR 2864"}
    assert parse_imprint(_page(block.format(entry="VR 2864 BHV")))["register"] is None
    # control: the town in its usual spelling
    assert parse_imprint(_page(block.format(entry="VR 2864 Fulda")))["register"] == {"country": "DE", "court": "Fulda", "number": "VR 2864"}


def test_a_register_named_with_berlin_charlottenburg_before_the_number() -> None:
    """CONTRACT section 7 and convention 1033: "Handelsregister Berlin Charlottenburg, HRB 204815 B": court Charlottenburg."""
    block = "<p>Offene Werkstatt GmbH<br>Wrangelstraße 66<br>10997 Berlin</p><p>{entry}</p>"
    expected = {"country": "DE", "court": "Charlottenburg", "number": "HRB 204815"}
    assert parse_imprint(_page(block.format(entry="Handelsregister Berlin Charlottenburg, HRB 204815 B")))["register"] == expected
    # control: with a colon, as read before
    assert parse_imprint(_page(block.format(entry="Handelsregister Berlin Charlottenburg: HRB 204815 B")))["register"] == expected


def test_a_firm_whose_second_line_is_an_attribute_and_its_form() -> None:
    """Conventions 2 and 1033: "Institute for Open Tools" / "gemeinnützige GmbH": one name over two lines."""
    block = "<p>Institute for Open Tools<br>{form}<br>Wrangelstraße 66<br>10997 Berlin</p>"
    assert parse_imprint(_page(block.format(form="gemeinnützige GmbH"), "Imprint"))["name"] == "Institute for Open Tools gemeinnützige GmbH"
    assert parse_imprint(_page(block.format(form="gemeinnuetzige GmbH"), "Imprint"))["name"] == "Institute for Open Tools gemeinnuetzige GmbH"
    # control: the form alone on the second line
    assert parse_imprint(_page(block.format(form="GmbH"), "Imprint"))["name"] == "Institute for Open Tools GmbH"


def test_a_w_idnr_the_page_states_is_its_vat_id_too() -> None:
    """Convention 1014: "W-IdNr: DE…" / "Dies ist auch Ihre Umsatzsteuer-Identifikationsnummer": the VAT id; a W-IdNr alone
    is none (CONTRACT section 7)."""
    block = "<p><strong>Paul Rode</strong><br>Weender Straße 61<br>37075 Göttingen</p><p>W-IdNr: DE318274605{note}</p>"
    assert parse_imprint(_page(block.format(note="<br>Dies ist auch Ihre Umsatzsteuer-Identifikationsnummer nach § 27a UStG.")))["vat_id"] == "DE318274605"
    assert parse_imprint(_page(block.format(note="")))["vat_id"] is None


def test_professions_in_the_plural_are_a_business_cue() -> None:
    """Convention 1020: "Berufsbezeichnungen: Mediatorin, Coach" under a person: she runs a business as its
    owner, as under "Berufsbezeichnung"."""
    block = "<p><strong>Dora Kampf</strong><br>{label}: Mediatorin, Coach<br>Bielefelder Straße 58<br>32756 Detmold</p>"
    got = parse_imprint(_page(block.format(label="Berufsbezeichnungen")))
    assert (got["legal_form"], got["representatives"]) == ("Einzelunternehmen", [{"name": "Dora Kampf", "role": "owner"}])
    # control: the singular
    assert parse_imprint(_page(block.format(label="Berufsbezeichnung")))["legal_form"] == "Einzelunternehmen"


def test_the_countrys_code_after_the_town_is_no_part_of_it() -> None:
    """Conventions 28 and 1321 (1686): "Dornacherstrasse 192, 4053 Basel CH": city Basel; a canton's code stays ("Wil ZH",
    convention 5)."""
    block = "<h2>Polytec GmbH</h2><p>Dornacherstrasse 192, 4053 Basel {code}</p><p>E-Mail: info@polytec.ch</p>"
    assert parse_imprint(_page(block.format(code="CH")))["address"]["city"] == "Basel"
    assert parse_imprint(_page(block.format(code="BS")))["address"]["city"] == "Basel BS"


def test_an_office_row_below_the_represented_by_row() -> None:
    """Convention 1322 (1687): "Represented by: Tobi Lauer" / "Role: Chair": the chair of the association's board."""
    block = ("<p><strong>DICE – Student Association for Card Games</strong><br>Weißenbachgasse 1<br>6410 Telfs</p>"
             "<h2>Representation</h2><p>Represented by: Tobi Lauer<br>{office}</p>")
    got = parse_imprint(_page(block.format(office="Role: Chair"), "Imprint", "<h1>Imprint</h1>"))["representatives"]
    assert got == [{"name": "Tobi Lauer", "role": "chair_of_board"}]
    # control: without the office row he is a board member, as before
    got = parse_imprint(_page(block.format(office=""), "Imprint", "<h1>Imprint</h1>"))["representatives"]
    assert got == [{"name": "Tobi Lauer", "role": "board_member"}]


def test_a_number_of_the_vat_form_under_a_tax_number_label() -> None:
    """Conventions 43, 50 and 1258 (1618): "Steuer-Nr.: DE180188108": a number of the VAT id's form is the VAT id whatever
    its label; a tax number of its own form stays none."""
    block = "<h2>ALPWERK</h2><p>Ralf Hinze<br>Klosterstraße 34<br>79777 Ühlingen</p><p>Steuer-Nr.: {number}</p>"
    assert parse_imprint(_page(block.format(number="DE180188108")))["vat_id"] == "DE180188108"
    assert parse_imprint(_page(block.format(number="09/123/45678")))["vat_id"] is None


def test_paid_services_the_operator_provides_are_a_business_cue() -> None:
    """Convention 1307 (1669): a person's block and the privacy part's "Zur Erbringung kostenpflichtiger Leistungen werden
    von uns zusätzliche Daten erfragt": she runs a business, as its owner."""
    block = ("<p>Brankovic Vera<br>Bahnstrasse 9b<br>9323 Steinach</p><h1>Datenschutzerklärung</h1>"
             "<h2>{heading}</h2><p>{text}</p>")
    paid = block.format(heading="Erbringung kostenpflichtiger Leistungen",
                        text="Zur Erbringung kostenpflichtiger Leistungen werden von uns zusätzliche Daten erfragt, wie z.B. Zahlungsangaben.")
    got = parse_imprint(_page(paid))
    assert (got["legal_form"], got["representatives"]) == ("Einzelunternehmen", [{"name": "Brankovic Vera", "role": "owner"}])
    # control: a privacy part without it: a private person's page
    assert parse_imprint(_page(block.format(heading="SSL-Verschlüsselung", text="Diese Seite nutzt SSL.")))["legal_form"] is None


def test_a_copyright_lines_year_is_no_part_of_the_firm() -> None:
    """Conventions 2 and 1271 (1631, as a home page's footer): "BEGO Reinigung GmbH" over its street, then "© 2026 BEGO
    Reinigung GmbH. Alle Rechte vorbehalten.": the firm's name without the year (the copyright line is no fuller name)."""
    block = "<p><b>Belo Reinigung GmbH</b><br>Strombergstraße 21<br>71636 Ludwigsburg</p><p>{line}</p>"
    assert parse_imprint(_page(block.format(line="© 2026 Belo Reinigung GmbH. Alle Rechte vorbehalten.")))["name"] == "Belo Reinigung GmbH"
    # control: a firm whose name starts with a number, printed without a copyright phrase
    assert parse_imprint(_page("<p><b>2000 Watt GmbH</b><br>Strombergstraße 21<br>71636 Ludwigsburg</p>"))["name"] == "2000 Watt GmbH"


def test_a_group_practice_line_over_its_dentists_is_the_name() -> None:
    """Conventions 319 and 1384 (1744): "Gemeinschaftspraxis für Zahnheilkunde" over three dentists and the street: the
    practice is the provider, no form, no owner."""
    block = "<h3>Anschrift</h3><p><b>{line}</b><br>Wulf Brandt<br>Nilofar Brandt<br>Dr. Günther Brandt<br>Hauptstr. 61<br>49419 Wagenfeld</p>"
    got = parse_imprint(_page(block.format(line="Gemeinschaftspraxis für Zahnheilkunde")))
    assert (got["name"], got["legal_form"], got["representatives"]) == ("Gemeinschaftspraxis für Zahnheilkunde", None, [])
    # control: a practice line that is no group practice's (a bare kind of practice, 1469) describes the dentist below it, as
    # before ("Praxis für Zahnheilkunde" opening the block would name the practice, convention 1561)
    assert parse_imprint(_page(block.format(line="Zahnarztpraxis").replace("Nilofar Brandt<br>Dr. Günther Brandt<br>", "")))["name"] == "Wulf Brandt"


def test_two_doctors_each_over_her_specialty_run_no_sole_trade() -> None:
    """Conventions 1241 and 1382 (1742): "Dr. med. Mona Burg" / "Ärztin für Gynäkologie" / "Julia Gant" / "Ärztin" /
    street: the first person names the page, no form and no owner; one doctor alone is a sole trader."""
    two = ("<p><b>Dr. med. Mona Burg</b><br>Ärztin für Gynäkologie</p><p><b>Julia Gant</b><br>Ärztin für Gynäkologie</p>"
           "<p>Petronillaplatz 10<br>48157 Münster</p><p>Telefon: 0251-326266</p>")
    got = parse_imprint(_page(two))
    assert (got["name"], got["legal_form"], got["representatives"]) == ("Mona Burg", None, [])
    # control: one doctor
    one = two.replace("<p><b>Julia Gant</b><br>Ärztin für Gynäkologie</p>", "")
    assert parse_imprint(_page(one))["representatives"] == [{"name": "Mona Burg", "role": "owner"}]


def test_an_acronym_before_a_trade_word_is_a_trading_name() -> None:
    """Conventions 17 and 91 (the designation of 1723): "HMK-Eventtechnik" over "Jann Habbing" and the street: the designation is the
    name, the person its owner; "EDV-Service" is a trade's description, the person the provider."""
    block = "<h2>Verantwortlicher</h2><p><b>{line}</b><br>Jann Habbing<br>Kalkarer Straße 8<br>41812 Erkelenz</p><p>Telefon: 0157-37268387</p>"
    got = parse_imprint(_page(block.format(line="HMK-Eventtechnik")))
    assert (got["name"], got["representatives"]) == ("HMK-Eventtechnik", [{"name": "Jann Habbing", "role": "owner"}])
    assert parse_imprint(_page(block.format(line="EDV-Service")))["name"] == "Jann Habbing"


def test_a_line_break_shortcode_left_at_a_lines_end() -> None:
    """Convention 1334 (1702): "ADFC Kreisverband Karlsruhe{{< line_break >}}" / "Welfenstraße 13{{< line_break >}}": the
    generator's break is no text of the line."""
    block = "<p>Diese Website wird betrieben von</p><p>Radclub Kreisverband Karlsruhe{br}\nWelfenstraße 13{br}\n76137 Karlsruhe</p>"
    got = parse_imprint(_page(block.format(br="{{< line_break >}}")))
    assert (got["name"], got["address"]["street"]) == ("Radclub Kreisverband Karlsruhe", "Welfenstraße 13")
    # control: without the shortcode
    assert parse_imprint(_page(block.format(br="")))["name"] == "Radclub Kreisverband Karlsruhe"


def test_a_heading_naming_the_editors_and_the_providers_law() -> None:
    """Convention 1333 (1696): "ViSdP und Telemediengesetz § 5:" over a person's block: the provider's block."""
    block = "<p>{head}</p><p>Eric Wendt<br>Lenaustr. 53<br>60318 Frankfurt am Main</p>"
    got = parse_imprint(_page(block.format(head="ViSdP und Telemediengesetz § 5:")))
    assert (got["name"], got["address"]["street"]) == ("Eric Wendt", "Lenaustr. 53")


def test_a_district_after_the_street_above_the_postal_line() -> None:
    """Conventions 5 and 1371 (1732): "Innovativ-Ring 1, Waldeck" / "91550 Dinkelsbühl": the street with its district, as
    printed."""
    block = "<h2>Unternehmensangaben</h2><p>SL Dienste GmbH<br>Innovativ-Ring 1, {after}<br>91550 Dinkelsbühl</p>"
    assert parse_imprint(_page(block.format(after="Waldeck")))["address"]["street"] == "Innovativ-Ring 1, Waldeck"
    # control: the street alone, as before
    assert parse_imprint(_page(block.replace(", {after}", "")))["address"]["street"] == "Innovativ-Ring 1"


def test_an_organisations_president_named_as_such_without_a_form_word() -> None:
    """Convention 112: "Open Data Forum Bern" / "Authorised representative: Nadine Schür, President": the Swiss
    association's president, though the page names no form; a private person's page keeps no role."""
    block = "<p>Open Data Forum Bern<br>Länggassstrasse 50<br>3012 Bern<br>Switzerland</p><p>{line}</p>"
    got = parse_imprint(_page(block.format(line="Authorised representative: Nadine Schür, President"), "Imprint", "<h1>Imprint</h1>"))
    assert got["representatives"] == [{"name": "Nadine Schür", "role": "president"}]
    # control: an authorised representative without an office, as before
    got = parse_imprint(_page(block.format(line="Authorised representative: Nadine Schür"), "Imprint", "<h1>Imprint</h1>"))
    assert got["representatives"] == []


def test_a_label_of_several_functions_over_one_person() -> None:
    """Conventions 6, 777 and 1096: "Geschäftsführerin, Medieninhaberin und Verantwortliche für den Inhalt:" over a person's
    block: she manages the business she runs, `managing_director` as printed."""
    block = "<p>{label}</p><p>Ilka Brod<br>Kaiserallee 27<br>76185 Karlsruhe</p><p>E-Mail: hallo@ilkabrod.de</p>"
    got = parse_imprint(_page(block.format(label="Geschäftsführerin, Medieninhaberin und Verantwortliche für den Inhalt:")))
    assert (got["legal_form"], got["representatives"]) == ("Einzelunternehmen", [{"name": "Ilka Brod", "role": "managing_director"}])
    # control: the function alone, as before
    got = parse_imprint(_page(block.format(label="Geschäftsführerin:")))
    assert got["representatives"] == [{"name": "Ilka Brod", "role": "managing_director"}]


def test_a_profession_misspelt_by_one_letter_before_the_person() -> None:
    """Conventions 2 and 296 (680): "Achitekt Pawel Nowak" (a letter left out of "Architekt"): the person, his profession a
    business signal; a first name is never taken for one."""
    block = "<p>{line}</p><p>Telefon: 030 61284793<br>E-Mail: buero@nowak-architektur.de</p><p>Vertreten durch die Gesellschafter Pawel Nowak</p>"
    got = parse_imprint(_page(block.format(line="Achitekt Pawel Nowak")))
    assert (got["name"], got["representatives"]) == ("Pawel Nowak", [{"name": "Pawel Nowak", "role": "owner"}])
    # control: spelt right, as before
    assert parse_imprint(_page(block.format(line="Architekt Pawel Nowak")))["name"] == "Pawel Nowak"


def test_a_sections_number_alone_is_no_name() -> None:
    """Convention 2 (1821 in paragraphs): a decorative section number over the imprint ("01."), a page loader's heading
    and a header with a phone, then the provider's lines each in a paragraph of its own: the person names the page."""
    body = ('<div class="preloader"><h2>lädt...</h2></div><header><nav><a href="index.html">Home</a> <a href="kontakt.html">Kontakt</a>'
            '</nav><div><span>+49 1701806051</span> <a href="#">Anfragen</a></div></header>'
            '<section><ul><li><a href="index.html">Startseite</a></li><li><span>Impressum</span></li></ul></section>'
            '<section><h2 class="page-number">{number}</h2><div><span>Impressum</span><h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p>'
            "</div><div><p>Alexander Kech</p><p>Webdesign</p><p>Comeniusstr.3</p><p>81667 München</p>"
            "<h2>Kontakt</h2><p>Telefon: 01701806051</p><p>E-Mail: info@kech.dev</p></div></section>")
    for number in ("01.", "02"):
        page = f'<html><head><meta charset="utf-8"><title>Impressum</title></head><body>{body.format(number=number)}</body></html>'
        assert parse_imprint(page, "https://site.invalid/html/impressum.html")["name"] == "Alexander Kech"


def test_a_firm_whose_second_line_opens_on_a_compounds_linking_part() -> None:
    """Conventions 211 and 1212 (1573): "FH Oberland" / "Forschungs & Entwicklungs GmbH" as two list items under the
    provider's heading: one name as printed; a firm line that can stand alone keeps its own name."""
    block = "<h3>Medieninhaber und Herausgeber</h3><ul><li>FH Oberland</li><li>{firm}</li><li>Roseggerstraße 15</li><li>4600 Wels</li></ul>"
    assert parse_imprint(_page(block.format(firm="Forschungs & Entwicklungs GmbH")))["name"] == "FH Oberland Forschungs & Entwicklungs GmbH"
    assert parse_imprint(_page(block.format(firm="Oberland Labs GmbH")))["name"] == "Oberland Labs GmbH"


def test_the_privacy_parts_controller_block_on_an_imprint_page_that_names_nobody_else() -> None:
    """Conventions 58, 407 and 1265 (1005, 1625): a page at the imprint address whose only operator block is the privacy
    part's "Die verantwortliche Stelle für die Datenverarbeitung auf dieser Website ist:": that block names the operator;
    the generator's privacy words state no business of the person's. A privacy page at its own address stays no imprint."""
    body = ("<h1>Datenschutzerklärung</h1><h2>Allgemeine Hinweise</h2><p>Die folgenden Hinweise geben einen einfachen Überblick "
            "darüber, was mit Ihren personenbezogenen Daten passiert. Zahlungsdaten geben wir an Zahlungsdienstleister weiter.</p>"
            "<h3>Hinweis zur verantwortlichen Stelle</h3><p>Die verantwortliche Stelle für die Datenverarbeitung auf dieser Website ist:</p>"
            "<p>Bernd Senk<br>Krielower Weg 14 A<br>14089 Berlin<br>E-Mail: bernd@senk.de</p>"
            "<p>Verantwortliche Stelle ist die natürliche oder juristische Person, die allein oder gemeinsam mit anderen über die Zwecke "
            "und Mittel der Verarbeitung von personenbezogenen Daten entscheidet.</p>")
    page = f'<html><head><meta charset="utf-8"><title>Datenschutz</title></head><body><main>{body}</main></body></html>'
    got = parse_imprint(page, "https://site.invalid/docs/impressum.html")
    assert (got["name"], got["address"]["street"], got["email"], got["legal_form"], got["representatives"]) == (
        "Bernd Senk", "Krielower Weg 14 A", "bernd@senk.de", None, [])
    assert parse_imprint(page, "https://site.invalid/datenschutz.html")["name"] is None


def test_a_typographic_hyphen_inside_a_mailboxs_domain_is_kept() -> None:
    """Conventions 69 and 381: "info@alpen&ndash;lektorat.ch", "info&#64;bk&#8209;automobile.de": the address as printed."""
    block = "<p>Lena Amrein<br>Übersetzerin<br>Spitalgasse 8<br>7000 Chur</p><p>E-Mail: {mail}</p>"
    assert parse_imprint(_page(block.format(mail="info@alpen&ndash;lektorat.ch")))["email"] == "info@alpen\u2013lektorat.ch"
    assert parse_imprint(_page(block.format(mail="info&#64;bk&#8209;lektorat.ch")))["email"] == "info@bk\u2011lektorat.ch"
    # control: a plain hyphen, as before
    assert parse_imprint(_page(block.format(mail="info@alpen-lektorat.ch")))["email"] == "info@alpen-lektorat.ch"


def test_the_seats_fullest_printing_with_stair_and_door() -> None:
    """Convention 18: "Kolbegasse 17" in the provider block and "Firmensitz: Kolbegasse 17/2/9, 1120 Wien" below it: the
    fuller printing of the one seat."""
    block = ("<p>Kolbe Steuerberatung GmbH<br>Kolbegasse 17<br>1120 Wien</p><p>Geschäftsführerin: Mag. Katrin Ruzek</p>"
             "<p>Firmensitz: {seat}, 1120 Wien<br>FN 398215d, Handelsgericht Wien</p>")
    assert parse_imprint(_page(block.format(seat="Kolbegasse 17/2/9")))["address"]["street"] == "Kolbegasse 17/2/9"
    # control: another street on the seat's line changes nothing
    assert parse_imprint(_page(block.format(seat="Rosengasse 4")))["address"]["street"] == "Kolbegasse 17"


def test_a_french_swiss_notice_seat_label_host_and_spelled_mailbox() -> None:
    """Conventions 307 and 450: "Siège : Route du Stade 5, 1997 Haute-Nendaz" is the seat; "Hébergement: X SA, Rue du Lac 9,
    1003 Lausanne" is the host's, no address of the operator; "support arobase lumiere-calme point ch" is a mailbox."""
    block = ("<p>Entreprise : Padel Centre Valais SA<br>{seat}<br>Représentée par : Julien Fourel</p>"
             "<p>E-mail : support arobase padel-valais point ch</p><p>Hébergement: Nuage Hébergement SA, Rue du Lac 9, 1003 Lausanne</p>")
    page = _page(block.format(seat="Siège : Route du Stade 5, 1997 Haute-Nendaz, Suisse"), "Mentions légales", "<h1>Mentions légales</h1>")
    got = parse_imprint(page, "https://site.invalid/mentions-legales/")
    assert (got["address"]["street"], got["email"]) == ("Route du Stade 5", "support@padel-valais.ch")
    # control: a seat without a street names no address, and the host's is never the operator's
    page = _page(block.format(seat="Siège : Case postale 42, 1997 Haute-Nendaz"), "Mentions légales", "<h1>Mentions légales</h1>")
    assert parse_imprint(page, "https://site.invalid/mentions-legales/")["address"] is None


def test_a_founding_clause_written_out_after_the_clubs_form() -> None:
    """Conventions 287 and 313: "Schützenverein Tannhain e. V. gegründet 1962" is the club without the clause; a year
    that is part of the name stays ("SpVgg Dorf e.V. von 1920")."""
    block = "<p>{line}<br>Waldstraße 19<br>94136 Thyrnau</p><p>Vertreten durch: Michael Brunn (1. Vorstand)</p>"
    assert parse_imprint(_page(block.format(line="Schützenverein Tannhain e. V. gegründet 1962")))["name"] == "Schützenverein Tannhain e. V."
    assert parse_imprint(_page(block.format(line="SpVgg Dorf e.V. von 1920")))["name"] == "SpVgg Dorf e.V. von 1920"


def test_the_controller_block_gives_the_street_the_provider_block_lacks() -> None:
    """Convention 37: "Rechtsanwalt Till Ahrens" and his mailbox under "Impressum", then "Verantwortlicher im Sinne der
    DSGVO:" / the same lawyer / street / town / phone: his street and phone; another person's block gives none."""
    block = ("<h2>Impressum</h2><p>Rechtsanwalt Till Ahrens</p><p>E-Mail: kanzlei@ahrens-recht.de</p>"
             "<h2>Datenschutzerklärung</h2><p>Verantwortlicher im Sinne der DSGVO:<br>{person}<br>Gerberstraße 7<br>24937 Flensburg"
             "<br>Telefon: 0461 4827306</p><p>Wir verarbeiten personenbezogene Daten nur im Rahmen der gesetzlichen Vorschriften.</p>")
    got = parse_imprint(_page(block.format(person="Rechtsanwalt Till Ahrens"), heading="<h1>Impressum und Datenschutz</h1>"))
    assert (got["address"]["street"], got["phone"]) == ("Gerberstraße 7", "+494614827306")
    got = parse_imprint(_page(block.format(person="Eva Roth"), heading="<h1>Impressum und Datenschutz</h1>"))
    assert (got["address"], got["phone"]) == (None, None)


def test_a_home_pages_imprint_modal_before_its_privacy_modals_own_heading() -> None:
    """Conventions 13 and 351 (structure variant of 1669): a one-page site with an "Impressum" modal (its title an <h5>) and,
    below it, the privacy statement under its own <h1>: the imprint section is read; a page that opens with the privacy
    statement's <h1> stays no imprint page."""
    imprint = ('<div class="modal" id="impressum"><h5 class="modal-title">Impressum</h5><div class="modal-body"><p>Vesna Strain<br>'
               "Bahnstrasse 9b<br>9323 Steinach<br>Email: v.strain@gmail.com</p></div></div>")
    privacy = "<h1>Datenschutzerklärung</h1><p>Wir behandeln Ihre Daten vertraulich.</p>"
    hero = "<section><h1>Willkommen bei uns</h1><p>Wir freuen uns auf Ihren Besuch.</p></section>"
    page = f'<html><head><meta charset="utf-8"><title>Startseite</title></head><body><main>{hero}{{body}}</main></body></html>'
    got = parse_imprint(page.format(body=imprint + privacy), "https://site.invalid/")
    assert (got["name"], got["address"]["street"]) == ("Vesna Strain", "Bahnstrasse 9b")
    assert parse_imprint(page.replace(hero, "").format(body=privacy + imprint.replace("Impressum", "Kontakt")), "https://site.invalid/")["name"] is None


def test_a_page_description_right_above_the_imprint_that_opens_on_a_trade() -> None:
    """Convention 1059 (1458): "Pizzeria & Kebaphaus an der Elisabethstraße 1" / "49808 Lingen" in the layout's section right
    above "Impressum" over a person's block: the trade makes her the owner of a sole trader's business."""
    page = ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><section class="page-description">'
            "<p>{line}</p><p>49808 Lingen (Ems)</p></section><h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2>"
            "<p>Ismail Hall<br>Elisabethstraße 1<br>49808 Lingen</p><p>Telefon: 0591 / 59156</p></main></body></html>")
    got = parse_imprint(page.format(line="Pizzeria &amp; Kebaphaus an der Elisabethstraße 1"), "https://site.invalid/impressum/")
    assert (got["legal_form"], got["representatives"]) == ("Einzelunternehmen", [{"name": "Ismail Hall", "role": "owner"}])
    # control: a greeting there states no trade
    got = parse_imprint(page.format(line="Herzlich willkommen an der Elisabethstraße 1"), "https://site.invalid/impressum/")
    assert got["legal_form"] is None


def test_a_pattern_for_the_staffs_addresses_is_no_mailbox() -> None:
    """Convention 157: "E-Mail: vorname.nachname@th-weserland.de" under an academic's block names no address."""
    block = "<p>Wiebke Sand<br>Campusallee 4<br>28359 Bremen</p><p>E-Mail: {mail}@th-weserland.de</p>"
    assert parse_imprint(_page(block.format(mail="vorname.nachname")))["email"] is None
    assert parse_imprint(_page(block.format(mail="wiebke.sand")))["email"] == "wiebke.sand@th-weserland.de"


def test_the_plainly_labelled_mailbox_before_one_under_another_label() -> None:
    """Convention 172: "Support & Booking: hello@…" / "Email: legal@…" in the contact section: the plain e-mail line's."""
    block = ("<p>Kestrel – Web Studio<br>Noah Imhof<br>Gerbergasse 9<br>4001 Basel<br>Switzerland</p><p>Legal Form: Sole proprietorship</p>"
             "<h2>Contact</h2><p>Support &amp; Booking: hello@kestrel.ch<br>{second}</p>")
    page = _page(block.format(second="Email: legal@kestrel.ch"), "Legal Notice", "<h1>Legal Notice</h1>")
    assert parse_imprint(page, "https://site.invalid/imprint/")["email"] == "legal@kestrel.ch"
    page = _page(block.format(second="Press: press@kestrel.ch"), "Legal Notice", "<h1>Legal Notice</h1>")
    assert parse_imprint(page, "https://site.invalid/imprint/")["email"] == "hello@kestrel.ch"
