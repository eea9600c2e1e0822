"""The labelled evaluation set of company matching, generated deterministically.

    .venv/bin/python -m tests.matching.eval_set      # rewrites the two files below

``eval_companies.jsonl``: the companies the test seeds -- the demo generator's companies
(``companies.management.demo_data``, seed 25) with unique domains, look-alikes in the same city (the
same name with another legal form, a word added, the same family name in another trade)
and renamed companies (``previous_name``, written as name history by the test).
``eval_records.jsonl``: messy records, each with its damage kind and the right answer
(``expect``: the VAT id of the right company, null when the company does not exist).
``test_calibration.py`` checks that the committed files are what this script makes.
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any

from companies.management.demo_data import (
    CH_PLACES,
    DE_PLACES,
    STEMS,
    STREETS,
    TRADES,
    DemoCompany,
    _at_vat,
    _slug,
    de_vat,
    demo_companies,
)

HERE = Path(__file__).parent
COMPANIES_FILE = HERE / "eval_companies.jsonl"
RECORDS_FILE = HERE / "eval_records.jsonl"
BASE_COMPANIES = 760
SEED = 25
FORM_SUFFIX = {"UG": "UG (haftungsbeschränkt)", "Einzelunternehmen": ""}
SPELLED = {"GmbH": ["Gesellschaft mit beschränkter Haftung", "GesmbH", "Ges.m.b.H.", "G.m.b.H."],
           "AG": ["Aktiengesellschaft", "A.G."], "KG": ["Kommanditgesellschaft"],
           "e.K.": ["e. K.", "eingetragener Kaufmann"], "UG": ["UG", "Unternehmergesellschaft"],
           "GmbH & Co. KG": ["GmbH und Co. KG", "GmbH & Co KG"], "OHG": ["oHG"]}
OTHER_FORM = {"GmbH": "AG", "AG": "GmbH", "UG": "GmbH", "KG": "GmbH & Co. KG",
              "GmbH & Co. KG": "KG", "OHG": "KG", "e.K.": "GmbH", "OG": "KG", "e.U.": "GmbH",
              "FlexCo": "GmbH", "Genossenschaft": "AG", "Einzelunternehmen": "GmbH"}
FIRST = ["anna", "lukas", "jonas", "marie", "felix", "laura", "paul", "julia", "stefan"]
LAST = ["berger", "vogel", "fuchs", "roth", "beck", "lorenz", "kaiser", "sommer", "haas"]
FREE_MAIL = ["gmail.com", "web.de", "gmx.de", "t-online.de"]
NEAR_KEYS = {"a": "s", "e": "r", "i": "o", "o": "p", "u": "i", "n": "m", "r": "t", "l": "k",
             "s": "a", "t": "z", "h": "j", "c": "v", "m": "n", "b": "v", "d": "f", "g": "h"}


def _base(company: DemoCompany | dict[str, Any]) -> str:
    """The name without its legal form."""
    name, form = (company["name"], company["legal_form"]) if isinstance(company, dict) else \
        (company.name, company.legal_form)
    suffix = FORM_SUFFIX.get(form, form)
    return name[: -len(suffix)].strip() if suffix and name.endswith(suffix) else name


def _named(base: str, form: str) -> str:
    return f"{base} {FORM_SUFFIX.get(form, form)}".strip()


def _unique_site(company: DemoCompany, taken: set[str]) -> DemoCompany:
    domain, n = company.domain, 2
    while domain in taken:
        stem, tld = company.domain.rsplit(".", 1)
        domain, n = f"{stem}-{n}.{tld}", n + 1
    taken.add(domain)
    return dataclasses.replace(company, domain=domain, email=f"info@{domain}")


def _lookalike(rng: random.Random, original: DemoCompany, taken: set[str]) -> DemoCompany:
    """Another company in the same city whose name resembles the original's."""
    base, form = _base(original), original.legal_form
    kind = rng.choice(["form", "word", "trade"])
    if kind == "form":
        name = _named(base, OTHER_FORM[form])
        form = OTHER_FORM[form]
    elif kind == "word":
        name = _named(f"{base} {rng.choice(['Service', 'Technik', 'Holding', 'Nord'])}", form)
    else:
        stem = base.split()[0] if base.split()[0] in STEMS else base.split()[-1]
        trade = rng.choice([t for t in TRADES if t not in base])
        name = _named(f"{stem} {trade}", form)
    twin = next(demo_companies(1, seed=rng.randint(1, 10**9)))
    register = original.register and {**original.register,
                                       "number": _other_register_number(rng, original)}
    twin = dataclasses.replace(
        twin, country=original.country, name=name, legal_form=form, register=register,
        vat_id=_vat(rng, original.country, original.vat_id), lei=None,
        address={**original.address, "street": f"{rng.choice(STREETS)} {rng.randint(1, 180)}"},
        domain=f"{_slug(name.lower())}.{original.domain.rsplit('.', 1)[1]}",
        phone=original.phone[:-4] + str(rng.randint(1000, 9999)),
    )
    return _unique_site(twin, taken)


