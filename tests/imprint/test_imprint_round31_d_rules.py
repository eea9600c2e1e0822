"""Rules of the thirty-first parser round (issue 19) for contact and register fields, each from its own
minimal page (names, places and numbers made up).

As in round 30, the rules follow labelling conventions of ``corpus/REAL.md`` that the convention probes showed
the parser breaking: e-mail addresses spelled out in words, a floor in parentheses, an old club register number
with its year, a court named over a source line's break, a bare register number in the address block, and a
landline printed only in the footer.
"""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint
from companies.imprint.contact import find_emails


def _page(block: str, footer: str = "© 2026") -> bytes:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main>'
            f"<h1>Impressum</h1>{block}</main><footer>{footer}</footer></body></html>").encode()


@pytest.mark.parametrize(("line", "address"), [
    ("E-Mail: tilda PUNKT ferenz AT posteo PUNKT de", "tilda.ferenz@posteo.de"),  # convention 430
    ("Mail: vorname punkt name at werkhof punkt de", "vorname.name@werkhof.de"),
    ("E-Mail: post a holmgrund (punkt) de", "post@holmgrund.de"),  # a lone "a" for "at", convention 341
    ("Kontakt: hallo (äääät) holmgrund (punkt) de", "hallo@holmgrund.de"),  # a joke "(at)", convention 85
])
def test_an_address_spelled_out_in_words_on_a_labelled_line(line: str, address: str) -> None:
    assert find_emails(line) == [address]


@pytest.mark.parametrize("line", [
    "Kontakt: Wir sind a und o. Schreiben Sie uns",
    "Kontakt: Termine nach Vereinbarung a la carte",
    "Wir kommen aus Holmgrund a Punkt de",  # (no e-mail label: no address)
])
def test_words_that_only_look_spelled_out_give_no_address(line: str) -> None:
    assert find_emails(line) == []


def test_a_floor_in_parentheses_stays_in_the_street() -> None:
    """Conventions 158, 295, 492: "Birkenallee 9 B (3. OG)" is the street as printed."""
    record = parse_imprint(_page("<p>Ostwind Tischlerei GmbH<br>Birkenallee 9 B (3. OG)<br>90402 Nürnberg</p>"
                                 "<p>Geschäftsführer: Arno Keppler</p>"))
    assert record["address"] == {"street": "Birkenallee 9 B (3. OG)", "postal_code": "90402", "city": "Nürnberg", "country": "DE"}
    control = parse_imprint(_page("<p>Ostwind Tischlerei GmbH<br>Birkenallee 9 B (Hinterhof links)<br>90402 Nürnberg</p>"))
    assert control["address"] is None


def test_an_old_club_register_number_keeps_its_year() -> None:
    """Convention 556: "VR 1830/88" is the file number as printed; other registers' numbers with a slash stay no entry."""
    club = parse_imprint(_page("<p>Naturfreunde Auwald e.V.<br>Auenstraße 12<br>04109 Leipzig</p>"
                               "<p>Registergericht: Amtsgericht Leipzig<br>Vereinsregister: VR 1830/88</p>"))
    assert club["register"] == {"country": "DE", "court": "Leipzig", "number": "VR 1830/88"}
    firm = parse_imprint(_page("<p>Auwald Holz GmbH<br>Auenstraße 12<br>04109 Leipzig</p><p>Amtsgericht Leipzig HRB 1830/88</p>"))
    assert firm["register"] is None


def test_a_court_named_across_a_source_line_break_in_a_sentence() -> None:
    """Convention 382: "… im Partnerschaftsregister des Amtsgerichts" / "Essen, Register-Nr.: PR 4410" is one line on the page."""
    record = parse_imprint(_page("<p>Statik Brenner &amp; Partner<br>Rellinghauser Straße 40<br>45128 Essen</p>"
                                 "<p>Die Partnerschaft ist eingetragen im Partnerschaftsregister des Amtsgerichts\n"
                                 "Essen, Register-Nr.: PR 4410.</p>"))
    assert record["register"] == {"country": "DE", "court": "Essen", "number": "PR 4410"}


