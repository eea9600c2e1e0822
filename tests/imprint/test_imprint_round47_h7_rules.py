"""Rules of a parser round on persons' names printed with titles and degrees (helper 7, round 47): a real page that
prints its owner as "Dr. Eva Roth", "Dipl.-Ing. (FH) Eva Roth", "Eva Roth, M.A" or "Eva Roth MBA" must give the record
it gives for "Eva Roth", the name without the titles (CONTRACT section 7; conventions 2, 6). Each rule on its own invented
page that fails on the parser before the round, with a control that holds before and after."""

import pytest

from companies.imprint import parse_imprint
from tests.imprint.pages import imprint_page


def _record(body: str) -> dict:
    return parse_imprint(imprint_page(body, "Impressum"))


def _owner(record: dict) -> tuple:
    return record["name"], record["legal_form"], record["representatives"]


_ADDRESS = "<br>Lindenweg 3<br>48268 Greven</p><p>E-Mail: post@example-roth.de</p>"


@pytest.mark.parametrize("person", ["Dr. Eva Rothmund", "Dipl.-Ing. (FH) Eva Rothmund"])
def test_a_titled_owner_below_a_designation_and_its_activity(person: str) -> None:
    """"Medieninhaber:" / "HOLZFRITZ" / "Verleih für Fahrzeuge" / "Dr. Eva Rothmund" / street: the titled person below the
    designation's activity line is its owner, as she is without the title (conventions 17, 713)."""
    body = f"<p>Medieninhaber:</p><p>HOLZFRITZ</p><p>Verleih für Fahrzeuge und Geräte</p><p>{person}</p><p>Ebersdorf 10</p><p>A-8273 Ebersdorf</p>"
    assert _record(body)["representatives"] == [{"name": "Eva Rothmund", "role": "owner"}]


def test_a_titled_person_trading_under_a_designation() -> None:
    """"Dr. Eva Rothmund" / "tätig unter der Bezeichnung „Rothmund Naturfotografie“": the designation, she its owner (53)."""
    body = ("<p><strong>Betreiber</strong><br>Dr. Eva Rothmund<br>tätig unter der Bezeichnung <strong>„BG Naturbilder“</strong></p>"
            "<h2>Geschäftsanschrift</h2><p>Dr. Eva Rothmund" + _ADDRESS)
    assert _owner(_record(body)) == ("BG Naturbilder", "Einzelunternehmen", [{"name": "Eva Rothmund", "role": "owner"}])


@pytest.mark.parametrize("line", ["KlarTech - Dipl.-Ing. (FH) Eva Rothmund", "KlarTech - Dr. Eva Rothmund"])
def test_a_designation_then_a_titled_person_after_a_dash(line: str) -> None:
    """"KlarTech - Dr. Eva Rothmund": the coined designation, then the titled person who runs it (convention 60)."""
    record = _record(f"<p>{line}{_ADDRESS}<p>USt-IdNr.: DE325284148</p>")
    assert _owner(record) == ("KlarTech", "Einzelunternehmen", [{"name": "Eva Rothmund", "role": "owner"}])
    # control: without the title the same
    assert _owner(_record(f"<p>KlarTech - Eva Rothmund{_ADDRESS}<p>USt-IdNr.: DE325284148</p>"))[0] == "KlarTech"


def test_a_titled_person_with_her_trade_in_parentheses() -> None:
    """"Dr. Eva Rothmund (Glasermeisterin)": the person without her title is the name, her trade a business signal (257)."""
    record = _record(f"<p>Dr. Eva Rothmund (Glasermeisterin){_ADDRESS}")
    assert _owner(record) == ("Eva Rothmund", "Einzelunternehmen", [{"name": "Eva Rothmund", "role": "owner"}])


def test_a_designation_owned_by_a_titled_person() -> None:
    """"Pixelgarten owned by Dr. Eva Rothmund (sole proprietor)": the designation, she its owner (328)."""
    record = _record(f"<p>Pixelgarten owned by Dr. Eva Rothmund (sole proprietor){_ADDRESS}<p>USt-IdNr.: DE352294860</p>")
    assert _owner(record) == ("Pixelgarten", "Einzelunternehmen", [{"name": "Eva Rothmund", "role": "owner"}])


