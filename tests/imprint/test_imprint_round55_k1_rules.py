"""Rules of the fifty-fifth parser round found by helper k1 on a natural person's page, sole trader or private person: the
business signals a sole trader's site prints beside a bare name (a submenu of services whose opener is no link, the bank
account the imprint prints for payments) and the private pages near them that stay private. Each rule with its own invented
minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_PERSON = "<main><h1>Impressum</h1><p>{name}<br>Lerchenweg 7<br>71000 Neudorf<br>Deutschland</p><p>E-Mail: post@example.org</p>{extra}</main>"


def _menu(opener: str) -> str:
    return (
        f'<div class="menu"><a href="./">Home</a><a href="ueber.html">Über mich</a><p>{opener}</p>'
        '<a href="nachhilfe.html">Nachhilfe</a><a href="coaching.html">Coaching</a><a href="kontakt.html">Kontakt</a></div>'
    )


def test_a_submenu_of_services_opened_by_a_plain_offer_entry_makes_the_person_a_sole_trader():
    record = _read(_menu("Angebot") + _PERSON.format(name="Wiebke Sandhagen", extra=""))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "Wiebke Sandhagen",
        "Einzelunternehmen",
        [{"name": "Wiebke Sandhagen", "role": "owner"}],
    )


def test_control_a_plain_submenu_opener_that_offers_nothing_leaves_the_person_private():
    record = _read(_menu("Reisen") + _PERSON.format(name="Wiebke Sandhagen", extra=""))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_an_offer_heading_outside_any_menu_leaves_the_person_private():
    record = _read(
        _PERSON.format(
            name="Wiebke Sandhagen", extra="<h2>Angebot</h2><p>Hier gibt es nichts zu kaufen.</p>"
        )
    )
    assert (record["legal_form"], record["representatives"]) == (None, [])


_LINKED_MENU = '<nav><a href="/">Start</a> <a href="/leistungen/">Leistungen</a> <a href="/kontakt/">Kontakt</a></nav>'


def test_a_person_in_capitals_with_the_given_name_sibylle_is_a_person_whom_the_menus_offer_makes_a_sole_trader():
    record = _read(_LINKED_MENU + _PERSON.format(name="SIBYLLE WARNKEN", extra=""))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "SIBYLLE WARNKEN",
        "Einzelunternehmen",
        [{"name": "SIBYLLE WARNKEN", "role": "owner"}],
    )


def test_control_the_person_in_capitals_without_an_offer_stays_private():
    record = _read(_PERSON.format(name="SIBYLLE WARNKEN", extra=""))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "SIBYLLE WARNKEN",
        None,
        [],
    )


def test_the_bank_account_a_persons_imprint_prints_for_payments_makes_her_a_sole_trader():
    record = _read(
        _PERSON.format(
            name="Lea Brunnholz",
            extra="<p>Bankverbindung: Sparkasse Neudorf<br>IBAN: DE12 3456 7890 1234 5678 90</p>",
        )
    )
    assert (record["legal_form"], record["representatives"]) == (
        "Einzelunternehmen",
        [{"name": "Lea Brunnholz", "role": "owner"}],
    )


def test_control_a_donations_account_leaves_the_person_private():
    record = _read(
        _PERSON.format(
            name="Lea Brunnholz",
            extra="<p>Spendenkonto für das Tierheim Neudorf:<br>"
            "IBAN: DE12 3456 7890 1234 5678 90</p>",
        )
    )
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_a_holiday_flats_account_leaves_the_landlady_private():
    record = _read(
        _PERSON.format(
            name="Lea Brunnholz",
            extra="<p>Ferienwohnung Lerchenblick</p><p>Anzahlung bitte an:<br>"
            "IBAN: DE12 3456 7890 1234 5678 90</p>",
        )
    )
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_an_account_under_a_name_without_a_given_name_adds_no_form():
    record = _read(
        _PERSON.format(
            name="Kinderhort Sonnwiese", extra="<p>IBAN: DE12 3456 7890 1234 5678 90</p>"
        )
    )
    assert record["legal_form"] is None


def test_opening_hours_in_a_persons_imprint_make_her_a_sole_trader():
    record = _read(
        _PERSON.format(
            name="Lea Brunnholz", extra="<p>Öffnungszeiten: Di–Fr 10–18 Uhr, Sa 10–14 Uhr</p>"
        )
    )
    assert (record["legal_form"], record["representatives"]) == (
        "Einzelunternehmen",
        [{"name": "Lea Brunnholz", "role": "owner"}],
    )


def test_appointments_by_arrangement_prices_on_request_or_a_trade_licence_make_a_sole_trader():
    for extra in (
        "<p>Termine nach telefonischer Vereinbarung</p>",
        "<p>Preise auf Anfrage</p>",
        "<p>Erlaubnis nach § 34c GewO erteilt durch die Stadt Neudorf</p>",
        "<p>Handelsname: Brunnholz Naturkosmetik</p>",
        "<h2>Geschäftsadresse</h2>",
        "<p>Steuer-ID: 12 345 678 901</p>",
        "<h2>Zahlungsbedingungen</h2><p>Zahlbar in 14 Tagen.</p>",
    ):
        record = _read(_PERSON.format(name="Lea Brunnholz", extra=extra))
        assert record["legal_form"] == "Einzelunternehmen", extra


def test_control_the_privacy_parts_withdrawal_right_and_tax_id_category_leave_the_person_private():
    extra = (
        "<h2>Datenschutz</h2><p>Widerrufsrecht bei Einwilligungen: Sie können eine Einwilligung jederzeit widerrufen.</p>"
        "<p>Verarbeitete Daten: Name, Anschrift, Steuer-ID, Vertragsdaten.</p><p>Termine meiner Lesungen finden Sie im Blog.</p>"
    )
    record = _read(_PERSON.format(name="Lea Brunnholz", extra=extra))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_a_clubs_opening_hours_add_no_sole_trader():
    record = _read(
        "<main><h1>Impressum</h1><p>Bürgerinitiative Lindenau<br>Lerchenweg 7<br>71000 Neudorf</p>"
        "<p>Vertreten durch: Jan Ottweiler</p><p>Öffnungszeiten: Sonntag 14–17 Uhr</p></main>"
    )
    assert (record["legal_form"], record["representatives"]) == (
        None,
        [{"name": "Jan Ottweiler", "role": "board_member"}],
    )


def test_a_link_asking_for_an_enquiry_makes_the_person_a_sole_trader():
    record = _read(
        _PERSON.format(
            name="Lea Brunnholz",
            extra='<p><a href="mailto:post@example.org">Jetzt anfragen</a></p>',
        )
    )
    assert (record["legal_form"], record["representatives"]) == (
        "Einzelunternehmen",
        [{"name": "Lea Brunnholz", "role": "owner"}],
    )


def test_control_a_newsletter_link_leaves_the_person_private():
    record = _read(
        _PERSON.format(
            name="Lea Brunnholz", extra='<p><a href="/newsletter/">Jetzt abonnieren</a></p>'
        )
    )
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_a_holiday_flats_enquiry_link_leaves_the_landlady_private():
    extra = '<p>Ferienwohnung Lerchenblick</p><p><a href="mailto:post@example.org">Jetzt anfragen</a></p>'
    record = _read(_PERSON.format(name="Lea Brunnholz", extra=extra))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_private_statement_that_opens_on_no_vat_id_is_no_business_cue():
    for extra in (
        "<p>Keine Umsatzsteuer-ID vorhanden (Privatperson)</p>",
        "<p>Keine Umsatzsteuer-Identifikationsnummer angegeben.</p>",
    ):
        record = _read(_PERSON.format(name="Lea Brunnholz", extra=extra))
        assert (record["legal_form"], record["representatives"]) == (None, []), extra


def test_control_no_vat_id_because_of_the_small_business_rule_is_a_sole_trader():
    record = _read(
        _PERSON.format(
            name="Lea Brunnholz",
            extra="<p>Keine USt-IdNr., da Kleinunternehmerin gemäß § 19 UStG</p>",
        )
    )
    assert (record["legal_form"], record["representatives"]) == (
        "Einzelunternehmen",
        [{"name": "Lea Brunnholz", "role": "owner"}],
    )


def test_the_websites_owner_by_a_hyphened_label_is_no_business_owner():
    for label in ("Website-Inhaberin", "Homepage-Inhaber", "Domain-Inhaberin"):
        record = _read(_PERSON.format(name="Lea Brunnholz", extra=f"<p>{label}: Lea Brunnholz</p>"))
        assert (record["legal_form"], record["representatives"]) == (None, []), label


def test_control_a_practices_owner_by_a_hyphened_label_stays_the_owner():
    record = _read(
        _PERSON.format(name="Lea Brunnholz", extra="<p>Praxis-Inhaberin: Lea Brunnholz</p>")
    )
    assert (record["legal_form"], record["representatives"]) == (
        "Einzelunternehmen",
        [{"name": "Lea Brunnholz", "role": "owner"}],
    )


def test_one_person_trades_below_the_name_make_a_sole_trader():
    for trade in (
        "Trauerbegleiterin",
        "Tiersitterin",
        "Kinderanimation",
        "Zauberer",
        "Antiquariat",
        "Foodtruck",
        "Piercing",
    ):
        body = f"<main><h1>Impressum</h1><p>Lea Brunnholz<br>{trade}<br>Lerchenweg 7<br>71000 Neudorf</p></main>"
        assert _read(body)["legal_form"] == "Einzelunternehmen", trade


def test_control_a_persons_page_with_a_hobby_line_stays_private():
    body = "<main><h1>Impressum</h1><p>Lea Brunnholz<br>Lerchenweg 7<br>71000 Neudorf</p><p>Hobbys: Lesen, Animationsfilme, Zaubern</p></main>"
    assert (_read(body)["legal_form"], _read(body)["representatives"]) == (None, [])


_PHOTOGRAPHER = "<main><h1>Impressum</h1><p>Lea Brunnholz<br>Fotografin<br>Lerchenweg 7<br>71000 Neudorf</p>{extra}</main>"


def test_a_statement_that_the_site_is_private_wins_over_a_trade_word():
    for extra in (
        "<p>Diese Webseite ist rein Privat.</p>",
        "<p>Die Website ist nicht kommerziell.</p>",
        "<p>Privates Fotoblog</p>",
        "<p>Diese Seite dient ausschließlich privaten Zwecken.</p>",
        "<p>Dieses Blog verfolgt keine kommerziellen Ziele.</p>",
        "<p>This is a personal website.</p>",
    ):
        record = _read(_PHOTOGRAPHER.format(extra=extra))
        assert (record["legal_form"], record["representatives"]) == (None, []), extra


def test_control_a_copyright_note_on_private_use_leaves_the_trade():
    extra = "<p>Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.</p>"
    record = _read(_PHOTOGRAPHER.format(extra=extra))
    assert (record["legal_form"], record["representatives"]) == (
        "Einzelunternehmen",
        [{"name": "Lea Brunnholz", "role": "owner"}],
    )


_COINED = "<h2>Impressum</h2><p>wasser-weit<br>Mira Kovačić<br>Lerchenweg 30<br>71000 Neudorf</p><p>E-Mail: mira@example.org</p>{extra}"


def test_a_coined_designation_over_a_person_with_her_trade_line_is_her_sole_trade():
    record = _read(_COINED.format(extra="<p>Schwimmlehrerin</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "wasser-weit",
        "Einzelunternehmen",
        [{"name": "Mira Kovačić", "role": "owner"}],
    )


def test_control_the_coined_designation_over_a_person_without_a_trade_adds_nothing():
    record = _read(_COINED.format(extra="<p>Wasserfreunde seit 1990</p>"))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_an_office_between_a_bodys_name_and_its_contact_person_makes_no_owner():
    record = _read(
        "<h2>Impressum</h2><p>Landkreis Talheim<br>Amt für Digitalisierung und Bürgerservice<br>Herr Jan Ottweiler<br>Lerchenweg 3<br>"
        "71000 Neudorf</p>"
    )
    assert record["legal_form"] != "Einzelunternehmen" and all(
        r["role"] != "owner" for r in record["representatives"]
    )


def test_an_instructor_below_the_persons_name_is_a_trade():
    body = "<main><h1>Impressum</h1><p>Lea Brunnholz<br>Instruktorin<br>Lerchenweg 7<br>71000 Neudorf</p></main>"
    assert _read(body)["legal_form"] == "Einzelunternehmen"


def test_prices_payment_a_shop_or_goods_sold_in_a_persons_imprint_make_a_sole_trader():
    for extra in (
        "<p>Stundensatz: 60 Euro</p>",
        "<p>Preis: ab 45 € pro Sitzung</p>",
        "<h2>Zahlungsmöglichkeiten</h2><p>PayPal</p>",
        "<p>Versandkosten: 4,90 €</p>",
        "<p>Ladenlokal: Marktgasse 3, 71000 Neudorf</p>",
        "<p>Verkauf ab Hof</p>",
        "<p>Ich verkaufe handgemachten Schmuck.</p>",
    ):
        record = _read(_PERSON.format(name="Lea Brunnholz", extra=extra))
        assert record["legal_form"] == "Einzelunternehmen", extra


def test_control_no_sales_a_prize_or_a_holiday_flats_price_leave_the_person_private():
    for extra in (
        "<p>Ich verkaufe keine Produkte.</p>",
        "<p>Preise und Auszeichnungen: Fotopreis 2019</p>",
        "<p>Ferienwohnung Lerchenblick</p><p>Preis: 80 € pro Nacht</p>",
    ):
        record = _read(_PERSON.format(name="Lea Brunnholz", extra=extra))
        assert (record["legal_form"], record["representatives"]) == (None, []), extra


def test_a_persons_statement_that_her_business_is_not_in_the_commercial_register_makes_a_sole_trader():
    for extra in (
        "<p>Nicht im Handelsregister eingetragen.</p>",
        "<p>Handelsregister: nicht eingetragen</p>",
        "<p>Kein Eintrag im Handelsregister.</p>",
        "<p>Not registered in the commercial register.</p>",
        "<p>Vermittlerregister: D-ABC1-DEF2-34</p>",
    ):
        record = _read(_PERSON.format(name="Lea Brunnholz", extra=extra))
        assert (record["legal_form"], record["representatives"]) == (
            "Einzelunternehmen",
            [{"name": "Lea Brunnholz", "role": "owner"}],
        ), extra


def test_control_a_register_mentioned_in_a_disclaimer_leaves_the_person_private():
    extra = "<p>Die Angaben zu Firmen auf dieser Seite stammen aus dem Handelsregister und sind ohne Gewähr.</p>"
    record = _read(_PERSON.format(name="Lea Brunnholz", extra=extra))
    assert (record["legal_form"], record["representatives"]) == (None, [])


def _english(nav: str) -> str:
    return (
        f"<nav>{nav}</nav><main><h1>Imprint</h1><p>Lea Brunnholz<br>Lerchenweg 7<br>71000 Neudorf<br>Germany</p>"
        "<p>Email: post@example.org</p></main>"
    )


def test_an_english_or_french_menu_entry_that_offers_work_makes_the_person_a_sole_trader():
    for entry in (
        '<a href="/hire/">Hire me</a>',
        '<a href="/book/">Book a session</a>',
        '<a href="/tarifs/">Tarifs</a>',
        '<a href="/prestations/">Prestations</a>',
    ):
        record = _read(_english('<a href="/">Home</a> <a href="/about/">About</a> ' + entry))
        assert (record["legal_form"], record["representatives"]) == (
            "Einzelunternehmen",
            [{"name": "Lea Brunnholz", "role": "owner"}],
        ), entry


def test_control_a_private_english_menu_or_a_stock_products_entry_alone_leaves_the_person_private():
    for entry in (
        '<a href="/blog/">Blog</a> <a href="/projects/">Projects</a>',
        '<a href="/products/">Products</a>',
    ):
        record = _read(_english('<a href="/">Home</a> <a href="/about/">About</a> ' + entry))
        assert (record["legal_form"], record["representatives"]) == (None, []), entry
