"""Providers without a company form: the provider line, trading designations, owners and business signals.

Contract: :func:`sole_name` picks the provider line of an imprint that names no company (a trading name or a person); :func:`person_after`
and :func:`owner_under` read the lines around it (the owner after a trading name; designations around a person are :mod:`.designations`',
a trade printed around a person :mod:`.activity`'s); :data:`BUSINESS`, :data:`REPRESENTED`, :data:`GROUP_PRACTICE` and :data:`SEVERAL_PERSONS`
tell a sole trader from a private person, a group practice or an unnamed partnership; :data:`CLUB_LABEL` and :data:`CLUB_NAME` a club.
"""

from __future__ import annotations

import re
from itertools import pairwise

from . import labelvalue, namelines
from .activity import ACADEMIC
from .address import find_address, is_street_line
from .blocks import Row
from .contact import deobfuscate
from .given_names import given_name, surname_first
from .labelvalue import DESIGNATION_WORDS, NAME_LABEL, label_value, person_and_designation
from .leadlines import CREDIT_LINE, READER_SLOGAN, under_provider_head
from .legal_forms import find_form, key_from_label, stated_name
from .neighbours import OWNER_HEAD, OWNER_LABEL
from .persons import label_segments, names_person, names_with_roles, person_name, strip_titles
from .placeholders import FIELD
from .practice import persons_line
from .sections import classify_head, trade_name_head
from .titled import lone_person
from .topics import GENERIC_LINE, LEGAL_PHRASE, PROVIDER_STATEMENT
from .trades import PROFESSION_ADJECTIVE, business_noun, jobs_lead, profession_word, trades_line
from .words import IMPRINT_WORD

QUOTES = "«»„“”\"‹›'‚‘’"

# Words of a business run by one person ("Website Owner" names who runs a site, a private person too: no business cue).
BUSINESS = re.compile(
    r"\bInh\.|(?:Gesch(?:ä|ae)fts|Praxis|Betriebs|Firmen|Unternehmens|Kanzlei|Salon|Laden|Studio|Atelier)(?:inhaber|besitzer)(?:in)?\b|\bGesch(?:ä|ae)ftsleit\w*|\b(?:(?<!dem\s)(?<![Ww]ebsite-)(?<![Ww]ebseite-)(?<![Hh]omepage-)(?<![Dd]omain-)(?<![Ss]eiten-)(?:Inhaber|Besitzer)(?:in)?(?!\s+(?:und\s+\w+\s+)?(?:der|dieser|des)\s+(?i:\w*seite|website|homepage|domain))|Einzelunternehm\w*|Titolare(?!\s+(?:del|dei|della)\s)|Titulaire(?!\s+(?:du|de|des)\s)|EPU|GISA|Beh(?:ö|oe)rde\s+gem(?:\.|äß|aess)\s+(?:§\s*5\s+)?ECG|Gesch(?:ä|ae)ftsf(?:ü|ue)hr\w*|Managing\s+[Dd]irector|Kleinunternehmer\w*|[Ff]reiberuf\w*|Berufsbezeichnung(?:en)?|"
    r"(?:(?:Klein|Neben)g|G)ewerbe\w*|Steuer-?[Nn]r|Steuernummer|St\.?-?\s?Nr|USt|Umsatzsteuer\w*|UID|MWST|(?:[Ss]ole\s+)?[Pp]roprietor\w*|(?<!Website\s)(?<!Site\s)(?<!Media\s)Owner(?!\s+of\s+th(?:is|e)\s+(?:web)?site)|Einzelfirma|"
    r"VAT|(?:[Mm]icro|[Aa]uto)-?entrepreneur\w*|Tax[-\s]+(?:ID|number|no)|UStG|(?:[A-ZÄÖÜ][a-zäöüß]*)?(?:[Rr]echtsanwalts|[Ss]teuerberater|(?:Ä|ä|Ae|ae)rzte|[Pp]sychotherapeuten|[Hh]andwerks|[Aa]rchitekten|[Ii]ngenieur|[Aa]potheker|[Nn]otar|[Pp]atentanwalts|[Ww]irtschafts)kammer|WK(?:O|Ö)|"
    r"[Bb]erufsrecht\w*|Berufsordnung|Berufsverband|K(?:ü|ue)nstlersozialkasse|Approbation|Institutionskennzeichen|IK(?:-Nr\.?|-Nummer)?(?=\s*:\s*\d{9}\b)|Firmenname|Heilpraktikergesetz|Meisterbetrieb|(?<!dem\s)(?<!das\s)(?<!den\s)(?<!ans\s)Finanzamt|Unternehmensgegenstand|Gesch(?:ä|ae)ftszweck|T(?:ä|ae)tigkeitsbereich|Wirtschafts-?\s?(?:Identifikationsnummer|ID|IdNr|Id-Nr)|W-Id-?Nr|Allgemeinen?\s+Gesch(?:ä|ae)ftsbedingungen|"
    r"Zust(?:ä|ae)ndige\s+(?:Kammer|Aufsichtsbeh(?:ö|oe)rde)|(?<!bei\s)(?<!der\s)(?<!einer\s)(?<!zuständigen\s)(?<!zustaendigen\s)Aufsichtsbeh(?:ö|oe)rde(?=\s*(?::|\n|$))|Professional\s+title|Handwerksrolle|(?:Berufs|Betriebs)?[Hh]aftpflicht\w*|IHK|[Ss]elbst(?:st)?(?:ä|ae)ndig\w*|[Ff]reelanc\w*|[Ss]elf-employed)\b"
    # (the tax office, not one a privacy text's retention note names: "… gegenüber dem Finanzamt"; the artists' social insurance, 511)
    # (a liability insurance of any kind, "Vermögensschadenhaftpflichtversicherung"; a Swiss firm's commercial-register entry with its UID, 250; paid services the operator provides, 1307; prices, 2055, and fees on request; a Swiss UID printed bare on its line, no label before it)
    r"|[a-zäöü]haftpflicht|\bHandelsregister\w*\b[^\n]{0,60}?\bCHE\b|\bkostenpflichtiger?n?\s+Leistungen\b|\bPreise\s+(?:sind|verstehen\s+sich)\b|\bHonorare?\s+(?:nach|auf)\s+(?:Vereinbarung|Absprache|Anfrage)\b|\b(?:Brutto|Netto|End)preise\b|\bBusiness\s+purpose\b|(?m:^[ \t]*CHE-\d{3}\.\d{3}\.\d{3}[ \t]*$)"
)
# "Vertreten durch: Anna Roth" under a provider without a legal form: one person runs it.
REPRESENTED = re.compile(r"\b(?:[Vv]ertreten\s+durch|[Vv]ertretungsberechtigt\w*|Represented\s+by|Repr(?:é|e)sent(?:é|e)e?s?\s+par|Repr(?:é|e)sentante?s?\s+(?:autoris|l(?:é|e)gal)\w*|Rappresentat[aoie]\s+da|Rappresentant[ei]\s+(?:autorizzat|legal)\w*)\b")


