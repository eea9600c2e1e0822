"""Rules of the fifty-third parser round (helper 2), found on real imprint pages of sole traders and freelancers (an inn run by
its leaseholder, trades and practices) and of private persons that are in no labelled set: whether the page's person runs a
business and who its owner is. Each rule with its own minimal page, failing on the parser before the round, and a control
that holds before and after."""

from __future__ import annotations

from tests.imprint.pages import read_body as _read


def _reps(record: dict) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in record["representatives"]]


# An inn's leaseholder ("Pächterin:") runs it: the owner of a sole trader, as "Inhaberin:" (conventions 3 and 6).
def _inn(label: str) -> str:
    return (f"<h1>Impressum</h1><p>Gasthof zur Linde<br>{label}<br>Eva Ott<br>Hauptstraße 1<br>85413 Lindendorf</p>"
            "<p>Tel.: 08764 5550</p>")


def test_the_leaseholder_of_an_inn_is_its_owner():
    record = _read(_inn("Pächterin:"))
    assert (record["name"], record["legal_form"]) == ("Gasthof zur Linde", "Einzelunternehmen")
    assert _reps(record) == [("Eva Ott", "owner")]


def test_the_leaseholder_on_one_line_is_its_owner():
    record = _read(_inn("Pächter: Jan Ott").replace("<br>Eva Ott", ""))
    assert (record["legal_form"], _reps(record)) == ("Einzelunternehmen", [("Jan Ott", "owner")])


def test_control_the_owner_label_names_the_owner():
    record = _read(_inn("Inhaberin:"))
    assert (record["legal_form"], _reps(record)) == ("Einzelunternehmen", [("Eva Ott", "owner")])
