"""Rules of the fifty-first parser round (helper 1), found on real imprint pages of natural persons (freelancers, artists,
developers, therapists, teachers) that are in no labelled set: the business signals such a page prints and the parser had
missed, so that it read a sole trader as a private person. Each rule with its own minimal page (names, places and numbers
made up), failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_BLOCK = ("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Jana Kessler<br>Lindenweg 4<br>88131 Lindau</p>"
          "<p>Kontakt:<br>Telefon: 08382 123456<br>E-Mail: jana@kessler.example</p>")


def _kind(record: dict) -> tuple:
    return record["name"], record["legal_form"], [(r["name"], r["role"]) for r in record["representatives"]]


_SOLE = ("Jana Kessler", "Einzelunternehmen", [("Jana Kessler", "owner")])
_PRIVATE = ("Jana Kessler", None, [])


def test_an_abbreviated_tax_number_label_is_a_business_signal():
    # "St.-Nr.", "StNr", "Steuernr." are the Steuernummer's short labels (convention 12: a tax number)
    for label in ("St.-Nr.:", "StNr:", "Steuernr.:", "St. Nr."):
        record = _read(_BLOCK + f"<p>{label} 127/123/45678</p>")
        assert _kind(record) == _SOLE, label
        assert record["vat_id"] is None


def test_an_order_number_is_no_tax_number():
    # control: "Best.-Nr." (an order number) holds no "St.-Nr."
    assert _kind(_read(_BLOCK + "<p>Best.-Nr.: 127</p>")) == _PRIVATE


def test_a_small_or_side_trade_is_a_business_signal():
    for line in ("Kleingewerbe", "Nebengewerbe angemeldet in Lindau"):
        assert _kind(_read(_BLOCK + f"<p>{line}</p>")) == _SOLE, line


def test_a_vat_label_whose_value_states_the_small_business_regime_is_a_business_signal():
    # the label is filled (with the Kleinunternehmer regime, not an id): no empty label (convention 262), a statement (178)
    for line in ("USt-IdNr.: entfällt (Kleinunternehmerregelung)", "Umsatzsteuer-ID: keine (Kleinunternehmerin)"):
        record = _read(_BLOCK + f"<p>{line}</p>")
        assert _kind(record) == _SOLE, line
        assert record["vat_id"] is None


def test_an_empty_or_negated_vat_label_stays_no_business_signal():
    # control: convention 262
    for line in ("Umsatzsteuer-ID:", "Umsatzsteuer-ID: nicht vorhanden"):
        assert _kind(_read(_BLOCK + f"<p>{line}</p>")) == _PRIVATE, line


def test_the_providers_own_profession_beside_her_name_in_the_footer_is_a_business_signal():
    # conventions 62 and 135: printed on the page; the footer splits "·" and "|" into lines of their own
    for footer in ("© 2026 Jana Kessler · Fotografin", "© 2026 Jana Kessler - Fotografin aus Lindau",
                   "© 2026 Jana Kessler | Grafikdesign &amp; Illustration", "JANA KESSLER · FOTOGRAFIN"):
        assert _kind(_read(_BLOCK + f"<footer>{footer}</footer>")) == _SOLE, footer


def test_another_persons_profession_or_a_credit_in_the_footer_is_none():
    # control: convention 325 (another person's), a web designer's credit, the footer's own links
    for footer in ("© 2026 Eva Kessler · Fotografin", "© 2026 Jana Kessler | Webdesign: Pixelwerkstatt",
                   "© 2026 Jana Kessler · Impressum · Datenschutz", "© 2026 Jana Kessler"):
        assert _kind(_read(_BLOCK + f"<footer>{footer}</footer>")) == _PRIVATE, footer


_SOFT = ("<h1>Impressum</h1><p><strong>Angaben gemäß § 5 TMG</strong></p><p>Jana Kessler\nLindenweg 4\n88131 Lindau</p>"
         "<p><strong>Kontakt</strong>\nE-Mail: jana@kessler.example</p><p><strong>Berufsbezeichnung:</strong>\nFotografin</p>")


def test_a_bold_hosting_heading_ended_by_a_source_line_break_heads_the_hosters_section():
    # a Markdown paragraph "**Hosting**" / "Anbieter: … Inc., …" (soft line breaks): the bold run on its own line is a bold
    # line as it is before a <br>, so the hoster's section is another party's (CONTRACT: never hosters)
    for hoster in ("Anbieter: Hostwerk, Inc., 88 Main St, San Francisco, CA 94107, USA.",
                   "Diese Website wird bei Hostwerk gehostet.\nAnbieter: Hostwerk GmbH, Hauptstr. 1, 10115 Berlin."):
        record = _read(_SOFT + f"<p><strong>Hosting</strong>\n{hoster}</p>")
        assert _kind(record) == _SOLE, hoster
        assert record["address"]["street"] == "Lindenweg 4"


def test_a_bold_name_ended_by_a_source_line_break_stays_the_provider():
    # control: "**Jana Kessler**" / street / town in one paragraph, and the <br> form of the hosting section
    record = _read("<h1>Impressum</h1><p><strong>Angaben gemäß § 5 TMG</strong></p>"
                   "<p><strong>Jana Kessler</strong>\nLindenweg 4\n88131 Lindau</p><p>Berufsbezeichnung: Fotografin</p>")
    assert _kind(record) == _SOLE and record["address"]["city"] == "Lindau"
    record = _read(_SOFT + "<p><strong>Hosting</strong><br>Anbieter: Hostwerk, Inc., 88 Main St, San Francisco, CA 94107, USA.</p>")
    assert _kind(record) == _SOLE


def test_the_providers_brand_or_tagline_in_the_header_is_a_business_signal():
    # a brand built on her name and a trade word (convention 716), or her name over a tagline with a place
    for header in ('<a href="/">Jana Kessler Fotografie</a>', '<div>Jana Kessler</div><div>Fotografin in Lindau</div>',
                   "<p>Jana Kessler – Übersetzerin</p>"):
        assert _kind(_read(f"<header>{header}</header>" + _BLOCK)) == _SOLE, header


def test_menu_links_beside_the_providers_name_in_the_header_are_no_business_signal():
    # control: a hobby site's menu run together with the brand ("Fotografie", "Reisen"), a slogan
    for header in ('<a href="/">Jana Kessler</a><a href="/fotografie">Fotografie</a><a href="/reisen">Reisen</a>',
                   '<a href="/">Jana Kessler</a><span>Gedanken und Bilder</span>'):
        assert _kind(_read(f"<header>{header}</header>" + _BLOCK)) == _PRIVATE, header


def test_the_artists_social_insurance_and_fees_on_request_are_business_signals():
    # convention 511: the Künstlersozialkasse membership; a fee "nach Vereinbarung" is a price statement (as "Preise
    # verstehen sich …")
    for line in ("Mitglied der Künstlersozialkasse (KSK)", "Honorare nach Vereinbarung.", "Honorar auf Anfrage"):
        assert _kind(_read(_BLOCK + f"<p>{line}</p>")) == _SOLE, line


def test_work_without_a_fee_is_no_business_signal():
    # control
    assert _kind(_read(_BLOCK + "<p>Alle Beiträge entstehen ehrenamtlich und ohne Honorar.</p>")) == _PRIVATE


def test_a_label_over_the_providers_services_is_a_business_signal():
    # convention 409: the services listed on the page; the label states an offer whatever its words
    for line in ("Tätigkeitsfeld: Grafikdesign", "Leistungen: Grafikdesign, Illustration", "Mein Angebot: Yogakurse und Workshops",
                 "Meine Leistungen: Hochzeitsreportagen, Porträts, Familienshootings"):
        assert _kind(_read(_BLOCK + f"<p>{line}</p>")) == _SOLE, line


def test_a_sentence_on_offers_or_an_offer_of_none_is_no_services_label():
    # control: no label ("Angebote und Buchungen …" is a sentence), an offer the page denies, research interests
    for line in ("Angebote und Buchungen über das Kontaktformular.", "Angebot: keines, dies ist eine private Seite.",
                 "Schwerpunkte: Maschinelles Lernen"):
        assert _kind(_read(_BLOCK + f"<p>{line}</p>")) == _PRIVATE, line


def test_an_activity_after_a_slash_on_the_providers_line_is_no_part_of_her_name():
    # "Jana Kessler / Fotografie" as "Jana Kessler, Fotografie" (convention 531; 107: the activity the business signal)
    body = "<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Jana Kessler / {}<br>Lindenweg 4<br>88131 Lindau</p>"
    for activity in ("Fotografie", "Grafikdesign &amp; Illustration"):
        assert _kind(_read(body.format(activity))) == _SOLE, activity


def test_two_persons_on_the_providers_line_stay_one_name():
    # control: "Jana Kessler / Jan Ott" names two persons, no activity
    body = "<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Jana Kessler / Jan Ott<br>Lindenweg 4<br>88131 Lindau</p>"
    assert _kind(_read(body)) == ("Jana Kessler / Jan Ott", None, [])


def test_more_trade_words_on_the_line_below_the_provider():
    # convention 107: an activity line below the person; "Keramik" as "Malerei", a production, tattoos, a hyphenated shop
    body = "<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Jana Kessler<br>{}<br>Lindenweg 4<br>88131 Lindau</p>"
    for activity in ("Keramik", "Videoproduktion", "Tätowierungen", "Online-Shop für handgemachten Schmuck"):
        assert _kind(_read(body.format(activity))) == _SOLE, activity


def test_a_bare_production_or_a_slogan_below_the_provider_is_no_trade():
    # control
    body = "<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Jana Kessler<br>{}<br>Lindenweg 4<br>88131 Lindau</p>"
    for line in ("Produktion", "Texte &amp; Gedanken"):
        assert _kind(_read(body.format(line))) == _PRIVATE, line


_ECG = ("<h1>Impressum</h1><p>Offenlegung gemäß § 25 MedienG und Informationspflicht gemäß § 5 ECG</p>"
        "<p>Jana Kessler<br>Lindenweg 4<br>6900 Bregenz</p><p>Kontakt:<br>E-Mail: jana@kessler.example</p>")


def test_austrian_trade_fields_make_the_provider_the_owner():
    # convention 554 (EPU, the one-person enterprise), the GISA number of the trade licence, the ECG authority (199); Austria
    # has no code for the form, so legal form `null` (3), the person the `owner`
    for line in ("EPU", "GISA-Zahl: 12345678", "Behörde gem. ECG: Bezirkshauptmannschaft Bregenz"):
        assert _kind(_read(_ECG + f"<p>{line}</p>")) == ("Jana Kessler", None, [("Jana Kessler", "owner")]), line


def test_an_austrian_private_page_under_the_ecg_heading_stays_private():
    # control: convention 111, the § 5 ECG heading is no business signal
    assert _kind(_read(_ECG)) == ("Jana Kessler", None, [])


_TAIL = ("<h2>Impressum</h2><p>Angaben gemäß § 5 TMG</p><p>Jana Kessler<br>Lindenweg 4<br>88131 Lindau</p>"
         "<p>Kontakt:<br>E-Mail: jana@kessler.example</p>")


def test_the_providers_profession_in_the_page_title_block_or_after_her_name_is_a_business_signal():
    # the page's own heading "Jana Kessler" over "Fotografin" above the imprint (62, as the header's tagline); her profession
    # after her name to the end of an imprint line (the § 18 MStV line names her again)
    for before, after in (("<h1>Jana Kessler</h1><p>Fotografin aus Lindau</p>", ""),
                          ("", "<p>Verantwortlich nach § 18 MStV: Jana Kessler, Fotografin</p>")):
        assert _kind(_read(before + _TAIL + after)) == _SOLE, before + after


def test_a_motto_under_the_title_or_a_hobby_after_her_name_is_no_business_signal():
    # control
    for before, after in (("<h1>Jana Kessler</h1><p>Gedanken, Bilder, Reisen</p>", ""),
                          ("", "<p>Verantwortlich nach § 18 MStV: Jana Kessler, Hobbyfotografin</p>"),
                          ("", "<footer>© 2026 Jana Kessler · Lehrerin im Ruhestand</footer>")):
        assert _kind(_read(before + _TAIL + after)) == _PRIVATE, before + after
