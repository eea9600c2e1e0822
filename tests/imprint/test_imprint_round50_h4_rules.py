"""Rules of the fiftieth parser round (helper 4), found on real component pages (Vue, React/Next, Astro, Svelte, Angular) and
English imprint pages of German, Austrian and Swiss firms that are in no labelled set: each rule with its own minimal page,
failing on the parser before the round, and a control that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


_KLEE = ("<h2>Information according to § 5 TMG</h2><p><strong>Klee Gebäudeservice</strong><br>Amselgasse 14<br>"
         "41462 Neuss</p><h2>Represented by</h2><p>Rita Klee</p><h2>VAT ID</h2><p>DE287654321</p>")


def test_a_component_header_tag_left_open_around_the_main_content_is_no_banner():
    # a stored Astro/JSX page: "<Header />" opens a <header> that stays open around <main>
    record = _read(f"<Header /><main>{_KLEE}</main><Footer />")
    assert (record["name"], record["vat_id"], record["address"]["street"]) == ("Klee Gebäudeservice", "DE287654321", "Amselgasse 14")
    assert _reps(record) == [("Rita Klee", "owner")]


def test_control_a_site_banner_beside_the_main_content_stays_a_banner():
    record = _read("<header><a href='/'>Nordlicht Studio GmbH</a><nav><a href='/'>Start</a></nav></header>"
                   f"<main>{_KLEE}</main>")
    assert (record["name"], record["vat_id"]) == ("Klee Gebäudeservice", "DE287654321")
