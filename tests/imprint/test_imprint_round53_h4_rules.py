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
