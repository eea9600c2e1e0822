"""GLEIF: the LEI-CDF golden copy (streamed) and its publishes/record API.

* :func:`iter_records` streams the golden-copy CSV (a ``.csv.zip`` or a plain ``.csv``)
  through the ``csv`` module over a text wrapper of the zip member: memory stays flat
  whatever the file size. Columns are found BY HEADER NAME (the full file has 338 in a fixed
  order, extracts and samples fewer), so a reordered or extended header keeps working.
  Only rows whose legal-address country or jurisdiction is in ``countries`` (DE, AT, CH by
  default) become :class:`LeiRecord` objects.
* Timestamps keep the offset the LOU wrote (``Z``, ``+01:00``): they are aware datetimes and
  compare as instants.
* :func:`to_facts` maps a record to :class:`CompanyFacts` (``source="gleif"``): ELF codes to
  CONTRACT legal forms (table from NOTES §1), registration authority to register
  (RA000017 -> AT ``FN ...``; RA000548/RA000549 -> CH UID; RA000304 München,
  RA000242 Frankfurt am Main, RA000259 Hamburg; any other RA -> ``register=None`` while the
  record keeps the raw ids), entity status INACTIVE -> ``dissolved``, successor -> relation.
* The HTTP side (publishes endpoint, streaming download, single LEI records) is
  :mod:`companies.sources.gleif_api`.

GLEIF data is CC0 (NOTES §0).
"""

from __future__ import annotations

import csv
import io
import zipfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import IO, Any
from zoneinfo import ZoneInfo

from companies.sources.base import (
    BadResponse,
    CompanyFacts,
    RegisterRef,
    Relation,
    de_register_number,
    make_address,
)

DACH = frozenset({"DE", "AT", "CH"})
ELF_FORMS = {
    # DE
    "2HBR": "GmbH", "6QQB": "AG", "63KS": "UG", "8Z6G": "KG", "40DB": "OHG", "SGST": "SE",
    "OL20": "e.K.", "AZFE": "eG", "FR3V": "GbR", "QZ3L": "e.V.",
    # AT
    "AXSB": "GmbH", "EQOV": "AG", "ONF1": "KG", "JTAV": "OG", "ECWU": "e.U.",
    # CH (KmG CQMY has no CH code in the CONTRACT)
    "MVII": "AG", "3EKS": "GmbH", "MRSY": "Kollektivgesellschaft", "QSI2": "Genossenschaft",
}
DE_COURTS = {"RA000304": "München", "RA000242": "Frankfurt am Main", "RA000259": "Hamburg"}
AT_AUTHORITY = "RA000017"
CH_AUTHORITIES = frozenset({"RA000548", "RA000549"})
_LOCAL = ZoneInfo("Europe/Berlin")  # DE, AT and CH share the same civil time rules


@dataclass(frozen=True)
class OtherName:
    name: str
    type: str | None  # PREVIOUS_LEGAL_NAME, TRADING_OR_OPERATING_NAME, ...
    language: str | None


@dataclass(frozen=True)
class LeiAddress:
    first_line: str | None
    number: str | None
    additional_lines: tuple[str, ...]
    city: str | None
    region: str | None
    country: str | None
    postal_code: str | None


@dataclass(frozen=True)
class LeiRecord:
    """One LEI-CDF row (the fields the service uses); empty cells are ``None``."""

    lei: str
    legal_name: str
    legal_name_language: str | None
    other_names: tuple[OtherName, ...]
    legal_address: LeiAddress
    jurisdiction: str | None
    legal_form_elf: str | None
    other_legal_form: str | None
    entity_status: str | None
    entity_creation_date: datetime | None
    expiration_date: datetime | None
    expiration_reason: str | None
    registration_status: str | None
    registration_authority_id: str | None
    registration_authority_entity_id: str | None
    successor_lei: str | None
    successor_name: str | None
    initial_registration_date: datetime | None
    last_update: datetime
    next_renewal_date: datetime | None
    managing_lou: str | None
    validation_sources: str | None

    @property
    def previous_names(self) -> tuple[str, ...]:
        return tuple(n.name for n in self.other_names if n.type == "PREVIOUS_LEGAL_NAME")


def parse_timestamp(text: str | None) -> datetime | None:
    """An LEI-CDF timestamp as an aware datetime keeping its own offset; empty -> None."""
    if not text:
        return None
    parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


# --- streaming ------------------------------------------------------------------------------


