"""Rules of the thirtieth parser round (issue 19), each from its own minimal page (names, places and
numbers made up).

The round checked the parser against the labelling conventions of ``corpus/REAL.md`` themselves: helpers
wrote a minimal page for every convention that decides a value, from the convention's wording alone (no
corpus page read, no parser output seen), and the rules below make the parser follow the conventions it broke.
"""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _page(block: str, title: str = "Impressum") -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main>'
            f"<h1>Impressum</h1>{block}</main><footer>© 2026</footer></body></html>").encode()


_AIGNER = [{"name": "Petra Aigner", "role": "owner"}]


@pytest.mark.parametrize("block", [
    "<p>Lindgrün e.U.<br>Petra Aigner<br>Ahornweg 7<br>4020 Linz</p><p>E-Mail: office@lindgruen.at</p>",
    "<p>Lindgrün e.U.<br>Mag. Petra Aigner<br>Ahornweg 7<br>4020 Linz</p><p>E-Mail: office@lindgruen.at</p>",
    "<p>Lindgrün e.U., Petra Aigner<br>Ahornweg 7<br>4020 Linz</p><p>E-Mail: office@lindgruen.at</p>",
    "<p>Lindgrün e.U.<br>Ahornweg 7<br>4020 Linz</p><p>FN 512345x, Landesgericht Linz</p><p>Petra Aigner</p>"
    "<p>E-Mail: office@lindgruen.at</p>",
])
def test_the_one_person_of_a_registered_one_owner_firm_is_its_owner(block: str) -> None:
    """Convention 110: a person line in an e.U.'s provider block is its owner (an e.U., as an e.K., has one by law)."""
    record = parse_imprint(_page(block))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Lindgrün e.U.", "e.U.", _AIGNER)


def test_a_registered_merchants_person_line_is_his_owner_and_two_persons_are_none() -> None:
    record = parse_imprint(_page("<p>Lindgrün e.K.<br>Petra Aigner<br>Ahornweg 7<br>10115 Berlin</p><p>E-Mail: info@lindgruen.de</p>"))
    assert (record["legal_form"], record["representatives"]) == ("e.K.", _AIGNER)
    # control: two unlabelled persons say nothing of who owns it; a link is no person line
    two = parse_imprint(_page("<p>Lindgrün e.U.<br>Petra Aigner<br>Jonas Bauer<br>Ahornweg 7<br>4020 Linz</p><p>E-Mail: office@lindgruen.at</p>"))
    assert two["representatives"] == []
    menu = parse_imprint(_page('<p>Lindgrün e.U.<br>Ahornweg 7<br>4020 Linz</p><p><a href="/">Übersicht Startseite</a></p>'
                               "<p>E-Mail: office@lindgruen.at</p>"))
    assert menu["representatives"] == []


def test_a_gbrs_partners_one_to_a_line_below_the_firm_are_partners() -> None:
    """Convention 53 with the partners one to a line ("Studio Blau GbR" / "Anna Roth" / "Jan Ott" / street)."""
    record = parse_imprint(_page("<p>Studio Blau GbR<br>Anna Roth<br>Jan Ott<br>Seestraße 4<br>88131 Lindau</p><p>E-Mail: info@blau.de</p>"))
    assert record["representatives"] == [{"name": "Anna Roth", "role": "partner"}, {"name": "Jan Ott", "role": "partner"}]
    # control: one person line alone is no partnership's list
    one = parse_imprint(_page("<p>Studio Blau GbR<br>Anna Roth<br>Seestraße 4<br>88131 Lindau</p><p>E-Mail: info@blau.de</p>"))
    assert one["representatives"] == []


@pytest.mark.parametrize("line", ["Domaininhaber und verantwortlich für den Inhalt:<br>Holger Brenner",
                                  "Kontaktdaten des Verantwortlichen für Datenschutz: Holger Brenner, Parkstraße 7, 49074 Osnabrück"])
