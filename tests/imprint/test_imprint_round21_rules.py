"""Rules of the twenty-first parser round (issue 19), each from its own minimal page (names, places
and numbers made up)."""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _imprint(block: str, tail: str = "", heading: str = "Impressum") -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main>'
            f"<h1>{heading}</h1><p>{block}</p>{tail}</main></body></html>")


@pytest.mark.parametrize("label", ["Vertreten durch den geschäftsführenden Vorstand",
                                   "Vertreten durch den vertretungsberechtigten Vorstand:"])
def test_an_inflected_board_heading_over_its_members(label: str) -> None:
    record = parse_imprint(_imprint("Judoclub Ahlen e.V.<br>Am Weg 3<br>59757 Arnsberg",
                                    f"<h2>{label}</h2><p>Peter Roth<br>Kati Lang</p>"))
    assert record["representatives"] == [{"name": "Peter Roth", "role": "board_member"},
                                         {"name": "Kati Lang", "role": "board_member"}]


@pytest.mark.parametrize("name", ["SpVgg Ahlen/Dorf e.V. von 1920", "TSV Dorf e.V. gegr. 1920", "SC Dorf e.V. seit 1920"])
def test_a_founding_year_after_a_clubs_form_is_part_of_its_name(name: str) -> None:
    record = parse_imprint(_imprint(f"<b>{name}</b><br>Am Weg 3<br>59757 Arnsberg",
                                    "<h3>Registereintrag:</h3><p>Eintragung im Vereinsregister.<br>"
                                    "Registergericht: Amtsgericht Hildesheim<br>Registernummer: VR 123</p>"))
    assert (record["name"], record["legal_form"]) == (name, "e.V.")


@pytest.mark.parametrize("heading", ["Kommentare", "Medien", "Comments"])
def test_a_privacy_section_heading_is_no_name(heading: str) -> None:
    page = ("<html><body><main><h1>Impressum</h1><p>E-Mail: post@roth.invalid</p>"
            f"<h2>{heading}</h2><p>Wenn Besucher Kommentare auf der Website schreiben, sammeln wir die Daten.</p></main></body></html>")
    assert parse_imprint(page)["name"] is None


def test_the_last_line_of_a_wrapped_sentence_is_no_name() -> None:
    page = ("<html><body><main><h1>Impressum</h1><h2>Impressum</h2><p>Dies ist eine private Website.</p><p>Nur Freunde werden"
            " zugelassen, d.h.<br>ich muss alle persönlich kennen oder die<br>Authentizität bestätigen.</p>"
            "<h2>Kontakt</h2><p>E-Mail: nr@roth.invalid</p></main></body></html>")
    assert parse_imprint(page)["name"] is None


@pytest.mark.parametrize("line", ["Niels Roth, E-Mail an nr@roth.invalid.", "Niels Roth, Tel. 030 1234567"])
def test_a_persons_line_that_goes_on_with_her_contact_names_her(line: str) -> None:
    page = ("<html><body><main><h1>Impressum</h1><p>Dies ist eine private Website.</p>"
            f"<h2>Kontakt</h2><p>{line}</p><h2>Open Source</h2><p>Die Website verwendet NGINX.</p></main></body></html>")
    assert parse_imprint(page)["name"] == "Niels Roth"


def test_a_numbered_section_heading_is_no_name() -> None:
    page = ("<html><body><main><h1>Impressum</h1><p><b>1. Geltungsbereich</b><br>Diese AGB gelten für alle Kurse von D1 Studio"
            "<br>Einzelfirma von Amiel Roth, Demutstrasse 1, 9000 St. Gallen.</p></main></body></html>")
    assert parse_imprint(page)["name"] != "1. Geltungsbereich"
    club = _imprint("<b>1. Schachclub Dorf</b><br>E-Mail: info@schach.invalid")
    assert parse_imprint(club)["name"] == "1. Schachclub Dorf"


def test_an_imprint_heading_that_names_a_designation_is_a_business_signal() -> None:
    page = ('<html><head><title>Impressum</title></head><body><main><p>Impressum der 3D-Druck-Schmiede</p><p><b>Oliver Roth</b><br>Sonnenstraße 40<br>'
            "88046 Friedrichshafen</p><h2>Kontakt</h2><p>E-Mail: oliver@roth.invalid</p></main></body></html>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Oliver Roth", "Einzelunternehmen", [{"name": "Oliver Roth", "role": "owner"}])
    private = page.replace("Impressum der 3D-Druck-Schmiede", "Impressum von Oliver Roth")
    assert parse_imprint(private)["legal_form"] is None