@contextmanager
def open_golden_copy(path: str | Path) -> Iterator[IO[str]]:
    """A text stream over a golden-copy file: the (first) CSV member of a zip, or the file.

    Nothing is extracted to disk or read into memory; ``zipfile`` inflates as ``csv`` reads.
    """
    path = Path(path)
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            members = [n for n in archive.namelist() if n.lower().endswith(".csv")]
            if not members:
                raise BadResponse(f"gleif: no CSV in {path.name}", source="gleif")
            with archive.open(members[0]) as raw:
                yield io.TextIOWrapper(raw, encoding="utf-8-sig", newline="")
    else:
        with path.open(encoding="utf-8-sig", newline="") as text:
            yield text


def iter_records(
    path: str | Path, *, countries: Iterable[str] | None = DACH
) -> Iterator[LeiRecord]:
    """Stream the records of a golden-copy file, filtered to ``countries`` (None: all)."""
    with open_golden_copy(path) as text:
        yield from read_records(text, countries=countries)


def read_records(
    text: IO[str], *, countries: Iterable[str] | None = DACH
) -> Iterator[LeiRecord]:
    """Like :func:`iter_records` over an already open text stream."""
    wanted = frozenset(countries) if countries is not None else None
    reader = csv.reader(text)
    try:
        header = next(reader)
    except StopIteration:
        return
    columns = {name: index for index, name in enumerate(header)}
    for required in ("LEI", "Entity.LegalName", "Registration.LastUpdateDate"):
        if required not in columns:
            raise BadResponse(f"gleif: CSV header lacks {required}", source="gleif")
    country_at = columns.get("Entity.LegalAddress.Country")
    jurisdiction_at = columns.get("Entity.LegalJurisdiction")
    build = _RowReader(columns)
    for row in reader:
        if wanted is not None:
            country = row[country_at] if country_at is not None else ""
            jurisdiction = row[jurisdiction_at][:2] if jurisdiction_at is not None else ""
            if country not in wanted and jurisdiction not in wanted:
                continue
        yield build(row)


# LeiRecord field -> CSV column, and whether the value is a timestamp.
_SIMPLE_FIELDS: tuple[tuple[str, str, bool], ...] = (
    ("legal_name_language", "Entity.LegalName.xmllang", False),
    ("jurisdiction", "Entity.LegalJurisdiction", False),
    ("legal_form_elf", "Entity.LegalForm.EntityLegalFormCode", False),
    ("other_legal_form", "Entity.LegalForm.OtherLegalForm", False),
    ("entity_status", "Entity.EntityStatus", False),
    ("entity_creation_date", "Entity.EntityCreationDate", True),
    ("expiration_date", "Entity.EntityExpirationDate", True),
    ("expiration_reason", "Entity.EntityExpirationReason", False),
    ("registration_status", "Registration.RegistrationStatus", False),
    ("registration_authority_id", "Entity.RegistrationAuthority.RegistrationAuthorityID", False),
    ("registration_authority_entity_id",
     "Entity.RegistrationAuthority.RegistrationAuthorityEntityID", False),
    ("successor_lei", "Entity.SuccessorEntity.1.SuccessorLEI", False),
    ("successor_name", "Entity.SuccessorEntity.1.SuccessorEntityName", False),
    ("initial_registration_date", "Registration.InitialRegistrationDate", True),
    ("next_renewal_date", "Registration.NextRenewalDate", True),
    ("managing_lou", "Registration.ManagingLOU", False),
    ("validation_sources", "Registration.ValidationSources", False),
)
_ADDRESS_FIELDS = (
    ("first_line", "FirstAddressLine"), ("number", "AddressNumber"), ("city", "City"),
    ("region", "Region"), ("country", "Country"), ("postal_code", "PostalCode"),
)


