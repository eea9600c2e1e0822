"""Realistic, fictional DE/AT/CH companies for demos and benchmarks: names with legal
forms, addresses, register numbers, VAT ids and LEIs with valid check digits, domains."""

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
DE_COURTS = [("Charlottenburg", "Berlin", "10"), ("München", "München", "80"),
             ("Hamburg", "Hamburg", "20"), ("Köln", "Köln", "50"),
             ("Frankfurt am Main", "Frankfurt am Main", "60"), ("Stuttgart", "Stuttgart", "70"),
             ("Düsseldorf", "Düsseldorf", "40"), ("Leipzig", "Leipzig", "04"),
             ("Hannover", "Hannover", "30"), ("Nürnberg", "Nürnberg", "90")]
AT_CITIES = [("Wien", "1010"), ("Graz", "8010"), ("Linz", "4020"), ("Salzburg", "5020"),
             ("Innsbruck", "6020"), ("Klagenfurt", "9020")]
CH_CITIES = [("Zürich", "8001"), ("Bern", "3011"), ("Basel", "4051"), ("Luzern", "6003"),
             ("St. Gallen", "9000"), ("Winterthur", "8400")]
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
        if country == "DE":
            court, city, plz = rng.choice(DE_COURTS)
            kind = "HRA" if form in ("KG", "GmbH & Co. KG", "OHG", "e.K.") else "HRB"
            register = {"country": "DE", "court": court, "number": f"{kind} {rng.randint(1000, 250000)}"}
            postal_code = plz + f"{rng.randint(100, 999)}"
            vat = de_vat(rng)
            phone = f"+49{rng.choice(['30', '89', '40', '221', '69', '711'])}{rng.randint(1000000, 9999999)}"
        elif country == "AT":
            city, postal_code = rng.choice(AT_CITIES)
            fn = f"FN {rng.randint(10000, 599999)}{rng.choice('abdfghikmpstvwxyz')}"
            register = {"country": "AT", "court": "-", "number": fn}
            vat = _at_vat(str(rng.randint(1_000_000, 9_999_999)))
            phone = f"+43{rng.choice(['1', '316', '732', '662'])}{rng.randint(100000, 9999999)}"
        else:
            city, postal_code = rng.choice(CH_CITIES)
            uid = ch_uid_number(rng)
            register = {"country": "CH", "court": "-", "number": uid}
            vat = uid.replace("-", "").replace(".", "") + "MWST"
            phone = f"+41{rng.choice(['44', '31', '61', '41'])}{rng.randint(1000000, 9999999)}"
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
