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
    record = parse_imprint(_page("<p>Verein<br>Werkbank Sernftal<br>8762 Schwanden</p><p>E-Mail: kontakt@werkbank-sernftal.ch</p>"))
    assert (record["name"], record["legal_form"]) == ("Werkbank Sernftal", "Verein")
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
