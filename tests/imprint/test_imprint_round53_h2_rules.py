"""Rules of the fifty-third parser round (helper 2), found on real imprint pages of sole traders and freelancers (an inn run by
its leaseholder, trades and practices) and of private persons that are in no labelled set: whether the page's person runs a
business and who its owner is. Each rule with its own minimal page, failing on the parser before the round, and a control
that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


# An inn's leaseholder ("Pächterin:") runs it: the owner of a sole trader, as "Inhaberin:" (conventions 3 and 6).
def _inn(label: str) -> str:
    return (f"<h1>Impressum</h1><p>Gasthof zur Linde<br>{label}<br>Eva Ott<br>Hauptstraße 1<br>85413 Lindendorf</p>"
            "<p>Tel.: 08764 5550</p>")


def test_the_leaseholder_of_an_inn_is_its_owner():
    record = _read(_inn("Pächterin:"))
    assert (record["name"], record["legal_form"]) == ("Gasthof zur Linde", "Einzelunternehmen")
    assert _reps(record) == [("Eva Ott", "owner")]


def test_the_leaseholder_on_one_line_is_its_owner():
    record = _read(_inn("Pächter: Jan Ott").replace("<br>Eva Ott", ""))
    assert (record["legal_form"], _reps(record)) == ("Einzelunternehmen", [("Jan Ott", "owner")])


def test_control_the_owner_label_names_the_owner():
    record = _read(_inn("Inhaberin:"))
    assert (record["legal_form"], _reps(record)) == ("Einzelunternehmen", [("Eva Ott", "owner")])


# The Wirtschafts-Identifikationsnummer printed as "Wirtschafts-ID" is a business signal (convention 12), as its long form; its
# number is no VAT id (CONTRACT section 7).
def _person(line: str) -> str:
    return ("<h1>Impressum</h1><p>Eva Ott</p><p>Lindenweg 24<br>04451 Borsdorf</p>"
            f"<p>Telefon: 0341 5550123<br>E-Mail: info@example.de</p><p>{line}</p>")


def test_a_wirtschafts_id_line_makes_the_person_a_sole_trader():
    record = _read(_person("Wirtschafts-ID: DE123456789-00001"))
    assert (record["legal_form"], record["vat_id"], _reps(record)) == ("Einzelunternehmen", None, [("Eva Ott", "owner")])


def test_control_a_person_with_address_and_contact_only_is_private():
    record = _read(_person("Alle Angaben ohne Gewähr."))
    assert (record["name"], record["legal_form"], _reps(record)) == ("Eva Ott", None, [])


# A designation built on a trade word right above the provider label's person ("Ott Fotografie" / "Betreiberin: Eva Ott"):
# the designation is the name, she its owner (conventions 17 and 91), also without any other business cue on the page.
def _operated(head: str) -> str:
    return (f"<h1>Impressum</h1><p>{head}<br>Betreiberin: Eva Ott<br>Lindenweg 24<br>04451 Borsdorf</p>"
            "<p>E-Mail: info@example.de</p>")


def test_a_trade_designation_over_the_operator_label_is_the_name_and_she_its_owner():
    record = _read(_operated("Ott Fotografie"))
    assert (record["name"], record["legal_form"], _reps(record)) == ("Ott Fotografie", "Einzelunternehmen", [("Eva Ott", "owner")])


def test_control_a_site_title_over_the_operator_label_leaves_a_private_page():
    record = _read(_operated("Mein Reiseblog"))
    assert (record["name"], record["legal_form"], _reps(record)) == ("Eva Ott", None, [])


# A tax line whose value says there is none ("Steuernummer: keine", "… gemäß § 27 a UStG: nicht vorhanden") states no business:
# a private person's page (convention 12); one that names the small-business regime instead states one.
def test_a_tax_number_line_that_says_none_is_no_business_signal():
    for line in ("Steuernummer: keine", "Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: nicht vorhanden"):
        record = _read(_person(line))
        assert (record["name"], record["legal_form"], _reps(record)) == ("Eva Ott", None, [])


def test_control_a_tax_number_or_the_small_business_regime_makes_a_sole_trader():
    for line in ("Steuernummer: 123/456/78901", "Umsatzsteuer: entfällt gemäß Kleinunternehmerregelung"):
        record = _read(_person(line))
        assert (record["legal_form"], _reps(record)) == ("Einzelunternehmen", [("Eva Ott", "owner")])


# A first-person sentence that names the person's employer ("Ich bin Softwareentwickler bei der Nordwind GmbH.") on a private
# page names no firm as provider: the person stays the name, no legal form (conventions 11 and 12).
def test_a_sentence_naming_the_employer_is_no_firm_name():
    record = _read(_person("Ich bin Softwareentwickler bei der Nordwind GmbH."))
    assert (record["name"], record["legal_form"], _reps(record)) == ("Eva Ott", None, [])


def test_control_the_firm_on_its_own_line_is_the_name():
    record = _read(_person("Alle Angaben ohne Gewähr.").replace("<p>Eva Ott</p>", "<p>Nordwind GmbH</p>"))
    assert (record["name"], record["legal_form"]) == ("Nordwind GmbH", "GmbH")


# A designation line built on a trade word over the owner's label alone on its line and her name below it ("Ott Fotografie" /
# "Inhaberin:" / "Eva Ott"), the address in a paragraph of its own: the designation is the name, she its owner (conventions 17, 185).
def test_a_trade_designation_over_the_owner_label_and_her_line_is_the_name():
    record = _read("<h1>Impressum</h1><p>Ott Fotografie<br>Inhaberin:<br>Eva Ott</p><p>Lindenweg 24<br>04451 Borsdorf</p>"
                   "<p>E-Mail: info@ott-web.de</p>")
    assert (record["name"], record["legal_form"], _reps(record)) == ("Ott Fotografie", "Einzelunternehmen", [("Eva Ott", "owner")])


def test_control_the_owner_label_with_her_name_on_one_line_keeps_the_designation():
    record = _read("<h1>Impressum</h1><p>Ott Fotografie<br>Inhaberin: Eva Ott</p><p>Lindenweg 24<br>04451 Borsdorf</p>"
                   "<p>E-Mail: info@ott-web.de</p>")
    assert (record["name"], record["legal_form"], _reps(record)) == ("Ott Fotografie", "Einzelunternehmen", [("Eva Ott", "owner")])
