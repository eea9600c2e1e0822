"""E-mail addresses and telephone numbers in imprint text.

Contract: :func:`deobfuscate` rewrites "info [at] firma [dot] de" style spellings to a plain
address; :func:`find_emails` returns lower-case addresses of a line; :func:`find_phone` returns
the main telephone number of a line in E.164 (``None`` for fax, mobile, hotline, press lines),
:func:`misnamed_landline` a landline printed under a mobile label, and :func:`is_role_mailbox` tells addresses that are not the operator's general contact
(privacy, press, webmaster ...).
"""

from __future__ import annotations

import re

import phonenumbers

_AT = re.compile(
    r"\s*(?:\[\s*(?:(?i:at|ät|klammeraffe)|@)\s*\]|\(\s*(?:(?i:a+\s?t|ä+t|klammeraffe)|@)\s*\)|\{\s*(?:(?i:at|ät|a)|@)\s*\}"
    r"|<\s*(?:at|@)\s*>|#\s*at\s*#|\s-at-\s|\s\(\s*[aä]t\s*\)\s|＠"
    # ("name_AT_example_DOT_com", "name|at|example.de", circled letters "ⓐⓣ", a pictograph for the sign before a domain, "ping📯example.de": 1839,
    # 1024, 1990, 1621)
    r"|(?<=[a-z0-9])_AT_(?=[a-z0-9])|\|\s*at\s*\||ⓐⓣ|(?<=[\w.])[\U0001F300-\U0001FAFF\u2600-\u27BF](?=[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b))\s*"
)
_PICTOGRAPH = re.compile("[\U0001F300-\U0001FAFF\u2600-\u27BF]")
_DOT = re.compile(
    r"\s*(?:\[\s*(?:(?i:dot|punkt)|\.)\s*\]|\(\s*(?:(?i:dot|punkt)|\.)\s*\)"
    r"|\{\s*(?:(?i:dot|punkt)|\.)\s*\}|#\s*dot\s*#|(?<=[a-z0-9])_DOT_(?=[a-z]{2,}\b)|(?<=[a-z0-9])◌(?=[a-z]))\s*"
)
_SPACED_AT = re.compile(r"(?<=[\w.\-])\s+(?:at|AT|ät)\s+(?=[\w\-]+\s*(?:\.|dot|DOT|punkt)\s*\w)")
_DOMAIN_AFTER_AT = re.compile(
    # (a full stop then a capitalised word ends the sentence: "… info@x.ch. Anfragen …", convention 225)
    r"@\s*[\w\-]+(?:(?:\s*\.(?!\s+[A-ZÄÖÜ])\s*|\s+(?:dot|DOT|punkt|Punkt)\s+)[\w\-]+)+"
)
# Rarer stand-ins for "@", read only on a line labelled as an e-mail address
# ("E-Mail: info(a)example.de", "info_at_example.de", "info # example.de").
_LABELLED_AT = re.compile(r"(?<=[\w.\-])(?:\(a\)|\s?<\s?a\s?>\s?|_at_|\s?-\s?at\s?-\s?|\*at\*|\s?#\s?)(?=[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,24}\b)")
# A line that is nothing but "office at example.eu": an address whatever its label.
_BARE_SPACED_AT = re.compile(r"([\w.\-]+)\s+(at|AT|a)\s+([\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,24})")
# On a labelled line, an address spelled out in words ("jonas PUNKT albrechtsen AT googlemail PUNKT com",
# conventions 85, 430; "web a kranichweb punkt de", 341).
_DOT_WORDS = r"dot|DOT|Dot|punkt|PUNKT|Punkt|point|POINT"  # (the word for the dot, as printed; French "point")
_DOT_SPELLED = rf"(?:\s+(?:{_DOT_WORDS})\s+|\.)"
_WORD_SPELLED = re.compile(
    rf"(?<![\w@.])([\w\-]+(?:{_DOT_SPELLED}[\w\-]+)*)\s+(?:at|AT|ät|a|arobase|AROBASE)\s+([\w\-]+(?:{_DOT_SPELLED}[\w\-]+)+)(?![\w@])"
)

# On a labelled line, an address spaced out letter by letter, "(a)" for the sign and a comma for the last dot
# ("i n f o (a) alex- bremora ,de", convention 474: the spaces are dropped, as 265; "(a)" as 341; the comma as "(punkt)", 275).
_SPACED_OUT = re.compile(r"(?<![\w@.])((?:\w ){2,}\w|[\w.\-]+)\s*(?:@|\(a\))\s*([\w\-]+(?:-\s+[\w\-]+)*)\s*[.,]\s*([a-z]{2,6})\b")


def _unspell(match: re.Match) -> str:
    return _DOT_WORD.sub(".", match.group(1)) + "@" + _DOT_WORD.sub(".", match.group(2))


