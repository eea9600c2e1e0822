"""The country of a four-digit postal code and its town, Austria's or Switzerland's, from the postal data.

Contract: :func:`town_country` gives ``AT`` or ``CH`` for a postal code and the town printed with it, or ``None`` where
the data does not tell.
"""

from __future__ import annotations

import functools
import re
import unicodedata

# Names of Swiss and Austrian towns the postal data does not spell so (exonyms and transcriptions).
_EXONYMS = {"CH": frozenset("zurich zuerich geneva genf lucerne basle berne freiburg".split()),
            "AT": frozenset("vienna".split())}


def _place_words(name: str) -> set[str]:
    """The words of a place name, folded ("Zürich" -> "zurich", "Sankt Pölten" -> "sankt", "polten")."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name.replace("ß", "ss")) if not unicodedata.combining(c))
    return {w for w in re.split(r"[\s,./()'’-]+", plain.lower().replace("st.", "sankt ")) if len(w) > 2 and not w.isdigit()}


@functools.cache
def _localities() -> dict[str, dict[str, frozenset[str]]]:
    """Four-digit postal code -> AT / CH -> the words of its localities' names (countrystatecity data)."""
    from countrystatecity_postal_codes import get_postcodes_of_country

    index: dict[str, dict[str, set[str]]] = {}
    for country in ("AT", "CH"):
        for entry in get_postcodes_of_country(country):
            index.setdefault(entry.code, {}).setdefault(country, set()).update(_place_words(entry.localityName))
    return {code: {c: frozenset(w) for c, w in by.items()} for code, by in index.items()}


@functools.cache
def _towns() -> dict[str, frozenset[str]]:
    """AT / CH -> the words of all its localities' names."""
    towns: dict[str, set[str]] = {"AT": set(), "CH": set()}
    for by in _localities().values():
        for country, names in by.items():
            towns[country] |= names
    return {c: frozenset(w) for c, w in towns.items()}


def town_country(city: str, code: str) -> str | None:
    """AT or CH for a four-digit postal code and its town: the country whose postal data has the code
    ("4331 Naarn" is Austrian), or, where both have it, the one that names the town there ("7000
    Chur" Swiss, "7000 Eisenstadt" Austrian); else ``None``."""
    words = _place_words(city)
    countries = _localities().get(code, {})
    if len(countries) == 1:
        (country, names), = countries.items()
        other = "CH" if country == "AT" else "AT"
        # a Swiss post-box code the data lacks ("Postfach, 3001 Bern", "8401 Winterthur") is no Austrian one:
        # a town the other country has, and this one nowhere, tells
        places = _towns()
        return other if words and not words & names and words & places[other] and not words & places[country] else country
    hits = [c for c, names in countries.items() if words & names] or [c for c, names in _EXONYMS.items() if words & names]
    return hits[0] if len(hits) == 1 else None


_CODE_TOWN = re.compile(r"(?<![\w.,/-])(\d{4})[ \t]+([A-ZÄÖÜ][^\W\d_][^\d\n,;|()]{0,30})")


def named_town(text: str) -> str | None:
    """AT or CH where the text prints four-digit postal codes with towns the postal data names there, of one country
    only ("1204 Genève", no street: the page's country all the same); else ``None``."""
    found = set()
    for code, town in _CODE_TOWN.findall(text):
        words = _place_words(town)
        found |= {c for c, names in _localities().get(code, {}).items() if words & names}
    return found.pop() if len(found) == 1 else None
