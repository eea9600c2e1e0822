"""Words of trades, professions and public bodies, as imprints print them beside names.

Contract: :func:`profession_word` tells a profession printed before or after a person's name
("Heilpraktikerin", "Architekt"; an office such as "Pfarrer" is none), :func:`business_noun` a
word built on a trade or service noun ("Hundephysiotherapie"), :func:`public_body` a provider
named as a municipality, an authority or a church. ``OCCUPATION``, ``OFFICE`` and
``PROFESSION_LEAD`` are the patterns ``persons`` strips from names.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .crafts import CRAFT, SURNAME_TRADE
from .given_names import GIVEN_NAMES, given_name

# A church's offices (one home: the occupations and the offices read them).
_CLERGY = (r"Pfarrer(?:in)?|Pastor(?:in)?|Diakon(?:in)?|Vikar(?:in)?|Kaplan|Abt|(?:Ä|Ae)btissin|Pater|Prior(?:in)?|(?:Erz)?[Pp]riester(?:in)?|"
           r"Rabbiner(?:in)?|Imam")
# An employee's job or a judge's post: printed before a name like a profession, no business signal (conventions 12, 159).
_EMPLOYMENT = (r"Erzieher(?:in)?|Sozialarbeiter(?:in)?|(?:Pflege(?:fach)?|Reinigungs|Hilfs|Lehr|Fach)kraft|"
               r"[A-ZÄÖÜ][a-zäöü]*angestellte[rn]?|Richterin")
OCCUPATION = re.compile(
    rf"[A-ZÄÖÜ][a-zäöü]*meister(?:in)?|Landr(?:a|ä)t(?:in)?|Stadtr(?:a|ä)t(?:in)?|{_CLERGY}|Senator(?:in)?|"
    r"Notar(?:in)?|(?:[A-ZÄÖÜ][a-zäöü]*)?[Aa]rchitekt(?:in)?|Apotheker(?:in)?|(?:[A-ZÄÖÜ][a-zäöü]*)?[Ii]ngenieur(?:in)?|[A-ZÄÖÜ][a-zäöü]*techniker(?:in)?|Konsul(?:in)?|Staatssekret(?:ä|ae)r(?:in)?|Minister(?:in)?|"
    # Professions a freelancer's provider line puts before the name ("Heilpraktikerin Eva Roth").
    r"Heilpraktiker(?:in)?|(?:[A-ZÄÖÜ][a-zäöü]*)?[Pp](?:ä|ae)dagog(?:e|in)|[A-ZÄÖÜ][a-zäöü]*therapeut(?:in)?|(?:Diplom-|[A-ZÄÖÜ][a-zäöü]*)?[Pp]sycholog(?:e|in)|Psychiater(?:in)?|"
    r"(?:[A-ZÄÖÜ][a-zäöü]{2,})?(?:(?:Ä|Ae|ä|ae)rztin|[Aa]rzt)|Hebamme|Logop(?:ä|ae)d(?:e|in)|(?:[A-ZÄÖÜ][a-zäöü]*)?[Ff]otograf(?:in)?|"
    r"Steuerberater(?:in)?|Rechtsanw(?:a|ä|ae)lt(?:in)?|Fachanw(?:a|ä|ae)lt(?:in)?|Patentanw(?:a|ä|ae)lt(?:in)?|"
    r"Sachverst(?:ä|ae)ndige[rn]?|Dolmetscher(?:in)?|(?:Ü|Ue)bersetzer(?:in)?|Mediator(?:in)?|Osteopath(?:in)?|"
    r"Tierheilpraktiker(?:in)?|Kosmetiker(?:in)?|(?:[A-ZÄÖÜ][a-zäöü]*)?[Ff]riseur(?:in)?|Grafikdesigner(?:in)?|Journalist(?:in)?|"
    # crafts and professions that are no surnames too (not "Schneider", "Maurer", "Glaser": only their female forms)
    r"(?:Dachdecker|Elektriker|Installateur|Fliesenleger|Lackierer|(?:Boden|Parkett)leger|Geb(?:ä|ae)udereiniger|Schornsteinfeger|Bestatter|(?:Augen)?[Oo]ptiker|(?:H(?:ö|oe)r)?[Aa]kustiker|(?:Kfz-)?[Mm]echaniker|Raumausstatter|(?:[A-ZÄÖÜ][a-zäöü]*)?[Mm]echatroniker|"
    r"Texter|Autor|Schriftsteller|Illustrator|Programmierer|Dozent|Lektor|Florist|Konditor|T(?:ä|ae)towierer|Masseur|Visagist|Stylist|Restaurator|"
    r"Bildhauer|Keramiker|Imker|Landwirt|Supervisor|Fotojournalist|Schauspieler|Moderator|Trauerredner|(?:Bilanz)?[Bb]uchhalter|"
    r"Steuerfachwirt|(?:Immobilien|Versicherungs)makler)(?:in)?|(?:Schneider|Maler|G(?:ä|ae)rtner|S(?:ä|ae)nger|Sprecher|Heiler|"
    r"Winzer|Cutter|Tischler|Schreiner|Zimmer|Steinmetz|Schlosser|B(?:ä|ae)cker|Wirt|Uhrmacher|T(?:ä|ae)nzer|T(?:ö|oe)pfer|Drechsler|"
    r"Weber|Br(?:ä|ae)uer)in|K(?:ö|oe)chin|Kinesiolog(?:e|in)|(?:[A-ZÄÖÜ][a-zäöü]+kauf(?:mann|frau)|Kauffrau)|Kamera(?:mann|frau)|"
    # (both forms: no surnames)
    r"(?:(?:Human)?[Ee]nergetiker|Pianist|Komponist|Choreogra(?:f|ph)|Regisseur|Filmemacher|Videogra(?:f|ph)|Gra(?:f|ph)iker|Redakteur|"
    r"Publizist|Wirtschaftspr(?:ü|ue)fer|(?:Versicherungs|Handels)vertreter|(?:Immobilien|Haus|WEG-)?[Vv]erwalter|Makler|"
    r"(?:[A-ZÄÖÜ][a-zäöü]*)?[Gg]utachter|Fu(?:ß|ss)pfleger|Tierbetreuer|(?:Kunst)?[Hh]andwerker|Kartenleger|(?:Lohn|Finanz)buchhalter|"
    r"(?:[A-ZÄÖÜ][a-zäöü]*)?[Dd]ienstleister|Systemadministrator|Detektiv|Berufsbetreuer|(?:Berg|Wander|Stadt|G(?:ä|ae)ste|Natur|Ski)f(?:ü|ue)hrer|"
    r"Reiseleiter|Freelancer|Freiberufler|Einzelunternehmer|Anstreicher|Trauerbegleiter|Tiersitter|Synchronsprecher|Zauberer|Piercer|Instruktor)(?:in)?|"
    r"Tagesmutter|Tagesvater|Tagespflegeperson|Doula|Rechtsbeist(?:a|ä|ae)nd(?:in)?|Podolog(?:e|in)|Astrolog(?:e|in)|Scham(?:a|e)n(?:in)?|"
    r"Gastronom(?:in)?|Hotelier(?:in|e)?|Tourguide|Coach|(?:Gold|Silber|Huf|Kunst|Messer)schmied(?:in)?|"
    r"(?:[A-ZÄÖÜ][a-zäöü]*)?(?:[Mm]athematiker|[Aa]nalytiker|[Ii]nformatiker|[Bb]erater|[Pp]laner|[Ee]ntwickler|[Gg]estalter"
    r"|[Ll]ehrer|[Tt]rainer|[Kk](?:ü|ue)nstler|[Mm]usiker|[Dd]esigner|[Mm]anager)(?:in)?|"
    # English professions of a freelancer's line ("Cloud Consultant & Developer", convention 332)
    r"(?:[A-ZÄÖÜ][a-zäöü]*)?(?:[Cc]onsultant|[Dd]eveloper|[Ee]ngineer|[Pp]hotographer|[Tt]ranslator|[Ww]riter|[Aa]rtist|[Tt]herapist|"
    r"[Aa]rchitect|[Pp]rogrammer|[Ii]llustrator|[Tt]eacher|[Tt]utor|[Ii]nstructor|[Ll]awyer|[Aa]ttorney|[Ss]olicitor|[Nn]otary|"
    r"[Aa]dvis[eo]r|[Aa]ccountant|[Aa]uditor|[Ii]nterpreter|[Pp]roducer|[Ee]ditor|[Pp]roofreader|[Pp]lanner|[Ee]lectrician|[Pp]lumber|"
    r"[Dd]ecorator|[Tt]ailor|[Tt]uner|[Ss]cientist|[Aa]nalyst|[Nn]aturopath|[Hh]omeopath|[Mm]idwife|[Aa]gent|[Bb]roker|[Rr]ealtor|"
    r"[Pp]hysician|[Dd]entist|[Pp]sychologist|[Cc]ounsell?or|[Ss]urveyor|[Aa]uthor|[Mm]usician|[Cc]omposer|[Ff]ilmmaker|[Vv]ideographer|"
    r"[Aa]nimator|[Hh]airdresser|[Bb]eautician|[Ll]ocksmith|[Rr]oofer|[Tt]iler|[Uu]pholsterer|[Rr]estorer|[Ss]culptor|[Jj]ewell?er|"
    r"[Oo]ptician|[Cc]aterer)|"
    # (crafts, trades and liberal professions by word or compound, :mod:`.crafts`)
    rf"{CRAFT.pattern}|{_EMPLOYMENT}"
)
# English trade words that are common surnames too ("Lena Baker", "Anna Carpenter"): no ``OCCUPATION``, a profession only
# by position, as a whole line of trade words (``trade_title``), never inside a name (as "Schneider", "Maler" above).
_ENGLISH_SURNAME_TRADE = re.compile(r"Baker|Carpenter|Painter|Gardener|Goldsmith|Silversmith|Blacksmith|Butcher|Cook|Mason|"
                            r"Potter|Glazier|Joiner|Turner|Weaver|Tanner|Thatcher|Cooper|Fisher(?:man)?|Brewer|Miller")
# What an English professional title puts before the profession ("Freelance Photographer", "Certified Yoga Teacher",
# "Master Baker", "Life Coach").
ENGLISH_LEAD = re.compile(r"Freelanc(?:e|ing)|Self-employed|Independent|Certified|Licen[cs]ed|Registered|Qualified|Chartered|Sworn|"
                          r"Professional|Master|Senior|Junior|Life|Business|Landscape|Wedding|Sign|Language|Real|Estate|Insurance|"
                          r"Software|Web|Data|Music|Piano|Yoga|Dog|Tax|Speech|Sound|Motion|Video|Graphic|Interior|Food|Fitness|Personal")


def trade_title(text: str) -> bool:
    """A line that is an English professional title only ("Master Baker", "Painter and Decorator", "Freelance Photographer",
    "Life Coach"): each word a profession, a surname trade word or a word a title is printed with, at least one a
    profession; no given name first ("Lena Baker" is a person)."""
    words = [w for w in text.strip(" .").split() if w.lower() not in ("and", "&", "/", "+")]
    return (1 <= len(words) <= 4 and not given_name(words[0]) and any(profession_word(w) or _ENGLISH_SURNAME_TRADE.fullmatch(w) for w in words)
            and all(profession_word(w) or _ENGLISH_SURNAME_TRADE.fullmatch(w) or ENGLISH_LEAD.fullmatch(w) for w in words))


# A word made with a trade or service noun ("Hundephysiotherapie", "Umzugsservice") is a
# business designation, never part of a person's name.
_BUSINESS_NOUN = re.compile(
    r"[A-ZÄÖÜ][\wäöüß-]*(?:handel|dienst|pflege|schule|verwaltung|vertrieb|betrieb|unternehmen|salon|gesch(?:ä|ae)ft|betreuung|begleitung|entwicklung)|"
    r"(?:[A-ZÄÖÜ][\wäöüß-]*)?(?:[Vv]erlegung|[Ii]mkerei)|"
    r"(?:[A-ZÄÖÜ][\wäöüß-]*)?(?:(?:ä|ae)rzte|[Aa]nw(?:ä|ae)lte)|"  # (professionals in the plural: "Mobile Tierärzte", "Rechtsanwälte")
    r"(?:[A-ZÄÖÜ0-9][\wäöüß-]*)?(?:therapie|praxis|ambulatorium|service|technik|reinigung|fotografie|beratung|planung|styling|werkstatt|schmiede|"
    r"werkst(?:ä|ae)tte|verlag|coaching|studio|design|consulting|vermittlung|manufaktur|atelier|kosmetik|massage|tischlerei|schreinerei|malerei|elektrik|immobilien|"
    # (a building trade: "Gartenbau", "Heizungsbau", any stem of four small letters or more before "bau", and the short ones)
    r"(?<=[a-zäöü]{4})bau|(?:hoch|tief|holz|dach)bau|installation(?:en)?|versicherung(?:en)?|touristik|logistik|transporte?|gastronomie|catering|akustik|optik|"
    r"kanzlei|agentur|akademie|institut|zentrum|werbung|druckerei|gärtnerei|übersetzung(?:en)?|umz(?:u|ü)g\w*|"
    r"hausmeister\w*|montage|sanierung|renovierung|dienstleistung(?:en)?|handwerk|nachhilfe|beauty|fitness|"
    r"events?|medien|media|marketing|reisen|tattoo|friseur|bäckerei|metzgerei|gebäude\w*|b(?:ü|ue)ro|logop(?:ä|ae)die|"
    r"osteopathie|physio|heilen|heilung|heilkunde|verleih|vermietung|unterricht|videografie|grafik|illustration|lektorat|yoga|training|automaten|"
    r"keramik|t(?:ä|ae)towierung(?:en)?|(?<=[a-zäöü]{3})produktion(?:en)?|"  # (an artist's or a producer's trade: "Videoproduktion")
    r"advisory|photography|consultancy|coach|translations?|games|software|solutions|systems?|technolog(?:y|ies)|productions?|entertainment|"
    r"studios|services|labs?|agency|apps|development|engineering|pension|caf(?:é|e)|restaurant|ristorante|pizzeria|trattoria|osteria|bistro|"
    r"imbiss|gasth(?:of|aus)|hotel|weinstube|kneipe|(?<=[a-zäöü]{3})animation|antiquariat|buchhandlung|foodtruck|piercing|"
    # (a salon, a kiosk or a shop of a trade the stems above miss: "Salon Lockenpracht", "Coiffeur Anna", "Barbershop Ott")
    r"salon|coiffeur|coiffure|barbershop|barbier|kiosk|floristik|konditorei|eisdiele|weingut|"
    # (a workshop by its trade's -erei, a room or shop: "Buchbinderei", "Töpferei", "Wollstube", "Hofladen", conventions 6, 68)
    r"[a-zäöü]{3,}erei|stube|laden|kontor|boutique|konstruktion(?:en)?|(?<=[a-zäöü]{3})shop|(?<=[a-zäöü]{2}-)shop)"
    r"|(?-i:Bau)",  # (the trade alone after a name: "Strom Bau", 710)
    re.IGNORECASE,
)


# An adjective a profession is printed with ("Freier Architekt", "Zertifizierte Trainerin").
PROFESSION_LEAD = re.compile(r"(?:Frei|Freischaffend|Selbst(?:st)?(?:ä|ae)ndig|Zertifiziert|Gepr(?:ü|ue)ft|Beratend|"
                              r"Vereidigt|Approbiert|Angestellt|Niedergelassen)(?:e[rns]?)?")
# An adjective that qualifies the profession printed after it ("Psychologische Psychotherapeutin", "Staatlich anerkannte").
PROFESSION_ADJECTIVE = re.compile(r"[A-ZÄÖÜ][a-zäöü]{3,}(?:isch|lich)(?:e[rns]?)?")


def without_adjectives(words: list[str]) -> list[str]:
    """The words without the profession's adjectives at their end ("Eva Roth Psychologische" -> "Eva Roth"; two words kept)."""
    while len(words) > 2 and PROFESSION_ADJECTIVE.fullmatch(words[-1]):
        words = words[:-1]
    return words


