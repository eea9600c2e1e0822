"""Place names as people type them: one key for cities and register courts, so that
``Muenchen``, ``munchen``, ``Munich`` and ``München`` are the same place.

:func:`place_key` is the rule: lower case, accents and umlauts folded the loose way (``ä``,
``ae`` and ``a`` meet; ``ß`` is ``ss``), punctuation dropped, the usual exonyms (Munich,
Cologne, Vienna, Zurich, Geneva, ...) and unambiguous short forms (``Frankfurt`` for
Frankfurt am Main) mapped to the local name. The search filter ``city`` compares it with
``Company.city_key`` (the same key of the company's city, kept by
``companies.services``); :func:`court_name` gives the CONTRACT name of a German register
court from any such spelling, for the register path, ``get_company(register=…)`` and the
identifiers stored for lookups.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from stdnum.de.handelsregisternummer import GERMAN_COURTS

_UMLAUT_PAIRS = re.compile(r"([aou])e")
_NON_WORD = re.compile(r"[^a-z0-9]+")

# English, French and Italian names of places in DE, AT and CH, and the short forms people
# use where only one place is meant; keys on both sides (see place_key).
_SAME_PLACE = {
    "munich": "muenchen", "cologne": "koeln", "nuremberg": "nuernberg",
    "hanover": "hannover", "brunswick": "braunschweig", "vienna": "wien",
    "zurich": "zuerich", "geneva": "geneve", "genf": "geneve", "berne": "bern",
    "basle": "basel", "bale": "basel", "lucerne": "luzern", "lucerna": "luzern",
    "saint gallen": "st gallen", "sankt gallen": "st gallen", "st gall": "st gallen",
    "frankfurt": "frankfurt am main", "frankfurt main": "frankfurt am main",
    "frankfurt a m": "frankfurt am main", "frankfurt a main": "frankfurt am main",
    "frankfurt oder": "frankfurt oder", "frankfurt an der oder": "frankfurt oder",
    "carinthia": "kaernten", "salzburg city": "salzburg", "tyrol": "tirol",
}


def _loose(text: str) -> str:
    """``'Zürich'``, ``'Zuerich'`` and ``'Zurich'`` -> ``'zurich'``."""
    text = text.lower().replace("ß", "ss")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = _UMLAUT_PAIRS.sub(r"\1", text)
    return " ".join(_NON_WORD.sub(" ", text).split())


@functools.cache
def _aliases() -> dict[str, str]:
    return {_loose(other): _loose(local) for other, local in _SAME_PLACE.items()}


def place_key(text: str | None) -> str:
    """The comparison key of a city or court name ('' for nothing)."""
    key = _loose(text or "")
    return _aliases().get(key, key)


# CONTRACT §3/§7: the court is the Amtsgericht's place name; Berlin's register court is
# Charlottenburg. python-stdnum knows the 151 register courts; where its names carry a
# gloss we use the plain place name.
_CONTRACT_COURTS = {
    "Berlin (Charlottenburg)": "Charlottenburg",
    "St. Ingbert (St Ingbert)": "St. Ingbert",
    "St. Wendel (St Wendel)": "St. Wendel",
    "Ludwigshafen a.Rhein (Ludwigshafen)": "Ludwigshafen am Rhein",
}
_COURT_ALIASES = {
    "berlin": "Charlottenburg", "berlin charlottenburg": "Charlottenburg",
    "charlottenburg berlin": "Charlottenburg", "berlin mitte": "Charlottenburg",
    "frankfurt oder": "Frankfurt (Oder)", "ludwigshafen": "Ludwigshafen am Rhein",
    "kempten": "Kempten (Allgäu)", "oldenburg": "Oldenburg (Oldenburg)",
    "weiden": "Weiden i. d. OPf.", "weiden in der oberpfalz": "Weiden i. d. OPf.",
    "bad homburg": "Bad Homburg v.d.H.",
}


@functools.cache
def _courts() -> dict[str, str]:
    courts = {place_key(c): _CONTRACT_COURTS.get(c, c) for c in GERMAN_COURTS}
    courts.update({place_key(c): c for c in _CONTRACT_COURTS.values()})
    courts["frankfurt oder"] = "Frankfurt (Oder)"
    courts.update({place_key(alias): court for alias, court in _COURT_ALIASES.items()})
    return courts


def court_name(raw: str | None) -> str | None:
    """The CONTRACT name of a German register court ('München' for 'Amtsgericht Muenchen',
    'Munich' or 'munchen'; 'Charlottenburg' for Berlin), or ``None`` for a place that is
    not a register court."""
    text = re.sub(r"^\s*(?:amtsgericht|registergericht|ag)\s+", "", raw or "", flags=re.I)
    return _courts().get(place_key(text))