class _RowReader:
    """Turns a row into a LeiRecord using column positions resolved once from the header;
    columns missing from the header read as empty."""

    def __init__(self, columns: dict[str, int]) -> None:
        self.lei, self.name = columns["LEI"], columns["Entity.LegalName"]
        self.last_update = columns["Registration.LastUpdateDate"]
        self.simple = [(f, columns[c], ts) for f, c, ts in _SIMPLE_FIELDS if c in columns]
        self.address = [(f, columns[f"Entity.LegalAddress.{c}"]) for f, c in _ADDRESS_FIELDS
                        if f"Entity.LegalAddress.{c}" in columns]
        self.other_names = [
            tuple(columns.get(f"Entity.OtherEntityNames.OtherEntityName.{n}{suffix}")
                  for suffix in ("", ".type", ".xmllang"))
            for n in range(1, 6)
            if f"Entity.OtherEntityNames.OtherEntityName.{n}" in columns
        ]
        self.additional = [
            columns[f"Entity.LegalAddress.AdditionalAddressLine.{n}"]
            for n in range(1, 4)
            if f"Entity.LegalAddress.AdditionalAddressLine.{n}" in columns
        ]

    def __call__(self, row: list[str]) -> LeiRecord:
        values: dict[str, Any] = dict.fromkeys(_EMPTY_RECORD_FIELDS)
        for field_name, index, is_timestamp in self.simple:
            value = row[index] or None
            values[field_name] = parse_timestamp(value) if is_timestamp else value
        address: dict[str, Any] = dict.fromkeys(_EMPTY_ADDRESS_FIELDS)
        for field_name, index in self.address:
            address[field_name] = row[index] or None
        address["additional_lines"] = tuple(row[i] for i in self.additional if row[i])
        values["other_names"] = tuple(
            OtherName(row[name_at], row[type_at] or None if type_at is not None else None,
                      row[lang_at] or None if lang_at is not None else None)
            for name_at, type_at, lang_at in self.other_names
            if name_at is not None and row[name_at]
        )
        last_update = parse_timestamp(row[self.last_update])
        if last_update is None:
            raise BadResponse(f"gleif: {row[self.lei]} has no LastUpdateDate", source="gleif")
        return LeiRecord(lei=row[self.lei], legal_name=row[self.name], last_update=last_update,
                         legal_address=LeiAddress(**address), **values)


_EMPTY_RECORD_FIELDS = tuple(f for f, _, _ in _SIMPLE_FIELDS)
_EMPTY_ADDRESS_FIELDS = tuple(f for f, _ in _ADDRESS_FIELDS)


# --- mapping --------------------------------------------------------------------------------


def register_of(record: LeiRecord) -> RegisterRef | None:
    """The CONTRACT register entry from the registration authority, when we know the RA."""
    authority, entity_id = record.registration_authority_id, record.registration_authority_entity_id
    if not authority or not entity_id:
        return None
    if authority == AT_AUTHORITY:
        fn = entity_id.upper().removeprefix("FN").strip().replace(" ", "").lower()
        return RegisterRef("AT", "-", f"FN {fn}") if fn[:-1].isdigit() else None
    if authority in CH_AUTHORITIES:
        digits = "".join(c for c in entity_id if c.isdigit())
        if len(digits) != 9:
            return None
        return RegisterRef("CH", "-", f"CHE-{digits[:3]}.{digits[3:6]}.{digits[6:]}")
    if authority in DE_COURTS:
        number = de_register_number(entity_id)
        return RegisterRef("DE", DE_COURTS[authority], number) if number else None
    return None


def _status(record: LeiRecord) -> str | None:
    if record.entity_status == "INACTIVE":
        return "dissolved"
    if record.entity_status == "ACTIVE" and record.registration_status in (
        "ISSUED", "LAPSED", "PENDING_TRANSFER", "PENDING_ARCHIVAL"
    ):
        return "active"
    return None  # ACTIVE but RETIRED/ANNULLED/DUPLICATE: GLEIF does not say what happened


def _legal_form(record: LeiRecord) -> str | None:
    form = ELF_FORMS.get(record.legal_form_elf or "")
    if form == "KG" and record.legal_address.country == "DE" and "GmbH & Co. KG" in " ".join(
        record.legal_name.split()
    ):
        return "GmbH & Co. KG"
    return form


def _founded_on(record: LeiRecord) -> date | None:
    # LOUs write local midnight, often converted to UTC ("2004-06-14T22:00:00Z" is 15 June).
    created = record.entity_creation_date
    return created.astimezone(_LOCAL).date() if created else None


def to_facts(record: LeiRecord) -> CompanyFacts:
    """Map a :class:`LeiRecord` to :class:`CompanyFacts` (see the module contract)."""
    address = record.legal_address
    street = address.first_line
    if street and address.number and address.number not in street:
        street = f"{street} {address.number}"
    relations: tuple[Relation, ...] = ()
    if record.successor_lei or record.successor_name:
        relations = (Relation("successor", None, record.successor_lei, record.successor_name),)
    return CompanyFacts(
        source="gleif",
        source_ref=f"https://search.gleif.org/#/record/{record.lei}",
        as_of=record.last_update,
        name=record.legal_name,
        legal_form=_legal_form(record),
        status=_status(record),
        register=register_of(record),
        lei=record.lei,
        address=make_address(street, address.postal_code, address.city,
                             address.country or (record.jurisdiction or "")[:2]),
        founded_on=_founded_on(record),
        relations=relations,
        raw_id=record.lei,
    )
