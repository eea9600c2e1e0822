"""Rules of the fifty-third parser round (helper 5), found on real imprint pages of clubs and small firms (in no labelled
set) whose representatives the parser missed or misread: the office printed below each name under a board heading, a table
whose head row names the offices over the row of persons, the chair set off by a comma after the article ("durch den
Vorsitzenden, X"), persons each with the office after a dash on one line, the chair listed first under a label that names
the offices in the persons' order ("1. und 2. Vorsitzender: A und B"), a managing director after an adjective of his power
to represent ("durch den alleinvertretungsberechtigten Geschäftsführer X"), a contact person named with the provider's office
("Ansprechpartner: X (Geschäftsführer)"), an office's inline element with its person's element glued to it.
Each rule with its own invented minimal page (names, places and mailboxes made up), failing on the parser before the
round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_CLUB = ("<h1>Impressum</h1><p>Turnverein Lindenhof e.V.<br>Birkenweg 4<br>12345 Lindenhof</p>"
         "<p>Vereinsregister: VR 1234, Amtsgericht Lindenhof</p>")


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


def test_a_board_headings_members_each_with_the_office_on_the_line_below():
    # "<h3>Vorstand</h3>", then per member a card of name and office in blocks of their own: the office is the name's above
    record = _read(_CLUB + "<h3>Vorstand</h3><div><p>Gerd Wallner</p><p>1. Vorsitzender</p></div>"
                   "<div><p>Ilse Korbach</p><p>Kassenwartin</p></div>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]
    record = _read(_CLUB + "<h3>Vertreten durch</h3><div><h4>Gerd Wallner</h4><p>1. Vorsitzender</p></div>"
                   "<div><h4>Ilse Korbach</h4><p>2. Vorsitzende</p></div>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]


def test_control_a_board_headings_offices_printed_above_each_name():
    record = _read(_CLUB + "<h3>Vorstand</h3><p>1. Vorsitzender</p><p>Gerd Wallner</p><p>2. Vorsitzende</p><p>Ilse Korbach</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]


def test_a_table_whose_head_row_names_the_offices_over_the_row_of_persons():
    record = _read(_CLUB + "<table><tr><th>1. Vorsitzender</th><th>2. Vorsitzende</th><th>Kassier</th></tr>"
                   "<tr><td>Gerd Wallner</td><td>Ilse Korbach</td><td>Dr. Uwe Trenkle</td></tr></table>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member"), ("Uwe Trenkle", "board_member")]
    record = _read(_CLUB + "<h3>Vorstand</h3><table><tr><th>Stellvertreter</th><th>Vorsitzende</th></tr>"
                   "<tr><td>Gerd Wallner</td><td>Ilse Korbach</td></tr></table>")
    assert _reps(record) == [("Gerd Wallner", "board_member"), ("Ilse Korbach", "chair_of_board")]


def test_control_a_table_of_office_and_person_rows_and_an_office_heading_over_its_person():
    record = _read(_CLUB + "<table><tr><th>Funktion</th><th>Name</th></tr><tr><td>1. Vorsitzender</td><td>Gerd Wallner</td></tr>"
                   "<tr><td>Kassiererin</td><td>Ilse Korbach</td></tr></table>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]
    record = _read("<h1>Impressum</h1><p>Lindner Technik GmbH<br>Birkenweg 4<br>12345 Lindenhof</p><p>HRB 1234, Amtsgericht Lindenhof</p>"
                   "<div><h2>Managing Director | Geschäftsführer</h2><p>Gerd Wallner</p></div><div><h2>Registry Entry</h2><p>HRB 1234</p></div>")
    assert _reps(record) == [("Gerd Wallner", "managing_director")]


def test_the_chair_set_off_by_a_comma_after_the_article():
    record = _read(_CLUB + "<p>Vertreten durch den Vorsitzenden des Vorstands, Gerd Wallner.</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board")]
    record = _read(_CLUB + "<p>Der Verein wird vertreten durch die 1. Vorsitzende, Frau Dr. Ilse Korbach</p>")
    assert _reps(record) == [("Ilse Korbach", "chair_of_board")]


def test_control_a_person_then_her_office_then_another_name_is_no_chairs_apposition():
    record = _read(_CLUB + "<p>Vertreten durch den Vorsitzenden Gerd Wallner</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board")]
    record = _read(_CLUB + "<p>Gerd Wallner, Vorsitzender, Ilse Korbach</p>")
    assert ("Ilse Korbach", "chair_of_board") not in _reps(record)


def test_a_board_line_of_persons_each_with_the_office_after_a_dash():
    record = _read(_CLUB + "<p>Vorstand: Gerd Wallner – 1. Vorsitzender, Ilse Korbach – Kassenwartin</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]
    record = _read(_CLUB + "<p>Vertreten durch: Gerd Wallner – 1. Vorsitzender; Ilse Korbach – 2. Vorsitzende</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]
    record = _read(_CLUB + "<p>Vorstand: Ilse Korbach - Vorsitzende, Gerd Wallner - Kassenwart</p>")  # (a hyphen for the dash)
    assert _reps(record) == [("Ilse Korbach", "chair_of_board"), ("Gerd Wallner", "board_member")]


def test_control_the_same_persons_with_the_office_in_parentheses_or_on_lines_of_their_own():
    record = _read(_CLUB + "<p>Vorstand: Gerd Wallner (1. Vorsitzender), Ilse Korbach (Kassenwartin)</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]
    record = _read(_CLUB + "<p>Vorstand:<br>Gerd Wallner – 1. Vorsitzender<br>Ilse Korbach – Kassenwartin</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]


def test_the_chair_listed_first_under_a_label_naming_the_offices_in_order():
    record = _read(_CLUB + "<p>1. und 2. Vorsitzender: Gerd Wallner und Ilse Korbach</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]
    record = _read(_CLUB + "<p>Vertreten durch die Vorsitzende und den Kassenwart: Ilse Korbach, Gerd Wallner</p>")
    assert _reps(record) == [("Ilse Korbach", "chair_of_board"), ("Gerd Wallner", "board_member")]
    record = _read(_CLUB + "<h3>Vorstand</h3><p>Vorsitzender, Stellvertreterin, Kassier:<br>Gerd Wallner, Ilse Korbach, Uwe Trenkle</p>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member"), ("Uwe Trenkle", "board_member")]


def test_control_a_label_whose_first_office_is_no_chair_and_a_board_without_offices():
    record = _read(_CLUB + "<p>Stellvertretende Vorsitzende und Kassier: Ilse Korbach, Gerd Wallner</p>")
    assert _reps(record) == [("Ilse Korbach", "board_member"), ("Gerd Wallner", "board_member")]
    record = _read(_CLUB + "<p>Vorstand: Gerd Wallner, Ilse Korbach</p>")
    assert _reps(record) == [("Gerd Wallner", "board_member"), ("Ilse Korbach", "board_member")]


_FIRM = "<h1>Impressum</h1><p>Lindner Technik GmbH<br>Birkenweg 4<br>12345 Lindenhof</p><p>HRB 1234, Amtsgericht Lindenhof</p>"


def test_the_managing_director_after_an_adjective_of_his_power_to_represent():
    record = _read(_FIRM + "<p>Vertreten durch den alleinvertretungsberechtigten Geschäftsführer Gerd Wallner</p>")
    assert _reps(record) == [("Gerd Wallner", "managing_director")]
    record = _read(_FIRM + "<p>Die Gesellschaft wird vertreten durch den alleinigen Geschäftsführer Dr. Gerd Wallner.</p>")
    assert _reps(record) == [("Gerd Wallner", "managing_director")]
    record = _read(_FIRM + "<p>Vertreten durch die gesamtvertretungsberechtigten Geschäftsführer Gerd Wallner und Ilse Korbach</p>")
    assert _reps(record) == [("Gerd Wallner", "managing_director"), ("Ilse Korbach", "managing_director")]


def test_control_the_managing_director_without_the_adjective():
    record = _read(_FIRM + "<p>Vertreten durch den Geschäftsführer Gerd Wallner</p>")
    assert _reps(record) == [("Gerd Wallner", "managing_director")]


def test_a_contact_person_named_with_the_providers_office_holds_it():
    record = _read(_FIRM + "<p>Ansprechpartner: Gerd Wallner (Geschäftsführer)</p>")
    assert _reps(record) == [("Gerd Wallner", "managing_director")]
    record = _read(_CLUB + "<p>Ansprechpartnerin: Ilse Korbach (1. Vorsitzende)</p>")
    assert _reps(record) == [("Ilse Korbach", "chair_of_board")]


def test_control_a_contact_person_with_a_department_holds_no_office():
    record = _read(_FIRM + "<p>Ansprechpartnerin: Ilse Korbach (Vertrieb)</p><p>Telefon: 030 1234567</p>")
    assert _reps(record) == []


def test_an_offices_element_with_its_persons_element_glued_to_it():
    record = _read(_FIRM + "<div><span>Geschäftsführer</span><span>Gerd Wallner</span></div>")
    assert _reps(record) == [("Gerd Wallner", "managing_director")]
    record = _read(_CLUB + "<h3>Vorstand</h3><div><span>1. Vorsitzender</span><span>Gerd Wallner</span></div>"
                   "<div><span>Kassenwartin</span><span>Ilse Korbach</span></div>")
    assert _reps(record) == [("Gerd Wallner", "chair_of_board"), ("Ilse Korbach", "board_member")]


def test_control_a_name_split_over_two_elements_stays_one_word():
    record = _read("<h1>Impressum</h1><p><b>Lindner</b><span>Technik</span> GmbH<br>Birkenweg 4<br>12345 Lindenhof</p>"
                   "<p>Geschäftsführer: Gerd Wallner</p>")
    assert record["name"] == "LindnerTechnik GmbH"
    assert _reps(record) == [("Gerd Wallner", "managing_director")]
