"""Rules of the thirty-sixth parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the tuning pages among the real pages of rounds 36 to 39 and from probes of conventions that
were decided on tuning pages (a convention decided on a held-out page is no tuning material: its probe carries that page's
structure); each test below fails on the parser before the round, and its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_a_given_name_that_ends_like_a_trade_word_is_a_person() -> None:
    """Conventions 11 and 1264: "Levent" ends in "event" and "Mladen" in "laden", yet both are given names; the line above the
    street is the person's, a private page without a business signal: no form, no owner."""
    block = "<h2>Anschrift</h2><p>{person}<br>Merseburger Str. 12<br>06110 Halle</p><p>E-Mail: post@{mail}.de</p>"
    for person, mail in (("Levent Aydin", "aydin-post"), ("Mladen Horvat", "horvat-post"), ("Anna Roth", "roth-post")):
        got = parse_imprint(_page(block.format(person=person, mail=mail)))
        assert (got["name"], got["legal_form"], got["representatives"]) == (person, None, [])
    # control: a designation built on a trade word stays a designation (naming no person, it has no form: convention 1926)
    got = parse_imprint(_page(block.format(person="Halle Events", mail="halle-events")))
    assert got["name"] == "Halle Events" and got["legal_form"] is None


def test_the_adjective_of_a_profession_after_the_name_is_no_name_word() -> None:
    """Conventions 2 and 6: "Dipl. Psych. Eva Roth Psychologische Psychotherapeutin": the profession after the person goes with
    the adjective that qualifies it."""
    block = "<p>{line}<br>Frauenstraße 8<br>54290 Trier</p><p>Telefon: 0651 9947048</p>"
    for line in ("Dipl. Psychologin Lea Vogt Psychologische Psychotherapeutin", "Lea Vogt Psychotherapeutin"):
        got = parse_imprint(_page(block.format(line=line)))
        assert (got["name"], got["representatives"]) == ("Lea Vogt", [{"name": "Lea Vogt", "role": "owner"}]), line


def test_two_partners_of_a_gbr_joined_by_a_dash() -> None:
    """Conventions 53 and 1846's: "Roth und Ott Malerbetrieb GbR" / "Anna Roth - Jan Ott": both partners, as with "&" or "und"."""
    block = "<p>Roth und Ott Malerbetrieb GbR<br>Anna Roth {sep} Jan Ott<br>Schlehenweg 12<br>24568 Kaltenkirchen</p>"
    for sep in ("-", "–", "&amp;", "und"):
        got = parse_imprint(_page(block.format(sep=sep)))["representatives"]
        assert got == [{"name": "Anna Roth", "role": "partner"}, {"name": "Jan Ott", "role": "partner"}], sep


def test_a_five_digit_postal_code_is_german_whatever_form_the_club_names() -> None:
    """CONTRACT section 7: a club without "e.V." at "55278 Mommenheim" is German (only AT and CH postal codes have four digits),
    so no Swiss "Verein" form; at a Swiss four-digit code it is one."""
    block = ("<p>Angaben gemäß § 5 TMG</p><p>Kleintierzuchtverein<br>P17 Auental</p><p>Vertreten durch:<br>Manfred Hirsch</p>"
             "<p>Kontakt:<br>Am Anger 10<br>{town}</p>")
    german = parse_imprint(_page(block.format(town="55278 Mommenheim")))
    assert (german["address"]["country"], german["legal_form"]) == ("DE", None)
    swiss = parse_imprint(_page(block.format(town="5276 Wil AG")))
    assert (swiss["address"]["country"], swiss["legal_form"]) == ("CH", "Verein")


