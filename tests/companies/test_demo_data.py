"""Demo data is internally consistent: a company's telephone area, postal code and city
belong together, checked against independent knowledge (libphonenumber's geocoding data,
the postal zones' first digits)."""

from __future__ import annotations

import phonenumbers
import pytest
from phonenumbers import geocoder

from companies.management.demo_data import demo_companies

# First digit of the postal code by city (the countries' postal zones).
POSTAL_ZONE = {
    "Berlin": "1", "München": "8", "Hamburg": "2", "Köln": "5", "Frankfurt am Main": "6",
    "Stuttgart": "7", "Düsseldorf": "4", "Leipzig": "0", "Hannover": "3", "Nürnberg": "9",
    "Wien": "1", "Graz": "8", "Linz": "4", "Salzburg": "5", "Innsbruck": "6", "Klagenfurt": "9",
    "Zürich": "8", "Bern": "3", "Basel": "4", "Luzern": "6", "St. Gallen": "9", "Winterthur": "8",
}
REGION = {"DE": "DE", "AT": "AT", "CH": "CH"}


@pytest.mark.parametrize("seed", [7, 11])  # the demo seed and the benchmark seed
def test_phone_area_postal_code_and_city_agree(seed):
    for company in demo_companies(400, seed=seed):
        address = company.address
        number = phonenumbers.parse(company.phone)
        assert phonenumbers.is_valid_number(number), company.phone
        assert phonenumbers.region_code_for_number(number) == REGION[company.country]
        place = geocoder.description_for_number(number, "de")
        assert place and (place in address["city"] or address["city"] in place), (
            company.name, address["city"], company.phone, place)
        assert len(address["postal_code"]) == (5 if company.country == "DE" else 4)
        assert address["postal_code"][0] == POSTAL_ZONE[address["city"]], address
        assert address["country"] == company.country
        if company.country == "DE" and company.register:
            court = company.register["court"]
            assert court == address["city"] or (court, address["city"]) == (
                "Charlottenburg", "Berlin")
