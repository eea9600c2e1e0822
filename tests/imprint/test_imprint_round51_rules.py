"""Rules of the fifty-first parser round (main session), found by changing tuning pages where the record must not change: each
rule with its own invented minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_POPUP = ('<table id="impressumheader"><tr><td><h2>{heading}</h2></td><td align="right"><a href="javascript:closeImpressum()">'
          "{control}</a></td></tr></table><table><tr><td>Angaben gemäß § 5 TMG:</td><td><p>Jana Ott<br>Heilpraktikerin<br>"
          "Birkenweg 7<br>64407 Fränkisch-Crumbach<br>Telefon: 06164 501922</p></td></tr></table>")


def test_a_pop_ups_close_control_beside_its_heading_is_no_name():
    for control in ("Schließen", "Fenster schließen", "Close", "Nach oben"):
        record = _read(_POPUP.format(heading="Angaben gemäß § 5 TMG", control=control))
        assert (record["name"], record["legal_form"]) == ("Jana Ott", "Einzelunternehmen"), control


def test_control_the_pop_up_under_its_imprint_heading_reads_the_same():
    record = _read(_POPUP.format(heading="Impressum", control="Schließen"))
    assert (record["name"], record["representatives"]) == ("Jana Ott", [{"name": "Jana Ott", "role": "owner"}])


_FIRM = "<h1>Impressum</h1><p>Bergbahnen Talwil</p><p>Dorfstrasse 3<br>3818 Grindelwald</p><p>{statement}</p>"


def test_a_register_sentence_stating_the_form_is_no_name_and_gives_the_form():
    for statement, form in (("Eingetragen im Handelsregister des Kantons Bern als Aktiengesellschaft", "AG"),
                            ("Eingetragen im Handelsregister als GmbH", "GmbH"),
                            ("Registered in the commercial register of the canton of Bern as a GmbH", "GmbH"),
                            ("Eingetragen im Handelsregister des Kantons Bern als Kollektivgesellschaft", "Kollektivgesellschaft")):
        record = _read(_FIRM.format(statement=statement), "https://site.invalid/impressum.html")
        assert (record["name"], record["legal_form"]) == ("Bergbahnen Talwil", form), statement


def test_control_a_firm_line_above_its_register_sentence_keeps_its_own_name():
    record = _read(_FIRM.format(statement="Eingetragen im Handelsregister des Kantons Bern").replace(
        "Bergbahnen Talwil", "Bergbahnen Talwil AG"), "https://site.invalid/impressum.html")
    assert (record["name"], record["legal_form"]) == ("Bergbahnen Talwil AG", "AG")