# Public and church offices and employments: printed before a name like a profession, but no trade ("Pfarrer Jan
# Ott", "Bürgermeisterin Anna Roth", "Erzieherin Eva Roth" run no business).
OFFICE = re.compile(r"(?:B(?:ü|ue)rger|Ober|Orts)?[Bb](?:ü|ue)rgermeister(?:in)?|Landr(?:a|ä)t(?:in)?|Stadtr(?:a|ä)t(?:in)?|"
                     rf"{_CLERGY}|Senator(?:in)?|Konsul(?:in)?|"
                     rf"Staatssekret(?:ä|ae)r(?:in)?|Minister(?:in)?|{_EMPLOYMENT}")


def _forms(token: str) -> set[str]:
    """A word and, for a compound, its last part capitalised ("Jugendlichen-Psychotherapeutin" -> "Psychotherapeutin";
    never a part of several words)."""
    last = "" if " " in token else token.rpartition("-")[2]
    return {t for t in (token, last[:1].upper() + last[1:]) if t}


@lru_cache(maxsize=8192)
def profession_word(token: str) -> bool:
    """True for a profession before or after a person's name ("Heilpraktikerin", "Architekt"); an
    office ("Pfarrer", "Bürgermeister") is none."""
    return any(bool(OCCUPATION.fullmatch(t)) and not OFFICE.fullmatch(t) for t in _forms(token.strip(".,;:")))