def test_a_practice_whose_only_person_holds_the_domain_or_answers_for_privacy_has_no_form(line: str) -> None:
    """Conventions 101 and 125 (as 56): no natural person is shown to run the practice, so no form and no owner."""
    page = _page("<p>Physiotherapie am Stadtpark<br>Parkstraße 7<br>49074 Osnabrück</p><p>Telefon: 0541 3387120<br>"
                 f"E-Mail: praxis@physio-stadtpark.de</p><p>Berufsbezeichnung: Physiotherapeut</p><p>{line}</p>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Physiotherapie am Stadtpark", None, [])
    # control: the practice with nobody named keeps the sole trader's form its profession gives
    bare = parse_imprint(page.replace(line.encode(), b""))
    assert bare["legal_form"] == "Einzelunternehmen"


def test_a_one_word_designation_before_a_person_with_a_common_given_name_is_the_name() -> None:
    """Convention 60: "Designation - Person" on one line, the designation without a trade word or inner capital."""
    page = _page("<p><strong>Pixelfuchs - Lorenz Haidinger</strong></p><p>Medieninhaber<br>Bürgerstraße 11<br>4020 Linz</p>"
                 "<p>E-Mail: hallo@pixelfuchs.at</p>")
    record = parse_imprint(page)
    assert (record["name"], record["representatives"]) == ("Pixelfuchs", [{"name": "Lorenz Haidinger", "role": "owner"}])
    # control: an imprint word before the dash is no designation
    plain = parse_imprint(page.replace(b"Pixelfuchs - ", b"Impressum - "))
    assert plain["name"] == "Lorenz Haidinger"


def test_a_university_represented_by_its_rector_gives_its_professor_no_business() -> None:
    """Convention 190: the institution's "vertreten durch den Rektor" is no sign that the publisher runs a business."""
    page = _page("<p><strong>Herausgeber:</strong></p><p>Prof. Dr. Jan Ott<br>Universität Hafenstadt<br>Fakultät für Informatik<br>Campusweg 2, 24103 Kiel</p>"
                 "<p>E-Mail: jan.ott@uni-hafenstadt.de</p><p>Die Universität Hafenstadt ist eine Körperschaft des öffentlichen Rechts. "
                 "Sie wird gesetzlich vertreten durch den Rektor.</p>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Jan Ott", None, [])


def test_tax_lines_left_as_dots_are_no_business_cue() -> None:
    """Convention 598: "DE...." and "Finanzamt ..." are a template's placeholders, no tax number: a private page."""
    page = _page("<p>Theresa Roth<br>Lechstraße 12<br>86899 Landsberg am Lech</p><p>E-Mail: theresa@roth-blog.de</p>"
                 "<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: DE....</p><p>Steuer-Nr. 123/456/78910 Finanzamt ...</p>")
    record = parse_imprint(page)
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: a filled tax number is a business cue
    filled = parse_imprint(page.replace(b"Steuer-Nr. 123/456/78910 Finanzamt ...", b"Steuer-Nr. 131/820/57312 Finanzamt Landsberg"))
    assert filled["legal_form"] == "Einzelunternehmen"


