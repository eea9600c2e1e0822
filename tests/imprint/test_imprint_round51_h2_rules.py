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