def test_a_title_after_the_profession_on_the_owner_line() -> None:
    """"Maler- und Lackierermeister Dr. Eva Rothmund" below "Malerbetrieb Rothmund": the person behind her profession and
    title is the owner (conventions 2, 17)."""
    body = (f"<h3>Betreiber</h3><p><strong>Malerbetrieb Rothmund</strong><br>Maler- und Lackierermeister Dr. Eva Rothmund{_ADDRESS}"
            "<h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3><p>Eva Rothmund<br>Lindenweg 3<br>48268 Greven</p>")
    assert _owner(_record(body)) == ("Malerbetrieb Rothmund", "Einzelunternehmen", [{"name": "Eva Rothmund", "role": "owner"}])


def test_a_degree_in_parentheses_is_no_office() -> None:
    """"Prof. Dr. Dipl.-Ing. (FH) Eva Rothmund (Vorstandsvorsitzende)": the office is in the last parenthesis, not the degree's
    "(FH)" (convention 6)."""
    body = ("<p>Rothmund-Stiftung<br>Mittelweg 177<br>20148 Hamburg</p><p>Vertreten durch den Vorstand: Prof. Dr. Dipl.-Ing. (FH) "
            "Eva Rothmund (Vorstandsvorsitzende), Prof. Dr. Felix Amsel (stellv. Vorstandsvorsitzender)</p>")
    assert _record(body)["representatives"][0] == {"name": "Eva Rothmund", "role": "chair_of_board"}


def test_a_titled_person_in_a_list_written_first_name_first() -> None:
    """"Geschäftsführung: Jannik, Wendorf, Dipl.-Ing. (FH) Timo Ziegelmann": the titled person shows the list writes first
    names first, so the stray comma does not turn "Jannik Wendorf" round (the round-8 list rule)."""
    body = ("<p>Ziegelwerk Software GmbH<br>Am Plan 14<br>56068 Koblenz</p><p>Geschäftsführung: Jannik, Wendorf, Dipl.-Ing. (FH) "
            "Timo Ziegelmann</p><p>Registergericht: Amtsgericht Koblenz<br>HRB 21093</p>")
    assert [r["name"] for r in _record(body)["representatives"]] == ["Jannik Wendorf", "Timo Ziegelmann"]


def test_a_degree_in_capitals_after_a_rare_given_name() -> None:
    """"Ilvie Quastberg MBA" (a given name not in the list) over her street, a VAT id and the content's person: a degree in
    capitals is no word of a designation (490 reads "ROTHSOFT Jan Ott" so), the name is the person without it (2)."""
    body = ("<h2>Angaben gemäß § 5 DDG</h2><p>Ilvie Quastberg MBA<br>Marktplatz 10b<br>53340 Meckenheim</p><h2>Kontakt</h2>"
            "<p>E-Mail: post@quastberg.example</p><h2>Umsatzsteuer-ID</h2><p>DE 329964206</p>"
            "<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2><p>Ilvie Quastberg MBA</p>")
    assert _record(body)["name"] == "Ilvie Quastberg"
    # control: without the degree the same name
    assert _record(body.replace(" MBA", ""))["name"] == "Ilvie Quastberg"


def test_a_degree_without_its_closing_full_stop() -> None:
    """"Unternehmensname: Ilvie Quastberg, M.A": "M.A" is the degree "M.A." as printed without its full stop (2)."""
    body = "<p>Unternehmensname: {}</p><p>Inhaber/in: {}</p><p>Marktplatz 10b<br>1030 Wien</p><p>UID: ATU80095647</p>"
    assert _record(body.format("Ilvie Quastberg, M.A", "Ilvie Quastberg, M.A"))["name"] == "Ilvie Quastberg"
    # control: with the full stop the same
    assert _record(body.format("Ilvie Quastberg, M.A.", "Ilvie Quastberg, M.A."))["name"] == "Ilvie Quastberg"


def test_a_degree_after_the_person_above_her_designation() -> None:
    """"Eva Rothmund, M.A." / "Rothmund Design" / street: the designation below the person is the name as without the degree
    (conventions 17, 91)."""
    record = _record(f"<p>Eva Rothmund, M.A.<br>Rothmund Design{_ADDRESS}<p>Telefon: 030 1234567</p>")
    assert _owner(record) == ("Rothmund Design", "Einzelunternehmen", [{"name": "Eva Rothmund", "role": "owner"}])


def test_control_a_designation_keeps_the_title_it_prints() -> None:
    """Control, before and after the round: a practice designation holding the doctor's title and name is the name as printed
    (convention 121); only a person's own name loses its titles."""
    record = _record(f"<p>Praxis Dr. Eva Rothmund{_ADDRESS}<p>Telefon: 02571 123456</p>")
    assert record["name"] == "Praxis Dr. Eva Rothmund"