def person_after(rows: list[Row], name: str) -> str | None:
    """The person a sole trader's trading name is followed by: after a dash ("Praxis am Ring - Dr. Eva Roth") or on the
    next line, if any. A person inside the name ("Hundephysiotherapie Eva Roth") is none (convention 45)."""
    for i, row in enumerate(rows):
        if not row.text.startswith(name):
            continue
        rest = row.text[len(name):]
        if re.match(r"\s+[-–|]\s+\S", rest):
            return None if re.search(r"[a-zäöüß]{3}[.!]$", rest) else person_name(rest.strip(" -–|"))  # (not a slogan: "- Pure Kompetenz.")
        if i + 1 < len(rows):
            following = re.sub(r"^(?:Gef(?:ü|ue)hrt|Betrieben|Geleitet)\s+(?:von|durch)\s+", "", rows[i + 1].text)  # ("Geführt von Anna Roth": she runs it)
            if following.startswith(name) and following != name:
                continue
            # (or after one line that describes the trade: "MIETBOXX" / "Verleih für Anhänger" / "Gerhard Pölzl", convention 713)
            after = rows[i + 2].text if i + 2 < len(rows) else ""
            if (person_name(following) is None and not re.search(r"[\d@:/|]", following) and not is_street_line(following)
                    and not label_segments(following) and lone_person(after, given=True)):
                return lone_person(after)  # (titles around the name allowed: "Dr. Gerhard Pölzl")
            return person_name(m["name"].rstrip(" ,") if (m := SOLE_MARK.match(following)) else following)  # (or hers with the form word, "Anna Roth (Einzelunternehmerin)")
    # (or one person named by a name label beside a firm name's label: "Vorname und Nachname: Eva Roth" / "Firmenname: …")
    return next((p for r in rows if (m := _PERSON_LABEL.match(r.text)) and (p := person_name(m.group(1)))), None) or next(
        (pair[0] for r in rows if (m := NAME_LABEL.match(r.text)) and (pair := person_and_designation(m[1])) and pair[1] == name), None)


_PERSON_LABEL = re.compile(r"^Vor(?:name|-)?\s*(?:und|&|/)\s*Nachname\s*:\s*(.+)$", re.IGNORECASE)

# (or the form word after the designation, bare or after a dash, as ``legal_forms`` reads it: "FH Pyrotechnik Einzelunternehmen";
# in the brackets also two such words, or the small-trade word, that sole traders print: "(Einzelunternehmen / Kleingewerbe)";
# or the form word before the owner: "(Einzelunternehmen, Inh. Jan Ott)")
SOLE_WORD = r"(?:Einzelunternehm\w*|Einzelfirma|Kleinunternehm\w*|Kleingewerbe\w*)"
SOLE_MARK = re.compile(rf"^(?P<name>[^()]{{2,60}}?)(?:\s*\((?:{SOLE_WORD}\s*[/,]\s*)?(?:{SOLE_WORD}|Inh(?:\.|aber\w*)[^)]*)\)"
                       r"|(?:\s+[–—-])?\s+(?:Einzelunternehmen|Einzelunternehmer(?:in)?|Einzelfirma))$", re.IGNORECASE)


# Wording of a practice or firm of several professionals: no sole trader.
GROUP_PRACTICE = re.compile(
    r"\b(?:Gemeinschaftspraxis|Praxisgemeinschaft|Berufsaus(?:ü|ue)bungsgemeinschaft|"
    r"[Aa]lle\s+(?:(?:Zahn|Tier)?(?:Ä|Ae)rzt(?:e|innen)|Partner(?:innen)?|Rechtsanw(?:ä|ae)lt(?:e|innen))\b)"
)
# "Dirk & Monika Roth", "Eva und Jan Ott": two persons run it, so no sole trader.
SEVERAL_PERSONS = re.compile(r"^[A-ZÄÖÜ][\w.-]+(?:\s+[A-ZÄÖÜ][\w.-]+)?\s+(?:&|und|and|u\.)\s+[A-ZÄÖÜ][\w.-]+(?:\s+[A-ZÄÖÜ][\w.-]+)+$")

