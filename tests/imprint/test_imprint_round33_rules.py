"""Rules of the thirty-third parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the tuning pages among the 44 real pages of round 30 (1391–1447) and from the probes
written blind for the conventions of round 29 (``convention_probes/probes_8.py``); each test below fails on the parser
before the round, and its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_a_landline_printed_under_a_mobile_label_is_the_phone() -> None:
    """Conventions 283 and 972 (1392): "Mobil: +49 6405 5052650", a number whose prefix is a town's area code, is a
    landline whatever its label says: the phone, when the page prints no other."""
    block = "<p>Lenz IT<br>Jan Lenz<br>Marktplatz 2<br>35321 Laubach</p><p>{line}<br>E-Mail: jan@lenz-it.de</p>"
    assert parse_imprint(_page(block.format(line="Mobil: +49 6405 5052650")))["phone"] == "+4964055052650"
    # control: a mobile number under the label stays no phone (convention 9)
    assert parse_imprint(_page(block.format(line="Mobil: +49 171 5052650")))["phone"] is None


def test_a_street_name_joined_by_en_dashes_is_a_street() -> None:
    """Convention 5 (1396): "Konrad–Adenauer–Allee 25" (en dashes between the name's words) is the street, as printed."""
    block = "<p>Nordlicht Medien GmbH<br>{street}<br>86150 Augsburg</p><p>E-Mail: info@nordlicht-medien.de</p>"
    assert parse_imprint(_page(block.format(street="Konrad–Adenauer–Allee 25")))["address"] == {
        "street": "Konrad–Adenauer–Allee 25", "postal_code": "86150", "city": "Augsburg", "country": "DE"}
    # control: with hyphens
    assert parse_imprint(_page(block.format(street="Konrad-Adenauer-Allee 25")))["address"]["street"] == "Konrad-Adenauer-Allee 25"


def test_a_full_stop_after_the_house_number_ends_the_sentence() -> None:
    """Conventions 5 and 977 (1397): "1070 Wien, Kaiserstraße 33." (town first, a full stop at the end) is the address."""
    block = "<p>Für den Inhalt verantwortlich:<br>Dr. Irene und Mag. Paul Lechner<br>{line}</p><p>Gesetzliche Berufsbezeichnung:<br>Tierärzte</p>"
    expected = {"street": "Kaiserstraße 33", "postal_code": "1070", "city": "Wien", "country": "AT"}
    assert parse_imprint(_page(block.format(line="1070 Wien, Kaiserstraße 33.")))["address"] == expected
    # control: without the full stop
    assert parse_imprint(_page(block.format(line="1070 Wien, Kaiserstraße 33")))["address"] == expected


def test_mdc_block_fences_printed_as_text_are_no_lines() -> None:
    """Convention 956 (probe): a Nuxt MDC page's block fences left in the text (":::globalParagraph{.mb-4}", ":::",
    "::LegalWrapper") are markup: three paragraphs under "Represented by" are three managing directors."""
    people = ("Konrad Aschenbach", "Yasmin Elbers", "Fabian Lechner")
    fenced = "".join(f"<p>:::globalParagraph{{.mb-4}}\n{person}\n:::</p>" for person in people)
    plain = "".join(f"<p>{person}</p>" for person in people)
    block = ("<p>::LegalWrapper</p><p>Quellfeld Systems GmbH<br>Bahnhofstraße 9<br>82110 Germering</p><h2>Represented by</h2>{people}"
             "<h2>Contact</h2><p>Phone: +49 89 8412 7735</p><p>::</p>")
    expected = [{"name": person, "role": "managing_director"} for person in people]
    assert parse_imprint(_page(block.format(people=fenced), heading="<h1>Legal Notice</h1>"))["representatives"] == expected
    # control: the same paragraphs without fences
    assert parse_imprint(_page(block.format(people=plain), heading="<h1>Legal Notice</h1>"))["representatives"] == expected


def test_a_name_in_small_letters_right_below_the_media_owner_heading_is_the_providers() -> None:
    """Convention 899 (probe): "Media owner and publisher" over "freiheit.jetzt - Initiative für digitale Rechte" and its
    address: a name in small letters right below the provider's heading is the name (a line elsewhere is running text)."""
    block = ("<h2>{head}</h2><p>freiheit.jetzt - Initiative für digitale Rechte<br>Annenstraße 53/2/7<br>8020 Graz<br>Austria</p>"
             "<p>ZVR number: 418273605<br>Registered association under Austrian law</p><p>E-Mail: team@freiheit-jetzt.at</p>")
    record = parse_imprint(_page(block.format(head="Media owner and publisher"), heading="<h1>Legal notice</h1>"))
    assert record["name"] == "freiheit.jetzt - Initiative für digitale Rechte"
    # control: under a heading that names no provider the line is no name
    other = parse_imprint(_page(block.format(head="Our office"), heading="<h1>Legal notice</h1>"))
    assert other["name"] != "freiheit.jetzt - Initiative für digitale Rechte"


def test_a_person_then_a_colon_then_her_titles_is_the_person() -> None:
    """Convention 934 (1364 and its probe): "Vertreten durch" / "Ilka Brandt: Dr. med. Fachärztin für Innere Medizin" (or on
    one line after the label): the person before the colon, her titles and specialty after it, the practice's owner."""
    for rep in ("<p><b>Vertreten durch</b><br>Ilka Brandt: Dr. med. Fachärztin für Innere Medizin</p>",
                "<p><strong>Vertreten durch</strong> Ilka Brandt: Dr. med. Fachärztin für Innere Medizin</p>"):
        record = parse_imprint(_page(f"<p><b>Praxis Lindenhof</b><br>Brunnenstraße 20<br>10119 Berlin</p>{rep}"
                                     "<p>E-Mail: info@praxis-lindenhof.de</p>"))
        assert record["representatives"] == [{"name": "Ilka Brandt", "role": "owner"}], rep
    # control: a label before the colon is no person ("Name des Anbieters: Dr. …")
    labelled = parse_imprint(_page("<p>Praxis Lindenhof</p><p>Name des Anbieters: Dr. Ilka Brandt, Fachärztin für Innere Medizin</p>"
                                   "<p>Brunnenstraße 20<br>10119 Berlin</p>"))
    assert "Name des Anbieters" not in [r["name"] for r in labelled["representatives"]]


def test_information_pursuant_to_a_countrys_law_is_no_name() -> None:
    """Convention 912 (probe): "Information pursuant to Swiss law" heads the provider block of a template whose fields are
    left in brackets: a legal phrase, no name."""
    block = ("<h2>Information pursuant to Swiss law</h2><p>[Company name]<br>[Street and number]<br>[Postcode and town]</p>"
             "<p>E-Mail: nora.pfister@velorent.ch</p>")
    assert parse_imprint(_page(block, heading="<h1>Imprint</h1>"), "https://site.invalid/imprint/")["name"] is None
