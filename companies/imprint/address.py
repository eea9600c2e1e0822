"""Postal addresses in imprint text.

Contract: :func:`find_address` looks at a window of lines and returns the first establishment
address ``{"street", "postal_code", "city", "country"}`` whose street has a house number;
c/o lines and Postfach / PO box addresses are never returned. The postal code is digits only,
the city as printed, the country ``DE``/``AT``/``CH`` when printed or implied by a prefix
("D-", "A-", "CH-"), else ``None`` for the caller to fill from the legal context.
"""

from __future__ import annotations

import re

_POSTAL = re.compile(
    # (the country's letter joined to the code, "A4020 Linz", "CH8001 Zürich", "D79100 Freiburg")
    # (a town printed in lower case alone after its code, "04177 leipzig", as printed: 58; a six-digit misprint kept, "803395 München": 37)
    r"(?:(?<![\w-])(?P<prefix>D|DE|A|AT|CH|Ch(?=-))(?:\s?[-‑–]\s?|\s(?=\d{4,5}\s)|(?<=A|H)(?=\d{4}[ \t]+[A-ZÄÖÜ][a-zäöü])|(?<=D)(?=\d{5}[ \t]+[A-ZÄÖÜ][a-zäöü]))|(?<![\d\w./-]))(?P<code>\d{4,5}|\d{6}(?=[ \t]+[A-ZÄÖÜ][a-zäöü]))(?:\s+|,[ \t]?(?=[A-ZÄÖÜ])|[ \t][-–][ \t](?=[A-ZÄÖÜ])|[ \t]/[ \t](?=[A-ZÄÖÜ][a-zäöü]))"  # "23568 Lübeck", "23568, Lübeck", "85413 - Hörgertshausen", "38448 / Wolfsburg"
    r"(?P<city>[a-zäöü][a-zäöüß\-]{2,}(?=[ \t]*$)|[A-ZÄÖÜ][\wäöüßÄÖÜéè.'’\-]*(?:/[A-ZÄÖÜ][\wäöüßéè.'’\-]*)?(?:[ \t]+(?:(?:(?:an|in|ob|vor|bei|auf)\s+der|auf\s+de[nm]|am|an|im|in|ob|bei|unter|b\.|der|[aiov]\.\s?d\.|a\.|i\.|o\.)(?:\s+|(?<=\.)(?=[A-ZÄÖÜ])))?"
    r"(?:\([A-ZÄÖÜ][^()\n,]{1,30},\s[A-ZÄÖÜ][^()\n,]{1,20}\)|\(?[A-ZÄÖÜ][\wäöüßéè.'’\-]*\)?|/\s?[A-ZÄÖÜ][\wäöüß.]*))*"
    # its district after a spaced dash or middle dot ("56077 Koblenz - Ehrenbreitstein", 088; "35713 Eibelshausen · Eschenburg", 1385), a
    # place's name, not a country or a label
    r"(?:[ \t][-–·][ \t](?!(?:Deutschland|Germany|Österreich|Austria|Schweiz|Switzerland|Tel|Telefon|Fax|E-Mail|Mail|Ihr|Ihre|Wir)\b)"
    r"(?:St\.\s?)?[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?(?=\s*$|\s*[,;|]|\s*/\s*(?:Deutschland|Germany|Österreich|Austria|Schweiz|Switzerland)\b))?)"  # (a saint's district, "Oberried - St.Wilhelm", 769)
)
# What may follow a house number: a fraction ("10 ½"), ranges and door numbers ("12-14", "4/4", "88A+90", "6-d"), Austrian stair and door
# parts ("/Stiege 2", "5/I/8-9": house 5, stair I, door 8-9).
_NUMBER_TAIL = (r"(?:\s?[½¼¾]|\s?(?:bis|ter)\b|\s?[-–/+]\s?\d{1,4}[a-zA-Z]?(?!\.)|(?<=\d[a-z])[-–][a-z]\b|(?<=\d)[-–][a-zA-Z](?![\wäöüß.])|/\d{1,3}\.\d{1,3}(?![\d.])|\s?/\s?(?:Stiege|Stg\.?|Top|Tür|Haus|Block|Stock|OG|EG|DG|Parz(?:\.|elle))\s?\d*[a-zA-Z]?"
                # stair and door after a slash ("Krakauer Straße 25/6.03"); a floor and a wing
                # after slashes ("Muthgasse 36 / 1. OG / Süd")
                r"|\s?/\s?\d{1,2}\.\s?(?:OG|UG|Stock|Etage|Obergeschoss)\b|\s?/\s?(?:Nord|Süd|Ost|West|[Ll]inks|[Rr]echts)\b"
                r"|\s?/\s?Eingang\s?[A-Z0-9]\b|\s?/\s?(?:Hinter|Vorder|Garten|Quer)haus\b|\s?/\s?(?:Seitenfl(?:ü|ue)gel|(?:Hof|R(?:ü|ue)ck)geb(?:ä|ae)ude)\b"
                r"|/[IVX]{1,4}(?![\wäöü])|/[A-Z]\d{1,3}\b)*")  # (or stair and door as one: "50/A3")
