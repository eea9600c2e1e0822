"""Rules of the thirty-first parser round (issue 19), helper a: representatives, each from its own minimal page
(names, places and numbers made up).

The round's convention probes (minimal pages written blind from the conventions of ``corpus/REAL.md``) showed
representative layouts the parser misread; the rules below make it read the common ones.
"""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _page(block: str, title: str = "Impressum") -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main>'
            f"<h1>Impressum</h1>{block}</main><footer>© 2026</footer></body></html>").encode()


_GMBH = "<p>Brakeler Dachbau GmbH<br>Ostheimer Weg 12<br>37688 Beverungen</p><p>Amtsgericht Paderborn, HRB 4417</p>"
_CLUB = "<p>Turnfreunde Ostheim e.V.<br>Lindenstraße 7<br>97645 Ostheim</p><p>Amtsgericht Schweinfurt, VR 2210</p>"


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


def test_ppa_marks_only_the_person_after_it_in_a_management_list() -> None:
    """Convention 23: "Geschäftsführung: ppa. A, ppa. B, C" -> A and B authorised officers, C a managing director."""
    record = parse_imprint(_page(_GMBH + "<p>Geschäftsführung: ppa. Heribert Quandt, ppa. Gerlinde Tessendorf, Udo Kuhnert</p>"))
    assert _reps(record) == [("Heribert Quandt", "authorised_officer"), ("Gerlinde Tessendorf", "authorised_officer"),
                             ("Udo Kuhnert", "managing_director")]
    # control: a "Prokura:" label still names all its persons
    label = parse_imprint(_page(_GMBH + "<p>Geschäftsführer: Udo Kuhnert</p><p>Prokura: Heribert Quandt, Gerlinde Tessendorf</p>"))
    assert _reps(label) == [("Udo Kuhnert", "managing_director"), ("Heribert Quandt", "authorised_officer"),
                            ("Gerlinde Tessendorf", "authorised_officer")]


@pytest.mark.parametrize("suffix", ["sen.", "jun."])
def test_a_generational_suffix_stays_with_the_name(suffix: str) -> None:
    """Convention 24: "sen." and "jun." belong to the name; initials stay as printed."""
    record = parse_imprint(_page(_GMBH + f"<p>Geschäftsführer: Wolfram Leuthold {suffix}, F. Kuhnert</p>"))
    assert _reps(record) == [(f"Wolfram Leuthold {suffix}", "managing_director"), ("F. Kuhnert", "managing_director")]
    # control: a name without a suffix is not lengthened by another row's
    other = parse_imprint(_page(_GMBH + "<p>Geschäftsführer: Wolfram Leuthold</p><p>Prokurist: Udo Leuthold jun.</p>"))
    assert _reps(other) == [("Wolfram Leuthold", "managing_director"), ("Udo Leuthold jun.", "authorised_officer")]


def test_a_gendered_deputy_chair_label_is_a_board_member() -> None:
    """Conventions 6 and 25: "Stellvertretende*r Vorsitzende*r: X" is a board member beside the chair."""
    record = parse_imprint(_page(_CLUB + "<p>Vorsitzende*r: Irmela Haube<br>Stellvertretende*r Vorsitzende*r: Falko Haubrich</p>"))
    assert _reps(record) == [("Irmela Haube", "chair_of_board"), ("Falko Haubrich", "board_member")]


@pytest.mark.parametrize("line", [
    "Der Verein wird vertreten durch das Leitungsteam:<br>Irmela Haube<br>Falko Haubrich",
    "Der Verein wird vertreten durch das Leitungsteam Irmela Haube und Falko Haubrich.",
])
def test_a_club_represented_by_das_leitungsteam_names_its_board(line: str) -> None:
    """Convention 97: "vertreten durch das Leitungsteam" and names without function: each a board member."""
    record = parse_imprint(_page(_CLUB + f"<p>{line}</p>"))
    assert _reps(record) == [("Irmela Haube", "board_member"), ("Falko Haubrich", "board_member")]


