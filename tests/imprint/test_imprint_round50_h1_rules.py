"""Rules of the fiftieth parser round (helper 1), found on Markdown imprint pages of site generators (clubs, associations, schools)
that are in no labelled set: each rule with its own invented minimal page, failing on the parser before the round, and a control
that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def test_a_club_named_with_its_article_as_responsible_for_the_site_is_the_operator():
    record = _read("<h3>Impressum</h3><p>Für den Inhalt dieser Webseite ist allein der <strong>Segelclub Wendelsee e.V.</strong> "
                   "verantwortlich.</p><h4>Vereinsregister</h4><p>Amtsgericht Celle VR 2207</p>"
                   "<h4>Kontakt</h4><p>Email: vorstand@scw-wendelsee.example</p>")
    assert (record["name"], record["legal_form"]) == ("Segelclub Wendelsee e.V.", "e.V.")


def test_control_a_board_named_with_its_article_as_responsible_is_no_name():
    record = _read("<h1>Impressum</h1><p>Segelclub Wendelsee e.V.<br>Uferweg 3<br>29221 Celle</p>"
                   "<p>Für den Inhalt dieser Webseite ist der Vorstand verantwortlich.</p>")
    assert record["name"] == "Segelclub Wendelsee e.V."


def test_control_a_person_responsible_for_the_site_stays_the_name():
    record = _read("<h1>Impressum</h1><p>Für den Inhalt dieser Website ist Jan Ott verantwortlich.</p>"
                   "<p>Lindenweg 6<br>70437 Stuttgart</p>")
    assert record["name"] == "Jan Ott"


def test_a_pages_opening_this_is_the_website_of_a_club_names_the_club_alone():
    record = _read("<h1>Impressum</h1><p>Dies ist die Webseite des Schachclub Rotmoor e.V..</p><p>1. Vorsitzender Holger Timm</p>"
                   "<p>Brunnenweg 12, 26123 Oldenburg</p><p>Mail: info@sc-rotmoor.example</p>")
    assert (record["name"], record["legal_form"]) == ("Schachclub Rotmoor e.V.", "e.V.")


def test_control_the_official_homepage_sentence_still_names_the_club():
    record = _read("<h1>Impressum</h1><p>sc-rotmoor.example ist die offizielle Homepage des Schachclub Rotmoor e.V.</p>"
                   "<p>Brunnenweg 12, 26123 Oldenburg</p>")
    assert record["name"] == "Schachclub Rotmoor e.V."


def test_a_project_sentence_going_on_with_und_and_a_verb_names_the_school_alone():
    record = _read("<h2>Impressum</h2><p>Diese Website ist ein Projekt der Fachschule Kerben und dient ausschließlich Lehrzwecken.</p>"
                   "<h2>Anschrift</h2><p>Talstraße 8<br>79102 Freiburg</p>")
    assert record["name"] == "Fachschule Kerben"


def test_control_a_project_sentence_of_a_firm_with_und_in_its_name_keeps_the_name():
    record = _read("<h2>Impressum</h2><p>Diese Website ist ein Projekt der Kerben und Söhne GmbH.</p>"
                   "<p>Talstraße 8<br>79102 Freiburg</p>")
    assert record["name"] == "Kerben und Söhne GmbH"


def test_a_project_sentence_of_a_club_in_the_genitive_names_the_club_without_the_generic_word():
    record = _read("<h3>Kontakt</h3><p>Diese Webseite ist ein Projekt des Vereins Freies Netz Tirol und ist in Kooperation mit "
                   "Partnern entstanden.</p><p>Anichstraße 4, 6020 Innsbruck</p>")
    assert record["name"] == "Freies Netz Tirol"


def test_a_room_line_naming_two_rooms_between_street_and_postal_line_keeps_the_address():
    record = _read("<h1>Impressum</h1><h2>Anschrift</h2><p>Studierendenschaft der Hochschule Kerben<br>Talstraße 42<br>"
                   "Raum C.E.03/.04<br>44139 Dortmund</p><h2>Kontakt</h2><p>E-Mail: fsr@hs-kerben.example</p>")
    assert (record["address"]["street"], record["address"]["postal_code"]) == ("Talstraße 42", "44139")


def test_control_a_room_line_naming_one_room_keeps_the_address():
    record = _read("<h1>Impressum</h1><h2>Anschrift</h2><p>Studierendenschaft der Hochschule Kerben<br>Talstraße 42<br>"
                   "Raum C.2.14<br>44139 Dortmund</p>")
    assert record["address"]["street"] == "Talstraße 42"


def test_a_name_going_on_in_the_genitive_on_the_next_line_is_joined():
    record = _read("<h1>Impressum</h1><p>Fördergemeinschaft<br>der Musikschule Kerbenfeld<br>Talstraße 8<br>79102 Freiburg</p>"
                   "<p>E-Mail: info@fg-kerbenfeld.example</p>")
    assert record["name"] == "Fördergemeinschaft der Musikschule Kerbenfeld"


def test_control_a_name_on_one_line_over_its_street_stays_as_printed():
    record = _read("<h1>Impressum</h1><p>Fördergemeinschaft Kerbenfeld<br>Talstraße 8<br>79102 Freiburg</p>")
    assert record["name"] == "Fördergemeinschaft Kerbenfeld"


def test_a_heading_with_a_partys_name_over_its_branch_line_gives_the_whole_name():
    record = _read("<h2>Impressum</h2><p>Das Internetangebot wird herausgegeben von:</p><h3>Partei der Mitte Deutschland</h3>"
                   "<p>Kreisverband Kerbenfeld<br>Talstraße 8<br>79102 Freiburg<br>E-Mail: kv@pdm-kerbenfeld.example</p>")
    assert (record["name"], record["address"]["street"]) == ("Partei der Mitte Deutschland Kreisverband Kerbenfeld", "Talstraße 8")


def test_a_partys_name_over_its_branch_in_one_paragraph_gives_the_whole_name():
    record = _read("<h2>Impressum</h2><p>Diese Website wird betrieben durch</p><p>Partei der Mitte Deutschland<br>"
                   "Kreisverband Kerbenfeld<br>Talstraße 8<br>79102 Freiburg</p>")
    assert record["name"] == "Partei der Mitte Deutschland Kreisverband Kerbenfeld"


def test_control_a_heading_with_a_clubs_name_over_its_street_stays_the_name():
    record = _read("<h2>Impressum</h2><h3>Kegelclub Kerbenfeld e.V.</h3><p>Talstraße 8<br>79102 Freiburg</p>"
                   "<p>Vereinsregister: Amtsgericht Freiburg VR 4410</p>")
    assert (record["name"], record["address"]["street"]) == ("Kegelclub Kerbenfeld e.V.", "Talstraße 8")


def test_a_couple_whose_second_given_name_is_swiss_german_is_no_designation_over_an_owner():
    record = _read("<h2>Impressum</h2><h3>Angaben gemäß § 5 TMG</h3><p><strong>Verantwortlich für den Inhalt:</strong></p>"
                   "<p>Jürgen Kessler<br>Margrit Wirtz</p><p>Talstraße 8 79102 Freiburg</p>"
                   "<p><strong>Kontakt:</strong><br>E-Mail: kessler.ferien@mail.example</p>")
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Jürgen Kessler", None, [])


def test_control_a_couple_with_common_given_names_is_a_private_page():
    record = _read("<h2>Impressum</h2><h3>Angaben gemäß § 5 TMG</h3><p><strong>Verantwortlich für den Inhalt:</strong></p>"
                   "<p>Jürgen Kessler<br>Hanna Wirtz</p><p>Talstraße 8 79102 Freiburg</p>"
                   "<p><strong>Kontakt:</strong><br>E-Mail: kessler.ferien@mail.example</p>")
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Jürgen Kessler", None, [])


def test_a_clubs_responsibility_sentence_broken_before_its_verb_still_names_the_club():
    record = _read("<h3>Impressum</h3><p>Für den Inhalt dieser Webseite ist allein der <strong>Segelclub Wendelsee e.V.</strong>\n"
                   "verantwortlich.</p><h4>Vereinsregister</h4><p>Amtsgericht Celle VR 2207</p>")
    assert (record["name"], record["legal_form"]) == ("Segelclub Wendelsee e.V.", "e.V.")


def test_a_contact_heading_naming_the_operator_itself_keeps_its_mailbox_and_phone():
    record = _read("<h1>Impressum</h1><p>Kegelclub Auental e.V.<br>Lindenweg 3<br>37075 Göttingen</p>"
                   "<h3>Kontaktdaten Kegelclub Auental e. V.</h3><p><strong>Email</strong>: info@kc-auental.example</p>"
                   "<p><strong>Telefon</strong>: +49 551 4471230</p>")
    assert (record["name"], record["email"], record["phone"]) == ("Kegelclub Auental e.V.", "info@kc-auental.example", "+495514471230")


def test_control_a_contact_heading_naming_another_club_keeps_its_data_apart():
    record = _read("<h1>Impressum</h1><p>Kegelclub Auental e.V.<br>Lindenweg 3<br>37075 Göttingen</p>"
                   "<h3>Kontaktdaten unseres Dachverbands Kegelfreunde Süd e. V.</h3><p><strong>Email</strong>: info@kf-sued.example</p>")
    assert (record["name"], record["email"]) == ("Kegelclub Auental e.V.", None)


def test_a_clubs_name_after_an_office_label_is_the_operator_not_its_representative():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß §5 TMG:</h2><p>Büro: Freies Lehrerseminar Kerbenfeld e.V.</p>"
                   "<p>Talstraße 8<br>79102 Freiburg</p><h2>Vertreten durch</h2><p>Jan Ottmann</p>")
    assert (record["name"], record["legal_form"]) == ("Freies Lehrerseminar Kerbenfeld e.V.", "e.V.")


def test_control_an_office_label_over_a_street_names_no_firm():
    record = _read("<h1>Impressum</h1><p>Kegelclub Auental e.V.</p><p>Büro: Lindenweg 3<br>37075 Göttingen</p>")
    assert record["name"] == "Kegelclub Auental e.V."


def test_a_name_whose_line_ends_on_a_joining_word_goes_on_on_the_next_line():
    record = _read("<h1>Impressum</h1><p>OTI Institut für<br>Ottologie<br>Lindenweg 5<br>8400 Winterthur</p><p>E-Mail: info@oti.example</p>")
    assert record["name"] == "OTI Institut für Ottologie"


def test_control_a_sentence_that_ends_on_an_article_joins_no_name():
    record = _read("<h1>Impressum</h1><p>Verantwortlich für den Inhalt dieser Seiten ist der<br>OTC Club.</p>"
                   "<p>OTC Club Ottikon<br>Lindenweg 5<br>8400 Winterthur</p>")
    assert record["name"] == "OTC Club Ottikon"