_STREET = re.compile(
    # (a street word set off by a spaced dash: "Johann Pabst – Strasse 4"; an en dash joins a name's words: "Konrad–Adenauer–Allee 25")
    r"^(?P<street>(?:[A-ZÄÖÜa-zäöüß0-9][^\W\d_]*+[\wäöüßÄÖÜéè.'’\-–]*?(?:\s[-–]\s(?=(?:Stra(?:ß|ss)e|Gasse|Weg|Platz|Allee)\s?\d)|\s?)){1,6}?\s?\d{1,4}(?:\s?[a-zA-Z](?![a-zA-Z]))?"
    + _NUMBER_TAIL
    # a corner address names the second street after a slash ("Schwedenplatz 2 / Laurenzerberg 5")
    + r"(?:\s/\s[A-ZÄÖÜ][\wäöüßÄÖÜéè.'’\-]*(?:\s[A-ZÄÖÜa-zäöüß][\wäöüß.\-]*){0,2}\s\d{1,4}[a-zA-Z]?" + _NUMBER_TAIL + r")?"
    r"(?:,?\s?(?:Stiege|Stg\.?|Top|Tür|Haus|Block)\s?\d+[a-zA-Z]?(?:\s?[-–]\s?\d+[a-zA-Z]?)?)*"  # (doors "Top 8–9")
    # a square or place the house stands at after a dash ("Hochstraße 8 - Am Salhofplatz")
    r"(?:\s[-–]\s(?:Am|Im|An\s+der|Auf\s+dem|Beim)\s[A-ZÄÖÜ][\wäöüß.\-]*"
    r"|\s(?:Am|Im|Beim)\s[A-ZÄÖÜ][a-zäöüß\-]+(?:\s[A-ZÄÖÜ][a-zäöüß\-]+){0,3}(?=\s*$))?"  # (or without the dash: "Kurallee 1 Im Alten Bad")
    # where the house stands, in parentheses after the number ("Berliner Platz 4 (am Theater)")
    r"(?:\s\((?:am|im|an\s+der|beim|neben|gegen(?:ü|ue)ber|hinter)\s[^()\d]{2,30}\))?"
    # or the floor, as printed ("Ahornstraße 14 B (2. OG)", conventions 158, 295, 492)
    r"(?:\s\((?:\d{1,2}\.\s?(?:OG|UG|Stock|Etage|Obergeschoss)|EG|DG|Erdgeschoss|Dachgeschoss)\))?)\s*$"
)
# A short label before a street on the same line ("Studio Wien: Schwedenplatz 2").
_SHORT_LABEL = re.compile(r"^[A-ZÄÖÜ][\wäöüß.\-]*(?:\s[\wäöüßÄÖÜ.\-]+){0,2}:\s+(?=[A-ZÄÖÜa-zäöü])")
# A company name with its legal form before the street on one line ("X GmbH Hauptstraße 18").
_FORM_BEFORE = re.compile(r"(?:\bGmbH|\bAG|\bKG|\bOHG|\bGbR|\bUG(?:\s?\(haftungsbeschr(?:ä|ae)nkt\))?|e\.\s?[KUV]\.|\bSagl|\bS[àa]rl)\s+(?=\S)")
_STREET_WORD = re.compile(
    r"(?:stra(?:ß|ss)e|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|markt|steig|pfad|hof|berg|"
    r"graben|wall|kai|quai|promenade|park|zeile|feld|au|tor|brücke|bruecke|garten|höhe|hoehe|winkel|"
    r"rain|halde|matt|matte|acker|dorf|anger|gässli|gässchen|steg|strasse|boulevard|road|street)\b|\bstr\.?(?=\s?\d)|(?<=[a-zäöüß])str\.(?=\s\d)"  # ("… landstr. 45a", printed small)
    r"|^(?:rue|via|avenue|av\.|chemin|ch\.|route|rte|place|piazza|corso|viale|quai|im|in|am|an|auf|zum|zur)\b",
    re.IGNORECASE,
)
_POBOX = re.compile(r"\b(?:Postfach|Postbox|P\.?\s?O\.?\s?Box|PO\s?Box|Case\s+postale|Casella\s+postale)\b|\bC\.?\s?P\.?(?=\s?\d)", re.I)  # ("CP 45")
_CO = re.compile(r"^\s*(?:c/o|c\.o\.|bei\s(?!(?:der|dem|den)\s)|z\.\s?Hd\.?)", re.IGNORECASE)  # not "Bei der Schule 2"
_LABEL = re.compile(
    r"^(?:(?:Anschrift|Adresse|Address|[\wäöüß]{2,20}(?:adresse|anschrift)(?=\s*:)|Post(?:anschrift|adresse)|Hausanschrift|Gesch(?:ä|ae)ftsadresse|Firmensitz|Sitz|Si(?:è|e)ge(?:\s+social)?(?=\s*:)|"
    r"Standort|Gesch(?:ä|ae)ftsstelle|Gesch(?:ä|ae)ftssitz|Unternehmenssitz|Vereinssitz|Verwaltungssitz|Verwaltung|"
    r"B(?:ü|ue)ro|Sekretariat|Kanzlei|Praxis|Betriebsst(?:ä|ae)tte|Zentrale|Hauptverwaltung|Besucheradresse|Lieferadresse|Registered\s+office|Office|Headquarters|Hauptsitz|Domizil)\b"  # (a whole word: "Kanzleistr. 9" is a street)
    r"(?:\s+der\s+Gesellschaft|\s+(?:der|des)\s+[A-ZÄÖÜ][\wäöüß]+(?=\s*:)|\s*(?:\bund\b|&|/)\s*(?:Kontakt|Anschrift|Adresse|Sitz)(?=\s*:))?(?:\s*\([^()\d]{2,40}\))?\s*[:\-–]?\s*)",  # (or "Address (Sitz):", "Anschrift der Praxis:", "Anschrift und Kontakt:", "Sitz und Anschrift:", "Adresse / Kontakt:")
    re.IGNORECASE,
)
_COUNTRY_WORDS = {
    "deutschland": "DE", "germany": "DE", "bundesrepublik deutschland": "DE",
    "österreich": "AT", "oesterreich": "AT", "austria": "AT",
    "schweiz": "CH", "switzerland": "CH", "suisse": "CH", "svizzera": "CH",
}
# The country words as a regex alternation, longest first (the postal line's country here and in ``placeholders``).
COUNTRY_NAMES = "|".join(sorted(_COUNTRY_WORDS, key=len, reverse=True))
_COUNTRY_RE = re.compile(rf"\b({COUNTRY_NAMES})\b", re.I)
_PREFIX_COUNTRY = {"D": "DE", "DE": "DE", "A": "AT", "AT": "AT", "CH": "CH"}
# "Stand: Januar 2025": a date, not a street with a house number
_MONTH_YEAR = re.compile(r"^(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|"
                         r"January|February|March|May|June|July|October|December)\s+\d{4}$", re.IGNORECASE)
