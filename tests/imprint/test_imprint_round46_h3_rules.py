"""Rules of a parser round on imprint pages that gave a wholly empty record (helper 3, round 46): a product word that only
begins like an exclusion word ("Photonik", "Photovoltaik"), a provider label ("Kontaktadresse:") after a privacy text's
sections, a contact-person heading that names the provider's law, a compound address label ("Praxisadresse:"), a
membership line, practitioners who each head their own contact block, a sentence that calls the site the official homepage
of a club (its address under a "c/o" line), a contact shown as an image with its alt text, and a booklet's colophon that
gives the copyright holder's seat. Each on its own invented page that fails on the parser before the round, with a control
that holds before and after."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def _record(block: str, title: str = "Impressum") -> dict:
    return parse_imprint(_page(block, title, f"<h1>{title}</h1>"))


_LAB = ("<p><b>Kontakt</b></p><p>{lead}</p><p><b>Arbeitsgruppe Lindner</b></p><p>Institut für Optik, Universität Ulm</p>"
        "<p>Albert-Einstein-Allee 11, 89081 Ulm</p><p>T: +49 731 5000000</p><p>lindner-office@uni-ulm.example.de</p>")


def test_word_that_only_begins_like_an_exclusion_word():
    """"Photonik", "Photovoltaik" in the contact sentence over the provider block are no photo credit: the block is read."""
    for lead in ("Bei Fragen rund um Photonik, kontaktieren Sie uns bitte unter:", "Bei Fragen zur Photovoltaik wenden Sie sich an:"):
        assert _record(_LAB.format(lead=lead))["name"] == "Arbeitsgruppe Lindner"
    # control: a photo credit under its own label stays out of the record
    credit = "<p>Arbeitsgruppe Lindner<br>Albert-Einstein-Allee 11<br>89081 Ulm</p><p><b>Photos:</b></p><p>Studio Hellwig GmbH</p>"
    assert _record(credit)["name"] == "Arbeitsgruppe Lindner"


def test_contact_address_label_after_privacy_sections():
    """An "Impressum & Datenschutz" page whose privacy sections (bold heads) come first, then "Kontaktadresse:" opening the
    provider's paragraph: the label ends the privacy part, its block is the provider's."""
    privacy = ("<p><b>Datenschutzerklärung für Cookies</b></p><p>Unsere Website verwendet Cookies.</p>"
               "<p><b>Datenschutzerklärung für Webanalyse</b></p><p>Unsere Website verwendet einen Analysedienst.</p>")
    block = "<p>Kontaktadresse:<br>Ruderverein Saalewelle<br>Uferweg 4<br>06108 Halle<br>Tel.: 0345 / 12 34 56 78</p>"
    record = parse_imprint(_page(privacy + block, "Impressum", "<h1>Impressum &amp; Datenschutzerklärung</h1>"))
    assert record["name"] == "Ruderverein Saalewelle"
    assert record["address"]["street"] == "Uferweg 4"
    # control: the same block under "Kontaktadresse:" with no privacy part before it
    assert _record(block)["name"] == "Ruderverein Saalewelle"


_PRACTICE = "<p>Heilpraktikerin<br>Praxisadresse: Birkenallee 7, 80333 München<br>Tel: 089-5550101<br>Email: info@eva-sommer.example.de</p>"


def test_compound_address_label():
    """A compound label of the address ("Praxisadresse:", "Büroadresse:") before street and town on one line: the address."""
    record = _record(f"<h2>Eva Sommer</h2>{_PRACTICE}<p>Berufsbezeichnung: Heilpraktikerin</p>")
    assert record["address"] == {"street": "Birkenallee 7", "postal_code": "80333", "city": "München", "country": "DE"}
    # control: the plain label
    plain = _PRACTICE.replace("Praxisadresse:", "Anschrift:")
    assert _record(f"<h2>Eva Sommer</h2>{plain}<p>Berufsbezeichnung: Heilpraktikerin</p>")["address"]["street"] == "Birkenallee 7"


def test_membership_line_names_no_provider():
    """"Mitgliedschaft im Verband X e.V., street, town" names the association the provider belongs to, not the provider."""
    member = "<p>Mitgliedschaft im Fachverband Heilkunde Süd e.V., Kastanienweg 2, 80335 München</p>"
    assert _record(f"<p>Eva Sommer</p>{_PRACTICE}<p>Berufsbezeichnung: Heilpraktikerin</p>{member}")["name"] == "Eva Sommer"
    # control: "Mitglied im …" was left out already
    member = member.replace("Mitgliedschaft im", "Mitglied im")
    assert _record(f"<p>Eva Sommer</p>{_PRACTICE}<p>Berufsbezeichnung: Heilpraktikerin</p>{member}")["name"] == "Eva Sommer"


def test_contact_person_heading_under_the_provider_law():
    """"Ansprechpartner für die Webseite gemäß § 5 TMG:" heads the provider's block (the law is the provider's), no third
    party's contact beside it."""
    record = _record(f"<h2>Ansprechpartner für die Webseite gemäß §5 TMG:</h2><h3>Eva Sommer</h3>{_PRACTICE}")
    assert record["name"] == "Eva Sommer" and record["phone"] == "+49895550101"
    # control: a contact person without the law stays another's contact
    other = "<p>Eva Sommer<br>Lindenhof 2<br>80331 München</p><h2>Ansprechpartner:</h2><p>Paul Wendt<br>Tel: 089-5550199</p>"
    assert _record(other)["phone"] is None


