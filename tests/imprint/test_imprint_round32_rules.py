"""Rules of the thirty-second parser round (issue 19), each from its own minimal page (names, places and numbers
made up).

The round's rules come from the tuning pages among the 44 real pages of round 29 (1331–1389); each test below
fails on the parser before the round, and its controls pass on both.
"""

from __future__ import annotations

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_a_value_label_with_its_short_form_in_parentheses_labels_the_line_below() -> None:
    """Convention 892 (1332): "Firmenbuchnummer (FN):" over "408213k" is the register number's label, as
    "Firmenbuchnummer:" is: the number gets its "FN"."""
    block = ("<p><b>Kessel Wartung GmbH</b></p><p>Rennweg 40, 1030 Wien</p><p><b>{label}</b></p><p>408213k</p>"
             "<p><b>Firmenbuchgericht:</b></p><p>Handelsgericht Wien</p>")
    expected = {"country": "AT", "court": "-", "number": "FN 408213k"}
    assert parse_imprint(_page(block.format(label="Firmenbuchnummer (FN):")))["register"] == expected
    # control: the label without the short form
    assert parse_imprint(_page(block.format(label="Firmenbuchnummer:")))["register"] == expected


def test_the_trade_law_manager_is_no_representative() -> None:
    """Convention 896 (1333): "Geschäftsführung (gewerberechtlich)" and "Gewerberechtliche Geschäftsführung:" name the
    manager a trade licence needs (§ 39 GewO), no organ of the firm: no representative."""
    block = "<p>Lindner Reinigung GmbH</p><p>Favoritenstraße 12, 1040 Wien</p>{rows}<p>E-Mail: office@lindner-reinigung.at</p>"
    heading = parse_imprint(_page(block.format(rows="<h3>Geschäftsführung (gewerberechtlich)</h3><p><b>Emre Kaya</b></p>")))
    inline = parse_imprint(_page(block.format(rows="<p>Gewerberechtliche Geschäftsführung: Emre Kaya</p>")))
    assert heading["representatives"] == inline["representatives"] == []
    # control: the firm's managing director
    plain = parse_imprint(_page(block.format(rows="<p>Geschäftsführung: Emre Kaya</p>")))
    assert plain["representatives"] == [{"name": "Emre Kaya", "role": "managing_director"}]


def test_an_imprint_heading_over_its_statement_starts_the_imprint_below_a_one_page_sites_hero() -> None:
    """Convention 902 (1338): a one-page site whose hero prints the firm ("NordByte OG", its own spelling) and the
    contact address, then "Rechtliches" / "Impressum" / "Offenlegung gemäß § 5 ECG": the imprint starts at its heading,
    its "Firma:" line names the provider as printed there."""
    hero = ("<section><p>NordByte OG</p><p>Linz, Österreich</p><h1>Wir bauen Software</h1><p>NordByte OG ist ein IT-Unternehmen "
            "mit Sitz in Linz.</p><h2>Kontakt</h2><p>Adresse</p><p>Hafenstraße 4, 4020 Linz</p></section>")
    imprint = ("<section><p>Rechtliches</p><h1>Impressum</h1><p>{statement}</p><p>Hafenstraße 4, 4020 Linz, Österreich</p>"
               "<h3>Unternehmensangaben</h3><p>Firma: Nordbyte OG<br>Rechtsform: Offene Gesellschaft (OG)<br>Sitz: 4020 Linz</p></section>")
    def page(statement: str) -> bytes:
        return _page(hero + imprint.format(statement=statement), title="NordByte OG – Software aus Linz", heading="")

    assert parse_imprint(page("Offenlegung gemäß § 5 ECG &amp; § 25 MedienG"), "https://site.invalid/")["name"] == "Nordbyte OG"
    # control: without the statement the hero's block above the heading stays the provider's
    assert parse_imprint(page("Hier finden Sie unsere Angaben."), "https://site.invalid/")["name"] == "NordByte OG"


def test_the_controller_sub_heading_of_a_privacy_part_below_the_imprint_stays_out() -> None:
    """Convention 934 (1364): below a practice's imprint with its address, the privacy part's "Allgemeiner Hinweis und
    Pflichtinformationen" / "Benennung der verantwortlichen Stelle" / a GmbH is another party's: the practice stays the
    provider, as a heading or as bold lines."""
    privacy = ("{head}<p>Die verantwortliche Stelle für die Datenverarbeitung auf dieser Website ist:<br>Quelle Medical GmbH<br>"
               "Weinbergsweg 9, 10119 Berlin</p>")
    heads = ("<h2>Allgemeiner Hinweis und Pflichtinformationen</h2><h3>Benennung der verantwortlichen Stelle</h3>",
             "<p><b>Allgemeiner Hinweis und Pflichtinformationen</b></p><p><b>Benennung der verantwortlichen Stelle</b></p>")
    block = ("<p><b>Praxis Lindenhof</b><br>Brunnenstraße 20<br>10119 Berlin</p><p><b>Vertreten durch</b><br>Dr. med. Ilka Brandt</p>"
             "<h2>Kontakt</h2><p>E-Mail: info@praxis-lindenhof.example</p>{privacy}")
    for head in heads:
        record = parse_imprint(_page(block.format(privacy=privacy.format(head=head))))
        assert (record["name"], record["legal_form"]) == ("Praxis Lindenhof", "Einzelunternehmen"), head
    # control: a page that is only a privacy policy names its controller as the provider (convention 93)
    only = parse_imprint(_page("<h2>Datenschutzerklärung</h2><p>Diese Datenschutzerklärung klärt Sie über die Verarbeitung auf.</p>"
                               "<h3>Verantwortlicher</h3><p>Ilka Brandt<br>Brunnenstraße 20<br>10119 Berlin<br>ilka@brandt.example</p>"
                               "<h3>Arten der verarbeiteten Daten</h3><p>Bestandsdaten.</p>", title="Impressum und Datenschutz", heading=""))
    assert only["name"] == "Ilka Brandt"