# (the currency as a word: "Europaring 90" and "Europaallee 12" are streets)
# (a phone line in French, Italian or Swiss German, or a mobile's: "Téléphone 021 …", "Natel 079 …")
_BAD_CONTEXT = re.compile(r"\b(?:HR[AB]|FN|Tel|Fax|Telefon|Phone|USt|UID|Nr\.?|PLZ\s*:|EUR|T(?:é|e)l(?:é|e)phone|Tél|Telefono|Natel|Mobil|Mobile|Handy|WhatsApp|Fon)\b|€",
                          re.I)
# A town's name that ends on an abbreviation ("Frankfurt a.M.", "Frankfurt a. M.", "Neumarkt i.d.OPf.").
_ABBREVIATED_END = re.compile(r"[\s./][A-Za-zÄÖÜäöü]{1,3}\.$|(?:^|\s)[a-zäöü]{1,2}\.\s?[A-ZÄÖÜ][A-Za-zäöü]{0,4}\.$"
                             r"|(?:^|\s)[A-ZÄÖÜ][a-zäöü]+str\.$")  # ("i. Br.", "i.Br.", "/Brg.", "i. Brsg.", "… an der Weinstr.")
_COUNTRY_DASH = re.compile(rf"^\s*{_COUNTRY_RE.pattern}\s*[-–]\s*$", re.IGNORECASE)  # (a country word before the postal code)
# ("Bremen / Germany"; the country's code after the town, "4053 Basel CH", convention 1321: no canton's code is one of them)
_CITY_STOP = re.compile(r"(?:\s+|\s*/\s*)\(?(?:Deutschland|Germany|Österreich|Austria|Schweiz|Switzerland|Tel|Telefon|Fax|E-Mail)\b.*$|\s+(?:CH|DE|AT)$"
                        r"|\s*\((?:Haus|Post|Liefer|Besucher|Büro|Geschäfts)anschrift\)$"
                        r"|(?<=[a-zäöüß]{4})\.\s+[A-ZÄÖÜ][\wäöüß-]*(?:\s.*)?$")  # (the kind of address, "52062 Aachen (Hausanschrift)"; a sentence after it, "4060 Leonding. Du …")


def country_word(text: str) -> str | None:
    """DE/AT/CH when the text names the country, else ``None``."""
    match = _COUNTRY_RE.search(text)
    return _COUNTRY_WORDS[match.group(1).lower()] if match else None


# A street's name without its number ("Pegnitzstr.", "Am Hafen" is none: no street word).
_STREET_NAME_ALONE = re.compile(r"[A-ZÄÖÜ][\w\-äöüß]*(?:stra(?:ß|ss)e|str\.|weg|gasse|allee|platz|ring|damm)")
# A street's name printed without a house number, alone on the line above the postal line.
_UNNUMBERED = re.compile(r"(?:Im|Am|An\s+der|An\s+den|Auf\s+dem|Auf\s+der|In\s+der|Zum|Zur|Beim|Hinter\s+der|Unter\s+den)"
                         r"\s+[A-ZÄÖÜ][a-zäöüß-]+|[A-ZÄÖÜ][a-zäöüß-]*(?:stra(?:ß|ss)e|weg|gasse|platz|allee|ring|damm|markt|hof)|Markt")
# A room, suite or flat in the building, on its own line between street and postal line ("Zimmer 306"; two rooms: "Raum B.E.01/.02",
# "Räume 1.12 und 1.14").
_ROOM = re.compile(r"(?:Zimmer|R(?:a|ä|ae)ume?|Rooms?|Suite|B(?:ü|ue)ro|Apartment|App\.|Appartement|Wohnung|Whg\.)\s+\S{1,8}"
                   r"(?:\s?(?:/|,|&|\bund\b|\band\b)\s?\S{1,8})?$", re.IGNORECASE)
