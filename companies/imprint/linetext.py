"""The text of one visible line: white space as a reader sees it, separators, wrapped source lines.

Contract: :func:`visible` collapses white space and drops invisible characters (and a site generator's marker around a
value), :func:`unwrapped` joins a source line that continues the one before it, :func:`separated` cuts a line at "|", "·" or " // "
separators and before a club's "(ZVR …)", :func:`lead_symbols` drops the pictograph or bullet a line starts with, :func:`plain_label` writes out a label's
gender mark.
"""

from __future__ import annotations

import re
import unicodedata

from .given_names import given_name

_SEPARATORS = re.compile(r"\s+(?:[|·•∙]|//)\s+|\s*[|·•∙]\s+|\s+[|·•∙]\s*")  # (also " // " between spaces, not a URL's "//")
_WS = re.compile(r"[ \t\r\f\v\u00a0\u2000-\u200a\u202f\u205f\u3000]+")  # (all Unicode spaces: thin, hair, figure, …)
# Characters a browser shows as nothing inside a word: soft hyphen ("Umsatz&shy;steuer"), zero-width
# space (a break chance, no space: "info@roth-&#8203;design.de"), zero-width (non-)joiner, word joiner,
# byte-order mark.
_INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")


# A source line that goes on with a lower-case word continues the line before it: the source's
# newline inside a sentence or name is a space on the page ("Verein zur Förderung von offensiver" /
# "und defensiver Cybersicherheit"); a contact, "c/o" or "vertreten durch" line stays a line of its own.
# (nor an address spelled with "[at]", "(at)" or a spaced "@": "0221 57277227" / "info [at] firma [dot] com" are two lines)
_CONTINUATION = re.compile(r"(?!(?:c/o|www\.|https?:|e-?mail|mail|tel|fax|phone|vertreten\s+durch|represented\s+by)\b)[a-zäöüß]{2,}\b"
                           r"(?![@.:/]|\s@|\s?[\[({]\s?(?:at|ät|@)\s?[\]})])", re.IGNORECASE)


# A source line that ends on a conjunction or "für" goes on in the next ("Praxis für Kinder und" /
# "Jugendliche"), and so does one that ends on an adjective of the noun that follows
# ("Evangelisch-methodistische" / "Kirche K.d.ö.R."), on a person's title ("Dr." / "Jan Ott") or on a
# dash ("Telefon: 06838 –" / "98 58 50"), or on a court's label in a sentence ("… im Partnerschaftsregister des
# Amtsgerichts" / "Charlottenburg, Register-Nr.: PR 1127", convention 382).
_OPEN_END = re.compile(r"\s(?:und|oder|sowie|für|fuer|&|\+|and|for|[–—/]|(?:Amts|Register)gerichts?)$|(?<=\w{4})isch(?:e|er|es|en)$"
                       r"|(?:^|\s)(?:Dr|Prof|Mag|Dipl\.-\w+|Ing)\.$")
# A person's given name at a source line's end after a title (or a common one after a list's comma), the
# surname on the next ("…, Dr. Florestan" / "Goedings (RA)").
_GIVEN_END = re.compile(r"(?:^|,|(?P<title>\b(?:Dr|Prof)\.))\s*([A-ZÄÖÜ][a-zäöüß]+)$")
_SURNAME_START = re.compile(r"[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?(?:$|[\s,(])")
# A street whose house number the source puts on the next line ("Universitätsstr." / "1").
_STREET_END = re.compile(r"(?:str\.|stra(?:ß|ss)e|weg|gasse|platz|allee|ring|damm)$", re.IGNORECASE)
_HOUSE_NUMBER = re.compile(r"\d{1,4}\s?[a-zA-Z]?(?:[-–/]\d{1,4}\s?[a-zA-Z]?)?")
# A practice's word alone on a source line, the doctor's titled name on the next: one line in the browser (convention 625;
# split by a line break, "Zahnarztpraxis" names only the kind of practice, 1469).
_PRACTICE_ALONE = re.compile(r"[A-ZÄÖÜ][a-zäöüß-]*(?:praxis|kanzlei|ordination)|Praxis|Kanzlei|Ordination")
_TITLED = re.compile(r"(?:Dr|Prof|Mag|Dipl)\.")


