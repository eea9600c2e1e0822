"""``manage.py import_gleif``: the golden-copy sample, re-runs, deltas and downloads."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.core.management import call_command

from companies.models import Company, FieldChange, Identifier, Relation
from tests.factories import make_company
from tests.fakes.data import sample_text
from tests.fakes.gleif_server import FakeGleif, sample_rows, zipped_csv
from webhooks.models import Event

pytestmark = pytest.mark.django_db

SAMPLE = Path(__file__).resolve().parents[1] / "fakes" / "data" / "gleif_sample.csv"
MUSTERWERK = "ZZFAKE0DE00000000130"


def import_gleif(*args: str) -> dict:
    out = io.StringIO()
    call_command("import_gleif", *args, stdout=out)
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def gleif_server() -> Iterator[FakeGleif]:
    with FakeGleif() as server:
        yield server  # type: ignore[misc]


def test_the_sample_creates_one_company_per_dach_record(api):
    stats = import_gleif(str(SAMPLE))

    assert stats["records"] == 10 and stats["created"] == 10 and stats["delta"] is False
    response = api.get(f"/v1/lei/{MUSTERWERK}")
    assert response.status_code == 200
    record = response.json()
    assert record["name"] == {"value": "Musterwerk Feinmechanik GmbH", "source": "gleif",
                              "as_of": "2026-01-16T11:52:10.000Z"}
    assert record["register"]["value"] == {"country": "DE", "court": "München",
                                           "number": "HRB 987654"}
    assert record["attribution"][0]["source"] == "gleif"
    assert record["attribution"][0]["license"] == "CC0 1.0"
    # The register path finds it too (GLEIF may be shown).
    assert api.get("/v1/registers/DE/M%C3%BCnchen/HRB%20987654").json()["id"] == record["id"]
    # History of the new company: one row per field.
    assert FieldChange.objects.filter(company__public_id=record["id"], field="name").exists()


def test_a_retired_record_links_to_its_successor():
    import_gleif(str(SAMPLE))
    retired = Identifier.objects.get(kind="lei", value="ZZFAKE0DE00000000518").company
    successor = Identifier.objects.get(kind="lei", value="ZZFAKE0DE00000000227").company
    assert retired.status == "dissolved"
    assert Relation.objects.filter(company=retired, related=successor, kind="successor").exists()


def test_a_company_known_by_register_entry_gets_the_lei_with_history_and_events():
    known = make_company(name="Musterwerk Feinmechanik GmbH", vat_id=None,
                         register={"country": "DE", "court": "München", "number": "HRB 987654"})
    Event.objects.all().delete()

    stats = import_gleif(str(SAMPLE))

    assert stats["created"] == 9 and stats["updated"] == 1
    assert Identifier.objects.get(kind="lei", value=MUSTERWERK).company == known
    known.refresh_from_db()
    assert known.record["lei"]["value"] == MUSTERWERK and known.record["lei"]["source"] == "gleif"
    assert FieldChange.objects.filter(company=known, field="lei", new_value=MUSTERWERK).exists()
    assert Event.objects.filter(company_id=known.public_id, type="company.changed",
                                field="lei").exists()
    assert Company.objects.count() == 10


def test_importing_the_same_file_again_changes_nothing():
    import_gleif(str(SAMPLE))
    history, events = FieldChange.objects.count(), Event.objects.count()

    stats = import_gleif(str(SAMPLE))

    assert (stats["created"], stats["updated"], stats["unchanged"]) == (0, 0, 10)
    assert (FieldChange.objects.count(), Event.objects.count()) == (history, events)


def test_a_delta_changes_what_changed_and_emits_events(tmp_path):
    import_gleif(str(SAMPLE))
    header, rows = sample_rows()
    row = next(r for r in rows if r["LEI"] == MUSTERWERK)
    row["Entity.LegalName"] = "Musterwerk Präzisionstechnik GmbH"
    row["Entity.EntityStatus"] = "INACTIVE"
    row["Registration.LastUpdateDate"] = "2026-03-01T10:00:00+01:00"
    stale = dict(next(r for r in rows if r["LEI"] == "ZZFAKE0AT00000000682"))
    stale["Entity.LegalName"] = "An Older Name GmbH"  # same LastUpdateDate: not newer
    delta = tmp_path / "delta.csv.zip"
    delta.write_bytes(zipped_csv(header, [row, stale], "delta.csv"))
    Event.objects.all().delete()

    stats = import_gleif(str(delta), "--delta")

    assert stats["delta"] is True
    assert (stats["records"], stats["updated"], stats["unchanged"]) == (2, 1, 1)
    company = Identifier.objects.get(kind="lei", value=MUSTERWERK).company
    assert company.name == "Musterwerk Präzisionstechnik GmbH" and company.status == "dissolved"
    change = FieldChange.objects.get(company=company, field="name",
                                     new_value="Musterwerk Präzisionstechnik GmbH")
    assert change.old_value == "Musterwerk Feinmechanik GmbH" and change.origin == "gleif"
    events = set(Event.objects.values_list("company_id", "type", "field"))
    assert events == {
        (company.public_id, "company.changed", "name"),
        (company.public_id, "company.changed", "status"),
        (company.public_id, "company.status_changed", "status"),
    }


def test_a_plain_csv_file_works_as_well(tmp_path):
    plain = tmp_path / "golden.csv"
    plain.write_text(sample_text("gleif_sample.csv"), encoding="utf-8")
    assert import_gleif(str(plain))["created"] == 10


def test_latest_downloads_the_newest_publish_from_gleif(gleif_server, settings):
    gleif_server.reset()
    settings.GLEIF_GOLDEN_COPY_URL = gleif_server.base_url + "/api/v2"
    settings.GLEIF_API_URL = gleif_server.base_url + "/api/v1"
    stats = import_gleif("latest")
    assert stats["created"] == 10
    delta = import_gleif("latest", "--delta")
    assert delta["created"] == 0 and delta["records"] == delta["unchanged"] > 0
    paths = [r.path for r in gleif_server.requests]
    assert any("delta" in p.lower() for p in paths)


def test_a_missing_file_is_a_clear_error():
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="No such file"):
        import_gleif("/nonexistent/golden.csv.zip")


def test_foreign_rows_are_left_out(tmp_path):
    header, rows = sample_rows()
    foreign = dict(rows[0], LEI="ZZFAKE0FR00000000001")
    foreign["Entity.LegalAddress.Country"] = "FR"
    foreign["Entity.LegalJurisdiction"] = "FR"
    path = tmp_path / "mixed.csv"
    text = io.StringIO(newline="")
    writer = csv.DictWriter(text, fieldnames=header, quoting=csv.QUOTE_ALL)
    writer.writeheader()
    writer.writerows([foreign, rows[1]])
    path.write_text(text.getvalue(), encoding="utf-8")
    assert import_gleif(str(path))["records"] == 1
