"""Rules of the fifty-third parser round (helper 3), found on Swiss and Austrian imprint pages and varied on
invented ones: the address of a Swiss post-box postal code the postal data lists only for Austria ("Postfach,
8401 Winterthur"), a house of an estate after the street ("…, Haus B"), French street names with "des" after an
abbreviation ("Ch. des Vignes 4"), an Austrian door on its own line below the street ("Hauptplatz 3" / "Top 5"),
phone lines in French or Swiss German that are no street ("Téléphone 021 …", "Natel 079 …"), schema.org
address fields printed side by side without a space, and a mail address shown as an image with the address as its
alt text. Each rule has its own invented minimal page, failing on the parser before the round, and a control that
holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _address(record: dict) -> tuple | None:
    a = record["address"]
    return a and (a["street"], a["postal_code"], a["city"], a["country"])


def test_a_swiss_post_box_code_the_data_lists_only_for_austria_is_swiss():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Technikumstrasse 9<br>Postfach<br>8401 Winterthur</p>")
    assert _address(record) == ("Technikumstrasse 9", "8401", "Winterthur", "CH")


def test_a_swiss_post_box_code_of_bern_is_swiss():
    record = _read("<h1>Impressum</h1><p>Lindgrün GmbH<br>Spitalgasse 4<br>3001 Bern</p>")
    assert _address(record)[3] == "CH"


def test_control_an_austrian_town_at_the_same_code_stays_austrian():
    record = _read("<h1>Impressum</h1><p>Lindgrün GmbH<br>Hauptstraße 4<br>3001 Mauerbach</p>")
    assert _address(record)[3] == "AT"


def test_control_a_swiss_code_of_the_swiss_data_stays_swiss():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Technikumstrasse 9<br>8400 Winterthur</p>")
    assert _address(record) == ("Technikumstrasse 9", "8400", "Winterthur", "CH")


def test_a_house_of_an_estate_after_the_street_stays_with_it():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Hertistrasse 25, Haus B<br>8304 Wallisellen</p>")
    assert _address(record) == ("Hertistrasse 25, Haus B", "8304", "Wallisellen", "CH")


def test_control_a_house_alone_is_no_street():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Haus B<br>8304 Wallisellen</p>")
    assert record["address"] is None


def test_a_french_street_abbreviated_before_des_is_a_street():
    record = _read("<h1>Impressum</h1><p>Vignoble Sonnfeld Sàrl<br>Ch. des Vignes 4<br>1003 Lausanne</p>")
    assert _address(record) == ("Ch. des Vignes 4", "1003", "Lausanne", "CH")


def test_control_a_written_out_french_street_stays():
    record = _read("<h1>Impressum</h1><p>Vignoble Sonnfeld Sàrl<br>Chemin des Vignes 4<br>1003 Lausanne</p>")
    assert _address(record) == ("Chemin des Vignes 4", "1003", "Lausanne", "CH")


def test_an_austrian_door_on_its_own_line_belongs_to_the_street():
    record = _read("<h1>Impressum</h1><p>Sonnfeld e.U.<br>Hauptplatz 3<br>Top 5<br>8010 Graz</p>")
    assert _address(record) == ("Hauptplatz 3, Top 5", "8010", "Graz", "AT")


def test_an_austrian_stair_and_door_on_their_own_line_belong_to_the_street():
    record = _read("<h1>Impressum</h1><p>Sonnfeld e.U.<br>Hauptplatz 3<br>Stiege 2 Tür 5<br>8010 Graz</p>")
    assert _address(record)[0] == "Hauptplatz 3, Stiege 2 Tür 5"


def test_control_a_floor_on_its_own_line_is_left_out():
    record = _read("<h1>Impressum</h1><p>Sonnfeld e.U.<br>Hauptplatz 3<br>2. Stock<br>8010 Graz</p>")
    assert _address(record)[0] == "Hauptplatz 3"


def test_a_french_phone_line_below_a_town_is_no_street():
    record = _read("<h1>Impressum</h1><p>Atelier Sonnfeld Sàrl<br>1003 Lausanne</p><p>Téléphone 021 123 45 67</p>")
    assert record["address"] is None


def test_a_swiss_mobile_line_below_a_town_is_no_street():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>8400 Winterthur</p><p>Natel 079 123 45 67</p>")
    assert record["address"] is None


def test_control_a_street_below_the_town_stays():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>8400 Winterthur<br>Technikumstrasse 9</p>")
    assert _address(record) == ("Technikumstrasse 9", "8400", "Winterthur", "CH")


def test_schema_org_address_fields_side_by_side_are_read_apart():
    record = _read('<h1>Impressum</h1><p>Sonnfeld GmbH</p><div><span itemprop="streetAddress">Technikumstrasse 9</span>'
                   '<span itemprop="postalCode">8400</span><span itemprop="addressLocality">Winterthur</span></div>')
    assert _address(record) == ("Technikumstrasse 9", "8400", "Winterthur", "CH")


def test_control_schema_org_address_fields_with_spaces():
    record = _read('<h1>Impressum</h1><p>Sonnfeld GmbH</p><div><span itemprop="streetAddress">Technikumstrasse 9</span> '
                   '<span itemprop="postalCode">8400</span> <span itemprop="addressLocality">Winterthur</span></div>')
    assert _address(record) == ("Technikumstrasse 9", "8400", "Winterthur", "CH")


def test_a_mail_address_shown_as_an_image_is_read_from_its_alt_text():
    record = _read('<h1>Impressum</h1><p>Sonnfeld GmbH<br>Technikumstrasse 9<br>8400 Winterthur</p>'
                   '<p>E-Mail: <img src="mail.png" alt="info@sonnfeld.example"></p>')
    assert record["email"] == "info@sonnfeld.example"


def test_control_a_logos_alt_text_gives_no_mail():
    record = _read('<h1>Impressum</h1><p>Sonnfeld GmbH<br>Technikumstrasse 9<br>8400 Winterthur</p>'
                   '<p><img src="logo.png" alt="Sonnfeld Logo"></p>')
    assert record["email"] is None


_SALZBURG = "<h1>Impressum</h1><p>Sonnfeld GmbH<br>Hauptstraße 9<br>5020 Salzburg</p>"


def test_a_number_right_after_a_contact_label_is_the_phone():
    record = _read(f"{_SALZBURG}<p>Kontakt: 0662 123456 / office@sonnfeld.example</p>")
    assert record["phone"] == "+43662123456"


def test_control_a_contact_label_naming_another_party_gives_no_phone():
    record = _read(f"{_SALZBURG}<p>Kontakt – Gemeinde Lindau: 0662 123456</p>")
    assert record["phone"] is None


def test_a_number_in_a_sentence_we_can_be_reached_at_is_the_phone():
    record = _read(f"{_SALZBURG}<p>Sie erreichen uns unter +43 662 123456 oder per E-Mail an office@sonnfeld.example.</p>")
    assert record["phone"] == "+43662123456"


def test_a_number_after_telefonisch_is_the_phone():
    record = _read(f"{_SALZBURG}<p>Telefonisch: 0662 123456</p>")
    assert record["phone"] == "+43662123456"


def test_one_number_for_fon_and_fax_is_the_phone():
    record = _read(f"{_SALZBURG}<p>Fon/Fax: 0662 123456</p>")
    assert record["phone"] == "+43662123456"


def test_control_a_fax_alone_is_no_phone():
    record = _read(f"{_SALZBURG}<p>Fax: 0662 123456</p>")
    assert record["phone"] is None


def test_the_street_after_headquarters_located_at_is_the_address():
    record = _read("<h1>Legal notice</h1><p>This website is operated by Sonnfeld Sàrl, a limited liability company under Swiss law, "
                   "registered under number CHE-123.456.788, whose headquarters are located at Route des Alpes 34, 1613 Maracon, "
                   "Switzerland.</p><p>Contact: hello@sonnfeld.example</p>")
    assert _address(record) == ("Route des Alpes 34", "1613", "Maracon", "CH")


def test_the_street_after_sise_au_drops_the_phrase():
    record = _read("<h1>Mentions légales</h1><p>Ce site est édité par Sonnfeld Sàrl, sise au Chemin des Vignes 4, 1003 Lausanne.</p>")
    assert _address(record)[0] == "Chemin des Vignes 4"


def test_the_street_after_based_at_drops_the_phrase():
    record = _read("<h1>Imprint</h1><p>Sonnfeld GmbH, based at Technikumstrasse 9, 8400 Winterthur, Switzerland.</p>")
    assert _address(record)[0] == "Technikumstrasse 9"


def test_control_the_street_after_mit_sitz_an_der_stays():
    record = _read("<h1>Impressum</h1><p>Die Website wird betrieben von der Sonnfeld GmbH mit Sitz an der Technikumstrasse 9, "
                   "8400 Winterthur.</p>")
    assert _address(record)[0] == "Technikumstrasse 9"


_GENEVA_PHONE = "<p>Tél. 022 123 45 67</p>"


def test_a_french_street_with_its_number_first_is_a_street():
    record = _read(f"<h1>Mentions légales</h1><p>Sonnfeld SA<br>12, rue du Marché<br>1204 Genève</p>{_GENEVA_PHONE}")
    assert _address(record) == ("12, rue du Marché", "1204", "Genève", "CH")


def test_a_french_street_with_its_number_first_without_comma_is_a_street():
    record = _read(f"<h1>Mentions légales</h1><p>Sonnfeld SA<br>12 rue du Marché<br>1204 Genève</p>{_GENEVA_PHONE}")
    assert _address(record)[0] == "12 rue du Marché"


def test_a_house_number_with_bis_stays_whole():
    record = _read(f"<h1>Mentions légales</h1><p>Sonnfeld SA<br>Rue du Marché 12bis<br>1204 Genève</p>{_GENEVA_PHONE}")
    assert _address(record)[0] == "Rue du Marché 12bis"


def test_a_french_post_box_after_the_street_is_dropped():
    record = _read(f"<h1>Mentions légales</h1><p>Sonnfeld SA<br>Rue de la Gare 5, CP 45<br>1204 Genève</p>{_GENEVA_PHONE}")
    assert _address(record)[0] == "Rue de la Gare 5"


def test_a_french_phone_line_after_a_post_box_address_is_no_street():
    record = _read(f"<h1>Mentions légales</h1><p>Sonnfeld SA<br>Case postale 123<br>1204 Genève</p>{_GENEVA_PHONE}")
    assert record["address"] is None


def test_control_a_french_street_with_its_number_after_stays():
    record = _read(f"<h1>Mentions légales</h1><p>Sonnfeld SA<br>Rue du Marché 12<br>1204 Genève</p>{_GENEVA_PHONE}")
    assert _address(record) == ("Rue du Marché 12", "1204", "Genève", "CH")


def test_a_swiss_town_without_street_still_gives_the_phone_its_country():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Postfach<br>8400 Winterthur</p><p>Telefon 052 123 45 67</p>")
    assert record["phone"] == "+41521234567"


def test_an_austrian_town_without_street_still_gives_the_phone_its_country():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Postfach 12<br>5020 Salzburg</p><p>Telefon 0662 123456</p>")
    assert record["phone"] == "+43662123456"


def test_control_a_year_before_a_word_is_no_town():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH</p><p>Telefon 0221 123456</p><p>© 2024 Alle Rechte vorbehalten</p>")
    assert record["phone"] == "+49221123456"


def test_a_number_split_over_two_tel_links_is_read_whole():
    record = _read(f'{_SALZBURG}<p>Telefon: <a href="tel:+43662123456">+43 662</a> <a href="tel:+43662123456">123456</a></p>')
    assert record["phone"] == "+43662123456"


def test_an_area_code_before_a_tel_link_with_the_rest_is_one_number():
    record = _read(f'{_SALZBURG}<p>Telefon: 0662 <a href="tel:+43662123456">123456</a></p>')
    assert record["phone"] == "+43662123456"


def test_control_a_tel_link_with_the_whole_number_stays():
    record = _read(f'{_SALZBURG}<p>Telefon: <a href="tel:+43662123456">+43 662 123456</a></p>')
    assert record["phone"] == "+43662123456"


def test_an_ordinal_stair_and_door_after_the_street_stay_with_it():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Hauptstraße 9, 2. Stiege, 4. Tür<br>8010 Graz</p>")
    assert _address(record) == ("Hauptstraße 9, 2. Stiege, 4. Tür", "8010", "Graz", "AT")


def test_a_stair_and_door_joined_by_a_slash_after_a_comma_stay_with_the_street():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Hauptstraße 9, Stiege 2/Tür 4<br>8010 Graz</p>")
    assert _address(record)[0] == "Hauptstraße 9, Stiege 2/Tür 4"


def test_control_a_stair_and_door_after_commas_stay_with_the_street():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Hauptstraße 9, Stiege 2, Top 4<br>8010 Graz</p>")
    assert _address(record)[0] == "Hauptstraße 9, Stiege 2, Top 4"


def test_a_village_and_its_house_number_after_nr_is_a_street():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Oberndorf Nr. 12<br>6372 Oberndorf in Tirol</p>")
    assert _address(record) == ("Oberndorf Nr. 12", "6372", "Oberndorf in Tirol", "AT")


def test_control_a_tax_number_above_the_postal_line_is_no_street():
    record = _read("<h1>Impressum</h1><p>Sonnfeld GmbH<br>Steuer Nr. 12<br>6372 Oberndorf in Tirol</p>")
    assert record["address"] is None
