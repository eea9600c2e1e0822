"""Rules of a parser round on which block and line of a page are the provider's (helper 5, round 45): a slogan that speaks to
the reader and a credit written as a sentence above the provider name no one; the name right below a provider statement or label,
not a line above it; a firm's name whose first line is bold; the firm's own block when the page names it first in a sentence and
prints another firm's block in between. Each on its own invented page that fails on the parser before the round."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_slogan_to_the_reader_above_a_streetless_provider():
    """"Ihre Tischlerei aus dem Allgäu" over a person with no street: a slogan that addresses the reader, not the name."""
    block = "<p>Ihre Tischlerei aus dem Allgäu</p><p>Thomas Keller</p><p>E-Mail: tk@keller-holz.de</p><p>Steuernummer: 127/345/67890</p>"
    assert parse_imprint(_page(block))["name"] == "Thomas Keller"
    # control: a designation in its place is the name
    assert parse_imprint(_page(block.replace("Ihre Tischlerei aus dem Allgäu", "Tischlerei Keller")))["name"] == "Tischlerei Keller"


def test_slogan_with_the_readers_possessive_inside():
    """"Kreative Ideen für Ihr Zuhause" over the designation and its owner: the designation."""
    block = "<p>Kreative Ideen für Ihr Zuhause</p><p>Wohnatelier Lichtblick</p><p>Inhaberin: Petra Neumann</p><p>E-Mail: info@wohnatelier-lb.de</p>"
    assert parse_imprint(_page(block))["name"] == "Wohnatelier Lichtblick"
    # control: a template's field "Ihr Name" still names nobody
    template = "<p>Ihr Name</p><p>Ihre Straße 1</p><p>E-Mail: info@example.com</p>"
    assert parse_imprint(_page(template))["name"] is None


def test_name_right_below_a_provider_statement_over_a_tagline():
    """"Qualität aus Meisterhand" / "Angaben gemäß § 5 DDG" / the designation, no street: the line the statement heads."""
    block = ("<p>Qualität aus Meisterhand</p><p>Angaben gemäß § 5 DDG</p><p>Wohnatelier Lichtblick</p><p>Inhaberin: Petra Neumann</p>"
             "<p>E-Mail: info@wohnatelier-lb.de</p>")
    assert parse_imprint(_page(block))["name"] == "Wohnatelier Lichtblick"
    # control: the designation above the statement, a label below it, stays the name
    above = ("<p>Wohnatelier Lichtblick</p><p>Angaben gemäß § 5 DDG</p><p>Inhaberin: Petra Neumann</p>"
             "<p>E-Mail: info@wohnatelier-lb.de</p>")
    assert parse_imprint(_page(above))["name"] == "Wohnatelier Lichtblick"


def test_person_right_below_an_operators_label_alone():
    """"Betreiber dieser Website:" alone over a person, a tagline above it: the person."""
    block = "<p>Qualität aus Meisterhand</p><p>Betreiber dieser Website:</p><p>Petra Neumann</p><p>E-Mail: petra@neumann-keramik.de</p>"
    assert parse_imprint(_page(block))["name"] == "Petra Neumann"
    # control: the label and its value on one line are read as before
    inline = block.replace("Betreiber dieser Website:</p><p>", "Betreiber dieser Website: ")
    assert parse_imprint(_page(inline))["name"] == "Petra Neumann"


def test_credit_written_as_a_sentence_names_nobody():
    """"Realisiert von Studio Zweiklang" over a private person: another party's credit, neither the name nor a trade of hers."""
    block = "<p>Realisiert von Studio Zweiklang</p><p>Lukas Meyer</p><p>E-Mail: lukas@meyer-privat.de</p>"
    record = parse_imprint(_page(block))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Lukas Meyer", None, [])
    # control: the studio's designation alone is a name
    assert parse_imprint(_page(block.replace("Realisiert von Studio Zweiklang", "Studio Zweiklang")))["name"] == "Studio Zweiklang"


def test_credit_sentence_below_a_private_person_is_no_trade():
    """The credit below the person's lines ("Realisiert von Studio X") states no trade of hers: a private page."""
    block = "<p>Lukas Meyer</p><p>E-Mail: lukas@meyer-privat.de</p><p>Realisiert von Studio Zweiklang</p>"
    record = parse_imprint(_page(block))
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: a trade line of hers still is one
    trade = block.replace("Realisiert von Studio Zweiklang", "Fotostudio Meyer")
    assert parse_imprint(_page(trade))["legal_form"] == "Einzelunternehmen"


def test_bold_first_line_of_a_partnership_name():
    """"**Winter & Partner**" / "Rechtsanwälte PartG mbB" in one paragraph: one name, its first line bold."""
    block = "<p><strong>Winter &amp; Partner</strong><br>Rechtsanwälte PartG mbB<br>Domplatz 3<br>48143 Münster</p><p>Partnerschaftsregister: AG Essen, PR 1234</p>"
    assert parse_imprint(_page(block))["name"] == "Winter & Partner Rechtsanwälte PartG mbB"
    # control: a bold label over the firm is no part of its name
    label = block.replace("<strong>Winter &amp; Partner</strong>", "<strong>Anbieter:</strong>").replace("Rechtsanwälte PartG", "Winter PartG")
    assert parse_imprint(_page(label))["name"] == "Winter PartG mbB"


def test_firm_named_in_a_sentence_over_a_parents_block_then_its_own():
    """"Diese Website wird betrieben von der X GmbH." / the parent's block / X's block: X's own address, director and mailbox."""
    parent = ("<h3>Nordlicht Holding AG</h3><p>Am Hafen 1<br>26122 Oldenburg</p><p>Amtsgericht Oldenburg, HRB 1111</p>"
              "<p>Vorstand: Karl Ahrens</p>")
    own = ("<h3>Nordlicht Energie GmbH</h3><p>Am Hafen 3<br>26122 Oldenburg</p><p>Amtsgericht Oldenburg, HRB 2222</p>"
           "<p>Geschäftsführerin: Insa Meiners</p><p>E-Mail: kontakt@nordlicht-energie.de</p>")
    record = parse_imprint(_page("<p>Diese Website wird betrieben von der Nordlicht Energie GmbH.</p>" + parent + own))
    assert record["name"] == "Nordlicht Energie GmbH"
    assert record["address"]["street"] == "Am Hafen 3"
    assert record["representatives"] == [{"name": "Insa Meiners", "role": "managing_director"}]
    assert record["email"] == "kontakt@nordlicht-energie.de"
    # control: a label naming the firm with its mailbox, only the parent's block below: nothing of the parent is mixed in
    alone = parse_imprint(_page("<p>Anbieter: Nordlicht Energie GmbH</p><p>E-Mail: kontakt@nordlicht-energie.de</p>" + parent))
    assert (alone["name"], alone["address"], alone["representatives"]) == ("Nordlicht Energie GmbH", None, [])
