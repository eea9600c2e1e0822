"""Rules of the thirty-first parser round (issue 19), helper c: the legal form, each from its own minimal page
(names, places and numbers made up).

The round's helpers read the convention probes (a minimal page per convention of ``corpus/REAL.md``, written from
the convention's wording alone) that the parser got wrong, and made it read the layouts many real sites share.
"""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _page(block: str, title: str = "Impressum", heading: str = "Impressum", lang: str = "de") -> bytes:
    return (f'<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>'
            f'<nav><a href="/">Start</a> <a href="/impressum/">{heading}</a></nav><main>'
            f"<h1>{heading}</h1>{block}</main><footer>© 2026</footer></body></html>").encode()


def test_a_form_word_alone_over_a_two_word_name_is_the_clubs_form() -> None:
    """Convention 94: "Verein" printed as a label over a Swiss club's name is its form, even when the name reads like
    a person's (two capitalised words)."""
    record = parse_imprint(_page("<p>Verein<br>Funkenflug Sernftal<br>8762 Schwanden</p><p>E-Mail: kontakt@funkenflug-sernftal.ch</p>"))
    assert (record["name"], record["legal_form"]) == ("Funkenflug Sernftal", "Verein")
    # control: a person's name without a form word stays a private person's
    person = parse_imprint(_page("<p>Ruedi Sernftaler<br>Dorfstrasse 4<br>8762 Schwanden</p><p>E-Mail: ruedi@sernftaler-mail.ch</p>"))
    assert person["legal_form"] is None


@pytest.mark.parametrize(("line", "form"), [
    ("Clair Matin, société à responsabilité limitée (Sàrl)", "GmbH"),
    ("Clair Matin, société anonyme (SA)", "AG"),
    ("Clair Matin, società a garanzia limitata (Sagl)", "GmbH"),
])
def test_a_firm_with_its_written_out_french_or_italian_form_after_a_comma(line: str, form: str) -> None:
    """Convention 307 (and 450 for the SA): the written-out Swiss French or Italian form in a firm's appositive is
    its form (Sàrl, Sagl: GmbH; SA: AG); the name is the firm before the appositive."""
    block = (f"<p>{line}<br>Rue du Marché 4<br>1630 Bulle</p><p>Numéro IDE: CHE-318.442.907</p>"
             "<p>E-mail: contact@clair-matin.ch</p>")
    record = parse_imprint(_page(block, "Mentions légales", "Mentions légales", "fr"))
    assert (record["name"], record["legal_form"]) == ("Clair Matin", form)


def test_a_french_entreprise_label_leads_to_the_firm() -> None:
    """Convention 450: "Entreprise : X SA" is the provider's label, as "Firma:" is; a société anonyme is an AG."""
    block = "<p>Entreprise : Verger Alpin SA<br>Siège : Route du Col 8, 1936 Verbier</p><p>E-mail : info@verger-alpin.ch</p>"
    record = parse_imprint(_page(block, "Mentions légales", "Mentions légales", "fr"))
    assert (record["name"], record["legal_form"]) == ("Verger Alpin SA", "AG")


def test_a_gbr_named_in_the_sentence_before_the_provider_line() -> None:
    """Convention 131 (as 108): "… verantwortlich ist die Gesellschaft bürgerlichen Rechts" over the firm's line: GbR, its
    listed Gesellschafter partners; no sole trader."""
    block = ("<p>Für den Inhalt dieser Website verantwortlich ist die Gesellschaft bürgerlichen Rechts</p>"
             "<p><strong>Quandt Ebeling</strong><br>Marktstraße 9<br>37073 Göttingen</p>"
             "<p>vertreten durch die Gesellschafter:<br>Steuerberater Lorenz Quandt<br>Rechtsanwältin Ines Ebeling</p>"
             "<p>E-Mail: buero@quandt-ebeling.example</p>")
    record = parse_imprint(_page(block))
    assert record["legal_form"] == "GbR"
    assert record["representatives"] == [{"name": "Lorenz Quandt", "role": "partner"}, {"name": "Ines Ebeling", "role": "partner"}]