def test_a_profession_in_parentheses_after_the_person_is_her_business_signal() -> None:
    """Convention 257: "Bernd Ott (Glasermeister)" is the person, the profession no part of the name but a business signal."""
    record = parse_imprint(_page("<p>Bernd Ott (Glasermeister)<br>Talstraße 8<br>79199 Kirchzarten</p><p>E-Mail: bernd@ott-glas.de</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Bernd Ott", "Einzelunternehmen", [{"name": "Bernd Ott", "role": "owner"}])
    # control: a person in parentheses after a designation stays its owner
    held = parse_imprint(_page("<p>Glaserei am Bach (Bernd Ott)<br>Talstraße 8<br>79199 Kirchzarten</p><p>E-Mail: bernd@ott-glas.de</p>"))
    assert held["name"] == "Glaserei am Bach"


def test_the_person_again_with_a_generic_activity_and_the_form_word_is_no_designation() -> None:
    """Convention 531: "Jan Ott" / "Jan Ott, Unternehmensberatung (Einzelunternehmen)": the person is the name and owner."""
    record = parse_imprint(_page("<p>Frederik Ott<br>Frederik Ott, Unternehmensberatung (Einzelunternehmen)<br>Lessingstraße 19<br>"
                                 "33604 Bielefeld</p><p>E-Mail: kontakt@ott-beratung.de</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Frederik Ott", "Einzelunternehmen", [{"name": "Frederik Ott", "role": "owner"}])
    # control: a trading designation in the same place stays the name
    named = parse_imprint(_page("<p>Frederik Ott<br>Ott Consulting (Einzelunternehmen)<br>Lessingstraße 19<br>33604 Bielefeld</p>"
                                "<p>E-Mail: kontakt@ott-beratung.de</p>"))
    assert named["name"] == "Ott Consulting"


def test_a_clubs_managing_chair_and_a_gender_star_chair_chair_the_board() -> None:
    """Convention 229: "Geschäftsführender Vorsitzender" is the chair; "Vorsitzende*r" is read as "Vorsitzende/r"."""
    club = "<p>Turnverein Lindau e.V.<br>Seestraße 4<br>88131 Lindau</p><p>VR 1234, Amtsgericht Kempten</p><p>E-Mail: info@tv-lindau.de</p>"
    for label in ("Geschäftsführender Vorsitzender", "Vorsitzende*r", "1. Vorsitzende*r"):
        record = parse_imprint(_page(f"{club}<p>{label}: Harald Weiß<br>Kassierer: Petra Lang</p>"))
        assert record["representatives"] == [{"name": "Harald Weiß", "role": "chair_of_board"},
                                             {"name": "Petra Lang", "role": "board_member"}], label


def test_an_owner_and_director_line_beside_a_second_director() -> None:
    """Convention 52: "Inhaber / Geschäftsführer: A" and "Geschäftsführerin: B": A the owner, B a managing director."""
    record = parse_imprint(_page("<p>Autohaus Ott<br>Bremer Straße 118<br>26135 Oldenburg</p><p>Inhaber / Geschäftsführer: Dirk Ott<br>"
                                 "Geschäftsführerin: Nadine Roth</p><p>E-Mail: verkauf@autohaus-ott.de</p>"))
    assert (record["legal_form"], record["representatives"]) == (
        "Einzelunternehmen", [{"name": "Dirk Ott", "role": "owner"}, {"name": "Nadine Roth", "role": "managing_director"}])


def test_a_person_below_a_designation_and_its_trade_line_is_the_owner() -> None:
    """Convention 713: "MIETBOXX" / "Verleih für Anhänger und Werkzeug" / "Gerhard Ott" / street: the person owns it."""
    record = parse_imprint(_page("<h2>Medieninhaber:</h2><p>MIETBOXX<br>Verleih für Anhänger und Werkzeug<br>Gerhard Ott<br>Kaltenbrunn 14<br>"
                                 "8262 Kaltenbrunn</p><p>E-Mail: office@mietboxx.at</p><p>WKO Mitgliedsnummer: 4417820</p>"))
    assert (record["name"], record["representatives"]) == ("MIETBOXX", [{"name": "Gerhard Ott", "role": "owner"}])


def test_a_designation_stated_as_a_persons_sole_proprietorship_names_its_owner() -> None:
    """Convention 46: "X ist ein Einzelunternehmen von Y" under the designation X makes Y its owner."""
    record = parse_imprint(_page("<p>Lektorat Wortfinder<br>Beethovenstraße 7<br>53115 Bonn</p><p>Lektorat Wortfinder ist ein "
                                 "Einzelunternehmen von Sophie Ott.</p><p>E-Mail: post@wortfinder.de</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Lektorat Wortfinder", "Einzelunternehmen", [{"name": "Sophie Ott", "role": "owner"}])


@pytest.mark.parametrize(("heading", "block", "name"), [
    ("Standort Waldkirch", "<p>Dipl.-Psych. Jana Ott<br>Praxis für Psychotherapie</p><h3>{h}</h3><p>Lange Straße 12<br>79183 Waldkirch</p>", "Jana Ott"),
    ("Organisatorische Verantwortung", "<h2>{h}</h2><p>Landkreis Hügelsee<br>Zum Amtsberg 2<br>17192 Lindow</p>", "Landkreis Hügelsee"),
    ("Controller", "<h2>{h}</h2><p>Elias Ott<br>Seeweg 2<br>8001 Zürich</p>", "Elias Ott"),
    ("Publisher and responsible for the content", "<h2>{h}</h2><p>Stefan Ott<br>Neubaugasse 12/5<br>1070 Wien</p>", "Stefan Ott"),
])
def test_a_section_heading_over_the_provider_is_no_name(heading: str, block: str, name: str) -> None:
    """Conventions 297, 401, 835, 400: a location, responsibility or controller heading is a section's title, not the provider."""
    record = parse_imprint(_page(block.format(h=heading) + "<p>E-Mail: info@ott-web.de</p>"))
    assert record["name"] == name


def test_an_academic_position_a_club_in_formation_and_an_english_ug() -> None:
    """Conventions 159 ("Visiting Professor Dr." is no part of the name), 348 ("i.G." keeps its full stop), 143 ("UG (limited
    liability)" is a UG, kept in the name)."""
    person = parse_imprint(_page("<p>Visiting Professor Dr. Lara Ott<br>Ringstraße 9<br>67663 Kaiserslautern</p><p>E-Mail: lara@ott.de</p>"))
    assert person["name"] == "Lara Ott"
    club = parse_imprint(_page("<p>Vereinsname: Heimatverein Kleinrode i.G.</p><p>Anschrift: Dorfstraße 2, 31000 Kleinrode</p>"
                               "<p>E-Mail: info@heimat-kleinrode.de</p>"))
    assert club["name"] == "Heimatverein Kleinrode i.G."
    firm = parse_imprint(_page("<p>Tidewell UG (limited liability)<br>Schulterblatt 58<br>20357 Hamburg</p><p>CEO: Jonas Ott</p>"
                               "<p>Register court: Amtsgericht Hamburg, HRB 171204</p><p>Email: office@tidewell.de</p>"))
    assert (firm["name"], firm["legal_form"]) == ("Tidewell UG (limited liability)", "UG")


def test_a_brand_by_its_firm_and_a_designation_owned_by_its_proprietor() -> None:
    """Conventions 320 ("<brand> by <firm>": the firm) and 328 ("X owned by Y (sole proprietor)": X, Y its owner)."""
    firm = parse_imprint(_page("<p>lichtfang photography by pixelbäckerei GmbH<br>Gutenbergstraße 21<br>04178 Leipzig</p>"
                               "<p>Vertreten durch: Tim Ott</p><p>Amtsgericht Leipzig, HRB 39871</p><p>E-Mail: studio@pixel.de</p>"))
    assert (firm["name"], firm["legal_form"]) == ("pixelbäckerei GmbH", "GmbH")
    sole = parse_imprint(_page("<p>Pixelgarten Software owned by Jannik Ott (sole proprietor)<br>Klosterstraße 7<br>48143 Münster</p>"
                               "<p>E-Mail: hello@pixelgarten.de</p>"))
    assert (sole["name"], sole["legal_form"], sole["representatives"]) == (
        "Pixelgarten Software", "Einzelunternehmen", [{"name": "Jannik Ott", "role": "owner"}])


@pytest.mark.parametrize(("postal", "city"), [("79115 Freiburg i. Brsg.", "Freiburg i. Brsg."), ("28215 Bremen / Germany", "Bremen"),
                                              ("A-1220 Wien/Österreich", "Wien"), ("10115 Berlin.", "Berlin")])
def test_a_towns_abbreviation_keeps_its_full_stop_and_a_country_after_a_slash_goes(postal: str, city: str) -> None:
    """Conventions 394 ("Freiburg i. Brsg." as printed), 475 and 801 (a country after a slash is dropped); a sentence's stop goes."""
    record = parse_imprint(_page(f"<p>Anna Ott<br>Wiesentalstraße 20<br>{postal}</p><p>E-Mail: anna@ott-web.de</p>"))
    assert record["address"]["city"] == city


def test_a_full_stop_before_a_capitalised_word_ends_the_address_not_its_domain() -> None:
    """Convention 225: "… unter info@x.ch. Anfragen …" is info@x.ch; a spaced dot before the domain's ending still joins it."""
    from companies.imprint.contact import find_emails

    assert find_emails("erreichbar unter info@buehne-seefeld.ch. Anfragen richten Sie an pr@buehne-seefeld.ch.") == [
        "info@buehne-seefeld.ch", "pr@buehne-seefeld.ch"]
    assert find_emails("E-Mail: info @ buehne-seefeld . ch") == ["info@buehne-seefeld.ch"]


def test_a_noscript_fallbacks_markup_breaks_its_address() -> None:
    """Convention 432: the noscript fallback "info [at] x [punkt] de<br>Telefon: …" gives info@x.de, nothing glued to it."""
    from companies.imprint.text import read_page

    page = read_page('<html><body><main><p>E-Mail: <span class="js">wird geladen…</span></p><noscript><p>E-Mail: info [at] '
                     "tab-app [punkt] de<br>Telefon: wird angezeigt</p></noscript></main></body></html>")
    assert "info@tab-app.de" in [ln.text for ln in page.lines]


@pytest.mark.parametrize("block", [
    "<p>Jens Ott und Tobias Roth (GbR)<br>Rheinstraße 80<br>56068 Koblenz</p>",
    "<p>Kanzlei Ott Roth<br>Rheinstraße 80<br>56068 Koblenz</p><p>Die Kanzlei Ott Roth ist eine Gesellschaft bürgerlichen Rechts (GbR) "
    "bestehend aus\nRechtsanwalt Jens Ott und Rechtsanwalt Tobias Roth.</p>",
])
def test_a_gbrs_partners_named_by_its_firm_or_in_its_sentence(block: str) -> None:
    """Conventions 209 (the firm is the partners' names) and 108 (a sentence says whom the GbR consists of)."""
    record = parse_imprint(_page(block + "<p>E-Mail: info@ott-roth.de</p>"))
    assert (record["legal_form"], record["representatives"]) == (
        "GbR", [{"name": "Jens Ott", "role": "partner"}, {"name": "Tobias Roth", "role": "partner"}])


def test_a_swiss_box_between_street_and_town_and_a_host_after_the_firm() -> None:
    """Convention 366: "Weiherweg 6" / "Postfach 22" / "8132 Egg b. Zürich" is the street's address (a Swiss box shares the
    town's postal code; a German box keeps its own); 249: "X GbR c/o Y" names the firm without its host."""
    swiss = parse_imprint(_page("<p>Kinderkrippe Sonnenhügel<br>Weiherweg 6<br>Postfach 22<br>8132 Egg b. Zürich</p>"
                                "<p>E-Mail: info@krippe-sonnenhuegel.ch</p>"))
    assert swiss["address"] == {"street": "Weiherweg 6", "postal_code": "8132", "city": "Egg b. Zürich", "country": "CH"}
    german = parse_imprint(_page("<p>Ott Verlag GmbH<br>Weiherweg 6<br>Postfach 1122<br>10002 Berlin</p><p>E-Mail: info@ott.de</p>"))
    assert german["address"] is None  # (the box's postal code is no street's)
    hosted = parse_imprint(_page("<p>Nordhang GbR c/o Markus Ott<br>Alpenstraße 12<br>83022 Rosenheim</p><p>Vertreten durch:<br>Markus Ott</p>"
                                 "<p>E-Mail: hallo@nordhang.de</p>"))
    assert (hosted["name"], hosted["legal_form"]) == ("Nordhang GbR", "GbR")


def test_a_country_word_and_dash_before_the_postal_code() -> None:
    """Convention 339: "Austria - 4020 Linz" is the postal line of the street above it."""
    record = parse_imprint(_page("<p>kraftwerk digital gmbh<br>Hafenstraße 5<br>Austria - 4020 Linz</p><p>E-Mail: office@kraftwerk.at</p>"))
    assert record["address"] == {"street": "Hafenstraße 5", "postal_code": "4020", "city": "Linz", "country": "AT"}


def test_a_designations_managing_director_and_its_content_line_keep_the_sole_traders_form() -> None:
    """Convention 628: "Vertretungsberechtigte/r Geschäftsführer/in: X" under a designation, X also the content line: a
    managing director of an Einzelunternehmen (the content line alone would leave no form, convention 56)."""
    record = parse_imprint(_page("<p>Gartenpflege Immergrün<br>Eversbuschstraße 120<br>80999 München</p><p>Vertretungsberechtigte/r "
                                 "Geschäftsführer/in:<br>Raimund Ott</p><p>E-Mail: info@immergruen.de</p><p>Verantwortlich für den "
                                 "Inhalt nach § 55 Abs. 2 RStV: Raimund Ott</p>"))
    assert (record["legal_form"], record["representatives"]) == ("Einzelunternehmen", [{"name": "Raimund Ott", "role": "managing_director"}])


def test_a_place_of_jurisdiction_after_the_number_is_the_court_not_its_label() -> None:
    """Convention 840: "HRB 178842 Gerichtsstand | Court of Law: Hamburg" is the Hamburg register entry."""
    record = parse_imprint(_page("<p>Company: Northwind UG (haftungsbeschränkt)<br>Spaldingstraße 64<br>20097 Hamburg</p><p>Handelsregister | "
                                 "Company Registration: HRB 178842 Gerichtsstand | Court of Law: Hamburg</p><p>E-Mail: info@northwind.de</p>"))
    assert record["register"] == {"country": "DE", "court": "Hamburg", "number": "HRB 178842"}


def test_a_gmbh_u_co_kg_a_firmenbuch_nr_label_and_a_clubs_founding_year() -> None:
    """Conventions 406 ("GmbH u. Co. KG" is a GmbH & Co. KG), 515 ("Firmenbuch Nr.: 571902K" is FN 571902k), 742 (a club's
    "von 1924" is part of its name)."""
    kg = parse_imprint(_page("<p>Hollmann Dach GmbH u. Co. KG<br>Zum Gewerbepark 9<br>26203 Wardenburg</p><p>Vertreten durch: Michael Ott</p>"
                             "<p>E-Mail: info@hollmann-dach.de</p>"))
    assert (kg["legal_form"], kg["representatives"]) == ("GmbH & Co. KG", [{"name": "Michael Ott", "role": "managing_director"}])
    eu = parse_imprint(_page("<p>Klarblick e.U.<br>Lastenstraße 11<br>8020 Graz</p><p>Firmenbuch Nr.: 571902K<br>Firmenbuchgericht: "
                             "Landesgericht Graz</p><p>E-Mail: office@klarblick.at</p>"))
    assert eu["register"] == {"country": "AT", "court": "-", "number": "FN 571902k"}
    club = parse_imprint(_page("<p>SpVgg Regnitztal von 1924<br>Sportplatzweg 2<br>96103 Hallstadt</p><p>Vertreten durch: Florian Ott</p>"
                               "<p>Vereinsregister: VR 301<br>Registergericht: Amtsgericht Bamberg</p><p>E-Mail: info@spvgg.de</p>"))
    assert club["name"] == "SpVgg Regnitztal von 1924"


@pytest.mark.parametrize("word", ["Buchbinderei", "Töpferei", "Glaserei", "Wollstube", "Hofladen"])
def test_a_workshop_or_shop_word_before_a_surname_is_no_person(word: str) -> None:
    """Conventions 6 and 68: "Buchbinderei Falkenhorst" is a firm, never its own owner."""
    record = parse_imprint(_page(f"<p>{word} Falkenhorst<br>Lindenweg 5<br>79098 Freiburg</p><p>E-Mail: info@falkenhorst.de</p>"
                                 "<p>USt-IdNr.: DE287654321</p>"))
    assert record["name"] == f"{word} Falkenhorst" and record["representatives"] == []


def test_numbered_treasurers_and_a_director_who_answers_for_the_content() -> None:
    """Conventions 201 ("1. Kassier" is a board member) and 248 ("Geschäftsführer und verantwortlich für den Inhalt: X")."""
    club = parse_imprint(_page("<p>Musikverein Lindau<br>Seestraße 4<br>6900 Bregenz</p><p>Obmann: Herbert Ott<br>1. Kassier: Ingrid Roth<br>"
                               "2. Kassier: Markus Berg</p><p>E-Mail: info@mv-lindau.at</p>"))
    assert [(r["name"], r["role"]) for r in club["representatives"]] == [
        ("Herbert Ott", "chair_of_board"), ("Ingrid Roth", "board_member"), ("Markus Berg", "board_member")]
    firm = parse_imprint(_page("<p>Weber Bau GmbH<br>Hauptstraße 4<br>88131 Lindau</p><p>Geschäftsführer und verantwortlich für den Inhalt: "
                               "Markus Weber</p><p>E-Mail: info@weber-bau.de</p>"))
    assert firm["representatives"] == [{"name": "Markus Weber", "role": "managing_director"}]


def test_a_designation_over_a_person_over_the_street_names_its_owner() -> None:
    """Convention 91: "Pferdephysio Bodensee" / "Judith Ott" / street: the designation is the name, the person its owner."""
    record = parse_imprint(_page("<p>Pferdephysio Bodensee<br>Judith Ott<br>Seestraße 4<br>88131 Lindau</p><p>E-Mail: hallo@pferdephysio.de</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Pferdephysio Bodensee", "Einzelunternehmen", [{"name": "Judith Ott", "role": "owner"}])
    # controls: a club over its contact person, and a description over the person, name no owner
    club = parse_imprint(_page("<p>Freundeskreis Sternwarte<br>Judith Ott<br>Seestraße 4<br>88131 Lindau</p><p>E-Mail: info@sternwarte.de</p>"))
    assert not any(r["role"] == "owner" for r in club["representatives"])


def test_a_bold_designation_over_its_own_street_is_the_providers_not_a_credit() -> None:
    """Convention 862: "**Kessler Markenwerk**" / "Fabian Kessler" / street: a bold name over its own address opens the provider
    block (a credit word inside a name, "Marken", is no trademark notice), the designation the name, the person its owner."""
    page = _page("<h2>Angaben gemäß § 5 DDG</h2><p><strong>Kessler Markenwerk</strong><br>Fabian Kessler<br>Weinstraße 14<br>"
                 "67229 Laumersheim</p><p>E-Mail: hallo@kessler-markenwerk.de</p><p>Umsatzsteuer-ID: DE 347 118 290</p>")
    record = parse_imprint(page)
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Kessler Markenwerk", "Einzelunternehmen", [{"name": "Fabian Kessler", "role": "owner"}])
    # control: a bold credit heading over an agency's block stays somebody else's
    credit = parse_imprint(page.replace(b"</main>", b"<p><strong>Webdesign</strong><br>Pixel Agentur<br>Hafenweg 2<br>20095 Hamburg</p></main>"))
    assert credit["name"] == "Kessler Markenwerk"


def test_a_domain_designation_below_the_person_and_the_owners_own_director_line() -> None:
    """Conventions 73 ("Jannik Ott" / "Rueckenstark.de": the designation) and 243 (the owner's "Geschäftsführerin:" line adds no
    second role)."""
    domain = parse_imprint(_page("<p>Jannik Ott<br>Rueckenstark.de<br>Feldstraße 33<br>24105 Kiel</p><p>E-Mail: kontakt@rueckenstark.de</p>"))
    assert (domain["name"], domain["representatives"]) == ("Rueckenstark.de", [{"name": "Jannik Ott", "role": "owner"}])
    repeated = parse_imprint(_page("<p>Sandra Ott<br>Ott Raumdesign<br>Gartenstraße 22<br>30890 Barsinghausen</p><p>Geschäftsführerin: "
                                   "Sandra Ott</p><p>E-Mail: kontakt@ott-raumdesign.de</p>"))
    assert (repeated["name"], repeated["representatives"]) == ("Ott Raumdesign", [{"name": "Sandra Ott", "role": "owner"}])


def test_a_register_kind_in_small_letters_and_a_one_letter_phone_label() -> None:
    """Conventions 212 ("hrb 731948" is HRB 731948) and 281 ("t: 06021 45837" is the phone; "f:" stays a fax)."""
    firm = parse_imprint(_page("<p>Ott Bau GmbH<br>Hauptstraße 4<br>89073 Ulm</p><p>Amtsgericht Ulm, hrb 731948</p><p>t: 0731 45837<br>"
                               "f: 0731 45838<br>e: info@ott-bau.de</p>"))
    assert (firm["register"], firm["phone"]) == ({"country": "DE", "court": "Ulm", "number": "HRB 731948"}, "+4973145837")


def test_a_court_label_repeated_before_the_court() -> None:
    """Convention 133: "Registergericht: Registergericht Hildesheim" names the court Hildesheim."""
    record = parse_imprint(_page("<p>Ott Bau GmbH<br>Hauptstraße 4<br>31134 Hildesheim</p><p>Registergericht: Registergericht Hildesheim<br>"
                                 "Registernummer: HRB 204170</p><p>E-Mail: info@ott-bau.de</p>"))
    assert record["register"] == {"country": "DE", "court": "Hildesheim", "number": "HRB 204170"}


def test_a_clubs_status_clause_after_its_name() -> None:
    """Convention 287: "Pfotenhilfe Mühlviertel eingetragener Verein seit 3.5.2015" names "Pfotenhilfe Mühlviertel"."""
    record = parse_imprint(_page("<p><strong>Pfotenhilfe Mühlviertel eingetragener Verein seit 3.5.2015</strong><br>Hauptplatz 6<br>4240 Freistadt"
                                 "</p><p>ZVR-Zahl: 123456789</p><p>E-Mail: info@pfotenhilfe.at</p>"))
    assert record["name"] == "Pfotenhilfe Mühlviertel"


def test_a_swiss_clubs_presidium_makes_each_a_president() -> None:
    """Convention 225: a Swiss Verein's "Präsidium: A, B" is a co-presidency; a German one stays the board."""
    swiss = parse_imprint(_page("<p>Verein Kulturbühne Seefeld<br>Seestrasse 4<br>8712 Stäfa</p><p>Präsidium: Anna Ott, Beat Roth</p>"
                                "<p>E-Mail: info@kulturbuehne.ch</p>"))
    assert swiss["representatives"] == [{"name": "Anna Ott", "role": "president"}, {"name": "Beat Roth", "role": "president"}]
    german = parse_imprint(_page("<p>Turnverein Lindau e.V.<br>Seestraße 4<br>88131 Lindau</p><p>Präsidium: Anna Ott, Beat Roth</p>"
                                 "<p>VR 1234, Amtsgericht Kempten</p><p>E-Mail: info@tv-lindau.de</p>"))
    assert {r["role"] for r in german["representatives"]} == {"board_member"}


def test_a_clubs_only_address_in_its_chairs_block_is_the_clubs() -> None:
    """Convention 54 (and 216, 349, 744): "Förderverein X e.V." / "Vorsitzender:" / chair / street: the club's address; a firm's
    board member's private address stays his."""
    club = parse_imprint(_page("<p><strong>Förderverein Wassermühle e.V.</strong></p><p><em>Vorsitzender:</em></p><p><strong>Hans Ott"
                               "</strong><br>Mühlenstraße 14<br>31860 Emmerthal</p><p>E-Mail: info@muehle.de</p>"))
    assert club["address"] == {"street": "Mühlenstraße 14", "postal_code": "31860", "city": "Emmerthal", "country": "DE"}
    firm = parse_imprint(_page("<p>Ott Bau AG</p><p>Vorsitzender des Vorstands:</p><p>Hans Ott<br>Mühlenstraße 14<br>31860 Emmerthal</p>"
                               "<p>E-Mail: info@ott-bau.de</p>"))
    assert firm["address"] is None
