"""Rules of a parser round from real tuning pages whose values were printed in other common formats (helper 6, issue 19):
phone numbers with "0049" and an extension or a pictograph for their label, obfuscated mailboxes ("[at]", "(at)", a spaced
"@"), a mail link's text ("E-Mail schreiben"), postal lines with "DE-" or a spaced "D - " prefix or a country after a slash,
spaced VAT ids and "HR B" register numbers. Each on its own invented page that fails on the parser before the round."""

from companies.imprint import parse_imprint
from companies.imprint.contact import normalise_phone
from tests.imprint.pages import framed_page as _page


def test_international_prefix_00_does_not_count_as_digits_of_the_number():
    """Convention 9: "0049 611 8905340-11" is the same number as "+49 611 8905340-11" (15 digits with its extension)."""
    assert normalise_phone("0049 611 8905340-11", "DE") == "+49611890534011"
    # control: the "+" form was read before
    assert normalise_phone("+49 611 8905340-11", "DE") == "+49611890534011"


def test_telephone_pictograph_is_the_label_under_a_contact_heading():
    """A "☎" before the number, or alone in the label cell, labels it: under "Kontakt:" it is still the phone (convention 9)."""
    block = ("<p>Lindgrün GmbH<br>Kastanienweg 7<br>34117 Kassel</p><h4>Kontakt:</h4><p>{}<br>E-Mail: info@lindgruen-kassel.de</p>"
             "<p>Registergericht: Amtsgericht Kassel, HRB 20417</p>")
    assert parse_imprint(_page(block.format("☎ 0561 739204")))["phone"] == "+49561739204"
    table = block.replace("<p>{}<br>", "<table><tr><td>☎</td><td>0561 739204</td></tr></table><p>")
    assert parse_imprint(_page(table))["phone"] == "+49561739204"
    # control: the word label was read before
    assert parse_imprint(_page(block.format("Telefon: 0561 739204")))["phone"] == "+49561739204"


def test_fax_pictograph_line_is_no_bare_phone():
    """"📠 0561 739205" is the fax: not taken as a bare landline when no number is labelled as the phone."""
    block = ("<p>Lindgrün GmbH<br>Kastanienweg 7<br>34117 Kassel</p><h4>Kontakt:</h4><p>📠 0561 739205<br>"
             "E-Mail: info@lindgruen-kassel.de</p><p>Registergericht: Amtsgericht Kassel, HRB 20417</p>")
    assert parse_imprint(_page(block))["phone"] is None
    # control: with a telephone line the telephone is taken
    both = block.replace("<p>📠", "<p>☎ 0561 739204<br>📠")
    assert parse_imprint(_page(both))["phone"] == "+49561739204"


def test_obfuscated_mailbox_on_its_own_source_line_stays_a_line():
    """A source line "info [at] x [dot] com" below a bare number (no <br>) is a line of its own, not a continuation of it."""
    block = ("<h3>Talentwerk GmbH</h3><h5>Sitz</h5>\nLindenallee 2\n50933 Köln\n<p>Geschäftsführer: Kai Brandt</p>"
             "<h5>Registereintrag</h5>\nAmtsgericht Köln, HRB 95111\n<h5>Kontakt</h5>\n0221 5727720\n{}\n")
    assert parse_imprint(_page(block.format("info [at] talentwerk [dot] com")))["phone"] == "+492215727720"
    assert parse_imprint(_page(block.format("info @ talentwerk.com")))["phone"] == "+492215727720"
    # control: the plain address was read before
    assert parse_imprint(_page(block.format("info@talentwerk.com")))["phone"] == "+492215727720"


def test_country_from_an_obfuscated_mail_domain():
    """A page without an address: the operator's ".ch" mail domain tells the country even when spelled "[dot] ch", so a
    Swiss mobile number is no German landline (convention 9)."""
    block = "<p>Ballon &amp; Treuhand GmbH<br>Daniel Graf<br>Tel. 079 420 25 89<br>E-Mail: {}</p>"
    assert parse_imprint(_page(block.format("dgraf [at] bluemail [dot] ch")))["phone"] is None
    # control: the plain address
    assert parse_imprint(_page(block.format("dgraf@bluemail.ch")))["phone"] is None


def test_designation_spelled_as_an_obfuscated_mail_domain():
    """Convention 186: a short line spelled as the block's mail domain is a designation, "(at)" in the address or not."""
    block = "<h2>Angaben gemäß § 5 TMG</h2><p>Jonas Faber<br>code schmiede<br>Am Anger 5<br>27404 Zeven</p><h2>Kontakt</h2><p>E-Mail: {}</p>"
    record = parse_imprint(_page(block.format("jonas(at)code-schmiede.de")))
    assert (record["name"], record["representatives"]) == ("code schmiede", [{"name": "Jonas Faber", "role": "owner"}])
    # control: the plain address
    assert parse_imprint(_page(block.format("jonas@code-schmiede.de")))["name"] == "code schmiede"


def test_opening_block_ends_in_an_obfuscated_mail_link():
    """A provider block above the page's first heading whose last line is a mail link "info(at)x.de" is no menu link: the
    block stays the opening block."""
    page = ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><p>Lesewelt<br>Tamara Kock<br>Uferstr. 2<br>'
            '35037 Marburg<br>Tel: <a href="tel:+4964218843543">+49 6421 884354</a><br><a href="#">{}</a></p>'
            "<h2>Disclaimer - rechtliche Hinweise</h2><h3>Auskunfts- und Widerrufsrecht</h3><p>Sie haben jederzeit das Recht, sich "
            "unentgeltlich über die zu Ihrer Person erhobenen Daten zu erkundigen. Hierfür wenden Sie sich bitte an den im Impressum "
            "angegebenen Diensteanbieter.</p><h3>Disclaimer (Haftungsausschluss)</h3><h4>1. Haftung für Inhalte</h4>"
            "<p>Als Diensteanbieter sind wir gemäß § 7 Abs. 1 TMG für eigene Inhalte verantwortlich.</p></body></html>")
    url = "https://site.invalid/impressum/"
    assert parse_imprint(page.format("info(at)lesewelt-marburg.de").encode(), url)["name"] == "Lesewelt"
    # control: the plain address
    assert parse_imprint(page.format("info@lesewelt-marburg.de").encode(), url)["name"] == "Lesewelt"


