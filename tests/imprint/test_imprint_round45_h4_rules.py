"""Rules of a parser round on one reading, the representatives of firms and clubs (helper 4, round 45): wordings and layouts
real imprints print for managing directors, boards, chairs and officers that the parser read wrongly (titles before a club
officer's name, auditors and honorary officers in a board list, a label with a remark, the body's genitive after an office,
the general partner's directors "deren Geschäftsführer", a contact named with her office, a run-on footer line, English
"authorised to represent"). Each on its own invented page that fails on the parser before the round, with a control."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page

_CLUB = "<p>Musikfreunde Lindau e.V.<br>Seestraße 4<br>88131 Lindau</p>"
_CLUB_REGISTER = "<p>Amtsgericht Kempten VR 10101</p>"
_FIRM = "<p>Bergmann Systemtechnik GmbH<br>Talstraße 12<br>73033 Göppingen</p>"
_FIRM_REGISTER = "<p>Amtsgericht Ulm HRB 543210</p>"
_AT_CLUB = "<p>Verein Jugendzentrum Leoben<br>Hauptplatz 3<br>8700 Leoben</p><p>ZVR: 111222333</p>"


def _reps(block: str, title: str = "Impressum", heading: str = "<h1>Impressum</h1>") -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in parse_imprint(_page(block, title, heading))["representatives"]]


def test_austrian_honorary_titles_before_a_club_officer():
    """CONTRACT (names without titles): "OSR", "KommR", "Ing.in" and a degree of several parts ("Dipl.-Wirt.-Ing.") are titles."""
    block = _AT_CLUB + "<p>Obmann: OSR Walter Pilz<br>Obmann-Stellvertreterin: Ing.in Eva Url<br>Kassier: KommR Karl Url</p>"
    assert _reps(block) == [("Walter Pilz", "chair_of_board"), ("Eva Url", "board_member"), ("Karl Url", "board_member")]
    firm = _FIRM + "<p>Geschäftsführer: Dipl.-Wirt.-Ing. Jörg Bergmann</p>" + _FIRM_REGISTER
    assert _reps(firm) == [("Jörg Bergmann", "managing_director")]
    # control: a name whose first letters spell such a title stays whole
    assert _reps(_AT_CLUB + "<p>Obmann: Oskar Pilz</p>") == [("Oskar Pilz", "chair_of_board")]


def test_auditors_and_honorary_chair_in_a_board_list_are_no_representatives():
    """CONTRACT (persons who represent or lead): a club's Kassenprüfer, Ehrenvorsitzender and Beirat are no organ that does."""
    block = (_CLUB + "<p>Vorstand:<br>1. Vorsitzender: Rainer Scholl<br>Kassenwart: Otto Graf<br>Kassenprüfer: Willi Nagel<br>"
             "Ehrenvorsitzender: Heinz Albrecht</p><p>Beirat: Inge Maurer, Paul Kern</p>" + _CLUB_REGISTER)
    assert _reps(block) == [("Rainer Scholl", "chair_of_board"), ("Otto Graf", "board_member")]
    # control: a Beisitzer in the list is a board member (convention 244)
    seated = block.replace("Kassenprüfer: Willi Nagel", "Beisitzer: Willi Nagel")
    assert ("Willi Nagel", "board_member") in _reps(seated)


def test_board_label_with_a_remark_in_parentheses_introduces_the_names_below():
    """Convention 25: "Vorstand (vertretungsberechtigt nach § 26 BGB):" over a line of names: each a board member."""
    block = _CLUB + "<p>Vorstand (vertretungsberechtigt nach § 26 BGB):<br>Rainer Scholl, Edith Kroll</p>" + _CLUB_REGISTER
    assert _reps(block) == [("Rainer Scholl", "board_member"), ("Edith Kroll", "board_member")]
    # control: the names on the label's own line are read as before
    inline = block.replace("§ 26 BGB):<br>", "§ 26 BGB): ")
    assert _reps(inline) == [("Rainer Scholl", "board_member"), ("Edith Kroll", "board_member")]