def _other_register_number(rng: random.Random, company: DemoCompany) -> str:
    number = company.register["number"]
    if company.country == "DE":
        return f"{number.split()[0]} {rng.randint(1000, 250000)}"
    if company.country == "AT":
        return f"FN {rng.randint(10000, 599999)}{rng.choice('abdfghikmpstvwxyz')}"
    from companies.management.demo_data import ch_uid_number

    return ch_uid_number(rng)


def _vat(rng: random.Random, country: str, avoid: str | None = None) -> str:
    while True:
        if country == "DE":
            vat = de_vat(rng)
        elif country == "AT":
            vat = _at_vat(str(rng.randint(1_000_000, 9_999_999)))
        else:
            from companies.management.demo_data import ch_uid_number

            vat = ch_uid_number(rng).replace("-", "").replace(".", "") + "MWST"
        if vat != avoid:
            return vat


def _as_json(company: DemoCompany, previous_name: str | None) -> dict[str, Any]:
    data = dataclasses.asdict(company)
    data["founded_on"] = company.founded_on.isoformat()
    data.pop("history")
    data["previous_name"] = previous_name
    return data


def build_companies(rng: random.Random) -> list[dict[str, Any]]:
    taken: set[str] = set()
    originals = [_unique_site(c, taken) for c in demo_companies(BASE_COMPANIES, seed=SEED)]
    companies: list[dict[str, Any]] = []
    for index, company in enumerate(originals):
        previous = None
        if index % 9 == 4:  # renamed: the family name stays, the trade changed
            stem = _base(company).split()[0]
            previous = _named(f"{stem} {rng.choice(TRADES)} {rng.choice(['Werke', 'Partner', 'Gruppe'])}",
                              company.legal_form)
        companies.append(_as_json(company, previous))
        if index % 6 == 1:
            companies.append({**_as_json(_lookalike(rng, company, taken), None),
                              "lookalike_of": company.vat_id})
    vat_ids = [c["vat_id"] for c in companies]
    assert len(set(vat_ids)) == len(vat_ids), "a VAT id is the label: each must be unique"
    return companies


# --- damage ---------------------------------------------------------------------------------


def _typo(rng: random.Random, text: str) -> str:
    positions = [i for i, ch in enumerate(text) if ch.isalpha() and i > 0]
    i = rng.choice(positions)
    operation = rng.choice(["drop", "swap", "near", "double"])
    if operation == "drop":
        return text[:i] + text[i + 1:]
    if operation == "swap" and i + 1 < len(text) and text[i + 1].isalpha():
        return text[:i] + text[i + 1] + text[i] + text[i + 2:]
    if operation == "near" and text[i].lower() in NEAR_KEYS:
        return text[:i] + NEAR_KEYS[text[i].lower()] + text[i + 1:]
    return text[:i] + text[i] + text[i:]


def _umlauts(rng: random.Random, text: str) -> str:
    table = rng.choice([{"ü": "ue", "ö": "oe", "ä": "ae", "ß": "ss"},
                        {"ü": "u", "ö": "o", "ä": "a", "ß": "ss"}])
    return "".join(table.get(ch, ch) for ch in text)


def _address(rng: random.Random, company: dict[str, Any], parts: tuple[str, ...]) -> dict:
    address = {p: company["address"][p] for p in parts}
    if "street" in address and rng.random() < 0.4:
        address["street"] = address["street"].replace("straße", "str.").replace("strasse", "str.")
    return address


def _moved(rng: random.Random, company: dict[str, Any]) -> dict[str, str]:
    country = company["country"]
    if country == "DE":
        place = rng.choice(DE_PLACES)
        city, postal = place.city, f"{rng.randint(*place.postal_codes):05d}"
    elif country == "AT":
        city, postal = rng.choice([("Wien", "1030"), ("Graz", "8020"), ("Linz", "4030")])
    else:
        place = rng.choice(CH_PLACES)
        city, postal = place.city, str(rng.randint(*place.postal_codes))
    return {"street": f"{rng.choice(STREETS)} {rng.randint(1, 180)}", "postal_code": postal,
            "city": city, "country": country}


def _site_text(rng: random.Random, domain: str) -> str:
    return rng.choice([domain, f"www.{domain}", f"https://www.{domain}/", f"http://{domain}/kontakt"])


