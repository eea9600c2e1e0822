"""Rules of the thirty-seventh parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the 558 pages that moved from the held-out set into the tuning set in the twenty-fourth session
(tests/imprint/corpus/REAL.md, "Split"); each test below fails on the parser before the round, and its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_the_responsible_provider_label_names_the_provider() -> None:
    """Convention 12 (page 398's reading): "Verantwortlicher Anbieter" in a label cell over a person is the provider label,
    as "Anbieter" alone is; a person with no business signal is a private page."""
    block = ("<dl><dt>Verantwortlicher Anbieter</dt><dd>Jonas Brandt</dd><dt>Anschrift</dt><dd>Lindenweg 4<br>"
             "04109 Leipzig</dd><dt>Kontakt</dt><dd>E-Mail: post@brandt-notizen.de</dd></dl>")
    got = parse_imprint(_page(block))
    assert (got["name"], got["legal_form"], got["address"]["street"]) == ("Jonas Brandt", None, "Lindenweg 4")
    # control: the label alone still reads
    got = parse_imprint(_page(block.replace("Verantwortlicher Anbieter", "Anbieter")))
    assert got["name"] == "Jonas Brandt"


def test_a_town_line_with_its_country_confirms_the_name_above() -> None:
    """Conventions 10 and 11 (page 717's reading): a person over "6850 Dornbirn, Austria" and nothing else is the provider of a
    private page, as over "6850 Dornbirn"."""
    for town in ("6850 Dornbirn, Austria", "6850 Dornbirn, Österreich", "6850 Dornbirn"):
        got = parse_imprint(_page(f"<h2>Kontakt</h2><p>Jonas Brandt<br>{town}</p>"))
        assert (got["name"], got["legal_form"]) == ("Jonas Brandt", None), town
    # control: a name over a line that is no town confirms nothing
    assert parse_imprint(_page("<h2>Kontakt</h2><p>Jonas Brandt<br>Viel Spaß beim Lesen</p>"))["name"] is None



def test_a_cookie_that_deletes_itself_makes_nobody_self_employed() -> None:
    """Convention 12 (page 1037's reading): "… löscht sich nach einem Jahr selbständig" in the privacy part is no business
    signal; a person with an address and nothing else stays a private person."""
    block = ("<p>Jonas Brandt<br>Lindenweg 4<br>04109 Leipzig</p><p>E-Mail: post@brandt-notizen.de</p>"
             "<h2>Datenschutz</h2><p>Das Analyse-Cookie löscht sich nach 1 Jahr bzw. 6 Monaten selbständig.</p>")
    got = parse_imprint(_page(block))
    assert (got["name"], got["legal_form"], got["representatives"]) == ("Jonas Brandt", None, [])
    # control: a person who says she works on her own account is a sole trader
    got = parse_imprint(_page(block.replace("Das Analyse-Cookie löscht sich nach 1 Jahr bzw. 6 Monaten selbständig.",
                                            "Ich bin selbständig als Übersetzer tätig.")))
    assert got["legal_form"] == "Einzelunternehmen"


def test_stair_and_door_in_one_part_after_the_street() -> None:
    """CONTRACT section 7 (Austrian stair and door parts stay with the street; page 033's reading): "Hauptstraße 75, Stiege 1
    Tür 13" is one street, as "…, Stiege 1, Tür 13" is."""
    for street in ("Lerchengasse 75, Stiege 1 Tür 13", "Lerchengasse 75, Stiege 1, Tür 13", "Lerchengasse 75, Stg. 2 Top 4"):
        got = parse_imprint(_page(f"<p>Anna Roth<br>{street}<br>1210 Wien</p><p>Tel: 01 2345678</p>"))
        assert got["address"]["street"] == street, street


def test_the_cooperative_register_with_dots_and_a_vat_id_with_a_spaced_dash() -> None:
    """CONTRACT section 7 (page 091's reading): "Gen.R. 135 - Amtsgericht Bad Oeynhausen" is the cooperative register entry
    `GnR 135`; "DE - 125 750 469" is the VAT id `DE125750469`."""
    block = ("<p>Energie Heide eG<br>Hauptstr. 1<br>32361 Preußisch Oldendorf</p><p>Gen.R. 135 - Amtsgericht Bad Oeynhausen<br>"
             "Umsatzsteuer-Identifikationsnummer: DE - 125 750 469</p>")
    got = parse_imprint(_page(block))
    assert got["register"] == {"country": "DE", "court": "Bad Oeynhausen", "number": "GnR 135"}
    assert got["vat_id"] == "DE125750469"
    # control: the plain spellings
    got = parse_imprint(_page(block.replace("Gen.R.", "GnR").replace("DE - 125", "DE125")))
    assert (got["register"]["number"], got["vat_id"]) == ("GnR 135", "DE125750469")


def test_academic_titles_written_with_a_space_after_the_dot() -> None:
    """CONTRACT section 7 (names without titles; page 2146's reading): "Priv. Doz. Dr. Anna Roth" and "Univ. Prof. Dr. Anna Roth"
    are Anna Roth, as "Priv.-Doz." and "Univ.-Prof." are."""
    for title in ("Priv. Doz. Dr.", "Univ. Prof. Dr.", "Priv.-Doz. Dr."):
        got = parse_imprint(_page(f"<p>{title} Anna Roth<br>Fachärztin für Orthopädie<br>Ringstraße 4<br>4600 Wels</p>"
                                  "<p>Mitglied der Ärztekammer für Oberösterreich</p>"))
        assert (got["name"], got["representatives"]) == ("Anna Roth", [{"name": "Anna Roth", "role": "owner"}]), title


def test_club_chair_labels_misspelt_or_abbreviated() -> None:
    """CONTRACT section 7 (chair_of_board; pages 143 and 156's readings): "Vorstandvorsitzende: Eva Roth" (the joining "s"
    missing) and "vertr. d. d. Vorsitzenden Jan Ott" ("vertreten durch den Vorsitzenden") name the chair."""
    head = "<p>Hilfe für Kinder e.V.<br>{line}<br>Ringstraße 4<br>65205 Wiesbaden</p>"
    for line, person in (("Vorstandvorsitzende: Eva Roth", "Eva Roth"), ("vertr. d. d. Vorsitzenden Jan Ott", "Jan Ott"),
                         ("Vorstandsvorsitzende: Eva Roth", "Eva Roth")):
        got = parse_imprint(_page(head.format(line=line)))
        assert got["representatives"] == [{"name": person, "role": "chair_of_board"}], line


def test_a_group_practice_kind_before_its_form_in_parentheses() -> None:
    """CONTRACT section 7 (page 1604's reading): "Praxisgemeinschaft (GbR)" under the practice's name states its form, as
    "(GbR)" alone does."""
    block = "<p>Hebammen am Ring<br>{line}<br>Ringstraße 4<br>68165 Mannheim</p><p>E-Mail: info@hebammen-ring.de</p>"
    for line in ("Praxisgemeinschaft (GbR)", "(GbR)"):
        assert parse_imprint(_page(block.format(line=line)))["legal_form"] == "GbR", line


def test_club_register_entries_printed_apart() -> None:
    """CONTRACT section 7 (register; pages 2298 and 2236's readings): "Vereinsregister Oldenburg (VR 201063)" and a court line
    ending in its kind over the number alone ("Amtsgericht Mannheim VR" / "703802") are the club's entry."""
    block = "<p>Hope e.V.<br>Ringstraße 4<br>68165 Mannheim</p><p>{line}</p>"
    for line, court, number in (("Vereinsregister Oldenburg (VR 201063)", "Oldenburg", "VR 201063"),
                                ("Amtsgericht Mannheim VR<br>703802", "Mannheim", "VR 703802"),
                                ("Amtsgericht Mannheim VR 703802", "Mannheim", "VR 703802")):
        got = parse_imprint(_page(block.format(line=line)))["register"]
        assert got == {"country": "DE", "court": court, "number": number}, line


def test_an_obfuscated_mailbox_after_the_name_is_no_part_of_it() -> None:
    """Conventions 11 and 8 (page 1994's reading): "Jonas Brandt info #at# brandt-notizen.de" on one line is the person and his
    mailbox, as with a plain "@"."""
    for box in ("info #at# brandt-notizen.de", "info(at)brandt-notizen.de", "info@brandt-notizen.de"):
        got = parse_imprint(_page(f"<h2>Angaben gemäß §5 TMG</h2><p>Verantwortlich für den Inhalt:</p><p>Jonas Brandt {box}</p>"
                                  "<h2>Kontakt:</h2><p>E-Mail: info #at# brandt-notizen.de</p>"))
        assert (got["name"], got["email"]) == ("Jonas Brandt", "info@brandt-notizen.de"), box


def test_an_aside_the_page_names_as_its_imprint_is_read() -> None:
    """Page 1990's reading: "<aside class="imprint_blocks">" holds the page's imprint; an aside whose markup names no imprint
    stays a sidebar."""
    block = ('<{tag} class="{cls}"><p>Roth Media GmbH<br>Ringstraße 4<br>10115 Berlin</p><p>Geschäftsführer: Jan Ott</p>'
             "<p>HRB 1234, Amtsgericht Charlottenburg</p></{tag}>")
    got = parse_imprint(_page(block.format(tag="aside", cls="imprint_blocks")))
    assert (got["name"], got["representatives"]) == ("Roth Media GmbH", [{"name": "Jan Ott", "role": "managing_director"}])
    # control: a sidebar widget is no imprint
    assert parse_imprint(_page(block.format(tag="aside", cls="widget")))["name"] is None


def test_mailboxes_spelt_with_underscored_words_circled_letters_or_a_horn() -> None:
    """Convention 8 (de-obfuscated; pages 1839, 1024 and 1990's readings, convention 340): "praxis.brandt_AT_gmail_DOT_com", "mail ⓐⓣ
    brandt◌dev", "vorstand|at|…" and "ping📯brandt.de" are mailboxes; an underscore inside a plain address stays."""
    for box, address in (("E-Mail: praxis.brandt_AT_gmail_DOT_com", "praxis.brandt@gmail.com"), ("mail ⓐⓣ brandt◌dev", "mail@brandt.dev"),
                         ("E-Mail: vorstand|at|ak-textverarbeitung.de", "vorstand@ak-textverarbeitung.de"),  # (convention 340)
                         ("E-Mail: ping📯brandt.de", "ping@brandt.de"), ("E-Mail: my_ATOM_box@brandt.de", "my_atom_box@brandt.de")):
        got = parse_imprint(_page(f"<p>Jonas Brandt<br>Lindenweg 4<br>04109 Leipzig</p><p>{box}</p>"))
        assert got["email"] == address, box


def test_digits_written_as_keycap_emoji() -> None:
    """Page 1024's reading: "Lindenweg 4️⃣" / "2️⃣1️⃣1️⃣4️⃣7️⃣ Hamburg" is a street and postal line, the keycaps read as digits."""
    got = parse_imprint(_page("<p>Jonas Brandt<br>Lindenweg 4️⃣<br>2️⃣1️⃣1️⃣4️⃣7️⃣ Hamburg</p><p>Tel: +4️⃣9️⃣ 4️⃣0️⃣ 1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣</p>"))
    assert got["address"] == {"street": "Lindenweg 4", "postal_code": "21147", "city": "Hamburg", "country": "DE"}
    assert got["phone"] == "+49401234567"


def test_the_kind_of_address_after_the_town_is_no_part_of_it() -> None:
    """CONTRACT section 7 (city as printed, without labels; page 1790's reading): "52062 Aachen (Hausanschrift)" is Aachen; a
    district in parentheses stays."""
    for line, city in (("52062 Aachen (Hausanschrift)", "Aachen"), ("52062 Aachen (Postanschrift)", "Aachen"),
                       ("52062 Aachen (Stadtmitte)", "Aachen (Stadtmitte)")):
        got = parse_imprint(_page(f"<p>Roth Media GmbH<br>Templergraben 55<br>{line}</p>"))
        assert got["address"]["city"] == city, line


def test_a_firm_register_number_labelled_fn_with_a_dot() -> None:
    """CONTRACT section 7 (AT register; page 344's reading): "FN.: 307439t" is the entry `FN 307439t`."""
    for line in ("<b>FN.</b>: 307439t", "FN: 307439t", "FN 307439t"):
        got = parse_imprint(_page(f"<p>Roth Media GmbH<br>Ringstraße 4<br>1010 Wien</p><p>{line}</p>"))
        assert got["register"] == {"country": "AT", "court": "-", "number": "FN 307439t"}, line


def test_operated_by_labels_the_provider() -> None:
    """Conventions 1 and 91 (page 231's reading): "Betrieben durch: welcome Home GmbH" under a restaurant's name names the
    operator, as "Betreiber:" does."""
    for label in ("Betrieben durch:", "Betreiber:", "Operated by:"):
        got = parse_imprint(_page(f"<h6>Mulberry ST</h6><p>Restaurant im Hotel</p><p>{label} welcome Home GmbH<br>Ringstraße 4<br>"
                                  "10115 Berlin</p>"))
        assert (got["name"], got["legal_form"]) == ("welcome Home GmbH", "GmbH"), label


def test_a_town_ends_where_the_next_sentence_begins_and_keeps_an_abbreviations_dot() -> None:
    """CONTRACT section 7 (city as printed; pages 735 and 288's readings): "A-4060 Leonding. Du erreichst uns …" is Leonding;
    "67435 Neustadt an der Weinstr." keeps the dot of its abbreviation; a sentence's full stop after a town goes."""
    got = parse_imprint(_page("<p>Jugendtreff Steyr e.V., Ahornweg 6, A-4060 Leonding. Du erreichst uns unter info@jt-steyr.at.</p>"))
    assert got["address"]["city"] == "Leonding"
    for line, city in (("67435 Neustadt an der Weinstr.", "Neustadt an der Weinstr."), ("9000 St. Gallen", "St. Gallen"),
                       ("10115 Berlin.", "Berlin")):
        got = parse_imprint(_page(f"<p>Roth Media GmbH<br>Ringstraße 4<br>{line}</p>"))
        assert got["address"]["city"] == city, line


def test_a_provider_heading_that_also_names_the_editors_law() -> None:
    """Conventions 11 and 93 (page 124's reading): "Information gemäß § 5 DDG und § 18 Abs. 1 MStV" heads the provider's own block
    (§ 18 Abs. 1 is the provider's duty too); its phone is the provider's."""
    block = ("<h2>{head}</h2><p>Lena Brandt<br>Kiefernweg 4<br>34117 Kassel<br>Tel.: 0561 7788 990<br>E-Mail: post@brandt-notizen.de</p>"
             "<h2>Verantwortlich im Sinne von § 18 Abs. 2 MStV</h2><p>Lena Brandt<br>Kiefernweg 4<br>34117 Kassel</p>")
    for head in ("Information gemäß § 5 DDG und § 18 Abs. 1 MStV", "Informationen gemäß § 5 DDG und § 18 Abs. 1 MStV"):
        got = parse_imprint(_page(block.format(head=head)))
        assert (got["name"], got["phone"]) == ("Lena Brandt", "+495617788990"), head


def test_the_owner_first_in_a_heading_that_lists_what_she_does() -> None:
    """Conventions 6 and 9 (pages 155 and 286's readings): "Inhaber / Entwicklung / Betrieb" over a person heads the provider's
    block, the person its owner; "Publisher and editorial responsibility" over a club heads the club's block."""
    got = parse_imprint(_page("<h3>Inhaber / Entwicklung / Betrieb</h3><p>Jan Ott<br>Weilerstr. 44<br>46049 Oberhausen</p>"
                              "<p>Steuernummer: 124/5678/9012</p><h3>Inhalt</h3><p>Alle Texte stammen von uns.</p>"))
    assert (got["name"], got["representatives"]) == ("Jan Ott", [{"name": "Jan Ott", "role": "owner"}])
    got = parse_imprint(_page("<h2>Publisher and editorial responsibility</h2><p>Verein Technikum Nord<br>Höchstädtplatz 6<br>1200 Wien"
                              "</p><p>UID: ATU65565658</p><p>E-Mail: info@technikum-nord.at</p>"))
    assert (got["name"], got["vat_id"]) == ("Verein Technikum Nord", "ATU65565658")
    # control: a design credit heading stays another party's
    got = parse_imprint(_page("<p>Jan Ott<br>Weilerstr. 44<br>46049 Oberhausen</p><h3>Design / Entwicklung</h3>"
                              "<p>Pixel Werk GmbH<br>Hafenweg 2<br>20457 Hamburg</p>"))
    assert got["name"] == "Jan Ott"


def test_a_deputy_chair_abbreviated_stv() -> None:
    """CONTRACT section 7 (deputies are board members; page 488's reading): "Olaf Brenner – Stv. Vorsitzender" is a board
    member, not a second chair."""
    got = parse_imprint(_page("<p>Schachfreunde Talheim e.V.<br>Brunnengasse 2<br>74388 Talheim</p><p>Registergericht: Amtsgericht "
                              "Stuttgart, VR 720431</p><h2>Vertretungsberechtigte Personen im Vorstand</h2><p>Ida Kern – Vorsitzende<br>"
                              "Olaf Brenner – Stv. Vorsitzender</p>"))
    assert got["representatives"] == [{"name": "Ida Kern", "role": "chair_of_board"}, {"name": "Olaf Brenner", "role": "board_member"}]


def test_a_district_after_the_town_and_a_spaced_dash() -> None:
    """CONTRACT section 7 (city as printed; pages 088 and 769's readings): "56077 Koblenz - Ehrenbreitstein" is the town with its
    district; a country or a slogan after the dash is none of it."""
    for line, city in (("56077 Koblenz - Ehrenbreitstein", "Koblenz - Ehrenbreitstein"), ("79271 St. Peter - Rohr", "St. Peter - Rohr"),
                       ("10115 Berlin - Germany", "Berlin"), ("10115 Berlin - Ihr Partner für Holz", "Berlin")):
        got = parse_imprint(_page(f"<p>Roth Media GmbH<br>Talweg 8<br>{line}</p>"))
        assert got["address"]["city"] == city, line


def test_two_numbers_on_the_phone_line_and_a_fax_extension_after_the_number() -> None:
    """Convention 9 ("A oder B" gives A; pages 1601 and 1833's readings): "Telefon: 0381 4401 22 / 0381 4401 23" gives the first;
    "05332/74418 (Fax -19)" alone on its line is the phone; "0381 / 440122" stays one number."""
    base = "<p>Roth Media GmbH<br>Lindenallee 5<br>{town}</p><p>{line}</p>"
    for town, line, phone in (("50968 Köln", "Telefon: 0381 4401 22 / 0381 4401 23", "+49381440122"),
                              ("50968 Köln", "Telefon: 0381 / 440122", "+49381440122"),
                              ("6300 Wörgl", "05332/74418 (Fax -19)", "+43533274418")):
        assert parse_imprint(_page(base.format(town=town, line=line)))["phone"] == phone, line


def test_a_mailbox_with_spaces_around_its_dots() -> None:
    """Convention 8 (page 128's reading): "maren . scholl (at) wolkenlicht . de" is maren.scholl@wolkenlicht.de; a sentence's
    spaced full stop after an address is no part of it."""
    for line, box in (("E-Mail: maren . scholl (at) wolkenlicht . de", "maren.scholl@wolkenlicht.de"),
                      ("E-Mail: post@wolkenlicht.de . Tel. 0221 123456", "post@wolkenlicht.de")):
        got = parse_imprint(_page(f"<p>Wolkenlicht GmbH<br>Lindenallee 5<br>50968 Köln</p><p>{line}</p>"))
        assert got["email"] == box, line


def test_a_page_that_opens_with_its_providers_block_before_the_first_heading() -> None:
    """Conventions 1 and 6 (pages 1207 and 1433's readings): an imprint page whose provider block (name, street, town, contact)
    stands above its first heading ("Angaben gemäß § 5 TMG" over only the chamber and authority, or a disclaimer) is read from
    that block, not from the authority's address below."""
    page = ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><p>Dr. Lena Probst<br>Kastanienweg 3<br>'
            "10245 Berlin</p><p>Telefon: 030 - 1234567</p><p>E-Mail: praxis@probst-zahn.de</p><h2>Angaben gemäß §5 TMG</h2>"
            "<p>Inhaltlich verantwortlich: Dr. Lena Probst</p><p>Zuständige Aufsichtsbehörde: Landesamt für Gesundheit und Soziales, "
            "Musterplatz 1, 10969 Berlin</p><p>Gesetzliche Berufsbezeichnung: Zahnärztin, verliehen in Deutschland</p></main></body></html>")
    got = parse_imprint(page, "https://praxis.invalid/impressum/")
    assert (got["name"], got["address"]["street"], got["phone"]) == ("Lena Probst", "Kastanienweg 3", "+49301234567")
    # control: when the imprint's own block prints the same street, it is the provider's, the top a layout's contact card
    page = page.replace("<h2>Angaben gemäß §5 TMG</h2>", "<h2>Angaben gemäß §5 TMG</h2><p>Lena Probst (Zahnärztin)<br>Kastanienweg 3<br>"
                                                          "10245 Berlin</p>").replace("Dr. Lena Probst<br>", "Praxis am Park<br>")
    got = parse_imprint(page, "https://praxis.invalid/impressum/")
    assert got["name"] == "Lena Probst"
    # nor when it prints its address in the same place, spelt otherwise ("am Marktplatz 4 · 49733 Haren (Ems)" over "Marktplatz 4" /
    # "49733 Haren", convention 1059)
    page = ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><section><p>Imbiss &amp; Grillhaus</p>'
            "<p>am Marktplatz 4 &middot; 49733 Haren (Ems)</p></section><h1>Impressum</h1><p>Murat Demir<br>Marktplatz 4<br>49733 Haren</p>"
            "<p>Telefon: 05932 / 73418</p></main></body></html>")
    assert parse_imprint(page, "https://imbiss.invalid/impressum/")["name"] == "Murat Demir"


def test_a_trade_designation_that_names_no_person_has_no_form() -> None:
    """Convention 3 (a sole trader is one natural person; pages 1017 and 179's readings): "Glanzwerk Reinigung" with a mailbox and
    no person anywhere gives no form; a practitioner's chamber or a person below keeps the sole trader."""
    base = "<h2>Angaben gemäß § 5 TMG</h2><p>Glanzwerk Reinigung<br>{rest}Lindenweg 4<br>04109 Leipzig</p><p>E-Mail: info@glanzwerk.de</p>{more}"
    got = parse_imprint(_page(base.format(rest="", more="")))
    assert (got["name"], got["legal_form"], got["representatives"]) == ("Glanzwerk Reinigung", None, [])
    got = parse_imprint(_page(base.format(rest="Inhaber: Jan Ott<br>", more="")))
    assert (got["legal_form"], got["representatives"]) == ("Einzelunternehmen", [{"name": "Jan Ott", "role": "owner"}])
    got = parse_imprint(_page(base.format(rest="", more="<p>Zuständige Kammer: Handwerkskammer zu Leipzig</p>")))
    assert got["legal_form"] == "Einzelunternehmen"
    got = parse_imprint(_page(base.format(rest="", more="<p>Kleinunternehmer gemäß § 19 UStG</p>")))  # (convention 1399)
    assert got["legal_form"] == "Einzelunternehmen"


def test_an_english_responsible_entity_heading_is_no_name() -> None:
    """Page 992's reading: "Responsible Entity" over the provider's block is a heading, not the provider."""
    got = parse_imprint(_page("<h2>Responsible Entity</h2><p>Nordlicht – Small Software Studio</p><p>Anna Beispiel</p><p>Rue du Lac 3<br>"
                              "1200 Genève<br>Switzerland</p><h2>Company Details</h2><p>Legal Form: Sole proprietorship</p>",
                              heading="<h1>Legal Notice</h1>"))
    assert (got["name"], got["representatives"]) == ("Nordlicht – Small Software Studio", [{"name": "Anna Beispiel", "role": "owner"}])


def test_a_register_entry_given_as_an_example_is_none() -> None:
    """Convention 10 (page 584's reading): a template's note "Beispiel: Amtsgericht Gelsenkirchen, HRA 12345." under unfilled
    register fields states no entry; a real entry stays."""
    block = ("<p>Ott Rosenthal KG<br>Kirchplatz 4<br>45879 Gelsenkirchen</p><h2>Registereintrag</h2><p>Registergericht: {court}<br>"
             "Registernummer: {number}<br>Für die KG gilt eine HRA-Nummer, Beispiel: Amtsgericht Essen, HRA 12345.</p>")
    assert parse_imprint(_page(block.format(court="[Registergericht eintragen]", number="[HRA-Nummer eintragen]")))["register"] is None
    got = parse_imprint(_page(block.format(court="Amtsgericht Gelsenkirchen", number="HRA 4711")))
    assert got["register"] == {"country": "DE", "court": "Gelsenkirchen", "number": "HRA 4711"}


def test_a_designation_in_the_title_after_a_middle_dot_or_on_a_building_trade() -> None:
    """Conventions 49 and 62 (pages 1121 and 710's readings): "Impressum · EMARE Studio" and "Strom Bau" as the page's title are
    trading designations, business signals for the person in the § 5 block; an app's "Homework Manager" is none (1528)."""
    block = "<h2>Angaben gemäß § 5 TMG</h2><p>Emma Roth<br>Koloniestraße 36<br>86399 Bobingen</p><p>E-Mail: emma@roth-post.de</p>"
    for title, form in (("Impressum · EMARE Studio", "Einzelunternehmen"), ("Strom Bau", "Einzelunternehmen"),
                        ("Kowatsch Konstruktion: AGB", "Einzelunternehmen"), ("Impressum · Homework Manager", None)):
        got = parse_imprint(_page(block, title=title))
        assert got["legal_form"] == form, title


def test_the_provider_block_in_a_section_read_as_anothers_right_under_the_imprint_heading() -> None:
    """Conventions 1 and 6 (pages 509 and 621's readings): "Impressum", then "Haftung für Inhalte" or "Urheber" over the firm's or
    the person's block, then the seat: on a page that names nobody else, that block is the provider's."""
    got = parse_imprint(_page("<p><b>Haftung für Inhalte</b></p><p>Krämer Fenster GmbH</p><p>Inhaber und Geschäftsführer: Paul Krämer</p>"
                              "<p>Hauptsitz:<br>Birkenallee 8<br>66111 Saarbrücken</p><p>Tel.: 0681 123456</p>"
                              "<p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt.</p>", heading="<h3>Impressum</h3>"))
    assert (got["name"], got["representatives"]) == ("Krämer Fenster GmbH", [{"name": "Paul Krämer", "role": "managing_director"}])
    assert got["address"]["street"] == "Birkenallee 8"
    # control: a hoster's block in that place, when the provider has its own, stays the hoster's
    got = parse_imprint(_page("<p>Anna Roth<br>Lindenweg 4<br>04109 Leipzig</p><h2>Hosting</h2><p>Strato AG<br>Otto-Ostrowski-Straße 7<br>"
                              "10249 Berlin</p><h2>Kontakt</h2><p>E-Mail: anna@roth-post.de</p>"))
    assert got["name"] == "Anna Roth"


def test_a_brand_in_small_letters_over_its_owners_line() -> None:
    """Conventions 17 and 91 (page 2082's reading): "kleinwerk" on its own line right above the person is the trading designation,
    the person its owner, as "Kleinwerk" would be; a lower-case line of running text stays none."""
    for brand in ("kleinwerk", "schwimm-mit", "Kleinwerk"):
        got = parse_imprint(_page(f"<p>{brand}</p><p>Mara Tiedke</p><p>Ahornstraße 5 / 3</p><p>8010 Graz</p><p>hallo@kleinwerk-graz.at</p>",
                                  heading="<h2>Impressum</h2>"))
        assert (got["name"], got["representatives"]) == (brand, [{"name": "Mara Tiedke", "role": "owner"}]), brand
    for text in ("willkommen auf meiner seite", "hier vertreten durch"):  # (running text, convention 1303)
        got = parse_imprint(_page(f"<p>{text}</p><p>Mara Tiedke</p><p>Ahornstraße 5 / 3</p><p>8010 Graz</p>", heading="<h2>Impressum</h2>"))
        assert got["name"] == "Mara Tiedke", text


def test_skip_links_appointment_notes_and_a_legal_pages_kicker_are_no_names() -> None:
    """Page 1300, 693 and 829's structure variants: "Direkt zum Inhalt springen", "Termine nach Vereinbarung" and "Rechtliche
    Seiten" above or below a provider's block are layout, not the provider."""
    for line in ("Direkt zum Inhalt springen", "Direkt zum Inhalt", "Termine nach Vereinbarung", "Rechtliche Seiten"):
        got = parse_imprint(_page(f"<p>{line}<br>Gloria Roth<br>Lindenweg 4<br>04109 Leipzig</p><p>E-Mail: post@roth-coaching.de</p>",
                                  heading="<h2>Impressum</h2>"))
        assert got["name"] == "Gloria Roth", line


def test_a_street_that_begins_like_a_vat_label() -> None:
    """Page 885's comma-address variant: "Usterstrasse 65" is a street, not a "USt" label joined to the postal line."""
    got = parse_imprint(_page("<p>Patrick Walder<br>Usterstrasse 65<br>8620 Wetzikon</p>"))
    assert got["address"] == {"street": "Usterstrasse 65", "postal_code": "8620", "city": "Wetzikon", "country": "CH"}


def test_an_area_code_and_its_number_around_a_middle_dot_on_their_own_line() -> None:
    """Convention 9 (page 1745's reading): "02774 · 2666" under "Telefon:" is one number, as after a label on its line."""
    got = parse_imprint(_page("<p>Zahnarztpraxis Werland<br>Hauptstr. 4<br>35716 Dietzhölztal</p><p>Telefon:</p><p>02774 · 2666</p>"))
    assert got["phone"] == "+4927742666"


def test_a_pictograph_glued_to_the_end_of_a_name() -> None:
    """Page 1700's emoji-labels variant: "Marcus Ott📞" is Marcus Ott (the next line's label glued on); a trademark sign stays."""
    for line, name in (("Marcus Ott📞", "Marcus Ott"), ("Lumora®", "Lumora®")):
        got = parse_imprint(_page(f"<p>{line}<br>Hauptstr. 4<br>35716 Dietzhölztal</p>"))
        assert got["name"] == name, line


def test_legal_forms_printed_in_capitals() -> None:
    """CONTRACT section 7 (legal form codes; upper-headings variants of 752, 1168, 1707 and 607): "E. V.", "E.U.", "UG
    (HAFTUNGSBESCHRÄNKT)" and "EGBR" in a name in capitals are the forms."""
    for line, town, form in (("KINDERLADEN FUCHSBAU E. V.", "35716 Dietzhölztal", "e.V."), ("PFEMETER ENGINEERING E.U.", "1010 Wien", "e.U."),
                             ("MORRIGAIN VERLAG UG (HAFTUNGSBESCHRÄNKT)", "35716 Dietzhölztal", "UG"),
                             ("RUGOSA EGBR", "35716 Dietzhölztal", "GbR")):
        got = parse_imprint(_page(f"<p>{line}<br>Hauptstr. 4<br>{town}</p>"))
        assert (got["name"], got["legal_form"]) == (line, form), line


def test_an_english_managing_director_line_under_a_person_is_a_business_signal() -> None:
    """Conventions 6 and 12 (page 140's english-labels variant): "Managing director" over the provider herself is a business signal,
    as "Geschäftsführer" is: a sole trader, the person the managing director (convention 6)."""
    for label in ("Managing director", "Geschäftsführer"):
        got = parse_imprint(_page(f"<h4>Website operator</h4><p>Hilde Roth<br>Taunusblick 20<br>56112 Lahnstein</p><h4>{label}</h4>"
                                  "<p>Hilde Roth</p><h4>Contact</h4><p>Email: hilde@roth-post.de</p>"))
        assert (got["name"], got["legal_form"]) == ("Hilde Roth", "Einzelunternehmen"), label


def test_any_pictograph_between_a_mailbox_and_its_domain_is_the_at_sign() -> None:
    """Convention 1621 (decided on a tuning page): "kontakt🌀kabelbruecke-mainz.de" under "E-Mail:" is kontakt@kabelbruecke-mainz.de;
    a pictograph set apart by spaces before a plain address is its label."""
    for line, box in (("E-Mail: kontakt🌀kabelbruecke-mainz.de", "kontakt@kabelbruecke-mainz.de"),
                      ("📞 0341 123456 ✉ post@brandt-notizen.de", "post@brandt-notizen.de")):
        got = parse_imprint(_page(f"<p>Jonas Brandt<br>Lindenweg 4<br>04109 Leipzig</p><p>{line}</p>"))
        assert got["email"] == box, line


def test_a_register_court_printed_with_its_postal_code() -> None:
    """Convention 1762: "Registergericht: 70190 Stuttgart" names the court Stuttgart."""
    got = parse_imprint(_page("<p>Falken Stuttgart e.V.<br>Rotenwaldstraße 81<br>70197 Stuttgart</p><p>Vertreten durch: Dominic Ash</p>"
                              "<p>Registergericht: 70190 Stuttgart<br>Registernummer: VR 738214</p>"))
    assert got["register"] == {"country": "DE", "court": "Stuttgart", "number": "VR 738214"}


def test_two_mailboxes_on_one_line_give_the_first() -> None:
    """Convention 365: "E-Mail: hallo@lernleuchte.de / kontakt@jana-vollrath.de" gives the first, though the second spells the
    provider's name."""
    got = parse_imprint(_page("<p>Jana Vollrath<br>Hafenstraße 19<br>24103 Kiel</p><p>E-Mail: hallo@lernleuchte.de / "
                              "kontakt@jana-vollrath.de</p>"))
    assert got["email"] == "hallo@lernleuchte.de"


def test_an_event_of_a_club_names_the_club() -> None:
    """Conventions 1 and 84 (735's reading): "Das Herbstcamp ist eine Veranstaltung des Robotik Treff Wels e.V., Lindengasse 12,
    A-4600 Wels." names the club as the operator, as "ist ein Angebot des …" does."""
    for kind in ("eine Veranstaltung", "ein Angebot", "eine Initiative"):
        got = parse_imprint(_page(f"<p>Das Herbstcamp Robotik ist {kind} des Robotik Treff Wels e.V., Lindengasse 12, A-4600 Wels.</p>"
                                  "<p>E-Mail: camp@robotik-treff-wels.at</p>"))
        assert got["name"] == "Robotik Treff Wels e.V.", kind


def test_an_english_register_court_label_with_the_courts_postal_code() -> None:
    """Convention 1762 (page 2134's english-labels variant): "Register court: 68149 Mannheim" names the court Mannheim."""
    got = parse_imprint(_page("<p>Jäger e.V.<br>Oppelner Str. 63<br>69124 Heidelberg</p><p>Register court: 68149 Mannheim<br>"
                              "Register number: VR 702155</p>"))
    assert got["register"] == {"country": "DE", "court": "Mannheim", "number": "VR 702155"}


def test_a_towns_letters_before_a_register_number_are_no_court() -> None:
    """Convention 1546: "Vereinsregister des Amtsgerichts Lüneburg:" over "SLT VR 200871" is the entry at Lüneburg; the town's
    letters are no court."""
    got = parse_imprint(_page("<p>Waldkloster Santipada e.V.<br>Heideweg 4<br>29614 Soltau</p><p>Vereinsregister des Amtsgerichts "
                              "Lüneburg:<br>SLT VR 200871</p>"))
    assert got["register"] == {"country": "DE", "court": "Lüneburg", "number": "VR 200871"}


def test_table_cells_closed_by_a_slash() -> None:
    """Convention 1412: "Innstraße 12 /" / "A-6410 Telfs/Tirol /" in a table's cells is the street and the town."""
    got = parse_imprint(_page("<table><tr><th></th><th>Technikum Inntal GmbH</th></tr><tr><td>Adresse</td><td>Innstraße 12 /</td></tr>"
                              "<tr><td></td><td>A-6410 Telfs/Tirol /</td></tr><tr><td></td><td>Österreich</td></tr></table>"))
    assert got["address"] == {"street": "Innstraße 12", "postal_code": "6410", "city": "Telfs/Tirol", "country": "AT"}


def test_a_town_and_its_municipality_around_a_middle_dot() -> None:
    """Convention 1385 (1745's reading): "35713 Eibelshausen · Eschenburg" is one town as printed; a country or a label after the
    dot is none of it."""
    for line, city in (("35713 Eibelshausen · Eschenburg", "Eibelshausen · Eschenburg"), ("35713 Eibelshausen · Deutschland", "Eibelshausen")):
        got = parse_imprint(_page(f"<p>Zahnarztpraxis Renkhoff<br>Hauptstraße 52<br>{line}</p><p>Telefon: 02774 · 3187</p>"))
        assert got["address"]["city"] == city, line
        got = parse_imprint(_page(f"<p>Zahnarztpraxis Renkhoff<br>Hauptstraße 52, {line}</p>"))  # (street and town on one line)
        assert got["address"]["city"] == city, line


def test_the_landline_on_a_sidebar_card_beside_the_operators_street() -> None:
    """Convention 59 (1474's reading): the imprint prints no phone; the sidebar's "Kontakt" card prints the same street with the
    landline: it is the operator's."""
    page = ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><div class="content"><h1>Impressum</h1>'
            "<h4>Praxis für Akupunktur</h4><p>Henrike Wall<br>Dresdner Strasse 18<br>04425 Taucha<br>Steuernummer: 232/281/04716</p></div>"
            '<aside class="sidebar"><p><strong>Kontakt:</strong><br>Praxis für Akupunktur<br>Henrike Wall<br>Dresdner Strasse 18<br>04425 Taucha'
            "<br>Telefon: 034298 72914<br>Email: kontakt@praxis-wall.de</p></aside></main></body></html>")
    assert parse_imprint(page)["phone"] == "+493429872914"