# A building of a campus or an estate after the street and its number ("…, Gebäude 40.28").
# (or a flat or a back building: "Graeffstr. 3, Wnr. 029", "…, Hinterhaus"; or the back yard it stands in: "…, im Hinterhof")
_BUILDING = re.compile(r"(?:Geb(?:ä|ae)ude|Geb\.|Building|Bau)\s?[\w.]{1,12}|(?:Top|Stiege|Stg\.|Tür)\s?\d+[a-zA-Z]?(?:\s?[-–]\s?\d+)?|\d{1,2}\.\s?(?:OG|UG|Stock|Etage|Obergeschoss)|EG|DG"
                       r"|(?:Wnr\.?|Whg\.?|Wohnung|App\.|Apt\.|Appartement|Apartment)\s?[\w.]{1,6}|(?:Hinter|Vorder|Garten|Quer)haus|Seitenfl(?:ü|ue)gel|(?:Hof|R(?:ü|ue)ck)geb(?:ä|ae)ude"
                       r"|(?:im\s)?(?:Hinter|Innen)hof|(?:Haus|Block|Trakt|B(?:â|a)timent|B(?:â|a)t\.|Stabile|Eingang)\s[A-Z]\d?")  # (a house of an estate: "…, Haus B")


_SQUARE = re.compile(r"[A-U]\s?\d{1,2},\s?\d{1,3}[a-z]?(?:\s?[-–]\s?\d{1,3})?")


def _comma_street(parts: list[str]) -> str | None:
    """A street that a comma cuts in two, as printed: a campus building after the street and its
    number ("Engler-Bunte-Ring 8, Gebäude 40.28"), the number after the street's name
    ("Arenbergstraße, 7")."""
    if len(parts) < 2:
        return None
    if _NUMBER_FIRST.fullmatch(joined := f"{parts[-2]}, {parts[-1]}") or _SQUARE.fullmatch(joined):
        return joined  # ("12, rue du Marché"; a Mannheim square's block and house, "Q 7, 24")
    street = _street(parts[-2]) if _BUILDING.fullmatch(parts[-1]) else None
    if street:
        return f"{street}, {parts[-1]}"
    if re.fullmatch(r"\d{1,4}[a-zA-Z]?", parts[-1]) and (_COMPOUND_STREET.fullmatch(parts[-2]) or _TWO_WORD_STREET.fullmatch(parts[-2])
                                                    or _PLACE_STREET.fullmatch(parts[-2])):
        return f"{parts[-2]}, {parts[-1]}"
    # the district after the street, its town on the postal line below ("Innovativ-Ring 1, Waldeck", convention 1371)
    if re.fullmatch(r"[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?", parts[-1]) and parts[-1].lower() not in _COUNTRY_WORDS and (street := _street(parts[-2])):
        return f"{street}, {parts[-1]}"
    # an Austrian stair and door after commas ("Hauptstraße 5, Stiege 2, Top 7")
    door = next((k for k in range(1, len(parts)) if all(_DOOR_PART.fullmatch(p) for p in parts[k:])), None)
    return f"{street}, {', '.join(parts[door:])}" if door and (street := _street(parts[door - 1])) else None


# (a Roman door number too: "Hermann-Bahr-Gasse 10, Top I")
_ONE_DOOR_PART = r"(?:(?:Stiege|Stg\.?|Top|Tür|Stock|Block|Haus)\s?(?:\d{1,3}[a-zA-Z]?|[IVX]{1,4}\b)|\d{1,2}\.\s?(?:Stock|OG|Etage|Stiege|Tür))"
# (several in one part: "Stiege 1 Tür 13", "Stiege 2/Tür 4"; an ordinal before the word: "2. Stiege")
_DOOR_PART = re.compile(rf"{_ONE_DOOR_PART}(?:(?:\s+|\s?/\s?){_ONE_DOOR_PART})*")


# "Copyright 2010, 2012 Adobe Systems" (a font's licence line): a year, not a house number.
_NOTICE = re.compile(r"(?:©|\(c\)|Copyright\b)", re.IGNORECASE)
_BUILDING_PART = re.compile(r"^\s*\([^()\d]{2,30}\s?\d{0,3}\)\s*$")  # a part of the building alone before the postal code
# (or a note on the address's use after it: "In der Aue 9 (Postadresse, kein Besuch!)", "Seeweg 4 (keine Ladenadresse)")
_CO_AFTER = re.compile(r"(?<=\d)\s*\((?:(?:c/o|bei)\s[^()]{2,40}|(?:Post(?:adresse|anschrift)|keine?\s)[^()]{0,40})\)", re.IGNORECASE)
_WAY_IN = re.compile(r"(?:Eingang|Zugang|Zufahrt|Entrance)\b|(?:im|am|auf\s+dem|beim)\s+[A-ZÄÖÜ][^\d,]{2,40}$",
                     re.IGNORECASE)  # a way in ("Eingang: Fleischmarkt 3", 991) or where the house stands ("im Donners Park"), no address


def _firm_street(text: str) -> str | None:
    """The street after a firm's legal form on one line ("Ott GmbH Hauptstr. 18"), or ``None``."""
    form = _FORM_BEFORE.search(text)
    return _street(text[form.end() :]) if form else None


# What follows a house number and is no part of the street: a c/o ("Hauptstrasse 12 c/o Muster AG"), a post-office
# box ("Hönower Straße 35, Postfach 19"), the country letter of the postal line below cut from it ("Grassmayrstrasse
# 23, A" / "6020 Innsbruck").
_AFTER_NUMBER = re.compile(r"(?<=\d)(\s?[a-zA-Z](?![a-zA-Z]))?(?:(?i:\s+c/o\s|\s*,\s*(?:Postfach|P\.?\s?O\.?\s?Box|Case\s+postale|Casella\s+postale|C\.?\s?P\.?)\s).*|,\s*(?:A|D|CH))$")


