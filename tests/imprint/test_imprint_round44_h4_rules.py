"""Rules of a parser round on the contact fields (address, e-mail, phone) from tuning misses and probes of tuning-decided
conventions (helper 4, issue 19): each on its own invented page that fails on the parser before the round."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def _site(main: str, footer: str = "© 2026", title: str = "Impressum") -> bytes:
    """A page with a menu, the main part and a footer of its own."""
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav>'
            f"<main>{main}</main><footer>{footer}</footer></body></html>").encode()


def test_french_phone_label():
    """A Swiss page's French version: "Tél :" labels the phone as "Tel.:" does (convention 9)."""
    block = "<p><b>Atelier Vionnet</b><br>Grand-Rue 14<br>1700 Fribourg</p><p>E-mail : info@atelier-vionnet.ch<br>Tél : +41 26 321 44 55</p>"
    assert parse_imprint(_page(block))["phone"] == "+41263214455"
    # control: a fax stays no phone
    assert parse_imprint(_page(block.replace("Tél :", "Fax :")))["phone"] is None


def test_phone_broken_after_its_area_code():
    """A number broken onto the next line after its area code ("Telefon: 03721" / "273445") is one number."""
    block = "<p>Tischlerei Wendel<br>Inhaber Jens Wendel<br>Lindenweg 5<br>09380 Thalheim</p><p>Telefon: 03721<br>273445<br>Fax: 03721 273446</p>"
    assert parse_imprint(_page(block))["phone"] == "+493721273445"
    # control: a line that is no rest of a number is not joined
    assert parse_imprint(_page(block.replace("<br>273445", "<br>Mo–Fr")))["phone"] is None


def test_sidebar_card_phone_label_on_its_own_line():
    """Convention 59: a sidebar card beside the operator's street prints "Telefon:" on a line of its own over the number."""
    main = ("<h1>Impressum</h1><p>Praxis Lindgruen<br>Jana Roth<br>Gartenweg 43<br>04451 Borsdorf</p><p>Steuernummer: 238/285/03634</p>"
            "<p>E-Mail: kontakt@praxis-lindgruen.de</p>")
    card = ("<aside><p><b>Kontakt:</b><br>Praxis Lindgruen<br>Gartenweg 43<br>04451 Borsdorf</p><p>Telefon:</p><p>0341 4455667</p>"
            "<p>Handy:</p><p>0176 61907742</p></aside>")
    assert parse_imprint(_site(main + card))["phone"] == "+493414455667"
    # control: a fax label on its own line gives no phone
    assert parse_imprint(_site(main + card.replace("Telefon:", "Fax:")))["phone"] is None


def test_footer_card_bare_number_above_the_street():
    """Convention 59: a footer's contact card with the mailbox and a bare landline above the operator's street."""
    main = ("<h1>Impressum</h1><p>Lumeqo GmbH<br>Geschäftsführung: Paul Ebner</p><p>Firmensitz</p><p>Bergweg 42/5/3<br>2102 Hagenbrunn</p>"
            "<p>E-Mail: office@lumeqo.at</p>")
    card = "<p>Kontakt</p><p>office@lumeqo.at</p><p>+43 1 3580046</p><p>Bergweg 42/5/3<br>2102 Hagenbrunn</p>"
    assert parse_imprint(_site(main, card))["phone"] == "+4313580046"
    # control: a card with another street gives nothing
    assert parse_imprint(_site(main, card.replace("Bergweg 42/5/3", "Talweg 7")))["phone"] is None


def test_lone_a_with_spelled_dot_is_a_mailbox():
    """Convention 341: "web a thinegen (punkt) de" on a line of its own, the "a" standing for the sign."""
    block = "<p>Tobias Kranz</p><p>Eichenweg 32, 91052 Erlangen</p><p>web <em>a</em> kranzpost (punkt) de</p>"
    assert parse_imprint(_page(block))["email"] == "web@kranzpost.de"
    # control: without the spelled dot a sentence with "a" is no mailbox
    assert parse_imprint(_page(block.replace("web <em>a</em> kranzpost (punkt) de", "web a kranzpost.de")))["email"] is None


def test_footer_mailbox_alone_as_the_pages_only_mailbox():
    """Convention 26 (592): the footer's "E-Mail:" line is the only mailbox on the page: the operator's contact."""
    main = ("<h1>Legal Notice</h1><p>Norvalo GmbH<br>Lindenstraße 7<br>80992 München</p><p>Managing Director: Karl Brenner</p>"
            "<p>Phone: 089 4455667</p>")
    assert parse_imprint(_site(main, "<p>E-Mail: info@norvalo.com</p>"))["email"] == "info@norvalo.com"
    # control: an agency's credit line with its own mailbox is not the operator's
    credit = "<p>Konzept &amp; Gestaltung: Pixelhain GmbH, Hafenweg 2, 9100 Herisau, info@pixelhain.ch</p>"
    assert parse_imprint(_site(main, credit))["email"] is None


