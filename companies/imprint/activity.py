"""What a provider does: professions and trades printed around a person's name (business signals,
CONTRACT section 7 and convention 12 of ``tests/imprint/corpus/REAL.md``).

Contract: :func:`activity_below` tells a profession or trade on the line below the provider's name,
:func:`profession_line` one anywhere in the provider's rows, :func:`activity_only` a line of trade words
that describes an activity and names nobody, :func:`designation_over` a trading designation or an offer of
services printed elsewhere on the page (its title, heading, footer or menu), :func:`activity_after` a
profession after the person's name and a comma, :func:`trade_in_text` one stated in running text or under an
activity label (not a job, a hobby or a former profession); :func:`holiday_let` names a rented holiday flat,
no trading designation; :data:`ACADEMIC` marks a university's or institute's lines.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .crafts import leading_trade
from .given_names import given_name
from .leadlines import CREDIT_LINE
from .persons import person_name
from .sections import classify_head
from .topics import legal_phrase
from .trades import business_noun, profession_word, trade_title, trades_line
from .words import IMPRINT_WORD

if TYPE_CHECKING:
    from .blocks import Row
    from .text import Line, Page

# A university, a faculty or an institute: its lines name no trade of the person.
ACADEMIC = re.compile(r"\b(?:Universit(?:ä|ae)t|University|Hochschule|Institut(?:e)?|Fakult(?:ä|ae)t|Faculty|"
                      r"Lehrstuhl|Department|Fachbereich)\b|Institute\s+of\b", re.IGNORECASE)


# A holiday flat or house by its kind ("Fuchsbau – Ferienhaus", "Ferienwohnung am See"): the rented object's name, no trade
# (a holiday rental of one person is a private page, conventions 374, 1366).
_HOLIDAY_LET = re.compile(r"Ferien(?:haus|h(?:ä|ae)user|wohnung(?:en)?|a(?:p|pp)artments?)\b|\bholiday\s+(?:home|house|flat|apartment)s?\b", re.IGNORECASE)


def holiday_let(text: str | None) -> bool:
    """True for a line that names a holiday flat or house by its kind ("Ferienwohnung Seeblick"): a rented object, no trading name."""
    return bool(text and _HOLIDAY_LET.search(text))


_LINK_WORDS = frozenset("für fuer und and im in am an der die das des & + mit von".split())
# A profession the person no longer practises ("Psychotherapeut in Pension", "Lehrerin im Ruhestand", "Richter a. D."):
# no business signal (convention 36).
_RETIRED = re.compile(r"\b(?:in\s+Pension|im\s+Ruhestand|i\.\s?R\.|a\.\s?D\.|emeritiert|retired)(?=\W|$)", re.IGNORECASE)


def profession_line(rows: list[Row]) -> bool:
    """A short line of the provider's rows that states a profession or trade ("Fotografin", "Praxis für
    Logopädie", "Freie Journalistin"), wherever it stands in the provider's section (up to the next heading after
    its first lines): a business signal (convention 12)."""
    if any(ACADEMIC.search(r.text) for r in rows):
        return False  # (a university's institute names no trade of the person)
    started = False
    for k, row in enumerate(rows):
        if row.header and started:
            break  # (the provider's section only: a blog's "Zum Autor" section lists what he studied)
        words = [w for w in re.split(r"\s+", row.text.strip(" .")) if w]
        started = started or (not row.header and not row.link and any(c.isalpha() for c in row.text))  # (no menu, no "×")
        # (a postal line "z.Hd. …" and the house over it are an address's: see ``activity_below``)
        postal = _FOR_ATTENTION.match(row.text) or (k + 1 < len(rows) and _FOR_ATTENTION.match(rows[k + 1].text))
        # (a heading of professions only right over the person's name: "Künstlerin" / "Eva Roth", convention 102)
        over_name = (row.header and k + 1 < len(rows) and person_name(rows[k + 1].text) == rows[k + 1].text.strip()
                     and 1 <= len(words) <= 3 and all(profession_word(w) or w.lower() in _LINK_WORDS for w in words))
        if over_name and not _RETIRED.search(row.text):
            return True
        if (held := _PERSON_COMMA.match(row.text)) and person_name(held[1]) == held[1] and activity_after(held[2]):
            return True  # "Anna Roth, dipl. Physiotherapeutin FH": the person's line goes on with her profession
        if (not postal and not row.header and not row.link and 1 <= len(words) <= 5 and not _RETIRED.search(row.text) and not re.search(r"[\d@:/|()]", row.text)
                and not CREDIT_LINE.match(row.text)  # (another party's credit: "Realisiert von Studio X")
                and all(w[0].isupper() or w.lower() in _LINK_WORDS for w in words[1:])
                and (any(profession_word(w) for w in words) or trade_title(row.text) or trades_line(row.text) or leading_trade(words)  # ("Schreiner" alone, 4)
                     or (len(words) > 1 and any(business_noun(w) for w in words) and person_name(row.text) is None))):
            return True  # (one trade word alone, a section word like "Technik", is none)
    return False


def designation_over_trade(rows: list[Row], name: str) -> bool:
    """A designation that names no person ("wasser-weit") right over a person's line ("Mira Roth"), and the provider's rows state
    a trade (:func:`profession_line`: "Schwimmlehrerin"): the person's trading designation, she its owner (convention 12)."""
    return any(row.text.strip() == name and k + 1 < len(rows) and person_name(rows[k + 1].text) == rows[k + 1].text.strip()
               for k, row in enumerate(rows)) and profession_line(rows)


