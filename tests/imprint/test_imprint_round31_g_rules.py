"""Rules of round 31 (helper g, field ``legal_form``; issue 19), each from its own minimal page (names, places and
numbers made up).

The round checked the parser against the labelling conventions of ``corpus/REAL.md`` themselves: minimal pages
written from each convention's wording alone, and the rules below make the parser follow the conventions it broke.
"""

from __future__ import annotations

from companies.imprint import parse_imprint


def _page(block: str, title: str = "Impressum") -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main>'
            f"<h1>Impressum</h1>{block}</main><footer>© 2026</footer></body></html>").encode()


def test_a_designation_over_its_owner_in_one_paragraph_is_a_sole_trader() -> None:
    """Conventions 91 and 267: "Sattelwerk Emmental" / "Renate Zurbriggen" / "Sonnhalde" / town in one paragraph, the
    street line a farm's name without a number (166): the designation is the name, the person below it its owner, a
    sole trader (as with a numbered street line)."""
    record = parse_imprint(_page("<p>Sattelwerk Emmental<br>Renate Zurbriggen<br>Sonnhalde<br>3550 Langnau</p>"
                                 "<p>E-Mail: post@sattelwerk-emmental.ch</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Sattelwerk Emmental", "Einzelunternehmen", [{"name": "Renate Zurbriggen", "role": "owner"}])
    # control: without the address below the person the lines say nothing of who runs it
    bare = parse_imprint(_page("<p>Sattelwerk Emmental<br>Renate Zurbriggen</p><p>E-Mail: post@sattelwerk-emmental.ch</p>"))
    assert (bare["legal_form"], bare["representatives"]) == (None, [])
    # control: a group's name over its contact person is no trading name
    group = parse_imprint(_page("<p>Lesekreis Abendstern<br>Renate Zurbriggen<br>Sonnhalde<br>3550 Langnau</p>"
                                "<p>E-Mail: post@lesekreis-abendstern.ch</p>"))
    assert (group["legal_form"], group["representatives"]) == (None, [])


def test_a_sample_vat_id_of_a_template_is_no_business_cue() -> None:
    """Convention 10 (570): "Umsatzsteuer-ID: ABC-999999", a generator's sample value, is a placeholder: no business
    cue, so a designation represented by one person is no sole trader."""
    block = ("<p>Seniorenhilfe Sonnenwiese<br>Musterstraße 111<br>90210 Musterstadt</p><p>Vertreten durch: Birgit Wendeborn</p>"
             "<h2>Umsatzsteuer-ID</h2><p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: {vat}</p>"
             "<p>E-Mail: seniorenhilfe.sonnenwiese@mailbox-sued.de</p>")
    sample = parse_imprint(_page(block.format(vat="ABC-999999")))
    assert (sample["legal_form"], sample["representatives"]) == (None, [{"name": "Birgit Wendeborn", "role": "board_member"}])
    # control: a real VAT id is a business cue
    assert parse_imprint(_page(block.format(vat="DE281734950")))["legal_form"] == "Einzelunternehmen"


def test_a_volunteer_service_as_the_profession_is_no_trade() -> None:
    """Conventions 12 and 570: a generator's "Berufsbezeichnung" field filled with a volunteer service ("Freiwilligendienst")
    states no trade: the initiative is no sole trader."""
    block = ("<p>Lernpaten Hasenwinkel<br>Kirchgasse 5<br>37081 Göttingen</p><p>Vertreten durch: Birgit Wendeborn</p>"
             "<h2>Berufsbezeichnung und berufsrechtliche Regelungen</h2><p>Berufsbezeichnung:<br>{job}</p>"
             "<p>E-Mail: lernpaten.hasenwinkel@mailbox-sued.de</p>")
    assert parse_imprint(_page(block.format(job="Freiwilligendienst")))["legal_form"] is None
    # control: a profession in that field is a business cue
    assert parse_imprint(_page(block.format(job="Fotografin")))["legal_form"] == "Einzelunternehmen"