_DOT_WORD = re.compile(rf"\s*\.\s*|\s+(?:{_DOT_WORDS})\s+")
# (not between the words of a sentence that explains the spelling: "Ersetze (Klammeraffe) mit @ und (punkt) mit .")
_SPACED_SIGN = re.compile(r"(?<=\w)(?<!\bmit)(?<!\bund)(?<!\bwith)(?<!\band)\s+@\s+(?=\w)(?!(?:und|and|mit|with)\b)|(?<=\w)\s+@(?=\w)|(?<=\w)@\s+(?=\w)")
# (a typographic hyphen inside the domain, "alpen–lektorat.ch", "bk‑automobile.de", is kept as printed: conventions 69, 381)
# (a domain with umlauts, "entrümpelung-jetzt.de", is kept as printed: convention 1824)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9äöüÄÖÜ\-]+(?:[\u2011\u2013][A-Za-z0-9\-]+)*(?:\.[A-Za-z0-9äöüÄÖÜ\-]+)*\."
                      r"(?:[A-Z]{2,24}(?![A-Za-z])|(?:[A-Z][a-z]{1,23}|[a-z]{2,24})(?![a-z]))")  # (a capital glued on ends it: "x.deRegister")
_EMAIL_LABEL = re.compile(r"e-?mail|mail|kontakt|contact|(?-i:(?:^|\s)E\s*:)", re.IGNORECASE)  # (also "E: …", as "T: …" is the phone's)

_ROLE_MAILBOXES = re.compile(
    r"^(?:datenschutz|privacy|dsb|dpo|data-?protection|dataprivacy|presse|press|media|medien|"
    r"webmaster|hostmaster|postmaster|abuse|jobs?|karriere|career|careers|bewerbung|"
    r"no-?reply|newsletter|redaktion|marketing)\b",
    re.IGNORECASE,
)


def deobfuscate(line: str) -> str:
    """A line with obfuscated e-mail spellings rewritten to plain addresses."""
    text = _AT.sub("@", line)
    spelled, text = text, _DOT.sub(".", text)
    # (a lone "a" for the sign too where the line spells its dot out: "web a thinegen (punkt) de", convention 341)
    bare = _BARE_SPACED_AT.fullmatch(text.strip())
    if bare and (bare.group(2) != "a" or text != spelled):
        text = f"{bare.group(1)}@{bare.group(3)}"
    if _EMAIL_LABEL.search(text):
        text = _WORD_SPELLED.sub(_unspell, text)
        text = _SPACED_OUT.sub(lambda m: m[1].replace(" ", "") + "@" + "".join(m[2].split()) + "." + m[3], text)
        text = _SPACED_AT.sub("@", text)
        text = _LABELLED_AT.sub("@", text)
    if "@" in text:
        text = _SPACED_SIGN.sub("@", text)
        text = _DOMAIN_AFTER_AT.sub(lambda m: _DOT_WORD.sub(".", m.group(0).replace(" ", " ")), text)
        text = _SPACED_DOTS.sub(lambda m: m.group(0).replace(" . ", "."), text)
    return text


# An address with a space on both sides of each dot ("maren . scholl@wolkenlicht . de", 128).
_SPACED_DOTS = re.compile(r"[\w-]+(?: \. [\w-]+)*@[\w-]+(?: \. [\w-]+)+|[\w-]+(?: \. [\w-]+)+@[\w-]+(?:\.[\w-]+)+")


def find_emails(line: str) -> list[str]:
    """Lower-case e-mail addresses of a line, de-obfuscated, in order."""
    low = line.lower()
    if "@" not in line and "at" not in low and "ät" not in low and "＠" not in line and "#" not in line and "(a)" not in low and "{a}" not in low and "affe" not in low and "< a >" not in low and " a " not in low and "arobase" not in low and "ⓐ" not in low and not _PICTOGRAPH.search(line):
        return []
    text = deobfuscate(line)
    # (not a telephone's SIP address, "sip:3963089@sipgate.de": no mailbox)
    return [m.group(0).strip(".").lower() for m in EMAIL_RE.finditer(text) if not _SIP_BEFORE.search(text, 0, m.start())]


_SIP_BEFORE = re.compile(r"\bsips?:$", re.IGNORECASE)


def is_role_mailbox(address: str) -> bool:
    """True for addresses that are not a general contact (privacy, press, webmaster ...)."""
    return bool(_ROLE_MAILBOXES.match(address.split("@", 1)[0]))