CLUB_LABEL = re.compile(r"^(?:(?:Verein|Vereinsname|Name\s+des\s+Vereins)\s*:|Angaben\s+zum\s+Verein\s*:?\s*$)", re.IGNORECASE)  # (or its heading)
# A club by its name ("Verein der Freunde …", "Förderverein …") or its Austrian ZVR entry.
CLUB_NAME = re.compile(r"(?:^|\s)(?:[A-ZÄÖÜ][\wäöüß-]*)?(?:[Vv]erein(?:igung)?|VEREIN(?:IGUNG)?)\b|\b(?:Student\s+)?(?:Association|Society)\b")

class _FirstMatch:
    """Patterns tried in turn, read as one: ``match`` gives the first one's match (each with the same named groups)."""

    def __init__(self, *patterns: re.Pattern[str]) -> None:
        self.patterns = patterns

    def match(self, text: str) -> re.Match[str] | None:
        return next((m for p in self.patterns if (m := p.match(text))), None)


# "Envy Web ist ein Einzelunternehmen von Ejdin Aliti.": the designation and its owner in prose; so are "Inhaberin von
# Envy Web ist Eva Roth." and "Envy Web wird von Eva Roth (als Einzelunternehmen) geführt." (convention 46).
SOLE_STATEMENT = _FirstMatch(
    re.compile(r"^(?P<name>[^.,;:]{2,60}?)\s+ist\s+(?:ein|eine)\s+(?:Einzelunternehmen|Einzelfirma|Einzelunternehmung)\s+"
               r"(?:von|der|des)\s+(?:Herrn?\s+|Frau\s+)?(?P<person>[^.,;:()]{3,60}?)\s*\.?$"),
    re.compile(r"^Inhaber(?:in)?\s+(?:von|der|des)\s+(?P<name>[^.,;:]{2,60}?)\s+ist\s+(?:Herr\s+|Frau\s+)?(?P<person>[^.,;:()]{3,60}?)\s*\.?$"),
    re.compile(r"^(?P<name>[^.,;:]{2,60}?)\s+wird\s+(?:von|durch)\s+(?:Herrn\s+|Frau\s+)?(?P<person>[^.,;:()]{3,60}?)(?:\s+als\s+(?:Einzelunternehmen|Einzelfirma))?"
               r"\s+(?:gef(?:ü|ue)hrt|betrieben|geleitet)\s*\.?$"),
)
# A brand written in camel case from a lower-case start ("iPUNKThPUNKT", "eBay"), or in small letters only ("kleinwerk").
CAMEL_BRAND = re.compile(r"[a-zäöü]{1,3}[A-ZÄÖÜ]")
_LOWER_BRAND = re.compile(r"[a-zäöüß][\wäöüß&+.-]*(?: [a-zäöüß&+][\wäöüß&+.-]*){0,2}")
_FUNCTION_WORD = re.compile(r"(?:^|\s)(?:hier|durch|von|vertreten|für|und|oder|der|die|das|mit|bei|ist|sind)(?=\s|$)")  # (running text: "hier vertreten durch")
_COINED = re.compile(r"[A-ZÄÖÜ][a-zäöüß]+(?:[A-ZÄÖÜ][a-zäöüß]+)+(?:[A-Z]{2,3})?")  # a coined one-word brand: "LichtWerk", "CloudBeatsAI"


def coined_brand(text: str) -> bool:
    """True for a coined one-word brand with a capital inside ("LichtWerk")."""
    return bool(_COINED.fullmatch(text))


# Greetings, first-person sentences and topic lines above the provider block (or a slogan that speaks to the reader).
_SENTENCE = re.compile(r"^(?:Wir|Ich|Unser\w*|Mein\w*|Herzlich\w*|Willkommen|Welcome|Hallo|Hello|Hi|Informationen?|Angaben|Hinweise?|We|Our|My"
                       rf"|Hier|Diese[rs]?|Auf\s+dieser|Alle|Folgende|Nachfolgend\w*|Here|This|Please)\b|{READER_SLOGAN}|[!?]$")


# A template expression the site generator or a script left unfilled ("{{ page.title }}").
_TEMPLATE_EXPRESSION = re.compile(r"\{\{.*\}\}|\{%.*%\}|<%.*%>|\$\{.*\}|\{[\w.\[\]'\"]+\}|\{\{.*|.*\}\}")  # (or a JSX "{item.title}"; or one cut in two lines)
_CO_LINE = re.compile(r"(?:c/o|c\.o\.)\s", re.IGNORECASE)
# A court or a register on a line of its own ("Amtsgericht Straubing", "Handelsregister des Kantons Aargau").
_COURT_LINE = re.compile(r"(?:Amts|Land|Handels|Register|Bezirks|Kantons)gericht\b|(?:Handels|Vereins|Partnerschafts|"
                         r"Genossenschafts)register\b|Firmenbuch\b|Finanzamt\b|(?:USt|Umsatzsteuer|Mehrwertsteuer|Steuernummer|Steuer-?Nr|UID|MWST|VAT)\b")


# A profession's name in another language after a slash ("Rechtsanwalt Jan Ott / Attorney-at-Law").
_TRANSLATED_TITLE = re.compile(r"(?:Attorney|Lawyer|Solicitor|Barrister|Tax\s+advis[eo]r|Notary|Architect|Photographer|"
                               r"Translator|Interpreter|Psychotherapist|Physician|Dentist|Avocat|Avvocato)\b", re.IGNORECASE)


