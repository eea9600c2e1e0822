"""Rules of the fifty-first parser round (helper 4), found on imprint pages of small firms (GmbH, UG, AG, GmbH & Co. KG, Austrian
GmbHs, e.U.s and KGs, Swiss GmbHs and AGs) in public repositories that are in no labelled set: the legal form spelt otherwise
(capitals, "mbH & Co. KG", "& Cie.", "G.m.b.H.", "…gesellschaft m.b.H.", "(Haftungsbeschränkt)", "uGmbH", "e.U" without its stop),
stated in a sentence or under a register heading, a firm broken after its "& Co."; the representatives under a Swiss signing
authority, an "Inhaber und Geschäftsführer" of a registered merchant, labels joined by "&", "Alleingeschäftsführer"; a court label
ending in "in", an Austrian FN number with a thousands stop; a credit heading led by the content; a mailbox alone on its line. Each
rule with its own invented minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _credited(heading: str) -> str:
    return (f"<h1>Impressum</h1><h2>{heading}</h2><p>Lindenhof GmbH &amp; Co. KG<br>Lindenweg 5<br>76135 Karlsruhe</p>"
            "<p>Telefon: +49 721 123456-0<br>E-Mail: info@lindenhof.example</p>"
            "<p>Registergericht: Amtsgericht Mannheim<br>Handelsregisternummer: HRA 104711<br>"
            "Komplementärin: Lindenhof Verwaltung GmbH<br>Geschäftsführer: Jan Ott, Eva Roth</p>"
            "<p>Webmaster: Jan Ott<br>Inhaltlich Verantwortlicher gemäß § 6 MDStV: Jan Ott</p>")


def test_a_credit_heading_led_by_the_content_is_the_providers_block():
    record = _read(_credited("Inhalt, fachliche &amp; technische Gestaltung:"))
    assert (record["name"], record["legal_form"], record["register"]["number"], record["representatives"]) == (
        "Lindenhof GmbH & Co. KG", "GmbH & Co. KG", "HRA 104711",
        [{"name": "Jan Ott", "role": "managing_director"}, {"name": "Eva Roth", "role": "managing_director"}])


def test_control_a_content_and_design_heading_stays_the_providers_block():
    assert _read(_credited("Inhalt und Gestaltung"))["name"] == "Lindenhof GmbH & Co. KG"


def test_control_a_design_credit_heading_over_an_agency_stays_another_partys():
    record = _read("<h1>Impressum</h1><p>Lindenhof GmbH<br>Lindenweg 5<br>76135 Karlsruhe</p><p>Geschäftsführer: Jan Ott</p>"
                   "<h2>Konzept, fachliche &amp; technische Gestaltung:</h2><p>Ottweb GmbH<br>Seeweg 1<br>10115 Berlin<br>"
                   "Geschäftsführer: Eva Roth</p>")
    assert (record["name"], record["representatives"]) == ("Lindenhof GmbH", [{"name": "Jan Ott", "role": "managing_director"}])


_SMITS = ("<h1>Impressum</h1><p>Lindenhof GmbH</p><p>Lindenweg 5<br>47546 Kalkar</p>"
          "<p><strong>{label}</strong> Kleve<br><strong>Handelsregisternummer:</strong> HRB 3101</p>")


def test_a_court_label_that_ends_in_in_names_the_court():
    assert _read(_SMITS.format(label="Registriert beim Amtsgericht in:"))["register"] == {
        "country": "DE", "court": "Kleve", "number": "HRB 3101"}


def test_control_the_court_after_in_in_a_sentence_stays_the_court():
    assert _read("<h1>Impressum</h1><p>Lindenhof GmbH</p><p>Lindenweg 5<br>47546 Kalkar</p>"
                 "<p>Eingetragen beim Amtsgericht in Kleve unter HRB 3101</p>")["register"] == {
        "country": "DE", "court": "Kleve", "number": "HRB 3101"}


def _firm(name: str, seat: str = "47546 Kalkar", register: str = "Amtsgericht Kleve HRA 3101") -> dict:
    return _read(f"<h1>Impressum</h1><p>{name}<br>Lindenweg 5<br>{seat}</p><p>{register}</p>")


def test_a_kg_whose_general_partner_is_a_gesellschaft_mbh_is_a_gmbh_and_co_kg():
    assert _firm("Lindenhof Verwaltungsgesellschaft mbH &amp; Co. KG")["legal_form"] == "GmbH & Co. KG"


def test_a_gmbh_and_co_kg_in_capitals_is_a_gmbh_and_co_kg():
    assert _firm("LINDENHOF GMBH &amp; CO. KG")["legal_form"] == "GmbH & Co. KG"


def test_a_gmbh_and_cie_kg_and_the_kg_written_out_are_a_gmbh_and_co_kg():
    assert [_firm(name)["legal_form"] for name in ("Lindenhof GmbH &amp; Cie. KG", "Lindenhof GmbH &amp; Co. Kommanditgesellschaft",
                                                   "Lindenhof Gesellschaft mit beschränkter Haftung &amp; Co. KG")] == ["GmbH & Co. KG"] * 3


def test_a_gmbh_spelt_with_stops_after_each_letter_is_a_gmbh():
    record = _read("<h1>Impressum</h1><p>Lindenhof G.m.b.H.<br>Lindenweg 5<br>47546 Kalkar</p><p>Amtsgericht Kleve HRB 3101</p>")
    assert (record["name"], record["legal_form"]) == ("Lindenhof G.m.b.H.", "GmbH")


def test_control_a_ug_and_co_kg_stays_a_kg_and_an_austrian_gmbh_and_co_kg_too():
    assert (_firm("Lindenhof UG (haftungsbeschränkt) &amp; Co. KG")["legal_form"],
            _firm("Lindenhof GmbH &amp; Co KG", "4020 Linz<br>Österreich", "Firmenbuchnummer: FN 123457b")["legal_form"]) == ("KG", "KG")


def _mailbox_below_label(mailbox: str, more: str = "") -> dict:
    return _read("<h1>Impressum</h1><address>Lindenhof e.V.<br>Am Horn 21a<br>99425 Weimar</address>"
                 f"<p>\n E-Mail:\n <a href=\"mailto:{mailbox}\">{mailbox}</a><br>\n Telefon: +49 3643 811697\n</p>{more}")


def test_the_only_mailbox_on_the_line_below_its_label_counts_whatever_its_local_part():
    assert _mailbox_below_label("redaktion@lindenhof.example")["email"] == "redaktion@lindenhof.example"


def test_control_an_editorial_line_with_its_mailbox_stays_another_partys():
    record = _mailbox_below_label("info@lindenhof.example", "<p>Redaktion: Jan Ott, redaktion@ott.example</p>")
    assert record["email"] == "info@lindenhof.example"


def _merchant(firm: str, label: str, register: str = "Amtsgericht Bochum HRA 9876", seat: str = "44787 Bochum") -> list[dict]:
    return _read(f"<h1>Impressum</h1><p>{firm}<br>Lindenweg 5<br>{seat}</p><p>{label} Jan Ott</p><p>{register}</p>")["representatives"]


def test_the_inhaber_und_geschaeftsfuehrer_of_a_registered_merchant_is_its_owner():
    assert _merchant("Lindenhof Friseursalon e.K.", "Vertreten durch den Inhaber und Geschäftsführer:") == [
        {"name": "Jan Ott", "role": "owner"}]


def test_the_geschaeftsfuehrer_und_inhaber_of_an_austrian_eu_is_its_owner():
    assert _merchant("Lindenhof Friseursalon e.U.", "Geschäftsführer und Inhaber:", "FN 123456a", "1060 Wien") == [
        {"name": "Jan Ott", "role": "owner"}]


def test_control_the_inhaber_und_geschaeftsfuehrer_of_a_gmbh_stays_its_managing_director():
    assert _merchant("Lindenhof GmbH", "Inhaber und Geschäftsführer:", "Amtsgericht Bochum HRB 9876") == [
        {"name": "Jan Ott", "role": "managing_director"}]


def test_the_inhaber_and_geschaeftsfuehrer_of_a_gmbh_joined_by_an_ampersand_is_its_managing_director():
    assert _merchant("Lindenhof GmbH", "Inhaber &amp; Geschäftsführer:", "Amtsgericht Bochum HRB 9876") == [
        {"name": "Jan Ott", "role": "managing_director"}]


def test_control_the_inhaber_and_geschaeftsfuehrer_without_a_form_stays_the_owner():
    assert _merchant("Lindenhof Friseursalon", "Inhaber &amp; Geschäftsführer:", "Telefon: 0234 123456") == [
        {"name": "Jan Ott", "role": "owner"}]


def _swiss_register_block(rows: str) -> dict:
    return _read("<h1>Impressum</h1><h2>Betreiber dieser Website</h2><p>Lindenhof Haustechnik<br>Seeweg 1<br>8001 Zürich<br>Schweiz</p>"
                 "<h2>Vertretungsberechtigte Personen</h2><p>Jan Ott (Präsident)<br>Eva Roth (Mitglied des Verwaltungsrates)</p>"
                 f"<h2>Handelsregistereintrag</h2><p>{rows}<br>UID: CHE-110.607.871<br>Handelsregisteramt des Kantons Zürich</p>")


def test_the_form_written_out_with_its_abbreviation_under_a_register_heading_is_the_legal_form():
    record = _swiss_register_block("Aktiengesellschaft (AG)")
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Lindenhof Haustechnik", "AG", [
        {"name": "Jan Ott", "role": "president"}, {"name": "Eva Roth", "role": "board_member"}])


def test_a_gmbh_written_out_under_a_register_heading_is_the_legal_form():
    assert _swiss_register_block("Gesellschaft mit beschränkter Haftung")["legal_form"] == "GmbH"


def test_control_a_cantons_abbreviation_after_a_label_is_no_legal_form():
    assert _read("<h1>Impressum</h1><h2>Betreiber dieser Website</h2><p>Lindenhof Haustechnik<br>Seeweg 1<br>5000 Aarau<br>Schweiz</p>"
                 "<h2>Sitz</h2><p>Kanton: AG</p><p>UID: CHE-110.607.871</p>")["legal_form"] is None


def test_a_ug_whose_addition_is_capitalised_keeps_it_in_its_name():
    record = _read("<h1>Impressum</h1><h2>Adresse</h2><p>LINDENHOF UG (Haftungsbeschränkt)<br>Lange Straße 3<br>38448 Wolfsburg<br>"
                   "Deutschland<br>kontakt@lindenhof.example</p><h2>Geschäftsführer</h2><p>Jan Ott</p>")
    assert (record["name"], record["legal_form"]) == ("LINDENHOF UG (Haftungsbeschränkt)", "UG")


def test_a_ug_whose_capitalised_addition_stands_on_the_next_line_keeps_it_in_its_name():
    record = _read("<h1>Impressum</h1><p>Lindenhof UG<br>(Haftungsbeschränkt)<br>Lange Straße 3<br>38448 Wolfsburg</p>")
    assert (record["name"], record["legal_form"]) == ("Lindenhof UG (Haftungsbeschränkt)", "UG")


def test_control_a_ug_with_its_addition_in_small_letters_keeps_it():
    record = _read("<h1>Impressum</h1><p>Lindenhof UG (haftungsbeschränkt)<br>Lange Straße 3<br>38448 Wolfsburg</p>")
    assert record["name"] == "Lindenhof UG (haftungsbeschränkt)"


def test_a_gmbh_stated_in_a_sentence_is_the_legal_form():
    record = _read("<h1>Impressum</h1><p>Die Lindenhof Haustechnik ist eine Gesellschaft mit beschränkter Haftung mit Sitz in Kalkar.</p>"
                   "<p>Lindenhof Haustechnik<br>Lindenweg 5<br>47546 Kalkar</p><p>Amtsgericht Kleve HRB 3101</p>")
    assert (record["name"], record["legal_form"]) == ("Lindenhof Haustechnik", "GmbH")


def test_a_swiss_aktiengesellschaft_stated_in_a_sentence_is_the_legal_form():
    record = _read("<h1>Impressum</h1><p>Lindenhof Haustechnik<br>Seeweg 1<br>8001 Zürich</p>"
                   "<p>Die Lindenhof Haustechnik ist eine Aktiengesellschaft nach schweizerischem Recht.</p><p>UID: CHE-110.607.871</p>")
    assert record["legal_form"] == "AG"


def test_control_a_subsidiary_stated_in_a_sentence_gives_no_legal_form():
    record = _read("<h1>Impressum</h1><p>Lindenhof Haustechnik<br>Lindenweg 5<br>47546 Kalkar</p>"
                   "<p>Die Lindenhof Haustechnik ist eine Tochtergesellschaft der Ott AG.</p>")
    assert record["legal_form"] is None


def test_a_gmbh_and_co_kg_broken_after_its_co_is_one_firm():
    record = _read("<h1>Impressum</h1><p>Lindenhof Haustechnik GmbH &amp; Co.<br>KG<br>Lindenweg 5<br>47546 Kalkar</p>"
                   "<p>Amtsgericht Kleve HRA 3101</p>")
    assert (record["name"], record["legal_form"]) == ("Lindenhof Haustechnik GmbH & Co. KG", "GmbH & Co. KG")


def test_control_a_gmbh_over_a_line_kg_stays_the_gmbh():
    record = _read("<h1>Impressum</h1><p>Lindenhof GmbH<br>KG<br>Lindenweg 5<br>47546 Kalkar</p>")
    assert (record["name"], record["legal_form"]) == ("Lindenhof GmbH", "GmbH")


def _swiss(firm: str, rows: str) -> list[dict]:
    return _read(f"<h1>Impressum</h1><p>{firm}<br>Seeweg 1<br>8001 Zürich<br>Schweiz</p><p>{rows}</p>"
                 "<p>UID: CHE-110.607.871</p>")["representatives"]


def test_a_swiss_managing_director_with_his_signing_authority_before_the_colon_is_read():
    assert _swiss("Lindenhof GmbH", "Geschäftsführer mit Einzelunterschrift: Jan Ott<br>"
                  "Geschäftsführerin mit Kollektivunterschrift zu zweien: Eva Roth") == [
        {"name": "Jan Ott", "role": "managing_director"}, {"name": "Eva Roth", "role": "managing_director"}]


def test_a_swiss_board_with_signing_authorities_after_the_names_is_read():
    assert _swiss("Lindenhof AG", "Jan Ott, Präsident des Verwaltungsrates, mit Einzelunterschrift<br>"
                  "Einziges Mitglied der Geschäftsleitung mit Kollektivprokura zu zweien: Eva Roth") == [
        {"name": "Jan Ott", "role": "president"}, {"name": "Eva Roth", "role": "managing_director"}]


def test_the_sole_member_of_a_swiss_board_is_a_board_member():
    assert _swiss("Lindenhof AG", "Einziges Mitglied des Verwaltungsrates: Jan Ott") == [{"name": "Jan Ott", "role": "board_member"}]


def test_control_a_swiss_board_member_without_a_signing_clause_stays_read():
    assert _swiss("Lindenhof AG", "Verwaltungsrat: Jan Ott (Präsident), Eva Roth (Mitglied)") == [
        {"name": "Jan Ott", "role": "president"}, {"name": "Eva Roth", "role": "board_member"}]


def _austrian_firm(name: str) -> dict:
    return _read(f"<h1>Impressum</h1><p>{name}<br>Seeweg 1<br>4020 Linz<br>Österreich</p><p>Firmenbuchnummer: FN 123457b</p>")


def test_an_austrian_handelsgesellschaft_mbh_with_stops_is_a_gmbh():
    record = _austrian_firm("Lindenhof Handelsgesellschaft m.b.H.")
    assert (record["name"], record["legal_form"]) == ("Lindenhof Handelsgesellschaft m.b.H.", "GmbH")


def test_an_austrian_gesmbh_in_capitals_with_stops_is_a_gmbh():
    assert _austrian_firm("LINDENHOF GES.M.B.H.")["legal_form"] == "GmbH"


def test_an_eu_printed_without_its_final_stop_is_an_eu():
    record = _austrian_firm("Lindenhof e.U")
    assert (record["name"], record["legal_form"]) == ("Lindenhof e.U", "e.U.")


def test_control_a_gesellschaft_mbh_written_apart_stays_a_gmbh():
    assert _austrian_firm("Lindenhof Gesellschaft m.b.H.")["legal_form"] == "GmbH"


def test_an_austrian_firmenbuch_number_with_a_thousands_stop_is_the_register():
    record = _read("<h1>Impressum</h1><p>Herausgeber:</p><p>Lindenhof Handels GmbH<br>Anschrift: Seeweg 1, A-1100 Wien<br>"
                   "USt.-ID-Nr. ATU 143 93208<br>Firmenbuchnummer. : 120.533f<br>Handelsgericht Wien</p>")
    assert record["register"] == {"country": "AT", "court": "-", "number": "FN 120533f"}


def test_control_an_austrian_firmenbuch_number_without_a_stop_stays_the_register():
    record = _read("<h1>Impressum</h1><p>Lindenhof Handels GmbH<br>Seeweg 1<br>1100 Wien</p><p>Firmenbuchnummer: FN 120533 f</p>")
    assert record["register"] == {"country": "AT", "court": "-", "number": "FN 120533f"}


def test_a_ugmbh_is_the_unternehmergesellschaft():
    record = _read("<h1>Impressum</h1><p>LINDENHOF uGmbH<br>Lindenweg 5<br>07407 Rudolstadt</p><p>Geschäftsführer: Jan Ott</p>"
                   "<p>Rechtsform: Unternehmergesellschaft (haftungsbeschränkt)</p>")
    assert (record["name"], record["legal_form"]) == ("LINDENHOF uGmbH", "UG")


def test_control_a_ggmbh_stays_a_gmbh():
    assert _read("<h1>Impressum</h1><p>Lindenhof gGmbH<br>Lindenweg 5<br>07407 Rudolstadt</p>")["legal_form"] == "GmbH"


def _firm_rows(firm: str, rows: str, register: str) -> list[dict]:
    return _read(f"<h1>Impressum</h1><p>{firm}<br>Lindenweg 5<br>47546 Kalkar</p><p>{rows}</p><p>{register}</p>")["representatives"]


def test_the_sole_managing_director_in_one_word_is_read():
    assert _firm_rows("Lindenhof GmbH", "Alleingeschäftsführerin: Eva Roth", "Amtsgericht Kleve HRB 3101") == [
        {"name": "Eva Roth", "role": "managing_director"}]


def test_the_sole_board_member_of_an_ag_in_one_word_is_read():
    assert _firm_rows("Lindenhof AG", "Alleinvorstand: Jan Ott", "Amtsgericht Kleve HRB 3101") == [{"name": "Jan Ott", "role": "board_member"}]


def test_control_the_alleiniger_geschaeftsfuehrer_in_two_words_stays_read():
    assert _firm_rows("Lindenhof GmbH", "Alleiniger Geschäftsführer: Jan Ott", "Amtsgericht Kleve HRB 3101") == [
        {"name": "Jan Ott", "role": "managing_director"}]
