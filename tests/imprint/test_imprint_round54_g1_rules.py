"""Rules of the fifty-fourth parser round (helper g1): a content-responsible's or contact's label that ALSO names the
provider's role ("Verantwortlich und Inhaberin: X", "Ansprechpartnerin und Inhaberin: X", "Inhaberin und verantwortlich für den
Inhalt: X", "Owner and responsible for content: X", "Inhaltlich verantwortlich: X (Geschäftsführer)") gives that role
(conventions 6, 235, 248, 260): the line was read as the § 18 MStV editor's section and the role lost. And the managing
director named by the verb ("Die Geschäfte führt Jan Ott."). Each rule with its own invented minimal page, failing on the
parser before the round, and a control that holds before and after."""

from __future__ import annotations

import pytest

from tests.imprint.pages import read_body as _read

_SHOP = ("<h1>Impressum</h1><p>Blumenladen Ott<br>Hauptstraße 4<br>79098 Freiburg</p><p>{label}</p>"
         "<p>Telefon: 0761 4432190<br>E-Mail: laden@blumen-ott.example<br>USt-IdNr.: DE214727272</p>")
_FIRM = ("<h1>Impressum</h1><p>Ott Bau GmbH<br>Hauptstraße 4<br>79098 Freiburg</p><p>{label}</p>"
         "<p>Handelsregister: HRB 71234, Amtsgericht Freiburg<br>E-Mail: bau@ott-bau.example</p>")
_SHOP_EN = ("<h1>Legal notice</h1><p>Ott Flowers<br>Hauptstraße 4<br>79098 Freiburg<br>Germany</p><p>{label}</p>"
            "<p>Email: shop@ott-flowers.example<br>VAT ID: DE214727272</p>")


def _reps(page: str, label: str) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in _read(page.format(label=label))["representatives"]]


@pytest.mark.parametrize("label", [
    "Verantwortlich und Inhaberin: Eva Ott",
    "Ansprechpartnerin und Inhaberin: Eva Ott",
    "Verantwortlich für den Inhalt und Inhaberin: Eva Ott",
    "Inhaberin und verantwortlich für den Inhalt: Eva Ott",
    "Inhaberin und Verantwortliche gemäß § 18 Abs. 2 MStV: Eva Ott",
    "Inhaltlich verantwortlich: Eva Ott (Inhaberin)",
])
def test_a_content_or_contact_label_that_names_the_owner_gives_the_owner(label):
    record = _read(_SHOP.format(label=label))
    assert record["legal_form"] == "Einzelunternehmen"
    assert [(r["name"], r["role"]) for r in record["representatives"]] == [("Eva Ott", "owner")]
    assert (record["vat_id"], record["email"]) == ("DE214727272", "laden@blumen-ott.example")


@pytest.mark.parametrize("label", [
    "Verantwortlich und Geschäftsführer: Jan Ott",
    "Inhaltlich verantwortlich: Jan Ott (Geschäftsführer)",
])
def test_a_content_label_that_names_the_managing_director_gives_him(label):
    assert _reps(_FIRM, label) == [("Jan Ott", "managing_director")]


@pytest.mark.parametrize("label", ["Owner and responsible for content: Eva Ott", "Responsible for content: Eva Ott (Owner)"])
def test_an_english_owner_and_responsible_for_content_label_gives_the_owner(label):
    assert _reps(_SHOP_EN, label) == [("Eva Ott", "owner")]


@pytest.mark.parametrize("label", [
    "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Eva Ott",
    "Verantwortlich: Eva Ott",
    "Inhaltlich verantwortlich: Eva Ott",
])
def test_control_a_person_named_only_as_content_responsible_is_no_representative(label):
    assert _reps(_SHOP, label) == []


@pytest.mark.parametrize("label", ["Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Jan Ott", "Inhaltlich verantwortlich: Jan Ott"])
def test_control_the_editor_of_a_firm_is_no_managing_director(label):
    assert _reps(_FIRM, label) == []


@pytest.mark.parametrize("label", ["Inhaberin: Eva Ott", "Inhaberin und Ansprechpartnerin: Eva Ott"])
def test_control_the_owner_label_alone_or_first_still_gives_the_owner(label):
    assert _reps(_SHOP, label) == [("Eva Ott", "owner")]


def test_control_managing_director_and_responsible_for_content_still_gives_him():
    assert _reps(_FIRM, "Geschäftsführer und verantwortlich für den Inhalt: Jan Ott") == [("Jan Ott", "managing_director")]


def test_control_austrian_media_owner_and_responsible_gives_the_owner():
    page = ("<h1>Impressum</h1><p>Eva Ott e.U.<br>Gartengasse 4<br>1070 Wien</p><p>Medieninhaberin und verantwortlich: Eva Ott</p>"
            "<p>E-Mail: eva@ott-wien.example</p>")
    assert [(r["name"], r["role"]) for r in _read(page)["representatives"]] == [("Eva Ott", "owner")]


@pytest.mark.parametrize("label, persons", [
    ("Die Geschäfte führt Jan Ott.", ["Jan Ott"]),
    ("Die Geschäfte führen Jan Ott und Eva Ott.", ["Jan Ott", "Eva Ott"]),
    ("Die Geschäfte der Ott Bau GmbH führt Frau Eva Ott.", ["Eva Ott"]),
    ("Die Ott Bau GmbH hat ihren Sitz in Freiburg. Die Geschäfte führt Jan Ott.", ["Jan Ott"]),
])
def test_the_managing_director_named_by_the_verb_is_read(label, persons):
    assert _reps(_FIRM, label) == [(p, "managing_director") for p in persons]


@pytest.mark.parametrize("label", ["Geschäftsführer ist Jan Ott.", "Die Geschäftsführung obliegt Jan Ott."])
def test_control_the_managing_director_named_by_a_label_sentence_is_still_read(label):
    assert _reps(_FIRM, label) == [("Jan Ott", "managing_director")]


def test_owner_and_content_responsible_with_the_name_in_bold_gives_the_owner_of_the_designation():
    # (the layout of a real pool page: the designation's block, then the combined label with the person in bold)
    record = _read("<h1>Impressum</h1><p><strong>Ott Dialog Services</strong><br>Am Feldrain 23a<br>59557 Lippstadt</p>"
                   "<p>Inhaber und verantwortlich für den Inhalt: <strong>Jan Ott</strong></p>"
                   "<p>Telefon: 02941 4432190<br>E-Mail: info@ott-dialog.example</p>")
    assert (record["name"], record["legal_form"]) == ("Ott Dialog Services", "Einzelunternehmen")
    assert [(r["name"], r["role"]) for r in record["representatives"]] == [("Jan Ott", "owner")]


def test_control_owner_and_responsible_person_on_a_sole_traders_page_stays_the_owner():
    record = _read("<h1>Impressum</h1><p>Ott Agentur</p><p>Einzelunternehmen</p><p>Inhaber und Verantwortlicher: Jan Ott</p>"
                   "<p>Bruchweg 20, 64823 Groß-Umstadt</p><p>E-Mail: info@ott-agentur.example</p>")
    assert [(r["name"], r["role"]) for r in record["representatives"]] == [("Jan Ott", "owner")]
