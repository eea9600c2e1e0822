"""Companies for match tests: each with its own identifiers (the factory's defaults are
shared), a website where asked, and look-alikes in the same city."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from companies.management.demo_data import de_vat
from companies.services import domain_link
from tests.factories import make_company

_numbers = random.Random(2525)


def company(name: str, *, city: str = "München", postal_code: str = "80331",
            street: str = "Hauptstraße 5", domain: str | None = None, legal_form: str = "GmbH",
            **values: object):
    """A DE company with a fresh VAT id and register number (and ``domain`` linked)."""
    values.setdefault("vat_id", de_vat(_numbers))
    values.setdefault("register", {"country": "DE", "court": "München",
                                   "number": f"HRB {_numbers.randint(1000, 250000)}"})
    values.setdefault("email", f"info@{domain}" if domain else None)
    made = make_company(
        name=name, legal_form=legal_form,
        address={"street": street, "postal_code": postal_code, "city": city, "country": "DE"},
        **values,
    )
    if domain:
        domain_link(name=domain, company=made, link_status="claimed",
                    justification="The site's imprint names this company.", source="imprint",
                    origin=f"imprint https://{domain}/impressum",
                    as_of=datetime(2026, 3, 1, tzinfo=UTC))
        made.refresh_from_db()
    return made


@pytest.fixture
def muster(db):
    return company("Muster Software GmbH", domain="www.muster-software.de", phone="+49891234567")


@pytest.fixture
def lookalikes(db):
    """Two companies called 'Alpen Bau' in the same city, told apart by form and street."""
    return (
        company("Alpen Bau GmbH", street="Lindenallee 3", postal_code="80335"),
        company("Alpen Bau KG", legal_form="KG", street="Ringstraße 40", postal_code="80999",
                register={"country": "DE", "court": "München", "number": "HRA 4711"}),
    )
