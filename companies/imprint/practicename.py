"""Whether the provider line the sole-trader reader picked is a description of the activity or a name.

Contract: :func:`generic_activity` tells a line of trade words only ("Coaching & Beratung", "Kindertagespflege": no designation,
convention 132; the person named with it is the provider) from a name that uses such words: a group practice's line, one a firm's
label repeats, or a practice named by what it is for ("Praxis für Psychotherapie" opening the provider block above the person,
conventions 1474 and 1561; the same words *below* the person stay a description, 297).
"""

from __future__ import annotations

import re
from itertools import pairwise

from .activity import activity_only
from .blocks import Row
from .given_names import given_name
from .labelvalue import NAME_LABEL, label_value
from .persons import person_name
from .sole import GROUP_PRACTICE
from .text import Page
from .titles import strip_titles
from .trades import business_noun, profession_word, trade_title

# A practice, office or studio named by its field ("Praxis für Ergotherapie", "Kanzlei für Arbeitsrecht", "Atelier für Keramik"),
# not a bare kind ("Zahnarztpraxis", "Kieferorthopädische Fachpraxis": no particular one, 1469, 1883).
_NAMED_BY_FIELD = re.compile(r"(?:Praxis|Kanzlei|Atelier|Studio)\s+f(?:ü|ue)r\s+\S")


def generic_activity(name: str, own: list[Row]) -> bool:
    """``name`` (the provider line) is trade words only and no name of its own (see the module's docstring)."""
    return activity_only(name) and not GROUP_PRACTICE.match(name) and not _NAMED_BY_FIELD.match(name) and not any(
        (m := NAME_LABEL.match(r.text)) and label_value(m[1]) == name for r in own)


def person_in_name(name: str) -> bool:
    """A given name with the word beside it in a designation ("Wenger Fritz Forstunternehmen", "Praxis Eva Roth"): a person
    the designation shows."""
    return any((given_name(w) or given_name(v)) and person_name(f"{w} {v}") for w, v in pairwise(name.split()))


def site_named_person(own: list[Row], name: str | None, sole_owner: str | None, text: str) -> str | None:
    """The person on her own line below a provider line that is no person, on a page that shows no business (the caller's
    case: no form follows from any signal): a site's or project's name over the person who runs it ("BiLK&WHITE" / "Stefan
    Ott", a one-person guide's "Ballettschulen Guide" / "Eva Roth") is no trading designation (conventions 433, 374, 594, 1305),
    so the person is the name of a private page (11, 12); a group practice's line over its doctor stays (1384)."""
    person = sole_owner or next((b.text.strip() for a, b in pairwise(own) if a.text.strip() == name and not b.header
                                 and person_name(b.text) == b.text.strip()), None)
    if (not name or not person or given_name(name.split()[0]) or not _known_person(text, person) or GROUP_PRACTICE.search(name) or _GROUP_OR_SAMPLE.search(f"{name} {person}")
            or not name[0].isupper() or any(business_noun(w) or profession_word(w) for w in re.split(r"[\s&+/-]+", name) if w)
            or not any(r.text.strip() == person for r in own)):
        return None  # (nor a group's name over its contact, a sample person, a brand in small letters or a line of trade words)
    return person


def _known_person(text: str, person: str) -> bool:
    """``person`` (two capitalised words, which a school's or room's line also is: "Bundesgymnasium Auhof") starts with a
    common given name or with the local part of the page's mailbox ("liora@…")."""
    first = strip_titles(person).split()[0]
    return bool(given_name(first)) or any(first.lower() in m.lower() for m in re.findall(r"[\w.+-]+(?=@)", text))


# A group's name over its contact person ("Initiative Energie gewinnen", "Arbeitskreis Ortsgeschichte") or a template's sample person.
_GROUP_OR_SAMPLE = re.compile(r"\b(?:Initiative|B(?:ü|ue)ndnis|Netzwerk|Gemeinschaft|Gruppe|(?:Arbeits|Freundes|F(?:ö|oe)rder)?[Kk]reis|Forum|"
                              r"Verein|Club|Klub|Team|Familie)\b|Muster|Beispiel")


_TITLE_PARTS = re.compile(r"\s+[|–—-]\s+|\s*[|:]\s*")


def title_brand(page: Page, text: str, person: str) -> bool:
    """Words after the person on her provider line ("Anita Roth — Externe Personalabteilung") that the page title prints as the
    site's name, without her: the trading designation (convention 1881), not a description of her activity (115: "Statistik
    Beratung"; trade words only or a professional title are never one)."""
    title, text = page.title or "", text.strip()
    if person.lower() in title.lower() or re.search(r"[\d@]", text) or not 1 <= len(text.split()) <= 5 or activity_only(text) or trade_title(text):
        return False
    return text.lower() in {p.strip().lower() for p in _TITLE_PARTS.split(title)}
