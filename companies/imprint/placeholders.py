"""Placeholder values of unfilled imprint templates ("Musterstraße 1", "Max Mustermann", "XXX").

Contract: :func:`clear_template_values` takes a finished record and, when the record shows an
unfilled template (a placeholder street, city, provider name, e-mail domain or a "PLACEHOLDER" /
"XXX" value), drops every value that is a placeholder: the address, sample persons, sample
numbers. A placeholder provider name empties the whole record but a real mailbox (a partly filled
template keeps it, convention 10). One sample-looking name on an
otherwise real page ("Geschäftsführer: Max Muster" at a real street) is not a template.
"""

from __future__ import annotations

import re

from .address import COUNTRY_NAMES, is_street_line

_MARKER = re.compile(
    r"PLACEHOLDER|Platzhalter|X{3,}|^\s*\[\[?[^\]]*\]\]?\s*$|\{\{\s*[A-Za-z_][\w.]*\s*\}\}|\blorem\s+ipsum\b|\bbitte\s+(?:erg(?:ä|ae)nzen|eintragen|einsetzen|einf(?:ü|ue)gen)\b",
    re.IGNORECASE,
)
_STREET = re.compile(r"^(?:Muster|Beispiel)\w*(?:stra(?:ß|ss)e|str\.?|weg|gasse|platz|allee|ring)\b"
                     r"|^(?:Ihre|Deine|Your)\s+Stra(?:ß|ss)e\b|^(?-i:XYZ)\b|^Stra(?:ß|ss)e\s+(?:Hausnummer|Nr\.?|\d+$)", re.IGNORECASE)
_CITY = re.compile(r"^(?:Muster|Beispiel)(?:stadt|hausen|ort|dorf|burg|ingen)\b|^(?:Ihre|Deine)\s+Stadt\b|^(?:Ort|Stadt|City)$",
                   re.IGNORECASE)
_COMPANY = re.compile(r"\bMuster(?:firma|firmen\w*|unternehmen|name)\b|\bFirma\s+Beispiel\b|\bBeispiel\s?(?:firma|GmbH|AG)\b"
                      r"|PLACEHOLDER|^\s*\[|^(?:Ihr(?:e)?|Dein(?:e)?|Your)\s+(?:Name|Firma|Firmenname|Company)\b"
                      r"|^(?:Vorname\s+Nachname|Vor-\s+und\s+Nachname|Name\s+Nachname|Firmenname|Name\s+der\s+Firma)$"
                      r"|^Name\s+(?:des|der)\s+(?:Vereins|Firma|Unternehmens|Gesellschaft|Organisation|Praxis|Kanzlei)\b|^Vereinsname\b"  # ("Name des Vereins e. V.")
                      r"|^(?-i:XYZ)(?:\s+(?-i:XYZ))*$"  # ("XYZ XYZ" over "XYZ Straße")
                      # (a template's field label left alone in the provider's place: "Name" / "Straße" / "12345 Stadt")
                      r"|^(?:Name|Stra(?:ß|ss)e(?:\s+(?:und\s+)?(?:Hausnummer|Nr\.?))?|Anschrift|Adresse)$",
                      re.IGNORECASE)
_PERSON = re.compile(r"\bMuster(?:mann|frau)\b|^(?:Vorname\s+Nachname|Vor-\s+und\s+Nachname)\b|^(?:Max|Maximilian|Erika|Markus|Thomas|Anna|Hans)\s+(?:Muster|Beispiel)$",
                     re.IGNORECASE)
_DOMAIN = re.compile(r"@(?:[\w-]+\.)*(?:example|beispiel|(?:deine|ihre|your|meine)-?(?:domain|email|e-mail)|domain|vereinsname|firmenname)\.\w+$"
                     r"|^(?:ihre|deine|your|platzhalter|placeholder|x{3,})@|^(?:vor)?name@(?:e-?mail|mail|domain)\.\w+$", re.IGNORECASE)  # ("name@email.de", "PLATZHALTER@…")
# "muster.de" is a sample domain on a page that is a template for other reasons.
_TEMPLATE_DOMAIN = re.compile(r"@(?:[\w-]+\.)*muster[\w-]*\.\w+$", re.IGNORECASE)  # (or "mustermail.com", "musterfirma.de")
_SAMPLE_DIGITS = re.compile(r"1234567|123456(?!\d)|12345(?!\d)|0{5,}|9{5,}")


def _address_is_sample(address: dict | None) -> bool:
    if not address:
        return False
    return bool(_STREET.search(address["street"]) or _CITY.search(address["city"])
                or _MARKER.search(address["street"]) or _MARKER.search(address["city"]))


def _sample_number(value: str | None) -> bool:
    return bool(value) and bool(_SAMPLE_DIGITS.search(re.sub(r"\D", "", value)) or _MARKER.search(value))


