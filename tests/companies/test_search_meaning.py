"""Search reads a query as a person means it: the legal form counts, identifiers in any
notation find their company, pages go on to page 50 honestly, and filters forgive the
spellings of places and legal forms."""

import pytest

from companies import search
from companies.models import Company
from companies.search import MAX_PAGE, search_companies, search_words_refresh
from tests.factories import make_company

pytestmark = pytest.mark.django_db


def names(q: str, **filters: object) -> list[str]:
    return [c.name for c in search_companies(q=q, **filters).results]


def in_city(city: str, country: str = "DE") -> dict:
    return {"address": {"street": "Ring 1", "postal_code": "1000", "city": city,
                        "country": country}}


# --- legal forms ----------------------------------------------------------------------


@pytest.fixture
def steiners(db):
    make_company(name="Steiner GmbH")
    make_company(name="Steiner GmbH", country="AT")
    make_company(name="Steiner Bau AG", legal_form="AG")
    make_company(name="Steiner AG", legal_form="AG", country="CH")
    make_company(name="Steiner e.U.", legal_form="e.U.", country="AT")


@pytest.mark.parametrize("query", ["Steiner AG", "steiner ag", "Steiner Aktiengesellschaft"])
def test_the_exact_name_with_its_legal_form_comes_first(steiners, query):
    found = names(query)
    assert found[:2] == ["Steiner AG", "Steiner Bau AG"]  # then the other forms
    assert set(found[2:]) == {"Steiner GmbH", "Steiner e.U."}


@pytest.mark.parametrize("query", ["Steiner GmbH", "Steiner Gesellschaft mit beschränkter Haftung",
                                   "Steiner Ges.m.b.H.", "Steiner GesmbH"])
def test_every_spelling_of_a_legal_form_ranks_its_companies_first(steiners, query):
    assert names(query)[:2] == ["Steiner GmbH", "Steiner GmbH"]


def test_the_exact_name_without_a_form_comes_before_longer_names():
    make_company(name="Bau Steiner Holzbau GmbH")
    make_company(name="Bau Steiner", legal_form="Einzelunternehmen", country="CH")
    assert names("Bau Steiner")[0] == "Bau Steiner"


def test_a_legal_form_alone_lists_the_companies_of_that_form_by_name(steiners):
    assert names("AG") == ["Steiner AG", "Steiner Bau AG"]
    assert names("Gesellschaft mit beschränkter Haftung") == ["Steiner GmbH", "Steiner GmbH"]
    assert names("e.U.") == ["Steiner e.U."]
    assert names("UG") == []


# --- identifiers ----------------------------------------------------------------------


@pytest.fixture
def identified(db):
    return {
        "de": make_company(name="Muster Software GmbH", vat_id="DE811907980",
                           lei="5299000J2N45DDNE4Y28"),
        "ch": make_company(name="Alpen Käserei AG", legal_form="AG", country="CH",
                           source="zefix", origin="zefix", vat_id="CHE116281710MWST",
                           register={"country": "CH", "court": "-", "number": "CHE-116.281.710"}),
        "at": make_company(name="Alpen Logistik GmbH", country="AT", vat_id="ATU13585627",
                           register={"country": "AT", "court": "-", "number": "FN 123456a"}),
    }


@pytest.mark.parametrize("query, key", [
    ("DE811907980", "de"), ("DE 811 907 980", "de"), ("de811907980", "de"),
    ("DE-811.907.980", "de"), ("ATU 1358 5627", "at"),
    ("5299000J2N45DDNE4Y28", "de"), ("5299 000J 2N45 DDNE 4Y28", "de"),
    ("5299000j2n45ddne4y28", "de"),
    ("CHE-116.281.710", "ch"), ("CHE116281710", "ch"), ("CHE 116 281 710", "ch"),
    ("CHE-116.281.710 MWST", "ch"), ("che-116.281.710 tva", "ch"), ("CHE116281710MWST", "ch"),
    ("HRB 123456", "de"), ("hrb123456", "de"), ("FN 123456a", "at"), ("fn123456 a", "at"),
    ("München HRB 123456", "de"), ("HRB 123456 Amtsgericht Munich", "de"),
    ("hrb 123456, AG Muenchen", "de"),
])
def test_identifiers_in_any_notation_find_their_company(identified, query, key):
    assert [c.pk for c in search_companies(q=query).results] == [identified[key].pk]


def test_a_lei_with_a_wrong_check_digit_finds_nothing(identified):
    assert names("5299000J2N45DDNE4Y29") == []


def test_a_register_number_with_another_court_finds_nothing(identified):
    assert names("Hamburg HRB 123456") == []


# --- pages ----------------------------------------------------------------------------


def bulk_companies(count: int, name: str) -> None:
    Company.objects.bulk_create([
        Company(public_id=f"c_bulk{i}", country="DE", name=f"{name} {i} GmbH", legal_form="GmbH",
                search_name=f"{name.lower()} {i}", record={}) for i in range(count)
    ])


def every_page(q: str) -> list[search.SearchPage]:
    return [search_companies(q=q, page=page) for page in range(1, MAX_PAGE + 1)]


