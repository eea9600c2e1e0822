"""Rules of the thirty-eighth parser round from the probes of tuning-decided conventions (a helper session, issue 19), each
from an invented minimal page that fails on the parser before the round, with a control case that keeps passing."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def _reps(record: dict) -> set:
    return {(r["name"], r["role"]) for r in record["representatives"]}


def test_real_name_left_in_placeholder_brackets_is_the_person():
    """Convention 570: a person's name inside a generator's brackets is no placeholder; kept without the brackets."""
    block = "<p>Initiative Grüner Hinterhof<br>Birkenallee 9<br>24103 Kiel</p><p>Vertreten durch: {}</p>"
    got = parse_imprint(_page(block.format("[Henrike Sommer]")))
    assert _reps(got) == {("Henrike Sommer", "board_member")}
    control = parse_imprint(_page(block.format("[Name des Vertretungsberechtigten]")))
    assert control["representatives"] == []


def test_register_court_with_a_slash_is_kept_as_printed():
    """Convention 300: "Amtsgericht Frankfurt/Oder" gives the court as printed, `Frankfurt/Oder`."""
    block = "<p>Brückenbau Ost GmbH<br>Karl-Marx-Straße 20<br>15230 Frankfurt (Oder)</p><p>Amtsgericht {} HRB 4512</p>"
    assert parse_imprint(_page(block.format("Frankfurt/Oder")))["register"]["court"] == "Frankfurt/Oder"
    assert parse_imprint(_page(block.format("Frankfurt (Oder)")))["register"]["court"] == "Frankfurt (Oder)"


def test_address_spaced_out_with_a_for_at_and_comma_for_dot():
    """Convention 474: spaced letters are dropped, "(a)" stands for "at", the comma before the top-level domain for the dot."""
    block = "<p>Greta Lindqvist<br>Auenweg 2<br>34253 Lohfelden</p><p>E-Mail: {}</p>"
    assert parse_imprint(_page(block.format("p o s t (a) greta- lindqvist ,de")))["email"] == "post@greta-lindqvist.de"
    assert parse_imprint(_page(block.format("post@greta-lindqvist.de")))["email"] == "post@greta-lindqvist.de"


def test_representatives_left_as_an_open_question_are_not_labelled():
    """Convention 38: "Geschäftsführer: vermutlich A, B – bitte bestätigen" labels nobody; the rest of the page is kept."""
    block = ("<p>Kranich Druck GmbH<br>Uferweg 5<br>39104 Magdeburg</p><p>Geschäftsführer: {}</p>"
             "<p>Amtsgericht Stendal, HRB 20417</p>")
    got = parse_imprint(_page(block.format("vermutlich Ida Brenner, Lars Quandt – bitte bestätigen")))
    assert got["representatives"] == [] and got["name"] == "Kranich Druck GmbH"
    control = parse_imprint(_page(block.format("Ida Brenner, Lars Quandt")))
    assert _reps(control) == {("Ida Brenner", "managing_director"), ("Lars Quandt", "managing_director")}


def test_urheber_heading_over_the_only_person_block_is_the_provider_block():
    """Convention 75: an "Urheber" heading over the only person block of an imprint page is the provider block."""
    block = "<p>Mara Steinwender<br>Lendkai 12<br>8020 Graz</p><p>E-Mail: mara@steinwender-grafik.at</p>"
    got = parse_imprint(_page("<h2>Urheber</h2>" + block))
    assert got["name"] == "Mara Steinwender" and got["address"]["city"] == "Graz"
    assert parse_imprint(_page(block))["name"] == "Mara Steinwender"


def test_administrator_named_in_the_name_of_a_family_is_no_provider():
    """Convention 89 (40 extended): an administrator only ("Als Administrator dieser Seite wurde … eingesetzt:") names no provider."""
    block = "<p>{}</p><p>Ole Harmsen<br>Birkenweg 7<br>24113 Kiel<br>E-Mail: ole.harmsen@nordpost.de</p>"
    got = parse_imprint(_page(block.format("Als Administrator dieser Seite wurde im Namen der Familie Thode eingesetzt:")))
    assert got["name"] is None and got["address"] is None and got["email"] is None
    assert parse_imprint(_page(block.format("Angaben gemäß § 5 DDG:")))["name"] == "Ole Harmsen"


def test_editorial_and_hosting_label_over_the_only_organisation_block_is_the_provider():
    """Convention 358: a "Redaktion / Hosting:" block, the only organisation block of an imprint page, is the provider block."""
    got = parse_imprint(_page("<p>Redaktion / Hosting:</p><p>AG Stadtimker<br>Fachschaftsraum Biologie<br>Albertstraße 21<br>"
                              "79104 Freiburg</p><p>E-Mail: stadtimker@fs-bio-freiburg.de</p>"))
    assert got["name"] == "AG Stadtimker" and got["address"]["street"] == "Albertstraße 21"
    control = parse_imprint(_page("<p>AG Stadtimker<br>Albertstraße 21<br>79104 Freiburg</p>"))
    assert control["name"] == "AG Stadtimker"


def test_designation_heading_with_a_slogan_after_a_dash_gives_the_part_before_it():
    """Convention 91: "PURECON - Pure Kompetenz." as the heading gives the designation before the dash; the
    "Geschäftsführung" below it, with no form word or register, is managing director of an Einzelunternehmen."""
    block = "<h2>{}</h2><p>Kirchgasse 4<br>32052 Herford</p><p>Geschäftsführung: Wiebke Lanz</p><p>E-Mail: info@flinkwerk.de</p>"
    got = parse_imprint(_page(block.format("FLINKWERK - Einfach schneller.")))
    assert got["name"] == "FLINKWERK" and _reps(got) == {("Wiebke Lanz", "managing_director")}
    assert parse_imprint(_page(block.format("FLINKWERK")))["name"] == "FLINKWERK"


def test_mailbox_behind_a_webmaster_link_is_not_the_operators():
    """Conventions 14 and 174: the webmaster's link ("Fragen zur Website: Webmaster") is not the club's e-mail."""
    block = ("<p>Ruderverein Lahnbogen e.V.<br>Uferstraße 11<br>35578 Wetzlar</p><p>Telefon: 06441 770812</p>"
             '<p>Fragen zur Website: <a href="mailto:webmaster@rv-lahnbogen.de">{}</a></p>')
    assert parse_imprint(_page(block.format("Webmaster")))["email"] is None
    assert parse_imprint(_page(block.format("Geschäftsstelle")))["email"] == "webmaster@rv-lahnbogen.de"


def test_names_offered_as_a_drafts_example_are_not_representatives():
    """Convention 290: names after "Beispiel:" in a draft's note for a field are placeholders, not representatives."""
    block = ("<p>Elbufer Spedition GmbH<br>Kaiweg 14<br>21129 Hamburg</p><p>E-Mail: info@elbufer-spedition.de</p>"
             "<p>Geschäftsführer: {}</p>")
    note = "Namen der Geschäftsführer der Komplementär-GmbH hier eintragen, Beispiel: Rolf Danner, Kim Ahlers"
    got = parse_imprint(_page(block.format(f"[Geschäftsführer eintragen]<br><em>{note}</em>")))
    assert got["representatives"] == [] and got["name"] == "Elbufer Spedition GmbH"
    assert _reps(parse_imprint(_page(block.format("Kim Ahlers")))) == {("Kim Ahlers", "managing_director")}