# A running sentence's preposition in small letters before a street named by its street word ("Die Ott UG in der Südtiroler Str.
# 2a, …"); "am Markt 3", "an der Maar 7" keep theirs, the street's name.
SENTENCE_PREPOSITION = re.compile(r"^(?:(?:in|an|auf)\s+der|im|am|in)\s+(?=[A-ZÄÖÜ][a-zäöüß]{2,}(?:stra(?:ß|ss)e|str\.|weg|gasse|platz|allee|ring|damm)"
                                   r"\s?\d|[A-ZÄÖÜ][a-zäöüß]{2,}er\s(?:Stra(?:ß|ss)e|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm)\s?\d)")


_NUMBER_FIRST = re.compile(r"\d{1,4}(?:\s?(?:bis|ter)\b|[a-zA-Z]\b)?,?\s(?i:rue|route|rte|chemin|ch\.|avenue|av\.|place|pl\.|quai|boulevard|bd|"
                           r"ruelle|impasse|sentier|grand-rue|all(?:é|e)e)\s?[\w'’\s.-]{2,40}")


_VILLAGE_NR = re.compile(r"(?:[A-ZÄÖÜ][a-zäöüß-]+\s){1,3}Nr\.\s?\d{1,4}[a-z]?")
# (not a number of a register, a tax office, an account or a member: "Steuer Nr. 12")
_NR_OWNER = re.compile(r"steuer|regist|firmen|kunden|mitglied|konto|betrieb|gewerbe|zulassung|ident|kammer|lizenz|haus|nummer|bank|rechnung|"
                       r"artikel|seite|ausgabe|auftrag|akten|tel|fax|mobil|vertrag|objekt|projekt", re.IGNORECASE)


def _street(text: str) -> str | None:
    if _WAY_IN.match(text.strip()):
        return None
    text = re.sub(r"(?<=\d)\.$|(?<=\d[a-z])\.$", "", _LABEL.sub("", text.strip()).strip(" ,;"))  # (a sentence's full stop: "…, Kaiserstraße 33.")
    text = _AFTER_NUMBER.sub(r"\1", text)
    # "… AG mit Sitz am Kauffmannweg 14" (or a person's "wohnhaft in Lindenweg 5"), "… whose headquarters are located at Route des Mosses 34", "… sise au Chemin …": the seat's
    # street after the phrase
    text = re.sub(r"^.*?\b(?:mit\s+(?:Sitz|Gesch(?:ä|ae)ftssitz)|wohnhaft|ans(?:ä|ae)ssig|(?:located|based|situated|headquartered|domiciled)\s+at|(?:sise?|situ(?:é|e)e?|"
                  r"domicili(?:é|e)e?)\s+(?:à\s+la|à\s+l'|au|à))\s+(?:(?:am|im|an\s+der|in\s+der)\s+(?=[A-ZÄÖÜ]))?", "", text)
    text = SENTENCE_PREPOSITION.sub("", text)
    labelled = _SHORT_LABEL.match(text)
    if labelled and not _STREET.match(text):
        text = text[labelled.end() :]
    if (co := _CO.match(text)) and _street(rest := text[co.end() :].strip()) == rest:
        return rest  # "c/o Philipp-Neri-Weg 7": nobody between the c/o and the street
    if not text or _POBOX.search(text) or _CO.match(text) or _NOTICE.match(text):
        return None
    if _NUMBER_FIRST.fullmatch(text):
        return text  # "12, rue du Marché": a French street's number before it, as printed
    match = _STREET.match(text)
    if not match:
        return None
    street = match.group("street").strip()
    words = street.split()
    if len(words) < 2 and not re.match(r"^\D+\d", street):
        return None
    if not _STREET_WORD.search(street) and not re.match(
        r"^(?:(?:[A-ZÄÖÜ][\wäöüß.\-]*|an|am|der|die|den|dem|im|in|zum|zur|auf|unter|vor|bei|über|de|la|du|des|le|les|della|del|dei"
        r"|[a-zäöü]{1,2}\.\s?[A-ZÄÖÜ][a-zäöü]{0,4}\.)\s){1,5}\d"  # (a village's house number after its abbreviated river, "Pfarrkirchen i.Mkr. 16")
        r"|^(?:Le|La|Les)\s(?:[^\W\d][\w'’.\-]*\s){1,4}\d",  # (a French place name in small letters: "Le pré-aux-Boeufs 222")
        street,
    ):
        return None
    village = _VILLAGE_NR.fullmatch(street) and not _NR_OWNER.search(street)  # ("Oberndorf Nr. 12": a village's house number)
    if (_BAD_CONTEXT.search(street) and not village) or _MONTH_YEAR.match(street) or _ROOM.match(street) or _BUILDING.fullmatch(street):
        return None
    if re.match(r"(?:HR[AB]|VR|GnR|PR|GsR|FN)\s?\d|(?:DE|ATU|CHE)[\s.-]?\d{2}[\d\s.]{5,}\d", street):
        return None  # a register's number ("VR 1438" on the line below the town) or a spaced VAT id ("ATU 67830859"), no street
    lead = (_person_lead(street) or _business_lead(words) or _trade_lead(words)) if len(words) > 2 else 0
    return " ".join(words[lead:]) if lead else street


def is_street_line(text: str) -> bool:
    """True for a line that is only a street with house number or a post-office box."""
    if len(text) > 60 or len(text.split()) > 7 or not re.search(r"\d", text):
        return False  # also spares the street pattern long lines it would backtrack on
    return bool(_POBOX.search(text)) or _street(text) is not None