def test_a_mobile_number_in_the_structured_data_is_no_phone() -> None:
    """Convention 9: the operator's JSON-LD "telephone" in a mobile range is no phone, as on the page; a landline there is."""
    data = '<script type="application/ld+json">{{"@type": "Electrician", "name": "Funkwerk UG", "telephone": "{tel}"}}</script>'
    block = "<p>Funkwerk UG<br>Kettwiger Str. 2<br>45127 Essen</p>"
    assert parse_imprint(_page(block + data.format(tel="+49-170-6398575")))["phone"] is None
    assert parse_imprint(_page(block + data.format(tel="+49-201-6398575")))["phone"] == "+492016398575"


def test_a_language_heading_is_no_provider_name() -> None:
    """Conventions 62 and 1562: a bilingual page's part headed by its language alone ("English", "Deutsch") names nobody; the
    provider line below it does."""
    block = ("<p>Angaben gemäß § 5 TMG</p><p>Steuernr. 112/283/01428</p><h3>{language}</h3>"
             "<p>Nora Lindqvist - Certified translator for the Swedish language</p><p>Address: Farnweg 6, 85598 Baldham, Germany</p>")
    for language in ("English", "Deutsch", "Français"):
        got = parse_imprint(_page(block.format(language=language)), "https://site.invalid/kontakt/")
        assert (got["name"], got["legal_form"]) == ("Nora Lindqvist", "Einzelunternehmen"), language
    # control: a heading that is a designation stays the name
    assert parse_imprint(_page(block.format(language="Nordlicht Sprachen")), "https://site.invalid/kontakt/")["name"] != "Nora Lindqvist"


def test_a_name_line_that_prints_only_the_form_takes_the_title() -> None:
    """Convention 1544: a generator's name field left empty but for the form ("e. V.") prints no name; the page's title names
    the club the block stands for, and the form is the one printed."""
    block = ("<p>Angaben gemäß § 5 TMG:</p><p>e. V.<br>Am Kirchberg 22<br>83487 Marktschellenberg</p>"
             "<p>Vertreten durch:<br>Hans Brandner</p>")
    got = parse_imprint(_page(block, title="Ruderclub Untersee"))
    assert (got["name"], got["legal_form"], got["representatives"]) == (
        "Ruderclub Untersee", "e.V.", [{"name": "Hans Brandner", "role": "board_member"}])
    # control: a title that is only the page's word names nobody
    assert parse_imprint(_page(block, title="Impressum"))["name"] != "Impressum"


def test_a_flat_line_between_street_and_postal_line() -> None:
    """Conventions 5 and 158: "App. F08-06" between the street and the postal line names the flat; the street above it and the
    postal line below are the address."""
    block = "<p>Lina Vogt<br>Am Hang 11<br>{flat}<br>33098 Paderborn<br>Germany</p><p>E-Mail: post@lina-vogt.de</p>"
    for flat in ("App. F08-06", "Whg. 12", "Apartment 4"):
        got = parse_imprint(_page(block.format(flat=flat)))["address"]
        assert got == {"street": "Am Hang 11", "postal_code": "33098", "city": "Paderborn", "country": "DE"}, flat


def test_a_service_provider_block_above_a_legal_notice_disclaimer() -> None:
    """Conventions 1 and 1398's: the block under "Service provider" is the provider's; a "Legal notice" heading further down
    over disclaimer text does not move the imprint below it (as "Anbieter" over the block does not)."""
    html = ("<html><head><title>Imprint</title></head><body><h2>{head}</h2><p>Service provider in the sense defined in §5 TMG</p>"
            "<p>Nils Brandt<br>Am Markt 5<br>55232 Alzey<br>Germany<br>eMail: post (at) nils-brandt [dot] de</p>"
            "<h2>Legal notice</h2><p>The contents of this page were carefully created.\nProvider provides no warranty or guarantee.</p>"
            "<h2>Links</h2><p>This site uses links to other content on the world wide web.</p></body></html>")
    for head in ("Service provider", "Anbieter"):
        got = parse_imprint(html.format(head=head).encode(), "https://site.invalid/imprint/")
        assert (got["name"], got["email"]) == ("Nils Brandt", "post@nils-brandt.de"), head