def test_an_austrian_clubs_organschaftliche_vertreter_are_board_members() -> None:
    """Convention 61: "Organschaftliche Vertreter:" over the organs' names (surname first), without a function
    title: board members."""
    record = parse_imprint(_page("<p>Verein Bergluft Ottenschlag<br>Marktplatz 3<br>3631 Ottenschlag</p>"
                                 "<p>Organschaftliche Vertreter:<br>Haube Irmela<br>Haubrich Falko</p>"
                                 "<p>ZVR-Zahl: 443218765<br>E-Mail: verein@bergluft.example</p>"))
    assert _reps(record) == [("Haube Irmela", "board_member"), ("Haubrich Falko", "board_member")]


def test_a_team_or_an_employers_lines_are_no_persons() -> None:
    """Conventions 272 and 340: a project team under "Vertretung" is nobody; the chair's employer lines below
    his name ("Stadtbibliothek Ostheim", "Abteilung Karten") are no board members."""
    team = parse_imprint(_page(_CLUB + "<p>Vertretung: Jugendprojekt Redaktionsteam</p>"))
    assert team["representatives"] == []
    chair = parse_imprint(_page("<h2>Verantwortlich für den Inhalt dieser Seiten</h2><p>Arbeitskreis Kartenkunde<br>"
                                "- 1. Vorsitzender -<br>Dr. Falko Haubrich<br>Stadtbibliothek Ostheim<br>Abteilung Karten<br>"
                                "Lindenstraße 7<br>97645 Ostheim</p><p>E-Mail: ak@kartenkunde.example</p>"))
    assert _reps(chair) == [("Falko Haubrich", "chair_of_board")]


def test_given_names_before_one_surname_in_a_gbr_firm_are_its_partners() -> None:
    """Convention 380: "Udo und Falko Haubrich GbR" below a designation: both partners, the surname written out."""
    record = parse_imprint(_page("<p>Malerwerkstatt U&amp;F<br>Udo und Falko Haubrich GbR<br>Lindenstraße 7<br>97645 Ostheim</p>"
                                 "<p>Telefon: 09777 55512</p>"))
    assert (record["legal_form"], _reps(record)) == ("GbR", [("Udo Haubrich", "partner"), ("Falko Haubrich", "partner")])
    # control: a given name alone before a firm word is no partner list
    firm = parse_imprint(_page("<p>Udo und Partner GbR<br>Lindenstraße 7<br>97645 Ostheim</p><p>Telefon: 09777 55512</p>"))
    assert firm["representatives"] == []


def test_an_arbeitsgemeinschaft_is_no_person_and_names_no_owner() -> None:
    """Convention 866: "ARGE Wachauer Steinwender Zistler" names the firms of a working group, no person: no owner."""
    record = parse_imprint(_page("<p>Webseitenbetreiber: ARGE Wachauer Steinwender Zistler</p>"
                                 "<p>Anschrift: Rauchenwaldgasse 4, 1100 Wien</p><p>Tel.: +43 1 6045512<br>E-Mail: office@arge-wsz.at</p>"))
    assert (record["name"], record["representatives"]) == ("ARGE Wachauer Steinwender Zistler", [])


def test_the_name_row_of_a_registered_one_owner_firms_list_is_its_owner() -> None:
    """Convention 137: "Company: X e.U." / "Name: Y" in a list names the proprietor (as 110)."""
    record = parse_imprint(_page("<ul><li>Company: Silberquell Studio e.U.</li><li>Name: Irmela Grasberger</li>"
                                 "<li>Address: Rauchenwaldgasse 4, 1100 Wien</li><li>Email: office@silberquell.example</li></ul>",
                                 title="Imprint"))
    assert (record["legal_form"], _reps(record)) == ("e.U.", [("Irmela Grasberger", "owner")])
    # control: a firm's name row ("Firmenname:") names nobody
    firm = parse_imprint(_page("<ul><li>Company: Silberquell Studio e.U.</li><li>Firmenname: Silberquell Studio</li>"
                               "<li>Address: Rauchenwaldgasse 4, 1100 Wien</li><li>Email: office@silberquell.example</li></ul>",
                               title="Imprint"))
    assert firm["representatives"] == []