def test_a_bare_register_number_in_the_address_block_takes_its_court_from_the_register_block() -> None:
    """Convention 492: "HRA 8821" under the town, and again under "Registergericht: Amtsgericht Kassel"."""
    record = parse_imprint(_page("<p>Fuldatal Bau GmbH &amp; Co. KG<br>Weserstraße 3<br>34125 Kassel<br>HRA 8821</p>"
                                 "<p>Vertreten durch: Ines Harbecke</p>"
                                 "<h2>Registereintrag</h2><p>Registergericht: Amtsgericht Kassel<br>Registernummer: HRA 8821</p>"))
    assert record["register"] == {"country": "DE", "court": "Kassel", "number": "HRA 8821"}
    bare = parse_imprint(_page("<p>Fuldatal Bau GmbH &amp; Co. KG<br>Weserstraße 3<br>34125 Kassel<br>HRA 8821</p>"))
    assert bare["register"] is None


_MOBILE_ONLY = ("<p>Murau Lektorat GmbH<br>Lerchenfelder Gürtel 12<br>1160 Wien</p><p>Geschäftsführer: Veit Pranger</p>"
                "<p>Mobil: +43 664 5127730<br>E-Mail: office@murau-lektorat.at</p>")


def test_the_footer_landline_beside_the_operators_street_is_the_phone() -> None:
    """Convention 59: the imprint prints only a mobile number, the footer the landline beside the same street."""
    footer = "<p>Murau Lektorat · Lerchenfelder Gürtel 12, 1160 Wien<br>Tel.: +43 1 4053 3172</p>"
    assert parse_imprint(_page(_MOBILE_ONLY, footer))["phone"] == "+43140533172"
    # (a number in a footer that does not print the operator's street is somebody else's; the imprint's own landline wins)
    assert parse_imprint(_page(_MOBILE_ONLY, "<p>Webdesign Nordlicht · Tel.: +43 1 4053 3172</p>"))["phone"] is None
    own = _MOBILE_ONLY.replace("Mobil: +43 664 5127730", "Telefon: +43 1 2220 118")
    assert parse_imprint(_page(own, footer))["phone"] == "+4312220118"



def test_a_mailbox_under_an_officers_line_is_hers_when_the_organisation_prints_its_own() -> None:
    """Conventions 14 and 74: "Obfrau: X" / "E-Mail: x@…" is the officer's mailbox; the association's office mailbox
    below is the contact. With no other mailbox printed, hers is the only contact and stays."""
    block = ("<p>Verband der Imkerschulen Mühlviertel<br>Hafnerstraße 5<br>4240 Freistadt</p>"
             "<p>Obfrau: Roswitha Eggendorfer<br>E-Mail: r.eggendorfer@eggendorfer-mail.at</p>"
             "<p>Geschäftsstelle<br>Telefon: +43 7942 72213<br>E-Mail: office@vimk.at</p>")
    assert parse_imprint(_page(block))["email"] == "office@vimk.at"
    alone = block.replace("<br>E-Mail: office@vimk.at", "")
    assert parse_imprint(_page(alone))["email"] == "r.eggendorfer@eggendorfer-mail.at"


def test_a_swiss_domicile_card_is_the_seat() -> None:
    """Convention 599: of an "Anschrift" card and a "Domizil" card of one firm, the domicile is the seat (the establishment),
    the firm's line standing between the heading and the street."""
    cards = ("<h3>Anschrift</h3><p>Rigiblick Treuhand AG<br>Bahnhofplatz 2<br>6410 Goldau</p>"
             "<h3>Domizil</h3><p>Rigiblick Treuhand AG<br>Parkweg 11<br>6410 Goldau</p><p>info@rigiblick-treuhand.ch</p>")
    assert parse_imprint(_page(cards))["address"] == {"street": "Parkweg 11", "postal_code": "6410", "city": "Goldau", "country": "CH"}