_PERSON_COMMA = re.compile(r"^([^,]{3,60}),\s+([^,]{3,60})$")


# What follows a name after a dash ("Jan Ott - Verlegung von Fliesen"); matched from the name's end, as no
# pattern is built from a name (one per page would crowd out the regular expression cache).
_DASH_REST = re.compile(r"\s+[-–—|]\s+(.+)$")
# A postal line "for the attention of" or "care of" someone.
_FOR_ATTENTION = re.compile(r"(?:c/o|c\.o\.|z\.\s?Hd\.?|zu\s+H(?:ä|ae)nden)\s", re.IGNORECASE)


def activity_below(rows: list[Row], name: str) -> bool:
    """A profession or trade on the line below the provider's name ("Anna Roth" / "Grafikdesign",
    "Jan Ott, M.A." / "— Fotografie & Medien"), or a trade line right above it in her paragraph."""
    for i, row in enumerate(rows[:-1]):
        if row.text == name or person_name(row.text) == name:
            if i and not rows[i - 1].header and rows[i - 1].block == row.block and activity_only(rows[i - 1].text):
                return True  # (or right above it in her paragraph: "Fotografie" / "Anna Roth", convention 132)
            below = rows[i + 1].text
            # (or the name repeated with the activity after a dash: "Jan Ott - Verlegung von Fliesen, Platten")
            repeated = _DASH_REST.match(below, len(name)) if below.startswith(name) else None
            below = repeated.group(1) if repeated else below
            if ACADEMIC.search(below) or _RETIRED.search(below) or _HOLIDAY_LET.search(below) or (i + 2 < len(rows) and _FOR_ATTENTION.match(rows[i + 2].text)):
                # "Institut für Informatik": the person's institute, no trade of hers; a house over a "z.Hd." or
                # "c/o" line is a postal address's ("Linkes Zentrum Duisburg" / "z.Hd. Fridays for Future")
                return False
            words = below.split()
            # (a list of trades is longer: "Software Engineering, DevOps und Cloud Consulting")
            listed = len(words) <= 8 and all(w[0].isupper() or w.lower() in _LINK_WORDS for w in words)
            return (1 <= len(words) <= (8 if repeated or listed else 4) and not re.search(r"[\d@:/]", below)
                    and (any(business_noun(w.strip(",")) or profession_word(w.strip(",")) for w in words) or trade_title(below) or trades_line(below)))
    return False


def activity_only(text: str) -> bool:
    """A line of trade words only ("Coaching & Beratung"): a description, no trading name."""
    words = [w for w in re.split(r"[\s,+&/]+", text) if w and w.lower() not in ("und", "and", "für", "fuer", "im", "in")]
    # (a word in camel case is read by its parts: "AppleRockStudios" is a coined brand, no trade word)
    parts = [p for w in words for p in (_CAMEL_PART.findall(w) if _CAMEL_JOIN.search(w) else [w])]
    # (an acronym before a trade word names one firm: "HMH-Eventtechnik" is a trading name, "EDV-Service" a trade)
    branded = any((head := w.split("-")[0]) != w and re.fullmatch(r"[A-ZÄÖÜ]{3,5}", head) and not business_noun(head) for w in words)
    return 1 <= len(words) <= 5 and all(business_noun(w) for w in parts) and not branded


def activity_after(text: str) -> bool:
    """What follows a person's name after a comma describes her activity: trade words only (``activity_only``) or a short
    profession with its degree ("dipl. Physiotherapeutin FH", "freie Journalistin"), not a former one."""
    words = text.split()
    return activity_only(text) or trade_title(text) or (1 <= len(words) <= 6 and not re.search(r"[\d@:/]", text) and not _RETIRED.search(text)
                                   and not _FORMER.search(f"{text} ") and (any(profession_word(w) for w in words) or trades_line(text)))


_CAMEL_JOIN = re.compile(r"[a-zäöüß][A-ZÄÖÜ]")
_CAMEL_PART = re.compile(r"[A-ZÄÖÜ]?[a-zäöüß]+|[A-ZÄÖÜ]+(?![a-zäöüß])")