_NO_NAME = re.compile(r"\((?:K(?:ü|ue)nstlername|Pseudonym|B(?:ü|ue)hnenname|[Ss]tage\s+name|[Pp]en\s+name)\)$|\b\d{1,2}(?:[:.]\d\d)?\s*(?:[–—-]|bis)\s*\d{1,2}(?:[:.]\d\d)?\s*(?:Uhr|h)\b|^[^\[\]]*\]\s*$|^\s*\[[^\]]*$")  # a pseudonym ("Milo Star (Künstlername)", 511), opening hours ("Mo–Sa 10–18 Uhr", 227), half a template's field ("[A | B]" split)
_QUALIFIED = re.compile(r"^([^()]{3,60}?)\s*\((?:[^()]|\([^()]*\)){20,240}\)$")  # a person, a long parenthesis of degrees and professions


def _candidate(row: Row, under_owner: bool = False, over_person: bool = False) -> str | None:
    """The name a provider row gives, or ``None`` for a heading, label, address, contact or sentence row (or an unfilled template
    expression); ``under_owner``: right below the provider's heading; ``over_person``: right above a person's own line."""
    text = re.sub(r"^(?:Fa\.|Firma)\s+(?=[\wÄÖÜ])", "", row.text)  # "Fa. dermacare Hautpflege": "Firma", a label
    firm_label, text = text != row.text, text[:-1] if text.endswith('"') and text.count('"') == 1 else text  # (a script string's closing quote: 'title: "Impressum' / 'Verein X"')
    text = re.sub(r"\s+c/o\s*$" + (r"|(?<=\w)\s+[–—-]\s+[^–—-]{3,60}[.!]$" if row.header else ""), "", text, flags=re.IGNORECASE)  # "Jan Ott c/o" over the host's name; a heading's slogan after a dash, "PURECON - Pure Kompetenz.": the designation (91)
    if (held := _QUALIFIED.match(text)) and person_name(held[1]) == held[1]:
        text = held[1]  # "Jan Ott (M.Sc. …, Heilpraktiker für Psychotherapie, … (LSB) in Ausbildung)": the person (939)
    text = re.sub(r"\s+(?:eingetragener|gemeinn(?:ü|ue)tziger)\s+Verein\s+seit\s+[\d.]+$", "", text)  # (a status clause, 287)
    if _TEMPLATE_EXPRESSION.fullmatch(text.strip()) or not re.search(r"[^\W\d_]{2}", text) or _NO_NAME.search(text):
        return None  # (nor a section's number alone, "01.")
    named = names_person(text)  # ("Fotografie Eva Ott": a designation with its person, no credit heading)
    if row.header and (classify_head(text) is not None or LEGAL_PHRASE.search(text)) and not named:
        return None
    words = text.split()
    if IMPRINT_WORD.search(text) or (classify_head(text) == "exclude" and (row.header or " " not in text) and not named and not re.fullmatch(r"[A-ZÄÖÜ0-9]{2,6}-[A-ZÄÖÜ][a-zäöüß]+", text)) or (
            GENERIC_LINE.fullmatch(text)) or namelines.generic_words(text) or CREDIT_LINE.match(text):
        return None  # "Datenschutz", "Startseite Leistungen Kontakt": section or menu words, not a name (nor "Realisiert von X")
    if lead := namelines.lead_person(text):
        return lead
    if (is_street_line(text) and not namelines.year_named(text)) or trades_line(text) or _COURT_LINE.match(text) or namelines.FORM_WORDING.fullmatch(text) or (
            len(words) > 2 and profession_word(words[0]) and words[1] in ("für", "for") and not jobs_lead(text, given_name)):
        return None  # (a profession alone, "WAHLARZT", or with its field, "Facharzt für Innere Medizin", or a court names nobody)
    trade = [w for w in re.split(r"[\s,&+/]+", text) if w not in ("und", "")]
    if any(map(profession_word, trade)) and all(profession_word(w) or business_noun(w) or w in ("Meister", "Meisterin")
                                                or PROFESSION_ADJECTIVE.fullmatch(w) for w in trade):
        return None  # "Installateur & Heizungsbau Meister": the provider's trades, no name
    # (or "Name info@…", "Name info #at# …", "Name E-Mail: …", a mail link's text: "Name E-Mail schreiben info@…")
    parts = [p for p in re.split(r"\s+[/|]\s+|\s+(?=[\w.+-]+@[\w.-]+\.[a-z]{2,}$)|\s+(?=E-?Mail(?:\s*:|\s+[a-zäöü]))", deobfuscate(text)) if p]
    own_parts = [p for p in parts if "@" not in p and not re.match(r"(?:https?://|www\.)", p, re.I)
                 and not (p is not parts[0] and _TRANSLATED_TITLE.match(p))]
    if 1 <= len(own_parts) < len(parts):
        text = own_parts[0]  # "Name / www.example.de / info@example.de", "Rechtsanwalt X / Attorney-at-Law"
    if LEGAL_PHRASE.search(text) or text.endswith(":") or len(text) > 80 or re.search(r"§\s*\d", text):
        return None  # (a law's section names no one: "Kleinunternehmer i.S.d. § 19 UStG")
    segs = label_segments(text)
    if segs and segs[0].start > 0:
        head = text[: segs[0].start].strip(" ,;–—-|·")
        # "Hinweis für die Salon-Inhaberin: …" is a sentence before a role word, not a name (nor an article: "den Geschäftsführer: …")
        return head if head and not re.search(r"\d|@|:", head) and not _SENTENCE.search(head) and not re.fullmatch(
            r"(?:de[rnms]|die|das|the|by|durch)", head, re.IGNORECASE) else None
    if segs or ":" in re.sub(r"\((?:Inh\.|Inhaber(?:in)?)\s*:", "(", text) or "@" in text or find_address([text]):  # (not the owner's label in a parenthesis, "X (Inhaberin: Eva Roth)")
        return None
    # (a club's founding year is part of its name: "SpVgg Hallstadt von 1924", convention 742; so is a unit's code, 83)
    if re.search(r"\d{3}", namelines.digits_outside_name(text)) or re.match(r"^(?:Tel(?:efon|efax)?|Fax|E-?Mail|Web(?:site|seite)?|www\.)(?![a-zäöüß])", text, re.I):
        return None
    if re.search(r"\b(?:ist|sind|wird|werden|haben|hat|unser\w*|wir|ich|mich|mir|this|is|are)\b|^Ich\s", text.lower() if text.isupper() else text) or _SENTENCE.search(text) or (
            len(words) >= 4 and re.search(r"[a-zß-ÿ]{3}\.$", text)) or (
            len(words) >= 2 and re.fullmatch(r"[a-zß-ÿ]{4,}\.", words[-1])) or (
            re.search(r"[a-zß-ÿ]{4,}\.\s+[A-ZÄÖÜ]\S*(?:\s+\S+)*?\s+[a-zß-ÿ]{3,}\b", strip_titles(text))):  # (a degree's dot is none: "Dipl.-Psych.")
        # a sentence or a greeting, not a name (a sentence in any language ends in a full stop, and so
        # does its last line on its own: "Authentizität bestätigen."; one ends and the next goes on
        # in the line: "… Kelkheim. Zur Verbindungssuche siehe")
        return None
    if re.search(r"(?:…|\.\.\.)$", text):
        return None  # a sentence that goes on below ("Some legally required German text below …")
    if "(" in text and (people := names_with_roles(text)) and all(
            paren not in (None, "owner", "skip", "default") and not company for _n, paren, company in people):
        return None  # a board member with his office ("Andreas Roth (1. Vorsitzender)"): a representative's line
    if re.fullmatch(r"\d{1,2}\.\s+[A-ZÄÖÜ][a-zäöüß]+", text):
        return None  # a numbered section heading ("1. Geltungsbereich"), not a club ("1. FC Dorf")
    if re.match(r"\{\{\s*[A-Za-z_][\w.]*\s*\}\}", text):
        return text  # a template variable stands where the name belongs ("{{LEGAL_NAME}}"): a template
    brand_of = re.match(r"^([a-zäöü][\w&+.-]*(?:\s+[a-zäöü][\w&+.-]*){0,2}),\s+(.+)$", text)  # "espresso stazione, Jan Ott"
    if not (text[0].isupper() or text[0].isdigit() or text[0] in QUOTES or CAMEL_BRAND.match(text) or find_form(text)
            or re.match(r"[a-zäöü]{2,}\d{1,2}\s+[A-ZÄÖÜ]|(?:de|van|von|vom|zu|ten|ter|di|da|del|le|la)(?:\s(?:der|den|de|la))?\s[A-ZÄÖÜ][a-zäöüß]", text)
            # (a brand with its number, "technikum29 Computermuseum"; a surname's particle, "de Vries GaLa-Bau", 2090)
            or firm_label or namelines.lower_club(text) or (brand_of and person_name(brand_of.group(2)) == brand_of.group(2)) or (row.header and len(words) <= 3 and text[0].isalpha())
            or under_owner or (over_person and len(words) <= 3 and len(text) <= 30 and _LOWER_BRAND.fullmatch(text) and not _FUNCTION_WORD.search(text))):  # ("kleinwerk" / "Mara Ott", 2082, 689)
        return None  # a line of running text, not a name (after "Fa." or right below "Medieninhaber" a brand in lower case is one, 899)
    head, _, rest = text.partition(", ")  # (a designation of two persons, "Praxis Anna Roth, Jan Ott", as printed, like "Anna Roth, Jan Ott")
    listed = bool(rest) and (person_name(rest) == rest or persons_line(rest)) and len(head.split()) > 2 and (
        given_name(head.split()[-2]) and given_name(rest.split()[0]) or head.split()[-1] == rest.split()[-1])  # (or one surname)
    return text if surname_first(text) or listed or (rest and strip_titles(text) == head.strip() != person_name(head)) else re.split(r"\s*[,;]\s*", text)[0].strip() or None  # (as printed: "Roth, Anna", 31; "Kanzlei Jan Ott, LL.M.", 2175)


