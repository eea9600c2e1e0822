"""GLEIF golden-copy streaming, mapping to facts, and the API client against a fake GLEIF."""

from __future__ import annotations

import csv
import io
import zipfile
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from companies.sources.base import RegisterRef, Relation, RetryPolicy, SourceError
from companies.sources.gleif import iter_records, parse_timestamp, to_facts
from companies.sources.gleif_api import GleifClient
from tests.fakes.data import sample_path, sample_text
from tests.fakes.gleif_server import FakeGleif

SAMPLE = sample_path("gleif_sample.csv")


@pytest.fixture(scope="module")
def gleif_server() -> Iterator[FakeGleif]:
    with FakeGleif() as server:
        yield server  # type: ignore[misc]


@pytest.fixture
def gleif(gleif_server: FakeGleif) -> FakeGleif:
    gleif_server.reset()
    return gleif_server


def make_client(server: FakeGleif, sleeps: list[float] | None = None) -> GleifClient:
    retry = RetryPolicy(attempts=3, base_delay=0.1, jitter=0.0,
                        sleep=(sleeps if sleeps is not None else []).append)
    return GleifClient(f"{server.base_url}/api/v2", f"{server.base_url}/api/v1",
                       retry=retry, timeout=2.0)


def by_lei(path: Path) -> dict[str, object]:
    return {r.lei: r for r in iter_records(path)}


def write_extended_csv(tmp_path: Path) -> Path:
    """The sample with its columns reversed plus a French, a US-jurisdiction-DE and a
    Luxembourg row: parsing by name and filtering by country must still hold."""
    reader = csv.DictReader(io.StringIO(sample_text("gleif_sample.csv"), newline=""))
    header = list(reversed(reader.fieldnames or []))
    rows = list(reader)
    french = dict(rows[0], LEI="ZZFAKE0FR00000000001", **{
        "Entity.LegalAddress.Country": "FR", "Entity.LegalJurisdiction": "FR"})
    de_jurisdiction = dict(rows[0], LEI="ZZFAKE0US00000000002", **{
        "Entity.LegalAddress.Country": "US", "Entity.LegalJurisdiction": "DE"})
    luxembourg = dict(rows[0], LEI="ZZFAKE0LU00000000003", **{
        "Entity.LegalAddress.Country": "LU", "Entity.LegalJurisdiction": "LU"})
    path = tmp_path / "extended.csv"
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=header, quoting=csv.QUOTE_ALL)
        writer.writeheader()
        writer.writerows([*rows, french, de_jurisdiction, luxembourg])
    return path


def test_plain_csv_and_zip_stream_the_same_records(tmp_path):
    archive = tmp_path / "golden.csv.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.write(SAMPLE, "20260302-0800-gleif-goldencopy-lei2-golden-copy.csv")
    plain, zipped = by_lei(SAMPLE), by_lei(archive)
    assert len(plain) == 10
    assert plain == zipped


def test_columns_are_found_by_name_and_rows_filtered_to_dach(tmp_path):
    records = by_lei(write_extended_csv(tmp_path))
    assert "ZZFAKE0FR00000000001" not in records
    assert "ZZFAKE0LU00000000003" not in records
    assert "ZZFAKE0US00000000002" in records  # jurisdiction DE is enough
    assert records["ZZFAKE0DE00000000130"].legal_name == "Musterwerk Feinmechanik GmbH"
    everything = list(iter_records(write_extended_csv(tmp_path), countries=None))
    assert len(everything) == 13


def test_timestamps_keep_offsets_and_compare_as_instants():
    records = by_lei(SAMPLE)
    energie = records["ZZFAKE0DE00000000227"].last_update
    assert energie.utcoffset().total_seconds() == 3600
    assert energie == datetime(2026, 2, 2, 7, 15, tzinfo=UTC)
    assert parse_timestamp("2026-02-02T08:15:00.000+01:00") == parse_timestamp("2026-02-02T07:15:00Z")
    assert parse_timestamp("2024-09-02T10:00:00.957Z").microsecond == 957000
    newest = max(records.values(), key=lambda r: r.last_update)
    assert newest.lei == "ZZFAKE0DE00000000421"