def test_a_person_line_below_an_eu_firm_names_the_owner_before_the_firms_words() -> None:
    """Conventions 110 and 560: "Grasberger Vermessung e.U." over "DI Falko Grasberger": the person line is the owner,
    not the firm's words read as a name."""
    record = parse_imprint(_page("<h2>Grasberger Vermessung e.U.</h2><p>DI Falko Grasberger<br>Hauptplatz 3<br>3100 St. Pölten</p>"
                                 "<p>E-Mail: office@grasberger-vermessung.at</p>"))
    assert (record["name"], _reps(record)) == ("Grasberger Vermessung e.U.", [("Falko Grasberger", "owner")])


def test_an_austrian_clubs_deputy_officers_with_stv_are_board_members() -> None:
    """Convention 434: officer cards "Schriftführer Stv." / "Kassier Stv." over a name: board members like the officers."""
    cards = "".join(f"<div><h4>{office}</h4><p>{person}</p></div>" for office, person in [
        ("Obmann", "Udo Wachauer"), ("Kassier", "Irmela Steinwender"), ("Kassier Stv.", "Falko Zistler"),
        ("Schriftführer Stv.", "Heribert Grasberger")])
    record = parse_imprint(_page(f"{cards}<h2>Adresse</h2><p>Bogensportverein Oberlaa<br>Rauchenwaldgasse 4<br>1100 Wien</p>"
                                 "<p>ZVR: 443218765</p>"))
    assert _reps(record) == [("Udo Wachauer", "chair_of_board"), ("Irmela Steinwender", "board_member"),
                             ("Falko Zistler", "board_member"), ("Heribert Grasberger", "board_member")]


def test_a_provider_name_set_in_capitals_stays_so_and_is_the_owner() -> None:
    """Convention 42: "IRMELA KESSING" in capitals in the source stays in capitals, as name and owner."""
    record = parse_imprint(_page("<p>IRMELA KESSING<br>Lange Straße 9<br>49074 Osnabrück</p><p>E-Mail: atelier@kessing.example</p>"
                                 "<p>Berufsbezeichnung: Goldschmiedin<br>USt-IdNr.: DE281934412</p>"))
    assert (record["name"], record["legal_form"], _reps(record)) == ("IRMELA KESSING", "Einzelunternehmen", [("IRMELA KESSING", "owner")])
    # control: a designation in capitals is no person
    brand = parse_imprint(_page("<p>KESSING GOLDWERK<br>Lange Straße 9<br>49074 Osnabrück</p><p>E-Mail: atelier@kessing.example</p>"
                                "<p>Berufsbezeichnung: Goldschmiedin<br>USt-IdNr.: DE281934412</p>"))
    assert brand["representatives"] == []


def test_the_one_person_of_a_gbr_provider_block_is_a_partner() -> None:
    """Conventions 249 and 806: "Rechtsform: GbR" below one person (no firm name): the person is the name and a partner."""
    record = parse_imprint(_page("<p>Dr. Irmela Grasberger<br>Lange Straße 9<br>49074 Osnabrück<br>Telefon: 0541 5553120</p>"
                                 "<p>Rechtsform: GbR</p><p>E-Mail: praxis@grasberger.example</p>"))
    assert (record["name"], record["legal_form"], _reps(record)) == ("Irmela Grasberger", "GbR", [("Irmela Grasberger", "partner")])
    # control: a GbR whose partners are printed keeps them
    two = parse_imprint(_page("<p>Grasberger &amp; Zistler GbR<br>Irmela Grasberger<br>Udo Zistler<br>Lange Straße 9<br>"
                              "49074 Osnabrück</p><p>E-Mail: praxis@grasberger.example</p>"))
    assert _reps(two) == [("Irmela Grasberger", "partner"), ("Udo Zistler", "partner")]


def test_a_designation_in_capitals_before_the_person_is_one_name_without_owner() -> None:
    """Convention 490: "SILBERQUELLSOFT Udo Zistler" as the § 5 block's first line is kept whole as the name and names no
    owner (45: no Inhaber line, no separate person line); the VAT id makes it a sole trader."""
    record = parse_imprint(_page("<h2>Angaben gemäß § 5 TMG</h2><p>SILBERQUELLSOFT Udo Zistler<br>Lange Straße 9<br>49074 Osnabrück</p>"
                                 "<p>E-Mail: kontakt@silberquellsoft.example</p><p>USt-IdNr.: DE304118877</p>"))
    assert (record["name"], record["legal_form"], record["representatives"]) == (
        "SILBERQUELLSOFT Udo Zistler", "Einzelunternehmen", [])
    # control: a surname in capitals before the given name is still the person ("ZISTLER Udo")
    surname = parse_imprint(_page("<h2>Angaben gemäß § 5 TMG</h2><p>Irmela GRASBERGER<br>Lange Straße 9<br>49074 Osnabrück</p>"
                                  "<p>E-Mail: kontakt@silberquellsoft.example</p><p>USt-IdNr.: DE304118877</p>"))
    assert surname["representatives"] == [{"name": "Irmela Grasberger", "role": "owner"}]


