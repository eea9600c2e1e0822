"""Rules of a parser round on one reading (helper 2, round 45): for a sole trader, the choice of the name between the trading
designation and the person, and the owner that goes with it. Each on its own invented page that fails on the parser before the
round, with a control that passes before and after."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page

_ADDRESS = "<br>Lindenstraße 14<br>79098 Freiburg</p><p>Telefon: 0761 4567890<br>E-Mail: info@lindenweg-site.de</p>"


def _name_and_owner(block: str) -> tuple:
    record = parse_imprint(_page(block))
    return record["name"], record["legal_form"], record["representatives"]


def test_designation_that_opens_with_web_is_a_name_line():
    """Convention 60: "Webdesign Sommer – Kai Sommer": the designation, the person its owner; a designation that opens with
    "Web…" or "Tel…" is no contact label ("Web:", "Telefon")."""
    block = f"<h2>Angaben gemäß § 5 DDG</h2><p>Webdesign Sommer – Kai Sommer{_ADDRESS}"
    assert _name_and_owner(block) == ("Webdesign Sommer", "Einzelunternehmen", [{"name": "Kai Sommer", "role": "owner"}])
    # control: another trade word before the same person was read so already
    other = block.replace("Webdesign Sommer", "Grafik Sommer")
    assert _name_and_owner(other) == ("Grafik Sommer", "Einzelunternehmen", [{"name": "Kai Sommer", "role": "owner"}])


def test_bold_designation_on_a_credit_word_over_the_owner_line():
    """Conventions 17 and 91: "**Webdesign Sommer**" / "Inhaber: Kai Sommer" / street: the bold line is the designation (a word of
    its own beside the trade word), not a credit heading."""
    block = f"<p><strong>Webdesign Sommer</strong><br>Inhaber: Kai Sommer{_ADDRESS}"
    assert _name_and_owner(block) == ("Webdesign Sommer", "Einzelunternehmen", [{"name": "Kai Sommer", "role": "owner"}])
    # control: a bold line of credit words only stays a heading; the person below it is the name
    credit = "<p><strong>Design &amp; Entwicklung</strong><br>Kai Sommer" + _ADDRESS
    assert parse_imprint(_page(credit))["name"] != "Design & Entwicklung"


def test_designation_heading_on_a_credit_word_over_the_provider():
    """Convention 91: an `<h3>` "Gestaltung Weiss" over "Inhaberin: Lea Weiss" and the street, before any provider block: the
    section is the provider's, the heading its designation."""
    block = f"<h3>Gestaltung Weiss</h3><p>Inhaberin: Lea Weiss{_ADDRESS}"
    assert _name_and_owner(block) == ("Gestaltung Weiss", "Einzelunternehmen", [{"name": "Lea Weiss", "role": "owner"}])
    # control: a designation heading on a word that is no credit word was read so already
    own = block.replace("Gestaltung Weiss", "Schreinerei Weiss")
    assert _name_and_owner(own) == ("Schreinerei Weiss", "Einzelunternehmen", [{"name": "Lea Weiss", "role": "owner"}])


def test_person_dash_designation():
    """Convention 115 (page 147): "Frank Olsen – Nordlicht Consulting": a designation after the dash (a word of its own beside the
    trade word) is the name, the person its owner; an activity after the dash is none."""
    block = f"<p>Frank Olsen – Nordlicht Consulting{_ADDRESS}<p>USt-IdNr.: DE287654321</p>"
    assert _name_and_owner(block) == ("Nordlicht Consulting", "Einzelunternehmen", [{"name": "Frank Olsen", "role": "owner"}])
    # control: "Person – activity" keeps the person (convention 115)
    for activity in ("Webdesign &amp; Entwicklung", "Business Coaching", "Statistik Beratung", "Kreative Fotografie"):
        plain = block.replace("Nordlicht Consulting", activity)
        assert _name_and_owner(plain) == ("Frank Olsen", "Einzelunternehmen", [{"name": "Frank Olsen", "role": "owner"}])


