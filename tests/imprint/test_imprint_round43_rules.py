"""Rules of the thirty-eighth parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the tuning pages' remaining misses and the probes of conventions decided on tuning pages
(tests/imprint/corpus/REAL.md, "Thirty-eighth parser round"); each test below fails on the parser before the round, and
its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_a_field_label_on_a_line_of_its_own_is_no_name() -> None:
    """Convention 2 (page 2090's reading): "Unternehmen", "Firma", "Kontaktmöglichkeiten", a contact form's "Name" or
    "Termin & Anfrage" on a line of their own label what follows; the provider is the name under them."""
    for label in ("Unternehmen", "Firma", "Company", "Kontaktmöglichkeiten", "Termin &amp; Anfrage", "Providers"):
        got = parse_imprint(_page(f"<p>{label}</p><p>Moser Gartenbau</p><p>Lindenweg 4<br>04109 Leipzig</p>"))
        assert got["name"] == "Moser Gartenbau", label
    form = ('<form><div><label>Name</label><input name="n"></div><div><label>Nachricht</label><textarea></textarea></div></form>'
            "<p>Jonas Moser<br>Schreinermeister<br>Lindenweg 4<br>04109 Leipzig</p>")
    assert parse_imprint(_page(form))["name"] == "Jonas Moser"
    # control: a name line over the street still reads
    assert parse_imprint(_page("<p>Moser Gartenbau</p><p>Lindenweg 4<br>04109 Leipzig</p>"))["name"] == "Moser Gartenbau"


def test_a_name_that_starts_with_a_surname_particle_is_a_name() -> None:
    """Convention 2 (page 2090's reading): "de Vries GaLa-Bau" starts in small letters because of the surname's particle; it
    is the trading name over the street, as "Vries GaLa-Bau" would be."""
    got = parse_imprint(_page("<p>Unternehmen</p><p>van Dalen Malerei</p><p>Lindenweg 4<br>04109 Leipzig</p>"))
    assert got["name"] == "van Dalen Malerei"
    # control: a line of running text in small letters stays no name
    got = parse_imprint(_page("<p>Firma</p><p>von hier aus erreichen Sie uns</p><p>Lindenweg 4<br>04109 Leipzig</p>"))
    assert got["name"] is None


def test_a_role_with_its_adjective_stays_one_label() -> None:
    """Convention 4 (page 1214's reading): "Geschäftsführender Vorstand: …" is one label; its adjective is no provider name."""
    block = ("<h2>Adresse</h2><p>Kornweg 6<br>90402 Nürnberg<br>Telefon: 0911 206290</p><h2>Pflichtangaben</h2>"
             "<p>{role}: Dr. Anna Roth, Jan Ott. Registergericht: Amtsgericht Nürnberg, VR 123.</p>")
    got = parse_imprint(_page(block.format(role="Geschäftsführender Vorstand")))
    assert got["name"] is None
    assert {r["name"] for r in got["representatives"]} == {"Anna Roth", "Jan Ott"}
    # control: a name before the label is still cut off as the provider's
    got = parse_imprint(_page(block.format(role="Sportverein Kornweg e.V. Vorstand")))
    assert got["name"] == "Sportverein Kornweg e.V."


def test_a_register_heading_and_opening_hours_name_nobody() -> None:
    """Convention 2 (pages 1377 and 227): "Eintragung im Handelsregister" heads the register lines, "Mo–Sa 10–18 Uhr" and a
    messenger button's "WhatsApp" are no provider's names."""
    got = parse_imprint(_page("<h3>Registereintrag</h3><p>Eintragung im Handelsregister<br>Registergericht: Fürth<br>"
                              "Registernummer: HRB 12345</p><p>Hirtenweg 4<br>91054 Buckenhof</p>"))
    assert got["name"] is None and got["register"]["number"] == "HRB 12345"
    for line in ("Mo–Sa 10–18 Uhr", "Mo-Fr 8:00 - 17:00 h", "WhatsApp"):
        got = parse_imprint(_page(f"<h2>Kontakt</h2><ul><li>Lindenweg 4, 04109 Leipzig</li><li>{line}</li></ul>"))
        assert got["name"] is None, line
    # control: a name line over the same address reads
    got = parse_imprint(_page("<h2>Kontakt</h2><ul><li>Moser Gartenbau</li><li>Lindenweg 4, 04109 Leipzig</li></ul>"))
    assert got["name"] == "Moser Gartenbau"


def test_an_article_alone_over_the_name_starts_it() -> None:
    """Convention 2 (page 842's reading): "The" alone on a paragraph's first line, the club's name on the next, is one name
    as printed."""
    got = parse_imprint(_page("<p>The<br>Lindenberg Chess Club<br>Reading Way 10<br>41179 Mönchengladbach</p>"))
    assert got["name"] == "The Lindenberg Chess Club"
    # control: a name without the article reads as before
    got = parse_imprint(_page("<p>Lindenberg Chess Club<br>Reading Way 10<br>41179 Mönchengladbach</p>"))
    assert got["name"] == "Lindenberg Chess Club"


def _chrome_page(title: str, footer: str, block: str = "<p>Schweiz<br>Seefeldstrasse 73<br>Zurich<br>+41 78 614 22 90</p>") -> bytes:
    return (f"<html><head><title>{title}</title></head><body><nav><a href='/'>Start</a> <a href='/impressum/'>Impressum</a></nav>"
            f"<main><h1>Impressum</h1>{block}</main><footer><p>{footer}</p></footer></body></html>").encode()


def test_a_block_without_a_name_takes_the_name_of_title_and_copyright_line() -> None:
    """Convention 913 (page 1348): an imprint block that names nobody, the same name in the page's title and its footer's
    copyright line: that name is the operator's."""
    for footer in ("© 2024 Jana Oberholzer", "2026 Jana Oberholzer. Alle Rechte vorbehalten.", "Copyright 2019–2024 Jana Oberholzer | Zürich"):
        got = parse_imprint(_chrome_page("Jana Oberholzer Impressum", footer))
        assert (got["name"], got["legal_form"]) == ("Jana Oberholzer", None), footer
    # controls: a copyright line the title does not share, or a title alone, names nobody
    assert parse_imprint(_chrome_page("Impressum", "© 2024 Jana Oberholzer"))["name"] is None
    assert parse_imprint(_chrome_page("Jana Oberholzer Impressum", "Alle Rechte vorbehalten"))["name"] is None
    # control: a block that names its provider keeps it
    block = "<p>Beat Kunz<br>Seefeldstrasse 73<br>8008 Zürich</p>"
    assert parse_imprint(_chrome_page("Jana Oberholzer Impressum", "© 2024 Jana Oberholzer", block))["name"] == "Beat Kunz"


def test_a_media_owner_label_is_no_business_signal() -> None:
    """Conventions 11 and 12 (page 1992's reading): "Media Owner" translates the Austrian "Medieninhaber", which a private
    person is too; unlike "Owner" it states no business."""
    block = "<p>Jonas Brandt<br>Lindenweg 4<br>04109 Leipzig</p><p>E-Mail: post@brandt-notizen.de</p><p>{label}: Jonas Brandt</p>"
    got = parse_imprint(_page(block.format(label="Media Owner")))
    assert (got["name"], got["legal_form"], got["representatives"]) == ("Jonas Brandt", None, [])
    # control: "Owner" alone still names a business's owner
    got = parse_imprint(_page(block.format(label="Owner")))
    assert (got["legal_form"], got["representatives"]) == ("Einzelunternehmen", [{"name": "Jonas Brandt", "role": "owner"}])


def test_a_stage_name_line_over_the_civil_name_is_no_designation() -> None:
    """Convention 511: "Milo Star (Künstlername)" over the civil name marks a pseudonym; the civil name is the name."""
    block = ("<h2>Angaben gemäß § 5 TMG</h2><p>{line}<br>Matthias Sternberg<br>Gutenbergstraße 30<br>14467 Potsdam</p>"
             "<p>E-Mail: booking@milostar.de</p><p>Umsatzsteuer-ID: DE318902556</p>")
    for marked in ("Milo Star (Künstlername)", "Milo Star (Pseudonym)", "Milo Star (stage name)"):
        got = parse_imprint(_page(block.format(line=marked)))
        assert (got["name"], got["representatives"]) == ("Matthias Sternberg", [{"name": "Matthias Sternberg", "role": "owner"}]), marked
    # control: a designation line over the person stays the name
    assert parse_imprint(_page(block.format(line="Milo Star Musikproduktion")))["name"] == "Milo Star Musikproduktion"


def test_a_registered_brand_sentence_names_the_provider_an_open_owner_field_no_form() -> None:
    """Convention 371: "KlarRaum ist eine eingetragene Marke." over an owner cell left as "[Name des Inhabers /
    Geschäftsführers]": the brand is the name; the placeholder leaves open who runs it, so no legal form."""
    block = ("<table><tr><td colspan='2'>KlarRaum ist eine eingetragene Marke.</td></tr>"
             "<tr><td>Betreiber / Inhaber:</td><td>{owner}</td></tr><tr><td>Anschrift:</td><td>Feldbergstraße 7<br>72070 Tübingen</td></tr>"
             "<tr><td>E-Mail:</td><td>kontakt@klarraum-raeumung.de</td></tr>"
             "<tr><td>Eingetragen bei:</td><td>Handwerkskammer Neckar-Alb</td></tr></table>")
    got = parse_imprint(_page(block.format(owner="[Name des Inhabers / Geschäftsführers]")))
    assert (got["name"], got["legal_form"], got["representatives"]) == ("KlarRaum", None, [])
    # control: a brand "der" a firm is no name of its own (convention 320), and a filled owner cell names the owner
    got = parse_imprint(_page(block.replace("eingetragene Marke.", "eingetragene Marke der Raumklar GmbH.").format(owner="Jonas Moser")))
    assert got["name"] != "KlarRaum"
    got = parse_imprint(_page(block.format(owner="Jonas Moser")))
    assert (got["legal_form"], got["representatives"]) == ("Einzelunternehmen", [{"name": "Jonas Moser", "role": "owner"}])


def test_a_privately_let_flat_over_its_landlady_names_her() -> None:
    """Convention 374: "Ferienwohnung Seeblick" over "Irma Haller" on a page that calls the letting private is the rented
    object's name; the person is the provider of a private page."""
    block = ("<p><strong>Ferienwohnung Seeblick</strong><br>Irma Haller<br>Seestraße 18<br>88085 Uferdorf</p>"
             "<p>E-Mail: irma.haller@webpostfach.de</p><p>Umsatzsteuer-ID: entfällt ({note})</p>")
    got = parse_imprint(_page(block.format(note="Privatvermietung ohne Umsatzsteuerpflicht")))
    assert (got["name"], got["legal_form"], got["representatives"]) == ("Irma Haller", None, [])
    # control: a rented flat let as a business stays the designation
    got = parse_imprint(_page(block.format(note="Kleinunternehmer nach § 19 UStG")))
    assert got["name"] == "Ferienwohnung Seeblick"


def test_a_master_title_line_over_the_person_is_the_designation() -> None:
    """Convention 1054: "Dachdeckermeister Jan Ott" over "Jan Ott" or "Inhaber: Jan Ott" is the business's designation, kept as
    printed; the person the page gives apart is its owner."""
    for below in ("Jan Ott", "Einzelunternehmen<br>Inhaber: Jan Ott"):
        got = parse_imprint(_page(f"<p><strong>Dachdeckermeister Jan Ott</strong><br>{below}<br>Lindenweg 4<br>04109 Leipzig</p>"
                                  "<p>E-Mail: info@ott-dach.de</p>"))
        assert (got["name"], got["legal_form"], got["representatives"]) == (
            "Dachdeckermeister Jan Ott", "Einzelunternehmen", [{"name": "Jan Ott", "role": "owner"}]), below
    # control: the title line alone gives the person (convention 2)
    got = parse_imprint(_page("<p><strong>Dachdeckermeister Jan Ott</strong><br>Lindenweg 4<br>04109 Leipzig</p><p>E-Mail: info@ott-dach.de</p>"))
    assert got["name"] == "Jan Ott"


def test_a_line_spelled_as_the_mail_domain_below_the_person_is_the_designation() -> None:
    """Convention 186 (page 689's reading): "Velo-Arzt" between the person and the street, spelled as the block's own mail domain
    (reto@velo-arzt.ch), is the site's name for the business: the designation, the person its owner."""
    block = "<p>Reto Gamper<br>{line}<br>Dorfstrasse 14<br>8484 Weisslingen</p><p>E-Mail: reto@velo-arzt.ch</p><p>UID: CHE-415.227.908</p>"
    got = parse_imprint(_page(block.format(line="Velo-Arzt")))
    assert (got["name"], got["representatives"]) == ("Velo-Arzt", [{"name": "Reto Gamper", "role": "owner"}])
    # controls: a line the domain does not spell, or the person with her profession, stays no designation
    assert parse_imprint(_page(block.format(line="Fahrräder")))["name"] == "Reto Gamper"
    got = parse_imprint(_page(block.format(line="Velo Arzt Reto Gamper").replace("velo-arzt", "velo-arzt-reto-gamper")))
    assert got["name"] == "Reto Gamper"


def test_a_person_in_capitals_before_her_profession_is_the_person() -> None:
    """Convention 471 (page 1082): "HANNA WEISS GOLDSCHMIEDEMEISTERIN" is the person in capitals and her profession; the person
    is the name, as printed, and the owner."""
    block = "<p>{line}<br>Kirchgasse 4<br>88212 Ravensburg</p><p>E-Mail: info@schmuck-weiss.de</p><p>USt-IdNr.: DE281447903</p>"
    got = parse_imprint(_page(block.format(line="HANNA WEISS GOLDSCHMIEDEMEISTERIN")))
    assert (got["name"], got["representatives"]) == ("HANNA WEISS", [{"name": "HANNA WEISS", "role": "owner"}])
    # control: the person in capitals alone, as before
    assert parse_imprint(_page(block.format(line="HANNA WEISS")))["name"] == "HANNA WEISS"


def test_a_noble_honorific_is_a_title() -> None:
    """Convention 975 (page 1395): "S.H." (Seine Hoheit) before a person's name is a courtesy title, dropped like "Dr."."""
    block = "<p>{line}<br>Schlossweg 3<br>88339 Bad Waldsee</p><p>E-Mail: sekretariat@gut-waldsee.de</p><p>USt-IdNr.: DE274918365</p>"
    got = parse_imprint(_page(block.format(line="S.H. Konstantin Erbgraf zu Waldsee")))
    assert (got["name"], got["representatives"]) == ("Konstantin Erbgraf zu Waldsee", [{"name": "Konstantin Erbgraf zu Waldsee", "role": "owner"}])
    # control: a designation in capitals before the person stays one name (convention 490)
    assert parse_imprint(_page(block.format(line="NORDWERK Konstantin Ott")))["name"] == "NORDWERK Konstantin Ott"


def test_a_practice_word_over_the_doctor_joins_only_in_the_source_text() -> None:
    """Conventions 625 and 1469: "Zahnarztpraxis" and "Dr. med. dent. Anna Roth" on two source lines of one paragraph show as one
    line, the practice's designation as printed; split by a line break, "Zahnarztpraxis" names only the kind of practice and the
    dentist is the name and the owner."""
    tail = "<br>Kaiserstraße 31<br>55116 Mainz</p><p>Telefon: 06131 294817</p><p>Gesetzliche Berufsbezeichnung: Zahnärztin</p>"
    got = parse_imprint(_page("<h3>Adresse</h3><p>Zahnarztpraxis<br>Dr. med. dent. Anna Roth" + tail))
    assert (got["name"], got["representatives"]) == ("Anna Roth", [{"name": "Anna Roth", "role": "owner"}])
    got = parse_imprint(_page("<h3>Adresse</h3><p>Zahnarztpraxis\nDr. med. dent. Anna Roth" + tail))
    assert (got["name"], got["representatives"]) == ("Zahnarztpraxis Dr. med. dent. Anna Roth", [])


def test_prices_and_a_business_purpose_are_business_signals() -> None:
    """Conventions 12 and 29 (pages 1296 and 2055): a "Business purpose" section or a statement of the prices ("Alle angeführten
    Preise sind Bruttopreise.") shows a business; the Austrian person named as the provider is its owner (legal form null)."""
    block = "<p>Johanna Ott<br>Bendlgasse 31<br>1120 Wien, Österreich</p><p>E-Mail: hey@ott-yoga.at</p><p>{line}</p>"
    for line in ("Business purpose: development and sale of software.", "Alle angeführten Preise sind Bruttopreise.",
                 "Alle Preise verstehen sich inklusive Umsatzsteuer."):
        got = parse_imprint(_page(block.format(line=line)))
        assert (got["legal_form"], got["representatives"]) == (None, [{"name": "Johanna Ott", "role": "owner"}]), line
    # control: a line that states nothing of a business leaves a private page
    assert parse_imprint(_page(block.format(line="Viel Freude beim Lesen.")))["representatives"] == []


def test_a_name_keeps_the_initials_of_a_run_of_its_words() -> None:
    """Conventions 238 and 2 (pages 545 and 573): "Tierschutzverein Lichte Pfoten, LP" and "Verein Freunde von Lake Golden
    Acre e. V. (FvLGA e. V.)" keep the abbreviation their words spell, as printed."""
    for line in ("Tierschutzverein Lichte Pfoten, LP", "Verein Freunde von Lake Golden Acre e. V. (FvLGA e. V.)"):
        got = parse_imprint(_page(f"<p>{line}<br>Goethestraße 28<br>06114 Halle</p><p>E-Mail: info@verein-lp.de</p>"))
        assert got["name"] == line
    # control: a town in a parenthesis or letters that spell nothing of the name stay out of it
    got = parse_imprint(_page("<p>Tierschutzverein Lichte Pfoten e. V. (Halle)<br>Goethestraße 28<br>06114 Halle</p>"))
    assert got["name"] == "Tierschutzverein Lichte Pfoten e. V."
    got = parse_imprint(_page("<p>Tierschutzverein Lichte Pfoten, XY<br>Goethestraße 28<br>06114 Halle</p>"))
    assert got["name"] != "Tierschutzverein Lichte Pfoten, XY"


def test_a_designation_keeps_its_owners_degree_a_person_loses_it() -> None:
    """Conventions 2 and 88 (page 2175): "Rechtsanwaltskanzlei Jan Ott, LL.M." is a designation, kept as printed with the degree;
    "Jan Ott, LL.M." is a person, whose degree goes."""
    block = "<p>{line}<br>Lindenweg 4<br>04109 Leipzig</p><p>E-Mail: info@kanzlei-ott.de</p>"
    assert parse_imprint(_page(block.format(line="Rechtsanwaltskanzlei Jan Ott, LL.M.")))["name"] == "Rechtsanwaltskanzlei Jan Ott, LL.M."
    assert parse_imprint(_page(block.format(line="Jan Ott, LL.M.")))["name"] == "Jan Ott"


def test_the_kind_of_a_practice_over_the_doctor_is_no_designation() -> None:
    """Convention 1469 (page 2251): "Kieferorthopädische Fachpraxis" over the doctor names only the kind of practice; the doctor
    is the provider."""
    block = "<h2>Betreiber</h2><p>{line}<br>Dimitris Ott<br>Stegenweg 7<br>83236 Übersee</p><p>E-Mail: info@kfo-ott.de</p>"
    for line in ("Kieferorthopädische Fachpraxis", "Zahnärztliche Praxis", "Privatpraxis"):
        assert parse_imprint(_page(block.format(line=line)))["name"] == "Dimitris Ott", line
    # control: a practice with its own name stays the designation
    assert parse_imprint(_page(block.format(line="Fachpraxis am Chiemsee")))["name"] == "Fachpraxis am Chiemsee"


def test_a_town_keeps_its_ob_abbreviation_a_parenthesis_with_a_comma_and_a_saints_district() -> None:
    """Convention 2 (pages 602, 2267 and 769): "Rothenburg o. T." (ob der Tauber), "Neuweiler (Sulzbach, Saar)" and a saint's
    district after a dash, "Oberried - St.Wilhelm", are towns as printed."""
    for town in ("Rothenburg o. T.", "Rothenburg o.d.T.", "Neuweiler (Sulzbach, Saar)", "Oberried - St.Wilhelm", "Oberried - St. Wilhelm"):
        got = parse_imprint(_page(f"<p>Moser Gartenbau<br>Eschenweg 11<br>91541 {town}</p><p>E-Mail: info@moser-garten.de</p>"))
        assert got["address"]["city"] == town
    # control: a comma after the town still ends it
    got = parse_imprint(_page("<p>Moser Gartenbau<br>Eschenweg 11, 91541 Rothenburg, Deutschland</p>"))
    assert (got["address"]["city"], got["address"]["country"]) == ("Rothenburg", "DE")
