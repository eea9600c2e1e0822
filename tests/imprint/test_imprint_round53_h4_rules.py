"""Rules of the forty-seventh parser round (issue 19) found by helper h4, who mined real pages that gave a wholly empty
record (or no name) though the imprint is plainly there: each rule with its own minimal invented page, failing on the round's
starting parser, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read

_BLOCK = "<p>Ott Modellbau GmbH<br>Lindenweg 6<br>70437 Stuttgart</p><p>Geschäftsführer: Jan Ott</p>"


def test_an_imprint_inside_a_template_element_is_read_as_the_page_shows_it():
    # (a Vue component's template, Alpine's "<template x-if>", a modal's markup a script clones: the parser keeps the
    # element's content out of the document)
    record = _read(f'<template x-if="true"><div><h1>Impressum</h1>{_BLOCK}</div></template>')
    assert (record["name"], record["address"]["street"]) == ("Ott Modellbau GmbH", "Lindenweg 6")


def test_a_template_elsewhere_on_the_page_leaves_the_imprint_as_it_was():
    record = _read(f'<h1>Impressum</h1>{_BLOCK}<template id="tpl-logo"><a href="/">Start</a></template>')
    assert (record["name"], record["address"]["street"]) == ("Ott Modellbau GmbH", "Lindenweg 6")


def test_a_sentence_that_names_the_person_responsible_under_the_providers_law_names_the_provider():
    record = _read("<h1>Impressum</h1><p>Verantwortlich im Sinne des § 5 DDG ist Jana Ott, Lindenweg 6, 70437 Stuttgart.</p>"
                   "<p>Telefon: 0711 5550123</p>")
    assert (record["name"], record["address"]["street"]) == ("Jana Ott", "Lindenweg 6")


def test_the_same_sentence_in_english_names_the_person_not_the_country():
    record = _read("<h1>Legal notice</h1><p>Responsible according to § 5 TMG is Jana Ott, Lindenweg 6, 70437 Stuttgart, Germany.</p>",
                   "https://site.invalid/legal-notice/")
    assert (record["name"], record["address"]["street"]) == ("Jana Ott", "Lindenweg 6")


def test_a_sentence_under_the_editors_law_beside_a_firms_block_leaves_the_firm_the_provider():
    record = _read(f"<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p>{_BLOCK}"
                   "<p>Verantwortlich nach § 18 Abs. 2 MStV ist Jan Ott, Lindenweg 6, 70437 Stuttgart.</p>")
    assert (record["name"], record["address"]["street"]) == ("Ott Modellbau GmbH", "Lindenweg 6")


def test_a_pictures_caption_above_the_only_name_is_no_provider():
    record = _read('<h1>Impressum und Kontakt</h1><figure><img src="hund.jpg" alt="Hund"><figcaption>Bello im Wald</figcaption></figure>'
                   "<p><strong>Impressum</strong></p><p>Jana Ott<br><br><strong>Kontakt:</strong><br>E-Mail: jana.ott@web.☻de</p>")
    assert record["name"] == "Jana Ott"


def test_a_caption_without_a_picture_stays_printed_text():
    record = _read("<h1>Impressum</h1><figure><figcaption>Angaben gemäß § 5 DDG</figcaption><p>Jana Ott<br>Lindenweg 6<br>"
                   "70437 Stuttgart</p></figure>")
    assert (record["name"], record["address"]["street"]) == ("Jana Ott", "Lindenweg 6")


def _page(title: str, body: str) -> dict:
    from companies.imprint import parse_imprint

    return parse_imprint(f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>{body}</body></html>',
                         "https://site.invalid/impressum/")


_NAMELESS = ("<h1>Impressum</h1><p>Lindenweg 6<br>70437 Stuttgart</p><p>Geschäftsführer: Jan Ott</p>"
             "<p>Amtsgericht Stuttgart, HRB 12345</p>")


def test_a_nameless_block_takes_the_firm_that_the_title_and_the_logos_alt_text_both_print():
    record = _page("Impressum | Ott Modellbau GmbH", f'<header><a href="/"><img src="logo.svg" alt="Ott Modellbau GmbH"></a></header>{_NAMELESS}')
    assert (record["name"], record["legal_form"], record["address"]["street"]) == ("Ott Modellbau GmbH", "GmbH", "Lindenweg 6")


def test_a_firm_in_the_title_alone_does_not_name_a_nameless_block():
    record = _page("Impressum | Ott Modellbau GmbH", f'<header><a href="/"><img src="logo.svg" alt="Startseite"></a></header>{_NAMELESS}')
    assert record["name"] is None


def test_an_operated_by_label_over_a_persons_inline_block_names_the_person():
    record = _read("<h1>Impressum</h1><p>Betrieben von: Jana Ott, Lindenweg 6, 70437 Stuttgart</p>")
    assert (record["name"], record["address"]["street"]) == ("Jana Ott", "Lindenweg 6")
    record = _read("<h1>Imprint</h1><p>Operated by: Jana Ott, Lindenweg 6, 70437 Stuttgart</p>", "https://site.invalid/imprint/")
    assert (record["name"], record["address"]["street"]) == ("Jana Ott", "Lindenweg 6")


def test_a_hosting_label_with_the_same_verb_names_no_provider():
    record = _read("<h1>Impressum</h1><p>Jana Ott<br>Lindenweg 6<br>70437 Stuttgart</p><p>Hosting betrieben von: Nordhost GmbH</p>")
    assert (record["name"], record["legal_form"]) == ("Jana Ott", None)


def test_a_french_or_italian_publishers_label_names_the_provider():
    record = _read("<h1>Mentions légales</h1><p>Éditeur : Atelier Lumière Sàrl</p><p>Siège : Rue du Lac 12, 1800 Vevey</p>",
                   "https://site.invalid/mentions-legales/")
    assert (record["name"], record["legal_form"], record["address"]["street"]) == ("Atelier Lumière Sàrl", "GmbH", "Rue du Lac 12")
    record = _read("<h1>Note legali</h1><p>Editore: Studio Verde Sagl, Via Cantonale 5, 6900 Lugano</p>", "https://site.invalid/note-legali/")
    assert (record["name"], record["address"]["street"]) == ("Studio Verde Sagl", "Via Cantonale 5")


def test_the_hosters_section_of_a_french_notice_stays_out():
    record = _read("<h1>Mentions légales</h1><h2>Éditeur</h2><p>Atelier Lumière Sàrl<br>Rue du Lac 12<br>1800 Vevey</p>"
                   "<h2>Hébergement</h2><p>Nordhost SA<br>Rue du Port 3<br>1201 Genève</p>", "https://site.invalid/mentions-legales/")
    assert (record["name"], record["address"]["street"]) == ("Atelier Lumière Sàrl", "Rue du Lac 12")


def test_an_imprint_that_a_script_sets_as_an_elements_content_is_read():
    record = _read('<h1>Impressum</h1><div id="imp"></div><script>document.getElementById("imp").innerHTML = '
                   "`<p>Jana Ott<br>\nLindenweg 6<br>70437 Stuttgart</p>`;</script>")
    assert (record["name"], record["address"]["street"]) == ("Jana Ott", "Lindenweg 6")


def test_a_script_that_sets_a_buttons_label_adds_no_provider():
    record = _read("<h1>Impressum</h1><p>Jana Ott<br>Lindenweg 6<br>70437 Stuttgart</p>"
                   "<script>menu.textContent = 'Menü schließen'; card.innerHTML = `<b>${title}</b>`;</script>")
    assert (record["name"], record["address"]["street"]) == ("Jana Ott", "Lindenweg 6")


def _home(body: str) -> dict:
    from companies.imprint import parse_imprint

    return parse_imprint(f'<html><head><meta charset="utf-8"><title>Ott Modellbau</title></head><body>{body}</body></html>',
                         "https://site.invalid/")


_FIRM = ("<p>Ott Modellbau GmbH<br>Lindenweg 6<br>70437 Stuttgart</p><p>Geschäftsführer: Jan Ott<br>"
         "Amtsgericht Stuttgart, HRB 12345</p>")


def test_a_one_page_sites_imprint_section_named_only_by_its_id_is_the_imprint():
    record = _home(f'<nav><a href="#impressum">Impressum</a></nav><section><h1>Willkommen</h1><p>Wir bauen Modelle.</p></section>'
                   f'<section id="impressum">{_FIRM}</section>')
    assert (record["name"], record["register"]["number"]) == ("Ott Modellbau GmbH", "HRB 12345")


def test_an_accordions_imprint_button_heads_the_panel_after_it():
    record = _home(f'<h1>Willkommen</h1><p>Wir bauen Modelle.</p><button class="accordion">Impressum</button>\n<div class="panel">{_FIRM}</div>')
    assert (record["name"], record["register"]["number"]) == ("Ott Modellbau GmbH", "HRB 12345")


def test_a_home_pages_imprint_section_that_only_links_the_imprint_stays_no_imprint():
    record = _home('<h1>Willkommen</h1><p>Wir bauen Modelle.</p><section id="impressum"><p><a href="/impressum">Zum Impressum</a>'
                   "</p></section><footer><p>Ott Modellbau GmbH · Lindenweg 6 · 70437 Stuttgart</p></footer>")
    assert record["name"] is None


def test_a_website_operated_by_label_is_the_providers_not_a_credit():
    record = _read("<h1>Impressum</h1><p>Website betrieben von: Ott Modellbau GmbH<br>Lindenweg 6<br>70437 Stuttgart</p>")
    assert (record["name"], record["address"]["street"]) == ("Ott Modellbau GmbH", "Lindenweg 6")
    record = _read("<h1>Imprint</h1><p>Website operated by: Jana Ott<br>Lindenweg 6<br>70437 Stuttgart</p>", "https://site.invalid/imprint/")
    assert (record["name"], record["address"]["street"]) == ("Jana Ott", "Lindenweg 6")


def test_a_website_credit_stays_a_credit():
    record = _read("<h1>Impressum</h1><p>Jana Ott<br>Lindenweg 6<br>70437 Stuttgart</p><p>Website von: Nordweb GmbH</p>")
    assert (record["name"], record["legal_form"]) == ("Jana Ott", None)
