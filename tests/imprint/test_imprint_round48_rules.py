"""Rules of the forty-third parser round (issue 19), found by mining real pages that are in no labelled set: imprint pages of
other operators' public repositories, parsed unlabelled, the self-evident failures read (a heading taken as the name, an
address not found although printed, a template's field taken as a value). Each rule with its own minimal page, failing on
the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


def test_a_postal_address_word_without_colon_is_no_part_of_the_street():
    record = _read("<h1>Impressum</h1><p>Jan Ott, Postadresse Lindenweg 6, 70437 Stuttgart. Telefon 0711 6405225</p>")
    assert record["address"] == {"street": "Lindenweg 6", "postal_code": "70437", "city": "Stuttgart", "country": "DE"}


def test_control_a_street_that_begins_with_post_keeps_its_word():
    record = _read("<h1>Impressum</h1><p>Jan Ott<br>Poststraße 6<br>70437 Stuttgart</p>")
    assert record["address"]["street"] == "Poststraße 6"


def test_an_unfilled_club_template_names_nobody():
    record = _read("<h1>Impressum</h1><p>Verantwortlich im Sinne des § 5 TMG ist:</p><p>Name des Vereins e. V.<br>Straße und Hausnummer<br>"
                   "PLZ Ort</p><p>E-Mail: info@vereinsname.de</p><h2>Vertretungsberechtigte Personen</h2><p>1. Vorsitzende/r</p>"
                   "<p>Vorname Nachname</p><p>2. Vorsitzende/r</p><p>Vorname Nachname</p>")
    assert (record["name"], record["legal_form"], record["email"], record["representatives"]) == (None, None, None, [])


def test_control_a_filled_club_page_keeps_its_values():
    record = _read("<h1>Impressum</h1><p>Verantwortlich im Sinne des § 5 TMG ist:</p><p>Schachfreunde Lindenau e. V.<br>Lindenweg 6<br>"
                   "04177 Leipzig</p><p>E-Mail: info@schach-lindenau.de</p><h2>Vorstand</h2><p>1. Vorsitzende: Eva Roth</p>")
    assert (record["name"], record["email"], _reps(record)) == ("Schachfreunde Lindenau e. V.", "info@schach-lindenau.de",
                                                                [("Eva Roth", "chair_of_board")])


def test_a_postal_code_and_town_after_the_labelled_person_are_no_part_of_her_name():
    record = _read("<h1>Imprint / Impressum</h1><p>Media owner / Medieninhaber: Jan Ott, 1100 Wien</p><p>contact@ott.example</p>")
    assert (record["name"], record["address"]) == ("Jan Ott", None)


def test_control_a_town_alone_after_the_labelled_person_was_already_dropped():
    record = _read("<h1>Impressum</h1><p>Medieninhaber: Jan Ott, Wien.</p>")
    assert record["name"] == "Jan Ott"


def test_an_austrian_plot_number_after_the_house_number_belongs_to_the_street():
    record = _read("<h1>Impressum</h1><p>Jan Ott<br>Mühlweg 2/Parz. 50<br>1210 Wien</p>")
    assert record["address"] == {"street": "Mühlweg 2/Parz. 50", "postal_code": "1210", "city": "Wien", "country": "AT"}


_SCOPE = ("<h2>Contact</h2><p>Email: jan@ott.example</p><h2>Notes on scope</h2><p>This offering is a private, non-commercial project.</p>"
          "<p>The information provided complies with Section 18(1) MStV (name and address).</p>")


def test_the_media_treatys_first_paragraph_heads_the_providers_block():
    record = _read("<h1>Legal Notice</h1><h2>Information pursuant to Section 18(1) of the German State Media Treaty (MStV)</h2>"
                   f"<p>Jan Ott<br>Lindenstr. 31 1/2<br>95444 Bayreuth<br>Germany</p>{_SCOPE}", "https://site.invalid/legal-notice/")
    assert record["name"] == "Jan Ott" and record["address"]["street"] == "Lindenstr. 31 1/2"


def test_the_media_treatys_first_paragraph_in_german_heads_the_providers_block():
    record = _read(f"<h1>Impressum</h1><h2>Angaben gemäß § 18 Abs. 1 MStV</h2><p>Jan Ott<br>Lindenstr. 31<br>95444 Bayreuth</p>{_SCOPE}")
    assert record["name"] == "Jan Ott"


def test_control_the_media_treatys_second_paragraph_still_names_the_editor_not_the_provider():
    record = _read("<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>Ott Bau GmbH<br>Lindenstr. 31<br>95444 Bayreuth</p>"
                   "<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2><p>Eva Roth<br>Lindenstr. 31<br>95444 Bayreuth</p>")
    assert record["name"] == "Ott Bau GmbH"


def test_an_english_provider_heading_joined_with_the_editor_is_the_providers_block():
    record = _read("<h1>Legal Notice</h1><h2>Provider and Person Responsible for Content</h2><p>Jan Ott<br>Lindenweg 33<br>12559 Berlin<br>"
                   "Germany</p>", "https://site.invalid/legal-notice/")
    assert record["name"] == "Jan Ott"


def test_control_the_german_heading_reads_the_same():
    record = _read("<h1>Impressum</h1><h2>Anbieter und Verantwortlicher für den Inhalt</h2><p>Jan Ott<br>Lindenweg 33<br>12559 Berlin</p>")
    assert record["name"] == "Jan Ott"


def test_a_priests_office_before_his_name_is_no_part_of_it():
    record = _read("<h1>Impressum</h1><p>Für den Inhalt verantwortlich:</p><p>Priester Jan Ott, Lindenweg 6, 70437 Stuttgart. "
                   "Telefon 0711 6405225</p>")
    assert record["name"] == "Jan Ott"


def test_control_a_parish_priests_office_was_already_dropped():
    record = _read("<h1>Impressum</h1><p>Für den Inhalt verantwortlich:</p><p>Pfarrer Jan Ott, Lindenweg 6, 70437 Stuttgart. "
                   "Telefon 0711 6405225</p>")
    assert record["name"] == "Jan Ott"


def test_a_bold_activity_over_the_persons_line_is_no_designation():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p><strong>Privatpraxis für Psychotherapie</strong><br>Eva Roth<br>"
                   "Schillerstraße 11<br>79183 Waldkirch</p><p>E-Mail: info@praxis-roth.de</p>")
    assert (record["name"], _reps(record)) == ("Eva Roth", [("Eva Roth", "owner")])


def test_control_a_bold_designation_over_the_persons_line_stays_the_name():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p><strong>Abenteuer Irland</strong><br>Eva Roth<br>"
                   "Schillerstraße 11<br>79183 Waldkirch</p><p>E-Mail: info@abenteuer-irland.de</p>")
    assert (record["name"], _reps(record)) == ("Abenteuer Irland", [("Eva Roth", "owner")])


def test_professionals_in_the_plural_are_no_person():
    record = _read("<h1>Impressum</h1><p>Nestler Mobile Tierärzte, Burgstr. 36, 01809 Dohna<br>Telefon: 0176 43827448<br>"
                   "Umsatzsteuer-Identifikationsnummer: DE 320 038 879</p>")
    assert (record["name"], record["representatives"]) == ("Nestler Mobile Tierärzte", [])


def test_control_a_person_before_her_profession_is_still_the_person():
    record = _read("<h1>Impressum</h1><p>Eva Roth, Tierärztin, Burgstr. 36, 01809 Dohna<br>Telefon: 0176 43827448<br>"
                   "Umsatzsteuer-Identifikationsnummer: DE 320 038 879</p>")
    assert record["name"] == "Eva Roth"


def test_an_icon_fonts_ligature_is_no_word_of_the_page():
    record = _read('<h1>Impressum</h1><p><span class="material-symbols-outlined">person</span> Verantwortlich</p><p>Dr. med. vet. '
                   'Jan Ott<br>Lindenweg 12<br>74219 Möckmühl</p><p><span class="material-icons">call</span> 06298 3567</p>'
                   '<p><span class="material-icons">mail</span> info@ott-praxis.de</p>')
    assert (record["name"], record["phone"], record["email"]) == ("Jan Ott", "+4962983567", "info@ott-praxis.de")


def test_control_a_word_in_an_ordinary_span_stays():
    record = _read('<h1>Impressum</h1><p><span class="label">Praxis</span> Jan Ott<br>Lindenweg 12<br>74219 Möckmühl</p>')
    assert record["name"] == "Praxis Jan Ott"


def test_xyz_in_a_templates_name_and_street_is_a_placeholder():
    record = _read("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>XYZ XYZ<br>XYZ Straße<br>67657 Kaiserslautern</p>"
                   "<p>E-Mail: info@klima-lautern.de</p>")
    assert (record["name"], record["address"], record["email"]) == (None, None, "info@klima-lautern.de")


def test_control_xyz_in_a_firms_name_is_no_placeholder():
    record = _read("<h1>Impressum</h1><p>XYZ Consulting GmbH<br>Lindenweg 3<br>67657 Kaiserslautern</p>")
    assert (record["name"], record["address"]["street"]) == ("XYZ Consulting GmbH", "Lindenweg 3")


def test_the_sole_traders_form_and_owner_as_the_first_line_name_the_owner():
    record = _read("<h1>Impressum</h1><p>Einzelunternehmen, Jan Ott<br>Lindenweg 3<br>10115 Berlin</p>")
    assert (record["name"], record["legal_form"], _reps(record)) == ("Jan Ott", "Einzelunternehmen", [("Jan Ott", "owner")])


def test_control_the_form_and_owner_below_a_designation_leave_the_designation_the_name():
    record = _read("<h1>Impressum</h1><p>Ott Design<br>Einzelunternehmen, Jan Ott<br>Lindenweg 3<br>10115 Berlin</p>")
    assert (record["name"], _reps(record)) == ("Ott Design", [("Jan Ott", "owner")])
