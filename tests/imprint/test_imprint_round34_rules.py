"""Rules of the thirty-fourth parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the tuning pages among the 47 real pages of round 31 (1451–1510) and from the probes
written blind for the conventions of round 30 (``convention_probes/probes_9.py``); each test below fails on the parser
before the round, and its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_a_bank_details_section_names_no_provider() -> None:
    """Conventions 14 and 1078 (1473): a table row "Bankangaben" / "Bergkasse Schweiz AG, 46 Olten" is the bank's: the
    person's block above stays the provider's."""
    rows = ("<table><tr><td>Logo</td><td>Mia Roth, Grafik</td></tr><tr><td>{label}</td><td>Bergkasse Schweiz AG, 46 Olten 1"
            "<br>IBAN: CH08 0839 0036 2845 1000 5</td></tr></table>")
    block = "<p>Giulia Brenner<br>Lochbachstrasse 40<br>3414 Oberburg<br>Schweiz</p><p>info@kraeuterstube.ch</p>" + rows
    assert parse_imprint(_page(block.format(label="Bankangaben")))["name"] == "Giulia Brenner"
    # control: under "Bankverbindung", the label the rule before the round knew
    assert parse_imprint(_page(block.format(label="Bankverbindung")))["name"] == "Giulia Brenner"


def test_a_foundations_name_label_and_its_legal_statement() -> None:
    """Conventions 2 and 1074 (1469): "Rechtliche Angaben zur Adolf Roth-Stiftung" over "Name der Stiftung:" / the name:
    the foundation's name, not the sentence."""
    block = ("<p>Rechtliche Angaben zur Adolf Roth-Stiftung</p><h2>Stiftung</h2><h3>Name der Stiftung:</h3><p>Adolf Roth-Stiftung</p>"
             "<h3>Anschrift:</h3><p>Olgastraße 2<br>72074 Tübingen</p><h3>E-Mail:</h3><p>gs@roth-stiftung.de</p>")
    assert parse_imprint(_page(block))["name"] == "Adolf Roth-Stiftung"
    # control: the label alone names it too
    assert parse_imprint(_page(block.replace("<p>Rechtliche Angaben zur Adolf Roth-Stiftung</p>", "")))["name"] == "Adolf Roth-Stiftung"


def test_a_way_in_between_street_and_town_is_no_street() -> None:
    """Conventions 5 and 991 (probe): "Rotenturmstraße 14, Top 5–6" / "Eingang: Fleischmarkt 3" / "1010 Wien": the street
    is the first line, the way in is a note."""
    block = ("<h2>Diensteanbieter und Medieninhaber</h2><p>Verband Steirischer Chöre<br>Rotenturmstraße 14, Top 5–6<br>"
             "{way}1010 Wien, Österreich</p><p>E-Mail: office@chorverband.at</p>")
    expected = {"street": "Rotenturmstraße 14, Top 5–6", "postal_code": "1010", "city": "Wien", "country": "AT"}
    assert parse_imprint(_page(block.format(way="Eingang: Fleischmarkt 3<br>")))["address"] == expected
    # control: without the way in
    assert parse_imprint(_page(block.format(way="")))["address"] == expected


def test_a_partner_of_line_names_another_party() -> None:
    """Conventions 14 and 1158 (1534): "Partner of Voss Digital GmbH" under the brand's heading names the company the
    operator works with, not the operator: the brand stays the name, and the firm's form is not its form."""
    block = "<h4>{line}</h4><p>Willebrandstrasse 5, 22767, Hamburg, Germany</p><p>info@iglu-studio.de</p>"
    record = parse_imprint(_page(block.format(line="Partner of Voss Digital GmbH"), title="Imprint", heading="<h1>Iglu Studio</h1>"),
                           "https://site.invalid/imprint/")
    assert record["name"] == "Iglu Studio" and record["legal_form"] != "GmbH"
    # control: a company line of its own is the operator's firm
    own = parse_imprint(_page(block.format(line="Voss Digital GmbH"), title="Imprint", heading="<h1>Iglu Studio</h1>"),
                        "https://site.invalid/imprint/")
    assert own["legal_form"] == "GmbH"


def test_an_ug_form_word_in_mixed_case_is_the_ug() -> None:
    """Conventions 3 and 1057 (probe): "Nordlicht Datenwerk Ug (haftungsbeschränkt)" prints the form word in mixed case:
    the form is read regardless, the name stays as printed."""
    block = "<p>Nordlicht Datenwerk {form}<br>Holm 18<br>24937 Flensburg</p><p>Geschäftsführer: Jannik Petersen</p>"
    mixed = parse_imprint(_page(block.format(form="Ug (haftungsbeschränkt)")))
    assert (mixed["name"], mixed["legal_form"]) == ("Nordlicht Datenwerk Ug (haftungsbeschränkt)", "UG")
    # control: as usually printed
    assert parse_imprint(_page(block.format(form="UG (haftungsbeschränkt)")))["legal_form"] == "UG"


def test_a_markdown_hard_break_right_after_the_text_is_no_part_of_it() -> None:
    """Conventions 5 and 1117 (probe): "Hackerspace Marburg e.V.\\" / "Ketzerbach 21\\" (a backslash typed for a line
    break, printed without a space before it) is no part of the name or street."""
    block = "<h2>Postanschrift</h2><p>Hackerspace Lahn e.V.{br}<br>\nKetzerbach 21{br}<br>\n35037 Marburg</p><p>E-Mail: info@hackerspace-lahn.de</p>"
    expected = {"street": "Ketzerbach 21", "postal_code": "35037", "city": "Marburg", "country": "DE"}
    record = parse_imprint(_page(block.format(br="\\")))
    assert (record["name"], record["address"]) == ("Hackerspace Lahn e.V.", expected)
    # control: with a space before the backslash (the rule before the round)
    assert parse_imprint(_page(block.format(br=" \\")))["address"] == expected
