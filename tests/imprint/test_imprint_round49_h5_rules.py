"""Rules of the forty-ninth parser round found by helper 5, mining real imprint pages that are in no labelled set (mostly
React and Next components read for their literal text), the self-evident failures read: a sentence's tail taken as the
club's name, a street taken for bank details, a page title before the firm kept in its name, an agency's own name heading
dropped as a credit. Each rule with its own minimal page, failing on the parser before the round, and a control that holds
before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _club(intro: str) -> dict:
    return _read(f"<h1>Impressum</h1><p>{intro}</p><h2>Vorstand</h2><p>Jana Ott (1. Vorstand)</p><h2>Adresse</h2>"
                 "<p>Kinderladen Lindenhof e.V.<br>Lindenweg 12<br>12345 Berlin</p><p>kontakt@lindenhof.example</p>")


def test_a_line_that_ends_the_sentence_above_and_opens_another_names_no_club():
    record = _club("Der Kinderladen Lindenhof e.V. wird von der Stadt Berlin<br>"
                   "gefördert. Wir sind Mitglied im Dachverband Berliner Kinderläden e.V.")
    assert (record["name"], record["address"]["street"]) == ("Kinderladen Lindenhof e.V.", "Lindenweg 12")


def test_control_a_club_name_in_small_letters_alone_on_its_line_stays_a_name():
    record = _read("<h1>Impressum</h1><p>kinderladen lindenhof e.V.<br>Lindenweg 12<br>12345 Berlin</p>"
                   "<p>Vertreten durch: Jana Ott</p>")
    assert record["name"] == "kinderladen lindenhof e.V."


def test_a_car_dealers_designation_is_no_person_and_names_no_owner():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Auto Brenkel</p><p>Lindenweg 5</p><p>12345 Dorf</p>"
                   "<h2>Kontakt</h2><p>E-Mail: info@brenkel.example</p><p>Berufsbezeichnung: Kfz-Meisterbetrieb</p>")
    assert record["name"] == "Auto Brenkel"
    assert record["representatives"] == []


def test_control_a_persons_name_alone_stays_her_own_owner():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Anna Brenkel</p><p>Lindenweg 5</p><p>12345 Dorf</p>"
                   "<h2>Kontakt</h2><p>E-Mail: info@brenkel.example</p><p>Berufsbezeichnung: Kfz-Meisterbetrieb</p>")
    assert record["representatives"] == [{"name": "Anna Brenkel", "role": "owner"}]


def test_the_only_person_as_vi_s_d_p_with_a_value_over_the_only_address_is_the_provider():
    record = _read("<h1>Impressum</h1><p>V.i.S.d.P: Lina Ott, lina@ott.example</p>"
                   "<p>Adresse: Lindenweg 62, 22081 Hamburg, Deutschland</p><p>Bildnachweis: Jan Roth</p>")
    assert (record["name"], record["email"], record["address"]["street"]) == ("Lina Ott", "lina@ott.example", "Lindenweg 62")


def test_control_a_vi_s_d_p_line_below_a_provider_block_names_no_provider():
    record = _read("<h1>Impressum</h1><p>Ott Media GmbH<br>Lindenweg 62<br>22081 Hamburg</p>"
                   "<p>V.i.S.d.P: Lina Ott, lina@ott.example</p>")
    assert record["name"] == "Ott Media GmbH"


_AGENCY = ("<h1>Impressum</h1><h2>Inhaltsverzeichnis</h2><ul><li>Angaben</li><li>Kontakt</li></ul><h2>Angaben gemäß § 5 TMG</h2>"
           "<p><b>{name}</b></p><p>Lindenweg 10<br>12345 Dorf</p><p><b>Vertreten durch:</b><br>Jan Ott</p>"
           "<p>Registergericht: Amtsgericht Darmstadt<br>Registernummer: HRB 80412</p><h2>Kontakt</h2><p>info@ott.example</p>")


def test_an_agencys_compound_name_in_bold_over_its_address_is_the_provider():
    record = _read(_AGENCY.format(name="Lindenfilm Medienagentur"))
    assert (record["name"], record["address"]["street"]) == ("Lindenfilm Medienagentur", "Lindenweg 10")


def test_control_a_firms_name_in_bold_over_its_address_is_the_provider():
    assert _read(_AGENCY.format(name="Lindenfilm GmbH"))["name"] == "Lindenfilm GmbH"


def test_the_imprint_title_before_the_firm_is_no_part_of_its_name():
    record = _read("<h1>Impressum</h1><p>Impressum und Anbieterkennzeichnung der Ott Logistik UG – Beratung in Weinheim.</p>"
                   "<h2>Anbieter</h2><p><b>Ott Logistik UG</b><br>(haftungsbeschränkt)<br>Lindenweg 59<br>69469 Weinheim</p>"
                   "<h2>Vertreten durch</h2><p>Jan Ott (Geschäftsführer)</p>")
    assert record["name"] == "Ott Logistik UG (haftungsbeschränkt)"
    assert record["address"]["street"] == "Lindenweg 59"


def test_an_imprint_heading_of_the_firm_names_the_firm():
    record = _read("<h1>Impressum</h1><h2>Impressum der Ott Logistik GmbH</h2><p>Lindenweg 59<br>69469 Weinheim</p>"
                   "<h2>Vertreten durch</h2><p>Jan Ott (Geschäftsführer)</p>")
    assert (record["name"], record["legal_form"]) == ("Ott Logistik GmbH", "GmbH")


def test_control_a_firm_alone_on_its_line_is_its_name():
    record = _read("<h1>Impressum</h1><h2>Anbieter</h2><p><b>Ott Logistik UG</b><br>(haftungsbeschränkt)<br>Lindenweg 59<br>"
                   "69469 Weinheim</p><h2>Vertreten durch</h2><p>Jan Ott (Geschäftsführer)</p>")
    assert record["name"] == "Ott Logistik UG (haftungsbeschränkt)"


def test_a_street_named_after_a_bank_is_the_providers_street():
    record = _read("<h1>Impressum</h1><div><p>Bund der Lindenfreunde e.V.</p></div><div><p>Bankplatz 4</p></div>"
                   "<div><p>12345 Dorf</p></div><div><p>E-Mail: info@linden.example</p></div>")
    assert record["address"] == {"street": "Bankplatz 4", "postal_code": "12345", "city": "Dorf", "country": "DE"}


def test_control_a_bank_line_is_no_address():
    record = _read("<h1>Impressum</h1><p>Bund der Lindenfreunde e.V.<br>Lindenweg 4<br>12345 Dorf</p>"
                   "<p>Bankverbindung: Sparkasse Dorf, Hauptstraße 1, 12345 Dorf</p>")
    assert record["address"]["street"] == "Lindenweg 4"


_BARBER = ("<h1>Impressum</h1><h2>Angaben gemäß § 5 ECG</h2><p><b>{name}</b><br>Lindengasse 13<br>1180 Wien</p><h2>Kontakt</h2>"
           "<p>E-Mail: jan@ott.example</p><h2>{head}</h2><p>Jan Ott</p><h2>UID-Nummer</h2><p>ATU12875547</p>")


def test_an_owner_and_director_heading_over_the_person_names_the_owner():
    record = _read(_BARBER.format(name="Lindenhof Friseur", head="Inhaber / Geschäftsführer"))
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_control_a_director_heading_alone_names_the_managing_director():
    record = _read(_BARBER.format(name="Lindenhof Friseur", head="Geschäftsführer"))
    assert {"name": "Jan Ott", "role": "managing_director"} in record["representatives"]


def test_a_shop_compound_is_a_designation_not_a_person():
    record = _read(_BARBER.format(name="Ott Barbershop", head="Inhaber / Geschäftsführer"))
    assert record["name"] == "Ott Barbershop"
    assert record["representatives"] == [{"name": "Jan Ott", "role": "owner"}]


def test_control_an_english_surname_ending_like_a_shop_stays_a_person():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Jan Bishop<br>Lindenweg 13<br>12345 Dorf</p>"
                   "<p>E-Mail: jan@bishop.example</p>")
    assert record["name"] == "Jan Bishop"


def test_a_kinship_word_before_a_given_name_is_a_designation_not_a_person():
    record = _read("<h1>Impressum</h1><h2>Verantwortlich für den Inhalt</h2><p>Onkel Jonas<br>Lindenweg 16<br>12345 Dorf</p>"
                   "<p>Steuernummer: 12/345/67890</p>")
    assert record["name"] == "Onkel Jonas"
    assert record["representatives"] == []


def test_control_a_persons_name_with_a_business_cue_is_her_own_owner():
    record = _read("<h1>Impressum</h1><h2>Verantwortlich für den Inhalt</h2><p>Jonas Ott<br>Lindenweg 16<br>12345 Dorf</p>"
                   "<p>Steuernummer: 12/345/67890</p>")
    assert record["representatives"] == [{"name": "Jonas Ott", "role": "owner"}]