def _register_text(rng: random.Random, register: dict[str, str]) -> Any:
    if register["country"] == "DE":
        court = rng.choice([register["court"], f"Amtsgericht {register['court']}"])
        number = rng.choice([register["number"], register["number"].replace(" ", "")])
        return rng.choice([{"country": "DE", "court": court, "number": number},
                           f"DE/{court}/{number}"])
    return rng.choice([dict(register), f"{register['country']}/-/{register['number']}"])


def _vat_text(rng: random.Random, vat: str) -> str:
    if vat.startswith("DE") and rng.random() < 0.5:
        return f"DE {vat[2:5]} {vat[5:8]} {vat[8:]}"
    if vat.startswith("CHE") and rng.random() < 0.5:
        return f"CHE-{vat[3:6]}.{vat[6:9]}.{vat[9:12]} MWST"
    return vat.lower() if rng.random() < 0.2 else vat


def _broken_vat(rng: random.Random, vat: str) -> str:
    digits = [i for i, ch in enumerate(vat) if ch.isdigit()]
    i = rng.choice(digits)
    return vat[:i] + str((int(vat[i]) + rng.randint(1, 9)) % 10) + vat[i + 1:]


def _national_phone(phone: str) -> str:
    prefix = {"+49": "0", "+43": "0", "+41": "0"}[phone[:3]]
    return prefix + phone[3:6] + " " + phone[6:]


DAMAGES = ["clean", "form_dropped", "form_changed", "typo", "umlauts", "moved", "domain_only",
           "email_only", "identifier_only", "name_phone", "wrong_identifier", "broken_vat",
           "lookalike_named", "clean"]


def _record(rng: random.Random, damage: str, c: dict[str, Any],
            companies: list[dict]) -> dict[str, Any]:
    base, form = _base(c), c["legal_form"]
    rec: dict[str, Any] = {}
    if damage == "clean":
        rec = {"name": c["name"], "address": _address(rng, c, ("street", "postal_code", "city"))}
        if rng.random() < 0.5:
            rec["domain"] = _site_text(rng, c["domain"])
    elif damage == "form_dropped":
        rec = {"name": base, "address": _address(rng, c, rng.choice([("city",),
                                                                     ("postal_code", "city")]))}
    elif damage == "form_changed":
        spelled = SPELLED.get(form)
        new_form = rng.choice(spelled) if spelled and rng.random() < 0.6 else \
            FORM_SUFFIX.get(OTHER_FORM[form], OTHER_FORM[form])
        rec = {"name": f"{base} {new_form}".strip(),
               "address": _address(rng, c, ("street", "postal_code", "city"))}
    elif damage == "typo":
        rec = {"name": _typo(rng, base) + (f" {form}" if rng.random() < 0.5 else ""),
               "address": _address(rng, c, ("postal_code", "city"))}
    elif damage == "umlauts":
        rec = {"name": _umlauts(rng, c["name"]).upper() if rng.random() < 0.3
               else _umlauts(rng, c["name"]), "address": _address(rng, c, ("city",))}
    elif damage == "moved":
        rec = {"name": c["name"], "address": _moved(rng, c)}
        if rng.random() < 0.5:
            rec["phone"] = c["phone"]
    elif damage == "domain_only":
        rec = {"domain": _site_text(rng, c["domain"])}
    elif damage == "email_only":
        box = rng.choice(["info", f"{rng.choice(FIRST)}.{rng.choice(LAST)}", "buchhaltung"])
        rec = {"email": f"{box}@{c['domain']}"}
        if rng.random() < 0.5:
            rec["name"] = base
    elif damage == "identifier_only":
        choices = ["vat"] + (["register"] if c["register"] else []) + (["lei"] if c["lei"] else [])
        which = rng.choice(choices)
        rec = ({"vat_id": _vat_text(rng, c["vat_id"])} if which == "vat" else
               {"register": _register_text(rng, c["register"])} if which == "register" else
               {"lei": c["lei"]})
    elif damage == "name_phone":
        rec = {"name": base, "phone": _national_phone(c["phone"])}
    elif damage == "wrong_identifier":  # the VAT id of another company: must not decide
        other = companies[rng.randrange(len(companies))]
        if other["vat_id"] == c["vat_id"]:
            other = companies[(companies.index(other) + 1) % len(companies)]
        rec = {"name": c["name"], "address": _address(rng, c, ("city",)),
               "vat_id": other["vat_id"]}
    elif damage == "broken_vat":
        rec = {"name": base, "vat_id": _broken_vat(rng, c["vat_id"]),
               "address": _address(rng, c, ("city",))}
    elif damage == "lookalike_named":
        parts = rng.choice([("city",), ("street", "postal_code", "city")])
        rec = {"name": base if rng.random() < 0.5 else c["name"],
               "address": _address(rng, c, parts)}
    return rec