# Counting-sequence numbers ("FN 123456a", "DE123456789") are placeholders on any page.
_SEQUENCE = re.compile(r"^\D*0?12345(?:6(?:7(?:8(?:9)?)?)?)?\s?[a-z]?$")


def _sample_register(register: dict | None) -> bool:
    """A register at a sample court ("Amtsgericht Musterstadt"), or an Austrian or Swiss counting-sequence
    number ("FN 123456a", "CHE-123.456.789", whose check digit fails); a German "HRB 123456" alone is not enough to drop it."""
    if not register:
        return False
    return bool(_CITY.search(register["court"]) or (register["country"] in ("AT", "CH") and _SEQUENCE.match(re.sub(r"[.-]", "", register["number"]))))


def _sample_vat(vat: str | None) -> bool:
    # (or "DE999999999"; or the sample with one digit off between its "1234" and "6789", "DE123446789", 938)
    return bool(vat) and ("12345678" in vat or re.search(r"(\d)\1{7}|1234\d6789", vat) is not None)


def _counting_phone(phone: str | None) -> bool:
    """A number built on the counting sequence ("+49 123 456789") is a placeholder on any page."""
    return bool(phone) and "123456789" in re.sub(r"\D", "", phone)


def clear_template_values(record: dict) -> dict:
    """The record without the placeholder values of an unfilled template (see module doc)."""
    if _sample_register(record.get("register")):
        record = {**record, "register": None}
    # (a sample VAT id beside a phone number of counting digits marks the page a template: its register number too, below)
    sample_vat = _sample_vat(record.get("vat_id")) and _sample_number(record.get("phone"))
    if _sample_vat(record.get("vat_id")):
        record = {**record, "vat_id": None}
    if _counting_phone(record.get("phone")):
        record = {**record, "phone": None}
    name = record.get("name") or ""
    email = record.get("email") or ""
    sample_person = bool(_PERSON.search(name))
    if _COMPANY.search(name) or _MARKER.search(name):
        # A placeholder as the provider: its firm's values go with it; a real mailbox of a partly filled
        # page stays (convention 10).
        kept = email if "@" in email and not _sample_mailbox(email) else None
        return {**{key: None for key in record}, "representatives": [], "email": kept}
    if sample_person:
        # A sample person as the provider: the page is a template; its real values stay.
        record = {**record, "name": None, "legal_form": None}
    template = (sample_person or sample_vat or _address_is_sample(record.get("address")) or bool(_DOMAIN.search(email))
                or any(_MARKER.search(str(record.get(key) or "")) for key in ("register", "vat_id", "email")))
    if not template:
        return record
    register = record.get("register")
    return {
        **record,
        "address": None if _address_is_sample(record.get("address")) else record.get("address"),
        "representatives": [r for r in record["representatives"] if not _PERSON.search(r["name"])],
        "email": None if _sample_mailbox(email) else record.get("email"),
        "phone": None if _sample_number(record.get("phone")) else record.get("phone"),
        "vat_id": None if _sample_number(record.get("vat_id")) else record.get("vat_id"),
        "register": None if register and _sample_number(register["number"]) else register,
    }


def _sample_mailbox(email: str) -> bool:
    """An address on a sample or template domain ("info@example.com", "ihre@…")."""
    return bool(_DOMAIN.search(email) or _TEMPLATE_DOMAIN.search(email))


# (its country after it: "6850 Dornbirn, Austria")
_TOWN_LINE = re.compile(rf"(?:[A-Z]{{1,2}}-)?\d{{4,5}}\s+[A-ZÄÖÜ][\wäöüß .'-]{{1,40}}(?:,\s*(?i:{COUNTRY_NAMES}))?")
# A template's field left unfilled, alone on its line ("[Ihr Name oder Firmenname]", "[INHABER:IN VOR- UND NACHNAME]").
FIELD = re.compile(r"\s*\[[^\]]{3,80}\]\s*")


def town_under(texts: list[str], name: str) -> bool:
    """True when a postal code and town stand under the provider's line, perhaps below a template's field left
    unfilled ("Bowenpraxis Roth" / "[Ihre Strasse und Hausnummer]" / "9562 Märwil"): the provider's place, though
    its street is missing, confirms the name (convention 10: a partly filled page keeps its real values); so does a street
    in the next two lines, though no postal line follows ("The X Club" / "Clubhouse X" / "Reading Way 10", 355)."""
    k = next((i for i, t in enumerate(texts) if t.strip() == name), None)
    if k is None:
        return False
    below = [t for t in texts[k + 1 : k + 4] if not FIELD.fullmatch(t)]
    return bool(below) and (bool(_TOWN_LINE.fullmatch(below[0].strip())) or any(is_street_line(t) for t in below[:2]))
