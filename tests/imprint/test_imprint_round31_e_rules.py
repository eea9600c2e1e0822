"""Rules of the thirty-first parser round (issue 19), helper e: representatives, each from its own minimal page
(names, places and numbers made up).

As in round 30, the rules make the parser follow labelling conventions of ``corpus/REAL.md`` that minimal pages,
written from the conventions' wording alone, showed it broke.
"""

from __future__ import annotations

import pytest

from companies.imprint import parse_imprint


def _page(block: str, title: str = "Impressum") -> bytes:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main>'
            f"{block}</main><footer>© 2026</footer></body></html>").encode()


_IMPRINT = ("<h1>Impressum</h1><p>Quirinhaus Lackierwerk GmbH<br>Almastraße 14<br>47051 Duisburg</p>"
            "<p>E-Mail: post@quirinhaus-lack.example</p><p>Amtsgericht Duisburg, HRB 40917</p><h2>Datenschutz</h2>")


@pytest.mark.parametrize(("sentence", "directors"), [
    ("Verantwortlich für die Datenverarbeitung ist die Quirinhaus Lackierwerk GmbH, vertreten durch den "
     "Geschäftsführer Ruben Quirinhaus.", ["Ruben Quirinhaus"]),
    ("Verantwortliche Stelle ist die Quirinhaus Lackierwerk GmbH, vertreten durch die Geschäftsführer "
     "Ruben Quirinhaus und Edda Walbrecht.", ["Ruben Quirinhaus", "Edda Walbrecht"]),
    ("Verantwortlich ist die Quirinhaus Lackierwerk GmbH, vertreten durch ihre Geschäftsführerin Edda Walbrecht.",
     ["Edda Walbrecht"]),
])
def test_a_privacy_controller_sentence_names_the_operators_managing_directors(sentence: str, directors: list[str]) -> None:
    """Convention 44: a managing director named only in the controller sentence of the page's privacy part
    ("<the operator's firm>, vertreten durch den Geschäftsführer X") counts."""
    record = parse_imprint(_page(f"{_IMPRINT}<p>{sentence}</p>"))
    assert record["representatives"] == [{"name": d, "role": "managing_director"} for d in directors]


def test_another_firms_controller_sentence_names_nobody_of_the_operator() -> None:
    """Control (convention 14): a sentence about another firm ("Hosting durch die X GmbH, vertreten durch …") is
    somebody else's; the operator keeps no representative."""
    record = parse_imprint(_page(f"{_IMPRINT}<p>Unser Hoster ist die Falkenried Netzdienste GmbH, vertreten durch den "
                                 "Geschäftsführer Lorenz Wiesendahl.</p>"))
    assert record["representatives"] == []


def test_a_provider_blocks_own_director_line_is_kept_over_the_controller_sentence() -> None:
    """Control: a "Geschäftsführer:" line of the provider block stays the reading; the privacy part adds nothing."""
    block = _IMPRINT.replace("</p><p>E-Mail", "</p><p>Geschäftsführerin: Edda Walbrecht</p><p>E-Mail")
    record = parse_imprint(_page(f"{block}<p>Verantwortlich ist die Quirinhaus Lackierwerk GmbH, vertreten durch den "
                                 "Geschäftsführer Ruben Quirinhaus.</p>"))
    assert record["representatives"] == [{"name": "Edda Walbrecht", "role": "managing_director"}]
