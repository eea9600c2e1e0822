"""Search by a single word, an unfinished word or a corrected word reads ordered posting
lists (migration 0010) that the database keeps in step with every name; several words
intersect in the full-text index. Both answer the same pages."""

from datetime import UTC, datetime

import pytest
from django.db import connection
from django.utils import timezone

from companies import search
from companies.models import Company
from companies.search import search_companies, search_words_refresh
from companies.services import Statement, company_observe
from tests.factories import make_company

pytestmark = pytest.mark.django_db


def names(q: str, **filters: object) -> list[str]:
    return [c.name for c in search_companies(q=q, **filters).results]


def posted_words(company: Company) -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT word, name_length FROM companies_searchposting "
                       "WHERE company_id = %s", [company.pk])
        rows = cursor.fetchall()
    assert {length for _, length in rows} <= {len(company.search_name)}
    return {word for word, _ in rows}


def companies_counted(word: str) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT companies FROM companies_searchword WHERE word = %s", [word])
        row = cursor.fetchone()
    return row[0] if row else -1


def rename(company: Company, name: str) -> None:
    company_observe(company=company, statement=Statement(
        source="imprint", origin="imprint https://www.kranbau.de/impressum",
        observed_at=datetime(2026, 6, 1, tzinfo=UTC), values={"name": name}))
    company.refresh_from_db()


def test_postings_follow_names_renames_and_deletions():
    company = make_company(name="Kranbau Schäfer GmbH")
    assert posted_words(company) == {"kranbau", "schaefer"}
    rename(company, "Turmbau Schäfer 12 GmbH")
    assert posted_words(company) == {"turmbau", "schaefer"}  # numbers stay with GIN
    assert names("Kranbau") == []
    assert names("Turmbau") == ["Turmbau Schäfer 12 GmbH"]
    company.delete()
    assert posted_words(company) == set()


def test_truncating_companies_empties_the_postings():
    make_company(name="Kranbau Schäfer GmbH")
    with connection.cursor() as cursor:
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")  # Django defers its foreign keys
        cursor.execute("TRUNCATE companies_company CASCADE")
        cursor.execute("SELECT count(*) FROM companies_searchposting")
        assert cursor.fetchone()[0] == 0


def test_a_word_in_more_names_than_the_first_block_ranks_the_closest_names_first(monkeypatch):
    monkeypatch.setattr(search, "FIRST_BLOCK", 5)
    for i in range(12):
        make_company(name=f"Kranbau Nord Süd Ost West {i} GmbH")
    make_company(name="Kranbau Nord GmbH")
    make_company(name="Kranbau GmbH")  # the newest row: last in the table
    found = search_companies(q="Kranbau")
    assert [c.name for c in found.results][:2] == ["Kranbau GmbH", "Kranbau Nord GmbH"]
    # the candidates after the first block follow on the same page, none twice
    assert len({c.pk for c in found.results}) == 14 and found.has_more is False


def test_pages_of_a_single_word_neither_overlap_nor_lose_a_company():
    for i in range(23):
        make_company(name=f"Nordlicht Solartechnik {i} GmbH")
    first = search_companies(q="Solartechnik")
    second = search_companies(q="Solartechnik", page=2)
    assert len(first.results) == 20 and first.has_more is True
    assert len(second.results) == 3 and second.has_more is False
    assert len({c.pk for c in first.results + second.results}) == 23


def test_an_unfinished_last_word_stands_for_the_known_words_it_begins():
    make_company(name="Nordlicht Solartechnik GmbH")
    make_company(name="Nordlicht Solarpark AG")
    make_company(name="Nordlicht Bau GmbH")
    solar = {"Nordlicht Solartechnik GmbH", "Nordlicht Solarpark AG"}
    assert set(names("Nordlicht Sola")) == solar
    assert set(names("Sola")) == solar
    assert len(names("Nordl")) == 3
    assert names("Nordlicht Solx") == []


def test_completions_prefer_the_words_in_most_names(monkeypatch):
    for i in range(3):
        make_company(name=f"Solarzentrum Elbe {i} GmbH")
    make_company(name="Solarpark Elbe GmbH")
    monkeypatch.setattr(search, "COMPLETIONS", 1)
    assert search_words_refresh() >= 2
    assert companies_counted("solarzentrum") == 3 and companies_counted("solarpark") == 1
    assert {name.split()[0] for name in names("Sola")} == {"Solarzentrum"}


def test_a_misspelt_single_word_is_corrected():
    make_company(name="Nordlicht Solartechnik GmbH")
    assert names("Solartechnki") == ["Nordlicht Solartechnik GmbH"]
    assert names("Nordlicht Soalrtechnik") == ["Nordlicht Solartechnik GmbH"]


def test_filters_and_blocking_apply_to_a_single_word():
    make_company(name="Alpen Kranbau GmbH", country="AT")
    blocked = make_company(name="Kranbau Nord GmbH")
    assert names("Kranbau", country="AT") == ["Alpen Kranbau GmbH"]
    blocked.blocked_at = timezone.now()
    blocked.save()
    assert names("Kranbau") == ["Alpen Kranbau GmbH"]


def test_names_written_in_bulk_are_found_at_once_and_completed_after_the_refresh():
    # bulk paths (seeding by COPY) bypass the services that add words to the word table
    Company.objects.bulk_create([
        Company(public_id=f"c_bulk{i}", country="DE", name=f"Zeppelinwerft {i} GmbH",
                search_name=f"zeppelinwerft {i}", record={}) for i in range(3)
    ])
    assert companies_counted("zeppelinwerft") == -1
    assert len(names("Zeppelinwerft")) == 3  # the full-text index finds an unknown word
    assert len(names("Zeppelinw")) == 3
    assert search_words_refresh() >= 1
    assert companies_counted("zeppelinwerft") == 3
    assert len(names("Zeppel")) == 3


def all_visible_pages() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT relallvisible FROM pg_class WHERE relname = 'companies_searchposting'")
        return cursor.fetchone()[0]


@pytest.mark.django_db(transaction=True)
def test_the_refresh_keeps_the_posting_lists_readable_from_the_index_alone():
    make_company(name="Kranbau Schäfer GmbH")
    assert all_visible_pages() == 0
    search_words_refresh()  # outside a transaction, as the hourly task runs it
    assert all_visible_pages() >= 1