_NUMBER = re.compile(r"(?<![\w/])(?:\+|00)?\s?\(?\d[\d \t()/.\-–_]{4,24}\d(?![\d])")
# (also French "Tél :", "Téléphone :" and Italian "Telefono :" on a Swiss page's French or Italian version)
_PHONE_LABEL = re.compile(
    r"(?:^|\b)(?:Tel(?:efon|ephone)?|Fon|Phone|Ruf(?:nummer)?|Telefonnummer|Festnetz|Zentrale|"
    r"Switchboard|T[ée]l[ée]phone|Tél|Telefono|Telefonisch)\b\.?|\bKontakt\s*:?\s*$|(?-i:\b[TtP]\b)\.?(?=\s*:?\s*\(?$)|☎|📞|✆"  # (also "t: 06021 45837", 281; "T: (+49) 7071 …")
    # (or a sentence: "Sie erreichen uns unter 0662 …", "Rufen Sie uns an: …"; "Kontakt: 0662 … / office@…" right before it,
    # not "Kontakt – Gemeinde X: …", somebody else's)
    r"|\berreich(?:bar|en\s+(?:Sie\s+)?(?:uns|mich))(?:\s+\w+){0,2}?\s+unter\b|\bRufen\s+Sie\s+(?:uns|mich)(?:\s+\w+)?\s+an\b",
    re.IGNORECASE,
)
# (also "Telefon/WhatsApp": one number for calls and the messenger, a phone unless its range is mobile, convention 1350)
_PHONE_AND_FAX = re.compile(r"\b(?:Tel(?:efon)?\.?|Phone|Fon)\s*(?:/|und|&|and|\+)\s*(?:(?:Tele)?fax|WhatsApp)\b", re.IGNORECASE)
_NOT_MAIN = re.compile(
    r"fax|mobil|handy|natel|cell|hotline|support|notruf|notfall|presse|press|service|whatsapp|sms|"
    r"\bM\b\.?|\bF\b\.?|kundendienst|bestell",
    re.IGNORECASE,
)


# Two whole numbers joined by a slash, each with its trunk prefix (not "030 / 123456", an area code and its number).
_TWO_NUMBERS = re.compile(r"((?:\+|0)\d[\d ]{4,}\d)\s+/\s+((?:\+|0)\d[\d ]{4,}\d)")
_AREA_DOT = re.compile(r"(?<![\d.])(0\d{2,4})\s·\s(?=\d)")


def find_phone(line: str, region: str) -> str | None:
    """The first main telephone number of a labelled line in E.164, or ``None``.

    Only numbers whose nearest preceding label is a telephone label count; fax, mobile,
    hotline, service and press numbers are skipped, and so is a mobile number (by its prefix)
    even under a telephone label: CONTRACT section 7 wants the main (landline) number.
    """
    last = 0
    line = _AREA_DOT.sub(r"\1 ", line)  # ("Telefon: 0201 · 493 126": the area code and the number)
    line = _TWO_NUMBERS.sub(r"\1 ; \2", line)  # ("0381 4401 22 / 0381 4401 23": the first, convention 9)
    for match in _NUMBER.finditer(line):
        label = line[last : match.start()]
        last = match.end()
        tail_label = label[-30:]
        if len(label) > 30 and " " in tail_label:
            tail_label = tail_label.split(" ", 1)[1]
        if not _PHONE_LABEL.search(tail_label) or (match.start() > len(label) and _LABEL_AFTER.fullmatch(label)):
            continue  # (no label, or the label after the number before it: "0761 123456 (Tel.) / 0761 123457 (Fax)")
        own_label = tail_label.split(":")[-2] if tail_label.count(":") > 1 else tail_label
        if _NOT_MAIN.search(_PHONE_AND_FAX.sub("Telefon", own_label)):
            continue  # a fax or mobile label; one number "Tel./Fax" or "Telefon und Fax" is the phone
        number = normalise_phone(match.group(0), region)
        if number and not is_mobile(number):
            return number
    return _number_before_label(line, region)


# A telephone label printed after its number ("052 123 45 67 Telefon", "0761 123456 (Tel.)"), up to the line's end or a separator.
_LABEL_AFTER = re.compile(r"\s*(?:\(\s*)?(?:Tel(?:efon)?|Phone|Fon)\b\.?(?:\s*\))?\s*(?:$|[|·•,;]|\s[-–/]\s)\s*", re.IGNORECASE)


def _number_before_label(line: str, region: str) -> str | None:
    """The first landline whose telephone label follows it, no label or word standing before it in its part of the line."""
    last = 0
    for match in _NUMBER.finditer(line):
        part = re.split(r"[|·•,;]", re.sub(r"^\s*\([^()\d]{1,12}\)", "", line[last : match.start()]))[-1]  # (not the number before's own "(Fax)")
        last = match.end()
        if re.search(r"[^\W\d_]", part) or not _LABEL_AFTER.match(line, match.end()):
            continue
        number = normalise_phone(match.group(0), region)
        if number and not is_mobile(number):
            return number
    return None