def test_a_vat_line_that_says_the_letting_is_private_keeps_the_page_private() -> None:
    """Convention 374 (12): "Umsatzsteuer-ID: entfällt (Privatvermietung …)" under a holiday flat's name over its person is a
    private letting, though the VAT line prints no number: no sole trader."""
    block = ("<p><strong>Ferienhaus Dünenrand</strong><br>Wiebke Tjadenhus<br>Strandweg 8<br>25946 Nebel</p>"
             "<p>Telefon: 04682 555 318</p><p>Umsatzsteuer-ID: entfällt (Privatvermietung ohne Umsatzsteuerpflicht)</p>")
    record = parse_imprint(_page(block))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_retired_professional_is_no_sole_trader() -> None:
    """Convention 36: "Zahnarzt im Ruhestand" below the person is a profession no longer practised: no business signal."""
    block = "<p>Gottfried Weidacher<br>{}<br>Fliederweg 3<br>93047 Regensburg</p><p>E-Mail: gottfried@weidacher-chronik.de</p>"
    record = parse_imprint(_page(block.format("Zahnarzt im Ruhestand")))
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: the practising professional is a sole trader
    working = parse_imprint(_page(block.format("Zahnarzt")))
    assert working["legal_form"] == "Einzelunternehmen"


def test_a_legal_form_left_open_by_a_template_is_none() -> None:
    """Convention 20: "Rechtsform: TODO – Einzelunternehmen oder GmbH?" names no form, and the person is no owner."""
    block = ("<p>Farbhaus Nordlicht<br>Janne Petersen<br>Lindenallee 5<br>24103 Kiel</p>"
             "<p>Rechtsform: TODO – Einzelunternehmen oder GmbH?</p><p>E-Mail: hallo@farbhaus-nordlicht.de</p>")
    record = parse_imprint(_page(block))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_sole_form_printed_alone_with_an_inhaber_line_below_a_betreiber_label() -> None:
    """Convention 294 (3): "Betreiber: X" / "Einzelunternehmen" / "Inhaber: Y": the form the page prints, Y its one owner."""
    block = ("<p>Betreiber: Kinosaal Muldental<br>Einzelunternehmen<br>Inhaber: Arnold Pietzsch</p>"
             "<p>Anschrift: Bahnhofstraße 9<br>04668 Grimma</p><p>E-Mail: kasse@kinosaal-muldental.example</p>")
    record = parse_imprint(_page(block))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Arnold Pietzsch", "role": "owner"}]


def test_an_english_profession_line_below_the_person_is_a_business_signal() -> None:
    """Convention 332 (12): "Cloud Engineer & Translator" below the person named as provider on an English
    imprint: a sole trader, the person its owner."""
    block = ("<p>This website is operated by:<br>Leonie Waldhauer<br>Cloud Engineer &amp; Translator</p>"
             "<p>E-Mail: leonie@waldhauer-data.example</p>")
    record = parse_imprint(_page(block, "Imprint", "Imprint", "en"))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Leonie Waldhauer", "role": "owner"}]
    # control: the person alone is a private person
    alone = parse_imprint(_page(block.replace("<br>Cloud Engineer &amp; Translator", ""), "Imprint", "Imprint", "en"))
    assert (alone["legal_form"], alone["representatives"]) == (None, [])


def test_a_planning_designation_in_the_title_is_a_business_signal() -> None:
    """Convention 49: a designation on a planning trade in the page title ("Ohlrogge Lichtplanung") over a block that names
    only the person: a sole trader, the person its owner and the name."""
    block = "<p>Sönke Ohlrogge<br>Deichstraße 14<br>26721 Emden</p><p>E-Mail: info@ohlrogge-licht.de</p>"
    record = parse_imprint(_page(block, "Ohlrogge Lichtplanung – Impressum"))
    assert (record["name"], record["legal_form"]) == ("Sönke Ohlrogge", "Einzelunternehmen")
    # control: a title without a trade leaves the person's page private
    private = parse_imprint(_page(block, "Sönke Ohlrogge – Impressum"))
    assert private["legal_form"] is None


def test_a_trade_designation_under_an_unfilled_person_field_has_no_form() -> None:
    """Convention 595 (56): a designation on a trade word under a template's person field left unfilled ("[Ihr Vorname und
    Nachname]"), its block stating nothing else of a business: no natural person is shown to run it, legal form none."""
    block = ("<p>{}<br>Schreibwerkstatt Morgentau<br>Talgasse 6<br>9100 Herisau</p>"
             "<p>E-Mail: post@morgentau-schreiben.ch</p>")
    record = parse_imprint(_page(block.format("[Ihr Vorname und Nachname]")))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Schreibwerkstatt Morgentau", None, [])
    # controls: the person filled in, or a VAT id, show the sole trader; the designation alone names nobody who runs it either
    # (convention 1926)
    assert parse_imprint(_page(block.format("Martina Tobler")))["legal_form"] == "Einzelunternehmen"
    vat = parse_imprint(_page(block.format("[Ihr Vorname und Nachname]") + "<p>MWST-Nr.: CHE-431.552.689 MWST</p>"))
    assert vat["legal_form"] == "Einzelunternehmen"
    alone = parse_imprint(_page(block.format("").replace("<p><br>", "<p>")))
    assert alone["legal_form"] is None