def test_practitioners_each_heading_their_own_block():
    """Two practitioners or more, each a heading over her own contact block: the first is read, no sole trader and no owner
    (a shared site's practice, no form stated)."""
    second = "<h3>Lena Vogt</h3><p>Heilpraktikerin<br>Praxisadresse: Birkenallee 7, 80333 München<br>Tel: 089-5550202</p>"
    record = _record(f"<h2>Angaben gemäß § 5 TMG:</h2><h3>Eva Sommer</h3>{_PRACTICE}{second}")
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Eva Sommer", None, [])
    # control: one practitioner alone is a sole trader
    alone = _record(f"<h2>Angaben gemäß § 5 TMG:</h2><h3>Eva Sommer</h3>{_PRACTICE}")
    assert (alone["name"], alone["legal_form"]) == ("Eva Sommer", "Einzelunternehmen")


def test_official_homepage_of_a_club_and_its_c_o_address():
    """"x.de ist die offizielle Homepage des Y e.V." names the operator; the address under "c/o Y e.V." in the section of
    the person responsible for the content is the club's."""
    block = ("<p>Ruderfreunde-Saale.de ist die offizielle Homepage der Ruderfreunde Saale e.V..</p>"
             "<p><b>Verantwortlich für den Inhalt (gemäß § 55 Abs. 2 RStV) und die Verarbeitung Ihrer personenbezogenen Daten im Sinne "
             "der Datenschutzgesetze:</b><br>Paul Wendt<br>c/o Ruderfreunde Saale e.V.<br>Uferweg 4<br>06108 Halle</p>")
    record = _record(block)
    assert record["name"] == "Ruderfreunde Saale e.V." and record["address"]["street"] == "Uferweg 4"
    # control: the club named as provider by a label
    assert _record("<p>Anbieter: Ruderfreunde Saale e.V.<br>Uferweg 4<br>06108 Halle</p>")["name"] == "Ruderfreunde Saale e.V."


def test_contact_shown_as_an_image_with_alt_text():
    """The contact set as an image against harvesting, its alt text printing name, street and town: read as the page's words."""
    img = '<h2>Site owner &amp; contact</h2><p><img src="/c.png" alt="Mia Berger, Rosenweg 8, 8400 Winterthur — mia@berger.example.ch"></p>'
    record = _record(img)
    assert record["name"] == "Mia Berger" and record["address"]["city"] == "Winterthur"
    # control: a logo's alt text is no line of the page
    logo = '<p><img src="/logo.png" alt="Berger Logo 2024"></p><p>Mia Berger<br>Rosenweg 8<br>8400 Winterthur</p>'
    assert _record(logo)["name"] == "Mia Berger"


def test_copyright_holder_with_seat_in_a_colophon():
    """A booklet's colophon on an imprint page (authors, illustrations, edition), then "Copyright:" / "2024 - Verband X (VX),
    street, town": the holder is the provider, the year no part of its name."""
    colophon = ("<dl><dt>Autorinnen:</dt><dd>Lea Arn, Tim Roos</dd><dt>Illustrationen:</dt><dd>Mara Kunz</dd>"
                "<dt>Ausgabe:</dt><dd>2024</dd><dt>Copyright:</dt><dd>2024 - Wanderverband Jura (WVJ), Bergstrasse 3, 2800 Delémont</dd></dl>")
    record = _record(colophon)
    assert record["name"] == "Wanderverband Jura (WVJ)" and record["address"]["postal_code"] == "2800"
    # control: a page footer's copyright line is no provider of a home page
    home = b'<html><head><title>Wandern</title></head><body><main><h1>Wandern im Jura</h1><p>Touren und Karten.</p></main><footer>Copyright:<br>2024 - Wanderverband Jura (WVJ), Bergstrasse 3, 2800 Delemont</footer></body></html>'
    assert parse_imprint(home)["name"] is None