def sole_name(rows: list[Row]) -> str | None:
    """The provider line of an imprint without a company: a name label or provider sentence
    wherever it stands, else the first name line of the paragraph that holds the provider's
    street (a name line right above the address), else the first name line at all."""
    found = find_address([r.text for r in rows])
    if labelled := _labelled_name(rows[: found[1] + 1] if found else rows):
        return _designation_beside(rows, labelled) or labelled
    for a, b, c in zip(rows, rows[1:], rows[2:], strict=False):  # "Angaben gemäß § 5 TMG" / "Spieletreff X" / "Kontakt"
        if a.header and PROVIDER_STATEMENT.match(a.text) and (c.header and not b.header and b.block != c.block or b.header and (namelines.office_label(c.text) or namelines.OFFICE_COMPOUND.fullmatch(c.text))) and (
                named := _candidate(b)):
            return named  # (the name alone under the statement, the address under a heading of its own; or an office's label, 932)
    if found is not None:
        # the row of the street, not of the postal code (a building's name may stand between)
        street = next((k for k in range(found[1], max(-1, found[1] - 3), -1) if found[0]["street"] in rows[k].text),
                      found[1])
        lead = namelines.lead_person(rows[street].text)
        if lead:
            return lead  # "Anna Roth, Hauptstr. 1, 8001 Zürich": the entry names itself
        co = next((k for k in range(max(1, street - 3), street) if _CO_LINE.match(rows[k].text)), None)  # ("Kulti 22" /
        if co and not rows[co - 1].header and re.fullmatch(r"[A-ZÄÖÜ][\w-]+ \d{1,3}", rows[co - 1].text.strip()):
            return rows[co - 1].text.strip()  # "c/o Jungwacht Schweiz" / street: a street-shaped name over a "c/o" line)
        above = [r for r in rows[max(0, street - 8) : street] if r.block == rows[street].block]
        first = rows.index(above[0]) if above else street
        if above and all(namelines.BUILDING_LINE.fullmatch(r.text) for r in above) and first and not rows[first - 1].header:
            # "Freiwillige Feuerwehr Dorf" / "Feuerwehrhaus Dorf", street: the building is the address's, the name is the paragraph's above
            above = [r for r in rows[max(0, first - 6) : first] if r.block == rows[first - 1].block]
            first = rows.index(above[0])
        if first and rows[first - 1].header:
            above.insert(0, rows[first - 1])  # the paragraph's heading ("Praxis am Ring" over its address)
            if first > 1 and rows[first - 2].header and persons_line(rows[first - 1].text) and (head := _candidate(rows[first - 2])):
                return head  # "Praxisgemeinschaft X" over the heading "Dr. A und Dr. B": the practice, not its doctors (319)
        if not above:
            # One line per paragraph: the run of name lines right above the street, up to a
            # heading or a line that is no name (a slogan, a label, a sentence).
            k = end = street
            # A bracketed placeholder ("[INHABER:IN VOR- UND NACHNAME]") stands where a name line would;
            # the lines between a "c/o" line and the street are the host's, the provider is above it; under "Vertreten durch:", a representative; a degree's line below the person ("Dr. rer. soc. oec." / "Psychologe FSP") is hers: the run goes on.
            while k > 0 and street - k < 6 and not rows[k - 1].header and not rows[k - 1].link and (
                    _candidate(rows[k - 1], over_person=namelines.own_person_line(rows[k].text)) or namelines.own_person_line(rows[k - 1].text) or FIELD.fullmatch(rows[k - 1].text) or _CO_LINE.match(rows[k - 1].text) or not strip_titles(rows[k - 1].text) or namelines.FORM_WORDING.fullmatch(rows[k - 1].text)):
                k -= 1
                end = k if _CO_LINE.match(rows[k].text) else end
            above = [] if k and REPRESENTED.search(rows[k - 1].text) else rows[k - 1 if k and rows[k - 1].header else k : end]
        if above and first and (over := _designation_paragraph(rows, first, above)):
            return over
        if above and ACADEMIC.search(above[0].text) and first and not rows[first - 1].header:
            # "Dr. Anna Roth" / "Karlsruhe Institute of Technology" / street: an academic's own page with the institute's address
            person = _candidate(rows[first - 1])
            if person and person_name(person):
                return person
        for k, row in enumerate(above):
            if row.header and (row.block == rows[street].block or len(above) == 1 and row is rows[first - 1] or k == 0 and len(above) == 2 and above[1].block != rows[street].block and person_name(above[1].text) == above[1].text
                                                                                                        and rows.index(row) > 0 and PROVIDER_STATEMENT.match(rows[rows.index(row) - 1].text)) and all(
                    r.block != row.block for r in above[:k]) and trade_name_head(row.text, True):  # (or right over the person's own paragraph, "Ott Design" / "Jan Ott" / street: 91)
                return row.text  # a bold trading name opening the address's paragraph ("Bergwerk Design"), or right over one that opens on its street (a credit word's heading elsewhere)
            name = _candidate(row, k > 0 and above[k - 1].header and bool(OWNER_HEAD.search(above[k - 1].text)), k + 1 < len(above)
                              and namelines.own_person_line(above[k + 1].text))
            if name and k and namelines.office_label(above[k - 1].text) and person_name(name):
                continue  # "Vertretungsbefugte Person (Obfrau):" / "Dr. Eva Roth" / street: the officer, no provider
            if name and (i := rows.index(row)) > 1 and _designation_head(rows[i - 2]) and OWNER_LABEL.fullmatch(rows[i - 1].text.rstrip(" :")):
                return rows[i - 2].text  # "Pixelhafen Webdesign" / "Inhaber:" / "Jan Ott": the designation heading (185)
            # (a first name and a surname on lines of their own, as old table layouts print them)
            joined = (f"{name} {above[k + 1].text}" if name and " " not in name and k + 1 < len(above)
                      and " " not in above[k + 1].text.strip() else "")
            if name:
                return joined if joined and person_name(joined) == joined else name
        officer = next((o for r in above or rows[max(0, street - 1) : street] if (o := namelines.lead_officer(r.text))), None)
        if officer and not any(_candidate(r) for r in rows[:street]):
            # "Geschäftsführerin: Eva Roth" / street, no name line before: the provider (206), also each in a paragraph of its own ("Inhaber: Jan Ott" / "Adresse: …"); a credit-word heading over her line is her designation (91)
            return next((a.text for a, b in pairwise(rows[:street]) if a.header and officer in b.text and trade_name_head(a.text, True)), officer)
    if labelled := _labelled_name(rows) or under_provider_head(rows, _candidate):
        return labelled  # (a name label anywhere, or the name line right below a provider's heading)
    for i, row in enumerate(rows):
        # (a heading's variable, "{t.impressum.title}", is a translated heading: the search goes on)
        if _TEMPLATE_EXPRESSION.fullmatch(row.text.strip()) and not row.header:
            return None  # the first name-like row is a template's variable ("{contact.company}"): no name
        # (a linked name alone below a heading is the provider's: no menu item)
        lone = 0 < i < len(rows) - 1 and rows[i - 1].header and not rows[i + 1].link and not rows[i + 1].header
        name = None if row.link and not lone else _candidate(row)
        if name:
            return name
    # "Inhaber: Anna Roth", "Anna Roth (Inhaberin)", no name line: the owner names the provider (conventions 2, 6; not "X — Inhaber:in …")
    owners = [people[0][0] for r in rows if (people := names_with_roles(r.text)) and len(people) == 1 and people[0][1] == "owner" and (
        (labels := label_segments(r.text)) and labels[0].start == 0 or not labels and re.fullmatch(r"[^()]+\([^()]+\)", r.text.strip()))]
    at = next((k for k, r in enumerate(rows) if len(owners) == 1 and owners[0] in r.text), 0)  # (a designation heading right above her: its name, 185)
    return (rows[at - 1].text if at and _designation_head(rows[at - 1]) else owners[0]) if len(owners) == 1 else None