def test_a_legal_form_the_page_will_add_later_is_none() -> None:
    """Convention 842 (20): "Rechtsform wird ergänzt" leaves the form open: none, and no owner is labelled."""
    block = ("<p>Teestube Abendglut — Mirela Dobrev, Inhaberin<br>Kornmarkt 4<br>02625 Bautzen</p>"
             "<p>Rechtsform wird ergänzt</p><p>E-Mail: hallo@teestube-abendglut.de</p>")
    record = parse_imprint(_page(block))
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: without the note the owner's designation is a sole trader's
    settled = parse_imprint(_page(block.replace("<p>Rechtsform wird ergänzt</p>", "")))
    assert settled["legal_form"] == "Einzelunternehmen"


def test_an_activity_line_of_a_development_trade_below_the_person_is_a_business_signal() -> None:
    """Convention 262 (107): "Produktentwicklung Setstyling" below the person named as provider: a sole trader; the word
    "Entwicklung" alone (a game's menu entry) is no trade."""
    block = "<p>Hedda Quernheim<br>{}Kanalstraße 8<br>23552 Lübeck</p><p>E-Mail: hedda@quernheim-atelierpost.de</p>"
    record = parse_imprint(_page(block.format("Produktentwicklung Setstyling<br>")))
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Hedda Quernheim", "role": "owner"}]
    # control: the person alone, and a hobby site's "Entwicklung" menu entry, leave the page private
    assert parse_imprint(_page(block.format("")))["legal_form"] is None
    menu = _page(block.format("")).replace(b'<a href="/">Start</a>', b'<a href="/dev/">Entwicklung</a>')
    assert parse_imprint(menu)["legal_form"] is None


def test_a_profession_heading_right_over_the_person_is_a_business_signal() -> None:
    """Convention 102 (12): a heading "Goldschmiedin" over the provider's name is a profession printed for her: sole trader."""
    block = "<h2>{}</h2><p>Swantje Ubbenjans<br>Hafenweg 2<br>26757 Borkum</p><p>E-Mail: swantje@ubbenjans-post.de</p>"
    record = parse_imprint(_page(block.format("Goldschmiedin")))
    assert (record["name"], record["legal_form"]) == ("Swantje Ubbenjans", "Einzelunternehmen")
    # control: another heading ("Kontakt") says nothing of a trade
    assert parse_imprint(_page(block.format("Kontakt")))["legal_form"] is None


def test_course_terms_on_the_imprint_page_are_a_trade_statement() -> None:
    """Convention 230 (12, 178): "Die Teilnahmegebühr ist vor Kursbeginn zu überweisen" states a trade: the person of the
    single provider block is a sole trader."""
    block = ("<h2>Verantwortlich für den Inhalt dieser Website</h2><p>Reinhild Zankl<br>Mühlbachweg 5<br>83022 Rosenheim</p>"
             "<p>E-Mail: reinhild@zankl-post.de</p><h2>Kurse</h2><p>{}</p>")
    record = parse_imprint(_page(block.format("Die Teilnahmegebühr ist spätestens drei Tage vor Kursbeginn zu überweisen.")))
    assert record["legal_form"] == "Einzelunternehmen"
    # control: a course announcement without terms is none
    assert parse_imprint(_page(block.format("Die Kurse finden im Gemeindesaal statt.")))["legal_form"] is None


def test_a_page_that_says_it_sells_nothing_is_private_despite_a_profession_line() -> None:
    """Convention 753 (256): "Ich biete keine Beratung an und verkaufe keine Dienstleistungen" makes the page private, the
    profession below the name no trade."""
    block = ("<p>Lorenz Vetterli<br>Statiker &amp; Autor<br>Schweiz</p><p>E-Mail: lorenz@vetterli-fall.example</p>"
             "<p>Diese Website dient der Information über meinen Fall. {}</p>")
    record = parse_imprint(_page(block.format("Ich biete keine Beratung an und verkaufe keine Dienstleistungen.")))
    assert (record["legal_form"], record["representatives"]) == (None, [])
