"""Rules of the twenty-fourth parser round (issue 19), each from its own minimal page (names,
places and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint
from companies.imprint.contact import deobfuscate
from companies.imprint.topics import legal_phrase


def _imprint(block: str, tail: str = "", heading: str = "Impressum") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>{heading}</h1>{block}{tail}</main></body></html>")


_STREET = "<br>Lindenweg 12<br>48268 Greven</p>"


@pytest.mark.parametrize("block", [
    "<p>Jan Ott<br>tätig unter der Bezeichnung „Ott Naturfotografie“" + _STREET,
    "<p>Jan Ott handelnd unter „Ott Naturfotografie“" + _STREET,
    "<p>Jan Ott<br>handelnd unter dem Namen Ott Naturfotografie" + _STREET,
    "<p>Jan Ott, firmierend unter Ott Naturfotografie" + _STREET,
    "<p>Jan Ott, Einzelunternehmen Ott Naturfotografie" + _STREET,
    "<p>Dr. Jan Ott trading as Ott Naturfotografie" + _STREET,
    "<p>Jan Ott<br>Inhaber von Ott Naturfotografie" + _STREET,
    "<p>Jan Ott, Inhaber der Firma Ott Naturfotografie" + _STREET,
])
def test_a_person_trading_under_a_designation(block: str) -> None:
    record = parse_imprint(_imprint(block))
    assert record["name"] == "Ott Naturfotografie"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_a_form_word_after_a_trading_name_stays_out_of_it() -> None:
    record = parse_imprint(_imprint("<p>Ott Pyrotechnik Einzelunternehmen" + _STREET))
    assert record["name"] == "Ott Pyrotechnik"
    assert record["legal_form"] == "Einzelunternehmen"


@pytest.mark.parametrize("text", ["Informations conformément à l'article 5 DDG", "gemäß §§ 5, 6 TMG und § 55 RStV:",
                                  "Impressum gem. Sect. 5 TMG", "Angaben nach Art. 5 ECG"])
def test_the_imprint_law_cited_by_article_or_with_other_sections(text: str) -> None:
    assert legal_phrase(text)


def test_a_french_provider_heading_is_no_name() -> None:
    record = parse_imprint(_imprint("<h2>Informations conformément à l'article 5 DDG</h2><p>Jan Ott" + _STREET,
                                    heading="Mentions légales"))
    assert record["name"] == "Jan Ott"


def test_a_provider_heading_that_also_names_the_editors_law_opens_the_provider_block() -> None:
    page = ('<html><head><title>Impressum</title></head><body><main><p>gemäß §§ 5, 6 TMG und § 55 RStV:</p>'
            "<ul><li>Ott Event Management</li><li>Lindenweg 12</li><li>22880 Wedel</li></ul>"
            "<p>Geschäftsführung: Eva Ott</p><p>Inhaltlich verantwortlich gemäß § 55 Abs. 2 RStV ist Eva Ott.</p>"
            "</main></body></html>")
    record = parse_imprint(page, "https://site.invalid/impressum/")
    assert record["name"] == "Ott Event Management"
    assert record["address"]["city"] == "Wedel"


def test_an_at_spelled_between_dashes() -> None:
    assert deobfuscate("Mail: jan.ott - at - example.de") == "Mail: jan.ott@example.de"
    assert deobfuscate("Mail: ott-at-home - at - example.de") == "Mail: ott-at-home@example.de"


def test_a_name_inside_a_designation_after_a_trade_word_names_no_owner() -> None:
    record = parse_imprint(_imprint("<p>Hochschulgruppe Freie Software Freies Wissen<br>c/o Universität Ort<br>"
                                    "Hauptstraße 4<br>01062 Dresden</p><p>E-Mail: kontakt@fsfw.invalid</p>"))
    assert record["representatives"] == []


@pytest.mark.parametrize("line", ["Eva Ott, Gesellschafterin und Geschäftsführerin",
                                  "Geschäftsführer und Gesellschafter: Eva Ott"])
def test_a_managing_director_who_is_also_a_shareholder(line: str) -> None:
    record = parse_imprint(_imprint("<p>Ott Wolle GmbH<br>Hauptstrasse 11<br>9042 Speicher</p>"
                                    f"<h3>Vertretungsberechtigte Person</h3><p>{line}</p>"))
    assert record["representatives"] == [{"name": "Eva Ott", "role": "managing_director"}]


@pytest.mark.parametrize("line", ["Partners authorised to represent the partnership: Jan Ott and Eva Ott",
                                  "Inhaberinnen: Jan Ott, Eva Ott"])
def test_the_partners_of_a_gbr_by_an_english_label_or_as_its_owners(line: str) -> None:
    record = parse_imprint(_imprint(f"<p>Ott FeWo GbR<br>{line}<br>Finkenweg 10<br>76470 Ötigheim</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "partner"}, {"name": "Eva Ott", "role": "partner"}]


def test_links_the_pages_style_sets_as_blocks_are_lines_of_their_own() -> None:
    record = parse_imprint(_imprint(
        "<p>Ott Reparatur GmbH<br>Rappgasse 1/6, 1210 Wien</p><article><p>Kontakt</p>"
        '<a href="tel:+4314170000" class="mt-7 block text-2xl">+4314170000</a>'
        '<a href="mailto:office@ott.invalid" class="mt-3 block">office@ott.invalid</a></article>'))
    assert record["email"] == "office@ott.invalid"
    assert record["phone"] == "+4314170000"


def test_the_cells_of_a_label_and_value_grid() -> None:
    record = parse_imprint(_imprint(
        '<div style="display:grid; grid-template-columns:auto 1fr">'
        "<span>Firma</span><span>Ott Praxis GmbH</span><span>Anschrift</span><span>Lindenweg 12<br>48268 Greven</span>"
        '<span>E-Mail</span><span><a href="mailto:praxis@ott.invalid">praxis@ott.invalid</a></span></div>'))
    assert record["name"] == "Ott Praxis GmbH"
    assert record["email"] == "praxis@ott.invalid"


@pytest.mark.parametrize("board", [
    "<p>Aufsichtsrat<br>Vorsitzende: Dr.in Eva Ott<br>1. Stellvertreter der Vorsitzenden: Dr. Kurt Gold<br>Mag. Arne Fink</p>",
    "<h3>Aufsichtsrat</h3><p>Vorsitzende: Eva Ott<br>Stellvertreter: Kurt Gold</p>",
])
def test_of_a_supervisory_board_listed_by_office_only_its_chair(board: str) -> None:
    record = parse_imprint(_imprint("<p>Ott Bühnen GmbH<br>Linke Wienzeile 6<br>1060 Wien</p>"
                                    f"<p>Geschäftsführung: Franz Roth</p>{board}"))
    assert record["representatives"] == [{"name": "Franz Roth", "role": "managing_director"},
                                         {"name": "Eva Ott", "role": "supervisory_board_chair"}]


def test_a_firm_below_a_co_line_is_the_host_of_the_address() -> None:
    record = parse_imprint(_imprint("<h3>Lernclub Dorf</h3><p>c/o Privatschule Dorf</p><p>Muster Schulen gGmbH</p>"
                                    "<p>Kurfürsten-Anlage 64</p><p>69115 Heidelberg</p><p>E-Mail: club@dorf.invalid</p>"))
    assert record["name"] == "Lernclub Dorf"
    assert record["legal_form"] is None


def test_a_brand_in_lower_case_with_its_number_is_a_name() -> None:
    record = parse_imprint(_imprint("<p>Das Museum ist ein privates Museum.</p><p>technikum12 Computermuseum<br>"
                                    "Leitung: Dr. Jan Ott<br>Am Flachsland 29<br>65779 Kelkheim</p>",
                                    "<h2>Lage / Anfahrt</h2><p>Das Museum liegt zentral.</p>"))
    assert record["name"] == "technikum12 Computermuseum"


def test_a_line_where_one_sentence_ends_and_the_next_goes_on_is_no_name() -> None:
    record = parse_imprint(_imprint("<p>Lindenweg 12<br>48268 Greven</p><p>E-Mail: info@ott.invalid</p>"
                                    "<p>Haltestelle Lindenhof. Zur Verbindungssuche siehe<br>die Auskunft der Bahn.</p>"))
    assert record["name"] is None


def test_two_persons_over_a_designation_run_it_together() -> None:
    record = parse_imprint(_imprint("<p>Anna Roth und Lisa Ott<br>Praxis Tun &amp; Sein<br>Kölner Straße 231<br>40227 Düsseldorf</p>"
                                    "<p>Umsatzsteuer-Identifikationsnummer: 133/5743/43555</p>"))
    assert record["name"] == "Praxis Tun & Sein"
    assert record["legal_form"] is None
    assert record["representatives"] == []


def test_a_partnership_stated_in_prose_with_its_partners_titles() -> None:
    record = parse_imprint(_imprint(
        "<p>Roth &amp; Partner Steuerberater<br>Meiereistraße 50<br>06847 Dessau-Roßlau</p>"
        "<p>Partner: StB Emil Roth, StBin Nadine Roth</p>"
        "<p>Roth &amp; Partner Steuerberater ist eine Partnerschaft gemäß § 1 Partnerschaftsgesellschaftsgesetz.</p>"))
    assert record["legal_form"] == "PartG"
    assert record["representatives"] == [{"name": "Emil Roth", "role": "partner"}, {"name": "Nadine Roth", "role": "partner"}]


def test_a_contact_section_that_lists_the_clubs_officers_is_its_board() -> None:
    record = parse_imprint(_imprint(
        "<p>Aikido Dorf<br>Jan Ott<br>Birkenweg 29<br>5122 Hochburg-Ach</p><p>ZVR-Zahl: 1580789299</p>",
        "<h2>Ansprechpartner</h2><p><strong>Obmann:</strong> Jan Ott<br><strong>E-Mail:</strong> dojo@dorf.invalid</p>"
        "<p><strong>Kassierin:</strong> Eva Roth</p><h2>Kontakt</h2><p>E-Mail: dojo@dorf.invalid</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}, {"name": "Eva Roth", "role": "board_member"}]


def test_a_register_court_below_a_board_is_no_member() -> None:
    record = parse_imprint(_imprint(
        "<p>Anschrift:<br>Tennis-Club Dorf<br>Mühlgasse 28<br>72459 Albstadt</p><p>vertretungsberechtigter Vorstand:<br>"
        "Jan Ott (1. Vorsitzender)<br>Registergericht:<br>Albstadt Ebingen<br>Registernummer:<br>VR 265</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}]


def test_a_list_of_trades_below_the_persons_name() -> None:
    record = parse_imprint(_imprint("<p>Jan Ott<br>Software Engineering, DevOps und Cloud Consulting" + _STREET))
    assert record["name"] == "Jan Ott"
    assert record["legal_form"] == "Einzelunternehmen"


def test_a_line_citing_a_laws_section_names_no_one() -> None:
    record = parse_imprint(_imprint("<p>Kleinunternehmer i.S.d. § 19 UStG<br>Jan Ott" + _STREET))
    assert record["name"] == "Jan Ott"


def test_a_trade_page_whose_only_person_is_responsible_for_its_content_has_no_form() -> None:
    record = parse_imprint(_imprint(
        "<p>Fa. sonnenschein Hautpflege<br>Lindenweg 12<br>48268 Greven</p><p>Telefon: 02571 123456<br>"
        "Steuernummer: 327/5012/3456</p><h2>Verantwortlich für die Inhalte dieser Seite</h2><p>Eva Ott, Lindenweg 12, 48268 Greven</p>"))
    assert record["name"] == "sonnenschein Hautpflege"
    assert record["legal_form"] is None
    assert record["representatives"] == []


def test_source_lines_broken_after_a_title_or_before_a_house_number() -> None:
    page = ('<html><head><title>Impressum</title></head><body><main><h2>Angaben gemäß § 5 TMG:</h2>'
            "<p> jug e.V., Java User Group Dorf<br/> Universitätsstr.\n    1<br/> Gebäude 25.12.02.58<br/> 40225 Düsseldorf</p>"
            "<h2>Vertreten durch:</h2><p>Dr. Jan Ott<br/> Dr.\n    Eva Roth</p>"
            "<p>Registergericht: Amtsgericht Düsseldorf<br/>Registernummer: VR 10149</p></main></body></html>")
    record = parse_imprint(page, "https://site.invalid/impressum/")
    assert record["address"]["street"] == "Universitätsstr. 1"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"}, {"name": "Eva Roth", "role": "board_member"}]


def test_a_register_number_in_parentheses_after_the_court() -> None:
    record = parse_imprint(_imprint("<p>Förderverein Dorf e.V.<br>Dorneburgweg 7<br>44329 Dortmund</p>"
                                    "<p>Eingetragen ins Vereinsregister am Amtsgericht Paderborn (VR 20281).</p>"))
    assert record["register"] == {"country": "DE", "court": "Paderborn", "number": "VR 20281"}


def test_a_court_printed_as_amtsgericht_registergericht_town() -> None:
    record = parse_imprint(_imprint("<p>Verein Junger Menschen Dorf e.V.<br>Kornmarkt 6<br>90402 Nürnberg</p>"
                                    "<p>Registergericht: Amtsgericht – Registergericht – Nürnberg<br>Registernummer: VR 379</p>"))
    assert record["register"] == {"country": "DE", "court": "Nürnberg", "number": "VR 379"}


def test_a_widget_wrapper_that_holds_the_imprint_is_no_sidebar() -> None:
    page = ('<html><head><title>Kontakt</title></head><body><nav data-ux="Block"><a href="/">Start</a>'
            '<a href="/projekte">Projekte</a></nav><div class="widget widget-header"><h3>Ott Architektur</h3></div>'
            '<div class="widget widget-return-refund"><h2>Impressum</h2><p>Jan Ott<br>Lindenweg 12<br>48268 Greven</p>'
            "<p>E-Mail: jan@ott.invalid</p><p>Berufsbezeichnung: Architekt (verliehen in der Bundesrepublik Deutschland)</p>"
            "<p>Zuständige Kammer: Architektenkammer Nordrhein-Westfalen, Zollhof 1, 40221 Düsseldorf</p>"
            "<p>Berufshaftpflichtversicherung: Muster Versicherung AG, Hauptstraße 1, 70173 Stuttgart, "
            "räumlicher Geltungsbereich: Deutschland</p><p>Berufsrechtliche Regelungen: Baukammerngesetz NRW, "
            "einsehbar bei der Architektenkammer.</p></div></body></html>")
    record = parse_imprint(page, "https://site.invalid/kontakt/")
    assert record["name"] == "Jan Ott"
    assert record["email"] == "jan@ott.invalid"
    assert record["legal_form"] == "Einzelunternehmen"


@pytest.mark.parametrize("label", ["Medieninhaber und Herausgeber", "Medieninhaber &amp; Herausgeber",
                                   "Medieninhaber, Herausgeber und Verleger"])
def test_provider_labels_joined_before_the_name(label: str) -> None:
    record = parse_imprint(_imprint(f"<p>{label}: Anna Roth<br>Hauptstraße 4<br>1010 Wien</p>"
                                    "<p>Unternehmensgegenstand: Fotografie</p>"))
    assert record["name"] == "Anna Roth"
    assert record["representatives"] == [{"name": "Anna Roth", "role": "owner"}]


def test_links_side_by_side_are_separate_menu_entries() -> None:
    page = ('<html><head><title>Impressum</title></head><body><nav><a href="/">Start</a><a href="/leistungen">Leistungen</a>'
            '<a href="/impressum">Impressum</a></nav><main><h1>Impressum</h1><p>Jan Ott<br>Lindenweg 12<br>48268 Greven</p>'
            "<p>E-Mail: jan@ott.invalid</p></main></body></html>")
    record = parse_imprint(page, "https://site.invalid/impressum/")
    assert record["legal_form"] == "Einzelunternehmen"  # a menu that offers services (convention 62)


def test_items_of_a_flex_row_are_separate_words() -> None:
    record = parse_imprint(_imprint('<p>Ott Fotografie<br>Lindenweg 12<br>48268 Greven</p>'
                                    '<div class="flex gap-2"><span>Inhaber:</span><span>Jan Ott</span></div>'
                                    '<div style="display: flex"><b>E-Mail</b><a href="mailto:jan@ott.invalid">jan@ott.invalid</a></div>'))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]
    assert record["email"] == "jan@ott.invalid"


def test_an_officers_mail_address_after_his_name() -> None:
    record = parse_imprint(_imprint("<p>Stiftung Dialog Dorf<br>Schloßallee 19<br>40595 Düsseldorf</p>"
                                    "<p><b>Präsident:</b><br>Dr. Jan Ott jan.ott@dialog.invalid</p>"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "chair_of_board"}]


def test_a_source_line_broken_between_given_name_and_surname() -> None:
    page = ('<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1><p>Ott &amp; Friends GmbH<br>'
            "Geschäftsführer: Eva Roth\n(RAin), Jan Gold (StB), Dr. Florestan\nOtt (RA)<br>Mühlenstr. 8a<br>14167 Berlin</p>"
            "</main></body></html>")
    record = parse_imprint(page, "https://site.invalid/impressum/")
    assert [r["name"] for r in record["representatives"]] == ["Eva Roth", "Jan Gold", "Florestan Ott"]


def test_a_phone_number_broken_after_a_dash() -> None:
    page = ('<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1><p>Aktives Leben<br>Eva Roth<br>'
            "Lebacher Straße 12<br>66793 Saarwellingen<br>Telefon: 06838 –\n98 58 50</p></main></body></html>")
    assert parse_imprint(page, "https://site.invalid/impressum/")["phone"] == "+496838985850"


def test_an_owner_named_by_salutation_and_surname_over_a_designation_with_an_ampersand() -> None:
    record = parse_imprint(_imprint("<p>Fenster &amp; Rollladen Roth<br>Inhaber: Herr Roth<br>Hauptstraße 1<br>79100 Freiburg</p>"
                                    "<p>E-Mail: info@roth.invalid</p>"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Roth", "role": "owner"}]


def test_a_person_shaped_firm_under_a_firm_label_names_no_owner() -> None:
    record = parse_imprint(_imprint("<dl><dt>Firmenname:</dt><dd>Belinda Roth</dd><dt>Rechtsform:</dt><dd>Einzelunternehmen</dd>"
                                    "<dt>Sitz:</dt><dd>Birkenweg 18<br>3014 Bern</dd></dl><p>E-Mail: hello@roth.invalid</p>"))
    assert record["name"] == "Belinda Roth"
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == []
