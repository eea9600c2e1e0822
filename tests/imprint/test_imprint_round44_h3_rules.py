"""Rules of the forty-fourth parser round (issue 19, helper 3): legal forms, register entries and VAT ids, each read from the
layout of real imprint pages and tested on its own invented page that fails on the parser before the round."""

from companies.imprint import parse_imprint
from companies.imprint.legal_forms import find_company_name
from companies.imprint.register import find_registers
from companies.imprint.text import decode_html
from tests.imprint.pages import framed_page as _page


def test_club_register_number_without_its_kind_is_no_entry():
    """Convention 7 (1117, 349): "Vereinsregisternummer: 4711" prints no kind, so no register; "VR 4711" stays one."""
    block = ("<p>Gartenfreunde Am Mühlbach e.V.<br>Mühlweg 3<br>06114 Halle (Saale)</p>"
             "<p>Eingetragener Verein im Vereinsregister des Amtsgerichts Stendal</p><p>Vereinsregisternummer: 4711</p>"
             "<p>Vorsitzende: Imke Thalberg</p>")
    assert parse_imprint(_page(block))["register"] is None
    # control: the number with its kind is the entry
    record = parse_imprint(_page(block.replace("Vereinsregisternummer: 4711", "Vereinsregisternummer: VR 4711")))
    assert record["register"] == {"country": "DE", "court": "Stendal", "number": "VR 4711"}
    # control: the commercial register's "Abteilung B" still names its kind
    assert [e.number for e in find_registers("Handelsregister Abteilung B Nr. 5521")] == ["HRB 5521"]


def test_joint_site_vat_ids_each_under_its_firm():
    """Convention 1135 (a joint site): a VAT section that labels each id with its firm ("Roth Bau GbR:" / "DE …") gives the
    provider firm's id."""
    block = ("<p>Roth Bau Wetzlar GbR<br>Jens Roth &amp; Ole Roth<br>Bahnhofstraße 4<br>35578 Wetzlar</p>"
             "<p>Roth Bau GmbH<br>Bahnhofstraße 4<br>35578 Wetzlar<br>Amtsgericht Wetzlar HRB 7712</p>"
             "<h3>Umsatzsteuer-ID</h3><p>Roth Bau Wetzlar GbR:</p><p>DE 231456781</p><p>Roth Bau GmbH:</p><p>DE 298765431</p>")
    record = parse_imprint(_page(block))
    assert record["name"] == "Roth Bau Wetzlar GbR"
    assert record["vat_id"] == "DE231456781"
    # control: the id printed in the provider's own block stays its VAT id
    own = block.replace("35578 Wetzlar</p><p>Roth Bau GmbH", "35578 Wetzlar<br>USt-IdNr.: DE 255001122</p><p>Roth Bau GmbH", 1)
    assert parse_imprint(_page(own))["vat_id"] == "DE255001122"


def test_each_lawyers_own_uid_is_not_the_offices():
    """Convention 498: a cost-sharing office of two lawyers, each printed with her own UID in a paragraph that opens with
    her name: none of them is the operator's VAT id."""
    block = ("<p>KERN &amp; VOGL<br>Rechtsanwälte in Regiegemeinschaft<br>Museumstraße 7<br>6020 Innsbruck</p>"
             "<p>E-Mail: kanzlei@kern-vogl.at</p>"
             "<p>RA Mag. Theresa Kern<br>UID: ATU 61112223</p><p>RA Dr. Lukas Vogl<br>UID: ATU 64445556</p>")
    assert parse_imprint(_page(block))["vat_id"] is None
    # control: one UID under the office's own block is its VAT id
    one = ("<p>KERN &amp; VOGL<br>Rechtsanwälte in Regiegemeinschaft<br>Museumstraße 7<br>6020 Innsbruck</p>"
           "<p>E-Mail: kanzlei@kern-vogl.at</p><p>UID: ATU 61112223</p>")
    assert parse_imprint(_page(one))["vat_id"] == "ATU61112223"


def test_vat_line_under_a_heading_of_professional_rules():
    """The provider's VAT id in a paragraph of its own inside a section the imprint skips ("Berufsrechtliche Regelungen"),
    that names no other firm and prints no other address: the operator's."""
    block = ("<h3>Schreinerei Lukas Brenner</h3><p>Talweg 7, 87719 Mindelheim</p><p>Inhaber: Lukas Brenner</p>"
             "<h3>Berufsrechtliche Regelungen:</h3><p>Betriebsleiter: Lukas Brenner, Tischlermeister</p>"
             "<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE 214 365 871</p>")
    assert parse_imprint(_page(block))["vat_id"] == "DE214365871"
    # control: the VAT id under a web agency's heading that names the agency and its address stays the agency's
    agency = ("<h3>Schreinerei Lukas Brenner</h3><p>Talweg 7, 87719 Mindelheim</p><p>Inhaber: Lukas Brenner</p>"
              "<h3>Webdesign</h3><p>Pixelwerk Allgäu GmbH</p><p>Hauptstraße 2</p><p>87700 Memmingen</p>"
              "<p>USt-IdNr.: DE 287 654 312</p>")
    assert parse_imprint(_page(agency))["vat_id"] is None


def test_club_register_below_a_disclaimer_heading():
    """A club's tax number, court and "Vereinsregister Nr.: VR …" printed in paragraphs of their own after the disclaimer's
    sections: the club's register entry, and with it `e.V.` (convention 3)."""
    block = ("<p><b>Heimat- und Verkehrsverein Lindenfels</b><br>Burgstraße 2<br>64678 Lindenfels<br>Vorstand: Heike Marquardt</p>"
             "<p><b>Hinweis zu allen Links auf dieser Webseite:</b></p><p>Für die Inhalte verlinkter Seiten haften deren Betreiber.</p>"
             "<h4>Für Fragen mailen Sie bitte unserem Webmaster.</h4>"
             "<p>Steuer Nr.: 07350 / 41122</p><p>Gerichtsstand: Amtsgericht Fürth</p><p>Vereinsregister Nr.: VR 318</p>")
    record = parse_imprint(_page(block))
    assert record["register"] == {"country": "DE", "court": "Fürth", "number": "VR 318"}
    assert record["legal_form"] == "e.V."
    # control: without the register lines no form is inferred
    assert parse_imprint(_page(block.split("<p>Steuer Nr.")[0]))["legal_form"] is None


def test_meta_charset_utf16_on_ascii_bytes_is_utf8():
    """A page whose meta tag declares UTF-16 while its bytes are ASCII-readable is UTF-8 (WHATWG encoding standard)."""
    html = '<!DOCTYPE html><html><head><meta charset="UTF-16"><title>Impressum</title></head><body><p>Müller</p></body></html>'
    data = html.encode("utf-8")
    data += b"" if len(data) % 2 == 0 else b" "  # (an even length: read as UTF-16, the bytes would decode without an error)
    assert "Müller" in decode_html(data)
    # control: a declared single-byte charset is still honoured
    latin = html.replace("UTF-16", "iso-8859-1")
    assert "Müller" in decode_html(latin.encode("latin-1"))


def test_gesmbh_glued_to_the_firms_last_word():
    """Austrian firms print the GmbH glued to their last word ("Holz-Bräu VertriebsgesmbH"): a GmbH."""
    block = ("<h4>Holz-Bräu VertriebsgesmbH</h4><p>Dorfstraße 12<br>A-8302 Nestelbach bei Graz<br>office@holzbraeu.at</p>"
             "<p>Firmenbuchnummer: FN 151234k</p>")
    record = parse_imprint(_page(block))
    assert (record["name"], record["legal_form"]) == ("Holz-Bräu VertriebsgesmbH", "GmbH")
    # control: a word that only contains the letters is no form
    assert parse_imprint(_page(block.replace("VertriebsgesmbH", "Vertriebsgesellschaft Nord")))["legal_form"] is None


def test_french_legal_form_heading_and_the_swiss_code_of_obligations():
    """A Swiss page's "Forme juridique" heading over "Genossenschaft nach Art. 828 ff. OR …": the form; "OR" (the code of
    obligations) is no alternative left open (convention 20)."""
    block = ("<h3>Exploitant du site</h3><p>Energie Gürbetal<br>Bahnhofstrasse 9<br>3123 Belp<br>Schweiz</p>"
             "<h3>Forme juridique</h3><p>Genossenschaft nach Art. 828 ff. OR mit Sitz in Belp.</p>"
             "<p>E-mail : info@energie-guerbetal.ch</p>")
    assert parse_imprint(_page(block))["legal_form"] == "Genossenschaft"
    # control: a form left open with "oder" stays open
    assert parse_imprint(_page(block.replace("Genossenschaft nach Art. 828 ff. OR", "Genossenschaft oder Verein")))["legal_form"] is None


def test_lower_case_gmbh_after_a_capitalised_brand_and_sloppy_register_kind():
    """"Ostwind gmbh" on a line of its own is a GmbH, and "Hrbnr 14521" under "Amtsgericht X" its HRB entry."""
    block = ("<p>Angaben gemäß § 5 TMG:</p><p>Ostwind gmbh<br>Hafenstraße 3<br>26789 Leer<br>Amtsgericht Aurich<br>Hrbnr14521</p>"
             "<p>Geschäftsführer: Tjark Onnen</p>")
    record = parse_imprint(_page(block))
    assert record["legal_form"] == "GmbH"
    assert record["register"] == {"country": "DE", "court": "Aurich", "number": "HRB 14521"}
    # control: a sentence that ends on the word names no firm
    assert find_company_name("Segeln lernen mit der gmbh") is None


def test_no_form_from_the_register_for_an_unrendered_firm():
    """Convention 952: the firm is an unrendered template variable: no form is inferred from an HRB entry and a
    Geschäftsführer line; the printed register and director stay."""
    block = ("<h4>{{site.name}}</h4><p>Lerchenweg 4<br>91058 Erlangen</p><p>Vertreten durch den Geschäftsführer: Dr. Jonas Ebert</p>"
             "<p>Registergericht: Amtsgericht Fürth<br>Registernummer: HRB 17345</p>")
    record = parse_imprint(_page(block))
    assert record["legal_form"] is None
    assert record["register"] == {"country": "DE", "court": "Fürth", "number": "HRB 17345"}
    assert record["representatives"] == [{"name": "Jonas Ebert", "role": "managing_director"}]
    # control: with the firm printed, the HRB and its managing director still give a GmbH
    assert parse_imprint(_page(block.replace("{{site.name}}", "Lerchenweg Software")))["legal_form"] == "GmbH"


def test_two_persons_under_a_provider_heading_run_it_together():
    """Conventions 1241 and 1382: two persons on lines of their own above one street, under "Anbieter dieser Webseite:":
    no sole trader and no owner, whether or not a heading stands over them."""
    block = ("<h3>Anbieter dieser Webseite:</h3><p>Henrike Lindgren<br>Agnes Bauerfeind<br>Frankfurter Allee 40<br>10247 Berlin</p>"
             "<p>Telefon: 030 4212345</p><p>Steuernummer von Agnes Bauerfeind: 34/518/27364</p>")
    record = parse_imprint(_page(block))
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: a designation over its owner's line stays a sole trader
    owner = block.replace("Henrike Lindgren", "Bauerfeind Zahntechnik")
    assert parse_imprint(_page(owner))["legal_form"] == "Einzelunternehmen"


def test_form_stated_in_english_registration_wording():
    """Convention 33: "Registered as a sole trader (e.K.)" states the form in the template's own wording: `e.K.`."""
    block = ("<p>Lena Vogt Lichtplanung<br>Gartenstraße 8<br>72070 Tübingen</p>"
             "<h2>Commercial register</h2><p>Registered as a sole trader (e.K.)</p><p>Email: post@vogt-licht.de</p>")
    assert parse_imprint(_page(block, "Legal notice", "<h1>Legal notice</h1>"))["legal_form"] == "e.K."
    # control: without the wording the designation stays a plain sole trader
    bare = block.replace("<h2>Commercial register</h2><p>Registered as a sole trader (e.K.)</p>", "<p>Owner: Lena Vogt</p>")
    assert parse_imprint(_page(bare, "Legal notice", "<h1>Legal notice</h1>"))["legal_form"] == "Einzelunternehmen"