# A Markdown hard break typed as an escaped backslash ("Rie Roth \\" renders "Rie Roth \", "Ketzerbach 21\" too), or a
# generator's line-break shortcode left in the text ("ADFC Kreisverband{{< line_break >}}", convention 1334): no text.
_HARD_BREAK = re.compile(r"\s*(?:\\|\{\{<\s*(?:line_?break|br)\s*/?>\}\})$", re.IGNORECASE)


def unwrapped(parts: list[str]) -> list[str]:
    """The lines of a text whose source lines (``parts``) that continue the one before them are joined."""
    if len(parts) == 1:  # (one source line: nothing to join)
        return [_HARD_BREAK.sub("", parts[0]) if parts[0].endswith(("\\", "}")) else parts[0]]
    out: list[str] = []
    for part in parts:
        part = _HARD_BREAK.sub("", part)
        text = part.strip()
        before = out[-1].rstrip() if out else ""
        if before and text and ((text[0].islower() and _CONTINUATION.match(text) and not before.endswith((":", ".", ";")))
                                or _OPEN_END.search(before) or (_STREET_END.search(before) and _HOUSE_NUMBER.fullmatch(text))
                                or (_PRACTICE_ALONE.fullmatch(before) and _TITLED.match(text))
                                or ((given := _GIVEN_END.search(before)) and (given["title"] or given_name(given[2])) and _SURNAME_START.match(text)
                                    and ":" not in text)):
            out[-1] = f"{out[-1].rstrip()} {text}"
        else:
            out.append(part)
    return out


def visible(text: str) -> str:
    """Text as a reader sees it: invisible characters gone, white space collapsed, keycap digits plain, letters in
    composed form (an "ü" typed as "u" and a combining diaeresis, as macOS writes it, is "ü")."""
    text = _WS.sub(" ", _INVISIBLE.sub("", text)).strip()
    if "###" in text:
        text = _BUILD_MARKER.sub(r"\1", text)
    if " - " in text or " – " in text:
        text = _SPACED_PREFIX.sub(r"\1-", text)
    return text if text.isascii() else unicodedata.normalize("NFC", _KEYCAP.sub(r"\1", text))


# A site generator's filter marker left around a value ("###OBFUSCATE:Lindenweg 5###"): the value as the built page shows it.
_BUILD_MARKER = re.compile(r"#{3}[A-Z][A-Z_]{2,}:\s*(.*?)\s*#{3}")
# A postal code's country prefix set off by a spaced dash ("D - 34117 Kassel", "CH - 5033 Buchs AG") is the prefix as usually
# printed ("D-34117"), not a separator between a name and a town.
_SPACED_PREFIX = re.compile(r"(?<![\w-])(D|DE|A|AT|CH) [-–] (?=\d{4,5} [A-ZÄÖÜ])")


# A digit written as its keycap emoji ("2️⃣1️⃣1️⃣4️⃣7️⃣ Hamburg": digit, variation selector, enclosing keycap) reads as the digit (1024).
_KEYCAP = re.compile("([0-9])\ufe0f?\u20e3")


# (also kramdown's definition marker left as text by a renderer without definition lists: "**Adresse**" / ":    Hallweg 13",
# the term's value on the line below it; not a component mark "::callout")
_BULLET = re.compile(r"^(?:[-–—*]|:(?!:))\s+(?=\w)")