def test_a_coined_brand_ending_in_an_acronym_before_its_owner() -> None:
    record = parse_imprint(_imprint("SoundWaveAI - Omar Roth<br>Europaring 90<br>53757 Sankt Augustin<br>"
                                    "E-Mail: omar@roth.invalid"))
    assert (record["name"], record["representatives"]) == ("SoundWaveAI", [{"name": "Omar Roth", "role": "owner"}])


def test_a_source_line_break_inside_a_name_is_a_space() -> None:
    page = _imprint("Vereinsname: Cyberverein – Verein zur Förderung von offensiver\n        und defensiver Sicherheit<br>"
                    "ZVR-Zahl: 1989150597<br>Lastenstraße 26<br>9020 Klagenfurt<br>E-Mail:\n        info@cyber.invalid")
    record = parse_imprint(page)
    assert record["name"] == "Cyberverein – Verein zur Förderung von offensiver und defensiver Sicherheit"
    assert record["email"] == "info@cyber.invalid"


@pytest.mark.parametrize("label", ["Media Owner &amp; Publisher", "Publisher and Media Owner", "Herausgeber / Medieninhaber"])
def test_two_provider_labels_joined_before_the_firm(label: str) -> None:
    page = ('<html><head><title>Imprint</title></head><body><main><h1>Imprint</h1><table>'
            f"<tr><td>{label}</td><td><b>Nordwind FlexCo</b><br>Hauptstraße 5/10<br>1020 Wien</td></tr></table></main></body></html>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"]) == ("Nordwind FlexCo", "FlexCo")


def test_a_working_group_of_a_school_is_no_stock_company() -> None:
    record = parse_imprint(_imprint("<b>Theater AG der TU Nordstadt</b><br>Schwarzenbergstraße 95c<br>21073 Hamburg"))
    assert (record["name"], record["legal_form"]) == ("Theater AG der TU Nordstadt", None)
    company = parse_imprint(_imprint("<b>Nordstadt Theater AG</b><br>Schwarzenbergstraße 95c<br>21073 Hamburg"))
    assert company["legal_form"] == "AG"


def test_a_club_named_by_its_kind_in_the_club_register_and_its_name_over_two_lines() -> None:
    page = ('<html><head><title>Kaninchenzuchtverein H188 Dorfheim</title></head><body><main><h1>Impressum</h1>'
            "<p>Angaben gemäß § 5 TMG</p><p>Kaninchenzuchtverein<br>H188 Dorfheim</p><p><b>Vertreten durch:</b><br>Iris Roth</p>"
            "<p>Registergericht: Darmstadt<br>Registernummer: VR 50794</p></main></body></html>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"]) == ("Kaninchenzuchtverein H188 Dorfheim", "e.V.")
    other_title = parse_imprint(page.replace("<title>Kaninchenzuchtverein H188 Dorfheim", "<title>Impressum"))
    assert (other_title["name"], other_title["legal_form"]) == ("Kaninchenzuchtverein", "e.V.")


_CLUB = "Turnverein Dorf e.V.<br>Hauptstraße 5<br>12345 Neustadt"
_COURT = "<p>Amtsgericht Köln VR 1234</p>"


def test_several_board_members_each_with_the_office_in_parentheses() -> None:
    record = parse_imprint(_imprint(_CLUB, "<p>Hans Bauer (1. Vorsitzender), Eva Kurz (Kassiererin), Jan Ott (Schriftführer)</p>"
                                    + _COURT))
    assert record["representatives"] == [{"name": "Hans Bauer", "role": "chair_of_board"},
                                         {"name": "Eva Kurz", "role": "board_member"},
                                         {"name": "Jan Ott", "role": "board_member"}]


@pytest.mark.parametrize("sentence", ["Der Vorstand besteht aus Hans Bauer und Eva Kurz.",
                                      "Den Vorstand bilden Hans Bauer und Eva Kurz.",
                                      "Der Vorstand setzt sich zusammen aus Hans Bauer und Eva Kurz."])
def test_a_sentence_that_names_the_board(sentence: str) -> None:
    record = parse_imprint(_imprint(_CLUB, f"<p>{sentence}</p>{_COURT}"))
    assert record["representatives"] == [{"name": "Hans Bauer", "role": "board_member"},
                                         {"name": "Eva Kurz", "role": "board_member"}]