def test_person_comma_designation():
    """Convention 115: "Lena Hofmann, Bergblick Design": the designation after the comma is the name, the person its owner."""
    block = f"<p>Lena Hofmann, Bergblick Design{_ADDRESS}"
    assert _name_and_owner(block) == ("Bergblick Design", "Einzelunternehmen", [{"name": "Lena Hofmann", "role": "owner"}])
    # control: a profession after the comma is no designation
    plain = block.replace("Bergblick Design", "Freie Fotografin")
    assert _name_and_owner(plain) == ("Lena Hofmann", "Einzelunternehmen", [{"name": "Lena Hofmann", "role": "owner"}])


def test_profession_person_dash_designation():
    """Conventions 2 and 115: "Heilpraktikerin Anja Korn – Naturheilpraxis Sonnenweg": the practice is the name, the person
    (her profession stripped) its owner; "Heilpraktikerin Anja Korn – Naturheilkunde": the person, the activity no part of it."""
    block = f"<p>Heilpraktikerin Anja Korn – Naturheilpraxis Sonnenweg{_ADDRESS}"
    assert _name_and_owner(block) == ("Naturheilpraxis Sonnenweg", "Einzelunternehmen", [{"name": "Anja Korn", "role": "owner"}])
    activity = block.replace("Naturheilpraxis Sonnenweg", "Naturheilkunde")
    assert _name_and_owner(activity) == ("Anja Korn", "Einzelunternehmen", [{"name": "Anja Korn", "role": "owner"}])
    # control: the person with her profession alone was read so already
    bare = block.replace(" – Naturheilpraxis Sonnenweg", "")
    assert _name_and_owner(bare) == ("Anja Korn", "Einzelunternehmen", [{"name": "Anja Korn", "role": "owner"}])


def test_degree_dot_before_the_person_is_no_sentence_end():
    """Conventions 2 and 115: "Dipl.-Psych. Claudia Rös – Psychotherapie und Beratung": the degree's dot ends no sentence; the
    person is the name and the owner."""
    block = f"<p>Dipl.-Psych. Claudia Rös – Psychotherapie und Beratung{_ADDRESS}"
    assert _name_and_owner(block) == ("Claudia Rös", "Einzelunternehmen", [{"name": "Claudia Rös", "role": "owner"}])
    # control: a sentence that ends with a full stop and goes on is still no name line
    sentence = block.replace("Dipl.-Psych. Claudia Rös – Psychotherapie und Beratung", "Willkommen in der Praxis. Hier finden Sie uns")
    assert parse_imprint(_page(sentence))["name"] != "Willkommen in der Praxis. Hier finden Sie uns"


def test_trade_line_right_above_the_person_is_a_business_signal():
    """Convention 132: "Fotografie" / "Martina Vogel" / street: the activity line above the person is no designation, but a business
    signal printed in her paragraph: the person is the name and, named as provider, the owner of an `Einzelunternehmen`."""
    block = f"<h2>Angaben gemäß § 5 DDG</h2><p>Fotografie<br>Martina Vogel{_ADDRESS}"
    assert _name_and_owner(block) == ("Martina Vogel", "Einzelunternehmen", [{"name": "Martina Vogel", "role": "owner"}])
    # control: without the trade line the same block is a private person's page (convention 12)
    private = block.replace("Fotografie<br>", "")
    assert _name_and_owner(private) == ("Martina Vogel", None, [])


def test_double_bracket_placeholders_are_no_address():
    """Convention 10: a template's fields in double brackets ("[[Strasse und Nr.]]", "[[Ort]]", here in the JSON-LD) are
    placeholders like single-bracket ones: no address."""
    ld = ('<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Organization", "name": "ortsbuch.ch",'
          ' "address": {"@type": "PostalAddress", "streetAddress": "%s", "postalCode": "%s", "addressLocality": "%s", "addressCountry": "CH"}}</script>')
    block = "<h2>Anbieter</h2><p><strong>ortsbuch.ch</strong></p><h2>Kontakt</h2><p>E-Mail: info.ortsbuch@gmail.com</p>"
    page = _page(block).replace(b"</head>", (ld % ("[[Strasse und Nr.]]", "[[PLZ]]", "[[Ort]]")).encode() + b"</head>")
    assert parse_imprint(page)["address"] is None
    # control: a filled JSON-LD address is kept
    filled = _page(block).replace(b"</head>", (ld % ("Seestrasse 4", "8002", "Zürich")).encode() + b"</head>")
    assert (parse_imprint(filled)["address"] or {}).get("street") == "Seestrasse 4"
