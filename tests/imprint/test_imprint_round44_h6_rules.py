"""Rules of the forty-fourth parser round from tuning misses of the representatives (helper 6, issue 19): an Austrian owner printed
above the trading designation, a vet's "Ambulatorium" as a practice, "ppa." opening a directors' list, a GmbH's English board,
a firm's office under the content heading and an English managing director's long label; each on its own invented page that
fails on the parser before the round."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def _reps(record: dict) -> set[tuple[str, str]]:
    return {(r["name"], r["role"]) for r in record["representatives"]}


def test_person_above_designation_opening_the_block_is_its_owner():
    """Layout of Austrian imprints: the ECG statement, then the person and the trading designation as two lines of their own, then
    street and trade fields: the designation is the name, the person on the line right above it its owner (as the person below
    one is, convention 215)."""
    block = ("<p>Angaben gemäß § 5 ECG und § 25 Mediengesetz.</p><h3>Mag. Hanna Riedlinger</h3><h3>Wolkenfarben</h3>"
             "<p>Kirchengasse 12/3<br>1070 Wien</p><p>UID: ATU12345675</p><p>Unternehmensgegenstand: Grafikdesign</p>")
    record = parse_imprint(_page(block))
    assert record["name"] == "Wolkenfarben"
    assert _reps(record) == {("Hanna Riedlinger", "owner")}
    # control: two person lines over the designation open no block of one owner: neither is named
    two = block.replace("<h3>Mag. Hanna", "<h3>Jonas Riedlinger</h3><h3>Mag. Hanna")
    assert _reps(parse_imprint(_page(two))) == set()


def test_animal_ambulatorium_is_a_practice_over_its_owner():
    """A vet's "Tierambulatorium" (an Austrian outpatient practice) over the titled vet: a practice's designation, the business
    signal of a sole trader's trade, the vet below it the owner (conventions 199, 713)."""
    block = ("<p>Tierambulatorium am Lindenhof</p><p>Mag. Petra Oberleitner<br>Hofgasse 7<br>4020 Linz<br>"
             "Tel.: 0732 77 12 34</p>")
    assert _reps(parse_imprint(_page(block))) == {("Petra Oberleitner", "owner")}
    # control: a name without a trade word over the person still names no owner
    plain = block.replace("Tierambulatorium am Lindenhof", "Am Lindenhof Sieben")
    assert _reps(parse_imprint(_page(plain))) == set()


def test_ppa_opening_a_list_marks_only_its_own_person():
    """Convention 23: "ppa. A, ppa. B, C, D" under "Geschäftsführung", the first item at the start of the line: A and B
    authorised officers, C and D managing directors."""
    block = ("<p>Kranich Bauplanung GmbH<br>Rosenweg 4<br>20095 Hamburg</p><h2>Geschäftsführung</h2>"
             "<p>ppa. Lena Voss, ppa. Timo Brandt, Felix Hauser, Clara Hauser</p><p>Amtsgericht Hamburg HRB 998877</p>")
    assert _reps(parse_imprint(_page(block))) == {("Lena Voss", "authorised_officer"), ("Timo Brandt", "authorised_officer"),
                                                  ("Felix Hauser", "managing_director"), ("Clara Hauser", "managing_director")}
    # control: "ppa." after the colon of a label line keeps working the same way
    inline = block.replace("<h2>Geschäftsführung</h2><p>", "<p>Geschäftsführung: ")
    assert ("Lena Voss", "authorised_officer") in _reps(parse_imprint(_page(inline)))


def test_board_members_of_a_gmbh_are_its_managing_directors():
    """Convention 1395: a GmbH has no board, so the English "Board Members:" of a Swiss GmbH are its managing directors."""
    block = ("<p>Lumatek GmbH<br>Seestrasse 14<br>6300 Zug, Switzerland</p><p>Board Members:<br>Nino Gasser<br>Lea Zbinden</p>"
             "<p>UID: CHE-123.456.788</p>")
    heading = "<h1>Imprint</h1>"
    assert _reps(parse_imprint(_page(block, "Imprint", heading))) == {("Nino Gasser", "managing_director"), ("Lea Zbinden", "managing_director")}
    # control: the board members of an AG stay its board (the Verwaltungsrat)
    ag = block.replace("Lumatek GmbH", "Lumatek AG")
    assert _reps(parse_imprint(_page(ag, "Imprint", heading))) == {("Nino Gasser", "board_member"), ("Lea Zbinden", "board_member")}


def test_firm_office_under_content_heading_names_the_director():
    """Conventions 6, 248: under the heading "Verantwortlich für den Inhalt" a person printed with "Geschäftsführer, <firm>"
    is the firm's managing director; the content heading alone names nobody."""
    block = ("<p>ALPENKARTON AG<br>Talstrasse 5<br>CH-5400 Baden</p><p>UID: CHE-123.456.788</p>"
             "<h2>Verantwortlich für den Inhalt</h2><p>Urs Tanner<br>Geschäftsführer, ALPENKARTON AG</p>")
    assert _reps(parse_imprint(_page(block))) == {("Urs Tanner", "managing_director")}
    # control: the job title alone, no firm after it, is no statement of representation (convention 6)
    bare = block.replace("Geschäftsführer, ALPENKARTON AG", "Marketing und Verkauf")
    assert _reps(parse_imprint(_page(bare))) == set()


def test_managing_director_authorized_to_represent_heading():
    """An English heading "Managing Director authorized to represent the company" over a person: the GmbH's managing director
    (as "Partners authorized to represent the partnership" names partners)."""
    block = ("<p>Nordlicht Data GmbH<br>Hafenstraße 2<br>01099 Dresden<br>Germany</p>"
             "<h2>Managing Director authorized to represent the company</h2><p>Jonas Wendler</p>"
             "<h2>Commercial Register</h2><p>Local Court Dresden, HRB 55443</p>")
    heading = "<h1>Legal Notice</h1>"
    assert _reps(parse_imprint(_page(block, "Legal Notice", heading))) == {("Jonas Wendler", "managing_director")}
    # control: the short heading reads the same
    short = block.replace("Managing Director authorized to represent the company", "Managing Director")
    assert _reps(parse_imprint(_page(short, "Legal Notice", heading))) == {("Jonas Wendler", "managing_director")}