def _designation_head(row: Row) -> bool:
    """A trading designation over its owner: a heading, also with a credit word ("Pixelhafen Webdesign", 185), or a line on a trade word."""
    return (row.header or any(map(business_noun, row.text.split()))) and (
        (row.header and trade_name_head(row.text, True)) or (_candidate(row) == row.text and person_name(row.text) is None))


def _designation_paragraph(rows: list[Row], first: int, above: list[Row]) -> str | None:
    """A designation in a paragraph of its own right above the paragraph that opens with a person
    and holds the street ("Abenteuer Irland" / "Anna Roth, Hauptstr. 1, Ort"): the provider's name."""
    row = rows[first - 1]
    if row.header or row.link or row.block == above[0].block or (first > 1 and rows[first - 2].block == row.block):
        return None
    name = _candidate(row)
    return name if name == row.text and owner_under(rows, name) else None


def owner_under(rows: list[Row], name: str) -> str | None:
    """The person whose paragraph follows a designation's own one-line paragraph (a trading
    designation over its owner, convention 17): a name of one to five capitalised words, no digits,
    no given name first, over a line that is a person with a common given name. Or the person
    right above the designation's label ("Anna Roth" / "Geschäftsbezeichnung: Tischlerei Roth")."""
    for k, row in enumerate(rows):
        if (trading := _trading_as(row.text)) and trading[1] == name:
            person = trading[0] or (re.sub(r"^[^:]{2,30}:\s*", "", rows[k - 1].text) if k else "")
            return lone_person(person) if person else None  # (titles around the name allowed: "Dr. Anna Roth")
    for above, row in pairwise(rows):
        if (label := _DESIGNATION_LABEL.match(row.text)) and label.group(1).strip() == name:
            person = re.sub(r"^[^:]{2,30}:\s*", "", above.text)  # (also "Name: Anna Roth")
            return lone_person(person)
    if (named := next((label_value(m[1]) for r in rows if (m := NAME_LABEL.match(r.text))), None)) and named != name and _designation_beside(rows, named) == name:
        return named  # "Name: Tom Roth" / "Firma: Roth Haustechnik": the designation beside the person the label names, she its owner (6, 91)
    if any((m := _ADDRESS_NAME.match(r.text)) and m.group(1) == name for r in rows):  # (the person a provider label names, 286)
        labelled = next((strip_titles(m.group(1)).split(",")[0].strip() for r in rows if (m := NAME_LABEL.match(r.text))), "")
        return labelled if labelled and person_name(labelled) == labelled else None
    words = name.split()
    if (not 1 <= len(words) <= 5 or given_name(words[0]) or re.search(r"[\d@:/]", name) or classify_head(name) is not None
            or not all(w[0].isupper() or CAMEL_BRAND.match(w) or w in ("&", "+", "-", "–", "und", "für") for w in words)):
        return None  # (a brand in camel case counts as capitalised: "edeCON – Ertan Ott Consulting", 2252)
    for row, below in pairwise(rows):
        if row.text == name and not below.header and (below.block != row.block or row.header):
            person = _candidate(below)
            return person if person and person_name(person) == person and given_name(person.split()[0]) else None
    return None