@pytest.mark.parametrize("line", ["<p>Inhaberin: Irmela Grasberger e.K.</p>", "<p>Inhaberin: Apothekerin Irmela Grasberger e.Kfr.</p>",
                                  "<h2>Inhaberin</h2><p>Irmela Grasberger e.k.</p>"])
def test_the_merchants_form_word_after_the_owners_name_is_no_part_of_her(line: str) -> None:
    """Convention 254: "Inhaberin: X e.K." names X the owner of the registered merchant's business."""
    record = parse_imprint(_page(f"<p>Silberquell-Apotheke<br>Lange Straße 9<br>49074 Osnabrück</p>{line}"
                                 "<p>Handelsregister: Amtsgericht Osnabrück HRA 2287</p><p>E-Mail: info@silberquell-apo.example</p>"))
    assert (record["legal_form"], _reps(record)) == ("e.K.", [("Irmela Grasberger", "owner")])


def test_a_general_partner_named_after_a_person_with_gmbh_in_parentheses_is_a_company() -> None:
    """Convention 299: "Persönlich haftende Gesellschafterin: Irmela Grasberger (GmbH)" is a company named after the
    person, no partner; the Geschäftsführer stays."""
    record = parse_imprint(_page("<p>Grasberger Fenster GmbH &amp; Co. KG<br>Lange Straße 9<br>49074 Osnabrück</p>"
                                 "<p>Persönlich haftende Gesellschafterin: Irmela Grasberger (GmbH)<br>Geschäftsführer: Udo Zistler</p>"
                                 "<p>Registergericht: Amtsgericht Osnabrück, HRA 2287</p><p>E-Mail: info@grasberger-fenster.example</p>"))
    assert _reps(record) == [("Udo Zistler", "managing_director")]
    # control: a natural-person general partner stays a partner
    person = parse_imprint(_page("<p>Grasberger Fenster KG<br>Lange Straße 9<br>49074 Osnabrück</p>"
                                 "<p>Persönlich haftende Gesellschafterin: Irmela Grasberger</p>"
                                 "<p>Registergericht: Amtsgericht Osnabrück, HRA 2287</p><p>E-Mail: info@grasberger-fenster.example</p>"))
    assert _reps(person) == [("Irmela Grasberger", "partner")]


def test_vertreten_durch_den_ansprechpartner_names_the_initiatives_representative() -> None:
    """Convention 688: "vertreten durch den Ansprechpartner:" over a person: "vertreten durch" makes him the
    initiative's representative, a board member (57)."""
    record = parse_imprint(_page("<p>Bürgerinitiative Oberlaa<br>vertreten durch den Ansprechpartner:<br>Udo Zistler<br>"
                                 "Lange Straße 9<br>49074 Osnabrück</p><p>E-Mail: hallo@treff-oberlaa.example</p>"))
    assert _reps(record) == [("Udo Zistler", "board_member")]
    # control: an "Ansprechpartner" of a firm is a contact person, no representative
    firm = parse_imprint(_page(_GMBH + "<p>Geschäftsführer: Udo Zistler</p><p>Ansprechpartner: Falko Grasberger</p>"))
    assert _reps(firm) == [("Udo Zistler", "managing_director")]


def test_the_master_dental_technicians_title_is_dropped() -> None:
    """Conventions 2 and 496: "ZTM" (Zahntechnikermeister) before a name is a title, dropped."""
    record = parse_imprint(_page(_GMBH + "<p>Geschäftsführer: ZTM Udo Zistler</p>"))
    assert _reps(record) == [("Udo Zistler", "managing_director")]
