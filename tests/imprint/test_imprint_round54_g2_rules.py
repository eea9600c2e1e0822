"""Rules of the 48th parser round's helper g2 (issue 19): words in the record's ``name`` that are not the name (CONTRACT
section 7, convention 2). Real pages of the unlabelled pool showed a JSX component's ``"use client";`` directive read as
the provider's name, a template literal's backtick or a string's quote stuck to the firm ("`Luota AG", "'Impressum von
… GmbH"), a French publisher sentence kept whole ("Ce site est édité par X Sàrl"), and an English publisher line with
salutation and role ("Mr. …, founder"). Each rule below is checked on an invented page that failed before the round,
with a control that held before and holds after."""

from companies.imprint import parse_imprint
from tests.imprint.pages import read_body

_CH = "<p>Bahnhofstrasse 1<br>8000 Zürich</p><p>E-Mail: info@nordlicht.ch</p>"
_DE = "<p>Hauptstr. 1<br>12345 Berlin</p><p>E-Mail: info@ott-web.de</p>"


def test_component_directive_is_no_name():
    """A TSX footer read as a page opens on its directive ``"use client";``: code the browser never shows, no name."""
    footer = ('<footer><h4>Kontakt</h4><p><span>Jana Ott Architektur<br />Seeweg 12<br />8400 Winterthur</span></p>'
              '<p><a href="mailto:jo@ott-architektur.ch">jo@ott-architektur.ch</a></p></footer>')
    record = parse_imprint('"use client";\n\nimport Link from "next/link";\n\n' + footer, "https://site.invalid/impressum/")
    assert record["name"] == "Jana Ott Architektur"
    assert record["address"]["street"] == "Seeweg 12"
    # control: the same text in the page's body stays a line as printed (only the source's own opening directive is code)
    assert parse_imprint(footer, "https://site.invalid/impressum/")["name"] == "Jana Ott Architektur"


def test_code_quote_before_the_firm_is_dropped():
    """A template literal's backtick or a string's unclosed quote opening the provider line is no part of the firm."""
    assert read_body("<h1>Impressum</h1><p>`Nordlicht AG<br>Bahnhofstrasse 1, CH-8000 Zürich</p>")["name"] == "Nordlicht AG"
    assert read_body("<h1>Impressum</h1><p>'Nordlicht AG<br>Bahnhofstrasse 1, CH-8000 Zürich</p>")["name"] == "Nordlicht AG"
    described = "<p>'Impressum von Nordlicht Planer GmbH, Bahnhofstrasse 1, 8000 Zürich.</p>"
    assert read_body("<h1>Impressum</h1>" + described)["name"] == "Nordlicht Planer GmbH"
    # controls: a quoted designation and a Swiss "'s" name keep their quotes
    assert read_body("<h1>Impressum</h1><p>'s Lädeli GmbH<br>Bahnhofstrasse 1, CH-8000 Zürich</p>")["name"] == "'s Lädeli GmbH"
    assert read_body('<h1>Impressum</h1><p>"Nordlicht" AG<br>Bahnhofstrasse 1, CH-8000 Zürich</p>')["name"] == '"Nordlicht" AG'


def test_french_publisher_sentence_names_the_firm():
    """"Ce site est édité par X Sàrl" names X as the operator (convention 1); the sentence is no part of the name, nor is
    the sentence's full stop after an undotted "Sàrl"."""
    record = read_body("<h1>Mentions légales</h1><p>Ce site est édité par Nordlicht Sàrl</p>" + _CH)
    assert (record["name"], record["legal_form"]) == ("Nordlicht Sàrl", "GmbH")
    inline = read_body("<h1>Mentions légales</h1><p>Ce site est édité par Nordlicht Sàrl, Bahnhofstrasse 1, 8000 Zürich.</p>")
    assert inline["name"] == "Nordlicht Sàrl"
    operated = read_body("<h1>Legal notice</h1><p>This website is operated by Nordlicht Sàrl.</p>" + _CH)
    assert operated["name"] == "Nordlicht Sàrl"
    # control: a dotted "S.à r.l." keeps its own dot
    assert read_body("<h1>Mentions légales</h1><p>Nordlicht S.à r.l.</p>" + _CH)["name"] == "Nordlicht S.à r.l."


def test_french_and_italian_salutations_are_dropped():
    """Convention 2 and 6: names without salutations, "Mme", "M.", "Sig." as "Herr"/"Frau"."""
    page = "<h1>Mentions légales</h1><p>{}</p>" + _CH
    assert read_body(page.format("Mme Anne Roth"))["name"] == "Anne Roth"
    assert read_body(page.format("M. Pierre Roth"))["name"] == "Pierre Roth"
    assert read_body(page.format("Sig. Mario Rossi"))["name"] == "Mario Rossi"
    # control: a German salutation was dropped before; an initial before a surname alone stays
    assert read_body(page.format("Frau Dr. Eva Ott"))["name"] == "Eva Ott"
    assert read_body(page.format("M. Rossi"))["name"] != "Rossi"


def test_founder_or_owner_role_after_the_person():
    """A role after the provider's name ("Mr. Jan Ott, founder", "Eva Ott (Gründerin)") is no part of it; an owner's word
    also makes her the owner (convention 6), a founder's alone does not (515)."""
    assert read_body("<h1>Legal notice</h1><p>Publisher: Mr. Jan Ott, founder</p>" + _CH)["name"] == "Jan Ott"
    assert read_body("<h1>Legal notice</h1><p>Eva Ott (Founder)</p>" + _DE)["name"] == "Eva Ott"
    founder = read_body("<h1>Impressum</h1><p>Eva Ott (Gründerin)</p>" + _DE)
    assert (founder["name"], founder["representatives"]) == ("Eva Ott", [])
    owner = read_body("<h1>Impressum</h1><p>Eva Ott (Inhaberin)</p>" + _DE)
    assert owner["name"] == "Eva Ott"
    # controls: a firm named elsewhere as the operator stays the operator; a salutation alone was dropped before
    firm = "<p>Publisher: Mr. Jan Ott, founder</p><p>This website is operated by Nordlicht GmbH.</p>"
    assert read_body("<h1>Legal notice</h1>" + firm + _CH)["name"] == "Nordlicht GmbH"
    assert read_body("<h1>Legal notice</h1><p>Publisher: Mr. Jan Ott</p>" + _CH)["name"] == "Jan Ott"


def test_sentence_after_the_town_with_a_capital_label():
    """An inline address whose sentence goes on with a label in capitals ("8000 Zürich. UID CHE-…") ends at the town."""
    inline = "<p>Impressum von Nordlicht Planer GmbH, Bahnhofstrasse 1, 8000 Zürich. UID CHE-123.456.788.</p>"
    assert read_body("<h1>Impressum</h1>" + inline)["address"]["city"] == "Zürich"
    # control: a sentence in ordinary case after the town was cut before
    plain = "<p>Impressum von Nordlicht Planer GmbH, Bahnhofstrasse 1, 8000 Zürich. Wir beraten Sie gern.</p>"
    assert read_body("<h1>Impressum</h1>" + plain)["address"]["city"] == "Zürich"