def test_board_members_listed_with_their_own_addresses() -> None:
    tail = ("<h2>Vorstand:</h2><p>Hans Bauer<br>Hauptstr. 4<br>12345 Neustadt</p>"
            "<p>Eva Kurz<br>Weg 5<br>12345 Neustadt<br>Tel. 0221 12345</p>" + _COURT)
    record = parse_imprint(_imprint(_CLUB, tail))
    assert record["representatives"] == [{"name": "Hans Bauer", "role": "board_member"},
                                         {"name": "Eva Kurz", "role": "board_member"}]
    assert record["address"]["street"] == "Hauptstraße 5"


@pytest.mark.parametrize("label", ["Responsible for content", "Registereintrag"])
def test_a_label_line_above_the_provider_is_no_name(label: str) -> None:
    page = ('<html><head><title>Imprint</title></head><body><main><h1>Imprint</h1><p>Information in accordance with Swiss law.</p>'
            f"<p>{label}</p><p>Marco Roth</p><p>Haus am See</p><p>Bahnhofstrasse 10</p><p>8001 Zurich</p></main></body></html>")
    assert parse_imprint(page)["name"] == "Marco Roth"


def test_a_template_variable_where_the_name_belongs_gives_no_name() -> None:
    page = ("<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p>"
            "<p>{contact.company}<br>{contact.street}<br>{contact.city}</p><p>E-Mail: info@hammer.invalid</p>"
            "<p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS)<br>bereit.</p></main></body></html>")
    assert parse_imprint(page)["name"] is None


def test_a_medical_doctorate_title_before_the_owner() -> None:
    page = ('<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1><h3>Psychotherapeutische Praxis für Kinder'
            "</h3><p>Praxisinhaberin:</p><p>Dipl. Päd. Dr. rer. medic. Sonja Roth</p><p>E-Mail: praxis@kjp.invalid</p>"
            "</main></body></html>")
    assert parse_imprint(page)["representatives"] == [{"name": "Sonja Roth", "role": "owner"}]


def test_a_source_line_ending_on_a_conjunction_goes_on_and_a_typed_hard_break_is_no_text() -> None:
    page = _imprint("Psychotherapeutische Praxis für Kinder und\n    Jugendliche<br>"
                    "Moerser Straße 100 b<br>40667 Meerbusch<br>Telefon: 02132 581090")
    assert parse_imprint(page)["name"] == "Psychotherapeutische Praxis für Kinder und Jugendliche"
    markdown = _imprint("Rie Roth \\\nLissi-Kaeser-Str. 7 \\\n80797 München<br>E-Mail: rie@roth.invalid")
    record = parse_imprint(markdown)
    assert (record["name"], record["address"]["street"]) == ("Rie Roth", "Lissi-Kaeser-Str. 7")


def test_a_bold_label_glued_to_its_value_is_a_line_of_its_own() -> None:
    page = ('<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1>'
            "<div><strong>Verein</strong>Spielvereinigung Dorf e. V.<br>Berliner Platz 6<br>87600 Kaufbeuren</div>"
            "<div><strong>Kontakt</strong>Telefon: 08341 100211</div></main></body></html>")
    record = parse_imprint(page)
    assert (record["name"], record["phone"]) == ("Spielvereinigung Dorf e. V.", "+498341100211")
    prose = parse_imprint(page.replace("<strong>Verein</strong>Spielvereinigung", "<strong>Verein</strong> Spielvereinigung"))
    assert prose["name"] != "Spielvereinigung Dorf e. V."  # (a bold word in running text, one line)


@pytest.mark.parametrize("name", ["Neustadter Kompanie n.e.V.", "Neustadter Kompanie (nicht eingetragener Verein)"])
def test_a_club_not_in_the_register_has_no_form(name: str) -> None:
    record = parse_imprint(_imprint(f"{name}<br>Fautenbruchstraße 4<br>76137 Karlsruhe<br>E-Mail: info@kompanie.invalid"))
    assert record["legal_form"] is None


def test_a_sentence_that_ends_on_verein_is_no_club_name() -> None:
    page = ('<html><head><title>Impressum</title></head><body><main><h1>Impressum</h1><h2>Medieninhaber</h2>'
            "<p>Basket Tigers<br>ZVR-Zahl: 1169387092</p><h2>Vereinssitz</h2><p>Heinrich-von-Buol-Gasse 1/Top 85<br>1210 Wien</p>"
            "<h2>Erklärung gemäß § 25 Abs. 4 Mediengesetz</h2><p>Die Website informiert über den Verein, seine Mannschaften"
            " und den Spielbetrieb.</p></main></body></html>")
    assert parse_imprint(page)["name"] == "Basket Tigers"


