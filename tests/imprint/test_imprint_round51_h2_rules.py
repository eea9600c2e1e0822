"""Rules of the fifty-first parser round (helper 2), found on real imprint pages of sole traders (shops, studios, trainers,
bookkeepers, app makers) that are in no labelled set: which of a sole trader's two names is the name (the trading designation
or the person) and who is the owner. Each rule with its own minimal page, failing on the parser before the round, and a
control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


# A person's line with her designation's label in a parenthesis ("Name:" heading over it, as a component page prints it).
def _labelled(person_line: str) -> str:
    return (f"<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><h5>Name:</h5><p>{person_line}</p><h5>Adresse:</h5>"
            "<p>Lindenhof 7</p><p>50667 Köln</p><h5>E-Mail:</h5><p>kontakt@menukarte.example</p>")


def test_the_designation_label_in_a_parenthesis_after_the_person_makes_the_designation_the_name():
    record = _read(_labelled("Tilo Brandt <span>(Geschäftsbezeichnung: MenuKarte)</span>"))
    assert (record["name"], record["legal_form"]) == ("MenuKarte", "Einzelunternehmen")
    assert _reps(record) == [("Tilo Brandt", "owner")]


def test_control_a_person_alone_on_her_line_stays_the_name():
    # the person alone on her line, no designation and no business signal: a private page (convention 12)
    record = _read(_labelled("Tilo Brandt"))
    assert (record["name"], record["legal_form"], _reps(record)) == ("Tilo Brandt", None, [])


# A designation line over the person's line, her form word on the line below her name.
def _over(form_line: str) -> str:
    return ("<b>Angaben gemäß § 5 TMG</b><p>Buchhaltung Service Spreebogen<br />Ilka Sommerfeld<br />"
            f"{form_line}Kiefernweg 4<br />12459 Berlin</p><p>Telefon: 030 5550123</p>")


def test_the_sole_traders_person_noun_below_her_name_keeps_the_designation_and_names_her_owner():
    record = _read(_over("(Einzelunternehmerin)<br />"))
    assert (record["name"], record["legal_form"]) == ("Buchhaltung Service Spreebogen", "Einzelunternehmen")
    assert _reps(record) == [("Ilka Sommerfeld", "owner")]


def test_control_the_form_word_below_her_name_names_her_owner():
    record = _read(_over("(Einzelunternehmen)<br />"))
    assert (record["name"], record["legal_form"]) == ("Buchhaltung Service Spreebogen", "Einzelunternehmen")
    assert _reps(record) == [("Ilka Sommerfeld", "owner")]


# An owner label with the owner's trade before the colon, over the designation, under a section heading of personal data.
def _trainer(heading: str, label: str) -> str:
    return (f"<h1>Impressum</h1><h3>{heading}</h3><p>{label} Reto Amsler<br />Amsler Ballschule<br />Einzelunternehmen<br />"
            "Seeweg 8, 8712 Stäfa</p><h4>Kontakt</h4><p>Telefon: 044 555 01 23</p>")


def test_an_owner_label_with_the_trade_after_a_slash_names_the_owner():
    record = _read(_trainer("Angaben", "Geschäftsinhaber/Trainer:"))
    assert (record["name"], record["legal_form"]) == ("Amsler Ballschule", "Einzelunternehmen")
    assert _reps(record) == [("Reto Amsler", "owner")]


def test_a_personal_data_heading_over_the_provider_block_is_no_name():
    record = _read(_trainer("Persönliches", "Inhaber:"))
    assert (record["name"], record["legal_form"]) == ("Amsler Ballschule", "Einzelunternehmen")
    assert _reps(record) == [("Reto Amsler", "owner")]


def test_control_an_owner_and_managing_director_label_keeps_both_roles_apart():
    # "Inhaber / Geschäftsführer:" names two roles (the owner's line of extract), no trade after the slash
    record = _read(_trainer("Angaben", "Inhaber / Geschäftsführer:"))
    assert (record["name"], record["legal_form"]) == ("Amsler Ballschule", "Einzelunternehmen")
    assert _reps(record) == [("Reto Amsler", "owner")]


# A designation line over the person's line marked as the owner's by a parenthesis (convention 91 with "(Inhaberin)").
def _owner_marked(designation: str, person_line: str) -> str:
    return (f"<h2>Angaben gemäß § 5 TMG</h2><p>{designation}<br>{person_line}<br>Lindenweg 5<br>79100 Freiburg</p>"
            "<p>Telefon: 0761 5550123</p>")


def test_an_owner_marked_person_below_a_designation_is_the_owner_not_the_name():
    # a designation the name reader could take for a person ("Holzwerk Nord") keeps the name; the person is no designation
    record = _read(_owner_marked("Holzwerk Nord", "Jana Kessler (Inhaberin)"))
    assert (record["name"], record["legal_form"]) == ("Holzwerk Nord", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_a_designation_marked_as_a_sole_traders_below_the_person_is_the_name():
    # "Jana Kessler" / "Kessler Holzbau (Einzelunternehmen)": the marked line below the person is her designation
    record = _read(_owner_marked("Jana Kessler", "Kessler Holzbau (Einzelunternehmen)"))
    assert (record["name"], record["legal_form"]) == ("Kessler Holzbau", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


# A bold designation built with a credit word over the person's own paragraph, one line per paragraph.
def _bold_over(designation: str) -> str:
    return (f"<h2>Angaben gemäß § 5 TMG</h2><p><strong>{designation}</strong></p><p>Jana Kessler</p><p>Lindenweg 5</p>"
            "<p>79100 Freiburg</p><p>Telefon: 0761 5550123</p><p>USt-IdNr.: DE298765432</p>")


def test_a_bold_designation_with_a_credit_word_over_the_persons_own_line_is_the_name():
    record = _read(_bold_over("Kessler Design"))
    assert (record["name"], record["legal_form"]) == ("Kessler Design", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_a_bold_provider_heading_over_the_persons_own_line_leaves_the_person_the_name():
    # a provider's label as the bold line ("Diensteanbieter") is no trading name
    record = _read(_bold_over("Diensteanbieter"))
    assert (record["name"], record["legal_form"]) == ("Jana Kessler", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


# A person's name label over a firm's label: the firm's designation is the name, the person it names its owner.
def _name_then_firm(firm_label: str) -> str:
    return (f"<h2>Angaben gemäß § 5 TMG</h2><p>Name: Jana Kessler<br>{firm_label} Lichtblick Studio<br>"
            "Anschrift: Lindenweg 5, 79100 Freiburg</p><p>Telefon: 0761 5550123</p>")


def test_a_firm_label_below_the_persons_name_label_makes_her_the_owner_of_a_sole_trader():
    record = _read(_name_then_firm("Firma:"))
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_a_designation_label_below_the_persons_name_label_names_her_owner():
    record = _read(_name_then_firm("Geschäftsbezeichnung:"))
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


# A person alone in the provider block; the trading designation only in the site's header (its home link or its logo).
_PERSON_ONLY = ("<main><h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Jana Kessler<br>Lindenweg 5<br>79100 Freiburg</p>"
                "<p>Telefon: 0761 5550123<br>E-Mail: info@kessler.example</p></main>")


def _page(header: str) -> dict:
    from companies.imprint import parse_imprint

    return parse_imprint(f"<html><head><meta charset='utf-8'><title>Impressum</title></head><body>{header}{_PERSON_ONLY}</body></html>",
                         "https://site.invalid/impressum/")


def test_a_trading_designation_as_the_headers_home_link_makes_the_person_a_sole_trader():
    record = _page("<header><a href='/' class='logo'>Lichtblick Studio</a><nav><a href='/'>Start</a><a href='/kontakt'>Kontakt</a></nav></header>")
    assert (record["name"], record["legal_form"]) == ("Jana Kessler", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_a_trading_designation_as_the_logos_alt_text_makes_the_person_a_sole_trader():
    record = _page("<header><a href='/'><img src='logo.png' alt='Logo Lichtblick Studio'></a><nav><a href='/'>Start</a></nav></header>")
    assert (record["name"], record["legal_form"]) == ("Jana Kessler", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_a_persons_own_name_as_the_headers_home_link_leaves_a_private_page():
    record = _page("<header><a href='/' class='logo'>Jana Kessler</a><nav><a href='/'>Start</a><a href='/blog'>Blog</a></nav></header>")
    assert (record["name"], record["legal_form"], _reps(record)) == ("Jana Kessler", None, [])


# A salon's designation over its owner's line, the owner named by a compound of the owner's word.
def _salon(designation: str, owner_line: str) -> dict:
    return _read(f"<h2>Angaben gemäß § 5 TMG</h2><p>{designation}<br>{owner_line}<br>Lindenweg 5<br>79100 Freiburg</p>"
                 "<p>Telefon: 0761 5550123</p>")


def test_a_studio_owners_compound_label_names_the_owner():
    record = _salon("Salon Lockenpracht", "Studioinhaberin: Jana Kessler")
    assert (record["name"], record["legal_form"]) == ("Salon Lockenpracht", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_a_salon_owners_besitzer_compound_names_the_owner():
    record = _salon("Salon Lockenpracht", "Salonbesitzerin: Jana Kessler")
    assert (record["name"], record["legal_form"]) == ("Salon Lockenpracht", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_a_management_line_under_a_salons_designation_names_its_managing_director():
    # "Geschäftsleitung" is a management line whatever the form (convention 6), of a sole trader without a form word (91)
    record = _salon("Coiffeur Lockenpracht", "Geschäftsleitung: Jana Kessler")
    assert (record["name"], record["legal_form"]) == ("Coiffeur Lockenpracht", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "managing_director")]


def test_run_by_a_person_below_a_salons_designation_names_her_owner():
    record = _salon("Salon Lockenpracht", "Geführt von Jana Kessler")
    assert (record["name"], record["legal_form"]) == ("Salon Lockenpracht", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_an_owner_label_under_a_salons_designation_names_the_owner():
    record = _salon("Salon Lockenpracht", "Inhaberin: Jana Kessler")
    assert (record["name"], record["legal_form"]) == ("Salon Lockenpracht", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_an_account_holder_is_no_owner():
    # "Kontoinhaberin" (a bank account's holder) is no owner's label
    record = _read("<h2>Angaben gemäß § 5 TMG</h2><p>Jana Kessler<br>Lindenweg 5<br>79100 Freiburg</p><p>Telefon: 0761 5550123</p>"
                   "<h2>Bankverbindung</h2><p>Kontoinhaberin: Lara Brandt<br>IBAN: DE02 1203 0000 0000 2020 51</p>")
    assert "Lara Brandt" not in [n for n, _ in _reps(record)]


# A Swiss one-line-per-row block: a contact label, the designation, the person, the street; the registered firm name below.
def _swiss(label: str, firm_line: str) -> dict:
    return _read(f"<h1>Impressum</h1><p>{label}Ink-Tattoo<br />Reto Amsler<br />Seeweg 8<br />3007 Bern<br />Schweiz<br /><br />"
                 "E-Mail: info@ink-tattoo.example<br /><br />Vertretungsberechtigte Person<br />Reto Amsler, Inhaber<br /><br />"
                 f"{firm_line}<br />Handelsregister Nr: CHE-123.456.789</p>")


def test_a_contact_address_label_line_is_no_name_and_the_registered_firm_keeps_a_trade_compound_the_name():
    record = _swiss("Kontakt-Adresse<br />", "Eingetragener Firmenname: Ink-Tattoo")
    assert (record["name"], record["legal_form"]) == ("Ink-Tattoo", "Einzelunternehmen")
    assert _reps(record) == [("Reto Amsler", "owner")]


def test_control_without_the_firm_label_a_trade_compound_over_the_person_stays_an_activity():
    # "Ink-Tattoo" alone reads as trade words (an activity over the person, convention 17): the person is the name
    record = _swiss("", "Eingetragen seit 2019")
    assert (record["name"], record["legal_form"]) == ("Reto Amsler", "Einzelunternehmen")
    assert _reps(record) == [("Reto Amsler", "owner")]


def _bold_over_operator(bold: str) -> dict:
    return _read(f"<h2>Angaben gemäß § 5 DDG</h2><p><strong>{bold}</strong><br>Betreiber: Jonas Albrecht<br>Einzelunternehmer<br>"
                 "Grabenweg 1<br>12683 Berlin</p><h2>Kontakt</h2><p>Telefon: 030 5550123</p>")


def test_a_bold_designation_opening_the_operators_paragraph_is_the_name():
    record = _bold_over_operator("AB-Wertstoffhandel")
    assert (record["name"], record["legal_form"]) == ("AB-Wertstoffhandel", "Einzelunternehmen")
    assert _reps(record) == [("Jonas Albrecht", "owner")]


def test_control_a_bold_statement_opening_the_operators_paragraph_leaves_the_person_the_name():
    record = _bold_over_operator("Angaben zum Anbieter")
    assert (record["name"], record["legal_form"]) == ("Jonas Albrecht", "Einzelunternehmen")
    assert _reps(record) == [("Jonas Albrecht", "owner")]


def _dashed(mail: str) -> dict:
    return _read(f"<section><h2>Diensteanbieter</h2><p><strong>Pavel Nowak – Velunari</strong><br />Einzelunternehmen<br />"
                 f"Ahornweg 14<br />40595 Düsseldorf</p></section><section><h2>Kontakt</h2><p>E-Mail: {mail}</p></section>")


def test_a_coined_word_after_the_person_and_a_dash_spelled_as_the_blocks_domain_is_her_designation():
    record = _dashed("contact@velunari.example")
    assert (record["name"], record["legal_form"]) == ("Velunari", "Einzelunternehmen")
    assert _reps(record) == [("Pavel Nowak", "owner")]


def test_control_a_coined_word_after_the_person_and_a_dash_with_another_domain_leaves_the_person_the_name():
    record = _dashed("pavel.nowak@mailbox.example")
    assert (record["name"], record["legal_form"]) == ("Pavel Nowak", "Einzelunternehmen")
    assert _reps(record) == [("Pavel Nowak", "owner")]


def _one_line(line: str) -> dict:
    return _read(f"<h2>Angaben gemäß § 5 TMG</h2><p>{line}<br>Lindenweg 5<br>79100 Freiburg</p><p>Telefon: 0761 5550123</p>"
                 "<p>USt-IdNr.: DE298765432</p>")


def test_the_owners_label_with_a_colon_in_a_parenthesis_after_the_designation_keeps_the_block():
    record = _one_line("Lichtblick Studio (Inhaberin: Jana Kessler)")
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_a_designation_in_a_parenthesis_after_the_person_is_the_name():
    record = _one_line("Jana Kessler (Lichtblick Studio)")
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_a_designation_after_the_person_and_a_slash_is_the_name():
    record = _one_line("Jana Kessler / Lichtblick Studio")
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_two_persons_joined_by_a_slash_stay_one_name_line():
    record = _one_line("Jana Kessler / Tom Berger")
    assert record["name"] == "Jana Kessler / Tom Berger"


def test_control_a_profession_in_a_parenthesis_after_the_person_leaves_her_the_name():
    record = _one_line("Jana Kessler (Fotografin)")
    assert (record["name"], record["legal_form"]) == ("Jana Kessler", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def _stated(sentence: str) -> dict:
    return _read(f"<h2>Angaben gemäß § 5 TMG</h2><p>Lichtblick Studio<br>Lindenweg 5<br>79100 Freiburg</p><p>{sentence}</p>"
                 "<p>Telefon: 0761 5550123</p>")


def test_the_owner_of_the_designation_stated_in_a_sentence_is_its_owner():
    record = _stated("Inhaberin von Lichtblick Studio ist Jana Kessler.")
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_the_designation_run_by_a_person_as_a_sole_trader_stated_in_a_sentence_names_her_owner():
    record = _stated("Lichtblick Studio wird von Jana Kessler als Einzelunternehmen geführt.")
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_the_designation_stated_as_a_sole_proprietorship_of_a_person_names_her_owner():
    record = _stated("Lichtblick Studio ist ein Einzelunternehmen von Jana Kessler.")
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio", "Einzelunternehmen")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_an_austrian_firms_unternehmensinhaberin_is_its_owner():
    record = _read("<h2>Impressum</h2><p>Lichtblick Studio e.U.<br>Hauptplatz 3<br>4020 Linz</p><p>Unternehmensinhaberin: Jana Kessler</p>"
                   "<p>FN 123456a, Landesgericht Linz</p>")
    assert (record["name"], record["legal_form"]) == ("Lichtblick Studio e.U.", "e.U.")
    assert _reps(record) == [("Jana Kessler", "owner")]


def test_control_a_credit_word_logo_in_the_header_is_no_business_signal():
    # "Kessler Webdesign" in the header may be the web designer's logo (as a credit heading): the person stays a private page
    record = _page("<header><a href='/' class='logo'>Kessler Webdesign</a><nav><a href='/'>Start</a></nav></header>")
    assert (record["name"], record["legal_form"], _reps(record)) == ("Jana Kessler", None, [])
