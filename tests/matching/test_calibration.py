"""Confidence of ``match_company`` is calibrated on the labelled evaluation set
(``eval_records.jsonl``, made by ``eval_set.py`` from the companies in
``eval_companies.jsonl``): among answers with confidence >= 0.9 at least 98 % name the
right company, and a record of a company that does not exist gets ``match`` at most 1 % of
the time. The figures are printed (``pytest -s``) and in every failure message."""

from __future__ import annotations

import json
from collections import Counter
from datetime import UTC, date, datetime

import pytest

from companies.management.bulk_seed import _copy_chunk
from companies.management.demo_data import DemoCompany
from companies.match_input import parse_match_input
from companies.matching import MATCH, MATCH_AT, match_company
from companies.models import Company, FieldChange, Identifier
from companies.search import search_words_refresh

from .eval_set import COMPANIES_FILE, RECORDS_FILE, texts

pytestmark = pytest.mark.django_db

MIN_PRECISION_AT_MATCH = 0.98
MAX_FALSE_MATCH_OF_NONEXISTENT = 0.01
# Not in the issue: a floor that keeps "never say match" from passing the two rules above.
MIN_MATCHED_OF_EXISTING = 0.6


def _rows(path) -> list[dict]:  # noqa: ANN001
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def seed_eval_companies() -> dict[int, str]:
    """The evaluation companies in the database (the bulk seed's COPY path), renamed ones
    with their old name in the history; answers company pk -> VAT id (the label)."""
    rows = _rows(COMPANIES_FILE)
    demos = [
        DemoCompany(**{k: v for k, v in row.items() if k not in ("previous_name", "lookalike_of")}
                    | {"founded_on": date.fromisoformat(row["founded_on"])})
        for row in rows
    ]
    _copy_chunk(demos, datetime(2026, 1, 5, 9, 0, tzinfo=UTC))
    search_words_refresh()
    by_vat = dict(Identifier.objects.filter(kind=Identifier.VAT)
                  .values_list("value", "company_id"))
    for row in rows:
        if row["previous_name"]:
            FieldChange.objects.create(
                company_id=by_vat[row["vat_id"]], field="name", old_value=row["previous_name"],
                new_value=row["name"], source_id="imprint",
                origin=f"imprint https://www.{row['domain']}/impressum",
                changed_at=datetime(2025, 6, 1, tzinfo=UTC),
            )
    return {pk: vat for vat, pk in by_vat.items()}


def evaluate(records: list[dict], label_of: dict[int, str]) -> dict:
    sure = sure_right = nonexistent = nonexistent_matched = existing = existing_matched = 0
    wrong: list[tuple] = []
    outcomes: Counter = Counter()
    for record in records:
        answer = match_company(parse_match_input(record["input"]))
        best = answer.candidates[0] if answer.candidates else None
        named = label_of.get(best.company.pk) if best else None
        outcomes[(record["damage"], answer.outcome)] += 1
        if record["expect"] is None:
            nonexistent += 1
            nonexistent_matched += answer.outcome == MATCH
            if answer.outcome == MATCH:
                wrong.append((record, answer.as_dict()))
            continue
        existing += 1
        existing_matched += answer.outcome == MATCH and named == record["expect"]
        if best is not None and best.confidence >= MATCH_AT:
            sure += 1
            sure_right += named == record["expect"]
            if named != record["expect"]:
                wrong.append((record, answer.as_dict()))
    return {
        "records": len(records),
        "sure": sure,
        "precision_at_0_9": sure_right / sure if sure else 1.0,
        "nonexistent": nonexistent,
        "nonexistent_matched": nonexistent_matched / nonexistent,
        "existing_matched": existing_matched / existing,
        "outcomes": outcomes,
        "wrong": wrong,
    }


def _report(figures: dict) -> str:
    lines = [
        f"records {figures['records']}; confidence >= {MATCH_AT}: {figures['sure']}, right "
        f"{figures['precision_at_0_9']:.2%} (needed >= {MIN_PRECISION_AT_MATCH:.0%}); "
        f"nonexistent {figures['nonexistent']}, given match {figures['nonexistent_matched']:.2%} "
        f"(allowed <= {MAX_FALSE_MATCH_OF_NONEXISTENT:.0%}); existing matched right "
        f"{figures['existing_matched']:.2%} (floor {MIN_MATCHED_OF_EXISTING:.0%})",
    ]
    by_damage: dict[str, Counter] = {}
    for (damage, outcome), count in sorted(figures["outcomes"].items()):
        by_damage.setdefault(damage, Counter())[outcome] = count
    lines += [f"  {damage:32} {dict(counts)}" for damage, counts in by_damage.items()]
    lines += [f"  WRONG {json.dumps(r['input'], ensure_ascii=False)} -> {a}"
              for r, a in figures["wrong"][:10]]
    return "\n".join(lines)


def test_the_committed_evaluation_set_is_what_the_script_makes():
    companies, records = texts()
    assert COMPANIES_FILE.read_text(encoding="utf-8") == companies
    assert RECORDS_FILE.read_text(encoding="utf-8") == records
    assert records.count("\n") >= 1000


def test_confidence_is_calibrated_on_the_evaluation_set():
    label_of = seed_eval_companies()
    assert Company.objects.count() == len(_rows(COMPANIES_FILE))
    figures = evaluate(_rows(RECORDS_FILE), label_of)
    report = _report(figures)
    print(report)
    assert figures["precision_at_0_9"] >= MIN_PRECISION_AT_MATCH, report
    assert figures["nonexistent_matched"] <= MAX_FALSE_MATCH_OF_NONEXISTENT, report
    assert figures["existing_matched"] >= MIN_MATCHED_OF_EXISTING, report