_TWO_WORD_STREET = re.compile(r"[A-ZÄÖÜ][a-zäöüß]{2,}\s(?:stra(?:ß|ss)e|weg|gasse|platz|allee|ring|damm)", re.IGNORECASE)  # ("lindenauer straße, 4", 58)
# A street named by a preposition and a field's or place's name ("Im Erlengrund, 34", "Auf dem Kamp, 7"), its number after a comma.
_PLACE_STREET = re.compile(r"(?:Im|Am|An\s+der|Auf\s+dem|Auf\s+der|In\s+der|Zum|Zur)\s[A-ZÄÖÜ][a-zäöüß]{3,}(?:-[A-ZÄÖÜ][a-zäöüß]+)?")
_COMPOUND_STREET = re.compile(r"[A-ZÄÖÜ][a-zäöüß]{2,}(?:-[A-ZÄÖÜ][a-zäöüß]+)*-?(?:stra(?:ß|ss)e|str|weg|gasse|platz|allee|ring|damm|ufer|kai|quai|markt|steig)"
                              r"(?:(?<=str)\.)?", re.IGNORECASE)  # (hyphenated, "Konrad-Adenauer-Str., 12", as printed: a comma before the number)


def _person_lead(text: str) -> int:
    """How many words of a street line are a person's name printed before the street, with no
    separator ("Viktoria Mielke Eibenstr.30"): 0 when none."""
    from .persons import person_name

    words = text.split()
    for k in (2, 3):
        # the street's own first word carries the street word ("Eibenstr.30", "Hauptstraße 5"): a
        # street named after a person ("Fritz Müller Str. 15", "Franz Josefs Kai 3") keeps its name
        first = re.match(r"[^\W\d_]+", words[k]) if len(words) > k else None
        if first and _COMPOUND_STREET.fullmatch(first.group(0)) and _street(" ".join(words[k:])):
            head = " ".join(words[:k])
            if person_name(head) == head:
                return k
    return 0


def _trade_lead(words: list[str]) -> int:
    """How many words open a street line as a business's name with its trade word, printed before the street with no separator
    ("Anna Roth Fotografie Lindenweg 5": no street's name holds a trade word before a street word of its own); 0 when none."""
    from .trades import business_noun

    for k in (2, 3, 4):
        first = re.match(r"[^\W\d_]+", words[k]) if len(words) > k else None
        if first and _COMPOUND_STREET.fullmatch(first.group(0)) and all(w[0].isupper() for w in words[:k]) and any(
                business_noun(w) for w in words[:k]) and _street(" ".join(words[k:])):
            return k
    return 0


def _business_lead(words: list[str]) -> int:
    """1 when a street line opens with a business's hyphenated name ("Fahrschule-Ott Hauptstr. 1": no
    street is named so), else 0."""
    from .trades import business_noun

    return int("-" in words[0] and business_noun(words[0].split("-")[0]) and _street(" ".join(words[1:])) is not None)


def person_before_street(text: str) -> str | None:
    """The person named before the street on one line ("Viktoria Mielke Eibenstr.30"), if any."""
    k = _person_lead(text) if is_street_line(text) else 0
    if not k and (found := find_address([text])) and (at := text.find(found[0]["street"])) > 0 and is_street_line(text[: at + len(found[0]["street"])]):
        k = _person_lead(text[: at + len(found[0]["street"])])  # the whole address in the run ("Anna Roth Hauptstr. 1 8700 Leoben", 204)
    return " ".join(text.split()[:k]) or None


def designation_before_street(text: str) -> str | None:
    """The business designation printed before the street on one line with no separator ("Anna Roth Fotografie Lindenweg 5
    79100 Freiburg": ``_trade_lead``), if any."""
    found = find_address([text])
    at = text.find(found[0]["street"]) if found else -1
    head = text[:at].split() if at > 0 else []
    return " ".join(head) if head and _trade_lead([*head, *found[0]["street"].split()]) == len(head) else None


# A seat sentence's town before its street ("Die X AG mit Sitz in 8400 Winterthur, Technikumstrasse 9, …").
# (or a firm's name with its legal form and a comma: "Ott Holz AG, 8400 Winterthur, Technikumstrasse 9")
_SEAT_IN = re.compile(r"\bmit\s+(?:(?:Firmen|Gesch(?:ä|ae)fts|Unternehmens|Vereins)?[Ss]itz|Standort)\s+in\s*$"
                      r"|^[A-ZÄÖÜ][^,;|\d]{1,60}(?:\bGmbH|\bAG|\bKG|\bOHG|\bGbR|\bUG|e\.\s?[KUV]\.|\bSagl|\bS[àa]rl)\s*,\s*$")


# A postal code alone on its line with the town on the next ("65203" / "Wiesbaden").
_CODE_ALONE = re.compile(r"(?:(?:D|DE|A|AT|CH|Ch)\s?-\s?)?\d{4,5}")
_TOWN_ALONE = re.compile(r"[A-ZÄÖÜ][\wäöüß.\-]*(?:\s+(?:[A-ZÄÖÜ][\wäöüß.\-]*|am|an|im|in|vor|bei|b\.|ob|der|[aiov]\.\s?d\.|a\.|i\.|o\.))*")


