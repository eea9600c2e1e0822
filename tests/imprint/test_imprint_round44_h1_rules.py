"""Rules of a parser round from the name misses of tuning pages and their probes (helper 1, issue 19): provider lines that
carry a year, a unit's code or a club's number, or open in small letters; lines beside the name that are no part of it (a
practice's form wording, a host institution, a heading written apart); a designation before its owner; a managing director's
line as the only person line. Each on its own invented page that fails on the parser before the round."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_year_closes_a_name_over_the_institution_line():
    """Convention 336: "Ballkomitee Maturaball 2027" over its school's line is the name; the year is part of it, no house number."""
    block = ("<h2>Medieninhaber</h2><p>Ballkomitee Maturaball 2027<br>Bundesgymnasium Auhof<br>Auhofweg 8<br>4040 Linz</p>"
             "<p>E-Mail: ball@auhof-ball.at</p>")
    assert parse_imprint(_page(block))["name"] == "Ballkomitee Maturaball 2027"
    # control: a street-shaped line with a number still is the street, not a name
    street = "<p>Tennisfreunde Auhof<br>Auhofweg 8<br>4040 Linz</p><p>E-Mail: tf@auhof-tennis.at</p>"
    assert parse_imprint(_page(street))["address"]["street"] == "Auhofweg 8"


def test_founding_year_without_von_is_part_of_a_club_name():
    """A club's line that ends in its founding year ("Kegelfreunde Wessum 1971") is its name, as "… von 1924" (742)."""
    block = "<p>Kegelfreunde Wessum 1971<br>Kirchplatz 4<br>48683 Ahaus</p><p>Vorsitzender: Ludger Brink</p><p>E-Mail: info@kf-wessum.de</p>"
    assert parse_imprint(_page(block))["name"] == "Kegelfreunde Wessum 1971"
    # control: a slogan with "seit" and a year names nobody
    slogan = "<p>Malerei Brink<br>Meisterbetrieb in Wessum seit 1995<br>Kirchplatz 4<br>48683 Ahaus</p>"
    assert parse_imprint(_page(slogan))["name"] == "Malerei Brink"


def test_unit_code_in_parentheses_keeps_the_first_line():
    """Convention 83: a research unit with its code in parentheses over its institute's lines: the unit's line, as printed."""
    block = ("<p>Operator of this website:</p><p>Quantum Optics Group (E141-03)<br>Institute of Applied Physics<br>Vienna Institute of Science"
             "<br>Wiedner Hauptstraße 8<br>1040 Wien</p><p>Email: office@qog-lab.at</p>")
    record = parse_imprint(_page(block, "Legal notice", "<h1>Legal notice</h1>"))
    assert record["name"] == "Quantum Optics Group (E141-03)"
    # control: the institute's line is the name when the unit's line is missing
    bare = block.replace("Quantum Optics Group (E141-03)<br>", "")
    assert parse_imprint(_page(bare, "Legal notice", "<h1>Legal notice</h1>"))["name"] == "Institute of Applied Physics"


def test_club_name_in_small_letters_over_a_tagline():
    """Convention 428: "verein lichtblick7" in small letters over a tagline: the club's name as printed, not the tagline."""
    block = "<p>verein lichtblick7<br>Beratung.Begleitung.Bildung<br>Bahnhofstraße 4<br>4600 Wels</p><p>E-Mail: office@lichtblick7.at</p><p>ZVR: 987654321</p>"
    assert parse_imprint(_page(block))["name"] == "verein lichtblick7"
    # control: running text in small letters is still no name
    text = block.replace("verein lichtblick7", "ein verein für alle")
    assert parse_imprint(_page(text))["name"] == "Beratung.Begleitung.Bildung"


def test_einzelpraxis_line_above_the_practice_designation():
    """Convention 232: "Einzelpraxis mit zwei KV-Sitzen" states the form; the designation below, its doctors listed, is the name."""
    block = ("<h2>Postanschrift</h2><p>Einzelpraxis mit zwei KV-Sitzen<br>Hausarztpraxis Dr. med. Helga Brandes, Lukas Wendt &amp; Mira Ostrowski"
             "<br>Lindenallee 12<br>37073 Göttingen</p><p>Telefon: 0551 4455660</p>")
    assert parse_imprint(_page(block))["name"] == "Hausarztpraxis Dr. med. Helga Brandes, Lukas Wendt & Mira Ostrowski"
    # control: a designation with a comma before a street-like rest is still cut at its comma
    cut = block.replace("Einzelpraxis mit zwei KV-Sitzen<br>", "").replace(", Lukas Wendt &amp; Mira Ostrowski", ", Fachärzte für Allgemeinmedizin")
    assert parse_imprint(_page(cut))["name"] == "Hausarztpraxis Dr. med. Helga Brandes"