def test_labelled_contact_lines_above_the_provider_block():
    """Labelled contact lines ("Email:", "Webseite:", "Telefon:") above the § 5 heading are the page's own contact rows."""
    main = ("<p>Email: me (AT) lukas-brandl (PUNKT) de</p><p>Webseite: https://lukas-brandl.de</p>"
            "<h2>Angaben gemäß § 5 TMG:</h2><p>Lukas Brandl<br>Gebersdorfer Straße 12<br>90449 Nürnberg</p>")
    assert parse_imprint(_site(main))["email"] == "me@lukas-brandl.de"
    # control: a sentence above the heading is no contact row
    told = main.replace("<p>Email: me (AT) lukas-brandl (PUNKT) de</p>", "<p>Schreib mir: me (AT) lukas-brandl (PUNKT) de. Danke!</p>")
    assert parse_imprint(_site(told))["email"] is None


def test_chamber_mailbox_is_not_the_operators():
    """Convention 14: the supervising chamber's block with its own mailbox is another party's; the footer's mailbox is the firm's."""
    main = ("<h1>Impressum</h1><p>Rechtsanwalt Till Ahrens</p><p>Markgrafenallee 2a<br>79098 Freiburg</p><p>Tel: 0761 2055180</p>"
            "<p>Zuständige Aufsicht: Rechtsanwaltskammer Freiburg</p><p>Gartenstr. 21<br>79098 Freiburg</p>"
            "<p>Telefon: 0761 32563</p><p>Email: info@kammer-freiburg.de</p>")
    footer = "<p>Kanzlei Ahrens</p><p>Markgrafenallee 2a<br>79098 Freiburg</p><p>kanzlei@ahrens-recht.de</p>"
    assert parse_imprint(_site(main, footer))["email"] == "kanzlei@ahrens-recht.de"
    # control: the firm's own labelled mailbox in its block stays
    own = main.replace("<p>Tel: 0761 2055180</p>", "<p>Tel: 0761 2055180<br>E-Mail: post@ahrens-recht.de</p>")
    assert parse_imprint(_site(own, footer))["email"] == "post@ahrens-recht.de"


def test_for_questions_on_a_topic_mailbox_gives_way():
    """Convention 530: "Für Fragen zum Thema X … an: a@…" is a topic's contact; the general contact is the mailbox."""
    block = ("<p>Verein Freie Leitung<br>Sitz: Wien</p><p>Für Fragen zum Thema Netzpolitik schreiben Sie bitte eine E-Mail an: "
             "info@netzthema.at</p><p>ZVR: 675848111</p><p>Allgemeiner Kontakt: info@leitungsnetz.org</p>")
    assert parse_imprint(_page(block))["email"] == "info@leitungsnetz.org"
    # control: the topic's mailbox alone is still the contact
    alone = block.replace("<p>Allgemeiner Kontakt: info@leitungsnetz.org</p>", "")
    assert parse_imprint(_page(alone))["email"] == "info@netzthema.at"


def test_street_without_number_before_comma_and_postal_code():
    """Convention 1158: "Stresemannstrasse, 22769, Hamburg, Germany": the street as printed without a house number."""
    block = "<h4>Partner of Kernwerk GmbH</h4><ul><li>Falkenriedstrasse, 20251, Hamburg, Germany</li><li>info.norbyt@gmail.com</li></ul>"
    record = parse_imprint(_page(block, heading="<h1>Norbyt</h1>", title="Imprint"))
    assert record["address"] == {"street": "Falkenriedstrasse", "postal_code": "20251", "city": "Hamburg", "country": "DE"}
    # control: a word that names no street stays no address
    other = block.replace("Falkenriedstrasse,", "Zentrale,")
    assert parse_imprint(_page(other, heading="<h1>Norbyt</h1>", title="Imprint"))["address"] is None


def test_address_of_a_block_that_repeats_the_providers_name():
    """Convention 1244: the imprint names the practice without an address, the "Kontakt" block above names it with one."""
    main = ("<h2>Kontakt</h2><p>Hebammenpraxis Nordstadt<br>Lindenhofstraße 12<br>68163 Mannheim<br>team@hebammen-nord.de</p>"
            "<h1>Impressum</h1><p>Hebammenpraxis Nordstadt<br>Praxisgemeinschaft (GbR)</p>"
            "<p>Verantwortlich für den Inhalt: Ina Roth, Eva Lang</p>")
    record = parse_imprint(_site(main))
    assert record["address"] == {"street": "Lindenhofstraße 12", "postal_code": "68163", "city": "Mannheim", "country": "DE"}
    # control: a block under another name gives no address
    other = main.replace("<p>Hebammenpraxis Nordstadt<br>Lindenhofstraße", "<p>Geburtshaus Süd<br>Lindenhofstraße")
    assert parse_imprint(_site(other))["address"] is None


