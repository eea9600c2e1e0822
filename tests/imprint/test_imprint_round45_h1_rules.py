"""Rules of a parser round on the operator's name a provider label gives (helper 1, round 45): the label's wordings real sites print
(a gender mark, a compound with a hyphen, English and Austrian labels), what a site prints after the name on the label's line (its
web address, a defined term, a status, a register entry, the seat, a slogan, the town), and the designation beside a person the
label names. Each on its own invented page that fails on the parser before the round, with a control that holds before and after."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page

_STREET = "<br>Lindenweg 3<br>50667 Köln</p>"
_MAIL = "<p>E-Mail: anna@kruegers-garten.de</p>"
_TAX = "<p>Steuernummer: 217/5555/1234</p>"
_HRB = "<p>Amtsgericht Köln HRB 1111</p>"


def _name(block: str, title: str = "Impressum") -> str | None:
    return parse_imprint(_page(block, title, f"<h1>{title}</h1>"))["name"]


def test_gender_mark_in_a_provider_label():
    """A label written with a gender mark ("Betreiber:in:", "Anbieter/in:") reads as the word written out: the value is the name."""
    assert _name(f"<p>Betreiber:in: Anna Krüger{_STREET}{_MAIL}") == "Anna Krüger"
    assert _name(f"<p>Anbieter/in: Anna Krüger{_STREET}{_MAIL}") == "Anna Krüger"
    # control: a mark inside the name itself stays as printed
    club = f"<p>Herausgeber: Verein der Freund*innen des Lindenwegs e.V.{_STREET}<p>Amtsgericht Köln VR 4444</p>"
    assert _name(club) == "Verein der Freund*innen des Lindenwegs e.V."


def test_website_compound_label_is_no_credit_line():
    """"Website-Betreiber: Anna Krüger" names the operator; it is no credit line of the site's makers ("Website: Agentur X")."""
    assert _name(f"<p>Website-Betreiber: Anna Krüger{_STREET}{_MAIL}") == "Anna Krüger"
    # control: the credit line of an agency stays out of the record
    credit = f"<p>Anna Krüger{_STREET}{_MAIL}<p>Website: Pixelwerk Agentur GmbH</p>"
    assert _name(credit) == "Anna Krüger"


def test_provider_label_wordings():
    """English and Austrian provider labels: "Legal entity:", "Site owner:", "Service provider:", "Publisher:", "Name des
    Diensteanbieters:", "Inhaber/Betreiber:", "Eigentümerin und Herausgeberin:", "Medieninhaber, Herausgeber und Eigentümer:"."""
    hamburg = "<br>Hafenstraße 9<br>20457 Hamburg</p><p>Commercial register: Amtsgericht Hamburg, HRB 55443</p>"
    assert _name(f"<p>Legal entity: Nordlicht Media GmbH{hamburg}", "Imprint") == "Nordlicht Media GmbH"
    husum = "<br>Deichweg 3<br>25813 Husum</p><p>Email: jan@petersen-husum.de</p>"
    for label in ("Site owner", "Service provider", "Publisher"):
        assert _name(f"<p>{label}: Jan Petersen{husum}", "Imprint") == "Jan Petersen"
    assert _name(f"<p>Name des Diensteanbieters: Anna Krüger{_STREET}{_MAIL}") == "Anna Krüger"
    assert _name(f"<p>Inhaber/Betreiber: Tom Krüger{_STREET}{_TAX}") == "Tom Krüger"
    graz = "<br>Hauptplatz 3<br>8010 Graz</p><p>E-Mail: anna@huber-graz.at</p>"
    assert _name(f"<p>Eigentümerin und Herausgeberin: Anna Huber{graz}") == "Anna Huber"
    tirol = "<br>Dorfstraße 12<br>6380 St. Johann in Tirol</p><p>FN 456789k</p>"
    assert _name(f"<p>Medieninhaber, Herausgeber und Eigentümer: Hofer Holzbau GmbH{tirol}") == "Hofer Holzbau GmbH"
    # control: the name on a line of its own under a provider heading stays the name
    assert _name(f"<h2>Publisher</h2><p>Jan Petersen{husum}", "Imprint") == "Jan Petersen"


def test_what_follows_the_name_on_the_label_line():
    """After the labelled name: the site's address after a dash, a defined term, a private person's status, the seat, a
    slogan that addresses the reader, the town (also of several words): no part of the name."""
    assert _name(f"<p>Betreiber: Fotostudio Krüger – www.fotostudio-krueger.de{_STREET}<p>USt-IdNr.: DE123456789</p>") == "Fotostudio Krüger"
    assert _name(f"<p>Betreiber: Krüger Bau GmbH (im Folgenden „Krüger“){_STREET}{_HRB}") == "Krüger Bau GmbH"
    assert _name(f"<p>Betreiber: Anna Krüger (Privatperson){_STREET}{_MAIL}") == "Anna Krüger"
    assert _name(f"<p>Betreiber: Krüger Bau GmbH, Sitz Köln{_STREET}{_HRB}") == "Krüger Bau GmbH"
    assert _name(f"<p>Betreiber: Krüger Haustechnik - Ihr Installateur in Köln{_STREET}{_TAX}") == "Krüger Haustechnik"
    assert _name(f"<p>Betreiber: Krüger Bau GmbH, Köln{_STREET}{_HRB}") == "Krüger Bau GmbH"
    frankfurt = "<br>Lindenweg 3<br>60311 Frankfurt am Main</p><p>Amtsgericht Frankfurt am Main HRB 1111</p>"
    assert _name(f"<p>Betreiber: Krüger Bau GmbH, Frankfurt am Main{frankfurt}") == "Krüger Bau GmbH"
    # controls: a profession after the person, and a name printed surname first, stay as before
    assert _name(f"<p>Betreiber: Anna Krüger, Heilpraktikerin{_STREET}{_TAX}") == "Anna Krüger"
    assert _name(f"<p>Betreiber: Krüger, Anna{_STREET}{_MAIL}") == "Krüger, Anna"