# The field labels of an address printed as a form ("Straße:", "PLZ / Ort:", "Ort:").
_FIELD_LABEL = re.compile(r"^\s*(?:Stra(?:ß|ss)e(?:\s*(?:/|und|u\.)\s*(?:Hausnummer|Hausnr\.|Nr\.))?|Hausnummer|Hausnr\.?|PLZ(?:\s*(?:/|,|und|u\.)\s*(?:Ort|Stadt))?|"
                          r"Postleitzahl(?:\s*(?:/|und)\s*Ort)?|Ort|Stadt|Wohnort)\s*:\s*(?=\S)", re.IGNORECASE)


def find_address(lines: list[str]) -> tuple[dict[str, str | None], int] | None:
    """The first establishment address in ``lines`` and the index of its postal-code line."""
    # a form's fields ("Straße: …", "PLZ/Ort: …"); a host after the street in parentheses ("Pflügerstr. 6 (c/o Sumpf)")
    lines = [_FIELD_LABEL.sub("", _CO_AFTER.sub("", line)) for line in lines]
    lines = [line[:-2].rstrip() if line.endswith(" /") else line for line in lines]  # (a table's cells closed by " /", 1412)
    joined = {i for i, line in enumerate(lines[:-1]) if _CODE_ALONE.fullmatch(line.strip())
              and len(lines[i + 1]) < 40 and _TOWN_ALONE.fullmatch(lines[i + 1].strip())}
    lines = [f"{line.strip()} {lines[i + 1].strip()}" if i in joined else line for i, line in enumerate(lines)]
    # a house number alone on the line below its street's name ("Pegnitzstr." / "31")
    numbered = {i for i, line in enumerate(lines[:-1]) if _STREET_NAME_ALONE.fullmatch(line.strip())
                and re.fullmatch(r"\d{1,4}[a-zA-Z]?", lines[i + 1].strip())}
    lines = [f"{line.strip()} {lines[i + 1].strip()}" if i in numbered else "" if i - 1 in numbered else line
             for i, line in enumerate(lines)]
    for i, line in enumerate(lines):
        for match in _POSTAL.finditer(line):
            before = _COUNTRY_DASH.sub("", line[: match.start()])  # ("Austria - 4020 Linz": the country word goes, 339)
            before = _BUILDING_PART.sub("", before)  # ("(im Haus 7) 22767 Hamburg": a building part, 1602)
            if re.search(r"(?:HR[AB]|FN|VR|GnR|PR|Nr\.?|Postfach|Tel\.?|Fax)\s*[:.]?\s*$", before, re.I):
                continue
            if _POBOX.search(before) or _POBOX.search(line[match.end() : match.end() + 3]):
                continue
            if re.search(r"(?:©|\(c\)|Copyright)\s*$", before, re.I):
                continue  # "© 2024 Alle Rechte vorbehalten": a year, not a postal code
            street = None
            # (also "Lindenweg 4 in 79100 Freiburg": the street, then the town after "in")
            head = re.split(r"\s*[,;|·•]\s*|\s+[-–]\s+(?!(?:Stra(?:ß|ss)e|Gasse|Weg|Platz|Allee)\s?\d)",
                            re.sub(r"(?<=\d)\s+in$", "", re.sub(r"\s/\s*$", "", before).strip(" ,;–-|·•")))  # (or a slash: "Lindenweg 4 / 79100 Freiburg")
            street = _comma_street(head)
            if street is None and head and head[-1]:
                street = _firm_street(head[-1]) or _street(head[-1]) or (_street(head[-1].rsplit(" / ", 1)[-1]) if " / " in head[-1] else None)
                if street is None and _POBOX.search(head[-1]):
                    continue
            if street is None and len(head) == 1 and before.rstrip().endswith(",") and _UNNUMBERED.fullmatch(head[0]):
                street = head[0]  # "Willebrandstrasse, 22767, Hamburg": a street without a number, a comma before its postal code (1158)
            j, door = i - 1, None
            while street is None and j >= max(0, i - 3) and not before.strip(" ,;–-|·•"):
                prev = lines[j]
                if door is None and j == i - 1 and all(_DOOR_PART.fullmatch(p) and re.match(r"Top|Stiege|Stg|Tür", p)
                                                       for p in prev.strip().split(", ")):
                    door, j = prev.strip(), j - 1  # an Austrian door on its own line below the street ("Hauptplatz 3" / "Top 5")
                    continue
                if _POBOX.search(prev) and not _street(prev):  # ("Hönower Straße 35, Postfach 19": the street)
                    if re.search(r"\d", prev) and len(match.group("code")) == 5:
                        break  # (a German box has a postal code of its own; a Swiss or Austrian one shares the town's, 366)
                    j -= 1
                    continue
                if (_CO.match(prev) and not _street(prev)) or _WAY_IN.match(prev.strip()):
                    j -= 1
                    continue  # (a "c/o" line or the way in between the street and the town)
                # (also after a value that ends on a digit, "Ust ID DE56 389 014 755: Mainburger Straße 1": a line read as a label
                # over the next, 1682)
                parts = [p for p in re.split(r"\s*[,;]\s*|(?<=\d):\s+", prev) if not _POBOX.match(p) and p not in ("A", "D", "CH")] or [prev]
                # (or the firm's line ends with it: "X UG (haftungsbeschränkt) Hauptstr. 18")
                street = _comma_street(parts) or _street(parts[-1]) or _firm_street(parts[-1])
                if street is None and re.search(r"\d", prev) and not re.search(
                    r"(?:OG|EG|Stock|Etage|Geb(?:ä|ae)ude|Haus|Floor|Building)\b", prev
                ) and not _ROOM.match(prev):
                    break
                j -= 1
            if street and door:
                street = f"{street}, {door}"  # (kept with the street, as on one line: convention 285)
            if street is None and (not before.strip() or _LABEL.fullmatch(before) or re.fullmatch(
                    r"[A-ZÄÖÜ][\wäöüß.\-]*(?:\s[\wäöüßÄÖÜ.\-]+){0,2}:", before.strip()) or _SEAT_IN.search(before)):
                # "1090 Wien, Marktgasse 3-7/1/1b" (also after a label, "Hauptbüro: …"): the
                # postal line first, the street after the comma
                after = re.match(r"\s*(?:,|\s[-–·•](?=\s))\s*([^,;|]+?)\s*(?:[,;|]|$)", line[match.end() :])  # (or a spaced dash, "A-1010 Wien – …")
                street = _street(after.group(1)) if after else None
            town = match.group("city")
            if street is None and not before.strip():
                # "7000 Eisenstadt Neusiedlerstraße 58": the town, then the street without a comma
                words = town.split()
                for k in range(1, min(len(words), 3)):
                    street = _street((" ".join(words[k:]) + line[match.end() :]).strip(" ,"))
                    if street:
                        town = " ".join(words[:k])
                        break
            if (street is None and not before.strip() and not line[match.end():].strip(" ,")
                    and i + 1 < len(lines) and is_street_line(lines[i + 1].strip())):
                street = _street(lines[i + 1])  # "2620 Neunkirchen" / "Werner von Siemensstraße 6": the town above
            if street is None and i and not before.strip() and _UNNUMBERED.fullmatch(lines[i - 1].strip()):
                street = lines[i - 1].strip()  # "Im Sandacker" / "8544 Sulz": a street printed without a number
            if street is None:
                continue
            city = _CITY_STOP.sub("", town).strip(" ,;")
            if city.endswith(".") and not _ABBREVIATED_END.search(city):
                city = city.rstrip(".")  # a full stop ends the sentence ("… 12345 Berlin."), not the town's abbreviation
            if not city or city.isupper() and len(city) <= 3 or city.lower() in _COUNTRY_WORDS:
                continue  # (a postal code printed alone above the country names no town: "16348" / "Deutschland")
            country = _PREFIX_COUNTRY.get((match.group("prefix") or "").upper())  # (also typed "Ch-8005")
            if country is None:
                nxt = i + 2 if i in joined else i + 1  # the line after the town's
                after = line[match.end() :] + " " + " ".join(lines[nxt : nxt + 1])
                country = country_word(after[:40]) or country_word(match.group("city"))
            return ({"street": street, "postal_code": match.group("code"), "city": city,
                     "country": country}, i)
    return _town_first(lines)