def test_the_ugs_addition_on_the_line_below_the_firm() -> None:
    """Convention 2: "Ott Immobilien UG" / "(haftungsbeschränkt)": one firm as printed."""
    block = "<p>Unternehmen<br>VOGT Immobilien UG<br>(haftungsbeschränkt)</p><p>Geschäftsführerin<br>Angela Vogt</p><p>Am Hang 7<br>96135 Stegaurach</p>"
    assert parse_imprint(_page(block))["name"] == "VOGT Immobilien UG (haftungsbeschränkt)"


def test_a_misspelt_managing_director_label() -> None:
    """CONTRACT section 7: "Geschäfstführer" (two letters swapped) and "Geschäftführer" label the managing director as
    "Geschäftsführer" does."""
    block = "<p>Steinwerk Hoff GmbH<br>Burscheider Str. 19<br>51381 Leverkusen</p><p>Registergericht: Amtsgericht Köln<br>HRB 49112</p><p>{label}</p><p>Lars Hoff</p>"
    for label in ("Geschäfstführer", "Geschäftführer", "Geschäftsführer"):
        assert parse_imprint(_page(block.format(label=label)))["representatives"] == [
            {"name": "Lars Hoff", "role": "managing_director"}], label


def test_a_german_vat_id_printed_with_a_slash() -> None:
    """Convention 1643: "USt.Id.Nr. DE 149/755 541" is DE and nine digits: the VAT id, the slash a separator; a tax number
    without the prefix stays none."""
    block = "<p>Blechform GmbH<br>Am Hafen 3<br>76829 Landau</p><p>{line}</p>"
    assert parse_imprint(_page(block.format(line="USt.Id.Nr. DE 149/755 541")))["vat_id"] == "DE149755541"
    assert parse_imprint(_page(block.format(line="Steuernummer: 149/755/54112")))["vat_id"] is None


def test_a_profession_then_the_person_below_a_designation_on_his_name() -> None:
    """Conventions 91 and 2036's: "Sachverständigenbüro Jan Ott" / "Sachverständiger für Bauschäden – Jan Ott": the
    designation is the name, the person after the profession its owner."""
    block = ("<p>Anbieter nach § 5 TMG</p><p>Sachverständigenbüro Lukas Brandt<br>Sachverständiger DEKRA zertifiziert für Bauschäden – "
             "Lukas Brandt<br>Stadtweg 1<br>27308 Kirchlinteln</p>")
    got = parse_imprint(_page(block))
    assert (got["name"], got["representatives"]) == ("Sachverständigenbüro Lukas Brandt", [{"name": "Lukas Brandt", "role": "owner"}])


def test_an_at_spelt_with_spaces_in_parentheses() -> None:
    """Conventions 85 and 393: "master( a t )lindholm.de" resolves like "(at)"."""
    block = "<p>Jonas Lindholm<br>Am Hang 2<br>41540 Dormagen</p><p>E-Mail: {mail}</p>"
    for mail in ("master( a t )lindholm.de", "master(at)lindholm.de"):
        assert parse_imprint(_page(block.format(mail=mail)))["email"] == "master@lindholm.de", mail


def test_the_data_protection_authority_of_a_privacy_part_is_no_business_cue() -> None:
    """Conventions 11 and 12: "Beschwerderecht bei der zuständigen Aufsichtsbehörde" in a combined privacy page is the
    GDPR complaint right, no profession's supervisory authority: a private person's page stays private; a "Zuständige
    Aufsichtsbehörde:" label of the imprint still is a business cue."""
    block = ("<p>Lea Brandt<br>Ernsbach 13a<br>77787 Nordrach</p><p>E-Mail: lea.brandt@gmx.de</p>"
             "<h2>Datenschutz</h2><p>{line}</p><p>Im Falle von Verstößen gegen die DSGVO steht den Betroffenen ein Beschwerderecht zu.</p>")
    got = parse_imprint(_page(block.format(line="Beschwerderecht bei der zuständigen Aufsichtsbehörde")))
    assert (got["name"], got["legal_form"], got["representatives"]) == ("Lea Brandt", None, [])
    got = parse_imprint(_page(block.format(line="Zuständige Aufsichtsbehörde:<br>Landratsamt Ortenaukreis")))
    assert got["legal_form"] == "Einzelunternehmen"


