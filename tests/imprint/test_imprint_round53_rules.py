"""Rules of the fifty-third parser round (the main session), each with its own invented minimal page (names, places and
mailboxes made up) that fails on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_BLOCK = "<h1>Impressum</h1><p>Anna Roth<br>Birkenweg 7<br>12345 Talhausen</p>"


def test_a_zero_width_space_inside_a_mailbox_is_no_space():
    # (a break chance after the hyphen of a long domain: the browser shows one unbroken address)
    record = _read(_BLOCK + "<p>E-Mail: info@roth-&#8203;design.example</p>")
    assert record["email"] == "info@roth-design.example"


def test_control_a_plain_hyphenated_mailbox_is_read_as_before():
    record = _read(_BLOCK + "<p>E-Mail: info@roth-design.example</p>")
    assert record["email"] == "info@roth-design.example"


def test_the_content_responsible_label_after_its_adverb_names_the_only_block():
    # (conventions 154, 205: a page whose only block is the content-responsible's is hers; "Inhaltlich verantwortlich: X"
    # is that label as "Verantwortlich für den Inhalt: X" is)
    record = _read("<h1>Impressum</h1><p>Inhaltlich verantwortlich: Anna Roth<br>Birkenweg 7<br>12345 Talhausen</p>")
    assert (record["name"], record["address"]["city"]) == ("Anna Roth", "Talhausen")


def test_the_only_content_responsible_with_a_mailbox_and_no_address_is_the_provider():
    record = _read("<h1>Impressum</h1><p>Verantwortlich für den Inhalt: Anna Roth</p><p>E-Mail: anna@roth.example</p>")
    assert (record["name"], record["email"], record["address"]) == ("Anna Roth", "anna@roth.example", None)


def test_control_the_content_responsible_beside_a_provider_block_stays_no_name():
    record = _read(_BLOCK + "<p>Inhaltlich verantwortlich: Jan Ott</p><p>E-Mail: anna@roth.example</p>")
    assert (record["name"], record["representatives"]) == ("Anna Roth", [])


def test_control_a_content_responsible_line_alone_gives_no_record():
    # (no address, mailbox or phone: nothing says whose page it is)
    record = _read("<h1>Impressum</h1><p>Verantwortlich für den Inhalt: Anna Roth</p>")
    assert record["name"] is None


def test_a_mailbox_in_brackets_after_the_name_is_its_contact():
    for line in ("Anna Roth (anna@roth.example)", "Anna Roth &lt;anna@roth.example&gt;", "Anna Roth – anna@roth.example",
                 "Diese Seite wird betrieben von Anna Roth (anna@roth.example)."):
        record = _read(f"<h1>Impressum</h1><p>{line}</p>")
        assert (record["name"], record["email"]) == ("Anna Roth", "anna@roth.example"), line


def test_control_a_credits_mailbox_in_brackets_stays_the_credits():
    for line in ("Webdesign: Medienbüro Kalt (info@kalt.example)", "Webdesign von Medienbüro Kalt (info@kalt.example)"):
        record = _read(_BLOCK + f"<p>Tel. 0761 123456</p><p>{line}</p>")
        assert (record["name"], record["email"]) == ("Anna Roth", None), line


def test_a_credits_mailbox_after_a_middot_or_its_work_done_by_stays_the_credits():
    for line in ("Webdesign: Medienbüro Kalt · info@kalt.example", "Realisierung durch Medienbüro Kalt (info@kalt.example)",
                 "Umsetzung durch Medienbüro Kalt, info@kalt.example"):
        record = _read(_BLOCK + f"<p>Tel. 0761 123456</p><p>{line}</p>")
        assert (record["name"], record["email"]) == ("Anna Roth", None), line


def test_control_the_providers_own_mailbox_after_a_middot_is_read():
    record = _read(_BLOCK + "<p>Tel. 0761 123456 · anna@roth.example</p>")
    assert (record["name"], record["email"]) == ("Anna Roth", "anna@roth.example")


def test_control_an_italian_owner_label_under_a_designation_names_the_owner_not_the_provider():
    # ("Titolare:" is the owner's label, as "Inhaber:": the designation above stays the name; "Editore:" is the publisher's)
    record = _read("<h1>Note legali</h1><p>Fotografia Rossi<br>Titolare: Mario Rossi<br>Via Cantonale 4<br>6900 Lugano</p>"
                   "<p>IDI: CHE-123.456.788 IVA</p>")
    assert (record["name"], record["representatives"]) == ("Fotografia Rossi", [{"name": "Mario Rossi", "role": "owner"}])
