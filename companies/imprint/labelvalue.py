"""The provider labels (:data:`NAME_LABEL`: "Betreiber: …", "Medieninhaber: …") and the name a label's value gives: the value
without what a site prints after the name on the label's line.

Contract: :func:`label_value` takes the text after a provider label and returns the name as printed, without the site's address
after a slash, bar or dash ("… / www.roth.de", "… – www.roth.de"), a short form ("…, kurz: AlpSec", "(kurz ABC)"), a defined
term of the page's own terms ("(im Folgenden „Roth“)", ", nachfolgend „Anbieter“ genannt", "(hereinafter “Roth”)"), a private
person's status ("(Privatperson)"), a host institution ("Project X, Department of Y", :func:`namelines.without_host`) or the
town after a person's or a firm's name ("Anna Roth, Wien.", "Roth Bau GmbH, Köln"); :func:`person_and_designation` reads a
person and the designation she trades under in one value ("Tom Roth, Roth Haustechnik"), whose designation is the name;
:func:`designation_after_person` a person's line with her designation's label in a parenthesis ("Anna Roth
(Geschäftsbezeichnung: Roth Design)"); :func:`statement_then_name` the statement and the provider's name typed on one line with no colon between (read by :mod:`.blocks`).
"""

from __future__ import annotations

import re

from . import namelines
from .given_names import given_name
from .legal_forms import find_form
from .persons import person_name
from .titles import strip_titles
from .topics import OWN_NAME_FIELD
from .trades import business_noun, profession_word

# The labels of a sole trader's trading designation (one home: the name label and the designation label read them).
DESIGNATION_WORDS = r"Gesch(?:ä|ae)ftsbezeichnung|Handelsname|Trading\s+name"

_NAME_WORDS = (
    r"(?:(?:Vollst(?:ä|ae)ndiger\s+)?Name(?:\s+des\s+(?:Vereins|\w*(?:anbieters|betreibers)|Unternehmens|Inhabers)|\s+der\s+(?:Anbieterin|Firma|Stiftung|Gesellschaft|Schule|Einrichtung|Praxis|Organisation)|\s+of\s+(?:the\s+)?(?:Association|Company|Club|Organi[sz]ation|Provider|Operator))?|(?:Eingetragene[rs]?\s+)?(?:Firma|Firmenname)|Firmenwortlaut|Nom|Nome|(?:É|E)diteur(?:\s+du\s+site)?|Editore|Raison\s+sociale|Ragione\s+sociale|D(?:é|e)nomination|Firmenbezeichnung|Unternehmensbezeichnung|Unternehmensname|"
    rf"{DESIGNATION_WORDS}|Firmierung|{OWN_NAME_FIELD}|Verein|"
    r"Rechtstr(?:ä|ae)ger(?:in)?|Unternehmen|Company(?:\s+name)?|(?:Verantwortliche[r]?\s+)?Anbieter(?:in)?|"
    r"Diensteanbieter(?:in)?|(?:Inhaber(?:in)?\s*(?:und|&|/)\s*)?(?:(?:Webseiten|Webseite|Website|Internetseiten|Internet|Seiten|Homepage)-?)?[Bb]etreiber(?:in)?(?:\s+(?:der|dieser)\s+(?:Seite|Website|Webseite|Homepage|Internetseite))?|Herausgeber(?:in)?|Medieninhaber(?:in)?|Provider|Operator|"
    r"Media\s+owner|Owner\s+of\s+the\s+media|Verantwortlich\s+f(?:ü|ue)r\s+(?:diese[ns]?|die|unsere)\s+(?:Website|Webseite|Internetseite|Webauftritt|Homepage)"
    r"|(?:(?:Website|Webseite|Homepage|Seite|Site)\s+)?(?:[Bb]etrieben\s+(?:von|durch)|Operated\s+by|Run\s+by)"  # ("Betrieben von: Jan Ott, …")
    r"|Responsible\s+for\s+this\s+(?:website|site)|Owner\s+of\s+this\s+(?:website|site)|(?:Web)?site\s+(?:owner|operator)|Legal\s+entity|Business\s+name|Service\s+provider|Publisher"
    # (the owner first when joined with the provider's word: "Eigentümerin und Herausgeberin:"; alone it names the shareholders)
    r"|Eigent(?:ü|ue)mer(?:in)?(?=\s*(?:,|&|/|\bund\b)\s*(?:Herausgeber|Medieninhaber|Verleger|Betreiber)))"
)
# (also several joined: "Medieninhaber und Herausgeber:", "Medieninhaber, Herausgeber und Verleger:")
NAME_LABEL = re.compile(rf"^{_NAME_WORDS}(?:\s*(?:,|&|/|\bund\b|\band\b)\s*(?:{_NAME_WORDS}|Verleger(?:in)?|Publisher|Person|Eigent(?:ü|ue)mer(?:in)?))*\s*[:\-–]\s*(.+)$",
                        re.IGNORECASE)


