"""The page's own stylesheet lays out its imprint (forty-third parser round, issue 19; found on an unlabelled real page whose
label and value spans sit side by side in a grid that a class rule of its <style> block sets): a class the stylesheet
displays as a grid, a flex row or a block counts like the utility class of that name."""

from __future__ import annotations

from companies.imprint import parse_imprint

_CELLS = ('<div class="who"><span class="role">Betreiber</span><span class="name">Jan Ott</span><span class="role">Anschrift</span>'
          '<span class="name">Lindenweg 3, 10115 Berlin</span><span class="role">E-Mail</span><span class="name">jan@ott-web.de</span></div>')


def _read(style: str) -> dict:
    return parse_imprint(f'<html><head><meta charset="utf-8"><title>Impressum</title><style>{style}</style></head><body>'
                         f"<h1>Impressum</h1>{_CELLS}</body></html>", "https://site.invalid/impressum/")


def test_a_grid_the_stylesheet_sets_by_class_separates_its_cells():
    record = _read(".who{display:grid;grid-template-columns:120px 1fr;gap:4px}")
    assert (record["name"], record["address"]["street"], record["email"]) == ("Jan Ott", "Lindenweg 3", "jan@ott-web.de")


def test_a_grid_set_in_a_media_query_or_by_a_descendant_rule_counts_too():
    record = _read("@media (min-width: 600px){main .card .who{display:grid}} .who .role{font-weight:700}")
    assert (record["name"], record["email"]) == ("Jan Ott", "jan@ott-web.de")


def test_control_a_class_rule_without_a_display_leaves_the_spans_inline():
    record = _read(".who{color:#333} .role:hover{display:block}")
    assert record["name"] is None and record["email"] != "jan@ott-web.de"
