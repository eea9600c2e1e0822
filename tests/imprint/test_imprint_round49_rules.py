"""Rules of the forty-fourth parser round (issue 19), found by mining a second pool of real imprint pages that are in no
labelled set (thirty-first session), as the forty-third round did: each rule with its own minimal page, failing on the parser
before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


_OWNER = "<h1>Impressum</h1><p>Jan Ott</p><p>Lindenweg 6<br>7000 Chur<br>Schweiz</p><p>E-Mail: info@ott-modelle.example</p>"


def test_a_sentence_that_the_site_is_hosted_somewhere_names_the_hoster_not_the_operator():
    record = _read(f"{_OWNER}<h2>Nordhost</h2><p>Diese Webseite wird bei Nordhost GmbH, Hafenweg 3, 20457 Hamburg, Deutschland gehostet.</p>"
                   "<p>nordhost.example</p>")
    assert (record["name"], record["legal_form"], record["address"]["street"]) == ("Jan Ott", None, "Lindenweg 6")


def test_a_provider_sentence_that_also_names_the_hoster_stays_the_providers():
    record = _read("<h1>Impressum</h1><p>Diese Website wird von der Ott Modellbau GmbH, Lindenweg 6, 7000 Chur betrieben und bei "
                   "Nordhost gehostet.</p>")
    assert record["name"] == "Ott Modellbau GmbH"


def test_a_provider_sentence_with_its_verb_last_names_the_firm_after_von():
    record = _read("<h1>Impressum</h1><p>Diese Webseite wird von der Ott Modellbau GmbH, Lindenweg 6, 70437 Stuttgart betrieben.</p>"
                   "<p>Handelsregister: Amtsgericht Stuttgart, HRB 12345</p>")
    assert (record["name"], record["legal_form"], record["address"]["street"]) == ("Ott Modellbau GmbH", "GmbH", "Lindenweg 6")


def test_a_provider_sentence_whose_verb_follows_the_firm_at_once_names_the_firm_alone():
    record = _read("<h1>Impressum</h1><p>Diese Website wird von der Ott Modellbau GmbH betrieben.</p><p>Lindenweg 6<br>70437 Stuttgart</p>")
    assert (record["name"], record["legal_form"], record["address"]["street"]) == ("Ott Modellbau GmbH", "GmbH", "Lindenweg 6")


def test_a_provider_sentence_whose_verb_follows_a_person_at_once_names_the_person_alone():
    record = _read("<h1>Impressum</h1><p>Diese Website wird von Jan Ott betrieben.</p><p>Lindenweg 6<br>70437 Stuttgart</p>")
    assert (record["name"], record["legal_form"]) == ("Jan Ott", None)


def test_control_a_sentence_that_a_host_runs_the_servers_names_no_provider():
    record = _read("<h1>Impressum</h1><p>Die Server werden von der Nordhost GmbH betrieben.</p><p>Jan Ott</p>"
                   "<p>Lindenweg 6<br>70437 Stuttgart</p>")
    assert (record["name"], record["legal_form"]) == ("Jan Ott", None)


def test_control_a_credit_sentence_with_its_verb_last_names_no_operator():
    record = _read("<h1>Impressum</h1><p>Ott Modellbau GmbH<br>Lindenweg 6<br>70437 Stuttgart</p>"
                   "<p>Diese Webseite wird von der Pixelwerk GmbH, Hamburg gestaltet und betreut.</p>")
    assert record["name"] == "Ott Modellbau GmbH"


def test_a_capitalised_word_glued_to_the_mailbox_is_no_part_of_its_domain():
    record = _read("<h1>Impressum</h1><p>Ott Fliesen GmbH<br>Lindenweg 6<br>70437 Stuttgart<br><strong>Kontakt</strong><br>"
                   "E-Mail: <a href='#'><strong>info@ott-fliesen.example</strong></a><strong>Registereintrag</strong><br>"
                   "Registergericht: Amtsgericht Stuttgart<br>Registernummer: HRB 835</p>")
    assert record["email"] == "info@ott-fliesen.example"


def test_control_a_mailbox_with_a_capitalised_domain_keeps_it():
    record = _read("<h1>Impressum</h1><p>Ott Fliesen GmbH<br>Lindenweg 6<br>70437 Stuttgart<br>E-Mail: Info@Ott-Fliesen.De</p>")
    assert record["email"] == "info@ott-fliesen.de"


def test_a_street_named_after_an_office_word_keeps_it():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Lindenclub Flensburg e.V.<br>Kanzleistr. 91–93<br>24943 Flensburg</p>")
    assert record["address"]["street"] == "Kanzleistr. 91–93"


def test_control_an_office_label_before_the_street_is_dropped():
    record = _read("<h1>Impressum</h1><p>Jan Ott</p><p>Kanzlei: Lindenweg 6<br>24943 Flensburg</p>")
    assert record["address"]["street"] == "Lindenweg 6"


_SCHOOL = ("<h1>Impressum</h1><h2>Schulinformation</h2><h4>{label}</h4><p>Privatgymnasium am Lindenberg<br>Lindenweg 1<br>5020 Salzburg</p>"
           "<h4>Direktor</h4><p>Dir. Mag. Jan Ott<br>direktion@lindenberg.example</p>")


def test_a_school_or_practice_name_label_heading_is_no_name():
    for label in ("Schulbezeichnung", "Praxisname", "Einrichtungsbezeichnung"):
        assert _read(_SCHOOL.format(label=label))["name"] == "Privatgymnasium am Lindenberg", label


def test_control_a_firm_name_label_heading_was_already_read_so():
    assert _read(_SCHOOL.format(label="Firmenname"))["name"] == "Privatgymnasium am Lindenberg"


_CLUB_FIELDS = ("<h1>Legal Notice</h1><p>Information according to § 5 TMG</p><h2>{head}</h2><dl><dt>Name</dt><dd>Lindenclub e. V.</dd>"
                "<dt>Address</dt><dd>Lindenweg 2<br>31137 Hildesheim<br>Germany</dd><dt>Registration number</dt><dd>VR 201878</dd></dl>"
                "<h2>Authorized Board</h2><p>The association is legally represented by the board.</p>"
                "<dl><dt>{chair}</dt><dd>Jan Ott</dd><dt>Treasurer</dt><dd>Eva Roth</dd></dl>")


def test_an_english_heading_over_a_clubs_fields_is_no_club_name():
    record = _read(_CLUB_FIELDS.format(head="Association Details", chair="Chairperson"))
    assert (record["name"], record["legal_form"], record["address"]["street"]) == ("Lindenclub e. V.", "e.V.", "Lindenweg 2")


def test_control_a_swiss_association_named_in_french_stays_a_name():
    record = _read("<h1>Impressum</h1><p>Association La Cantine<br>Rue du Lac 2<br>1200 Genève</p>")
    assert record["name"] == "Association La Cantine"


def test_a_numbered_english_chair_label_names_the_chair_and_the_second_a_board_member():
    first = _read(_CLUB_FIELDS.format(head="Details", chair="1. Chairperson"))
    second = _read(_CLUB_FIELDS.format(head="Details", chair="2. Chairperson"))
    assert (_reps(first), _reps(second)) == ([("Jan Ott", "chair_of_board"), ("Eva Roth", "board_member")],
                                            [("Jan Ott", "board_member"), ("Eva Roth", "board_member")])


def test_control_the_unnumbered_english_chair_label_was_already_read():
    assert _reps(_read(_CLUB_FIELDS.format(head="Details", chair="Chairperson")))[0] == ("Jan Ott", "chair_of_board")


def test_legal_details_about_the_provider_as_a_generic_word_name_nobody():
    record = _read("<h1>Impressum</h1><p>Rechtliche Angaben zum Anbieter.</p><h2>Angaben gemäß § 5 TMG</h2><h3>Anbieter / Verantwortlich</h3>"
                   "<p>Eva Roth<br>Lindenweg 4<br>24376 Kappeln<br>Deutschland</p><h3>Umsatzsteuer</h3><p>USt-IdNr.: DE365412385</p>")
    assert (record["name"], _reps(record)) == ("Eva Roth", [("Eva Roth", "owner")])


def test_control_legal_details_about_a_named_foundation_name_it():
    record = _read("<h1>Impressum</h1><p>Rechtliche Angaben zur Adolf Lind-Stiftung</p><p>Lindenweg 4<br>24376 Kappeln</p>")
    assert record["name"] == "Adolf Lind-Stiftung"


def test_the_plain_word_ingenieur_is_a_profession_below_the_person():
    record = _read("<h2>Impressum</h2><p>Verantwortlich für den Inhalt dieser Internetseiten ist:</p><h3>Dipl.-Ing. Hans Lindner</h3>"
                   "<h3>Ingenieur für den Hoch- und Tiefbau</h3><h3>Gewerbering 29</h3><h3>26892 Dörpen</h3><p>Unternehmensform: Einzelunternehmen</p>")
    assert (record["name"], record["legal_form"]) == ("Hans Lindner", "Einzelunternehmen")


def test_control_a_compound_engineer_word_was_already_a_profession():
    record = _read("<h2>Impressum</h2><p>Verantwortlich für den Inhalt dieser Internetseiten ist:</p><h3>Dipl.-Ing. Hans Lindner</h3>"
                   "<h3>Bauingenieur</h3><h3>Gewerbering 29</h3><h3>26892 Dörpen</h3><p>Unternehmensform: Einzelunternehmen</p>")
    assert record["name"] == "Hans Lindner"


def test_the_swiss_abbreviation_klg_is_a_kollektivgesellschaft():
    for firm in ("Lindauer Records KlG", "Lindauer Records KLG"):
        record = _read(f"<h1>Impressum</h1><h2>{firm}</h2><p>{firm}<br>Eichweg 30b<br>9436 Balgach</p>")
        assert (record["name"], record["legal_form"]) == (firm, "Kollektivgesellschaft"), firm


def test_control_a_kg_stays_a_kg():
    record = _read("<h1>Impressum</h1><p>Lindauer Records KG<br>Eichweg 30<br>80331 München</p><p>Registergericht: München, HRA 123</p>")
    assert record["legal_form"] == "KG"


def test_a_french_place_name_in_small_letters_after_its_article_is_a_street():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäss § 5 TMG</h2><p>Lindner Development<br>Jan Lindner<br>Le pré-aux-Moines 22<br>"
                   "2615 Sonvilier<br>Schweiz</p><p>E-Mail: jan@lindner.example</p>")
    assert record["address"] == {"street": "Le pré-aux-Moines 22", "postal_code": "2615", "city": "Sonvilier", "country": "CH"}


def test_control_a_capitalised_french_place_name_was_already_a_street():
    record = _read("<h1>Impressum</h1><p>Jan Lindner<br>Les Rangiers 3<br>2615 Sonvilier<br>Schweiz</p>")
    assert record["address"]["street"] == "Les Rangiers 3"




def test_control_a_site_run_from_a_country_names_no_provider_by_it():
    record = _read("<h1>Impressum</h1><p>Eva Lindner<br>Lindenweg 4<br>70437 Stuttgart</p><p>Diese Website wird von Deutschland aus betrieben.</p>")
    assert record["name"] == "Eva Lindner"