# (a site's address after a separator; a short form after the name)
_TRAILER = re.compile(r"\s+[/|–—-]\s+(?=https?://|www\.)|\s*[,(]?\s+kurz\b:?\s*[^()]{1,30}\)?$")
# A defined term the page's terms give the provider, a private person's status, a register entry in parentheses, the seat or
# branch after a comma, or a slogan after a dash that addresses the reader ("– Ihr Installateur in Köln"), after the name.
_DEFINED = re.compile(r"\s*[,(]?\s*(?:(?:im\s+Folgenden|nachfolgend|nachstehend|hereinafter|in\s+the\s+following)\b[^()]{0,60}"
                      r"|Privatperson|privat|private\s+(?:person|individual))\)?$|\s*\((?:ZVR|FN|HR\s?[AB]|VR|GnR|PR|UID|CHE)\b[^()]*\)$"
                      r"|,\s+(?:mit\s+)?(?:Sitz|(?:Zweig)?[Nn]iederlassung|Standort)\b[^,()]{0,40}$|\s+[–—-]\s+(?:Ihre?|Deine?|Your|Wir|We)\s.*$",
                      re.IGNORECASE)
# A town after the name, also of more words ("Frankfurt am Main", "Bad Homburg vor der Höhe").
_TOWN = re.compile(r"[A-ZÄÖÜ][a-zäöüß]+(?:[\s-](?:am|an|im|in|ob|bei|vor|der|dem|[A-ZÄÖÜ][a-zäöüß]+)){0,3}")


def label_value(value: str) -> str:
    """The provider's name in a label's value (see the module); after a person, her designation (:func:`person_and_designation`)."""
    value = namelines.without_host(_DEFINED.sub("", _TRAILER.split(value)[0]).strip(" .,"))
    if pair := person_and_designation(value):
        return pair[1]
    # "Medieninhaber: Anna Roth, Wien.": the person or the firm, then the town (not a given name: "Roth, Anna"), also with its postal code ("…, 1100 Wien")
    head, _comma, town = value.rpartition(", ")
    town = re.sub(r"^(?:(?:D|A|CH)\s?-\s?)?\d{4,5}\s+(?=[A-ZÄÖÜ])", "", town)
    firm = bool(head and (form := find_form(head)) and form.end == len(head))
    return head if (head and (firm or person_name(head) == head) and _TOWN.fullmatch(town) and not given_name(town.split()[0])
                    and not any(business_noun(w) or profession_word(w) for w in town.split())) else value


# The designation's label in a parenthesis after the person's name ("Anna Roth (Geschäftsbezeichnung: Roth Design)").
_DESIGNATION_AFTER = re.compile(rf"^([^()\d@:]{{3,60}}?)\s*\((?:{DESIGNATION_WORDS})\s*:\s*([^()\d@:]{{2,60}}?)\)\.?$", re.IGNORECASE)


def designation_after_person(text: str) -> tuple[str, str] | None:
    """(the person, the designation) of a person's line that gives her designation's label in a parenthesis: the designation is
    the name, she its owner (conventions 17, 46)."""
    found = _DESIGNATION_AFTER.match(text.strip())
    person = person_name(found[1]) if found else None
    return (person, found[2].strip(" „“\"'")) if person and person == strip_titles(found[1]).strip() else None


_PERSON_THEN = re.compile(r"^([^,()\d@]{3,50}?)(?:,\s+|\s+\()([^,()\d@:]{3,60}?)\)?$")


def person_and_designation(value: str) -> tuple[str, str] | None:
    """(the person, the designation) of a value that names a person and the designation built on her surname, in either order
    ("Tom Roth, Roth Haustechnik", "Tom Roth (Roth Haustechnik)", "Roth Haustechnik, Tom Roth"): she runs the business under it
    (convention 2)."""
    if not (found := _PERSON_THEN.match(value)):
        return None
    one, two = found[1].strip(), found[2].strip()
    person, rest = (one, two) if person_name(one) == one else (two, one) if person_name(two) == two and value[len(found[1])] == "," else ("", "")
    words = rest.split()
    return (person, rest) if (len(words) >= 2 and person.split()[-1] in words and person_name(rest) is None
                              and all(w[0].isupper() or w in ("&", "+", "-", "–", "und", "für") for w in words)) else None


# The statement and the provider's name on one line, no colon between ("Angaben gemäß § 5 DDG Ott Bau GmbH", a text export):
# the name a firm's or a person's ("… § 5 TMG Jan Ott"), not the law's own words ("… § 5 TMG und § 18 MStV", "… TMG (Telemediengesetz)").
_STATEMENT_THEN_NAME = re.compile(r"^(Angaben\s+gem(?:ä|ae)(?:ß|ss)\s+§\s*5\s+(?:TMG|DDG))\s+"
                                  r"(?!(?:und|sowie|bzw|oder|in|im|für|des|der|Abs|Absatz)\b)([^\W\d][^:§()]{2,80})$")


def statement_then_name(text: str) -> tuple[str, str, str]:
    """``text`` parted as ``str.partition(":")`` parts "statement: name" when it is such a line, else ``(text, "", "")``."""
    found = _STATEMENT_THEN_NAME.match(text.strip())
    if found and (find_form(found[2]) or person_name(found[2]) == found[2].strip()):
        return found[1], ":", found[2]
    return text, "", ""