def _old_name_record(rng: random.Random, c: dict[str, Any]) -> dict[str, Any]:
    record: dict[str, Any] = {"name": c["previous_name"]}
    extra = rng.choice(["email", "domain", "phone_address"])
    if extra == "email":
        record["email"] = f"info@{c['domain']}"
    elif extra == "domain":
        record["domain"] = _site_text(rng, c["domain"])
    else:
        record["phone"] = c["phone"]
        record["address"] = _address(rng, c, ("street", "postal_code", "city"))
    return record


def _nonexistent(rng: random.Random, companies: list[dict], bases: set[str]) -> dict[str, Any]:
    kind = rng.choice(["fresh_name", "namesake_elsewhere", "fresh_vat", "fresh_domain",
                       "near_miss", "fresh_register"])
    country = rng.choice(["DE"] * 6 + ["AT"] * 2 + ["CH"] * 2)
    form = rng.choice(["GmbH", "AG", "KG", "UG"] if country == "DE" else ["GmbH", "AG"])
    while True:
        fresh = f"{rng.choice(STEMS)} {rng.choice(TRADES)}"
        if fresh not in bases:
            break
    address = _moved(rng, {"country": country})
    if kind == "fresh_name":
        record = {"name": _named(fresh, form), "address": address}
        if rng.random() < 0.5:
            record["email"] = f"info@{_slug(fresh.lower())}.{country.lower()}"
    elif kind == "namesake_elsewhere":  # another company of an existing name, elsewhere
        c = companies[rng.randrange(len(companies))]
        other_city = _moved(rng, c)
        while other_city["city"] == c["address"]["city"]:
            other_city = _moved(rng, c)
        name = _named(_base(c), OTHER_FORM[c["legal_form"]])
        record = {"name": name, "address": other_city}
    elif kind == "fresh_vat":
        record = {"name": _named(fresh, form), "vat_id": _vat(rng, country)}
    elif kind == "fresh_domain":
        record = {"domain": f"www.{_slug(fresh.lower())}-online.{country.lower()}"}
    elif kind == "near_miss":  # an existing family name with a trade it is not in, same city
        c = companies[rng.randrange(len(companies))]
        stem = c["name"].split()[0]
        trade = rng.choice([t for t in TRADES if f"{stem} {t}" not in bases])
        record = {"name": _named(f"{stem} {trade}", c["legal_form"]),
                  "address": {"city": c["address"]["city"]}}
    else:
        court = rng.choice(DE_PLACES).court
        record = {"register": {"country": "DE", "court": court,
                               "number": f"HRB {rng.randint(250001, 999999)}"},
                  "name": _named(fresh, form)}
    return {"damage": f"nonexistent_{kind}", "input": record, "expect": None}


def build_records(rng: random.Random, companies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    by_vat = {c["vat_id"]: c for c in companies}
    bases = {_base(c) for c in companies}
    records: list[dict[str, Any]] = []
    lookalike_originals = [by_vat[c["lookalike_of"]] for c in companies if c.get("lookalike_of")]
    for index, c in enumerate(companies):
        damage = DAMAGES[index % len(DAMAGES)]
        if damage == "lookalike_named":
            c = lookalike_originals[index % len(lookalike_originals)]
        records.append({"damage": damage, "input": _record(rng, damage, c, companies),
                        "expect": c["vat_id"]})
        if c.get("previous_name"):
            records.append({"damage": "old_name", "input": _old_name_record(rng, c),
                            "expect": c["vat_id"]})
    for c in lookalike_originals:
        records.append({"damage": "lookalike_named",
                        "input": _record(rng, "lookalike_named", c, companies),
                        "expect": c["vat_id"]})
    for _ in range(len(records) // 5):
        records.append(_nonexistent(rng, companies, bases))
    return records


def generate() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rng = random.Random(SEED * 1000 + 1)  # not the demo generator's sequence
    companies = build_companies(rng)
    return companies, build_records(rng, companies)


def _dumps(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows)


def texts() -> tuple[str, str]:
    companies, records = generate()
    return _dumps(companies), _dumps(records)


def main() -> None:
    companies, records = texts()
    COMPANIES_FILE.write_text(companies, encoding="utf-8")
    RECORDS_FILE.write_text(records, encoding="utf-8")
    print(f"{companies.count(chr(10))} companies, {records.count(chr(10))} records")


if __name__ == "__main__":
    main()