def lead_symbols(text: str) -> str:
    """A line without the pictographs that stand in for its label ("📍 Hauptstr. 1", "☎ 030 …") and
    without a dash or star typed as its list bullet ("– Hauptstr. 1") or a colon as its definition marker (": Hallweg 13")."""
    j = len(text)
    if j < 4 and (label := _SYMBOL_LABEL.get(text.strip(" \ufe0f:"))):
        return f"{label}:"  # (a pictograph alone, as a table's label cell: "☎" | "030 …")
    while j and not text.isascii() and (text[j - 1] in "\ufe0f\u200d " or unicodedata.category(text[j - 1]) == "So" and text[j - 1] not in "®™"):
        j -= 1  # (and those that end it, the next line's label glued on: "Marcus Ott📞", 1700)
    text = text[:j]
    if text[:1].isalnum():  # (most lines start with a letter or digit: nothing to drop)
        return text
    i = 0
    while i < len(text) and (text[i] in "\ufe0f\u200d\u20e3 " or unicodedata.category(text[i]) == "So"):
        i += 1
    # (a telephone, mobile or fax pictograph right before a number is that number's label: "☎ 030 …" under a heading
    # "Kontakt:" reads as a telephone line, "📠 030 …" never as a bare number that could be the phone)
    label = next((_SYMBOL_LABEL[c] for c in text[:i] if c in _SYMBOL_LABEL), None)
    if label and _NUMBER_START.match(text, i):
        return f"{label}: {text[i:]}"
    # (an envelope before a mailbox is its label, so that a spelled-out one reads as under "E-Mail:": "✉ jan at example dot org")
    if any(c in _MAIL_SYMBOLS for c in text[:i]) and text[i:i + 1].isalnum():
        return f"E-Mail: {text[i:]}"
    return _BULLET.sub("", text[i:])


_SYMBOL_LABEL = {"☎": "Telefon", "☏": "Telefon", "📞": "Telefon", "✆": "Telefon", "🕿": "Telefon", "📱": "Mobil", "📠": "Fax", "🖷": "Fax"}
_MAIL_SYMBOLS = frozenset("✉📧📩📨🖂")
_NUMBER_START = re.compile(r"\(?\+?\(?\d")  # ("030 …", "+49 …", "(030) …", "(+49) …")


# A role word written with a gender mark ("Betreiber:in", "Inhaber*in", "Anbieter/-in", "Inhaber(in)", "BetreiberIn",
# "Verantwortliche*r", "Geschäftsführer:innen"): the word written out ("Betreiberin"), as the readers of labels know it.
_GENDER_MARK = re.compile(r"(?<=[a-zäöüß])(?:[*:_·/]-?|\()(in(?:nen)?|r)\)?(?=[\s/,&)]|:|$)|(?<=[a-zäöüß]er)I(n(?:nen)?)(?=[\s/,&:]|$)")
# Where a mark is read: a label up to its colon ("Betreiber:in und Herausgeber:in: …"), or a label's word alone on its line.
_MARKED_LABEL = re.compile(r"^(?:[^:]{2,60}?:(?:in(?:nen)?|r)\b)*[^:]{0,60}?:(?=\s|$)|^[A-ZÄÖÜ][a-zäöüß]+(?:[*:_·/]-?|\()(?:in(?:nen)?|r)\)?$"
                           r"|^[A-ZÄÖÜ][a-zäöüß]+erIn(?:nen)?$")


# A bilingual label, the German word and its English translation ("Inhaber / Owner:", "Telefon | Phone:"): the German
# label alone, as the readers of labels know it (the pairs: a label's usual English words, nothing else).
_BILINGUAL = re.compile(
    r"^((?:Inhaber(?:in)?|Betreiber(?:in)?|Anbieter(?:in)?|Herausgeber(?:in)?|Gesch(?:ä|ae)ftsf(?:ü|ue)hr(?:er|erin|ung)|Vertreten\s+durch|"
    r"Registergericht|Registernummer|Handelsregister|Anschrift|Adresse|Telefon|Kontakt|Vorstand|Sitz|Rechtsform))\s*[/|]\s*"
    r"(?:Owner|Proprietor|Operator|Provider|Publisher|(?:Managing\s+)?Directors?|Management|Represented\s+by|Regist(?:er|ration)\s+court|"
    r"Regist(?:er|ration)\s+number|Commercial\s+register|Address|(?:Tele)?phone|Contact|Board|Registered\s+office|Seat|Legal\s+form)"
    r"(?=\s*:)", re.IGNORECASE)


