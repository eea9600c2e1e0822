"""Builds ``queries.json``: the search-quality set over the first ``COMPANIES`` companies that
``companies.management.bulk_seed`` writes (a deterministic sequence), five categories of at least 70
queries each, every query with the company a person means.

    .venv/bin/python -m tests.companies.search_quality.build

Categories (what ``tests/companies/test_search_quality.py`` checks per query):
- ``exact``: a company's full name as written; the first hit has that name.
- ``name_form``: the name's words with its legal form in another common spelling
  ('Gesellschaft mit beschränkter Haftung', 'Ges.m.b.H.', 'Aktiengesellschaft', ...); the
  first hit has those words and that form. Picked among names whose words other
  companies share under another form, so the form decides.
- ``identifier``: a VAT id, LEI, Swiss UID or register number in another notation; the
  company is on the first page.
- ``filter``: the name's words with ``city`` (or ``legal_form``) as people spell it
  ('Muenchen', 'Munich', 'Zurich', 'Frankfurt', 'ag'); the company is on the first page.
- ``typo``: the name with one letter swapped, dropped or doubled in its longest word; the
  company is on the first page.
"""

from __future__ import annotations

import json
import random
from collections import defaultdict
from pathlib import Path

from companies.management.demo_data import BULK_SEED, FORM_SUFFIX, DemoCompany, demo_companies
from companies.search_text import search_name

COMPANIES = 3000
PER_CATEGORY = 70
OUT = Path(__file__).with_name("queries.json")

FORM_SPELLINGS = {
    "GmbH": ["Gesellschaft mit beschränkter Haftung", "Ges.m.b.H.", "GesmbH", "gmbh", "GMBH"],
    "AG": ["Aktiengesellschaft", "ag", "AG"],
    "UG": ["UG", "UG (haftungsbeschränkt)", "ug"],
    "KG": ["Kommanditgesellschaft", "kg"],
    "GmbH & Co. KG": ["GmbH & Co KG", "GmbH und Co. KG", "gmbh & co. kg"],
    "OHG": ["offene Handelsgesellschaft", "oHG"],
    "e.K.": ["e. K.", "eingetragener Kaufmann"],
    "OG": ["OG", "og"],
    "e.U.": ["e.U.", "e. U."],
    "FlexCo": ["FlexCo", "flexco"],
    "Genossenschaft": ["Genossenschaft", "genossenschaft"],
}
CITY_SPELLINGS = {
    "München": ["Muenchen", "Munich", "munchen", "MÜNCHEN"],
    "Köln": ["Koeln", "Cologne", "koln"],
    "Düsseldorf": ["Duesseldorf", "Dusseldorf"],
    "Nürnberg": ["Nuernberg", "Nuremberg", "Nurnberg"],
    "Frankfurt am Main": ["Frankfurt", "Frankfurt a.M.", "frankfurt am main"],
    "Berlin": ["berlin", "BERLIN"],
    "Hamburg": ["hamburg"],
    "Wien": ["Vienna", "wien"],
    "Zürich": ["Zurich", "Zuerich", "zürich"],
    "St. Gallen": ["St Gallen", "Sankt Gallen", "st. gallen"],
    "Luzern": ["Lucerne", "luzern"],
    "Basel": ["Basle", "basel"],
    "Graz": ["graz"], "Linz": ["LINZ"], "Salzburg": ["salzburg"], "Innsbruck": ["innsbruck"],
    "Klagenfurt": ["klagenfurt"], "Bern": ["Berne"], "Winterthur": ["winterthur"],
    "Stuttgart": ["stuttgart"], "Leipzig": ["leipzig"], "Hannover": ["Hanover"],
}
FILTER_FORMS = {"GmbH": ["gmbh", "GesmbH"], "AG": ["ag", "Aktiengesellschaft"],
                "KG": ["kg"], "UG": ["ug"], "e.K.": ["e.k."], "OG": ["og"]}


def _words(demo: DemoCompany) -> str:
    """The name without its legal form, as written ('Müller Holzbau')."""
    return demo.name[: len(demo.name) - len(_suffix(demo))].strip()


def _suffix(demo: DemoCompany) -> str:
    return FORM_SUFFIX.get(demo.legal_form, demo.legal_form)