def test_dash_between_postal_code_and_town():
    """Convention 1682: "85413 - Hörgertshausen": the dash sets the town off its postal code."""
    block = "<p>Landgasthof Seeblick<br>Inhaber: Jakob Auer</p><p>Kirchweg 3<br>85413 - Haag an der Amper</p><p>Tel.: 08764 8512</p>"
    assert parse_imprint(_page(block))["address"] == {"street": "Kirchweg 3", "postal_code": "85413", "city": "Haag an der Amper", "country": "DE"}
    # control: a number range after a dash is no town
    assert parse_imprint(_page(block.replace("85413 - Haag an der Amper", "85413 - 85415")))["address"] is None


def test_roman_door_number_after_a_comma():
    """CONTRACT (door parts stay): "Hermann-Bahr-Gasse 10, Top I", the door in Roman numerals."""
    block = "<p>Karl Somlo, MSc</p><p>Augartenweg 10, Top II<br>8020 Graz<br>Österreich</p><p>E-Mail: kontakt@somlo.at</p>"
    assert parse_imprint(_page(block))["address"] == {"street": "Augartenweg 10, Top II", "postal_code": "8020", "city": "Graz", "country": "AT"}
    # control: an Arabic door number stays as before
    assert parse_imprint(_page(block.replace("Top II", "Top 2")))["address"]["street"] == "Augartenweg 10, Top 2"


def test_street_after_a_value_read_as_its_label():
    """Convention 1682: a malformed VAT line read as the label of the street below ("Ust ID DE56 …: Kirchweg 3")."""
    block = "<p>Gasthaus Lindenwirt<br>Pächterin: Iveta Lorenz<br>(Einzelkaufmann)<br>Ust ID DE56 389 014 755<br>Kirchweg 3<br>85413 Haag</p>"
    assert parse_imprint(_page(block))["address"] == {"street": "Kirchweg 3", "postal_code": "85413", "city": "Haag", "country": "DE"}
    # control: the block without a street gives none
    assert parse_imprint(_page(block.replace("<br>Kirchweg 3", "")))["address"] is None


def test_controller_block_adds_the_number_the_imprint_lacks():
    """Convention 37: the privacy part's controller block names the same operator (and street) with a phone the imprint lacks."""
    main = ("<h1>Impressum und Datenschutz</h1><h2>Impressum</h2><p>Rechtsanwalt Till Ahrens<br>Gerberstraße 7<br>24937 Flensburg</p>"
            "<p>E-Mail: kanzlei@ahrens-recht.de</p>"
            "<p>Berufsbezeichnung: Rechtsanwalt<br>Kammer: Rechtsanwaltskammer Kiel</p><h2>Datenschutzerklärung</h2>"
            "<p>Verantwortlicher im Sinne der DSGVO:<br>Rechtsanwalt Till Ahrens<br>Gerberstraße 7<br>24937 Flensburg<br>Telefon: 0461 4827307</p>")
    record = parse_imprint(_site(main))
    assert (record["address"]["street"], record["phone"]) == ("Gerberstraße 7", "+494614827307")
    # control: a controller block without a number adds none
    assert parse_imprint(_site(main.replace("<br>Telefon: 0461 4827307", "")))["phone"] is None


def test_officers_numbers_under_their_headings_are_theirs():
    """Conventions 236, 353: the club prints its own contact; the chairs' headings over their own streets and numbers are theirs."""
    block = ("<p>Tennisclub Blau-Gelb Wendhausen e.V.<br>Am Sportplatz 21<br>37434 Obernfeld<br>E-Mail: tcbg@gmx.de</p>"
             "<h3>1. Vorsitzender:</h3><p>Heiko Brandt<br>Am Sportplatz 21<br>37434 Obernfeld<br>Telefon: 05527 4288</p>"
             "<h3>2. Vorsitzender:</h3><p>Johann Kurz<br>Am Knick 9<br>37115 Duderstadt<br>Telefon: 05527 4299</p>")
    assert parse_imprint(_page(block))["phone"] is None
    # control: the club's own number stays
    own = block.replace("E-Mail: tcbg@gmx.de", "Telefon: 05527 4200")
    assert parse_imprint(_page(own))["phone"] == "+4955274200"


def test_another_bodys_block_under_its_own_heading():
    """Convention 1541: a museum's block under its own heading after the club's, with its own street: its number is not the club's."""
    block = ("<p>Heimatverein Lindach<br>ZVR-Zahl 790161111<br>Bahnhofstraße 9<br>4655 Lindach</p>"
             "<h3>Kontaktdaten</h3><p>E-Mail: obfrau@heimatverein-lindach.at</p>"
             "<h3>Museum der Hammerschmiede</h3><p>Schmiedweg 17 (Alte Schmiede)<br>4655 Lindach<br>Tel: 07614/6555-571</p>")
    assert parse_imprint(_page(block))["phone"] is None
    # control: a heading over the club's own branch keeps its number
    branch = block.replace("Museum der Hammerschmiede", "Geschäftsstelle")
    assert parse_imprint(_page(branch))["phone"] == "+4376146555571"