# An explicit statement that the site is private or not commercial ("Dies ist eine privat geführte
# Webseite", "rein private, nicht-kommerzielle Website", "kein gewerbliches Angebot"): a private
# person's page even beside a trade word (convention 256). ("Einzelunternehmer / Privatperson"
# names the sole-trader form instead, convention 78.)
NON_COMMERCIAL = re.compile(
    r"\bprivat\s+(?:gef(?:ü|ue)hrte|betriebene)\s+(?:Web(?:seite|site)|Homepage|Internetseite|Seite)\b|"
    r"\b(?:rein\s+)?private[snr]?(?:\s+|\s*,\s*)(?:(?:und\s+)?nicht[-\s]?(?:kommerzielle|gewerbliche)[snr]?\s+)?(?:Web(?:seite|site|auftritt)|Homepage|Internetseite|(?:Einzel|Hobby)?[Pp]rojekt|Blog)\b|"
    r"\bkein(?:e|en)?\s+(?:gewerbliche[sn]?|kommerzielle[sn]?)\s+(?:Angebot|Zwecke|Interessen|Ziele)\b|"
    # ("Privates Fotoblog", "Diese Seite ist rein privat", "Die Website dient ausschließlich privaten Zwecken", "This is a personal website")
    r"\bprivate[snr]?\s+[A-ZÄÖÜ]?[a-zäöü]*blog\b|\b(?:Web(?:seite|site)|Seite|Homepage|Internetseite|Blog)\s+ist\s+(?:rein\s+|ausschlie(?:ß|ss)lich\s+|v(?:ö|oe)llig\s+)?"
    r"(?:privat|nicht[-\s]?kommerziell|nicht\s+gewerblich)\b(?!\w)|\b(?:Web(?:seite|site)|Seite|Homepage|Internetseite|Blog)\s+dient\s+(?:ausschlie(?:ß|ss)lich\s+|nur\s+|rein\s+)?"
    r"(?:privaten|pers(?:ö|oe)nlichen)\s+Zwecken\b|\b(?:this\s+is\s+(?:a|my)|is\s+a)\s+(?:purely\s+)?personal\s+(?:website|homepage|blog|site)\b|"
    r"\bnon[-\s]?commercial\s+(?:website|site|project|blog)\b|\bpurely\s+private\b|\bprivate\s+(?:website|homepage|project|blog)\b|"
    # (a holiday flat let privately, convention 12)
    r"\bPrivatvermiet(?:ung|er|erin)\b|\bprivate\s+Vermietung\b|\bprivat\s+vermietet|"
    # (nothing sold: "… und verkaufe keine Dienstleistungen", convention 753)
    r"\b(?:verkaufe|verkaufen)\s+(?:ich\s+|wir\s+)?keine\s+(?:Dienstleistungen|Produkte|Waren|Leistungen)\b|"
    # (a game community's company that exists only in the game: "Virtuelle Spedition: …", "virtuelle Airline", 1823)
    r"\bvirtuelle[nrs]?\s+(?:Spedition\w*|Speditionsprojekt\w*|Fluggesellschaft|Airline|Logistikfirma)\b|"
    # (a report of one's own case: "Diese Website dient ausschließlich der Information über meinen persönlichen Fall", 753)
    r"\bInformation\s+(?:über|ueber|zu)\s+meine[nm]?\s+(?:pers(?:ö|oe)nlichen|eigenen)\s+(?:Fall|Rechtsstreit|Verfahren)\b|"
    # (a generator's "Berufsbezeichnung" field filled with a volunteer service: no trade, conventions 12, 570)
    r"\bBerufsbezeichnung\s*:?\s*(?:Freiwillig(?:en)?dienst|Ehrenamt|ehrenamtlich\w*)\s*$",
    re.IGNORECASE | re.MULTILINE)


# A trade stated in running text (convention 12): a profession after "ich … als" ("Ich arbeite als
# freie Fotografin"), "meine schriftstellerische Tätigkeit", prices with their tax ("Alle Preise
# verstehen sich inkl. MwSt."), a course fee, or "Ich biete … an".
# (also "Ich bin freiberufliche Übersetzerin", "ich bin Fotografin in Köln", "Ich bin Lebens- und Sozialberaterin", and "Als Übersetzerin nehme ich …" with any verb before "ich")
_AS_PROFESSION = re.compile(r"\b(?:[Ii]ch|bin|arbeite|[Tt](?:ä|ae)tig)\b[^.\n]{0,60}?\bals\s+(?:[a-zäöü][\wäöüß-]*\s+){0,2}([A-ZÄÖÜ][\wäöüß-]+)"
                            r"|\b[Aa]ls\s+(?:[a-zäöü][\wäöüß-]*\s+){0,2}([A-ZÄÖÜ][\wäöüß-]+)\s+(?:biete|bin|arbeite|helfe|unterst(?:ü|ue)tze|begleite|berate|behandle"
                            r"|[a-zäöü][a-zäöüß]{2,}e\s+ich)\b"
                            r"|\b[Ii]ch\s+bin\s+(?:(?:eine?|seit\s+\d{4}|von\s+Beruf)\s+)?(?:[a-zäöü][\wäöüß-]*\s+){0,2}([A-ZÄÖÜ][\wäöüß]*-\s+und\s+[A-ZÄÖÜ][\wäöüß-]+|[A-ZÄÖÜ][\wäöüß-]+)(?![\wäöüß-])"
                            # (in English: "I am a certified translator", "I work as an architect")
                            r"|\bI(?:\s+am|'m|\s+work\s+as)\s+an?\s+((?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*)"
                            r"(?=\s*(?:[,.;]|$)|\s+(?:and|based|from|in|living|at|for|with|who|since|by)\b)")
