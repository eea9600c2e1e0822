"""Whether two company lines name the same firm in another spelling or word order (helper of ``blocks``).

Contract: :func:`folded_words` gives a firm name's words without accents, case and legal-form words; :func:`same_firm`
tells whether two company starts (row index, name, form key) are one firm: the same words, a sole proprietor's name out of
the longer firm name, or one word the other's initials.
"""

from __future__ import annotations

import re
import unicodedata


def folded_words(name: str) -> set[str]:
    """The words of a firm name without accents and case ("Bánhalmi Norbert e.U." -> {banhalmi, norbert})."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return {w for w in re.findall(r"[a-z0-9]+", plain) if w not in ("e", "u", "k", "gmbh", "ag", "sarl", "sagl", "und")}


def same_firm(chosen: tuple[int, str, str], later: tuple[int, str, str]) -> bool:
    """A later block repeats the provider's firm: the same words in another order or spelling, or
    (a sole proprietor's firm, e.U./e.K.) the owner's name out of the longer firm name."""
    if chosen[2] != later[2]:
        return False
    mine, other = folded_words(chosen[1]), folded_words(later[1])
    if not other:
        return False
    if mine == other or (chosen[2] in ("eu", "ek") and len(other) >= 2 and other <= mine):
        return True
    # one word the other name's initials ("SV Dresden-Striesen e.V." for "Schachverein Dresden-Striesen e.V.")
    short, long = sorted((mine - other, other - mine), key=lambda words: sum(map(len, words)))
    if len(short) == 1 and len(long) == 1 and mine & other:
        abbr, word = next(iter(short)), next(iter(long))
        return 2 <= len(abbr) <= 4 and re.fullmatch(".*".join(abbr) + ".*", word) is not None
    return False