def test_german_record_maps_to_facts():
    facts = to_facts(by_lei(SAMPLE)["ZZFAKE0DE00000000130"])
    assert facts.source == "gleif"
    assert facts.lei == facts.raw_id == "ZZFAKE0DE00000000130"
    assert facts.legal_form == "GmbH"
    assert facts.status == "active"
    assert facts.register == RegisterRef("DE", "München", "HRB 987654")
    assert facts.address == {"street": "Beispielstraße 12", "postal_code": "80331",
                             "city": "München", "country": "DE"}
    assert facts.founded_on == date(2004, 6, 15)  # 22:00Z is local midnight of the 15th
    assert facts.as_of == datetime(2026, 1, 16, 11, 52, 10, tzinfo=UTC)


def test_retired_record_is_dissolved_with_successor_and_previous_name():
    record = by_lei(SAMPLE)["ZZFAKE0DE00000000518"]
    facts = to_facts(record)
    assert facts.status == "dissolved"
    assert facts.relations == (
        Relation("successor", None, "ZZFAKE0DE00000000227", "Beispiel Energie AG"),)
    assert record.previous_names == ("Musterbank Frankfurt AG",)
    assert record.registration_status == "RETIRED"


def test_lapsed_registration_does_not_make_a_company_inactive():
    records = by_lei(SAMPLE)
    assert to_facts(records["ZZFAKE0DE00000000324"]).status == "active"
    assert to_facts(records["ZZFAKE0DE00000000324"]).legal_form == "GmbH & Co. KG"


def test_registration_authorities_map_to_registers_or_none():
    records = by_lei(SAMPLE)
    assert to_facts(records["ZZFAKE0AT00000000682"]).register == RegisterRef("AT", "-", "FN 999999z")
    assert to_facts(records["ZZFAKE0CH00000001003"]).register == RegisterRef(
        "CH", "-", "CHE-999.999.973")
    no_authority = records["ZZFAKE0AT00000000876"]
    assert to_facts(no_authority).register is None
    assert no_authority.registration_authority_id == "RA999999"


def test_publishes_lists_full_and_delta_files(gleif):
    publish = make_client(gleif).latest_publish()
    assert publish.publish_date == datetime(2026, 3, 2, 8, 0, tzinfo=UTC)
    assert publish.full.url.endswith("lei2-golden-copy.csv.zip")
    assert publish.full.record_count == 10
    assert set(publish.deltas) == {"IntraDay", "LastDay", "LastWeek", "LastMonth"}


def test_download_streams_to_a_temp_file_that_parses(gleif, tmp_path):
    client = make_client(gleif)
    publish = client.latest_publish()
    full = client.download(publish.full, tmp_path)
    delta = client.download(publish.deltas["LastDay"], tmp_path)
    assert full.parent == tmp_path and full.stat().st_size == publish.full.size
    assert len(list(iter_records(full))) == 10
    assert all(r.last_update.year == 2026 for r in iter_records(delta))


def test_short_download_is_refused_and_leaves_no_file(gleif, tmp_path):
    gleif.misreport_size = True
    client = make_client(gleif)
    with pytest.raises(SourceError) as caught:
        client.download(client.latest_publish().full, tmp_path)
    assert caught.value.code == "bad_response"
    assert list(tmp_path.iterdir()) == []


def test_outage_then_success_and_rate_limit_then_success(gleif):
    gleif.unavailable_for = gleif.rate_limited_for = 1
    sleeps: list[float] = []
    publish = make_client(gleif, sleeps).latest_publish()
    assert publish.full.record_count == 10
    assert sleeps == [0.1, 1.0]  # backoff, then Retry-After wins over the shorter backoff


def test_persistent_outage_is_upstream_unavailable(gleif):
    gleif.unavailable_for = 10
    with pytest.raises(SourceError) as caught:
        make_client(gleif).latest_publish()
    assert caught.value.code == "upstream_unavailable"


def test_lei_record_api_maps_like_the_golden_copy(gleif):
    facts = make_client(gleif).fetch_record("ZZFAKE0DE00000000518")
    from_csv = to_facts(by_lei(SAMPLE)["ZZFAKE0DE00000000518"])
    assert facts.name == from_csv.name and facts.status == "dissolved"
    assert facts.register == from_csv.register
    assert facts.relations == from_csv.relations
    assert facts.as_of == from_csv.as_of


def test_unknown_lei_is_not_found(gleif):
    with pytest.raises(SourceError) as caught:
        make_client(gleif).fetch_record("ZZFAKE0XX00000000000")
    assert caught.value.code == "not_found"