def test_a_coined_brand_in_camel_case_over_its_owner_is_the_name() -> None:
    """Conventions 91 and 862 (1370): "SilverHarbourStudios" / "Jan Petersen" / street: a coined brand written in camel
    case is no description of a trade, whatever word it ends in: the brand is the name and the person its owner."""
    block = "<h5>Angaben gemäß § 5 TMG</h5><p>{top}<br>Jan Petersen<br>Am Deich 7<br>25813 Husum</p><p>E-Mail: jan@petersen.example</p>"
    record = parse_imprint(_page(block.format(top="SilverHarbourStudios")))
    assert (record["name"], record["representatives"]) == ("SilverHarbourStudios", [{"name": "Jan Petersen", "role": "owner"}])
    # control: a line of trade words over the person describes her trade: the person is the provider
    assert parse_imprint(_page(block.format(top="Coaching &amp; Beratung")))["name"] == "Jan Petersen"


def test_the_insurers_address_and_contacts_below_its_sentence_are_not_the_providers() -> None:
    """Convention 939 (1371): "Berufshaftpflichtversicherung bei der X AG" over the insurer's street, telephone and
    e-mail (one paragraph, or a line each) names another party: its contacts are not the provider's."""
    insurer = ["Berufshaftpflichtversicherung bei der Rheinische Sachversicherung AG", "Rheinallee 12, 50667 Köln",
               "Telefon: 0221 555-0", "E-Mail: info@rheinische.example"]
    top = "<p>Mara Voss<br>Gartenweg 3<br>53111 Bonn</p><p>Heilpraktikerin für Psychotherapie</p>"
    for markup in ("<p>" + "<br>".join(insurer) + "</p>", "".join(f"<p>{line}</p>" for line in insurer)):
        record = parse_imprint(_page(top + markup))
        assert (record["name"], record["email"], record["phone"]) == ("Mara Voss", None, None), markup
    # control: the provider's own contacts below her address
    own = parse_imprint(_page(top + "<p>Telefon: 0228 123456<br>E-Mail: mara@voss.example</p>"))
    assert (own["email"], own["phone"]) == ("mara@voss.example", "+49228123456")


def test_a_person_with_a_long_parenthesis_of_qualifications_is_the_provider() -> None:
    """Conventions 257 and 939 (1371): "Mara Voss (M.Sc. Psychologie, Heilpraktikerin für Psychotherapie, Systemische
    Beraterin (SG) in Ausbildung)" over her street: the parenthesis is no part of her name."""
    line = "Mara Voss (M.Sc. Psychologie, Heilpraktikerin für Psychotherapie, Systemische Beraterin (SG) in Ausbildung)"
    assert parse_imprint(_page(f"<p>{line}<br>Gartenweg 3<br>53111 Bonn</p><p>E-Mail: mara@voss.example</p>"))["name"] == "Mara Voss"
    # control: a short parenthesis of professions after the name (the rule before this round)
    short = parse_imprint(_page("<p>Mara Voss (Heilpraktikerin)<br>Gartenweg 3<br>53111 Bonn</p><p>E-Mail: mara@voss.example</p>"))
    assert short["name"] == "Mara Voss"


def test_a_board_member_with_office_and_address_on_one_line_keeps_the_office() -> None:
    """Conventions 6 and 25 (1387): "Jan Ott, 1. Vorsitzender, Talstraße 5, 63743 Obernau" / "Eva Roth, 2. Vorsitzende,
    …": each person with the office printed after the name, the address after it no part of either."""
    block = ("<p>Burgfreunde Obernau e.V.<br>Hauptstraße 85<br>63743 Obernau</p><h2>Vertretungsberechtigte Personen / Vorstand</h2>"
             "<p>E-Mail: vorstand@burgfreunde.example<br>Jan Ott, 1. Vorsitzender, Talstraße 5, 63743 Obernau<br>"
             "Eva Roth, 2. Vorsitzende, Bergweg 2, 63743 Obernau</p>"
             "<p>Registergericht: Amtsgericht Aschaffenburg<br>Registernummer: VR 200111</p>")
    assert sorted((r["name"], r["role"]) for r in parse_imprint(_page(block))["representatives"]) == [
        ("Eva Roth", "board_member"), ("Jan Ott", "chair_of_board")]


def test_an_imprint_and_disclaimer_heading_opens_the_imprint() -> None:
    """Convention 3 (1386): a page headed "Impressum und Haftungsausschluss" whose sections are bold lines
    ("Angaben gemäß § 5 TMG", "Kontakt") is an imprint first, as "Impressum und Datenschutz" is."""
    block = ("<p>Fragen zum Vertrag? Zur Kontaktseite.</p><p><b>Angaben gemäß § 5 TMG</b></p><p><b>Solar Berg e. K.</b><br>"
             "Kastanienweg 6<br>87719 Mindelheim</p><p><b>Kontakt</b></p><p>E-Mail: info@solar-berg.example</p>")
    record = parse_imprint(_page(block, heading="<h1>Impressum und Haftungsausschluss</h1>"))
    assert (record["name"], record["legal_form"]) == ("Solar Berg e. K.", "e.K.")
    # control: the same page under "Impressum"
    assert parse_imprint(_page(block))["name"] == "Solar Berg e. K."