def test_a_club_kind_alone_goes_on_in_the_line_below() -> None:
    """Convention 2: "Förderverein" / "Sport- und Begegnungszentrum Westenholz": the club's kind alone and what it is for are
    one name."""
    block = "<p>Förderverein<br>Sport- und Begegnungszentrum Hövelhof<br>Vertretungsberechtigter: Hans Sasse<br>Anton-Pieper Str. 14<br>33129 Westenholz</p>"
    assert parse_imprint(_page(block))["name"] == "Förderverein Sport- und Begegnungszentrum Hövelhof"


def test_a_line_of_trades_above_the_street_is_no_name() -> None:
    """Conventions 12 and 91: "Installateur & Heizungsbau Meister" in a paragraph of its own above the street lists the
    owner's trades; the designation above "Inh. Jana Veit" is the name."""
    block = ("<p>Hegau-Sanitär</p><p>Inh. Jana Veit</p><p>Installateur &amp; Heizungsbau Meister</p><p>Pfaffenhäule 10</p>"
             "<p>78224 Singen</p>")
    got = parse_imprint(_page(block))
    assert (got["name"], got["legal_form"], got["representatives"]) == (
        "Hegau-Sanitär", "Einzelunternehmen", [{"name": "Jana Veit", "role": "owner"}])


def test_a_marked_designation_below_its_owner() -> None:
    """Conventions 17 and 91: "Lena Gruber" / "Seelenlicht Oelper (Einzelunternehmer)": the designation is the name and not
    a person; the person above it is the owner."""
    block = "<p>Lena Gruber<br>Seelenlicht Oelper (Einzelunternehmer)<br>Celler Heerstraße 155<br>38114 Braunschweig</p>"
    got = parse_imprint(_page(block))
    assert (got["name"], got["representatives"]) == ("Seelenlicht Oelper", [{"name": "Lena Gruber", "role": "owner"}])


def test_a_brand_of_a_firm() -> None:
    """Convention 320: "Unternehmen: Eifelklang — eine Marke der Roth Hörgeräte GmbH": the firm that runs the brand is the name."""
    block = "<p>Unternehmen: Eifelklang Der Akustiker — eine Marke der Roth Hörgeräte GmbH<br>Am Brückentor 15, 56727 Mayen</p>"
    got = parse_imprint(_page(block))
    assert (got["name"], got["legal_form"]) == ("Roth Hörgeräte GmbH", "GmbH")


def test_an_ag_abbreviating_the_court_of_a_club_register() -> None:
    """CONTRACT section 7: "Vereinsregister: AG Nürnberg, VR 200877": AG is the Amtsgericht; elsewhere "AG" is a firm's form."""
    block = "<p>Vereinsname: Kerwa Lauf e.V.</p><p>Sitz: Uhustraße 10, 91220 Schnaittach</p><p>{line}</p>"
    assert parse_imprint(_page(block.format(line="Vereinsregister: AG Nürnberg, VR 200877")))["register"] == {
        "country": "DE", "court": "Nürnberg", "number": "VR 200877"}