@pytest.mark.parametrize(("line", "role"), [("Vertretungsbefugtes Organ (Präsident): Tobias Roth", "chair_of_board"),
                                            ("Vertretungsbefugte Personen: Tobias Roth", "board_member")])
def test_an_austrian_clubs_representing_organ(line: str, role: str) -> None:
    record = parse_imprint(_imprint(f"Fischamender Jugend (Verein)<br>Fehrgasse 1/5/3<br>2401 Fischamend<br>"
                                    f"ZVR-Zahl: 1193618126<br>{line}"))
    assert record["representatives"] == [{"name": "Tobias Roth", "role": role}]


def test_a_trades_acronym_in_a_designation_is_a_business_signal() -> None:
    page = _imprint("Firmenname: Moritz Roth IT<br>Okenfinerstrasse 2C<br>8274 Tägerwilen<br>Schweiz",
                    "<h2>Vertretungsberechtigter</h2><p>Moritz Roth</p>")
    record = parse_imprint(page)
    assert (record["legal_form"], record["representatives"]) == ("Einzelunternehmen", [{"name": "Moritz Roth", "role": "owner"}])


@pytest.mark.parametrize("line", ["Eine Umsatzsteuer-Identifikationsnummer liegt nicht vor.", "Keine Umsatzsteuer-ID vorhanden.",
                                  "Geschäftsführer: —"])
def test_a_field_the_page_says_it_lacks_is_no_business_signal(line: str) -> None:
    record = parse_imprint(_imprint(f"Anna Roth<br>Lindenweg 4<br>79100 Freiburg<br>E-Mail: anna@roth.invalid<br>{line}"))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_page_set_wholly_in_one_heading_level_keeps_its_sections() -> None:
    rows = ["<b>Impressum</b>", "Angaben gemäß § 5 TMG", "Marius Roth", "Bayreuther Str. 9", "91301 Forchheim",
            "Tel.: +49 9191 6999556", "<b>Berufsbezeichnung:</b>", "Physiotherapeut", "Verliehen in der Bundesrepublik Deutschland.",
            "<b>Berufshaftpflichtversicherung abgeschlossen bei:</b>", "Continentale Sachversicherung AG",
            "Ruhrallee 92, 44139 Dortmund", "Geltungsbereich: Deutschland", "<b>Streitschlichtung</b>",
            "Zur Teilnahme an einem Streitbeilegungsverfahren sind wir nicht verpflichtet."]
    page = ("<html><head><title>Impressum</title></head><body><main>" + "".join(f"<h5>{r}</h5>" for r in rows)
            + "</main></body></html>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"], record["address"]["street"]) == (
        "Marius Roth", "Einzelunternehmen", "Bayreuther Str. 9")


def test_the_boards_line_after_the_editor_section_is_the_operators() -> None:
    record = parse_imprint(_imprint(_CLUB, "<h2>Verantwortlich für den Inhalt</h2><p>Jan Ott</p>"
                                    "<p>Vorstand: Jan Ott, Eva Roth</p>" + _COURT))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "board_member"},
                                         {"name": "Eva Roth", "role": "board_member"}]


@pytest.mark.parametrize("city", ["Weiden in der Oberpfalz", "Bad Homburg vor der Höhe", "Neustadt a. d. Weinstraße",
                                  "Rothenburg ob der Tauber", "Pfaffenhofen a.d. Ilm"])
def test_a_town_name_with_two_joining_words(city: str) -> None:
    inline = parse_imprint(_imprint(f"Anna Roth<br>Hauptstr. 4<br>92637 {city}<br>E-Mail: anna@roth.invalid"))
    alone = parse_imprint(_imprint(f"Anna Roth<br>Hauptstr. 4<br>92637<br>{city}<br>E-Mail: anna@roth.invalid"))
    assert inline["address"]["city"] == alone["address"]["city"] == city


@pytest.mark.parametrize("city", ["Frankfurt a.M.", "Frankfurt a. M.", "Kirchheim unter Teck", "Lauf a.d.Pegnitz",
                                  "Neumarkt i.d.OPf."])
def test_a_town_name_with_an_abbreviation_keeps_it(city: str) -> None:
    record = parse_imprint(_imprint(f"Anna Roth<br>Hauptstr. 4<br>92318 {city}<br>E-Mail: anna@roth.invalid"))
    assert record["address"]["city"] == city
    sentence = parse_imprint(_imprint("Anna Roth, Hauptstr. 4, 12345 Berlin.<br>E-Mail: anna@roth.invalid"))
    assert sentence["address"]["city"] == "Berlin"
