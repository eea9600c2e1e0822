"""Rules of a parser round on pages that gave an empty record (helper 2, round 46): an imprint page whose only sections are the
content's and the site's technical responsibility of one person (its content section is the provider's), a privacy page that
opens with its controller's block (the site's operator statement: German, Swiss and English leads, the privacy generator's long
sentence), a later controller section of the same operator that adds the number, and a group whose block names its president.
Each on its own invented page that fails on the parser before the round, with a control that holds before and after."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page

_PERSON = "<p>Lea Brunner<br>Seeweg 4<br>3600 Thun</p><p>E-Mail: lea@brunner-thun.ch</p>"
_TEXT = "<p>Wir nehmen den Schutz Ihrer persönlichen Daten sehr ernst und behandeln sie vertraulich.</p>"


def _privacy(block: str, title: str = "Datenschutzerklärung", menu: str = "") -> dict:
    """A privacy page of a site whose menu links to no imprint (``menu``: more links)."""
    html = (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body><nav><a href="/">Start</a>{menu}</nav>'
            f"<main><h1>{title}</h1>{block}</main><footer>© 2026</footer></body></html>")
    return parse_imprint(html, "https://brunner-thun.ch/datenschutz.html")


def test_content_and_technical_responsibility_of_one_person_at_the_imprint_address():
    """An imprint page without an imprint heading whose only sections are "Inhaltliche und redaktionelle Verantwortung" and
    "Technische Verantwortung", both naming the same person: the content's section is the provider's (conventions 93, 205)."""
    sections = (f"<h3>Inhaltliche und redaktionelle Verantwortung</h3><p>Für die Inhalte zeichnet verantwortlich:</p>{_PERSON}"
                f"<h3>Technische Verantwortung</h3><p>Diese Website wird technisch betreut von:</p>{_PERSON}")
    record = parse_imprint(_page(sections, "", ""), "https://brunner-thun.ch/impressum.html")
    assert (record["name"], record["legal_form"], record["email"]) == ("Lea Brunner", None, "lea@brunner-thun.ch")
    assert record["address"] == {"street": "Seeweg 4", "postal_code": "3600", "city": "Thun", "country": "CH"}
    # control: a provider block above the sections stays the provider
    above = "<p>Betreiber: Seeblick Media GmbH<br>Hafenweg 2<br>3600 Thun</p>" + sections
    assert parse_imprint(_page(above), "https://brunner-thun.ch/impressum.html")["name"] == "Seeblick Media GmbH"


def test_a_privacy_page_that_opens_with_its_controller_block():
    """A privacy page whose first block is its controller's ("Verantwortliche Stelle:", the Swiss "… im Sinne der
    Datenschutzgesetze, insbesondere der EU-Datenschutzgrundverordnung (DSGVO), ist:", the English "Responsible Website Operator"
    heading) names the operator (conventions 351, 957, 1470)."""
    assert _privacy(f"<p><b>Verantwortliche Stelle:</b></p>{_PERSON}<h2>1. Allgemeines</h2>{_TEXT}")["name"] == "Lea Brunner"
    lead = "Verantwortliche Stelle im Sinne der Datenschutzgesetze, insbesondere der EU-Datenschutzgrundverordnung (DSGVO), ist:"
    record = _privacy(f"<p>{lead}</p>{_PERSON}<h5>Allgemeiner Hinweis</h5>{_TEXT}")
    assert (record["name"], record["email"]) == ("Lea Brunner", "lea@brunner-thun.ch")
    english = _privacy(f"<h2>Responsible Website Operator</h2>{_PERSON}<h2>Privacy Policy</h2>{_TEXT}", "Privacy Policy")
    assert english["name"] == "Lea Brunner"
    # control: a controller named only inside a privacy text, on a cookie page or on a site that links to its imprint names no operator
    linked = _privacy(f"<p><b>Verantwortliche Stelle:</b></p>{_PERSON}{_TEXT}", menu='<a href="/impressum">Impressum</a>')
    assert linked["name"] is None
    assert _privacy(f"<h2>1. Allgemeines</h2>{_TEXT}<p><b>Verantwortliche Stelle:</b></p>{_PERSON}")["name"] is None
    assert _privacy(f"<p><b>Verantwortliche Stelle:</b></p>{_PERSON}", "Cookie-Richtlinie")["name"] is None


def test_a_later_controller_section_of_the_same_operator_gives_the_number():
    """The privacy generator's "Controller for the purposes of the General Data Protection Regulation (GDPR), … is:" (and its
    German "Verantwortlicher im Sinne der Datenschutz-Grundverordnung, sonstiger … ist die:") leads a controller block; one that
    names the operator again with its number gives the phone the first block leaves out (conventions 37, 957)."""
    later = ("<h2>2. Name and Address of the Controller</h2><p>Controller for the purposes of the General Data Protection Regulation "
             "(GDPR), other data protection laws applicable in Member states of the European Union and other provisions related to "
             "data protection is:</p><p>{name}<br>Seeweg 4<br>3600 Thun</p><p>Phone: +41 33 222 44 55</p><h2>3. Cookies</h2>")
    first = f"<h2>Responsible Website Operator</h2>{_PERSON}<h2>Privacy Policy</h2>{_TEXT}"
    record = _privacy(first + later.format(name="Lea Brunner"), "Privacy Policy")
    assert (record["name"], record["phone"]) == ("Lea Brunner", "+41332224455")
    german = ("<p>Jan Keller<br>Lindenweg 3<br>50667 Köln</p><p>E-Mail: jan@keller-koeln.de</p><h2>Datenschutzerklärung</h2>"
              "<p>Verantwortlicher im Sinne der Datenschutz-Grundverordnung, sonstiger in den Mitgliedstaaten der Europäischen Union "
              "geltenden Datenschutzgesetze und anderer Bestimmungen mit datenschutzrechtlichem Charakter ist der:</p>"
              "<p>Jan Keller<br>Lindenweg 3<br>50667 Köln</p><p>Telefon: 0221 123456</p>")
    assert parse_imprint(_page(german))["phone"] == "+49221123456"
    # control: a later block of another operator adds nothing
    assert _privacy(first + later.format(name="Seeblick Media GmbH"), "Privacy Policy")["phone"] is None


def test_a_group_whose_block_names_its_president_is_no_person():
    """A name that reads like a person's but opens with no given name, over "Präsident: X" naming another person, is a group's:
    its president is its representative (conventions 351, 941)."""
    block = "<p>Bogenschützen Thalwil<br>Präsident: Marco Keller<br>Seeweg 4<br>3600 Thun</p><p>E-Mail: info@bogen-thalwil.ch</p>"
    record = parse_imprint(_page(block))
    assert record["representatives"] == [{"name": "Marco Keller", "role": "president"}]
    # control: the group's name stays the name
    assert record["name"] == "Bogenschützen Thalwil"