def test_a_form_in_parentheses_on_its_own_line() -> None:
    """Conventions 3 and 53: "(Gesellschaft bürgerlichen Rechts)" below the practice's name is its form, GbR, and the
    "Vertretungsberechtigte Gesellschafter" its partners; a designation naming both persons is the name as printed."""
    block = ("<p>Pflichtangaben nach § 5 Abs. 1 DDG</p><p>Hausärztliche Praxis Jana Veit, Paul Veit<br>(Gesellschaft bürgerlichen Rechts)"
             "<br>Vertretungsberechtigte Gesellschafter: Jana Veit, Paul Veit<br>Reichenhaller Straße 15<br>83395 Freilassing</p>")
    got = parse_imprint(_page(block))
    assert (got["name"], got["legal_form"], got["representatives"]) == (
        "Hausärztliche Praxis Jana Veit, Paul Veit", "GbR",
        [{"name": "Jana Veit", "role": "partner"}, {"name": "Paul Veit", "role": "partner"}])


def test_the_address_labelled_anschrift_und_kontakt() -> None:
    """Convention 1473: "Anschrift und Kontakt:" labels the one-line address, a floor after the house number kept."""
    block = "<p>Jonas Färber</p><p>Anschrift und Kontakt: Bamberger Str. 14, 1. OG, 91052 Erlangen</p>"
    assert parse_imprint(_page(block))["address"] == {
        "street": "Bamberger Str. 14, 1. OG", "postal_code": "91052", "city": "Erlangen", "country": "DE"}


def test_a_profession_with_its_adjective_is_no_person() -> None:
    """Conventions 45 and 2170's: "Psychologische Psychotherapeutin" below a practice designation holding the person's name
    is her profession, no person and no name; the designation is the name."""
    block = "<p>Praxis für Psychotherapie Lena Brandt<br>Psychologische Psychotherapeutin<br>Heyenbaumstr. 14<br>47802 Krefeld</p>"
    got = parse_imprint(_page(block))
    assert got["name"] == "Praxis für Psychotherapie Lena Brandt"
    assert all(r["name"] != "Psychologische Psychotherapeutin" for r in got["representatives"])


def test_an_austrian_hospital_title_before_the_name() -> None:
    """Conventions 2 and 1802: "OA Dr. med. univ. Lukas Berger" (Oberarzt) and "Prim. Dr. Eva Roth": titles, stripped."""
    block = "<p>Diensteanbieter:</p><p>{person}<br>Facharzt für Innere Medizin<br>Hauptplatz 3<br>8010 Graz</p>"
    for person, bare in (("OA Dr. med. univ. Lukas Berger", "Lukas Berger"), ("Prim. Dr. Eva Roth", "Eva Roth")):
        got = parse_imprint(_page(block.format(person=person)))
        assert (got["name"], got["representatives"]) == (bare, [{"name": bare, "role": "owner"}]), person




def test_a_location_line_and_a_building_part_before_the_postal_code() -> None:
    """Convention 1602: "im Donners Park" between street and postal line names where the house stands, and "(im Haus 3)"
    before the postal code a part of the building: neither is street or town."""
    block = "<p>Kammerchor Elbe e.V.<br>Hospitalstraße 47<br>im Rosengarten Park<br>(im Haus 3) 22761 Hamburg</p>"
    assert parse_imprint(_page(block))["address"] == {
        "street": "Hospitalstraße 47", "postal_code": "22761", "city": "Hamburg", "country": "DE"}


def test_an_imprint_heading_combined_with_two_other_topics() -> None:
    """Conventions 35 and 2207's: "Impressum/Disclaimer/Datenschutz" heads the imprint first, as "Impressum & Datenschutz"
    does; the provider block below it is read."""
    block = "<p>Praxis Dr. Lara Wendt<br>Singoldstr. 19<br>86862 Lamerdingen</p><p>E-Mail: praxis@wendt-osteo.de</p>"
    for heading in ("Impressum/Disclaimer/Datenschutz", "Impressum, Haftungsausschluss, Datenschutz", "Impressum & Datenschutz"):
        got = parse_imprint(_page(block, heading=f"<h1>{heading}</h1>"))
        assert (got["address"]["street"], got["email"]) == ("Singoldstr. 19", "praxis@wendt-osteo.de"), heading


