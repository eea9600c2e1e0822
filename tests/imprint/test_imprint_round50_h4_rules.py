"""Rules of the fiftieth parser round (helper 4), found on real component pages (Vue, React/Next, Astro, Svelte, Angular) and
English imprint pages of German, Austrian and Swiss firms that are in no labelled set: each rule with its own minimal page,
failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


_KLEE = ("<h2>Information according to § 5 TMG</h2><p><strong>Klee Gebäudeservice</strong><br>Amselgasse 14<br>"
         "41462 Neuss</p><h2>Represented by</h2><p>Rita Klee</p><h2>VAT ID</h2><p>DE287654321</p>")


def test_a_component_header_tag_left_open_around_the_main_content_is_no_banner():
    # a stored Astro/JSX page: "<Header />" opens a <header> that stays open around <main>
    record = _read(f"<Header /><main>{_KLEE}</main><Footer />")
    assert (record["name"], record["vat_id"], record["address"]["street"]) == ("Klee Gebäudeservice", "DE287654321", "Amselgasse 14")
    assert _reps(record) == [("Rita Klee", "owner")]


def test_a_component_header_tag_left_open_around_a_section_and_the_footer_tag_is_no_banner():
    # no <main>: the "<Footer />" after the content is what the open <header> holds
    record = _read(f"<Layout title='Imprint'><Header /><div class='container'>{_KLEE}</div><Footer /></Layout>")
    assert (record["name"], record["vat_id"], record["address"]["street"]) == ("Klee Gebäudeservice", "DE287654321", "Amselgasse 14")


def test_control_a_site_banner_beside_the_main_content_stays_a_banner():
    record = _read("<header><a href='/'>Nordlicht Studio GmbH</a><nav><a href='/'>Start</a></nav></header>"
                   f"<main>{_KLEE}</main>")
    assert (record["name"], record["vat_id"]) == ("Klee Gebäudeservice", "DE287654321")


def _sole(middle: str) -> str:
    # one line per paragraph, as a component page prints its provider block
    return (f"<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><section><p><b>Ida Wendt</b></p><p>Einzelunternehmen</p><p>{middle}</p>"
            "<p>Kieferngrund 9</p><p>06844 Dessau-Roßlau</p></section><p>USt-IdNr.: DE298765432</p>")


def test_the_form_line_between_a_person_and_her_activities_leaves_the_person_the_name():
    record = _read(_sole("Obstbau, Baumpflege u. mehr"))
    assert (record["name"], record["legal_form"]) == ("Ida Wendt", "Einzelunternehmen")
    assert _reps(record) == [("Ida Wendt", "owner")]


def test_the_form_line_between_a_person_and_her_designation_leaves_the_designation_the_name():
    record = _read(_sole("Wendt Baumpflege"))
    assert (record["name"], record["legal_form"]) == ("Wendt Baumpflege", "Einzelunternehmen")
    assert _reps(record) == [("Ida Wendt", "owner")]


def test_control_a_person_over_her_activities_without_a_form_line_stays_the_name():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><section><p><b>Ida Wendt</b></p><p>Obstbau, Baumpflege u. mehr</p>"
                   "<p>Kieferngrund 9</p><p>06844 Dessau-Roßlau</p></section><p>USt-IdNr.: DE298765432</p>")
    assert (record["name"], record["legal_form"]) == ("Ida Wendt", "Einzelunternehmen")


def test_a_house_number_with_a_capital_letter_after_a_comma_completes_the_street():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Wendt Baumpflege GmbH<br>Kieferngrundstraße, 9B<br>06844 Dessau-Roßlau</p>")
    assert record["address"]["street"] == "Kieferngrundstraße, 9B"
    assert record["address"]["postal_code"] == "06844"


def test_control_a_house_number_with_a_small_letter_after_a_comma_completes_the_street():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Wendt Baumpflege GmbH<br>Kieferngrundstraße, 9b<br>06844 Dessau-Roßlau</p>")
    assert record["address"]["street"] == "Kieferngrundstraße, 9b"


def test_a_component_nav_tag_left_open_around_the_main_content_is_no_menu():
    record = _read(f"<Nav /><main>{_KLEE}</main>")
    assert (record["name"], record["vat_id"], record["address"]["street"]) == ("Klee Gebäudeservice", "DE287654321", "Amselgasse 14")


def test_control_a_menu_beside_the_main_content_stays_a_menu():
    record = _read(f"<nav><a href='/'>Nordlicht Studio GmbH</a> <a href='/impressum/'>Impressum</a></nav><main>{_KLEE}</main>")
    assert (record["name"], record["vat_id"]) == ("Klee Gebäudeservice", "DE287654321")


_PFEIFFER = ("<h1>Impressum</h1><h2>Verantwortliche(r)</h2><p>Jonas Pfeiffer</p><h3>Postanschrift</h3><p>55411 Bingen, Mainzer Straße 12</p>"
             "<h3>Kontakt</h3><p>E-Mail: jp [at] pfeiffer-tennis [punkt] example</p><h2>Berufshaftpflichtversicherung</h2>"
             "<p>Nordsee Versicherung AG<br>Hafenweg 2<br>20457 Hamburg</p>")


def test_a_title_element_in_the_body_shows_nothing():
    # a stored Svelte page: "<svelte:head><title>…</title></svelte:head>" stands in the body; the browser shows no title text
    record = _read(f"<svelte:head><title>Impressum | Rheintennis</title></svelte:head>{_PFEIFFER}")
    assert (record["name"], record["legal_form"]) == ("Jonas Pfeiffer", "Einzelunternehmen")
    assert _reps(record) == [("Jonas Pfeiffer", "owner")]


def test_control_the_same_designation_in_the_head_title_leaves_the_person_the_name():
    from companies.imprint import parse_imprint

    record = parse_imprint('<html><head><meta charset="utf-8"><title>Impressum | Rheintennis</title></head>'
                           f"<body>{_PFEIFFER}</body></html>", "https://site.invalid/impressum/")
    assert (record["name"], record["legal_form"]) == ("Jonas Pfeiffer", "Einzelunternehmen")


_NORDHANG = "<h1>Imprint</h1><p>Nordhang Systems GmbH<br>Am Kornweg 6<br>35037 Marburg</p><p>Represented by: Eva Roth</p>"


def test_a_register_location_label_names_the_register_court():
    record = _read(f"{_NORDHANG}<p>Register: Handelsregister<br>Register Location: Gießen<br>Registration Number: HRB 8123</p>")
    assert record["register"] == {"country": "DE", "court": "Gießen", "number": "HRB 8123"}


def test_a_registerort_label_names_the_register_court():
    record = _read(f"{_NORDHANG}<p>Registerort: Gießen<br>Registernummer: HRB 8123</p>")
    assert record["register"] == {"country": "DE", "court": "Gießen", "number": "HRB 8123"}


def test_control_a_country_under_a_place_of_registration_label_is_no_court():
    record = _read(f"{_NORDHANG}<p>Place of registration: Germany<br>Registration number: HRB 8123</p>")
    assert record["register"] is None


_GILDE = ("<h1>Impressum</h1><p>Bogengilde Lauffen e.V.<br>Am Anger 3<br>74348 Lauffen</p><p>Vereinsregister: VR 4521<br>"
          "Registergericht: Amtsgericht Stuttgart</p><p>Vertreten durch den Vorstand:<br>Vorsitzender: Timo Haas<br>Schriftführerin: Lea Brand<br>")


def test_a_clubs_audit_committee_listed_with_the_board_is_no_representative():
    record = _read(f"{_GILDE}Revisionskommission: Ole Frey, Ina Voss &amp; Kai Lenz</p>")
    assert _reps(record) == [("Timo Haas", "chair_of_board"), ("Lea Brand", "board_member")]


def test_control_a_board_officers_line_with_two_names_stays_the_boards():
    record = _read(f"{_GILDE}Beisitzer: Ole Frey, Ina Voss</p>")
    assert ("Ina Voss", "board_member") in _reps(record)


def test_an_unknown_office_with_two_names_in_the_boards_list_names_neither():
    # an office the list does not know: "Referent: A" names nobody, "Referent: A, B" no more than that
    record = _read(f"{_GILDE}Bogenreferent: Ole Frey, Ina Voss</p>")
    assert _reps(record) == [("Timo Haas", "chair_of_board"), ("Lea Brand", "board_member")]


def test_control_an_unknown_office_with_one_name_names_nobody():
    record = _read(f"{_GILDE}Bogenreferent: Ole Frey</p>")
    assert _reps(record) == [("Timo Haas", "chair_of_board"), ("Lea Brand", "board_member")]