# A trade's acronym as a word of a designation ("Moritz Roth IT", "KFZ Roth"); case-sensitive ("it" is English).
_TRADE_ACRONYM = frozenset({"IT", "EDV", "KFZ", "Kfz", "SEO", "CAD"})


@lru_cache(maxsize=8192)
def business_noun(token: str) -> bool:
    """True for a word built on a trade or service noun ("Hundephysiotherapie", "Fahrschule") or a
    trade's acronym ("IT", "EDV"); a common given name that ends like one ("Levent", "Mladen") is none."""
    token = token.strip(".,;:")
    return (bool(_BUSINESS_NOUN.fullmatch(token)) and token not in GIVEN_NAMES) or token in _TRADE_ACRONYM


# A word that names a public body, a municipality or a church ("Gemeinde Lindau", "Landratsamt
# Gotha", "Evangelische Kirchengemeinde"): no part of a person's name, and no trade.
PUBLIC_BODY_WORD = re.compile(r"(?:Bezirk|Gemeinde|Stadt|Markt|Kreis|Kanton|Region|Bistum|Dekanat|Pfarrei|Kirche|Amt|"
                              r"Feuerwehr|Stadtwerke|Universit(?:ä|ae)t|[A-ZÄÖÜ][a-zäöüß]{2,}(?:gemeinde|kirche|pfarrei|amt|"
                              r"bezirk|bistum|werke))")