def test_a_mailbox_on_a_domain_with_umlauts() -> None:
    """Convention 1824: "info@entrümpelung-jetzt.de" is kept as printed, not in its ASCII form."""
    block = "<p>Entrümpelung Jetzt<br>Inhaber: Pavel Roth<br>Am Hang 2<br>45127 Essen</p><p>E-Mail: {mail}</p>"
    for mail in ("info@entrümpelung-jetzt.de", "post@müller-bau.de"):
        assert parse_imprint(_page(block.format(mail=mail)))["email"] == mail


def test_an_area_code_set_off_by_a_middle_dot() -> None:
    """Conventions 9 and 2213's: "Telefon: 0201 · 493 126": the middle dot sets the area code off, one number; between a
    street and a postal line it still separates."""
    block = "<p>Hauke Brandt<br>Zahnarzt<br>Heckstraße 31 · 45239 Essen</p><p>Telefon: 0201 · 493 126</p>"
    got = parse_imprint(_page(block))
    assert got["phone"] == "+49201493126"
    assert got["address"] == {"street": "Heckstraße 31", "postal_code": "45239", "city": "Essen", "country": "DE"}


def test_a_designation_naming_two_persons_of_one_surname() -> None:
    """Conventions 426 and 2054's: "… Praxis Jemina Roth, Filip Roth": two persons of one surname in the designation, the name
    as printed; a profession with its adjective in a paragraph of its own above the street names nobody."""
    block = "<p>Hausärztliche Praxis Jemina Roth, Filip Roth<br>Reichenhaller Straße 15<br>83395 Freilassing</p>"
    assert parse_imprint(_page(block))["name"] == "Hausärztliche Praxis Jemina Roth, Filip Roth"
    block = ("<p>Praxis für Psychotherapie Vera Malin</p><p>Psychologische Psychotherapeutin</p><p>Heyenbaumstr. 14</p>"
             "<p>47802 Krefeld</p>")
    assert parse_imprint(_page(block))["name"] == "Praxis für Psychotherapie Vera Malin"


def test_a_host_in_parentheses_after_the_street() -> None:
    """Conventions 5 and 2031's: "Pflügerstr. 6 (c/o Sumpf)": the host in parentheses is no part of the street."""
    block = "<p>Angaben gemäß § 5 TMG</p><p>Timo Gowin<br>Weserstr. 6 (c/o Ammer)<br>12047 Berlin</p>"
    assert parse_imprint(_page(block))["address"] == {"street": "Weserstr. 6", "postal_code": "12047", "city": "Berlin", "country": "DE"}


def test_a_provider_statement_abbreviated_with_the_editors_law() -> None:
    """Convention 1 and 2252's: "Angaben gem. § 5 TMG, § 55 Abs. 2 RStV" heads the provider's block as "Angaben gemäß …"
    does; the block below it is read."""
    block = ("<div><p><strong>{head}</strong></p><p>meduCON – Eren Demir Consulting</p><p>Eren Demir<br>Niedererdstrasse 7<br>"
             "67071 Ludwigshafen</p></div><p>USt-IdNr.: DE366551271</p>")
    for head in ("Angaben gem. § 5 TMG, § 55 Abs. 2 RStV", "Angaben gemäß § 5 TMG, § 55 Abs. 2 RStV"):
        got = parse_imprint(_page(block.format(head=head)))
        assert got["address"] and got["address"]["street"] == "Niedererdstrasse 7", head


def test_a_clubs_department_after_its_form() -> None:
    """Convention 1921: "WSG Talberg e.V. Abteilung Tischtennis" under "Herausgeber": the club is the name, the department no
    part of it."""
    block = "<p>Herausgeber</p><p>WSG Talberg e.V. Abteilung Tischtennis<br>Vorsitz: Karl Meinig<br>Kontakt: info@wsg-talberg.de</p>"
    got = parse_imprint(_page(block))
    assert (got["name"], got["legal_form"]) == ("WSG Talberg e.V.", "e.V.")
