"""Rules of the fifty-second parser round (helper 2 (second round)), found on new real pages of one-person businesses
that print a trading designation and the owner person together: each rule with its own invented minimal page, failing on
the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_BELOW = ("<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><h2>Diensteanbieter</h2><p>Jonas Berger<br>{line}<br>Lindenweg 4<br>"
          "10115 Berlin<br>Deutschland</p><h2>Kontakt</h2><p>E-Mail: info@nordlicht.example</p>")
_ABOVE = ("<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><h2>Diensteanbieter</h2><p>{line}<br>Jonas Berger<br>Lindenweg 4<br>"
          "10115 Berlin</p><p>E-Mail: info@nordlicht.example</p>")
_OWNER = [{"name": "Jonas Berger", "role": "owner"}]


def test_a_designation_below_the_person_marked_with_two_sole_trader_words_is_the_name():
    # (convention 17, "HM-Easyumzug (Einzelunternehmer)": the bracket may name the form and the small trade together)
    for line, name in (("Nordlicht (Einzelunternehmen / Kleingewerbe)", "Nordlicht"),
                       ("Nordlicht Werkstatt (Einzelunternehmen, Kleingewerbe)", "Nordlicht Werkstatt"),
                       ("Nordlicht (Kleingewerbe)", "Nordlicht")):
        record = _read(_BELOW.format(line=line))
        assert (record["name"], record["legal_form"], record["representatives"]) == (name, "Einzelunternehmen", _OWNER), line


def test_a_designation_above_the_person_drops_its_two_word_form_bracket():
    record = _read(_ABOVE.format(line="Nordlicht (Einzelunternehmen / Kleingewerbe)"))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Nordlicht", "Einzelunternehmen", _OWNER)


def test_control_the_person_with_the_bracket_and_a_longer_small_trade_note_keep_the_person():
    # (the person's own line with the bracket is no designation; a bracket with more than the form words is no mark)
    for line in ("Jonas Berger (Einzelunternehmen / Kleingewerbe)", "Nordlicht (Kleingewerbe nach § 19 UStG)"):
        record = _read(_BELOW.format(line=line))
        assert (record["name"], record["legal_form"]) == ("Jonas Berger", "Einzelunternehmen"), line


def test_control_a_designation_with_the_single_form_word_reads_as_before():
    record = _read(_BELOW.format(line="Nordlicht (Einzelunternehmen)"))
    assert (record["name"], record["representatives"]) == ("Nordlicht", _OWNER)


_HEADED = ("<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><h2>Nordlicht</h2><p>{line}<br>Lindenweg 4<br>10115 Berlin</p>"
           "<p>E-Mail: info@nordlicht.example</p>")


def test_an_owner_label_with_the_form_word_after_her_name_names_her():
    # (the designation heading is the name, convention 185; the form word after the person is no firm of hers)
    for line, owner in (("Inhaberin: Jana Berger Einzelunternehmen", "Jana Berger"),
                        ("Inhaberin: Berger Jana Maria Einzelunternehmen", "Berger Jana Maria")):
        record = _read(_HEADED.format(line=line))
        assert (record["name"], record["representatives"]) == ("Nordlicht", [{"name": owner, "role": "owner"}]), line


def test_control_an_owner_label_naming_a_designation_with_the_form_word_names_nobody():
    record = _read(_HEADED.format(line="Inhaberin: Berger Design Einzelunternehmen"))
    assert (record["name"], record["representatives"]) == ("Nordlicht", [])


_LISTED = ("<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><dl><dt>Anbieter</dt><dd>{line}</dd><dt>Anschrift</dt>"
           "<dd>Lindenweg 4, 10115 Berlin, Deutschland</dd><dt>E-Mail</dt><dd>info@nordlicht.example</dd></dl>")


def test_a_designation_with_the_form_word_and_its_owner_in_one_bracket_is_the_name():
    # ("Roth Fotografie (Inh. Anna Roth)" with the form word first: the designation, its owner in the bracket)
    for line in ("Nordlicht Studio (Einzelunternehmen, Inh. Jana Berger)", "Nordlicht Studio (Einzelunternehmen / Inhaberin: Jana Berger)"):
        record = _read(_LISTED.format(line=line))
        assert (record["name"], record["legal_form"], record["representatives"]) == (
            "Nordlicht Studio", "Einzelunternehmen", [{"name": "Jana Berger", "role": "owner"}]), line


def test_control_the_owner_alone_in_the_bracket_reads_as_before():
    record = _read(_LISTED.format(line="Nordlicht Studio (Inh. Jana Berger)"))
    assert (record["name"], record["representatives"]) == ("Nordlicht Studio", [{"name": "Jana Berger", "role": "owner"}])