# A public institution anywhere in the name ("Herzog August Bibliothek", "Universitätsmedizin Mainz").
# (also behind its namesake's hyphenated name: "Humboldt-Gymnasium Vaterstetten", "Anne-Frank-Realschule"; not a trade's
# "Ballett-Schule")
_INSTITUTION = re.compile(r"(?:[A-ZÄÖÜ][a-zäöüß]+-)*(?:(?:Real|Grund|Haupt|Gesamt|Berufs|F(?:ö|oe)rder|Mittel|Ober|Volks|Sekundar|Gemeinschafts|Werkreal)schule|Gymnasium|Berufskolleg)|"
                          r"(?:[A-ZÄÖÜ][\wäöüß-]*)?(?:[Uu]niversit(?:ä|ae)t|University|[Hh]ochschule|[Bb]ibliothek|[Mm]useum|[Kk]linikum)\w*"
                          r"|Universit(?:ä|ae)ts\w+|Landesamt|Bundesamt|Ministerium")


def public_body(name: str) -> bool:
    """True for a provider named as a public body, a church or a public institution ("Bezirk Jena der
    Kirche", "Evangelische Kirchengemeinde Lindau", "Herzog August Bibliothek")."""
    return any(PUBLIC_BODY_WORD.fullmatch(w) for w in name.split()[:2]) or any(_INSTITUTION.fullmatch(w) for w in name.split())


