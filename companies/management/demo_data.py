"""Realistic, fictional DE/AT/CH companies for demos and benchmarks: names with legal
forms, addresses, register numbers, VAT ids and LEIs with valid check digits, domains.
Each company's city, postal code and telephone area code belong together (a company in
Hamburg has a Hamburg postal code and an 040 number)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date

from stdnum.at import uid as at_uid  # ATU check digit
from stdnum.ch import uid as ch_uid
from stdnum.iso7064 import mod_11_10, mod_97_10

STEMS = [
    "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz",
    "Hoffmann", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz",
    "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Werner", "Krause",
    "Lehmann", "Köhler", "Maier", "Huber", "Gruber", "Steiner", "Moser", "Brunner", "Keller",
    "Frei", "Baumann", "Gerber", "Widmer", "Weiß", "Groß", "Strauß", "Löwe", "Alpen", "Nord",
    "Rhein", "Donau", "Isar", "Elb", "Main", "Boden", "Tann", "Lind", "Eichen", "Sonnen",
]
TRADES = [
    "Bau", "Holzbau", "Metallbau", "Elektrotechnik", "Software", "Logistik", "Druck",
    "Immobilien", "Consulting", "Maschinenbau", "Medizintechnik", "Feinkost", "Bäckerei",
    "Solartechnik", "Werkzeugbau", "Datentechnik", "Gartenbau", "Spedition", "Optik",
    "Kunststofftechnik", "Reisen", "Versicherungsmakler", "Energie", "Textil", "Weinhandel",
]
FIRST = ["Anna", "Lukas", "Sophie", "Jonas", "Marie", "Felix", "Laura", "Paul", "Julia", "Max",
         "Lena", "Tobias", "Sarah", "Stefan", "Katharina", "Andreas", "Claudia", "Markus"]
LAST = ["Berger", "Vogel", "Fuchs", "Roth", "Beck", "Lorenz", "Kaiser", "Sommer", "Haas",
        "Pichler", "Egger", "Meier", "Brunner", "Seidel", "Arnold", "Ludwig", "Winter", "Kraus"]
STREETS = ["Hauptstraße", "Bahnhofstraße", "Industriestraße", "Gartenweg", "Lindenallee",
           "Marktplatz", "Schillerstraße", "Goethestraße", "Ringstraße", "Am Hafen",
           "Mühlweg", "Feldstraße", "Bergstrasse", "Seestrasse", "Dorfstrasse"]



@dataclass(frozen=True)
class Place:
    """A seat: its register court (DE), city, postal codes (lowest, highest) and the
    telephone area code without the leading 0."""

    court: str
    city: str
    postal_codes: tuple[int, int]
    area_code: str


DE_PLACES = [Place("Charlottenburg", "Berlin", (10115, 14199), "30"),
             Place("München", "München", (80331, 81929), "89"),
             Place("Hamburg", "Hamburg", (20095, 22769), "40"),
             Place("Köln", "Köln", (50667, 51149), "221"),
             Place("Frankfurt am Main", "Frankfurt am Main", (60306, 60599), "69"),
             Place("Stuttgart", "Stuttgart", (70173, 70629), "711"),
             Place("Düsseldorf", "Düsseldorf", (40210, 40629), "211"),
             Place("Leipzig", "Leipzig", (4103, 4357), "341"),
             Place("Hannover", "Hannover", (30159, 30669), "511"),
             Place("Nürnberg", "Nürnberg", (90402, 90491), "911")]
AT_PLACES = [Place("-", "Wien", (1010, 1230), "1"), Place("-", "Graz", (8010, 8055), "316"),
             Place("-", "Linz", (4020, 4040), "732"), Place("-", "Salzburg", (5020, 5026), "662"),
             Place("-", "Innsbruck", (6020, 6080), "512"),
             Place("-", "Klagenfurt", (9020, 9073), "463")]
CH_PLACES = [Place("-", "Zürich", (8001, 8099), "44"), Place("-", "Bern", (3001, 3030), "31"),
             Place("-", "Basel", (4001, 4059), "61"), Place("-", "Luzern", (6003, 6015), "41"),
             Place("-", "St. Gallen", (9000, 9016), "71"),
             Place("-", "Winterthur", (8400, 8411), "52")]
COUNTRY_CODES = {"DE": "49", "AT": "43", "CH": "41"}
# Digits of a national number after the trunk 0 (area code + subscriber number).
NATIONAL_DIGITS = {"DE": 10, "AT": 9, "CH": 9}
DE_FORMS = ["GmbH"] * 6 + ["UG", "AG", "KG", "GmbH & Co. KG", "OHG", "e.K."]
AT_FORMS = ["GmbH"] * 5 + ["AG", "KG", "OG", "e.U.", "FlexCo"]
CH_FORMS = ["AG"] * 4 + ["GmbH"] * 3 + ["Genossenschaft", "Einzelunternehmen"]
FORM_SUFFIX = {"UG": "UG (haftungsbeschränkt)", "e.K.": "e.K.", "e.U.": "e.U.",
               "Einzelunternehmen": ""}
ROLES = {"GmbH": "managing_director", "UG": "managing_director", "FlexCo": "managing_director",
         "AG": "board_member", "KG": "partner", "OHG": "partner", "OG": "partner",
         "GmbH & Co. KG": "managing_director"}
TLD = {"DE": "de", "AT": "at", "CH": "ch"}
# The sequence bulk seeding writes (tests/companies/search_quality builds its queries on it).
BULK_SEED = 11


@dataclass
class DemoCompany:
    country: str
    name: str
    legal_form: str
    register: dict[str, str] | None
    vat_id: str | None
    lei: str | None
    address: dict[str, str]
    representatives: list[dict[str, str]]
    domain: str
    email: str
    phone: str
    founded_on: date
    status: str
    history: list[tuple[str, object]] = field(default_factory=list)


def _slug(text: str) -> str:
    table = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", " ": "-", "&": "und",
                           ".": "", "(": "", ")": ""})
    return "-".join(part for part in text.lower().translate(table).split("-") if part)


def de_vat(rng: random.Random) -> str:
    body = str(rng.randint(10_000_000, 99_999_999))
    return "DE" + body + mod_11_10.calc_check_digit(body)


def _at_vat(body: str) -> str:
    return "ATU" + body + at_uid.calc_check_digit("U" + body)


def ch_uid_number(rng: random.Random) -> str:
    while True:  # a check digit of 10 is not allowed: draw again
        body = str(rng.randint(10_000_000, 99_999_999))
        check = ch_uid.calc_check_digit(body)
        if len(check) == 1:
            digits = body + check
            return f"CHE-{digits[0:3]}.{digits[3:6]}.{digits[6:9]}"


def demo_phone(rng: random.Random, country: str, place: Place) -> str:
    """An E.164 number in the place's area: the subscriber part never starts with 0 or 1
    (those dial a trunk or a service)."""
    digits = NATIONAL_DIGITS[country] - len(place.area_code)
    subscriber = rng.choice("23456789") + str(rng.randint(0, 10 ** (digits - 1) - 1)).zfill(
        digits - 1)
    return f"+{COUNTRY_CODES[country]}{place.area_code}{subscriber}"


def lei(rng: random.Random) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    base = "5299" + "00" + "".join(rng.choice(alphabet) for _ in range(12))
    return base + mod_97_10.calc_check_digits(base)


def demo_companies(count: int, *, seed: int = 7) -> Iterator[DemoCompany]:
    rng = random.Random(seed)
    for i in range(count):
        country = "DE" if i % 10 < 6 else ("AT" if i % 10 < 8 else "CH")
        stem, trade = rng.choice(STEMS), rng.choice(TRADES)
        form = rng.choice({"DE": DE_FORMS, "AT": AT_FORMS, "CH": CH_FORMS}[country])
        suffix = FORM_SUFFIX.get(form, form)
        base = f"{stem} {trade}" if i % 3 else f"{trade} {stem}"
        if i >= len(STEMS) * len(TRADES):
            base = f"{base} {i}"
        name = f"{base} {suffix}".strip()
        street = f"{rng.choice(STREETS)} {rng.randint(1, 180)}"
        place = rng.choice({"DE": DE_PLACES, "AT": AT_PLACES, "CH": CH_PLACES}[country])
        city, width = place.city, 5 if country == "DE" else 4
        postal_code = str(rng.randint(*place.postal_codes)).zfill(width)
        if country == "DE":
            kind = "HRA" if form in ("KG", "GmbH & Co. KG", "OHG", "e.K.") else "HRB"
            register = {"country": "DE", "court": place.court,
                        "number": f"{kind} {rng.randint(1000, 250000)}"}
            vat = de_vat(rng)
        elif country == "AT":
            fn = f"FN {rng.randint(10000, 599999)}{rng.choice('abdfghikmpstvwxyz')}"
            register = {"country": "AT", "court": "-", "number": fn}
            vat = _at_vat(str(rng.randint(1_000_000, 9_999_999)))
        else:
            uid = ch_uid_number(rng)
            register = {"country": "CH", "court": "-", "number": uid}
            vat = uid.replace("-", "").replace(".", "") + "MWST"
        phone = demo_phone(rng, country, place)
        if form in ("e.K.", "e.U.", "Einzelunternehmen") and rng.random() < 0.5:
            register = None if form == "Einzelunternehmen" else register
        role = ROLES.get(form)
        representatives = []
        if role:
            for _ in range(rng.choice([1, 1, 2])):
                representatives.append(
                    {"name": f"{rng.choice(FIRST)} {rng.choice(LAST)}", "role": role}
                )
        domain = f"{_slug(base)}.{TLD[country]}"
        yield DemoCompany(
            country=country,
            name=name,
            legal_form=form,
            register=register,
            vat_id=vat,
            lei=lei(rng) if rng.random() < 0.3 else None,
            address={"street": street, "postal_code": postal_code, "city": city, "country": country},
            representatives=representatives,
            domain=domain,
            email=f"info@{domain}",
            phone=phone,
            founded_on=date(rng.randint(1950, 2024), rng.randint(1, 12), rng.randint(1, 28)),
            status=rng.choices(["active", "in_liquidation", "insolvent", "dissolved"],
                               weights=[92, 3, 2, 3])[0],
        )