# What makes a stated profession no trade of the provider's: a job at an employer ("… als Softwareentwickler bei der Firma X",
# "Lehrerin an einem Gymnasium", "a developer at a large company"), retirement or training (conventions 12, 36, 159).
_NOT_A_TRADE = re.compile(
    r"\b(?:bei\s+(?:der|dem|einer|einem)\s+(?:[\wäöüß-]+\s+){0,3}?[\wäöüß-]*(?:[Ff]irma|[Uu]nternehmen|[Kk]onzern|[Aa]rbeitgeber|[Bb]ank|"
    r"[Vv]ersicherung|[Bb]eh(?:ö|oe)rde|[Vv]erwaltung|GmbH|AG|SE)|bei\s+(?:[A-ZÄÖÜ][\wäöüß&-]*\s+){1,3}(?:GmbH|AG|SE|KG|Inc|Ltd)|"
    r"an\s+(?:der|dem|einer|einem)\s+(?:[\wäöüß-]+\s+)?[\wäöüß-]*(?:[Ss]chule|[Gg]ymnasium|[Uu]niversit(?:ä|ae)t|[Hh]ochschule|[Kk]linik|"
    r"[Kk]rankenhaus|[Ii]nstitut|[Kk]linikum)|(?:at|for|with)\s+(?:a|an|the)\s|at\s+[A-Z]|angestellt\w*|employed|im\s+(?:(?:ö|oe)ffentlichen\s+Dienst|Ruhestand|Hauptberuf)|in\s+(?:Ausbildung|Rente|Pension))")
_TRADE_TEXT = re.compile(
    r"\b(?:[Mm]eine[rn]?|[Uu]nsere[rn]?)\s+(?:(?:berufliche|schriftstellerische|freiberufliche|selbst(?:st)?(?:ä|ae)ndige|gewerbliche|"
    r"k(?:ü|ue)nstlerische)\s+)?T(?:ä|ae)tigkeit\s+als\b|\b(?:[Mm]eine[rn]?|[Uu]nsere[rn]?)\s+(?:berufliche|schriftstellerische|"
    r"freiberufliche|selbst(?:st)?(?:ä|ae)ndige|gewerbliche)\s+T(?:ä|ae)tigkeit|"
    r"\b(?:End)?[Pp]reise\b[^.\n]{0,60}(?:inkl\.|zzgl\.|inklusive|zuz(?:ü|ue)glich|verstehen\s+sich|Mehrwertsteuer|MwSt)|\bKursgeb(?:ü|ue)hr|"
    # (course terms: "Die Gebühr ist eine Woche vor Kursbeginn zu entrichten", convention 230)
    r"\b(?:Teilnahme)?[Gg]eb(?:ü|ue)hr\b[^.\n]{0,80}\b(?:zu\s+entrichten|zu\s+(?:be)?zahlen|zu\s+(?:ü|ue)berweisen)\b|"
    # (a visitor's booking of the provider's own service, in her words: "… bei der Buchung eines Kurses", 1641; or the commissions she
    # takes, "Auftragsarbeiten auf Anfrage", not "keine Auftragsarbeiten". A band's "Konzert- und Buchungsanfragen" books the band, no
    # trade of the person (202), and a privacy generator's "sonstige Auftragsanfragen" is boilerplate: neither is read.)
    r"\bBuchung\s+(?:eines|einer|Ihres|Ihrer|deines|deiner|meines|meiner|unseres|unserer)\s+(?:[a-zäöü][\wäöüß-]*\s+)?(?:Kurs(?:es|platzes)?|"
    r"Workshops?|Seminar[es]?|Termin[es]?|Coachings?|Unterrichts?|Sitzung|Behandlung|Massage|Shootings?)\b|"
    r"(?<!\bkeine\s)(?<!\bKeine\s)\bAuftragsarbeiten\b|"
    r"\b[Ii]ch\s+biete\b(?!\s+(?:KEINE|keine|nichts)\b)[^.\n]{0,80}\ban\b")


# A former profession before its word ("Ich bin pensionierte Lehrerin", "als ehemaliger Koch"): no trade (convention 36).
_FORMER = re.compile(r"\b(?:pensioniert|ehemalig|fr(?:ü|ue)her|emeritiert|verrentet)\w*\s", re.IGNORECASE)
# The site's own author after the word ("Ich bin Autorin dieser Seite", "… Autor der Texte auf diesem Blog"): who writes it, no trade.
_OF_THIS_SITE = re.compile(r"\s+(?:dieser|dieses|der|des|aller)\s+(?:[\wäöüß-]+\s+){0,2}?(?:Seiten?|Web(?:seite|site)s?|Homepage|Internetseite|"
                           r"Blogs?|Beitr(?:ä|ae)ge|Texte|Inhalte|Artikel)\b")