# The mobile ranges of DE (015x-017x), AT (0650-0699) and CH (075-079): a number printed in one of
# them is a mobile number even when it is too short or too long to be valid ("0176/363832").
_MOBILE_RANGE = re.compile(r"^\+(?:49(?:15|16|17)|436[5-9]|417[5-9])")


def is_mobile(number: str) -> bool:
    """True for a mobile or pager number (E.164 input): never the operator's main number."""
    kind = phonenumbers.number_type(phonenumbers.parse(number))
    if kind in (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.PAGER):
        return True
    return kind == phonenumbers.PhoneNumberType.UNKNOWN and bool(_MOBILE_RANGE.match(number))


def normalise_phone(raw: str, region: str) -> str | None:
    """E.164 form of a printed number ("+49 (0) 30 / 123 45-6" -> "+4930123456"), or ``None``."""
    cleaned = raw.replace("–", "-").replace("_", " ").strip()
    cleaned = re.sub(r"^(\+\d{2,3})\s*\(\s*0\s*\)", r"\1 ", cleaned)
    cleaned = re.sub(r"^\+\s*\(\s*0\s*\)\s*", "0", cleaned)  # "+ (0)231 …": the country code left out
    # (the international prefix "00" is no part of the number's 15 digits: "0049 611 8905340-11")
    digits = re.sub(r"\D", "", cleaned[2:] if cleaned.startswith("00") else cleaned)
    if len(digits) < 6 or len(digits) > 15 or not re.match(r"[(\[\s]*(?:\+|0)", cleaned):
        return None  # (a national number printed without its trunk prefix, "89321/943060", is incomplete: convention 9)
    try:
        number = phonenumbers.parse(cleaned, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None  # (a length that fits but a range no carrier has: "+49 (0) 123 44 55 66", a sample)
    area = phonenumbers.length_of_geographical_area_code(number)
    if area and not str(number.national_number)[area:].strip("0"):
        return None  # a template's sample: the area code and zeros ("02173 000000")
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


# (a note after it, "(Mo–Fr)", or the fax extension, "05332/74418 (Fax -19)")
# (a longer note after it that speaks of the number itself stays its remark: "(bitte per E-Mail melden, Telefonnummer nur aus Pflicht)")
_BARE_NUMBER = re.compile(r"^[\W_]{0,3}(?P<num>(?:\+|00|\(?0)[\d \t()/.\-–]{5,22}\d)\s*(?:\([^()\d]{1,30}\)|\((?:Fax|DW|Durchwahl)\s*[-–]?\s*\d{1,4}\)"
                          r"|\([^()\d]{0,70}(?:Telefon|phone)[^()\d]{0,70}\))?$", re.IGNORECASE)


_OTHER_KIND_NOTE = re.compile(r"\s*\(\s*(?:(?:Tele)?fax|Mobil\w*|Handy|Natel|Hotline|WhatsApp|SMS)\.?\s*\)", re.IGNORECASE)
_SECOND_LINE = re.compile(r"^(?:Alternativ|Festnetz|Landline|B(?:ü|ue)ro|Office|Zentrale)\s*:\s*", re.IGNORECASE)


def bare_phone(line: str, region: str) -> str | None:
    """E.164 form of a line that is nothing but a landline number, or ``None``; the label of a
    second line may stand before it ("Telefon: 0174 …" (a mobile) / "Alternativ: 04408 60261").

    Mobile numbers (by their prefix) are never taken: an unlabelled line gives no role.
    """
    match = _BARE_NUMBER.match(_SECOND_LINE.sub("", line.strip()))
    if not match or _OTHER_KIND_NOTE.fullmatch(match.string, match.end("num")):
        return None  # (nor a number its note names another kind: "0761 123457 (Fax)")
    number = normalise_phone(match.group("num"), region)
    if number is None:
        return None
    return None if is_mobile(number) else number


# A mobile label before a number with its country code ("Mobil: +49 6405 5052650"; a national "0171 …" is read in the
# page's region, where the prefix may mean a landline of another country's numbering).
_MOBILE_LABEL = re.compile(r"\b(?:Mobil\w*|Handy)\s*:?\s*(?=\+|00)", re.IGNORECASE)


def misnamed_landline(line: str, region: str) -> str | None:
    """A landline by its prefix printed under a mobile label ("Mobil: +49 6405 …": the label misnames it, convention 283),
    in E.164, or ``None``."""
    label = _MOBILE_LABEL.search(line)
    found = _NUMBER.match(line, label.end()) if label else None
    number = normalise_phone(found.group(0), region) if found else None
    kind = phonenumbers.number_type(phonenumbers.parse(number)) if number else None
    return number if kind == phonenumbers.PhoneNumberType.FIXED_LINE else None