def test_stated_name_ends_before_an_obfuscated_mailbox_or_a_mail_link():
    """"Verantwortlich für die Webseite ist X <mailbox>": the name ends before the mailbox, also "x(at)y.de" or a link's
    "E-Mail schreiben"."""
    block = "<p>Verantwortlich für die Webseite ist Ekkehard Klein {}</p>"
    assert parse_imprint(_page(block.format("ekki(at)klein-web.de")))["name"] == "Ekkehard Klein"
    assert parse_imprint(_page(block.format('<a href="mailto:ekki@klein-web.de">E-Mail schreiben</a>')))["name"] == "Ekkehard Klein"
    # control: the plain address
    assert parse_imprint(_page(block.format("ekki@klein-web.de")))["name"] == "Ekkehard Klein"


def test_name_line_ends_before_a_mail_links_text():
    """"©Peter Wyss Catering <a href=mailto:…>E-Mail schreiben</a>": the link's text is no part of the name."""
    block = ("<p>©Lukas Brand Catering {}</p><p>Betrieb: Seeplatz Ludretikon Seestrasse 16 8800 Thalwil</p>"
             "<p>Mehrwertsteuernummer: CHE-230.497.043 MWST</p>")
    mailto = '<a href="mailto:info@brand-catering.ch">E-Mail schreiben</a>'
    assert parse_imprint(_page(block.format(mailto)))["name"] == "Lukas Brand Catering"
    # control: the plain address
    assert parse_imprint(_page(block.format("info@brand-catering.ch")))["name"] == "Lukas Brand Catering"


def test_de_prefix_on_a_representatives_contact_line():
    """"Vertreten durch: Mila Frerichs, Street 5, DE-10711 Berlin": the contact line's postal part with "DE-" as with "D-"."""
    block = ("<p>Civic Bau UG (haftungsbeschränkt)<br>Lietzenseestr. 5<br>{0}10711 Berlin</p><h4>Vertreten durch</h4>"
             "<p>Mila Franke, Lietzenseestr. 5, {0}10711 Berlin</p><p>Registergericht: Amtsgericht Charlottenburg, HRB 151180</p>")
    assert parse_imprint(_page(block.format("DE-")))["representatives"] == [{"name": "Mila Franke", "role": "managing_director"}]
    # control: "D-" was read before
    assert parse_imprint(_page(block.format("D-")))["representatives"] == [{"name": "Mila Franke", "role": "managing_director"}]


def test_spaced_prefix_before_a_postal_code():
    """"CH - 5033 Buchs AG": a prefix set off by a spaced dash is the postal code's prefix, not a name line with a form."""
    block = "<p>Advokatur Lenz<br>lic. iur. Maria Lenz<br>Fabrikweg 9<br>{}5033 Buchs AG</p><p>Telefon: 062 380 62 00</p>"
    record = parse_imprint(_page(block.format("CH - ")))
    assert (record["name"], record["address"]["postal_code"]) == ("Advokatur Lenz", "5033")
    # control: "CH-" was read before
    assert parse_imprint(_page(block.format("CH-")))["name"] == "Advokatur Lenz"


def test_district_and_country_after_a_slash():
    """Convention 1385: "35716 Ewersbach · Dietzhölztal / Germany": the town with its municipality, the country dropped."""
    block = "<p>Zahnarztpraxis Mark Wend<br>Hauptstraße 9<br>35716 Ewersbach · Dietzhölztal{}</p><p>Telefon: 02774 2666</p>"
    assert parse_imprint(_page(block.format(" / Germany")))["address"]["city"] == "Ewersbach · Dietzhölztal"
    # control: without the country
    assert parse_imprint(_page(block.format("")))["address"]["city"] == "Ewersbach · Dietzhölztal"


def test_spaced_vat_id_is_no_street():
    """"UID: ATU 67830859" above a Postfach and the town is a VAT id (convention 63), not a street with a house number."""
    block = "<p>Netzwerk Wien - Verein für freie Netze, ZVR: 814804111, UID: {}<br>Postfach 44<br>1016 Wien</p><p>E-Mail: vorstand@netzwerk-wien.at</p>"
    assert parse_imprint(_page(block.format("ATU 67 830 859")))["address"] is None
    # control: the compact id
    assert parse_imprint(_page(block.format("ATU67830859")))["address"] is None


def test_register_number_printed_hr_b():
    """"Registergericht: HR B 103677" below "Amtsgericht Hamburg": "HR" is the kind's letters, not the court."""
    block = ("<p>Lange Ingenieure GmbH<br>Beim Strohhause 7<br>20097 Hamburg</p><h2>Handelsregister</h2><p>Amtsgericht Hamburg</p>"
             "<p>Registergericht: {}</p>")
    assert parse_imprint(_page(block.format("HR B 103677")))["register"] == {"country": "DE", "court": "Hamburg", "number": "HRB 103677"}
    # control: "HRB" was read before
    assert parse_imprint(_page(block.format("HRB 103677")))["register"] == {"country": "DE", "court": "Hamburg", "number": "HRB 103677"}