# A representation label padded with a contact word or joined to the responsibility ("Vertretungsberechtigte Ansprechperson",
# "Verantwortliche bzw. vertretungsberechtigte Person"): the person who represents, as "Vertretungsberechtigte Person" reads.
_REPRESENTING_CONTACT = re.compile(
    r"^(?:Verantwortliche[rn]?\s+(?:bzw\.|und|oder|&|/)\s+)?vertretungsberechtigte[rn]?\s+"
    r"(?:(?:Ansprech|Kontakt)(?:person(?:en)?|partner(?:in|innen)?)|Person(?:en)?)(?=\s*:|$)", re.IGNORECASE)


# The words of a register, contact or role label, as a label set in capitals before its value is read (not a name in capitals).
_LABEL_WORD = re.compile(r"(?:(?:Handels|Vereins|Partnerschafts|Genossenschafts)?[Rr]egister\w*|Amtsgericht|Vertreten|Vertretungsberechtigt\w*|"
                         r"Inhaber\w*|Gesch(?:ä|ae)ftsf(?:ü|ue)hr\w*|Vorstand\w*|Vorsitzende\w*|Anschrift|Adresse|Sitz|Telefon\w*|Telefax|Fax|"
                         r"Kontakt|Umsatzsteuer\w*|Steuernummer|Firmenbuch\w*|Verantwortlich\w*|Betreiber\w*|Anbieter\w*|Herausgeber\w*)\b")


# A label of words that opens a line with a space before its colon ("Adresse : …", "Tél : …"): the label as usually printed.
_SPACED_COLON = re.compile(r"^([^\W\d_][^\d:]{0,40}?[^\s:])[ \t\u00a0]+:(?=\s|$)")


def plain_label(text: str) -> str:
    """A line whose label carries a gender mark with the label's word written out ("Betreiber:in: Eva Roth" reads
    "Betreiberin: Eva Roth"), or a bilingual label its German word alone ("Inhaber / Owner: Jan Ott" reads "Inhaber: Jan
    Ott"), or a padded representation label plainly ("Vertretungsberechtigte Ansprechperson: Jan Ott" reads "Vertretungsberechtigte
    Person: Jan Ott"); the value after the label stays as printed (a club of "Freund*innen" keeps its name)."""
    if text[1:2].isupper() and (upper := upper_label(text)) and text[len(upper) :].strip() and _LABEL_WORD.match(upper.capitalize()):
        text = upper.capitalize() + text[len(upper) :]  # ("REGISTERGERICHT: Amtsgericht Ulm", a label set in capitals)
    if " :" in text[:50]:
        text = _SPACED_COLON.sub(r"\1:", text, count=1)  # ("Betrieb : Seeweg 1, 8000 Zürich", a space typed before the colon)
    if "/" in text[:40] or "|" in text[:40]:
        text = _BILINGUAL.sub(r"\1", text, count=1)
    if text[:1] in "VvAaKk" and (padded := _REPRESENTING_CONTACT.match(text)):
        text = "Vertretungsberechtigte Person" + text[padded.end() :]
    if not (label := _MARKED_LABEL.match(text)) or not _GENDER_MARK.search(label[0]):
        return text
    return _GENDER_MARK.sub(lambda m: m[1] or f"i{m[2]}", label[0]) + text[label.end() :]


# (or the area code alone at the start of a piece: "02774 · 2666" on its own line, 1745)
_AREA_CODE = re.compile(r"(?:(?:Tel(?:efon|\.)?|Fon|Phone|Fax)\s*:?\s*|^\s*)0\d{2,4}$", re.IGNORECASE)


# A street's piece (its house number last) right before a postal line's piece (``_TOWN_PIECE``), cut at spaced slashes.
_SLASH = re.compile(r"\s+/\s+")
_STREET_PIECE = re.compile(r"[a-zäöüß.]\s*\d{1,4}\s?[a-zA-Z]?$")
_TOWN_PIECE = re.compile(r"(?:[^·|•]*,\s*)?(?:[A-Z]{1,2}-)?\d{4,5}\s+[A-ZÄÖÜ][a-zäöüß-]+")  # (after its street and a comma too)
_COUNTRY = r"(?:Deutschland|Germany|Österreich|Austria|Schweiz|Switzerland)"
# (the country may follow: "35713 Eibelshausen · Eschenburg / Germany")
_DISTRICT_END = re.compile(rf"(?!(?:{_COUNTRY}|Tel|Telefon|Fax|Mail|E-Mail)\b)[A-ZÄÖÜ][a-zäöüß-]+(?:\s*[/,]\s*{_COUNTRY})?")