# A trading designation's label ("Geschäftsbezeichnung: Tischlerei Roth", "Betrieb: Mary and the Dogs").
_DESIGNATION_LABEL = re.compile(rf"^(?:{DESIGNATION_WORDS}|Betrieb|Marke)\s*:\s*([^\d@:]{{3,60}})$", re.IGNORECASE)


# A person trading under a designation (convention 53): "Anna Roth, handelnd unter „Roth Design“", a line
# "tätig unter der Bezeichnung „Roth Design“" or "Inhaberin von Roth Design" below her name, "Anna Roth,
# Einzelunternehmen Roth Design".
_TRADING_AS = re.compile(
    rf"^(?:(?P<person>[^,:;{QUOTES}\d@–—]{{3,60}}?)(?:,|\s+[–—-])?\s+)?(?P<verb>(?:handelnd|t(?:ä|ae)tig|firmierend|auftretend)\s+unter"
    r"(?:\s+(?:dem|der)\s+(?:Namen|Bezeichnung|Gesch(?:ä|ae)ftsbezeichnung|Firma|Marke))?|Einzelunternehmen|trading\s+as|doing\s+business\s+as"
    r"|Inhaber(?:in)?\s+(?:von|der\s+Firma|des\s+(?:Unternehmens|Betriebs|Gesch(?:ä|ae)fts)"
    r"|der(?=\s+[A-ZÄÖÜ])(?!\s+(?:Website|Webseite|Homepage|Internetseiten?|Seiten?|Domain)\b)))"
    rf"\s*:?\s+[{QUOTES}]?(?P<name>[^{QUOTES}\d@:]{{2,60}}?)[{QUOTES}]?\s*\.?$", re.IGNORECASE)