def test_register_entry_in_parentheses_after_a_club():
    """"Verein Lindenfreunde (ZVR 123456789)": the club's register entry is no part of its name."""
    graz = "<br>Hauptplatz 3<br>8010 Graz</p><p>E-Mail: office@lindenfreunde.at</p>"
    assert _name(f"<p>Medieninhaber: Verein Lindenfreunde (ZVR 123456789){graz}") == "Verein Lindenfreunde"
    # control: another parenthesis of the club's name stays
    assert _name(f"<p>Medieninhaber: Verein Lindenfreunde (Graz){graz}") == "Verein Lindenfreunde (Graz)"


def test_designation_beside_a_labelled_person():
    """A provider label that names a person beside her business's designation: the designation right above in her paragraph, or
    a firm's label on the row below, is the name (convention 2); the person its owner."""
    above = parse_imprint(_page(f"<p>Krüger Haustechnik<br>Betreiber: Tom Krüger{_STREET}{_TAX}"))
    assert (above["name"], above["representatives"]) == ("Krüger Haustechnik", [{"name": "Tom Krüger", "role": "owner"}])
    assert _name(f"<p>Name: Tom Krüger<br>Firma: Krüger Haustechnik{_STREET}{_TAX}") == "Krüger Haustechnik"
    # control: a private person's site with its title over her label keeps her as the name
    assert _name(f"<p>Gartenblog Lindenweg<br>Betreiberin: Anna Krüger{_STREET}{_MAIL}") == "Anna Krüger"


def test_designation_below_a_labelled_person():
    """Convention 17 with the person on her label's line: "Betreiber: Tom Krüger" / "Krüger Haustechnik" / street: the designation."""
    record = parse_imprint(_page(f"<p>Betreiber: Tom Krüger<br>Krüger Haustechnik{_STREET}{_TAX}"))
    assert (record["name"], record["representatives"]) == ("Krüger Haustechnik", [{"name": "Tom Krüger", "role": "owner"}])
    # control: a description of her activity below her is no designation
    assert _name(f"<p>Betreiberin: Anna Krüger<br>Beratung und Coaching{_STREET}{_TAX}") == "Anna Krüger"


def test_person_then_designation_on_her_surname_in_the_label_value():
    """"Betreiber: Tom Krüger, Krüger Haustechnik", "… (Krüger Haustechnik)", "Krüger Haustechnik, Tom Krüger", "Tom Krüger,
    Inhaber von Krüger Haustechnik": the designation, the person its owner."""
    for value in ("Tom Krüger, Krüger Haustechnik", "Tom Krüger (Krüger Haustechnik)", "Krüger Haustechnik, Tom Krüger",
                  "Tom Krüger, Inhaber von Krüger Haustechnik"):
        record = parse_imprint(_page(f"<p>Betreiber: {value}{_STREET}{_TAX}"))
        assert (record["name"], record["representatives"]) == ("Krüger Haustechnik", [{"name": "Tom Krüger", "role": "owner"}])
    # control: her town after the comma leaves the person the name
    assert _name(f"<p>Betreiber: Anna Krüger, Köln{_STREET}{_MAIL}") == "Anna Krüger"


def test_owner_of_a_named_business():
    """"Tom Krüger" / "Inhaber der Krüger Haustechnik": he trades under the designation, which is the name."""
    assert _name(f"<p>Anbieter:<br>Tom Krüger<br>Inhaber der Krüger Haustechnik{_STREET}{_TAX}") == "Krüger Haustechnik"
    # control: the owner of the site itself names no designation
    assert _name(f"<p>Anbieter:<br>Anna Krüger<br>Inhaberin der Website{_STREET}{_MAIL}") == "Anna Krüger"


def test_footer_imprint_line_names_the_firm():
    """A footer's "Impressum: Krüger Haustechnik · Inh. Tom Krüger · street · town": the firm after the colon is the name."""
    footer = "<p>Impressum: Krüger Haustechnik · Inh. Tom Krüger · Lindenweg 3 · 50667 Köln · Steuernummer 217/5555/1234</p>"
    assert _name(footer) == "Krüger Haustechnik"
    # control: a title line "Impressum - Site" over the provider block names nobody
    titled = f"<p>Impressum - Lindenchor</p><p>Anna Krüger{_STREET}{_MAIL}"
    assert _name(titled) == "Anna Krüger"