# An Austrian club's register number in parentheses after its name ("Sportunion Dorf (ZVR 582047196)"): a piece of its own,
# so that the name stands alone on its line (a club prints no form word that would end the name).
_CLUB_REGISTER = re.compile(r"\s*\((ZVR(?:-Zahl|-Nr\.?|-Nummer)?[\s:]*\d{6,12})\)\s*$")
# A mailbox printed after the name it belongs to, in brackets or after a dash ("Anna Roth (anna@roth.de)", "Anna Roth
# <anna@roth.de>", "Anna Roth – anna@roth.de"): a contact line of its own; after a label it stays the label's ("Webdesign:
# X (x@y.de)", a credit's), and so does a credit's ("Webdesign von X (x@y.de)", "Fotos by X").
_CREDITED = re.compile(r":|design|realis|umsetz|umgesetzt|programm|konzept|gestalt|host|foto|photo|bild|image|credit|quelle|source|"
                       r"copyright|©|entwickl|develop|techni|support|agentur|agency|erstellt|made\b|powered|betreu|webmaster", re.IGNORECASE)
_TRAILING_MAIL = re.compile(r"(?:\s*\(\s*(MAIL)\s*\)|\s*<\s*(MAIL)\s*>|\s[–—-]\s+(MAIL))[.,;]?\s*$".replace(
    "MAIL", r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"))


def separated(text: str) -> list[str]:
    """The pieces of a line cut at separators ("Firma · Straße 1 · 12345 Ort"); a piece that
    starts with "Fa." (Firma) continues the trading name before it ("Rund um den Baum · Fa. X")."""
    if register := _CLUB_REGISTER.search(text):
        return [*separated(text[: register.start()]), register[1]]
    if (mail := _TRAILING_MAIL.search(text)) and mail.start() and not _CREDITED.search(text, 0, mail.start()):
        return [*separated(text[: mail.start()]), next(m for m in mail.groups() if m)]
    if not _SEPARATORS.search(text) and len(slashed := _SLASH.split(text)) >= 3 and any(
            _STREET_PIECE.search(a) and _TOWN_PIECE.match(b) for a, b in zip(slashed, slashed[1:], strict=False)):
        return slashed  # "Anna Roth / Lindenweg 4 / 79100 Freiburg": slashes between the parts of a one-line address
    pieces: list[str] = []
    last = 0
    for match in _SEPARATORS.finditer(text):
        if text.startswith("Fa.", match.end()) and match.start() > last:
            continue
        if _AREA_CODE.search(text, last, match.start()) and text[match.end() : match.end() + 1].isdigit():
            continue  # "Telefon: 0201 · 493 126": the area code and the number, one phone number
        if _TOWN_PIECE.fullmatch(text, last, match.start()) and _DISTRICT_END.fullmatch(text, match.end()):
            continue  # "35713 Eibelshausen · Eschenburg": a town and its municipality, one town (1385)
        pieces.append(text[last : match.start()])
        last = match.end()
    pieces.append(text[last:])
    return pieces


# A label in capitals before its value ("VERTRETEN DURCH: Jan Ott", as a page's style sets its labels), the label with its colon.
_UPPER_LABEL = re.compile(r"[A-ZÄÖÜ][A-ZÄÖÜ ]{5,40}:(?=\s|$|[A-ZÄÖÜ][a-zäöüß])")


def upper_label(text: str) -> str:
    """The label in capitals that opens ``text`` with its colon ("VERTRETEN DURCH:"), or ``""``."""
    return found[0] if (found := _UPPER_LABEL.match(text)) else ""


def capitalised_label(text: str) -> str:
    """``text`` with a label in capitals that opens it written as usual ("VERTRETEN DURCH: Jan Ott" reads "Vertreten durch: Jan Ott")."""
    return label.capitalize() + text[len(label) :] if (label := upper_label(text)) else text
