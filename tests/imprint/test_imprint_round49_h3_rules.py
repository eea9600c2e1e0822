"""Rules of the forty-ninth parser round found by helper 3, mining real pages that are in no labelled set (issue 19):
imprint pages of other operators' public repositories, parsed unlabelled, the self-evident failures read (an office
heading of a firm whose name holds an exclusion word, a club's office before its holder's name, the provider's firm
printed above its § 5 block in another spelling, a club's sentence about itself, a firm name with an "@" in a word, a
management heading shared with the contact). Each rule with its own minimal page, failing on the parser before the
round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _people(record: dict) -> list[tuple[str, str]]:
    return [(p["name"], p["role"]) for p in record["representatives"]]


def _firm_office(heading: str) -> str:
    return (f"<h1>Impressum</h1><h5>Ostwind Technical Services GmbH</h5><p>Am Deich 13<br>26123 Oldenburg</p>"
            f"<h5>{heading}</h5><p>Eike Janssen</p><p>Wiebke Harms</p><h5>Handelsregister Oldenburg:</h5><p>HRB 20417</p>")


def test_an_office_heading_of_the_firm_named_in_full_heads_its_holders_whatever_the_firm_name_holds():
    record = _read(_firm_office("Geschäftsführer der Ostwind Technical Services GmbH:"))
    assert _people(record) == [("Eike Janssen", "managing_director"), ("Wiebke Harms", "managing_director")]


def test_control_a_technical_credit_heading_stays_another_party():
    record = _read(_firm_office("Technische Umsetzung:"))
    assert _people(record) == []


def test_a_shooting_clubs_schuetzenmeister_before_a_name_in_the_provider_block_is_a_board_member():
    record = _read("<h1>Impressum</h1><h3>Angaben gemäß § 5 TMG:</h3><p>Schützengesellschaft Eichenau e. V.<br>"
                   "Schützenmeister Lorenz Huber<br>Birkenweg 4a<br>83101 Rohrdorf</p><p>kontakt@sg-eichenau.example</p>")
    assert _people(record) == [("Lorenz Huber", "board_member")]


def test_control_the_schuetzenmeister_line_without_a_name_names_nobody():
    record = _read("<h1>Impressum</h1><h3>Angaben gemäß § 5 TMG:</h3><p>Schützengesellschaft Eichenau e. V.<br>"
                   "1. Schützenmeister<br>Birkenweg 4a<br>83101 Rohrdorf</p>")
    assert (_people(record), record["address"]["street"]) == ([], "Birkenweg 4a")


def _club(heading_name: str) -> str:
    return (f"<h1>Impressum</h1><h1>{heading_name}</h1><h2>Besucheradresse:</h2><p>Auenweg 17<br>04109 Leipzig</p>"
            "<h2>Angaben gemäß § 5 TMG</h2><p>Hockeyclub Auenwald .e.V.<br>Postfach 10 04 11<br>04004 Leipzig</p>"
            "<h3>Vertreten durch:</h3><p>Tilo Brenner</p>")


def test_the_providers_firm_printed_above_in_another_spelling_is_one_block_with_its_street():
    record = _read(_club("Hockeyclub Auenwald e.V."))
    assert (record["name"], record["address"]["street"], record["address"]["postal_code"]) == (
        "Hockeyclub Auenwald .e.V.", "Auenweg 17", "04109")


def test_control_another_firm_above_the_providers_mailbox_block_gives_no_street():
    record = _read(_club("Sportpark Auenwald GmbH"))
    assert (record["name"], record["address"]) == ("Hockeyclub Auenwald .e.V.", None)


def test_a_clubs_sentence_that_it_is_a_registered_club_names_the_provider():
    record = _read("<h1>Impressum</h1><p>Die Bürgerliste Seehausen e.V. ist ein beim Amtsgericht Stendal unter der "
                   "Vereinsnummer VR 4711 eingetragener, gemeinnütziger Verein. Er wird vertreten durch den Vorstand.</p>"
                   "<p>Redaktion und inhaltliche Verantwortung liegen bei<br>Uwe Kranich<br>Am Markt 3<br>39615 Seehausen</p>")
    assert (record["name"], record["legal_form"], record["register"]["number"]) == ("Bürgerliste Seehausen e.V.", "e.V.", "VR 4711")


def test_control_a_service_sentence_about_another_firm_names_no_provider():
    record = _read("<h1>Impressum</h1><p>Uwe Kranich<br>Am Markt 3<br>39615 Seehausen</p>"
                   "<p>Die Hostwerk GmbH ist ein Anbieter von Webspace, bei dem diese Seite liegt.</p>")
    assert record["name"] == "Uwe Kranich"


def test_an_at_sign_inside_a_word_of_a_clubs_name_is_part_of_the_name():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Kultur@Hafen e.V.<br>Frieda Lenz<br>Kaistraße 2<br>"
                   "18055 Rostock</p><h2>Vorstand</h2><p>Vorsitzende: Frieda Lenz</p>")
    assert (record["name"], record["legal_form"]) == ("Kultur@Hafen e.V.", "e.V.")


def test_control_a_mail_address_before_a_firm_is_no_name():
    record = _read("<h1>Impressum</h1><p>info@hafen.example Hafenkontor GmbH<br>Kaistraße 2<br>18055 Rostock</p>")
    assert record["name"] != "info@hafen.example Hafenkontor GmbH"


def test_a_management_heading_shared_with_the_contact_heads_the_director_below_it():
    record = _read("<h1>Impressum</h1><h3>Fugenwerk GmbH</h3><h4>Geschäftsführung &amp; Kontakt</h4><p>Aebi Martin</p>"
                   "<p>Postgasse 7</p><p>3011 Bern</p><p>info@fugenwerk.example</p>")
    assert _people(record) == [("Aebi Martin", "managing_director")]


def test_control_a_contact_heading_alone_names_no_director():
    record = _read("<h1>Impressum</h1><h3>Fugenwerk GmbH</h3><h4>Kontakt</h4><p>Aebi Martin</p>"
                   "<p>Postgasse 7</p><p>3011 Bern</p><p>info@fugenwerk.example</p>")
    assert _people(record) == []