def test_office_with_the_bodys_genitive():
    """Conventions 6, 229: "Vorsitzender des Vereins ist Herr X" names the chair; "Geschäftsführerin der Gesellschaft: Y" the director."""
    assert _reps(_CLUB + "<p>Vorsitzender des Vereins ist Herr Rainer Scholl.</p>" + _CLUB_REGISTER) == [("Rainer Scholl", "chair_of_board")]
    firm = _FIRM + "<p>Geschäftsführerin der Gesellschaft: Lea Bergmann</p>" + _FIRM_REGISTER
    assert _reps(firm) == [("Lea Bergmann", "managing_director")]
    # control: the chair of the supervisory board stays that
    supervised = _FIRM + "<p>Geschäftsführer: Jörg Bergmann</p><p>Vorsitzender des Aufsichtsrates: Otto Graf</p>" + _FIRM_REGISTER
    assert _reps(supervised) == [("Jörg Bergmann", "managing_director"), ("Otto Graf", "supervisory_board_chair")]


def test_board_consists_of_with_a_colon():
    """Conventions 25, 424: "Der Vorstand besteht aus: A (Vorsitzender), B (stellv. Vorsitzende), C (Kassenwart)."."""
    block = (_CLUB + "<p>Vertretungsberechtigt sind jeweils zwei Vorstandsmitglieder gemeinsam. Der Vorstand besteht aus: Rainer Scholl "
             "(Vorsitzender), Edith Kroll (stellv. Vorsitzende), Otto Graf (Kassenwart).</p>" + _CLUB_REGISTER)
    assert _reps(block) == [("Rainer Scholl", "chair_of_board"), ("Edith Kroll", "board_member"), ("Otto Graf", "board_member")]
    # control: without the colon as before
    assert _reps(block.replace("besteht aus:", "besteht aus")) == _reps(block)


def test_management_obliegt_a_person():
    """Convention 6: "Die Geschäftsführung obliegt Herrn A und Frau B." names the managing directors."""
    block = _FIRM + "<p>Die Geschäftsführung obliegt Herrn Jörg Bergmann und Frau Lea Bergmann.</p>" + _FIRM_REGISTER
    assert _reps(block) == [("Jörg Bergmann", "managing_director"), ("Lea Bergmann", "managing_director")]
    # control: a sentence that names no person gives none
    assert _reps(block.replace("Herrn Jörg Bergmann und Frau Lea Bergmann", "den Gesellschaftern")) == []


def test_first_board_written_as_a_word():
    """Convention 313: "Erster Vorstand: A" is the first chair, as "1. Vorstand: A"; "Zweiter Vorstand: B" a board member."""
    block = _CLUB + "<p>Erster Vorstand: Rainer Scholl<br>Zweiter Vorstand: Edith Kroll</p>" + _CLUB_REGISTER
    assert _reps(block) == [("Rainer Scholl", "chair_of_board"), ("Edith Kroll", "board_member")]
    # control: the ordinal in digits as before
    assert _reps(block.replace("Erster", "1.").replace("Zweiter", "2.")) == _reps(block)


def test_shooting_club_officers_and_the_austrian_vereinsobmann():
    """Convention 25: "1. Schützenmeister" is the chair, the "2." and a plain "Schützenmeister" board members; "Vereinsobmann" an Obmann."""
    block = _CLUB + "<p>1. Schützenmeister: Rainer Scholl<br>2. Schützenmeister: Edith Kroll<br>Schützenmeisterin: Inge Maurer</p>" + _CLUB_REGISTER
    assert _reps(block) == [("Rainer Scholl", "chair_of_board"), ("Edith Kroll", "board_member"), ("Inge Maurer", "board_member")]
    assert _reps(_AT_CLUB + "<p>Vereinsobmann: Rainer Scholl</p>") == [("Rainer Scholl", "chair_of_board")]
    # control: "vertreten durch den Schützenmeister X" stays a board member (convention 25)
    assert _reps(_CLUB + "<p>Vertreten durch den Schützenmeister Rainer Scholl</p>" + _CLUB_REGISTER) == [("Rainer Scholl", "board_member")]


def test_general_partners_directors_after_deren():
    """CONTRACT (managing_director also of the general partner GmbH): "…GmbH, vertreten durch deren Geschäftsführer A und B"."""
    block = ("<p>Bergmann Systemtechnik GmbH &amp; Co. KG<br>Talstraße 12<br>73033 Göppingen</p><p>Amtsgericht Ulm HRA 1234</p>"
             "<p>Persönlich haftende Gesellschafterin: Bergmann Verwaltungs GmbH, vertreten durch deren Geschäftsführer Jörg Bergmann und "
             "Lea Bergmann</p>")
    assert _reps(block) == [("Jörg Bergmann", "managing_director"), ("Lea Bergmann", "managing_director")]
    # control: "ihren Geschäftsführer" as before
    assert _reps(block.replace("deren", "ihren")) == _reps(block)


