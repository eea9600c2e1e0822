"""The business cues in an imprint's whole text, searched once a page.

Contract: :func:`cue_text` drops what states no business (a cited law, unfilled fields, sample, empty or dotted VAT and tax
lines); :func:`found` tells whether a pattern occurs in a text, :func:`trade_stated` whether it states a trade. All are pure
and cached: the extraction's retries over one page search the same text again.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .activity import trade_in_text
from .given_names import bracketed_name

_LAW_CITED = re.compile(r"§\s*\d+\w*\s*(?:Abs\.?\s*\d+\s*)?Gewerbeordnung")
# A VAT label a generator printed with nothing after it (no id, no "beantragt"): no business cue. A label whose value
# states the small-business regime instead ("USt-IdNr.: entfällt (Kleinunternehmerregelung)") is filled: that is one.
_EMPTY_VAT_LABEL = re.compile(
    r"^(?![^\n]*Kleinunternehm)(?:Umsatzsteuer[-\s]?(?:ID|Identifikationsnummer)|USt\.?[-\s]?Id(?:ent)?\.?[-\s]?(?:Nr\.?)?|VAT\s+ID)"
    r"[^\n\d]*(?:§\s*27\s*a[^\n\d]*)?:?[ \t]*$(?=\n[^\d\n]*$|\Z)(?![^\n]*\n[^\n]*(?:beantragt|applied|Beantragung))",
    re.IGNORECASE | re.MULTILINE,
)
# A field whose value is a bracketed note to fill in later ("Berufsbezeichnung" / "[Wird nach
# Anmeldung … ergänzt]"): no business cue, neither the label nor the note (convention 264).
_UNFILLED_FIELD = re.compile(r"^(?:[^\n]{0,80}:?\s*\n|[^\n:]{0,60}:[ \t]*)\[[^\[\]\n]{3,200}\]$", re.MULTILINE)
# A field left empty with a dash ("Geschäftsführer: –") or a VAT id the page says it has none of ("Keine
# Umsatzsteuer-ID vorhanden.", "Eine Umsatzsteuer-Identifikationsnummer liegt nicht vor."): no business cue.
_NO_VALUE = re.compile(
    r"^[^\n:]{2,60}:[ \t]*[–—-]+[ \t]*$|^(?:Keine|Eine)\s+(?:Umsatzsteuer[-\s]?(?:ID|Identifikationsnummer)|USt\.?[-\s]?Id\w*\.?)"
    r"\s+(?:ist\s+|wird\s+)?(?:nicht\s+)?(?:vorhanden|liegt\s+nicht\s+vor|besteht\s+nicht|existiert\s+nicht|erteilt)\.?$",
    re.IGNORECASE | re.MULTILINE)
# A tax or VAT line whose value says there is none ("Steuernummer: keine", "Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: nicht
# vorhanden", "Umsatzsteuer: entfällt"): no business cue (a private person's page, convention 12), unless it names the small-business
# regime ("entfällt (Kleinunternehmer)"), which is one.
_NO_TAX_NUMBER = re.compile(
    r"^[ \t]*(?:Steuer-?\s?(?:nummer|nr\.?|ID)|St\.?-?\s?Nr\.?|Umsatzsteuer[-\w]*|USt[-\w.]*|UID[-\w.]*)(?:\s+(?:gem(?:ä|ae)(?:ß|ss)|nach|i\.\s?S\.\s?d\.)\s+§\s*27\s*a[^\n:\d]*)?"
    r"\s*:?[ \t]*(?:keine?|nicht\s+vorhanden|entf(?:ä|ae)llt|nicht\s+zutreffend)\b(?![^\n]*Kleinunternehm)[^\n\d]{0,40}$"
    # (or the "none" first: "Keine Umsatzsteuer-ID vorhanden (Privatperson)", "Keine Steuernummer angegeben.")
    r"|^[ \t]*kein(?:e|en)?\s+(?:Steuer-?\s?(?:nummer|nr\.?|ID)|Umsatzsteuer[-\w]*|USt[-\w.]*|UID[-\w.]*)(?![^\n]*(?:Kleinunternehm|§\s*19|UStG))[^\n\d]{0,60}$",
    re.IGNORECASE | re.MULTILINE)
# A tax or VAT line whose value a template left as dots ("Umsatzsteuer-Identifikationsnummer …: DE....", "Steuer-Nr. … Finanzamt ..."):
# no business cue (convention 598).
_DOTTED_TAX = re.compile(r"^[^\n]*(?:Umsatzsteuer|USt|Steuer-?N|Steuernummer|Finanzamt|UID|MWST)[^\n]*?(?:\.\s?){3,}$", re.MULTILINE)
# A VAT id a template left as a sample ("Umsatzsteuer-ID: AMS-999999", alone or after its label): a placeholder value, no
# business cue (convention 10; its label, then left empty, goes with ``_EMPTY_VAT_LABEL``).
_SAMPLE_VAT = re.compile(r"^(?:[^\n]*(?:Umsatzsteuer|USt|UID|MWST|VAT)[^\n]*:[ \t]*)?[A-Z]{2,3}[-\s]?(?:1234567|9{5,}|0{5,})\d*[ \t]*$",
                         re.MULTILINE)


def _unfilled(field: re.Match) -> str:
    """An unfilled field goes; a real name left in the brackets stays (convention 570)."""
    return field[0] if bracketed_name(field[0][field[0].rfind("["):]) else ""


# The regulator of audiovisual media services ("Zuständige Regulierungs- bzw. Aufsichtsbehörde: Kommunikationsbehörde Austria"),
# a line a generator prints for any video blog: it supervises media, no trade (a private page's too).
_MEDIA_REGULATOR = re.compile(r"^[^\n]*Regulierungs-?\s*(?:bzw\.|und|oder|/)\s*Aufsichtsbeh(?:ö|oe)rde[^\n]*$", re.IGNORECASE | re.MULTILINE)

# The data protection authority a privacy part names ("Zuständige Aufsichtsbehörde in datenschutzrechtlichen Fragen ist der
# Landesdatenschutzbeauftragte …", "Zuständige Aufsichtsbehörde:" / "Der Landesbeauftragte für den Datenschutz …"): it supervises
# every controller, a private person's too, no trade (convention 12).
_AUTHORITY = re.compile(r"Aufsichtsbeh(?:ö|oe)rde", re.IGNORECASE)
_DATA_PROTECTION = re.compile(r"[Dd]atenschutz|Landes(?:daten\w*)?beauftragt|\bBfDI\b|\bED(?:Ö|OE)B\b|\bDSB\b", re.IGNORECASE)


def _without_privacy_authority(text: str) -> str:
    """The text without the lines that name the data protection authority (and its name on the line below the label)."""
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if _AUTHORITY.search(line):
            below = lines[k + 1] if k + 1 < len(lines) else ""
            if _DATA_PROTECTION.search(line):
                lines[k] = ""
            elif line.rstrip().endswith(":") and _DATA_PROTECTION.search(below):
                lines[k] = lines[k + 1] = ""
    return "\n".join(lines)


# The tax law a privacy part cites for how long records are kept ("Aufbewahrungsfrist für Bücher und Aufzeichnungen … (§ 147 Abs. 1
# Nr. 1 i.V.m. Abs. 3 AO, § 14b Abs. 1 UStG, § 257 … HGB)", a privacy generator's list): the law's periods, no trade of the operator.
_RETENTION = re.compile(r"^[^\n]*(?:[Aa]ufbewahr|[Aa]rchivier)[^\n]*$", re.MULTILINE)
_TAX_LAW_CITED = re.compile(r"§§?\s*\d+\s?[a-z]?(?:\s*(?:Abs\.?|Nr\.?|S\.|Satz|i\.\s?V\.\s?m\.|und|,)\s*\d*\s?[a-z]?)*\s*UStG")


# "Inhaber / Entwickler" over the person of an imprint that names an app's version ("Aktuelle Version der App 1.4"): who holds
# and develops the app, a product, no business kept (convention 1454; a site's bare "Inhaber" heading stays one, 155).
_APP_HOLDER = re.compile(r"^Inhaber(?:in)?\s*(?:/|&|und)\s*Entwickler(?:in)?\s*:?$", re.IGNORECASE | re.MULTILINE)
_APP_VERSION = re.compile(r"\bVersion\s+(?:der|dieser|unserer|of\s+the)\s+App\b|\bApp[-\s]Version\b", re.IGNORECASE)

# A generator's sample value left in a field ("Musterustid.", "Aufsichtsbehörde:" / "Musteraufsicht Musterstadt"): no business
# cue, neither the value nor its label (convention 941, as 264 for bracketed notes).
_SAMPLE_VALUE = re.compile(r"(?:[^\n:]{0,80}:\s*)?Muster[a-zäöüß-]*(?:\s+Muster[a-zäöüß-]*)*\.?\s*")


def _without_samples(text: str) -> str:
    """The text without the lines of sample values and the label line right above each."""
    out: list[str] = []
    for line in text.split("\n"):
        if _SAMPLE_VALUE.fullmatch(line):
            if out and (out[-1].rstrip().endswith(":") or re.search(r"§\s*27\s*a$", out[-1].rstrip())):  # (or a VAT label cut at its "§ 27a")
                out.pop()
            continue
        out.append(line)
    return "\n".join(out)


# "selbständig" as an adverb of a thing that acts on itself ("… löscht sich nach einem Jahr selbständig", a cookie in the
# privacy part): no self-employed person.
# So is "rechtlich selbstständige" of other bodies (a privacy generator's "… an andere Stellen, Unternehmen, rechtlich selbstständige
# Organisationseinheiten oder Personen übermittelt", 1038): the recipients' independence, not the operator's trade.
_ADVERB_ON_ITSELF = re.compile(r"\bsich\b[^\n]{0,50}?\bselbst(?:st)?(?:ä|ae)ndig\b|\brechtlich\s+selbst(?:st)?(?:ä|ae)ndig\w*", re.IGNORECASE)

# (small caches: they serve one page's retries, and each entry holds a whole imprint's text)
@lru_cache(maxsize=64)
def found(pattern: re.Pattern, text: str) -> bool:
    """Whether ``pattern`` occurs in the text."""
    return bool(pattern.search(text))


@lru_cache(maxsize=8)
def trade_stated(text: str) -> bool:
    """Whether the text states a trade or profession of the provider (``activity.trade_in_text``)."""
    return trade_in_text(text)


@lru_cache(maxsize=8)
def cue_text(text: str) -> str:
    """The text without the cited laws, "sich … selbständig", the media and data protection regulators, the tax law of retention
    periods, an app's holder, unfilled fields, sample values, sample and empty VAT lines or dotted tax numbers: no business cues."""
    text = _MEDIA_REGULATOR.sub("", _ADVERB_ON_ITSELF.sub("", _LAW_CITED.sub("", text)))
    text = _without_privacy_authority(text) if _AUTHORITY.search(text) else text
    text = _RETENTION.sub(lambda line: _TAX_LAW_CITED.sub("", line[0]), text) if "UStG" in text else text
    text = _APP_HOLDER.sub("", text) if _APP_VERSION.search(text) else text
    text = _without_samples(text) if "Muster" in text else text
    text = _NO_TAX_NUMBER.sub("", text) if re.search(r"(?i)\b(?:kein|nicht|entf)", text) else text
    return _NO_VALUE.sub("", _DOTTED_TAX.sub("", _EMPTY_VAT_LABEL.sub("", _SAMPLE_VAT.sub("", _UNFILLED_FIELD.sub(_unfilled, text)))))