def test_designation_dash_person_then_owner_office():
    """Convention 842: "La Luna Bianca — Lea Brandt, Inhaberin": the designation is the name, the person its owner."""
    block = "<p>La Luna Bianca — Lea Brandt, Inhaberin<br>Marktstraße 3<br>07743 Jena</p><p>Steuernummer: 162/123/45678</p>"
    record = parse_imprint(_page(block))
    assert (record["name"], record["representatives"]) == ("La Luna Bianca", [{"name": "Lea Brandt", "role": "owner"}])
    # control: without the owner's office the person before a plain activity stays the name
    plain = "<p>Lea Brandt — Fotografie<br>Marktstraße 3<br>07743 Jena</p><p>Steuernummer: 162/123/45678</p>"
    assert parse_imprint(_page(plain))["name"] == "Lea Brandt"


def test_host_institution_after_the_units_name():
    """Convention 83 (1232): "Media Owner: Project X, Department of Y, street, town": the project; its department is the host."""
    block = ("<p>Media Owner: Project Voices of Migration in Alpine Literature, Department of Comparative Literature, Spitalgasse 2,"
             " 1090 Vienna, Austria</p><p>Email: team@alpine-voices.net</p>")
    assert parse_imprint(_page(block, "Imprint", "<h1>Imprint</h1>"))["name"] == "Project Voices of Migration in Alpine Literature"
    # control: a comma inside a name that names no institution stays
    firm = block.replace("Department of Comparative Literature", "Verlag und Vertrieb")
    assert parse_imprint(_page(firm, "Imprint", "<h1>Imprint</h1>"))["name"] == "Project Voices of Migration in Alpine Literature, Verlag und Vertrieb"


def test_lower_case_fragment_heading_written_apart():
    """Convention 1278: "firmen daten" (a heading word written apart) over "ott gartenbau" / "jan ott": the designation."""
    block = ("<p><b>firmen daten</b></p><p>ott gartenbau<br>jan ott<br>lindenweg 4<br>72070 tübingen</p>"
             "<p>e-mail: info@ott-garten.de</p><p>ust-idnr.: DE 123456789</p>")
    assert parse_imprint(_page(block))["name"] == "ott gartenbau"
    # control: a capitalised designation over a capitalised person is read as before
    assert parse_imprint(_page(block.replace("ott gartenbau<br>jan ott", "Ott Gartenbau<br>Jan Ott")))["name"] == "Ott Gartenbau"


def test_managing_directors_line_is_the_only_person_line():
    """Convention 206: "Geschäftsführerin: X" over the street, no name line above it: the person is the name, not a list below."""
    block = ("<p>Geschäftsführerin: Corinne Ammann<br>Bahnhofstrasse 7<br>6300 Zug</p><p>UID: CHE-123.456.789</p>"
             "<h2>Angebot</h2><ul><li>Laufbahnberatung</li><li>Teamcoaching</li></ul>")
    record = parse_imprint(_page(block))
    assert record["name"] == "Corinne Ammann"
    # control: a designation line above her line stays the name
    named = block.replace("<p>Geschäftsführerin:", "<p>Ammann Coaching</p><p>Geschäftsführerin:")
    assert parse_imprint(_page(named))["name"] == "Ammann Coaching"


def test_heading_under_provider_statement_over_a_chairs_label():
    """Convention 932: "Angaben nach § 5 TMG" / heading "Zahnärzte Kreis Nordheide" / "Kreisstellenvorsitzender:" / the chair's block:
    the heading names the body, the chair's name is no provider's."""
    block = ("<h2>Angaben nach § 5 TMG:</h2><h4>Zahnärzte Kreis Nordheide</h4><p>Kreisstellenvorsitzender:</p>"
             "<p>Dr. med. dent. Bernd Harms<br>Am Ring 4<br>21244 Buchholz</p><p>Tel.: 04181 998877</p>")
    assert parse_imprint(_page(block))["name"] == "Zahnärzte Kreis Nordheide"
    # control: without the body's heading the block's person stays the name
    assert parse_imprint(_page(block.replace("<h4>Zahnärzte Kreis Nordheide</h4>", "")))["name"] == "Bernd Harms"
