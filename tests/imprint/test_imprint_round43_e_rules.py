"""Rules of the thirty-eighth parser round from the probes of tuning-decided conventions (a fourth helper session, issue 19):
contact mailboxes and numbers chosen by their labels, each on its own invented page that fails on the parser before the round."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_editorial_mailbox_is_not_the_operators():
    """Convention 367: a mailbox given for reports on the site's editorial part is no operator contact."""
    club = "<p>Ruderclub Seewinkel e.V.<br>Uferweg 3<br>78462 Konstanz</p><p>Vorsitzender: Jonas Kübler</p>"
    editorial = "<p>Hinweise zum redaktionellen Teil dieser Seiten: redaktion@ruderclub-seewinkel.de</p>"
    assert parse_imprint(_page(club + editorial))["email"] is None
    # control: a plain mailbox of the club stays its contact
    assert parse_imprint(_page(club + "<p>E-Mail: redaktion@ruderclub-seewinkel.de</p>"))["email"] == "redaktion@ruderclub-seewinkel.de"


def test_joint_site_shared_contact_section():
    """Convention 1135: two firms' blocks, then one "Kontakt:" section they share: the first firm's phone and mailbox."""
    firms = ("<p>Lindner Bau Kassel GbR<br>Jens Lindner &amp; Ole Lindner<br>Wilhelmsstraße 8<br>34117 Kassel</p>"
             "<p>Lindner Bau GmbH<br>Wilhelmsstraße 8<br>34117 Kassel<br>Amtsgericht Kassel HRB 40112</p>")
    contact = "<h2>Kontakt:</h2><p>Telefon: 0561 7012345<br>E-Mail: post@lindner-bau.de</p>"
    record = parse_imprint(_page(firms + contact))
    assert record["name"] == "Lindner Bau Kassel GbR"
    assert (record["phone"], record["email"]) == ("+495617012345", "post@lindner-bau.de")
    # control: a contact the first firm's block prints itself is kept
    own = ("<p>Lindner Bau Kassel GbR<br>Wilhelmsstraße 8<br>34117 Kassel<br>Telefon: 0561 7099999</p>"
           "<p>Lindner Bau GmbH<br>Wilhelmsstraße 8<br>34117 Kassel</p>")
    assert parse_imprint(_page(own + contact))["phone"] == "+495617099999"


def test_topic_questions_mailbox_gives_way_to_administrative():
    """Convention 530: of a topic's contact ("Fragen zur Ausbildung") and an administrative one, the administrative mailbox."""
    block = ("<p>Akademie für Stimmbildung<br>Marktgasse 12<br>CH-3011 Bern</p>"
             "<p>Fragen zum Lehrgang: Dr. Regula Imhof, E-Mail: ri@stimmakademie.ch</p>"
             "<p>Administrative Fragen: Sandra Berger, E-Mail: office@stimmakademie.ch</p>")
    assert parse_imprint(_page(block))["email"] == "office@stimmakademie.ch"
    # control: one topic contact alone is still the mailbox
    alone = "<p>Akademie für Stimmbildung<br>Marktgasse 12<br>CH-3011 Bern</p><p>Fragen zum Lehrgang: E-Mail: ri@stimmakademie.ch</p>"
    assert parse_imprint(_page(alone))["email"] == "ri@stimmakademie.ch"


def test_mailboxes_labelled_with_owners_club_not_unit():
    """Convention 742: "E-Mail vom <unit> <club>:" and "E-Mail vom <club>:": the club's mailbox, not its unit's printed first."""
    block = ("<p>TSV Eichenau 1911<br>Sportweg 4<br>82223 Eichenau</p><p>Vereinsregister: VR 1120<br>Registergericht: Amtsgericht München</p>"
             "<p>E-Mail vom Jugendzentrum TSV Eichenau: jz@tsv-eichenau-jugend.de<br>E-Mail vom TSV Eichenau: info@tsv-eichenau.de</p>")
    assert parse_imprint(_page(block))["email"] == "info@tsv-eichenau.de"
    # control: one owner-labelled mailbox stays
    one = block.replace("<br>E-Mail vom TSV Eichenau: info@tsv-eichenau.de", "")
    assert parse_imprint(_page(one))["email"] == "jz@tsv-eichenau-jugend.de"


def test_phone_and_whatsapp_label_is_a_phone():
    """Convention 1350: "Telefon/WhatsApp:" labels the phone; a number of a mobile range still is none."""
    block = "<p>Tilda Marquardt<br>Grafikdesignerin<br>Hauptstraße 9<br>35066 Frankenberg</p><p>Telefon/WhatsApp: 06451 998877</p>"
    assert parse_imprint(_page(block))["phone"] == "+496451998877"
    # control: a German mobile number under the same label gives no phone
    assert parse_imprint(_page(block.replace("06451 998877", "0171 2233445")))["phone"] is None