def _expect(demo: DemoCompany) -> dict:
    return {"vat_id": demo.vat_id, "name": demo.name, "legal_form": demo.legal_form}


def _spaced(text: str, rng: random.Random) -> str:
    """An identifier as people write it: spaces every few characters, or lower case."""
    step = rng.choice([2, 3, 4])
    spaced = " ".join(text[i : i + step] for i in range(0, len(text), step))
    return rng.choice([spaced, text.lower(), f" {text} "])


def _typo(word: str, rng: random.Random) -> str:
    i = rng.randrange(1, len(word) - 2)
    kind = rng.choice(["swap", "drop", "double"])
    if kind == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if kind == "drop":
        return word[:i] + word[i + 1 :]
    return word[:i] + word[i] + word[i:]


def build() -> list[dict]:
    rng = random.Random(20)
    demos = list(demo_companies(COMPANIES, seed=BULK_SEED))
    by_words: dict[str, list[DemoCompany]] = defaultdict(list)
    for demo in demos:
        by_words[search_name(demo.name)].append(demo)
    # names whose words other companies share under another legal form
    shared = [d for d in demos if _suffix(d)
              and len({o.legal_form for o in by_words[search_name(d.name)]}) > 1]
    queries: list[dict] = []

    def add(category: str, q: str, demo: DemoCompany, **filters: str) -> None:
        queries.append({"category": category, "q": q, "filters": filters, "expect": _expect(demo)})

    for demo in rng.sample(shared, PER_CATEGORY // 2) + rng.sample(demos, PER_CATEGORY // 2):
        add("exact", demo.name, demo)
    picked = 0
    for demo in rng.sample(shared, len(shared)):
        if picked == PER_CATEGORY:
            break
        same = [o for o in by_words[search_name(demo.name)] if o.legal_form == demo.legal_form]
        if demo.legal_form in FORM_SPELLINGS and len(same) == 1:
            add("name_form", f"{_words(demo)} {rng.choice(FORM_SPELLINGS[demo.legal_form])}", demo)
            picked += 1
    for i, demo in enumerate(rng.sample(demos, PER_CATEGORY)):
        kind = i % 5
        register = (demo.register or {}).get("number")
        if kind == 0 or (kind == 3 and not demo.lei) or (kind == 4 and not register):
            add("identifier", _spaced(demo.vat_id, rng), demo)
        elif kind == 1 and demo.country == "CH":
            uid = demo.register["number"]
            add("identifier", rng.choice([uid.replace("-", "").replace(".", ""), uid + " MWST",
                                          uid.replace(".", " "), uid.lower()]), demo)
        elif kind == 1:
            add("identifier", demo.vat_id.lower(), demo)
        elif kind == 2 and demo.country == "CH":
            add("identifier", demo.register["number"].replace("-", " "), demo)
        elif kind == 2:
            add("identifier", rng.choice([demo.vat_id, _spaced(demo.vat_id, rng)]), demo)
        elif kind == 3:
            add("identifier", rng.choice([demo.lei, demo.lei.lower(), _spaced(demo.lei, rng)]),
                demo)
        else:
            add("identifier", rng.choice([register, register.replace(" ", ""),
                                          register.lower()]), demo)
    for i, demo in enumerate(rng.sample(demos, PER_CATEGORY)):
        city = demo.address["city"]
        if i % 3 == 2 and demo.legal_form in FILTER_FORMS:
            add("filter", _words(demo), demo, legal_form=rng.choice(FILTER_FORMS[demo.legal_form]))
        else:
            add("filter", _words(demo), demo, city=rng.choice(CITY_SPELLINGS[city]))
    for demo in rng.sample(demos, PER_CATEGORY):
        words = _words(demo).split()
        longest = max(range(len(words)), key=lambda j: len(words[j]))
        words[longest] = _typo(words[longest], rng)
        add("typo", " ".join([*words, _suffix(demo)]).strip(), demo)
    return queries


if __name__ == "__main__":
    built = build()
    lines = ",\n".join(json.dumps(query, ensure_ascii=False) for query in built)
    OUT.write_text(f"[\n{lines}\n]\n", encoding="utf-8")
    counts: dict[str, int] = defaultdict(int)
    for query in built:
        counts[query["category"]] += 1
    print(f"{len(built)} queries -> {OUT}: {dict(counts)}")