def test_chair_of_the_management_in_parentheses_is_a_director():
    """CONTRACT (managing_director): "X (Vorsitzender der Geschäftsführung)" under "Zeichnungsberechtigt" leads the management, no board."""
    block = ("<p>Alpina Bau GmbH<br>Hauptstrasse 1<br>6300 Zug</p><p>Zeichnungsberechtigt: Peter Kälin (Vorsitzender der Geschäftsführung), "
             "Sonja Betschart (Geschäftsführerin)</p><p>UID: CHE-123.456.789</p>")
    assert _reps(block) == [("Peter Kälin", "managing_director"), ("Sonja Betschart", "managing_director")]
    # control: a club's "(geschäftsführender Vorsitzender)" stays its chair (convention 229)
    club = _CLUB + "<p>Vertreten durch: Rainer Scholl (geschäftsführender Vorsitzender), Edith Kroll (Kassiererin)</p>" + _CLUB_REGISTER
    assert _reps(club) == [("Rainer Scholl", "chair_of_board"), ("Edith Kroll", "board_member")]


def test_contact_named_with_her_office_after_a_comma():
    """Convention 271: "Kontakt: Eva Roth, Präsidentin" (or "Kontaktperson: Eva Roth (Präsidentin)") names the club's president."""
    club = "<p>Verein Ruderclub Seeblick<br>Seestrasse 100<br>8700 Küsnacht</p>"
    assert _reps(club + "<p>Kontakt: Edith Kroll, Präsidentin</p>") == [("Edith Kroll", "president")]
    assert _reps(club + "<p>Kontaktperson: Edith Kroll (Präsidentin)</p>") == [("Edith Kroll", "president")]
    # control: a contact named with a department is none (convention 1214)
    assert _reps(club + "<p>Kontakt: Edith Kroll, Vermietung</p>") == []


def test_run_on_footer_line_after_the_director():
    """Convention 55: "…, 73033 Göppingen. Geschäftsführer: A. Amtsgericht Ulm, HRB 1." the register item ends the director's value."""
    line = ("<p>Bergmann Systemtechnik GmbH, Talstraße 12, 73033 Göppingen. Geschäftsführer: Jörg Bergmann und Lea Bergmann. "
            "Amtsgericht Ulm, HRB 543210.</p>")
    assert _reps(line) == [("Jörg Bergmann", "managing_director"), ("Lea Bergmann", "managing_director")]
    # control: the items on lines of their own, a director's initial keeping its full stop
    lines = "<p>Bergmann Systemtechnik GmbH<br>Talstraße 12<br>73033 Göppingen</p><p>Geschäftsführer: J. Bergmann</p>" + _FIRM_REGISTER
    assert _reps(lines) == [("J. Bergmann", "managing_director")]


def test_english_authorised_to_represent():
    """Conventions 6, 25: "Authorised to represent: X" of a GmbH, "Board members authorised to represent (§ 26 BGB): A, B" of an e.V."""
    firm = "<h2>Imprint</h2>" + _FIRM + "<p>Authorised to represent: Jörg Bergmann</p>" + _FIRM_REGISTER
    assert _reps(firm, "Imprint") == [("Jörg Bergmann", "managing_director")]
    club = "<h2>Imprint</h2>" + _CLUB + "<p>Board members authorised to represent (§ 26 BGB): Edith Kroll, Otto Graf</p>" + _CLUB_REGISTER
    assert _reps(club, "Imprint") == [("Edith Kroll", "board_member"), ("Otto Graf", "board_member")]
    # control: "Managing Directors authorised to represent" as before
    assert _reps(firm.replace("Authorised", "Managing Directors authorised"), "Imprint") == [("Jörg Bergmann", "managing_director")]


def test_content_heading_with_its_law_over_the_chair():
    """Conventions 6, 260: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV" over "X (1. Vorsitzende)": the office names her."""
    block = ("<h2>Angaben gemäß § 5 DDG</h2>" + _CLUB + _CLUB_REGISTER + "<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>"
             "<p>Edith Kroll (1. Vorsitzende)<br>Seestraße 4<br>88131 Lindau</p>")
    assert _reps(block) == [("Edith Kroll", "chair_of_board")]
    # control: the content-responsible person without an office is no representative (convention 6)
    assert _reps(block.replace(" (1. Vorsitzende)", "")) == []