def test_form_label_of_a_partly_filled_template_is_kept():
    """Conventions 10 and 94: a partly filled template whose name field holds sample text keeps its real mailbox and the
    form its own "Verein" label states."""
    block = "<p>Verein</p><p>Lorem ipsum dolor<br>Bahnhofplatz 1<br>6460 Altdorf</p><p>E-Mail: vorstand@cluster-uri.ch</p>"
    record = parse_imprint(_page(block))
    assert (record["name"], record["legal_form"], record["email"]) == (None, "Verein", "vorstand@cluster-uri.ch")
    # control: without the label no form is read, nor from a template's bracketed field (convention 20)
    assert parse_imprint(_page(block.replace("<p>Verein</p>", "")))["legal_form"] is None
    field = block.replace("<p>Verein</p>", "<p>Rechtsform: [Einzelunternehmen / o. Ä.]</p>")
    assert parse_imprint(_page(field))["legal_form"] is None


def test_content_person_whose_name_the_designation_carries_runs_it():
    """Conventions 56 and 1926: the one responsible for the content is no owner by herself, but a practice designation that
    carries her name, with her profession and a tax number, shows who runs it: a sole trader."""
    block = ("<p><b>Angaben gemäß § 5 TMG:</b><br>Naturheilpraxis Ilvy ter Haaren-Quast<br>Heilpraktikerin<br>Mühlenstr. 4<br>"
             "20249 Hamburg<br>E-Mail: info@naturheilpraxis-quast.de</p><p>Steuer-Nr. 42/123/04567</p>"
             "<p><b>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:</b><br>{editor}<br>Mühlenstr. 4<br>20249 Hamburg</p>")
    assert parse_imprint(_page(block.format(editor="Ilvy ter Haaren-Quast")))["legal_form"] == "Einzelunternehmen"
    # control: another person responsible for the content still shows nobody who runs it
    assert parse_imprint(_page(block.format(editor="Jonas Brecht")))["legal_form"] is None


def test_board_of_sample_persons_shows_no_club():
    """Convention 832: a partly filled Swiss template whose only officers are sample persons ("Max Mustermann (Präsidium)"):
    no Verein is inferred; a real board keeps it."""
    block = ("<p>Jugendforum Qzt.vrm<br>Musterstraße 42<br>4410 Liestal</p>"
             "<p>Vertreten durch:<br>{first} (Präsidium)<br>{second} (Vize-Präsidium)</p><p>E-Mail: info@jugendforum-liestal.ch</p>")
    assert parse_imprint(_page(block.format(first="Max Mustermann", second="Laura Musterfrau")))["legal_form"] is None
    # control: a real board of the same body makes it a Verein
    assert parse_imprint(_page(block.format(first="Reto Gysin", second="Nadja Thommen")))["legal_form"] == "Verein"


def test_a_stated_public_law_corporation_is_no_sole_trader():
    """"Die X ist eine Körperschaft des öffentlichen Rechts": a public body, never a sole trader (convention 3)."""
    block = ("<h3>Herausgeberin</h3><p>THN Lindau<br>Seestraße 5<br>88131 Lindau</p><p>Telefon: +49 8382 7040</p>"
             "<p>Die THN Lindau ist eine Körperschaft des öffentlichen Rechts. Sie wird durch den Präsidenten vertreten.</p>"
             "<h3>Umsatzsteuer-Identifikationsnummer</h3><p>DE 129876543</p>")
    assert parse_imprint(_page(block))["legal_form"] is None
    # control: the chamber of a trade named as such a corporation leaves the provider's own form alone
    trade = ("<p>Elektro Lindner<br>Inhaber: Paul Lindner<br>Seestraße 5<br>88131 Lindau</p><p>USt-IdNr.: DE 129876543</p>"
             "<p>Zuständige Kammer: Handwerkskammer Schwaben; sie ist eine Körperschaft des öffentlichen Rechts.</p>")
    assert parse_imprint(_page(trade))["legal_form"] == "Einzelunternehmen"


def test_a_sample_vat_id_is_no_business_signal():
    """Conventions 264 and 1926: a trade designation with no person and only a template's sample VAT id ("DE 000 000 000")
    shows nobody who runs it: no form; a real VAT id does."""
    block = ("<p>Lindholm Gebäudereinigung<br>Am Anger 3<br>04109 Leipzig</p><p>E-Mail: info@lindholm-reinigung.de</p>"
             "<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {vat}</p>")
    assert parse_imprint(_page(block.format(vat="DE 000 000 000")))["legal_form"] is None
    # control: a real VAT id keeps the sole trader
    assert parse_imprint(_page(block.format(vat="DE 281 734 950")))["legal_form"] == "Einzelunternehmen"
