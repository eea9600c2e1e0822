"""Rules of the fifty-second parser round (helper 1 (second round)), found on the one-person pages of course leaders and artists
whose only business signal is a sentence in their own words: visitors book the person's course, session or treatment ("bei der
Buchung eines Kurses", convention 1641), or she takes commissions ("Auftragsarbeiten"). Each rule with its own minimal page
(names, places and mailboxes made up), failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_PERSON = ("<h1>Impressum</h1><p>Lena Korff<br>Birkenweg 7<br>12345 Talhausen<br>Deutschland</p>"
           "<p>Kontakt:<br>E-Mail: lena@korff.example</p>")


def test_a_course_booking_in_the_operators_own_privacy_sentence_is_a_trade():
    record = _read(_PERSON + "<h2>Datenschutz</h2><p>Personenbezogene Daten werden nur erfasst, wenn Sie uns diese freiwillig "
                   "mitteilen, etwa im Rahmen einer Anfrage per E-Mail oder bei der Buchung eines Kurses.</p>")
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Lena Korff", "role": "owner"}]


def test_a_booked_session_or_treatment_is_a_trade_too():
    record = _read(_PERSON + "<p>Die Daten, die Sie bei der Buchung Ihres Termins angeben, nutze ich nur zur Terminabsprache.</p>")
    assert record["legal_form"] == "Einzelunternehmen"


def test_commissions_she_takes_are_a_trade():
    record = _read(_PERSON + "<p>Auftragsarbeiten und Portraits nach Foto gerne auf Anfrage.</p>")
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Lena Korff", "role": "owner"}]


def test_control_no_commissions_taken_is_a_private_page():
    record = _read(_PERSON + "<p>Ich zeige hier meine Bilder. Ich nehme keine Auftragsarbeiten an.</p>")
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_a_bands_booking_requests_are_no_trade_of_the_person():
    # (convention 202: the band is booked, not the member who runs its site)
    record = _read(_PERSON + "<p>Diese Website stellt die Band Nordlicht vor und bietet eine Kontaktmöglichkeit für Konzert- und "
                   "Buchungsanfragen.</p>")
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_a_privacy_generators_order_requests_are_no_trade():
    record = _read(_PERSON + "<p>Die übermittelten Daten werden auch für Vertragsangebote, Bestellungen oder sonstige "
                   "Auftragsanfragen verarbeitet.</p>")
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_control_a_room_booking_is_no_trade_of_the_person():
    # (a booking of somebody else's thing: "Buchung eines Raumes im Gemeindehaus" names no service of hers)
    record = _read(_PERSON + "<p>Für die Buchung eines Raumes im Gemeindehaus wenden Sie sich an das Pfarramt.</p>")
    assert (record["legal_form"], record["representatives"]) == (None, [])


def test_a_profession_after_tatig_als_at_the_start_of_its_line_is_a_trade():
    # ("Tätig als …" opens its sentence or line, capitalised, as "… tätig als …" inside one always counted)
    record = _read(_PERSON + "<p>Tätig als Übersetzerin für Englisch und Französisch.</p>")
    assert record["legal_form"] == "Einzelunternehmen"
    assert record["representatives"] == [{"name": "Lena Korff", "role": "owner"}]


def test_control_tatig_als_an_employees_post_is_no_trade():
    record = _read(_PERSON + "<p>Tätig als Lehrerin an einem Gymnasium in Talhausen.</p>")
    assert (record["legal_form"], record["representatives"]) == (None, [])