# A label that names what the provider does ("Tätigkeit: Hundetrainerin", "Beruf:" / "Goldschmiedin"), its value on the line or below.
_ACTIVITY_LABEL = re.compile(r"^(?:(?:Berufliche\s+)?T(?:ä|ae)tigkeit|Beruf|Branche|Fachgebiet|Gewerbe(?:art)?|Profession|Occupation)"
                             r"\s*(?::[ \t]*|:?[ \t]*\n)([^\n:]{3,80})$", re.IGNORECASE | re.MULTILINE)


# A label over the services the provider offers ("Leistungen: Grafikdesign, Illustration", "Mein Angebot:" / "Yogakurse und
# Workshops", "Tätigkeitsfeld: …"): whatever its value, the page states a trade (convention 409: the services listed). With its
# colon: a heading "Unsere Leistungen" over a list is a home page's section, not the imprint's statement.
_OFFER_LABEL = re.compile(r"^(?:Meine?\s+|Unsere?\s+)?(?:Leistungen|Leistungsangebot|Dienstleistungen|Angebote?|T(?:ä|ae)tigkeitsfeld(?:er)?|"
                          r"T(?:ä|ae)tigkeitsschwerpunkte?)\s*:[ \t]*\n?(?!\s*(?:kein|nicht|entf|[-–—]))[^\n:]{3,120}$",
                          re.IGNORECASE | re.MULTILINE)  # (not one that offers none: "Angebot: keines")


def trade_in_text(text: str) -> bool:
    """True when running text states a trade or profession of the provider (see ``_TRADE_TEXT``), not a job, a hobby or a
    retirement (``_NOT_A_TRADE``, in the sentence that states it); or a label names it (``_ACTIVITY_LABEL``) or her services
    (``_OFFER_LABEL``)."""
    if _OFFER_LABEL.search(text):
        return True
    if any(not _RETIRED.search(m.group(1)) and (any(profession_word(w) or business_noun(w) for w in re.split(r"[\s,/&]+", m.group(1)) if w)
                                                  or trade_title(m.group(1))) for m in _ACTIVITY_LABEL.finditer(text)):
        return True
    return bool(_TRADE_TEXT.search(text)) or any(
        any(profession_word(w) or business_noun(w) for w in words) and not _FORMER.search(m.group(0)) and not _OF_THIS_SITE.match(text, m.end())
        and not _RETIRED.search(sentence := _sentence(text, m.start(), m.end())) and not _NOT_A_TRADE.search(sentence)
        for m in _AS_PROFESSION.finditer(text)
        for words in [(m.group(4) or m.group(3) or m.group(2) or m.group(1)).split()] if not _HOBBY.search(" ".join(words)))


