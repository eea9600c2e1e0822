"""Rules of the fifty-first parser round (main session), found by changing tuning pages where the record must not change: each
rule with its own invented minimal page, failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_POPUP = ('<table id="impressumheader"><tr><td><h2>{heading}</h2></td><td align="right"><a href="javascript:closeImpressum()">'
          "{control}</a></td></tr></table><table><tr><td>Angaben gemäß § 5 TMG:</td><td><p>Jana Ott<br>Heilpraktikerin<br>"
          "Birkenweg 7<br>64407 Fränkisch-Crumbach<br>Telefon: 06164 501922</p></td></tr></table>")


def test_a_pop_ups_close_control_beside_its_heading_is_no_name():
    for control in ("Schließen", "Fenster schließen", "Close", "Nach oben"):
        record = _read(_POPUP.format(heading="Angaben gemäß § 5 TMG", control=control))
        assert (record["name"], record["legal_form"]) == ("Jana Ott", "Einzelunternehmen"), control


def test_control_the_pop_up_under_its_imprint_heading_reads_the_same():
    record = _read(_POPUP.format(heading="Impressum", control="Schließen"))
    assert (record["name"], record["representatives"]) == ("Jana Ott", [{"name": "Jana Ott", "role": "owner"}])


_FIRM = "<h1>Impressum</h1><p>Bergbahnen Talwil</p><p>Dorfstrasse 3<br>3818 Grindelwald</p><p>{statement}</p>"


def test_a_register_sentence_stating_the_form_is_no_name_and_gives_the_form():
    for statement, form in (("Eingetragen im Handelsregister des Kantons Bern als Aktiengesellschaft", "AG"),
                            ("Eingetragen im Handelsregister als GmbH", "GmbH"),
                            ("Registered in the commercial register of the canton of Bern as a GmbH", "GmbH"),
                            ("Eingetragen im Handelsregister des Kantons Bern als Kollektivgesellschaft", "Kollektivgesellschaft")):
        record = _read(_FIRM.format(statement=statement), "https://site.invalid/impressum.html")
        assert (record["name"], record["legal_form"]) == ("Bergbahnen Talwil", form), statement


def test_control_a_firm_line_above_its_register_sentence_keeps_its_own_name():
    record = _read(_FIRM.format(statement="Eingetragen im Handelsregister des Kantons Bern").replace(
        "Bergbahnen Talwil", "Bergbahnen Talwil AG"), "https://site.invalid/impressum.html")
    assert (record["name"], record["legal_form"]) == ("Bergbahnen Talwil AG", "AG")


def test_a_one_line_address_cut_by_slashes_is_read():
    for line, name in (("Anna Roth / Lindenstraße 14 / 12345 Berlin", "Anna Roth"),
                       ("Roth Bau GmbH / Lindenstr. 14a / D-12345 Berlin / Tel. 030 5512347", "Roth Bau GmbH")):
        record = _read(f"<h1>Impressum</h1><p>{line}</p>")
        assert record["name"] == name and record["address"]["postal_code"] == "12345", line
    record = _read("<h1>Impressum</h1><p>Anna Roth<br>Lindenstraße 14 / 12345 Berlin</p>")
    assert record["address"] == {"street": "Lindenstraße 14", "postal_code": "12345", "city": "Berlin", "country": "DE"}


def test_control_an_austrian_door_number_keeps_its_slashes():
    record = _read("<h1>Impressum</h1><p>Anna Roth<br>Hauptstraße 5 / 3 / 12<br>1010 Wien</p>")
    assert record["address"] == {"street": "Hauptstraße 5 / 3 / 12", "postal_code": "1010", "city": "Wien", "country": "AT"}


_PRACTICE = ("<h1>Impressum</h1><{tag}>Tierarztpraxis am Lindenplatz</{end}><p><b>Dr. Anna Roth</b><br>Lindenplatz 3<br>12345 Berlin</p>"
             "<{tag}>Kontakt</{end}><p>Telefon: 030 5512347</p>")


def test_a_block_whose_class_names_it_a_heading_heads_its_section_as_a_heading_tag_would():
    for tag in ('div class="section-title"', 'p class="headline"', 'div class="ueberschrift"'):
        record = _read(_PRACTICE.format(tag=tag, end=tag.split()[0]))
        assert record["name"] == "Tierarztpraxis am Lindenplatz", tag
    assert _read(_PRACTICE.format(tag="h2", end="h2"))["name"] == "Tierarztpraxis am Lindenplatz"


def test_control_a_tagline_and_a_titled_firm_line_stay_text():
    record = _read('<h1>Impressum</h1><div class="org-name">verein lindenplatz</div><div class="org-subtitle">Bildung.Teilhabe</div>'
                   "<p>Lindenplatz 3</p><p>1020 Wien</p><p>ZVR-Zahl: 1312207533</p>")
    assert record["name"] == "verein lindenplatz"
    record = _read('<div class="page-title">Impressum</div><div class="company-title">Roth Bau GmbH</div><p>Lindenplatz 3<br>12345 Berlin</p>'
                   '<div class="section-title">Vertreten durch</div><p>Jan Ott</p>')
    assert (record["name"], record["representatives"]) == ("Roth Bau GmbH", [{"name": "Jan Ott", "role": "managing_director"}])


def test_a_copyright_line_read_with_the_imprint_gives_no_name_with_its_year():
    record = _read('<div class="site-footer"><h1>Impressum</h1><div class="footer-col-title">Anschrift</div>'
                   "<p>Am Reitplatz 3<br>22111 Hamburg</p><span>© 2026 Reitverein Boberg e.V.</span></div>")
    assert not (record["name"] or "").startswith("2026")


def test_control_a_club_named_with_a_number_keeps_it():
    record = _read("<h1>Impressum</h1><p>1. FC Boberg e.V.<br>Am Reitplatz 3<br>22111 Hamburg</p>")
    assert (record["name"], record["legal_form"]) == ("1. FC Boberg e.V.", "e.V.")


def test_a_scripts_page_parameter_naming_the_imprint_makes_an_imprint_address():
    from companies.imprint import parse_imprint
    from companies.imprint.links import imprint_address

    card = ('<html><body><p>Anna Roth<br>Lindenweg 4<br>79100 Freiburg</p><p>Telefon: 0761 1234567<br>'
            "E-Mail: anna@roth-web.example</p></body></html>")
    for url in ("https://roth-web.example/index.php?seite=impressum", "https://roth-web.example/?page=imprint"):
        assert imprint_address(url)
        assert parse_imprint(card, url)["name"] == "Anna Roth", url


def test_control_a_neutral_page_parameter_or_host_names_no_imprint():
    from companies.imprint.links import imprint_address

    assert not imprint_address("https://roth-web.example/?page_id=12")
    assert not imprint_address("https://impressum.roth-web.example/index.php?id=4")


_ABOUT = ('<html><head><title>Über uns</title></head><body><main><h1>Wir über uns</h1><p>Roth Software GmbH<br>Hauptstraße 5<br>'
          "80331 München</p><p>Geschäftsführerin: Anna Berger</p><p>Telefon: +49 89 1234567</p></main></body></html>")


def test_a_page_reached_through_its_imprint_link_is_an_imprint_page_whatever_its_address():
    from companies.imprint import parse_imprint

    for url in ("https://roth-software.example/?page_id=12", "https://roth-software.example/seite-12.html"):
        record = parse_imprint(_ABOUT, url, linked=True)
        assert (record["name"], record["representatives"]) == (
            "Roth Software GmbH", [{"name": "Anna Berger", "role": "managing_director"}]), url


def test_control_the_same_page_read_from_a_neutral_address_alone_is_no_imprint():
    from companies.imprint import parse_imprint

    assert parse_imprint(_ABOUT, "https://roth-software.example/seite-12.html")["name"] is None


def test_the_parse_imprint_command_reads_a_linked_page(tmp_path):
    import io
    import json

    from django.core.management import call_command

    page = tmp_path / "seite-12.html"
    page.write_text(_ABOUT, encoding="utf-8")
    for extra, name in (([], None), (["--linked"], "Roth Software GmbH")):
        out = io.StringIO()
        call_command("parse_imprint", str(page), "--url", "https://roth-software.example/seite-12.html", *extra, stdout=out)
        assert json.loads(out.getvalue())["name"] == name, extra


def test_a_representative_printed_in_capitals_after_the_label_is_read_as_printed():
    for line, reps in (("Geschäftsführer: JAN OTT", [("JAN OTT", "managing_director")]),
                       ("GESCHÄFTSFÜHRER: JAN OTT UND ANNA ROTH", [("JAN OTT", "managing_director"), ("ANNA ROTH", "managing_director")])):
        record = _read(f"<h1>Impressum</h1><p>Roth Bau GmbH<br>Lindenstraße 14<br>12345 Berlin</p><p>{line}</p>")
        assert [(r["name"], r["role"]) for r in record["representatives"]] == reps, line


def test_control_a_firm_in_capitals_after_the_label_is_nobody():
    record = _read("<h1>Impressum</h1><p>Roth Bau GmbH<br>Lindenstraße 14<br>12345 Berlin</p><p>Geschäftsführer: MUSTER SOFTWARE</p>")
    assert record["representatives"] == []


def test_a_mail_link_the_page_never_closes_leaves_the_sections_below_it_headings():
    page = ('<h1>Impressum</h1><p><div>Inhaber:</div><div>Peter Roth<br>Angergasse 10<br>7341 Markt Sankt Martin</div>'
            '<div>eMail:</div><div><a href="mailto:info@roth-tischlerei.example">info@roth-tischlerei.example</div></p>'
            "<h2>Datenschutzerklärung</h2><h3>Hosting</h3><p>Anbieter ist die Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen "
            "(nachfolgend Hetzner).</p>")
    record = _read(page)
    assert (record["name"], record["email"]) == ("Peter Roth", "info@roth-tischlerei.example")


def test_control_a_closed_mail_link_reads_as_before():
    record = _read('<h1>Impressum</h1><p>Peter Roth<br>Angergasse 10<br>7341 Markt Sankt Martin<br>E-Mail: <a href="mailto:'
                   'info@roth-tischlerei.example"><span>info@roth-tischlerei.example</span></a></p>')
    assert record["email"] == "info@roth-tischlerei.example"


def test_closing_contact_links_leaves_a_scripts_text_alone():
    from companies.imprint.repairs import unclosed_closed

    script = "<script>document.write('<a href=\"mailto:' + u + '@roth.example\">' + u + '</a>');</script>"
    assert unclosed_closed(script) == script


def test_a_bold_firm_line_the_page_never_closes_leaves_the_lines_below_it_plain():
    page = ("<h2>Angaben gemäß § 5 DDG</h2><p><strong>Roth Analytik GmbH<br>Lindenstraße 14<br>12345 Berlin</p>"
            "<h3>Vertreten durch</h3><p>Jan Ott, Eva Roth (Geschäftsführung)</p><h3>Kontakt</h3><p>Telefon: 030 5512347</p>")
    record = _read(page)
    assert [(r["name"], r["role"]) for r in record["representatives"]] == [("Jan Ott", "managing_director"), ("Eva Roth", "managing_director")]


def test_control_a_closed_bold_firm_line_reads_as_before():
    page = ("<h2>Angaben gemäß § 5 DDG</h2><p><strong>Roth Analytik GmbH</strong><br>Lindenstraße 14<br>12345 Berlin</p>"
            "<h3>Vertreten durch</h3><p>Jan Ott, Eva Roth (Geschäftsführung)</p>")
    assert [r["name"] for r in _read(page)["representatives"]] == ["Jan Ott", "Eva Roth"]