# Two professions before a person ("Autorin und Texterin Eva Roth"), the first a known one.
_TWO_PROFESSIONS = re.compile(r"^(\S+)\s+(?:und|&)\s+([A-ZÄÖÜ]\S+)\s+(?=\S+\s+\S)")
# Words that stand before a profession in a provider line: an adjective ("Freie", "Staatlich geprüfte"), a field
# ("IT-", "Personal", "Lebens- und"), a link word.
_LEAD_WORD = re.compile(rf"(?:{PROFESSION_LEAD.pattern})|Staatlich|[Aa]nerkannte?r?|Systemische?[rn]?|IT|EDV|Kfz|KFZ|Personal|"
                        r"Business|Life|Senior|Junior|[A-ZÄÖÜ][a-zäöüß]+-|und|&")


@lru_cache(maxsize=8192)  # (a page's words come back many times)
def occupation(token: str) -> bool:
    """A known profession or office, also as a compound's last part ("IT-Beraterin", "Kfz-Gutachter")."""
    return any(OCCUPATION.fullmatch(t) for t in _forms(token))


@lru_cache(maxsize=1024)
def misspelt_occupation(token: str) -> bool:
    """A known profession with one letter left out ("Achitekt"), before a person's name (conventions 296, 680)."""
    return len(token) >= 7 and token.isalpha() and token[0].isupper() and not occupation(token) and any(
        OCCUPATION.fullmatch(token[:i] + letter + token[i:]) for i in range(1, len(token) + 1) for letter in "abcdefghiklmnoprstuzäöü")