@pytest.mark.parametrize("refreshed", [True, False])  # posting lists / full-text prefix
def test_pages_run_to_page_50_without_overlap_and_say_when_more_follow(refreshed):
    bulk_companies(1030, "Kranbau")
    if refreshed:
        search_words_refresh()
    pages = every_page("Kranbau")
    assert all(len(p.results) == 20 for p in pages)
    assert [p.has_more for p in pages] == [True] * 49 + [False]  # 1,000 results at most
    assert len({c.pk for p in pages for c in p.results}) == 1000


def test_has_more_is_true_exactly_when_the_next_page_has_results():
    bulk_companies(245, "Turmbau Nord")
    pages = every_page("Turmbau Nord")  # two words: the full-text index
    sizes = [len(p.results) for p in pages]
    assert sizes[:13] == [20] * 12 + [5] and set(sizes[13:]) == {0}
    assert [p.has_more for p in pages[:13]] == [True] * 12 + [False]
    assert not any(p.has_more for p in pages[13:])  # beyond the last page: empty
    assert len({c.pk for p in pages for c in p.results}) == 245


def test_pages_cross_the_ranking_blocks_without_losing_a_company(monkeypatch):
    monkeypatch.setattr(search, "FIRST_BLOCK", 7)
    bulk_companies(45, "Kranbau")
    make_company(name="Kranbau GmbH")  # an exact name joins the first block
    search_words_refresh()
    pages = [search_companies(q="Kranbau", page=n) for n in (1, 2, 3, 4)]
    assert [len(p.results) for p in pages] == [20, 20, 6, 0]
    assert [p.has_more for p in pages] == [True, True, False, False]
    assert pages[0].results[0].name == "Kranbau GmbH"
    assert len({c.pk for p in pages for c in p.results}) == 46


# --- filters --------------------------------------------------------------------------


@pytest.fixture
def placed(db):
    return {
        "muenchen": make_company(name="Isar Optik GmbH", **in_city("München")),
        "koeln": make_company(name="Rhein Optik GmbH", **in_city("Köln")),
        "frankfurt": make_company(name="Main Optik GmbH", **in_city("Frankfurt am Main")),
        "oder": make_company(name="Oder Optik GmbH", **in_city("Frankfurt (Oder)")),
        "zuerich": make_company(name="Limmat Optik AG", legal_form="AG", country="CH",
                                **in_city("Zürich", "CH")),
        "wien": make_company(name="Donau Optik GmbH", country="AT", **in_city("Wien", "AT")),
    }


@pytest.mark.parametrize("city, key", [
    ("München", "muenchen"), ("Muenchen", "muenchen"), ("munchen", "muenchen"),
    ("Munich", "muenchen"), ("MÜNCHEN", "muenchen"), ("Koeln", "koeln"), ("Cologne", "koeln"),
    ("Frankfurt", "frankfurt"), ("Frankfurt a.M.", "frankfurt"), ("Frankfurt (Oder)", "oder"),
    ("Zurich", "zuerich"), ("Zuerich", "zuerich"), ("Vienna", "wien"), ("wien", "wien"),
])
def test_the_city_filter_forgives_case_umlauts_and_exonyms(placed, city, key):
    assert [c.pk for c in search_companies(q="Optik", city=city).results] == [placed[key].pk]


@pytest.mark.parametrize("form", ["ag", "AG", "Aktiengesellschaft"])
def test_the_legal_form_filter_takes_the_spellings_of_the_query(placed, form):
    assert names("Optik", legal_form=form) == ["Limmat Optik AG"]


def test_the_legal_form_filter_takes_austrian_spellings(placed):
    assert names("Optik", legal_form="GesmbH", country="AT") == ["Donau Optik GmbH"]


def test_a_filtered_word_reads_the_posting_lists_once_per_company_across_blocks(monkeypatch):
    monkeypatch.setattr(search, "FIRST_BLOCK", 4)
    Company.objects.bulk_create([
        Company(public_id=f"c_sun{i}", country="DE", name=f"Solarpark Solartechnik {i} GmbH",
                search_name=f"solarpark solartechnik {i}", legal_form="GmbH", record={},
                city="München" if i % 3 else "Köln", city_key="munchen" if i % 3 else "koln")
        for i in range(30)
    ])
    search_words_refresh()
    pages = [search_companies(q="Sola", city="Munich", page=n) for n in (1, 2)]
    found = [c for p in pages for c in p.results]
    assert [len(p.results) for p in pages] == [20, 0] and pages[0].has_more is False
    assert len({c.pk for c in found}) == 20 and {c.city for c in found} == {"München"}


# --- typos in short words ----------------------------------------------------------------


@pytest.mark.parametrize("query", ["Wlof Bau 2595", "Wof Bau 2595", "Wolff Bau 2595",
                                   "Wölf Bau 2595"])
def test_a_typo_in_a_short_word_is_corrected_by_one_edit(query):
    make_company(name="Bau Wolf 2595 GmbH")
    make_company(name="Bau Wald 2595 GmbH")
    search_words_refresh()
    assert names(query)[:1] == ["Bau Wolf 2595 GmbH"]


def test_a_short_word_two_edits_away_is_not_guessed():
    make_company(name="Bau Wolf 2595 GmbH")
    search_words_refresh()
    assert names("Flow Bau 2595") == []
