"""Legal forms of DE, AT and CH companies: recognising them in names and mapping to codes.

Contract: :func:`find_company_name` returns the company name in a text line (everything up to
and including the legal-form suffix, or a short line that starts with a form word such as
"Stiftung"), :func:`legal_form_code` maps a name to the CONTRACT section 7 code for a country
(``None`` when the form has no code there, e.g. a German KGaA or an Austrian Privatstiftung).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from .contact import deobfuscate
from .words import LAW_RESPONSIBLE, SITE_RESPONSIBLE

if TYPE_CHECKING:
    from .text import Line

# The words of a sole proprietorship, German, French and Italian (a pattern; ``extract`` reads a
# row of them alone, or with the owner's name).
SOLE_FORM = r"Einzel(?:unternehmen|firma)|(?:[Ee]ntreprise|[Rr]aison)\s+individuelle|(?:[Dd]itta|[Ii]mpresa)\s+individuale"
# The written-out Swiss French and Italian names of the GmbH (Sàrl, Sagl) and the AG (SA), as a firm's appositive prints
# them ("Lumen, société à responsabilité limitée (Sàrl)", convention 307; a société anonyme is an AG, 450).
_FRENCH_ITALIAN_GMBH = (r"\b[Ss]oci(?:é|e)t(?:é|e)\s+(?:à|a)\s+responsabilit(?:é|e)\s+limit(?:é|e)e\b"
                        r"|\b[Ss]ociet(?:à|a)\s+a\s+(?:garanzia|responsabilit(?:à|a))\s+limitata\b")
_FRENCH_ITALIAN_AG = r"\b[Ss]oci(?:é|e)t(?:é|e)\s+anonyme\b|\b[Ss]ociet(?:à|a)\s+anonima\b"
# (key, pattern). Order matters: longer forms first, so "GmbH & Co. KG" wins over "GmbH". A new form must start with a
# letter of ``SUFFIX_RE``'s first-letter filter (and join the forms its test in test_imprint_round28_rules lists).
_SUFFIX_FORMS: list[tuple[str, str]] = [
    ("kgaa", r"(?:GmbH|AG|SE)\s*(?:&|und|\+)\s*Co\.?\s*KGaA|KGaA"),
    # (also "GmbH u. Co. KG", 406; in capitals, "GMBH & CO. KG"; a general partner "…gesellschaft mbH" or written out; "& Cie.";
    # the KG written out, "GmbH & Co. Kommanditgesellschaft")
    ("gmbh_co_kg", r"(?:g?GmbH|GMBH|Gmbh|\bG\.\s?m\.\s?b\.\s?H\.?|Ges\.?\s?m\.?\s?b\.?\s?H\.?|GesmbH|\bmbH|Gesellschaft\s+mit\s+beschr(?:ä|ae)nkter\s+Haftung)"
     r"\s*(?:&|und|u\.|\+)\s*(?:Co|CO|Cie)\.?\s*(?:KG\b|Kommanditgesellschaft\b)"),
    ("x_co_kg", r"(?:UG\s*\([Hh]aftungsbeschr(?:ä|ae)nkt\)|AG|SE|Stiftung)\s*(?:&|und|\+)\s*Co\.?\s*KG\b"),
    ("x_co_ohg", r"(?:GmbH|AG|SE)\s*(?:&|und|\+)\s*Co\.?\s*OHG\b"),
    ("ug", r"g?U[Gg]\s*\(\s*(?:[Hh]aftungsbeschr(?:ä|ae)nkt|HAFTUNGSBESCHR(?:Ä|AE)NKT|limited\s+liability)\s*\)|\bg?UG\b(?!\s*&)|Unternehmergesellschaft\s*\(\s*[Hh]aftungsbeschr(?:ä|ae)nkt\s*\)|(?<=\bu)GmbH\b"),  # (also "(Haftungsbeschränkt)"; the "uGmbH")
    (
        "gmbh",
        r"g?GmbH\b|GMBH\b|Gmbh\b|\bG\.\s?m\.\s?b\.\s?H\b\.?|Ges\.\s?m\.\s?b\.\s?H\.?|GES\.\s?M\.\s?B\.\s?H\b\.?|GesmbH\b|GesembH\b|[Gg]esellschaft\s+m\.\s?b\.\s?H\.?"  # ("Handelsgesellschaft m.b.H.")
        r"|Gesellschaft\s+mit\s+beschr(?:ä|ae)nkter\s+Haftung|\bmbH\b|S\.\s?à\s?r\.?\s?l\.?|S\s?à\s?r\.\s?l\.?|\bSàrl\b|\bSARL\b|\bSarl\b|\bSagl\b|\bSAGL\b"
        r"|(?<=[a-zäöüß])ges\.?\s?m\.?\s?b\.?\s?H\b\.?"  # (glued to the firm's last word, as Austrian firms print it: "Met-Bräu VertriebsgesmbH")
        rf"|{_FRENCH_ITALIAN_GMBH}",
    ),
    ("flexco", r"\bFlexCo\b|\bFlexKapG\b|Flexible\s+Kapitalgesellschaft"),
    ("partg", r"\bPartG(?:\s*mbB)?\b|\bPartGmbB\b|Partnerschaftsgesellschaft(?:\s+mbB)?|\bPartner(?:schaft)?\s+mbB\b"),
    # (not a working group of a school or university: "Theater AG der TU Harburg", "Schach AG des Gymnasiums")
    ("ag", r"\bAG\b(?!\s+(?:der|des|am|an\s+der|im)\s)|\bAktiengesellschaft\b|\bS\.?A\.?(?=$|[\s,)])" rf"|{_FRENCH_ITALIAN_AG}"),
    ("se", r"\bSE\b"),
    ("ohg", r"\bOHG\b|\boHG\b|[Oo]ffene\s+Handelsgesellschaft"),
    ("og", r"\bOG\b|\bOffene\s+Gesellschaft\b"),
    ("kg", r"\bKG\b|\bKommanditgesellschaft\b"),
    ("ek", r"\b[eE]\.\s?K(?:fm|fr)?\.|\beingetragene[r]?\s+Kauf(?:mann|frau)\b"),
    ("eu", r"\b[eE]\.\s?U\.|\be\.\s?U(?=$|[\s,;)])|\beingetragenes\s+Unternehmen\b"),  # (also "e.U" without its final stop)
    ("gbr", r"\b(?:e?GbR|E?GBR)\b|Gesellschaft\s+b(?:ü|ue)rgerlichen\s+Rechts"),
    ("eg", r"\beG\b|\be\.\s?G\.|\beingetragene\s+Genossenschaft\b"),
    # (also "e.V" without its final stop; not "n.e.V.", a club not in the register)
    # (not a club "in Gründung", not yet registered: "e.V. i.G.", convention 348)
    ("ev", r"(?<!n\.)(?<!n\.\s)(?:\b[eE]\.\s?V\.(?!\s?i\.\s?G\.|\s+in\s+Gr(?:ü|ue)ndung)|\be\.\s?V(?=$|[\s,;)]))|(?<!nicht\s)\beingetragener\s+Verein\b"
            r"|(?<=[A-Za-zäöüß]\s)eV(?=$|[,;)])"),  # (also without its dots at the name's end: "Sportfreunde Ulm eV")
    ("foreign", r"\bLtd\.?|\bLimited\b|\bInc\.|\bLLC\b|\bS\.r\.l\.|\bB\.V\.|\bN\.V\.|\bS\.A\.S\.|\bS\.p\.A\.|\bPLC\b|\bApS\b|\bKft\."
     r"|\bd\.\s?o\.\s?o\.|\bs\.\s?r\.\s?o\.|\bsp\.\s?z\s?o\.\s?o\."),  # (also Croatian, Czech, Polish, Hungarian firms)
    ("genossenschaft", r"\bGenossenschaft\b|\b[Ss]oci(?:é|e)t(?:é|e)\s+coop(?:é|e)rative\b|\b[Ss]ociet(?:à|a)\s+cooperativa\b"),  # (French, Italian)
    ("kollektiv", r"\bKollektivgesellschaft\b|\bK[lL]G\b|\bSNC\b|\b[Ss]oci(?:é|e)t(?:é|e)\s+en\s+nom\s+collectif\b|\b[Ss]ociet(?:à|a)\s+in\s+nome\s+collettivo\b"),  # ("X KlG"; French, Italian: "X SNC")
    ("einzel", rf"\b(?:{SOLE_FORM})\b"),
]
# Forms that usually come first in the name ("Stiftung Musterhaus", "Verein Freunde der ...").
_PREFIX_FORMS: list[tuple[str, str]] = [
    ("stiftung", r"(?:[A-ZÄÖÜ][a-zäöü]+)?[Ss]tiftung|Fondation|Fondazione"),
    ("verein", r"Verein"),
    ("genossenschaft", r"(?:[A-ZÄÖÜ][a-zäöü]+)?[Gg]enossenschaft|Coop(?:é|e)rative|Cooperativa|Soci(?:é|e)t(?:é|e)\s+coop(?:é|e)rative|Societ(?:à|a)\s+cooperativa"),
]

SUFFIX_PLAIN = "|".join(f"(?P<{key}_{i}>{pat})" for i, (key, pat) in enumerate(_SUFFIX_FORMS))
# (a first-letter filter: every form above starts with one of these capitals or, at a word's start, one of these
# small letters; the engine tries the ~50 alternatives only there, seven times faster on a privacy page's prose)
SUFFIX_RE = re.compile(r"(?=[ABDEFGIKLNOPRSU]|\b[degmos]|(?<=[a-zäöüß])ges)(?:" + SUFFIX_PLAIN + ")")
PREFIX_RE = re.compile(
    r"^(?:(?:Die|Der|Das)\s+)?(?:" + "|".join(f"(?P<{k}_{i}>{p})" for i, (k, p) in enumerate(_PREFIX_FORMS)) + r")\s+[A-ZÄÖÜ]"
)
_ABOUT_THE_CLUB = re.compile(r"(?:Angaben|Informationen|Infos?|Daten|Kontakt(?:daten)?)\s+(?:zu[mr]|(?:ü|ue)ber\s+(?:den|die))\s+(?:Verein|Stiftung)")
_TRAILING_STIFTUNG = re.compile(r"[A-Za-zäöüß]+(?:stiftung|verein)$|\b(?:Stiftung|Verein)$"
                                # (a Swiss club or foundation named in French or Italian: "Association La Cantine")
                                r"|^(?:Association|Associazione|Fondation|Fondazione)\s+"
                                # (not an English heading over the club's fields: "Association Details")
                                r"(?!(?:Details?|Information|Info|Data|Contact|Board|Members?|Address|Profile)\b)\S")

# Codes per country, CONTRACT section 7.
_CODES: dict[str, dict[str, str]] = {
    "DE": {
        "gmbh_co_kg": "GmbH & Co. KG", "x_co_kg": "KG", "x_co_ohg": "OHG", "ug": "UG",
        "gmbh": "GmbH", "ag": "AG", "se": "SE", "kg": "KG", "ohg": "OHG", "partg": "PartG",
        "ek": "e.K.", "gbr": "GbR", "eg": "eG", "ev": "e.V.", "einzel": "Einzelunternehmen",
        "genossenschaft": "eG",
    },
    "AT": {
        "gmbh_co_kg": "KG", "x_co_kg": "KG", "gmbh": "GmbH", "flexco": "FlexCo", "kg": "KG",
        "og": "OG", "ohg": "OG", "eu": "e.U.", "ag": "AG",
    },
    "CH": {
        "ag": "AG", "gmbh": "GmbH", "einzel": "Einzelunternehmen", "genossenschaft": "Genossenschaft",
        "eg": "Genossenschaft", "kollektiv": "Kollektivgesellschaft", "stiftung": "Stiftung",
        "verein": "Verein",
    },
}
# Forms that exist in one country only: a hint for the legal context.
FORM_COUNTRY_HINT: dict[str, str] = {
    "flexco": "AT", "og": "AT", "eu": "AT", "kollektiv": "CH", "ohg": "DE", "ug": "DE",
    "gbr": "DE", "ek": "DE", "ev": "DE", "partg": "DE", "gmbh_co_kg": "DE", "eg": "DE",
    "verein": "CH", "genossenschaft": "CH",
}
_ALIASES = {
    "GESMBH": "gmbh", "GMBH": "gmbh", "AG": "ag", "OG": "og", "KG": "kg", "E.U.": "eu",
    "EINZELUNTERNEHMEN": "einzel", "EINZELFIRMA": "einzel", "STIFTUNG": "stiftung",
    "VEREIN": "verein", "GENOSSENSCHAFT": "genossenschaft",
}


@dataclass(frozen=True, slots=True)
class FormMatch:
    """A legal form found in a text: its key and where it ends."""

    key: str
    start: int
    end: int


# A capitalised word after the letters that open a name: they begin it, they are no form after it.
_LEADING_WORD = re.compile(r"\s+[A-ZÄÖÜ][a-zäöüß]")


def _key(groupdict: dict[str, str | None]) -> str:
    for name, value in groupdict.items():
        if value is not None:
            return name.rsplit("_", 1)[0]
    return ""


def find_form(text: str) -> FormMatch | None:
    """The first legal-form suffix in ``text`` (``None`` if there is none)."""
    match = SUFFIX_RE.search(text)
    if match is None:
        return None
    return FormMatch(_key(match.groupdict()), match.start(), match.end())


def form_key(name: str) -> str | None:
    """The legal-form key of a company name (suffix forms first, then prefix forms)."""
    best: FormMatch | None = None
    for match in SUFFIX_RE.finditer(name):
        if match.start() == 0 and _LEADING_WORD.match(name, match.end()):
            continue  # a form's letters opening a trading name are its initials ("SE Planung & CAD")
        best = FormMatch(_key(match.groupdict()), match.start(), match.end())
    if best is not None and best.key not in ("genossenschaft",):
        return best.key
    prefix = PREFIX_RE.match(name)
    if prefix:
        return _key(prefix.groupdict())
    if best is not None:
        return best.key
    tail = _TRAILING_STIFTUNG.search(name)
    if tail:
        return "stiftung" if "stiftung" in tail.group(0).lower() else "verein"
    return None


def legal_form_code(key: str | None, country: str | None) -> str | None:
    """CONTRACT code of a form key in ``country`` (DE when unknown), or ``None``."""
    if key is None:
        return None
    return _CODES.get(country or "DE", {}).get(key)


def key_from_label(value: str) -> str | None:
    """Form key from a "Rechtsform: ..." value (e.g. "GesmbH", "Einzelunternehmen")."""
    cleaned = value.strip().strip(".").upper().replace(" ", "")
    if cleaned in _ALIASES:
        return _ALIASES[cleaned]
    found = find_form(value)
    if found:
        return found.key
    low = value.lower()
    for word, key in (("einzel", "einzel"), ("entreprise individuelle", "einzel"), ("raison individuelle", "einzel"), ("impresa individuale", "einzel"), ("ditta individuale", "einzel"), ("kollektiv", "kollektiv"), ("stiftung", "stiftung"),
                      ("verein", "verein"), ("genossenschaft", "genossenschaft"),
                      ("aktiengesellschaft", "ag"), ("kommandit", "kg"), ("partnerschaft", "partg")):
        if word in low:
            return key
    return None


_LEAD_WORDS = (
    r"(?:Firma|Firmenname|Firmenwortlaut|Firmierung|Firmenbezeichnung|Unternehmensbezeichnung|Unternehmensname|"
    r"Rechtstr(?:ä|ae)ger(?:in)?|Tr(?:ä|ae)ger(?:in|verein)?|Unternehmen|Name|Genossenschaft|Verein|Gesellschaft|Stiftung|"
    r"Veranstalter(?:in)?|Organisation|Company(?:\s+name)?|B(?:ü|ue)ro|Gesch(?:ä|ae)ftsstelle|"  # ("Büro: X e.V.", the club's office)
    r"Anbieter(?:in)?|Diensteanbieter(?:in)?|(?:(?:Webseiten|Webseite|Website|Internetseiten|Internet|Seiten|Homepage)-?)?[Bb]etreiber(?:in)?|Herausgeber(?:in)?|Medieninhaber(?:in)?|"
    r"Inhaber(?:in)?\s+und\s+Betreiber(?:in)?|Eigent(?:ü|ue)mer(?:in)?|Provider|Operator|Publisher|Owner|Verantwortlich(?:e\s+Stelle)?|"
    r"[Bb]etrieben\s+(?:durch|von)|Operated\s+by|"
    r"Angaben\s+gem(?:ä|ae)(?:ß|ss)\s+§\s*\d+\s*\w+|(?:Web)?site\s+(?:operator|owner)|Service\s+provider|Media\s+owner|Legal\s+entity|"
    r"Owner\s+of\s+the\s+media|"
    # (French: "Entreprise : X SA", "Raison sociale : X Sàrl", convention 450, "Éditeur : X Sàrl"; Italian: "Ragione sociale : X Sagl")
    r"Entreprise|Raison\s+sociale|D(?:é|e)nomination(?:\s+sociale)?|Ragione\s+sociale|Denominazione(?:\s+sociale)?|(?:É|E)diteur|Editore|"
    # (a page heading before the name: "Impressum – X GmbH", "Rechtliche Angaben – X GmbH")
    r"Impressum|Imprint|Rechtliche\s+(?:Angaben|Hinweise)|Legal\s+notice)"
)
# Provider labels before a name, also two joined ("Medieninhaber und Herausgeber:", "Media Owner & Publisher:").
_LEAD_LABEL = re.compile(rf"^(?:{_LEAD_WORDS}(?:\s*(?:&|/|\bund\b|\band\b)\s*(?:{_LEAD_WORDS}|Anschrift|Adresse|Address))?\s*[:\-–—|]\s*)+",
                         re.IGNORECASE)  # (also "Name und Anschrift: …")
# A page's own title before the firm it is of ("Impressum der Ott Bau GmbH", "Impressum und Anbieterkennzeichnung der …"): no part of the name.
_IMPRINT_OF = re.compile(r"^[\"„'`]?(?:Impressum|Imprint|Anbieterkennzeichnung)(?:\s+(?:und|&)\s+[\w-]+)?\s+(?:der|des|von|of(?:\s+the)?)\s+(?=\S)", re.IGNORECASE)
# A contact heading's word before the firm it gives the data of ("Kontaktdaten Ott Verein e.V.", "Anschrift der Ott GmbH"): no part
# of the name, and its block is the provider's when the firm is.
CONTACT_OF = re.compile(r"^(?:Kontakt(?:daten)?|Anschrift|Adresse|Postanschrift)\s+(?:(?:des|der|von)\s+)?(?=[A-ZÄÖÜ])")
_ARTICLE = re.compile(r"^(?:die|der|das|the)\s+", re.IGNORECASE)
# A club's board before the club ("Herausgeber: Vorstand der X e.V.", "Der Vorstand des X e.V."): the club is the party named.
_BOARD_OF = re.compile(r"^(?:Der\s+)?(?:(?:gesch(?:ä|ae)ftsf(?:ü|ue)hrende|vertretungsberechtigte)\s+)?(?:Vereins)?(?:Vorstand|Pr(?:ä|ae)sidium)\s+(?:der|des)\s+(?=[A-ZÄÖÜ])")
# A copyright line's year before the firm ("2026 Roth GmbH. Alle Rechte vorbehalten.", its sign dropped): no part of the name.
_COPYRIGHT_YEAR = re.compile(r"^(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?\s+(?=\S.*(?:Rechte\s+vorbehalten|rights\s+reserved))", re.IGNORECASE)
# The verb that closes a provider sentence ("Diese Website wird von der X GmbH betrieben").
PROVIDER_VERB = r"(?:betrieben|herausgegeben|angeboten|verantwortet|bereitgestellt)"
SITE_WORD = r"(?:Website|Webseite|Homepage|Internetseite|Internetpr(?:ä|ae)senz|Seite|Webauftritt)"
_SENTENCE_PROVIDER = re.compile(
    r"(?:(?:Anbieter|Betreiber|Herausgeber|Medieninhaber|operator|provider|publisher)\w*\b[^:]{0,60}?\b(?:ist|is|sind|are)"
    r"|(?:betrieben|bereitgestellt|herausgegeben|verantwortet|operated|provided|published|run)\s+(?:von|vom|by|durch)|\b(?:(?:é|e)dit|exploit|publi)(?:é|e)e?s?\s+par|\b(?:edit|gestit|pubblicat)[oa]\s+da"  # (French, Italian: "Ce site est édité par X Sàrl")
    # (the verb last: "Diese Website wird von der X GmbH, Straße, Ort betrieben")
    rf"|\b{SITE_WORD}\s+wird\s+vo[nm]"  # (also "vom", von dem: "… wird vom Förderverein X e.V. betrieben")
    r"(?![^.]*\b(?:gestaltet|erstellt|entwickelt|programmiert|betreut|gehostet|umgesetzt|realisiert)\b|[^.]*\baus\s+betrieben\b)"  # (not a credit, nor a place: "von Deutschland aus betrieben")
    rf"(?=\s(?:[^.]|\.(?!(?-i:\s+[A-ZÄÖÜ])|\s*$)){{2,160}}?(?:\s{PROVIDER_VERB}\b|$))"  # (its verb, or the rest cut at a comma; over a form's dots, "e.V.")
    r"|^Diese\s+(?:Seiten|Webseiten|Internetseiten)\s+wurden\s+erstellt\s+(?:von|vom)(?=\s)"  # (the party making the site, 388)
    # ("Rechtliche Angaben zur Adolf Roth-Stiftung"; not a generic word: "Rechtliche Angaben zum Anbieter.")
    r"|^Rechtliche\s+Angaben\s+zu[rm]\b(?!\s+(?:Anbieter|Betreiber|Diensteanbieter|Unternehmen|Verein|Impressum)\w*\W*$)"
    rf"|{SITE_RESPONSIBLE}"
    rf"|{LAW_RESPONSIBLE}"
    r"|\b(?:ist|is)\s+(?:ein|eine|an?)\s+(?:(?:privat|pers(?:ö|oe)nlich)e[sn]?\s+|private\s+|personal\s+)?(?:Angebot|Betrieb|Service|Dienst|Dienstleistung|Unternehmen|Projekt|Produkt|Website|Webseite|Marke|Veranstaltung|Initiative|offer|"
    r"service|brand|project|website)\s+(?:der|des|von|of)"
    # "X.de ist die offizielle Homepage des Y e.V.", "This is the official website of Y"; also a page's own opening "Dies ist
    # die Webseite des Y e.V." without the adjective
    r"|\b(?:ist|is)\s+(?:die|the)\s+(?:offizielle\s+|official\s+|(?<=^Dies\sist\sdie\s)|(?<=^This\sis\sthe\s))(?:Website|Webseite|Homepage|Internetseite|Internetpr(?:ä|ae)senz|site|home\s?page)\s+(?:der|des|von|of)"
    # "Dies ist die private Website von Jan Ott", "Private Homepage von Jan Ott"
    r"|(?:\b(?:ist|is)\s+(?:die|eine|meine|the|a|my)\s+|^)(?:private|pers(?:ö|oe)nliche|personal)\s+"
    r"(?:Website|Webseite|Homepage|Internetseite|Seite|site|page|blog)\s+(?:von|of))"
    r"\s+(?:(?:die|der|dem|das|the)\s+)?",
    re.IGNORECASE,
)
_NAME_BODY = re.compile(r"^(?:[\w\"„“”'’&.,+/()!\- –]|(?<=\w):(?=\w)|(?<=\w)@(?=[^\W\d_][\w-]*\s))+$")  # "alma:s": a colon inside a word; "Roth – Fotografie e.U."; "Hill@Rieth" (no mail's domain)


# A brand the page says is registered, the sentence ending there ("RümpelRoss ist eine eingetragene Marke.", convention 371).
_BRAND_STATED = re.compile(r"([A-ZÄÖÜ][\w&+-]*(?:\s[A-ZÄÖÜ][\w&+-]*){0,2})\s+ist\s+eine\s+(?:eingetragene|registrierte|gesch(?:ü|ue)tzte)\s+(?:Wort-?)?[Mm]arke\.?\s*$")


_NAMED_AS = re.compile(r"^Unter\s+dem\s+Namen\s+[«\"„“](?P<name>[^«»\"„“”]{2,80})[»\"“”]\s+besteh(?:t|en)\s")
# The same sentence the other way round, the name before "verantwortlich" ("Für den Inhalt dieser Website ist Jan Ott
# verantwortlich."; "… ist einzig der Verfasser (J. Ott, Aarau) verantwortlich", his town after the name: 403).
_RESPONSIBLE_AFTER = re.compile(
    r"^F(?:ü|ue)r\s+den\s+\w+\s+(?:diese[rs]?|der|unserer)\s+(?:Website|Webseite|Homepage|Internetseite|Seite)n?\s+(?:ist|sind)\s+"
    r"(?:(?:allein|einzig|ausschlie(?:ß|ss)lich)\s+)?(?:(?:der|die)\s+(?:Verfasser|Autor|Betreiber)(?:in)?\s+|(?P<article>(?:der|die|das)\s+))?"
    r"\(?(?P<name>[A-ZÄÖÜ][\w.'-]*(?:\s+[A-ZÄÖÜ][\w.'-]*){0,3}(?(article)(?:\s+[A-ZÄÖÜ][\w.'-]*){0,3}(?:\s+e\.\s?[VK]\.|\s+eG)?))"
    # (a firm's sentence broken before its verb, "verantwortlich." on the next source line: the line ends after the firm)
    r"(?:,\s*[A-ZÄÖÜ][\w\s.-]{1,40})?\)?(?:\s+(?:allein\s+)?verantwortlich\b|(?(article)\s*$|(?!)))")


@lru_cache(maxsize=4096)  # (pure; a page's lines come back from several readers)
def stated_name(line: str) -> str | None:
    """The name a provider sentence states ("Verantwortlich für den Inhalt dieser Website ist
    der Verein X, ZVR ..." -> "Verein X"), whatever its form, or a registered brand's ("X ist eine eingetragene Marke."), or ``None``."""
    sentence = _SENTENCE_PROVIDER.search(line)
    if sentence is None or sentence.start() >= (90 if not re.search(r"[.,:;]\s", line[: sentence.start()]) else 60):  # (one clause before the verb: "X is a … service operated by")
        if after := _RESPONSIBLE_AFTER.match(line):
            # (with an article only a firm: "… ist der Segelclub X e.V. verantwortlich", not "… ist der Vorstand verantwortlich")
            return after["name"].strip() if not after["article"] or find_form(after["name"]) else None
        if named := _NAMED_AS.match(line):
            return named["name"].strip()  # "Unter dem Namen «X» besteht ein Verein …": the statutes' naming sentence
        return brand[1] if (brand := _BRAND_STATED.match(line)) else None
    # (up to a comma or a sentence's end, or a mail address after the name: "… ist Jan Ott jan@ott-mail.de", also spelled
    # "jan(at)ott-mail.de", or a mail link's text: "… ist Jan Ott E-Mail schreiben")
    # (or its closing verb: "Diese Website wird von Jan Ott betrieben.", or the sentence going on with "und" and a verb: "… ist ein
    # Projekt der Fachschule X und dient Lehrzwecken.")
    name = re.split(rf"\s*[,;]\s*|\.\s|\.$|\s+(?:E-?Mail:?\s*)?[\w.+-]+@[\w.-]+\.[a-z]{{2,}}\b|\s+E-?Mail\b|\s+{PROVIDER_VERB}\s*[.!]?$|\s+und\s+(?=[a-zäöüß]{{3,}}\s)",
                    deobfuscate(_ARTICLE.sub("", line[sentence.end():].strip())))[0].strip()
    name = _CLUB_GENITIVE.sub("", name)  # ("… ein Projekt des Vereins Initiative X": the club's name, not the generic word)
    return name if name[:1].isupper() and len(name.split()) <= 10 else None


_CLUB_GENITIVE = re.compile(r"^Verein(?:e)?s\s+(?=[A-ZÄÖÜ])")


@lru_cache(maxsize=4096)  # (pure; a page's lines come back from several readers)
def find_company_name(line: str) -> tuple[str, str] | None:
    """The company name a line starts with (after provider labels) and its form key.

    ``None`` when the line does not start with a company name: a sentence, a label of another
    kind (``Geschäftsführer: ...``), or a form word without a name before it.
    """
    text = _BOARD_OF.sub("", _LEAD_LABEL.sub("", _IMPRINT_OF.sub("", CONTACT_OF.sub("", line.strip()))))
    sentence = _SENTENCE_PROVIDER.search(text)
    if sentence and sentence.start() < (90 if not re.search(r"[.,:;]\s", text[: sentence.start()]) else 60):
        text = text[sentence.end() :]
    text = _ARTICLE.sub("", _COPYRIGHT_YEAR.sub("", text)).strip()
    if not text:
        return None
    # A lower-case start is prose ("wir sind eine GmbH") unless the line is nothing but the
    # name ("swiss-PVD Coating AG").
    lower_start = not (text[0].isupper() or text[0].isdigit() or text[0] in "\"„'")
    prefix = None if lower_start else PREFIX_RE.match(text)
    if prefix:
        # (not the representation after it: "Verein Ottos Garten vertreten durch Jan Ott", nor its register entry: "(ZVR 123456789)")
        name = re.split(r"\s*[,;|]\s*|\s+[-–]\s+|\s+(?:vertreten\s+durch|represented\s+by)\s|\s*\((?:ZVR|VR|FN|UID)\b", text)[0].strip()
        inner = find_form(name)
        if inner is not None and inner.key not in ("genossenschaft",):
            name = name[: inner.end].strip()
            return (name, inner.key)
        if len(name.split()) <= 8:
            return (name.rstrip(".:"), _key(prefix.groupdict()))
        return None
    # (a name starts the line: no more than ten words before its form, so the form is in the line's first 300
    # characters; a privacy paragraph's form far into the line is never searched for)
    match = find_form(text[:300])
    if match is not None and match.start == 0 and (later := find_form(text[match.end : 300])) is not None and later.key == "ev":
        # a club's initials that read as a form ("KG Blau-Weiß 1950 e.V.", a carnival society): its form comes after
        match = FormMatch(later.key, match.end + later.start, match.end + later.end)
    styled = _LOWER_FIRM.fullmatch(text.rstrip(" ."))
    if match is None and styled and len(text.split()) <= 6 and not _PROSE_WORDS & set(text.split()):
        # A firm name styled in lower case on a line of its own ("simon gasser gmbh").
        form = find_form(text[: styled.start("form")] + _FORM_CASE[styled.group("form")])
        if form is not None:
            return (text.rstrip(" ."), form.key)
    if lower_start and _SENTENCE_TAIL.match(text):
        return None  # "gefördert. Wir sind Mitglied im X e.V.": the end of the sentence above, then another sentence
    if lower_start and (match is None or len(text) - match.end > 1
                        or not re.match(r"[a-zäöüß][\w.:-]*\s", text) or text.split()[0] in _NAME_LINK_WORDS):
        return None  # "c/o Muster AG", "bei der Muster AG": not a name
    if match is None:
        tail = re.split(r"\s*[,;|]\s*", text)[0].strip()
        if (_TRAILING_STIFTUNG.search(tail) and len(tail.split()) <= 6 and tail[0].isupper()
                and not re.search(r"[@:\d/]", tail)
                # (words of a name, not of a sentence: "Website informiert über den Verein")
                and all(w[0].isupper() or w in _NAME_LINK_WORDS or w.endswith("-") for w in tail.split())
                # the bare word ("Verein" over the club's block) or "Unser Verein" names no club
                and tail.lower() not in ("verein", "stiftung") and not re.match(r"(?:Unser|Mein|Ihr|Euer)e?[rs]?\s", tail)
                # (nor a form stated alone: "Eingetragener Verein", "Rechtsfähige Stiftung des bürgerlichen Rechts")
                and not re.match(r"(?:Eingetragen|Gemeinn(?:ü|ue)tzig|Rechtsf(?:ä|ae)hig|Selbst(?:st)?(?:ä|ae)ndig)e[rs]?\s+(?:Verein|Stiftung)\b", tail)
                # (nor a section's heading over the club's block: "Angaben zum Verein", "Informationen über den Verein")
                and not _ABOUT_THE_CLUB.fullmatch(tail)):
            key = "stiftung" if re.search(r"stiftung|^fonda", tail, re.IGNORECASE) else "verein"
            return (tail, key)
        return None
    head = text[: match.start]
    if re.search(r"(?:^|,\s*)(?:CH-?)?\d{4}\s+[A-ZÄÖÜ][\w.\-]*(?:\s[\w.\-]+)?\s*$", head) and match.key == "ag":
        return None  # "(Fabrikweg 93, )5033 Buchs AG": a Swiss town with its canton (Aargau) on a postal line, no firm
    if match.key == "ag" and len(head.split()) <= 2 and re.match(r"\s*,\s*(?:Schweiz|Switzerland|Suisse|Svizzera)\b", text[match.end :]):
        return None  # "Gansingen AG, Schweiz": the town and its canton before the country, no firm
    if re.search(r"\d[-‑/]$", head) and re.match(r"[-‑/]\d", text[match.end :]):
        return None  # "19-GBR-181009": a registration code with a form's letters inside, no firm
    if match.key == "og" and re.search(r"\d\.\s?$", head):
        return None  # "Lindenweg 4, 2. OG": a floor (Obergeschoss), no Austrian OG
    if not head.strip() or re.search(r":(?!\w)", head) or len(head.split()) > 10:
        return None  # a label ("Firma: …" is cut before); a colon inside a word ("alma:s") is a brand
    if re.match(r"(?:(?:19|20)\d\d\s*[-–]\s*)?20[1-4]\d\s+[A-ZÄÖÜ]", head) or re.search(r"\s(?:als|as)\s*$", head):
        return None  # a copyright line whose sign was dropped ("2026 Boberger Reitverein e.V."; "2000 Watt GmbH" is a firm), the form stated of the operator ("Eingetragen … als AG")
    if re.match(r"^(?:Ein|Eine|Einer|A|An)\s+\S+\s+(?:der|des|von|of)\s|^(?:Ich|Wir)\s+[a-zäöü]", head):
        return None  # "Ein Franchisebetrieb der X GmbH", "A company of X AG": another party; "Ich bin Entwickler bei der X GmbH": an employer
    if not _NAME_BODY.match(head):
        return None
    # Lower-case words other than linking words mean prose ("wir sind eine GmbH").
    words = [w for w in re.split(r"[\s\-/]+", head) if w]
    lowers = [w for w in words[1 if lower_start else 0:] if w[0].islower() and w not in _NAME_LINK_WORDS]
    if len(lowers) > 1 or (lowers and len(words) <= 2 and not (len(words[0]) > 1 and words[0].isupper())):
        return None  # (an acronym before a brand in lower case is a name: "HE immologis UG")
    name = text[: match.end].strip().rstrip(",;")
    # a professional firm's statutory addition after the form is part of the firm
    # ("Ott GmbH Steuerberatungsgesellschaft", "… UG (haftungsbeschränkt) Berufsausübungsgesellschaft")
    if addition := _PROFESSIONAL_FIRM.match(text[match.end :]) or _LIMITED_ADDITION.match(text[match.end :]):
        name += addition.group(0)  # (or "Ott GmbH (haftungsbeschränkt)", a firm in formation: as printed)
    if name.count("(") > name.count(")"):
        return None
    if match.key == "einzel" and head.rstrip().endswith(",") and re.match(r"\s+[A-ZÄÖÜ\"„]", text[match.end :]):
        return None  # "Anna Roth, Einzelunternehmen Roth Design": a person and her designation (sole._trading_as)
    if head.rstrip().endswith(",") and _WRITTEN_OUT.fullmatch(text, match.start, match.end):
        name = head.strip(" ,")  # "Lumen, société à responsabilité limitée (Sàrl)": the firm is the name before its form's appositive
    if match.key == "einzel" and head.strip(" –—-,"):
        name = head.strip(" –—-,")  # "FH Pyrotechnik Einzelunternehmen": the form word is no part of a trading name
    return (name, match.key)


_WRITTEN_OUT = re.compile(f"{_FRENCH_ITALIAN_GMBH}|{_FRENCH_ITALIAN_AG}" r"|\b[Ss]oci(?:é|e)t(?:é|e)\s+(?:coop(?:é|e)rative|en\s+nom\s+collectif)\b|\b[Ss]ociet(?:à|a)\s+(?:cooperativa|in\s+nome\s+collettivo)\b")
_PROFESSIONAL_FIRM = re.compile(r"\s+[A-ZÄÖÜ][a-zäöüß]+(?:gesellschaft|GESELLSCHAFT)(?=\s*(?:[,;|(·–\-]|$))")
_LIMITED_ADDITION = re.compile(r"\s*\(haftungsbeschr(?:ä|ae)nkt\)|\s*\(in\s+Gr(?:ü|ue)ndung\)")  # (or a firm in formation, "X GmbH (in Gründung)", as "X GmbH i.G.")
# (also after a capitalised brand: "Crewspot gmbh")
_LOWER_FIRM = re.compile(r"[A-Za-zÄÖÜäöüß0-9][A-Za-zÄÖÜäöüß0-9&.\- ]*\s(?P<form>gmbh|ag|kg|ohg|gbr|sagl|s[àa]rl|e\.\s?k\.|e\.\s?u\.)")
# A line that opens on the last word of a sentence begun above, a new sentence after its full stop.
_SENTENCE_TAIL = re.compile(r"[a-zäöüß]{3,}[.!?]\s+(?:Wir|Ich|Die|Der|Das|Es|Sie|Er|Unser\w*|Dies\w*|We|The|Our|This)\s")
_PROSE_WORDS = frozenset("wir sind ist eine ein einer der die das unser unsere als es sie we are is a an the".split())
_FORM_CASE = {"gmbh": "GmbH", "ag": "AG", "kg": "KG", "ohg": "OHG", "gbr": "GbR", "sagl": "Sagl", "sàrl": "Sàrl",
              "sarl": "Sàrl", "e.k.": "e.K.", "e. k.": "e.K.", "e.u.": "e.U.", "e. u.": "e.U."}
_NAME_LINK_WORDS = frozenset(
    "und für fuer der die das des von vom zur zum im in am an auf mit bei & and of the for de du "
    "la le et di da del e u. mbH".split()
)


def prose_words(name: str) -> list[str]:
    """The lower-case words of a firm name before its form that are no linking words: a sentence read as a name ("Alle Rechte
    liegen bei der X GmbH" -> ["liegen"]); ``[]`` for a firm's own spelling ("Ott Services GmbH", "Haus der Musik e.V.")."""
    form = find_form(name)
    words = [w for w in re.split(r"[\s\-/]+", name[: form.start] if form else name) if w]
    return [w for w in words[1:] if w[0].islower() and w not in _NAME_LINK_WORDS]


def named_club(lines: list[Line], name: str) -> bool:
    """The page's text calls the provider a club ("… dem Verein Pfadi Orion", convention 71): its form."""
    for ln in lines:
        at = ln.text.find(name) if "Verein" in ln.text else -1
        while at > 0:  # (no pattern built from the name: one per page would crowd the regex cache)
            end = at + len(name)
            if _CLUB_WORD_BEFORE.search(ln.text, 0, at) and not (end < len(ln.text) and (ln.text[end].isalnum() or ln.text[end] == "-")):
                return True
            at = ln.text.find(name, at + 1)
    return False


_CLUB_WORD_BEFORE = re.compile(r"\bVerein(?:s|es)?\s+$")


# A register heading merged with the row below it ("Handelsregistereintrag: Aktiengesellschaft (AG)"), and the abbreviation printed
# after a written-out form: without them, a row that prints the form alone.
_FORM_ROW_EXTRAS = re.compile(r"^(?:Handels)?[Rr]egister(?:eintrag(?:ung)?|angaben)?\s*:\s*|(?<=[a-z])\s*\((?:AG|GmbH|KG|OHG|OG|GbR|eG)\)$")


def form_row_text(text: str) -> str:
    """The text of a row that may state the form alone, without a register heading merged into it and an abbreviation."""
    return _FORM_ROW_EXTRAS.sub("", text).strip(" .,()")


# A legal form stated on a row of its own ("Rechtsform: …", "Registered as a …", "Eingetragen im Handelsregister des Kantons Bern
# als Aktiengesellschaft") or in prose.
STATED_FORM = re.compile(r"^(?:(?:Rechtsform|Legal\s+form|Gesellschaftsform|Forme\s+juridique|Forma\s+giuridica)\s*:\s*|(?:[\w ]{2,30}:\s*)?Registered\s+as\s+an?\s+(?=\S)|(?:Eingetragen|Registriert|Registered)\s+(?:im|in|beim|bei|with)\s[^.:]{2,80}?\s(?:als|as)\s+(?:eine?\s+|an?\s+)?(?=[A-ZÄÖÜ])|[^.:]{2,80}?\s+ist\s+(?:eine|die)\s+(?=Partnerschaft|Gesellschaft\s+b(?:ü|ue)rgerlichen\s+Rechts|Gesellschaft\s+mit\s+beschr(?:ä|ae)nkter\s+Haftung\b|(?:Aktien|Kommandit|Unternehmer|Kollektiv)gesellschaft\b|(?:eingetragene\s+)?Genossenschaft\b)"
                         r"|(?:[^.:]{2,80}?\s+(?:ist|besteht)\s+(?:als\s+)?ein\s+(?:[a-zäöüß-]+\s+){0,2})?(?=Verein\s+(?:im\s+Sinne\s+(?:von\s+)?|gem(?:ä|ae)(?:ß|ss)\s+|nach\s+)Art\.?\s*60\b))(.+)$",
                         re.IGNORECASE)  # (or in prose: "Roth & Partner ist eine Partnerschaft gemäß § 1 PartGG", "… verantwortlich ist die Gesellschaft bürgerlichen Rechts", 131;
# "Die Ott Haustechnik ist eine Gesellschaft mit beschränkter Haftung mit Sitz in Kalkar", an Aktiengesellschaft, a Genossenschaft;
# a Swiss club by its code's article, alone or in prose: "Verein im Sinne von Art. 60 ff. ZGB", "X ist ein Verein gemäss Art. 60 ff. ZGB")
# A legal-form value a template left open: alternatives to choose from, a question, a to-do note.
OPEN_FORM = re.compile(r"\?|\b(?:[Oo]der|ODER|[Oo]r|TODO|TBD|todo|tbd)\b")  # (not the Swiss code of obligations: "Genossenschaft nach Art. 828 ff. OR")
# ... or one the page says it will add later ("Rechtsform wird ergänzt", 842), or a placeholder for an owner or a director (371).
FORM_TO_FOLLOW = re.compile(r"(?:Rechtsform|Legal\s+form|Gesellschaftsform)\s*:?\s*(?:wird\s+(?:noch\s+|später\s+)?(?:ergänzt|nachgereicht|nachgetragen)"
                             r"|folgt|to\s+follow|tbd)\b|.*\[[^\]]*(?:Inhaber|Gesch(?:ä|ae)ftsf)\w*\s*(?:/|oder)\s*(?:Inhaber|Gesch(?:ä|ae)ftsf)", re.IGNORECASE)
# A body of public law stated in prose ("Die X ist eine Körperschaft des öffentlichen Rechts"): never a sole trader.
PUBLIC_LAW = re.compile(r"\b(?:ist|is)\s+(?:eine|a)\s+(?:rechtsf(?:ä|ae)hige\s+)?(?:K(?:ö|oe)rperschaft|Anstalt|Stiftung)\s+des\s+(?:ö|oe)ffentlichen\s+Rechts")