def jobs_lead(text: str, is_given: Callable[[str], bool] | None = None) -> int:
    """How many characters of a provider line are the professions before the person: two, the first a
    known one ("Autor und Crowdworker Jan Ott"), or one known one behind its adjectives or field ("Freie
    Fotografin Eva Roth", "IT-Beraterin Eva Roth", "Lebens- und Sozialberaterin Eva Roth") and its speciality
    up to a given name (``is_given``: "Fachärztin für Innere Medizin Eva Roth") -> the offset of the person;
    0 when none, or when fewer than two words would stay."""
    two = _TWO_PROFESSIONS.match(text)
    if two and (OCCUPATION.fullmatch(two.group(1)) or (SURNAME_TRADE.fullmatch(two.group(1)) and occupation(two.group(2)))):
        return two.end()  # (a surname-like trade first only before a known one: "Maler und Lackierer Jan Ott")
    tokens = list(re.finditer(r"\S+", text))
    for k, token in enumerate(tokens[:5]):
        if occupation(token.group()):
            end = k + 1
            if is_given and end < len(tokens) and tokens[end].group() in ("für", "fuer"):
                end = next((j for j in range(end + 1, min(end + 5, len(tokens) - 1)) if is_given(tokens[j].group())), 0)
            lead = k or end > k + 1 or not OCCUPATION.fullmatch(token.group())  # (one known word alone: the callers')
            return tokens[end].start() if end and lead and len(tokens) - end >= 2 else 0
        if not _LEAD_WORD.fullmatch(token.group()):
            return 0
    return 0


# Two trades joined on one line: "Maler und Lackierer", "Ofen- und Luftheizungsbauer", "Boots- und Schiffbauer".
_JOINED = re.compile(r"(\S+?)(-?)\s+(?:und|&)\s+(\S+)")


@lru_cache(maxsize=4096)
def trades_line(text: str) -> bool:
    """True for a line that is only a profession or two joined ("Schreiner", "Maler und Lackierer", "Ofen- und
    Luftheizungsbauer"), a trade word that is a surname too included: alone on its line it names no person (convention 2)."""
    text = text.strip(" .,;")
    def known(word: str) -> bool:
        return profession_word(word) or profession_word(word.capitalize())  # ("WAHLARZT")
    if joined := _JOINED.fullmatch(text):
        # (two surnames joined are a partnership's name, "Müller & Schneider": one of them a trade that is no surname)
        first, second = joined[1], joined[3]
        return (known(second) and (bool(joined[2]) or known(first) or bool(SURNAME_TRADE.fullmatch(first)))) or (
            (bool(joined[2]) or known(first)) and bool(SURNAME_TRADE.fullmatch(second)))  # ("Boots- und Schiffbauer")
    return " " not in text and (known(text) or bool(SURNAME_TRADE.fullmatch(text)))
