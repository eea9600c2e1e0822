"""Rules of a parser round on pages that gave a wholly empty record (helper 4, round 46): what confirms a provider the page prints
little of -- the law's provider heading over its name, an imprint page that prints one person's name alone, an opening line saying
who operates the site, a privacy part's controller sentence that ends in the article before the block, a club's register entry
in its block above the first heading, and the number in a chair's block of a club that prints only its mailbox. Each on its own
invented page that fails on the parser before the round, with a control that holds before and after."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page, imprint_page


def _record(body: str, title: str = "Impressum") -> dict:
    return parse_imprint(imprint_page(body, title))


def test_name_under_the_statutory_heading_of_a_partly_filled_template():
    """"Angaben gemäß § 5 TMG" / "Haus & Hof Service" / the template's unfilled address fields: the heading of the provider's
    statutory details confirms the name (convention 10: a partly filled page keeps its real values)."""
    block = ("<h2>Angaben gemäß § 5 TMG</h2><p>Haus & Hof Service<br>Vorname Nachname<br>Straße Hausnummer<br>PLZ Ort</p>"
             "<h2>Haftung für Inhalte</h2><p>Als Diensteanbieter sind wir für eigene Inhalte verantwortlich.</p>")
    assert parse_imprint(framed_page(block))["name"] == "Haus & Hof Service"
    # control: the same name under a heading of no statutory kind confirms nothing
    other = block.replace("Angaben gemäß § 5 TMG", "Unser Team")
    assert parse_imprint(framed_page(other))["name"] is None


def test_imprint_page_that_prints_one_name_alone():
    """An imprint page (by its title) whose main part is one person's name and nothing else: a private person's page (32)."""
    assert _record("<p><b>Jonas Berghoff</b></p>")["name"] == "Jonas Berghoff"
    # control: the same lone name on a page that is no imprint stays empty
    assert _record("<p><b>Jonas Berghoff</b></p>", "Fotos vom Sommerfest")["name"] is None


def test_operated_by_line_above_the_first_heading():
    """"This website is operated by:" / name / profession / e-mail above the first heading of an imprint page without any
    address: the opening block names the provider (convention 332)."""
    body = ("<p>This website is operated by:</p><p><b>Lena Hartwig</b><br>Freelance Translator</p>"
            "<p>E-Mail: mail@hartwig-translations.com</p>"
            "<h2>Legal Notice</h2><p>I operate this website from various places. I am not registered at a fixed address.</p>"
            "<h2>Disclaimer</h2><p>The content of this website has been created with care.</p>")
    record = _record(body, "Imprint")
    assert (record["name"], record["email"]) == ("Lena Hartwig", "mail@hartwig-translations.com")
    # (an introduction above the label is no part of the block)
    assert _record("<p>Here you find the legal information about this website.</p>" + body, "Imprint")["name"] == "Lena Hartwig"
    # control: the same block without the operator line names nobody
    assert _record(body.replace("<p>This website is operated by:</p>", ""), "Imprint")["name"] is None


def test_controller_sentence_that_ends_in_the_article():
    """An imprint that only refers elsewhere, the privacy part's "Die datenschutzrechtlich Verantwortliche für die auf unserer
    Website stattfindenden Datenverarbeitungen ist die" over a block: that block is the operator's (conventions 58, 350)."""
    body = ("<h1>Impressum</h1><p>Es gilt das Impressum unseres Dachverbands.</p><h1>Datenschutzerklärung</h1>"
            "<p>Die datenschutzrechtlich Verantwortliche für die auf unserer Website stattfindenden Datenverarbeitungen ist die</p>"
            "<p>Freie Daten Werkstatt e.V.<br>Kastanienallee 12<br>10435 Berlin</p><p>E-Mail: kontakt@datenwerkstatt.org</p>")
    record = _record(body)
    assert (record["name"], record["address"]["postal_code"]) == ("Freie Daten Werkstatt e.V.", "10435")
    # control: the usual lead "Verantwortliche Stelle:" still leads to the block
    usual = body.replace("Die datenschutzrechtlich Verantwortliche für die auf unserer Website stattfindenden Datenverarbeitungen ist die",
                         "Verantwortliche Stelle:")
    assert _record(usual)["name"] == "Freie Daten Werkstatt e.V."


def test_club_block_with_its_register_entry_above_the_first_heading():
    """A club's name as a heading, its register entry and e-mail, its chair's block with street and town, and only then the page's
    first heading ("Rechtliche Hinweise"): the register entry beside the address shows the provider's block above the heading."""
    block = ("<h2>Freundeskreis Lindenschule e.V.</h2><p>Eintragung im Vereinsregister:</p>"
             "<p>Amtsgericht Bonn<br>Registerblatt VR 4711<br>info@lindenschule-freunde.de</p>"
             "<h2>Vorsitzende:</h2><p>Greta Sommer<br>Ahornweg 4<br>53111 Bonn</p>"
             "<h1>Rechtliche Hinweise / Datenschutz</h1><h3>Haftung für Inhalte</h3><p>Die Inhalte wurden mit Sorgfalt erstellt.</p>"
             "<h3>Haftung für Links</h3><p>Für Inhalte verlinkter Seiten ist der jeweilige Anbieter verantwortlich.</p>"
             "<h3>Urheberrecht</h3><p>Die Inhalte unterliegen dem deutschen Urheberrecht.</p>"
             "<h1>Partnerprogramme</h1><p>Wir nehmen an einem Partnerprogramm teil.</p><p>Nähere Informationen beim Anbieter.</p>")
    record = _record(block)
    assert (record["name"], record["register"]) == ("Freundeskreis Lindenschule e.V.", {"country": "DE", "court": "Bonn", "number": "VR 4711"})
    # control: a block with a company name in its text above the heading was the provider's before too
    named = block.replace("<h2>Freundeskreis Lindenschule e.V.</h2>", "<p>Freundeskreis Lindenschule e.V.</p>")
    assert _record(named)["name"] == "Freundeskreis Lindenschule e.V."


def test_number_in_the_chairs_block_of_a_club_that_prints_only_its_mailbox():
    """A club that prints only its mailbox, its chair's block with street, town and a number with a note about it: the number is
    the club's (conventions 54, 216)."""
    block = ("<p>Kegelfreunde Ahornweg e.V.<br>Amtsgericht Bonn VR 3131<br>info@kegelfreunde-ahornweg.de</p>"
             "<h2>Vorsitzender:</h2><p>Bernd Falk<br>Ahornweg 7<br>53111 Bonn</p>"
             "<p>0228-5551234 (bitte per E-Mail melden, Angabe der Telefonnummer nur aus Impressumspflicht)</p>")
    assert parse_imprint(framed_page(block))["phone"] == "+492285551234"
    # (the note beside a number that speaks of it leaves the line a number alone, in a trader's block too)
    trader = "<p>Malerbetrieb Falk<br>Ahornweg 7<br>53111 Bonn</p><p>0228-5557777 (Telefon nur vormittags, sonst bitte per E-Mail)</p>"
    assert parse_imprint(framed_page(trader))["phone"] == "+492285557777"
    # control: a club that prints a number of its own keeps it, not the chair's
    own = block.replace("info@kegelfreunde-ahornweg.de", "info@kegelfreunde-ahornweg.de<br>Telefon: 0228 5550000")
    assert parse_imprint(framed_page(own))["phone"] == "+492285550000"
