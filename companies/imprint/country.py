"""The country of an imprint: what the record's address, register, VAT id, legal form, words
and domains tell, in that order of trust (``country_of``)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from .address import country_word
from .blocks import Row
from .contact import find_emails
from .register import RegisterEntry
from .towns import named_town, town_country

_ZVR = re.compile(r"\bZVR\b")
_AT_CUES = re.compile(r"MedienG|\bECG\b|\bUGB\b|Firmenbuch|\bWKO\b|GewO|Gewerbeordnung|Handelsgericht|Landesgericht|\bZVR\b")
_CH_CUES = re.compile(r"\bUWG\b|\bUID\b|MWST|Handelsregisteramt|Kanton|\bCHE-")
_DE_CUES = re.compile(r"\bDDG\b|\bTMG\b|MStV|Amtsgericht|\bHR[AB]\s?\d|USt-?Id")
# The country domain of an e-mail address ("info@firma.ch"); a web address may be anyone's (a
# generator's or an agency's credit).
_OWN_DOMAIN = re.compile(r"@[\w.-]+\.(at|ch)\b", re.IGNORECASE)


# Words Swiss German spells with "ss" where German and Austrian spelling have "ß".
_SWISS_SS = re.compile(r"(?:strasse|gemäss|ausserhalb|ausschliess|schliesslich|mässig|massnahm|grösse|grüsse|gross|heiss|weiss|fliess|äusser)",
                       re.IGNORECASE)


def spelling_country(text: str) -> str | None:
    """AT or CH for a text in German by its spelling: Swiss German writes no "ß" ("Strasse",
    "gemäss"); a text that uses "ß" and none of those words is Austrian (for a four-digit
    postal code, which only Austria and Switzerland use)."""
    swiss, sharp = bool(_SWISS_SS.search(text)), "ß" in text
    return "CH" if swiss and not sharp else "AT" if sharp and not swiss else None


_ROMANCE_STREET = re.compile(r"(?:Rue|Route|Chemin|Avenue|Av\.|Place|Quai|Boulevard|Bd\.|Ruelle|Impasse|Sentier|Via|Viale|Piazza|"
                             r"Piazzale|Vicolo|Contrada|Strada|Salita|Riva)\b")


def country_of(rows: list[Row], register: RegisterEntry | None, vat: str | None,
               address: dict | None, key: str | None, url: str | None, wording: str = "") -> str | None:
    """The country of an imprint whose address may name none: from its register, VAT id,
    address, legal form, postal code and town, the laws and words it cites, its URL, its
    own domain and, last, the spelling of the page's ``wording``, in that order of trust."""
    if register is not None:
        return register.country
    if vat:
        return vat[:2] if vat[:2] in ("DE", "AT") else "CH"
    if address and address.get("country"):
        return address["country"]
    from .legal_forms import FORM_COUNTRY_HINT

    # a four-digit postal code is Austrian or Swiss: the postal data tells which where it knows the code or town
    four = address is not None and len(address["postal_code"]) == 4
    town = town_country(address["city"], address["postal_code"]) if four else None
    if address is None:
        town = named_town("\n".join(r.text for r in rows))  # ("Sonnfeld SA" / "1204 Genève", no street: still the page's country)
    if address and len(address["postal_code"]) == 5:
        return "DE"  # AT and CH postal codes have four digits, whatever laws the page cites or form it names
    if key in FORM_COUNTRY_HINT:
        hint = FORM_COUNTRY_HINT[key]
        # a Verein or Genossenschaft has a code only in Switzerland, but exists everywhere: an Austrian
        # town or the Austrian club register ("ZVR", "4020 Linz") tells better
        if hint == "CH" and key in ("verein", "genossenschaft") and (
                town == "AT" or any(_ZVR.search(r.text) for r in rows)):
            return "AT"
        return hint
    if town:
        return town  # "1010 Wien" is Austrian whatever words ("UID") the page uses
    if four and _ROMANCE_STREET.match(address["street"]):
        return "CH"  # "Route de Lausanne 12", "Via Cantonale 3": French and Italian streets are Swiss, not Austrian
    text = "\n".join(r.text for r in rows)
    for cues, country in ((_AT_CUES, "AT"), (_CH_CUES, "CH"), (_DE_CUES, "DE")):
        if cues.search(text):
            return country
    word = country_word(text)
    if word:
        return word
    if url:
        host = urlsplit(url).hostname or ""
        for tld in ("de", "at", "ch"):
            if host.endswith("." + tld):
                return tld.upper()
    # a four-digit postal code is Austrian or Swiss, and a page without an address may be either too: the
    # operator's mail domain tells which ("3053 Münchenbuchsee", "info@breakthebox.ch"), when its addresses name only one
    # (read after the spelling is resolved: "dganz [at] bluewin [dot] ch")
    domains = {m.lower() for r in rows for m in _OWN_DOMAIN.findall(" ".join(find_emails(r.text)))}
    if (four or address is None) and len(domains) == 1:
        return domains.pop().upper()
    return spelling_country(wording) if four else None


def address_country(address: dict, country: str | None) -> str | None:
    """The country of an address that prints none: the imprint's, but for a four-digit postal code under a German register
    or form (a German template filled on an Austrian page, "HRB …" / "4141 Pfarrkirchen"): no German code has four digits."""
    return town_country(address["city"], address["postal_code"]) if country == "DE" and len(address["postal_code"]) == 4 else country