# "Rankweil 6830, Vorarlberg, Österreich": the town before the postal code (convention 70), only
# on the line right below a street line and with nothing but a region or country after it.
_PREFIX_CODE = re.compile(rf"(?P<prefix>D|A|CH)\s?-\s?(?P<code>\d{{4,5}})(?:\s+(?i:{COUNTRY_NAMES}))?")  # (the country's line below joined to it)
# (the country's name for its letter, from the one map of each: "D" -> "DE" -> "Deutschland")
_PREFIX_NAMES = {prefix: next(word for word, code in _COUNTRY_WORDS.items() if code == country).capitalize()
                 for prefix, country in _PREFIX_COUNTRY.items()}


def _town_over_code(line: str, below: str) -> str:
    """A town alone on its line over its postal code with the country's letter ("Berlin" / "D-10553") as one town-first
    postal line ("Berlin 10553, Deutschland"); else ``line``."""
    code = _PREFIX_CODE.fullmatch(below.strip())
    if not (code and _TOWN_ALONE.fullmatch(line.strip())):
        return line
    return f"{line.strip()} {code.group('code')}, {_PREFIX_NAMES[code.group('prefix')]}"


_TOWN_FIRST = re.compile(r"^(?P<city>[A-ZÄÖÜ][a-zäöüß]+(?:[ -][A-ZÄÖÜ][a-zäöüß]+)?)\s+(?P<code>\d{4,5})(?P<rest>(?:\s*,\s*[A-ZÄÖÜ][\wäöüß .-]*)*)$")


def _town_first(lines: list[str]) -> tuple[dict[str, str | None], int] | None:
    # (or the town alone on its line and the postal code alone on the next: "Lindenweg 5" / "Berlin" / "D-10553")
    lines = [_town_over_code(line, lines[i + 1]) if i + 1 < len(lines) else line for i, line in enumerate(lines)]
    for i, line in enumerate(lines[1:], 1):
        match = _TOWN_FIRST.match(line.strip())
        if not match or _BAD_CONTEXT.search(match.group("city")) or not is_street_line(lines[i - 1]):
            continue
        if match.group("city").lower() in _COUNTRY_WORDS or _POBOX.search(line):
            continue
        # the country printed after it or on the next line confirms a postal line ("Stand 2024" is none)
        country = country_word(match.group("rest")) or (
            country_word(lines[i + 1]) if i + 1 < len(lines) and len(lines[i + 1]) < 25 else None)
        if country is None:
            continue
        street = _street(lines[i - 1])
        if street is None:
            continue
        return ({"street": street, "postal_code": match.group("code"), "city": match.group("city"),
                 "country": country}, i)
    return None