# A hobby or a course of study, not a trade ("Hobbyfotografin", "computer science student", "PhD candidate").
_HOBBY = re.compile(r"^[Hh]obby|\b(?:[Ss]tudent|PhD|[Aa]mateur|[Hh]obbyist|[Rr]etired|[Ff]ormer)\b")


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence (or line) of ``text`` that holds ``text[start:end]``."""
    opening = max(text.rfind(". ", 0, start) + 1, text.rfind("\n", 0, start) + 1)
    closing = min(k for k in (text.find(". ", end), text.find("\n", end), len(text)) if k >= 0)
    return text[opening:closing]


# A site menu that offers services, prices, bookings or a shop ("Leistungen", "Preise", "Termin
# buchen", "Öffnungszeiten"): the site is a business's (a trade statement, convention 12). One German
# entry is enough: on the real tuning pages one stands in the menus of 19 of 118 sole traders and of none
# of 77 private persons. A theme's stock entries ("Services", "Shop") count only beside another entry; a link that asks for an
# enquiry ("Jetzt anfragen", "Angebot anfordern") as one, but not on a holiday flat's page.
_MENU_TRADE = re.compile(
    r"(?<![\w-])(?:Unsere\s+|Meine\s+)?(?:Leistungen|Leistungsangebot|Angebote?|Preise|Preisliste|Referenzen|Onlineshop|Online-Shop|"
    r"Kurse|Produkte|Sortiment|Behandlungen|Therapien|Dienstleistungen|Kosten|Honorar|Tarife|Kundenstimmen|(?:(?:Ö|Oe)ffnungs|Sprech)zeiten|"
    r"Termin(?:e)?\s+(?:vereinbaren|buchen)|(?:Jetzt|Online)\s+buchen|(?P<ask>Termin(?:e)?\s+anfragen|(?:Jetzt|Online)\s+anfragen|Angebot\s+anfordern)|Online-?Termin(?:vereinbarung)?|"
    # (French and English entries of a Swiss or an English site: "Tarifs", "Prestations", "Boutique", "Hire me", "Book a session")
    r"Tarifs|Prestations|Boutique|Hire\s+me|Work\s+with\s+me|Book\s+(?:now|a\s+(?:call|session|consultation))|(?P<stock>Services|Shop|Pricing|Prices|Produits|Products))(?![\w-])",
    re.IGNORECASE)


def menu_trade(lines: list[Line]) -> bool:
    """True when the page's menus or links offer a service or sale (see ``_MENU_TRADE``): one
    German entry or two of any. A menu of inline links is one line ("Start Leistungen Kontakt"); other
    lines of a menu or header are entries only as a whole (not a sidebar's "Neue Öffnungszeiten")."""
    found: dict[str, bool] = {}  # entry -> is a stock entry
    letting = any(_HOLIDAY_LET.search(ln.text) for ln in lines)  # (a holiday flat's "Jetzt anfragen" asks for a stay, no trade's offer)
    for k, ln in enumerate(lines):
        if len(ln.text) > 120:
            continue
        if ln.link:
            matches = list(_MENU_TRADE.finditer(ln.text))
        elif ln.zone in ("nav", "header") or _between_links(lines, k):
            # (also a submenu's opener without a link, between the menu's links: "Start" / "Angebot" / "Nachhilfe" -> …)
            matches = [m for m in [_MENU_TRADE.fullmatch(ln.text.strip())] if m]
        else:
            continue
        found.update((m.group(0).lower(), bool(m.group("stock"))) for m in matches if not (m.group("ask") and letting))
    return len(found) >= 2 or not all(found.values())


def _between_links(lines: list[Line], k: int) -> bool:
    """True when the lines before and after line ``k`` are short links to pages of the site (menu entries, not mail or phone)."""
    return 0 < k < len(lines) - 1 and all(
        ln.link and len(ln.text.split()) <= 4 and not re.match(r"(?:mailto|tel|https?):", ln.href or "") for ln in (lines[k - 1], lines[k + 1]))


_IMPRINT_OF = re.compile(r"^(?:Impressum|Imprint)\s+(?:der|des|von|vom|of)\s+(.{3,60})$")
_COPYRIGHT = re.compile(r"^\s*(?:©|\(c\)|Copyright)?\s*(?:©\s*)?(?:\d{4}\s*(?:[-–]\s*\d{4})?)\s*")


def designation_over(page: Page, first: Line | None = None, name: str | None = None) -> bool:
    """True when the page's title, its own top heading, its header's brand or logo or its footer's copyright line is a trading
    designation built on a trade word ("Fußpflege Zsuzsi - Impressum", "Christliche Beratung
    Freiburg", "© 2026 Finstant Advisory"), or a line of professions only stands in its header or
    as a link above the imprint (``first``: the imprint's first line): a business signal
    printed on the page for a person named as provider (convention 62); so is a site menu that
    offers goods or services (:func:`.activity.menu_trade`), or the provider's (``name``) own trade in the header or footer."""
    tops = [page.title, *(ln.text for ln in page.lines if ln.heading == 1 and ln.zone in ("main", "header")),
            *(m.group(1) for ln in page.lines if (m := _IMPRINT_OF.match(ln.text))),  # "Impressum der 3D-Druck-Schmiede"
            *(_COPYRIGHT.sub("", ln.text) for ln in page.lines if ln.zone == "footer" and _COPYRIGHT.match(ln.text)),
            # the site's brand in its header, a link to its home page or a line of its own ("Lichtblick Studio" over a person: 62, 819)
            # (not a credit word's heading, "Ott Webdesign": it may be the web designer's logo)
            *(t for t in (*(ln.text for ln in page.lines if ln.zone == "header" and len(ln.text.split()) <= 6 and (not ln.link or _HOME.match(ln.href))),
                          page.logo_alt) if classify_head(t) != "exclude")]
    # the site's tagline in its header or linked above the imprint (``first``, its first line):
    # professions only ("Versicherungsmathematiker und Analytiker")
    above = True
    at = next((k for k, ln in enumerate(page.lines) if ln is first), -1)
    for k, ln in enumerate(page.lines):
        above = above and ln is not first
        words = [w for w in ln.text.split() if w not in ("und", "&", "/", "|", "·")]
        if ((ln.zone == "header" or (above and ln.zone == "main" and ln.link)) and 1 <= len(words) <= 6
                and all(profession_word(w) or business_noun(w) for w in words)):
            return True
        if (above and 0 < at - k <= 3 and ln.zone == "main" and not (ln.link or ln.heading) and 2 <= len(words) <= 8
                and business_noun(words[0])):
            return True  # a page description right above the imprint that opens on a trade ("Pizzeria & Kebaphaus an der …", 1059)
    if menu_trade(page.lines) or (name and _own_trade(page, name, first)) or (name and _bank_account(page, first, name)) or _person_trade_cue(page, first):
        return True
    for k, text in enumerate(tops):
        if _HOLIDAY_LET.search(text or "") or legal_phrase(text or ""):
            continue  # (a holiday house's name: the rented object's; a statutory heading: "… German Telemedia Act (TMG)")
        for part in re.split(r"\s+[|–—·•-]\s+|\s*[|:]\s*|\.\s+", text or ""):  # (". All rights reserved", "Impressum · EMARE Studio")
            # (in the page's title a profession too, "Jan Ott | Schauspieler aus Düsseldorf", convention 437; not in a
            # footer's line, which may name another person's: "2025 Eva Ott - Trageberaterin"; nor an app's "Homework Manager", 1528)
            if part and not IMPRINT_WORD.search(part) and len(part) <= 60 and any(
                    business_noun(w) or (k == 0 and profession_word(w) and w != "Manager") for w in part.split()):
                return True
    return False


# An account number printed for payments ("IBAN: DE12 3456 …", "IBAN CH08 0839 …"); one for donations or fees ("Spendenkonto",
# "Mitgliedsbeitrag") is a club's or a cause's, a holiday flat's the landlady's (no trade, convention 12).
_IBAN = re.compile(r"\bIBAN\b\s*:?\s*[A-Z]{2}\s?\d{2}(?:\s?[\dA-Z]{2,4}){3,}")
_NOT_SALES = re.compile(r"Spende|[Dd]onat|Mitglied|[Bb]eitr(?:a|ä)g|Verein|F(?:ö|oe)rder", re.IGNORECASE)


def _bank_account(page: Page, first: Line | None, name: str) -> bool:
    """True when the imprint (from ``first``, its first line) prints the bank account of its provider ``name``, a person by her
    common given name (not "Kinderkrippe Sonnenhügel"): one who takes payments (a business signal on a person's page; not a
    donations account, nor a holiday flat's)."""
    if not given_name(name.split()[0]):
        return False
    at = next((k for k, ln in enumerate(page.lines) if ln is first), 0)
    lines = [ln.text for ln in page.lines[at:] if ln.zone not in ("nav", "header")]
    if any(_HOLIDAY_LET.search(text) or re.search(r"\bCHE-\d{3}\.\d{3}\.\d{3}\b", text) for text in lines):
        return False  # (nor a body in the Swiss register by its UID, its form not stated: "Unternehmens-Nr.: CHE-…" over a bank)
    return any(_IBAN.search(text) and not any(_NOT_SALES.search(t) for t in lines[max(0, k - 3) : k + 1]) for k, text in enumerate(lines))


# What only a trade prints in its imprint beside a person's name: its hours ("Öffnungszeiten:", "Sprechzeiten nach
# Vereinbarung"), prices on request, a trade licence ("Erlaubnis nach § 34c GewO"), the business's name or address by its label
# ("Handelsname:", "Geschäftsadresse"), sales terms ("Zahlungsbedingungen", "Widerrufsbelehrung") or the tax id with its
# digits ("Steuer-ID: 12 345 678 901"). Read on a person's page only (a club prints its clubhouse's opening hours).
_PERSON_TRADE_CUE = re.compile(
    r"^(?:Unsere\s+|Meine\s+)?(?:(?:Ö|Oe)ffnungs|Sprech|Gesch(?:ä|ae)fts|B(?:ü|ue)ro)zeiten\b|\bTermine?\s+(?:nur\s+)?nach\s+(?:telefonischer\s+)?Vereinbarung\b|"
    r"\bPreise?\s+(?:auf|nach)\s+Anfrage\b|\bErlaubnis\s+(?:gem(?:\.|äß|aess)|nach)\s+§\s*34[a-i]\b|\bGewerbeerlaubnis\b|"
    r"^(?:Unternehmens|Handels|Gesch(?:ä|ae)fts)(?:name|bezeichnung)\s*:|^Gesch(?:ä|ae)fts(?:adresse|anschrift)\b|^Rechnungs(?:adresse|anschrift)\b|"
    r"^(?:Zahlungs|Liefer)bedingungen\b|^Widerrufsbelehrung\b|\bSteuer-?(?:ID|IdNr\.?|Identifikationsnummer)\s*:?\s*\d{2}\s?\d{3}|"
    # (prices with their amount, "Stundensatz: 60 Euro", payment and shipping, "Versandkosten: 4,90 €", a shop, "Ladenlokal: …",
    # "Verkauf ab Hof", or goods sold, "Ich verkaufe handgemachten Schmuck" -- not "verkaufe keine …")
    r"\b(?:Preise?|Stundensatz|Tagessatz|Honorar|Kursgeb(?:ü|ue)hr)\s*:?\s*(?:ab\s+|je\s+|pro\s+\w+\s+)?\d+(?:[.,]\d+)?\s*(?:€|Euro|EUR|CHF|Fr\.)|"
    r"^(?:Zahlungs(?:m(?:ö|oe)glichkeiten|arten|methoden)|Versandkosten)\b|\bBezahlung\s+(?:per|auf)\s+Rechnung\b|\bLaden(?:gesch(?:ä|ae)ft|lokal)\b|"
    r"\bVerkauf\s+ab\s+Hof\b|\b[Ii]ch\s+verkaufe\s+(?!(?:ich\s+)?(?:keine|nichts|nicht)\b)|"
    # (a business not in the commercial register, as sole traders state it: "Nicht im Handelsregister eingetragen", "Handelsregister:
    # nicht eingetragen", "not registered in the commercial register"; an insurance broker's register)
    r"\b[Nn]icht\s+im\s+Handelsregister\s+eingetragen|\b[Kk]ein(?:en)?\s+(?:Eintrag|Eintragung)\s+im\s+Handelsregister|"
    r"Handelsregister(?:eintrag)?\s*:\s*(?:nicht\s+eingetragen|kein(?:er|e)?)\b|\b[Nn]ot\s+registered\s+in\s+the\s+commercial\s+register|\bVermittlerregister",
    re.MULTILINE)


def _person_trade_cue(page: Page, first: Line | None) -> bool:
    """True when the imprint (from ``first``, its first line; not its menus) prints a trade's hours, prices, licence, name or
    address label, sales terms or tax id (see ``_PERSON_TRADE_CUE``)."""
    at = next((k for k, ln in enumerate(page.lines) if ln is first), 0)
    if any(_HOLIDAY_LET.search(ln.text) for ln in page.lines):
        return False  # (a holiday flat's prices and terms are the landlady's, no trade: convention 12)
    return any(_PERSON_TRADE_CUE.search(ln.text) for ln in page.lines[at:] if ln.zone not in ("nav", "header"))


# A place after the trade ("Fotografin aus Lindau", "Grafikdesign in Berlin"): no part of the trade.
_TRADE_PLACE = re.compile(r"\s+(?:aus|in|im|am|bei)\s+[A-ZÄÖÜ].*$")
# A link to the site's home page (a brand's): "/", "#", "index.html", the bare domain.
_HOME = re.compile(r"^(?:\.{0,2}/?|#\w*|/?index\.\w+|https?://[^/]+/?)$")


def _own_trade(page: Page, name: str, first: Line | None = None) -> bool:
    """The provider's own profession or trade beside her name in the header, the footer or the page's title block above the
    imprint (``first``, its first line): "© 2026 Eva Roth · Fotografin", "Eva Roth | Grafikdesign & Illustration" (split there
    into two lines), the brand "Eva Roth Fotografie", "<h1>Eva Roth</h1>" over "Fotografin"; or after her name to the end of
    an imprint line ("Verantwortlich: Eva Roth, Fotografin"). Printed on the page, so a business signal (conventions 62, 135,
    716). Another person's, a credit after a colon ("Webdesign: Studio Ott") or a link after her name (a menu entry) is none (325)."""
    above, chrome = True, []
    for ln in page.lines:
        above = above and ln is not first
        if ln.zone in ("header", "footer") or (above and ln.zone == "main"):
            chrome.append(ln)
    for k, ln in enumerate(chrome):
        rest = _COPYRIGHT.sub("", ln.text)
        at = rest.casefold().find(name.casefold())
        if at < 0 or at > 12:  # (the name opens the line, perhaps behind a title: "Dr. Eva Roth")
            continue
        after = rest[at + len(name):].strip(" ,-–—|·•")
        if after and ln.link and not _HOME.match(ln.href):
            continue  # (menu links run together with the brand: "Eva Roth Fotografie Reisen", the last to "/reisen")
        if not after and k + 1 < len(chrome) and (below := chrome[k + 1]).zone == ln.zone and not below.link and not re.search(
                r"[\d@:]|\b(?:by|von)\b", below.text):
            after = below.text
        if _trade_words(after):
            return True
    tail = re.compile(rf"{re.escape(name)}\s*[,–—|·]\s*([^,:]+)$", re.IGNORECASE)
    return any(ln.zone == "main" and (m := tail.search(ln.text)) and _trade_words(m[1]) for ln in page.lines)


def _trade_words(text: str) -> bool:
    """Professions and trade words only, 1-6 of them, a place after them dropped ("Fotografin aus Lindau"); not a hobby, nor a
    former or retired one ("Lehrerin im Ruhestand", "ehemalige Fotografin")."""
    if _RETIRED.search(text) or _FORMER.search(f"{text} "):
        return False
    words = [w.strip(",").capitalize() if w.isupper() and len(w) > 4 else w.strip(",")  # (in capitals: "EVA ROTH · FOTOGRAFIN")
             for w in _TRADE_PLACE.sub("", text).split() if w not in ("und", "UND", "&", "/", "|", "·", "+")]
    return 1 <= len(words) <= 6 and not _HOBBY.search(words[0]) and all(profession_word(w) or business_noun(w) for w in words)
