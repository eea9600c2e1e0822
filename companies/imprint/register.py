"""Register entries and VAT ids in imprint text.

Contract: :func:`find_registers` lists every register entry of a text line with its position
(DE ``HRB 12345`` with the court named nearby, AT ``FN 123456a``, CH ``CHE-123.456.789`` and the
old ``CH-...`` id); :func:`find_court` reads the court of a line; :func:`normalise_court` gives the
CONTRACT court name (the Amtsgericht's place, ``Charlottenburg`` for Berlin);
:func:`find_vat_ids` returns compact VAT ids (``DE123456789``, ``ATU12345678``,
``CHE123456789MWST``), never a Steuernummer or Wirtschafts-IdNr.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_DE_KIND = r"(?<![A-Za-z])(?P<kind>HR\s?B|HR\s?A|[Hh]r\s?[ab]|GnR|GsR|PR|PartR|VR|GenR|Gen\.\s?R\.|GnR\.)"  # not the VR of an Austrian "ZVR"
DE_NUMBER_RE = re.compile(
    _DE_KIND + r"(?:\s*[-‑]?\s*(?:Nr\.?|NR\.?|nr\.?|No\.?|Nummer)?)?\s*[:.\-]?\s*"
    r"(?P<num>\d{2,3}(?: \d{2,3}){1,2}(?![\d/]| ?\d)|\d(?:[\d.]{0,8}\d)?)"  # "HRB 13 46 42" too
    # (an old Vereinsregister file number keeps its year: "VR 2481/97", convention 556)
    r"(?:(?<=\d)/(?P<year>\d{2}|\d{4})(?![\d/]))?(?![\d/])"
)
# A court printed without "Amtsgericht" right before the number: "Lübeck HR B 3994",
# "Handelsregister: Hamburg, HRB 1234", "Vereinsregister Ludwigshafen, VR 1586".
_PLACE_BEFORE_KIND = re.compile(
    r"(?:^|[:;]\s*|(?:Handels|Vereins|Genossenschafts|Partnerschafts)register\s+)"
    r"(?P<court>[A-ZÄÖÜ][\wäöüß\-]+(?:\s+(?:am|an\s+der|im|in\s+der)\s+[A-ZÄÖÜ][\wäöüß]+)?)\s*,?\s*\(?"  # ("… Oldenburg (VR 201063)")
    + _DE_KIND
)
# "Handelsregister Berlin Charlottenburg: HRB 1": the court after the register's name, up to two
# words, a colon before the number.
_COURT_LABEL_BEFORE_KIND = re.compile(
    r"(?:Handels|Vereins|Genossenschafts|Partnerschafts)register\s+(?P<court>[A-ZÄÖÜ][\wäöüß\-]+(?:\s+[A-ZÄÖÜ][\wäöüß\-]+)?)\s*:\s*"
    + _DE_KIND
)
_KIND_COURT_NUMBER = re.compile(r"(?<![A-Za-z])(?P<kind>HR\s?[AB]|VR|GnR|PR)(?:\s|\s?-\s?)(?P<court>(?!Nr\b|No\b|Nummer\b)[A-ZÄÖÜ][a-zäöüß]+)\s+(?P<num>\d{2,7})(?![\d/])")
# "Registernummer: 12345" after "Handelsregister B" / "Abteilung B" is rarer; handled by label.
_LABELLED_NUMBER_RE = re.compile(
    r"(?:Handelsregister|Vereinsregister|Genossenschaftsregister|Partnerschaftsregister)"
    r"(?:\s*(?:Abteilung|Abt\.)?\s*(?P<abt>[AB])\b)?[^0-9]{0,40}?(?:Nr\.?|Nummer|number)\s*[:.]?\s*(?P<num>\d{1,7})\b",
    re.IGNORECASE,
)
AT_FN_RE = re.compile(
    r"(?:\bFN(?:\s*[-‑]\s*(?=\d))?|Firmenbuch(?:nummer|\s?-?Nr\.?)?|FB-?Nr\.?|Company\s+register\s+number)(?:\s*\(FN\))?\s*(?:\.\s*:|[:.])?\s*"  # ("FN.: 307439t")
    r"(?:FN\s*[-‑]?\s*)?(?P<num>\d{1,3}\.\d{3}(?=\s?[a-zA-Z]\b)|\d{1,6})\s?(?P<chk>[a-zA-Z])\b"  # (also "FN-512345a"; "120.533f", with a thousands stop)
)
CH_UID_RE = re.compile(r"\bCHE[\s-]?(?P<a>\d{3})[.\s]?(?P<b>\d{3})[.\s]?(?P<c>\d{3})\b(?P<tail>[^\n]{0,12})")
CH_OLD_RE = re.compile(r"\bCH[\s-]?(?P<id>\d{3}\.\d\.\d{3}\.\d{3}-\d)\b")
_VAT_SUFFIX = re.compile(r"^\s*\(?\s*(MWST|MWSt|TVA|IVA|VAT)\b", re.IGNORECASE)

_COURT_RE = re.compile(  # (the label may end in "in": "Registriert beim Amtsgericht in: Kleve")
    r"(?:Amt?s?gerichts?|Registergericht|Regist(?:er|ry|ering)\s+[Cc]ourt|Registration\s+[Cc]ourt|"
    r"Local\s+[Cc]ourt|District\s+[Cc]ourt|Court\s+of\s+registration|\bAG)(?:\s+in(?=\s*:))?\s*[:,]?\s*(?:\((?:Amtsgericht|AG)\)\s*)?(?:(?:Amtsgericht\s*)?[–—-]\s*Registergericht\s*[–—-]\s*)?(?:(?:of|in)\s+|der\s+(?=Stadt\s))?(?:(?:Amt?s?gerichts?|Registergericht|AG|Local\s+[Cc]ourt(?:\s+of)?|District\s+[Cc]ourt(?:\s+of)?)\s+(?:\((?:Amtsgericht|AG)\)\s*)?)?"
    r"(?P<court>(?:(?:Bad|St\.|Sankt|Schwäbisch|Bergisch|Stadt)\s+)?[A-ZÄÖÜ][\wäöüßÄÖÜ.\-/]*(?:\s*\((?:[A-ZÄÖÜ][A-Za-zäöüßÄÖÜ.\s]*)\))?"  # ("(Charlottenburg)", not "(VR 20281)")
    r"(?:\s+(?:am|an\s+der|a\.\s?d\.|a\.|i\.|im|in\s+der|v\.\s?d\.)\s*[A-ZÄÖÜ][\wäöüß.]*)?"
    r"(?:[\s-]+(?:Charlottenburg|\(Oder\)|Oder|Main|Mitte)(?![\wäöüß]))?)"
)
_COURT_AFTER_RE = re.compile(
    r"(?P<court>[A-ZÄÖÜ][\wäöüß\-]+)\s+(?:[Ll]ocal|[Dd]istrict)\s+[Cc]ourt"
)
# The register's place after its name, where no court is printed ("Handelsregister Münster:", "HRB 1,
# Handelsregister Dortmund", "im Vereinsregister Mannheim unter VR 2", "im Vereinsregister unter Stendal", "Handelsregister
# Berlin Charlottenburg, HRB 1"): the register court of that town.
_REGISTER_PLACE = re.compile(
    r"(?:Handels|Vereins|Genossenschafts|Partnerschafts)register\s+(?:(?:unter|in|beim?)\s+)?(?P<court>[A-ZÄÖÜ][\wäöüß\-]+"
    r"(?:\s+(?:am|an\s+der|im|in\s+der)\s+[A-ZÄÖÜ][\wäöüß]+|\s+Charlottenburg)?)(?=\s*(?:[:,;]|\.?$|\s(?:unter|HR|VR|GnR|PR|Nr)\b))"
)
# The town right after the number, at the line's end or before a comma ("HRB 70125 Köln"; a court's
# letters, "HRB 1234 B", are no town: convention 41).
_PLACE_AFTER_NUMBER = re.compile(r"\s+(?P<court>[A-ZÄÖÜ][a-zäöüß]{2,}(?:(?:\s+(?:am|an\s+der|im|in\s+der)\s+|-)[A-ZÄÖÜ][a-zäöüß]+"
                                 r"|\s*\(Oder\))?(?=\s*(?:[,;]|\.?$))|[A-ZÄÖÜ]{4,}(?=\s*$))")  # (or in capitals at the end: "VR2864 FULDA"; not an abbreviation, "HRB 4471 BHV")
# Or in parentheses after the number ("Registereintrag HRB 17301 (Ulm) wird vertreten …").
_PLACE_IN_PARENS = re.compile(r"\s*\((?P<court>[A-ZÄÖÜ][a-zäöüß]{2,}(?:-[A-ZÄÖÜ][a-zäöüß]+)?)\)")
# A register's label over its town alone ("Handelsregister" / "Berlin Charlottenburg", one row).
_REGISTER_LABEL_PLACE = re.compile(r"(?:(?:Handels|Vereins)register|Court\s+of\s+(?:Law|Registration)|Register(?:ed)?\s+court|Gerichtsstand|Registerort|Register\s+[Ll]ocation|Place\s+of\s+[Rr]egistration)\s*:\s*(?P<court>[A-ZÄÖÜ][a-zäöüß\-]+(?:\s+[A-ZÄÖÜ][a-zäöüß]+)?)$")
# (the register's own name after the court is none of it: "Amtsgericht Dresden (Vereinsregister)", "über das Amtsgericht
# Bremen im Vereinsregister eingetragen")
_COURT_STOP = re.compile(r"\s*(?:,|;|\bHR[AB]\b|\bunter\b|\bRegister|\bNr\b|\bunder\b"
                         r"|(?:\(|\bim\s+)(?:Handels|Vereins|Genossenschafts|Partnerschafts)register\b).*$")
_COURT_GLOSS = re.compile(r"\s*\([^()]*(?:Court|[Gg]ericht)\b[^()]*\)$")  # "(Local Court of Munich)"
_ENGLISH_CITIES = {
    "Munich": "München", "Cologne": "Köln", "Nuremberg": "Nürnberg", "Hanover": "Hannover",
    "Brunswick": "Braunschweig", "Dusseldorf": "Düsseldorf", "Duesseldorf": "Düsseldorf",
}
# (words after a register's name that are no town, beside those no court is: ``_BAD_COURT_WORDS``)
_NOT_PLACES = {"Abteilung", "Abt", "Eintrag", "VR", "B", "A", "Firmenbuch", "Deutschland", "Germany", "Schweiz", "Switzerland",
               "Österreich", "Austria", "Eingetragen", "Kein", "Keine", "Nicht", "Ja", "Nein", "Siehe", "Gerichtsstand"}
_BAD_COURT_WORDS = {"Registergericht", "Amtsgericht", "Amtsgerichts", "Handelsregister", "Sitz", "HRB", "HRA", "HR", "Nr",
                    "Registernummer", "Register", "Registereintrag", "Eintragung", "Vereinsregister", "Nummer", "Number"}


@dataclass(frozen=True, slots=True)
class RegisterEntry:
    """One register entry as the CONTRACT shapes it, and its position in its line."""

    country: str
    court: str
    number: str
    kind: str
    pos: int

    def as_dict(self) -> dict[str, str]:
        return {"country": self.country, "court": self.court, "number": self.number}


def normalise_court(raw: str) -> str | None:
    """CONTRACT court name from a printed court ("AG Berlin (Charlottenburg)" -> "Charlottenburg")."""
    court = re.sub(r"^(?:Amts?gerichts?|Registergericht|AG)\s+", "", raw.strip(), flags=re.IGNORECASE)
    court = re.sub(r"^Stadt\s+(?=[A-ZÄÖÜ])", "", court)  # "Registergericht: Stadt Mainz": the town's court
    court = _COURT_STOP.sub("", _COURT_GLOSS.sub("", court)).strip(" :-–(")
    if court.endswith(".") and not re.search(r"\b\w{1,3}\.$", court):
        court = court[:-1]
    if not court or court in _BAD_COURT_WORDS:
        return None
    low = court.lower()
    if "charlottenburg" in low or low in ("berlin", "berlin-mitte"):
        return "Charlottenburg"
    if low.startswith("frankfurt"):
        if "oder" in low:
            return court  # as printed: "Frankfurt (Oder)", "Frankfurt/Oder" (convention 300)
        return "Frankfurt am Main"
    first = court.split()[0]
    if first in _ENGLISH_CITIES:
        return _ENGLISH_CITIES[first]
    return court


_COURT_POSTAL_CODE = re.compile(r"((?:Register|Amts)gericht\s*:?\s*|Regist(?:er|ration)\s+court\s*:?\s*)\d{5}\s+(?=[A-ZÄÖÜ])", re.IGNORECASE)


def find_court(line: str) -> str | None:
    """The register court named in a line, normalised, or ``None``."""
    line = _COURT_POSTAL_CODE.sub(r"\1", line)  # ("Registergericht: 70190 Stuttgart": the court's own postal code, 1762)
    for match in _COURT_RE.finditer(line):
        token = match.group(0)
        if token.startswith("AG") and not re.search(r"HR\s?[AB]|\b(?:VR|GnR|PR)\s?\d|[Rr]egister", line):
            continue
        if re.match(r"\s+Amtsgericht\s+[A-ZÄÖÜ]", line[match.end():]):
            continue  # (a region before the court itself: "Registergericht: Nordrhein-Westfalen Amtsgericht Gelsenkirchen")
        court = normalise_court(match.group("court"))
        if court:
            return court
    after = _COURT_AFTER_RE.search(line)
    if after:
        return normalise_court(after.group("court"))
    place = _REGISTER_PLACE.search(line) or _REGISTER_LABEL_PLACE.match(line.strip())
    return normalise_court(place.group("court")) if place and place.group("court") not in _NOT_PLACES else None


def _de_kind(raw: str) -> str:
    kind = raw.replace(" ", "").replace("Gen.R.", "GnR").replace("GnR.", "GnR")  # (the cooperative register with dots, "Gen.R. 135")
    kind = kind.upper() if kind.lower() in ("hra", "hrb") else kind  # (printed in small letters: "hrb 731948", convention 212; "Hrb")
    return {"PartR": "PR", "GenR": "GnR"}.get(kind, kind)


# Typographic hyphens inside a number ("CHE‐440.601.685", U+2010 to U+2012) are its hyphen (same length:
# positions found in the line stay valid).
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2012": "-"})


def find_registers(line: str) -> list[RegisterEntry]:
    """Register entries in one line; DE entries carry the court of the same line ("" if none)."""
    line = line.translate(_HYPHENS)
    found: list[RegisterEntry] = []
    court = None
    for match in DE_NUMBER_RE.finditer(line):
        if court is None:
            court = find_court(line) or ""
            if not court:
                place = _COURT_LABEL_BEFORE_KIND.search(line) or _PLACE_BEFORE_KIND.search(line)
                # (a town's letters are no court: "SLT VR 200871", the court on the line above, 1546)
                court = (normalise_court(place.group("court")) or "") if place and not place.group("court").isupper() else ""
        if not court and not found and (after := _PLACE_AFTER_NUMBER.match(line, match.end()) or _PLACE_IN_PARENS.match(line, match.end())):
            court = "" if after.group("court") in _NOT_PLACES else normalise_court(after.group("court")) or ""  # "HRB 70125 Köln"
        kind = _de_kind(match.group("kind"))
        digits = re.sub(r"[. ]", "", match.group("num"))
        if match.group("year") and kind == "VR":
            digits += f"/{match.group('year')}"
        elif match.group("year"):
            continue  # (a number with a slash part is no entry of the other registers: as before)
        found.append(RegisterEntry("DE", court, f"{kind} {digits}", kind, match.start()))
    inner = None if found else _KIND_COURT_NUMBER.search(line)
    if inner and (inner_court := normalise_court(inner.group("court"))):
        kind = _de_kind(inner.group("kind"))  # "HRB-Hamburg 75372": the court between the kind and the number
        found.append(RegisterEntry("DE", inner_court, f"{kind} {inner.group('num')}", kind, inner.start()))
    if not found:
        labelled = _LABELLED_NUMBER_RE.search(line)
        if labelled:
            # (only the Handelsregister's "Abteilung B" names a kind; "Vereinsregisternummer: 21183" prints none, convention 7)
            kind = f"HR{labelled.group('abt')}" if labelled.group("abt") and labelled.group(0).lower().startswith("handels") else ""
            if kind:
                found.append(RegisterEntry("DE", find_court(line) or "", f"{kind} {labelled.group('num')}",
                                           kind, labelled.start()))
    for match in AT_FN_RE.finditer(line):
        number = f"FN {match.group('num').replace('.', '')}{match.group('chk').lower()}"
        found.append(RegisterEntry("AT", "-", number, "FN", match.start()))
    for match in CH_UID_RE.finditer(line):
        uid = f"CHE-{match.group('a')}.{match.group('b')}.{match.group('c')}"
        found.append(RegisterEntry("CH", "-", uid, "UID", match.start()))
    for match in CH_OLD_RE.finditer(line):
        found.append(RegisterEntry("CH", "-", f"CH-{match.group('id')}", "CHID", match.start()))
    return found


_DE_VAT = re.compile(r"\bDE(?:\s?[-–]\s?|\s)?((?:\d[\s./]?){8}\d)\b(?!\s?-\s?\d|/)")  # ("DE 149/755 541", convention 1643; "DE - 125 750 469")
_AT_VAT = re.compile(r"\bAT\s?U[\s-]?((?:\d[\s.]?){7}\d)\b")
_WIDNR = re.compile(r"Wirtschafts-?\s?(?:Identifikationsnummer|IdNr|Id-Nr|ID\b)|W-IdNr|W-Id-Nr", re.IGNORECASE)
_STEUERNR = re.compile(r"Steuer-?\s?(?:nummer|nr)|\bSt\.?-?Nr|Tax\s+number|Finanzamt", re.IGNORECASE)
# A Swiss VAT number may be printed with a spaced dash ("CHE – 156.757.699 MWST").
_CH_VAT_RE = re.compile(r"\bCHE(?:\s?[-–]\s?|\s)?(?P<a>\d{3})[.\s]?(?P<b>\d{3})[.\s]?(?P<c>\d{3})\b(?P<tail>[^\n]{0,12})")
_CH_VAT_LABEL = re.compile(r"MWST|MWSt|Mehrwertsteuer|TVA|IVA|VAT|USt", re.IGNORECASE)


def find_vat_ids(line: str) -> list[tuple[str, int]]:
    """Compact VAT ids in a line with their positions (a W-IdNr or tax number line gives none)."""
    line = line.translate(_HYPHENS)
    if _WIDNR.search(line):
        return []
    found: list[tuple[str, int]] = []
    for match in _DE_VAT.finditer(line):
        found.append(("DE" + re.sub(r"\D", "", match.group(1)), match.start()))
    for match in _AT_VAT.finditer(line):
        found.append(("ATU" + re.sub(r"\D", "", match.group(1)), match.start()))
    for match in _CH_VAT_RE.finditer(line):
        digits = match.group("a") + match.group("b") + match.group("c")
        suffix = _VAT_SUFFIX.match(match.group("tail"))
        if suffix:  # (MWST, TVA and IVA are one register's suffix in three languages; "VAT" renders it: MWST, as lookups)
            found.append((f"CHE{digits}MWST", match.start()))
        elif _CH_VAT_LABEL.search(line[: match.start()]) and not re.search(
            r"\bUID\b(?!\s*/\s*MWST)", line[: match.start()]
        ):
            found.append((f"CHE{digits}MWST", match.start()))
    return found


# A VAT id soft-wrapped after its country prefix ("Umsatzsteuer-Identifikationsnummer: DE" / "355636053").
_WRAPPED_PREFIX = re.compile(r"(?:USt|VAT|UID|Umsatzsteuer|Identifikationsnummer)[^\n]*?[:\s](?:DE|ATU)\s*$", re.IGNORECASE)


# "W-IdNr: DE…" / "Dies ist auch Ihre Umsatzsteuer-Identifikationsnummer": the page states the number is its VAT id too.
_ALSO_VAT = re.compile(r"\b(?:auch|zugleich|gleichzeitig)\b[^.]{0,40}(?:Umsatzsteuer-?\s?Identifikationsnummer|USt-?\s?Id)", re.IGNORECASE)


def vat_ids_in(lines: list[str]) -> list[str]:
    """The VAT ids of consecutive lines, an id wrapped after its country prefix joined again."""
    found: list[str] = []
    for k, line in enumerate(lines):
        ids = [v for v, _pos in find_vat_ids(line)]
        if not ids and _WIDNR.search(line) and _ALSO_VAT.search(" ".join(lines[k : k + 2])):
            ids = ["DE" + re.sub(r"\D", "", m.group(1)) for m in _DE_VAT.finditer(line.translate(_HYPHENS))]  # (convention 1014)
        if not ids and k + 1 < len(lines) and re.match(r"\d", lines[k + 1]) and (_WRAPPED_PREFIX.search(line) or (
                k and re.fullmatch(r"\s*(?:DE|ATU)\s*", line) and _WRAPPED_PREFIX.search(f"{lines[k - 1]} {line}"))):
            # (also the prefix alone below its label: "Umsatzsteuer-Identifikationsnummer:" / "DE" / "185612312")
            ids = [v for v, _pos in find_vat_ids(f"{line} {lines[k + 1]}")]
        found.extend(ids)
    return found