def _trading_as(text: str) -> tuple[str | None, str] | None:
    """(the person or None, the designation) of a line that names a trading designation; the bare
    "Einzelunternehmen X" only after a person (alone it is the name as printed)."""
    found = _TRADING_AS.match(text)
    if not found or (found.group("verb").lower() == "einzelunternehmen" and not found.group("person")):
        return labelvalue.designation_after_person(text)  # (or the designation's label in a parenthesis after her name)
    person = found.group("person")
    if person and person_name(person) != strip_titles(person).strip():
        return None
    return (person_name(person) if person else None), found.group("name").strip()


def _labelled_name(rows: list[Row]) -> str | None:
    """A name given by a label ("Firma: …") or a provider sentence in the rows; a designation's label before a
    person's ("Name: Anna Roth" / "Betrieb: Mary and the Dogs"), or the designation a person trades under."""
    if designation := next((m.group(1).strip() for r in rows if (m := _DESIGNATION_LABEL.match(r.text))
                            and not key_from_label(m.group(1))), None):  # (not "Betrieb: Einzelunternehmen")
        return designation
    if on_address := next((m.group(1) for r, below in pairwise(rows) if (m := _ADDRESS_NAME.match(r.text)) and below.block == r.block
                           and is_street_line(below.text) and not names_person(m.group(1))), None):
        return on_address  # "Adresse: Café Roth, Hauptstr. 1, …": the designation on the address line (conventions 100, 286)
    if trading := next((t[1] for r in rows if (t := _trading_as(r.text))), None):
        return trading
    for row in rows:
        if label := NAME_LABEL.match(row.text):  # (the designation a person trades under: "Betreiber: Eva Roth, Inhaberin von Roth Design")
            return trading[1] if (trading := _trading_as(label[1])) else label_value(label[1])
        if (of := _IMPRINT_OF.match(row.text)) and (person_name(of.group(1)) == of.group(1).strip(" .") or (
                not row.header and re.match(r"\w+\s*:", row.text) and _candidate(Row(of[1], False, row.block)) == of[1] and not LEGAL_PHRASE.search(of[1]) and not PROVIDER_STATEMENT.match(of[1]))):
            return of.group(1).strip(" .")  # "Impressum: Anna Roth", "Impressum von Anna Roth": the heading names her (a footer's "Impressum: X", its firm)
        if stated := stated_name(row.text):
            return stated
    return None


def _designation_beside(rows: list[Row], person: str) -> str | None:
    """The designation beside the person a provider label names: a firm's label on the row below ("Name: Tom Roth" / "Firma: Roth
    Haustechnik") or, on a business's page, the name line right above in her paragraph ("Roth Haustechnik" / "Betreiber: Tom Roth")."""
    at = next((k for k, r in enumerate(rows) if (m := NAME_LABEL.match(r.text)) and label_value(m[1]) == person), None)
    if at is None or person_name(person) != person:
        return None
    if at + 1 < len(rows) and (m := NAME_LABEL.match(rows[at + 1].text)) and person_name(value := label_value(m[1])) is None and not names_person(value):
        return value
    above = rows[at - 1] if at else None
    if (above and above.block == rows[at].block and (name := _candidate(above)) == above.text and person_name(name) is None
            and not PROVIDER_STATEMENT.match(name) and not LEGAL_PHRASE.search(name) and (
                any(BUSINESS.search(r.text) for r in rows) or any(business_noun(w) for w in name.split()))):  # (also a bold line opening her paragraph; or one built on a trade word, "Ott Fotografie")
        return name
    return None


_ADDRESS_NAME = re.compile(r"^(?:Adresse|Anschrift|Postanschrift|Address)\s*:\s*([A-ZÄÖÜ][^\d@:/,]{2,60})$", re.IGNORECASE)
_IMPRINT_OF = re.compile(r"^(?:Impressum|Imprint)(?:\s+(?:von|of)\s+|\s*[:–—-]\s*)(.+)$", re.IGNORECASE)


# A label line that names who is responsible for the site, its value on the next line.
_STATING_LABEL = re.compile(
    r"^(?:Verantwortlich\w*(?:\s+f(?:ü|ue)r\s+(?:den\s+)?Inhalt\w*)?|Responsible\s+for\s+(?:the\s+)?content|"
    r"(?:Website\s+)?Owner|Betrieben\s+(?:von|durch)|Operated\s+by)\s*:?$", re.IGNORECASE)


def provider_stated(rows: list[Row], name: str) -> bool:
    """True when the page says that ``name`` runs it: a provider label or sentence on its line
    ("Betreiber: …", "Diese Seite ist ein privates Projekt von …") or a provider label right
    above it ("Responsible for Content:" / "R. Gächter"). Such a name is the provider even when
    the page prints nothing else of it; so is a person right below the imprint's heading (convention 32) or right below the
    statement as a plain line of its own ("Angaben gemäß § 5 TMG" / "Anna Roth", no colon, no heading tag)."""
    if person_name(name) == name and any((a.header and IMPRINT_WORD.search(a.text) or PROVIDER_STATEMENT.match(a.text) and (a.header or len(a.text) <= 60))
                                         and b.text == name for a, b in pairwise(rows)):
        return True
    low = name.lower()
    for k, row in enumerate(rows):
        if _labelled_name([row]) and low in row.text.lower():
            return True
        below = rows[k + 1].text if k + 1 < len(rows) else ""
        # (or the disclosure a law asks of the provider: "Offenlegung nach § 25 Mediengesetz:")
        if low in below.lower() and row.text.endswith(":") and (
                _STATING_LABEL.match(row.text) or PROVIDER_STATEMENT.match(row.text) or NAME_LABEL.match(f"{row.text} {below}")):
            return True
    return False
