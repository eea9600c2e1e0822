"""Rules of the thirty-eighth parser round from the probes of tuning-decided conventions (a second helper session, issue 19),
each on its own invented page that fails on the parser before the round, with a control case that keeps passing."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_a_six_digit_postal_code_is_kept_as_printed() -> None:
    """Convention 37: a postal code misprinted with six digits ("803395 München") is kept as printed."""
    record = parse_imprint(_page("<p>Talgrund Planung GmbH<br>Auenweg 7<br>451230 Essen</p><p>Geschäftsführer: Ole Brandt</p>"))
    assert (record["address"]["street"], record["address"]["postal_code"], record["address"]["city"]) == ("Auenweg 7", "451230", "Essen")
    control = parse_imprint(_page("<p>Talgrund Planung GmbH<br>Auenweg 7<br>45123 Essen</p>"))
    assert control["address"]["postal_code"] == "45123"


def test_a_vat_id_one_digit_off_the_sample_is_a_placeholder() -> None:
    """Convention 938: "DE123476789", the sample DE123456789 with one digit off, is a placeholder: ``null``."""
    block = "<p>Klangkeller Studio<br>Jonas Pfeiffer<br>Mühlgasse 4<br>35037 Marburg</p><p>USt-IdNr.: {}</p>"
    assert parse_imprint(_page(block.format("DE123476789")))["vat_id"] is None
    assert parse_imprint(_page(block.format("DE274391865")))["vat_id"] == "DE274391865"


def test_a_universitys_head_named_between_commas_or_as_rector() -> None:
    """Conventions 1191, 1428: the president set off by commas, with honours, and the rector who represents a university are
    ``chair_of_board``, their names without titles."""
    address = "<p>Hochschule Talheim<br>Bergstraße 3<br>37073 Göttingen</p>"
    president = parse_imprint(_page(address + "<p>Die Hochschule ist eine Körperschaft des öffentlichen Rechts. Sie wird durch den "
                                    "Präsidenten, Prof. Dr.-Ing. DSc. h.c. Lukas Amberg Hon.-Prof. (TUM, DE), gesetzlich vertreten.</p>"))
    assert president["representatives"] == [{"name": "Lukas Amberg", "role": "chair_of_board"}]
    rector = parse_imprint(_page(address + "<p>Die Hochschule ist eine Körperschaft des öffentlichen Rechts. "
                                 "Sie wird durch den Rektor Prof. Dr. Lukas Amberg vertreten.</p>"))
    assert rector["representatives"] == [{"name": "Lukas Amberg", "role": "chair_of_board"}]
    control = parse_imprint(_page(address + "<p>Rektor der Hochschule ist seit 2020 Lukas Amberg.</p>"))
    assert control["representatives"] == []


def test_a_coined_club_name_represented_by_a_person_is_an_association() -> None:
    """Conventions 402, 57: "CodeClub Weststadt" / "Vertreten durch: X" is a group represented by its board: ``board_member``."""
    block = "<p>{}<br>Lindenring 5<br>68161 Mannheim</p><p>Vertreten durch: Mira Kessel</p>"
    club = parse_imprint(_page(block.format("CodeClub Weststadt")))
    assert club["representatives"] == [{"name": "Mira Kessel", "role": "board_member"}]
    brand = parse_imprint(_page(block.format("CodeWerk Weststadt")))
    assert brand["representatives"] != [{"name": "Mira Kessel", "role": "board_member"}]


def test_a_board_heading_over_its_member_without_form_word() -> None:
    """Convention 1543: "Altherrenvorstand:" over one person in a block without form word: that person is a ``board_member``,
    the legal form stays ``null``."""
    block = ("<p><strong>Kontaktadresse:</strong><br>Landsmannschaft Silvania<br>Lahnweg 9<br>35037 Marburg</p>"
             "<p><strong>{}:</strong><br>Till Marbach</p>")
    record = parse_imprint(_page(block.format("Altherrenvorstand")))
    assert record["representatives"] == [{"name": "Till Marbach", "role": "board_member"}]
    assert record["legal_form"] is None
    assert parse_imprint(_page(block.format("Ansprechpartner")))["representatives"] == []


def test_a_lower_case_street_and_town_are_kept_as_printed() -> None:
    """Convention 58: "mainzer straße, 1" / "10247 berlin": street and town as printed, lower case and comma included."""
    record = parse_imprint(_page("<p>Verantwortlich ist die:</p><p>Klickwerk<br>saarbrücker straße, 6<br>04109 leipzig</p>"))
    assert (record["address"]["street"], record["address"]["city"]) == ("saarbrücker straße, 6", "leipzig")
    control = parse_imprint(_page("<p>Klickwerk<br>Saarbrücker Straße 6<br>04109 Leipzig</p>"))
    assert control["address"]["city"] == "Leipzig"


def test_a_decoy_in_a_class_styled_span_inside_an_address_is_null() -> None:
    """Convention 551: "in<span class=…>judo</span>fo@…": only the stylesheet hides the span, so the page prints a decoy: ``null``;
    a span that joins the address's parts ("@", ".") is read as printed."""
    block = "<p>Judo-Club Ahrtal e.V.<br>Uferweg 3<br>53474 Ahrweiler</p><p>E-Mail: {}</p>"
    assert parse_imprint(_page(block.format('in<span class="nope">judo</span>fo@judo-ahrtal.de')))["email"] is None
    assert parse_imprint(_page(block.format('info<span class="at">@</span>judo-ahrtal.de')))["email"] == "info@judo-ahrtal.de"


def test_contact_lines_after_a_section_55_block_that_repeats_the_provider() -> None:
    """Convention 321: a § 55 RStV block that repeats the provider herself; the contact lines below it are hers."""
    head = "<h2>Angaben gemäß § 5 TMG</h2><p>Greta Lindqvist<br>Logopädin<br>Kirchweg 3<br>22087 Hamburg</p>"
    block = "<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2><p>{}<br>Kirchweg 3<br>22087 Hamburg</p>" \
            "<p>E-Mail: post@logo-lindqvist.de</p>"
    assert parse_imprint(_page(head + block.format("Greta Lindqvist")))["email"] == "post@logo-lindqvist.de"
    assert parse_imprint(_page(head + block.format("Jonas Berglund")))["email"] is None
